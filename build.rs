//! Link flags of the `tenscore` binary.

fn main() {
    // Resolve the C library's functions on first call instead of all of them at start (rustc
    // links with `-z now`): SQLite imports about 270, and looking them all up was a third of
    // `tenscore --version` (DESIGN section 6: within 1.3x of a hello-world program). The other
    // hardening (RELRO of everything the loader does not write later) stays.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,lazy");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
