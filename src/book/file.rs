//! A book file: the TOML a book is described in, read with its positions,
//! so that every refusal names the line and column it is about.

use super::*;
use serde::Deserialize;
use serde::de::{self, Deserializer};
use std::ops::Range;
use std::str::FromStr;
use toml::Spanned;

/// A value read from its text with [`FromStr`] (a level, a box, a trim),
/// so that a bad one is refused where it stands in the file.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Parsed<T>(pub T);

impl<'de, T: FromStr> Deserialize<'de> for Parsed<T>
where
    T::Err: fmt::Display,
{
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map(Parsed).map_err(de::Error::custom)
    }
}

/// A length: a number of millimetres, or a text with a unit (`0.5in`,
/// `12mm`, `1.2cm`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Length(pub f32);

impl<'de> Deserialize<'de> for Length {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(f64),
            Text(String),
        }
        let bad = |what: &str| {
            de::Error::custom(format!(
                "'{what}' is not a margin; expected 0 to 100 mm, as a number of mm (12) or with \
                 a unit (12mm, 1.2cm, 0.5in)"
            ))
        };
        let mm = match Raw::deserialize(d)? {
            Raw::Number(n) => n as f32,
            Raw::Text(t) => {
                let s = t.trim().to_ascii_lowercase();
                let (number, unit) = [("mm", 1.0), ("cm", 10.0), ("in", sheet::MM_PER_INCH)]
                    .into_iter()
                    .find_map(|(suffix, unit)| s.strip_suffix(suffix).map(|n| (n, unit)))
                    .ok_or_else(|| bad(&t))?;
                number.trim().parse::<f32>().map_err(|_| bad(&t))? * unit
            }
        };
        if !(0.0..=100.0).contains(&mm) {
            return Err(bad(&format!("{mm} mm")));
        }
        Ok(Length(mm))
    }
}

/// The most puzzles a section holds.
pub const MAX_COUNT: u64 = 10_000;

/// A section's count: 1 to [`MAX_COUNT`].
fn count<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let n = i64::deserialize(d)?;
    u64::try_from(n)
        .ok()
        .filter(|n| (1..=MAX_COUNT).contains(n))
        .ok_or_else(|| {
            de::Error::custom(format!(
                "count {n}: a section holds 1 to {MAX_COUNT} puzzles"
            ))
        })
}

/// A section's puzzles a page: 1 to 30.
fn per_page<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Spanned<usize>>, D::Error> {
    let n = Spanned::<i64>::deserialize(d)?;
    let span = n.span();
    match usize::try_from(*n.get_ref()) {
        Ok(k) if (1..=30).contains(&k) => Ok(Some(Spanned::new(span, k))),
        _ => Err(de::Error::custom(format!(
            "per_page {}: 1 to 30 puzzles a page",
            n.get_ref()
        ))),
    }
}

/// A seed: 0 to 2^63 - 1 (TOML's integers).
fn seed<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    let n = i64::deserialize(d)?;
    u64::try_from(n)
        .map(Some)
        .map_err(|_| de::Error::custom(format!("seed {n}: a seed is 0 or more")))
}

/// `pad_to`: 2 or 4.
fn pad_to<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    match i64::deserialize(d)? {
        2 => Ok(2),
        4 => Ok(4),
        n => Err(de::Error::custom(format!(
            "pad_to {n}: the page count is padded to a multiple of 2 or 4"
        ))),
    }
}

fn two() -> usize {
    2
}

/// The book file as written, with the positions of what later checks may
/// refuse.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct BookSpec {
    /// The title, on the title page and in the document's information.
    pub title: Spanned<String>,
    /// A line under the title.
    pub subtitle: Option<Spanned<String>>,
    /// The author.
    pub author: Option<Spanned<String>>,
    /// The seed of the puzzles.
    #[serde(default, deserialize_with = "seed")]
    pub seed: Option<u64>,
    /// The trim size.
    pub trim: Option<Parsed<PageSize>>,
    /// The margins.
    #[serde(default)]
    pub margins: MarginSpec,
    /// A font file for the texts, relative to the book file.
    pub font: Option<Spanned<String>>,
    /// A bold font file for titles and headings, relative to the book
    /// file.
    pub font_bold: Option<Spanned<String>>,
    /// The symbols in the grids set in `font` too.
    pub font_symbols: Option<Spanned<bool>>,
    /// The page count is padded to a multiple of this: 2 or 4.
    #[serde(default = "two", deserialize_with = "pad_to")]
    pub pad_to: usize,
    /// The language of the printed words (`texts` overrides any).
    pub lang: Option<Spanned<Parsed<Lang>>>,
    /// The words printed in the book.
    #[serde(default)]
    pub texts: TextSpec,
    /// The paper: white, cream or colour.
    pub paper: Option<Parsed<Stock>>,
    /// The binding: paperback or hardcover.
    pub binding: Option<Parsed<Binding>>,
    /// The text on the back of the cover.
    pub back: Option<Spanned<String>>,
    /// A PNG or JPEG file for the front of the cover, relative to the book
    /// file.
    pub picture: Option<Spanned<String>>,
    /// Whether `book` makes the cover too.
    pub cover: Option<bool>,
    /// How the book is printed: on-demand (checked as services check) or
    /// home.
    pub printing: Option<Parsed<Printing>>,
    /// The whole book in large print.
    pub large_print: Option<bool>,
    /// The regions of its jigsaw sections tinted.
    pub tint: Option<Spanned<bool>>,
    /// The date of the PDF files, such as 2026-11-29.
    pub date: Option<Spanned<toml::value::Datetime>>,
    /// The sections, in order.
    #[serde(default, rename = "section")]
    pub sections: Vec<Spanned<SectionSpec>>,
    /// Pages of the book's own text, at the front or the back.
    #[serde(default, rename = "page")]
    pub pages: Vec<Spanned<PageSpec>>,
}

/// One `[[page]]`: a page of the book's own text.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct PageSpec {
    /// What it is: text (the default), copyright, introduction, notes or
    /// more_books.
    pub kind: Option<Parsed<PageKind>>,
    /// Its heading (by default its kind's, in the book's language).
    pub title: Option<Spanned<String>>,
    /// Its text.
    pub text: Option<Spanned<String>>,
    /// Where it goes: front (before the contents) or back (after the
    /// solutions).
    pub at: Option<Parsed<PagePlace>>,
}

/// What a `[[page]]` is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    /// A heading and text.
    Text,
    /// The copyright notice: on the back of the title page, above the
    /// imprint.
    Copyright,
    /// An introduction.
    Introduction,
    /// A page ruled for notes.
    Notes,
    /// The author's other books.
    MoreBooks,
}

impl FromStr for PageKind {
    type Err = String;
    fn from_str(s: &str) -> Result<PageKind, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(PageKind::Text),
            "copyright" => Ok(PageKind::Copyright),
            "introduction" => Ok(PageKind::Introduction),
            "notes" => Ok(PageKind::Notes),
            "more_books" | "more-books" => Ok(PageKind::MoreBooks),
            _ => Err(format!(
                "unknown page kind '{s}'; expected text, copyright, introduction, notes or \
                 more_books"
            )),
        }
    }
}

/// Where a `[[page]]` goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PagePlace {
    /// Before the contents.
    Front,
    /// After the solutions.
    Back,
}

impl FromStr for PagePlace {
    type Err = String;
    fn from_str(s: &str) -> Result<PagePlace, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "front" => Ok(PagePlace::Front),
            "back" => Ok(PagePlace::Back),
            _ => Err(format!("unknown place '{s}'; expected front or back")),
        }
    }
}

/// `[margins]`.
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct MarginSpec {
    /// The inside margin (the gutter); by default by the page count.
    pub inside: Option<Length>,
    /// The outside margin.
    pub outside: Option<Length>,
    /// The top margin.
    pub top: Option<Length>,
    /// The bottom margin.
    pub bottom: Option<Length>,
}

/// One `[[section]]`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct SectionSpec {
    /// Its heading.
    pub title: Option<Spanned<String>>,
    /// Its box, such as `3x3`.
    #[serde(rename = "box")]
    pub boxes: Option<Parsed<Shape>>,
    /// Its grid side, for the conventional box (9 for 3x3; a jigsaw's or a futoshiki's
    /// side alone).
    pub size: Option<Spanned<i64>>,
    /// Its variant, as `--variant` names it.
    pub variant: Option<Spanned<Parsed<Variant>>>,
    /// Its level.
    pub level: Option<Spanned<Parsed<Level>>>,
    /// How many puzzles.
    #[serde(deserialize_with = "count")]
    pub count: u64,
    /// Puzzles a page.
    #[serde(default, deserialize_with = "per_page")]
    pub per_page: Option<Spanned<usize>>,
    /// How symbols are printed.
    pub symbols: Option<Parsed<SymbolsName>>,
    /// In large print.
    pub large_print: Option<bool>,
    /// A page ruled for notes after the section.
    pub notes: Option<bool>,
    /// Its jigsaws' regions tinted.
    pub tint: Option<Spanned<bool>>,
}

/// `symbols = "digits" | "letters" | "shapes"`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SymbolsName(pub Symbols);

impl FromStr for SymbolsName {
    type Err = String;
    fn from_str(s: &str) -> Result<SymbolsName, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "digits" => Ok(SymbolsName(Symbols::Digits)),
            "letters" => Ok(SymbolsName(Symbols::Letters)),
            "shapes" => Ok(SymbolsName(Symbols::Shapes)),
            _ => Err(format!(
                "unknown symbols '{s}'; expected digits, letters or shapes"
            )),
        }
    }
}

/// Why a book file is refused: what, and where in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct BookError {
    /// Line and column (from 1), when the error is about a place.
    pub at: Option<(usize, usize)>,
    /// What is wrong, and what was expected.
    pub message: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((line, column)) => write!(f, "{line}:{column}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for BookError {}

/// A book file read: its text and what it says.
#[derive(Debug)]
pub struct BookFile {
    text: String,
    /// What the file says, with positions.
    pub spec: BookSpec,
}

/// The longest book file, in bytes: a book of many sections with long texts
/// takes a few KiB.
pub const MAX_BOOK_BYTES: usize = 1 << 20;

impl BookFile {
    /// Reads a book file's bytes: [`BookFile::parse`] of their text, and
    /// bytes that are not UTF-8 refused at the line and column of the first
    /// bad one.
    pub fn from_bytes(bytes: &[u8]) -> Result<BookFile, BookError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => BookFile::parse(text),
            Err(e) => {
                let valid = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
                Err(BookError {
                    at: Some(locate(valid, valid.len())),
                    message: "not UTF-8 text; a book file is TOML in UTF-8".to_string(),
                })
            }
        }
    }

    /// Reads a book file's text. Refuses a text over [`MAX_BOOK_BYTES`],
    /// bad TOML, unknown keys and bad values with the line and column.
    pub fn parse(text: &str) -> Result<BookFile, BookError> {
        if text.len() > MAX_BOOK_BYTES {
            return Err(BookError {
                at: None,
                message: format!(
                    "larger than {} MiB, which no book file is",
                    MAX_BOOK_BYTES >> 20
                ),
            });
        }
        let spec: BookSpec = toml::from_str(text).map_err(|e| BookError {
            at: e.span().map(|s| locate(text, s.start)),
            message: e.message().trim().to_string(),
        })?;
        Ok(BookFile {
            text: text.to_string(),
            spec,
        })
    }

    /// An error about the text at `span`.
    pub fn error(&self, span: Range<usize>, message: impl Into<String>) -> BookError {
        BookError {
            at: Some(locate(&self.text, span.start)),
            message: message.into(),
        }
    }

    /// The language of the book's words: `lang`, else English.
    pub fn lang(&self) -> Lang {
        self.spec.lang.as_ref().map_or(Lang::En, |l| l.get_ref().0)
    }

    /// Every text the book prints besides its puzzles' symbols: title,
    /// subtitle, author, section titles, its texts (given, or its
    /// language's) and the sheets' words of its language; for finding a
    /// font that draws them all.
    pub fn printed_text(&self) -> String {
        let spec = &self.spec;
        let lang = self.lang();
        let mut all: Vec<String> = vec![spec.title.get_ref().clone()];
        for text in [&spec.subtitle, &spec.author].into_iter().flatten() {
            all.push(text.get_ref().clone());
        }
        for section in &spec.sections {
            all.extend(
                section
                    .get_ref()
                    .title
                    .as_ref()
                    .map(|t| t.get_ref().clone()),
            );
        }
        let defaults = Texts::of(lang);
        for (k, kind) in TEXTS.iter().enumerate() {
            let given = spec.texts.given(kind.key).map(|t| t.get_ref().clone());
            all.push(given.unwrap_or_else(|| defaults.0[k].clone()));
        }
        let words = sheet::SheetOptions {
            lang,
            title: None,
            ..sheet::SheetOptions::default()
        };
        all.extend(sheet::printed_texts(&words).into_iter().map(|(_, t, _)| t));
        all.extend(lang.words().kinds.iter().map(|k| k.to_string()));
        all.join(" ")
    }

    /// The bold font file named, and where, if any.
    pub fn font_bold_path(&self) -> Option<(&str, Range<usize>)> {
        self.spec
            .font_bold
            .as_ref()
            .map(|f| (f.get_ref().as_str(), f.span()))
    }

    /// The cover's picture file it names, as written, and where.
    pub fn picture_path(&self) -> Option<(&str, Range<usize>)> {
        self.spec
            .picture
            .as_ref()
            .map(|f| (f.get_ref().as_str(), f.span()))
    }

    /// The font file named, and where, if any.
    pub fn font_path(&self) -> Option<(&str, Range<usize>)> {
        self.spec
            .font
            .as_ref()
            .map(|f| (f.get_ref().as_str(), f.span()))
    }
}

/// The seconds from 1970 to the start of the day of `date` (UTC), when it
/// names a day from 1970 on.
fn unix_day(date: &toml::value::Datetime) -> Option<i64> {
    let d = date.date?;
    let (y, m, day) = (i64::from(d.year), i64::from(d.month), i64::from(d.day));
    // Days from 1970-01-01 (the civil calendar's days from its era).
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let of_era = y - era * 400;
    let of_year = (153 * ((m + 9) % 12) + 2) / 5 + day - 1;
    let of_cycle = of_era * 365 + of_era / 4 - of_era / 100 + of_year;
    let days = era * 146_097 + of_cycle - 719_468;
    (days >= 0).then_some(days * 86_400)
}

/// The texts of a book file that may hold line breaks: running text, set
/// line by line.
const MULTI_LINE: [&str; 4] = ["texts.rules", "texts.imprint", "texts.names", "back"];

/// Line and column (from 1, in characters) of byte `offset` in `text`.
fn locate(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

impl BookFile {
    /// The book the file describes, its texts set in `font` (`None` for the
    /// built-in one) and its puzzles made from its seed or else `seed`.
    /// Refuses, with the line and column: no section, a section without a
    /// box or with two, a level its shape does not reach, shape symbols on
    /// a grid over 9x9, more puzzles a page than fit the trim, a text with
    /// an unknown placeholder, and a character the font cannot draw.
    pub fn book(
        &self,
        font: Option<UserFont>,
        font_bold: Option<UserFont>,
        seed: u64,
    ) -> Result<Book, BookError> {
        let spec = &self.spec;
        // A collection's face of the book's language.
        let font = font.map(|f| f.for_lang(self.lang()));
        let font_bold = font_bold.map(|f| f.for_lang(self.lang()));
        let drawn = |what: &str, text: &Spanned<String>, bold: bool| -> Result<String, BookError> {
            let font = Font::text(font.as_ref(), font_bold.as_ref(), bold);
            if let Some(ch) = crate::fonts::needs_shaping(text.get_ref()) {
                return Err(self.error(
                    text.span(),
                    format!(
                        "{what}: {ch:?} (U+{:04X}) {}",
                        u32::from(ch),
                        crate::fonts::UNSHAPED
                    ),
                ));
            }
            // Running texts may break their lines; a title or heading is
            // one line.
            let lines = MULTI_LINE.contains(&what)
                || (what.starts_with("page ") && what.ends_with(" text"));
            if !lines && text.get_ref().contains(['\n', '\r']) {
                return Err(self.error(
                    text.span(),
                    format!(
                        "{what} is one line: take out its line break (running texts such as \
                         texts.imprint, texts.rules, back and the text of a [[page]] may have them)"
                    ),
                ));
            }
            let printed: String = text
                .get_ref()
                .chars()
                .filter(|c| *c != '\n' && *c != '\r')
                .collect();
            match font.missing(&printed) {
                Some(ch) => Err(self.error(
                    text.span(),
                    format!(
                        "{what}: the font {} cannot draw {ch:?} (U+{:04X}); set `font` to a font \
                         file that has it",
                        font.name(),
                        u32::from(ch)
                    ),
                )),
                None => Ok(text.get_ref().clone()),
            }
        };
        // Page numbers and the numbers in captions are set in it.
        if let (Some(user), Some(path)) = (&font, &spec.font)
            && let Some(ch) = Font::User(user.clone()).missing("0123456789")
        {
            return Err(self.error(
                path.span(),
                format!(
                    "the font {} cannot draw the digit {ch}; page numbers need it",
                    user.name()
                ),
            ));
        }
        if let Some(flag) = &spec.font_symbols
            && *flag.get_ref()
            && font.is_none()
        {
            return Err(self.error(
                flag.span(),
                "font_symbols sets the grids' symbols in `font`; set `font` too",
            ));
        }
        let title = drawn("title", &spec.title, true)?;
        let optional = |what: &str, text: &Option<Spanned<String>>| match text {
            Some(t) => drawn(what, t, false),
            None => Ok(String::new()),
        };
        let subtitle = optional("subtitle", &spec.subtitle)?;
        let author = optional("author", &spec.author)?;
        let back = optional("back", &spec.back)?;
        let lang = self.lang();
        let mut texts = Texts::of(lang);
        for (k, kind) in TEXTS.iter().enumerate() {
            let bold = matches!(kind.key, "contents" | "how_to_play" | "solutions");
            let Some(given) = spec.texts.given(kind.key) else {
                // The language's own text, checked as a given one is.
                let font = Font::text(font.as_ref(), font_bold.as_ref(), bold);
                if let Some(ch) = font.missing(&texts.0[k]) {
                    return Err(BookError {
                        at: spec
                            .lang
                            .as_ref()
                            .map(|l| locate(&self.text, l.span().start)),
                        message: format!(
                            "lang {lang}: the font {} cannot draw {ch:?} (U+{:04X}) of texts.{}; \
                             set `font` to a font file that has it",
                            font.name(),
                            u32::from(ch),
                            kind.key
                        ),
                    });
                }
                continue;
            };
            if let Some(bad) = unknown_placeholder(given.get_ref(), kind.placeholders) {
                let expected = match kind.placeholders {
                    [] => "it has none".to_string(),
                    names => format!("it may hold {}", names.join(" and ")),
                };
                return Err(self.error(
                    given.span(),
                    format!(
                        "texts.{}: unknown placeholder '{bad}'; {expected}",
                        kind.key
                    ),
                ));
            }
            texts.0[k] = drawn(&format!("texts.{}", kind.key), given, bold)?;
        }
        let margins = BookMargins {
            inside: spec.margins.inside.map(|l| l.0),
            outside: spec
                .margins
                .outside
                .map_or(BookMargins::default().outside, |l| l.0),
            top: spec.margins.top.map_or(BookMargins::default().top, |l| l.0),
            bottom: spec
                .margins
                .bottom
                .map_or(BookMargins::default().bottom, |l| l.0),
        };
        let mut book = Book {
            title,
            subtitle,
            author,
            seed: spec.seed.unwrap_or(seed),
            trim: spec.trim.map_or(PageSize::inches(6.0, 9.0), |t| t.0),
            margins,
            pad_to: spec.pad_to,
            font: font.clone(),
            font_bold: font_bold.clone(),
            font_symbols: spec.font_symbols.as_ref().is_some_and(|b| *b.get_ref()),
            texts,
            lang,
            sections: Vec::new(),
            stock: spec.paper.map_or(Stock::White, |p| p.0),
            binding: spec.binding.map_or(Binding::Paperback, |b| b.0),
            back,
            cover: spec.cover.unwrap_or(false),
            copyright: String::new(),
            front_pages: Vec::new(),
            back_pages: Vec::new(),
            printing: spec.printing.map_or(Printing::OnDemand, |p| p.0),
            large_print: spec.large_print.unwrap_or(false),
            picture: None,
            date: match &spec.date {
                Some(d) => Some(unix_day(d.get_ref()).ok_or_else(|| {
                    self.error(d.span(), "date: give a day, such as date = 2026-11-29")
                })?),
                None => None,
            },
        };
        for (k, page) in spec.pages.iter().enumerate() {
            let body = page.get_ref();
            let what = format!("page {}", k + 1);
            let kind = body.kind.map_or(PageKind::Text, |k| k.0);
            let title = match &body.title {
                Some(t) => drawn(&format!("{what} title"), t, true)?,
                None => book.texts.get(kind.key()).to_string(),
            };
            let text = match &body.text {
                Some(t) => drawn(&format!("{what} text"), t, false)?,
                None => String::new(),
            };
            if kind == PageKind::Text && title.is_empty() && text.is_empty() {
                return Err(self.error(
                    page.span(),
                    format!(
                        "{what}: give it a title or a text (or a kind, such as kind = \"notes\")"
                    ),
                ));
            }
            let free = FreePage { kind, title, text };
            match (kind, body.at.map(|a| a.0)) {
                (PageKind::Copyright, _) => book.copyright = free.text,
                (_, Some(PagePlace::Back)) => book.back_pages.push(free),
                (PageKind::MoreBooks | PageKind::Notes, None) => book.back_pages.push(free),
                _ => book.front_pages.push(free),
            }
        }
        if spec.sections.is_empty() {
            return Err(BookError {
                at: None,
                message: "the book has no [[section]]; add one with a box (or size), a level \
                          and a count"
                    .to_string(),
            });
        }
        for (k, s) in spec.sections.iter().enumerate() {
            let at = |span: Option<std::ops::Range<usize>>, message: String| {
                self.error(
                    span.unwrap_or(s.span()),
                    format!("section {}: {message}", k + 1),
                )
            };
            let body = s.get_ref();
            let variant = body
                .variant
                .as_ref()
                .map_or(Variant::CLASSIC, |v| v.get_ref().0);
            let shape = match (&body.boxes, &body.size) {
                (Some(b), None) => variant.shape_of(b.0),
                (None, Some(n)) if variant.sized_by_side() => usize::try_from(*n.get_ref())
                    .ok()
                    .and_then(|side| Shape::new(side, 1).ok())
                    .ok_or_else(|| {
                        at(
                            Some(n.span()),
                            format!("size {} is no grid side; give 4 to 16", n.get_ref()),
                        )
                    })?,
                (None, Some(n)) => usize::try_from(*n.get_ref())
                    .ok()
                    .and_then(|side| Shape::conventional(side).ok())
                    .ok_or_else(|| {
                        at(
                            Some(n.span()),
                            format!(
                                "size {} has no conventional box; give the box, such as \
                                 box = \"3x2\"",
                                n.get_ref()
                            ),
                        )
                    })?,
                (Some(_), Some(_)) => {
                    return Err(at(None, "give its box or its size, not both".to_string()));
                }
                (None, None) => {
                    return Err(at(
                        None,
                        "no box; give one, such as box = \"3x3\" (or size = 9)".to_string(),
                    ));
                }
            };
            let level = body.level.as_ref().map_or_else(
                || crate::carve::default_level_of(shape, variant),
                |l| l.get_ref().0,
            );
            let level_span = body.level.as_ref().map(|l| l.span());
            CarveOptions {
                level,
                variant,
                ..CarveOptions::default()
            }
            .check(shape)
            .map_err(|e| {
                at(
                    level_span
                        .clone()
                        .or(body.variant.as_ref().map(|v| v.span())),
                    e.to_string(),
                )
            })?;
            let symbols = body.symbols.map_or(Symbols::Digits, |s| s.0.0);
            if let (Some(user), true, Symbols::Letters) = (&font, book.font_symbols, symbols)
                && let Some(ch) = Font::User(user.clone()).missing("ABCDEFGHIJKLMNOPQRSTUVWXY")
            {
                return Err(self.error(
                    spec.font_symbols.as_ref().map_or(0..0, |b| b.span()),
                    format!(
                        "font_symbols: the font {} cannot draw the letter {ch} of section {}",
                        user.name(),
                        k + 1
                    ),
                ));
            }
            let title = match &body.title {
                Some(t) => drawn(&format!("section {} title", k + 1), t, true)?,
                // Its kind, size and level in the book's language:
                // "Killer Sudoku 9x9 · easy".
                None => format!(
                    "{} {n}x{n} · {}",
                    lang.title(variant),
                    lang.level(level),
                    n = shape.side()
                ),
            };
            let section = Section {
                title,
                shape,
                variant,
                level,
                count: body.count,
                per_page: body.per_page.as_ref().map(|p| *p.get_ref()),
                symbols,
                large_print: body.large_print.unwrap_or(book.large_print),
                notes: body.notes.unwrap_or(false),
                tint: match (&body.tint, &spec.tint) {
                    (Some(t), _) => *t.get_ref(),
                    (None, Some(t)) => *t.get_ref() && variant.takes_region_tint(),
                    (None, None) => false,
                },
            };
            if let Some(t) = &body.tint {
                sheet::check_tint(*t.get_ref(), [variant])
                    .map_err(|e| at(Some(t.span()), e.to_string()))?;
            }
            // Checked on a page of the least gutter; a longer book's wider
            // gutter is checked as it is set.
            let opts = page_options(&book, &section, gutter(0));
            sheet::check(shape, section.variant, &opts).map_err(|e| {
                at(
                    body.per_page.as_ref().map(|p| p.span()),
                    match e {
                        SheetError::MissingGlyph { ch, what, .. } => format!(
                            "the font {} cannot draw {ch:?} of the {what}",
                            opts.text_font(true).name()
                        ),
                        e => e.to_string(),
                    },
                )
            })?;
            book.sections.push(section);
        }
        if let Some(t) = &spec.tint {
            let variants = book.sections.iter().map(|s| s.variant);
            sheet::check_tint(*t.get_ref(), variants)
                .map_err(|e| self.error(t.span(), format!("tint: {e}")))?;
        }
        Ok(book)
    }
}
