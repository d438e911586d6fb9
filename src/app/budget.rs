//! The time a command may spend on a puzzle, what is said when it runs
//! out, and the one solution a puzzle read or typed in must have.

use crate::deadline::{Deadline, TimedOut};
use crate::grid::Grid;
use crate::lang::{Lang, fill};
use crate::solver::{Solver, Verdict};
use std::time::Duration;

/// The seconds a command may spend on one puzzle (`--time-budget`).
#[derive(Clone, Copy, Debug)]
pub struct Budget(pub f64);

/// What may be left unsettled when a budget runs out, in the order of
/// [`SaidWords::unknowns`](crate::lang::SaidWords::unknowns).
#[derive(Clone, Copy, Debug)]
pub enum Unsettled {
    /// Whether the puzzle has one solution.
    OneSolution,
    /// Its grade.
    Grade,
    /// Its steps.
    Steps,
    /// Its next step.
    NextStep,
    /// Its solutions.
    Solutions,
}

impl Budget {
    /// The deadline of a puzzle started now.
    pub fn start(self) -> Deadline {
        Deadline::after(Duration::from_secs_f64(self.0))
    }

    /// What is said in `lang` of a puzzle whose `what` was not settled
    /// in time.
    pub fn unknown(self, what: Unsettled, lang: Lang) -> String {
        let said = lang.said();
        fill(
            said.unknown,
            &[
                ("{what}", said.unknowns[what as usize]),
                ("{seconds}", &self.0.to_string()),
            ],
        )
    }
}

/// The one solution of a puzzle, or why it cannot be rated, hinted or
/// typeset: contradictory givens, no solution, several, or not known by
/// `deadline` (of `budget`), said in `lang`: what the reading commands
/// and the page's puzzles typed in say.
pub fn unique_solution(
    grid: &Grid,
    solver: &mut Solver,
    deadline: Deadline,
    budget: Budget,
    lang: Lang,
) -> Result<Grid, String> {
    let said = lang.said();
    match solver.verdict_until(grid, deadline) {
        Err(TimedOut) => Err(budget.unknown(Unsettled::OneSolution, lang)),
        Ok(Verdict::Invalid(c)) => Err(said
            .invalid
            .replace("{what}", &lang.steps().describe_conflict(grid.layout(), &c))),
        Ok(Verdict::Broken(b)) => Err(said.invalid.replace(
            "{what}",
            &lang
                .steps()
                .describe_relation_break(grid.layout(), grid.cells(), &b),
        )),
        Ok(Verdict::None) => Err(said.unsolvable.to_string()),
        Ok(Verdict::One(solution)) => Ok(solution),
        Ok(Verdict::Many) => Err(said.not_unique.to_string()),
    }
}
