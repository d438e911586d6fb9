//! The killer techniques up to medium on grids of at most 128 cells: the
//! bit-parallel singles of [`FastSingles`] with each cage's combinations
//! ([`killer::options`]) between their rounds, and from medium up
//! [`FastSingles`]' locked candidates and pairs, the cage-house
//! interactions and the rule of 45 over one house when those get stuck. A
//! quick answer to "do the techniques up to easy (or medium) finish this
//! killer?" for the cage growth, which asks it dozens of times a puzzle.
//!
//! These techniques are sound and only grow with what is known, so the
//! order they are applied in does not change whether they finish a puzzle:
//! the answer is the grader's capped at easy (or medium), all of a round's
//! findings applied at once where the grader takes the cheapest first. For
//! the same reason it is a sufficient answer for any level above (when
//! these techniques finish a puzzle, the harder ones are never needed), and
//! for any killer with more cages on cells that were free (a cage only adds
//! what it tells, and the rule of 45 is worked out over houses with no free
//! cell alone).

use super::Level;
use super::board::bits_of;
use super::fast_singles::{FastSingles, Position, SYMBOLS};
use super::killer::{self, Allowed, CellState};
use crate::cages::{MAX_KILLER_SIDE, SumSets};
use crate::shape::Houses;

/// No cage: a free cell's.
const NO_CAGE: u8 = u8::MAX;

/// The most open cells of a region the rule of 45 is worked out on, as the
/// grader's innies and outies take them.
const MOST_OPEN: u32 = 3;

/// Killer techniques up to medium on one small layout; build once, use for
/// many killers: [`FastKiller::clear`], [`FastKiller::push`] each cage,
/// then [`FastKiller::solves`].
#[derive(Clone, Debug)]
pub struct FastKiller {
    singles: FastSingles,
    sums: &'static SumSets,
    /// The cages pushed: each one's sum, the end of its cells in `cells`
    /// and its cells as a mask.
    cages: Vec<(u32, usize, u128)>,
    cells: Vec<usize>,
    /// Each cell's cage, as an index into `cages` ([`NO_CAGE`] when free).
    cage_of: Vec<u8>,
    /// The rule of 45's regions of single houses under the cages pushed
    /// (found when a solve first needs them): each one's sum, the end of
    /// its cells in `region_cells`, its cells as a mask, and whether no
    /// symbol repeats in it.
    regions: Option<Vec<(u32, usize, u128, bool)>>,
    region_cells: Vec<usize>,
    /// The sets of a cage's sum, worked out.
    sets: Vec<u32>,
}

impl FastKiller {
    /// The tables for a layout, or `None` when its grid has over 128 cells
    /// (or a side past a killer's).
    pub fn new(houses: &Houses) -> Option<FastKiller> {
        let n = houses.side();
        if n > MAX_KILLER_SIDE {
            return None;
        }
        Some(FastKiller {
            singles: FastSingles::new(houses)?,
            sums: SumSets::shared(n),
            cages: Vec::new(),
            cells: Vec::new(),
            cage_of: vec![NO_CAGE; n * n],
            regions: None,
            region_cells: Vec::new(),
            sets: Vec::new(),
        })
    }

    /// Forgets the cages pushed.
    pub fn clear(&mut self) {
        self.cages.clear();
        self.cells.clear();
        self.cage_of.fill(NO_CAGE);
        self.regions = None;
    }

    /// A cage of `cells` (indices, row by row) adding up to `sum`. Cells in
    /// no cage pushed are free.
    pub fn push(&mut self, sum: u32, cells: &[usize]) {
        assert!(
            cells.len() <= MAX_KILLER_SIDE,
            "a cage of no more cells than a house"
        );
        let k = u8::try_from(self.cages.len()).expect("fewer cages than 255");
        for &c in cells {
            self.cage_of[c] = k;
        }
        self.cells.extend_from_slice(cells);
        let mask = cells.iter().fold(0u128, |m, &c| m | 1 << c);
        self.cages.push((sum, self.cells.len(), mask));
        self.regions = None;
    }

    /// Whether the killer techniques up to `level` finish `givens` (0
    /// empty) under the cages pushed: singles and cage combinations, and
    /// from medium up locked candidates, pairs, cage-house interactions
    /// and the rule of 45 over one house. The grader's answer at easy and
    /// at medium; above, a sufficient one (the harder techniques are never
    /// needed when these finish). False, too, when the givens or the
    /// deductions contradict.
    pub fn solves(&mut self, givens: &[u8], level: Level) -> bool {
        let Some(mut p) = self.singles.start(givens) else {
            return false;
        };
        let mut last = p;
        // Every cell changed before the first round.
        let mut changed = u128::MAX;
        // Each symbol's candidates when locked candidates last found
        // nothing for it, and the position when the medium killer
        // techniques last looked: none yet.
        let mut locked = [u128::MAX; SYMBOLS];
        let mut looked = None;
        loop {
            match self.singles.singles(&mut p, u128::MAX) {
                Some(true) => return true,
                None => return false,
                Some(false) => {}
            }
            changed |= p.changed_since(&last);
            let removed = self.combinations(&mut p, changed);
            // A cage's removals are its own cells', which it would leave
            // as they are if worked out again.
            changed = 0;
            last = p;
            match removed {
                Some(true) => continue,
                Some(false) if level >= Level::Medium => {}
                _ => return false,
            }
            match self.medium(&mut p, &mut locked, &mut looked) {
                Some(true) => {}
                _ => return false,
            }
        }
    }

    /// Each cage's combinations on `p`, the cages with a cell in `changed`
    /// (since they were last worked out): whether they removed a
    /// candidate, `None` when a cage cannot be made.
    fn combinations(&self, p: &mut Position, changed: u128) -> Option<bool> {
        let n = self.singles.side();
        let mut removed = false;
        let mut start = 0;
        for &(sum, end, mask) in &self.cages {
            let cells = &self.cells[start..end];
            start = end;
            if mask & changed == 0 {
                continue;
            }
            let state = states(p, n, cells);
            let Some(allowed) =
                killer::options(self.sums, cells.len(), |i| state[i], sum, true, 0, None)
            else {
                continue;
            };
            removed |= keep(p, cells, &state, &allowed)?;
        }
        Some(removed)
    }

    /// One round of the medium techniques on `p`: locked candidates, or
    /// failing them pairs, or failing those the cage-house interactions and
    /// the rule of 45 over one house, on the cages and houses with a cell
    /// changed since these last `looked`. Whether a candidate went; `None`
    /// when a cage or a region cannot be made.
    fn medium(
        &mut self,
        p: &mut Position,
        locked: &mut [u128; SYMBOLS],
        looked: &mut Option<Position>,
    ) -> Option<bool> {
        if self.singles.eliminate(&mut p.cand, locked) {
            return Some(true);
        }
        let changed = looked.map_or(u128::MAX, |before| p.changed_since(&before));
        *looked = Some(*p);
        if changed == 0 {
            return Some(false);
        }
        let mut removed = self.cage_in_house(p, changed);
        removed |= self.house_in_cage(p, changed)?;
        removed |= self.innies_outies(p, changed)?;
        Some(removed)
    }

    /// Cage-house interaction, one way: a symbol every combination of a
    /// cage holds, whose places in the cage lie in one house, leaves the
    /// rest of that house. Whether a candidate went.
    fn cage_in_house(&mut self, p: &mut Position, changed: u128) -> bool {
        let n = self.singles.side();
        let mut removed = false;
        let mut start = 0;
        for &(sum, end, mask) in &self.cages {
            let cells = &self.cells[start..end];
            start = end;
            if mask & changed == 0 || mask & p.empty == 0 {
                continue;
            }
            let state = states(p, n, cells);
            self.sets.clear();
            let (len, sets) = (cells.len(), Some(&mut self.sets));
            if killer::options(self.sums, len, |i| state[i], sum, true, 0, sets).is_none()
                || self.sets.is_empty()
            {
                continue;
            }
            let must = self.sets.iter().fold(u32::MAX, |m, &s| m & s);
            for d in bits_of(must) {
                let places = p.cand[d] & mask;
                if places == 0 {
                    continue;
                }
                for &h in self.singles.houses() {
                    let rest = p.cand[d] & h & !mask;
                    if places & !h == 0 && rest != 0 {
                        p.cand[d] &= !rest;
                        removed = true;
                    }
                }
            }
        }
        removed
    }

    /// Cage-house interaction, the other way: a symbol whose places in a
    /// house all lie in one cage is in that cage there; it leaves the
    /// cage's other cells, and the cage keeps only the combinations that
    /// hold it. Whether a candidate went; `None` when a cage cannot be
    /// made.
    fn house_in_cage(&self, p: &mut Position, changed: u128) -> Option<bool> {
        let n = self.singles.side();
        let mut removed = false;
        for &h in self.singles.houses() {
            for d in 0..n {
                let places = p.cand[d] & h;
                if p.placed[d] & h != 0 || places == 0 {
                    continue;
                }
                let k = self.cage_of[places.trailing_zeros() as usize];
                let Some(&(sum, end, mask)) = self.cages.get(usize::from(k)) else {
                    continue;
                };
                if places & !mask != 0 || (h | mask) & changed == 0 {
                    continue;
                }
                let start = if k == 0 {
                    0
                } else {
                    self.cages[usize::from(k) - 1].1
                };
                let cells = &self.cells[start..end];
                // The cage's cells outside the places cannot hold the
                // symbol.
                let state = states(p, n, cells);
                let mut without = state;
                for (s, &c) in without.iter_mut().zip(cells) {
                    if places >> c & 1 == 0 {
                        s.1 &= !(1 << d);
                    }
                }
                let (len, bit) = (cells.len(), 1 << d);
                let Some(allowed) =
                    killer::options(self.sums, len, |i| without[i], sum, true, bit, None)
                else {
                    continue;
                };
                removed |= keep(p, cells, &state, &allowed)?;
            }
        }
        Some(removed)
    }

    /// The rule of 45 over one house: each region of innies or outies of
    /// three open cells at most keeps the candidates some way of making its
    /// sum uses. Whether a candidate went; `None` when a region cannot be
    /// made.
    fn innies_outies(&mut self, p: &mut Position, changed: u128) -> Option<bool> {
        if self.regions.is_none() {
            self.find_regions();
        }
        let n = self.singles.side();
        let mut removed = false;
        let mut start = 0;
        for &(sum, end, mask, distinct) in self.regions.as_deref().unwrap_or_default() {
            let cells = &self.region_cells[start..end];
            start = end;
            let open = (mask & p.empty).count_ones();
            if mask & changed == 0 || open == 0 || open > MOST_OPEN {
                continue;
            }
            let state = states(p, n, cells);
            let len = cells.len();
            let Some(allowed) =
                killer::options(self.sums, len, |i| state[i], sum, distinct, 0, None)
            else {
                continue;
            };
            removed |= keep(p, cells, &state, &allowed)?;
        }
        Some(removed)
    }

    /// The innies and outies (of a house's cells at most) of each house
    /// whose cells are all in cages, as the grader's killer finds them.
    fn find_regions(&mut self) {
        let n = self.singles.side();
        let total = (n * (n + 1) / 2) as u32;
        let covered = self.cages.iter().fold(0u128, |m, k| m | k.2);
        let mut regions = Vec::new();
        self.region_cells.clear();
        let houses = self.singles.houses();
        for &h in houses.iter().filter(|&&h| h & !covered == 0) {
            let (mut inside, mut crossing) = (0u32, 0u32);
            let (mut innies, mut outies) = (0u128, 0u128);
            for &(sum, _, mask) in &self.cages {
                if mask & h == 0 {
                    continue;
                }
                if mask & !h == 0 {
                    inside += sum;
                } else {
                    crossing += sum;
                    innies |= mask & h;
                    outies |= mask & !h;
                }
            }
            // Cages that cannot be give no regions: a solve finds their
            // contradiction.
            let Some(in_sum) = total.checked_sub(inside) else {
                continue;
            };
            let Some(out_sum) = crossing.checked_sub(in_sum) else {
                continue;
            };
            for (cells, sum, innie) in [(innies, in_sum, true), (outies, out_sum, false)] {
                if cells == 0 || cells.count_ones() as usize > n {
                    continue;
                }
                let k = self.cage_of[cells.trailing_zeros() as usize];
                let one_cage = self.cages[usize::from(k)].2 & cells == cells;
                let one_house = innie || houses.iter().any(|&h| cells & !h == 0);
                self.region_cells.extend(bits_of(cells));
                regions.push((sum, self.region_cells.len(), cells, one_house || one_cage));
            }
        }
        self.regions = Some(regions);
    }
}

/// The value (0 when open) and candidates in `p` of each of `cells`, on a
/// side of `n`.
fn states(p: &Position, n: usize, cells: &[usize]) -> [CellState; MAX_KILLER_SIDE] {
    let mut state = [(0u8, 0u32); MAX_KILLER_SIDE];
    for (s, &c) in state.iter_mut().zip(cells) {
        *s = cell_state(p, n, c);
    }
    state
}

/// Removes from the open `cells` (of `state`, in `p`) the candidates
/// outside `allowed`: whether one went, `None` when a cell is left none.
fn keep(p: &mut Position, cells: &[usize], state: &[CellState], allowed: &Allowed) -> Option<bool> {
    let mut removed = false;
    for ((&c, &(v, cand)), &a) in cells.iter().zip(state).zip(allowed) {
        if a == 0 {
            return None;
        }
        if v != 0 || cand & !a == 0 {
            continue;
        }
        let bit = 1u128 << c;
        for d in bits_of(cand & !a) {
            p.cand[d] &= !bit;
        }
        removed = true;
    }
    Some(removed)
}

/// Cell `c`'s value (0 when open) and candidates in `p`, on a side of `n`.
fn cell_state(p: &Position, n: usize, c: usize) -> CellState {
    let bit = 1u128 << c;
    if p.empty & bit != 0 {
        let cand = (0..n).fold(0u32, |m, d| m | ((p.cand[d] >> c) as u32 & 1) << d);
        (0, cand)
    } else {
        let d = (0..n).find(|&d| p.placed[d] & bit != 0).unwrap_or(0);
        (d as u8 + 1, 1 << d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carve::grow_graded;
    use crate::deadline::Deadline;
    use crate::fill::Filler;
    use crate::layout::Layout;
    use crate::logic::{Grader, Killer, Level};
    use crate::rng;
    use crate::shape::Shape;

    #[test]
    fn answers_as_the_grader_capped_at_easy_and_at_medium() {
        // Finished and stuck, at easy and at medium.
        let mut seen = [[0; 2]; 2];
        let shape = |w, h| Shape::new(w, h).unwrap();
        for (shape, jigsaw) in [
            (shape(3, 2), false),
            (shape(3, 3), false),
            (shape(3, 3), true),
        ] {
            let mut filler = Filler::new(shape);
            for seed in 0..12 {
                // Killers grown at medium and hard by the grader alone, some
                // with a given.
                let mut r = rng::stream(seed, 13);
                let (layout, solution) = if jigsaw {
                    crate::fill::jigsaw(9, crate::layout::Variant::JigsawKiller, &mut r).unwrap()
                } else {
                    let solution = filler.fill(&mut r).cells().to_vec();
                    (Layout::classic(shape), solution)
                };
                let mut grader = Grader::of_layout(&layout);
                let mut fast = FastKiller::new(grader.houses()).unwrap();
                let mut givens = vec![0; solution.len()];
                if seed % 3 == 0 {
                    givens[7] = solution[7];
                }
                let level = [Level::Medium, Level::Hard][seed as usize % 2];
                let cages = grow_graded(
                    &mut grader,
                    None,
                    &solution,
                    &givens,
                    level,
                    &mut r,
                    Deadline::NEVER,
                )
                .unwrap();
                fast.clear();
                for k in cages.cages() {
                    fast.push(k.sum, &k.cells);
                }
                let killer = Killer::new(grader.houses(), &cages);
                for (i, level) in [Level::Easy, Level::Medium].into_iter().enumerate() {
                    let got = fast.solves(&givens, level);
                    let want = grader
                        .solve_killer(&givens, &killer, level, false, Deadline::NEVER)
                        .unwrap()
                        .solved;
                    assert_eq!(got, want, "{shape} {jigsaw} {seed} {level}");
                    seen[i][usize::from(got)] += 1;
                }
                // Without its cages, a pure killer is not finished.
                fast.clear();
                let filled = givens.iter().all(|&v| v != 0);
                assert_eq!(fast.solves(&givens, Level::Medium), filled);
            }
        }
        assert!(
            seen.iter().flatten().all(|&k| k >= 3),
            "[easy, medium] x [stuck, finished]: {seen:?}"
        );
    }
}
