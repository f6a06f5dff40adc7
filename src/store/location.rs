//! What `--db` and `TENSCORE_DB` name: a SQLite file, as always, or a PostgreSQL server by its
//! URL (`postgres://USER@HOST[:PORT]/DBNAME`), completed the way libpq completes it.
//!
//! A value is a server only when it starts with `postgres://` or `postgresql://` (in any case);
//! anything else, a path that is not UTF-8 included, stays a file. The PostgreSQL client reads
//! the URL (`url.rs`, with what tenscore refuses though the client takes it). What the URL leaves
//! out comes from the libpq variables (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE), then
//! libpq's defaults; a password still missing comes from the password file (`PGPASSFILE` or
//! `~/.pgpass`). A password is never shown: [`ServerUrl::shown`], its `Display` and `Debug`, and
//! every [`UrlError`] put `***` in its place.

use std::ffi::OsStr;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use postgres::config::{Host, SslMode};

use crate::t;
use passfile::{OpenToOthers, password_from_file};
use url::{encode, port_number};

/// The default database: `tenscore.db` in the platform's data directory.
pub fn default_path() -> Result<PathBuf, super::StoreError> {
    let dirs =
        directories::ProjectDirs::from("", "", "tenscore").ok_or(super::StoreError::NoDataDir)?;
    Ok(dirs.data_dir().join("tenscore.db"))
}

/// The nearest folder on the way to `path` that is in fact a file (`notes.txt` of
/// `notes.txt/x.db`): nothing can be made under it, and it is the user's mistake, not the
/// disk's. `None` when the nearest part of the path that is there is a folder.
pub fn file_in_the_way(path: &Path) -> Option<PathBuf> {
    let nearest = (path.ancestors().skip(1))
        .filter(|part| !part.as_os_str().is_empty())
        .find_map(|part| std::fs::metadata(part).ok().map(|meta| (part, meta)))?;
    let (part, meta) = nearest;
    (!meta.is_dir()).then(|| part.to_path_buf())
}

/// The folder a new database goes in, created when missing.
pub fn ensure_folder(path: &Path) -> Result<(), super::StoreError> {
    match path.parent().filter(|p| !p.as_os_str().is_empty()) {
        Some(parent) => {
            std::fs::create_dir_all(parent).map_err(|source| super::StoreError::Folder {
                path: PathBuf::from(parent),
                source,
            })
        }
        None => Ok(()),
    }
}

mod mistaken;
mod passfile;
#[cfg(test)]
mod tests;
mod url;

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
    /// `sslmode=disable`, or `prefer` (libpq's default): without TLS either way.
    tls: SslMode,
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
        let url = url::read(text)?;
        let client = &url.client;
        // An empty variable is as good as none.
        let var = |name: &str| env(name).filter(|value| !value.is_empty());

        let port = match (url.port, var("PGPORT")) {
            (Some(port), _) => port,
            (None, Some(port)) => port_number(&port, &port, "PGPORT")?,
            (None, None) => DEFAULT_PORT,
        };
        let host = client.get_hosts().last().map(|host| match host {
            Host::Tcp(host) => host.clone(),
            #[cfg(unix)]
            Host::Unix(folder) => folder.to_string_lossy().into_owned(),
        });
        let host = host
            .filter(|host| !host.is_empty())
            .or_else(|| var("PGHOST"))
            .unwrap_or_else(|| default_host(port, exists));
        let user = match client.get_user() {
            Some(user) => user.to_string(),
            None => var("PGUSER")
                .or_else(|| var("USER"))
                .or_else(|| var("LOGNAME"))
                .ok_or_else(|| UrlError {
                    problem: t!("error-url-no-user", url = url.shown),
                    hint: t!("error-url-no-user-hint", form = SERVER_FORM),
                })?,
        };
        let dbname = client
            .get_dbname()
            .filter(|dbname| !dbname.is_empty())
            .map(str::to_string)
            .or_else(|| var("PGDATABASE"))
            .unwrap_or_else(|| user.clone());
        // `url::read` checked that the password is UTF-8; the client keeps it as bytes.
        let password = client
            .get_password()
            .map(|password| String::from_utf8_lossy(password).into_owned())
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
            connect_timeout: client
                .get_connect_timeout()
                .copied()
                .unwrap_or(CONNECT_TIMEOUT),
            tls: client.get_ssl_mode(),
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
            .ssl_mode(self.tls);
        if let Some(password) = &self.password {
            config.password(password);
        }
        config
    }

    /// Whether the URL carried a password, which [`ServerUrl::shown`] shows as `***`.
    pub fn password_hidden(&self) -> bool {
        self.password_in_url
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
