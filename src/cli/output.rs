//! Output files that are never destroyed.
//!
//! Every path a run writes is checked and opened before any work
//! ([`Outputs::prepare`]):
//! - a new path or an existing regular file gets a temporary file beside it,
//!   which replaces it (with the old file's permissions) only when every
//!   output of the run is written ([`Outputs::commit`]): whole or not at all;
//! - an existing path that is not a regular file (a device, a FIFO,
//!   `/dev/stdout`, `/dev/fd/N`; on Windows `NUL`, `CON`, a pipe) is opened
//!   and written directly;
//! - a symlink is followed: its target is written, the link stays;
//! - an output that is one of the files the run reads ([`Input`]: puzzles,
//!   book files, fonts), or another output, however spelled (the same
//!   [`FileId`]: device and inode, or volume and file index), is refused,
//!   whatever its name.
//!
//! Temporary files are removed when the run fails, and on SIGINT, SIGTERM
//! and SIGHUP (Ctrl+C, Ctrl+Break, the console's closing) at any moment
//! before the last rename; those of a run killed with SIGKILL are removed by
//! the next run that writes the same output.
//! The last rename is the run's commit point: a signal after it ends the
//! run with success, since its files are in place; a signal before it
//! leaves the old files and ends the run as the signal does.

use super::platform::{self, FileId, FileKind};
use anyhow::{Context, Result, bail};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};

/// What the signal handler must know: the temporary files not yet renamed
/// into place, and whether the run has passed its commit point.
struct Pending {
    temps: Vec<PathBuf>,
    committed: bool,
}

static PENDING: Mutex<Pending> = Mutex::new(Pending {
    temps: Vec::new(),
    committed: false,
});

/// The handler's state; a panic elsewhere while it was held leaves it
/// usable.
fn pending() -> std::sync::MutexGuard<'static, Pending> {
    PENDING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Links followed before a path is called a loop.
const MAX_LINKS: usize = 40;

/// On SIGINT, SIGTERM and SIGHUP (Ctrl+C, Ctrl+Break and the console's
/// closing on Windows): before the commit point, removes the temporary
/// files and dies of the signal as if it had no handler; after it, exits
/// with success. Installed once, on the first output.
fn clean_up_on_signals() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| platform::on_stop(remove_temporaries));
}

/// Removes the temporary files not yet renamed, unless the run has passed
/// its commit point; says whether it has. Keeps the handler's lock until
/// the process is gone: no rename starts after, and none is under way
/// (commit holds it over them all).
fn remove_temporaries() -> bool {
    let pending = pending();
    if !pending.committed {
        for t in &pending.temps {
            let _ = fs::remove_file(t);
        }
    }
    let committed = pending.committed;
    std::mem::forget(pending);
    committed
}

/// The temporary file beside output `name` of the run `pid`.
fn temporary_name(name: &str, pid: u32) -> String {
    format!(".{name}.{pid}.tmp")
}

/// Removes the temporaries of output `name` in `dir` that runs killed
/// beyond the reach of a handler (SIGKILL, a power cut) left: those whose
/// process is gone. Where the system does not tell which processes run
/// (no /proc), none is removed.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    if platform::process_runs(std::process::id()).is_none() {
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(pid) = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .filter(|pid| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        let gone = pid != std::process::id() && platform::process_runs(pid) == Some(false);
        if gone && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// How one output is written.
enum Target {
    /// Written to `temp`, then renamed over `path`.
    Replace {
        shown: PathBuf,
        path: PathBuf,
        temp: PathBuf,
        file: File,
        permissions: Option<fs::Permissions>,
    },
    /// Written to the opened path itself (a device, a FIFO, a descriptor).
    Direct { shown: PathBuf, file: File },
}

/// The outputs of a run, opened before any work.
pub struct Outputs {
    targets: Vec<Target>,
    committed: bool,
}

/// A path with its symlinks followed, even when the last target does not
/// exist yet. `None` when it names a device or a descriptor
/// ([`platform::opened_as_given`]): those are opened as given.
fn resolve(path: &Path) -> Result<Option<PathBuf>> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        if platform::opened_as_given(&path) {
            return Ok(None);
        }
        match fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = fs::read_link(&path)
                    .with_context(|| format!("cannot follow the link '{}'", path.display()))?;
                path = match path.parent() {
                    Some(dir) => dir.join(target),
                    None => target,
                };
            }
            _ => return Ok(Some(path)),
        }
    }
    bail!(
        "cannot write '{}': too many levels of links",
        path.display()
    )
}

/// A file the run reads, which no output may be.
#[derive(Clone)]
pub struct Input {
    /// How a refusal names it: `the font 'f.ttf'`.
    name: String,
    /// Its identity.
    id: FileId,
}

impl Input {
    /// The file at `path`, called `what` (`font`, `book file`) in a
    /// refusal; `None` when it is no regular file, which no output can be.
    pub fn file(path: &Path, what: &str) -> Option<Input> {
        Some(Input {
            id: platform::identity(path)?,
            name: format!("the {what} '{}'", path.display()),
        })
    }

    /// The puzzles read from `path`, or standard input for `None` or `-`
    /// (when it is a regular file: `< FILE`).
    pub fn puzzles(path: Option<&Path>) -> Option<Input> {
        match path {
            Some(p) if p != Path::new("-") => Input::file(p, "puzzle file"),
            _ => Some(Input {
                id: platform::stdin_identity()?,
                name: "the puzzle file on standard input".to_string(),
            }),
        }
    }
}

impl Outputs {
    /// Checks and opens every output before any work: refuses a directory,
    /// a missing folder, an unwritable place, and an output that is one of
    /// `inputs` or another output.
    pub fn prepare(paths: &[PathBuf], inputs: &[Input]) -> Result<Outputs> {
        clean_up_on_signals();
        let mut outputs = Outputs {
            targets: Vec::new(),
            committed: false,
        };
        let mut seen: Vec<(FileId, &Path)> = Vec::new();
        for shown in paths {
            let what = || format!("cannot write '{}'", shown.display());
            if let Some(id) = platform::identity(shown) {
                if let Some(input) = inputs.iter().find(|i| i.id == id) {
                    bail!(
                        "the output '{}' is {}, which this run reads; name another output",
                        shown.display(),
                        input.name
                    );
                }
                if let Some((_, other)) = seen.iter().find(|(s, _)| *s == id) {
                    bail!(
                        "the outputs '{}' and '{}' are the same file",
                        other.display(),
                        shown.display()
                    );
                }
                seen.push((id, shown));
            }
            let target = match resolve(shown)? {
                None => Target::Direct {
                    shown: shown.to_path_buf(),
                    file: platform::open_in_place(shown).with_context(what)?,
                },
                Some(path) => match platform::kind(&path) {
                    Ok(FileKind::Directory) => bail!("{}: it is a directory", what()),
                    Ok(FileKind::Socket) => bail!("{}: it is a socket", what()),
                    Ok(FileKind::Pipe | FileKind::Device) => Target::Direct {
                        shown: shown.to_path_buf(),
                        file: platform::open_in_place(&path).with_context(what)?,
                    },
                    Ok(FileKind::File) | Err(_) => {
                        let dir = match path.parent() {
                            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                            _ => PathBuf::from("."),
                        };
                        if !dir.is_dir() {
                            bail!("{}: directory '{}' does not exist", what(), dir.display());
                        }
                        let name = path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_else(|| "output".to_string());
                        let permissions = fs::metadata(&path).ok().map(|m| m.permissions());
                        remove_stale_temporaries(&dir, &name);
                        let temp = dir.join(temporary_name(&name, std::process::id()));
                        // Created and listed under the handler's lock: a
                        // signal removes it, or comes before it exists.
                        let mut pending = pending();
                        let file = File::create(&temp).with_context(what)?;
                        pending.temps.push(temp.clone());
                        drop(pending);
                        Target::Replace {
                            shown: shown.clone(),
                            path,
                            temp,
                            file,
                            permissions,
                        }
                    }
                },
            };
            outputs.targets.push(target);
        }
        Ok(outputs)
    }

    /// The file output `k` is written to.
    fn file(&mut self, k: usize) -> &mut File {
        match &mut self.targets[k] {
            Target::Replace { file, .. } | Target::Direct { file, .. } => file,
        }
    }

    /// A second handle on the file output `k` is written to, for a writer
    /// that streams into it while the run goes on.
    pub fn try_clone_file(&self, k: usize) -> Result<File> {
        match &self.targets[k] {
            Target::Replace { file, .. } | Target::Direct { file, .. } => file
                .try_clone()
                .with_context(|| format!("cannot write {}", self.shown(k))),
        }
    }

    /// Writes `bytes` to output `k`.
    pub fn write(&mut self, k: usize, bytes: &[u8]) -> Result<()> {
        let shown = self.shown(k);
        self.file(k)
            .write_all(bytes)
            .with_context(|| format!("cannot write {shown}"))
    }

    fn shown(&self, k: usize) -> String {
        match &self.targets[k] {
            Target::Replace { shown, .. } | Target::Direct { shown, .. } => {
                format!("'{}'", shown.display())
            }
        }
    }

    /// Flushes every output to disk and renames the temporary files into
    /// place, all or (on an error before the renames) none.
    pub fn commit(mut self) -> Result<()> {
        for k in 0..self.targets.len() {
            let shown = self.shown(k);
            let result = match &mut self.targets[k] {
                Target::Replace {
                    file, permissions, ..
                } => match permissions {
                    Some(p) => file
                        .set_permissions(p.clone())
                        .and_then(|_| file.sync_all()),
                    None => file.sync_all(),
                },
                Target::Direct { file, .. } => file.flush(),
            };
            result.with_context(|| format!("cannot write {shown}"))?;
        }
        // Held over every rename: a signal waits until they are done, and
        // then finds the run committed.
        let mut pending = pending();
        for t in &self.targets {
            if let Target::Replace {
                shown, path, temp, ..
            } = t
            {
                fs::rename(temp, path)
                    .with_context(|| format!("cannot write '{}'", shown.display()))?;
                pending.temps.retain(|x| x != temp);
            }
        }
        pending.committed = true;
        self.committed = true;
        Ok(())
    }
}

impl Drop for Outputs {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        let mut pending = pending();
        for t in &self.targets {
            if let Target::Replace { temp, .. } = t {
                let _ = fs::remove_file(temp);
                pending.temps.retain(|x| x != temp);
            }
        }
    }
}
