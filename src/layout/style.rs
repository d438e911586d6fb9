//! Sizes: cell floors, the style of normal and large print, and the
//! default number of puzzles a page.

use super::*;

/// Grey of the symbols filled in on answer keys.
pub const KEY_GREY: f32 = 0.5;

/// Smallest puzzle cell, mm (a pencilled digit needs about this).
pub const CELL_FLOOR: f32 = 6.0;
/// Smallest puzzle cell in large print, mm.
pub const LARGE_CELL_FLOOR: f32 = 11.0;
/// Smallest answer-key cell, mm.
pub const KEY_CELL_FLOOR: f32 = 2.5;

/// Sizes that change with large print.
pub(super) struct Style {
    pub(super) title: f32,
    pub(super) text: f32,
    pub(super) caption: f32,
    pub(super) key_caption: f32,
    pub(super) floor: f32,
    pub(super) max_cell: f32,
}

impl Style {
    pub(super) fn of(opts: &SheetOptions) -> Style {
        if opts.large_print {
            Style {
                title: 24.0,
                text: 14.0,
                caption: 14.0,
                key_caption: 9.0,
                floor: LARGE_CELL_FLOOR,
                max_cell: 28.0,
            }
        } else {
            Style {
                title: 18.0,
                text: 10.0,
                caption: 9.0,
                key_caption: 7.0,
                floor: CELL_FLOOR,
                max_cell: 20.0,
            }
        }
    }
}

/// Default puzzles a page for a grid side.
pub fn default_per_page(side: usize, large_print: bool) -> usize {
    match (large_print, side) {
        // Eight 4x4 grids a page: a progression of four levels, two each,
        // on one sheet.
        (false, ..=4) => 8,
        (false, ..=9) => 6,
        (false, ..=12) => 4,
        (false, ..=16) => 2,
        (false, _) => 1,
        (true, ..=6) => 4,
        (true, ..=9) => 2,
        (true, _) => 1,
    }
}
