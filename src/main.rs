fn main() -> std::process::ExitCode {
    tenscore::run(std::env::args_os())
}
