//! The password file (`PGPASSFILE` or `~/.pgpass`), read as libpq reads it: a line per server,
//! `host:port:database:user:password`, and the file skipped when others may read it.

use std::path::Path;

/// A password file skipped because the group or others may read or write it.
pub(super) struct OpenToOthers;

/// The password for this server in the password file, as libpq finds it. A file that the
/// group or others may read or write is ignored, as libpq ignores it (and said so, for a refused
/// login to name); so is one that cannot be read: the server then says whether it wanted a
/// password.
pub(super) fn password_from_file(
    file: &Path,
    host: &str,
    port: u16,
    dbname: &str,
    user: &str,
) -> Result<Option<String>, OpenToOthers> {
    let Ok(meta) = std::fs::metadata(file) else {
        return Ok(None);
    };
    if !meta.is_file() {
        return Ok(None);
    }
    if open_to_others(&meta) {
        return Err(OpenToOthers);
    }
    let Ok(content) = std::fs::read_to_string(file) else {
        return Ok(None);
    };
    // As libpq, a socket folder is `localhost` in the file (or itself, written out).
    let hosts: &[&str] = match host.starts_with('/') {
        true => &["localhost", host],
        false => &[host],
    };
    Ok(pgpass_lookup(
        &content,
        hosts,
        &port.to_string(),
        dbname,
        user,
    ))
}

#[cfg(unix)]
fn open_to_others(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode() & 0o077 != 0
}

#[cfg(not(unix))]
fn open_to_others(_meta: &std::fs::Metadata) -> bool {
    false
}

/// The password of the first line of a password file (`host:port:db:user:password`) that
/// matches: `*` matches anything, `\:` and `\\` stand for `:` and `\`, `#` starts a comment
/// line. A line with fewer than five fields is skipped. The password ends at the line's end or
/// an unescaped `:`.
pub(super) fn pgpass_lookup(
    content: &str,
    hosts: &[&str],
    port: &str,
    dbname: &str,
    user: &str,
) -> Option<String> {
    content.lines().find_map(|line| {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let mut fields = pgpass_fields(line);
        let mut next = || fields.next();
        let (host_field, port_field, db_field, user_field) = (next()?, next()?, next()?, next()?);
        let password = next()?;
        let matches = |field: &(String, bool), value: &str| field.1 || field.0 == value;
        let host_matches = host_field.1 || hosts.iter().any(|host| host_field.0 == *host);
        (host_matches
            && matches(&port_field, port)
            && matches(&db_field, dbname)
            && matches(&user_field, user))
        .then_some(password.0)
    })
}

/// The fields of a password file's line, unescaped, each with whether it is the wildcard `*`
/// (an escaped `\*` is a plain star).
fn pgpass_fields(line: &str) -> impl Iterator<Item = (String, bool)> + '_ {
    let mut chars = line.chars().peekable();
    std::iter::from_fn(move || {
        chars.peek()?;
        let mut field = String::new();
        let mut escaped = false;
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    escaped = true;
                    field.extend(chars.next());
                }
                ':' => break,
                c => field.push(c),
            }
        }
        let any = !escaped && field == "*";
        Some((field, any))
    })
}
