//! Linux, macOS and the other Unixes.

use super::{FileId, FileKind};
use crate::cli::input::{Kind, read_file};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use sudoku_press::app::surroundings::Paper;

/// What `path` is, its links followed.
pub fn kind(path: &Path) -> io::Result<FileKind> {
    let t = fs::metadata(path)?.file_type();
    Ok(if t.is_dir() {
        FileKind::Directory
    } else if t.is_fifo() {
        FileKind::Pipe
    } else if t.is_socket() {
        FileKind::Socket
    } else if t.is_char_device() || t.is_block_device() {
        FileKind::Device
    } else {
        FileKind::File
    })
}

/// The identity of the regular file at `path`; `None` for anything else.
pub fn identity(path: &Path) -> Option<FileId> {
    fs::metadata(path)
        .ok()
        .filter(|m| m.is_file())
        .map(|m| (m.dev(), m.ino()))
}

/// The identity of standard input when it is a regular file (`< FILE`).
pub fn stdin_identity() -> Option<FileId> {
    identity(Path::new("/dev/stdin"))
}

/// Whether `path` names a device or a descriptor rather than a file
/// (`/dev/stdout` -> `/proc/self/fd/1` -> `pipe:[...]`): such a path is
/// opened as given, never resolved nor replaced.
pub fn opened_as_given(path: &Path) -> bool {
    path.starts_with("/dev") || path.starts_with("/proc")
}

/// Opens an output that is written where it is (a device, a FIFO, a
/// descriptor): appended to, as a shell's `>>` would.
pub fn open_in_place(path: &Path) -> io::Result<File> {
    OpenOptions::new().append(true).open(path)
}

/// Whether process `pid` still runs; `None` where the system does not tell
/// (no `/proc`).
pub fn process_runs(pid: u32) -> Option<bool> {
    let processes = Path::new("/proc");
    processes
        .join("self")
        .exists()
        .then(|| processes.join(pid.to_string()).exists())
}

/// On the first SIGINT, SIGTERM or SIGHUP, calls `clean`, which removes
/// what the run leaves unfinished and says whether its work is in place;
/// then ends the process: with success if it is, else as the signal ends a
/// process without a handler. Installed once.
pub fn on_stop(clean: fn() -> bool) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            if clean() {
                std::process::exit(0);
            }
            let _ = signal_hook::low_level::emulate_default_handler(signal);
            std::process::exit(128 + signal);
        }
    });
}

/// Until Ctrl+C (SIGINT) or SIGTERM asks the server to stop.
#[cfg(feature = "serve")]
pub async fn stop_asked() {
    use tokio::signal::unix::{SignalKind, signal};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
        }
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// How much lower a job's thread runs than the server's (nice).
#[cfg(all(feature = "serve", target_os = "linux"))]
const JOB_NICENESS: libc::c_int = 10;

/// Puts the calling thread below the server's threads. Linux keeps a nice
/// value a thread; where it is the process's (other Unixes), the threads
/// share as they are.
#[cfg(feature = "serve")]
pub fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority reads its integer arguments only; `0` is the
    // calling thread on Linux. A refusal leaves the thread where it was,
    // which is harmless.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, JOB_NICENESS);
    }
}

/// The memory available for a new run, in bytes: `MemAvailable` of
/// `/proc/meminfo`; `None` where there is no such file (macOS).
pub fn memory_available() -> Option<u64> {
    let info = fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}

/// The paper the system's printing is set to: the first word of
/// `/etc/papersize` (libpaper), when it names a page size.
pub fn system_paper() -> Option<Paper> {
    let file = Path::new("/etc/papersize");
    let bytes = read_file(file, "the system's paper size", Kind::Regular, 4096).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    let word = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))?
        .split_whitespace()
        .next()?;
    Paper::named(word, "/etc/papersize")
}

/// The language of the session when the environment's variables (`LANG`
/// and the others) do not say it: on Unix they are where it is said.
pub fn system_locale() -> Option<String> {
    None
}

/// Where fonts are installed: fontconfig's default folders, and on macOS
/// the system's, the computer's and the user's Fonts.
pub fn font_dirs() -> Vec<PathBuf> {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let mut dirs = Vec::new();
    if cfg!(target_os = "macos") {
        dirs.push(PathBuf::from("/System/Library/Fonts"));
        dirs.push(PathBuf::from("/Library/Fonts"));
        dirs.extend(home.iter().map(|h| h.join("Library/Fonts")));
    }
    dirs.push(PathBuf::from("/usr/share/fonts"));
    dirs.push(PathBuf::from("/usr/local/share/fonts"));
    if let Some(home) = home {
        dirs.push(home.join(".local/share/fonts"));
        dirs.push(home.join(".fonts"));
    }
    dirs
}
