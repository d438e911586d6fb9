//! How a sheet looks, as `generate`, `render` and the page ask it: the
//! sheet flags and their values, `--mix`, captions, and the library's
//! options they make.

use super::surroundings::{FileRead, Surroundings};
use crate::carve::default_level;
use crate::fonts::needs_stand_in;
use crate::lang::Lang;
use crate::layout::{Layout, Variant};
use crate::logic::Level;
use crate::shape::Shape;
use crate::sheet::{self, Answers, PageSize, SheetOptions, Symbols};
use anyhow::{Result, bail};
use std::path::PathBuf;

/// How a sheet looks (`generate` to PDF and `render`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct SheetArgs {
    /// Page size: a4, letter, legal, a5, b5, a print-on-demand trim (5x8,
    /// 5.5x8.5, 6x9, 7x10, 8x10, 8.25x11, 8.5x11: inches), or WxH in mm, cm
    /// or in, such as 200x250mm or 6x9in. Default: the system's paper
    /// (PAPERSIZE, else /etc/papersize or the Windows locale's), else a4.
    #[cfg_attr(feature = "cli", arg(long, value_parser = parse_page))]
    pub page: Option<PageSize>,
    /// Turn the page sideways.
    #[cfg_attr(feature = "cli", arg(long))]
    pub landscape: bool,
    /// Margin on every side, in mm.
    #[cfg_attr(feature = "cli", arg(long, value_name = "MM", default_value_t = 12.0, value_parser = parse_margin))]
    pub margin: f32,
    /// Puzzles a page. Default: 8 on a 4x4, 6 up to 9x9, 4 up to 12x12, 2 up to
    /// 16x16, 1 above (large print: 4 up to 6x6, 2 up to 9x9, else 1);
    /// fewer when the page is too small for that.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = parse_per_page))]
    pub per_page: Option<u64>,
    /// Answer keys a page, each as large as that many a page allows.
    /// Default: every key at one cell size, the smallest any grid size of
    /// the run needs (4 mm or more; large print 6 mm), as many a page as
    /// fit in full rows, growing together when they fit one page.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = parse_per_page))]
    pub answers_per_page: Option<u64>,
    /// Bigger cells, symbols and text.
    #[cfg_attr(feature = "cli", arg(long))]
    pub large_print: bool,
    /// Title at the top of each puzzle page. Default: "Sudoku" in the
    /// sheet's language.
    #[cfg_attr(feature = "cli", arg(long))]
    pub title: Option<String>,
    /// The language of the printed words (instructions, name line,
    /// captions, key titles, footers): en, cs, de, es, fr, it, ja, ko, nl,
    /// pl, pt, pt-BR or zh. Default: the environment's (LC_ALL, LC_MESSAGES,
    /// LANG; on Windows, else the locale's) when one of these, else en.
    /// Korean, Japanese and Chinese are set in a font of the system that
    /// draws them (or --font).
    #[cfg_attr(feature = "cli", arg(long, value_name = "CODE", value_parser = parse_lang))]
    pub lang: Option<Lang>,
    /// Add a `Name ____ Date ____` line under the title.
    #[cfg_attr(feature = "cli", arg(long))]
    pub name_line: bool,
    /// How symbols are printed: digits, letters, or (up to 9x9) shapes for
    /// children who do not read digits yet.
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value_t = SymbolArg::Digits))]
    pub symbols: SymbolArg,
    /// Print shapes each in their own colour (red circle, blue square,
    /// green triangle, purple diamond, ...); every colour still prints
    /// solid on a greyscale printer, where the shapes tell them apart.
    /// With --tint, the regions' tints are pale colours. Needs --symbols
    /// shapes or --tint.
    #[cfg_attr(feature = "cli", arg(long, alias = "colour"))]
    pub color: bool,
    /// Tint a jigsaw's regions in light greys (pale colours with --color),
    /// no two that touch alike, so that each region reads at a glance;
    /// the answer keys stay white. For jigsaw and jigsaw+killer puzzles.
    #[cfg_attr(feature = "cli", arg(long))]
    pub tint: bool,
    /// Where the answer keys go: at the end, in a separate NAME-answers.pdf,
    /// interleaved after each sheet, or none.
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value_t = AnswersArg::End))]
    pub answers: AnswersArg,
    /// What each caption shows after the number, size and level: nothing
    /// more, the score, or the puzzle id; or no caption at all over the
    /// puzzles (`none`: the keys keep their numbers).
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value_t = CaptionArg::Level))]
    pub caption: CaptionArg,
    /// Show each puzzle's level after its caption as rising bars, like a
    /// signal meter (no symbol set uses them): beginner one, easy two,
    /// medium three, hard four (expert five, master six).
    #[cfg_attr(feature = "cli", arg(long, visible_alias = "level-marks"))]
    pub stars: bool,
    /// An address where the sheet's puzzles can be played, printed after
    /// each page number (`Play it on screen: ADDRESS`): a sudoku-press page
    /// (`serve`), whose Play loads a puzzle by the footer's set code and its
    /// number.
    #[cfg_attr(feature = "cli", arg(long, value_name = "ADDRESS", value_parser = parse_play_url))]
    pub play_url: Option<String>,
    /// A TrueType or OpenType font file for the title, captions and
    /// footers, for a script the built-in font does not draw (Greek,
    /// Cyrillic, Korean, ...); symbols in cells keep the built-in digits.
    #[cfg_attr(feature = "cli", arg(long, value_name = "FILE.ttf"))]
    pub font: Option<PathBuf>,
    /// A bold TrueType or OpenType font for the titles, beside --font
    /// (without it titles are set in --font). Without either, text the
    /// built-in font cannot draw is set in a font of the system that can,
    /// and its bold when there is one.
    #[cfg_attr(feature = "cli", arg(long, value_name = "FILE.ttf"))]
    pub font_bold: Option<PathBuf>,
    /// Also write NAME.json beside the PDF: each puzzle, its solution,
    /// level, score and id.
    #[cfg_attr(feature = "cli", arg(long))]
    pub metadata: bool,
}

/// The sheet flags' defaults, those `generate` takes with none given
/// (a test holds them to the command line's).
impl Default for SheetArgs {
    fn default() -> SheetArgs {
        SheetArgs {
            page: None,
            landscape: false,
            margin: 12.0,
            per_page: None,
            answers_per_page: None,
            large_print: false,
            title: None,
            lang: None,
            name_line: false,
            symbols: SymbolArg::Digits,
            color: false,
            tint: false,
            answers: AnswersArg::End,
            caption: CaptionArg::Level,
            stars: false,
            play_url: None,
            font: None,
            font_bold: None,
            metadata: false,
        }
    }
}

/// `--symbols`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum SymbolArg {
    /// 1, 2, ... 25.
    Digits,
    /// A, B, ... Y.
    Letters,
    /// Circle, square, triangle, ... (grids up to 9x9).
    Shapes,
}

/// `--answers`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum AnswersArg {
    /// After all the puzzles.
    End,
    /// In NAME-answers.pdf.
    Separate,
    /// After each sheet.
    Interleave,
    /// No answer keys.
    None,
}

/// `--caption`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum CaptionArg {
    /// `#12 · 6x6 · easy`.
    Level,
    /// `#12 · 6x6 · easy · 2.3`.
    Score,
    /// `#12 · 6x6 · easy · g3-3x3-easy-rot180-42-11`.
    Id,
    /// No caption over the puzzles (their keys keep `#12`, to match them).
    None,
}

impl super::args::Choice for SymbolArg {
    const NAMES: &'static [(SymbolArg, &'static str)] = &[
        (SymbolArg::Digits, "digits"),
        (SymbolArg::Letters, "letters"),
        (SymbolArg::Shapes, "shapes"),
    ];
}

impl super::args::Choice for AnswersArg {
    const NAMES: &'static [(AnswersArg, &'static str)] = &[
        (AnswersArg::End, "end"),
        (AnswersArg::Separate, "separate"),
        (AnswersArg::Interleave, "interleave"),
        (AnswersArg::None, "none"),
    ];
}

impl super::args::Choice for CaptionArg {
    const NAMES: &'static [(CaptionArg, &'static str)] = &[
        (CaptionArg::Level, "level"),
        (CaptionArg::Score, "score"),
        (CaptionArg::Id, "id"),
        (CaptionArg::None, "none"),
    ];
}

/// `--per-page`, `--answers-per-page`: 1 to 200.
pub fn parse_per_page(s: &str) -> Result<u64, String> {
    super::args::whole(s, 1, 200)
}

/// `--page`: a paper, a trim or a size.
pub fn parse_page(s: &str) -> Result<PageSize, String> {
    s.parse()
}

/// An address to print: one word of at most 80 printable characters.
pub fn parse_play_url(s: &str) -> Result<String, String> {
    let s = s.trim();
    if s.is_empty()
        || s.chars().count() > 80
        || s.chars().any(|c| c.is_control() || c.is_whitespace())
    {
        return Err(format!(
            "'{s}' is not an address to print; expected one word of at most 80 characters, such as sudoku.school.example/play"
        ));
    }
    Ok(s.to_string())
}

/// A language's code (`cs`; `cz` gets a tip).
pub fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse()
}

/// The language of the environment, as the C library reads it: the first
/// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, when the table has
/// it; else English.
pub fn environment_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::from_locale(&v))
        .unwrap_or_default()
}

/// `--margin`: mm from 0 to 100.
pub fn parse_margin(s: &str) -> Result<f32, String> {
    match s.trim().parse::<f32>() {
        Ok(v) if (0.0..=100.0).contains(&v) => Ok(v),
        _ => Err(format!(
            "'{s}' is not a margin; expected mm from 0 to 100, such as 12"
        )),
    }
}

impl SheetArgs {
    /// The language of the printed words: `--lang`, else the
    /// environment's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(environment_lang)
    }

    /// The caption over puzzle `number` (`--caption`): none, or its
    /// number, size and level followed by its score or its `id` (each
    /// worked out only when asked for) as asked.
    pub fn caption(
        &self,
        number: usize,
        layout: &Layout,
        level: Level,
        score: impl FnOnce() -> f32,
        id: impl FnOnce() -> Option<String>,
        lang: Lang,
    ) -> String {
        let extra = match self.caption {
            CaptionArg::None => return String::new(),
            CaptionArg::Level => None,
            CaptionArg::Score => Some(lang.number(score(), 1)),
            CaptionArg::Id => id(),
        };
        sheet::caption(number, layout, level, extra, lang)
    }

    /// The page size, and when `--page` was not given the words that say
    /// which paper the sheet is on and why (`A4 paper (default)`).
    fn paper(&self, around: &dyn Surroundings) -> (PageSize, Option<String>) {
        match self.page {
            Some(page) => (page, None),
            None => {
                let paper = around.paper();
                (
                    paper.size,
                    Some(format!("{} paper ({})", paper.name, paper.from)),
                )
            }
        }
    }

    /// The level marks after the caption of a puzzle of `level`: none
    /// without `--stars`.
    pub fn stars(&self, level: Level) -> u8 {
        if self.stars {
            sheet::level_stars(level)
        } else {
            0
        }
    }

    /// The library's options, with the files they read (fonts, which no
    /// output may be) and a note of a font found where the sheet is made
    /// (`around`); refuses `--color` without shape symbols or a tint,
    /// which would print the same black digits as without it.
    pub fn options(&self, around: &dyn Surroundings) -> Result<Sheet> {
        if self.color && self.symbols != SymbolArg::Shapes && !self.tint {
            bail!(
                "--color colours shape symbols and region tints, and {} print in black; \
                 add --symbols shapes or --tint",
                match self.symbols {
                    SymbolArg::Letters => "letters",
                    _ => "digits",
                }
            );
        }
        let lang = self.lang();
        let (page, paper) = self.paper(around);
        let mut opts = SheetOptions {
            page,
            landscape: self.landscape,
            margins: sheet::Margins::even(self.margin),
            title: self.title.clone(),
            name_line: self.name_line,
            per_page: self.per_page.map(|n| n as usize),
            answers_per_page: self.answers_per_page.map(|n| n as usize),
            large_print: self.large_print,
            symbols: match self.symbols {
                SymbolArg::Digits => Symbols::Digits,
                SymbolArg::Letters => Symbols::Letters,
                SymbolArg::Shapes => Symbols::Shapes,
            },
            colour: self.color,
            tint: self.tint,
            answers: match self.answers {
                AnswersArg::End => Answers::End,
                AnswersArg::Separate => Answers::Separate,
                AnswersArg::Interleave => Answers::Interleave,
                AnswersArg::None => Answers::None,
            },
            set_code: None,
            play_url: self.play_url.clone(),
            font: self
                .font
                .as_deref()
                .map(|p| around.font_file(p))
                .transpose()?,
            font_bold: self
                .font_bold
                .as_deref()
                .map(|p| around.font_file(p))
                .transpose()?,
            font_symbols: false,
            lang,
        };
        let given = [(&self.font, "font"), (&self.font_bold, "bold font")];
        let mut files: Vec<FileRead> = given
            .iter()
            .filter_map(|&(p, what)| {
                Some(FileRead {
                    path: p.clone()?,
                    what,
                })
            })
            .collect();
        // Text the built-in font cannot draw (and that needs no shaping,
        // which no font here does), and no font given: a font of the
        // surroundings that can.
        let mut found = None;
        if opts.font.is_none() && opts.font_bold.is_none() {
            let printed: Vec<String> = sheet::printed_texts(&opts)
                .into_iter()
                .map(|(_, text, _)| text)
                .collect();
            let text = printed.join(" ");
            let stand_in = match needs_stand_in(&text) {
                true => around.stand_in(&text),
                false => None,
            };
            if let Some(stand_in) = stand_in {
                opts.font = Some(stand_in.font);
                opts.font_bold = stand_in.bold;
                files.extend(stand_in.files);
                found = Some(stand_in.note);
            }
        }
        // A collection's face of the language (Chinese in its own
        // letterforms, not Japanese ones).
        opts.font = opts.font.map(|f| f.for_lang(lang));
        opts.font_bold = opts.font_bold.map(|f| f.for_lang(lang));
        Ok(Sheet {
            opts,
            files,
            found,
            paper,
        })
    }
}

/// A sheet's options as the command line gives them.
pub struct Sheet {
    /// The library's options.
    pub opts: SheetOptions,
    /// The files they read (fonts), which no output may be.
    pub files: Vec<FileRead>,
    /// The note that says which font was found for the texts.
    pub found: Option<String>,
    /// Without `--page`, the words that say which paper the sheet is on
    /// and why (`A4 paper (default)`), for the status line.
    pub paper: Option<String>,
}

/// One section of `--mix`: shape, level and count.
#[derive(Clone, Debug, PartialEq)]
pub struct MixSection {
    /// Its grid.
    pub shape: Shape,
    /// The variant named, if any.
    pub variant: Option<Variant>,
    /// Its level.
    pub level: Level,
    /// Its puzzles.
    pub count: u64,
    /// Whether the shape was written as a box (`4x4`), not a size (`4`).
    pub as_box: bool,
    /// For a size that no conventional box makes (5, 7) and no variant
    /// named: why it needs a jigsaw. `shape` is then the side's, which a
    /// jigsaw run (`--variant jigsaw`) takes; another run refuses it.
    pub needs_jigsaw: Option<String>,
}

/// The note for a box written `4x4` (a 16x16 grid) where a small grid may
/// have been meant; `how` is how to ask for the small one.
pub fn box_note(shape: Shape, how: &str) -> Option<String> {
    shape.may_mean_a_small_grid().then(|| {
        let (n, w) = (shape.side(), shape.box_width());
        format!("note: the box {shape} makes {n}x{n} grids; for {w}x{w} grids, {how}")
    })
}

/// The sections of `--mix`, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Mix(pub Vec<MixSection>);

/// Parses `--mix 2x2:beginner:4,3x2:easy:4,3x3:medium:4`.
pub fn parse_mix(s: &str) -> Result<Mix, String> {
    let mut sections = Vec::new();
    for (i, part) in s.split(',').enumerate() {
        let bad = |why: String| {
            format!(
                "--mix section {} '{part}': {why}; expected SIZE:LEVEL:COUNT such as 6:easy:4, or \
                 BOX:LEVEL:COUNT such as 2x3:easy:4 (or without LEVEL for the grid's default level), \
                 with a variant after the size if any: 9:jigsaw:medium:4",
                i + 1
            )
        };
        let fields: Vec<&str> = part.trim().split(':').collect();
        let (shape, variant, level, count) = match fields[..] {
            [shape, variant, level, count] => (shape, Some(variant), Some(level), count),
            [shape, word, count] if word.parse::<Variant>().is_ok() => {
                (shape, Some(word), None, count)
            }
            [shape, level, count] => (shape, None, Some(level), count),
            [shape, count] => (shape, None, None, count),
            _ => return Err(bad("wrong number of fields".to_string())),
        };
        let variant: Option<Variant> = match variant {
            Some(v) => Some(v.parse().map_err(|e: String| bad(e))?),
            None => None,
        };
        let as_box = shape.contains(['x', 'X', '*']);
        let mut needs_jigsaw = None;
        let shape = match (
            shape.trim().parse::<usize>(),
            Shape::from_size_or_box(shape),
        ) {
            // A jigsaw and a futoshiki take any side.
            (Ok(n), _) if variant.is_some_and(Variant::sized_by_side) => {
                Shape::new(n, 1).map_err(|e| bad(format!("{e}")))?
            }
            (_, Ok(shape)) => shape,
            // A side with no box may be a jigsaw's, which the run's
            // `--variant` tells once all is parsed.
            (Ok(n), Err(e)) if variant.is_none() && Shape::new(n, 1).is_ok() => {
                needs_jigsaw = Some(bad(format!("{e}")));
                Shape::new(n, 1).map_err(|e| bad(format!("{e}")))?
            }
            (_, Err(e)) => return Err(bad(format!("{e}"))),
        };
        let level: Level = match level {
            Some(level) => level.parse().map_err(|e: String| bad(e))?,
            None => default_level(shape),
        };
        let count: u64 = count
            .trim()
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| bad(format!("'{count}' is not a count of 1 or more")))?;
        sections.push(MixSection {
            shape,
            variant,
            level,
            count,
            as_box,
            needs_jigsaw,
        });
    }
    Ok(Mix(sections))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mix_parses_and_names_the_bad_section() {
        let mix = parse_mix("2x2:beginner:4,3x2:easy:4").unwrap().0;
        assert_eq!(mix.len(), 2);
        assert_eq!(mix[1].count, 4);
        // Sizes beside boxes: the conventional box of that size.
        let mix = parse_mix("4:easy:4,6:2,2x3:easy:1,9:hard:2").unwrap().0;
        let shapes: Vec<String> = mix.iter().map(|m| m.shape.to_string()).collect();
        assert_eq!(shapes, ["2x2", "3x2", "2x3", "3x3"]);
        assert_eq!(
            mix.iter().map(|m| m.as_box).collect::<Vec<_>>(),
            [false, false, true, false]
        );
        // A size no box makes waits for the run's variant to say jigsaw.
        let mix = parse_mix("7:easy:1").unwrap().0;
        let why = mix[0].needs_jigsaw.as_deref().unwrap();
        assert!(why.contains("size 7 has no conventional box"), "{why}");
        assert_eq!(mix[0].shape, Shape::new(7, 1).unwrap());
        assert!(
            parse_mix("7:jigsaw:easy:1").unwrap().0[0]
                .needs_jigsaw
                .is_none()
        );
        let err = parse_mix("7:x:easy:1").unwrap_err();
        assert!(err.contains("size 7 has no conventional box"), "{err}");
        let err = parse_mix("9x9:easy:1").unwrap_err();
        assert!(err.contains("(a 9x9 grid has 3x3 boxes)"), "{err}");
        let err = parse_mix("2x2:beginner:4,3x2:easy").unwrap_err();
        assert!(err.starts_with("--mix section 2 '3x2:easy'"), "{err}");
        assert!(parse_mix("2x2:beginner:0").is_err());
    }
}
