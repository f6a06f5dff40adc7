//! A server URL read by the PostgreSQL client (`postgres::Config::from_str`), which decodes its
//! parts and reads an IPv6 address in brackets or a socket folder. The client takes what
//! tenscore refuses (a stray `%` as written, `+5432`, `connect_timeout=0`, `hostaddr=`) and reads
//! some URLs otherwise (up to the first `@`, a `,` as a list of hosts, no `sslmode=allow`, no empty
//! `&&`). So the text is only split where the parts end, never decoded: tenscore checks the
//! port, `connect_timeout` and `sslmode` itself and hands the client one value a part. Errors
//! quote the URL with every password in it as `***`.

use std::str::FromStr;
use std::time::Duration;

use postgres::config::SslMode;

use super::mistaken::hidden;
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
    let shown = shown(text);
    let written = Written::split(&text[scheme_length(text).unwrap_or(0)..], &shown)?;
    let port = written
        .last("port")
        .map(|port| port_number(port).map_err(|why| why.error(port, &shown)))
        .transpose()?;
    for part in ["host", "user", "dbname", "password"] {
        if let Some(value) = written.last(part).filter(|value| !well_encoded(value)) {
            let value = if part == "password" { "***" } else { value };
            return Err(UrlError {
                problem: t!("error-url-encoding", part = part, value = value, url = &*shown),
                hint: t!("error-url-encoding-hint"),
            });
        }
    }
    let connect_timeout = match written.last("connect_timeout") {
        Some(seconds) => timeout(seconds, &shown)?,
        None => CONNECT_TIMEOUT,
    };
    let ssl_mode = match written.last("sslmode") {
        Some(mode) => tls(mode, &shown)?,
        None => SslMode::Prefer,
    };
    // What is left for the client to refuse is an IPv6 address without its closing bracket,
    // or with more after it than a port.
    let mut client = postgres::Config::from_str(&written.for_client()).map_err(|_| {
        let host = written.host;
        let problem = match host.contains(']') {
            true => t!("error-url-bracket-after", host = host, url = &*shown),
            false => t!("error-url-bracket-open", host = host, url = &*shown),
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
        shown,
    })
}

/// The parts of a URL as written: `[USER[:PASSWORD]@][HOST][:PORT][/DBNAME][?NAME=VALUE&...]`.
struct Written<'a> {
    user: Option<&'a str>,
    password: Option<&'a str>,
    host: &'a str,
    port: Option<&'a str>,
    dbname: &'a str,
    /// The parameters, each of a name tenscore knows, in order: a later one takes the place of an
    /// earlier one and of the part it names.
    params: Vec<(&'a str, &'a str)>,
}

impl<'a> Written<'a> {
    /// Splits the text after the scheme, refusing an `@` after the host, an empty user, a
    /// database name with a `/` and a parameter tenscore does not know.
    fn split(rest: &'a str, shown: &str) -> Result<Written<'a>, UrlError> {
        let (authority, after) = rest.split_at(rest.find(['/', '?']).unwrap_or(rest.len()));
        if after.contains('@') {
            return Err(UrlError {
                problem: t!("error-url-at-after-host", url = shown),
                hint: t!("error-url-at-after-host-hint"),
            });
        }
        // The last `@` ends the user part: a password may hold one.
        let user_info = authority.rsplit_once('@');
        let (user, password) = match user_info.map(|(user_info, _)| user_info.split_once(':')) {
            Some(Some((user, password))) => (Some(user), Some(password)),
            Some(None) => (user_info.map(|(user, _)| user), None),
            None => (None, None),
        };
        if user == Some("") {
            return Err(UrlError {
                problem: t!("error-url-empty-user", url = shown),
                hint: t!("error-url-empty-user-hint", form = SERVER_FORM),
            });
        }
        let (path, query) = after.split_once('?').unwrap_or((after, ""));
        let dbname = path.strip_prefix('/').unwrap_or(path);
        if dbname.contains('/') {
            return Err(UrlError {
                problem: t!("error-url-dbname-parts", name = dbname, url = shown),
                hint: t!("error-url-dbname-parts-hint", form = SERVER_FORM),
            });
        }
        let (host, port) = split_port(user_info.map_or(authority, |(_, host)| host));
        Ok(Written {
            user,
            password,
            host,
            port: port.filter(|port| !port.is_empty()),
            dbname,
            params: parameters(query, shown)?,
        })
    }

    /// What the URL says of `name` in the end: its last parameter, else the part.
    fn last(&self, name: &str) -> Option<&'a str> {
        let part = match name {
            "host" => Some(self.host),
            "port" => self.port,
            "user" => self.user,
            "password" => self.password,
            "dbname" => Some(self.dbname),
            _ => None,
        };
        let param = self.params.iter().rev().find(|(n, _)| *n == name);
        param.map(|(_, value)| *value).or(part)
    }

    /// The URL the client reads: the host (the URL's own, which may be in brackets, or its
    /// parameter), then the user, password and database name as parameters.
    fn for_client(&self) -> String {
        let mut url = match self.params.iter().rev().find(|(name, _)| *name == "host") {
            Some((_, host)) => format!("postgres://?host={}&", for_parameter(host)),
            // A `,` would make a list of hosts.
            None => format!("postgres://{}?", self.host.replace(',', "%2C")),
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

/// The `NAME=VALUE` pairs after the `?`, skipping empty pieces. A piece that is no pair, or
/// names a parameter tenscore does not know, is refused; after a password, it is the rest of the
/// password (a raw `&` in it), and not quoted.
fn parameters<'a>(query: &'a str, shown: &str) -> Result<Vec<(&'a str, &'a str)>, UrlError> {
    let mut params = Vec::new();
    let mut after_password = false;
    for piece in query.split('&').filter(|piece| !piece.is_empty()) {
        let name = match piece.split_once('=') {
            Some((name, value)) if PARAMETERS.contains(&name) => {
                after_password = name == "password";
                params.push((name, value));
                continue;
            }
            _ if after_password => {
                return Err(UrlError {
                    problem: t!("error-url-ampersand", url = shown),
                    hint: t!("error-url-ampersand-hint"),
                });
            }
            Some((name, _)) => name,
            None => piece,
        };
        return Err(match well_encoded(name) {
            true => UrlError {
                problem: t!("error-url-parameter", name = name, url = shown),
                hint: t!("error-url-parameter-hint", names = PARAMETERS.join(", ")),
            },
            false => UrlError {
                problem: t!("error-url-encoding", part = "parameter", value = name, url = shown),
                hint: t!("error-url-encoding-hint"),
            },
        });
    }
    Ok(params)
}

/// `HOST[:PORT]` split at the `:` after the host, which may be an IPv6 address in brackets.
fn split_port(host_port: &str) -> (&str, Option<&str>) {
    let address_end = match host_port.starts_with('[') {
        true => host_port.find(']').unwrap_or(host_port.len()),
        false => 0,
    };
    match host_port[address_end..].find(':') {
        Some(colon) => {
            let colon = address_end + colon;
            (&host_port[..colon], Some(&host_port[colon + 1..]))
        }
        None => (host_port, None),
    }
}

/// Whether every `%` in `written` starts two hexadecimal digits (the client takes a stray one
/// as written), and the client decodes it (it refuses bytes that are not UTF-8).
fn well_encoded(written: &str) -> bool {
    let escapes = written.split('%').skip(1).all(|after| {
        after
            .get(..2)
            .is_some_and(|hex| hex.bytes().all(|b| b.is_ascii_hexdigit()))
    });
    escapes && postgres::Config::from_str(&format!("postgres://?dbname={}", for_parameter(written))).is_ok()
}

/// The URL as errors quote it: the password of its user part (from the first `:` to the last
/// `@`, generously) and the value of a `password` parameter (up to the next `&` that starts a
/// parameter tenscore knows) as `***`; so is a parameter's whose name is percent-encoded.
fn shown(text: &str) -> String {
    let start = scheme_length(text).unwrap_or(0);
    let hidden = format!("{}{}", &text[..start], hidden(&text[start..]));
    let Some((head, query)) = hidden.split_once('?') else {
        return hidden;
    };
    let mut shown = format!("{head}?");
    let mut in_password = false;
    for (i, piece) in query.split('&').enumerate() {
        let name = piece.split_once('=').map(|(name, _)| name);
        if in_password && !name.is_some_and(|name| PARAMETERS.contains(&name)) {
            continue;
        }
        if i > 0 {
            shown.push('&');
        }
        in_password = name.is_some_and(|name| name == "password" || name.contains('%'));
        match (in_password, name) {
            (true, Some(name)) => shown.push_str(&format!("{name}=***")),
            _ => shown.push_str(piece),
        }
    }
    shown
}

/// Why a port is refused.
pub(super) enum BadPort {
    NotANumber,
    OutOfRange,
}

impl BadPort {
    pub(super) fn error(&self, quoted: &str, source: &str) -> UrlError {
        let why = match self {
            BadPort::NotANumber => "number",
            BadPort::OutOfRange => "range",
        };
        UrlError {
            problem: t!("error-url-port", port = quoted, url = source, why = why),
            hint: t!("error-url-form", form = SERVER_FORM),
        }
    }
}

/// A port: a number from 1 to 65535, in digits only (the client takes `+5432` and `0`).
pub(super) fn port_number(text: &str) -> Result<u16, BadPort> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(BadPort::NotANumber);
    }
    match text.parse::<u16>() {
        Ok(0) | Err(_) => Err(BadPort::OutOfRange),
        Ok(port) => Ok(port),
    }
}

/// `connect_timeout=SECONDS`: a whole number of seconds, at least one (the client takes `0` and
/// `-1` for no timeout).
fn timeout(written: &str, shown: &str) -> Result<Duration, UrlError> {
    match written.parse::<u64>() {
        Ok(seconds) if seconds > 0 && written.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(Duration::from_secs(seconds))
        }
        _ => Err(UrlError {
            problem: t!("error-url-timeout", value = written, url = shown),
            hint: t!("error-url-timeout-hint"),
        }),
    }
}

/// `sslmode=`: the modes libpq knows; those that need TLS are refused, as this tenscore has none,
/// and `allow` is `prefer` (the client knows no `allow`).
fn tls(written: &str, shown: &str) -> Result<SslMode, UrlError> {
    match written {
        "disable" => Ok(SslMode::Disable),
        "allow" | "prefer" => Ok(SslMode::Prefer),
        "require" | "verify-ca" | "verify-full" => Err(UrlError {
            problem: t!("error-url-tls", mode = written, url = shown),
            hint: t!("error-url-tls-hint"),
        }),
        _ => Err(UrlError {
            problem: t!("error-url-sslmode", mode = written, url = shown),
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
