//! PDF output: the only module that knows printpdf. Takes a laid-out
//! [`Document`] and returns the file's bytes; the caller writes them.
//!
//! All text is set in the [`crate::fonts`] (Atkinson Hyperlegible Regular and
//! Bold, and a user's font where the document sets text in one), each
//! embedded in the file as a subset of the glyphs used. Symbols in
//! cells are centred on their ink across (glyph bounding boxes), not on their
//! advance, since digits differ in width; up and down on the capital height,
//! so that a row of symbols shares its baseline.
//!
//! The same document gives the same bytes, in any process and on any
//! platform, the first PDF of a process or its thousandth: printpdf draws
//! its ids from a counter of the process, so the fonts' ids are set here
//! (from the font and the text set in it), the file's id is a digest of its
//! bytes, and the dates are left at their fixed default.

use crate::fonts::Font;
use crate::geometry;
use crate::picture::{Picture, Pixels};
use crate::rng::{FNV_OFFSET, fnv1a};
use crate::sheet::{Document, Item, Paint, Text};
use printpdf::{
    Color, DictItem, ExternalStream, ExternalXObject, FontId, Greyscale, Line, LineCapStyle,
    LineDashPattern, LineJoinStyle, LinePoint, Mm, Op, PageAnnotId, PageAnnotation, PaintMode,
    ParsedFont, PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfParseErrorSeverity,
    PdfSaveOptions, Point, Polygon, PolygonRing, Pt, Rgb, TextItem, TextMatrix, WindingOrder,
    XObject, XObjectId, XObjectTransform,
};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq)]
pub struct PdfError(String);

impl fmt::Display for PdfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot make the PDF: {}", self.0)
    }
}

impl std::error::Error for PdfError {}

fn pt(mm: f32) -> Pt {
    Pt::from(Mm(mm))
}

fn point(x: f32, y: f32) -> Point {
    Point { x: pt(x), y: pt(y) }
}

/// A stroke along `points` (mm), closed or not.
fn path(points: &[geometry::Point], closed: bool) -> Op {
    Op::DrawLine {
        line: Line {
            points: points
                .iter()
                .map(|&p| LinePoint {
                    p: point(p.x, p.y),
                    bezier: false,
                })
                .collect(),
            is_closed: closed,
        },
    }
}

fn colour(paint: Paint) -> Color {
    match paint {
        Paint::Grey(g) => Color::Greyscale(Greyscale {
            percent: g,
            icc_profile: None,
        }),
        Paint::Rgb([r, g, b]) => Color::Rgb(Rgb {
            r,
            g,
            b,
            icc_profile: None,
        }),
    }
}

/// `picture` as a PDF image: a JPEG's own bytes (`DCTDecode`), or raw
/// samples that the save compresses.
fn image(picture: &Picture) -> XObject {
    let name = |n: &str| DictItem::Name(n.as_bytes().to_vec());
    let mut dict = BTreeMap::from([
        ("Type".to_string(), name("XObject")),
        ("Subtype".to_string(), name("Image")),
        ("Width".to_string(), DictItem::Int(i64::from(picture.width))),
        (
            "Height".to_string(),
            DictItem::Int(i64::from(picture.height)),
        ),
        ("BitsPerComponent".to_string(), DictItem::Int(8)),
    ]);
    let (space, content, compress) = match &picture.pixels {
        Pixels::Jpeg {
            components,
            inverted,
        } => {
            dict.insert("Filter".to_string(), name("DCTDecode"));
            if *inverted {
                let decode = [1, 0, 1, 0, 1, 0, 1, 0].map(DictItem::Int).to_vec();
                dict.insert("Decode".to_string(), DictItem::Array(decode));
            }
            let space = match components {
                1 => "DeviceGray",
                4 => "DeviceCMYK",
                _ => "DeviceRGB",
            };
            (space, picture.file.clone(), false)
        }
        Pixels::Raw { grey, samples } => (
            if *grey { "DeviceGray" } else { "DeviceRGB" },
            samples.clone(),
            true,
        ),
    };
    dict.insert("ColorSpace".to_string(), name(space));
    XObject::External(ExternalXObject {
        stream: ExternalStream {
            dict,
            content,
            compress,
        },
        width: None,
        height: None,
        dpi: None,
    })
}

/// The PDF file for `doc`.
pub fn to_pdf(doc: &Document) -> Result<Vec<u8>, PdfError> {
    let mut warnings = Vec::new();
    let mut pdf = PdfDocument::new(&doc.title);
    let info = &mut pdf.metadata.info;
    info.creator = "sudoku-press".to_string();
    info.producer = format!("sudoku-press {}", env!("CARGO_PKG_VERSION"));
    info.author = doc.author.clone();
    info.subject = doc.subject.clone();
    if let Some(date) = doc
        .date
        .and_then(|d| printpdf::OffsetDateTime::from_unix_timestamp(d).ok())
    {
        info.creation_date = date;
        info.modification_date = date;
        info.metadata_date = date;
    }
    // The built-in weights, then each other font in the order of first use.
    let mut used = vec![Font::Regular, Font::Bold];
    for page in &doc.pages {
        for item in &page.items {
            if let Item::Text(t) = item
                && !used.contains(&t.font)
            {
                used.push(t.font.clone());
            }
        }
    }
    let mut handles = Vec::with_capacity(used.len());
    // printpdf's id of each font, and its name, for messages.
    let mut names: Vec<(String, String)> = Vec::with_capacity(used.len());
    for (k, font) in used.iter().enumerate() {
        let mut parsed =
            ParsedFont::from_bytes(font.ttf(), font.index() as usize, &mut warnings)
                .ok_or_else(|| PdfError(format!("the font {} does not parse", font.name())))?;
        // Named in the file as the font is (printpdf would use a random id).
        parsed.font_name = Some(font.name().to_string());
        let id = FontId(format!("{}F{k}", subset_tag(doc, font)));
        pdf.resources
            .fonts
            .map
            .insert(id.clone(), PdfFont::new(parsed));
        names.push((id.0.clone(), font.name().to_string()));
        handles.push(PdfFontHandle::External(id));
    }
    // Fixed ids, so that the same document gives the same bytes; printpdf
    // writes the outline in page order.
    for (k, (title, page)) in doc.outline.iter().enumerate() {
        pdf.bookmarks.map.insert(
            PageAnnotId(format!("outline{k}")),
            PageAnnotation {
                name: title.clone(),
                page: page + 1,
            },
        );
    }
    // Each picture once, named by its order of first use.
    let mut pictures: Vec<&Arc<Picture>> = Vec::new();
    for page in &doc.pages {
        for item in &page.items {
            if let Item::Image { picture, .. } = item
                && !pictures.iter().any(|p| Arc::ptr_eq(p, picture))
            {
                pdf.resources
                    .xobjects
                    .map
                    .insert(XObjectId(format!("Im{}", pictures.len())), image(picture));
                pictures.push(picture);
            }
        }
    }
    let mut pages = Vec::with_capacity(doc.pages.len());
    for page in &doc.pages {
        let mut ops = vec![
            Op::SetLineCapStyle {
                cap: LineCapStyle::Butt,
            },
            Op::SetLineJoinStyle {
                join: LineJoinStyle::Miter,
            },
        ];
        // State already set, to skip repeating it.
        let (mut width, mut stroke_black) = (-1.0f32, false);
        let mut fill: Option<Paint> = None;
        let mut texts: Vec<&Text> = Vec::new();
        for item in &page.items {
            match item {
                Item::Stroke {
                    points,
                    closed,
                    width: w,
                } => {
                    if *w != width {
                        ops.push(Op::SetOutlineThickness { pt: pt(*w) });
                        width = *w;
                    }
                    if !stroke_black {
                        ops.push(Op::SetOutlineColor {
                            col: colour(Paint::Grey(0.0)),
                        });
                        stroke_black = true;
                    }
                    ops.push(path(points, *closed));
                }
                Item::Dashed {
                    points,
                    closed,
                    width: w,
                    dash,
                    grey,
                } => {
                    if *w != width {
                        ops.push(Op::SetOutlineThickness { pt: pt(*w) });
                        width = *w;
                    }
                    ops.push(Op::SetOutlineColor {
                        col: colour(Paint::Grey(*grey)),
                    });
                    stroke_black = *grey == 0.0;
                    ops.push(Op::SetLineDashPattern {
                        dash: LineDashPattern::new(0.0, &[pt(dash.0).0, pt(dash.1).0]),
                    });
                    ops.push(path(points, *closed));
                    ops.push(Op::SetLineDashPattern {
                        dash: LineDashPattern::solid(),
                    });
                }
                Item::Fill { points, paint } => {
                    if fill != Some(*paint) {
                        ops.push(Op::SetFillColor {
                            col: colour(*paint),
                        });
                        fill = Some(*paint);
                    }
                    ops.push(Op::DrawPolygon {
                        polygon: Polygon {
                            rings: vec![PolygonRing {
                                points: points
                                    .iter()
                                    .map(|&(p, bezier)| LinePoint {
                                        p: point(p.x, p.y),
                                        bezier,
                                    })
                                    .collect(),
                            }],
                            mode: PaintMode::Fill,
                            winding_order: WindingOrder::EvenOdd,
                        },
                    });
                }
                Item::Text(t) => texts.push(t),
                Item::Image { area, picture } => {
                    let k = pictures
                        .iter()
                        .position(|p| Arc::ptr_eq(p, picture))
                        .expect("every picture named");
                    // The image's unit square stretched over its place.
                    ops.push(Op::UseXobject {
                        id: XObjectId(format!("Im{k}")),
                        transform: XObjectTransform {
                            translate_x: Some(pt(area.left)),
                            translate_y: Some(pt(area.bottom)),
                            scale_x: Some(pt(area.width).0),
                            scale_y: Some(pt(area.height).0),
                            no_auto_scale: true,
                            ..XObjectTransform::default()
                        },
                    });
                }
            }
        }
        // All text in one section: font, colour and position per run.
        if !texts.is_empty() {
            ops.push(Op::StartTextSection);
            let mut current: Option<(usize, f32)> = None;
            for t in texts {
                let (x, y, size) = t.placement();
                let font = used.iter().position(|f| *f == t.font).unwrap_or(0);
                if current != Some((font, size)) {
                    ops.push(Op::SetFont {
                        font: handles[font].clone(),
                        size: Pt(size),
                    });
                    current = Some((font, size));
                }
                let paint = Paint::Grey(t.grey);
                if fill != Some(paint) {
                    ops.push(Op::SetFillColor { col: colour(paint) });
                    fill = Some(paint);
                }
                let matrix = match t.vertical {
                    // A quarter turn clockwise about the start.
                    true => TextMatrix::Raw([0.0, -1.0, 1.0, 0.0, pt(x).0, pt(y).0]),
                    false => TextMatrix::Translate(pt(x), pt(y)),
                };
                ops.push(Op::SetTextMatrix { matrix });
                ops.push(Op::ShowText {
                    items: vec![TextItem::Text(t.text.clone())],
                });
            }
            ops.push(Op::EndTextSection);
        }
        pages.push(PdfPage::new(Mm(page.width), Mm(page.height), ops));
    }
    let opts = PdfSaveOptions {
        // Only the glyphs used (printpdf's text_layout feature): a one-page
        // sheet is 16 KB instead of 65 KB; see BENCHMARKS.md.
        subset_fonts: true,
        ..PdfSaveOptions::default()
    };
    let mut save_warnings = Vec::new();
    let mut bytes = pdf.with_pages(pages).save(&opts, &mut save_warnings);
    // A font printpdf cannot subset it embeds whole, or not at all: a
    // damaged font, refused rather than shipped. printpdf 0.12 says so only
    // in an error-level warning naming its id for the font ("Failed to
    // subset font F2: ...", "font F2 has no source bytes ...").
    if let Some(w) = save_warnings
        .iter()
        .find(|w| w.severity == PdfParseErrorSeverity::Error && w.msg.contains("font"))
    {
        let name = names
            .iter()
            .find(|(id, _)| {
                w.msg
                    .split(|c: char| !c.is_alphanumeric() && c != '_' && c != '-')
                    .any(|word| word == id)
            })
            .map_or("a font", |(_, name)| name.as_str());
        return Err(PdfError(format!(
            "the font {name} cannot be embedded ({}); it may be damaged",
            w.msg
        )));
    }
    drop_pdfx_claim(&mut bytes);
    set_file_id(&mut bytes);
    Ok(bytes)
}

/// The six capital letters before a subset font's name (`ABCDEF+Name`):
/// printpdf takes the first six of the font's id. Drawn from the font and
/// every text the document sets in it, so that two files with other
/// subsets of a font name them apart (a tool that merges PDFs tells them
/// by the tag) and the same document names them alike.
fn subset_tag(doc: &Document, font: &Font) -> String {
    let mut hash = fnv1a(FNV_OFFSET, font.name().as_bytes());
    for page in &doc.pages {
        for item in &page.items {
            if let Item::Text(t) = item
                && t.font == *font
            {
                hash = fnv1a(hash, t.text.as_bytes());
            }
        }
    }
    letters(hash, 6)
}

/// `n` capital letters (at most 16) of `hash`, one for each four bits.
fn letters(hash: u64, n: usize) -> String {
    (0..n)
        .map(|k| char::from(b'A' + ((hash >> (4 * k)) & 0xf) as u8))
        .collect()
}

/// The trailer's `/ID`: printpdf writes two strings of 32 letters from its
/// counter; they become a digest of the file's bytes before the trailer,
/// as many letters, so that no offset moves. (The two are equal: the file
/// is as first written.)
fn set_file_id(bytes: &mut [u8]) {
    const KEY: &[u8] = b"/ID[(";
    const LEN: usize = 32;
    let Some(at) = bytes.windows(KEY.len()).rposition(|w| w == KEY) else {
        return;
    };
    let first = at + KEY.len();
    let second = first + LEN + 2;
    if bytes.len() < second + LEN || &bytes[first + LEN..second] != b")(" {
        return;
    }
    let digest = fnv1a(FNV_OFFSET, &bytes[..at]);
    let id = letters(digest, 16) + &letters(fnv1a(digest, b"id"), 16);
    bytes[first..first + LEN].copy_from_slice(id.as_bytes());
    bytes[second..second + LEN].copy_from_slice(id.as_bytes());
}

/// printpdf writes an empty `/GTS_PDFXVersion()` into every file's
/// document information, which `pdfinfo` and prepress checks read as a
/// PDF/X claim; no sheet or book of ours is PDF/X. The key is blanked with
/// as many spaces (whitespace between dictionary entries), so that every
/// byte offset the cross-reference table records stays right. The
/// information dictionary is written last, so the search runs from the end.
fn drop_pdfx_claim(bytes: &mut [u8]) {
    const KEY: &[u8] = b"/GTS_PDFXVersion()";
    if let Some(at) = bytes.windows(KEY.len()).rposition(|w| w == KEY) {
        bytes[at..at + KEY.len()].fill(b' ');
    }
}
