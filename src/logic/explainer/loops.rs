//! SE's unique loops: cells holding one pair of candidates that close a
//! loop through rows, columns and blocks, each region met by two of them,
//! one at an even place of the loop and one at an odd one. With only the
//! pair in them the puzzle would have two solutions (the pair swapped
//! round the loop), so the cells with more must keep one of their others.
//!
//! The loops are found as SE finds them: from each cell of two candidates,
//! row by row, a walk to a cell holding the pair in another kind of region
//! than the last step's (blocks, rows, columns, each in region order),
//! letting in two cells with other candidates, or any number when they
//! all add one and the same symbol. Each loop gives steps of up to four
//! types: 1, one cell has more (the pair leaves it); 2, the cells with
//! more all add one symbol (it leaves the cells that see them all); 3,
//! two cells with more act as one cell of their extra symbols in a naked
//! or hidden set of a region they share; 4, a symbol of the pair is only
//! in those two in a region they share (the other leaves them). A loop of
//! 4 cells scores 4.5, 6 cells 4.6, 8 cells 4.7, 10 or more 5.0, a naked
//! set of type 3 a tenth more a symbol past the first, a hidden one a
//! tenth a symbol past the second. SE takes the lowest score, then the
//! lowest type, then the first found.

use super::grid::{BLOCK, COL, ROW, SeGrid, all_symbols};
use super::{Hint, Name, combos::first_set, symbols};
use crate::logic::board::bits_of;
use crate::symbol::one_bit;

/// The highest degree of the sets of type 3 (SE's).
const MAX_DEGREE: usize = 7;

/// No kind of region: the first step's last.
const NO_KIND: usize = 3;

/// The region kinds in SE's order.
const KINDS: [usize; 3] = [BLOCK, ROW, COL];

/// The easiest unique loop step, if any.
pub(super) fn unique_loop(g: &SeGrid) -> Option<Hint> {
    let cells = g.n * g.n;
    let mut walk = Walk {
        g,
        pair: 0,
        v1: 0,
        v2: 0,
        path: Vec::new(),
        on_path: vec![false; cells],
        met: [0; 2],
        best: None,
        seen: Vec::new(),
        limit: usize::MAX,
        viable: vec![false; cells],
        viable_pair: 0,
        pair_cells: Vec::new(),
        bare: vec![0; 3 * g.n],
        on_region: vec![0; 3 * g.n],
    };
    for start in 0..cells {
        if g.cand[start].count_ones() != 2 {
            continue;
        }
        walk.pair = g.cand[start];
        walk.v1 = walk.pair.trailing_zeros() as u8 + 1;
        walk.v2 = (31 - walk.pair.leading_zeros()) as u8 + 1;
        if walk.viable_pair != walk.pair {
            walk.may_loop();
        }
        if !walk.viable[start] {
            continue;
        }
        walk.step(start, 2, 0, NO_KIND);
        // Nothing comes before a rectangle of type 1.
        if walk
            .best
            .as_ref()
            .is_some_and(|b| (b.rating, b.kind) == (base(4), 1))
        {
            break;
        }
    }
    walk.best.map(|s| Hint {
        rating: s.rating,
        name: Name::Loop {
            cells: s.cells,
            kind: s.kind,
            set: s.set,
        },
        place: Vec::new(),
        remove: s.remove,
    })
}

/// One step a loop gives.
struct Step {
    rating: f64,
    kind: u8,
    cells: usize,
    /// The set of type 3, as SE names it after the type.
    set: &'static str,
    remove: Vec<(usize, u8)>,
}

/// The walk that finds loops of one pair.
struct Walk<'a, 'g> {
    g: &'a SeGrid<'g>,
    /// The pair, as bits and as its two symbols.
    pair: u32,
    v1: u8,
    v2: u8,
    path: Vec<usize>,
    on_path: Vec<bool>,
    /// The regions of the path's cells at even and at odd places, a bit
    /// each (up to 3 * 32 regions).
    met: [u128; 2],
    /// The easiest step so far: SE's lowest score, then type, then the
    /// first found.
    best: Option<Step>,
    /// The loops whose steps were looked at, each as its pair and its
    /// cells in increasing order: the same cells in another order (from
    /// another start, or the other way round) give the same steps.
    seen: Vec<(u32, Vec<usize>)>,
    /// No path longer than this makes a loop worth looking at.
    limit: usize,
    /// The cells of the pair that may lie on a valid loop of it: each of
    /// their regions holds another such cell ([`Walk::may_loop`]).
    viable: Vec<bool>,
    /// The pair `viable` was worked out for.
    viable_pair: u32,
    /// The cells that hold it.
    pair_cells: Vec<usize>,
    /// The viable cells of each region with only the pair, bits of
    /// region indices.
    bare: Vec<u32>,
    /// The path's cells in each region, the same way.
    on_region: Vec<u32>,
}

impl Walk<'_, '_> {
    /// Goes on from `cell` with `allowed` more cells of extra candidates
    /// let in, `extra` the extra symbols met so far, `last` the kind of
    /// region of the last step (the next step takes another).
    fn step(&mut self, cell: usize, allowed: i32, extra: u32, last: usize) {
        let g = self.g;
        let parity = self.enter(cell);
        // The next cell's parity, and whether a loop through it may
        // score no more than the easiest step found.
        let next_parity = 1 - parity;
        let longer = self.path.len() < self.limit;
        // As SE does, the extra symbols of every cell looked at from here
        // count, not only those of the cells the walk goes on to.
        let mut extra = extra;
        for kind in KINDS {
            if last == kind {
                continue;
            }
            let r = g.region_of[cell][kind] as usize;
            // The cells of the region that hold the pair, in region
            // order: the only ones the walk looks at.
            for i in bits_of(g.pos(r, self.v1) & g.pos(r, self.v2)) {
                let next = g.regions[r][i] as usize;
                if next == self.path[0] && self.path.len() >= 4 {
                    self.closed();
                } else if !self.on_path[next] {
                    let cand = g.cand[next];
                    extra |= cand & !self.pair;
                    let more = cand != self.pair;
                    // A region met twice at places of one parity makes
                    // every loop through here invalid ([`is_valid`]):
                    // the walk need not go there.
                    if (!more || one_bit(extra) || allowed > 0)
                        && longer
                        && self.viable[next]
                        && self.met[next_parity] & self.g.region_bits(next) == 0
                    {
                        let allowed = allowed - more as i32;
                        // Past two cells of extras, and with two extra
                        // symbols met, only cells of the bare pair may
                        // follow, whatever else is met.
                        if allowed <= 0 && extra.count_ones() >= 2 {
                            if self.bare_left(next, next_parity) {
                                self.bare_step(next, kind);
                            }
                        } else {
                            self.step(next, allowed, extra, kind);
                        }
                    }
                }
            }
        }
        self.leave(cell, parity);
    }

    /// Puts `cell` on the path; its parity there.
    #[inline(always)]
    fn enter(&mut self, cell: usize) -> usize {
        let parity = self.path.len() % 2;
        self.met[parity] |= self.g.region_bits(cell);
        self.path.push(cell);
        self.on_path[cell] = true;
        self.mark(cell);
        parity
    }

    /// Takes `cell`, the last on the path at `parity`, off it.
    #[inline(always)]
    fn leave(&mut self, cell: usize, parity: usize) {
        self.mark(cell);
        self.path.pop();
        self.on_path[cell] = false;
        self.met[parity] &= !self.g.region_bits(cell);
    }

    /// Marks `cell` on the path in its regions, or takes it off.
    fn mark(&mut self, cell: usize) {
        let at = self.g.index_in(cell);
        for (k, &r) in self.g.region_of[cell].iter().enumerate() {
            self.on_region[r as usize] ^= 1 << at[k];
        }
    }

    /// Whether, with `next` added to the path at `parity`, every region
    /// the path meets once still has a cell of the bare pair off the
    /// path: in a valid loop it meets each twice, and only such cells
    /// may follow.
    fn bare_left(&self, next: usize, parity: usize) -> bool {
        let met = self.met[parity] | self.g.region_bits(next);
        let once = met ^ self.met[1 - parity];
        let at = self.g.index_in(next);
        let mut here = [0u32; 3];
        for (k, &r) in self.g.region_of[next].iter().enumerate() {
            here[k] = 1 << at[k];
            let _ = r;
        }
        bits_of(once).all(|r| {
            let mut taken = self.on_region[r];
            for (k, &nr) in self.g.region_of[next].iter().enumerate() {
                if nr as usize == r {
                    taken |= here[k];
                }
            }
            self.bare[r] & !taken != 0
        })
    }

    /// [`Walk::step`] when only cells of the bare pair may follow: the
    /// same loops closed in the same order, looking only at those cells.
    fn bare_step(&mut self, cell: usize, last: usize) {
        let g = self.g;
        let parity = self.enter(cell);
        let next_parity = 1 - parity;
        let longer = self.path.len() < self.limit;
        for kind in KINDS {
            if last == kind {
                continue;
            }
            let r = g.region_of[cell][kind] as usize;
            for i in bits_of(self.bare[r]) {
                let next = g.regions[r][i] as usize;
                if next == self.path[0] && self.path.len() >= 4 {
                    self.closed();
                } else if !self.on_path[next]
                    && longer
                    && self.met[next_parity] & self.g.region_bits(next) == 0
                    && self.bare_left(next, next_parity)
                {
                    self.bare_step(next, kind);
                }
            }
        }
        self.leave(cell, parity);
    }

    /// Works out [`Walk::viable`] for the pair: a valid loop meets each
    /// region of each of its cells twice, so its cells hold the pair and
    /// have another such cell in each of their regions, which is on it
    /// too. The cells of the pair are let go one by one until all that
    /// stay have that (the walk still reads the extra symbols of those
    /// let go: SE's walk meets them).
    fn may_loop(&mut self) {
        let g = self.g;
        self.viable_pair = self.pair;
        for &c in &self.pair_cells {
            self.viable[c] = false;
        }
        // The cells of the pair, row by row.
        self.pair_cells.clear();
        for r in ROW * g.n..(ROW + 1) * g.n {
            for i in bits_of(g.pos(r, self.v1) & g.pos(r, self.v2)) {
                self.pair_cells.push(g.regions[r][i] as usize);
            }
        }
        let mut count: Vec<u32> = (0..3 * g.n)
            .map(|r| (g.pos(r, self.v1) & g.pos(r, self.v2)).count_ones())
            .collect();
        for &c in &self.pair_cells {
            self.viable[c] = true;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &c in &self.pair_cells {
                if self.viable[c] && g.region_of[c].iter().any(|&r| count[r as usize] < 2) {
                    self.viable[c] = false;
                    changed = true;
                    for &r in &g.region_of[c] {
                        count[r as usize] -= 1;
                    }
                }
            }
        }
        self.bare.fill(0);
        for &c in &self.pair_cells {
            if self.viable[c] && g.cand[c] == self.pair {
                for (k, &r) in g.region_of[c].iter().enumerate() {
                    self.bare[r as usize] |= 1 << g.index_in(c)[k];
                }
            }
        }
    }

    /// The path has closed a loop: its steps, if it is valid (no region
    /// of it was met twice at places of one parity, so it is when every
    /// region met at one parity was met at the other).
    fn closed(&mut self) {
        if self.met[0] != self.met[1] {
            return;
        }
        debug_assert!(is_valid(self.g, &self.path));
        let mut cells = self.path.clone();
        cells.sort_unstable();
        if self
            .seen
            .iter()
            .any(|(p, c)| *p == self.pair && *c == cells)
        {
            return;
        }
        self.seen.push((self.pair, cells));
        let best = &mut self.best;
        steps_of(self.g, &self.path, self.pair, &mut |step| {
            if best
                .as_ref()
                .is_none_or(|b| (step.rating, step.kind) < (b.rating, b.kind))
            {
                *best = Some(step);
            }
        });
        // Past the easiest step's score, no loop is worth walking.
        if let Some(b) = &self.best {
            self.limit = (4..=self.g.n * self.g.n + 1)
                .take_while(|&len| base(len) <= b.rating)
                .last()
                .unwrap_or(0);
        }
    }
}

/// Whether each region a cell of `cells` lies in holds one cell at an
/// even place of the loop and one at an odd place.
fn is_valid(g: &SeGrid, cells: &[usize]) -> bool {
    // Up to 3 * 32 regions: a bit each.
    let (mut even, mut odd) = (0u128, 0u128);
    for (i, &c) in cells.iter().enumerate() {
        let seen = if i % 2 == 0 { &mut even } else { &mut odd };
        for &r in &g.region_of[c] {
            let bit = 1u128 << r;
            if *seen & bit != 0 {
                return false;
            }
            *seen |= bit;
        }
    }
    even == odd
}

/// The score of a loop of `cells` cells, as SE adds it up.
fn base(cells: usize) -> f64 {
    let mut rating = 4.5;
    if cells >= 10 {
        rating += 0.3;
    }
    if cells >= 8 {
        rating += 0.2;
    } else if cells >= 6 {
        rating += 0.1;
    }
    rating
}

/// Calls `found` with each step of the loop `cells` of `pair` that
/// removes something, in SE's order.
fn steps_of(g: &SeGrid, cells: &[usize], pair: u32, found: &mut impl FnMut(Step)) {
    let len = cells.len();
    let step = |kind: u8, rating: f64, remove: Vec<(usize, u8)>| Step {
        rating,
        kind,
        cells: len,
        set: "",
        remove,
    };
    let extra: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| g.cand[c].count_ones() > 2)
        .collect();
    match extra[..] {
        [] => {}
        [c] => found(step(1, base(len), symbols(c, pair))),
        [c1, c2] => {
            let others = (g.cand[c1] | g.cand[c2]) & !pair;
            if others.count_ones() == 1 {
                if let Some(remove) = type_2(g, &extra, pair) {
                    found(step(2, base(len), remove));
                }
            } else if others.count_ones() >= 2 {
                type_3(g, c1, c2, pair, &mut |bonus, set, remove| {
                    found(Step {
                        set,
                        ..step(3, base(len) + bonus, remove)
                    });
                });
            }
            if let Some(remove) = type_4(g, c1, c2, pair) {
                found(step(4, base(len), remove));
            }
        }
        _ => {
            if let Some(remove) = type_2(g, &extra, pair) {
                found(step(2, base(len), remove));
            }
        }
    }
}

/// Type 2: the extra symbol of the first cell with more (all have the
/// same) leaves the cells that see every cell with more.
fn type_2(g: &SeGrid, extra: &[usize], pair: u32) -> Option<Vec<(usize, u8)>> {
    let first = extra[0];
    let v = (g.cand[first] & !pair).trailing_zeros() as u8 + 1;
    let remove: Vec<(usize, u8)> = g.peers[first]
        .iter()
        .map(|&c| c as usize)
        .filter(|&c| !extra.contains(&c) && g.has(c, v) && extra.iter().all(|&e| g.sees(c, e)))
        .map(|c| (c, v))
        .collect();
    (!remove.is_empty()).then_some(remove)
}

/// Type 3: cells `c1` and `c2` (the two with more, in loop order) act as
/// one cell of their extra symbols in a region they share; calls `found`
/// with each naked or hidden set that removes something, degrees up, and
/// for each degree the kinds of region in SE's order, naked first, with
/// the score it adds and its name.
fn type_3(
    g: &SeGrid,
    c1: usize,
    c2: usize,
    pair: u32,
    found: &mut impl FnMut(f64, &'static str, Vec<(usize, u8)>),
) {
    let extra = (g.cand[c1] | g.cand[c2]) & !pair;
    let shared = extra & g.cand[c1] & g.cand[c2];
    for degree in extra.count_ones() as usize..=MAX_DEGREE {
        for kind in KINDS {
            let r = g.region_of[c1][kind] as usize;
            if g.region_of[c2][kind] as usize != r {
                continue;
            }
            let empty = g.empty_count(r);
            let (i1, i2) = (g.index_in(c1)[kind] as usize, g.index_in(c2)[kind] as usize);
            if degree * 2 <= empty {
                naked(g, r, (i1, i2), extra, shared, degree, found);
            }
            if degree * 2 < empty {
                hidden(g, r, (i1, i2), extra, pair, degree, found);
            }
        }
    }
}

/// The naked sets of type 3 in region `r`: `degree - 1` other cells of
/// two or more candidates that with `extra` hold `degree` symbols
/// between them (and, as SE asks, with the extra symbols both cells
/// share).
fn naked(
    g: &SeGrid,
    r: usize,
    (i1, i2): (usize, usize),
    extra: u32,
    shared: u32,
    degree: usize,
    found: &mut impl FnMut(f64, &'static str, Vec<(usize, u8)>),
) {
    let region = &g.regions[r];
    // The cells that may join, in region order.
    let mut idx = [0usize; 32];
    let mut masks = [0u32; 32];
    let mut count = 0;
    for (i, &c) in region.iter().enumerate() {
        let cand = g.cand[c as usize];
        if i != i1 && i != i2 && cand.count_ones() >= 2 {
            (idx[count], masks[count]) = (i, cand);
            count += 1;
        }
    }
    first_set::<()>(&masks[..count], degree - 1, degree, |pick, union| {
        let set = union | extra;
        if set.count_ones() as usize != degree || (union | shared).count_ones() as usize != degree {
            return None;
        }
        let chosen = pick.iter().fold(0u32, |m, &p| m | 1 << idx[p]);
        let remove: Vec<(usize, u8)> = region
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != i1 && i != i2 && chosen >> i & 1 == 0)
            .flat_map(|(_, &c)| symbols(c as usize, g.cand[c as usize] & set))
            .collect();
        if !remove.is_empty() {
            found((degree - 1) as f64 * 0.1, set_name(false, degree), remove);
        }
        None
    });
}

/// The hidden sets of type 3 in region `r`: the pair and `degree - 2`
/// symbols that are neither in it nor extra, whose places (with `c2`
/// taken as `c1`) are `degree` cells; their other candidates leave them.
fn hidden(
    g: &SeGrid,
    r: usize,
    (i1, i2): (usize, usize),
    extra: u32,
    pair: u32,
    degree: usize,
    found: &mut impl FnMut(f64, &'static str, Vec<(usize, u8)>),
) {
    let rest = all_symbols(g.n) & !pair & !extra;
    // SE draws the set's other symbols from these; with none it draws
    // nothing, not even the empty set.
    if rest == 0 || degree - 2 > rest.count_ones() as usize {
        return;
    }
    let places = |d: usize| g.pos(r, d as u8 + 1) & !(1 << i2);
    let pair_places = bits_of(pair).fold(0u32, |m, d| m | places(d));
    if bits_of(pair).any(|d| places(d) == 0) {
        return;
    }
    let mut symbols_of = [0usize; 32];
    let mut masks = [0u32; 32];
    let mut count = 0;
    for d in bits_of(rest) {
        (symbols_of[count], masks[count]) = (d, places(d));
        count += 1;
    }
    first_set::<()>(&masks[..count], degree - 2, degree, |pick, union| {
        if pick.iter().any(|&p| masks[p] == 0) {
            return None;
        }
        let at = union | pair_places;
        if at.count_ones() as usize != degree {
            return None;
        }
        let hidden = pick.iter().fold(pair, |m, &p| m | 1 << symbols_of[p]);
        let at = at & !(1 << i1) & !(1 << i2);
        let remove: Vec<(usize, u8)> = bits_of(at)
            .map(|i| g.regions[r][i] as usize)
            .flat_map(|c| symbols(c, g.cand[c] & !hidden))
            .collect();
        if !remove.is_empty() {
            let bonus = (at.count_ones() as usize - 1) as f64 * 0.1;
            found(bonus, set_name(true, degree), remove);
        }
        None
    });
}

/// SE's name of a set of type 3 of `degree` symbols, as it follows the
/// type.
fn set_name(hidden: bool, degree: usize) -> &'static str {
    const NAKED: [&str; 7] = [
        " (w/Naked Pair)",
        " (w/Naked Triplet)",
        " (w/Naked Quad)",
        " (w/Naked Quintuplet)",
        " (w/Naked Sextuplet)",
        " (w/Naked Septuplet)",
        " (w/Naked Octuplet)",
    ];
    const HIDDEN: [&str; 7] = [
        " (w/Hidden Pair)",
        " (w/Hidden Triplet)",
        " (w/Hidden Quad)",
        " (w/Hidden Quintuplet)",
        " (w/Hidden Sextuplet)",
        " (w/Hidden Septuplet)",
        " (w/Hidden Octuplet)",
    ];
    (if hidden { HIDDEN } else { NAKED })[degree - 2]
}

/// Type 4: where a region `c1` and `c2` share holds a symbol of the pair
/// nowhere else (the last such region of SE's kinds), the other symbol
/// leaves them.
fn type_4(g: &SeGrid, c1: usize, c2: usize, pair: u32) -> Option<Vec<(usize, u8)>> {
    let (mut lock1, mut lock2) = (false, false);
    let mut vs = bits_of(pair).map(|d| d as u8 + 1);
    let (v1, v2) = (vs.next()?, vs.next()?);
    for kind in KINDS {
        let r = g.region_of[c1][kind] as usize;
        if g.region_of[c2][kind] as usize != r {
            continue;
        }
        let both = 1 << g.index_in(c1)[kind] | 1 << g.index_in(c2)[kind];
        lock1 |= g.pos(r, v1) & !both == 0;
        lock2 |= g.pos(r, v2) & !both == 0;
    }
    let gone = if lock1 {
        v2
    } else if lock2 {
        v1
    } else {
        return None;
    };
    Some(vec![(c1, gone), (c2, gone)])
}
