//! SE's bivalue universal grave (BUG): when taking a few extra candidates
//! out of a few cells would leave every empty cell two candidates and
//! every symbol two places (or none) in every region, that grid would
//! have two solutions, so one of those extras is true.
//!
//! The extras are found as SE finds them: for each region (blocks, rows,
//! columns) and symbol with other than two places, the one place in a
//! cell of three or more candidates is a BUG cell and the symbol its
//! extra (two such places: another region will tell; none: no BUG).
//! Then, first that applies: type 1 (5.6), one BUG cell, which loses all
//! but its extras; type 2 (5.7), one extra symbol, which leaves the cells
//! that see every BUG cell; type 4 (5.7), two BUG cells in a region, the
//! symbol they share besides the extras true in one of them, so each
//! keeps only its extras and that symbol; type 3 (5.7 plus a tenth a
//! symbol past the first), the extras make a naked set with other cells
//! of a region holding every BUG cell.

use super::combos::first_set;
use super::grid::{BLOCK, COL, ROW, SeGrid};
use super::{Hint, Name, symbols};
use crate::logic::board::bits_of;

/// The region kinds in SE's order.
const KINDS: [usize; 3] = [BLOCK, ROW, COL];

/// The highest degree of the naked sets of type 3 (SE's).
const MAX_DEGREE: usize = 6;

/// SE's first BUG step, if any.
pub(super) fn bug(g: &SeGrid) -> Option<Hint> {
    let n = g.n;
    let words = g.words();
    // The BUG cells in the order found, each with its extras; their
    // union; the cells that see every BUG cell (not one of them).
    let mut cells: Vec<(usize, u32)> = Vec::new();
    let mut all = 0u32;
    let mut common: Option<Vec<u64>> = None;
    for kind in KINDS {
        for r in g.regions_of_kind(kind) {
            for v in 1..=n as u8 {
                let pos = g.pos(r, v);
                let places = pos.count_ones();
                if places == 0 || places == 2 {
                    continue;
                }
                // The places in cells of three candidates or more: one
                // is the BUG cell; two, another region will tell which;
                // none, there is no BUG.
                let mut rich = bits_of(pos)
                    .map(|i| g.regions[r][i] as usize)
                    .filter(|&c| g.cand[c].count_ones() >= 3);
                let c = match (rich.next(), rich.next()) {
                    (Some(c), None) => c,
                    (Some(_), Some(_)) => continue,
                    (None, _) => return None,
                };
                let bit = 1 << (v - 1);
                match cells.iter_mut().find(|(b, _)| *b == c) {
                    Some((_, extra)) => *extra |= bit,
                    None => cells.push((c, bit)),
                }
                all |= bit;
                let peers = g.peer_bits(c);
                let seen = common.get_or_insert_with(|| peers.to_vec());
                for (w, p) in seen.iter_mut().zip(peers) {
                    *w &= p;
                }
                for &(b, _) in &cells {
                    seen[b / 64] &= !(1 << (b % 64));
                }
                if cells.len() > 1 && all.count_ones() > 1 && seen.iter().all(|&w| w == 0) {
                    return None;
                }
            }
        }
    }
    if !is_grave(g, &cells) {
        return None;
    }
    let common = common.unwrap_or_else(|| vec![0; words]);
    let sees_all = |c: usize| common[c / 64] >> (c % 64) & 1 != 0;
    let hint = |rating: f64, name: &'static str, remove: Vec<(usize, u8)>| Hint {
        rating,
        name: Name::Fixed(name),
        place: Vec::new(),
        remove,
    };
    match cells[..] {
        [] => None,
        [(c, extra)] => Some(hint(5.6, "BUG type 1", symbols(c, g.cand[c] & !extra))),
        _ if all.count_ones() == 1 => {
            let v = all.trailing_zeros() as u8 + 1;
            let remove: Vec<(usize, u8)> = (0..n * n)
                .filter(|&c| sees_all(c) && g.has(c, v))
                .map(|c| (c, v))
                .collect();
            if !remove.is_empty() {
                return Some(hint(5.7, "BUG type 2", remove));
            }
            type_4(g, &cells, all).map(|remove| hint(5.7, "BUG type 4", remove))
        }
        _ if common.iter().any(|&w| w != 0) => {
            if let Some(remove) = type_4(g, &cells, all) {
                return Some(hint(5.7, "BUG type 4", remove));
            }
            type_3(g, &cells, all, &sees_all)
                .map(|(degree, remove)| hint(5.7 + (degree - 1) as f64 * 0.1, "BUG type 3", remove))
        }
        _ => None,
    }
}

/// Whether, the extras of `cells` taken out, every empty cell has two
/// candidates and every symbol two places or none in every region.
fn is_grave(g: &SeGrid, cells: &[(usize, u32)]) -> bool {
    let extra = |c: usize| cells.iter().find(|&&(b, _)| b == c).map_or(0, |&(_, e)| e);
    let two = (0..g.n * g.n).all(|c| g.values[c] != 0 || (g.cand[c] & !extra(c)).count_ones() == 2);
    two && (0..3 * g.n).all(|r| {
        (1..=g.n as u8).all(|v| {
            let bit = 1 << (v - 1);
            let taken = bits_of(g.pos(r, v))
                .filter(|&i| extra(g.regions[r][i] as usize) & bit != 0)
                .count() as u32;
            let places = g.pos(r, v).count_ones() - taken;
            places == 0 || places == 2
        })
    })
}

/// Type 4: the first two BUG cells share one symbol besides the extras;
/// in a region holding both (the first of SE's kinds), each keeps only
/// its extras and that symbol.
fn type_4(g: &SeGrid, cells: &[(usize, u32)], all: u32) -> Option<Vec<(usize, u8)>> {
    let [(c1, e1), (c2, e2)] = cells[..] else {
        return None;
    };
    let locked = g.cand[c1] & g.cand[c2] & !all;
    if locked.count_ones() != 1 {
        return None;
    }
    KINDS
        .iter()
        .any(|&k| g.region_of[c1][k] == g.region_of[c2][k])
        .then(|| {
            let mut remove = symbols(c1, g.cand[c1] & !e1 & !locked);
            remove.extend(symbols(c2, g.cand[c2] & !e2 & !locked));
            remove
        })
}

/// Type 3: in the first kind of region holding every BUG cell, the other
/// cells (in SE's order: as met from the first BUG cell through its
/// block, row, then column), `degree - 1` of them with `degree` symbols
/// between them that hold every extra; the set leaves the region's other
/// cells. The degree and the removals.
fn type_3(
    g: &SeGrid,
    cells: &[(usize, u32)],
    all: u32,
    sees_all: &impl Fn(usize) -> bool,
) -> Option<(usize, Vec<(usize, u8)>)> {
    let first = cells[0].0;
    for kind in KINDS {
        let r = g.region_of[first][kind];
        if cells.iter().any(|&(c, _)| g.region_of[c][kind] != r) {
            continue;
        }
        let order: Vec<usize> = g
            .house(first)
            .into_iter()
            .filter(|&c| g.region_of[c][kind] == r && sees_all(c))
            .collect();
        let masks: Vec<u32> = order.iter().map(|&c| g.cand[c]).collect();
        for degree in 2..=MAX_DEGREE.min(order.len()) {
            let found = first_set(&masks, degree - 1, degree, |pick, union| {
                if union.count_ones() as usize != degree
                    || all & !union != 0
                    || pick.iter().any(|&i| masks[i].count_ones() <= 1)
                {
                    return None;
                }
                let remove: Vec<(usize, u8)> = order
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !pick.contains(i))
                    .flat_map(|(_, &c)| symbols(c, g.cand[c] & union))
                    .collect();
                (!remove.is_empty()).then_some(remove)
            });
            if let Some(remove) = found {
                return Some((degree, remove));
            }
        }
    }
    None
}
