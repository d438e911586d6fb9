//! The killer techniques up to easy on grids of at most 128 cells: the
//! bit-parallel singles of [`FastSingles`] with each cage's combinations
//! ([`killer::options`]) between their rounds. A quick answer to "do the
//! easy techniques finish this killer?" for the cage growth, which asks it
//! dozens of times a puzzle.
//!
//! Singles and cage combinations are sound and only grow with what is
//! known, so the order they are applied in does not change whether they
//! finish a puzzle: the answer is the grader's capped at easy. For the same
//! reason it is a sufficient answer for any level above (when the easy
//! techniques finish a puzzle, the harder ones are never needed), and
//! for any killer with more cages (a cage only adds what it tells).

use super::fast_singles::{FastSingles, Position};
use super::killer::{self, CellState};
use crate::cages::{MAX_KILLER_SIDE, SumSets};
use crate::shape::Houses;

/// Easy killer techniques on one small layout; build once, use for many
/// killers: [`FastKiller::clear`], [`FastKiller::push`] each cage, then
/// [`FastKiller::solves`].
#[derive(Clone, Debug)]
pub struct FastKiller {
    singles: FastSingles,
    sums: &'static SumSets,
    /// The cages pushed: each one's sum, the end of its cells in `cells`
    /// and its cells as a mask.
    cages: Vec<(u32, usize, u128)>,
    cells: Vec<usize>,
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
        })
    }

    /// Forgets the cages pushed.
    pub fn clear(&mut self) {
        self.cages.clear();
        self.cells.clear();
    }

    /// A cage of `cells` (indices, row by row) adding up to `sum`. Cells in
    /// no cage pushed are free.
    pub fn push(&mut self, sum: u32, cells: &[usize]) {
        assert!(
            cells.len() <= MAX_KILLER_SIDE,
            "a cage of no more cells than a house"
        );
        self.cells.extend_from_slice(cells);
        let mask = cells.iter().fold(0u128, |m, &c| m | 1 << c);
        self.cages.push((sum, self.cells.len(), mask));
    }

    /// Whether singles and the cages' combinations finish `givens` (0
    /// empty) under the cages pushed: the grader's answer at easy. False,
    /// too, when the givens or the deductions contradict.
    pub fn solves(&mut self, givens: &[u8]) -> bool {
        let Some(mut p) = self.singles.start(givens) else {
            return false;
        };
        let mut last = p;
        // Every cell changed before the first round.
        let mut changed = u128::MAX;
        loop {
            match self.singles.singles(&mut p, u128::MAX) {
                Some(true) => return true,
                None => return false,
                Some(false) => {}
            }
            changed |= p.changed_since(&last);
            match self.combinations(&mut p, changed) {
                Some(true) => {}
                _ => return false,
            }
            // A cage's removals are its own cells', which it would leave
            // as they are if worked out again.
            changed = 0;
            last = p;
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
            let mut state = [(0u8, 0u32); MAX_KILLER_SIDE];
            for (s, &c) in state.iter_mut().zip(cells) {
                *s = cell_state(p, n, c);
            }
            let Some(allowed) =
                killer::options(self.sums, cells.len(), |i| state[i], sum, true, 0, None)
            else {
                continue;
            };
            for ((&c, &(v, cand)), &a) in cells.iter().zip(&state).zip(&allowed) {
                if a == 0 {
                    return None;
                }
                if v != 0 || cand & !a == 0 {
                    continue;
                }
                let bit = 1u128 << c;
                for d in super::board::bits_of(cand & !a) {
                    p.cand[d] &= !bit;
                }
                removed = true;
            }
        }
        Some(removed)
    }
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
    fn answers_as_the_grader_capped_at_easy() {
        let (mut finished, mut stuck) = (0, 0);
        for shape in [Shape::new(3, 2).unwrap(), Shape::new(3, 3).unwrap()] {
            let layout = Layout::classic(shape);
            let mut grader = Grader::of_layout(&layout);
            let mut fast = FastKiller::new(grader.houses()).unwrap();
            let mut filler = Filler::new(shape);
            for seed in 0..12 {
                // Killers grown at medium and hard by the grader alone, some
                // with a given: the easy techniques finish some of them.
                let mut r = rng::stream(seed, 13);
                let solution = filler.fill(&mut r).cells().to_vec();
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
                let got = fast.solves(&givens);
                let killer = Killer::new(grader.houses(), &cages);
                let want = grader
                    .solve_killer(&givens, &killer, Level::Easy, false, Deadline::NEVER)
                    .unwrap()
                    .solved;
                assert_eq!(got, want, "{shape} {seed}");
                if got {
                    finished += 1
                } else {
                    stuck += 1
                }
                // Without its cages, a pure killer is not finished.
                fast.clear();
                assert_eq!(fast.solves(&givens), givens.iter().all(|&v| v != 0));
            }
        }
        assert!(
            finished >= 3 && stuck >= 3,
            "{finished} finished, {stuck} stuck"
        );
    }
}
