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
    /// The cages pushed: each one's sum and the end of its cells in
    /// `cells`.
    cages: Vec<(u32, usize)>,
    cells: Vec<usize>,
    /// Each cell's state when its cage's combinations were last worked
    /// out (0: never), as [`FastKiller::seen`] writes it.
    seen: Vec<u32>,
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
            seen: vec![0; n * n],
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
        self.cages.push((sum, self.cells.len()));
    }

    /// Whether singles and the cages' combinations finish `givens` (0
    /// empty) under the cages pushed: the grader's answer at easy. False,
    /// too, when the givens or the deductions contradict.
    pub fn solves(&mut self, givens: &[u8]) -> bool {
        let Some(mut p) = self.singles.start(givens) else {
            return false;
        };
        self.seen.fill(0);
        loop {
            match self.singles.singles(&mut p, u128::MAX) {
                Some(true) => return true,
                None => return false,
                Some(false) => {}
            }
            match self.combinations(&mut p) {
                Some(true) => {}
                _ => return false,
            }
        }
    }

    /// Each cage's combinations on `p`, the cages whose cells changed
    /// since they were last worked out: whether they removed a candidate,
    /// `None` when a cage cannot be made.
    fn combinations(&mut self, p: &mut Position) -> Option<bool> {
        let n = self.singles.side();
        let mut removed = false;
        let mut start = 0;
        for &(sum, end) in &self.cages {
            let cells = &self.cells[start..end];
            start = end;
            let mut state = [(0u8, 0u32); MAX_KILLER_SIDE];
            let mut changed = false;
            for (s, &c) in state.iter_mut().zip(cells) {
                *s = cell_state(p, n, c);
                let seen = Self::seen(*s);
                changed |= self.seen[c] != seen;
                self.seen[c] = seen;
            }
            if !changed {
                continue;
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
                self.seen[c] = Self::seen((0, a));
                removed = true;
            }
        }
        Some(removed)
    }

    /// A cell's state as `seen` keeps it: its candidates when open, its
    /// value's bit and a flag when solved (never 0).
    fn seen((v, cand): CellState) -> u32 {
        if v == 0 { cand } else { 1 << (v - 1) | 1 << 31 }
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
