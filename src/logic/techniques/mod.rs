//! The techniques of the difficulty ladder, one a file. Each is a free
//! function over a read-only [`Board`](super::Board) that pushes what it finds onto `out`:
//! singles push every instance of one scan (they never interfere), the others
//! the first step that removes something. [`TABLE`](super::technique::TABLE)
//! names, levels and weighs them and says which function finds each. The
//! chains stand on one module, `links`: the board's strong links and the
//! one breadth-first search along alternating links.

pub mod aic;
pub mod cage_combination;
pub mod cage_house;
pub mod fish;
pub mod forcing_chain;
pub mod full_house;
pub mod hidden_single;
pub mod hidden_subset;
pub mod inequality;
pub mod innies_outies;
mod links;
pub mod locked_candidates;
pub mod naked_single;
pub mod naked_subset;
pub mod neighbour_house;
pub mod neighbour_rule;
pub mod one_cell_cage;
pub mod parity;
pub mod simple_colouring;
pub mod unique_rectangle;
pub mod w_wing;
pub mod x_chain;
pub mod xy_chain;
pub mod xy_wing;
pub mod xyz_wing;

use super::step::Pattern;
use super::{Step, Technique};
use crate::cell::{Cell, House};
use crate::shape::MAX_SIDE;

/// The candidates of the open `cells` that `allowed` (one mask a cell, as
/// [`Killer::options`](crate::logic::killer::Killer::options) gives) does
/// not keep, as eliminations.
pub(crate) fn outside(b: &crate::logic::Board, cells: &[Cell], allowed: &[u32]) -> Vec<(Cell, u8)> {
    cells
        .iter()
        .zip(allowed)
        .filter(|&(&c, _)| b.value(c) == 0)
        .flat_map(|(&c, &a)| {
            b.cand(c)
                .iter()
                .filter(move |&d| a >> (d - 1) & 1 == 0)
                .map(move |d| (c, d))
        })
        .collect()
}

/// A placement found by one of the singles: light, so that the grader can
/// apply thousands a second without building [`Step`]s it does not keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Single {
    /// The cell.
    pub cell: Cell,
    /// The symbol it takes.
    pub symbol: u8,
    /// The house that forces it (none for a naked single).
    pub house: Option<House>,
}

/// The cells of a list of singles as bits, so that a scan skips a cell
/// already found without reading the list again.
pub(crate) struct FoundCells([u64; (MAX_SIDE * MAX_SIDE).div_ceil(64)]);

impl FoundCells {
    /// The cells of `out`.
    pub fn of(out: &[Single]) -> FoundCells {
        let mut found = FoundCells([0; (MAX_SIDE * MAX_SIDE).div_ceil(64)]);
        for s in out {
            found.insert(s.cell);
        }
        found
    }

    /// Adds `cell`; false when it was there.
    #[inline]
    pub fn insert(&mut self, cell: Cell) -> bool {
        let (w, bit) = (cell.index() / 64, 1u64 << (cell.index() % 64));
        let new = self.0[w] & bit == 0;
        self.0[w] |= bit;
        new
    }
}

impl Single {
    /// The step of technique `t` this single is.
    pub fn step(self, t: Technique) -> Step {
        let pattern = Pattern::Single {
            house: self.house,
            cell: self.cell,
            symbol: self.symbol,
        };
        Step {
            placements: vec![(self.cell, self.symbol)],
            ..Step::new(t, pattern)
        }
    }
}

/// Calls `f` with every `k`-subset of `0..masks.len()` (indices increasing,
/// in lexicographic order) whose masks' union has exactly `k` bits, and
/// that union, until it returns `true`; returns whether it did. The subsets
/// and fish of the ladder: `k` cells with `k` candidates between them, `k`
/// symbols with `k` places, `k` lines with `k` cover lines. A branch whose
/// union already has more than `k` bits is cut (unions only grow), so a
/// quad is looked for among the few sets that can make one.
pub(crate) fn subsets(masks: &[u32], k: usize, mut f: impl FnMut(&[usize], u32) -> bool) -> bool {
    fn rec(
        masks: &[u32],
        k: usize,
        start: usize,
        union: u32,
        pick: &mut [usize; 32],
        len: usize,
        f: &mut impl FnMut(&[usize], u32) -> bool,
    ) -> bool {
        if len == k {
            return union.count_ones() as usize == k && f(&pick[..len], union);
        }
        for i in start..masks.len() {
            if masks.len() - i < k - len {
                break;
            }
            let u = union | masks[i];
            if u.count_ones() as usize > k {
                continue;
            }
            pick[len] = i;
            if rec(masks, k, i + 1, u, pick, len + 1, f) {
                return true;
            }
        }
        false
    }
    // A union of `u32` masks has at most 32 bits.
    if k > masks.len() || k > 32 {
        return false;
    }
    rec(masks, k, 0, 0, &mut [0; 32], 0, &mut f)
}

/// Helpers for the techniques' unit tests.
///
/// The 9x9 puzzles of the tests come from the public sets (the full set's
/// file and line named beside each; the sets are described in
/// `tests/data/README.md`, which holds samples of them). There are no public puzzles of other shapes, so those
/// were made for the tests: `Filler::new(shape).fill(&mut rng::stream(seed,
/// 0))`, then, in an order shuffled by `rng::shuffle` with the same stream,
/// each cell blanked if the puzzle stays unique (`Solver::count(.., 2)`) and,
/// with a cap, solvable by the ladder up to the cap's level; seeds were
/// searched until the grade used the technique. Each test names its shape,
/// seed and cap.
#[cfg(test)]
pub(crate) mod test_util {
    use crate::cell::Cell;
    use crate::grid::{Grid, char_symbol};
    use crate::houses::Houses;
    use crate::logic::board::bits_of;
    use crate::logic::step::Pattern;
    use crate::logic::{Board, Grade, Grader, Level, Step, Technique};
    use crate::shape::Shape;
    use crate::solver::Solver;

    /// The board of `cells` taken to the fixpoint of singles and of the
    /// locked candidates `locked` finds ([`to_fixpoint`]). `None` on a
    /// contradiction.
    pub(crate) fn locked_fixpoint<'h>(
        houses: &'h Houses,
        cells: &[u8],
        locked: impl Fn(&Board) -> Vec<(Cell, u8)>,
    ) -> Option<Board<'h>> {
        let mut b = Board::new(houses, cells).ok()?;
        to_fixpoint(&mut b, locked)?;
        Some(b)
    }

    /// Takes `b` the plain way to the fixpoint of singles (a cell's one
    /// candidate, a symbol's one place in a house) and of the candidates
    /// `locked` removes (none when it finds nothing). `None` on a
    /// contradiction.
    pub(crate) fn to_fixpoint(
        b: &mut Board,
        locked: impl Fn(&Board) -> Vec<(Cell, u8)>,
    ) -> Option<()> {
        let houses = b.houses();
        loop {
            let mut changed = false;
            for c in b.each_cell() {
                if let Some(d) = b.cand(c).only().filter(|_| b.value(c) == 0) {
                    b.place(c, d).ok()?;
                    changed = true;
                }
            }
            for h in houses.each_house() {
                for d in b.missing(h).iter() {
                    match b.places(h, d) {
                        0 => return None,
                        m if m.count_ones() == 1 => {
                            let c = houses.cells_of(h)[m.trailing_zeros() as usize];
                            b.place(c, d).ok()?;
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
            if !changed {
                for (c, d) in locked(b) {
                    changed |= b.eliminate(c, d).ok()?;
                }
            }
            if !changed {
                return Some(());
            }
        }
    }

    /// Locked candidates stated on the board: a symbol whose places in a
    /// box (a line) all lie in one line (box) leaves the rest of that line
    /// (box), for every line and box that cross.
    pub(crate) fn locked_by_the_rules(b: &Board) -> Vec<(Cell, u8)> {
        let houses = b.houses();
        let inside = |h: crate::cell::House, d: u8, cells: &[Cell]| {
            let hc = houses.cells_of(h);
            bits_of(b.places(h, d)).all(|i| cells.contains(&hc[i]))
        };
        let mut gone = Vec::new();
        for s in houses.segments() {
            for d in 1..=b.side() as u8 {
                if !s.cells.iter().any(|&c| b.value(c) == 0 && b.has(c, d)) {
                    continue;
                }
                for (from, rest) in [(s.boxh, &s.line_rest), (s.line, &s.box_rest)] {
                    if inside(from, d, &s.cells) {
                        gone.extend(
                            rest.iter()
                                .filter(|&&c| b.has(c, d) && b.value(c) == 0)
                                .map(|&c| (c, d)),
                        );
                    }
                }
            }
        }
        gone
    }

    /// Grades `puzzle` (the line format, `.` for blanks) of the shape with
    /// `w` x `h` boxes with the whole ladder, and checks that it is unique,
    /// that the ladder finishes it at `t`'s level using `t`, that the levels
    /// below cannot finish it, and that every step is sound against the
    /// solution. Calls `check` with each step of `t` and the board it was
    /// found on.
    pub(crate) fn assert_needs_with(
        w: usize,
        h: usize,
        puzzle: &str,
        t: Technique,
        mut check: impl FnMut(&Board, &Step),
    ) -> Grade {
        let shape = Shape::new(w, h).unwrap();
        let cells: Vec<u8> = puzzle
            .chars()
            .map(|ch| char_symbol(ch).unwrap_or(0))
            .collect();
        assert_eq!(cells.len(), shape.cells(), "{puzzle}");
        let grid = Grid::from_cells(shape, cells).unwrap();
        let count = Solver::new(shape).count(&grid, 2);
        assert_eq!(count.count, 1, "not unique: {puzzle}");
        let solution = count.solution.unwrap();
        let mut grader = Grader::new(shape);
        let grade = grader.solve(grid.cells(), Level::Master, true).unwrap();
        assert!(grade.solved, "unsolved: {puzzle}");
        assert_eq!(grade.level, t.level(), "{puzzle}");
        assert!(
            grade.techniques.iter().any(|&(u, _)| u == t),
            "{t} unused in {puzzle}: {:?}",
            grade.techniques
        );
        if let Some(i) = Level::ALL
            .iter()
            .position(|&l| l == t.level())
            .filter(|&i| i > 0)
        {
            let below = grader
                .solve(grid.cells(), Level::ALL[i - 1], false)
                .unwrap();
            assert!(
                !below.solved,
                "{puzzle} is {} without {t}",
                Level::ALL[i - 1]
            );
        }
        // Replay the steps on a board, checking each against the solution
        // and the steps of `t` against the board they were found on.
        let houses = Houses::new(shape);
        let mut board = Board::new(&houses, grid.cells()).unwrap();
        for s in &grade.steps {
            let explained = s.explain(shape);
            for &(c, d) in &s.placements {
                assert_eq!(solution.get(c.index()), d, "unsound: {explained}");
            }
            for &(c, d) in &s.eliminations {
                assert_ne!(solution.get(c.index()), d, "unsound: {explained}");
            }
            if s.technique == t {
                let (cells, symbols) = (s.pattern.cells(), s.pattern.symbols());
                assert!(!cells.is_empty() && !symbols.is_empty(), "{explained}");
                assert!(symbols.windows(2).all(|p| p[0] < p[1]), "{explained}");
                assert!(
                    cells.iter().all(|&c| board.value(c) == 0),
                    "pattern cell already solved: {explained}"
                );
                assert!(
                    s.eliminations.iter().all(|&(c, d)| board.has(c, d)),
                    "stale elimination: {explained}"
                );
                check(&board, s);
            }
            for &(c, d) in &s.placements {
                board.place(c, d).unwrap();
            }
            for &(c, d) in &s.eliminations {
                board.eliminate(c, d).unwrap();
            }
        }
        assert!(board.is_solved());
        grade
    }

    /// Asserts that the pure killer of `w`x`h` boxes and cages `cages` (as
    /// [`Cages::to_text`](crate::cages::Cages::to_text) writes them) has
    /// one solution, that the ladder solves it at `t`'s level using `t`,
    /// that the level below does not, and that every step holds of the
    /// solution. Returns its grade, with the steps.
    pub(crate) fn assert_killer_needs(w: usize, h: usize, cages: &str, t: Technique) -> Grade {
        use crate::cages::Cages;
        use crate::deadline::Deadline;
        use crate::layout::Layout;
        use crate::logic::Killer;
        use crate::solver::killer::KillerSolver;
        let shape = Shape::new(w, h).unwrap();
        let layout = Layout::classic(shape);
        let cages = Cages::from_text(shape.side(), cages).unwrap();
        let blank = vec![0u8; shape.cells()];
        let count = KillerSolver::new(&layout)
            .count(&cages, &blank, 2, Deadline::NEVER)
            .unwrap();
        assert_eq!(count.count, 1, "not unique: {}", cages.to_text());
        let solution = count.solution.unwrap();
        let mut grader = Grader::of_layout(&layout);
        let killer = Killer::new(grader.houses(), &cages);
        let mut solve = |level, record| {
            grader
                .solve_killer(&blank, &killer, level, record, Deadline::NEVER)
                .unwrap()
        };
        let grade = solve(Level::Master, true);
        assert!(grade.solved && grade.level == t.level(), "{grade:?}");
        assert!(grade.techniques.iter().any(|&(u, _)| u == t), "{t} unused");
        if let Some(i) = Level::ALL
            .iter()
            .position(|&l| l == t.level())
            .filter(|&i| i > 0)
        {
            assert!(
                !solve(Level::ALL[i - 1], false).solved,
                "solved without {t}"
            );
        }
        for s in &grade.steps {
            let explained = s.explain(shape);
            for &(c, d) in &s.placements {
                assert_eq!(solution[c.index()], d, "unsound: {explained}");
            }
            for &(c, d) in &s.eliminations {
                assert_ne!(solution[c.index()], d, "unsound: {explained}");
            }
        }
        grade
    }

    /// The first step of `t` on the fresh board of the killer of `w`x`h`
    /// boxes, cages `cages` and givens `givens` (line format), explained.
    pub(crate) fn first_killer_step(
        w: usize,
        h: usize,
        givens: &str,
        cages: &str,
        t: Technique,
    ) -> Option<(Step, String)> {
        use crate::cages::Cages;
        use crate::logic::Killer;
        let shape = Shape::new(w, h).unwrap();
        let houses = Houses::new(shape);
        let cages = Cages::from_text(shape.side(), cages).unwrap();
        let killer = Killer::new(&houses, &cages);
        let cells: Vec<u8> = givens
            .chars()
            .map(|ch| char_symbol(ch).unwrap_or(0))
            .collect();
        let board = Board::with_killer(&houses, &cells, &killer).unwrap();
        let mut out = Vec::new();
        t.find(&board, &mut out);
        out.into_iter().next().map(|s| {
            let explained = s.explain(shape);
            (s, explained)
        })
    }

    /// The 4x4 killer of the grid 1234 3412 2143 4321 the killer unit
    /// tests use.
    pub(crate) const KILLER_4X4: &str = "3=0,1 9=2,3,7 10=4,5,8,9 8=6,10,11 7=12,13 3=14,15";

    /// [`assert_needs_with`] without a pattern check.
    pub(crate) fn assert_needs(w: usize, h: usize, puzzle: &str, t: Technique) -> Grade {
        assert_needs_with(w, h, puzzle, t, |_, _| {})
    }

    /// The cells, symbols and links of a chain step (X-chain, XY-chain,
    /// AIC); panics on any other pattern.
    pub(crate) fn chain_of(s: &Step) -> (&[Cell], &[u8], usize) {
        let Pattern::Chain {
            ref cells,
            ref symbols,
            links,
        } = s.pattern
        else {
            panic!("not a chain: {s:?}")
        };
        (cells, symbols, links)
    }

    /// Whether `u` and `v` are the only places of `d` in a house (a
    /// conjugate pair).
    pub(crate) fn conjugate(b: &Board, d: u8, u: Cell, v: Cell) -> bool {
        b.houses().each_house().any(|h| {
            let cells = b.houses().cells_of(h);
            let m = b.places(h, d);
            m.count_ones() == 2 && bits_of(m).all(|i| [u, v].contains(&cells[i]))
        })
    }
}
