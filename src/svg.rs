//! SVG output: one page of the display model ([`Page`]) as an SVG document,
//! for a preview of a sheet (the web page's) drawn from the same model as
//! the PDF. The only module that writes SVG; it returns the text and the
//! caller writes it.
//!
//! Text is drawn as the outlines of its glyphs, from the fonts the PDF
//! embeds, along the same advances: the page needs no font to show, and
//! looks as it prints. Lines keep the PDF's butt caps, miter joins and
//! miter limit; the page is white under everything, as paper is.

use crate::fonts::Segment;
use crate::sheet::{Item, Page, Paint, Point, Text};
use std::fmt::Write;

/// The SVG document of `page`: as wide and high as the page in mm, one
/// user unit a millimetre, y down (the model's y runs up from the foot of
/// the page).
pub fn page_svg(page: &Page) -> String {
    let (w, h) = (page.width, page.height);
    let (wide, high) = (num(w), num(h));
    let mut svg = String::new();
    // Writing to a String cannot fail.
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{wide}mm\" height=\"{high}mm\" \
         viewBox=\"0 0 {wide} {high}\">\n\
         <rect width=\"{wide}\" height=\"{high}\" fill=\"#ffffff\"/>\n\
         <g stroke-linecap=\"butt\" stroke-linejoin=\"miter\" stroke-miterlimit=\"10\">\n"
    );
    let flip = |(x, y): (f32, f32)| (x, h - y);
    for item in &page.items {
        match item {
            Item::Stroke {
                points,
                closed,
                width,
            } => svg.push_str(&stroked(points, *closed, h, *width, 0.0, None)),
            Item::Dashed {
                points,
                closed,
                width,
                dash,
                grey,
            } => svg.push_str(&stroked(points, *closed, h, *width, *grey, Some(*dash))),
            Item::Fill { points, paint } => {
                let d = filled(points.iter().map(|&(p, b)| (flip((p.x, p.y)), b)));
                let _ = writeln!(
                    svg,
                    "<path d=\"{d}\" fill=\"{}\" fill-rule=\"evenodd\"/>",
                    colour(*paint)
                );
            }
            Item::Image { area, picture } => {
                use base64::Engine as _;
                let data = base64::engine::general_purpose::STANDARD.encode(&picture.file);
                let _ = writeln!(
                    svg,
                    "<image x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" \
                     preserveAspectRatio=\"none\" href=\"data:{};base64,{data}\"/>",
                    num(area.left),
                    num(h - area.bottom - area.height),
                    num(area.width),
                    num(area.height),
                    picture.mime()
                );
            }
            Item::Text(t) => {
                let d = glyphs(t, h);
                if !d.is_empty() {
                    let _ = writeln!(
                        svg,
                        "<path d=\"{d}\" fill=\"{}\"/>",
                        colour(Paint::Grey(t.grey))
                    );
                }
            }
        }
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

/// The path element of a line through `points` (closed or not) on a page
/// `h` mm high: `width` mm wide in the grey `grey`, dashed as `dash` says
/// (a dash and the gap after it) or solid.
fn stroked(
    points: &[Point],
    closed: bool,
    h: f32,
    width: f32,
    grey: f32,
    dash: Option<(f32, f32)>,
) -> String {
    let d = lines(points.iter().map(|p| (p.x, h - p.y)), closed);
    let dashes = dash.map_or(String::new(), |(on, off)| {
        format!(" stroke-dasharray=\"{} {}\"", num(on), num(off))
    });
    format!(
        "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{dashes}/>\n",
        colour(Paint::Grey(grey)),
        num(width)
    )
}

/// A length or coordinate in mm, to a thousandth (finer than any printer
/// dot), without trailing zeros.
fn num(v: f32) -> String {
    let text = format!("{v:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" | "" => "0".to_string(),
        t => t.to_string(),
    }
}

/// A pair of coordinates.
fn pair((x, y): (f32, f32)) -> String {
    format!("{} {}", num(x), num(y))
}

/// Path data through `points`, closed or not.
fn lines(points: impl Iterator<Item = (f32, f32)>, closed: bool) -> String {
    let mut d = String::new();
    for (i, p) in points.enumerate() {
        d.push_str(if i == 0 { "M" } else { " L" });
        d.push_str(&pair(p));
    }
    if closed {
        d.push_str(" Z");
    }
    d
}

/// Path data of a closed filled shape through `points`, each marked when
/// it is a Bézier control point: two controls and the point after them
/// make a cubic curve (as the PDF draws them), one a quadratic, none a
/// line.
fn filled(points: impl Iterator<Item = ((f32, f32), bool)>) -> String {
    let mut d = String::new();
    let mut controls: Vec<(f32, f32)> = Vec::new();
    for (i, (p, control)) in points.enumerate() {
        if i == 0 {
            d.push('M');
            d.push_str(&pair(p));
        } else if control {
            controls.push(p);
        } else {
            match controls[..] {
                [] => d.push_str(&format!(" L{}", pair(p))),
                [c] => d.push_str(&format!(" Q{} {}", pair(c), pair(p))),
                [c1, c2, ..] => {
                    d.push_str(&format!(" C{} {} {}", pair(c1), pair(c2), pair(p)));
                }
            }
            controls.clear();
        }
    }
    if !d.is_empty() {
        d.push_str(" Z");
    }
    d
}

/// Path data of the glyphs of `t` as it is placed, on a page `h` mm high.
fn glyphs(t: &Text, h: f32) -> String {
    let (x0, y0, size) = t.placement();
    // A vertical text's points turned a quarter clockwise about its start.
    let turn = |x: f32, y: f32| match t.vertical {
        true => (x0 + (y - y0), y0 - (x - x0)),
        false => (x, y),
    };
    let flip = |x: f32, y: f32| {
        let (x, y) = turn(x, y);
        pair((x, h - y))
    };
    let (x, y) = (x0, y0);
    let mut d = String::new();
    for s in t.font.outline(&t.text, size, (x, y)) {
        if !d.is_empty() {
            d.push(' ');
        }
        match s {
            Segment::Move(x, y) => d.push_str(&format!("M{}", flip(x, y))),
            Segment::Line(x, y) => d.push_str(&format!("L{}", flip(x, y))),
            Segment::Quad(x1, y1, x, y) => {
                d.push_str(&format!("Q{} {}", flip(x1, y1), flip(x, y)));
            }
            Segment::Cubic(x1, y1, x2, y2, x, y) => {
                d.push_str(&format!(
                    "C{} {} {}",
                    flip(x1, y1),
                    flip(x2, y2),
                    flip(x, y)
                ));
            }
            Segment::Close => d.push('Z'),
        }
    }
    d
}

/// A paint as a hex colour.
fn colour(paint: Paint) -> String {
    let byte = |c: f32| (c.clamp(0.0, 1.0) * 255.0).round() as u8;
    let [r, g, b] = match paint {
        Paint::Grey(g) => [g; 3],
        Paint::Rgb(rgb) => rgb,
    };
    format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::Font;
    use crate::sheet::Align;

    fn text(text: &str, x: f32, y: f32) -> Text {
        Text {
            x,
            y,
            size: 12.0,
            text: text.to_string(),
            font: Font::Regular,
            grey: 0.0,
            align: Align::Left,
            max_width: None,
            vertical: false,
        }
    }

    #[test]
    fn each_item_of_a_page_is_one_path_with_y_turned_down() {
        let mut page = Page::blank(100.0, 50.0);
        page.items = vec![
            Item::Stroke {
                points: vec![Point::new(10.0, 40.0), Point::new(20.0, 40.0)],
                closed: false,
                width: 0.5,
            },
            Item::Dashed {
                points: vec![
                    Point::new(1.0, 1.0),
                    Point::new(2.0, 1.0),
                    Point::new(2.0, 2.0),
                ],
                closed: true,
                width: 0.25,
                dash: (1.5, 0.5),
                grey: 0.5,
            },
            Item::Fill {
                points: vec![
                    (Point::new(0.0, 0.0), false),
                    (Point::new(1.0, 1.0), true),
                    (Point::new(2.0, 1.0), true),
                    (Point::new(3.0, 0.0), false),
                    (Point::new(1.5, -2.0), false),
                ],
                paint: Paint::Rgb([1.0, 0.0, 0.25]),
            },
            Item::Text(text("7", 5.0, 5.0)),
        ];
        let svg = page_svg(&page);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\""));
        assert!(svg.ends_with("</g>\n</svg>\n"));
        assert_eq!(svg.matches("<path ").count(), 4, "{svg}");
        // The stroke 40 mm up the page is 10 mm down from its top.
        assert!(
            svg.contains(
                "<path d=\"M10 10 L20 10\" fill=\"none\" stroke=\"#000000\" stroke-width=\"0.5\"/>"
            ),
            "{svg}"
        );
        assert!(svg.contains("d=\"M1 49 L2 49 L2 48 Z\" fill=\"none\" stroke=\"#808080\" stroke-width=\"0.25\" stroke-dasharray=\"1.5 0.5\""), "{svg}");
        assert!(
            svg.contains(
                "d=\"M0 50 C1 49 2 49 3 50 L1.5 52 Z\" fill=\"#ff0040\" fill-rule=\"evenodd\""
            ),
            "{svg}"
        );
        // The 7's outline: closed, and inside the text's ink box.
        let glyph = svg
            .lines()
            .find(|l| l.contains("fill=\"#000000\"/>"))
            .unwrap();
        assert!(glyph.contains('Z'), "{glyph}");
        let crate::geometry::Bounds { x0, y0, x1, y1 } = Font::Regular.ink("7", 12.0);
        let d = glyph.split('"').nth(1).unwrap();
        let numbers: Vec<f32> = d
            .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
            .filter_map(|w| w.parse().ok())
            .collect();
        for xy in numbers.chunks(2) {
            assert!(
                xy[0] >= 5.0 + x0 - 0.01 && xy[0] <= 5.0 + x1 + 0.01,
                "{glyph}"
            );
            let up = 50.0 - xy[1];
            assert!(up >= 5.0 + y0 - 0.01 && up <= 5.0 + y1 + 0.01, "{glyph}");
        }
    }

    #[test]
    fn text_of_no_ink_draws_nothing_and_numbers_are_short() {
        let mut page = Page::blank(10.0, 10.0);
        page.items = vec![Item::Text(text("  ", 1.0, 1.0))];
        assert_eq!(page_svg(&page).matches("<path ").count(), 0);
        // US Letter, whose sides are no round number of mm.
        let letter = page_svg(&Page::blank(215.9, 279.4));
        assert!(
            letter.contains("width=\"215.9mm\" height=\"279.4mm\" viewBox=\"0 0 215.9 279.4\"")
        );
        assert_eq!(num(1.5), "1.5");
        assert_eq!(num(2.0), "2");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(0.12345), "0.123");
    }
}
