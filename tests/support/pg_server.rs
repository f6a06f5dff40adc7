//! A PostgreSQL server of the tests' own: one per test process, started on first use, listening
//! on a Unix socket only, in a temporary folder, and stopped and removed when the process ends.
//!
//! Used by the library's unit tests (`src/store/...`, through `#[path]`) and by the integration
//! tests, so it imports nothing of the crate. It needs `initdb` and `pg_ctl` (with `postgres`
//! beside it) on PATH. Without them a test says so once and runs without PostgreSQL, unless
//! `TENSCORE_PG_REQUIRED` is set (CI), when it fails.
//!
//! PostgreSQL refuses to run as root: as root, every server command runs as the `postgres` system
//! user (`runuser -u postgres --`), in a folder owned by that user.
//!
//! Rust never drops statics, so the server is not stopped by a destructor: a small `sh` watchdog
//! started with the server reads its standard input, a pipe only this process holds. When the
//! process ends, however it ends, the pipe closes, `read` returns, and the watchdog stops the
//! server (`pg_ctl stop -m immediate`) and removes the folder.

#![allow(dead_code)]

use std::io::Write as _;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

/// The variable that makes a missing PostgreSQL a failure instead of a skipped half.
pub const REQUIRED_VAR: &str = "TENSCORE_PG_REQUIRED";

/// The superuser the tests connect as (trusted on the socket).
pub const SUPERUSER: &str = "postgres";

/// The running server of this test process.
pub struct PgServer {
    /// The folder holding the data folder, the log and the socket.
    dir: PathBuf,
    /// The watchdog: its standard input is the pipe whose end stops the server.
    watchdog: Mutex<Child>,
    /// A connection of the superuser to the `postgres` database, to create databases and roles.
    admin: Mutex<postgres::Client>,
}

/// A fresh, empty database on the test server.
#[derive(Clone, Debug)]
pub struct PgDb {
    /// The database's name, unique in this test run.
    pub name: String,
    /// The folder of the server's socket.
    pub socket_dir: PathBuf,
}

static SERVER: OnceLock<Option<PgServer>> = OnceLock::new();
static DATABASES: AtomicU32 = AtomicU32::new(0);

/// The test server, started on first use; `None` when PostgreSQL is not installed (and not
/// required).
pub fn server() -> Option<&'static PgServer> {
    SERVER.get_or_init(start).as_ref()
}

/// A fresh, empty database for one test; `None` (said once on stderr) without PostgreSQL.
pub fn fresh_database() -> Option<PgDb> {
    let server = server()?;
    let name = format!(
        "t{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::Relaxed)
    );
    server.admin(&format!("CREATE DATABASE {name}"));
    Some(PgDb {
        name,
        socket_dir: server.dir.clone(),
    })
}

/// Creates a role that logs in with `password` (scram-sha-256 over the socket) and may use
/// every database of the test server.
pub fn create_login(user: &str, password: &str) {
    let Some(server) = server() else {
        return;
    };
    let quoted = password.replace('\'', "''");
    server.admin(&format!(
        "CREATE ROLE {user} LOGIN SUPERUSER PASSWORD '{quoted}'"
    ));
}

impl PgServer {
    /// The folder of the server's socket.
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    fn admin(&self, sql: &str) {
        let mut client = self.admin.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = client.batch_execute(sql) {
            panic!("the test server refused `{sql}`: {e}");
        }
    }
}

impl PgDb {
    /// How to reach the database as the superuser (trusted: no password).
    pub fn config(&self) -> postgres::Config {
        self.config_as(SUPERUSER)
    }

    /// How to reach the database as `user` (a password, if any, is the caller's to add).
    pub fn config_as(&self, user: &str) -> postgres::Config {
        let mut config = postgres::Config::new();
        config
            .host_path(&self.socket_dir)
            .user(user)
            .dbname(&self.name);
        config
    }

    /// The database as a URL: the socket folder percent-encoded as the host,
    /// `postgres://postgres@%2Ftmp%2F...%2Fsock/NAME`.
    pub fn url(&self) -> String {
        self.url_as(SUPERUSER)
    }

    /// The database as a URL for `user` (no password).
    pub fn url_as(&self, user: &str) -> String {
        format!(
            "postgres://{user}@{}/{}",
            percent_encoded(&self.socket_dir.to_string_lossy()),
            self.name
        )
    }

    /// A connection as the superuser, for a test to look at or change the database directly.
    pub fn connect(&self) -> postgres::Client {
        match self.config().connect(postgres::NoTls) {
            Ok(client) => client,
            Err(e) => panic!("cannot connect to the test database {}: {e}", self.name),
        }
    }
}

/// Every byte but the unreserved ones as `%XX`.
fn percent_encoded(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// A program on PATH.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

fn required() -> bool {
    std::env::var_os(REQUIRED_VAR).is_some_and(|v| !v.is_empty())
}

fn start() -> Option<PgServer> {
    let (Some(initdb), Some(pg_ctl)) = (on_path("initdb"), on_path("pg_ctl")) else {
        if required() {
            panic!(
                "PostgreSQL is required ({REQUIRED_VAR} is set) but initdb or pg_ctl is not on PATH"
            );
        }
        eprintln!(
            "PostgreSQL not found (initdb, pg_ctl): skipping the PostgreSQL half of this test"
        );
        return None;
    };
    Some(launch(&initdb, &pg_ctl))
}

/// Whether this process runs as root (the owner of its own /proc entry).
fn is_root() -> bool {
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// The uid and gid of the `postgres` system user.
fn postgres_ids() -> (u32, u32) {
    let id = |flag: &str| -> u32 {
        let out = Command::new("id")
            .args([flag, SUPERUSER])
            .output()
            .unwrap_or_else(|e| panic!("cannot run `id {flag} postgres`: {e}"));
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("running as root needs a `postgres` system user"))
    };
    (id("-u"), id("-g"))
}

/// `program` with `args`, as the postgres user when running as root.
fn server_command(root: bool, program: &Path) -> Command {
    if root {
        let mut command = Command::new("runuser");
        command.args(["-u", SUPERUSER, "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn run(mut command: Command, what: &str) {
    let out = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    if !out.status.success() {
        panic!(
            "{what} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Single quotes for `sh`.
fn sh_quoted(text: &Path) -> String {
    format!("'{}'", text.to_string_lossy().replace('\'', "'\\''"))
}

fn launch(initdb: &Path, pg_ctl: &Path) -> PgServer {
    let root = is_root();
    // A short path: a socket's path may not be longer than about 100 bytes.
    let dir = std::env::temp_dir().join(format!("tenscore-pg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    if root {
        let (uid, gid) = postgres_ids();
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid))
            .unwrap_or_else(|e| panic!("cannot give {} to postgres: {e}", dir.display()));
    }
    let data = dir.join("data");

    // The watchdog first, so that the folder goes even if the start fails half-way.
    let stop = {
        let mut stop = format!(
            "{} stop -D {} -m immediate",
            sh_quoted(pg_ctl),
            sh_quoted(&data)
        );
        if root {
            stop = format!("runuser -u {SUPERUSER} -- {stop}");
        }
        stop
    };
    let script = format!(
        "trap '' INT TERM HUP; read _; if [ -f {pid} ]; then {stop} >/dev/null 2>&1; fi; rm -rf {dir}",
        pid = sh_quoted(&data.join("postmaster.pid")),
        dir = sh_quoted(&dir),
    );
    let watchdog = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start the watchdog of the test server: {e}"));

    let mut command = server_command(root, initdb);
    command
        .args([
            "-A",
            "trust",
            "-U",
            SUPERUSER,
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
            "-D",
        ])
        .arg(&data);
    run(command, "initdb");

    // The superuser is trusted on the socket; everyone else logs in with a password.
    let hba = data.join("pg_hba.conf");
    let written = std::fs::File::create(&hba).and_then(|mut file| {
        file.write_all(
            format!("local all {SUPERUSER} trust\nlocal all all scram-sha-256\n").as_bytes(),
        )
    });
    if let Err(e) = written {
        panic!("cannot write {}: {e}", hba.display());
    }

    let options = format!(
        "-c listen_addresses='' -k {} -c fsync=off -c synchronous_commit=off \
         -c full_page_writes=off -c max_connections=200",
        dir.display()
    );
    let mut command = server_command(root, pg_ctl);
    command
        .args(["start", "-w", "-t", "60", "-D"])
        .arg(&data)
        .arg("-l")
        .arg(dir.join("log"))
        .args(["-o", &options]);
    run(command, "pg_ctl start");

    let mut config = postgres::Config::new();
    config.host_path(&dir).user(SUPERUSER).dbname("postgres");
    let admin = config
        .connect(postgres::NoTls)
        .unwrap_or_else(|e| panic!("cannot connect to the test server: {e}"));
    PgServer {
        dir,
        watchdog: Mutex::new(watchdog),
        admin: Mutex::new(admin),
    }
}
