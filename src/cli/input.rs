//! What a run reads: puzzles from a file or standard input, one at a time
//! and a line at most [`format::MAX_LINE_BYTES`] long; and whole files
//! (fonts, book files) up to a bound.

use super::platform::{self, FileKind};
use super::progress::{self, Progress};
use anyhow::{Context, Result, bail};
use std::borrow::Cow;
use std::fs::{self, File};
use std::io::{self, BufRead, Read};
use std::path::Path;
use sudoku_press::format::{self, MAX_LINE_BYTES, Parsed};
use sudoku_press::shape::Shape;

/// Which files [`read_file`] takes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Regular files only: a FIFO or device is refused before it is opened
    /// (fonts: a font never comes from a stream).
    Regular,
    /// Also FIFOs and devices, read up to the bound (book files, which a
    /// shell may hand over as `<(...)`).
    Any,
}

/// The bytes of the file at `path`, called `what` in errors (`the font
/// 'f.ttf'`): refused at once when it is a directory, when `takes` is
/// regular files only and it is none, or when it holds more than `limit`
/// bytes (read no further than that).
pub fn read_file(path: &Path, what: &str, takes: Kind, limit: usize) -> Result<Vec<u8>> {
    let cannot = || format!("cannot read {what}");
    let kind = platform::kind(path).with_context(cannot)?;
    if kind == FileKind::Directory {
        bail!("{}: it is a directory, not a file", cannot());
    }
    if let (Some(it), Kind::Regular) = (kind.stream(), takes) {
        bail!("{}: it is {it}, not a regular file", cannot());
    }
    let too_large = || {
        anyhow::anyhow!(
            "{}: it is larger than {} MiB, the most this tool reads",
            cannot(),
            limit >> 20
        )
    };
    if kind == FileKind::File && fs::metadata(path).is_ok_and(|m| m.len() > limit as u64) {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    File::open(path)
        .and_then(|f| f.take(limit as u64 + 1).read_to_end(&mut bytes))
        .with_context(cannot)?;
    if bytes.len() > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// The puzzles of an input (a file, or standard input for `None` or `-`),
/// read and handed out one at a time, so that memory stays flat however long
/// the input. Errors name the input and the line.
pub struct Puzzles {
    /// The input as errors name it: `FILE` or `standard input`.
    name: String,
    /// The input as read errors name it: `'FILE'` or `standard input`.
    quoted: String,
    input: Box<dyn io::BufRead>,
    reader: format::Reader,
    line: Vec<u8>,
    ended: bool,
    /// Bytes read so far, and the input's length when it is a file.
    read: u64,
    length: Option<u64>,
    /// Puzzles handed out so far.
    count: u64,
}

impl Puzzles {
    pub fn open(file: Option<&Path>, shape: Option<Shape>) -> Result<Puzzles> {
        let mut length = None;
        let (name, quoted, input): (String, String, Box<dyn io::BufRead>) = match file {
            Some(p) if p != Path::new("-") => {
                let quoted = format!("'{}'", p.display());
                let f = std::fs::File::open(p).with_context(|| format!("cannot read {quoted}"))?;
                length = f.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
                (
                    p.display().to_string(),
                    quoted,
                    Box::new(io::BufReader::with_capacity(1 << 16, f)),
                )
            }
            _ => (
                "standard input".to_string(),
                "standard input".to_string(),
                Box::new(io::BufReader::with_capacity(1 << 16, io::stdin())),
            ),
        };
        Ok(Puzzles {
            name,
            quoted,
            input,
            reader: format::Reader::new(shape),
            line: Vec::new(),
            ended: false,
            read: 0,
            length,
            count: 0,
        })
    }

    /// A progress bar for working through this input: `verb` such as
    /// `rating`.
    /// Results go to standard output as they come: no bar when that is
    /// the terminal.
    pub fn progress(&self, verb: &str, quiet: bool) -> Progress {
        Progress::input(verb, self.length, quiet || progress::stdout_on_terminal())
    }

    /// Shows on `progress` how far the input has been read.
    pub fn show(&self, progress: &Progress) {
        progress.read(self.read, self.count);
    }

    /// The input as errors name it: `FILE` or `standard input`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Reads the next line into `self.line` (with its line ending), at most
    /// [`MAX_LINE_BYTES`] of it without the ending: a longer line, or one
    /// whose first character can start no line, is refused before the rest
    /// of it is read. Returns the bytes read, 0 at the end.
    fn read_line(&mut self) -> Result<usize> {
        self.line.clear();
        // Whether the line's first character is known to start a line.
        let mut started = false;
        loop {
            let buf = match self.input.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e).with_context(|| format!("cannot read {}", self.quoted)),
            };
            if buf.is_empty() {
                return Ok(self.line.len());
            }
            let (take, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buf.len(), false),
            };
            self.line.extend_from_slice(&buf[..take]);
            self.input.consume(take);
            self.read += take as u64;
            // The line without its ending, as `str::lines` counts it.
            let body = match done {
                true => self.line.len() - if self.line.ends_with(b"\r\n") { 2 } else { 1 },
                false => self.line.len(),
            };
            if body > MAX_LINE_BYTES {
                return Err(anyhow::Error::new(self.reader.too_long()).context(self.name.clone()));
            }
            if done {
                return Ok(self.line.len());
            }
            // The line goes on past what is buffered: may it start a line?
            if !started {
                started = self.check_start()?;
            }
        }
    }

    /// Whether the line read so far starts with a character that can start
    /// a line (`false`: only blanks so far); the error when it cannot.
    fn check_start(&self) -> Result<bool> {
        let start = match std::str::from_utf8(&self.line) {
            Ok(text) => Cow::Borrowed(text),
            // A character cut at the end of the buffer: what is before it.
            Err(e) if e.error_len().is_none() => {
                Cow::Borrowed(std::str::from_utf8(&self.line[..e.valid_up_to()]).unwrap_or(""))
            }
            Err(_) => String::from_utf8_lossy(&self.line),
        };
        self.reader
            .check_start(&start)
            .with_context(|| self.name.clone())
    }

    /// The next puzzle, `None` at the end of the input.
    pub fn next_puzzle(&mut self) -> Result<Option<Parsed>> {
        loop {
            if let Some(p) = self.reader.next_puzzle() {
                self.count += 1;
                return Ok(Some(p));
            }
            if self.ended {
                return Ok(None);
            }
            let read = self.read_line()?;
            let parsed = if read == 0 {
                self.ended = true;
                self.reader.finish()
            } else if let Ok(line) = std::str::from_utf8(&self.line) {
                self.reader.push_line(line)
            } else {
                // Invalid UTF-8 becomes U+FFFD, which the parser reports by
                // position.
                self.reader.push_line(&String::from_utf8_lossy(&self.line))
            };
            parsed.with_context(|| self.name.clone())?;
        }
    }
}
