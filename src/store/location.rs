//! What `--db` and `TENSCORE_DB` name: a SQLite file, as always, or a PostgreSQL server by its
//! URL (`postgres://USER@HOST[:PORT]/DBNAME`), completed the way libpq completes it.
//!
//! A value is a server only when it starts with `postgres://` or `postgresql://` (in any case);
//! anything else, a path that is not UTF-8 included, stays a file. What the URL leaves out comes
//! from the libpq variables (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE), then libpq's
//! defaults; a password still missing comes from the password file (`PGPASSFILE` or
//! `~/.pgpass`). A password is never shown: [`ServerUrl::shown`], its `Display` and `Debug`, and
//! every [`UrlError`] put `***` in its place.

use std::ffi::OsStr;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::t;
use passfile::{OpenToOthers, password_from_file};

mod mistaken;
mod passfile;
#[cfg(test)]
mod tests;

/// The form a server URL takes, as errors name it.
pub const SERVER_FORM: &str = "postgres://USER@HOST[:PORT]/DBNAME";
/// libpq's port when neither the URL nor PGPORT names one.
pub const DEFAULT_PORT: u16 = 5432;
/// How long a connection attempt may take unless the URL says `connect_timeout=SECONDS`: an
/// unreachable server fails within a few seconds, naming host and port.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// The socket folder of the distributions' PostgreSQL packages, libpq's first default host.
const SOCKET_DIR: &str = "/var/run/postgresql";
/// The query parameters a URL may carry, as errors list them.
const PARAMETERS: [&str; 7] = [
    "host",
    "port",
    "user",
    "password",
    "dbname",
    "connect_timeout",
    "sslmode",
];

/// Where the matches are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file.
    File(PathBuf),
    /// A PostgreSQL server.
    Server(ServerUrl),
}

impl Location {
    /// What `raw` (the value of `--db` or `TENSCORE_DB`) names; `env` reads an environment
    /// variable (the caller passes `|name| std::env::var(name).ok()`; tests their own). A value
    /// that looks like a server address but is none tenscore reads (`postgress://...`,
    /// `USER:PASSWORD@HOST/...`) is refused, its password shown as `***`.
    pub fn parse(raw: &OsStr, env: impl Fn(&str) -> Option<String>) -> Result<Location, UrlError> {
        match raw.to_str() {
            Some(text) if is_server_url(text) => {
                ServerUrl::parse(text, &env, |path| path.exists()).map(Location::Server)
            }
            Some(text) => match mistaken::refused(text) {
                Some(refusal) => Err(refusal),
                None => Ok(Location::File(PathBuf::from(raw))),
            },
            None => Ok(Location::File(PathBuf::from(raw))),
        }
    }
}

/// Whether `text` starts with `postgres://` or `postgresql://`, in any case.
fn is_server_url(text: &str) -> bool {
    scheme_length(text).is_some()
}

/// The length of the scheme and its `://`, when `text` is a server URL.
fn scheme_length(text: &str) -> Option<usize> {
    ["postgresql://", "postgres://"]
        .into_iter()
        .find_map(|scheme| {
            text.get(..scheme.len())
                .filter(|start| start.eq_ignore_ascii_case(scheme))
                .map(|_| scheme.len())
        })
}

/// TLS as the URL's `sslmode` asks for it. This tenscore speaks to the server without TLS, so
/// only the modes that allow that are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tls {
    /// `sslmode=disable`.
    Disable,
    /// `sslmode=allow` or `prefer` (libpq's default): without TLS, as the client has none.
    Prefer,
}

/// A PostgreSQL server and how to log in to it, every part filled in.
#[derive(Clone, PartialEq, Eq)]
pub struct ServerUrl {
    /// A host name or address, or a Unix socket folder (starting with `/`).
    host: String,
    port: u16,
    user: String,
    password: Option<String>,
    /// Whether the password came from the URL itself (then [`ServerUrl::shown`] shows `:***`).
    password_in_url: bool,
    /// The password file as messages name it (`~/.pgpass`), when it was skipped because the
    /// group or others may read it.
    password_file_ignored: Option<String>,
    dbname: String,
    connect_timeout: Duration,
    tls: Tls,
}

/// The parts a URL names, each as it was written (before percent-decoding), so that an error
/// can quote it.
#[derive(Default)]
struct Written<'a> {
    host: Option<&'a str>,
    port: Option<&'a str>,
    user: Option<&'a str>,
    password: Option<&'a str>,
    dbname: Option<&'a str>,
    connect_timeout: Option<&'a str>,
    sslmode: Option<&'a str>,
}

impl ServerUrl {
    /// Reads a server URL (`text` starts with its scheme) and fills in what it leaves out from
    /// `env` and libpq's defaults; `exists` tells whether a file or folder exists (the default
    /// host depends on it).
    fn parse(
        text: &str,
        env: &dyn Fn(&str) -> Option<String>,
        exists: impl Fn(&Path) -> bool,
    ) -> Result<ServerUrl, UrlError> {
        let url = Url::new(text);
        let written = url.parts()?;
        // An empty variable is as good as none.
        let var = |name: &str| env(name).filter(|value| !value.is_empty());

        let port = match (written.port, var("PGPORT")) {
            (Some(port), _) => url.port(port)?,
            (None, Some(port)) => port_number(&port).map_err(|why| why.error(&port, "PGPORT"))?,
            (None, None) => DEFAULT_PORT,
        };
        let host = written
            .host
            .map(|host| url.decode(host, "host"))
            .transpose()?
            .filter(|host| !host.is_empty())
            .or_else(|| var("PGHOST"))
            .unwrap_or_else(|| default_host(port, exists));
        let user = match written.user {
            Some(user) => url.decode(user, "user")?,
            None => var("PGUSER")
                .or_else(|| var("USER"))
                .or_else(|| var("LOGNAME"))
                .ok_or_else(|| UrlError {
                    problem: t!("error-url-no-user", url = url.shown()),
                    hint: t!("error-url-no-user-hint", form = SERVER_FORM),
                })?,
        };
        let dbname = written
            .dbname
            .map(|dbname| url.decode(dbname, "dbname"))
            .transpose()?
            .filter(|dbname| !dbname.is_empty())
            .or_else(|| var("PGDATABASE"))
            .unwrap_or_else(|| user.clone());
        let connect_timeout = match written.connect_timeout {
            Some(seconds) => url.connect_timeout(seconds)?,
            None => CONNECT_TIMEOUT,
        };
        let tls = match written.sslmode {
            Some(mode) => url.tls(mode)?,
            None => Tls::Prefer,
        };
        let password = written
            .password
            .map(|password| url.decode(password, "password"))
            .transpose()?
            .filter(|password| !password.is_empty());
        let password_in_url = password.is_some();
        let mut password_file_ignored = None;
        let password = password.or_else(|| var("PGPASSWORD")).or_else(|| {
            let (file, named) = match var("PGPASSFILE") {
                Some(file) => (PathBuf::from(&file), file),
                None => (
                    Path::new(&var("HOME")?).join(".pgpass"),
                    "~/.pgpass".to_string(),
                ),
            };
            let found = password_from_file(&file, &host, port, &dbname, &user);
            if let Err(OpenToOthers) = found {
                password_file_ignored = Some(named);
            }
            found.ok().flatten()
        });
        Ok(ServerUrl {
            host,
            port,
            user,
            password,
            password_in_url,
            password_file_ignored,
            dbname,
            connect_timeout,
            tls,
        })
    }

    /// The password file (`~/.pgpass`, or PGPASSFILE as set) when it was skipped because the
    /// group or others may read it: a refused login then says so.
    pub fn password_file_ignored(&self) -> Option<&str> {
        self.password_file_ignored.as_deref()
    }

    /// The connection settings for the PostgreSQL client.
    pub fn config(&self) -> postgres::Config {
        let mut config = postgres::Config::new();
        // A host starting with `/` is a socket folder to the client, as to libpq.
        config
            .host(&self.host)
            .port(self.port)
            .user(&self.user)
            .dbname(&self.dbname)
            .connect_timeout(self.connect_timeout)
            .application_name("tenscore")
            .ssl_mode(match self.tls {
                Tls::Disable => postgres::config::SslMode::Disable,
                Tls::Prefer => postgres::config::SslMode::Prefer,
            });
        if let Some(password) = &self.password {
            config.password(password);
        }
        config
    }

    /// The server as errors, `--json` and logs name it: `postgres://USER@HOST:PORT/DBNAME`, with
    /// `:***` after the user when the URL carried a password. Never the password itself.
    pub fn shown(&self) -> String {
        let host = if self.host.contains(':') {
            // An IPv6 address.
            format!("[{}]", self.host)
        } else {
            encode(&self.host)
        };
        format!(
            "postgres://{}{}@{host}:{}/{}",
            encode(&self.user),
            if self.password_in_url { ":***" } else { "" },
            self.port,
            encode(&self.dbname)
        )
    }
}

impl fmt::Display for ServerUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shown())
    }
}

/// Written by hand, so that the password never shows.
impl fmt::Debug for ServerUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ServerUrl")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "***"))
            .field("password_file_ignored", &self.password_file_ignored)
            .field("dbname", &self.dbname)
            .field("connect_timeout", &self.connect_timeout)
            .field("tls", &self.tls)
            .finish()
    }
}

/// libpq's default host: the distributions' socket folder when it exists, else `/tmp` when the
/// server's socket is there (PostgreSQL built from source), else `localhost` over TCP.
fn default_host(port: u16, exists: impl Fn(&Path) -> bool) -> String {
    if exists(Path::new(SOCKET_DIR)) {
        SOCKET_DIR.to_string()
    } else if exists(&Path::new("/tmp").join(format!(".s.PGSQL.{port}"))) {
        "/tmp".to_string()
    } else {
        "localhost".to_string()
    }
}

/// A malformed server URL (or PGPORT): the part that is wrong, and the form to write instead.
/// Its text never holds a password.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UrlError {
    problem: String,
    hint: String,
}

impl UrlError {
    /// What is wrong, naming the part and the URL (its password as `***`).
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// What to write instead.
    pub fn hint(&self) -> &str {
        &self.hint
    }
}

impl fmt::Display for UrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}; {}", self.problem, self.hint)
    }
}

impl std::error::Error for UrlError {}

/// Why a port is refused.
enum BadPort {
    NotANumber,
    OutOfRange,
}

impl BadPort {
    fn error(&self, quoted: &str, source: &str) -> UrlError {
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
fn port_number(text: &str) -> Result<u16, BadPort> {
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
struct Url<'a> {
    text: &'a str,
    /// Where the URL's parts start (after `postgres://`).
    start: usize,
    secrets: Vec<Range<usize>>,
}

impl<'a> Url<'a> {
    fn new(text: &'a str) -> Url<'a> {
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
    fn shown(&self) -> String {
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
    fn parts(&self) -> Result<Written<'a>, UrlError> {
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

    fn port(&self, written: &str) -> Result<u16, UrlError> {
        port_number(written).map_err(|why| why.error(&self.quote(written), &self.shown()))
    }

    /// `connect_timeout=SECONDS`: a whole number of seconds, at least one.
    fn connect_timeout(&self, written: &str) -> Result<Duration, UrlError> {
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
    fn tls(&self, written: &str) -> Result<Tls, UrlError> {
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
    fn decode(&self, written: &str, part: &str) -> Result<String, UrlError> {
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
fn encode(text: &str) -> String {
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
