//! A killer's cages on a grid: each cage's outline dashed, inset inside its
//! cells so that its corners stay clear of the grid lines (the convention
//! of printed killers), and its sum small and bold in the cage's top-left
//! cell, the dashed line broken around it.
//!
//! [`cage_drawings`] is the geometry, in cells; [`draw_cages`] puts it on a
//! page.

use super::*;
use crate::cages::Cages;

/// How far a cage's outline lies inside its cells: a share of the cell,
/// at most so many mm (big cells keep the dashes near their edges).
const CAGE_INSET: (f32, f32) = (0.12, 2.4);
/// The height of a sum's digits: a share of the cell, at most so many mm.
const CAGE_SUM_HEIGHT: (f32, f32) = (0.3, 3.6);
/// The least height of a sum's digits, mm, however small the cell.
pub const CAGE_SUM_FLOOR: f32 = 1.6;
/// The least room between a sum and a grid line, or the symbol in its
/// cell, mm.
pub const CAGE_SUM_CLEAR: f32 = 0.3;
/// The gap between a sum and the dashed line around it.
const CAGE_SUM_GAP: (f32, f32) = (0.04, 0.8);
/// A dash and the gap after it.
const CAGE_DASH: [(f32, f32); 2] = [(0.07, 1.4), (0.05, 1.0)];

/// The measures of cages on a grid of cells of one size, in cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CageStyle {
    /// How far an outline lies inside its cells.
    pub inset: f32,
    /// The height of a sum's digits.
    pub sum_height: f32,
    /// How far a sum's box lies from its cell's top and left edges.
    pub corner: f32,
    /// The gap between a sum and the line around it.
    pub gap: f32,
    /// A dash and the gap after it.
    pub dash: (f32, f32),
}

impl CageStyle {
    /// The measures for cells of `cell` mm.
    pub fn for_cell(cell: f32) -> CageStyle {
        let of = |(share, most): (f32, f32)| share.min(most / cell);
        let inset = of(CAGE_INSET);
        // Clear of the widest line a cell edge may be (the border).
        let corner = (inset / 2.0).max((BORDER_LINE.of(cell) / 2.0 + CAGE_SUM_CLEAR) / cell);
        CageStyle {
            inset,
            sum_height: of(CAGE_SUM_HEIGHT).max(CAGE_SUM_FLOOR / cell),
            corner,
            gap: of(CAGE_SUM_GAP),
            dash: (of(CAGE_DASH[0]), of(CAGE_DASH[1])),
        }
    }
}
/// The cage line's width, a share of a thin grid line's.
const CAGE_LINE: f32 = 0.8;
/// The grey of cages, their sums and the symbols filled in on keys of
/// killers: 60 % black, dark enough to read the sums.
pub const KEY_CAGE_GREY: f32 = 0.4;

/// One cage as drawn, in cells from the grid's top-left corner (x right,
/// y down).
#[derive(Clone, Debug, PartialEq)]
pub struct CageDrawing {
    /// The cage's index in its [`Cages`].
    pub cage: usize,
    /// The outlines: the first runs from the right of the sum round the cage
    /// to below it (when open at the sum; else from the top-left corner, a
    /// closed loop); any other (around a cage the cage surrounds) is closed.
    pub outlines: Vec<Vec<(f32, f32)>>,
    /// The sum's box: left, top, right, bottom.
    pub label: (f32, f32, f32, f32),
    /// The sum.
    pub sum: u32,
}

/// The cages of `cages` as drawn in `style`: `sum_width(sum)` is the width
/// of a sum's digits in cells, at the style's height. With `open_at_sum`
/// (a puzzle's cages) the first outline opens for the sum; without (a
/// key's, with no sums) every outline is a closed loop.
pub fn cage_drawings(
    cages: &Cages,
    style: &CageStyle,
    open_at_sum: bool,
    sum_width: impl Fn(u32) -> f32,
) -> Vec<CageDrawing> {
    let (inset, gap) = (style.inset, style.gap);
    let n = cages.side();
    cages
        .cages()
        .iter()
        .enumerate()
        .map(|(k, cage)| {
            let inside = |r: i32, c: i32| {
                (0..n as i32).contains(&r)
                    && (0..n as i32).contains(&c)
                    && cages.cage_of(r as usize * n + c as usize) == k
            };
            let first = *cage.cells.iter().min().expect("a cage has cells");
            let (r0, c0) = ((first / n) as f32, (first % n) as f32);
            let width = sum_width(cage.sum);
            let corner = style.corner;
            let label = (
                c0 + corner,
                r0 + corner,
                c0 + corner + width,
                r0 + corner + style.sum_height,
            );
            let mut outlines = Vec::new();
            for lattice in loops(&cage.cells, n, inside) {
                let mut points = moved_in(&lattice, inset);
                // The loop round the top-left cell's top-left corner opens
                // there, for the sum.
                let corner = (c0 + inset, r0 + inset);
                if let Some(i) = points.iter().position(|&p| p == corner) {
                    points.rotate_left(i);
                    if open_at_sum {
                        points[0] = (label.2 + gap, corner.1);
                        points.push((corner.0, label.3 + gap));
                    }
                    outlines.insert(0, points);
                } else {
                    outlines.push(points);
                }
            }
            CageDrawing {
                cage: k,
                outlines,
                label,
                sum: cage.sum,
            }
        })
        .collect()
}

/// The boundary of the cells `cells` (of a grid of side `n`; `inside`
/// tells a cell of them) as loops of lattice points (column, row), each
/// turning clockwise on the page around the cells, one point a turn. Where
/// two of the cells touch only at a corner, the loops keep them apart.
fn loops(cells: &[usize], n: usize, inside: impl Fn(i32, i32) -> bool) -> Vec<Vec<(i32, i32)>> {
    // Directed edges with the cells on their right (y down): from a point,
    // in a direction.
    let mut edges: Vec<((i32, i32), (i32, i32))> = Vec::new();
    for &cell in cells {
        let (r, c) = ((cell / n) as i32, (cell % n) as i32);
        if !inside(r - 1, c) {
            edges.push(((c, r), (1, 0)));
        }
        if !inside(r, c + 1) {
            edges.push(((c + 1, r), (0, 1)));
        }
        if !inside(r + 1, c) {
            edges.push(((c + 1, r + 1), (-1, 0)));
        }
        if !inside(r, c - 1) {
            edges.push(((c, r + 1), (0, -1)));
        }
    }
    let mut used = vec![false; edges.len()];
    let mut out = Vec::new();
    while let Some(start) = used.iter().position(|&u| !u) {
        let mut points = Vec::new();
        let mut e = start;
        loop {
            used[e] = true;
            let (from, dir) = edges[e];
            let to = (from.0 + dir.0, from.1 + dir.1);
            // Turn right first, then straight on, then left: a pinch where
            // two cells meet at a corner splits into two loops.
            let right = (-dir.1, dir.0);
            let left = (dir.1, -dir.0);
            let next = [right, dir, left]
                .into_iter()
                .find_map(|d| edges.iter().position(|&x| x == (to, d)))
                .expect("a boundary closes");
            if edges[next].1 != dir {
                points.push(to);
            }
            if next == start {
                break;
            }
            e = next;
        }
        out.push(points);
    }
    out
}

/// A loop of lattice corners moved `inset` inside: each corner along the
/// sum of the inward normals of its two sides.
fn moved_in(corners: &[(i32, i32)], inset: f32) -> Vec<(f32, f32)> {
    let k = corners.len();
    (0..k)
        .map(|i| {
            let (prev, here, next) = (corners[(i + k - 1) % k], corners[i], corners[(i + 1) % k]);
            let unit = |a: (i32, i32), b: (i32, i32)| ((b.0 - a.0).signum(), (b.1 - a.1).signum());
            let (d1, d2) = (unit(prev, here), unit(here, next));
            // The cells lie on the right (y down): normal (-dy, dx).
            let nx = (-d1.1 - d2.1) as f32;
            let ny = (d1.0 + d2.0) as f32;
            (here.0 as f32 + nx * inset, here.1 as f32 + ny * inset)
        })
        .collect()
}

/// Draws the cages of `layout` (if it has any) on a grid whose top-left
/// corner is at (`x`, `top`) with cells of `cell` mm, in grey on a key;
/// returns the cells that hold a sum and the bottom of its ink, mm (the
/// symbol of the cell goes under it).
pub(crate) fn draw_cages(
    items: &mut Vec<Item>,
    layout: &Layout,
    (x, top, cell): (f32, f32, f32),
    key: bool,
) -> Vec<(usize, f32)> {
    let Some(cages) = layout.cages() else {
        return Vec::new();
    };
    let style = CageStyle::for_cell(cell);
    let size = cell * style.sum_height / DIGIT_INK / MM_PER_PT;
    let font = Font::weight(true);
    let drawings = cage_drawings(cages, &style, true, |sum| {
        font.width(&sum.to_string(), size) / cell
    });
    let mut labels = Vec::with_capacity(drawings.len());
    let at = |(cx, cy): (f32, f32)| Point::new(x + cx * cell, top - cy * cell);
    let grey = if key { KEY_CAGE_GREY } else { 0.0 };
    let width = THIN_LINE.of(cell) * CAGE_LINE;
    for d in drawings {
        for (i, outline) in d.outlines.iter().enumerate() {
            items.push(Item::Dashed {
                points: outline.iter().map(|&p| at(p)).collect(),
                // The first is open at the sum.
                closed: i > 0,
                width,
                dash: (style.dash.0 * cell, style.dash.1 * cell),
                grey,
            });
        }
        let (left, _, _, bottom) = d.label;
        let Point { x: lx, y: ly } = at((left, bottom));
        items.push(Item::Text(Text {
            x: lx,
            y: ly,
            size,
            text: d.sum.to_string(),
            font: font.clone(),
            grey,
            align: Align::Left,
            max_width: None,
            vertical: false,
        }));
        let first = cages.cages()[d.cage]
            .cells
            .iter()
            .min()
            .copied()
            .unwrap_or(0);
        // Where its ink ends below: round digits dip under the baseline.
        let dip = font.ink(&d.sum.to_string(), size).y0.min(0.0);
        labels.push((first, ly + dip));
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_domino_and_an_l_and_a_pinch_have_the_loops_they_should() {
        // 4x4: an L of three cells (0, 4, 5), a domino (1, 2), ...
        let text = "6=0,4,5 5=1,2 10=3,7,11,15 7=6,10 9=8,12,13 4=9 2=14";
        let cages = Cages::from_text(4, text).unwrap();
        let style = CageStyle::for_cell(9.0);
        let d = cage_drawings(&cages, &style, true, |_| 0.2);
        // On a key the loop stays closed: the L's six corners, from the
        // top-left one.
        let key = cage_drawings(&cages, &style, false, |_| 0.2);
        assert_eq!(key[0].outlines[0].len(), 6);
        assert_eq!(key[0].outlines[0][0], (style.inset, style.inset));
        // The L: one loop of six corners, open at the sum (seven points).
        assert_eq!(d[0].outlines.len(), 1);
        assert_eq!(d[0].outlines[0].len(), 7);
        // The domino: four corners, open (five points).
        assert_eq!(d[1].outlines[0].len(), 5);
        let (i, gap, k) = (style.inset, style.gap, style.corner);
        assert_eq!(d[1].outlines[0][0], (1.0 + k + 0.2 + gap, i));
        assert_eq!(d[1].outlines[0][1], (3.0 - i, i));
        assert_eq!(d[1].outlines[0][4], (1.0 + i, k + style.sum_height + gap));
    }

    #[test]
    fn cells_that_touch_at_a_corner_keep_their_loops_apart() {
        let inside = |r: i32, c: i32| matches!((r, c), (0, 0) | (1, 1) | (0, 1));
        // An L (0, 1, 5 on a 4x4 side): one loop.
        let l = loops(&[0, 1, 5], 4, inside);
        assert_eq!(l.len(), 1);
        // Two cells meeting only at a corner: two loops of four.
        let pinch = |r: i32, c: i32| matches!((r, c), (0, 0) | (1, 1));
        let two = loops(&[0, 5], 4, pinch);
        assert_eq!(two.len(), 2);
        assert!(two.iter().all(|l| l.len() == 4));
    }
}
