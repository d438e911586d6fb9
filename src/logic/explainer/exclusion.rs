//! SE's aligned exclusion: aligned pair exclusion (6.2) and aligned
//! triplet exclusion (7.5). Two or three cells (the base) cannot take
//! values that empty a cell every one of them sees (an excluder: a cell
//! of two candidates, or three for a triplet), nor equal values where two
//! of them see each other; a candidate of a base cell that no allowed
//! choice of values uses leaves it.
//!
//! The bases are tried in SE's order: the cells of two candidates or more
//! with an excluder among their peers (none of which has a single
//! candidate), row by row; their pairs by the larger cell's place, then
//! the smaller's; for a triplet, each excluder of the pair's first cell,
//! then of its second, that is such a cell itself. A base needs two
//! excluders in common. The first base that removes anything is the step.

use super::grid::SeGrid;
use super::{Hint, Name};
use crate::deadline::Deadline;
use crate::logic::board::bits_of;

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
        let peers = g.peer_bits(c);
        if peers.iter().zip(&single).any(|(p, s)| p & s != 0)
            || peers.iter().zip(&few).all(|(p, f)| p & f == 0)
        {
            continue;
        }
        *at = base_cells.len();
        base_cells.push(c);
        excluder_bits.extend(peers.iter().zip(&few).map(|(p, f)| p & f));
    }
    // For a triplet, each base cell's excluders in SE's order, worked
    // out when first asked.
    let mut excluders: Vec<Option<Vec<usize>>> = vec![None; base_cells.len()];
    let excluders_of = |lists: &mut Vec<Option<Vec<usize>>>, i: usize| -> Vec<usize> {
        lists[i]
            .get_or_insert_with(|| {
                g.house(base_cells[i])
                    .into_iter()
                    .filter(|&p| few[p / 64] >> (p % 64) & 1 != 0)
                    .collect()
            })
            .clone()
    };
    let bits_of_cell = |i: usize| &excluder_bits[i * words..(i + 1) * words];
    let mut common = vec![0u64; words];
    let mut twin: Vec<usize> = Vec::new();
    let mut masks: Vec<u32> = Vec::new();
    for j in 1..base_cells.len() {
        if deadline.passed() {
            return None;
        }
        for i in 0..j {
            let pair = [i, j];
            if degree == 2 {
                if let Some(h) = exclude(
                    g,
                    &pair.map(|k| base_cells[k]),
                    &pair.map(bits_of_cell),
                    &mut common,
                    &mut masks,
                ) {
                    return Some(h);
                }
                continue;
            }
            // A triplet's excluders in common are among the pair's: it
            // needs two of those.
            let shared: u32 = bits_of_cell(i)
                .iter()
                .zip(bits_of_cell(j))
                .map(|(a, b)| (a & b).count_ones())
                .sum();
            if shared < 2 {
                continue;
            }
            twin.clear();
            let (ei, ej) = (
                excluders_of(&mut excluders, i),
                excluders_of(&mut excluders, j),
            );
            for &p in ei.iter().chain(&ej) {
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
                let cells = [base_cells[i], base_cells[j], third];
                if let Some(h) = exclude(
                    g,
                    &cells,
                    &[bits_of_cell(i), bits_of_cell(j), bits_of_cell(k)],
                    &mut common,
                    &mut masks,
                ) {
                    return Some(h);
                }
            }
        }
    }
    None
}

/// The step of base `cells` whose excluders are `excluded` (as bits), if
/// it removes anything; `common` and `masks` are buffers.
fn exclude(
    g: &SeGrid,
    cells: &[usize],
    excluded: &[&[u64]],
    common: &mut [u64],
    masks: &mut Vec<u32>,
) -> Option<Hint> {
    let mut count = 0;
    for (w, word) in common.iter_mut().enumerate() {
        *word = excluded.iter().fold(u64::MAX, |m, e| m & e[w]);
        count += word.count_ones();
    }
    if count < 2 {
        return None;
    }
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
    let blocks = |values: u32| within.iter().any(|&m| m & !values == 0);
    let all = [c0, c1, c2];
    let mut used = [0u32; 3];
    for d0 in bits_of(c0) {
        for d1 in bits_of(c1) {
            if see01 && d0 == d1 {
                continue;
            }
            let two = 1u32 << d0 | 1 << d1;
            if blocks(two) {
                continue;
            }
            if cells.len() == 2 {
                used[0] |= 1 << d0;
                used[1] |= 1 << d1;
                continue;
            }
            for d2 in bits_of(c2) {
                if (see02 && d2 == d0) || (see12 && d2 == d1) || blocks(two | 1 << d2) {
                    continue;
                }
                used[0] |= 1 << d0;
                used[1] |= 1 << d1;
                used[2] |= 1 << d2;
                // Every value used: nothing to remove.
                if used == all {
                    return used;
                }
            }
        }
    }
    used
}
