//! Why a sheet cannot be laid out.

use super::*;

/// Why a sheet cannot be laid out.
#[derive(Clone, Debug, PartialEq)]
pub enum SheetError {
    /// Zero puzzles or keys a page.
    ZeroPerPage,
    /// Margins (and header) leave no room.
    NoRoom {
        /// The page, as given.
        page: String,
    },
    /// Cells would be too small to write in (or read, for keys).
    TooSmall {
        /// `puzzle` or `answer key`.
        what: &'static str,
        /// The grid side.
        side: usize,
        /// Grids a page asked for.
        per_page: usize,
        /// The cell size they would get, mm.
        cell: f32,
        /// The floor, mm.
        floor: f32,
        /// Most grids a page that keep the floor (0 if none).
        fits: usize,
    },
    /// Letters or shapes asked for a killer, whose sums need numbers.
    CagesNeedDigits,
    /// A region tint asked for puzzles none of which is a jigsaw that
    /// takes one ([`Variant::takes_region_tint`]).
    NoRegionsToTint {
        /// The variants there are.
        variants: Vec<Variant>,
    },
    /// Shape symbols asked for a grid over 9x9.
    TooManyShapes {
        /// The grid side.
        side: usize,
    },
    /// A text to print has a character the font cannot draw.
    MissingGlyph {
        /// The character.
        ch: char,
        /// What the text is: `title`, `caption` or `set code`.
        what: &'static str,
        /// The whole text.
        text: String,
        /// What the font covers, in words.
        coverage: String,
    },
    /// A text to print has a character of a script that needs shaping or
    /// runs right to left ([`crate::fonts::needs_shaping`]).
    Unshaped {
        /// The character.
        ch: char,
        /// What the text is.
        what: &'static str,
        /// The whole text.
        text: String,
    },
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SheetError::ZeroPerPage => f.write_str("0 grids a page: want at least 1"),
            SheetError::NoRoom { page } => {
                write!(f, "the margins leave no room on a {page} page")
            }
            SheetError::TooSmall {
                what,
                side,
                per_page,
                cell,
                floor,
                fits,
            } => {
                let s = if *per_page == 1 { "" } else { "s" };
                write!(
                    f,
                    "{per_page} {side}x{side} {what}{s} a page would get {cell:.1} mm cells, \
                     below the {floor} mm legibility floor; "
                )?;
                if *fits > 0 {
                    write!(f, "at most {fits} fit a page")
                } else {
                    f.write_str("use a bigger page, --landscape or smaller margins")
                }
            }
            SheetError::CagesNeedDigits => f.write_str(
                "a killer's cages add up numbers, so its symbols are digits; leave out --symbols",
            ),
            SheetError::NoRegionsToTint { variants } => {
                let names: Vec<String> = variants.iter().map(|v| v.name()).collect();
                // Jigsaws all, whose greys a tint would hide.
                let hidden: Option<Vec<String>> = (variants.iter())
                    .map(|&v| {
                        let what = v.greys().filter(|_| v.is_jigsaw())?;
                        Some(format!("a {}'s {what}", crate::lang::Lang::En.variant(v)))
                    })
                    .collect();
                match hidden {
                    Some(hidden) => write!(
                        f,
                        "a tint would hide {} among its regions; leave out the tint",
                        hidden.join(" and ")
                    ),
                    None => write!(
                        f,
                        "the region tint colours a jigsaw's regions, and {} puzzles have boxes; \
                         tint jigsaw puzzles",
                        names.join(" and ")
                    ),
                }
            }
            SheetError::TooManyShapes { side } => write!(
                f,
                "shape symbols are for grids up to 9x9, not {side}x{side}; use digits or letters"
            ),
            SheetError::MissingGlyph {
                ch,
                what,
                text,
                coverage,
            } => {
                write!(
                    f,
                    "the font has no glyph for {ch:?} (U+{:04X}) in the {what} {text:?}; \
                     use characters the font covers ({coverage}), or a font that has it \
                     (--font FILE.ttf)",
                    u32::from(*ch),
                )?;
                match crate::fonts::package_for(*ch) {
                    Some(package) => write!(f, ", such as Debian's {package}"),
                    None => Ok(()),
                }
            }
            SheetError::Unshaped { ch, what, text } => write!(
                f,
                "{ch:?} (U+{:04X}) in the {what} {text:?} {}",
                u32::from(*ch),
                crate::fonts::UNSHAPED
            ),
        }
    }
}

impl std::error::Error for SheetError {}
