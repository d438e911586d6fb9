//! The project's build tasks, run as `cargo xtask TASK`:
//! - `site DIR`: the browser edition, a static site ([`site`]);
//! - `dist DIR [--target TRIPLE]...`: the command's binaries, archives and
//!   Debian package, with their SHA-256 sums ([`dist`]).
//!
//! Each installs what it needs from rustup and crates.io when missing, and
//! says what to install from the system's packages otherwise.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

mod archive;
mod deb;
mod dist;
mod site;

const USAGE: &str = "usage:
  cargo xtask site DIR                    the browser edition, a static site, into DIR
  cargo xtask dist DIR [--target TRIPLE]  the command's archives, Debian package and
                                          SHA256SUMS into DIR (default: every target
                                          this machine builds: on x86_64 Linux, gnu,
                                          musl and Windows)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["site", dir] => site::site(Path::new(dir)),
        ["dist", dir, ref rest @ ..] => {
            dist::targets(rest).and_then(|t| dist::dist(Path::new(dir), &t))
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("xtask: error: {why}");
            ExitCode::from(2)
        }
    }
}

/// The project's root: the folder above xtask/.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ is in the project")
        .to_path_buf()
}

/// Where cargo builds: `CARGO_TARGET_DIR`, else `target/` of the project.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// Runs `program` with `args`, its output shown; an error names it.
fn run(program: &str, args: &[&str]) -> Result<(), String> {
    eprintln!("xtask: {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(root())
        .status()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("{program} {} failed ({status})", args.join(" "))),
    }
}

/// What `program args` prints, if it runs.
fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Adds the rustup target `triple` when it is missing.
fn rustup_target(triple: &str) -> Result<(), String> {
    let installed = output("rustup", &["target", "list", "--installed"]);
    if !installed.is_some_and(|t| t.lines().any(|l| l.trim() == triple)) {
        run("rustup", &["target", "add", triple])?;
    }
    Ok(())
}
