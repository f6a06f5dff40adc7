//! The faults of batch s47, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// `postgres:/...` and `postgres//...` (the `://` a character short) are refused as the other
/// near-miss schemes are: exit 2, the password as `***`, and the URL that was meant.
#[test]
fn a_server_url_a_slash_or_colon_short_is_refused_with_its_password_hidden() {
    let env = TestEnv::new();
    for (given, shown) in [
        (
            "postgres:/league:Lg.pw@127.0.0.1:55433/league",
            "postgres:/league:***@127.0.0.1:55433/league",
        ),
        (
            "postgres//league:Lg.pw@127.0.0.1:55433/league",
            "postgres//league:***@127.0.0.1:55433/league",
        ),
    ] {
        let line = env.fails(&["--db", given, "standings"], 2);
        assert!(!line.contains("Lg.pw"), "{line}");
        assert!(line.contains(shown), "{line}");
        assert!(
            line.ends_with("did you mean postgres://league:***@127.0.0.1:55433/league?"),
            "{line}"
        );
    }
}
