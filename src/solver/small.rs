//! The exact search for grids of up to 128 cells, over the bit-parallel
//! techniques: a position of one mask of cells a symbol, copied whole at
//! each branch, settled between branches by [`FastSingles`]' singles (any
//! layout of houses) or by `FastMarks`' techniques up to easy (marks
//! between cells too). Where the layout has extra houses it finds other
//! solutions far faster than the generic solver, and under marks far
//! faster than a ladder that fails (BENCHMARKS.md).

use crate::deadline::{Deadline, TimedOut};
use crate::houses::Houses;
use crate::logic::Level;
use crate::logic::bits::Bits;
use crate::logic::fast_marks::FastMarks;
use crate::logic::fast_singles::{FastSingles, Position, at_least};
use crate::symbol;

/// Nodes between two readings of the clock against a deadline.
const DEADLINE_POLL: u64 = 256;

/// The techniques a search settles its positions with.
pub(crate) trait Settle<M: Bits> {
    /// The side of the grid.
    fn side(&self) -> usize;
    /// Applies the techniques to `p`, whose cells of `dirty` changed since
    /// they last did, until they change nothing; false at a
    /// contradiction.
    fn settle(&self, p: &mut Position<M>, dirty: M) -> bool;
    /// Places symbol `d + 1` in cell `c`; false if it is no longer a
    /// candidate there.
    fn place_in(&self, p: &mut Position<M>, c: usize, d: usize) -> bool;
}

impl<M: Bits> Settle<M> for FastSingles<M> {
    fn side(&self) -> usize {
        FastSingles::side(self)
    }

    fn settle(&self, p: &mut Position<M>, _: M) -> bool {
        let all = p.empty;
        self.singles(p, all).is_some()
    }

    fn place_in(&self, p: &mut Position<M>, c: usize, d: usize) -> bool {
        FastSingles::place_in(self, p, c, d)
    }
}

/// Under the fixed marks and the optional ones kept, the techniques up to
/// easy: singles, parities, inequalities and neighbour rules (medium's
/// cost more than they spare a search).
impl<M: Bits> Settle<M> for FastMarks<M> {
    fn side(&self) -> usize {
        FastMarks::side(self)
    }

    fn settle(&self, p: &mut Position<M>, dirty: M) -> bool {
        match FastMarks::settle(self, p, Level::Easy, dirty) {
            None => false,
            Some(open) => open != M::ZERO || self.obeys(p),
        }
    }

    fn place_in(&self, p: &mut Position<M>, c: usize, d: usize) -> bool {
        self.place_all(p, [(c, d as u8 + 1)])
    }
}

/// One search: the techniques it settles with, and the nodes it visited
/// against its deadline.
pub(crate) struct Search<'a, S> {
    techniques: &'a S,
    nodes: u64,
    most: u64,
    deadline: Deadline,
}

impl<'a, S> Search<'a, S> {
    /// A search by `techniques` that gives up once `deadline` has passed
    /// or it has visited `most` nodes.
    pub(crate) fn new(techniques: &'a S, deadline: Deadline, most: u64) -> Search<'a, S> {
        Search {
            techniques,
            nodes: 0,
            most,
            deadline,
        }
    }

    /// A solution of `held` that differs from `known` in one of the cells
    /// `at` (blank in `held`), or `None`; `Err` when it gave up (past its
    /// deadline or its nodes). One search a cell of `at`: the cell's symbol
    /// of `known` ruled out, the cells before it holding theirs. `held` is
    /// settled but for its cells of `dirty`.
    pub(crate) fn differing<M: Bits>(
        &mut self,
        mut held: Position<M>,
        mut dirty: M,
        known: &[u8],
        at: impl IntoIterator<Item = usize>,
    ) -> Result<Option<Position<M>>, TimedOut>
    where
        S: Settle<M>,
    {
        for c in at {
            let d = symbol::index(known[c]);
            let mut p = held;
            p.cand[d] &= !M::bit(c);
            if let Some(found) = self.search(p, dirty | M::bit(c))? {
                return Ok(Some(found));
            }
            let before = held;
            if !self.techniques.place_in(&mut held, c, d) {
                return Ok(None);
            }
            dirty |= held.changed_since(&before);
        }
        Ok(None)
    }

    /// The first solution found from `p` (settled but for its cells of
    /// `dirty`), depth first: the techniques, then a branch on each
    /// candidate of a cell with the fewest.
    fn search<M: Bits>(
        &mut self,
        mut p: Position<M>,
        dirty: M,
    ) -> Result<Option<Position<M>>, TimedOut>
    where
        S: Settle<M>,
    {
        self.nodes += 1;
        if self.nodes > self.most || self.deadline.passed_at(self.nodes, DEADLINE_POLL) {
            return Err(TimedOut);
        }
        if !self.techniques.settle(&mut p, dirty) {
            return Ok(None);
        }
        if p.empty == M::ZERO {
            return Ok(Some(p));
        }
        // The cells with two candidates, else three, else any.
        let n = self.techniques.side();
        let [_, twice, thrice, more] = at_least(&p.cand[..n]);
        let pick = [twice & !thrice, thrice & !more, p.empty]
            .into_iter()
            .find(|&m| m != M::ZERO)
            .expect("an empty cell");
        let c = pick.lowest();
        for d in 0..n {
            if !p.cand[d].has(c) {
                continue;
            }
            let mut q = p;
            if self.techniques.place_in(&mut q, c, d) {
                let changed = q.changed_since(&p);
                if let Some(found) = self.search(q, changed)? {
                    return Ok(Some(found));
                }
            }
        }
        Ok(None)
    }
}

/// The search for one layout by its singles; build once, use for many
/// puzzles.
pub struct SmallSolver {
    fast: FastSingles,
}

impl SmallSolver {
    /// The search for the layout of `houses`, or `None` when its grid has
    /// over 128 cells.
    pub fn new(houses: &Houses) -> Option<SmallSolver> {
        Some(SmallSolver {
            fast: FastSingles::new(houses)?,
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
        let Some(held) = self.fast.start(cells) else {
            return Ok(false);
        };
        let mut search = Search::new(&self.fast, deadline, u64::MAX);
        let found = search.differing(held, held.empty, known, at.iter().copied())?;
        if let Some(found) = &found {
            *solution = self.fast.values(&found.placed);
        }
        Ok(found.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;
    use crate::grid::Grid;
    use crate::layout::{Layout, Variant};
    use crate::logic::board::bits_of;
    use crate::relations::{Marks, Relations, neighbour_pairs};
    use crate::rng::{below, stream};
    use crate::shape::Shape;
    use crate::solver::Solver;
    use std::sync::Arc;

    /// On random marks of filled grids (some signs; every kropki dot under
    /// the negative rule; some odd cells) and random givens: the search
    /// over the marks' techniques finds another solution exactly when the
    /// exact solver counts two, and what it finds keeps every house and
    /// every mark, read from the relations (the techniques' last
    /// placements go unread: a grid filled by a guess may break a mark).
    #[test]
    fn the_search_under_marks_finds_another_solution_exactly_when_there_is_one() {
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(6, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(3, 2).unwrap(), Variant::KROPKI),
            (Shape::new(2, 2).unwrap(), Variant::ODD_EVEN),
        ];
        let mut rng = stream(49, 7);
        let (mut other, mut unique) = (0, 0);
        for (shape, variant) in cases {
            let n = shape.side();
            let layout = Layout::new(shape, variant).unwrap();
            let mut filler = Filler::of_layout(&layout);
            for _ in 0..60 {
                let solution = filler.fill_layout(&mut rng).unwrap();
                let mut marks = Marks::default();
                for (a, b) in neighbour_pairs(n) {
                    let (x, y) = (solution[a], solution[b]);
                    if variant == Variant::KROPKI {
                        marks.negative = true;
                        match () {
                            _ if x.abs_diff(y) == 1 => marks.white.push([a, b]),
                            _ if x == 2 * y || y == 2 * x => marks.black.push([a, b]),
                            _ => {}
                        }
                    } else if variant == Variant::FUTOSHIKI && below(&mut rng, 3) == 0 {
                        marks.greater.push(if x > y { [a, b] } else { [b, a] });
                    }
                }
                if variant == Variant::ODD_EVEN {
                    marks.odd = (0..n * n)
                        .filter(|&c| solution[c] % 2 == 1 && below(&mut rng, 2) == 0)
                        .collect();
                }
                let relations = Relations::new(n, marks).unwrap();
                let marked = Arc::new(layout.clone().with_relations(relations.clone()).unwrap());
                let singles = FastSingles::<u64>::new(&Houses::of_layout(&marked)).unwrap();
                let fast = FastMarks::new(std::sync::Arc::new(singles), &relations, &[]).unwrap();
                let keep = 10 + below(&mut rng, 40);
                let cells: Vec<u8> = (solution.iter())
                    .map(|&v| if below(&mut rng, 100) < keep { v } else { 0 })
                    .collect();
                let puzzle = Grid::of_layout(marked.clone(), cells.clone()).unwrap();
                let count = (Solver::of_layout(marked.clone()).count(&puzzle, 2)).count;
                let mut p = fast.start(&cells).unwrap();
                let open = fast.settle(&mut p, Level::Easy, fast.all()).unwrap();
                let mut search = Search::new(&fast, Deadline::NEVER, u64::MAX);
                let found = search.differing(p, 0, &solution, bits_of(open)).unwrap();
                assert_eq!(found.is_some(), count > 1, "{variant:?} {cells:?}");
                let Some(found) = found else {
                    unique += 1;
                    continue;
                };
                other += 1;
                let values = FastSingles::<u64>::new(&Houses::of_layout(&marked))
                    .unwrap()
                    .values(&found.placed);
                assert_ne!(values, solution);
                let houses = Houses::of_layout(&marked);
                for h in houses.each_house() {
                    let mut seen: Vec<u8> = houses
                        .cells_of(h)
                        .iter()
                        .map(|c| values[c.index()])
                        .collect();
                    seen.sort_unstable();
                    seen.dedup();
                    assert_eq!(seen.len(), n, "{variant:?} {values:?}");
                }
                for (c, &v) in values.iter().enumerate() {
                    assert!(relations.allowed(c).contains(v), "{variant:?} {values:?}");
                    for link in relations.links(c) {
                        let w = values[link.other];
                        assert!(link.rule.holds(v, w), "{variant:?} {values:?} at {c}");
                    }
                }
            }
        }
        assert!(other > 40 && unique > 40, "{other} and {unique}");
    }
}
