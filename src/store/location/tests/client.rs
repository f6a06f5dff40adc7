//! What the PostgreSQL client would read otherwise than tenscore, or take where tenscore refuses:
//! each still as before, now that the client reads the URL.

use super::{error, server, socket, tcp};

#[test]
fn a_comma_in_the_host_is_part_of_its_name_not_a_list_of_hosts() {
    for url in ["postgres://ann@a,b/x", "postgres://ann@h/x?host=a,b"] {
        let url = server(url);
        assert_eq!(url.config().get_hosts(), tcp("a,b"));
        assert_eq!(url.shown(), "postgres://ann@a%2Cb:5432/x");
    }
}

#[test]
fn the_parameters_the_client_knows_and_tenscore_does_not_are_refused() {
    for name in [
        "hostaddr",
        "options",
        "application_name",
        "sslnegotiation",
        "tcp_user_timeout",
        "keepalives",
        "keepalives_idle",
        "target_session_attrs",
        "channel_binding",
        "load_balance_hosts",
    ] {
        let url = format!("postgres://ann@h/x?{name}=1");
        assert_eq!(
            error(&url),
            format!(
                "the query parameter '{name}' in {url} is not one tenscore knows; write NAME=VALUE with NAME one of host, port, user, password, dbname, connect_timeout, sslmode"
            )
        );
    }
}

#[test]
fn a_percent_encoded_parameter_name_is_read_decoded_and_a_password_so_named_stays_hidden() {
    let url = server("postgres://ann@h/x?pass%77ord=s3cr3t&p%6Frt=5433&%75ser=bob");
    let config = url.config();
    assert_eq!(config.get_password(), Some(&b"s3cr3t"[..]));
    assert_eq!(config.get_ports(), [5433]);
    assert_eq!(url.shown(), "postgres://bob:***@h:5433/x");
    assert_eq!(
        error("postgres://ann@h/x?pass%77ord=s3cr3t&port=54x2"),
        "the port '54x2' in postgres://ann@h/x?pass%77ord=***&port=54x2 is not a number; write the server as postgres://USER@HOST[:PORT]/DBNAME"
    );
}

#[test]
fn a_password_parameter_runs_to_an_ampersand_not_a_question_mark() {
    let url = server("postgres://ann@h/x?password=s3?port=1");
    assert_eq!(url.config().get_password(), Some(&b"s3?port=1"[..]));
    assert_eq!(url.config().get_ports(), [5432]);
    assert_eq!(
        error("postgres://ann@h/x?password=s3?port=1&port=x"),
        "the port 'x' in postgres://ann@h/x?password=***&port=x is not a number; write the server as postgres://USER@HOST[:PORT]/DBNAME"
    );
}

#[test]
fn the_last_of_a_repeated_parameter_wins_and_an_empty_one_counts_as_none() {
    let url = server("postgres://ann@h:1/x?user=a&user=b&port=2&port=3&dbname=y&dbname=");
    let config = url.config();
    assert_eq!(config.get_user(), Some("b"));
    assert_eq!(config.get_ports(), [3]);
    // An empty database name is the user's, as libpq's default.
    assert_eq!(config.get_dbname(), Some("b"));
    let url = server("postgres://ann@h/x?host=%2Frun%2Fpg&host=");
    assert_eq!(url.config().get_hosts(), tcp("localhost"));
    let url = server("postgres://ann@h/x?host=%2Frun%2Fpg");
    assert_eq!(url.config().get_hosts(), socket("/run/pg"));
}

#[test]
fn a_host_parameter_in_brackets_is_an_ipv6_address() {
    let url = server("postgres://ann@h/x?host=[::2]");
    assert_eq!(url.config().get_hosts(), tcp("::2"));
    assert_eq!(url.shown(), "postgres://ann@[::2]:5432/x");
    // Without brackets, as a parameter, the address is whole.
    let url = server("postgres://ann@h/x?host=::2");
    assert_eq!(url.config().get_hosts(), tcp("::2"));
}
