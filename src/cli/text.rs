//! Text output shared by the commands: standard output, `# box` lines and
//! grids.

use super::args::*;
use std::io::{self, Write};

/// Standard output, buffered, whose errors say where they happened
/// (`cannot write standard output: No space left on device`) and keep
/// their kind, so that a closed pipe stays a quiet end.
pub struct Stdout(io::BufWriter<io::StdoutLock<'static>>);

/// Standard output for a command's results.
pub fn stdout() -> Stdout {
    Stdout(io::BufWriter::with_capacity(1 << 16, io::stdout().lock()))
}

fn named(e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("cannot write standard output: {e}"))
}

/// Writes `bytes` (a whole PDF, a page of text) to standard output.
pub fn write_stdout(bytes: &[u8]) -> io::Result<()> {
    let mut out = stdout();
    out.write_all(bytes)?;
    out.flush()
}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.write(bytes).map_err(named)
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.0.write_all(bytes).map_err(named)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(named)
    }
}
use sudoku_press::grid::Grid;
use sudoku_press::shape::Shape;

/// The `# box WxH` comment a line-format output needs so that it reads back
/// with no flags: written before a grid whose box a reader would not tell
/// from its length (or from the box named last).
#[derive(Default)]
pub struct BoxHeader {
    pub named: Option<Shape>,
}

impl BoxHeader {
    pub fn write(&mut self, out: &mut (impl Write + ?Sized), shape: Shape) -> io::Result<()> {
        let assumed = self
            .named
            .filter(|s| s.cells() == shape.cells())
            .or_else(|| Shape::from_cell_count(shape.cells()));
        if assumed != Some(shape) {
            writeln!(out, "# box {shape}")?;
            self.named = Some(shape);
        }
        Ok(())
    }
}

pub fn write_grid(out: &mut impl Write, grid: &Grid, format: TextFormat) -> io::Result<()> {
    match format {
        TextFormat::Line => writeln!(out, "{}", grid.to_line()),
        TextFormat::Grid => writeln!(out, "{}", grid.to_grid_text()),
    }
}
