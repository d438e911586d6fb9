//! SE's techniques before chaining, each returning the first step it
//! finds in SE's order of search, tried in SE's order by [`next`].

use super::Hint;
use super::bug::bug;
use super::combos::first_set;
use super::exclusion::aligned;
use super::grid::{BLOCK, BLOCK_COL_ROW, COL, ROW, SeGrid};
use super::loops::unique_loop;
use crate::deadline::Deadline;
use crate::logic::board::bits_of;
use crate::symbol::{at_most_one_bit, one_bit};

/// The first step of the first technique before chaining that has one.
/// Singles come all at once: every single of the cheapest kind there is
/// (SE takes them one by one, cheapest first, but singles never take
/// each other's place, so the scores come out the same).
pub(super) fn next(g: &SeGrid, seen: &mut Seen) -> Option<Hint> {
    if let Some(h) = hidden_singles(g) {
        return Some(h);
    }
    let locking = locking(g);
    locking
        .direct
        .or_else(|| hidden_set(g, 2, true, seen))
        .or_else(|| naked_single(g))
        .or_else(|| hidden_set(g, 3, true, seen))
        .or_else(|| locking.plain.map(|at| at.hint(g)))
        .or_else(|| naked_set(g, 2, seen))
        .or_else(|| fish(g, 2, seen))
        .or_else(|| hidden_set(g, 2, false, seen))
        .or_else(|| naked_set(g, 3, seen))
        .or_else(|| fish(g, 3, seen))
        .or_else(|| hidden_set(g, 3, false, seen))
        .or_else(|| xy_wing(g, false))
        .or_else(|| xy_wing(g, true))
        .or_else(|| unique_loop(g))
        .or_else(|| naked_set(g, 4, seen))
        .or_else(|| fish(g, 4, seen))
        .or_else(|| hidden_set(g, 4, false, seen))
        .or_else(|| bug(g))
        .or_else(|| aligned(g, 2, Deadline::NEVER))
}

/// The regions each search of one region at a time found nothing in,
/// with the region's [`SeGrid::version`] then: while it stays the same,
/// the search finds nothing there again. One a puzzle.
pub(super) struct Seen {
    /// `[search * regions + r]`: the version, or `u32::MAX` (never).
    empty_at: Vec<u32>,
    regions: usize,
    /// `[((degree - 2) * 2 + rows or columns) * n + v - 1]`: fish of
    /// symbol `v`, with its [`SeGrid::symbol_version`].
    fish_empty_at: Vec<u32>,
}

/// The searches [`Seen`] keeps: hidden sets of 2 and 3 direct, of 2 to
/// 4, naked sets of 2 to 4.
const SEARCHES: usize = 8;

impl Seen {
    pub fn new(g: &SeGrid) -> Seen {
        Seen {
            empty_at: vec![u32::MAX; SEARCHES * 3 * g.n],
            regions: 3 * g.n,
            fish_empty_at: vec![u32::MAX; 3 * 2 * g.n],
        }
    }

    /// Whether `search` found nothing in region `r` as it is.
    fn known_empty(&self, g: &SeGrid, search: usize, r: usize) -> bool {
        self.empty_at[search * self.regions + r] == g.version(r)
    }

    /// `search` found nothing in region `r` as it is.
    fn found_nothing(&mut self, g: &SeGrid, search: usize, r: usize) {
        self.empty_at[search * self.regions + r] = g.version(r);
    }
}

fn hint(
    rating: f64,
    name: &'static str,
    place: Option<(usize, u8)>,
    remove: Vec<(usize, u8)>,
) -> Hint {
    Hint {
        rating,
        name: name.into(),
        place: place.into_iter().collect(),
        remove,
    }
}

/// The last empty cells of regions (1.0), else the symbols with one
/// place in a block (1.2), else in a line (1.5): all of the cheapest kind.
fn hidden_singles(g: &SeGrid) -> Option<Hint> {
    // The kinds of region each class looks in.
    const KINDS: [&[usize]; 3] = [&BLOCK_COL_ROW, &[BLOCK], &[COL, ROW]];
    // The regions with a symbol of one place, in region order: most
    // regions have none.
    let mut with: [u16; 96] = [0; 96];
    let mut count = 0;
    for r in 0..3 * g.n {
        if g.singles(r) != 0 {
            with[count] = r as u16;
            count += 1;
        }
    }
    if count == 0 {
        return None;
    }
    let with = &with[..count];
    for (class, kinds) in KINDS.into_iter().enumerate() {
        let mut place: Vec<(usize, u8)> = Vec::new();
        for &kind in kinds {
            for r in with
                .iter()
                .map(|&r| r as usize)
                .filter(|&r| r / g.n == kind)
            {
                let alone = g.empty_count(r) == 1;
                if alone != (class == 0) {
                    continue;
                }
                for d in bits_of(g.singles(r)) {
                    let v = d as u8 + 1;
                    let pos = g.pos(r, v);
                    let cell = g.regions[r][pos.trailing_zeros() as usize] as usize;
                    if !place.iter().any(|&(c, _)| c == cell) {
                        place.push((cell, v));
                    }
                }
            }
        }
        if !place.is_empty() {
            let rating = [1.0, 1.2, 1.5][class];
            return Some(Hint {
                rating,
                name: "Hidden Single".into(),
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
        .find(|&c| g.values[c] == 0 && one_bit(g.cand[c]))
        .map(|c| {
            let v = g.cand[c].trailing_zeros() as u8 + 1;
            hint(2.3, "Naked Single", Some((c, v)), Vec::new())
        })
}

/// What SE's pointing (a block's symbol in one line) and claiming (a
/// line's in one block) find: the direct step, where the removal leaves
/// a hidden single in a region of the first kind (1.7, 1.9), else the
/// first step that removes anything (2.6, 2.8), to take later in SE's
/// order. Both look at the same intersections in the same order: one
/// scan finds them.
struct Locking {
    direct: Option<Hint>,
    plain: Option<Locked>,
}

/// A symbol `v` confined in region `r1` to `r2`, with places to remove
/// from `r2`.
#[derive(Clone, Copy)]
struct Locked {
    r1: usize,
    r2: usize,
    v: u8,
    pointing: bool,
}

fn locking(g: &SeGrid) -> Locking {
    let mut plain = None;
    for (k1, k2) in [(BLOCK, COL), (BLOCK, ROW), (COL, BLOCK), (ROW, BLOCK)] {
        let pointing = k1 == BLOCK;
        for r1 in g.regions_of_kind(k1) {
            // SE goes through r2 then v: keep the first (r2, v) that works.
            let mut first_direct: Option<(usize, Hint)> = None;
            let mut first_plain: Option<(usize, u8)> = None;
            for d in bits_of(confined(g, r1, k2)) {
                let v = d as u8 + 1;
                let pos = g.pos(r1, v);
                if at_most_one_bit(pos) {
                    continue;
                }
                let one = g.regions[r1][pos.trailing_zeros() as usize] as usize;
                let r2 = g.region_of[one][k2] as usize;
                let at = Locked {
                    r1,
                    r2,
                    v,
                    pointing,
                };
                if pos & !g.inter(r1, r2) != 0 || at.gone(g) == 0 {
                    continue;
                }
                if plain.is_none() && first_plain.is_none_or(|(r, _)| r2 < r) {
                    first_plain = Some((r2, v));
                }
                if first_direct.as_ref().is_none_or(|(r, _)| r2 < *r)
                    && let Some(h) = at.direct(g)
                {
                    first_direct = Some((r2, h));
                }
            }
            if plain.is_none() {
                plain = first_plain.map(|(r2, v)| Locked {
                    r1,
                    r2,
                    v,
                    pointing,
                });
            }
            if let Some((_, h)) = first_direct {
                return Locking {
                    direct: Some(h),
                    plain,
                };
            }
        }
    }
    Locking {
        direct: None,
        plain,
    }
}

/// The symbols whose places in region `r1` all lie in one region of kind
/// `k2` (a symbol is in the candidates of one part of `r1` only).
fn confined(g: &SeGrid, r1: usize, k2: usize) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for &r2 in g.crossing(r1, k2) {
        let part =
            bits_of(g.inter(r1, r2 as usize)).fold(0, |m, i| m | g.cand[g.regions[r1][i] as usize]);
        twice |= once & part;
        once |= part;
    }
    once & !twice
}

impl Locked {
    /// The places of `v` in `r2` outside `r1`, which leave.
    fn gone(self, g: &SeGrid) -> u32 {
        g.pos(self.r2, self.v) & !g.inter(self.r2, self.r1)
    }

    fn remove(self, g: &SeGrid) -> Vec<(usize, u8)> {
        bits_of(self.gone(g))
            .map(|i| (g.regions[self.r2][i] as usize, self.v))
            .collect()
    }

    /// Its plain step (2.6, 2.8).
    fn hint(self, g: &SeGrid) -> Hint {
        let (rating, name) = if self.pointing {
            (2.6, "Pointing")
        } else {
            (2.8, "Claiming")
        };
        hint(rating, name, None, self.remove(g))
    }

    /// Its direct step, if the removal leaves one place of `v` in a
    /// region of `r1`'s kind crossing `r2`.
    fn direct(self, g: &SeGrid) -> Option<Hint> {
        let Locked { r1, r2, v, .. } = self;
        for &r3 in g.crossing(r2, r1 / g.n) {
            let r3 = r3 as usize;
            let inter3 = g.inter(r3, r2);
            if r3 == r1 {
                continue;
            }
            let pos3 = g.pos(r3, v);
            if at_most_one_bit(pos3) {
                continue;
            }
            let left = pos3 & !inter3;
            if one_bit(left) {
                let cell = g.regions[r3][left.trailing_zeros() as usize] as usize;
                let (rating, name) = if self.pointing {
                    (1.7, "Direct Pointing")
                } else {
                    (1.9, "Direct Claiming")
                };
                return Some(hint(rating, name, Some((cell, v)), self.remove(g)));
            }
        }
        None
    }
}

/// The first `Some` of `f` over the `k`-subsets of `masks` whose union
/// has `k` bits, in SE's order ([`first_set`]), with that union.
fn first_subset<T>(
    masks: &[u32],
    k: usize,
    mut f: impl FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    first_set(masks, k, k, |pick, union| {
        if union.count_ones() as usize == k {
            f(pick, union)
        } else {
            None
        }
    })
}

/// `degree` symbols with `degree` places between them in a region: the
/// other candidates leave those cells (3.4, 4.0, 5.4); direct, only when
/// that leaves a hidden single in the region (2.0, 2.5).
fn hidden_set(g: &SeGrid, degree: usize, direct: bool, seen: &mut Seen) -> Option<Hint> {
    let search = if direct { degree - 2 } else { degree };
    for kind in BLOCK_COL_ROW {
        for r in g.regions_of_kind(kind) {
            if seen.known_empty(g, search, r) {
                continue;
            }
            let empty = g.empty_count(r);
            if !(empty > degree * 2 || (direct && empty > degree)) {
                continue;
            }
            let pos = g.region_pos(r);
            // Only a symbol with 1 to `degree` places can be in the set.
            let (mut fits, mut masks, mut count) = ([0u8; 32], [0u32; 32], 0);
            for (i, &p) in pos.iter().enumerate() {
                if (1..=degree).contains(&(p.count_ones() as usize)) {
                    (fits[count], masks[count]) = (i as u8, p);
                    count += 1;
                }
            }
            let found = first_subset(&masks[..count], degree, |pick, common| {
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
            seen.found_nothing(g, search, r);
        }
    }
    None
}

/// `degree` cells of a region with `degree` candidates between them,
/// which leave its other cells (3.0, 3.6, 5.0).
fn naked_set(g: &SeGrid, degree: usize, seen: &mut Seen) -> Option<Hint> {
    let search = degree + 3;
    for kind in BLOCK_COL_ROW {
        for r in g.regions_of_kind(kind) {
            if seen.known_empty(g, search, r) {
                continue;
            }
            // SE looks only where the set is at most half the empty cells.
            if g.empty_count(r) < degree * 2 {
                continue;
            }
            let (mut cells, mut masks, mut count) = ([0u16; 32], [0u32; 32], 0);
            for &c in &g.regions[r] {
                let m = g.cand[c as usize];
                if g.values[c as usize] == 0 && (2..=degree).contains(&(m.count_ones() as usize)) {
                    (cells[count], masks[count]) = (c, m);
                    count += 1;
                }
            }
            let found = first_subset(&masks[..count], degree, |pick, union| {
                let chosen: Vec<usize> = pick.iter().map(|&i| cells[i] as usize).collect();
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
            seen.found_nothing(g, search, r);
        }
    }
    None
}

/// A symbol whose places in `degree` lines lie in `degree` cross lines
/// leaves the rest of those (3.2, 3.8, 5.2).
fn fish(g: &SeGrid, degree: usize, seen: &mut Seen) -> Option<Hint> {
    for (side, (base, cover)) in [(ROW, COL), (COL, ROW)].into_iter().enumerate() {
        for v in 1..=g.n as u8 {
            let at = ((degree - 2) * 2 + side) * g.n + v as usize - 1;
            if seen.fish_empty_at[at] == g.symbol_version(v) {
                continue;
            }
            let (mut lines, mut masks, mut count) = ([0u16; 32], [0u32; 32], 0);
            for r in g.regions_of_kind(base) {
                let p = g.pos(r, v);
                if (2..=degree).contains(&(p.count_ones() as usize)) {
                    (lines[count], masks[count]) = (r as u16, p);
                    count += 1;
                }
            }
            let found = first_subset(&masks[..count], degree, |pick, union| {
                let base_lines: Vec<usize> = pick.iter().map(|&i| lines[i] as usize).collect();
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
            seen.fish_empty_at[at] = g.symbol_version(v);
        }
    }
    None
}

/// XY-wing (4.2): a pivot XY sees pincers XZ and YZ; XYZ-wing (4.4): a
/// pivot XYZ. Z leaves the cells that see the pincers (and the pivot).
fn xy_wing(g: &SeGrid, xyz: bool) -> Option<Hint> {
    let size = if xyz { 3 } else { 2 };
    let cells = g.n * g.n;
    let mut wings: Vec<usize> = Vec::new();
    for pivot in 0..cells {
        if g.values[pivot] != 0 || g.cand[pivot].count_ones() != size {
            continue;
        }
        wings.clear();
        wings.extend(
            g.peers[pivot]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.values[c] == 0 && g.cand[c].count_ones() == 2),
        );
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
