//! A statement's parameters written into its text as SQL literals, so that it goes to the
//! server as a simple query: without a separate prepare, and together with other statements in
//! one round trip (`db.rs`). Each literal is of the kind the parameter is: a number, a boolean,
//! a string (in `E'...'` form, its backslashes and quotes doubled, so nothing in it is read as
//! SQL), bytes (`decode('...', 'hex')`) or NULL; strings and NULL take their type from where
//! they stand, as an untyped parameter does.

use std::fmt::Write;

use crate::store::StoreError;
use crate::store::sql::Value;

/// `sql`, written in SQLite's `?N` style, with each `?N` outside a quoted string or name made
/// the literal of `params[N - 1]`.
pub(super) fn written_in(sql: &str, params: &[Value<'_>]) -> Result<String, StoreError> {
    let mut out = String::with_capacity(sql.len() + 16 * params.len());
    let mut quote = None;
    let mut chars = sql.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(open), _) if c == open => quote = None,
            (None, '?') => {
                let mut n = 0usize;
                while let Some(digit) = chars.peek().and_then(|&(_, d)| d.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(digit as usize);
                    chars.next();
                }
                let value = n
                    .checked_sub(1)
                    .and_then(|i| params.get(i))
                    .ok_or_else(|| StoreError::Query(format!("no parameter ?{n} for: {sql}")))?;
                literal(&mut out, value)?;
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    Ok(out)
}

/// Writes `value` as a literal.
fn literal(out: &mut String, value: &Value<'_>) -> Result<(), StoreError> {
    match *value {
        Value::Int(i64::MIN) => out.push_str("(-9223372036854775807 - 1)"),
        Value::Int(n) if n < 0 => {
            let _ = write!(out, "({n})");
        }
        Value::Int(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Bool(b) => out.push_str(if b { "TRUE" } else { "FALSE" }),
        // Debug prints the shortest text that reads back as the same number (and "NaN", "inf").
        Value::Real(x) => {
            let _ = write!(out, "'{x:?}'::float8");
        }
        Value::Text(text) => string(out, text)?,
        Value::Blob(bytes) => {
            out.push_str("decode('");
            for byte in bytes {
                let _ = write!(out, "{byte:02x}");
            }
            out.push_str("', 'hex')");
        }
        Value::Null => out.push_str("NULL"),
    }
    Ok(())
}

/// A string literal, whatever it holds: the server's text cannot hold a NUL character (which
/// would also end the query's text), so one is refused as the server refuses it.
fn string(out: &mut String, text: &str) -> Result<(), StoreError> {
    if text.contains('\0') {
        return Err(StoreError::Query(
            "invalid byte sequence for encoding \"UTF8\": 0x00".into(),
        ));
    }
    out.push_str("E'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("''"),
            '\\' => out.push_str("\\\\"),
            _ => out.push(c),
        }
    }
    out.push('\'');
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::written_in;
    use crate::store::sql::Value;

    #[test]
    fn parameters_become_literals_outside_quotes() {
        let sql = "SELECT a FROM t WHERE b = ?1 AND c = '?2' AND d = ?2 AND e = ?3 OR f = ?4";
        let params = [
            Value::Int(-5),
            Value::Text("it's a \\ test"),
            Value::Blob(&[0, 255]),
            Value::Null,
        ];
        assert_eq!(
            written_in(sql, &params).unwrap(),
            "SELECT a FROM t WHERE b = (-5) AND c = '?2' AND d = E'it''s a \\\\ test' \
             AND e = decode('00ff', 'hex') OR f = NULL"
        );
    }

    #[test]
    fn numbers_and_flags_read_back_as_themselves() {
        let params = [Value::Real(0.1), Value::Bool(true), Value::Int(i64::MIN)];
        assert_eq!(
            written_in("?1 ?2 ?3", &params).unwrap(),
            "'0.1'::float8 TRUE (-9223372036854775807 - 1)"
        );
    }

    #[test]
    fn a_missing_parameter_or_a_nul_is_an_error() {
        assert!(written_in("SELECT ?2", &[Value::Int(1)]).is_err());
        assert!(written_in("SELECT ?1", &[Value::Text("a\0b")]).is_err());
    }
}
