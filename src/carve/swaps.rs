//! Other solutions read off a solved grid alone, without a search: a set
//! of its cells and the symbols they take instead, every house of the
//! layout still holding each symbol once and its relations between cells
//! kept. A puzzle made on the grid has
//! two solutions as soon as one of them keeps its clues (every cell of
//! the swap blank) and, for a killer, its cages: the carvers refuse such
//! a puzzle at once.

use crate::cell::Cell;
use crate::houses::Houses;

/// Cells of a solved grid (in order) and the symbols they take in
/// another solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Swap {
    pub(super) cells: Vec<u16>,
    pub(super) symbols: Vec<u8>,
}

/// The swaps of `solution` of up to `most` cells this module finds: the
/// two lines' ([`line_swaps`]), then the two symbols' ([`pair_swaps`]).
pub(super) fn swaps_of(houses: &Houses, solution: &[u8], most: usize) -> Vec<Swap> {
    let mut swaps = Vec::new();
    line_swaps(houses, solution, most / 2, |cells, other| {
        let symbols = cells.iter().map(|&c| other(c as usize)).collect();
        swaps.push(Swap { cells, symbols });
    });
    pair_swaps(houses, solution, most, &mut swaps);
    swaps
}

/// Cell `c`'s symbol in `solution` with the cells of `cells` (in order)
/// holding `other(c)`.
fn swapped(solution: &[u8], cells: &[u16], other: &dyn Fn(usize) -> u8, c: usize) -> u8 {
    if cells.binary_search(&(c as u16)).is_ok() {
        other(c)
    } else {
        solution[c]
    }
}

/// Whether `solution` with the cells of `cells` (in order) holding
/// `other(c)` keeps the relations between cells of `houses`' layout: each
/// moved cell's links and allowed symbols.
fn keeps_relations(
    houses: &Houses,
    solution: &[u8],
    cells: &[u16],
    other: &dyn Fn(usize) -> u8,
) -> bool {
    let Some(relations) = houses.layout().relations() else {
        return true;
    };
    let value = |c: usize| swapped(solution, cells, other, c);
    cells.iter().all(|&c| {
        let (c, v) = (c as usize, value(c as usize));
        relations.allowed(c).contains(v)
            && (relations.links(c).iter()).all(|l| l.rule.holds(v, value(l.other)))
    })
}

/// Whether `solution` with the cells of `cells` (in order) holding
/// `other(c)` keeps every extra house of `houses`.
fn keeps_extras(
    houses: &Houses,
    solution: &[u8],
    cells: &[u16],
    other: &dyn Fn(usize) -> u8,
) -> bool {
    let value = |c: usize| swapped(solution, cells, other, c);
    cells.iter().all(|&c| {
        houses.extras_of(Cell::new(c as usize)).iter().all(|&h| {
            let mut seen = 0u32;
            houses.cells_of(h).iter().all(|p| {
                let bit = 1u32 << value(p.index());
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
    })
}

/// The swaps of two lines of a band (two rows of one band, or two columns
/// of one stack) on a set of positions that holds the same symbols in both:
/// each cell's symbol moves to the other line in the same column (row) and
/// box, so the result keeps the rules. The smallest such sets are the
/// cycles of the map from one line's symbol to the other's; those of up to
/// `most` positions are kept (two positions: the four corners of a
/// rectangle over two boxes). A layout with extra houses or relations
/// between cells keeps the swaps that keep them too; a jigsaw has no bands
/// to swap in. Each goes to
/// `found`: its cells, in order, and the symbol each takes.
pub(super) fn line_swaps(
    houses: &Houses,
    solution: &[u8],
    most: usize,
    mut found: impl FnMut(Vec<u16>, &dyn Fn(usize) -> u8),
) {
    // One grid's bands: a samurai's lines run on into other grids.
    let Some(shape) = houses.layout().boxes().filter(|_| houses.grids() == 1) else {
        return;
    };
    let n = shape.side();
    let related = houses.layout().relations().is_some();
    // Rows of one band, then columns of one stack (transposed).
    for transpose in [false, true] {
        let group = |l: usize| {
            if transpose {
                shape.stack_cols(l)
            } else {
                shape.band_rows(l)
            }
        };
        let cell = |line: usize, k: usize| {
            if transpose {
                k * n + line
            } else {
                line * n + k
            }
        };
        for l1 in 0..n {
            for l2 in l1 + 1..group(l1).end {
                // Where each symbol of line l1 sits, and what line l2
                // holds there.
                let mut pos = [0usize; 26];
                for k in 0..n {
                    pos[solution[cell(l1, k)] as usize] = k;
                }
                let mut seen = 0u32;
                for start in 0..n {
                    if seen >> start & 1 != 0 {
                        continue;
                    }
                    let mut cycle = Vec::new();
                    let mut k = start;
                    while seen >> k & 1 == 0 {
                        seen |= 1 << k;
                        cycle.push(k);
                        k = pos[solution[cell(l2, k)] as usize];
                    }
                    if cycle.len() > most {
                        continue;
                    }
                    let mut cells: Vec<u16> = cycle
                        .iter()
                        .flat_map(|&k| [cell(l1, k) as u16, cell(l2, k) as u16])
                        .collect();
                    cells.sort_unstable();
                    // The cells of one line take the other's symbol.
                    let other = |c: usize| {
                        let (line, k) = if transpose {
                            (c % n, c / n)
                        } else {
                            (c / n, c % n)
                        };
                        solution[cell(if line == l1 { l2 } else { l1 }, k)]
                    };
                    if (!houses.has_extras() || keeps_extras(houses, solution, &cells, &other))
                        && (!related || keeps_relations(houses, solution, &cells, &other))
                    {
                        found(cells, &other);
                    }
                }
            }
        }
    }
}

/// The swaps of two symbols: for each pair of symbols, the smallest sets
/// of the cells holding them that every house of `houses` (extras too,
/// jigsaw regions too) meets in both or neither, the two symbols exchanged
/// there. Each house holds each symbol once, so linking the two cells of
/// each house splits the cells of a pair into such sets (a rectangle over
/// two boxes is one of four cells; the pair's every cell is the largest).
/// Those of up to `most` cells that keep the layout's relations between
/// cells go to `out`.
pub(super) fn pair_swaps(houses: &Houses, solution: &[u8], most: usize, out: &mut Vec<Swap>) {
    let n = houses.side();
    // The cell of each house holding each symbol.
    let count = houses.each_house().count();
    let mut holder = vec![0u16; count * (n + 1)];
    for h in houses.each_house() {
        for &c in houses.cells_of(h) {
            holder[h.index() * (n + 1) + solution[c.index()] as usize] = c.index() as u16;
        }
    }
    // The cells holding each symbol.
    let mut holding = vec![Vec::with_capacity(n); n + 1];
    for (c, &s) in solution.iter().enumerate() {
        holding[s as usize].push(c as u16);
    }
    // Each cell's set, as a root to follow (cells outside the pair: their own).
    let mut root: Vec<u16> = (0..solution.len() as u16).collect();
    fn find(root: &mut [u16], mut c: u16) -> u16 {
        while root[c as usize] != c {
            let up = root[root[c as usize] as usize];
            root[c as usize] = up;
            c = up;
        }
        c
    }
    let mut sets: Vec<(u16, u16)> = Vec::with_capacity(2 * n);
    let related = houses.layout().relations().is_some();
    for a in 1..=n as u8 {
        for b in a + 1..=n as u8 {
            for &c in holding[a as usize].iter().chain(&holding[b as usize]) {
                root[c as usize] = c;
            }
            for h in 0..count {
                let (of_a, of_b) = (
                    holder[h * (n + 1) + a as usize],
                    holder[h * (n + 1) + b as usize],
                );
                let (x, y) = (find(&mut root, of_a), find(&mut root, of_b));
                root[x.max(y) as usize] = x.min(y);
            }
            // The sets in order of their first cell, cells in order.
            sets.clear();
            for &c in holding[a as usize].iter().chain(&holding[b as usize]) {
                sets.push((find(&mut root, c), c));
            }
            sets.sort_unstable();
            let other = |c: usize| if solution[c] == a { b } else { a };
            for set in sets.chunk_by(|x, y| x.0 == y.0).filter(|s| s.len() <= most) {
                let cells: Vec<u16> = set.iter().map(|&(_, c)| c).collect();
                if !related || keeps_relations(houses, solution, &cells, &other) {
                    let symbols = cells.iter().map(|&c| other(c as usize)).collect();
                    out.push(Swap { cells, symbols });
                }
            }
        }
    }
}

/// A solved 4x4 grid for tests, with a rectangle over two boxes (cells
/// 0, 1, 8 and 9).
#[cfg(test)]
#[rustfmt::skip]
pub(super) const SOLVED_4X4: [u8; 16] = [
    1, 2, 3, 4,
    3, 4, 1, 2,
    2, 1, 4, 3,
    4, 3, 2, 1,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::{Filler, jigsaw};
    use crate::grid::Grid;
    use crate::layout::{Layout, Variant};
    use crate::shape::Shape;
    use std::sync::Arc;

    /// Every swap of a solved grid gives another, written from the rules:
    /// each house holds each symbol once.
    #[test]
    fn swaps_are_other_solutions() {
        let (mut lines, mut pairs) = (0, 0);
        let cases = [
            ("3x3", 1, Variant::CLASSIC),
            ("3x3", 2, Variant::CLASSIC),
            ("3x2", 3, Variant::CLASSIC),
            ("2x3", 4, Variant::CLASSIC),
            ("4x3", 5, Variant::CLASSIC),
            ("2x2", 6, Variant::CLASSIC),
            ("3x3", 6, Variant::X),
            ("3x2", 7, Variant::X),
            ("3x3", 8, Variant::HYPER),
            ("3x3", 9, Variant::JIGSAW),
            ("3x2", 10, Variant::JIGSAW),
        ];
        for (shape, seed, variant) in cases {
            let shape: Shape = shape.parse().unwrap();
            let mut r = crate::rng::stream(seed, 0);
            let (layout, solution) = match variant {
                Variant::CLASSIC => {
                    let grid = Filler::new(shape).fill(&mut r);
                    (Layout::classic(shape), grid.cells().to_vec())
                }
                Variant::JIGSAW => jigsaw(shape.side(), variant, &mut r).unwrap(),
                _ => {
                    let layout = Layout::new(shape, variant).unwrap();
                    let cells = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
                    (layout, cells)
                }
            };
            let layout = Arc::new(layout);
            let houses = Houses::of_layout(&layout);
            let n = shape.side();
            let (mut by_lines, mut by_pairs) = (Vec::new(), Vec::new());
            line_swaps(&houses, &solution, n, |cells, other| {
                let symbols = cells.iter().map(|&c| other(c as usize)).collect();
                by_lines.push(Swap { cells, symbols });
            });
            pair_swaps(&houses, &solution, 2 * n, &mut by_pairs);
            assert_eq!(
                swaps_of(&houses, &solution, 2 * n),
                [&by_lines[..], &by_pairs[..]].concat()
            );
            // The smaller ones alone when asked.
            let small = |s: &&Swap| s.cells.len() <= 8;
            let (lines_of_8, pairs_of_8) = (
                by_lines.iter().filter(small).count(),
                by_pairs.iter().filter(small).count(),
            );
            let of_8 = swaps_of(&houses, &solution, 8);
            assert_eq!(of_8.len(), lines_of_8 + pairs_of_8, "{shape} {variant:?}");
            for swap in by_lines.iter().chain(&by_pairs) {
                assert!(swap.cells.windows(2).all(|w| w[0] < w[1]), "{swap:?}");
                let mut cells = solution.clone();
                for (&c, &s) in swap.cells.iter().zip(&swap.symbols) {
                    assert_ne!(cells[c as usize], s, "{shape} {variant:?}: {swap:?}");
                    cells[c as usize] = s;
                }
                let other = Grid::of_layout(layout.clone(), cells).unwrap();
                assert!(other.is_solved(), "{shape} {variant:?}: {swap:?}");
            }
            // Every cell of a pair lies in one of its sets.
            assert_eq!(
                by_pairs.iter().map(|s| s.cells.len()).sum::<usize>(),
                n * (n - 1) / 2 * 2 * n,
                "{shape} {variant:?}"
            );
            if variant != Variant::JIGSAW {
                assert!(!by_lines.is_empty(), "{shape} {variant:?}");
            }
            lines += by_lines.len();
            pairs += by_pairs.len();
        }
        assert!(lines > 20 && pairs > 100, "{lines} {pairs}");
    }

    /// Under relations between cells, the swaps are exactly those of the
    /// houses alone whose grid keeps the relations too.
    #[test]
    fn swaps_under_relations_keep_them() {
        use crate::relations::{Marks, Relations};
        let (mut kept, mut dropped) = (0, 0);
        for (shape, seed) in [("3x2", 1), ("3x3", 2), ("2x2", 3), ("3x3", 4)] {
            let shape: Shape = shape.parse().unwrap();
            let n = shape.side();
            let grid = Filler::new(shape).fill(&mut crate::rng::stream(seed, 5));
            let v = grid.cells();
            // The signs of row 1, the parity of column 1, the 1s' dots.
            let mut marks = Marks::default();
            for a in 0..n - 1 {
                marks.greater.push(if v[a] > v[a + 1] {
                    [a, a + 1]
                } else {
                    [a + 1, a]
                });
                let c = a * n;
                if v[c] % 2 == 1 {
                    &mut marks.odd
                } else {
                    &mut marks.even
                }
                .push(c);
            }
            for a in (n..n * n).filter(|&a| v[a] == 1) {
                let b = if a % n + 1 < n { a + 1 } else { a - 1 };
                let (x, y) = (v[a], v[b]);
                if x.abs_diff(y) == 1 {
                    marks.white.push([a, b]);
                } else if x == 2 * y || y == 2 * x {
                    marks.black.push([a, b]);
                }
            }
            let relations = Relations::new(n, marks).unwrap();
            let under = Arc::new(Layout::classic(shape).with_relations(relations).unwrap());
            let all = |layout: &Layout| {
                let houses = Houses::of_layout(layout);
                let mut swaps = Vec::new();
                line_swaps(&houses, v, n, |cells, other| {
                    let symbols = cells.iter().map(|&c| other(c as usize)).collect();
                    swaps.push(Swap { cells, symbols });
                });
                pair_swaps(&houses, v, n * n, &mut swaps);
                swaps
            };
            let found = all(&under);
            let mut keeping = 0;
            for swap in all(&Layout::classic(shape)) {
                let mut cells = v.to_vec();
                for (&c, &s) in swap.cells.iter().zip(&swap.symbols) {
                    cells[c as usize] = s;
                }
                let keeps = Grid::of_layout(under.clone(), cells).unwrap().is_solved();
                assert_eq!(found.contains(&swap), keeps, "{shape}: {swap:?}");
                if keeps {
                    keeping += 1;
                } else {
                    dropped += 1;
                }
            }
            assert_eq!(found.len(), keeping, "{shape}: none but the houses' swaps");
            kept += keeping;
        }
        assert!(kept > 20 && dropped > 20, "{kept} {dropped}");
    }

    /// A grid with a rectangle over two boxes: the pair swaps find it.
    #[test]
    fn a_rectangle_is_a_pair_swap() {
        let shape: Shape = "2x2".parse().unwrap();
        let solution = SOLVED_4X4;
        let houses = Houses::new(shape);
        let mut swaps = Vec::new();
        pair_swaps(&houses, &solution, 16, &mut swaps);
        let rectangle = Swap {
            cells: vec![0, 1, 8, 9],
            symbols: vec![2, 1, 1, 2],
        };
        assert!(swaps.contains(&rectangle), "{swaps:?}");
    }
}
