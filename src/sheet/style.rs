//! Sizes, every one named: cell floors and ceilings, captions and gaps,
//! line widths, symbol sizes, the style of normal and large print, and the
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

/// Largest answer-key cell, mm: keys stay small beside their puzzles.
pub(crate) const KEY_MAX_CELL: f32 = 8.0;
/// The key cell that the default number of keys a page keeps at least, mm.
pub(crate) const KEY_CELL_DEFAULT: f32 = 4.0;

/// The room a caption takes above its grid, in caption sizes.
pub(crate) const CAPTION_ROOM: f32 = 1.8;
/// A caption's baseline above its grid, in caption sizes.
pub(crate) const CAPTION_BASELINE: f32 = 0.55;
/// The gap between grids, in text sizes.
pub(crate) const GRID_GAP: f32 = 2.0;
/// The gap between answer keys, as a share of the gap between puzzles.
pub(crate) const KEY_GAP: f32 = 0.6;

/// A line width that grows with the cell, within bounds (mm).
pub(crate) struct LineWidth {
    share: f32,
    min: f32,
    max: f32,
}

impl LineWidth {
    /// The width for cells of `cell` mm.
    pub(crate) fn of(&self, cell: f32) -> f32 {
        (cell * self.share).clamp(self.min, self.max)
    }
}

/// The lines between cells.
pub(crate) const THIN_LINE: LineWidth = LineWidth {
    share: 0.035,
    min: 0.12,
    max: 0.3,
};
/// The lines between boxes.
pub(crate) const BOX_LINE: LineWidth = LineWidth {
    share: 0.09,
    min: 0.35,
    max: 0.8,
};
/// The grid's border.
pub(crate) const BORDER_LINE: LineWidth = LineWidth {
    share: 0.13,
    min: 0.5,
    max: 1.1,
};

/// A shape symbol's size, as a share of the cell.
pub(crate) const SHAPE_SYMBOL: f32 = 0.6;
/// A symbol's size on grids up to 9x9, as a share of the cell.
pub(crate) const SYMBOL: f32 = 0.68;
/// Digits' size on larger grids (two-digit numbers), as a share of the cell.
pub(crate) const SYMBOL_TWO_DIGITS: f32 = 0.5;
/// Letters' size on larger grids, as a share of the cell.
pub(crate) const SYMBOL_LETTERS: f32 = 0.6;
/// The widest a symbol may print, as a share of the cell.
pub(crate) const SYMBOL_MAX_WIDTH: f32 = 0.85;

/// Sizes that change with large print.
pub(crate) struct Style {
    pub(crate) title: f32,
    pub(crate) text: f32,
    pub(crate) caption: f32,
    pub(crate) key_caption: f32,
    pub(crate) floor: f32,
    pub(crate) max_cell: f32,
}

impl Style {
    pub(crate) fn of(opts: &SheetOptions) -> Style {
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

/// What a grid's slot on a page takes: a caption above, a gap to the next
/// slot, a largest cell. Puzzles and answer keys each have one.
#[derive(Clone, Copy)]
pub(crate) struct Slot {
    /// Caption size, pt.
    pub(crate) caption: f32,
    /// Gap between slots, mm.
    pub(crate) gap: f32,
    /// Largest cell, mm.
    pub(crate) max_cell: f32,
}

impl Style {
    /// The slot of a puzzle, or with `key` of an answer key.
    pub(crate) fn slot(&self, key: bool) -> Slot {
        let gap = self.text * MM_PER_PT * GRID_GAP;
        if key {
            Slot {
                caption: self.key_caption,
                gap: gap * KEY_GAP,
                max_cell: KEY_MAX_CELL,
            }
        } else {
            Slot {
                caption: self.caption,
                gap,
                max_cell: self.max_cell,
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
