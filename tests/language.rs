//! Choosing the language: `--lang`, `TENSCORE_LANG`, the system locale, English.

use crate::common::TestEnv;

#[test]
fn an_unknown_language_is_refused_and_nothing_is_written() {
    let env = TestEnv::new();
    let error = env.fails(&["--lang", "fr", "new", "pig10", "--players", "Ann,Bob"], 2);
    assert_eq!(error, "unknown language 'fr'; tenscore speaks en, nl, de");
    assert!(!env.db().exists());
    let out = (env.cmd())
        .env("TENSCORE_LANG", "fr")
        .args(["new", "pig10", "--players", "Ann,Bob"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "error: unknown language 'fr' in TENSCORE_LANG; tenscore speaks en, nl, de: set \
         TENSCORE_LANG to one of them, or unset it"
    );
    assert!(!env.db().exists());
}

#[test]
fn a_system_locale_tenscore_does_not_speak_is_english_and_an_empty_variable_is_none() {
    let env = TestEnv::new();
    for (name, value) in [
        ("LANG", "fr_FR.UTF-8"),
        ("LC_ALL", "C"),
        ("TENSCORE_LANG", ""),
    ] {
        let out = (env.cmd())
            .env(name, value)
            .args(["new", "pig10", "--players", "Ann,Bob"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{name}={value}");
        assert!(out.stderr.is_empty(), "{name}={value}");
    }
    // The code in any case, and the flag over the variable.
    let out = (env.cmd())
        .env("TENSCORE_LANG", "fr")
        .args(["--lang", "EN", "standings"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}
