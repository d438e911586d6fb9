//! What the killer techniques read: a killer's cages over a layout's
//! houses, and the sums the rule of 45 gives (innies and outies).
//!
//! A house holds each symbol once, so its symbols add up to
//! `T = N (N + 1) / 2` (45 on a 9x9), and `k` houses that share no cell to
//! `k T`. Take the cages wholly inside such a group of houses: the group's
//! other cells (its *innies*, in cages that cross its edge) add up to
//! `k T` less those cages' sums. The cages that cross the edge hold the
//! innies and, outside, the *outies*, which add up to the crossing cages'
//! sums less the innies'. Each is a [`SumRegion`]: cells with a known sum,
//! with or without repeats. Regions depend on the cages alone, so they are
//! found once a puzzle; what they allow depends on the candidates, which
//! [`Killer::options`] reads from a board.

use super::board::{Board, bits_of};
use crate::cages::{Cages, MAX_KILLER_SIDE, SumSets};
use crate::cell::{Cell, House};
use crate::houses::Houses;
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;
use std::sync::OnceLock;

/// The most open cells a sum's options are worked out for with distinct
/// symbols (the cache's key holds that many cells' candidates).
const MOST_MATCHED: usize = 9;

/// One cage, in cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerCage {
    /// What its symbols add up to.
    pub sum: u32,
    /// Its cells, in increasing order.
    pub cells: Vec<Cell>,
}

/// Which side of a group's edge a [`SumRegion`] lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The group's cells in cages that cross its edge.
    Innies,
    /// The cells outside the group of the cages that cross its edge.
    Outies,
}

/// Cells whose symbols add up to a known sum, found by the rule of 45.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumRegion {
    /// The group of houses (one house, or a run of adjacent rows or
    /// columns).
    pub houses: Vec<House>,
    /// Inside or outside the group.
    pub edge: Edge,
    /// The cells, in increasing order.
    pub cells: Vec<Cell>,
    /// What they add up to.
    pub sum: u32,
    /// Whether no symbol repeats among them (they share a house or a cage).
    pub distinct: bool,
    /// The cage every cell is in, when one is: then the region is a part of
    /// that cage, split off by the group's edge.
    pub cage: Option<usize>,
}

/// A killer's cages and rule-of-45 regions on one layout's houses.
#[derive(Clone, Debug)]
pub struct Killer {
    cages: Vec<KillerCage>,
    cage_of: Vec<u16>,
    sets: &'static SumSets,
    /// Found when first asked, those of single houses apart from those of
    /// runs: the techniques below medium ask for neither, those below hard
    /// for the single houses' alone.
    regions: [OnceLock<Vec<SumRegion>>; 2],
    /// The most regions single houses give (two a house): where the runs'
    /// slots start.
    house_regions: usize,
    /// Each house's cells and those of the cages meeting it (what a
    /// symbol's places in the house being in one cage tells depends on),
    /// in increasing order; found when first asked.
    reach: OnceLock<Vec<Vec<Cell>>>,
}

/// Which killer technique keeps a [`Killer::slot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Cage combinations, a slot a cage.
    Combination,
    /// A symbol a cage must hold in one house, a slot a cage.
    CageHouse,
    /// A symbol a house holds only in one cage, a slot a house.
    HouseInCage,
    /// Innies, outies and cage splitting, a slot a region of one house.
    Region,
    /// The same, a slot a region of a run of houses.
    RunRegion,
}

/// One cell as [`Killer::options`] reads it: its value (0 open) and its
/// candidates (for a solved cell, its value).
pub type CellState = (u8, u32);

impl Killer {
    /// The killer of `cages` on the houses of `houses` (of the same side).
    pub fn new(houses: &Houses, cages: &Cages) -> Killer {
        let n = houses.side();
        assert_eq!(cages.side(), n, "cages of another side");
        let cage_list: Vec<KillerCage> = cages
            .cages()
            .iter()
            .map(|c| {
                let mut cells: Vec<Cell> = c.cells.iter().map(|&i| Cell::new(i)).collect();
                cells.sort();
                KillerCage { sum: c.sum, cells }
            })
            .collect();
        let cage_of = (0..n * n).map(|c| cages.cage_of(c) as u16).collect();
        Killer {
            cages: cage_list,
            cage_of,
            sets: SumSets::shared(n),
            regions: [OnceLock::new(), OnceLock::new()],
            house_regions: 2 * houses.each_house().len(),
            reach: OnceLock::new(),
        }
    }

    /// The cages.
    pub fn cages(&self) -> &[KillerCage] {
        &self.cages
    }

    /// The slot of [`Board::unchanged_since_nothing`] that technique
    /// `kind` keeps for cage or region `i`.
    pub fn slot(&self, kind: Slot, i: usize) -> usize {
        let n = self.cages.len();
        let h = self.house_regions / 2;
        match kind {
            Slot::Combination => i,
            Slot::CageHouse => n + i,
            Slot::HouseInCage => 2 * n + i,
            Slot::Region => 2 * n + h + i,
            Slot::RunRegion => 2 * n + h + self.house_regions + i,
        }
    }

    /// House `h` of `houses` (this killer's): its cells and those of the
    /// cages meeting it, in increasing order.
    pub fn reach(&self, houses: &Houses, h: House) -> &[Cell] {
        let reach = self.reach.get_or_init(|| {
            let mut met = vec![false; self.cage_of.len()];
            let mut cells = Vec::new();
            let mut reach_of = |h| {
                let own = houses.cells_of(h);
                let cage_cells = own.iter().flat_map(|&c| &self.cages[self.cage_of(c)].cells);
                cells.clear();
                for &c in own.iter().chain(cage_cells) {
                    if !std::mem::replace(&mut met[c.index()], true) {
                        cells.push(c);
                    }
                }
                for c in &cells {
                    met[c.index()] = false;
                }
                cells.sort_unstable();
                cells.clone()
            };
            houses.each_house().map(&mut reach_of).collect()
        });
        &reach[h.index()]
    }

    /// The cage of a cell, as an index into [`Killer::cages`].
    pub fn cage_of(&self, c: Cell) -> usize {
        self.cage_of[c.index()] as usize
    }

    /// The regions the rule of 45 gives over `houses` (those the killer
    /// was made with): of each house alone, or (`runs`) of each run of 2 to
    /// N - 1 adjacent rows and of adjacent columns.
    pub fn regions(&self, houses: &Houses, runs: bool) -> &[SumRegion] {
        self.regions[usize::from(runs)].get_or_init(|| self.find_regions(houses, runs))
    }

    /// The innies and outies (of N cells at most) of each house alone, or
    /// (`runs`) of each run of adjacent rows and of adjacent columns.
    fn find_regions(&self, houses: &Houses, runs: bool) -> Vec<SumRegion> {
        let n = houses.side();
        let mut groups: Vec<Vec<House>> = Vec::new();
        if !runs {
            groups.extend(houses.each_house().map(|h| vec![h]));
        }
        for k in (2..n).filter(|_| runs) {
            for first in 0..=n - k {
                for columns in [false, true] {
                    let shape = houses.shape();
                    groups.push(
                        (first..first + k)
                            .map(|i| shape.line_house(columns, i))
                            .collect(),
                    );
                }
            }
        }
        let total = (n * (n + 1) / 2) as u32;
        let mut regions = Vec::new();
        let mut inside = vec![false; n * n];
        // How many cells of each cage lie in the group, and the cages met.
        let mut within = vec![0usize; self.cages.len()];
        let mut touched = Vec::new();
        // A group's innies and outies (kept when a house's at most).
        let (mut innies, mut outies) = (Vec::new(), Vec::new());
        for group in groups {
            let cells_of = || group.iter().flat_map(|&h| houses.cells_of(h));
            for c in cells_of() {
                inside[c.index()] = true;
                let k = self.cage_of(*c);
                if within[k] == 0 {
                    touched.push(k);
                }
                within[k] += 1;
            }
            touched.sort_unstable();
            innies.clear();
            outies.clear();
            let (mut inside_sum, mut crossing_sum) = (0u32, 0u32);
            for k in touched.drain(..) {
                let cage = &self.cages[k];
                if std::mem::take(&mut within[k]) == cage.cells.len() {
                    inside_sum += cage.sum;
                } else {
                    crossing_sum += cage.sum;
                    for &c in &cage.cells {
                        if inside[c.index()] {
                            innies.push(c);
                        } else {
                            outies.push(c);
                        }
                    }
                }
            }
            for c in cells_of() {
                inside[c.index()] = false;
            }
            // Cages that cannot be (the inside ones adding up to more than
            // the group) give no regions: a solve finds their contradiction.
            let Some(in_sum) = (total * group.len() as u32).checked_sub(inside_sum) else {
                continue;
            };
            let Some(out_sum) = crossing_sum.checked_sub(in_sum) else {
                continue;
            };
            for (edge, cells, sum) in [
                (Edge::Innies, &mut innies, in_sum),
                (Edge::Outies, &mut outies, out_sum),
            ] {
                if cells.is_empty() || cells.len() > n {
                    continue;
                }
                cells.sort_unstable();
                let cells = cells.clone();
                let cage = Some(self.cage_of(cells[0]))
                    .filter(|&k| cells.iter().all(|&c| self.cage_of(c) == k));
                let one_house = (edge == Edge::Innies && group.len() == 1)
                    || houses
                        .houses_of(cells[0])
                        .iter()
                        .any(|h| cells.iter().all(|&c| houses.houses_of(c).contains(h)));
                regions.push(SumRegion {
                    houses: group.clone(),
                    edge,
                    cells,
                    sum,
                    distinct: one_house || cage.is_some(),
                    cage,
                });
            }
        }
        regions
    }

    /// The values and candidates of `cells` on `b`, as
    /// [`Killer::options`] reads them.
    pub fn state(b: &Board, cells: &[Cell]) -> impl Fn(usize) -> CellState {
        move |i| (b.value(cells[i]), b.cand(cells[i]).0)
    }

    /// [`options`] on this killer's side.
    pub fn options(
        &self,
        len: usize,
        state: impl Fn(usize) -> CellState,
        sum: u32,
        distinct: bool,
        must: u32,
        sets: Option<&mut Vec<u32>>,
    ) -> Option<Allowed> {
        options(self.sets, len, state, sum, distinct, must, sets)
    }
}

/// What each of `len` cells (cell `i` read by `state(i)`) can still hold
/// when their symbols add up to `sum`, with no repeat when `distinct`, and
/// (when distinct) the open cells holding every symbol of the mask `must`:
/// for each cell the candidates some way of making the sum uses (a solved
/// cell's value; nothing when there is no way). `sums` are the sets of
/// distinct symbols of the side; those the open cells can hold go to
/// `sets`. `None` when there is nothing to work out (no open cell), or
/// more than this works out: distinct over more than nine open cells,
/// repeats with a sum over 127.
pub fn options(
    sums: &SumSets,
    len: usize,
    state: impl Fn(usize) -> CellState,
    sum: u32,
    distinct: bool,
    must: u32,
    sets: Option<&mut Vec<u32>>,
) -> Option<Allowed> {
    assert!(len <= MAX_KILLER_SIDE, "a sum over more cells than a house");
    let mut allowed = [0u32; MAX_KILLER_SIDE];
    let mut open = [0usize; MAX_KILLER_SIDE];
    let mut cand = [0u32; MAX_KILLER_SIDE];
    let (mut m, mut placed, mut used, mut repeat) = (0, 0u32, 0u32, false);
    for (i, a) in allowed.iter_mut().enumerate().take(len) {
        let (v, c) = state(i);
        if v == 0 {
            open[m] = i;
            cand[m] = c;
            m += 1;
        } else {
            *a = 1 << (v - 1);
            placed += v as u32;
            repeat |= used & *a != 0;
            used |= *a;
        }
    }
    if m == 0 {
        return None;
    }
    let (open, cand) = (&open[..m], &cand[..m]);
    let Some(rest) = sum.checked_sub(placed).filter(|_| !(distinct && repeat)) else {
        return Some([0; MAX_KILLER_SIDE]);
    };
    let mut found = [0u32; MAX_KILLER_SIDE];
    if distinct {
        // The key holds the sum left in 24 bits: a killer's are far
        // smaller.
        if m > MOST_MATCHED || rest >= 1 << 24 {
            return None;
        }
        let must = must & !used;
        if m <= 3 && must == 0 && sets.is_none() {
            // One, two or three cells, by bit operations.
            let c = |i: usize| cand[i] & !used;
            match m {
                1 => found[0] = c(0) & bit_of(rest),
                2 => (found[0], found[1]) = pair(c(0), c(1), rest),
                _ => {
                    for d in bits_of(c(0)) {
                        let without = !(1u32 << d);
                        let rest = rest.saturating_sub(d as u32 + 1);
                        let (a, b) = pair(c(1) & without, c(2) & without, rest);
                        if a != 0 {
                            found[0] |= 1 << d;
                            found[1] |= a;
                            found[2] |= b;
                        }
                    }
                }
            }
        } else if m <= FEW {
            // Every way of filling a few cells, tried: quicker than the
            // sets and the cache.
            let mut sets = sets;
            let start = sets.as_ref().map_or(0, |out| out.len());
            let mut placed = Placed {
                found: &mut found[..m],
                sets: sets.as_deref_mut(),
            };
            place_few(cand, rest, used, must, 0, &mut placed);
            if let Some(out) = sets {
                let few = &mut out[start..];
                for s in few.iter_mut() {
                    *s &= !used;
                }
                few.sort_unstable();
                out.dedup();
            }
        } else {
            // The key: the cells' candidates without the symbols placed
            // (which none can take), in increasing order, the answer
            // being the same for the cells in any order.
            //
            // Each cell goes where it ranks, counted without a branch (a
            // sort's turns are hard to foretell); cells of the same
            // candidates are alike, so their order does not matter.
            let mut order = [0usize; MOST_MATCHED];
            let mut key = (m as u32 | rest << 8, must, [0u32; MOST_MATCHED]);
            let mut ranked = [0u64; MOST_MATCHED];
            for (i, (r, &c)) in ranked.iter_mut().zip(cand).enumerate() {
                *r = u64::from(c & !used) << 8 | i as u64;
            }
            let ranked = &ranked[..m];
            for &r in ranked {
                let below = ranked.iter().map(|&s| usize::from(s < r)).sum::<usize>();
                order[below] = (r & 0xff) as usize;
                key.2[below] = (r >> 8) as u32;
            }
            let order = &order[..m];
            MATCHED.with_borrow_mut(|known| {
                let Known {
                    answers,
                    sets: placed,
                } = known;
                let answer = answers.entry(key).or_insert_with(|| {
                    let mut answer = Matched {
                        found: [0; MOST_MATCHED],
                        sets: placed.len()..placed.len(),
                    };
                    let cand = &key.2[..m];
                    let offer = cand.iter().fold(0, |a, &c| a | c);
                    for &set in sums.of(m, rest) {
                        if set & !offer == 0
                            && set & must == must
                            && place_set(set, cand, &mut answer.found)
                        {
                            placed.push(set);
                        }
                    }
                    answer.sets.end = placed.len();
                    answer
                });
                for (&i, &f) in order.iter().zip(&answer.found) {
                    found[i] = f;
                }
                if let Some(out) = sets {
                    out.extend_from_slice(&placed[answer.sets.clone()]);
                }
                if answers.len() > MATCHED_MOST {
                    answers.clear();
                    placed.clear();
                }
            });
        }
    } else {
        if rest > 127 {
            return None;
        }
        sums_allow(rest, cand, &mut found);
    }
    for (&i, &f) in open.iter().zip(&found) {
        allowed[i] = f;
    }
    Some(allowed)
}

/// The most open cells whose ways of holding a sum are tried one by one.
const FEW: usize = 3;

/// The symbol `v` as a bit (`1 << (v - 1)`); none for 0 or past 32.
fn bit_of(v: u32) -> u32 {
    1u32.checked_shl(v.wrapping_sub(1)).unwrap_or(0)
}

/// What two open cells of candidates `a` and `b` can hold when they hold
/// distinct symbols adding up to `sum`: `a`'s symbols whose complement `b`
/// can hold, and `b`'s.
fn pair(a: u32, b: u32, sum: u32) -> (u32, u32) {
    // Bits i and j of symbols i + 1 and j + 1 make the sum when i + j is
    // `r`: the mask mirrored about `r / 2`.
    let Some(r) = sum.checked_sub(2).filter(|&r| r < 32) else {
        return (0, 0);
    };
    let mirror = |m: u32| m.reverse_bits() >> (31 - r);
    let twice = if r % 2 == 0 { 1 << (r / 2) } else { 0 };
    (a & mirror(b) & !twice, b & mirror(a) & !twice)
}

/// What [`place_few`] has found: each cell's symbols in some way of making
/// the sum, and (when asked) the symbols (those placed before with them) of
/// each way.
struct Placed<'a> {
    found: &'a mut [u32],
    sets: Option<&'a mut Vec<u32>>,
}

/// Every way the open cells of candidates `cand[i..]` hold distinct
/// symbols adding up to `rest`, besides those of `taken`, and with the
/// symbols of `must` among them, into `placed`.
fn place_few(
    cand: &[u32],
    rest: u32,
    taken: u32,
    must: u32,
    i: usize,
    placed: &mut Placed,
) -> bool {
    if i + 1 == cand.len() {
        let bit = 1u32.checked_shl(rest.wrapping_sub(1)).unwrap_or(0);
        let ok = rest >= 1 && bit & cand[i] & !taken != 0 && (taken | bit) & must == must;
        if ok {
            placed.found[i] |= bit;
            if let Some(sets) = placed.sets.as_deref_mut() {
                sets.push(taken | bit);
            }
        }
        return ok;
    }
    let mut any = false;
    for d in bits_of(cand[i] & !taken) {
        let v = d as u32 + 1;
        if v < rest && place_few(cand, rest - v, taken | 1 << d, must, i + 1, placed) {
            placed.found[i] |= 1 << d;
            any = true;
        }
    }
    any
}

/// What the distinct case of [`Killer::options`] found for open cells of
/// some candidates: each cell's symbols, and where the sets placed are in
/// [`Known::sets`].
struct Matched {
    found: [u32; MOST_MATCHED],
    sets: Range<usize>,
}

/// The answers of the distinct case kept, and the sets they placed, one
/// after another (no allocation an answer).
#[derive(Default)]
struct Known {
    answers: HashMap<MatchKey, Matched, BuildHasherDefault<Mix>>,
    sets: Vec<u32>,
}

/// The open cells' count and sum still to make (`m | rest << 8`), the
/// symbols they must hold, and their candidates other than the symbols
/// placed, in increasing order: all [`Matched`] depends on.
type MatchKey = (u32, u32, [u32; MOST_MATCHED]);

/// The most answers [`MATCHED`] keeps before it starts again.
const MATCHED_MOST: usize = 1 << 16;

thread_local! {
    /// Answers of the distinct case, kept: a pure function of its key, and
    /// asked again and again (a cage keeps its state over many rounds of a
    /// solve, and a growth solves nearly the same killer at each merge).
    static MATCHED: RefCell<Known> = RefCell::new(Known::default());
}

/// A quick hash of [`MatchKey`]s, whose words are candidates and sums (no
/// one chooses them to collide): each word (eight bytes of a run of bytes)
/// mixed in by a multiply and a rotation.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Eight bytes a word (a key's candidates come as one run of
        // bytes), the last few as one more.
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.write_u64(u64::from_le_bytes(word.try_into().expect("eight bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// What [`Killer::options`] allows each cell, in the order of its cells.
pub type Allowed = [u32; MAX_KILLER_SIDE];

/// Whether the open cells of candidates `cand` (nine at most) can hold the
/// symbols of `set` (as many as cells), one each; adds to `found[i]` each
/// symbol cell `i` holds in some way of placing them.
///
/// One way is found by augmenting paths; then cell `i` holds the symbol
/// another cell `k` holds in that way exactly when the cells can pass
/// their symbols round a cycle through `i` and `k`: when `i` can take
/// `k`'s symbol and `k` reaches `i` by steps "cell `a` can take the symbol
/// of cell `b`" (Berge's alternating cycles, as a closure of at most nine
/// bit masks).
fn place_set(set: u32, cand: &[u32], found: &mut [u32]) -> bool {
    let m = cand.len();
    // Often every cell can hold every symbol of the set. (Here and below
    // the bits are gathered without a branch a cell: which way each goes
    // is hard to foretell.)
    if cand.iter().fold(0, |short, &c| short | set & !c) == 0 {
        for f in &mut found[..m] {
            *f |= set;
        }
        return true;
    }
    // holder[d]: the cell holding symbol d + 1 in the way found.
    let mut holder = [u8::MAX; MAX_KILLER_SIDE];
    let mut held = 0u32;
    for i in 0..m {
        // A symbol no cell holds yet, else a path moving others on.
        let free = cand[i] & set & !held;
        if free != 0 {
            let d = free.trailing_zeros();
            holder[d as usize] = i as u8;
            held |= 1 << d;
        } else if augment(i, cand, set, &mut holder, &mut 0) {
            let holds = |&d: &usize| holder[d] != u8::MAX;
            held = bits_of(set).filter(holds).fold(0, |m, d| m | 1 << d);
        } else {
            return false;
        }
    }
    // Nothing to add when each cell holds already each symbol of the set
    // it can.
    if cand
        .iter()
        .zip(&*found)
        .fold(0, |new, (&c, &f)| new | c & set & !f)
        == 0
    {
        return true;
    }
    // reach[a]: the cells `a` reaches by taking symbols round.
    let mut reach = [0u16; MOST_MATCHED];
    for (r, &c) in reach.iter_mut().zip(cand) {
        *r = bits_of(c & set).fold(0, |m, d| m | 1 << holder[d]);
    }
    for k in 0..m {
        let through = reach[k];
        for r in &mut reach[..m] {
            *r |= through & 0u16.wrapping_sub(*r >> k & 1);
        }
    }
    for (i, (&c, f)) in cand.iter().zip(found.iter_mut()).enumerate() {
        for d in bits_of(c & set) {
            let k = usize::from(holder[d]);
            *f |= (u32::from(k == i) | u32::from(reach[k] >> i & 1)) << d;
        }
    }
    true
}

/// Finds a symbol of `set` for cell `i` among its candidates `cand[i]`,
/// moving the cells that hold them (`holder`) on to others where they
/// can; `tried` holds the symbols looked at already. Whether it found one.
fn augment(
    i: usize,
    cand: &[u32],
    set: u32,
    holder: &mut [u8; MAX_KILLER_SIDE],
    tried: &mut u32,
) -> bool {
    for d in bits_of(cand[i] & set & !*tried) {
        *tried |= 1 << d;
        let k = holder[d];
        if k == u8::MAX || augment(usize::from(k), cand, set, holder, tried) {
            holder[d] = i as u8;
            return true;
        }
    }
    false
}

/// For cells of candidates `cand` whose symbols (repeats allowed) add up to
/// `sum` (under 128): each cell's candidates that some choice of the
/// others makes the sum with, into `found`.
fn sums_allow(sum: u32, cand: &[u32], found: &mut [u32]) {
    let m = cand.len();
    let reach = |from: u128, c: u32| {
        bits_of(c).fold(0u128, |r, d| {
            r | from.checked_shl(d as u32 + 1).unwrap_or(0)
        })
    };
    // ahead[i]: the sums the first i cells make; behind[i]: those of cells
    // i onwards.
    let mut ahead = [1u128; MAX_KILLER_SIDE + 1];
    let mut behind = [1u128; MAX_KILLER_SIDE + 1];
    for i in 0..m {
        ahead[i + 1] = reach(ahead[i], cand[i]);
        behind[m - 1 - i] = reach(behind[m - i], cand[m - 1 - i]);
    }
    for i in 0..m {
        found[i] = bits_of(cand[i])
            .filter(|&d| {
                let d = d as u32 + 1;
                bits_of(ahead[i]).any(|a| {
                    let a = a as u32;
                    a + d <= sum && behind[i + 1] >> (sum - a - d) & 1 != 0
                })
            })
            .fold(0, |m, d| m | 1 << d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cages::Cage;
    use crate::shape::Shape;

    /// A 4x4 killer on the grid 1234 3412 2143 4321: cage 0 = {0, 1} (3),
    /// cage 1 = {2, 3, 7} (9), and four more.
    fn killer_4x4() -> (Houses, Killer) {
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let cages: [(u32, &[usize]); 6] = [
            (3, &[0, 1]),
            (9, &[2, 3, 7]),
            (10, &[4, 5, 8, 9]),
            (8, &[6, 10, 11]),
            (7, &[12, 13]),
            (3, &[14, 15]),
        ];
        let cages = cages
            .iter()
            .map(|&(sum, cells)| Cage {
                sum,
                cells: cells.to_vec(),
            })
            .collect();
        let cages = Cages::new(4, cages).unwrap();
        let killer = Killer::new(&houses, &cages);
        (houses, killer)
    }

    /// [`Killer::options`] of the cells `cells`, as a vector.
    fn options(
        k: &Killer,
        cells: &[CellState],
        sum: u32,
        distinct: bool,
        must: u32,
        sets: Option<&mut Vec<u32>>,
    ) -> Option<Vec<u32>> {
        k.options(cells.len(), |i| cells[i], sum, distinct, must, sets)
            .map(|a| a[..cells.len()].to_vec())
    }

    /// Every way of giving the cells of `cells` (a value, or open with
    /// candidates) distinct symbols adding up to `sum`, the open cells
    /// holding those of `must` not placed: each cell's symbols in some
    /// way, and the sets of the open cells' symbols, in increasing order.
    fn by_hand(cells: &[CellState], sum: u32, must: u32) -> (Vec<u32>, Vec<u32>) {
        fn go(cells: &[CellState], i: usize, way: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
            if i == cells.len() {
                out.push(way.clone());
                return;
            }
            let (v, cand) = cells[i];
            let options = if v != 0 { 1 << (v - 1) } else { cand };
            for d in bits_of(options) {
                way.push(d as u32);
                go(cells, i + 1, way, out);
                way.pop();
            }
        }
        let mut ways = Vec::new();
        go(cells, 0, &mut Vec::new(), &mut ways);
        let placed = cells.iter().filter(|c| c.0 != 0).fold(0, |m, c| m | c.1);
        let mut found = vec![0u32; cells.len()];
        let mut sets = Vec::new();
        for way in ways {
            let all = way.iter().fold(0u32, |m, &d| m | 1 << d);
            let total: u32 = way.iter().map(|&d| d + 1).sum();
            let open = all & !placed;
            if all.count_ones() as usize != way.len()
                || total != sum
                || open & must != must & !placed
            {
                continue;
            }
            for (f, &d) in found.iter_mut().zip(&way) {
                *f |= 1 << d;
            }
            sets.push(open);
        }
        sets.sort_unstable();
        sets.dedup();
        (found, sets)
    }

    #[test]
    fn a_set_goes_where_some_way_of_placing_it_puts_each_symbol() {
        use rand::RngExt;
        /// Every way of giving cells `i..` of `cand` the symbols of `left`.
        fn ways(cand: &[u32], i: usize, left: u32, way: &mut Vec<u32>, found: &mut [u32]) -> bool {
            if i == cand.len() {
                for (f, &w) in found.iter_mut().zip(way.iter()) {
                    *f |= w;
                }
                return true;
            }
            let mut any = false;
            for d in bits_of(cand[i] & left) {
                way.push(1 << d);
                any |= ways(cand, i + 1, left & !(1 << d), way, found);
                way.pop();
            }
            any
        }
        let mut r = crate::rng::stream(7, 29);
        let (mut placed, mut not) = (0, 0);
        for _ in 0..2000 {
            let m = r.random_range(1..=9usize);
            let mut set = 0u32;
            while set.count_ones() as usize != m {
                set |= 1 << r.random_range(0..9);
            }
            // Cells of few candidates and of many.
            let cand: Vec<u32> = (0..m)
                .map(|_| {
                    let keep = r.random_range(1..=9u32);
                    (0..9)
                        .filter(|_| r.random_range(0..9) < keep)
                        .fold(0, |c, d| c | 1 << d)
                })
                .collect();
            let mut want = vec![0u32; m];
            let can = ways(&cand, 0, set, &mut Vec::new(), &mut want);
            let mut got = vec![0u32; m];
            assert_eq!(place_set(set, &cand, &mut got), can, "{set:b} {cand:?}");
            if can {
                assert_eq!(got, want, "{set:b} {cand:?}");
                placed += 1;
            } else {
                not += 1;
            }
        }
        assert!(placed > 300 && not > 300, "{placed} placed, {not} not");
    }

    #[test]
    fn distinct_options_are_every_way_of_making_the_sum() {
        use rand::RngExt;
        let cages = (0..81)
            .map(|c| Cage {
                sum: 1,
                cells: vec![c],
            })
            .collect();
        let k9 = Killer::new(
            &Houses::new(Shape::new(3, 3).unwrap()),
            &Cages::new(9, cages).unwrap(),
        );
        let mut r = crate::rng::stream(5, 23);
        for _ in 0..3000 {
            let len = r.random_range(1..=5usize);
            let cells: Vec<CellState> = (0..len)
                .map(|_| {
                    if r.random_range(0..4) == 0 {
                        let v: u8 = r.random_range(1..=9);
                        (v, 1 << (v - 1))
                    } else {
                        (0, r.random_range(1..512u32))
                    }
                })
                .collect();
            let sum = r.random_range(len as u32..=(9 * len as u32).min(45));
            let must = if r.random_range(0..3) == 0 {
                1 << r.random_range(0..9)
            } else {
                0
            };
            let mut sets = Vec::new();
            let got = options(&k9, &cells, sum, true, must, Some(&mut sets));
            // Without the sets asked for, the same (by other means for
            // three cells or fewer).
            assert_eq!(options(&k9, &cells, sum, true, must, None), got);
            if cells.iter().all(|c| c.0 != 0) {
                assert_eq!(got, None);
                continue;
            }
            let (found, want) = by_hand(&cells, sum, must);
            let (got, found) = (got.unwrap(), found);
            if found.iter().all(|&f| f == 0) {
                let mut open = got.iter().zip(&cells).filter(|(_, c)| c.0 == 0);
                assert!(open.all(|(&a, _)| a == 0), "{cells:?} sum {sum}: {got:?}");
                continue;
            }
            assert_eq!(got, found, "{cells:?} sum {sum} must {must:b}");
            assert_eq!(sets, want, "{cells:?} sum {sum} must {must:b}");
        }
    }

    #[test]
    fn distinct_options_follow_the_sets_and_where_each_symbol_fits() {
        let (_, k) = killer_4x4();
        let mut sets = Vec::new();
        // 3 in two open cells: 1 and 2.
        let got = options(&k, &[(0, 0b1111), (0, 0b1111)], 3, true, 0, Some(&mut sets));
        assert_eq!(got, Some(vec![0b11, 0b11]));
        assert_eq!(sets, [0b11]);
        // 5 in two: 1+4 or 2+3; the first cell cannot be 4 or 3, so the
        // second holds 4 or 3.
        let got = options(&k, &[(0, 0b0011), (0, 0b1111)], 5, true, 0, None);
        assert_eq!(got, Some(vec![0b0011, 0b1100]));
        // A placed 1 leaves 4 for the other cell of 5.
        let got = options(&k, &[(1, 0b0001), (0, 0b1111)], 5, true, 0, None);
        assert_eq!(got, Some(vec![0b0001, 0b1000]));
        // Must hold 2: of 1+4 and 2+3 only 2+3.
        let got = options(&k, &[(0, 0b1111), (0, 0b1111)], 5, true, 0b0010, None);
        assert_eq!(got, Some(vec![0b0110, 0b0110]));
        // No way: 7 in two cells of 1 or 2.
        let got = options(&k, &[(0, 0b0011), (0, 0b0011)], 7, true, 0, None);
        assert_eq!(got, Some(vec![0, 0]));
        // Repeats allowed: 2 in two cells is 1+1.
        let got = options(&k, &[(0, 0b1111), (0, 0b1111)], 2, false, 0, None);
        assert_eq!(got, Some(vec![0b0001, 0b0001]));
        // Nothing open: nothing to work out.
        assert_eq!(options(&k, &[(2, 0b10)], 2, true, 0, None), None);
    }

    #[test]
    fn cages_that_cannot_be_give_no_regions_and_no_overflow() {
        // Row 1's three one-cell cages of 4 add up to more than its 10.
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let text = "4=0 4=1 4=2 7=3,7 9=4,5,6 10=8,9,10,11 10=12,13,14,15";
        let cages = Cages::from_text(4, text).unwrap();
        let k = Killer::new(&houses, &cages);
        let row1 = Shape::new(2, 2).unwrap().row_house(0);
        assert!(k.regions(&houses, false).iter().all(|r| r.houses != [row1]));
        assert!(!k.regions(&houses, true).is_empty());
    }

    #[test]
    fn the_rule_of_45_gives_innies_and_outies() {
        // 4x4, houses add to 10. Row 1: cells 0..4. Cage A = {0, 1} (3),
        // cage B = {2, 3, 7} (9): B crosses row 1's edge, its innies 2 and
        // 3 add to 10 - 3 = 7, its outie 7 to 9 - 7 = 2.
        let (houses, k) = killer_4x4();
        let row1 = Shape::new(2, 2).unwrap().row_house(0);
        let of_row1: Vec<&SumRegion> = k
            .regions(&houses, false)
            .iter()
            .filter(|r| r.houses == [row1])
            .collect();
        assert_eq!(of_row1.len(), 2);
        let (inn, out) = (of_row1[0], of_row1[1]);
        assert_eq!(
            (inn.edge, &inn.cells[..], inn.sum, inn.distinct, inn.cage),
            (
                Edge::Innies,
                &[Cell::new(2), Cell::new(3)][..],
                7,
                true,
                Some(1)
            )
        );
        assert_eq!(
            (out.edge, &out.cells[..], out.sum, out.distinct, out.cage),
            (Edge::Outies, &[Cell::new(7)][..], 2, true, Some(1))
        );
    }
}
