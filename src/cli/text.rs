//! Text output shared by the commands: `# box` lines and grids.

use super::args::*;
use std::io::{self, Write};
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
