//! Hard's techniques as bit operations: X-wing and swordfish, naked and
//! hidden triples, XY-wing and XYZ-wing, each as the ladder's row finds
//! it (`techniques::fish`, `naked_subset`, `hidden_subset`, `xy_wing`,
//! `xyz_wing`), for the carve of marks, which asks "does the ladder up to
//! hard finish this puzzle?" for every mark it tries.
//!
//! Each is sound and only grows with what is known: asked where the
//! techniques below hard have nothing more to take out, as the ladder asks
//! them, they take out what the ladder's take out there, so both end in
//! the same place (tested against the grader in `fast_marks`).

use super::{FastSingles, SYMBOLS, at_least};
use crate::logic::bits::Bits;
use crate::logic::board::bits_of;
use crate::logic::techniques::subsets;

/// Whether `m` holds at most `k` cells.
#[inline]
fn at_most<M: Bits>(m: M, k: usize) -> bool {
    (0..k).fold(m, |m, _| m.wrapping_without_lowest()) == M::ZERO
}

/// `m` without its `k` lowest bits.
#[inline]
fn lowest_gone(m: u32, k: usize) -> u32 {
    (0..k).fold(m, |m, _| m & m.wrapping_sub(1))
}

/// Each two cells of `m`, the lower first.
fn pairs<M: Bits>(m: M) -> impl Iterator<Item = (usize, usize)> {
    bits_of(m).flat_map(move |a| {
        let after = m & !(M::bit(a) | (M::bit(a) - M::bit(0)));
        bits_of(after).map(move |c| (a, c))
    })
}

/// Takes the cells `cells` out of a symbol's candidates `m`: whether any
/// were there.
#[inline]
fn take_out<M: Bits>(m: &mut M, cells: M) -> bool {
    let gone = *m & cells;
    *m &= !gone;
    gone != M::ZERO
}

/// Whether `m` holds exactly three cells.
#[inline]
fn three<M: Bits>(m: M) -> bool {
    let rest = m.wrapping_without_lowest().wrapping_without_lowest();
    rest != M::ZERO && at_most(rest, 1)
}

impl<M: Bits> FastSingles<M> {
    /// One round of hard's techniques on candidates `cand` of the `empty`
    /// cells where those below hard (singles, locked candidates, pairs,
    /// and the marks') take nothing more out: the techniques in the
    /// ladder's order until one takes something out, each taking out all
    /// it finds; whether one did. Contradictions are left for the singles
    /// to find.
    #[inline(never)]
    pub(crate) fn hard(&self, cand: &mut [M; SYMBOLS], empty: M) -> bool {
        self.fish(cand, 2)
            || self.naked_triples(cand, empty)
            || self.fish(cand, 3)
            || self.hidden_triples(cand, empty)
            || self.wings(cand, empty)
    }

    /// Fish of `k` lines (2 an X-wing, 3 a swordfish): a symbol whose
    /// places in `k` rows lie in `k` columns leaves the rest of those
    /// columns, and the same with rows and columns swapped.
    ///
    /// A symbol not yet placed in `u` rows (and so `u` columns) whose
    /// places in `k` rows lie in `k` columns has its places in the other
    /// `u - k` columns in the other `u - k` rows: a fish of `u - k` columns
    /// that takes out the same. Under `2 k` rows, that smaller fish (or a
    /// hidden single) has taken it out already, and the symbol is skipped.
    fn fish(&self, cand: &mut [M; SYMBOLS], k: usize) -> bool {
        let n = self.n;
        if n < 2 * k {
            return false; // no symbol open in `2 k` rows
        }
        let mut changed = false;
        for m in &mut cand[..n] {
            for columns in [false, true] {
                let (base, cover) = (
                    &self.lines[usize::from(columns)],
                    &self.lines[usize::from(!columns)],
                );
                // The base lines with two to `k` places, each with the
                // cover lines of its places.
                let (mut lines, mut masks, mut count, mut open) =
                    ([0usize; SYMBOLS], [0u32; SYMBOLS], 0, 0);
                for (i, &line) in base.iter().enumerate() {
                    let places = *m & line;
                    open += usize::from(places != M::ZERO);
                    if !places.several() || !at_most(places, k) {
                        continue;
                    }
                    let at = |c: usize| self.at[c][usize::from(!columns)];
                    masks[count] = bits_of(places).fold(0, |u, c| u | 1 << at(c));
                    lines[count] = i;
                    count += 1;
                }
                if open < 2 * k {
                    break;
                }
                let mut fish = |pick: &[usize], union: u32| {
                    let inside = pick.iter().fold(M::ZERO, |b, &i| b | base[lines[i]]);
                    let cover = bits_of(union).fold(M::ZERO, |u, j| u | cover[j]);
                    changed |= take_out(m, cover & !inside);
                };
                for i in 0..count {
                    for j in i + 1..count {
                        let two = masks[i] | masks[j];
                        if k == 2 {
                            if lowest_gone(two, 2) == 0 {
                                fish(&[i, j], two);
                            }
                            continue;
                        }
                        if lowest_gone(two, 3) != 0 {
                            continue;
                        }
                        for (l, &third) in masks[..count].iter().enumerate().skip(j + 1) {
                            let union = two | third;
                            if lowest_gone(union, 3) == 0 && lowest_gone(union, 2) != 0 {
                                fish(&[i, j, l], union);
                            }
                        }
                    }
                }
            }
        }
        changed
    }

    /// Naked triples: three cells of a house whose candidates are three
    /// symbols between them; those symbols leave the house's other cells.
    ///
    /// A house of `e` empty cells misses `e` symbols: the `e - 3` the
    /// triple lacks have their places in its other `e - 3` cells, a hidden
    /// subset that takes out the same. Under six, that is a hidden pair or
    /// single, which took it out already, and the house is skipped.
    fn naked_triples(&self, cand: &mut [M; SYMBOLS], empty: M) -> bool {
        let n = self.n;
        if n < 6 {
            return false; // no house of six cells
        }
        // The cells with two or three candidates, and each one's.
        let [_, twice, _, more] = at_least(&cand[..n]);
        let small = empty & twice & !more;
        if at_most(small, 2) {
            return false;
        }
        let mut by_cell = [0u32; 128];
        for (d, &m) in cand[..n].iter().enumerate() {
            for c in bits_of(m & small) {
                by_cell[c] |= 1 << d;
            }
        }
        let mut changed = false;
        for &h in &self.distinct {
            let open = h & empty;
            let within = small & h;
            if at_most(open, 5) || at_most(within, 2) {
                continue;
            }
            let (mut cells, mut masks, mut count) = ([0usize; SYMBOLS], [0u32; SYMBOLS], 0);
            for c in bits_of(within) {
                (cells[count], masks[count]) = (c, by_cell[c]);
                count += 1;
            }
            subsets(&masks[..count], 3, |pick, union| {
                let inside = pick.iter().fold(M::ZERO, |m, &i| m | M::bit(cells[i]));
                let rest = open & !inside;
                for d in bits_of(union) {
                    changed |= take_out(&mut cand[d], rest);
                }
                false
            });
        }
        changed
    }

    /// Hidden triples: three symbols whose places in a house are three
    /// cells between them; those cells lose every other candidate.
    ///
    /// The house's other `e - 3` empty cells then hold the other `e - 3`
    /// symbols it misses, a naked subset that takes out the same: under
    /// seven, a naked triple, pair or single, which took it out already
    /// ([`FastSingles::hard`] asks naked triples first), and the house is
    /// skipped.
    fn hidden_triples(&self, cand: &mut [M; SYMBOLS], empty: M) -> bool {
        let n = self.n;
        if n < 7 {
            return false; // no house of seven cells
        }
        let mut changed = false;
        for &h in &self.distinct {
            if at_most(h & empty, 6) {
                continue;
            }
            // The symbols with two or three places in the house.
            let (mut symbols, mut places, mut count) = ([0usize; SYMBOLS], [M::ZERO; SYMBOLS], 0);
            for (d, &m) in cand[..n].iter().enumerate() {
                let at = m & h;
                if at.several() && at_most(at, 3) {
                    (symbols[count], places[count]) = (d, at);
                    count += 1;
                }
            }
            for i in 0..count {
                for j in i + 1..count {
                    let two = places[i] | places[j];
                    if !at_most(two, 3) {
                        continue;
                    }
                    for l in j + 1..count {
                        let cells = two | places[l];
                        if !three(cells) {
                            continue;
                        }
                        let keep = [symbols[i], symbols[j], symbols[l]];
                        for (d, m) in cand[..n].iter_mut().enumerate() {
                            if !keep.contains(&d) {
                                changed |= take_out(m, cells);
                            }
                        }
                    }
                }
            }
        }
        changed
    }

    /// XY-wings, then XYZ-wings: a pivot of two candidates `{x, y}` (of
    /// three, `{x, y, z}`) that sees two cells of two, `{x, z}` and
    /// `{y, z}`; one of them is `z`, which leaves every cell that sees
    /// both of them (and, of an XYZ-wing, the pivot).
    fn wings(&self, cand: &mut [M; SYMBOLS], empty: M) -> bool {
        let n = self.n;
        let [_, twice, thrice, more] = at_least(&cand[..n]);
        let (two, three) = (empty & twice & !thrice, empty & thrice & !more);
        // Either wing has two pincers of two.
        if at_most(two, 1) {
            return false;
        }
        // The candidates of those cells as the round starts: a wing read
        // from them still holds once some went (each cell's number is
        // still among them), and a round that takes nothing out read
        // them as they are.
        let mut of = [0u32; 128];
        for (d, &m) in cand[..n].iter().enumerate() {
            for c in bits_of(m & (two | three)) {
                of[c] |= 1 << d;
            }
        }
        let mut changed = false;
        for pivot in bits_of(two) {
            let pm = of[pivot];
            let (x, y) = (
                pm.trailing_zeros() as usize,
                31 - pm.leading_zeros() as usize,
            );
            // Cells of two that hold one of the pivot's two.
            let wings = self.peers[pivot] & two & (cand[x] ^ cand[y]);
            for (a, c) in pairs(wings) {
                let (am, cm) = (of[a], of[c]);
                let z = am & cm;
                if am & pm == cm & pm || z == 0 || z & pm != 0 || z & (z - 1) != 0 {
                    continue;
                }
                let d = z.trailing_zeros() as usize;
                changed |= take_out(&mut cand[d], self.peers[a] & self.peers[c]);
            }
        }
        if changed {
            return true;
        }
        for pivot in bits_of(three) {
            let pm = of[pivot];
            let outside = (0..n)
                .filter(|&d| pm & 1 << d == 0)
                .fold(M::ZERO, |o, d| o | cand[d]);
            let wings = self.peers[pivot] & two & !outside;
            for (a, c) in pairs(wings) {
                // Two pairs of the three share one. (A wing's candidates
                // as the round started may hold one since taken out of
                // it, and outside the pivot's: not a wing of it then.)
                let (am, cm) = (of[a], of[c]);
                if am == cm || (am | cm) & !pm != 0 {
                    continue;
                }
                let d = (am & cm).trailing_zeros() as usize;
                let seen = self.peers[pivot] & self.peers[a] & self.peers[c];
                changed |= take_out(&mut cand[d], seen);
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::houses::Houses;
    use crate::shape::Shape;

    /// An XYZ-wing on an open 9x9 whose only cells of two candidates are
    /// its pincers: pivot r1c1 `{1, 2, 3}`, pincers r2c2 `{1, 3}` (its
    /// box) and r1c6 `{2, 3}` (its row); 3 leaves r1c2 and r1c3, which see
    /// all three, and nothing else changes.
    #[test]
    fn an_xyz_wing_with_the_only_two_cells_of_two() {
        let fast: FastSingles = FastSingles::new(&Houses::new(Shape::new(3, 3).unwrap())).unwrap();
        let all = fast.all();
        let mut cand = [0u128; SYMBOLS];
        cand[..9].fill(all);
        for (cell, keep) in [(0, [0, 1, 2].as_slice()), (10, &[0, 2]), (5, &[1, 2])] {
            for (d, m) in cand[..9].iter_mut().enumerate() {
                if !keep.contains(&d) {
                    *m &= !(1 << cell);
                }
            }
        }
        let mut expected = cand;
        expected[2] &= !(1 << 1 | 1 << 2);
        assert!(fast.hard(&mut cand, all));
        assert_eq!(cand, expected);
    }
}
