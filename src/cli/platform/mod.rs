//! What differs between the systems the command runs on, in one place: the
//! kinds of files and a file's identity, the paths that name devices, the
//! signals that stop a run, whether a process still runs, a thread put
//! below the server, and the system's paper, language and font folders.
//! The rest of the command is the same code on Linux, macOS and Windows.

#[cfg(unix)]
mod unix;
#[cfg(unix)]
pub use unix::*;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
pub use windows::*;

/// What a path is, as a run treats it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FileKind {
    /// A regular file.
    File,
    /// A directory.
    Directory,
    /// A FIFO (Unix) or a pipe (Windows): read as it comes, never replaced.
    Pipe,
    /// A Unix socket.
    #[cfg_attr(windows, allow(dead_code))]
    Socket,
    /// A device (`/dev/null`, a terminal; `NUL`, `CON`).
    Device,
}

impl FileKind {
    /// How a refusal names a file of this kind that is no regular file
    /// (`a FIFO`); `None` for a file or directory.
    pub fn stream(self) -> Option<&'static str> {
        match self {
            FileKind::File | FileKind::Directory => None,
            FileKind::Pipe if cfg!(windows) => Some("a pipe"),
            FileKind::Pipe => Some("a FIFO"),
            FileKind::Socket => Some("a socket"),
            FileKind::Device => Some("a device"),
        }
    }
}

/// A regular file, however its path is spelled: the device and inode on
/// Unix, the volume's serial number and the file's index on Windows.
pub type FileId = (u64, u64);
