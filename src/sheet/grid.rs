//! Drawing one grid: the shading of extra houses, marks under the lines,
//! cell lines, region (box) lines, border, marks between cells and
//! symbols.

use super::cages::draw_cages;
use super::marks::{draw_marks, shade_marks};
use super::*;
use crate::layout::Feature;

/// One grid: thin cell lines, box lines, the border, then the symbols as
/// `opts` prints them.
///
/// Strokes straddle their path, so thin lines are drawn first and skipped
/// where a box line falls, box lines run from border to border with butt
/// ends (the border covers them), and the border is one closed path with
/// miter joins: no gaps and no overshoot at any joint.
pub(crate) fn draw_grid(
    items: &mut Vec<Item>,
    p: &SheetPuzzle,
    key: bool,
    x: f32,
    y: f32,
    side: f32,
    opts: &SheetOptions,
) {
    let (symbols, colour) = (opts.symbols, opts.colour);
    let layout = &p.layout;
    let n = layout.side();
    let canvas = layout.canvas();
    // A samurai's canvas in the square, its shorter side centred.
    let across = canvas.rows().max(canvas.cols());
    let cell = side / across as f32;
    let x = x + (across - canvas.cols()) as f32 * cell / 2.0;
    let top = y + side - (across - canvas.rows()) as f32 * cell / 2.0;
    let key_grey = Style::of(opts).key_grey;
    // Widths scale gently with the cell, within bounds.
    let thin = THIN_LINE.of(cell);
    let bold = BOX_LINE.of(cell);
    let border = BORDER_LINE.of(cell);
    if opts.tint && !key && layout.variant().takes_region_tint() {
        tint_regions(items, layout.regions(), (x, top, cell), colour);
    }
    shade_extra_houses(items, layout, (x, top, cell), colour);
    if let Some(relations) = layout.relations() {
        shade_marks(items, relations, (x, top, cell));
    }
    // Each grid: boxes as whole lines, irregular regions their borders,
    // edge by edge; thin lines first so that box lines cover them where
    // they cross, then the borders. A samurai's overlaps get the same
    // lines from both their grids.
    let grid_side = match canvas.is_square() {
        true => side,
        false => n as f32 * cell,
    };
    let grids: Vec<(f32, f32)> = match canvas.is_square() {
        true => vec![(x, y)],
        false => (canvas.grids().iter())
            .map(|&(r, c)| (x + c as f32 * cell, top - (r + n) as f32 * cell))
            .collect(),
    };
    // A Latin square's rows are no boxes: every line between cells is thin.
    let bold = match layout.is_latin_square() {
        true => thin,
        false => bold,
    };
    let mut thick = Vec::new();
    for &(gx, gy) in &grids {
        let (thin_lines, box_lines) = match layout.boxes() {
            Some(shape) => box_lines(shape, (gx, gy, grid_side), (thin, bold)),
            None => region_lines(layout, (gx, gy + grid_side, cell), (thin, bold)),
        };
        items.extend(thin_lines);
        thick.extend(box_lines);
    }
    items.extend(thick);
    for &(gx, gy) in &grids {
        let (right, gtop) = (gx + grid_side, gy + grid_side);
        items.push(Item::Stroke {
            points: vec![
                Point::new(gx, gy),
                Point::new(right, gy),
                Point::new(right, gtop),
                Point::new(gx, gtop),
            ],
            closed: true,
            width: border,
        });
    }
    if let Some(relations) = layout.relations() {
        let bars = layout.variant().has(Feature::Consecutive);
        draw_marks(items, relations, (x, top, cell), bars, thin);
    }
    let sums = draw_cages(items, layout, (x, top, cell), key);
    // A killer's key in 60 % black, its sums readable.
    let key_grey = match sums.is_empty() {
        true => key_grey,
        false => key_grey.min(KEY_CAGE_GREY),
    };
    for i in 0..layout.cells() {
        let (r, c) = canvas.place(i);
        let (v, clue) = if key {
            (p.solution[i], p.puzzle[i] != 0)
        } else {
            (p.puzzle[i], true)
        };
        if v == 0 {
            continue;
        }
        let cx = x + (c as f32 + 0.5) * cell;
        let cy = top - (r as f32 + 0.5) * cell;
        // Under a cage's sum: the room left below it, clear of it.
        let under = sums
            .iter()
            .find(|(at, _)| *at == i)
            .map(|&(_, sum_bottom)| {
                let lower = top - (r + 1) as f32 * cell + THIN_LINE.of(cell) / 2.0;
                (sum_bottom - CAGE_SUM_CLEAR, lower + CAGE_SUM_CLEAR)
            });
        let grey = if clue { 0.0 } else { key_grey };
        match symbols {
            Symbols::Shapes if n <= 9 => {
                let paint = shape_paint(v, colour);
                let paint = if clue {
                    paint
                } else {
                    paint.key_tint(key_grey)
                };
                shape_symbol(items, v, cx, cy, cell * SHAPE_SYMBOL, paint)
            }
            _ => {
                let text = symbol_text(v, symbols);
                // Two-character symbols get a smaller size to fit, and
                // the one-digit numbers of their grid the same size.
                let scale = match (n, symbols) {
                    (..=9, _) => SYMBOL,
                    (_, Symbols::Digits) => SYMBOL_TWO_DIGITS,
                    _ => SYMBOL_LETTERS,
                };
                let font = match opts.font_symbols {
                    true => opts.text_font(clue),
                    false => Font::weight(clue),
                };
                let mut size = cell * scale / MM_PER_PT;
                let mut cy = cy;
                if let Some((upper, lower)) = under {
                    // Its ink, set on its cap height's middle: as large
                    // as the room allows, its top at the room's.
                    let ink = |size: f32| {
                        let Bounds { y0, y1, .. } = font.ink(&text, size);
                        let rise = font.cap_height(size) / 2.0;
                        (y0 - rise, y1 - rise)
                    };
                    let (low, high) = ink(size);
                    if high - low > upper - lower {
                        size *= ((upper - lower) / (high - low)).max(0.0);
                    }
                    cy = cy.min(upper - ink(size).1);
                }
                items.push(Item::Text(Text {
                    x: cx,
                    y: cy,
                    size,
                    text,
                    font,
                    grey,
                    align: Align::InkCentre,
                    max_width: Some(cell * SYMBOL_MAX_WIDTH),
                    vertical: false,
                }));
            }
        }
    }
}

/// Fills each region but those of colour 0 with its colour's tint
/// ([`Regions::colouring`]; [`REGION_TINT_GREYS`], in colour
/// [`REGION_TINT_RGB`]), a run of a region's cells along a row at a time.
/// `(x, top, cell)`: the grid's left and top edges and its cell, mm.
fn tint_regions(
    items: &mut Vec<Item>,
    regions: &Regions,
    (x, top, cell): (f32, f32, f32),
    colour: bool,
) {
    let n = regions.side();
    let colours = regions.colouring();
    let paint = |k: usize| match colour {
        true => Paint::Rgb(REGION_TINT_RGB[(k - 1) % REGION_TINT_RGB.len()]),
        false => Paint::Grey(REGION_TINT_GREYS[(k - 1) % REGION_TINT_GREYS.len()]),
    };
    for r in 0..n {
        let mut c = 0;
        while c < n {
            let region = regions.region_of(r * n + c);
            let start = c;
            while c < n && regions.region_of(r * n + c) == region {
                c += 1;
            }
            let k = usize::from(colours[region]);
            if k == 0 {
                continue;
            }
            items.push(cells_fill((x, top, cell), (r, start), (r, c - 1), paint(k)));
        }
    }
}

/// A fill of `paint` over the cells from `(r0, c0)` to `(r1, c1)` (rows and
/// columns, inclusive) of a grid whose left and top edges and cell are
/// `(x, top, cell)`, mm.
fn cells_fill(
    (x, top, cell): (f32, f32, f32),
    (r0, c0): (usize, usize),
    (r1, c1): (usize, usize),
    paint: Paint,
) -> Item {
    let (left, right) = (x + c0 as f32 * cell, x + (c1 + 1) as f32 * cell);
    let (upper, lower) = (top - r0 as f32 * cell, top - (r1 + 1) as f32 * cell);
    Item::Fill {
        points: vec![
            (Point::new(left, lower), false),
            (Point::new(right, lower), false),
            (Point::new(right, upper), false),
            (Point::new(left, upper), false),
        ],
        paint,
    }
}

/// Fills the cells of the layout's extra houses with the tint of
/// [`EXTRA_HOUSE_GREY`] (in colour, [`EXTRA_HOUSE_RGB`]): a house that is
/// a square (a hyper window) as one square, others cell by cell. `(x, top,
/// cell)`: the grid's left and top edges and its cell, mm.
fn shade_extra_houses(
    items: &mut Vec<Item>,
    layout: &Layout,
    (x, top, cell): (f32, f32, f32),
    colour: bool,
) {
    let paint = if colour {
        Paint::Rgb(EXTRA_HOUSE_RGB)
    } else {
        Paint::Grey(EXTRA_HOUSE_GREY)
    };
    let n = layout.side();
    let rect = |from, to| cells_fill((x, top, cell), from, to, paint);
    let mut shaded = vec![false; n * n];
    for house in layout.extras() {
        let rows = house.iter().map(|c| c / n);
        let cols = house.iter().map(|c| c % n);
        let (r0, r1) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let (c0, c1) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
        if (r1 - r0 + 1) * (c1 - c0 + 1) == house.len() {
            items.push(rect((r0, c0), (r1, c1)));
            continue;
        }
        for &c in house {
            // A cell of two houses (the diagonals' centre) once.
            if !std::mem::replace(&mut shaded[c], true) {
                items.push(rect((c / n, c % n), (c / n, c % n)));
            }
        }
    }
}

/// The lines between the cells of rectangular boxes, each from border to
/// border: bold where box meets box (a multiple of the box width across,
/// of its height down), thin elsewhere. `(x, y, side)`: the grid's left
/// and bottom edges and its side, mm.
fn box_lines(
    shape: Shape,
    (x, y, side): (f32, f32, f32),
    (thin, bold): (f32, f32),
) -> (Vec<Item>, Vec<Item>) {
    let n = shape.side();
    let cell = side / n as f32;
    let top = y + side;
    let (mut thin_lines, mut box_lines) = (Vec::new(), Vec::new());
    let line = |a: Point, b: Point, width: f32| Item::Stroke {
        points: vec![a, b],
        closed: false,
        width,
    };
    for i in 1..n {
        let at = i as f32 * cell;
        let v = Point::new(x + at, y);
        let v_end = Point::new(x + at, top);
        if shape.box_edge_left_of(i) {
            box_lines.push(line(v, v_end, bold));
        } else {
            thin_lines.push(line(v, v_end, thin));
        }
        let h = Point::new(x, top - at);
        let h_end = Point::new(x + side, top - at);
        if shape.box_edge_above(i) {
            box_lines.push(line(h, h_end, bold));
        } else {
            thin_lines.push(line(h, h_end, thin));
        }
    }
    (thin_lines, box_lines)
}

/// The lines between the cells of irregular regions: bold where the two
/// cells lie in different regions, thin elsewhere, each run of one kind
/// along a grid line one stroke. Bold runs reach half their width past
/// their ends, so that they meet at corners without a notch.
fn region_lines(
    layout: &Layout,
    (x, top, cell): (f32, f32, f32),
    (thin, bold): (f32, f32),
) -> (Vec<Item>, Vec<Item>) {
    let (mut thin_lines, mut bold_lines) = (Vec::new(), Vec::new());
    let n = layout.side();
    let regions = layout.regions();
    for vertical in [true, false] {
        for i in 1..n {
            // Along grid line i: unit edge k lies between cells a and b.
            let edge = |k: usize| {
                if vertical {
                    (k * n + i - 1, k * n + i)
                } else {
                    ((i - 1) * n + k, i * n + k)
                }
            };
            let point = |k: f32| {
                if vertical {
                    Point::new(x + i as f32 * cell, top - k * cell)
                } else {
                    Point::new(x + k * cell, top - i as f32 * cell)
                }
            };
            let mut k = 0;
            while k < n {
                let (a, b) = edge(k);
                let is_bold = regions.border_between(a, b);
                let start = k;
                while k < n && {
                    let (a, b) = edge(k);
                    regions.border_between(a, b) == is_bold
                } {
                    k += 1;
                }
                let (from, to, width, list) = if is_bold {
                    let reach = bold / 2.0 / cell;
                    (
                        start as f32 - reach,
                        k as f32 + reach,
                        bold,
                        &mut bold_lines,
                    )
                } else {
                    (start as f32, k as f32, thin, &mut thin_lines)
                };
                list.push(Item::Stroke {
                    points: vec![point(from), point(to)],
                    closed: false,
                    width,
                });
            }
        }
    }
    (thin_lines, bold_lines)
}

/// The printed form of symbol `v` (1-based).
pub fn symbol_text(v: u8, symbols: Symbols) -> String {
    match symbols {
        Symbols::Letters => ((b'A' + v - 1) as char).to_string(),
        _ => v.to_string(),
    }
}
