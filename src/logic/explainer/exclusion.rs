//! SE's aligned exclusion: aligned pair exclusion (6.2) and aligned
//! triplet exclusion (7.5). Two or three cells (the base) cannot take
//! values that empty a cell every one of them sees (an excluder: a cell
//! of two candidates, or three for a triplet), nor equal values where two
//! of them see each other; a candidate of a base cell that no allowed
//! choice of values uses leaves it.
//!
//! The bases are tried in SE's order: the cells of two candidates or more
//! with two excluders or more among their peers (none of which has a
//! single candidate; SE also keeps cells with one, which are in no base),
//! row by row; their pairs by the larger cell's place, then
//! the smaller's; for a triplet, each excluder of the pair's first cell,
//! then of its second, that is such a cell itself. A base needs two
//! excluders in common. The first base that removes anything is the step.

use super::grid::SeGrid;
use super::{Hint, Name};
use crate::deadline::Deadline;
use crate::logic::board::bits_of;
use crate::symbol::one_bit;

/// SE's first aligned exclusion of `degree` (2 or 3) cells, if any, or
/// `None` too once `deadline` has passed.
pub(super) fn aligned(g: &SeGrid, degree: usize, deadline: Deadline) -> Option<Hint> {
    debug_assert!((2..=3).contains(&degree));
    let words = g.words();
    let cells = g.n * g.n;
    // The cells of one candidate (none are left by the time SE looks
    // for these, but its rule keeps their peers out of a base) and the
    // cells that may exclude, as bits.
    let (mut single, mut few) = (vec![0u64; words], vec![0u64; words]);
    for c in (0..cells).filter(|&c| g.values[c] == 0) {
        match g.cand[c].count_ones() {
            1 => single[c / 64] |= 1 << (c % 64),
            k if k as usize <= degree => few[c / 64] |= 1 << (c % 64),
            _ => {}
        }
    }
    // The cells that may be in a base, with their excluders as bits, and
    // each cell's place among them.
    let mut base_cells: Vec<usize> = Vec::new();
    let mut excluder_bits: Vec<u64> = Vec::new();
    let mut index = vec![usize::MAX; cells];
    for (c, at) in index.iter_mut().enumerate() {
        if g.values[c] != 0 || g.cand[c].count_ones() < 2 {
            continue;
        }
        // SE keeps a cell with one excluder too, but a base needs two in
        // common: a cell with fewer is in none, and leaving it out keeps
        // the others' order.
        let peers = g.peer_bits(c);
        if peers.iter().zip(&single).any(|(p, s)| p & s != 0)
            || peers
                .iter()
                .zip(&few)
                .map(|(p, f)| (p & f).count_ones())
                .sum::<u32>()
                < 2
        {
            continue;
        }
        *at = base_cells.len();
        base_cells.push(c);
        excluder_bits.extend(peers.iter().zip(&few).map(|(p, f)| p & f));
    }
    // For a triplet, each base cell's excluders in SE's order.
    let excluders: Vec<Vec<usize>> = if degree == 3 {
        base_cells
            .iter()
            .map(|&c| {
                g.house(c)
                    .into_iter()
                    .filter(|&p| few[p / 64] >> (p % 64) & 1 != 0)
                    .collect()
            })
            .collect()
    } else {
        Vec::new()
    };
    let bits_of_cell = |i: usize| &excluder_bits[i * words..(i + 1) * words];
    let (mut common, mut pair_common) = (vec![0u64; words], vec![0u64; words]);
    let mut twin: Vec<usize> = Vec::new();
    let mut masks: Vec<u32> = Vec::new();
    for j in 1..base_cells.len() {
        if deadline.passed() {
            return None;
        }
        for i in 0..j {
            // The excluders the pair shares: a base needs two in common.
            if common_of(&mut pair_common, bits_of_cell(i), bits_of_cell(j)) < 2 {
                continue;
            }
            if degree == 2 {
                let cells = [base_cells[i], base_cells[j]];
                if let Some(h) = exclude(g, &cells, &pair_common, &mut masks) {
                    return Some(h);
                }
                continue;
            }
            // The third cells: the pair's excluders that may be in a
            // base, the first cell's first, each once.
            twin.clear();
            for &p in excluders[i].iter().chain(&excluders[j]) {
                if index[p] != usize::MAX
                    && p != base_cells[i]
                    && p != base_cells[j]
                    && !twin.contains(&p)
                {
                    twin.push(p);
                }
            }
            for &third in &twin {
                let k = index[third];
                if common_of(&mut common, &pair_common, bits_of_cell(k)) < 2 {
                    continue;
                }
                let cells = [base_cells[i], base_cells[j], third];
                if let Some(h) = exclude(g, &cells, &common, &mut masks) {
                    return Some(h);
                }
            }
        }
    }
    None
}

/// Writes the cells of both `a` and `b` (as bits) to `both`, and
/// returns how many there are.
#[inline(always)]
fn common_of(both: &mut [u64], a: &[u64], b: &[u64]) -> u32 {
    let mut count = 0;
    for ((c, x), y) in both.iter_mut().zip(a).zip(b) {
        *c = x & y;
        count += c.count_ones();
    }
    count
}

/// The step of base `cells` whose excluders in common are `common` (as
/// bits), if it removes anything; `masks` is a buffer.
fn exclude(g: &SeGrid, cells: &[usize], common: &[u64], masks: &mut Vec<u32>) -> Option<Hint> {
    masks.clear();
    for (w, &word) in common.iter().enumerate() {
        for b in bits_of(word) {
            masks.push(g.cand[w * 64 + b]);
        }
    }
    let used = uses(g, cells, masks);
    let remove: Vec<(usize, u8)> = cells
        .iter()
        .zip(used)
        .flat_map(|(&c, u)| bits_of(g.cand[c] & !u).map(move |d| (c, d as u8 + 1)))
        .collect();
    if remove.is_empty() {
        return None;
    }
    let (rating, name) = if cells.len() == 2 {
        (6.2, "Aligned Pair Exclusion")
    } else {
        (7.5, "Aligned Triplet Exclusion")
    };
    Some(Hint {
        rating,
        name: Name::Fixed(name),
        place: Vec::new(),
        remove,
    })
}

/// The values of each of `cells` that some allowed choice gives it: one
/// value a cell, different where two cells see each other, and no
/// excluder (its candidates `excluders`) left without a candidate.
fn uses(g: &SeGrid, cells: &[usize], excluders: &[u32]) -> [u32; 3] {
    let cand = |k: usize| cells.get(k).map_or(0, |&c| g.cand[c]);
    let (c0, c1, c2) = (cand(0), cand(1), cand(2));
    let see = |a: usize, b: usize| cells.len() > b && g.sees(cells[a], cells[b]);
    let (see01, see02, see12) = (see(0, 1), see(0, 2), see(1, 2));
    if cells.len() == 2 {
        return pair_uses(c0, c1, see01, excluders);
    }
    // Only an excluder within the cells' candidates can be emptied.
    let mut within = [0u32; 96];
    let mut count = 0;
    for &m in excluders {
        if m & !(c0 | c1 | c2) == 0 && count < within.len() {
            within[count] = m;
            count += 1;
        }
    }
    let within = &within[..count];
    let all = [c0, c1, c2];
    let mut used = [0u32; 3];
    for d0 in bits_of(c0) {
        for d1 in bits_of(c1) {
            if see01 && d0 == d1 {
                continue;
            }
            // The values of the third cell an excluder rules out with
            // these two: an excluder within them rules out all.
            let two = 1u32 << d0 | 1 << d1;
            let mut ruled_out = 0u32;
            for &m in within {
                let rest = m & !two;
                if rest == 0 {
                    ruled_out = u32::MAX;
                    break;
                }
                if one_bit(rest) {
                    ruled_out |= rest;
                }
            }
            let mut open = c2 & !ruled_out;
            if see02 {
                open &= !(1 << d0);
            }
            if see12 {
                open &= !(1 << d1);
            }
            if open != 0 {
                used[0] |= 1 << d0;
                used[1] |= 1 << d1;
                used[2] |= open;
                // Every value used: nothing to remove.
                if used == all {
                    return used;
                }
            }
        }
    }
    used
}

/// [`uses`] for two cells of candidates `c0` and `c1`, whose excluders
/// have two candidates: a value `d` of one is ruled out with a value `e`
/// of the other only by an excluder of exactly `d` and `e` (or by `d ==
/// e` where they see each other), so `d` is used unless every value of
/// the other is such an `e`.
fn pair_uses(c0: u32, c1: u32, see: bool, excluders: &[u32]) -> [u32; 3] {
    // For each symbol, the symbols an excluder pairs it with.
    let mut partners = [0u32; 32];
    for &m in excluders {
        debug_assert_eq!(m.count_ones(), 2);
        let (a, b) = (m.trailing_zeros(), 31 - m.leading_zeros());
        partners[a as usize] |= 1 << b;
        partners[b as usize] |= 1 << a;
    }
    let used = |mine: u32, other: u32| {
        bits_of(mine).fold(0u32, |u, d| {
            let open = if see { other & !(1 << d) } else { other };
            if open & !partners[d] != 0 {
                u | 1 << d
            } else {
                u
            }
        })
    };
    [used(c0, c1), used(c1, c0), 0]
}
