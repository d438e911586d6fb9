//! The rules SE's nested forcing chains apply inside a chain: when a
//! dynamic chain of level 1 and up ("Dynamic Forcing Chains (+)") has
//! nothing left to follow, SE looks on the candidates the chain has left
//! for pointing and claiming, then hidden pairs, then naked pairs, then
//! X-wings, and takes every step of the first of these rules that has one
//! the chain made possible. Each removal of such a step goes on in the
//! chain, its parents the candidates the chain removed that the step
//! needs (SE's "rule parents").
//!
//! [`super::rules`] finds the first step of each technique on the grid
//! itself, its order tuned for that; these are every step of four of them,
//! in SE's order, with what each needs the chain to have removed.

use super::combos::first_set;
use super::grid::{BLOCK, BLOCK_COL_ROW, COL, ROW, SeGrid};
use super::symbols;
use crate::logic::board::bits_of;

/// A step a rule finds on the candidates a chain has left.
pub(super) struct Derived {
    /// The candidates it removes, in cell order, then symbol order.
    pub remove: Vec<(usize, u8)>,
    /// The candidates the chain removed that it needs, in SE's order.
    pub parents: Vec<(usize, u8)>,
    /// The nested chain it comes from (the chainer's index), if any.
    pub nested: Option<u32>,
}

/// The steps of the first of pointing and claiming, hidden pairs, naked
/// pairs and X-wings that finds one on `cur`, the candidates a chain has
/// left of `init`, that needs the chain (a step that needs nothing it
/// removed holds without it and is left out, as SE leaves it).
pub(super) fn basic(init: &SeGrid, cur: &SeGrid) -> Vec<Derived> {
    let rules: [fn(&SeGrid, &SeGrid, &mut Vec<Derived>); 4] =
        [locking, hidden_pairs, naked_pairs, x_wings];
    let mut out = Vec::new();
    for rule in rules {
        rule(init, cur, &mut out);
        if !out.is_empty() {
            break;
        }
    }
    out
}

/// Whether the chain removed `v` from cell `c`.
fn gone(init: &SeGrid, cur: &SeGrid, c: usize, v: u8) -> bool {
    init.has(c, v) && !cur.has(c, v)
}

/// Keeps a step that removes something and needs the chain.
fn keep(out: &mut Vec<Derived>, mut remove: Vec<(usize, u8)>, parents: Vec<(usize, u8)>) {
    if remove.is_empty() || parents.is_empty() {
        return;
    }
    remove.sort_unstable();
    out.push(Derived {
        remove,
        parents,
        nested: None,
    });
}

/// Pointing (a block's symbol within one line) and claiming (a line's
/// within one block): the symbol leaves the rest of the second region. It
/// needs the places of the first region outside the second gone.
fn locking(init: &SeGrid, cur: &SeGrid, out: &mut Vec<Derived>) {
    let n = cur.n;
    for (k1, k2) in [(BLOCK, COL), (BLOCK, ROW), (COL, BLOCK), (ROW, BLOCK)] {
        for r1 in cur.regions_of_kind(k1) {
            for &r2 in cur.crossing(r1, k2) {
                let r2 = r2 as usize;
                let inside = cur.inter(r1, r2);
                for v in 1..=n as u8 {
                    let pos = cur.pos(r1, v);
                    if pos.count_ones() <= 1 || pos & !inside != 0 {
                        continue;
                    }
                    let remove = bits_of(cur.pos(r2, v) & !cur.inter(r2, r1))
                        .map(|i| (cur.regions[r2][i] as usize, v))
                        .collect();
                    let parents = (0..n)
                        .filter(|&i| inside >> i & 1 == 0)
                        .map(|i| cur.regions[r1][i] as usize)
                        .filter(|&c| gone(init, cur, c, v))
                        .map(|c| (c, v))
                        .collect();
                    keep(out, remove, parents);
                }
            }
        }
    }
}

/// Two symbols with the same two places in a region: the other
/// candidates leave those cells. It needs the pair gone from the rest of
/// the region.
fn hidden_pairs(init: &SeGrid, cur: &SeGrid, out: &mut Vec<Derived>) {
    let n = cur.n;
    for kind in BLOCK_COL_ROW {
        for r in cur.regions_of_kind(kind) {
            // As SE: more empty cells than twice the set.
            if cur.empty_count(r) <= 4 {
                continue;
            }
            let pos = cur.region_pos(r);
            first_set::<()>(pos, 2, 2, |pick, common| {
                let (a, b) = (pick[0], pick[1]);
                if pos[a] == 0 || pos[b] == 0 || common.count_ones() != 2 {
                    return None;
                }
                let set = 1 << a | 1 << b;
                let remove = bits_of(common)
                    .map(|i| cur.regions[r][i] as usize)
                    .flat_map(|c| symbols(c, cur.cand[c] & !set))
                    .collect();
                let parents = (0..n)
                    .filter(|&i| common >> i & 1 == 0)
                    .map(|i| cur.regions[r][i] as usize)
                    .flat_map(|c| [a, b].map(|d| (c, d as u8 + 1)))
                    .filter(|&(c, v)| init.has(c, v))
                    .collect();
                keep(out, remove, parents);
                None
            });
        }
    }
}

/// Two cells of a region with the same two candidates: those leave the
/// region's other cells. It needs the cells' other candidates gone.
fn naked_pairs(init: &SeGrid, cur: &SeGrid, out: &mut Vec<Derived>) {
    for kind in BLOCK_COL_ROW {
        for r in cur.regions_of_kind(kind) {
            if cur.empty_count(r) < 4 {
                continue;
            }
            let (mut cells, mut masks) = (Vec::new(), Vec::new());
            for &c in &cur.regions[r] {
                let m = cur.cand[c as usize];
                if cur.values[c as usize] == 0 && m.count_ones() == 2 {
                    cells.push(c as usize);
                    masks.push(m);
                }
            }
            first_set::<()>(&masks, 2, 2, |pick, union| {
                if union.count_ones() != 2 {
                    return None;
                }
                let chosen = [cells[pick[0]], cells[pick[1]]];
                let remove = cur.regions[r]
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|c| !chosen.contains(c))
                    .flat_map(|c| symbols(c, cur.cand[c] & union))
                    .collect();
                let parents = chosen
                    .iter()
                    .flat_map(|&c| symbols(c, init.cand[c] & !union))
                    .collect();
                keep(out, remove, parents);
                None
            });
        }
    }
}

/// A symbol whose places in two lines lie in two cross lines leaves the
/// rest of those. It needs the symbol gone from the two lines' other
/// cells. SE looks at columns first, pairs of lines before symbols, and
/// only at symbols placed at most `n - 4` times.
fn x_wings(init: &SeGrid, cur: &SeGrid, out: &mut Vec<Derived>) {
    let n = cur.n;
    let mut placed = vec![0usize; n + 1];
    for &v in &cur.values {
        placed[v as usize] += 1;
    }
    for (base, cover) in [(COL, ROW), (ROW, COL)] {
        for b in 1..n {
            for a in 0..b {
                for v in 1..=n as u8 {
                    if placed[v as usize] + 4 > n {
                        continue;
                    }
                    let (pa, pb) = (cur.pos(base * n + a, v), cur.pos(base * n + b, v));
                    let common = pa | pb;
                    if pa.count_ones() <= 1 || pb.count_ones() <= 1 || common.count_ones() != 2 {
                        continue;
                    }
                    let lines = 1u32 << a | 1 << b;
                    let remove = bits_of(common)
                        .flat_map(|i| {
                            let r = cover * n + i;
                            bits_of(cur.pos(r, v) & !lines)
                                .map(move |j| (cur.regions[r][j] as usize, v))
                        })
                        .collect();
                    let parents = [a, b]
                        .into_iter()
                        .flat_map(|l| {
                            (0..n)
                                .filter(|&j| common >> j & 1 == 0)
                                .map(move |j| cur.regions[base * n + l][j] as usize)
                        })
                        .filter(|&c| gone(init, cur, c, v))
                        .map(|c| (c, v))
                        .collect();
                    keep(out, remove, parents);
                }
            }
        }
    }
}
