//! Reading puzzles from a file or standard input, one at a time.

use super::progress::{self, Progress};
use anyhow::{Context, Result};
use std::io::{self};
use std::path::Path;
use sudoku_press::format::{self, Parsed};
use sudoku_press::shape::Shape;

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
            self.line.clear();
            let read = self
                .input
                .read_until(b'\n', &mut self.line)
                .with_context(|| format!("cannot read {}", self.quoted))?;
            self.read += read as u64;
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

    /// Every puzzle, for the commands that need them all before answering.
    pub fn all(mut self) -> Result<Vec<Parsed>> {
        let mut out = Vec::new();
        while let Some(p) = self.next_puzzle()? {
            out.push(p);
        }
        Ok(out)
    }
}
