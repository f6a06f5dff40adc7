fn main() -> std::process::ExitCode {
    tenscore::run(std::env::args_os())
}

/// The only functions the program takes from the C maths library (the ratings' `exp` and `pow`,
/// the chart's `log` and `log10`), compiled in from the `libm` crate: without a reference left
/// to it, the linker drops `libm.so` (`--as-needed`) and the loader no longer opens and relocates
/// it at every start, about 38,000 instructions of `tenscore --version`'s 395,000 (DESIGN
/// section 6: start-up within 1.3x of a hello-world program). They stay within 1 ulp, as the C
/// library's are. `tests/version.rs` fails when a new one is needed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod maths {
    #[unsafe(no_mangle)]
    extern "C" fn exp(x: f64) -> f64 {
        libm::exp(x)
    }

    #[unsafe(no_mangle)]
    extern "C" fn pow(x: f64, y: f64) -> f64 {
        libm::pow(x, y)
    }

    #[unsafe(no_mangle)]
    extern "C" fn log(x: f64) -> f64 {
        libm::log(x)
    }

    #[unsafe(no_mangle)]
    extern "C" fn log10(x: f64) -> f64 {
        libm::log10(x)
    }
}
