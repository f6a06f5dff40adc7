//! A server URL as it was written: its parts read out before percent-decoding, each checked
//! (port, `connect_timeout`, `sslmode`, the parameters), and the URL quoted in errors with every
//! span that may hold a password shown as `***`.

use std::ops::Range;
use std::time::Duration;

use super::{PARAMETERS, SERVER_FORM, Tls, UrlError, scheme_length};
use crate::t;

/// The parts a URL names, each as it was written (before percent-decoding), so that an error
/// can quote it.
#[derive(Default)]
pub(super) struct Written<'a> {
    pub(super) host: Option<&'a str>,
    pub(super) port: Option<&'a str>,
    pub(super) user: Option<&'a str>,
    pub(super) password: Option<&'a str>,
    pub(super) dbname: Option<&'a str>,
    pub(super) connect_timeout: Option<&'a str>,
    pub(super) sslmode: Option<&'a str>,
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

/// A port: a number from 1 to 65535, in digits only.
pub(super) fn port_number(text: &str) -> Result<u16, BadPort> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(BadPort::NotANumber);
    }
    match text.parse::<u16>() {
        Ok(0) | Err(_) => Err(BadPort::OutOfRange),
        Ok(port) => Ok(port),
    }
}

/// A URL as written, with the spans of it that may hold a password: what errors quote of it is
/// never inside one.
pub(super) struct Url<'a> {
    text: &'a str,
    /// Where the URL's parts start (after `postgres://`).
    start: usize,
    secrets: Vec<Range<usize>>,
}

impl<'a> Url<'a> {
    pub(super) fn new(text: &'a str) -> Url<'a> {
        let start = scheme_length(text).unwrap_or(0);
        let mut url = Url {
            text,
            start,
            secrets: Vec::new(),
        };
        url.secrets = url.password_spans();
        url
    }

    /// Everything after the scheme.
    fn rest(&self) -> &'a str {
        &self.text[self.start..]
    }

    /// Where the host ends: at the first `/` or `?`.
    fn authority_end(&self) -> usize {
        self.rest().find(['/', '?']).unwrap_or(self.rest().len())
    }

    /// The spans of the text that may hold a password, generously: the password of the user
    /// part, and the value of every `password=` parameter up to the next `&` that starts a
    /// known parameter (a raw `&` may be part of a password). When an `@` stands after the host
    /// (a `/`, `?` or `@` in a password that was not percent-encoded), everything from the
    /// first `:` to the last `@` counts as the password.
    fn password_spans(&self) -> Vec<Range<usize>> {
        let rest = self.rest();
        let end = self.authority_end();
        let mut spans = Vec::new();
        let stray_at = rest[end..].contains('@');
        let last_at = match stray_at {
            true => rest.rfind('@'),
            false => rest[..end].rfind('@'),
        };
        if let (Some(at), Some(colon)) = (last_at, rest[..end].find(':'))
            && colon < at
        {
            spans.push(self.start + colon + 1..self.start + at);
        }
        // Every `NAME=` after a `?` or `&` whose NAME decodes to `password`.
        let keys = rest.match_indices(['?', '&']).map(|(i, _)| i + 1);
        for key_start in keys {
            let Some(key_length) = rest[key_start..].find('=') else {
                continue;
            };
            let key = &rest[key_start..key_start + key_length];
            if percent_decode(key).as_deref() != Some("password") {
                continue;
            }
            let value_start = key_start + key_length + 1;
            let value_end = rest[value_start..]
                .match_indices('&')
                .map(|(i, _)| value_start + i)
                .find(|&amp| {
                    let after = &rest[amp + 1..];
                    PARAMETERS
                        .iter()
                        .any(|name| after.starts_with(&format!("{name}=")))
                })
                .unwrap_or(rest.len());
            spans.push(self.start + value_start..self.start + value_end);
        }
        spans
    }

    /// The URL as errors show it: each password span as `***`.
    pub(super) fn shown(&self) -> String {
        let mut spans = self.secrets.clone();
        spans.sort_by_key(|span| span.start);
        let mut shown = String::with_capacity(self.text.len());
        let mut at = 0;
        for span in spans {
            if span.start >= at {
                shown.push_str(&self.text[at..span.start]);
                shown.push_str("***");
            }
            at = at.max(span.end);
        }
        shown.push_str(&self.text[at..]);
        shown
    }

    /// A part of the text as an error quotes it: `***` when it overlaps a password span.
    fn quote(&self, part: &str) -> String {
        let start = (part.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize);
        let span = start..start + part.len();
        let secret = self
            .secrets
            .iter()
            .any(|s| s.start < span.end.max(span.start + 1) && span.start < s.end);
        match secret {
            true => "***".to_string(),
            false => part.to_string(),
        }
    }

    fn error(&self, problem: String, hint: impl Into<String>) -> UrlError {
        UrlError {
            problem,
            hint: hint.into(),
        }
    }

    /// The parts as written: `[USER[:PASSWORD]@][HOST][:PORT][/DBNAME][?NAME=VALUE&...]`, the
    /// parameters taking the place of the parts they name.
    pub(super) fn parts(&self) -> Result<Written<'a>, UrlError> {
        let rest = self.rest();
        let end = self.authority_end();
        if rest[end..].contains('@') {
            return Err(self.error(
                t!("error-url-at-after-host", url = self.shown()),
                t!("error-url-at-after-host-hint"),
            ));
        }
        let mut written = Written::default();
        let authority = &rest[..end];
        let host_port = match authority.rfind('@') {
            Some(at) => {
                let (user, password) = match authority[..at].split_once(':') {
                    Some((user, password)) => (user, Some(password)),
                    None => (&authority[..at], None),
                };
                if user.is_empty() {
                    return Err(self.error(
                        t!("error-url-empty-user", url = self.shown()),
                        t!("error-url-empty-user-hint", form = SERVER_FORM),
                    ));
                }
                written.user = Some(user);
                written.password = password;
                &authority[at + 1..]
            }
            None => authority,
        };
        let (host, port) = self.host_and_port(host_port)?;
        written.host = Some(host).filter(|host| !host.is_empty());
        written.port = port.filter(|port| !port.is_empty());

        let after = &rest[end..];
        let (path, query) = match after.split_once('?') {
            Some((path, query)) => (path, Some(query)),
            None => (after, None),
        };
        let dbname = path.strip_prefix('/').unwrap_or(path);
        if dbname.contains('/') {
            return Err(self.error(
                t!(
                    "error-url-dbname-parts",
                    name = self.quote(dbname),
                    url = self.shown()
                ),
                t!("error-url-dbname-parts-hint", form = SERVER_FORM),
            ));
        }
        written.dbname = Some(dbname).filter(|dbname| !dbname.is_empty());
        for pair in query.into_iter().flat_map(|query| query.split('&')) {
            if pair.is_empty() {
                continue;
            }
            let Some((name, value)) = pair.split_once('=') else {
                return Err(self.unknown_parameter(pair));
            };
            let slot = match self.decode(name, "parameter")?.as_str() {
                "host" => &mut written.host,
                "port" => &mut written.port,
                "user" => &mut written.user,
                "password" => &mut written.password,
                "dbname" => &mut written.dbname,
                "connect_timeout" => &mut written.connect_timeout,
                "sslmode" => &mut written.sslmode,
                _ => return Err(self.unknown_parameter(name)),
            };
            *slot = Some(value);
        }
        Ok(written)
    }

    fn unknown_parameter(&self, name: &str) -> UrlError {
        if self.quote(name) != name {
            return self.error(
                t!("error-url-ampersand", url = self.shown()),
                t!("error-url-ampersand-hint"),
            );
        }
        self.error(
            t!(
                "error-url-parameter",
                name = self.quote(name),
                url = self.shown()
            ),
            t!("error-url-parameter-hint", names = PARAMETERS.join(", ")),
        )
    }

    /// `HOST[:PORT]`, where HOST may be an IPv6 address in brackets (`[::1]:5432`).
    fn host_and_port(&self, host_port: &'a str) -> Result<(&'a str, Option<&'a str>), UrlError> {
        if let Some(bracketed) = host_port.strip_prefix('[') {
            let Some((address, after)) = bracketed.split_once(']') else {
                return Err(self.error(
                    t!(
                        "error-url-bracket-open",
                        host = self.quote(host_port),
                        url = self.shown()
                    ),
                    t!("error-url-ipv6-hint"),
                ));
            };
            return match after.strip_prefix(':') {
                Some(port) => Ok((address, Some(port))),
                None if after.is_empty() => Ok((address, None)),
                None => Err(self.error(
                    t!(
                        "error-url-bracket-after",
                        host = self.quote(host_port),
                        url = self.shown()
                    ),
                    t!("error-url-ipv6-hint"),
                )),
            };
        }
        Ok(match host_port.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (host_port, None),
        })
    }

    pub(super) fn port(&self, written: &str) -> Result<u16, UrlError> {
        port_number(written).map_err(|why| why.error(&self.quote(written), &self.shown()))
    }

    /// `connect_timeout=SECONDS`: a whole number of seconds, at least one.
    pub(super) fn connect_timeout(&self, written: &str) -> Result<Duration, UrlError> {
        match written.parse::<u64>() {
            Ok(seconds) if seconds > 0 && written.bytes().all(|b| b.is_ascii_digit()) => {
                Ok(Duration::from_secs(seconds))
            }
            _ => Err(self.error(
                t!(
                    "error-url-timeout",
                    value = self.quote(written),
                    url = self.shown()
                ),
                t!("error-url-timeout-hint"),
            )),
        }
    }

    /// `sslmode=`: the modes libpq knows; those that need TLS are refused, as this tenscore
    /// has none.
    pub(super) fn tls(&self, written: &str) -> Result<Tls, UrlError> {
        match written {
            "disable" => Ok(Tls::Disable),
            "allow" | "prefer" => Ok(Tls::Prefer),
            "require" | "verify-ca" | "verify-full" => Err(self.error(
                t!("error-url-tls", mode = written, url = self.shown()),
                t!("error-url-tls-hint"),
            )),
            _ => Err(self.error(
                t!(
                    "error-url-sslmode",
                    mode = self.quote(written),
                    url = self.shown()
                ),
                t!("error-url-sslmode-hint"),
            )),
        }
    }

    /// A part percent-decoded ([`percent_decode`]).
    pub(super) fn decode(&self, written: &str, part: &str) -> Result<String, UrlError> {
        percent_decode(written).ok_or_else(|| self.bad_encoding(written, part))
    }

    fn bad_encoding(&self, written: &str, part: &str) -> UrlError {
        self.error(
            t!(
                "error-url-encoding",
                part = part,
                value = self.quote(written),
                url = self.shown()
            ),
            t!("error-url-encoding-hint"),
        )
    }
}

/// `text` percent-decoded (`%2F` is `/`; `+` stays `+`, as in libpq); `None` when a `%` is not
/// followed by two hexadecimal digits or the bytes are not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let digit = |at: usize| bytes.get(at).and_then(|b| char::from(*b).to_digit(16));
            let (high, low) = (digit(i + 1)?, digit(i + 2)?);
            decoded.push(u8::try_from(high * 16 + low).ok()?);
            i += 3;
        } else {
            decoded.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(decoded).ok()
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
