//! The Debian package of a static Linux build: the command in
//! `/usr/bin`, its manual pages, its bash, zsh and fish completions, the
//! README and the copyright file; no dependency, since the program links no
//! library. Made by `dpkg-deb` (Debian and Ubuntu have it), installed with
//! `apt install ./sudoku-press_VERSION-1_ARCH.deb`.

use crate::archive::gzip;
use crate::dist::{Documents, NAME, notices};
use crate::root;
use md5::{Digest, Md5};
use std::fs;
use std::path::Path;
use std::process::Command;

/// The Debian architecture of a static Linux target; `None` for a target
/// that gets no package (glibc's builds, which would need the system's
/// library versions, and other systems).
pub fn architecture(triple: &str) -> Option<&'static str> {
    match triple {
        "x86_64-unknown-linux-musl" => Some("amd64"),
        "aarch64-unknown-linux-musl" => Some("arm64"),
        _ => None,
    }
}

/// What the package says of itself.
fn control(version: &str, arch: &str, installed_kib: u64) -> String {
    format!(
        "Package: {NAME}
Version: {version}-1
Architecture: {arch}
Maintainer: {MAINTAINER}
Installed-Size: {installed_kib}
Section: utils
Priority: optional
Description: Sudoku puzzles graded and typeset into print-ready PDF sheets
 sudoku-press generates Sudoku puzzles of every box shape from 4x4 to 25x25
 (classic, X, hyper, jigsaw and killer), each with exactly one solution,
 grades them by the human techniques they need, and typesets them into
 print-ready PDF sheets and books with answer keys, in 12 languages.
 `sudoku-press serve` shows the same on a local web page.
"
    )
}

/// The package's changelog (Debian's format), dated `time`.
fn changelog(version: &str, time: u64) -> String {
    let days = (time / 86_400) as i64;
    let (year, month, day) = crate::archive::civil_from_days(days);
    const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let seconds = time % 86_400;
    format!(
        "{NAME} ({version}-1) unstable; urgency=medium

  * The release {version} of {NAME}, packaged by `cargo xtask dist`.

 -- {MAINTAINER}  {}, {day:02} {} {year} {:02}:{:02}:{:02} +0000
",
        WEEKDAYS[days.rem_euclid(7) as usize],
        MONTHS[usize::from(month) - 1],
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// Who the package names as its maintainer.
const MAINTAINER: &str = "The sudoku-press developers <sudoku-press@users.noreply.github.com>";

/// The copyright file, in Debian's machine-readable format.
fn copyright() -> Result<String, String> {
    let read =
        |p: &str| fs::read_to_string(root().join(p)).map_err(|e| format!("cannot read {p}: {e}"));
    // A licence's text as a field's continuation lines: indented, and a
    // blank line written as ` .`.
    let indent = |text: &str| {
        text.trim()
            .lines()
            .map(|l| {
                if l.trim().is_empty() {
                    " .".to_string()
                } else {
                    format!(" {l}")
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mit = read("LICENSE-MIT")?;
    let mit_body = mit
        .split_once("Permission")
        .map(|(_, rest)| format!("Permission{rest}"))
        .unwrap_or(mit.clone());
    let ofl = read("fonts/OFL.txt")?;
    let ofl_body = ofl
        .split_once("This Font Software")
        .map(|(_, rest)| format!("This Font Software{rest}"))
        .unwrap_or(ofl.clone());
    Ok(format!(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {NAME}

Files: *
Copyright: 2026 The sudoku-press developers
License: MIT or Apache-2.0

Files: fonts/AtkinsonHyperlegible-*.ttf
Comment: Atkinson Hyperlegible Regular and Bold, embedded in /usr/bin/{NAME}
 (the zero's slash removed; see README.md).
Copyright: 2020 Braille Institute of America, Inc.
License: OFL-1.1

License: MIT
{}

License: Apache-2.0
 On Debian systems, the complete text of the Apache License, Version 2.0
 is in /usr/share/common-licenses/Apache-2.0.

License: OFL-1.1
{}
",
        indent(&mit_body),
        indent(&ofl_body)
    ))
}

/// Gives the file or folder at `path` the Unix `mode` (packages are made
/// on Debian; elsewhere dpkg-deb is missing and refused before).
fn set_mode(path: &Path, mode: u32) -> Result<(), String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(mode))
            .map_err(|e| format!("cannot set the mode of '{}': {e}", path.display()))
    }
    #[cfg(not(unix))]
    {
        let _ = (path, mode);
        Ok(())
    }
}

/// Writes `bytes` at `path` under `stage` with `mode`, making its folders.
fn put(stage: &Path, path: &str, bytes: &[u8], mode: u32) -> Result<(), String> {
    let to = stage.join(path);
    let fail = |e: std::io::Error| format!("cannot write '{}': {e}", to.display());
    fs::create_dir_all(to.parent().expect("a path in the package")).map_err(fail)?;
    fs::write(&to, bytes).map_err(fail)?;
    set_mode(&to, mode)
}

/// Makes `NAME_VERSION-1_ARCH.deb` in `dir` of `program` and `docs`,
/// staged under `scratch`; returns its file name.
pub fn package(
    dir: &Path,
    scratch: &Path,
    version: &str,
    arch: &str,
    program: &[u8],
    docs: &Documents,
    time: u64,
) -> Result<String, String> {
    if Command::new("dpkg-deb").arg("--version").output().is_err() {
        return Err("cannot make the Debian package: dpkg-deb is missing (it comes with Debian and Ubuntu; elsewhere ask for targets without a package: --target TRIPLE)".to_string());
    }
    let stage = scratch.join(format!("deb-{arch}"));
    let _ = fs::remove_dir_all(&stage);
    let mut files: Vec<(String, Vec<u8>, u32)> =
        vec![(format!("usr/bin/{NAME}"), program.to_vec(), 0o755)];
    for (name, page) in &docs.man {
        files.push((format!("usr/share/man/man1/{name}.gz"), gzip(page), 0o644));
    }
    for (shell, file, script) in &docs.completions {
        let place = match *shell {
            "bash" => format!("usr/share/bash-completion/completions/{NAME}"),
            "zsh" => format!("usr/share/zsh/vendor-completions/{file}"),
            "fish" => format!("usr/share/fish/vendor_completions.d/{file}"),
            _ => continue,
        };
        files.push((place, script.clone(), 0o644));
    }
    let doc = format!("usr/share/doc/{NAME}");
    for (name, text) in notices()? {
        if name == "README.md" {
            files.push((format!("{doc}/{name}"), text, 0o644));
        }
    }
    files.push((format!("{doc}/copyright"), copyright()?.into_bytes(), 0o644));
    files.push((
        format!("{doc}/changelog.Debian.gz"),
        gzip(changelog(version, time).as_bytes()),
        0o644,
    ));
    let mut sums = String::new();
    let mut size = 0;
    for (path, bytes, mode) in &files {
        put(&stage, path, bytes, *mode)?;
        let hash: String = Md5::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        sums.push_str(&format!("{hash}  {path}\n"));
        size += bytes.len() as u64;
    }
    put(
        &stage,
        "DEBIAN/control",
        control(version, arch, size.div_ceil(1024)).as_bytes(),
        0o644,
    )?;
    put(&stage, "DEBIAN/md5sums", sums.as_bytes(), 0o644)?;
    // Folders as a package's are: 755 whatever the umask.
    let mut folders = vec![stage.clone()];
    while let Some(folder) = folders.pop() {
        set_mode(&folder, 0o755)?;
        for entry in fs::read_dir(&folder).map_err(|e| e.to_string())?.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                folders.push(entry.path());
            }
        }
    }
    let name = format!("{NAME}_{version}-1_{arch}.deb");
    let out = dir.join(&name);
    eprintln!("xtask: dpkg-deb --build {}", out.display());
    let status = Command::new("dpkg-deb")
        .args(["--root-owner-group", "-Zxz", "--build"])
        // Its members and files dated as the sources, not now.
        .env("SOURCE_DATE_EPOCH", time.to_string())
        .arg(&stage)
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .status()
        .map_err(|e| format!("cannot run dpkg-deb: {e}"))?;
    match status.success() {
        true => Ok(name),
        false => Err(format!("dpkg-deb --build failed ({status})")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changelog_is_dated_as_debian_reads_dates() {
        let log = changelog("1.2.3", 1_795_867_205);
        assert!(log.starts_with("sudoku-press (1.2.3-1) unstable; urgency=medium\n"));
        assert!(
            log.ends_with(">  Sat, 28 Nov 2026 12:00:05 +0000\n"),
            "{log}"
        );
        assert!(changelog("1", 0).contains("Thu, 01 Jan 1970 00:00:00"));
    }

    #[test]
    fn only_static_linux_builds_get_a_package() {
        assert_eq!(architecture("x86_64-unknown-linux-musl"), Some("amd64"));
        assert_eq!(architecture("aarch64-unknown-linux-musl"), Some("arm64"));
        assert_eq!(architecture("x86_64-unknown-linux-gnu"), None);
        assert_eq!(architecture("x86_64-pc-windows-gnu"), None);
    }
}
