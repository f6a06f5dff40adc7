//! A server URL read by the PostgreSQL client (`postgres::Config::from_str`): it decodes the
//! host, user, password and database name, and reads an IPv6 address in brackets and a socket
//! folder. It takes what tenscore refuses (a stray `%` as written, `+5432`, port 0,
//! `connect_timeout=0`, `hostaddr=` and the other parameters libpq knows) and reads some URLs
//! otherwise (up to the first `@`, a `,` as a list of hosts, no `sslmode=allow`, no empty
//! `&&`): so tenscore splits the text where its parts end, checks the port, `connect_timeout`,
//! `sslmode` and the parameters' names itself, and hands the client the other parts one value
//! each. Errors quote the URL with every password in it as `***`.

use std::ops::Range;
use std::str::FromStr;
use std::time::Duration;

use postgres::config::SslMode;

use super::{CONNECT_TIMEOUT, PARAMETERS, SERVER_FORM, UrlError, scheme_length};
use crate::t;

/// A URL as read: the client's reading of its host, user, password and database name, with the
/// connect timeout and TLS mode it asks for; the port it names, if any; and the URL as errors
/// quote it.
pub(super) struct Read {
    pub(super) client: postgres::Config,
    pub(super) port: Option<u16>,
    pub(super) shown: String,
}

/// Reads a server URL (`text` starts with its scheme), or says what is wrong with it.
pub(super) fn read(text: &str) -> Result<Read, UrlError> {
    let url = Redacted::new(text);
    let written = Written::split(&text[scheme_length(text).unwrap_or(0)..], &url)?;
    let port = written
        .last("port")
        .map(|port| port_number(port, url.quote(port), &url.shown))
        .transpose()?;
    for part in ["host", "user", "dbname", "password"] {
        if let Some(value) = written.last(part).filter(|value| decoded(value).is_none()) {
            return Err(url.bad_encoding(part, value));
        }
    }
    let connect_timeout = match written.last("connect_timeout") {
        Some(seconds) => timeout(seconds, &url)?,
        None => CONNECT_TIMEOUT,
    };
    let ssl_mode = match written.last("sslmode") {
        Some(mode) => tls(mode, &url)?,
        None => SslMode::Prefer,
    };
    // What is left for the client to refuse is an IPv6 address without its closing bracket,
    // or with more after it than a port.
    let mut client = postgres::Config::from_str(&written.for_client()).map_err(|_| {
        let host = written.last("host").unwrap_or_default();
        let (quoted, shown) = (url.quote(host), url.shown.as_str());
        let problem = match host.contains(']') {
            true => t!("error-url-bracket-after", host = quoted, url = shown),
            false => t!("error-url-bracket-open", host = quoted, url = shown),
        };
        UrlError {
            problem,
            hint: t!("error-url-ipv6-hint"),
        }
    })?;
    client.connect_timeout(connect_timeout).ssl_mode(ssl_mode);
    Ok(Read {
        client,
        port,
        shown: url.shown,
    })
}

/// The parts of a URL as written, `[USER[:PASSWORD]@][HOST][:PORT][/DBNAME][?NAME=VALUE&...]`,
/// each named as its parameter, in order: a later one takes the place of an earlier one.
struct Written<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Written<'a> {
    /// Splits the text after the scheme, refusing an `@` after the host, an empty user, a
    /// database name with a `/` and a parameter tenscore does not know.
    fn split(rest: &'a str, url: &Redacted<'a>) -> Result<Written<'a>, UrlError> {
        let shown = &*url.shown;
        let (authority, after) = rest.split_at(rest.find(['/', '?']).unwrap_or(rest.len()));
        if after.contains('@') {
            return Err(UrlError {
                problem: t!("error-url-at-after-host", url = shown),
                hint: t!("error-url-at-after-host-hint"),
            });
        }
        let mut parts = Vec::new();
        // The last `@` ends the user part: a password may hold one.
        let host_port = match authority.rsplit_once('@') {
            Some((user_info, host_port)) => {
                let (user, password) = user_info.split_once(':').unzip();
                parts.push(("user", user.unwrap_or(user_info)));
                parts.extend(password.map(|password| ("password", password)));
                host_port
            }
            None => authority,
        };
        if parts.first() == Some(&("user", "")) {
            return Err(UrlError {
                problem: t!("error-url-empty-user", url = shown),
                hint: t!("error-url-empty-user-hint", form = SERVER_FORM),
            });
        }
        let (host, port) = split_port(host_port);
        parts.push(("host", host));
        parts.extend(
            port.filter(|port| !port.is_empty())
                .map(|port| ("port", port)),
        );
        let (path, query) = after.split_once('?').unwrap_or((after, ""));
        let dbname = path.strip_prefix('/').unwrap_or(path);
        if dbname.contains('/') {
            return Err(UrlError {
                problem: t!(
                    "error-url-dbname-parts",
                    name = url.quote(dbname),
                    url = shown
                ),
                hint: t!("error-url-dbname-parts-hint", form = SERVER_FORM),
            });
        }
        parts.push(("dbname", dbname));
        parts.extend(parameters(query, url)?);
        Ok(Written(parts))
    }

    /// What the URL says of `name` in the end.
    fn last(&self, name: &str) -> Option<&'a str> {
        let part = self.0.iter().rev().find(|(part, _)| *part == name);
        part.map(|(_, value)| *value)
    }

    /// The URL the client reads: an IPv6 address in brackets in the place of the host, any other
    /// host as a parameter (where a `,` or `:` is part of it), then the user, password and
    /// database name as parameters.
    fn for_client(&self) -> String {
        let host = self.last("host").unwrap_or_default();
        let mut url = match host.starts_with('[') {
            true => format!("postgres://{host}?"),
            false => format!("postgres://?host={}&", for_parameter(host)),
        };
        for part in ["user", "password", "dbname"] {
            if let Some(value) = self.last(part) {
                url.push_str(&format!("{part}={}&", for_parameter(value)));
            }
        }
        url
    }
}

/// A value written as a parameter for the client, which reads a user part up to the first `@`
/// of the URL and a parameter up to the next `&`.
fn for_parameter(value: &str) -> String {
    value.replace('@', "%40").replace('&', "%26")
}

/// The `NAME=VALUE` pairs after the `?`, each NAME percent-decoded and one tenscore knows,
/// skipping empty pieces.
fn parameters<'a>(query: &'a str, url: &Redacted<'a>) -> Result<Vec<(&'a str, &'a str)>, UrlError> {
    let mut params = Vec::new();
    for piece in query.split('&').filter(|piece| !piece.is_empty()) {
        let Some((name, value)) = piece.split_once('=') else {
            return Err(url.unknown_parameter(piece));
        };
        let Some(decoded) = decoded(name) else {
            return Err(url.bad_encoding("parameter", name));
        };
        match PARAMETERS.iter().find(|known| **known == decoded) {
            Some(known) => params.push((*known, value)),
            None => return Err(url.unknown_parameter(name)),
        }
    }
    Ok(params)
}

/// Whether `NAME=` after a raw `&` in a password starts the next parameter rather than going on
/// with the password: a name as libpq's are made, lowercase letters and `_` alone, so that a
/// parameter tenscore does not know (`&bogus=2`) is named as one, while the rest of a password
/// (`&cr3t=x`, `&Secret=`) is not quoted.
fn names_a_parameter(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
}

/// `HOST[:PORT]` split at the `:` after the host, which may be an IPv6 address in brackets.
fn split_port(host_port: &str) -> (&str, Option<&str>) {
    let colon = match host_port.starts_with('[') {
        true => host_port.find("]:").map(|end| end + 1),
        false => host_port.find(':'),
    };
    match colon {
        Some(colon) => (&host_port[..colon], Some(&host_port[colon + 1..])),
        None => (host_port, None),
    }
}

/// `written` percent-decoded by the client, as the value of a parameter; `None` when a `%` is
/// not followed by two hexadecimal digits (the client would take it as written) or the bytes
/// are not UTF-8.
fn decoded(written: &str) -> Option<String> {
    let escapes = written.split('%').skip(1).all(|after| {
        after
            .get(..2)
            .is_some_and(|hex| hex.bytes().all(|b| b.is_ascii_hexdigit()))
    });
    let url = format!("postgres://?dbname={}", for_parameter(written));
    let client = postgres::Config::from_str(&url).ok().filter(|_| escapes)?;
    client.get_dbname().map(str::to_string)
}

/// A URL as errors quote it, with the spans of it that may hold a password, each shown as
/// `***`: the user part's password, from the first `:` to the last `@` (a `/`, `?` or `@` may be
/// part of it), and the value of each parameter whose name decodes to `password`, up to the next
/// `&` that starts a parameter, known or not (a raw `&` may be part of it: see
/// [`names_a_parameter`]).
struct Redacted<'a> {
    text: &'a str,
    secrets: Vec<Range<usize>>,
    /// The URL as errors show it.
    shown: String,
}

impl<'a> Redacted<'a> {
    fn new(text: &'a str) -> Redacted<'a> {
        let start = scheme_length(text).unwrap_or(0);
        let rest = &text[start..];
        let authority = &rest[..rest.find(['/', '?']).unwrap_or(rest.len())];
        let mut secrets = Vec::new();
        if let (Some(at), Some(colon)) = (rest.rfind('@'), authority.find(':'))
            && colon < at
        {
            secrets.push(start + colon + 1..start + at);
        }
        // The pieces after each `?` or `&`, and where the password being read started.
        let (mut offset, mut password) = (start, None);
        for piece in rest.split_inclusive(['?', '&']) {
            let at = offset;
            offset += piece.len();
            let name = piece.split_once('=').map(|(name, _)| name);
            let Some(name) = name.filter(|_| at > start) else {
                continue;
            };
            let after_ampersand = text[..at].ends_with('&');
            if let Some(from) = password.take_if(|_| after_ampersand && names_a_parameter(name)) {
                secrets.push(from..at - 1);
            }
            if decoded(name).as_deref() == Some("password") {
                password.get_or_insert(at + name.len() + 1);
            }
        }
        secrets.extend(password.map(|from| from..text.len()));
        secrets.sort_by_key(|span| span.start);
        let (mut shown, mut at) = (String::new(), 0);
        for span in &secrets {
            if span.start >= at {
                shown.push_str(&text[at..span.start]);
                shown.push_str("***");
            }
            at = at.max(span.end);
        }
        shown.push_str(&text[at..]);
        Redacted {
            text,
            secrets,
            shown,
        }
    }

    /// A part of the text as an error quotes it: `***` when it overlaps a password.
    fn quote(&self, part: &'a str) -> &'a str {
        let start = (part.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize);
        let end = start + part.len().max(1);
        match self.secrets.iter().any(|s| s.start < end && start < s.end) {
            true => "***",
            false => part,
        }
    }

    fn bad_encoding(&self, part: &str, written: &'a str) -> UrlError {
        UrlError {
            problem: t!(
                "error-url-encoding",
                part = part,
                value = self.quote(written),
                url = &*self.shown
            ),
            hint: t!("error-url-encoding-hint"),
        }
    }

    /// A parameter tenscore does not know; within a password, the rest of it after a raw `&`.
    fn unknown_parameter(&self, name: &'a str) -> UrlError {
        if self.quote(name) != name {
            return UrlError {
                problem: t!("error-url-ampersand", url = &*self.shown),
                hint: t!("error-url-ampersand-hint"),
            };
        }
        UrlError {
            problem: t!("error-url-parameter", name = name, url = &*self.shown),
            hint: t!("error-url-parameter-hint", names = PARAMETERS.join(", ")),
        }
    }
}

/// A port: a number from 1 to 65535, in digits only (the client takes `+5432` and `0`). An
/// error quotes it as `quoted`, in `source`: the URL as shown, or the variable that names it.
pub(super) fn port_number(text: &str, quoted: &str, source: &str) -> Result<u16, UrlError> {
    let why = match text.parse::<u16>() {
        _ if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) => "number",
        Ok(port) if port > 0 => return Ok(port),
        _ => "range",
    };
    Err(UrlError {
        problem: t!("error-url-port", port = quoted, url = source, why = why),
        hint: t!("error-url-form", form = SERVER_FORM),
    })
}

/// `connect_timeout=SECONDS`: a whole number of seconds, at least one (the client takes `0` and
/// `-1` for no timeout).
fn timeout<'a>(written: &'a str, url: &Redacted<'a>) -> Result<Duration, UrlError> {
    match written.parse::<u64>() {
        Ok(seconds) if seconds > 0 && written.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(Duration::from_secs(seconds))
        }
        _ => Err(UrlError {
            problem: t!(
                "error-url-timeout",
                value = url.quote(written),
                url = &*url.shown
            ),
            hint: t!("error-url-timeout-hint"),
        }),
    }
}

/// `sslmode=`: the modes libpq knows; those that need TLS are refused, as this tenscore has none,
/// and `allow` is `prefer` (the client knows no `allow`).
fn tls<'a>(written: &'a str, url: &Redacted<'a>) -> Result<SslMode, UrlError> {
    match written {
        "disable" => Ok(SslMode::Disable),
        "allow" | "prefer" => Ok(SslMode::Prefer),
        "require" | "verify-ca" | "verify-full" => Err(UrlError {
            problem: t!("error-url-tls", mode = written, url = &*url.shown),
            hint: t!("error-url-tls-hint"),
        }),
        _ => Err(UrlError {
            problem: t!(
                "error-url-sslmode",
                mode = url.quote(written),
                url = &*url.shown
            ),
            hint: t!("error-url-sslmode-hint"),
        }),
    }
}

/// Percent-encodes everything but letters, digits and `-._~`, so that a shown URL reads back
/// as the same server.
pub(super) fn encode(text: &str) -> String {
    let mut encoded = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                encoded.push(char::from(byte))
            }
            _ => encoded.push_str(&format!("%{byte:02X}")),
        }
    }
    encoded
}
