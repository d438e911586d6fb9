//! The exact search for grids of up to 128 cells on any layout, over the
//! bit-parallel singles ([`FastSingles`]): one 128-bit mask of cells a
//! symbol, a position copied whole at each branch. Where the layout has
//! extra houses it finds other solutions far faster than the generic
//! solver (BENCHMARKS.md).

use crate::deadline::{Deadline, TimedOut};
use crate::houses::Houses;
use crate::logic::fast_singles::{FastSingles, Position};
use crate::symbol;

/// Nodes between two readings of the clock against a deadline.
const DEADLINE_POLL: u64 = 256;

/// The search for one layout; build once, use for many puzzles.
pub struct SmallSolver {
    fast: FastSingles,
    nodes: u64,
    deadline: Deadline,
}

impl SmallSolver {
    /// The search for the layout of `houses`, or `None` when its grid has
    /// over 128 cells.
    pub fn new(houses: &Houses) -> Option<SmallSolver> {
        Some(SmallSolver {
            fast: FastSingles::new(houses)?,
            nodes: 0,
            deadline: Deadline::NEVER,
        })
    }

    /// Whether `cells` has a solution that differs from `known` in one of
    /// the cells `at` (blank in `cells`); writes the first found into
    /// `solution`. One search a cell of `at`: the cell's symbol of `known`
    /// ruled out, the cells before it holding theirs. Gives up once
    /// `deadline` has passed.
    pub fn solve_differing(
        &mut self,
        cells: &[u8],
        known: &[u8],
        at: &[usize],
        solution: &mut Vec<u8>,
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        self.nodes = 0;
        self.deadline = deadline;
        let Some(mut held) = self.fast.start(cells) else {
            return Ok(false);
        };
        for &c in at {
            let d = symbol::index(known[c]);
            let mut p = held;
            p.cand[d] &= !(1u128 << c);
            if let Some(found) = self.search(p)? {
                *solution = self.fast.values(&found.placed);
                return Ok(true);
            }
            if !self.fast.place_in(&mut held, c, d) {
                return Ok(false);
            }
        }
        Ok(false)
    }

    /// The first solution found from `p`, depth first: singles, then a
    /// branch on each candidate of a cell with the fewest.
    fn search(&mut self, mut p: Position) -> Result<Option<Position>, TimedOut> {
        self.nodes += 1;
        if self.deadline.passed_at(self.nodes, DEADLINE_POLL) {
            return Err(TimedOut);
        }
        let all = p.empty;
        if self.fast.singles(&mut p, all).is_none() {
            return Ok(None);
        }
        if p.empty == 0 {
            return Ok(Some(p));
        }
        // The cells with two candidates, else three, else any.
        let n = self.fast.side();
        let (mut once, mut twice, mut thrice, mut more) = (0u128, 0u128, 0u128, 0u128);
        for &m in &p.cand[..n] {
            more |= thrice & m;
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        let pick = [twice & !thrice, thrice & !more, p.empty]
            .into_iter()
            .find(|&m| m != 0)
            .expect("an empty cell");
        let c = pick.trailing_zeros() as usize;
        for d in 0..n {
            if p.cand[d] >> c & 1 == 0 {
                continue;
            }
            let mut q = p;
            if self.fast.place_in(&mut q, c, d)
                && let Some(found) = self.search(q)?
            {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }
}
