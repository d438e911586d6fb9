//! Sizes, every one named: cell floors and ceilings, captions and gaps,
//! line widths, symbol sizes, the style of normal and large print, and the
//! default number of puzzles a page.

use super::*;

/// Grey of the symbols filled in on answer keys.
pub const KEY_GREY: f32 = 0.5;
/// Grey of the symbols filled in on large-print answer keys: about 65 %
/// black, dark enough for weak eyes.
pub const LARGE_KEY_GREY: f32 = 0.35;

/// The tint of the cells of extra houses (X diagonals, hyper windows) in
/// black and white: light enough under a pencilled digit, dark enough that
/// a greyscale printer or copier keeps it.
pub const EXTRA_HOUSE_GREY: f32 = 0.84;
/// The same tint in colour: a pale blue whose grey level
/// ([`Paint::grey_level`]) is about [`EXTRA_HOUSE_GREY`].
pub const EXTRA_HOUSE_RGB: [f32; 3] = [0.76, 0.85, 0.96];

/// The tints of a jigsaw's regions (`SheetOptions::tint`) in black and
/// white, by colour from 1 ([`crate::regions::Regions::colouring`]; colour
/// 0, the most used, stays white): greys a greyscale printer keeps and a
/// pencilled digit reads on, the lightest the most used.
pub const REGION_TINT_GREYS: [f32; 4] = [0.91, 0.84, 0.77, 0.70];
/// The same tints in colour: pale yellow, blue, green and pink.
pub const REGION_TINT_RGB: [[f32; 3]; 4] = [
    [1.0, 0.93, 0.70],
    [0.78, 0.88, 1.0],
    [0.80, 0.94, 0.78],
    [1.0, 0.82, 0.86],
];

/// Smallest puzzle cell, mm (a pencilled digit needs about this).
pub const CELL_FLOOR: f32 = 6.0;
/// Smallest puzzle cell in large print, mm.
pub const LARGE_CELL_FLOOR: f32 = 11.0;
/// Smallest answer-key cell, mm.
pub const KEY_CELL_FLOOR: f32 = 2.5;
/// Smallest answer-key cell in large print, mm.
pub const LARGE_KEY_CELL_FLOOR: f32 = 6.0;

/// Largest answer-key cell, mm: keys stay small beside their puzzles.
pub(crate) const KEY_MAX_CELL: f32 = 8.0;
/// Largest answer-key cell in large print, mm.
pub(crate) const LARGE_KEY_MAX_CELL: f32 = 10.0;
/// The key cell that the default number of keys a page keeps at least, mm.
pub(crate) const KEY_CELL_DEFAULT: f32 = 4.0;

/// Normal print's grids at most this share of large print's at the same
/// count, where large print allows the count: large print is larger.
pub(crate) const NORMAL_UNDER_LARGE: f32 = 0.95;

/// The room a caption takes above its grid, in caption sizes.
pub(crate) const CAPTION_ROOM: f32 = 1.8;
/// A caption's baseline above its grid, in caption sizes.
pub(crate) const CAPTION_BASELINE: f32 = 0.55;
/// The gap between grids, mm.
pub(crate) const GRID_GAP: f32 = 7.0;
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
pub(crate) const SYMBOL_TWO_DIGITS: f32 = 0.6;
/// Letters' size on larger grids, as a share of the cell.
pub(crate) const SYMBOL_LETTERS: f32 = 0.6;
/// The height of a digit's ink, a share of the font size.
pub(crate) const DIGIT_INK: f32 = 0.7;
/// The widest a symbol may print, as a share of the cell.
pub(crate) const SYMBOL_MAX_WIDTH: f32 = 0.85;

/// Sizes that change with large print.
pub(crate) struct Style {
    /// The title, pt.
    pub(crate) title: f32,
    /// Other text (name line, instruction, footer), pt.
    pub(crate) text: f32,
    /// A puzzle caption over a grid of [`CAPTION_AT`], pt (the book's
    /// worked examples).
    pub(crate) caption: f32,
    /// Smallest puzzle cell, mm.
    pub(crate) floor: f32,
    /// A puzzle's slot.
    pub(crate) puzzle: Slot,
    /// An answer key's slot.
    pub(crate) key: Slot,
    /// The key cell the default number of keys a page keeps at least, mm.
    pub(crate) key_cell: f32,
    /// Smallest answer-key cell, mm.
    pub(crate) key_floor: f32,
    /// Grey of the symbols filled in on answer keys.
    pub(crate) key_grey: f32,
}

/// The grid side, mm, at which a caption has its style's size.
pub(crate) const CAPTION_AT: f32 = 90.0;

impl Style {
    /// The style of the options: normal or large print.
    pub(crate) fn of(opts: &SheetOptions) -> Style {
        Style::new(opts.large_print)
    }

    /// Large print's style, or with `large` false normal print's.
    pub(crate) fn new(large: bool) -> Style {
        let (title, text, caption, key_caption) = match large {
            true => (24.0, 14.0, 14.0, 9.0),
            false => (18.0, 10.0, 9.0, 7.0),
        };
        let gap = GRID_GAP;
        Style {
            title,
            text,
            caption,
            floor: if large { LARGE_CELL_FLOOR } else { CELL_FLOOR },
            puzzle: Slot {
                caption: Scaled {
                    at: caption / CAPTION_AT,
                    // Large print's captions as small as normal print's
                    // largest: its room goes to the grids.
                    min: if large { caption - 3.0 } else { caption - 1.0 },
                    max: caption + 5.0,
                },
                gap,
                max_cell: f32::INFINITY,
            },
            key: Slot {
                // Keys' captions have their size at a grid of 40 mm.
                caption: Scaled {
                    at: key_caption / 40.0,
                    min: key_caption - 1.0,
                    max: key_caption + 2.0,
                },
                gap: gap * KEY_GAP,
                max_cell: if large {
                    LARGE_KEY_MAX_CELL
                } else {
                    KEY_MAX_CELL
                },
            },
            key_cell: if large {
                LARGE_KEY_CELL_FLOOR
            } else {
                KEY_CELL_DEFAULT
            },
            key_floor: if large {
                LARGE_KEY_CELL_FLOOR
            } else {
                KEY_CELL_FLOOR
            },
            key_grey: if large { LARGE_KEY_GREY } else { KEY_GREY },
        }
    }
}

/// A caption's size that grows with its grid, within bounds: `at` pt a mm
/// of grid side, from `min` to `max` pt.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scaled {
    pub(crate) at: f32,
    pub(crate) min: f32,
    pub(crate) max: f32,
}

impl Scaled {
    /// The size, pt, over a grid of `side` mm.
    pub(crate) fn of(&self, side: f32) -> f32 {
        (side * self.at).clamp(self.min, self.max)
    }
}

/// What a grid's slot on a page takes: a caption above, a gap to the next
/// slot, a largest cell. Puzzles and answer keys each have one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    /// Caption size, by the grid's side.
    pub(crate) caption: Scaled,
    /// Gap between slots, mm.
    pub(crate) gap: f32,
    /// Largest cell, mm.
    pub(crate) max_cell: f32,
}

impl Slot {
    /// The room, mm, a caption takes above a grid of `side` mm.
    pub(crate) fn room(&self, side: f32) -> f32 {
        caption_room(self.caption.of(side))
    }

    /// The largest grid side, mm, whose caption and grid stand in
    /// `height` mm.
    pub(crate) fn side_for_height(&self, height: f32) -> f32 {
        let k = MM_PER_PT * CAPTION_ROOM;
        let Scaled { at, min, max } = self.caption;
        // side + k * clamp(side * at, min, max) = height, piece by piece.
        let low = height - k * min;
        let high = height - k * max;
        let side = if low * at <= min {
            low
        } else if high * at >= max {
            high
        } else {
            height / (1.0 + k * at)
        };
        side.max(0.0)
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
        // Large print: one or two a page, as large-print books set them.
        (true, ..=9) => 2,
        (true, _) => 1,
    }
}
