//! The carver's one difficulty judge: the bit-parallel singles engine where
//! the grid is small enough, the grader behind it. Every question the
//! carver asks about a puzzle's level or effort comes here and gets a
//! value back.

use crate::deadline::{Deadline, Timer};
use crate::houses::Houses;
use crate::layout::Layout;
use crate::logic::bands;
use crate::logic::fast_singles::{FastSingles, Outcome};
use crate::logic::{Grade, Grader, Level, Stopped};

/// Judges puzzles of one shape, carved orbit by orbit.
pub(super) struct Judge {
    grader: Grader,
    /// Bit-parallel singles and the orbits as cell masks, on grids of up
    /// to 128 cells.
    fast: Option<(FastSingles, Vec<u128>)>,
    /// The deadline of the puzzle being carved.
    timer: Timer,
}

/// A puzzle against the target level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Fit {
    Easier,
    Exact,
    Harder,
}

/// Where a puzzle stands against a target, and what was learnt finding out.
pub(super) struct Verdict {
    /// Easier, exactly at or harder than the target.
    pub(super) fit: Fit,
    /// The grade, when the grader (not the quick tests) made it.
    pub(super) grade: Option<Grade>,
    /// The cells the quick medium test left empty (every cell when it did
    /// not run): orbits wholly outside them change nothing.
    pub(super) stuck_at: u128,
}

/// A puzzle's effort against the most a band allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Effort {
    /// Solved at the level, with this effort, no more than allowed.
    Within(f32),
    /// More effort than allowed by the time the measure stopped: the
    /// techniques may also get stuck further on.
    Over,
    /// Not solved at the level.
    Unsolved,
}

/// Whether the ladder up to a level solves a puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Solves {
    /// It does, and that proves the puzzle has one solution.
    Yes,
    /// It does not. The cells the techniques left empty, where known
    /// (every cell otherwise): clues put back outside them change nothing,
    /// so it still does not.
    No(u128),
    /// It does, leaning on a unique rectangle: only if the puzzle has one
    /// solution, which the ladder then did not prove.
    IfUnique,
}

impl Judge {
    /// A judge for `shape` whose puzzles lose and regain `orbits`.
    pub(super) fn new(layout: &Layout, orbits: &[Vec<usize>]) -> Judge {
        let grader = Grader::of_layout(layout);
        let fast = FastSingles::new(grader.houses()).map(|f| {
            let masks = orbits
                .iter()
                .map(|o| o.iter().fold(0u128, |m, &c| m | 1 << c))
                .collect();
            (f, masks)
        });
        Judge {
            grader,
            fast,
            timer: Timer::default(),
        }
    }

    /// The deadline of the next puzzle: once a solve reaches it, every
    /// grade and effort is refused at once (as for contradicting givens),
    /// and the carver gives the puzzle up.
    pub(super) fn set_deadline(&mut self, deadline: Deadline) {
        self.timer = Timer::new(deadline);
    }

    /// The house tables of the shape.
    pub(super) fn houses(&self) -> &Houses {
        self.grader.houses()
    }

    /// The ladder's grade of `cells` with the techniques up to `max`
    /// (without steps); `None` when the givens contradict or the deadline
    /// came first.
    pub(super) fn grade(&mut self, cells: &[u8], max: Level) -> Option<Grade> {
        let grader = &mut self.grader;
        self.timer
            .run(|deadline| Stopped::found(grader.solve_until(cells, max, false, deadline)))
            .flatten()
    }

    /// Where `cells` stands against `target` (medium or more), from the
    /// quickest test that tells: bit-parallel singles and pairs where the
    /// grid is small enough, else the grader capped at the target (which
    /// never runs the techniques above it). `None` when the givens
    /// contradict or the deadline came first.
    pub(super) fn verdict(&mut self, cells: &[u8], target: Level) -> Option<Verdict> {
        // A verdict of the quick tests alone: no grade, no cells known
        // stuck.
        let quick = |fit| Verdict {
            fit,
            grade: None,
            stuck_at: u128::MAX,
        };
        if let Some((f, _)) = &self.fast {
            // Above medium most puzzles here get stuck after the pairs, so
            // only singles are worth trying first.
            if target == Level::Medium {
                let (outcome, stuck_at) = f.classify(cells);
                let fit = match outcome {
                    Outcome::Singles => Fit::Easier,
                    Outcome::Pairs => Fit::Exact,
                    Outcome::Stuck => Fit::Harder,
                };
                return Some(Verdict {
                    stuck_at,
                    ..quick(fit)
                });
            }
            if f.fill(cells, u128::MAX) {
                return Some(quick(Fit::Easier));
            }
        }
        let g = self.grade(cells, target)?;
        let fit = if !g.solved {
            Fit::Harder
        } else if g.level < target {
            Fit::Easier
        } else {
            Fit::Exact
        };
        Some(Verdict {
            grade: Some(g),
            ..quick(fit)
        })
    }

    /// Whether orbit `o` can change what the techniques do on a puzzle
    /// where they left `stuck_at` empty: not if they filled all its cells
    /// (then they fill them with the orbit out too). Always, where the
    /// quick tests do not run.
    pub(super) fn touches(&self, o: usize, stuck_at: u128) -> bool {
        self.fast
            .as_ref()
            .is_none_or(|(_, masks)| masks[o] & stuck_at != 0)
    }

    /// Whether bit-parallel singles fill orbit `o`'s cells of `cells`, where
    /// the grid is small enough for them.
    pub(super) fn singles_refill(&self, cells: &[u8], o: usize) -> Option<bool> {
        self.fast.as_ref().map(|(f, masks)| f.fill(cells, masks[o]))
    }

    /// Whether the ladder up to `level` still solves `cells`, orbit `o`
    /// (the cells `orbit`) just taken out of a puzzle it solved. If singles
    /// put the orbit back, it does (deductions only grow with what is
    /// known); at beginner and easy, exactly then (their ladder is singles),
    /// and at medium exactly when singles with its locked candidates and
    /// pairs put it back (bit-parallel, on grids that fit).
    pub(super) fn solves_without(
        &mut self,
        cells: &[u8],
        level: Level,
        o: usize,
        orbit: &[usize],
    ) -> Solves {
        // Where the bit-parallel techniques stop short of the orbit: `None`
        // when they put it back.
        let short = match (level, &self.fast) {
            // The beginner's singles, bit-parallel: the ladder capped at
            // beginner is exactly them.
            (Level::Beginner, Some((f, masks))) => {
                Some((!f.fill_beginner(cells, masks[o])).then_some(u128::MAX))
            }
            (Level::Beginner, None) => None,
            (Level::Medium, Some((f, masks))) => Some(f.short_of(cells, masks[o], true)),
            (_, Some((f, masks))) => Some(f.short_of(cells, masks[o], false)),
            (_, None) => None,
        };
        let solved = match (level, short) {
            (Level::Beginner | Level::Easy | Level::Medium, Some(short)) => {
                return short.map_or(Solves::Yes, Solves::No);
            }
            (_, Some(None)) => true,
            _ if self.grader.singles_fill(cells, level, orbit) => true,
            // Up to easy the ladder is its singles: they left the orbit
            // empty, so it does not solve the puzzle.
            _ if level <= Level::Easy => false,
            _ => {
                return match self.grade(cells, level) {
                    Some(g) if g.solved && g.assumed_uniqueness => Solves::IfUnique,
                    Some(g) if g.solved => Solves::Yes,
                    _ => Solves::No(u128::MAX),
                };
            }
        };
        if solved {
            Solves::Yes
        } else {
            Solves::No(u128::MAX)
        }
    }

    /// Whether the ladder up to `level` (easy at most: no unique
    /// rectangles) still solves `cells`, orbit `o` (the cells `orbit`) just
    /// taken out of a puzzle it solved, with an effort of at most `most`.
    /// At easy on grids that fit, one bit-parallel measure tells both.
    /// Where the techniques stopped is not kept (the carver records no
    /// refusal from here).
    pub(super) fn within_effort(
        &mut self,
        cells: &[u8],
        level: Level,
        most: f32,
        o: usize,
        orbit: &[usize],
    ) -> Effort {
        debug_assert!(level <= Level::Easy, "a band's cap is easy at most");
        if let (Level::Easy, Some((f, _))) = (level, &self.fast) {
            // Easy's ladder is the singles the measure takes.
            return match f.effort_until_stuck(cells, most) {
                Some(Ok(e)) if e <= most => Effort::Within(e),
                Some(Ok(_)) => Effort::Over,
                _ => Effort::Unsolved,
            };
        }
        if self.solves_without(cells, level, o, orbit) != Solves::Yes {
            return Effort::Unsolved;
        }
        match self.effort_within(cells, most) {
            Some(e) if e <= most => Effort::Within(e),
            Some(_) => Effort::Over,
            None => Effort::Unsolved,
        }
    }

    /// The effort of `cells`: by bit-parallel singles where the grid is
    /// small enough, else (or when singles get stuck) by the grader.
    /// `None` when the givens contradict or the deadline came first.
    pub(super) fn effort(&mut self, cells: &[u8]) -> Option<f32> {
        self.effort_within(cells, f32::INFINITY)
    }

    /// [`Judge::effort`] where only an effort of at most `most` matters:
    /// the effort when it is at most `most`, else some effort over it
    /// (the measure stops once past it).
    pub(super) fn effort_within(&mut self, cells: &[u8], most: f32) -> Option<f32> {
        // Bit-parallel singles as far as they go; the grader from where
        // they got stuck (the same steps, the same sum).
        let (at, spent) = match self
            .fast
            .as_ref()
            .map(|(f, _)| f.effort_until_stuck(cells, most))
        {
            Some(Some(Ok(effort))) => return Some(effort),
            Some(Some(Err((at, spent)))) => (Some(at), spent),
            _ => (None, 0.0),
        };
        let at = at.as_deref().unwrap_or(cells);
        let grader = &mut self.grader;
        self.timer
            .run(|deadline| Stopped::found(grader.effort_on(at, spent, most, deadline)))
            .flatten()
    }

    /// `grade`, the ladder's of `cells`, judged with the puzzle's effort
    /// (measured here unless the caller has it): the level people read
    /// ([`bands::judge`]). `None` when the givens contradict or the
    /// deadline came first.
    pub(super) fn judged(
        &mut self,
        cells: &[u8],
        mut grade: Grade,
        effort: Option<f32>,
    ) -> Option<Grade> {
        let effort = match effort {
            Some(effort) => effort,
            None => self.effort(cells)?,
        };
        if grade.solved {
            grade.level = bands::judge(
                self.grader.shape(),
                self.grader.houses().cells(),
                grade.level,
                effort,
            );
        }
        grade.effort = Some(effort);
        Some(grade)
    }
}
