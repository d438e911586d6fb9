//! What a sum allows its cells: the candidates some way of making a
//! cage's (or a region's) sum uses, with or without repeats, given each
//! cell's candidates. The grader's killer techniques and the fast engine
//! ask the same [`options`].

use crate::cages::{MAX_KILLER_SIDE, SumSets};
use crate::logic::board::bits_of;
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;

/// The most open cells a sum's options are worked out for with distinct
/// symbols (the cache's key holds that many cells' candidates).
const MOST_MATCHED: usize = 9;

/// One cell as [`options`] reads it: its value (0 open) and its
/// candidates (for a solved cell, its value).
pub type CellState = (u8, u32);

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

/// What the distinct case of [`options`] found for open cells of
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

/// What [`options`] allows each cell, in the order of its cells.
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
    /// [`options`] of the cells `cells` of a side's sums, as a vector.
    fn options_of(
        k: &SumSets,
        cells: &[CellState],
        sum: u32,
        distinct: bool,
        must: u32,
        sets: Option<&mut Vec<u32>>,
    ) -> Option<Vec<u32>> {
        options(k, cells.len(), |i| cells[i], sum, distinct, must, sets)
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
        let k9 = SumSets::shared(9);
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
            let got = options_of(k9, &cells, sum, true, must, Some(&mut sets));
            // Without the sets asked for, the same (by other means for
            // three cells or fewer).
            assert_eq!(options_of(k9, &cells, sum, true, must, None), got);
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
        let k = SumSets::shared(4);
        let mut sets = Vec::new();
        // 3 in two open cells: 1 and 2.
        let got = options_of(k, &[(0, 0b1111), (0, 0b1111)], 3, true, 0, Some(&mut sets));
        assert_eq!(got, Some(vec![0b11, 0b11]));
        assert_eq!(sets, [0b11]);
        // 5 in two: 1+4 or 2+3; the first cell cannot be 4 or 3, so the
        // second holds 4 or 3.
        let got = options_of(k, &[(0, 0b0011), (0, 0b1111)], 5, true, 0, None);
        assert_eq!(got, Some(vec![0b0011, 0b1100]));
        // A placed 1 leaves 4 for the other cell of 5.
        let got = options_of(k, &[(1, 0b0001), (0, 0b1111)], 5, true, 0, None);
        assert_eq!(got, Some(vec![0b0001, 0b1000]));
        // Must hold 2: of 1+4 and 2+3 only 2+3.
        let got = options_of(k, &[(0, 0b1111), (0, 0b1111)], 5, true, 0b0010, None);
        assert_eq!(got, Some(vec![0b0110, 0b0110]));
        // No way: 7 in two cells of 1 or 2.
        let got = options_of(k, &[(0, 0b0011), (0, 0b0011)], 7, true, 0, None);
        assert_eq!(got, Some(vec![0, 0]));
        // Repeats allowed: 2 in two cells is 1+1.
        let got = options_of(k, &[(0, 0b1111), (0, 0b1111)], 2, false, 0, None);
        assert_eq!(got, Some(vec![0b0001, 0b0001]));
        // Nothing open: nothing to work out.
        assert_eq!(options_of(k, &[(2, 0b10)], 2, true, 0, None), None);
    }
}
