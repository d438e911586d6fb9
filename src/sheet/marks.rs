//! A grid's marks between cells and on cells, drawn as puzzle books draw
//! them: under the lines and digits, odd cells' grey circles, even cells'
//! grey squares and thermometers (a grey bulb, a rounded grey tube to the
//! tip); over the lines, greater-than signs small on the border between
//! two cells, pointing to the smaller; kropki dots on the border (white
//! ringed in black, solid black); consecutive Sudoku's bars (white, ringed
//! in black) across it. Every mark is black, white or a grey a greyscale
//! printer keeps, in puzzles and keys alike.

use super::*;
use crate::relations::Relations;

/// The grey of odd cells' circles, even cells' squares and thermometers.
pub const MARK_GREY: f32 = 0.80;
/// An odd cell's circle: its radius, a share of the cell.
const ODD_RADIUS: f32 = 0.42;
/// An even cell's square: half its side, a share of the cell.
const EVEN_HALF: f32 = 0.36;
/// A thermometer's tube: its width, a share of the cell.
const TUBE_WIDTH: f32 = 0.28;
/// A thermometer's bulb: its radius, a share of the cell.
const BULB_RADIUS: f32 = 0.38;
/// A kropki dot's radius, a share of the cell.
const DOT_RADIUS: f32 = 0.12;
/// The black ring of a white dot or bar, a share of the cell.
const RING: f32 = 0.035;
/// A bar's length along the border and its width across, shares of the
/// cell.
const BAR: (f32, f32) = (0.5, 0.2);
/// A sign's reach along the line between the two cells (from its tip to
/// its open end) and half its span across, shares of the cell.
const SIGN: (f32, f32) = (0.13, 0.15);
/// A sign's stroke, a share of the cell (at least the thin lines').
const SIGN_STROKE: f32 = 0.045;

/// The centre of cell `c` of a grid of side `n` whose left and top edges
/// and cell are `(x, top, cell)`, mm.
fn centre(n: usize, c: usize, (x, top, cell): (f32, f32, f32)) -> Point {
    let (r, k) = (c / n, c % n);
    Point::new(x + (k as f32 + 0.5) * cell, top - (r as f32 + 0.5) * cell)
}

/// A circle of radius `r` about `at`, as four Bézier quarter arcs.
fn circle(at: Point, r: f32) -> Vec<(Point, bool)> {
    let k = 0.552_284_8 * r;
    let p = |dx: f32, dy: f32, control: bool| (Point::new(at.x + dx, at.y + dy), control);
    vec![
        p(r, 0.0, false),
        p(r, k, true),
        p(k, r, true),
        p(0.0, r, false),
        p(-k, r, true),
        p(-r, k, true),
        p(-r, 0.0, false),
        p(-r, -k, true),
        p(-k, -r, true),
        p(0.0, -r, false),
        p(k, -r, true),
        p(r, -k, true),
        p(r, 0.0, false),
    ]
}

/// A rectangle about `at`, `half` its half sides (across, up).
fn rect(at: Point, (hx, hy): (f32, f32)) -> Vec<(Point, bool)> {
    [(-hx, -hy), (hx, -hy), (hx, hy), (-hx, hy)]
        .into_iter()
        .map(|(dx, dy)| (Point::new(at.x + dx, at.y + dy), false))
        .collect()
}

/// What lies under the lines and digits: parities and thermometers.
pub(crate) fn shade_marks(items: &mut Vec<Item>, relations: &Relations, grid: (f32, f32, f32)) {
    let (n, cell) = (relations.side(), grid.2);
    let grey = Paint::Grey(MARK_GREY);
    let marks = relations.marks();
    for &c in &marks.odd {
        let points = circle(centre(n, c, grid), ODD_RADIUS * cell);
        items.push(Item::Fill {
            points,
            paint: grey,
        });
    }
    for &c in &marks.even {
        let half = EVEN_HALF * cell;
        let points = rect(centre(n, c, grid), (half, half));
        items.push(Item::Fill {
            points,
            paint: grey,
        });
    }
    for thermo in &marks.thermos {
        let tube = TUBE_WIDTH * cell / 2.0;
        for step in thermo.windows(2) {
            let (a, b) = (centre(n, step[0], grid), centre(n, step[1], grid));
            let (mid, half) = if a.x == b.x {
                (
                    Point::new(a.x, (a.y + b.y) / 2.0),
                    (tube, (a.y - b.y).abs() / 2.0),
                )
            } else {
                (
                    Point::new((a.x + b.x) / 2.0, a.y),
                    ((a.x - b.x).abs() / 2.0, tube),
                )
            };
            items.push(Item::Fill {
                points: rect(mid, half),
                paint: grey,
            });
        }
        // Round joints and tip, and the bulb.
        for &c in &thermo[1..] {
            let points = circle(centre(n, c, grid), tube);
            items.push(Item::Fill {
                points,
                paint: grey,
            });
        }
        let points = circle(centre(n, thermo[0], grid), BULB_RADIUS * cell);
        items.push(Item::Fill {
            points,
            paint: grey,
        });
    }
}

/// What lies over the lines, on the borders between cells: signs, dots
/// and bars (`bars`: consecutive Sudoku's white marks are bars).
pub(crate) fn draw_marks(
    items: &mut Vec<Item>,
    relations: &Relations,
    grid: (f32, f32, f32),
    bars: bool,
    thin: f32,
) {
    let (n, cell) = (relations.side(), grid.2);
    let marks = relations.marks();
    let (black, white) = (Paint::Grey(0.0), Paint::Grey(1.0));
    let border = |a: usize, b: usize| {
        let (p, q) = (centre(n, a, grid), centre(n, b, grid));
        (Point::new((p.x + q.x) / 2.0, (p.y + q.y) / 2.0), p.x == q.x)
    };
    for &[a, b] in &marks.greater {
        // The tip at the smaller cell's side, the open end at the greater's.
        let (p, q) = (centre(n, a, grid), centre(n, b, grid));
        let (at, _) = border(a, b);
        let (ux, uy) = ((q.x - p.x) / cell, (q.y - p.y) / cell);
        let (reach, span) = (SIGN.0 * cell, SIGN.1 * cell);
        let tip = Point::new(at.x + ux * reach / 2.0, at.y + uy * reach / 2.0);
        let back = Point::new(at.x - ux * reach / 2.0, at.y - uy * reach / 2.0);
        let arm = |s: f32| Point::new(back.x - uy * span * s, back.y + ux * span * s);
        items.push(Item::Stroke {
            points: vec![arm(1.0), tip, arm(-1.0)],
            closed: false,
            width: (SIGN_STROKE * cell).max(thin),
        });
    }
    let ringed = |items: &mut Vec<Item>, outer: Vec<(Point, bool)>, inner: Vec<(Point, bool)>| {
        items.push(Item::Fill {
            points: outer,
            paint: black,
        });
        items.push(Item::Fill {
            points: inner,
            paint: white,
        });
    };
    for &[a, b] in &marks.white {
        let (at, vertical) = border(a, b);
        if bars {
            // Across the line between the cells: along their border.
            let (long, wide) = (BAR.0 * cell / 2.0, BAR.1 * cell / 2.0);
            let half = |extra: f32| match vertical {
                true => (long + extra, wide + extra),
                false => (wide + extra, long + extra),
            };
            ringed(items, rect(at, half(0.0)), rect(at, half(-RING * cell)));
        } else {
            let r = DOT_RADIUS * cell;
            ringed(items, circle(at, r), circle(at, r - RING * cell));
        }
    }
    for &[a, b] in &marks.black {
        let (at, _) = border(a, b);
        items.push(Item::Fill {
            points: circle(at, DOT_RADIUS * cell),
            paint: black,
        });
    }
}
