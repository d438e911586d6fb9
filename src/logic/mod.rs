//! The logical solver: human techniques, steps as values, and grading.
//!
//! The grader always applies the cheapest technique of the ladder
//! ([`Technique::LADDER`]) that makes progress, then starts again from the
//! cheapest. A puzzle's level is the level of the hardest technique it
//! needed, and its score the Sudoku Explainer weight of its hardest step; a
//! puzzle the ladder cannot finish is [`Level::Beyond`].
//!
//! # The singles engines, and why there are several
//!
//! Singles (full houses, hidden singles, naked singles) are propagated in
//! several places, each shaped by who asks and how often:
//!
//! | where | what it answers | why its own |
//! |---|---|---|
//! | [`techniques`] (full house, hidden and naked single) | the ladder's steps, with cells and reasons | hints and grades need steps, counts and the cheapest-first order |
//! | [`Grader::singles_fill`] | do singles up to a level fill these cells? | a carving check without steps, any grid size |
//! | [`fast_singles::FastSingles`] | do singles (or singles, locked candidates and pairs) finish this? what effort? | the carver asks thousands of times a puzzle: 128-bit masks, grids up to 11x11 |
//! | [`killer::FastKiller`] | do the killer techniques up to easy, medium or hard finish this killer? | the cage growth asks dozens of times a puzzle: [`fast_singles::FastSingles`]'s singles with each changed cage's combinations between rounds; its locked candidates and pairs, the cage-house interactions and the rule of 45 when they get stuck; then the ladder's hard techniques on a board |
//! | [`effort`] | the effort of a solve by singles | counts the moves on offer at every step, which no solver needs |
//! | `carve::unique` (naked singles on an orbit) | is each cell of this orbit a naked single in turn? | the cheapest proof that a removed orbit keeps one solution, on a nearly full grid |
//! | `solver::band9` | (inside the exact 9x9 search) | bit-parallel bands of 27 bits; counts solutions, no human order |
//! | `solver::generic` | (inside the exact search of other shapes) | bitmasks of any size; naked singles only when filling, where hidden ones cost more than they save |
//! | `solver::small` | (inside the carver's search for another solution, up to 11x11) | [`fast_singles::FastSingles`]'s own singles, a position copied whole at each branch |
//!
//! All of them are sound and only grow with what is known, so where two
//! answer the same question they agree (tests check the fast engines
//! against the grader).
//!
//! The forcing chains keep no candidates of their own: each assumption is
//! followed on a copy of the grader's [`Board`], the depth at which each
//! candidate went noted beside it.

pub mod bands;
pub mod bits;
pub mod board;
pub mod effort;
pub mod explainer;
pub mod fast_marks;
pub mod fast_singles;
pub mod killer;
pub mod level;
pub mod step;
pub mod technique;
pub mod techniques;

use crate::cell::Cell;
use crate::deadline::{Deadline, TimedOut};
use crate::grid::Grid;
use crate::houses::Houses;
use crate::layout::{Layout, LayoutError};
use crate::relations::Relations;
use crate::shape::Shape;
use crate::symbol;
pub use board::{Board, Contradiction};
pub use killer::Killer;
pub use level::Level;
pub use step::Step;
pub use technique::Technique;

/// The score of a puzzle the ladder cannot finish (unless a step scored
/// more): Sudoku Explainer rates puzzles that need nested forcing chains
/// or guessing from about 9 up to 11 and more, past the ladder's top.
pub const BEYOND_SCORE: f32 = 10.0;

/// What a logical solve found.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    /// The level: the hardest technique's, or `Beyond` when unfinished;
    /// from [`Grader::rate`], the level of the shape's effort bands below
    /// medium ([`bands::judge`]).
    pub level: Level,
    /// The effort of solving it step by step ([`effort`]), when measured
    /// ([`Grader::rate`]).
    pub effort: Option<f32>,
    /// The hardest step's score on the Sudoku Explainer scale (0 when no
    /// step was needed); at least [`BEYOND_SCORE`] when the ladder cannot
    /// finish the puzzle.
    pub score: f32,
    /// The technique of the hardest step.
    pub hardest: Option<Technique>,
    /// How often each technique was applied, in ladder order.
    pub techniques: Vec<(Technique, usize)>,
    /// Whether the techniques allowed finished the puzzle.
    pub solved: bool,
    /// Whether a step assumed the puzzle has one solution (unique
    /// rectangles): then the solve proves nothing about uniqueness.
    pub assumed_uniqueness: bool,
    /// The steps, in order, when asked for.
    pub steps: Vec<Step>,
    /// The board's values at the end (the solution when `solved`).
    pub values: Vec<u8>,
    /// Sudoku Explainer's scores, from [`Grader::rate`] on a classic
    /// puzzle: then [`Grade::score`] is its ER.
    pub explainer: Option<explainer::Rating>,
}

/// The board of `cells` (0 empty) under `houses`, and `killer`'s cages
/// when there are.
fn board_of<'h>(
    houses: &'h Houses,
    killer: Option<&'h Killer>,
    cells: &[u8],
) -> Result<Board<'h>, Contradiction> {
    match killer {
        Some(killer) => Board::with_killer(houses, cells, killer),
        None => Board::new(houses, cells),
    }
}

/// The ladder's solve of `board` with the techniques of level `max` and
/// below; `record` keeps the steps.
/// With `taken`, each board met past the singles and the step taken
/// there are kept for [`effort::measure`].
fn solve_board(
    mut board: Board,
    out: &mut Vec<Step>,
    singles: &mut Vec<techniques::Single>,
    max: Level,
    record: bool,
    deadline: Deadline,
    mut taken: Option<&mut effort::Taken>,
) -> Result<Grade, Stopped> {
    let mut counts = [0usize; Technique::LADDER.len()];
    let mut hardest: Option<(f32, Technique)> = None;
    let mut level = Level::Beginner;
    let mut assumed_uniqueness = false;
    let mut steps = Vec::new();
    let mut rounds = 0u64;
    let ladder = Technique::ladder(board.killer().is_some(), board.relations().is_some());
    'outer: while !board.is_solved() {
        rounds += 1;
        if deadline.passed_at(rounds, DEADLINE_POLL) {
            return Err(Stopped::TimedOut);
        }
        let mut past_singles = false;
        for &t in ladder {
            let i = t as usize;
            if t.level() > max {
                break;
            }
            // Singles are applied without building steps unless asked.
            singles.clear();
            if t.scan_singles(&board, singles) {
                if singles.is_empty() {
                    continue;
                }
                for s in singles.iter() {
                    board.place(s.cell, s.symbol)?;
                    if record {
                        steps.push(s.step(t));
                    }
                }
                counts[i] += singles.len();
                level = level.max(t.level());
                if hardest.is_none_or(|(h, _)| t.weight() > h) {
                    hardest = Some((t.weight(), t));
                }
                continue 'outer;
            }
            // Past the singles: the board the ladder's step is taken on.
            if let Some(taken) = taken.as_deref_mut()
                && !past_singles
            {
                taken.board(&board);
            }
            past_singles = true;
            out.clear();
            t.find(&board, out);
            let mut progress = false;
            for s in out.drain(..) {
                if !apply(&mut board, &s)? {
                    continue;
                }
                if let Some(taken) = taken.as_deref_mut()
                    && !progress
                {
                    taken.step(t, &s);
                }
                progress = true;
                counts[i] += 1;
                level = level.max(t.level());
                assumed_uniqueness |= t.assumes_uniqueness();
                let score = s.score();
                if hardest.is_none_or(|(h, _)| score > h) {
                    hardest = Some((score, t));
                }
                if record {
                    steps.push(s);
                }
            }
            if progress {
                continue 'outer;
            }
        }
        break;
    }
    let solved = board.is_solved();
    Ok(Grade {
        level: if solved { level } else { Level::Beyond },
        effort: None,
        score: match hardest.map_or(0.0, |(s, _)| s) {
            s if solved => s,
            s => s.max(BEYOND_SCORE),
        },
        hardest: hardest.map(|(_, t)| t),
        techniques: Technique::LADDER
            .iter()
            .zip(counts)
            .filter(|&(_, n)| n > 0)
            .map(|(&t, n)| (t, n))
            .collect(),
        solved,
        assumed_uniqueness,
        steps,
        values: board.values().to_vec(),
        explainer: None,
    })
}

/// Rounds of the ladder between two readings of the clock against a
/// deadline: a round is at least one scan of the board, which costs more
/// than reading the clock.
const DEADLINE_POLL: u64 = 1;

/// Why a solve gave no grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The givens or the deductions contradict: no solution.
    Contradiction,
    /// The deadline passed first.
    TimedOut,
}

impl From<Contradiction> for Stopped {
    fn from(_: Contradiction) -> Stopped {
        Stopped::Contradiction
    }
}

impl Stopped {
    /// The answer of a search that stopped or not: `Some` when it found
    /// one, `None` when there is no solution, [`TimedOut`] when the
    /// deadline came first.
    pub fn found<T>(result: Result<T, Stopped>) -> Result<Option<T>, TimedOut> {
        match result {
            Ok(answer) => Ok(Some(answer)),
            Err(Stopped::Contradiction) => Ok(None),
            Err(Stopped::TimedOut) => Err(TimedOut),
        }
    }
}

/// Applies a step's placements and eliminations to `board`; returns
/// whether it changed anything.
fn apply(board: &mut Board, s: &Step) -> Result<bool, Contradiction> {
    let mut changed = false;
    for &(c, d) in &s.placements {
        if board.value(c) != d {
            board.place(c, d)?;
            changed = true;
        }
    }
    for &(c, d) in &s.eliminations {
        changed |= board.eliminate(c, d)?;
    }
    Ok(changed)
}

/// Grades puzzles of one shape; reuse it for many.
pub struct Grader {
    houses: Houses,
    /// The cages of a killer layout.
    killer: Option<Killer>,
    scratch: Vec<Step>,
    singles: Vec<techniques::Single>,
    /// The time Sudoku Explainer's rating of a puzzle may take.
    explainer_budget: std::time::Duration,
}

impl Grader {
    /// A grader for the classic puzzle of `shape`.
    pub fn new(shape: Shape) -> Grader {
        Grader::of_layout(&Layout::classic(shape))
    }

    /// A grader for puzzles of `layout`: every technique over its houses,
    /// unique rectangles on the classic's alone, the killer techniques over
    /// a killer's cages.
    pub fn of_layout(layout: &Layout) -> Grader {
        let houses = Houses::of_layout(layout);
        Grader {
            killer: layout.cages().map(|cages| Killer::new(&houses, cages)),
            houses,
            scratch: Vec::new(),
            singles: Vec::new(),
            explainer_budget: explainer::BUDGET,
        }
    }

    /// Lets Sudoku Explainer's rating of a puzzle ([`Grade::explainer`])
    /// take `budget` (default [`explainer::BUDGET`]); past it, the rating
    /// is a lower bound.
    pub fn set_explainer_budget(&mut self, budget: std::time::Duration) {
        self.explainer_budget = budget;
    }

    /// Grades under `relations` from now on (of the layout's side, on one
    /// grid, not a killer's), the house tables kept: a carve trying marks
    /// asks this for each.
    pub fn set_relations(&mut self, relations: Relations) -> Result<(), LayoutError> {
        self.houses.set_relations(relations)
    }

    /// The house tables of the shape graded.
    pub fn houses(&self) -> &Houses {
        &self.houses
    }

    /// The shape graded.
    pub fn shape(&self) -> Shape {
        self.houses.shape()
    }

    /// Grades `puzzle` with the whole ladder, keeping its steps.
    pub fn grade(&mut self, puzzle: &Grid) -> Result<Grade, Contradiction> {
        self.solve(puzzle.cells(), Level::Master, true)
    }

    /// Rates `cells` (0 empty) as people read a level: the ladder's grade
    /// (techniques up to `max`), its effort, and the level the shape's
    /// effort bands give it below medium.
    pub fn rate(&mut self, cells: &[u8], max: Level) -> Result<Grade, Contradiction> {
        // Without a deadline, a rating stops only at a contradiction.
        self.rate_until(cells, max, Deadline::NEVER)
            .map_err(|_| Contradiction)
    }

    /// [`Grader::rate`], giving up once `deadline` has passed; Sudoku
    /// Explainer's score takes the explainer budget or the time left,
    /// whichever is less (out of it, a lower bound).
    pub fn rate_until(
        &mut self,
        cells: &[u8],
        max: Level,
        deadline: Deadline,
    ) -> Result<Grade, Stopped> {
        // A killer's level is its hardest technique's: its effort, counted
        // in singles on offer, would miss what the cages tell; so is the
        // level of a puzzle with marks between cells, for what they tell.
        if self.killer.is_some() || self.houses.layout().relations().is_some() {
            return self.solve_until(cells, max, false, deadline);
        }
        // The grade and the effort start from the same board, built once.
        let board = Board::new(&self.houses, cells)?;
        let (scratch, singles) = (&mut self.scratch, &mut self.singles);
        let mut taken = effort::Taken::default();
        let mut g = solve_board(
            board.clone(),
            scratch,
            singles,
            max,
            false,
            deadline,
            Some(&mut taken),
        )?;
        let effort = effort::measure(
            board,
            0.0,
            f32::INFINITY,
            singles,
            scratch,
            deadline,
            Some(&taken),
        )?;
        if g.solved {
            g.level = bands::judge(self.shape(), self.houses.cells(), g.level, effort);
        }
        g.effort = Some(effort);
        let budget = deadline.left(self.explainer_budget);
        g.explainer = explainer::rating_within(self.houses.layout(), cells, budget);
        if let Some(se) = &g.explainer {
            g.score = se.er;
        }
        Ok(g)
    }

    /// Solves `cells` (0 empty) with the techniques of level `max` and
    /// below; `record` keeps the steps. Fails when the givens or the
    /// deductions contradict (no solution).
    pub fn solve(
        &mut self,
        cells: &[u8],
        max: Level,
        record: bool,
    ) -> Result<Grade, Contradiction> {
        // Without a deadline, a solve stops only at a contradiction.
        self.solve_until(cells, max, record, Deadline::NEVER)
            .map_err(|_| Contradiction)
    }

    /// [`Grader::solve`], giving up once `deadline` has passed (read
    /// between rounds of the ladder).
    pub fn solve_until(
        &mut self,
        cells: &[u8],
        max: Level,
        record: bool,
        deadline: Deadline,
    ) -> Result<Grade, Stopped> {
        let board = board_of(&self.houses, self.killer.as_ref(), cells)?;
        solve_board(
            board,
            &mut self.scratch,
            &mut self.singles,
            max,
            record,
            deadline,
            None,
        )
    }

    /// [`Grader::solve_until`] going on from a position quicker
    /// techniques reached: `cells` (0 empty) with each empty cell's
    /// candidates in `cands` (bit `d - 1` for symbol `d`; a placed cell's
    /// ignored). The techniques only grow with what is known, so whether
    /// the ladder finishes from there is whether it finishes from `cells`
    /// alone, when the quick techniques' deductions are the ladder's own
    /// (its steps and score are not: those are of the rest of the solve).
    pub(crate) fn solve_from_until(
        &mut self,
        cells: &[u8],
        cands: &[u32],
        max: Level,
        deadline: Deadline,
    ) -> Result<Grade, Stopped> {
        let mut board = board_of(&self.houses, self.killer.as_ref(), cells)?;
        for (c, &keep) in cands.iter().enumerate() {
            let cell = Cell::new(c);
            if board.value(cell) != 0 {
                continue;
            }
            for d in board.cand(cell).iter() {
                if keep >> symbol::index(d) & 1 == 0 {
                    board.eliminate(cell, d)?;
                }
            }
        }
        solve_board(
            board,
            &mut self.scratch,
            &mut self.singles,
            max,
            false,
            deadline,
            None,
        )
    }

    /// [`Grader::solve_until`] of a killer: `cells` (0 empty, none for a
    /// pure killer) under `killer`'s cages (made with this grader's
    /// [`Grader::houses`]) as well as the houses, with the killer
    /// techniques.
    pub fn solve_killer(
        &mut self,
        cells: &[u8],
        killer: &Killer,
        max: Level,
        record: bool,
        deadline: Deadline,
    ) -> Result<Grade, Stopped> {
        let board = Board::with_killer(&self.houses, cells, killer)?;
        solve_board(
            board,
            &mut self.scratch,
            &mut self.singles,
            max,
            record,
            deadline,
            None,
        )
    }

    /// Whether the singles of level `max` and below (full houses and hidden
    /// singles in boxes at beginner; every single from easy up) fill every
    /// cell in `wanted` (cell indices, as the carver's orbits hold them) of
    /// `cells` (0 empty). A quick sufficient test used when carving: clues
    /// that singles put back can go without changing anything a solve at
    /// `max` or above can do.
    pub fn singles_fill(&mut self, cells: &[u8], max: Level, wanted: &[usize]) -> bool {
        let Ok(mut board) = Board::new(&self.houses, cells) else {
            return false;
        };
        let singles = &mut self.singles;
        'outer: loop {
            if wanted.iter().all(|&c| board.value(Cell::new(c)) != 0) {
                return true;
            }
            for &t in &Technique::CLASSIC_LADDER {
                if t.level() > max {
                    break;
                }
                singles.clear();
                if !t.scan_singles(&board, singles) {
                    break;
                }
                if singles.is_empty() {
                    continue;
                }
                for s in singles.iter() {
                    if board.place(s.cell, s.symbol).is_err() {
                        return false;
                    }
                }
                continue 'outer;
            }
            return false;
        }
    }

    /// The effort of solving `cells` (0 empty) step by step, as a person
    /// would: see [`effort`]. Fails when the givens or the deductions
    /// contradict.
    pub fn effort(&mut self, cells: &[u8]) -> Result<f32, Contradiction> {
        // Without a deadline, a measure stops only at a contradiction.
        self.effort_until(cells, Deadline::NEVER)
            .map_err(|_| Contradiction)
    }

    /// [`Grader::effort`], giving up once `deadline` has passed.
    pub fn effort_until(&mut self, cells: &[u8], deadline: Deadline) -> Result<f32, Stopped> {
        self.effort_within(cells, f32::INFINITY, deadline)
    }

    /// [`Grader::effort_until`], stopping once the effort exceeds `most`
    /// (then some effort over `most`).
    pub fn effort_within(
        &mut self,
        cells: &[u8],
        most: f32,
        deadline: Deadline,
    ) -> Result<f32, Stopped> {
        self.effort_on(cells, 0.0, most, deadline)
    }

    /// [`Grader::effort_within`] of a solve that reached `cells` by singles
    /// alone (its candidates those of the cells), having spent `spent`.
    pub(crate) fn effort_on(
        &mut self,
        cells: &[u8],
        spent: f32,
        most: f32,
        deadline: Deadline,
    ) -> Result<f32, Stopped> {
        let board = Board::new(&self.houses, cells)?;
        let (singles, scratch) = (&mut self.singles, &mut self.scratch);
        effort::measure(board, spent, most, singles, scratch, deadline, None)
    }

    /// The next step for `puzzle` (the cheapest that makes progress), if the
    /// ladder has one.
    pub fn next_step(&mut self, puzzle: &Grid) -> Result<Option<Step>, Contradiction> {
        // Without a deadline, the ladder is tried to its end.
        self.next_step_until(puzzle, Deadline::NEVER)
            .map_err(|_| Contradiction)
    }

    /// [`Grader::next_step`], giving up once `deadline` has passed (read
    /// between techniques).
    pub fn next_step_until(
        &mut self,
        puzzle: &Grid,
        deadline: Deadline,
    ) -> Result<Option<Step>, Stopped> {
        let board = board_of(&self.houses, self.killer.as_ref(), puzzle.cells())?;
        for &t in Technique::ladder(board.killer().is_some(), board.relations().is_some()) {
            if deadline.passed() {
                return Err(Stopped::TimedOut);
            }
            self.scratch.clear();
            t.find(&board, &mut self.scratch);
            if let Some(s) = self.scratch.drain(..).next() {
                return Ok(Some(s));
            }
        }
        Ok(None)
    }
}
