//! Windows.

use super::{FileId, FileKind};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::os::windows::fs::OpenOptionsExt;
use std::os::windows::io::AsRawHandle;
use std::path::{Path, PathBuf};
use sudoku_press::app::surroundings::Paper;
use windows_sys::Win32::Foundation::{CloseHandle, HANDLE, STILL_ACTIVE};
use windows_sys::Win32::Storage::FileSystem::{
    BY_HANDLE_FILE_INFORMATION, FILE_FLAG_BACKUP_SEMANTICS, FILE_TYPE_CHAR, FILE_TYPE_DISK,
    FILE_TYPE_PIPE, GetFileInformationByHandle, GetFileType,
};

/// Opens `path` to ask about it, without reading or writing it (no access
/// right: a file another program holds open is asked too); directories as
/// well as files.
fn open_to_ask(path: &Path) -> io::Result<File> {
    OpenOptions::new()
        .access_mode(0)
        .custom_flags(FILE_FLAG_BACKUP_SEMANTICS)
        .open(path)
}

/// What the file behind `handle` is, if the system tells.
fn handle_kind(handle: HANDLE) -> Option<FileKind> {
    // SAFETY: GetFileType reads a handle the caller holds open.
    match unsafe { GetFileType(handle) } {
        FILE_TYPE_CHAR => Some(FileKind::Device),
        FILE_TYPE_PIPE => Some(FileKind::Pipe),
        FILE_TYPE_DISK => Some(FileKind::File),
        _ => None,
    }
}

/// The identity of the file behind `handle`, if it is on a disk.
fn handle_identity(handle: HANDLE) -> Option<FileId> {
    if handle_kind(handle) != Some(FileKind::File) {
        return None;
    }
    // SAFETY: an all-zero BY_HANDLE_FILE_INFORMATION is a valid value
    // (integers and FILETIMEs), which the call overwrites.
    let mut info: BY_HANDLE_FILE_INFORMATION = unsafe { std::mem::zeroed() };
    // SAFETY: the handle is open and `info` is a valid place to write.
    let ok = unsafe { GetFileInformationByHandle(handle, &mut info) };
    (ok != 0).then(|| {
        (
            u64::from(info.dwVolumeSerialNumber),
            (u64::from(info.nFileIndexHigh) << 32) | u64::from(info.nFileIndexLow),
        )
    })
}

/// What `path` is, its links followed: a directory or a regular file by its
/// metadata; a device (`NUL`, `CON`, `COM1`) or a pipe (`\\.\pipe\NAME`)
/// by the type of its handle.
pub fn kind(path: &Path) -> io::Result<FileKind> {
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => return Ok(FileKind::Directory),
        Ok(m) if m.is_file() && !opened_as_given(path) => return Ok(FileKind::File),
        _ => {}
    }
    let file = open_to_ask(path)?;
    Ok(handle_kind(file.as_raw_handle()).unwrap_or(FileKind::Device))
}

/// The identity of the regular file at `path`; `None` for anything else.
pub fn identity(path: &Path) -> Option<FileId> {
    if !fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let file = open_to_ask(path).ok()?;
    handle_identity(file.as_raw_handle())
}

/// The identity of standard input when it is a regular file (`< FILE`).
pub fn stdin_identity() -> Option<FileId> {
    handle_identity(io::stdin().as_raw_handle())
}

/// The names Windows keeps for devices in every folder, with or without
/// an extension (`NUL`, `nul.txt`, `COM1`).
const DEVICES: [&str; 6] = ["con", "prn", "aux", "nul", "conin$", "conout$"];

/// Whether `path` names a device or a pipe rather than a file (`NUL`,
/// `CON`, `COM1`, `\\.\pipe\NAME`): such a path is opened as given, never
/// resolved nor replaced.
pub fn opened_as_given(path: &Path) -> bool {
    let text = path.as_os_str().to_string_lossy();
    if text.starts_with(r"\\.\") || text.starts_with("//./") {
        return true;
    }
    let Some(stem) = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_ascii_lowercase())
    else {
        return false;
    };
    let stem = stem.trim_end_matches([' ', '.']);
    let numbered = |prefix: &str| {
        stem.strip_prefix(prefix)
            .is_some_and(|n| n.len() == 1 && matches!(n.as_bytes()[0], b'1'..=b'9'))
    };
    DEVICES.contains(&stem) || numbered("com") || numbered("lpt")
}

/// Opens an output that is written where it is (a device, a pipe).
pub fn open_in_place(path: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).open(path)
}

/// Whether process `pid` still runs; `None` when Windows does not say.
pub fn process_runs(pid: u32) -> Option<bool> {
    use windows_sys::Win32::Foundation::{ERROR_ACCESS_DENIED, GetLastError};
    use windows_sys::Win32::System::Threading::{
        GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
    };
    // SAFETY: OpenProcess takes plain values; a null handle is a refusal.
    let process = unsafe { OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid) };
    if process.is_null() {
        // SAFETY: reads this thread's last error.
        let error = unsafe { GetLastError() };
        // A process of another user runs; no process by that number does
        // not.
        return Some(error == ERROR_ACCESS_DENIED);
    }
    let mut code = 0u32;
    // SAFETY: `process` is open, `code` a valid place to write; the handle
    // is closed once.
    unsafe {
        let asked = GetExitCodeProcess(process, &mut code);
        CloseHandle(process);
        (asked != 0).then_some(code == STILL_ACTIVE as u32)
    }
}

/// What to call on the console's stop (see [`on_stop`]).
static CLEAN: std::sync::OnceLock<fn() -> bool> = std::sync::OnceLock::new();

/// The exit code of a process ended by Ctrl+C (`STATUS_CONTROL_C_EXIT`).
const STOPPED_BY_CTRL_C: i32 = 0xC000_013A_u32 as i32;

/// Called by Windows on a thread of its own for Ctrl+C, Ctrl+Break, the
/// console's closing, the user's logging off and the system's shutdown.
unsafe extern "system" fn console_stop(_event: u32) -> windows_sys::core::BOOL {
    let done = CLEAN.get().is_some_and(|clean| clean());
    std::process::exit(if done { 0 } else { STOPPED_BY_CTRL_C })
}

/// On the first Ctrl+C, Ctrl+Break or closing of the console (as SIGINT,
/// SIGTERM and SIGHUP on Unix), calls `clean`, which removes what the run
/// leaves unfinished and says whether its work is in place; then ends the
/// process: with success if it is, else as Ctrl+C does. Installed once.
pub fn on_stop(clean: fn() -> bool) {
    use windows_sys::Win32::System::Console::SetConsoleCtrlHandler;
    if CLEAN.set(clean).is_ok() {
        // SAFETY: `console_stop` is a plain function for the process's
        // whole life.
        unsafe {
            SetConsoleCtrlHandler(Some(console_stop), 1);
        }
    }
}

/// Until Ctrl+C, Ctrl+Break or the console's closing asks the server to
/// stop.
#[cfg(feature = "serve")]
pub async fn stop_asked() {
    use tokio::signal::windows::{ctrl_break, ctrl_close};
    match (ctrl_break(), ctrl_close()) {
        (Ok(mut brk), Ok(mut close)) => {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = brk.recv() => {}
                _ = close.recv() => {}
            }
        }
        _ => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// Puts the calling thread below the server's threads (below normal).
#[cfg(feature = "serve")]
pub fn lower_this_thread() {
    use windows_sys::Win32::System::Threading::{
        GetCurrentThread, SetThreadPriority, THREAD_PRIORITY_BELOW_NORMAL,
    };
    // SAFETY: the pseudo-handle of the calling thread needs no closing; a
    // refusal leaves the thread where it was, which is harmless.
    unsafe {
        SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_BELOW_NORMAL);
    }
}

/// The physical memory available for a new run, in bytes.
pub fn memory_available() -> Option<u64> {
    use windows_sys::Win32::System::SystemInformation::{GlobalMemoryStatusEx, MEMORYSTATUSEX};
    // SAFETY: an all-zero MEMORYSTATUSEX is a valid value; its length is
    // set before the call, as it requires.
    let mut status: MEMORYSTATUSEX = unsafe { std::mem::zeroed() };
    status.dwLength = std::mem::size_of::<MEMORYSTATUSEX>() as u32;
    // SAFETY: `status` is a valid place to write.
    let ok = unsafe { GlobalMemoryStatusEx(&mut status) };
    (ok != 0).then_some(status.ullAvailPhys)
}

/// The paper of the user's locale (Regional settings): Letter, Legal, A3
/// or A4.
pub fn system_paper() -> Option<Paper> {
    use windows_sys::Win32::Globalization::{
        GetLocaleInfoEx, LOCALE_IPAPERSIZE, LOCALE_RETURN_NUMBER,
    };
    let mut number = [0u16; 2];
    // SAFETY: a null locale name is the user's; with LOCALE_RETURN_NUMBER
    // the answer is a 32-bit number written into two UTF-16 units.
    let written = unsafe {
        GetLocaleInfoEx(
            std::ptr::null(),
            LOCALE_IPAPERSIZE | LOCALE_RETURN_NUMBER,
            number.as_mut_ptr(),
            2,
        )
    };
    if written == 0 {
        return None;
    }
    let word = match u32::from(number[0]) | (u32::from(number[1]) << 16) {
        1 => "letter",
        5 => "legal",
        8 => "a3",
        9 => "a4",
        _ => return None,
    };
    Paper::named(word, "the Windows locale")
}

/// The user's locale (`de-DE`), which Windows keeps instead of `LANG`.
pub fn system_locale() -> Option<String> {
    use windows_sys::Win32::Globalization::GetUserDefaultLocaleName;
    let mut name = [0u16; 85];
    // SAFETY: the buffer holds LOCALE_NAME_MAX_LENGTH units.
    let written = unsafe { GetUserDefaultLocaleName(name.as_mut_ptr(), name.len() as i32) };
    let written = usize::try_from(written).ok().filter(|&n| n > 1)?;
    Some(String::from_utf16_lossy(&name[..written - 1]))
}

/// Where fonts are installed: the Windows Fonts folder, and the user's.
pub fn font_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let windows = std::env::var_os("SystemRoot").or_else(|| std::env::var_os("windir"));
    dirs.push(
        windows
            .map_or_else(|| PathBuf::from(r"C:\Windows"), PathBuf::from)
            .join("Fonts"),
    );
    if let Some(local) = std::env::var_os("LOCALAPPDATA") {
        dirs.push(PathBuf::from(local).join(r"Microsoft\Windows\Fonts"));
    }
    dirs
}
