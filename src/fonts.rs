//! The fonts text is set in: Atkinson Hyperlegible (Regular and Bold,
//! OFL-1.1, `fonts/`), built in, for every sheet and every symbol in a
//! cell; and a font file the user gives (TrueType or OpenType) for titles,
//! headings and captions in scripts Atkinson does not cover. What
//! [`crate::sheet`] and [`crate::pdf`] need to know of a font: which
//! characters it can draw, how wide a text is and where its ink lies. Read
//! with `ttf-parser` only, so that the sheet module stays free of PDF types.
//!
//! ```
//! use sudoku_press::fonts::Font;
//!
//! assert!(Font::Regular.covers('é'));
//! assert_eq!(Font::Bold.missing("Жук"), Some('Ж'));
//! ```

use crate::geometry::Bounds;
use crate::lang::Lang;
use crate::sheet::MM_PER_PT;
use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};
use ttf_parser::Face;

/// Atkinson Hyperlegible Regular, as embedded in every PDF.
pub const REGULAR_TTF: &[u8] = include_bytes!("../fonts/AtkinsonHyperlegible-Regular.ttf");
/// Atkinson Hyperlegible Bold, as embedded in every PDF.
pub const BOLD_TTF: &[u8] = include_bytes!("../fonts/AtkinsonHyperlegible-Bold.ttf");

/// What the built-in font covers, in words, for messages that refuse a
/// character.
pub const COVERAGE: &str = "Latin letters with the accents of Western and Central European \
                              languages, digits and common punctuation";

/// The largest font file read, in bytes: room for the largest CJK faces
/// (Noto Sans CJK, about 20 MiB a weight) and collections of them.
pub const MAX_FONT_BYTES: usize = 128 << 20;

/// A font text is set in.
#[derive(Clone, Debug, PartialEq)]
pub enum Font {
    /// Atkinson Hyperlegible Regular: captions, footers, the name line.
    Regular,
    /// Atkinson Hyperlegible Bold: titles and clues.
    Bold,
    /// A font file the user gave, in one weight.
    User(UserFont),
}

/// A TrueType or OpenType font read from bytes, checked once: it parses
/// and maps characters to glyphs. Cheap to clone (the bytes are shared).
#[derive(Clone)]
pub struct UserFont(Arc<UserFontData>);

struct UserFontData {
    name: String,
    bytes: Vec<u8>,
    /// The face of a collection (`.ttc`) it is; 0 for a single font.
    index: u32,
}

impl UserFont {
    /// The font in `bytes` (a `.ttf` or `.otf` file), called `name` in the
    /// PDF; `name` keeps its ASCII letters, digits and hyphens only. Refuses
    /// more than [`MAX_FONT_BYTES`], bytes that are not a font, a font
    /// without a character map, widths or outlines, and a TrueType font
    /// whose glyph data is damaged (a glyph whose outline does not read;
    /// CFF outlines are checked when the PDF subsets them).
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<UserFont, String> {
        if bytes.len() > MAX_FONT_BYTES {
            return Err(format!(
                "larger than {} MiB, the largest font read",
                MAX_FONT_BYTES >> 20
            ));
        }
        let face =
            Face::parse(&bytes, 0).map_err(|e| format!("not a TrueType or OpenType font ({e})"))?;
        if face.tables().cmap.is_none() || face.units_per_em() == 0 {
            return Err("no character map (cmap table)".to_string());
        }
        if face.tables().hmtx.is_none() {
            return Err("no glyph widths (hmtx table)".to_string());
        }
        check_outlines(&face)?;
        let mut clean: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        if clean.is_empty() {
            clean = "UserFont".to_string();
        }
        Ok(UserFont(Arc::new(UserFontData {
            name: clean,
            bytes,
            index: 0,
        })))
    }

    /// The face of the font for text in `lang`: of a collection that holds
    /// a face for each of Japanese, Korean, Simplified and Traditional
    /// Chinese (Noto Sans CJK, Source Han Sans), the one whose name carries
    /// the language's tag (`JP`, `KR`, `SC`), named in the PDF by its
    /// PostScript name; itself otherwise.
    pub fn for_lang(&self, lang: Lang) -> UserFont {
        let tags: &[&str] = match lang {
            Lang::Ja => &["JP", "J"],
            Lang::Ko => &["KR", "K"],
            Lang::Zh => &["SC", "CN", "GB"],
            _ => return self.clone(),
        };
        let bytes = self.bytes();
        let faces = ttf_parser::fonts_in_collection(bytes).unwrap_or(1);
        for index in 0..faces {
            let Ok(face) = Face::parse(bytes, index) else {
                continue;
            };
            let name = |id: u16| {
                face.names()
                    .into_iter()
                    .filter(|n| n.name_id == id && n.is_unicode())
                    .find_map(|n| n.to_string())
            };
            let family = name(ttf_parser::name_id::TYPOGRAPHIC_FAMILY)
                .or_else(|| name(ttf_parser::name_id::FAMILY))
                .unwrap_or_default();
            let tagged = family.split([' ', '-']).any(|word| tags.contains(&word));
            if !tagged || face.tables().cmap.is_none() || face.tables().hmtx.is_none() {
                continue;
            }
            let name: String = name(ttf_parser::name_id::POST_SCRIPT_NAME)
                .unwrap_or_else(|| format!("{}-{index}", self.name()))
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            return UserFont(Arc::new(UserFontData {
                name,
                bytes: bytes.to_vec(),
                index,
            }));
        }
        self.clone()
    }

    /// The face of its file it is: 0, or a face of a collection.
    pub fn index(&self) -> u32 {
        self.0.index
    }

    /// The name the PDF gives it.
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The font file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.0.bytes
    }
}

impl PartialEq for UserFont {
    fn eq(&self, other: &UserFont) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || (self.0.name == other.0.name && self.0.bytes == other.0.bytes)
    }
}

impl fmt::Debug for UserFont {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "UserFont({:?}, {} bytes)",
            self.0.name,
            self.0.bytes.len()
        )
    }
}

/// Why a character [`needs_shaping`] is refused, after the character.
pub const UNSHAPED: &str = "is in a script written right to left or with joined letters, which \
                            sudoku-press cannot set yet (it would print backwards or unjoined)";

/// Whether `text` wants a font other than the built-in one: a character
/// the built-in font cannot draw, and none that needs shaping (which no
/// font here does: such text is refused whatever the font).
pub fn needs_stand_in(text: &str) -> bool {
    needs_shaping(text).is_none() && Font::Regular.missing(text).is_some()
}

/// The first character of `text` in a script that is written right to left
/// or needs shaping (Arabic, Hebrew, Syriac, Thaana, the Indic scripts,
/// Myanmar, Khmer, Mongolian), which the PDF writer would set backwards or
/// unjoined; `None` when there is none.
pub fn needs_shaping(text: &str) -> Option<char> {
    text.chars().find(|&c| {
        matches!(u32::from(c),
            0x0590..=0x08FF // Hebrew, Arabic, Syriac, Thaana, NKo, ...
            | 0x0900..=0x0DFF // Devanagari to Sinhala
            | 0x1000..=0x109F // Myanmar
            | 0x1780..=0x18AF // Khmer, Mongolian
            | 0xFB1D..=0xFDFF // Hebrew and Arabic presentation forms
            | 0xFE70..=0xFEFF // Arabic presentation forms B
        )
    })
}

/// The Debian package with a font that draws `ch`, for a message that
/// refuses it, when it is one of the common scripts the built-in font does
/// not cover.
pub fn package_for(ch: char) -> Option<&'static str> {
    match u32::from(ch) {
        0x1100..=0x11FF | 0x3130..=0x318F | 0xAC00..=0xD7AF => {
            Some("fonts-nanum (/usr/share/fonts/truetype/nanum/NanumGothic.ttf)")
        }
        0x2E80..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF => Some("fonts-noto-cjk"),
        0x0370..=0x052F => Some("fonts-dejavu-core (DejaVuSans.ttf)"),
        _ => None,
    }
}

/// A piece of a glyph's outline ([`Font::outline`]), in mm, y up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Segment {
    /// A contour starts here.
    Move(f32, f32),
    /// A straight line to here.
    Line(f32, f32),
    /// A quadratic curve by a control point to here.
    Quad(f32, f32, f32, f32),
    /// A cubic curve by two control points to here.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// The contour closes.
    Close,
}

/// The outline of glyphs set from `at` (mm) at `scale` mm a font unit.
struct Outline {
    segments: Vec<Segment>,
    scale: f32,
    at: (f32, f32),
}

impl Outline {
    fn mm(&self, x: f32, y: f32) -> (f32, f32) {
        (self.at.0 + x * self.scale, self.at.1 + y * self.scale)
    }
}

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.mm(x, y);
        self.segments.push(Segment::Move(x, y));
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.mm(x, y);
        self.segments.push(Segment::Line(x, y));
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let ((x1, y1), (x, y)) = (self.mm(x1, y1), self.mm(x, y));
        self.segments.push(Segment::Quad(x1, y1, x, y));
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let ((x1, y1), (x2, y2), (x, y)) = (self.mm(x1, y1), self.mm(x2, y2), self.mm(x, y));
        self.segments.push(Segment::Cubic(x1, y1, x2, y2, x, y));
    }

    fn close(&mut self) {
        self.segments.push(Segment::Close);
    }
}

/// An outline builder that keeps nothing: reading an outline is the test.
struct NoOutline;

impl ttf_parser::OutlineBuilder for NoOutline {
    fn move_to(&mut self, _: f32, _: f32) {}
    fn line_to(&mut self, _: f32, _: f32) {}
    fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {}
    fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {}
    fn close(&mut self) {}
}

/// Refuses a face without glyph outlines, and a TrueType face with a glyph
/// whose header claims ink (a box of some area) but whose outline does not
/// read: a damaged font parses, then draws nothing or garbage, or cannot be
/// subset for the PDF. (A glyph made of empty glyphs, such as a no-break
/// space made of a space, has an empty box and no outline.)
fn check_outlines(face: &Face<'_>) -> Result<(), String> {
    let tables = face.tables();
    if let Some(glyf) = tables.glyf {
        for id in 0..face.number_of_glyphs() {
            let glyph = ttf_parser::GlyphId(id);
            let inked = glyf
                .bbox(glyph)
                .is_some_and(|b| b.x_min < b.x_max && b.y_min < b.y_max);
            if inked && glyf.outline(glyph, &mut NoOutline).is_none() {
                return Err(format!("damaged: the outline of glyph {id} does not read"));
            }
        }
        return Ok(());
    }
    let cff2 = face
        .raw_face()
        .table(ttf_parser::Tag::from_bytes(b"CFF2"))
        .is_some();
    if tables.cff.is_none() && !cff2 {
        return Err("no glyph outlines (no glyf or CFF table)".to_string());
    }
    Ok(())
}

/// Whether `face` draws `ch` (see [`Font::covers`]).
fn draws(face: &Face<'_>, ch: char) -> bool {
    !ch.is_control() && face.glyph_index(ch).is_some_and(|g| g.0 != 0)
}

/// How far `ch` moves the pen in `face`, in font units: its glyph's
/// advance, or half an em for a character without one.
fn advance(face: &Face<'_>, ch: char) -> f32 {
    face.glyph_index(ch)
        .and_then(|g| face.glyph_hor_advance(g))
        .map_or(f32::from(face.units_per_em()) / 2.0, f32::from)
}

/// The parsed built-in faces, parsed once on first use.
static FACES: OnceLock<[Face<'static>; 2]> = OnceLock::new();

impl Font {
    /// The font of texts: for `bold` (titles) the user's bold font when
    /// given, else the user's font, else the built-in bold weight; otherwise
    /// the user's font, else the built-in regular weight.
    pub fn text(user: Option<&UserFont>, user_bold: Option<&UserFont>, bold: bool) -> Font {
        let user = if bold { user_bold.or(user) } else { user };
        match user {
            Some(user) => Font::User(user.clone()),
            None => Font::weight(bold),
        }
    }

    /// The built-in bold weight when `bold`, else the regular.
    pub fn weight(bold: bool) -> Font {
        if bold { Font::Bold } else { Font::Regular }
    }

    /// The font file.
    pub fn ttf(&self) -> &[u8] {
        match self {
            Font::Regular => REGULAR_TTF,
            Font::Bold => BOLD_TTF,
            Font::User(u) => u.bytes(),
        }
    }

    /// The face of its file: 0, or a face of a collection.
    pub fn index(&self) -> u32 {
        match self {
            Font::User(u) => u.index(),
            _ => 0,
        }
    }

    /// The name the PDF gives it.
    pub fn name(&self) -> &str {
        match self {
            Font::Regular => "AtkinsonHyperlegible-Regular",
            Font::Bold => "AtkinsonHyperlegible-Bold",
            Font::User(u) => u.name(),
        }
    }

    /// The parsed face: the built-in ones parsed once, a user's font on each
    /// call (a table lookup, no copy of the file).
    fn face(&self) -> Cow<'_, Face<'_>> {
        let builtin = |bold: bool| {
            let faces = FACES.get_or_init(|| {
                // Both files are part of the binary, and a unit test parses
                // them: failing here is a bug, not an input.
                let parse = |ttf| Face::parse(ttf, 0).expect("the embedded font parses");
                [parse(REGULAR_TTF), parse(BOLD_TTF)]
            });
            Cow::Borrowed(&faces[usize::from(bold)])
        };
        match self {
            Font::Regular => builtin(false),
            Font::Bold => builtin(true),
            // Parsed once already by `UserFont::from_bytes`.
            Font::User(u) => {
                Cow::Owned(Face::parse(u.bytes(), u.index()).expect("a checked font parses"))
            }
        }
    }

    /// Font units per em.
    fn per_em(face: &Face<'_>) -> f32 {
        f32::from(face.units_per_em())
    }

    /// Whether the font draws `ch`. Control characters are not drawn,
    /// whatever the font maps them to (Atkinson maps a carriage return to
    /// an empty glyph).
    pub fn covers(&self, ch: char) -> bool {
        draws(&self.face(), ch)
    }

    /// The first character of `text` the font cannot draw, if any.
    pub fn missing(&self, text: &str) -> Option<char> {
        let face = self.face();
        text.chars().find(|&c| !draws(&face, c))
    }

    /// Advance width of `text` set at `size` pt, in mm.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let face = self.face();
        let units: f32 = text.chars().map(|c| advance(&face, c)).sum();
        units / Font::per_em(&face) * size * MM_PER_PT
    }

    /// The outlines of `text` set at `size` pt with the left end of its
    /// baseline at `at` (mm, y up), glyph by glyph along the advances that
    /// [`Font::width`] adds up: each contour as moves, lines and curves in
    /// mm. A character the font does not draw leaves its gap and no ink.
    pub fn outline(&self, text: &str, size: f32, at: (f32, f32)) -> Vec<Segment> {
        let face = self.face();
        let scale = size * MM_PER_PT / Font::per_em(&face);
        let mut out = Outline {
            segments: Vec::new(),
            scale,
            at,
        };
        for c in text.chars() {
            if let Some(g) = face.glyph_index(c).filter(|_| draws(&face, c)) {
                face.outline_glyph(g, &mut out);
            }
            out.at.0 += advance(&face, c) * scale;
        }
        out.segments
    }

    /// Height of the capitals (and digits) at `size` pt, in mm.
    pub fn cap_height(&self, size: f32) -> f32 {
        let face = self.face();
        let per_em = Font::per_em(&face);
        let units = face.capital_height().map_or(per_em * 0.7, f32::from);
        units / per_em * size * MM_PER_PT
    }

    /// What the font covers, in words, for messages that refuse a
    /// character.
    pub fn coverage(&self) -> String {
        match self {
            Font::User(u) => format!("those of the font {}", u.name()),
            _ => COVERAGE.to_string(),
        }
    }

    /// Ink box of `text` set at the origin at `size` pt, mm; all zero
    /// for text without ink.
    pub fn ink(&self, text: &str, size: f32) -> Bounds {
        let face = self.face();
        let scale = size * MM_PER_PT / Font::per_em(&face);
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
            return Bounds::new(0.0, 0.0, 0.0, 0.0);
        }
        Bounds::new(x0 * scale, y0 * scale, x1 * scale, y1 * scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outlines_follow_the_advances_and_close_each_contour() {
        let font = Font::Regular;
        let contours = |text: &str| {
            let segments = font.outline(text, 10.0, (0.0, 0.0));
            let moves = segments.iter().filter(|s| matches!(s, Segment::Move(..)));
            let closes = segments.iter().filter(|s| **s == Segment::Close);
            assert_eq!(moves.count(), closes.count(), "{text}");
            segments
        };
        // An 8: its outside and two holes.
        let eight = contours("8");
        assert_eq!(eight.iter().filter(|s| **s == Segment::Close).count(), 3);
        // Spaces have no ink; a second 8 is the first moved by its advance.
        assert!(contours("  ").is_empty());
        let two = contours("88");
        let advance = font.width("8", 10.0);
        let end = |s: &Segment| match *s {
            Segment::Move(x, y) | Segment::Line(x, y) => (x, y),
            Segment::Quad(_, _, x, y) | Segment::Cubic(_, _, _, _, x, y) => (x, y),
            Segment::Close => (0.0, 0.0),
        };
        for (a, b) in eight.iter().zip(&two[eight.len()..]) {
            assert_eq!(*a == Segment::Close, *b == Segment::Close);
            if *a == Segment::Close {
                continue;
            }
            let ((ax, ay), (bx, by)) = (end(a), end(b));
            assert!((bx - ax - advance).abs() < 1e-4 && (by - ay).abs() < 1e-4);
        }
        // Inside the ink box at the place asked.
        let Bounds { x0, y0, x1, y1 } = font.ink("8", 10.0);
        for (x, y) in font.outline("8", 10.0, (3.0, 4.0)).iter().map(end) {
            if (x, y) != (0.0, 0.0) {
                assert!(x >= 3.0 + x0 - 1e-3 && x <= 3.0 + x1 + 1e-3);
                assert!(y >= 4.0 + y0 - 1e-3 && y <= 4.0 + y1 + 1e-3);
            }
        }
    }

    #[test]
    fn both_weights_parse_and_cover_what_the_sheets_print() {
        for font in [Font::Regular, Font::Bold] {
            assert!(Font::per_em(&font.face()) > 0.0);
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
        let Bounds { x0, y0, x1, y1 } = f.ink("8", 10.0);
        assert!(0.0 <= x0 && x0 < x1 && x1 <= f.width("8", 10.0));
        assert!(y0 < y1 && y1 <= f.cap_height(10.0) * 1.1);
        assert_eq!(f.ink(" ", 10.0), Bounds::new(0.0, 0.0, 0.0, 0.0));
    }
}
