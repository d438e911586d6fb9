//! Carving: from a complete grid to a puzzle with one solution, a symmetric
//! clue pattern and exactly the difficulty asked for.
//!
//! Clues go an orbit of the symmetry at a time, in random order, by one of
//! two routes (which is faster depends on the level and the grid size; see
//! BENCHMARKS.md):
//!
//! - At the level (beginner and easy; medium to expert from 16x16 up): an
//!   orbit stays out only if the ladder, capped at the target, still solves
//!   the puzzle. That proves the solution unique (every deduction is sound;
//!   a solve that leaned on a unique rectangle is checked by the exact
//!   solver) and keeps the grade at or below the target. A puzzle short of
//!   the target gets a few orbits swapped, then its grid is dropped. The
//!   easy levels are bands of effort: the classic carves to the fewest clues
//!   the cap allows and searches back for the band; a variant measures the
//!   effort as it comes near the band's top and stops there (far fewer
//!   solves; the classic's puzzles stay as they were made).
//! - From a minimal puzzle (medium and up below 16x16, and 16x16 master): an
//!   orbit stays out while the exact solver finds one solution. A puzzle
//!   that singles solve is too easy, and so was every puzzle on the way
//!   (removing clues never makes a puzzle easier): orbits are swapped, or
//!   the grid dropped. One too hard gets removed orbits back until the
//!   ladder capped at the target solves it, and is kept if it grades
//!   exactly the target. On grids of up to 128 cells a medium target is
//!   judged by bit-parallel singles and pairs, the grader running once at
//!   the end for the steps and score.
//!
//! `--minimal` and `beyond` carve on uniqueness alone and grade at the end.
//! Every route ends by checking the grade and the clue bounds.
//!
//! Every question about a puzzle goes to one of two places and gets a value
//! back: its level and effort to the judge (`judge.rs`: bit-parallel
//! singles where the grid is small enough, the grader behind them), its
//! uniqueness to the uniqueness check (`unique.rs`: vouching singles, the
//! other solutions met before, the exact solver behind them).

mod cages;
mod error;
mod id;
mod judge;
mod killer;
mod options;
mod reach;
mod relations;
mod swaps;
mod unique;
mod witnesses;

pub use cages::{grow_cages, grow_graded};
pub use error::CarveError;
pub use id::{GENERATOR_VERSION, PuzzleId};
use judge::{Effort, Fit, Judge, Solves};
pub use killer::{killer_levels, most_cage_cells, most_cage_sets};
pub use options::{CarveOptions, clue_counts, min_clues};
pub use reach::{
    default_level, default_level_of, reachable_levels, symmetric_levels, variant_levels,
};
use unique::Uniqueness;

use crate::deadline::Deadline;
use crate::fill::{self, Filler};
use crate::grid::Grid;
use crate::layout::{Layout, Variant};
use crate::logic::bands::{self, Band};
use crate::logic::{Grade, Level};
use crate::rng::{below, shuffle};
use crate::shape::Shape;
use rand::Rng;
use std::sync::{Arc, OnceLock};

/// A carved puzzle.
#[derive(Clone, Debug)]
pub struct Carved {
    /// The puzzle.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Complete grids tried before this one was made.
    pub attempts: usize,
    /// Its level.
    level: Level,
    /// Its grade (without the steps), once worked out ([`Carved::grade`]).
    grade: OnceLock<Grade>,
    /// The score people read, once worked out ([`Carved::score`]).
    score: OnceLock<f32>,
}

impl Carved {
    /// A carved puzzle with its solution and grade.
    pub fn new(puzzle: Grid, solution: Grid, grade: Grade) -> Carved {
        let mut carved = Carved::of_level(puzzle, solution, grade.level);
        carved.grade = OnceLock::from(grade);
        carved
    }

    /// A carved puzzle with its solution, whose level the carve knows
    /// without the ladder's grade: graded the first time it is asked.
    fn of_level(puzzle: Grid, solution: Grid, level: Level) -> Carved {
        Carved {
            puzzle,
            solution,
            attempts: 0,
            level,
            grade: OnceLock::new(),
            score: OnceLock::new(),
        }
    }

    /// Its level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Its grade, without the steps: the ladder's up to master, worked out
    /// the first time it is asked when the carve did not need it
    /// ([`CarveOptions::full_grade`]).
    pub fn grade(&self) -> &Grade {
        self.grade.get_or_init(|| {
            let mut grader = crate::logic::Grader::of_layout(self.puzzle.layout());
            let cells = self.puzzle.cells();
            let grade = grader.solve_until(cells, Level::Master, false, Deadline::NEVER);
            grade.expect("a carved puzzle keeps its rules and finishes by its level")
        })
    }

    /// The score people read: Sudoku Explainer's ER for a classic puzzle
    /// (worked out the first time it is asked, as carving does not need
    /// it; a caption and the metadata then read the same), else the
    /// ladder's ([`Grade::score`]).
    pub fn score(&self) -> f32 {
        *self.score.get_or_init(|| {
            let (layout, cells) = (self.puzzle.layout(), self.puzzle.cells());
            crate::logic::explainer::score_or(layout, cells, self.grade().score)
        })
    }
}

/// Times a grid carved short of its target gets one orbit back and is
/// carved again before a new grid is tried.
const PERTURBATIONS: usize = 8;

/// Times a uniqueness-minimal puzzle that grades too easy gets one orbit
/// back and is carved again before a new grid is tried: cheap, since the
/// removals refused before are refused again without search (see
/// [`witnesses`]). Thirty beat fewer (BENCHMARKS.md, "Design choices").
const SWAPS: usize = 30;

/// Makes puzzles of one shape with one set of options; reuse it.
pub struct Carver {
    shape: Shape,
    /// The layout of the grid being carved (a jigsaw's changes with it).
    layout: Arc<Layout>,
    opts: CarveOptions,
    filler: Filler,
    orbits: Vec<Vec<usize>>,
    /// The one difficulty judge.
    judge: Judge,
    /// The one uniqueness check.
    unique: Uniqueness,
    /// When the puzzle being carved is given up.
    deadline: Deadline,
    /// A killer on boxes: the classic's filler, the grader of its houses
    /// and its fast techniques (up to hard, grids up to 11x11), built on
    /// its first puzzle.
    killer: Option<(
        Filler,
        crate::logic::Grader,
        Option<crate::logic::killer::FastKiller>,
    )>,
    /// A variant of marks: its grader and quick singles, built on its
    /// first puzzle.
    marks: Option<relations::MarkTools>,
}

impl Carver {
    /// A carver, or why the options cannot be met.
    ///
    /// A jigsaw variant takes only the side of `shape`: each puzzle has
    /// regions of its own, drawn from its random stream.
    pub fn new(shape: Shape, opts: CarveOptions) -> Result<Carver, CarveError> {
        opts.check(shape)?;
        // A jigsaw's layout comes with each grid ([`Carver::start`]); until
        // then its tools are the classic's, never asked.
        // A variant of marks between cells fills its grids under the rules
        // that stand before its marks are drawn ([`relations`]).
        let layout = match opts.variant {
            v if v == Variant::CLASSIC || v.is_jigsaw() => Layout::shared_classic(shape),
            v => {
                let layout = Layout::new(shape, v).expect("checked with the options");
                Arc::new(layout.with_standing(v).expect("a side the options allow"))
            }
        };
        let orbits = (opts.symmetry.orbits_on(layout.canvas()))
            .expect("the options' check fits the symmetry to the canvas");
        Ok(Carver {
            shape: layout.shape(),
            judge: Judge::new(&layout, &orbits),
            unique: Uniqueness::new(layout.clone()),
            filler: Filler::of_layout(&layout),
            layout,
            orbits,
            opts,
            deadline: Deadline::after(std::time::Duration::MAX),
            killer: None,
            marks: None,
        })
    }

    /// Carves on `layout` from now on (a jigsaw's regions, drawn with its
    /// grid).
    fn set_layout(&mut self, layout: Layout) {
        self.judge = Judge::new(&layout, &self.orbits);
        self.layout = Arc::new(layout);
        self.unique = Uniqueness::new(self.layout.clone());
        let deadline = self.deadline;
        self.judge.set_deadline(deadline);
        self.unique.set_deadline(deadline);
    }

    /// The options.
    pub fn options(&self) -> &CarveOptions {
        &self.opts
    }

    /// One puzzle from `rng`, trying new grids until one carves to the
    /// level, or the time budget runs out. The result depends on `rng`
    /// alone: the budget can only turn a success into an error. Every
    /// search checks the deadline inside its loop, so the carve ends soon
    /// after it, a puzzle made or not.
    pub fn carve<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<Carved, CarveError> {
        let deadline = Deadline::after(self.opts.time_budget);
        self.deadline = deadline;
        self.judge.set_deadline(deadline);
        self.unique.set_deadline(deadline);
        for attempts in 0.. {
            let carved = self.attempt(rng);
            // Past the deadline a search may have given up, and the
            // attempt leant on its guess: made or not, it does not count.
            if deadline.passed() {
                return Err(CarveError::GaveUp {
                    shape: self.shape,
                    variant: self.opts.variant,
                    level: self.opts.level,
                    attempts: attempts + 1,
                    budget: self.opts.time_budget,
                });
            }
            if let Some(mut c) = carved {
                c.attempts = attempts;
                return Ok(c);
            }
        }
        unreachable!("the loop returns")
    }

    /// One grid carved; `None` if it missed the level or the clue bounds.
    fn attempt<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Carved> {
        // From 16x16 up, carving at the level is faster for medium to
        // expert (a half-empty 25x25 grid can stall the exact solver for
        // seconds; the logic proves uniqueness instead), and on 16x16 the
        // minimal route still wins for master (measured, BENCHMARKS.md).
        let level = self.opts.level;
        let side = self.shape.side();
        if self.opts.variant.has_cages() {
            self.attempt_killer(rng)
        } else if self.opts.variant.has_relations() {
            self.attempt_relations(rng)
        } else if let Some(band) = bands::band(self.shape, self.layout.cells(), level)
            && !self.opts.minimal
        {
            self.attempt_in_band(rng, band)
        } else if level >= Level::Medium
            && level < Level::Beyond
            && !self.opts.minimal
            && (side < 16 || (side == 16 && level == Level::Master))
            // A variant's medium that fits the bit-parallel techniques
            // carves at the level: they prove it unique faster than the
            // generic solver does (BENCHMARKS.md).
            && (self.opts.variant == Variant::CLASSIC || level > Level::Medium || side > 11)
        {
            self.attempt_from_minimal(rng)
        } else {
            self.attempt_at_level(rng)
        }
    }

    /// Medium and up: carve on uniqueness alone (the exact solver is far
    /// cheaper than a logical solve), grade, and if the puzzle is harder than
    /// the target put removed orbits back (a binary search, then one at a
    /// time), keeping each that does not make it easier than the target,
    /// until it grades exactly. Grids that carve easier than the target (and
    /// stay so through a few swaps) are dropped.
    fn attempt_from_minimal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Carved> {
        let target = self.opts.level;
        let mut w = self.start(rng)?;
        self.remove_orbits(&mut w, None, None);
        let mut verdict = self.judge.verdict(&w.cells, target)?;
        // Easier than the target: every puzzle on the way was too (removing
        // clues never makes a puzzle easier), so swap one removed orbit for
        // others, which costs far less than a new grid, a few times.
        for _ in 0..SWAPS {
            if verdict.fit != Fit::Easier || w.out.is_empty() {
                break;
            }
            if !self.swap(&mut w, rng, None, None) {
                // Only clues added: still too easy, no need to grade.
                continue;
            }
            verdict = self.judge.verdict(&w.cells, target)?;
        }
        let mut fit = verdict.fit;
        if fit == Fit::Easier {
            return None;
        }
        // The grade of the puzzle as it stands, when the grader made it.
        let mut grade = verdict.grade;
        shuffle(rng, &mut w.out);
        // Too hard: put removed orbits back, in a random order. Each prefix
        // of that order is no harder than the one before, so a binary
        // search finds the shortest that the target's techniques solve.
        let mut order = std::mem::take(&mut w.out);
        let mut back = Vec::new();
        if fit == Fit::Harder {
            // Orbits whose cells the techniques filled before they stopped
            // change nothing, now or with more clues back: they stay out.
            // The cells left empty where they stopped on prefix `bad`.
            let mut bad_stuck = verdict.stuck_at;
            order.retain(|&o| self.judge.touches(o, bad_stuck));
            // Prefix `bad` is too hard; prefix `good` is not.
            let (mut bad, mut good, mut at) = (0, order.len(), 0);
            let (mut good_fit, mut good_grade) = (Fit::Easier, None);
            while good - bad > 1 {
                let mid = (bad + good) / 2;
                self.move_to_prefix(&mut w, &order, &mut at, mid);
                let v = self.judge.verdict(&w.cells, target)?;
                if v.fit == Fit::Harder {
                    bad = mid;
                    bad_stuck = v.stuck_at;
                } else {
                    good = mid;
                    good_fit = v.fit;
                    good_grade = v.grade;
                }
            }
            if good_fit == Fit::Exact {
                self.move_to_prefix(&mut w, &order, &mut at, good);
                back.extend_from_slice(&order[..good]);
                fit = Fit::Exact;
                grade = good_grade;
            } else {
                // Orbit `good - 1` (or the last) tips it below the target:
                // leave it out and add the rest one at a time, keeping each
                // that does not.
                self.move_to_prefix(&mut w, &order, &mut at, bad);
                back.extend_from_slice(&order[..bad]);
                // An orbit whose cells the techniques filled before they
                // stopped changes nothing: skip it.
                let mut stuck_at = bad_stuck;
                for &o in &order[good..] {
                    if !self.judge.touches(o, stuck_at) {
                        continue;
                    }
                    w.put_back(&self.orbits[o]);
                    let v = self.judge.verdict(&w.cells, target)?;
                    if v.fit == Fit::Easier {
                        w.take_out(&self.orbits[o]);
                        continue;
                    }
                    back.push(o);
                    (fit, stuck_at, grade) = (v.fit, v.stuck_at, v.grade);
                    if fit == Fit::Exact {
                        break;
                    }
                }
            }
        }
        if fit != Fit::Exact {
            return None;
        }
        // The orbits put back before the last may be needless now: take out
        // each that leaves the puzzle at exactly the target (which also
        // proves it unique, unless a unique rectangle was leant on).
        back.pop();
        for o in back {
            let orbit = std::mem::take(&mut self.orbits[o]);
            if w.filled - orbit.len() < w.lo {
                self.orbits[o] = orbit;
                continue;
            }
            w.take_out(&orbit);
            match self.judge.verdict(&w.cells, target) {
                Some(v)
                    if v.fit == Fit::Exact
                        && (!v.grade.as_ref().is_some_and(|g| g.assumed_uniqueness)
                            || self
                                .unique
                                .unique(self.judge.houses(), &w.solution, &w.cells)) =>
                {
                    grade = v.grade;
                }
                _ => w.put_back(&orbit),
            }
            self.orbits[o] = orbit;
        }
        // Graded by the quick tests alone: the grader's steps and score.
        let grade = match grade {
            Some(g) => g,
            None => self.judge.grade(&w.cells, target)?,
        };
        self.finish(w, grade, None)
    }

    /// Puts back or takes out orbits of `order` so that exactly its first
    /// `k` are back (`at` of them are now).
    fn move_to_prefix(&self, w: &mut Work, order: &[usize], at: &mut usize, k: usize) {
        for &o in &order[k.min(*at)..(*at).max(k)] {
            if k > *at {
                w.put_back(&self.orbits[o]);
            } else {
                w.take_out(&self.orbits[o]);
            }
        }
        *at = k;
    }

    /// A level that is a band of effort (beginner and easy; up to hard on
    /// 4x4 and 5x5 grids): carve with the band's techniques as a cap (a
    /// variant's carve stops at the first orbit that takes the effort over
    /// the band's top); if that takes too much effort, put removed orbits
    /// back (a binary search over a random order: more clues, less effort)
    /// to just within the band's top, then take out what else keeps it
    /// there. Grids that stay too easy through a few swaps are dropped.
    fn attempt_in_band<R: Rng + ?Sized>(&mut self, rng: &mut R, band: Band) -> Option<Carved> {
        let mut w = self.start(rng)?;
        // The classic carves to the fewest clues its cap allows, then
        // searches back for the band (its puzzles stay as they were made);
        // a variant carves towards the band's top and stops there.
        let top = (self.opts.variant != Variant::CLASSIC).then(|| EffortTop::stop_at(band));
        let measured = self.remove_orbits(&mut w, Some(band.cap), top);
        // Only whether an effort is over the band's top matters, and its
        // value when it is not: measures stop once past the top.
        let mut effort = match measured {
            Some(e) => e,
            None => self.judge.effort_within(&w.cells, band.hi)?,
        };
        if effort > band.hi {
            shuffle(rng, &mut w.out);
            let order = std::mem::take(&mut w.out);
            // Prefix `bad` of `order` back takes too much effort; `good`
            // (every orbit back: the full grid, no effort) does not.
            let (mut bad, mut good, mut at) = (0, order.len(), 0);
            let mut good_effort = 0.0;
            while good - bad > 1 {
                let mid = (bad + good) / 2;
                self.move_to_prefix(&mut w, &order, &mut at, mid);
                let e = self.judge.effort_within(&w.cells, band.hi)?;
                if e > band.hi {
                    bad = mid;
                } else {
                    (good, good_effort) = (mid, e);
                }
            }
            self.move_to_prefix(&mut w, &order, &mut at, good);
            w.left.extend_from_slice(&order[..good]);
            w.out.extend_from_slice(&order[good..]);
            effort = good_effort;
            // Short of the band (one orbit can span it on small grids):
            // take out what else keeps the effort within its top.
            if effort <= band.lo {
                shuffle(rng, &mut w.left);
                let top = Some(EffortTop::every(band.hi));
                effort = match self.remove_orbits(&mut w, Some(band.cap), top) {
                    Some(e) => e,
                    None => self.judge.effort_within(&w.cells, band.hi)?,
                };
            }
        }
        for _ in 0..PERTURBATIONS {
            if effort > band.lo || w.out.is_empty() {
                break;
            }
            self.swap(&mut w, rng, Some(band.cap), Some(band.hi));
            effort = self.judge.effort_within(&w.cells, band.hi)?;
        }
        if effort <= band.lo || effort > band.hi {
            return None;
        }
        let grade = self.judge.grade(&w.cells, band.cap)?;
        self.finish(w, grade, Some(effort))
    }

    /// Up to easy, `--minimal` and beyond: carve with the level as a cap.
    fn attempt_at_level<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Carved> {
        let mut w = self.start(rng)?;
        let target =
            (!self.opts.minimal && self.opts.level < Level::Beyond).then_some(self.opts.level);
        self.remove_orbits(&mut w, target, None);
        let grade_at = target.unwrap_or(Level::Master);
        let mut grade = self.judge.grade(&w.cells, grade_at)?;
        // Short of the target: put one removed orbit back and carve again
        // from there, a few times, before giving the grid up.
        if target.is_some() {
            for _ in 0..PERTURBATIONS {
                if grade.level == self.opts.level || w.out.is_empty() {
                    break;
                }
                self.swap(&mut w, rng, target, None);
                grade = self.judge.grade(&w.cells, grade_at)?;
            }
        }
        self.finish(w, grade, None)
    }

    /// A new grid to carve, its orbits in a random order; `None` when no
    /// grid fits the jigsaw regions drawn.
    fn start<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Work> {
        let variant = self.opts.variant;
        let solution = if variant == Variant::CLASSIC {
            self.filler.fill(rng)
        } else if variant.is_jigsaw() {
            let (layout, cells) =
                fill::jigsaw_until(self.shape.side(), variant, rng, self.deadline)?;
            self.set_layout(layout);
            Grid::of_layout(self.layout.clone(), cells).expect("a full grid")
        } else {
            let cells = self.filler.fill_layout_until(rng, self.deadline)?;
            Grid::of_layout(self.layout.clone(), cells).expect("a full grid")
        };
        self.unique.start();
        let mut left: Vec<usize> = (0..self.orbits.len()).collect();
        shuffle(rng, &mut left);
        let (lo, hi) = self.opts.clues.unwrap_or((0, self.layout.cells()));
        Some(Work {
            cells: solution.cells().to_vec(),
            filled: solution.cells().len(),
            solution,
            refused: vec![0; left.len()],
            refusals: false,
            left,
            out: Vec::new(),
            lo,
            hi,
        })
    }

    /// The puzzle carved, if it has the level and clue count asked for:
    /// `grade` is the ladder's, judged here with the puzzle's effort
    /// (measured here unless the caller has it).
    fn finish(&mut self, w: Work, grade: Grade, effort: Option<f32>) -> Option<Carved> {
        if w.filled > w.hi {
            return None;
        }
        let grade = self.judge.judged(&w.cells, grade, effort)?;
        if grade.level != self.opts.level {
            return None;
        }
        Some(Carved::new(
            Grid::of_layout(self.layout.clone(), w.cells).expect("cells of the layout"),
            w.solution,
            grade,
        ))
    }

    /// Puts one removed orbit, picked at random, back and tries the orbits
    /// still in again (in a new order); returns whether any came out.
    fn swap<R: Rng + ?Sized>(
        &mut self,
        w: &mut Work,
        rng: &mut R,
        target: Option<Level>,
        most_effort: Option<f32>,
    ) -> bool {
        let back = w.out.swap_remove(below(rng, w.out.len() as u32) as usize);
        w.put_back(&self.orbits[back]);
        shuffle(rng, &mut w.left);
        let before = w.out.len();
        self.remove_orbits(w, target, most_effort.map(EffortTop::every));
        w.left.push(back);
        w.out.len() > before
    }

    /// Tries to remove each orbit of `w.left` in turn (keeping the count at
    /// `w.lo` or more); an orbit stays out when the puzzle is still solved
    /// by the ladder up to `target` (or, without a target, still unique),
    /// and within `top`'s effort where one is given. Orbits removed move
    /// from `left` to `out`. Returns the puzzle's effort when the last
    /// orbit removed had it measured.
    fn remove_orbits(
        &mut self,
        w: &mut Work,
        target: Option<Level>,
        top: Option<EffortTop>,
    ) -> Option<f32> {
        let left = std::mem::take(&mut w.left);
        let mut kept = Vec::with_capacity(left.len());
        let mut effort = None;
        let mut orbits = left.into_iter();
        for o in orbits.by_ref() {
            // Past the deadline the carve gives up: the orbits left stay.
            if self.deadline.passed() {
                kept.push(o);
                break;
            }
            let orbit = &self.orbits[o];
            // Refused before, and no clue put back since where the
            // techniques stopped: refused again.
            if w.filled - orbit.len() < w.lo || w.refused[o] != 0 {
                kept.push(o);
                continue;
            }
            let mut refused = 0;
            w.take_out(orbit);
            let cells = &w.cells;
            let blanks = cells.len() - w.filled;
            let removed = match (target, top) {
                // Within an effort band: the puzzle without the orbit is
                // solved at `level`, with no more effort than the band
                // allows.
                (Some(level), Some(top)) if blanks >= top.from_blanks => {
                    match self.judge.within_effort(cells, level, top.most, o, orbit) {
                        Effort::Within(e) => {
                            effort = Some(e);
                            true
                        }
                        Effort::Over if top.stop_when_over => {
                            w.put_back(orbit);
                            kept.push(o);
                            break;
                        }
                        Effort::Over | Effort::Unsolved => false,
                    }
                }
                // The puzzle without the orbit is solved at `target` (or,
                // without a target, unique).
                (Some(level), _) => match self.judge.solves_without(cells, level, o, orbit) {
                    Solves::Yes => true,
                    Solves::No(stuck_at) => {
                        refused = stuck_at;
                        false
                    }
                    Solves::IfUnique => self.unique.unique(self.judge.houses(), &w.solution, cells),
                },
                (None, _) => {
                    self.unique
                        .after_removal(&self.judge, &w.solution, cells, w.filled, o, orbit)
                }
            };
            if removed {
                w.out.push(o);
            } else {
                w.put_back(orbit);
                w.refuse(o, refused);
                kept.push(o);
            }
        }
        kept.extend(orbits);
        w.left = kept;
        effort
    }
}

/// How the effort of a band's top bounds a carve.
#[derive(Clone, Copy, Debug)]
struct EffortTop {
    /// The most effort allowed.
    most: f32,
    /// The blanks from which the effort is measured: below them it is taken
    /// to be within `most`.
    from_blanks: usize,
    /// Whether the first orbit whose removal takes the effort over `most`
    /// ends the carve (over by the time the measure stopped: the techniques
    /// might also have got stuck later).
    stop_when_over: bool,
}

/// The effort a blank is taken to add, at most, before a carve towards a
/// band's top starts measuring: it measures from the band's top over this
/// many blanks on. Set low, it measures more often; set high, it passes the
/// top unmeasured and searches back for it. These made the fewest
/// instructions on X, hyper and jigsaw 9x9 and X 6x6 (BENCHMARKS.md): the
/// beginner's steps are mostly full houses and hidden singles in boxes
/// (cost 1 and 1.2 a blank when every blank is a move), easy's harder.
fn top_effort_per_blank(cap: Level) -> f32 {
    if cap == Level::Beginner { 1.3 } else { 2.1 }
}

impl EffortTop {
    /// Every removal measured, none ending the carve.
    fn every(most: f32) -> EffortTop {
        EffortTop {
            most,
            from_blanks: 0,
            stop_when_over: false,
        }
    }

    /// Carving towards the top of `band`: measured from the blanks where
    /// the effort may come near it, and stopping at the first orbit that
    /// takes it over (the orbits after it would mostly do so too, each
    /// costing a measure).
    fn stop_at(band: Band) -> EffortTop {
        EffortTop {
            most: band.hi,
            from_blanks: (band.hi / top_effort_per_blank(band.cap)) as usize,
            stop_when_over: true,
        }
    }
}

/// A grid being carved.
struct Work {
    /// The complete grid.
    solution: Grid,
    /// The puzzle so far (0 empty).
    cells: Vec<u8>,
    /// Its number of clues.
    filled: usize,
    /// Orbits still in, in the order they will be tried.
    left: Vec<usize>,
    /// Orbits taken out.
    out: Vec<usize>,
    /// For each orbit, where the techniques stopped when its removal was
    /// last refused (every cell when not known), while no clue has been put
    /// back there since; 0 for none. Removing clues never makes a puzzle
    /// easier, and clues put back where the techniques filled them change
    /// nothing: such an orbit is refused again.
    refused: Vec<u128>,
    /// Whether any refusal was recorded.
    refusals: bool,
    /// The clue bounds.
    lo: usize,
    hi: usize,
}

impl Work {
    fn put_back(&mut self, orbit: &[usize]) {
        for &c in orbit {
            self.cells[c] = self.solution.get(c);
        }
        self.filled += orbit.len();
        if self.refusals {
            // The cells as a mask; every cell on grids too big for one.
            let cells = orbit.iter().fold(0u128, |m, &c| {
                m | 1u128.checked_shl(c as u32).unwrap_or(u128::MAX)
            });
            for r in &mut self.refused {
                if *r & cells != 0 {
                    *r = 0;
                }
            }
        }
    }

    /// Orbit `o`'s removal refused, the techniques stopping at `stuck_at`
    /// (0: not recorded).
    fn refuse(&mut self, o: usize, stuck_at: u128) {
        self.refused[o] = stuck_at;
        self.refusals |= stuck_at != 0;
    }

    fn take_out(&mut self, orbit: &[usize]) {
        for &c in orbit {
            self.cells[c] = 0;
        }
        self.filled -= orbit.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreachable_levels_are_refused_at_once() {
        let shape = Shape::new(2, 2).unwrap();
        let opts = CarveOptions {
            level: Level::Expert,
            ..CarveOptions::default()
        };
        let err = Carver::new(shape, opts).err().unwrap();
        assert_eq!(
            err.to_string(),
            "a 4x4 grid (box 2x2) never needs expert techniques; it can reach beginner, easy, \
             medium, hard"
        );
    }
}
