//! The exact solver: counts solutions up to a limit and finds them.
//!
//! Classic 9x9 puzzles go to a bit-parallel band solver ([`band9`]),
//! killers to the killer solver ([`killer`]); every other layout to the
//! generic bitmask solver ([`generic`]), the one that keeps relations
//! between cells, and the carver's search for another solution on grids of
//! up to 128 cells without relations to the bit-parallel search over
//! singles ([`small`]).

pub mod band9;
pub mod generic;
pub mod killer;
pub mod small;

use crate::deadline::{Deadline, TimedOut};
use crate::grid::{Conflict, Grid};
use crate::houses::Houses;
use crate::layout::Layout;
use crate::relations::RelationBreak;
use crate::shape::Shape;
use generic::GenericSolver;
use small::SmallSolver;
use std::sync::Arc;

/// The result of counting: how many solutions were found, up to the limit,
/// and the first of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found, at most the limit asked for.
    pub count: usize,
    /// The first solution found, when there is one.
    pub solution: Option<Grid>,
}

/// What a puzzle is as far as its solutions go: what a user asks first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Its givens repeat a symbol in a house (the first such conflict).
    Invalid(Conflict),
    /// Its givens break a relation between cells or a cell's property (the
    /// first such break).
    Broken(RelationBreak),
    /// No solution.
    None,
    /// Exactly one solution: it.
    One(Grid),
    /// Two or more solutions.
    Many,
}

/// A reusable solver for one shape.
pub struct Solver {
    shape: Shape,
    layout: Arc<Layout>,
    generic: GenericSolver,
    scratch: Vec<u8>,
    /// Built on the first [`Solver::verdict`].
    houses: Option<Houses>,
    /// The bit-parallel search, built on the first
    /// [`Solver::other_solution_outside`] (`Some(None)`: the grid is too
    /// big for it).
    small: Option<Option<SmallSolver>>,
    /// A killer layout's solver, under its cages.
    killer: Option<killer::KillerSolver>,
}

impl Solver {
    /// A solver for `shape`; building it computes the shape's tables once.
    pub fn new(shape: Shape) -> Solver {
        Solver::of_layout(Layout::shared_classic(shape))
    }

    /// A solver for the puzzles of `layout`. The band solver takes the
    /// classic 9x9 alone, the killer solver killers (under their cages);
    /// every other layout goes to the generic solver.
    pub fn of_layout(layout: Arc<Layout>) -> Solver {
        Solver {
            shape: layout.shape(),
            generic: GenericSolver::of_layout(&layout),
            scratch: Vec::with_capacity(layout.cells()),
            houses: None,
            small: None,
            killer: layout
                .cages()
                .is_some()
                .then(|| killer::KillerSolver::new(&layout)),
            layout,
        }
    }

    /// The layout it solves.
    pub fn layout(&self) -> &Arc<Layout> {
        &self.layout
    }

    /// The house tables of its layout, built the first time they are asked.
    pub fn houses(&mut self) -> &Houses {
        self.houses
            .get_or_insert_with(|| Houses::of_layout(&self.layout))
    }

    /// Whether the band solver takes this layout: the classic 9x9.
    fn banded(&self) -> bool {
        self.shape == Shape::classic() && self.layout.is_classic()
    }

    /// The shape this solver works on.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Counts the solutions of `puzzle`, stopping at `limit` (at least 1).
    /// Contradictory givens count as no solution.
    ///
    /// # Panics
    /// If `puzzle` is of another shape than the solver.
    pub fn count(&mut self, puzzle: &Grid, limit: usize) -> Count {
        // Without a deadline the search runs to its end.
        self.count_until(puzzle, limit, Deadline::NEVER)
            .expect("no deadline")
    }

    /// [`Solver::count`], giving up with [`TimedOut`] once `deadline` has
    /// passed (the search reads the clock every so many nodes).
    ///
    /// # Panics
    /// If `puzzle` is of another shape than the solver.
    pub fn count_until(
        &mut self,
        puzzle: &Grid,
        limit: usize,
        deadline: Deadline,
    ) -> Result<Count, TimedOut> {
        assert!(
            Arc::ptr_eq(puzzle.shared_layout(), &self.layout) || puzzle.layout() == &*self.layout,
            "puzzle layout differs from solver layout"
        );
        let limit = limit.max(1);
        if let (Some(solver), Some(cages)) = (&mut self.killer, self.layout.cages()) {
            let counted = solver.count(cages, puzzle.cells(), limit, deadline)?;
            return Ok(Count {
                count: counted.count,
                solution: counted.solution.map(|cells| {
                    Grid::of_layout(self.layout.clone(), cells).expect("solver writes a full grid")
                }),
            });
        }
        let count = if self.banded() {
            let mut cells = [0u8; 81];
            cells.copy_from_slice(puzzle.cells());
            let mut solution = [0u8; 81];
            let count = band9::count_solutions_9x9_until(&cells, limit, &mut solution, deadline)?;
            self.scratch.clear();
            self.scratch.extend_from_slice(&solution);
            count
        } else {
            self.generic
                .count_until(puzzle.cells(), limit, &mut self.scratch, deadline)?
        };
        Ok(Count {
            count,
            solution: (count > 0).then(|| {
                Grid::of_layout(self.layout.clone(), self.scratch.clone())
                    .expect("solver writes a full grid")
            }),
        })
    }

    /// Whether `cells` (0 empty, of this solver's shape) has a solution
    /// other than `known`, which must be one of its solutions: writes such
    /// a solution into `other` and returns true when there is one. Gives up
    /// with [`TimedOut`] once `deadline` has passed (the search reads the
    /// clock every so many nodes), `other` then empty.
    pub fn other_solution(
        &mut self,
        cells: &[u8],
        known: &[u8],
        other: &mut Vec<u8>,
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        self.assert_shape(cells, known);
        other.clear();
        if self.banded() {
            let (mut given, mut solution, mut found) = ([0u8; 81], [0u8; 81], [0u8; 81]);
            given.copy_from_slice(cells);
            solution.copy_from_slice(known);
            if !band9::other_solution_9x9(&given, &solution, &mut found, deadline)? {
                return Ok(false);
            }
            other.extend_from_slice(&found);
        } else {
            if self
                .generic
                .count_until(cells, 2, &mut self.scratch, deadline)?
                < 2
            {
                return Ok(false);
            }
            let second = self.generic.second();
            other.extend_from_slice(if self.scratch[..] != *known {
                &self.scratch
            } else {
                second
            });
        }
        Ok(true)
    }

    /// [`Solver::other_solution`] for a puzzle whose other solutions, if
    /// any, differ from `known` in a cell of `blanked`: one just blanked in
    /// a puzzle that had `known` alone (any other solution agreeing there
    /// would be that puzzle's too). Then one search a cell of `blanked`
    /// finds them, each with that cell's symbol of `known` ruled out and
    /// the cells before it held, where a count to two walks the whole
    /// tree: by the bit-parallel search on grids of up to 128 cells without
    /// relations between cells (carving an 8x8 hard or a 6x6 expert half the instructions, an X
    /// hard a third fewer), by the generic solver on bigger layouts with
    /// extra houses. The classic 9x9 keeps the band solver, bigger
    /// classics and jigsaws the count (as fast there).
    pub fn other_solution_outside(
        &mut self,
        cells: &[u8],
        known: &[u8],
        blanked: &[usize],
        other: &mut Vec<u8>,
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        self.assert_shape(cells, known);
        if self.banded() {
            return self.other_solution(cells, known, other, deadline);
        }
        let layout = &self.layout;
        let small = self.small.get_or_insert_with(|| {
            (layout.cells() <= 128 && layout.relations().is_none())
                .then(|| SmallSolver::new(&Houses::of_layout(layout)))
                .flatten()
        });
        other.clear();
        let found = match small {
            Some(small) => small.solve_differing(cells, known, blanked, other, deadline)?,
            None if layout.extras().is_empty() => {
                return self.other_solution(cells, known, other, deadline);
            }
            None => self
                .generic
                .solve_differing(cells, known, blanked, other, deadline)?,
        };
        if !found {
            other.clear();
        }
        Ok(found)
    }

    /// Panics unless `cells` and `known` are grids of the solver's shape.
    fn assert_shape(&self, cells: &[u8], known: &[u8]) {
        let n = self.layout.cells();
        assert!(
            cells.len() == n && known.len() == n,
            "cells of another shape"
        );
    }

    /// The verdict on `puzzle`: invalid givens (named: a symbol twice in a
    /// house, or a relation between cells broken), no solution, one (with
    /// it) or several.
    ///
    /// ```
    /// use sudoku_press::{Shape, format::parse_text, lang::Lang, layout::Layout, solver::{Solver, Verdict}};
    ///
    /// let shape = Shape::new(2, 2).unwrap();
    /// let mut solver = Solver::new(shape);
    /// let grid = |line: &str| parse_text(line, Some(shape)).unwrap()[0].grid.clone();
    /// let Verdict::Invalid(c) = solver.verdict(&grid("11..............")) else { panic!() };
    /// assert_eq!(Lang::En.steps().describe_conflict(&Layout::classic(shape), &c), "symbol 1 twice in row 1: r1c1, r1c2");
    /// assert_eq!(solver.verdict(&grid("1...............")), Verdict::Many);
    /// assert!(matches!(solver.verdict(&grid("1.....2..3.....4")), Verdict::One(_)));
    /// ```
    ///
    /// # Panics
    /// If `puzzle` is of another shape than the solver.
    pub fn verdict(&mut self, puzzle: &Grid) -> Verdict {
        // Without a deadline the search runs to its end.
        self.verdict_until(puzzle, Deadline::NEVER)
            .expect("no deadline")
    }

    /// [`Solver::verdict`], giving up with [`TimedOut`] once `deadline`
    /// has passed.
    pub fn verdict_until(
        &mut self,
        puzzle: &Grid,
        deadline: Deadline,
    ) -> Result<Verdict, TimedOut> {
        if let Some(c) = puzzle.conflicts_with(self.houses()).into_iter().next() {
            return Ok(Verdict::Invalid(c));
        }
        let relations = self.layout.relations();
        if let Some(b) = relations.and_then(|r| r.breaks(puzzle.cells()).into_iter().next()) {
            return Ok(Verdict::Broken(b));
        }
        let counted = self.count_until(puzzle, 2, deadline)?;
        Ok(match counted.count {
            0 => Verdict::None,
            1 => counted.solution.map_or(Verdict::None, Verdict::One),
            _ => Verdict::Many,
        })
    }

    /// Whether `puzzle` has exactly one solution.
    ///
    /// ```
    /// use sudoku_press::{Shape, format::parse_text, solver::Solver};
    ///
    /// let shape = Shape::new(2, 2).unwrap();
    /// let mut solver = Solver::new(shape);
    /// let one = &parse_text("1.....2..3.....4", Some(shape)).unwrap()[0].grid;
    /// let many = &parse_text("1...............", Some(shape)).unwrap()[0].grid;
    /// assert!(solver.is_unique(one));
    /// assert!(!solver.is_unique(many));
    /// ```
    pub fn is_unique(&mut self, puzzle: &Grid) -> bool {
        self.count(puzzle, 2).count == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;
    use crate::layout::Variant;
    use crate::relations::{Marks, Relations};
    use crate::rng;
    use rand::RngExt;

    #[test]
    fn other_solutions_outside_the_blanked_cells_are_those_a_count_finds() {
        // Carve grids a cell pair at a time while unique, asking both ways
        // before each removal: the bit-parallel search (X, hyper, a 6x6, a
        // jigsaw 7), the generic one (an X 12x12, and relations between
        // cells on a 6x6 and a 9x9), the band solver.
        let shape = |s: &str| s.parse::<Shape>().unwrap();
        let mut layouts: Vec<Layout> = [
            ("3x3", Variant::X),
            ("3x3", Variant::HYPER),
            ("3x3", Variant::CLASSIC),
            ("3x2", Variant::CLASSIC),
            ("4x3", Variant::X),
        ]
        .iter()
        .map(|&(s, v)| Layout::new(shape(s), v).unwrap())
        .collect();
        layouts.push(
            crate::fill::jigsaw(7, Variant::JIGSAW, &mut rng::stream(7, 7))
                .unwrap()
                .0,
        );
        let apart = Marks {
            nonconsecutive: true,
            ..Marks::default()
        };
        let signs = Marks {
            greater: vec![[0, 1], [1, 2], [40, 49]],
            odd: vec![30, 31],
            thermos: vec![vec![9, 18, 27, 28]],
            ..Marks::default()
        };
        for (s, marks) in [("3x2", apart), ("3x3", signs)] {
            let relations = Relations::new(shape(s).side(), marks).unwrap();
            layouts.push(Layout::classic(shape(s)).with_relations(relations).unwrap());
        }
        let (mut unique, mut other) = (0, 0);
        for layout in layouts {
            let layout = Arc::new(layout);
            let mut solver = Solver::of_layout(layout.clone());
            let what = layout.label();
            let cells_count = layout.cells();
            let seeds = if cells_count > 128 { 1 } else { 3 };
            for seed in 0..seeds {
                let mut r = rng::stream(seed, 21);
                let known = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
                let mut cells = known.clone();
                let mut order: Vec<usize> = (0..cells_count.div_ceil(2)).collect();
                rng::shuffle(&mut r, &mut order);
                for &c in &order {
                    let blanked = [c, cells_count - 1 - c];
                    let orbit = &blanked[..if blanked[0] == blanked[1] { 1 } else { 2 }];
                    for &b in orbit {
                        cells[b] = 0;
                    }
                    let mut found = Vec::new();
                    let outside = solver
                        .other_solution_outside(&cells, &known, orbit, &mut found, Deadline::NEVER)
                        .unwrap();
                    let grid = Grid::of_layout(layout.clone(), cells.clone()).unwrap();
                    assert_eq!(outside, solver.count(&grid, 2).count == 2, "{what}");
                    if outside {
                        // Another solution of the puzzle, differing in the orbit.
                        assert!(orbit.iter().any(|&b| found[b] != known[b]), "{what}");
                        assert!(cells.iter().zip(&found).all(|(&g, &f)| g == 0 || g == f));
                        let full = Grid::of_layout(layout.clone(), found).unwrap();
                        assert_eq!(solver.count(&full, 2).count, 1, "{what}");
                        for &b in orbit {
                            cells[b] = known[b];
                        }
                        other += 1;
                    } else {
                        unique += 1;
                    }
                }
            }
        }
        assert!(unique > 200 && other > 100, "{unique} {other}");
    }

    /// Whether the filled cells of `v` (side `n`, boxes `w` wide and `h`
    /// tall, 0 empty) keep the rules as the relations' words state them:
    /// no symbol twice in a row, column or box; a sign's first cell the
    /// greater; a white dot's numbers one apart, a black dot's one double
    /// the other; with `negative`, undotted neighbours neither; with
    /// `nonconsecutive`, no neighbours one apart but a white dot's; odd and even cells;
    /// thermometers rising from the bulb.
    fn keeps_the_rules(n: usize, (w, h): (usize, usize), m: &Marks, v: &[u8]) -> bool {
        let both = |a: usize, b: usize| v[a] != 0 && v[b] != 0;
        let (at, apart) = (|c: usize| (c / n, c % n), |a: u8, b: u8| a.abs_diff(b));
        let double = |a: u8, b: u8| a == 2 * b || b == 2 * a;
        for a in 0..n * n {
            for b in a + 1..n * n {
                let ((ra, ca), (rb, cb)) = (at(a), at(b));
                let same_box = ra / h == rb / h && ca / w == cb / w;
                if both(a, b) && v[a] == v[b] && (ra == rb || ca == cb || same_box) {
                    return false;
                }
                let beside = ra.abs_diff(rb) + ca.abs_diff(cb) == 1;
                let dotted = m
                    .white
                    .iter()
                    .chain(&m.black)
                    .any(|p| p.contains(&a) && p.contains(&b));
                if beside && both(a, b) {
                    let d = apart(v[a], v[b]);
                    if m.negative && !dotted && (d == 1 || double(v[a], v[b])) {
                        return false;
                    }
                    let white = m.white.iter().any(|p| p.contains(&a) && p.contains(&b));
                    if m.nonconsecutive && d == 1 && !white {
                        return false;
                    }
                }
            }
        }
        m.greater.iter().all(|&[a, b]| !both(a, b) || v[a] > v[b])
            && m.white
                .iter()
                .all(|&[a, b]| !both(a, b) || apart(v[a], v[b]) == 1)
            && m.black
                .iter()
                .all(|&[a, b]| !both(a, b) || double(v[a], v[b]))
            && m.odd.iter().all(|&c| v[c] == 0 || v[c] % 2 == 1)
            && m.even.iter().all(|&c| v[c] == 0 || v[c].is_multiple_of(2))
            && m.thermos
                .iter()
                .all(|t| t.windows(2).all(|p| !both(p[0], p[1]) || v[p[0]] < v[p[1]]))
    }

    /// The solutions of `v` under those rules, counted up to `limit` by
    /// trying every symbol in every empty cell in turn.
    fn count_by_the_rules(
        n: usize,
        bx: (usize, usize),
        m: &Marks,
        v: &mut [u8],
        limit: usize,
    ) -> usize {
        let Some(c) = v.iter().position(|&x| x == 0) else {
            return 1;
        };
        let mut found = 0;
        for d in 1..=n as u8 {
            v[c] = d;
            if keeps_the_rules(n, bx, m, v) {
                found += count_by_the_rules(n, bx, m, v, limit - found);
                if found == limit {
                    break;
                }
            }
        }
        v[c] = 0;
        found
    }

    /// Marks drawn from `solution`: signs, dots, parities and thermometers
    /// it keeps, each kind with some chance; under `negative` every
    /// consecutive or double pair dotted.
    fn marks_of(n: usize, solution: &[u8], r: &mut impl rand::Rng) -> Marks {
        let mut m = Marks {
            negative: r.random_bool(0.3),
            ..Marks::default()
        };
        let (sign, dot, parity) = (
            r.random_range(0.0..0.5),
            r.random_range(0.0..0.6),
            r.random_range(0.0..0.4),
        );
        for a in 0..n * n {
            let right = (a % n + 1 < n).then_some(a + 1);
            let down = (a + n < n * n).then_some(a + n);
            for b in right.into_iter().chain(down) {
                let (x, y) = (solution[a], solution[b]);
                if (x.abs_diff(y) == 1) && (m.negative || r.random_bool(dot)) {
                    m.white.push([a, b]);
                } else if (x == 2 * y || y == 2 * x) && (m.negative || r.random_bool(dot)) {
                    m.black.push([b, a]);
                } else if r.random_bool(sign) {
                    m.greater.push(if x > y { [a, b] } else { [b, a] });
                }
            }
            if r.random_bool(parity) {
                if solution[a] % 2 == 1 {
                    &mut m.odd
                } else {
                    &mut m.even
                }
                .push(a);
            }
        }
        for _ in 0..r.random_range(0..3) {
            // A walk to ever greater neighbours from a random cell.
            let mut path = vec![r.random_range(0..n * n)];
            while path.len() < 4 {
                let c = *path.last().unwrap();
                let next = [c.wrapping_sub(n), c + n, c.wrapping_sub(1), c + 1]
                    .into_iter()
                    .filter(|&d| d < n * n && (d / n == c / n || d % n == c % n))
                    .find(|&d| solution[d] > solution[c] && !path.contains(&d));
                match next {
                    Some(d) => path.push(d),
                    None => break,
                }
            }
            if path.len() >= 2 && !m.thermos.iter().flatten().any(|c| path.contains(c)) {
                m.thermos.push(path);
            }
        }
        m
    }

    #[test]
    fn a_9x9_with_relations_is_solved_under_them() {
        // Few givens leave a 9x9 many grids by its houses alone: the
        // solution the solver reports keeps the marks too (the band solver,
        // which knows houses only, must not take it), and with every
        // relation of the grid as marks and no givens, the grid is found.
        let s = Shape::classic();
        for seed in 0..8 {
            let mut r = rng::stream(seed, 50);
            let solution = Filler::new(s).fill(&mut r).cells().to_vec();
            let m = marks_of(9, &solution, &mut r);
            let relations = Relations::new(9, m.clone()).unwrap();
            let layout = Arc::new(Layout::classic(s).with_relations(relations).unwrap());
            let cells: Vec<u8> = solution
                .iter()
                .map(|&v| if r.random_bool(0.15) { v } else { 0 })
                .collect();
            let count = Solver::of_layout(layout.clone())
                .count(&Grid::of_layout(layout, cells).unwrap(), 2);
            let found = count.solution.unwrap();
            assert!(keeps_the_rules(9, (3, 3), &m, found.cells()), "seed {seed}");
        }
        // Every sign of a grid, no givens: one solution, the grid.
        let solution = Filler::new(s)
            .fill(&mut rng::stream(1, 51))
            .cells()
            .to_vec();
        let mut m = Marks::default();
        for a in 0..81 {
            for b in [a + 1, a + 9] {
                if b < 81 && (b == a + 9 || b % 9 != 0) {
                    m.greater.push(if solution[a] > solution[b] {
                        [a, b]
                    } else {
                        [b, a]
                    });
                }
            }
        }
        let layout = Layout::classic(s).with_relations(Relations::new(9, m).unwrap());
        let layout = Arc::new(layout.unwrap());
        let empty = Grid::of_layout(layout.clone(), vec![0; 81]).unwrap();
        let count = Solver::of_layout(layout).count(&empty, 2);
        assert_eq!(count.count, 1);
        assert_eq!(count.solution.unwrap().cells(), solution);
    }

    #[test]
    fn relations_go_on_one_grid_of_their_side_and_no_killers() {
        let shape = |s: &str| s.parse::<Shape>().unwrap();
        let relations = |side| Relations::new(side, Marks::default()).unwrap();
        let killer = Layout::new(shape("3x3"), Variant::KILLER).unwrap();
        let refused = killer.with_relations(relations(9)).unwrap_err().to_string();
        assert_eq!(
            refused,
            "relations between the cells of a 9x9 grid do not fit this killer puzzle (they go \
             on one grid, not a killer's)"
        );
        assert!(
            Layout::samurai(shape("2x2"))
                .unwrap()
                .with_relations(relations(4))
                .is_err()
        );
        assert!(
            Layout::classic(shape("3x2"))
                .with_relations(relations(9))
                .is_err()
        );
        let x = Layout::new(shape("3x2"), Variant::X).unwrap();
        assert!(!x.with_relations(relations(6)).unwrap().is_classic());
    }

    #[test]
    fn with_relations_the_solvers_counts_are_those_of_the_rules() {
        // Marks drawn from a filled grid, givens from it: the solver's
        // count to 10 and the rules' own count agree, every solution the
        // solver reports keeps the rules, and the filler's grids do.
        // A 6x6 and a 5x5 Latin square (boxes of one row) every third seed
        // fill under the nonconsecutive rule first (a 4x4 has no such
        // grid).
        let (mut unique, mut many, mut apart) = (0, 0, 0);
        for (shape, seeds) in [((2, 2), 60), ((3, 2), 25), ((5, 1), 25)] {
            let s = Shape::new(shape.0, shape.1).unwrap();
            let (n, bx) = (s.side(), (s.box_width(), s.box_height()));
            for seed in 0..seeds {
                let mut r = rng::stream(seed, 49);
                let nonconsecutive = n > 4 && seed % 3 == 2;
                let solution = if nonconsecutive {
                    let m = Marks {
                        nonconsecutive,
                        ..Marks::default()
                    };
                    let layout = Layout::classic(s).with_relations(Relations::new(n, m).unwrap());
                    Filler::of_layout(&layout.unwrap())
                        .fill_layout(&mut r)
                        .unwrap()
                } else {
                    Filler::new(s).fill(&mut r).cells().to_vec()
                };
                let mut m = marks_of(n, &solution, &mut r);
                m.nonconsecutive = nonconsecutive;
                apart += usize::from(nonconsecutive);
                let relations = Relations::new(n, m.clone()).unwrap();
                let layout = Arc::new(Layout::classic(s).with_relations(relations).unwrap());
                assert!(!layout.is_classic());
                let mut solver = Solver::of_layout(layout.clone());
                let keep = r.random_range(0.0..0.5);
                let mut cells: Vec<u8> = solution
                    .iter()
                    .map(|&v| if r.random_bool(keep) { v } else { 0 })
                    .collect();
                let puzzle = Grid::of_layout(layout.clone(), cells.clone()).unwrap();
                let count = solver.count(&puzzle, 10);
                let by_rules = count_by_the_rules(n, bx, &m, &mut cells, 10);
                assert_eq!(count.count, by_rules, "{s} seed {seed}: {m:?}");
                assert!(count.count >= 1, "the grid the marks came from");
                let found = count.solution.unwrap();
                assert!(keeps_the_rules(n, bx, &m, found.cells()) && found.is_solved());
                if count.count == 1 {
                    unique += 1;
                } else {
                    many += 1;
                }
                // The filler fills under the relations.
                let filled = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
                assert!(keeps_the_rules(n, bx, &m, &filled), "{s} seed {seed}");
            }
        }
        // Some unique, some not.
        assert!(
            unique > 10 && many > 10 && apart == 16,
            "{unique} {many} {apart}"
        );
    }

    #[test]
    fn a_4x4s_grids_under_marks_are_those_the_rules_leave() {
        // Every 4x4 grid counted: the empty puzzle's count under random
        // marks is the number of the 288 grids that keep them.
        let s = Shape::new(2, 2).unwrap();
        let mut all = vec![0u8; 16];
        let mut grids = Vec::new();
        fn every(v: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            let Some(c) = v.iter().position(|&x| x == 0) else {
                out.push(v.clone());
                return;
            };
            for d in 1..=4 {
                v[c] = d;
                if keeps_the_rules(4, (2, 2), &Marks::default(), v) {
                    every(v, out);
                }
            }
            v[c] = 0;
        }
        every(&mut all, &mut grids);
        assert_eq!(grids.len(), 288);
        for seed in 0..40 {
            let mut r = rng::stream(seed, 48);
            let from = &grids[r.random_range(0..grids.len())];
            let m = marks_of(4, from, &mut r);
            let keeping = grids
                .iter()
                .filter(|g| keeps_the_rules(4, (2, 2), &m, g))
                .count();
            let layout = Layout::classic(s)
                .with_relations(Relations::new(4, m).unwrap())
                .unwrap();
            let layout = Arc::new(layout);
            let empty = Grid::of_layout(layout.clone(), vec![0; 16]).unwrap();
            assert_eq!(
                Solver::of_layout(layout).count(&empty, 300).count,
                keeping,
                "seed {seed}"
            );
        }
    }
}
