use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use postgres::config::{Host, SslMode};

use super::passfile::pgpass_lookup;
use super::*;

/// What the client alone would read otherwise.
mod client;

/// An environment of exactly these variables.
fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
    let vars: HashMap<String, String> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |name| vars.get(name).cloned()
}

/// A server URL read with these variables, on a machine with no local socket.
fn server_with(text: &str, vars: &[(&str, &str)]) -> Result<ServerUrl, UrlError> {
    ServerUrl::parse(text, &env(vars), |_| false)
}

fn server(text: &str) -> ServerUrl {
    server_with(text, &[("USER", "login")]).unwrap()
}

fn error(text: &str) -> String {
    server_with(text, &[("USER", "login")])
        .unwrap_err()
        .to_string()
}

fn tcp(host: &str) -> Vec<Host> {
    vec![Host::Tcp(host.to_string())]
}

fn socket(dir: &str) -> Vec<Host> {
    vec![Host::Unix(PathBuf::from(dir))]
}

/// A password file with these lines, readable by its owner only.
fn pgpass(lines: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(".pgpass");
    std::fs::write(&path, lines).unwrap();
    set_mode(&path, 0o600);
    (dir, path)
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) {}

#[test]
fn anything_but_a_postgres_url_is_a_file_as_before() {
    for path in [
        "tenscore.db",
        "/home/ann/league.db",
        "postgres.db",
        "postgres:/league",
        "./postgres://h/db",
        "http://example.org/db",
        "",
    ] {
        assert_eq!(
            Location::parse(OsStr::new(path), env(&[])),
            Ok(Location::File(PathBuf::from(path))),
            "{path}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_path_that_is_not_utf8_stays_a_path() {
    use std::os::unix::ffi::OsStrExt;
    let raw = OsStr::from_bytes(b"postgres://h/\xff");
    assert_eq!(
        Location::parse(raw, env(&[])),
        Ok(Location::File(PathBuf::from(raw)))
    );
}

#[test]
fn either_scheme_in_any_case_is_a_server() {
    for url in [
        "postgres://ann@h/league",
        "postgresql://ann@h/league",
        "POSTGRES://ann@h/league",
        "PostgreSQL://ann@h/league",
    ] {
        let location = Location::parse(OsStr::new(url), env(&[])).unwrap();
        let Location::Server(server) = location else {
            panic!("{url} is not a server")
        };
        assert_eq!(server.shown(), "postgres://ann@h:5432/league");
    }
}

#[test]
fn every_part_of_a_full_url_reaches_the_config() {
    let url = server("postgres://ann:secret@db.club.example:5433/league");
    let config = url.config();
    assert_eq!(config.get_hosts(), tcp("db.club.example"));
    assert_eq!(config.get_ports(), [5433]);
    assert_eq!(config.get_user(), Some("ann"));
    assert_eq!(config.get_password(), Some(&b"secret"[..]));
    assert_eq!(config.get_dbname(), Some("league"));
    assert_eq!(config.get_connect_timeout(), Some(&Duration::from_secs(5)));
    assert_eq!(config.get_application_name(), Some("tenscore"));
    assert_eq!(config.get_ssl_mode(), SslMode::Prefer);
    assert_eq!(
        url.shown(),
        "postgres://ann:***@db.club.example:5433/league"
    );
    assert_eq!(url.to_string(), url.shown());
}

#[test]
fn every_part_is_percent_decoded_and_a_host_with_a_slash_is_a_socket_folder() {
    let url = server("postgres://j%C3%BCrgen:p%40ss%2Fw%3A@%2Ftmp%2Fpg:5432/my%20league");
    let config = url.config();
    assert_eq!(config.get_hosts(), socket("/tmp/pg"));
    assert_eq!(config.get_user(), Some("jürgen"));
    assert_eq!(config.get_password(), Some(&b"p@ss/w:"[..]));
    assert_eq!(config.get_dbname(), Some("my league"));
    // `+` is a plus, as libpq reads it, not a space.
    assert_eq!(
        server("postgres://a+b@h/x+y").config().get_user(),
        Some("a+b")
    );
    assert_eq!(
        url.shown(),
        "postgres://j%C3%BCrgen:***@%2Ftmp%2Fpg:5432/my%20league"
    );
}

#[test]
fn an_ipv6_address_goes_in_brackets() {
    let url = server("postgres://ann@[::1]:5433/league");
    assert_eq!(url.config().get_hosts(), tcp("::1"));
    assert_eq!(url.config().get_ports(), [5433]);
    assert_eq!(url.shown(), "postgres://ann@[::1]:5433/league");
    let url = server("postgres://ann@[fe80::1]/league");
    assert_eq!(url.config().get_hosts(), tcp("fe80::1"));
    assert_eq!(url.config().get_ports(), [5432]);
}

#[test]
fn query_parameters_name_the_parts_and_win_over_the_url() {
    let url = server(
        "postgres://ann@h:1/league?host=%2Fvar%2Frun%2Fpostgresql&port=5433&user=bob&password=pw&dbname=other&connect_timeout=2&sslmode=disable",
    );
    let config = url.config();
    assert_eq!(config.get_hosts(), socket("/var/run/postgresql"));
    assert_eq!(config.get_ports(), [5433]);
    assert_eq!(config.get_user(), Some("bob"));
    assert_eq!(config.get_password(), Some(&b"pw"[..]));
    assert_eq!(config.get_dbname(), Some("other"));
    assert_eq!(config.get_connect_timeout(), Some(&Duration::from_secs(2)));
    assert_eq!(config.get_ssl_mode(), SslMode::Disable);
    // A password given as a parameter is still the URL's.
    assert_eq!(
        url.shown(),
        "postgres://bob:***@%2Fvar%2Frun%2Fpostgresql:5433/other"
    );
    for mode in ["allow", "prefer"] {
        let url = server(&format!("postgres://ann@h/league?sslmode={mode}"));
        assert_eq!(url.config().get_ssl_mode(), SslMode::Prefer);
    }
}

#[test]
fn what_the_url_leaves_out_comes_from_the_libpq_variables() {
    let vars = [
        ("PGHOST", "pg.club.example"),
        ("PGPORT", "6543"),
        ("PGUSER", "bob"),
        ("PGPASSWORD", "from-env"),
        ("PGDATABASE", "club"),
        ("USER", "login"),
    ];
    for bare in ["postgres://", "postgres:///", "postgresql://:/?"] {
        let url = server_with(bare, &vars).unwrap();
        let config = url.config();
        assert_eq!(config.get_hosts(), tcp("pg.club.example"), "{bare}");
        assert_eq!(config.get_ports(), [6543]);
        assert_eq!(config.get_user(), Some("bob"));
        assert_eq!(config.get_password(), Some(&b"from-env"[..]));
        assert_eq!(config.get_dbname(), Some("club"));
        // The password did not come from the URL: nothing to hide in it, and nothing shown.
        assert_eq!(url.shown(), "postgres://bob@pg.club.example:6543/club");
    }
    // What the URL names wins over the variables.
    let url = server_with("postgres://ann:pw@h:5444/league", &vars).unwrap();
    let config = url.config();
    assert_eq!(config.get_hosts(), tcp("h"));
    assert_eq!(config.get_ports(), [5444]);
    assert_eq!(config.get_user(), Some("ann"));
    assert_eq!(config.get_password(), Some(&b"pw"[..]));
    assert_eq!(config.get_dbname(), Some("league"));
    // A socket folder in PGHOST.
    let url = server_with("postgres://", &[("PGHOST", "/run/pg"), ("USER", "x")]).unwrap();
    assert_eq!(url.config().get_hosts(), socket("/run/pg"));
    // An empty variable counts as none.
    let url = server_with(
        "postgres://",
        &[("PGHOST", ""), ("PGUSER", ""), ("USER", "x")],
    );
    assert_eq!(url.unwrap().shown(), "postgres://x@localhost:5432/x");
}

#[test]
fn then_libpqs_defaults_the_login_name_as_user_and_database() {
    let url = server_with("postgres://", &[("USER", "carol")]).unwrap();
    let config = url.config();
    assert_eq!(config.get_hosts(), tcp("localhost"));
    assert_eq!(config.get_ports(), [5432]);
    assert_eq!(config.get_user(), Some("carol"));
    assert_eq!(config.get_password(), None);
    assert_eq!(config.get_dbname(), Some("carol"));
    let url = server_with("postgres://h", &[("LOGNAME", "dave")]).unwrap();
    assert_eq!(url.shown(), "postgres://dave@h:5432/dave");
    assert_eq!(
        server_with("postgres://ann:pw@h", &[]).unwrap().shown(),
        "postgres://ann:***@h:5432/ann"
    );
    assert_eq!(
        server_with("postgres://:pw@h/league", &[])
            .unwrap_err()
            .problem(),
        "the user before '@' in postgres://:***@h/league is empty"
    );
    assert_eq!(
        server_with("postgres://h/league", &[])
            .unwrap_err()
            .to_string(),
        "postgres://h/league names no user, and none of PGUSER, USER and LOGNAME is set; name one: postgres://USER@HOST[:PORT]/DBNAME"
    );
}

#[test]
fn the_default_host_is_the_socket_folder_then_tmp_then_localhost() {
    let everything = |_: &Path| true;
    assert_eq!(default_host(5432, everything), "/var/run/postgresql");
    let tmp_socket = |path: &Path| path == Path::new("/tmp/.s.PGSQL.5433");
    assert_eq!(default_host(5433, tmp_socket), "/tmp");
    assert_eq!(default_host(5432, tmp_socket), "localhost");
    assert_eq!(default_host(5432, |_| false), "localhost");
    // The default host follows the port, from the URL or PGPORT.
    let url = ServerUrl::parse("postgres://ann@:5433/x", &env(&[]), tmp_socket).unwrap();
    assert_eq!(url.config().get_hosts(), socket("/tmp"));
    let url = ServerUrl::parse("postgres://ann@/x", &env(&[("PGPORT", "5433")]), tmp_socket);
    assert_eq!(url.unwrap().shown(), "postgres://ann@%2Ftmp:5433/x");
}

#[test]
fn a_bad_port_is_named_with_the_form() {
    assert_eq!(
        error("postgres://ann:secret@host:54x2/league"),
        "the port '54x2' in postgres://ann:***@host:54x2/league is not a number; write the server as postgres://USER@HOST[:PORT]/DBNAME"
    );
    assert_eq!(
        error("postgres://host:0/league"),
        "the port '0' in postgres://host:0/league is not between 1 and 65535; write the server as postgres://USER@HOST[:PORT]/DBNAME"
    );
    for (url, port) in [
        ("postgres://host:65536/league", "65536"),
        ("postgres://host:99999999999/league", "99999999999"),
        ("postgres://host/league?port=70000", "70000"),
    ] {
        let problem = server_with(url, &[("USER", "x")]).unwrap_err();
        assert_eq!(
            problem.problem(),
            format!("the port '{port}' in {url} is not between 1 and 65535")
        );
    }
    for port in ["+5432", "-1", " 5432", "5432 ", "0x10"] {
        let url = format!("postgres://host/league?port={port}");
        assert!(error(&url).contains("is not a number"), "{port}");
    }
    assert_eq!(
        server_with("postgres://ann@host/league", &[("PGPORT", "54x2")])
            .unwrap_err()
            .problem(),
        "the port '54x2' in PGPORT is not a number"
    );
    // `host:` with nothing after it is the default port, as in libpq.
    assert_eq!(
        server("postgres://ann@host:/x").config().get_ports(),
        [5432]
    );
    assert_eq!(
        server("postgres://ann@host:65535/x").config().get_ports(),
        [65535]
    );
}

#[test]
fn an_unknown_query_parameter_is_named_with_the_ones_there_are() {
    assert_eq!(
        error("postgres://ann:pw@h/league?hostaddr=1.2.3.4"),
        "the query parameter 'hostaddr' in postgres://ann:***@h/league?hostaddr=1.2.3.4 is not one tenscore knows; write NAME=VALUE with NAME one of host, port, user, password, dbname, connect_timeout, sslmode"
    );
    assert!(error("postgres://h/league?sslmode").contains("the query parameter 'sslmode'"));
    // A raw '&' in a password splits it: the rest is no parameter, and is not quoted.
    assert_eq!(
        error("postgres://ann@h/league?password=se&cret&port=1"),
        "the password in postgres://ann@h/league?password=***&port=1 holds an '&' that is not percent-encoded; write it as %26"
    );
    // After the password, a parameter tenscore does not know is named as one; what is not
    // made as a parameter's name is taken for the rest of the password, and not quoted.
    assert_eq!(
        error("postgres://ann@h/league?password=Sekr3tPw&bogus=2"),
        "the query parameter 'bogus' in postgres://ann@h/league?password=***&bogus=2 is not one tenscore knows; write NAME=VALUE with NAME one of host, port, user, password, dbname, connect_timeout, sslmode"
    );
    assert_eq!(
        error("postgres://ann@h/league?password=se&Cret=x&port=1"),
        "the password in postgres://ann@h/league?password=***&port=1 holds an '&' that is not percent-encoded; write it as %26"
    );
    // Empty pieces between '&' are nothing.
    assert_eq!(
        server("postgres://ann@h/league?&sslmode=disable&").shown(),
        "postgres://ann@h:5432/league"
    );
}

#[test]
fn a_bad_percent_encoding_is_named_by_its_part() {
    assert_eq!(
        error("postgres://a%zzn@h/league"),
        "the user 'a%zzn' in postgres://a%zzn@h/league has a bad percent-encoding; write a character the URL reserves as % and two hexadecimal digits of its UTF-8 bytes: %40 for '@', %2F for '/'"
    );
    for (url, part) in [
        ("postgres://ann@h%2/league", "the host 'h%2'"),
        ("postgres://ann@h/le%ague", "the database name 'le%ague'"),
        (
            "postgres://ann@h/league%FF",
            "the database name 'league%FF'",
        ),
        (
            "postgres://ann@h/league?us%er=x",
            "the query parameter 'us%er'",
        ),
        ("postgres://ann@h/league?user=%", "the user '%'"),
        // The password is named, never quoted.
        ("postgres://ann:se%zzcret@h/league", "the password '***'"),
        (
            "postgres://ann@h/league?password=se%zzcret",
            "the password '***'",
        ),
    ] {
        let message = error(url);
        assert!(
            message.starts_with(part) && message.contains("bad percent-encoding"),
            "{url}: {message}"
        );
        assert!(!message.contains("cret"), "{message}");
    }
}

#[test]
fn an_empty_user_more_than_one_path_part_and_an_unclosed_bracket_are_named() {
    assert_eq!(
        error("postgres://@h/league"),
        "the user before '@' in postgres://@h/league is empty; write the server as postgres://USER@HOST[:PORT]/DBNAME, or leave 'USER@' out to log in as PGUSER or yourself"
    );
    assert_eq!(
        error("postgres://ann@h/league/2026"),
        "the database name 'league/2026' in postgres://ann@h/league/2026 has more than one part; name one database: postgres://USER@HOST[:PORT]/DBNAME, with a '/' in its name as %2F"
    );
    assert_eq!(
        error("postgres://ann:pw@[::1:5432/league"),
        "the host '[::1:5432' in postgres://ann:***@[::1:5432/league opens '[' without closing it; write an IPv6 address in brackets: postgres://USER@[::1]:5432/DBNAME"
    );
    assert_eq!(
        error("postgres://ann@[::1]5432/league").split(';').next(),
        Some("the host '[::1]5432' in postgres://ann@[::1]5432/league goes on after ']'")
    );
}

#[test]
fn other_bad_values_are_named() {
    assert_eq!(
        error("postgres://ann@h/league?sslmode=require"),
        "the sslmode 'require' in postgres://ann@h/league?sslmode=require asks for TLS, which this tenscore does not speak; use sslmode=disable on a network you trust, or reach the server through an SSH tunnel"
    );
    assert!(error("postgres://ann@h/league?sslmode=maybe").starts_with(
        "the sslmode 'maybe' in postgres://ann@h/league?sslmode=maybe is not one of disable"
    ));
    for seconds in ["0", "-1", "1.5", "soon", ""] {
        let message = error(&format!("postgres://ann@h/x?connect_timeout={seconds}"));
        assert!(
            message.starts_with(&format!(
                "the connect_timeout '{seconds}' in postgres://ann@h/x?connect_timeout={seconds} is not a whole number of seconds"
            )),
            "{message}"
        );
    }
}

#[test]
fn an_at_after_the_host_is_refused_with_the_whole_password_hidden() {
    // A password with '/', '?' or '@' that was not percent-encoded.
    for (url, shown) in [
        (
            "postgres://ann:se/cret@h/league",
            "postgres://ann:***@h/league",
        ),
        ("postgres://ann:12/ab@h", "postgres://ann:***@h"),
        (
            "postgres://ann:se?cret@h/league",
            "postgres://ann:***@h/league",
        ),
        (
            "postgres://h/league?user=a@b",
            "postgres://h/league?user=a@b",
        ),
    ] {
        assert_eq!(
            error(url),
            format!(
                "{shown} has an '@' after the host; percent-encode a '/', '?' or '@' in a user or password as %2F, %3F or %40"
            ),
        );
    }
    // Two '@' in the user part: the last one ends it, so the password may hold one.
    let url = server("postgres://ann:p@ss@h/league");
    assert_eq!(url.config().get_password(), Some(&b"p@ss"[..]));
    assert_eq!(url.shown(), "postgres://ann:***@h:5432/league");
}

/// Every way a password can be written, correctly or not, and every bad part next to it.
const PASSWORD_URLS: [&str; 24] = [
    "postgres://ann@h/league?pass%77ord=s3cr3t&port=54x2",
    "postgres://ann@h/league?port=54x2&password=s3cr3t",
    "postgres://ann:s3cr3t@h:5432/league",
    "postgres://ann:s3cr3t@h:54x2/league",
    "postgres://ann:s3cr3t@h:0/league",
    "postgres://ann:s3cr3t@h/league?bad=1",
    "postgres://ann:s3cr3t@h/le%zz",
    "postgres://ann:s3cr3t%zz@h/league",
    "postgres://:s3cr3t@h/league",
    "postgres://ann:s3cr3t@h/league/x",
    "postgres://ann:s3cr3t@[::1/league",
    "postgres://ann:s3cr3t@[::1]x/league",
    "postgres://ann:s3/cr3t@h/league",
    "postgres://ann:s3?cr3t@h/league",
    "postgres://ann:s3cr3t:more@h/league",
    "postgres://ann:s3@cr3t@h/league",
    "postgres://ann@h/league?password=s3cr3t",
    "postgres://ann@h/league?password=s3cr3t&port=54x2",
    "postgres://ann@h/league?password=s3&cr3t",
    "postgres://ann@h/league?password=s3&cr3t&port=1",
    "postgres://ann@h/league?password=s3&cr3t=x",
    "postgres://ann@h/league?password=s3cr3t&sslmode=require",
    "postgres://ann@h/league?password=s3cr3t&connect_timeout=x",
    "postgres://ann:s3cr3t@h/league?sslmode=x",
];

#[test]
fn the_password_never_shows_in_shown_display_debug_or_errors() {
    let leaks = |text: &str| text.contains("s3") || text.contains("cr3t");
    for url in PASSWORD_URLS {
        match server_with(url, &[("USER", "login")]) {
            Ok(server) => {
                for text in [
                    server.shown(),
                    server.to_string(),
                    format!("{server:?}"),
                    format!("{:?}", Location::Server(server.clone())),
                ] {
                    assert!(!leaks(&text), "{url}: {text}");
                }
                assert!(format!("{server:?}").contains(r#"password: Some("***")"#));
            }
            Err(error) => {
                for text in [error.to_string(), format!("{error:?}")] {
                    assert!(!leaks(&text), "{url}: {text}");
                }
            }
        }
    }
}

#[test]
fn a_shown_url_reads_back_as_the_same_server_without_its_password() {
    for url in [
        "postgres://ann:pw@db.club.example:5433/league",
        "postgres://j%C3%BCrgen@%2Ftmp%2Fpg/my%20league",
        "postgres://ann@[::1]/a%2Fb?user=b%40c",
        "postgres://a+b:pw@h/x+y%3F",
    ] {
        let first = server(url);
        let again = server(&first.shown().replace(":***@", "@"));
        let (mut first, again) = (first.config(), again.config());
        assert_eq!(first.get_password().is_some(), url.contains("pw"));
        first.password("");
        assert_eq!(again.get_hosts(), first.get_hosts(), "{url}");
        assert_eq!(again.get_ports(), first.get_ports());
        assert_eq!(again.get_user(), first.get_user());
        assert_eq!(again.get_dbname(), first.get_dbname());
        assert_eq!(again.get_password(), None);
    }
}

#[test]
fn a_pgpass_line_matches_field_by_field_with_wildcards_and_escapes() {
    let file = "\
# host:port:database:user:password
other:5432:league:ann:wrong-host
h:5433:league:ann:wrong-port
h:5432:other:ann:wrong-database
h:5432:league:bob:wrong-user
h:5432:league:ann:right
h:*:*:*:too-late
";
    let lookup =
        |host: &str, port: &str, db: &str, user: &str| pgpass_lookup(file, &[host], port, db, user);
    assert_eq!(
        lookup("h", "5432", "league", "ann").as_deref(),
        Some("right")
    );
    assert_eq!(lookup("h", "1", "x", "y").as_deref(), Some("too-late"));
    assert_eq!(
        lookup("other", "5432", "league", "ann").as_deref(),
        Some("wrong-host")
    );
    assert_eq!(lookup("nowhere", "5432", "league", "ann"), None);

    let escaped = "\
#h:5432:league:ann:a comment
short:line
h\\:1:5432:lea\\\\gue:ann:p\\:w\\\\d:ignored
\\*:5432:league:ann:a-star
*:5432:league:carol:any-host\r
";
    let lookup =
        |host: &str, db: &str, user: &str| pgpass_lookup(escaped, &[host], "5432", db, user);
    assert_eq!(lookup("h:1", "lea\\gue", "ann").as_deref(), Some("p:w\\d"));
    // An escaped star is a plain star, not a wildcard.
    assert_eq!(lookup("*", "league", "ann").as_deref(), Some("a-star"));
    assert_eq!(lookup("h", "league", "ann"), None);
    // A carriage return ends the line, as written on Windows.
    assert_eq!(
        lookup("any", "league", "carol").as_deref(),
        Some("any-host")
    );
    assert_eq!(lookup("#h", "league", "ann"), None);
}

#[test]
fn a_password_still_missing_comes_from_the_password_file() {
    let (dir, file) = pgpass(
        "h:5432:league:ann:from-file\nlocalhost:5432:league:ann:socket\n/tmp/pg:*:*:*:folder\n",
    );
    let file = file.to_str().unwrap();
    let password = |url: &str, vars: &[(&str, &str)]| {
        let url = server_with(url, vars).unwrap();
        let password = url.config().get_password().map(|p| p.to_vec());
        // A password from the file is not the URL's: nothing to hide in it.
        assert!(!url.shown().contains("***"));
        password.map(|p| String::from_utf8(p).unwrap())
    };
    let with_file = [("PGPASSFILE", file)];
    assert_eq!(
        password("postgres://ann@h/league", &with_file).as_deref(),
        Some("from-file")
    );
    // A socket folder is `localhost` in the file, as in libpq; or itself, written out.
    assert_eq!(
        password("postgres://ann@%2Frun%2Fpg/league", &with_file).as_deref(),
        Some("socket")
    );
    assert_eq!(
        password("postgres://ann@%2Ftmp%2Fpg/other", &with_file).as_deref(),
        Some("folder")
    );
    assert_eq!(password("postgres://ann@h/other", &with_file), None);
    // ~/.pgpass when PGPASSFILE is not set.
    let home = [("HOME", dir.path().to_str().unwrap())];
    assert_eq!(
        password("postgres://ann@h/league", &home).as_deref(),
        Some("from-file")
    );
    // PGPASSWORD first, and the URL before both.
    let both = [("PGPASSFILE", file), ("PGPASSWORD", "from-env")];
    assert_eq!(
        password("postgres://ann@h/league", &both).as_deref(),
        Some("from-env")
    );
    let url = server_with("postgres://ann:from-url@h/league", &both).unwrap();
    assert_eq!(url.config().get_password(), Some(&b"from-url"[..]));
    // A file that is not there is no password, and no error.
    let missing = [("PGPASSFILE", "/nonexistent/.pgpass")];
    assert_eq!(password("postgres://ann@h/league", &missing), None);
}

#[cfg(unix)]
#[test]
fn a_password_file_others_may_read_is_ignored_without_an_error() {
    let (_dir, file) = pgpass("*:*:*:*:open\n");
    let vars = [("PGPASSFILE", file.to_str().unwrap())];
    for (mode, found) in [(0o600, true), (0o400, true), (0o640, false), (0o604, false)] {
        set_mode(&file, mode);
        let url = server_with("postgres://ann@h/league", &vars).unwrap();
        assert_eq!(url.config().get_password().is_some(), found, "{mode:o}");
    }
    // A folder is no file.
    let dir = tempfile::tempdir().unwrap();
    let vars = [("PGPASSFILE", dir.path().to_str().unwrap())];
    let url = server_with("postgres://ann@h/league", &vars).unwrap();
    assert_eq!(url.config().get_password(), None);
}

#[test]
fn a_scheme_close_to_postgres_is_refused_with_did_you_mean_and_no_password() {
    for (given, refusal) in [
        (
            "postgress://league:SECRETPW@club/league",
            "the scheme 'postgress' in postgress://league:***@club/league is neither postgres \
             nor postgresql, and a file name holds no '://'; did you mean \
             postgres://league:***@club/league?",
        ),
        (
            "postgre://ann@club/league",
            "the scheme 'postgre' in postgre://ann@club/league is neither postgres nor \
             postgresql, and a file name holds no '://'; did you mean postgres://ann@club/league?",
        ),
        (
            "pg://club/league",
            "the scheme 'pg' in pg://club/league is neither postgres nor postgresql, and a file \
             name holds no '://'; did you mean postgres://club/league?",
        ),
    ] {
        let refused = Location::parse(OsStr::new(given), env(&[])).unwrap_err();
        assert_eq!(refused.to_string(), refusal, "{given}");
    }
}

#[test]
fn a_server_address_with_a_user_is_no_file_and_its_password_is_hidden() {
    for (given, shown) in [
        ("league:SECRETPW@club/league", "league:***@club/league"),
        (
            "mysql://ann:SECRETPW@club/league",
            "mysql://ann:***@club/league",
        ),
        ("https://ann@club/league", "https://ann@club/league"),
    ] {
        let refused = Location::parse(OsStr::new(given), env(&[])).unwrap_err();
        assert_eq!(
            refused.to_string(),
            format!(
                "{shown} looks like a server address with a user, not a file name; write a \
                 league server as postgres://USER@HOST[:PORT]/DBNAME, and a file with such a \
                 name as ./NAME"
            ),
            "{given}"
        );
    }
    // Paths with a ':' or an '@' that are no such address stay files, and so does such a name
    // written as a path, as the hint says.
    for path in [
        "./league:SECRETPW@club/league",
        "./ann:x@club/league.db",
        "/srv/ann:x@club.db",
        "C:\\Users\\ann@club\\league.db",
        "league@2026.db",
        "ann:league.db",
    ] {
        assert_eq!(
            Location::parse(OsStr::new(path), env(&[])),
            Ok(Location::File(PathBuf::from(path))),
            "{path}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_password_file_others_may_read_is_remembered_as_ignored_by_the_name_it_was_found_by() {
    let (dir, file) = pgpass("*:*:*:*:open\n");
    set_mode(&file, 0o644);
    let home = [("HOME", dir.path().to_str().unwrap())];
    let url = server_with("postgres://ann@h/league", &home).unwrap();
    assert_eq!(url.password_file_ignored(), Some("~/.pgpass"));
    assert_eq!(url.config().get_password(), None);
    let named = [("PGPASSFILE", file.to_str().unwrap())];
    let url = server_with("postgres://ann@h/league", &named).unwrap();
    assert_eq!(url.password_file_ignored(), file.to_str());
    // Readable by its owner only, it is used and nothing is ignored.
    set_mode(&file, 0o600);
    let url = server_with("postgres://ann@h/league", &home).unwrap();
    assert_eq!(url.password_file_ignored(), None);
    assert_eq!(url.config().get_password(), Some(&b"open"[..]));
    // A password in the URL or PGPASSWORD: the file is not read at all.
    set_mode(&file, 0o644);
    let with_env = [("HOME", dir.path().to_str().unwrap()), ("PGPASSWORD", "x")];
    let url = server_with("postgres://ann@h/league", &with_env).unwrap();
    assert_eq!(url.password_file_ignored(), None);
}
