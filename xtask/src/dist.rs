//! `cargo xtask dist DIR [--target TRIPLE]...`: the command built for each
//! target, in an archive with its manual pages, shell completions, README
//! and licences (`sudoku-press-VERSION-TRIPLE.tar.gz`, `.zip` for Windows);
//! for a static Linux build (musl), the Debian package too; and
//! `SHA256SUMS` of them all. By default, the targets this machine builds:
//! its own, and on x86_64 Linux also x86_64 musl and Windows (mingw-w64).

use crate::archive::{self, Entry};
use crate::{deb, output, root, run, rustup_target, target_dir};
use sha2::{Digest, Sha256};
use std::fs;
use std::path::{Path, PathBuf};

/// The command's name, as its binary and archives are called.
pub const NAME: &str = "sudoku-press";

/// The targets of `--target TRIPLE` arguments, else the default ones.
pub fn targets(args: &[&str]) -> Result<Vec<String>, String> {
    let mut targets = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match (*arg, args.next()) {
            ("--target", Some(triple)) => targets.push(triple.to_string()),
            _ => return Err(format!("unexpected '{arg}'\n{}", crate::USAGE)),
        }
    }
    if targets.is_empty() {
        let host = host()?;
        targets.push(host.clone());
        if host == "x86_64-unknown-linux-gnu" {
            targets.push("x86_64-unknown-linux-musl".to_string());
            targets.push("x86_64-pc-windows-gnu".to_string());
        }
    }
    Ok(targets)
}

/// The triple of the machine that builds.
fn host() -> Result<String, String> {
    output("rustc", &["-vV"])
        .and_then(|v| {
            v.lines()
                .find_map(|l| l.strip_prefix("host: "))
                .map(str::to_string)
        })
        .ok_or_else(|| "cannot ask rustc for this machine's target".to_string())
}

/// The command's version, from the project's Cargo.toml.
pub fn version() -> Result<String, String> {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).map_err(|e| e.to_string())?;
    manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .map(str::to_string)
        .ok_or_else(|| "no version in Cargo.toml".to_string())
}

/// The time the archives' files carry: `SOURCE_DATE_EPOCH`, else the last
/// commit's, else 1980: the same archive for the same sources.
fn source_time() -> u64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .or_else(|| {
            output(
                "git",
                &["-C", &root().to_string_lossy(), "log", "-1", "--format=%ct"],
            )
        })
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(315_532_800)
}

/// The command built for `triple`, installing the rustup target when
/// missing; refused at once when the machine cannot link for it.
fn build(triple: &str) -> Result<PathBuf, String> {
    rustup_target(triple)?;
    if triple.ends_with("-windows-gnu") && !cfg!(windows) {
        let linker = format!("{}-w64-mingw32-gcc", triple.split('-').next().unwrap_or(""));
        if output(&linker, &["--version"]).is_none() {
            return Err(format!(
                "cannot link for {triple}: {linker} is missing (on Debian and Ubuntu: apt-get install mingw-w64)"
            ));
        }
    }
    run(
        "cargo",
        &[
            "build",
            "--profile",
            "dist",
            "--locked",
            "--bin",
            NAME,
            "--target",
            triple,
        ],
    )?;
    let exe = if triple.contains("-windows-") {
        ".exe"
    } else {
        ""
    };
    Ok(target_dir()
        .join(triple)
        .join("dist")
        .join(format!("{NAME}{exe}")))
}

/// Whether a program built for `triple` runs on the machine that builds.
fn runs_here(triple: &str, host: &str) -> bool {
    let arch = |t: &str| t.split('-').next().unwrap_or("").to_string();
    triple == host
        || (arch(triple) == arch(host) && triple.contains("-linux-") && host.contains("-linux-"))
}

/// What the command says of itself: its manual pages (`NAME.1`, ...) and
/// its completion scripts, asked of `program`.
pub struct Documents {
    /// (file name, roff)
    pub man: Vec<(String, Vec<u8>)>,
    /// (shell, file name, script)
    pub completions: Vec<(&'static str, &'static str, Vec<u8>)>,
}

fn documents(program: &Path, scratch: &Path) -> Result<Documents, String> {
    let ask = |args: &[&str]| {
        let out = std::process::Command::new(program)
            .args(args)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
        match out.status.success() {
            true => Ok(out.stdout),
            false => Err(format!(
                "{} {} failed: {}",
                program.display(),
                args.join(" "),
                String::from_utf8_lossy(&out.stderr)
            )),
        }
    };
    let man_dir = scratch.join("man");
    let _ = fs::remove_dir_all(&man_dir);
    ask(&["man", "--quiet", "--dir", &man_dir.to_string_lossy()])?;
    let mut man = Vec::new();
    for entry in fs::read_dir(&man_dir).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        man.push((name, fs::read(&path).map_err(|e| e.to_string())?));
    }
    man.sort();
    let mut completions = Vec::new();
    for (shell, file) in [
        ("bash", "sudoku-press.bash"),
        ("zsh", "_sudoku-press"),
        ("fish", "sudoku-press.fish"),
        ("powershell", "_sudoku-press.ps1"),
    ] {
        completions.push((shell, file, ask(&["completions", shell])?));
    }
    Ok(Documents { man, completions })
}

/// The files every archive and package carries beside the program: the
/// README and the licences (the code's, and the embedded fonts').
pub fn notices() -> Result<Vec<(&'static str, Vec<u8>)>, String> {
    let root = root();
    let read = |p: &str| fs::read(root.join(p)).map_err(|e| format!("cannot read {p}: {e}"));
    Ok(vec![
        ("README.md", read("README.md")?),
        ("LICENSE-MIT", read("LICENSE-MIT")?),
        ("LICENSE-APACHE", read("LICENSE-APACHE")?),
        ("LICENSE-OFL-fonts", read("fonts/OFL.txt")?),
    ])
}

/// Builds every target and writes its archive (and package) into `dir`,
/// then `SHA256SUMS` of what it wrote.
pub fn dist(dir: &Path, targets: &[String]) -> Result<(), String> {
    let host = host()?;
    let version = version()?;
    let time = source_time();
    fs::create_dir_all(dir).map_err(|e| format!("cannot make '{}': {e}", dir.display()))?;
    let scratch = target_dir().join("dist-scratch");
    fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    // Manual pages and completions come from a build that runs here.
    let mut documents_of: Option<Documents> = None;
    let mut made: Vec<String> = Vec::new();
    let write = |name: &str, bytes: &[u8]| {
        fs::write(dir.join(name), bytes)
            .map_err(|e| format!("cannot write '{}': {e}", dir.join(name).display()))
    };
    let mut programs = Vec::new();
    for triple in targets {
        programs.push((triple.clone(), build(triple)?));
    }
    for (triple, program) in &programs {
        if documents_of.is_none() && runs_here(triple, &host) {
            documents_of = Some(documents(program, &scratch)?);
        }
    }
    let docs = match documents_of {
        Some(d) => d,
        None => documents(&build(&host)?, &scratch)?,
    };
    for (triple, program) in &programs {
        let windows = triple.contains("-windows-");
        let folder = format!("{NAME}-{version}-{triple}");
        let bytes = fs::read(program).map_err(|e| e.to_string())?;
        let exe = if windows { ".exe" } else { "" };
        let mut entries = vec![Entry::program(
            format!("{folder}/{NAME}{exe}"),
            bytes.clone(),
        )];
        for (name, text) in notices()? {
            entries.push(Entry::file(format!("{folder}/{name}"), text));
        }
        if !windows {
            for (name, page) in &docs.man {
                entries.push(Entry::file(format!("{folder}/man/{name}"), page.clone()));
            }
        }
        for (shell, file, script) in &docs.completions {
            if (*shell == "powershell") == windows {
                entries.push(Entry::file(
                    format!("{folder}/completions/{file}"),
                    script.clone(),
                ));
            }
        }
        let (name, archive) = match windows {
            true => (format!("{folder}.zip"), archive::zip(&entries, time)?),
            false => (format!("{folder}.tar.gz"), archive::tar_gz(&entries, time)?),
        };
        write(&name, &archive)?;
        made.push(name);
        if let Some(arch) = deb::architecture(triple) {
            let name = deb::package(dir, &scratch, &version, arch, &bytes, &docs, time)?;
            made.push(name);
        }
    }
    let mut sums = String::new();
    for name in &made {
        let bytes = fs::read(dir.join(name)).map_err(|e| e.to_string())?;
        let hash: String = Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        sums.push_str(&format!("{hash}  {name}\n"));
    }
    write("SHA256SUMS", sums.as_bytes())?;
    eprintln!("xtask: in {}:", dir.display());
    for name in made
        .iter()
        .chain(std::iter::once(&"SHA256SUMS".to_string()))
    {
        let size = fs::metadata(dir.join(name)).map_or(0, |m| m.len());
        eprintln!("  {name}  ({:.1} MB)", size as f64 / 1e6);
    }
    Ok(())
}
