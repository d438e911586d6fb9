//! The font every sheet is set in, Atkinson Hyperlegible (Regular and Bold,
//! OFL-1.1, `fonts/`), and what [`crate::sheet`] and [`crate::pdf`] need to
//! know of it: which characters it can draw, how wide a text is and where
//! its ink lies. Read with `ttf-parser` only, so that the sheet module stays
//! free of PDF types.
//!
//! ```
//! use sudoku_press::fonts::Font;
//!
//! assert!(Font::Regular.covers('é'));
//! assert_eq!(Font::Bold.missing("Жук"), Some('Ж'));
//! ```

use crate::sheet::MM_PER_PT;
use std::sync::OnceLock;
use ttf_parser::Face;

/// Atkinson Hyperlegible Regular, as embedded in every PDF.
pub const REGULAR_TTF: &[u8] = include_bytes!("../fonts/AtkinsonHyperlegible-Regular.ttf");
/// Atkinson Hyperlegible Bold, as embedded in every PDF.
pub const BOLD_TTF: &[u8] = include_bytes!("../fonts/AtkinsonHyperlegible-Bold.ttf");

/// What the font covers, in words, for messages that refuse a character.
pub const COVERAGE: &str = "Latin letters with the accents of Western and Central European \
                              languages, digits and common punctuation";

/// One weight of the sheet font.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    /// Atkinson Hyperlegible Regular: captions, footers, the name line.
    Regular,
    /// Atkinson Hyperlegible Bold: titles and clues.
    Bold,
}

/// The parsed faces, parsed once on first use.
static FACES: OnceLock<[Face<'static>; 2]> = OnceLock::new();

impl Font {
    /// The bold weight when `bold`, else the regular.
    pub fn weight(bold: bool) -> Font {
        if bold { Font::Bold } else { Font::Regular }
    }

    /// The TrueType file of this weight.
    pub fn ttf(self) -> &'static [u8] {
        match self {
            Font::Regular => REGULAR_TTF,
            Font::Bold => BOLD_TTF,
        }
    }

    fn face(self) -> &'static Face<'static> {
        let faces = FACES.get_or_init(|| {
            // Both files are part of the binary, and a unit test parses
            // them: failing here is a bug, not an input.
            let parse = |ttf| Face::parse(ttf, 0).expect("the embedded font parses");
            [parse(REGULAR_TTF), parse(BOLD_TTF)]
        });
        &faces[usize::from(self == Font::Bold)]
    }

    /// Font units per em.
    fn per_em(self) -> f32 {
        f32::from(self.face().units_per_em())
    }

    /// Whether the font draws `ch`. Control characters are not drawn,
    /// whatever the font maps them to (Atkinson maps a carriage return to
    /// an empty glyph).
    pub fn covers(self, ch: char) -> bool {
        !ch.is_control() && self.face().glyph_index(ch).is_some_and(|g| g.0 != 0)
    }

    /// The first character of `text` the font cannot draw, if any.
    pub fn missing(self, text: &str) -> Option<char> {
        text.chars().find(|&c| !self.covers(c))
    }

    /// Advance width of `text` set at `size` pt, in mm.
    pub fn width(self, text: &str, size: f32) -> f32 {
        let face = self.face();
        let per_em = self.per_em();
        let units: f32 = text
            .chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .map_or(per_em / 2.0, f32::from)
            })
            .sum();
        units / per_em * size * MM_PER_PT
    }

    /// Height of the capitals (and digits) at `size` pt, in mm.
    pub fn cap_height(self, size: f32) -> f32 {
        let per_em = self.per_em();
        let units = self.face().capital_height().map_or(per_em * 0.7, f32::from);
        units / per_em * size * MM_PER_PT
    }

    /// Ink box of `text` set at the origin at `size` pt: (x0, y0, x1, y1)
    /// in mm; all zero for text without ink.
    pub fn ink(self, text: &str, size: f32) -> (f32, f32, f32, f32) {
        let face = self.face();
        let scale = size * MM_PER_PT / self.per_em();
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        let mut pen = 0.0;
        for c in text.chars() {
            let Some(g) = face.glyph_index(c) else {
                continue;
            };
            if let Some(b) = face.glyph_bounding_box(g) {
                x0 = x0.min(pen + f32::from(b.x_min));
                x1 = x1.max(pen + f32::from(b.x_max));
                y0 = y0.min(f32::from(b.y_min));
                y1 = y1.max(f32::from(b.y_max));
            }
            pen += face.glyph_hor_advance(g).map_or(0.0, f32::from);
        }
        if x0 > x1 {
            return (0.0, 0.0, 0.0, 0.0);
        }
        (x0 * scale, y0 * scale, x1 * scale, y1 * scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_weights_parse_and_cover_what_the_sheets_print() {
        for font in [Font::Regular, Font::Bold] {
            assert!(font.per_em() > 0.0);
            let printed = "0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz \
                           #·-:,.()_ Ääéñøß";
            assert_eq!(font.missing(printed), None, "{font:?}");
            for ch in ['Ж', 'α', '한', '😀', '\n', '\r', '\u{0}'] {
                assert!(!font.covers(ch), "{font:?} {ch:?}");
            }
        }
    }

    #[test]
    fn wider_text_is_wider_and_ink_lies_inside_the_advance() {
        let f = Font::Regular;
        assert!(f.width("WW", 10.0) > f.width("W", 10.0));
        assert!((f.width("Sudoku", 20.0) - 2.0 * f.width("Sudoku", 10.0)).abs() < 1e-4);
        let (x0, y0, x1, y1) = f.ink("8", 10.0);
        assert!(0.0 <= x0 && x0 < x1 && x1 <= f.width("8", 10.0));
        assert!(y0 < y1 && y1 <= f.cap_height(10.0) * 1.1);
        assert_eq!(f.ink(" ", 10.0), (0.0, 0.0, 0.0, 0.0));
    }
}
