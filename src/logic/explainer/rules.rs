//! SE's techniques before chaining, each returning the first step it
//! finds in SE's order of search, tried in SE's order by [`next`].

use super::Hint;
use super::grid::{BLOCK, COL, ROW, SeGrid};
use crate::logic::board::bits_of;

/// A grid as the techniques read it.
pub(super) struct Scan<'a, 'g> {
    g: &'a SeGrid<'g>,
}

impl<'a, 'g> Scan<'a, 'g> {
    pub fn new(g: &'a SeGrid<'g>) -> Scan<'a, 'g> {
        Scan { g }
    }

    /// The places of `v` in region `r`.
    #[inline]
    fn pos(&self, r: usize, v: u8) -> u32 {
        self.g.pos(r, v)
    }
}

/// The first step of the first technique before chaining that has one.
/// Singles come all at once: every single of the cheapest kind there is
/// (SE takes them one by one, cheapest first, but singles never take
/// each other's place, so the scores come out the same).
pub(super) fn next(s: &Scan) -> Option<Hint> {
    let g = s.g;
    hidden_singles(s)
        .or_else(|| locking(s, true))
        .or_else(|| hidden_set(s, 2, true))
        .or_else(|| naked_single(g))
        .or_else(|| hidden_set(s, 3, true))
        .or_else(|| locking(s, false))
        .or_else(|| naked_set(g, 2))
        .or_else(|| fish(s, 2))
        .or_else(|| hidden_set(s, 2, false))
        .or_else(|| naked_set(g, 3))
        .or_else(|| fish(s, 3))
        .or_else(|| hidden_set(s, 3, false))
        .or_else(|| xy_wing(g, false))
        .or_else(|| xy_wing(g, true))
        .or_else(|| unique_rectangle(s))
        .or_else(|| naked_set(g, 4))
        .or_else(|| fish(s, 4))
        .or_else(|| hidden_set(s, 4, false))
        .or_else(|| bug(s))
        .or_else(|| aligned_pair_exclusion(g))
}

fn hint(
    rating: f64,
    name: &'static str,
    place: Option<(usize, u8)>,
    remove: Vec<(usize, u8)>,
) -> Hint {
    Hint {
        rating,
        name,
        place: place.into_iter().collect(),
        remove,
    }
}

/// The region kinds in the order SE's singles and subsets visit them.
const BLOCK_COL_ROW: [usize; 3] = [BLOCK, COL, ROW];

fn regions_of_kind(g: &SeGrid, kind: usize) -> std::ops::Range<usize> {
    kind * g.n..(kind + 1) * g.n
}

/// The last empty cells of regions (1.0), else the symbols with one
/// place in a block (1.2), else in a line (1.5): all of the cheapest kind.
fn hidden_singles(s: &Scan) -> Option<Hint> {
    let g = s.g;
    for class in 0..3 {
        let mut place: Vec<(usize, u8)> = Vec::new();
        for kind in BLOCK_COL_ROW {
            if class == 1 && kind != BLOCK || class == 2 && kind == BLOCK {
                continue;
            }
            for r in regions_of_kind(g, kind) {
                let alone = g.empty_count(r) == 1;
                if alone != (class == 0) {
                    continue;
                }
                for v in 1..=g.n as u8 {
                    let pos = s.pos(r, v);
                    if pos.count_ones() == 1 {
                        let cell = g.regions[r][pos.trailing_zeros() as usize] as usize;
                        if !place.iter().any(|&(c, _)| c == cell) {
                            place.push((cell, v));
                        }
                    }
                }
            }
        }
        if !place.is_empty() {
            let rating = [1.0, 1.2, 1.5][class];
            return Some(Hint {
                rating,
                name: "Hidden Single",
                place,
                remove: Vec::new(),
            });
        }
    }
    None
}

/// A cell with one candidate.
fn naked_single(g: &SeGrid) -> Option<Hint> {
    (0..g.n * g.n)
        .find(|&c| g.values[c] == 0 && g.cand[c].count_ones() == 1)
        .map(|c| {
            let v = g.cand[c].trailing_zeros() as u8 + 1;
            hint(2.3, "Naked Single", Some((c, v)), Vec::new())
        })
}

/// Pointing (a block's symbol in one line) and claiming (a line's in one
/// block); direct, only when the removal leaves a hidden single in a
/// region of the first kind (1.7, 1.9), else any removal (2.6, 2.8).
fn locking(s: &Scan, direct: bool) -> Option<Hint> {
    let g = s.g;
    for (k1, k2) in [(BLOCK, COL), (BLOCK, ROW), (COL, BLOCK), (ROW, BLOCK)] {
        let pointing = k1 == BLOCK;
        for r1 in regions_of_kind(g, k1) {
            // SE goes through r2 then v: keep the first (r2, v) that works.
            let mut first: Option<(usize, u8, Hint)> = None;
            for v in 1..=g.n as u8 {
                let pos = s.pos(r1, v);
                if pos.count_ones() <= 1 {
                    continue;
                }
                let one = g.regions[r1][pos.trailing_zeros() as usize] as usize;
                let r2 = g.region_of[one][k2] as usize;
                if pos & !g.inter(r1, r2) != 0 || first.as_ref().is_some_and(|f| f.0 < r2) {
                    continue;
                }
                if let Some(h) = locked(s, r1, r2, v, pointing, direct) {
                    first = Some((r2, v, h));
                }
            }
            if let Some((_, _, h)) = first {
                return Some(h);
            }
        }
    }
    None
}

/// The locking step of `v`, confined in `r1` to `r2`, if it has one.
fn locked(s: &Scan, r1: usize, r2: usize, v: u8, pointing: bool, direct: bool) -> Option<Hint> {
    let g = s.g;
    // The places of v in r2 outside r1 leave.
    let gone = s.pos(r2, v) & !g.inter(r2, r1);
    let remove = || -> Vec<(usize, u8)> {
        bits_of(gone)
            .map(|i| (g.regions[r2][i] as usize, v))
            .collect()
    };
    if !direct {
        if gone == 0 {
            return None;
        }
        let (rating, name) = if pointing {
            (2.6, "Pointing")
        } else {
            (2.8, "Claiming")
        };
        return Some(hint(rating, name, None, remove()));
    }
    for &r3 in g.crossing(r2, r1 / g.n) {
        let r3 = r3 as usize;
        let inter3 = g.inter(r3, r2);
        if r3 == r1 {
            continue;
        }
        let pos3 = s.pos(r3, v);
        if pos3.count_ones() <= 1 {
            continue;
        }
        let left = pos3 & !inter3;
        if left.count_ones() == 1 {
            let cell = g.regions[r3][left.trailing_zeros() as usize] as usize;
            let (rating, name) = if pointing {
                (1.7, "Direct Pointing")
            } else {
                (1.9, "Direct Claiming")
            };
            return Some(hint(rating, name, Some((cell, v)), remove()));
        }
    }
    None
}

/// Calls `f` with each `k`-subset of `0..n` in lexicographic order until
/// it returns `Some`.
fn combinations<T>(n: usize, k: usize, mut f: impl FnMut(&[usize]) -> Option<T>) -> Option<T> {
    if k > n {
        return None;
    }
    let mut buf = [0usize; 32];
    let idx = &mut buf[..k];
    for (i, x) in idx.iter_mut().enumerate() {
        *x = i;
    }
    loop {
        if let Some(t) = f(idx) {
            return Some(t);
        }
        let mut i = k;
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            if idx[i] < n - k + i {
                break;
            }
            if i == 0 {
                return None;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// `degree` symbols with `degree` places between them in a region: the
/// other candidates leave those cells (3.4, 4.0, 5.4); direct, only when
/// that leaves a hidden single in the region (2.0, 2.5).
fn hidden_set(s: &Scan, degree: usize, direct: bool) -> Option<Hint> {
    let g = s.g;
    for kind in BLOCK_COL_ROW {
        for r in regions_of_kind(g, kind) {
            let empty = g.empty_count(r);
            if !(empty > degree * 2 || (direct && empty > degree)) {
                continue;
            }
            let pos = g.region_pos(r);
            // Only a symbol with 1 to `degree` places can be in the set.
            let mut fits = [0usize; 32];
            let mut count = 0;
            for (i, p) in pos.iter().enumerate() {
                if (1..=degree).contains(&(p.count_ones() as usize)) {
                    fits[count] = i;
                    count += 1;
                }
            }
            let fits = &fits[..count];
            let found = combinations(fits.len(), degree, |pick| {
                let common = pick.iter().fold(0u32, |m, &i| m | pos[fits[i]]);
                if common.count_ones() as usize != degree {
                    return None;
                }
                let set = pick.iter().fold(0u32, |m, &i| m | 1 << fits[i]);
                let remove = || -> Vec<(usize, u8)> {
                    bits_of(common)
                        .map(|i| g.regions[r][i] as usize)
                        .flat_map(|c| bits_of(g.cand[c] & !set).map(move |d| (c, d as u8 + 1)))
                        .collect()
                };
                if direct {
                    for (i, &p) in pos.iter().enumerate() {
                        if set >> i & 1 == 0
                            && p.count_ones() > 1
                            && (p & !common).count_ones() == 1
                        {
                            let cell =
                                g.regions[r][(p & !common).trailing_zeros() as usize] as usize;
                            let (rating, name) = if degree == 2 {
                                (2.0, "Direct Hidden Pair")
                            } else {
                                (2.5, "Direct Hidden Triplet")
                            };
                            return Some(hint(rating, name, Some((cell, i as u8 + 1)), remove()));
                        }
                    }
                    return None;
                }
                let remove = remove();
                if remove.is_empty() {
                    return None;
                }
                let (rating, name) = match degree {
                    2 => (3.4, "Hidden Pair"),
                    3 => (4.0, "Hidden Triplet"),
                    _ => (5.4, "Hidden Quad"),
                };
                Some(hint(rating, name, None, remove))
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// `degree` cells of a region with `degree` candidates between them,
/// which leave its other cells (3.0, 3.6, 5.0).
fn naked_set(g: &SeGrid, degree: usize) -> Option<Hint> {
    for kind in BLOCK_COL_ROW {
        for r in regions_of_kind(g, kind) {
            // SE looks only where the set is at most half the empty cells.
            if g.empty_count(r) < degree * 2 {
                continue;
            }
            let cells: Vec<usize> = g.regions[r]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| {
                    g.values[c] == 0 && (2..=degree).contains(&(g.cand[c].count_ones() as usize))
                })
                .collect();
            let found = combinations(cells.len(), degree, |pick| {
                let union = pick.iter().fold(0u32, |m, &i| m | g.cand[cells[i]]);
                if union.count_ones() as usize != degree {
                    return None;
                }
                let chosen: Vec<usize> = pick.iter().map(|&i| cells[i]).collect();
                let remove: Vec<(usize, u8)> = g.regions[r]
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|c| !chosen.contains(c))
                    .flat_map(|c| bits_of(g.cand[c] & union).map(move |d| (c, d as u8 + 1)))
                    .collect();
                if remove.is_empty() {
                    return None;
                }
                let (rating, name) = match degree {
                    2 => (3.0, "Naked Pair"),
                    3 => (3.6, "Naked Triplet"),
                    _ => (5.0, "Naked Quad"),
                };
                Some(hint(rating, name, None, remove))
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// A symbol whose places in `degree` lines lie in `degree` cross lines
/// leaves the rest of those (3.2, 3.8, 5.2).
fn fish(s: &Scan, degree: usize) -> Option<Hint> {
    let g = s.g;
    for (base, cover) in [(ROW, COL), (COL, ROW)] {
        for v in 1..=g.n as u8 {
            let lines: Vec<(usize, u32)> = regions_of_kind(g, base)
                .map(|r| (r, s.pos(r, v)))
                .filter(|&(_, p)| (2..=degree).contains(&(p.count_ones() as usize)))
                .collect();
            let found = combinations(lines.len(), degree, |pick| {
                let union = pick.iter().fold(0u32, |m, &i| m | lines[i].1);
                if union.count_ones() as usize != degree {
                    return None;
                }
                let base_lines: Vec<usize> = pick.iter().map(|&i| lines[i].0).collect();
                let remove: Vec<(usize, u8)> = bits_of(union)
                    .flat_map(|i| g.regions[cover * g.n + i].iter().map(|&c| c as usize))
                    .filter(|&c| {
                        g.has(c, v) && !base_lines.contains(&(g.region_of[c][base] as usize))
                    })
                    .map(|c| (c, v))
                    .collect();
                if remove.is_empty() {
                    return None;
                }
                let (rating, name) = match degree {
                    2 => (3.2, "X-Wing"),
                    3 => (3.8, "Swordfish"),
                    _ => (5.2, "Jellyfish"),
                };
                Some(hint(rating, name, None, remove))
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// XY-wing (4.2): a pivot XY sees pincers XZ and YZ; XYZ-wing (4.4): a
/// pivot XYZ. Z leaves the cells that see the pincers (and the pivot).
fn xy_wing(g: &SeGrid, xyz: bool) -> Option<Hint> {
    let size = if xyz { 3 } else { 2 };
    let cells = g.n * g.n;
    for pivot in 0..cells {
        if g.values[pivot] != 0 || g.cand[pivot].count_ones() != size {
            continue;
        }
        let wings: Vec<usize> = g.peers[pivot]
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| g.values[c] == 0 && g.cand[c].count_ones() == 2)
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb, cp) = (g.cand[a], g.cand[b], g.cand[pivot]);
                if ca == cb || (ca & cb).count_ones() != 1 {
                    continue;
                }
                let z = ca & cb;
                let fits = if xyz {
                    ca | cb == cp
                } else {
                    z & cp == 0 && (ca | cb) & !z == cp
                };
                if !fits {
                    continue;
                }
                let d = z.trailing_zeros() as u8 + 1;
                let remove: Vec<(usize, u8)> = (0..cells)
                    .filter(|&c| {
                        c != a
                            && c != b
                            && c != pivot
                            && g.has(c, d)
                            && g.sees(c, a)
                            && g.sees(c, b)
                            && (!xyz || g.sees(c, pivot))
                    })
                    .map(|c| (c, d))
                    .collect();
                if !remove.is_empty() {
                    let (rating, name) = if xyz {
                        (4.4, "XYZ-Wing")
                    } else {
                        (4.2, "XY-Wing")
                    };
                    return Some(hint(rating, name, None, remove));
                }
            }
        }
    }
    None
}

/// Unique rectangles: four cells in two rows, two columns and two blocks
/// holding a pair, all 4.5: type 1 when three are the bare pair, type 2
/// when two hold one extra symbol, type 4 when those two hold a symbol of
/// the pair only in them. (SE's loops of 6 cells and more, 4.6 to 5.0,
/// and its type 3 are not looked for.)
fn unique_rectangle(s: &Scan) -> Option<Hint> {
    let g = s.g;
    let n = g.n;
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
                    let blocks: std::collections::BTreeSet<u16> =
                        corners.iter().map(|&c| g.region_of[c][BLOCK]).collect();
                    if blocks.len() != 2 || corners.iter().any(|&c| g.values[c] != 0) {
                        continue;
                    }
                    if let Some(h) = rectangle(s, corners) {
                        return Some(h);
                    }
                }
            }
        }
    }
    None
}

fn rectangle(s: &Scan, corners: [usize; 4]) -> Option<Hint> {
    let g = s.g;
    // The pair: the candidates common to all four, exactly two.
    let common = corners.iter().fold(u32::MAX, |m, &c| m & g.cand[c]);
    if common.count_ones() != 2 {
        return None;
    }
    let extra: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&c| g.cand[c] != common)
        .collect();
    match extra[..] {
        [c] => {
            let remove = bits_of(common).map(|d| (c, d as u8 + 1)).collect();
            Some(hint(4.5, "Unique Rectangle type 1", None, remove))
        }
        [a, b] => {
            // Type 2: the same single extra symbol in both.
            let (ea, eb) = (g.cand[a] & !common, g.cand[b] & !common);
            if ea == eb && ea.count_ones() == 1 {
                let d = ea.trailing_zeros() as u8 + 1;
                let remove: Vec<(usize, u8)> = (0..g.n * g.n)
                    .filter(|&c| c != a && c != b && g.has(c, d) && g.sees(c, a) && g.sees(c, b))
                    .map(|c| (c, d))
                    .collect();
                if !remove.is_empty() {
                    return Some(hint(4.5, "Unique Rectangle type 2", None, remove));
                }
            }
            // Type 4: a and b share a region where one pair symbol lives
            // only in them: the other pair symbol leaves them.
            for k in 0..3 {
                if g.region_of[a][k] != g.region_of[b][k] {
                    continue;
                }
                let r = g.region_of[a][k] as usize;
                for d in bits_of(common) {
                    let v = d as u8 + 1;
                    if s.pos(r, v).count_ones() == 2 {
                        let other = (common & !(1 << d)).trailing_zeros() as u8 + 1;
                        let remove = vec![(a, other), (b, other)];
                        return Some(hint(4.5, "Unique Rectangle type 4", None, remove));
                    }
                }
            }
            None
        }
        _ => None,
    }
}

/// Bivalue universal grave: every empty cell has two candidates but a
/// few; without one extra candidate each (the one that appears three
/// times in its row) every symbol would appear twice in each region, a
/// grave of two solutions. Type 1 (5.6): one such cell, which takes its
/// extra candidate; type 2 (5.7): the same extra candidate in several,
/// which leaves the cells that see them all.
fn bug(s: &Scan) -> Option<Hint> {
    let g = s.g;
    let mut extra: Vec<(usize, u8)> = Vec::new();
    for c in 0..g.n * g.n {
        if g.values[c] != 0 || g.cand[c].count_ones() == 2 {
            continue;
        }
        if g.cand[c].count_ones() != 3 {
            return None;
        }
        let r = g.region_of[c][ROW] as usize;
        let v = bits_of(g.cand[c])
            .map(|d| d as u8 + 1)
            .find(|&v| s.pos(r, v).count_ones() == 3)?;
        extra.push((c, v));
    }
    // Without the extras, every symbol twice (or not at all) in every
    // region.
    for r in 0..g.regions.len() {
        for v in 1..=g.n as u8 {
            let mut places = s.pos(r, v).count_ones();
            places -= extra
                .iter()
                .filter(|&&(c, x)| x == v && g.region_of[c].contains(&(r as u16)))
                .count() as u32;
            if places != 0 && places != 2 {
                return None;
            }
        }
    }
    match extra[..] {
        [] => None,
        [(c, v)] => {
            let remove = bits_of(g.cand[c] & !(1 << (v - 1)))
                .map(|d| (c, d as u8 + 1))
                .collect();
            Some(hint(5.6, "BUG type 1", Some((c, v)), remove))
        }
        [(_, v), ..] if extra.iter().all(|&(_, x)| x == v) => {
            let remove: Vec<(usize, u8)> = (0..g.n * g.n)
                .filter(|&c| g.has(c, v) && extra.iter().all(|&(e, _)| g.sees(c, e)))
                .map(|c| (c, v))
                .collect();
            (!remove.is_empty()).then(|| hint(5.7, "BUG type 2", None, remove))
        }
        _ => None,
    }
}

/// Aligned pair exclusion (6.2): two cells that see each other (or not)
/// cannot take a pair of values that would empty a bivalue cell both see,
/// or that are equal when they see each other; a candidate of one that
/// every allowed pair rules out leaves it.
fn aligned_pair_exclusion(g: &SeGrid) -> Option<Hint> {
    let cells = g.n * g.n;
    for a in 0..cells {
        if g.values[a] != 0 || g.cand[a].count_ones() < 2 {
            continue;
        }
        for b in a + 1..cells {
            if g.values[b] != 0 || g.cand[b].count_ones() < 2 {
                continue;
            }
            // The cells both see that hold a few candidates: a pair of
            // values that covers one of them is excluded.
            let common: Vec<u32> = g.peers[a]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.values[c] == 0 && g.sees(c, b))
                .map(|c| g.cand[c])
                .filter(|m| m.count_ones() == 2)
                .collect();
            if common.len() < 2 {
                continue;
            }
            let see = g.sees(a, b);
            let (mut keep_a, mut keep_b) = (0u32, 0u32);
            for da in bits_of(g.cand[a]) {
                for db in bits_of(g.cand[b]) {
                    if see && da == db {
                        continue;
                    }
                    let both = 1u32 << da | 1 << db;
                    if common.iter().any(|&m| m & !both == 0) {
                        continue;
                    }
                    keep_a |= 1 << da;
                    keep_b |= 1 << db;
                }
            }
            let mut remove: Vec<(usize, u8)> = bits_of(g.cand[a] & !keep_a)
                .map(|d| (a, d as u8 + 1))
                .collect();
            remove.extend(bits_of(g.cand[b] & !keep_b).map(|d| (b, d as u8 + 1)));
            if !remove.is_empty() {
                return Some(hint(6.2, "Aligned Pair Exclusion", None, remove));
            }
        }
    }
    None
}
