//! The exact solver of killer puzzles: a layout's houses and a killer's
//! cages, each cage's sum and no repeats. Candidates as bitmasks; naked
//! and hidden singles, and each cage's digits cut to those of the sets of
//! distinct symbols that make its remaining sum in its remaining cells;
//! branching on the cell with the fewest candidates.
//!
//! ```
//! use sudoku_press::cages::{Cage, Cages};
//! use sudoku_press::layout::Layout;
//! use sudoku_press::solver::killer::KillerSolver;
//! use sudoku_press::Shape;
//! use sudoku_press::deadline::Deadline;
//!
//! // 1 2 | 3 4
//! // 3 4 | 1 2
//! // ----+----
//! // 2 1 | 4 3
//! // 4 3 | 2 1      in cages of each row's halves, dominoes.
//! let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
//! let cages: Vec<Cage> = (0..8)
//!     .map(|k| Cage {
//!         sum: (solution[2 * k] + solution[2 * k + 1]) as u32,
//!         cells: vec![2 * k, 2 * k + 1],
//!     })
//!     .collect();
//! let cages = Cages::new(4, cages).unwrap();
//! let mut solver = KillerSolver::new(&Layout::classic(Shape::new(2, 2).unwrap()));
//! let count = solver.count(&cages, &[0; 16], 2, Deadline::NEVER).unwrap();
//! // Two at least: each domino's digits can trade places (with the
//! // domino two rows away).
//! assert_eq!(count.count, 2);
//! ```

use crate::cages::{Cages, SumSets};
use crate::deadline::{Deadline, TimedOut};
use crate::houses::Houses;
use crate::layout::Layout;
use crate::logic::killer::{CageTable, Wide};
use crate::{Cell, House};

/// Solutions counted, and the first found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerCount {
    /// Solutions found, at most the limit asked for.
    pub count: usize,
    /// The first solution found.
    pub solution: Option<Vec<u8>>,
}

/// One search state.
#[derive(Clone)]
struct State {
    /// Each cell's candidates, bit `d - 1` for symbol `d`.
    cand: Vec<u32>,
    /// Each cell's symbol, 0 while open.
    val: Vec<u8>,
    /// Each cage's sum still to make, its open cells and its symbols
    /// placed.
    rest: Vec<u32>,
    open: Vec<u8>,
    used: Vec<u32>,
}

/// The branch is dead: no solution below it.
struct Dead;

/// Nodes between two readings of the clock.
const DEADLINE_POLL: u64 = 64;

/// Solves killers of one layout; reuse it.
pub struct KillerSolver {
    n: usize,
    full: u32,
    /// Each cell's peers (cells sharing a house with it).
    peers: Vec<Vec<u16>>,
    /// Each house's cells.
    houses: Vec<Vec<u16>>,
    /// The cages of the count under way.
    cages: CageTable<Wide>,
    /// The sets of distinct symbols by size and sum.
    sets: &'static SumSets,
    nodes: u64,
}

impl KillerSolver {
    /// A solver for killers on `layout` (of a side up to
    /// [`crate::cages::MAX_KILLER_SIDE`]).
    pub fn new(layout: &Layout) -> KillerSolver {
        let n = layout.side();
        assert!(n <= crate::cages::MAX_KILLER_SIDE, "a killer's side");
        let houses = Houses::of_layout(layout);
        let peers = (0..n * n)
            .map(|c| {
                let cell = Cell::new(c);
                houses
                    .peers_of(cell)
                    .iter()
                    .map(|p| p.index() as u16)
                    .collect()
            })
            .collect();
        let house_cells = houses
            .each_house()
            .map(|h: House| {
                houses
                    .cells_of(h)
                    .iter()
                    .map(|c| c.index() as u16)
                    .collect()
            })
            .collect();
        let sets = SumSets::shared(n);
        KillerSolver {
            n,
            full: (1u32 << n) - 1,
            peers,
            houses: house_cells,
            cages: CageTable::new(n * n),
            sets,
            nodes: 0,
        }
    }

    /// The side of its layout.
    pub fn side(&self) -> usize {
        self.n
    }

    /// Nodes the last count visited.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts the solutions of the killer of `cages` with givens `cells` (0
    /// blank; all blank for a pure killer), up to `limit`; the first found
    /// with them. A given past the grid's symbols leaves no solution. Fails
    /// when `deadline` passes first.
    pub fn count(
        &mut self,
        cages: &Cages,
        cells: &[u8],
        limit: usize,
        deadline: Deadline,
    ) -> Result<KillerCount, TimedOut> {
        assert_eq!(
            cells.len(),
            self.n * self.n,
            "a cell for each of the grid's"
        );
        assert_eq!(cages.side(), self.n, "cages of the layout's side");
        self.cages.clear();
        for k in cages.cages() {
            self.cages
                .push(k.sum, k.cells.iter().map(|&c| Cell::new(c)));
        }
        self.nodes = 0;
        let mut found = KillerCount {
            count: 0,
            solution: None,
        };
        let mut s = State {
            cand: vec![self.full; cells.len()],
            val: vec![0; cells.len()],
            rest: self.cages.iter().map(|k| k.sum).collect(),
            open: self.cages.iter().map(|k| k.cells.len() as u8).collect(),
            used: vec![0; self.cages.len()],
        };
        let start = (0..cells.len())
            .filter(|&c| cells[c] != 0)
            .try_for_each(|c| self.assign(&mut s, c, cells[c]))
            .and_then(|()| (0..self.cages.len()).try_for_each(|k| self.cut_cage(&mut s, k)));
        if start.is_ok() && limit > 0 {
            self.search(s, limit, &mut found, deadline)?;
        }
        Ok(found)
    }

    fn search(
        &mut self,
        mut s: State,
        limit: usize,
        found: &mut KillerCount,
        deadline: Deadline,
    ) -> Result<(), TimedOut> {
        self.nodes += 1;
        if deadline.passed_at(self.nodes, DEADLINE_POLL) {
            return Err(TimedOut);
        }
        if self.propagate(&mut s).is_err() {
            return Ok(());
        }
        // The open cell with the fewest candidates.
        let Some(c) = (0..s.val.len())
            .filter(|&c| s.val[c] == 0)
            .min_by_key(|&c| s.cand[c].count_ones())
        else {
            found.count += 1;
            if found.solution.is_none() {
                found.solution = Some(s.val);
            }
            return Ok(());
        };
        let mut left = s.cand[c];
        while left != 0 && found.count < limit {
            let d = left.trailing_zeros() as u8 + 1;
            left &= left - 1;
            let mut next = s.clone();
            if self.assign(&mut next, c, d).is_ok() {
                self.search(next, limit, found, deadline)?;
            }
        }
        Ok(())
    }

    /// Places `d` in `c`: out of its peers' candidates and into its cage's
    /// sum.
    fn assign(&self, s: &mut State, c: usize, d: u8) -> Result<(), Dead> {
        if d == 0 || usize::from(d) > self.n {
            return Err(Dead); // no symbol of the grid
        }
        let bit = 1u32 << (d - 1);
        if s.cand[c] & bit == 0 || s.val[c] != 0 {
            return Err(Dead);
        }
        s.val[c] = d;
        s.cand[c] = bit;
        for &p in &self.peers[c] {
            let p = p as usize;
            s.cand[p] &= !bit;
            if s.val[p] == 0 && s.cand[p] == 0 {
                return Err(Dead);
            }
        }
        let k = self
            .cages
            .cage_of(c)
            .expect("a killer's cages cover its grid");
        if s.used[k] & bit != 0 || s.rest[k] < u32::from(d) {
            return Err(Dead);
        }
        s.used[k] |= bit;
        s.rest[k] -= u32::from(d);
        s.open[k] -= 1;
        self.cut_cage(s, k)
    }

    /// Cuts the candidates of cage `k`'s open cells to the symbols of the
    /// sets that make its remaining sum in its open cells, from symbols it
    /// has not placed and its open cells can hold.
    fn cut_cage(&self, s: &mut State, k: usize) -> Result<(), Dead> {
        let open = s.open[k] as usize;
        let rest = s.rest[k] as usize;
        if open == 0 {
            return if rest == 0 { Ok(()) } else { Err(Dead) };
        }
        let cells = self.cages.get(k).cells;
        let offer = cells
            .iter()
            .filter(|c| s.val[c.index()] == 0)
            .fold(0, |m, c| m | s.cand[c.index()]);
        let avoid = s.used[k] | !offer;
        let sets = self.sets.of(open, rest as u32);
        let allowed = sets
            .iter()
            .filter(|&&m| m & avoid == 0)
            .fold(0, |a, &m| a | m);
        if allowed == 0 {
            return Err(Dead);
        }
        for c in cells {
            let c = c.index();
            if s.val[c] == 0 {
                s.cand[c] &= allowed;
                if s.cand[c] == 0 {
                    return Err(Dead);
                }
            }
        }
        Ok(())
    }

    /// Naked and hidden singles until none is left.
    fn propagate(&self, s: &mut State) -> Result<(), Dead> {
        loop {
            let mut placed = false;
            for c in 0..s.val.len() {
                if s.val[c] == 0 && s.cand[c].count_ones() == 1 {
                    self.assign(s, c, s.cand[c].trailing_zeros() as u8 + 1)?;
                    placed = true;
                }
            }
            for h in &self.houses {
                let (mut once, mut twice, mut done) = (0u32, 0u32, 0u32);
                for &c in h {
                    let c = c as usize;
                    if s.val[c] != 0 {
                        done |= 1 << (s.val[c] - 1);
                    } else {
                        twice |= once & s.cand[c];
                        once |= s.cand[c];
                    }
                }
                if (once | done) != self.full {
                    return Err(Dead); // a symbol with no place in the house
                }
                let mut alone = once & !twice & !done;
                while alone != 0 {
                    let d = alone.trailing_zeros();
                    alone &= alone - 1;
                    let c = h
                        .iter()
                        .map(|&c| c as usize)
                        .find(|&c| s.val[c] == 0 && s.cand[c] >> d & 1 != 0);
                    // None: placed by an earlier single of this sweep.
                    if let Some(c) = c {
                        self.assign(s, c, d as u8 + 1)?;
                        placed = true;
                    }
                }
            }
            if !placed {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Shape;
    use crate::cages::Cage;

    #[test]
    fn givens_past_the_symbols_or_against_a_cage_leave_no_solution() {
        // A 4x4 grid of one-cell cages: the sums are the solution.
        let solution: [u32; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let cages: Vec<Cage> = (0..16)
            .map(|c| Cage {
                sum: solution[c],
                cells: vec![c],
            })
            .collect();
        let cages = Cages::new(4, cages).unwrap();
        let mut solver = KillerSolver::new(&Layout::classic(Shape::new(2, 2).unwrap()));
        let mut count = |givens: &[u8]| solver.count(&cages, givens, 2, Deadline::NEVER).unwrap();
        let mut givens = [0u8; 16];
        assert_eq!(count(&givens).count, 1);
        assert_eq!(count(&givens).solution.unwrap(), solution.map(|v| v as u8));
        givens[0] = 5;
        assert_eq!(count(&givens).count, 0);
        givens[0] = 2;
        assert_eq!(count(&givens).count, 0);
        givens[0] = 1;
        assert_eq!(count(&givens).count, 1);
    }
}
