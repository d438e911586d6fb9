//! The header of a page, measured once: title, name line, and the
//! instruction with its legend of shapes.

use super::*;
use crate::layout::Feature;

/// From the title's baseline down to the name line's, in text sizes.
pub(crate) const NAME_LINE_STEP: f32 = 2.2;
/// From the line above down to the legend's, in text sizes.
pub(crate) const LEGEND_STEP: f32 = 2.6;
/// From a line of the instruction down to the next, in text sizes.
pub(crate) const LINE_STEP: f32 = 1.3;
/// Room under the header's last baseline, in title sizes: the title's
/// descent and a gap before the first caption.
pub(crate) const HEADER_FOOT: f32 = 0.6;
/// Room left of each rule of the name line for its label, in text sizes.
pub(crate) const NAME_LABEL: f32 = 3.2;
/// Where `Date` starts, as a share of the width between the margins.
pub(crate) const DATE_AT: f32 = 0.62;
/// Space between the end of the name rule and `Date`, mm.
pub(crate) const NAME_RULE_GAP: f32 = 6.0;
/// The name line's rules: line width, and depth under the baseline, mm.
pub(crate) const RULE_WIDTH: f32 = 0.25;
pub(crate) const RULE_DEPTH: f32 = 0.8;
/// Grids up to this side are children's grids (4x4, 5x5, 6x6): their
/// puzzle pages say what to do under the title.
pub const INSTRUCTED_SIDE: usize = 6;
/// A legend shape's size, in text sizes (when the page is wide enough).
pub(crate) const LEGEND_SHAPE: f32 = 1.3;
/// Legend shapes centre to centre across, in shape sizes.
pub(crate) const LEGEND_PITCH: f32 = 1.8;
/// From a legend line's baseline down to the next row of shapes, in shape
/// sizes: closer than across, to keep the header short.
pub(crate) const LEGEND_ROW_STEP: f32 = 1.5;
/// Space between the legend's sentence and a first shape on its line, in
/// text sizes.
pub(crate) const LEGEND_GAP: f32 = 2.0;
/// Height of a legend shape's centre over its row's baseline, in shape
/// sizes (about the middle of the lower-case letters beside it).
pub(crate) const LEGEND_RISE: f32 = 0.3;

/// A page's header, measured once: what it draws and the height it takes
/// under the top margin. The same value draws the header and sizes the area
/// left for the grids, so the two cannot disagree.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Header {
    /// Title, name line and legend, in drawing order.
    pub(crate) items: Vec<Item>,
    /// From the top margin down to the top of the grids' area, mm.
    pub(crate) height: f32,
    /// The same in large print (the height itself in large print): normal
    /// print's grids keep under large print's.
    pub(crate) large: f32,
}

impl Header {
    /// The header of a page of `shape` puzzles: the title, the name line
    /// when asked, and the [`instruction`] when the page has one, followed
    /// by the shapes for shape symbols.
    pub(crate) fn puzzles(
        shape: Shape,
        variant: Variant,
        opts: &SheetOptions,
        style: &Style,
    ) -> Header {
        let shapes = opts.symbols == Symbols::Shapes;
        let legend = instruction_parts(shape, variant, opts.symbols, opts.lang).map(|parts| {
            match (parts, shapes) {
                // The shapes after what to do with them, then the variant's
                // rule, which names them.
                ((rule, after), true) => Legend {
                    sentence: rule,
                    shapes: shape.side(),
                    colour: opts.colour,
                    after: after.map(str::to_string),
                },
                _ => Legend {
                    sentence: instruction(shape, variant, opts.symbols, opts.lang)
                        .unwrap_or_default(),
                    shapes: 0,
                    colour: opts.colour,
                    after: None,
                },
            }
        });
        Header::new(
            &opts.title_of([variant]),
            opts.name_line,
            legend,
            opts,
            style,
        )
    }

    /// The header of a page of answer keys to puzzles of `variants`: the
    /// sheet's title followed by ` – Answers`, and no name line (nobody
    /// writes on a key) or legend.
    pub(crate) fn keys(
        variants: impl IntoIterator<Item = Variant>,
        opts: &SheetOptions,
        style: &Style,
    ) -> Header {
        let title = key_title(&opts.title_of(variants), opts.lang);
        Header::new(&title, false, None, opts, style)
    }

    /// Lines down the page from the top margin, each a step below the one
    /// before; the height ends under the last.
    pub(crate) fn new(
        title: &str,
        name_line: bool,
        legend: Option<Legend>,
        opts: &SheetOptions,
        style: &Style,
    ) -> Header {
        let frame = opts.frame();
        let (h, width) = (frame.size.height, frame.measure());
        let Margins { left, top, .. } = frame.margins;
        let text = style.text * MM_PER_PT;
        let mut items = Vec::new();
        // y is the baseline of the line last placed.
        let mut y = h - top - style.title * MM_PER_PT;
        // The title on the grids' axis: they are centred across the page.
        items.push(Item::Text(Text {
            x: left + width / 2.0,
            y,
            size: style.title,
            text: title.to_string(),
            font: opts.text_font(true),
            grey: 0.0,
            align: Align::Centre,
            max_width: Some(width),
            vertical: false,
        }));
        if name_line {
            y -= text * NAME_LINE_STEP;
            draw_name_line(&mut items, (left, y, width), opts, style);
        }
        let legend_again = legend.clone();
        if let Some(legend) = legend {
            y -= text * LEGEND_STEP;
            y = draw_legend(
                &mut items,
                &legend,
                (left, y, width),
                &opts.text_font(false),
                style,
            );
        }
        let height = h - top - y + style.title * MM_PER_PT * HEADER_FOOT;
        let large = match opts.large_print {
            true => height,
            false => {
                let large = SheetOptions {
                    large_print: true,
                    ..opts.clone()
                };
                Header::new(title, name_line, legend_again, &large, &Style::of(&large)).height
            }
        };
        Header {
            items,
            height,
            large,
        }
    }
}

/// What a puzzle page says under its title: the [`instruction`], then the
/// shapes for shape symbols.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Legend {
    pub(crate) sentence: String,
    /// Shapes to draw after it (0 for digits and letters).
    pub(crate) shapes: usize,
    /// Whether the shapes are in colour.
    pub(crate) colour: bool,
    /// A sentence after the shapes, on lines of its own.
    pub(crate) after: Option<String>,
}

/// The sentence that says what to do on a page of `shape` puzzles of
/// `variant` printed with `symbols`, or `None` when the page goes without:
/// children's grids (up to [`INSTRUCTED_SIDE`]) and every variant always
/// have one, such as `Write 1 to 4 once in every row, column and box.`,
/// and shape symbols on every grid, where it heads the legend of shapes. A
/// Latin square's boxes are its rows or columns, so its line names rows and
/// columns only; a jigsaw's names its outlined regions; X and hyper add the
/// rule of their shaded cells (before a legend of shapes, after others).
///
/// ```
/// use sudoku_press::Shape;
/// use sudoku_press::lang::Lang;
/// use sudoku_press::layout::Variant;
/// use sudoku_press::sheet::{Symbols, instruction};
///
/// let four = Shape::new(2, 2).unwrap();
/// assert_eq!(
///     instruction(four, Variant::CLASSIC, Symbols::Letters, Lang::En).unwrap(),
///     "Write A to D once in every row, column and box."
/// );
/// assert_eq!(
///     instruction(four, Variant::CLASSIC, Symbols::Digits, Lang::Cs).unwrap(),
///     "Napiš 1 až 4 jednou do každého řádku, sloupce a bloku."
/// );
/// let nine = Shape::classic();
/// assert_eq!(instruction(nine, Variant::CLASSIC, Symbols::Digits, Lang::En), None);
/// assert_eq!(
///     instruction(nine, Variant::X, Symbols::Digits, Lang::En).unwrap(),
///     "Write 1 to 9 once in every row, column and box. Each shaded diagonal holds them once too."
/// );
/// ```
pub fn instruction(shape: Shape, variant: Variant, symbols: Symbols, lang: Lang) -> Option<String> {
    let (rule, extra) = instruction_parts(shape, variant, symbols, lang)?;
    Some(match extra {
        None => rule,
        Some(extra) => lang.then(&lang.end_sentence(&rule), extra),
    })
}

/// The [`instruction`] in its two parts: what to do (for shape symbols
/// ending where the legend of shapes follows), and the rule of the
/// variant's shaded cells or cages, which follows it.
pub(crate) fn instruction_parts(
    shape: Shape,
    variant: Variant,
    symbols: Symbols,
    lang: Lang,
) -> Option<(String, Option<&'static str>)> {
    let n = shape.side();
    let w = lang.words();
    let jigsaw = variant.is_jigsaw();
    let lines = variant.is_latin_on(shape);
    let shaded = [
        (Feature::Windows, w.shaded_windows),
        (Feature::Diagonals, w.shaded_diagonals),
        (Feature::Cages, w.cage_rule),
        (Feature::Samurai, w.samurai_rule),
    ]
    .into_iter()
    .chain(Feature::RELATIONS.into_iter().zip(w.relation_rules))
    .find_map(|(f, rule)| variant.has(f).then_some(rule));
    let rule = match symbols {
        Symbols::Shapes if jigsaw => w.draw_region.to_string(),
        Symbols::Shapes if lines => w.draw_lines.to_string(),
        Symbols::Shapes => w.draw_box.to_string(),
        _ if n <= INSTRUCTED_SIDE || variant != Variant::CLASSIC => fill(
            match (jigsaw, lines) {
                (true, _) => w.write_region,
                (false, true) => w.write_lines,
                (false, false) => w.write_box,
            },
            &[
                ("{first}", &symbol_text(1, symbols)),
                ("{last}", &symbol_text(n as u8, symbols)),
            ],
        ),
        _ => return None,
    };
    Some((rule, shaded))
}

/// The title of answer-key pages (and of the separate keys' file).
pub(crate) fn key_title(title: &str, lang: Lang) -> String {
    fill(lang.words().answers, &[("{title}", title)])
}

/// `Name ____ Date ____` on the baseline `y`, between `left` and `left +
/// width`.
pub(crate) fn draw_name_line(
    items: &mut Vec<Item>,
    (left, y, width): (f32, f32, f32),
    opts: &SheetOptions,
    style: &Style,
) {
    let words = opts.lang.words();
    let font = opts.text_font(false);
    let label = |x: f32, text: &str| {
        Item::Text(Text {
            x,
            y,
            size: style.text,
            text: text.to_string(),
            font: font.clone(),
            grey: 0.0,
            align: Align::Left,
            max_width: None,
            vertical: false,
        })
    };
    items.push(label(left, words.name_label));
    let room = style.text * MM_PER_PT * NAME_LABEL;
    let date_x = left + width * DATE_AT;
    for (x0, x1) in [
        (left + room, date_x - NAME_RULE_GAP),
        (date_x + room, left + width),
    ] {
        items.push(Item::Stroke {
            points: vec![
                Point::new(x0, y - RULE_DEPTH),
                Point::new(x1, y - RULE_DEPTH),
            ],
            closed: false,
            width: RULE_WIDTH,
        });
    }
    items.push(label(date_x, words.date_label));
}

/// The `legend` under the baseline `y`, between `left` and `left +
/// width` (`at` is the three), its sentence set in `font`: the sentence
/// on as many lines as it needs ([`wrap`]), then its shapes on its last line when they fit
/// there, else on rows of their own under it, as few and as even as the
/// width allows, shrunk only when not even one fits. Returns the baseline
/// of its last row.
pub(crate) fn draw_legend(
    items: &mut Vec<Item>,
    legend: &Legend,
    at: (f32, f32, f32),
    font: &Font,
    style: &Style,
) -> f32 {
    let (left, _, width) = at;
    let n = legend.shapes;
    let (mut y, last) = draw_lines(items, &legend.sentence, at, font, style);
    if n == 0 {
        return y;
    }
    let size = (style.text * MM_PER_PT * LEGEND_SHAPE).min(width.max(0.0));
    let pitch = size * LEGEND_PITCH;
    // Width of a row of k shapes, from the first's left to the last's right.
    let row = |k: usize| size + k.saturating_sub(1) as f32 * pitch;
    let after = font.width(&last, style.text) + style.text * MM_PER_PT * LEGEND_GAP;
    let inline = after + row(n) <= width;
    let (x0, per_line) = if inline {
        (left + after, n)
    } else {
        // As many a row as fit, then spread evenly over the rows needed.
        let fit = if pitch > 0.0 {
            ((width - size) / pitch).max(0.0) as usize + 1
        } else {
            n
        };
        let lines = n.div_ceil(fit.clamp(1, n));
        (left, n.div_ceil(lines))
    };
    for first in (0..n).step_by(per_line) {
        if first > 0 || !inline {
            y -= size * LEGEND_ROW_STEP;
        }
        for k in 0..per_line.min(n - first) {
            let cx = x0 + size / 2.0 + k as f32 * pitch;
            let v = (first + k + 1) as u8;
            shape_symbol(
                items,
                v,
                cx,
                y + size * LEGEND_RISE,
                size,
                shape_paint(v, legend.colour),
            );
        }
    }
    if let Some(sentence) = &legend.after {
        y -= size * LEGEND_ROW_STEP;
        y = draw_lines(items, sentence, (left, y, width), font, style).0;
    }
    y
}

/// `text` on as many lines as it needs ([`wrap`]) at the text's size, the
/// first on the baseline `y`, between `left` and `left + width` (`at` is
/// the three); returns the last line's baseline and the line.
fn draw_lines(
    items: &mut Vec<Item>,
    text: &str,
    (left, mut y, width): (f32, f32, f32),
    font: &Font,
    style: &Style,
) -> (f32, String) {
    let lines = wrap(text, font, style.text, width);
    for (k, line) in lines.iter().enumerate() {
        if k > 0 {
            y -= style.text * MM_PER_PT * LINE_STEP;
        }
        items.push(Item::Text(Text {
            x: left,
            y,
            size: style.text,
            text: line.clone(),
            font: font.clone(),
            grey: 0.0,
            align: Align::Left,
            max_width: Some(width),
            vertical: false,
        }));
    }
    (y, lines.last().cloned().unwrap_or_default())
}
