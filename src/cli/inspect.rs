//! `rate`, `hint`, `solve` and `check`: answers about puzzles read from
//! a file or standard input.

use super::args::*;
use super::input::*;
use super::note;
use super::text::*;
use anyhow::Result;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use sudoku_press::deadline::{Deadline, TimedOut};
use sudoku_press::format::Parsed;
use sudoku_press::grid::Grid;
use sudoku_press::layout::Layout;
use sudoku_press::logic::{Grader, Level, Stopped, explainer};
use sudoku_press::records::{OneDecimal, Rating, RatingError, Techniques, json_line};
use sudoku_press::shape::Houses;
use sudoku_press::solver::{Solver, Verdict};

/// The seconds a command may spend on one puzzle (`--time-budget`).
#[derive(Clone, Copy, Debug)]
pub struct Budget(pub f64);

impl Budget {
    /// The deadline of a puzzle started now.
    pub fn start(self) -> Deadline {
        Deadline::after(Duration::from_secs_f64(self.0))
    }

    /// What is said of a puzzle whose `what` was not settled in time.
    pub fn unknown(self, what: &str) -> String {
        format!(
            "unknown: {what} not settled within {} s (--time-budget)",
            self.0
        )
    }
}

/// The one solution of a puzzle, or why it cannot be rated, hinted or
/// typeset: contradictory givens, no solution, several, or not known by
/// `deadline` (of `budget`).
pub fn unique_solution(
    p: &Parsed,
    solver: &mut Solver,
    deadline: Deadline,
    budget: Budget,
) -> Result<Grid, String> {
    match solver.verdict_until(&p.grid, deadline) {
        Err(TimedOut) => Err(budget.unknown("whether it has one solution was")),
        Ok(Verdict::Invalid(c)) => Err(format!("invalid: {}", c.describe(p.grid.layout()))),
        Ok(Verdict::None) => Err("unsolvable: no solution".to_string()),
        Ok(Verdict::One(solution)) => Ok(solution),
        Ok(Verdict::Many) => Err("not unique: several solutions".to_string()),
    }
}

/// Per-layout tools, built once per layout met in the input.
pub struct Tools {
    pub solver: Solver,
    pub grader: Grader,
}

/// Layouts whose tools are kept: a file of jigsaws has a layout a puzzle.
const KEPT_LAYOUTS: usize = 8;

pub fn tools_for<'a>(cache: &'a mut Vec<Tools>, layout: &Arc<Layout>) -> &'a mut Tools {
    cached(
        cache,
        layout,
        |t| t.solver.layout(),
        || Tools {
            solver: Solver::of_layout(layout.clone()),
            grader: Grader::of_layout(layout),
        },
    )
}

/// The entry of `cache` for `layout` (`of` tells an entry's), made by
/// `make` when there is none; past [`KEPT_LAYOUTS`] the oldest goes.
fn cached<'a, T>(
    cache: &'a mut Vec<T>,
    layout: &Arc<Layout>,
    of: impl Fn(&T) -> &Arc<Layout>,
    make: impl FnOnce() -> T,
) -> &'a mut T {
    let found = cache.iter().position(|t| {
        let l = of(t);
        Arc::ptr_eq(l, layout) || **l == **layout
    });
    let k = match found {
        Some(k) => k,
        None => {
            if cache.len() == KEPT_LAYOUTS {
                cache.remove(0);
            }
            cache.push(make());
            cache.len() - 1
        }
    };
    &mut cache[k]
}

/// Runs `rate`: one line a puzzle, as it is read.
pub fn rate(args: RateArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut cache = Vec::new();
    let mut all_rated = true;
    let progress = puzzles.progress("rating", quiet);
    let budget = Budget(args.time_budget);
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        let t = tools_for(&mut cache, p.grid.shared_layout());
        t.grader
            .set_explainer_budget(Duration::from_secs_f64(args.time_budget));
        let deadline = budget.start();
        let graded = unique_solution(&p, &mut t.solver, deadline, budget).and_then(|_| {
            match t.grader.rate_until(p.grid.cells(), Level::Master, deadline) {
                Ok(g) => Ok(g),
                Err(Stopped::TimedOut) => Err(budget.unknown("its grade was")),
                Err(Stopped::Contradiction) => Err("invalid: contradiction".to_string()),
            }
        });
        let g = match graded {
            Ok(g) => g,
            Err(why) => {
                all_rated = false;
                match args.format {
                    RateFormat::Text => writeln!(out, "line {}: {why}", p.line)?,
                    RateFormat::Json => writeln!(
                        out,
                        "{}",
                        json_line(&RatingError {
                            line: p.line,
                            level: None,
                            error: why,
                        })
                    )?,
                }
                continue;
            }
        };
        let hardest = match g.hardest {
            _ if !g.solved => "guessing",
            Some(t) => t.name(),
            None => "none",
        };
        match args.format {
            RateFormat::Text => {
                let counts: Vec<String> = g
                    .techniques
                    .iter()
                    .map(|(t, n)| format!("{} {n}", t.name()))
                    .collect();
                // A killer's effort is not measured: a dash.
                let effort = g.effort.map_or("-".to_string(), |e| format!("{e:.1}"));
                // A score SE's path did not finish is a lower bound: `9.5+`.
                let bound = g.explainer.as_ref().is_some_and(|se| !se.complete);
                let score = format!("{:.1}{}", g.score, if bound { "+" } else { "" });
                writeln!(
                    out,
                    "{:<8} {score:>4} {effort:>6}  {hardest:<27}  {}",
                    g.level.name(),
                    counts.join(", ")
                )?;
            }
            RateFormat::Json => writeln!(
                out,
                "{}",
                json_line(&Rating {
                    line: p.line,
                    shape: p.grid.layout().shape_name(),
                    level: g.level.name(),
                    score: OneDecimal(g.score),
                    effort: g.effort.map(OneDecimal),
                    hardest,
                    se_hardest: g.explainer.as_ref().map(|se| se.hardest.to_string()),
                    ep: g.explainer.as_ref().map(|se| OneDecimal(se.ep)),
                    ed: g.explainer.as_ref().map(|se| OneDecimal(se.ed)),
                    score_is_lower_bound: g.explainer.as_ref().is_some_and(|se| !se.complete),
                    techniques: Techniques(g.techniques.clone()),
                })
            )?,
        }
    }
    out.flush()?;
    Ok(if all_rated {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Runs `hint`: the next step of each puzzle, or with `--all` every step,
/// as each is read.
pub fn hint(args: HintArgs) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut cache = Vec::new();
    let mut all_unique = true;
    // One puzzle read ahead, to know whether to say which puzzle each
    // answer is for.
    let mut next = puzzles.next_puzzle()?;
    let mut after = puzzles.next_puzzle()?;
    let several = after.is_some();
    while let Some(p) = next {
        if several {
            writeln!(out, "# line {}", p.line)?;
        }
        let t = tools_for(&mut cache, p.grid.shared_layout());
        let budget = Budget(args.time_budget);
        all_unique &= hint_one(&mut out, t, &p, args.all, puzzles.name(), budget)?;
        next = after;
        after = puzzles.next_puzzle()?;
    }
    out.flush()?;
    Ok(if all_unique {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Writes the hint (or with `all` every step) for `p`, read from the input
/// `name`, within `budget`; returns whether it has one solution and its
/// hint was found in time.
fn hint_one(
    out: &mut impl Write,
    t: &mut Tools,
    p: &Parsed,
    all: bool,
    name: &str,
    budget: Budget,
) -> Result<bool> {
    let layout = p.grid.layout();
    let deadline = budget.start();
    if let Err(why) = unique_solution(p, &mut t.solver, deadline, budget) {
        writeln!(out, "line {}: {why}; no logical hint", p.line)?;
        return Ok(false);
    }
    let contradict = || anyhow::anyhow!("{name}: line {}: the deductions contradict", p.line);
    if all {
        let g = match t
            .grader
            .solve_until(p.grid.cells(), Level::Master, true, deadline)
        {
            Ok(g) => g,
            Err(Stopped::TimedOut) => {
                let why = budget.unknown("the steps were");
                writeln!(out, "line {}: {why}; no logical hint", p.line)?;
                return Ok(false);
            }
            Err(Stopped::Contradiction) => return Err(contradict()),
        };
        for (i, s) in g.steps.iter().enumerate() {
            writeln!(out, "{:>3}. {}", i + 1, s.explain_in(layout))?;
        }
        if g.solved {
            let se =
                explainer::rating_within(layout, p.grid.cells(), deadline.left(explainer::BUDGET));
            let (score, bound) = se.map_or((g.score, false), |se| (se.er, !se.complete));
            let bound = if bound { "+" } else { "" };
            writeln!(out, "solved: {} (score {score:.1}{bound})", g.level)?;
        } else {
            writeln!(
                out,
                "stuck: no technique of the ladder applies; the rest needs guessing"
            )?;
        }
    } else if p.grid.empty_cells() == 0 {
        writeln!(out, "solved: nothing to do")?;
    } else {
        match t.grader.next_step_until(&p.grid, deadline) {
            Ok(Some(s)) => writeln!(out, "{}", s.explain_in(layout))?,
            Err(Stopped::TimedOut) => {
                let why = budget.unknown("the next step was");
                writeln!(out, "line {}: {why}; no logical hint", p.line)?;
                return Ok(false);
            }
            _ => writeln!(
                out,
                "no technique of the ladder applies; the next step needs guessing"
            )?,
        }
    }
    Ok(true)
}

/// Runs `solve`: a solution (or a count) a puzzle, as it is read.
pub fn solve(args: SolveArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut solvers: Vec<Solver> = Vec::new();
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let mut all_unique = true;
    let mut boxes = BoxHeader::default();
    let progress = puzzles.progress("solving", quiet);
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        if !args.count {
            boxes.write(&mut out, p.grid.layout(), args.format == TextFormat::Line)?;
        }
        let layout = p.grid.shared_layout();
        let solver = cached(&mut solvers, layout, Solver::layout, || {
            Solver::of_layout(layout.clone())
        });
        let budget = Budget(args.time_budget);
        let limit = if args.count { limit } else { 2 };
        let Ok(counted) = solver.count_until(&p.grid, limit, budget.start()) else {
            // Out of time: no count and no grid, which would look settled.
            all_unique = false;
            out.flush()?;
            progress.suspend(|| {
                note(&format!(
                    "{}: line {}: {}",
                    puzzles.name(),
                    p.line,
                    budget.unknown("its solutions were")
                ))
            });
            writeln!(out, "unknown")?;
            continue;
        };
        all_unique &= counted.count == 1;
        // Givens that repeat a symbol in a house are named as the reason.
        if counted.count == 0
            && let Some(c) = p.grid.conflicts_with(solver.houses()).first()
        {
            out.flush()?;
            progress.suspend(|| {
                note(&format!(
                    "{}: line {}: unsolvable: {}",
                    puzzles.name(),
                    p.line,
                    c.describe(p.grid.layout())
                ))
            });
        }
        if args.count {
            writeln!(out, "{}", counted.count)?;
            continue;
        }
        match (counted.count, &counted.solution) {
            (1, Some(s)) => write_grid(&mut out, s, args.format)?,
            (_, Some(s)) => {
                let sep = if args.format == TextFormat::Grid {
                    '\n'
                } else {
                    ' '
                };
                write!(out, "multiple{sep}")?;
                write_grid(&mut out, s, args.format)?;
            }
            _ => writeln!(out, "unsolvable")?,
        }
    }
    out.flush()?;
    Ok(if all_unique {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Runs `check`: each grid's conflicts and verdict.
pub fn check(args: CheckArgs) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut all_valid = true;
    // House tables are built once a layout, not once a puzzle.
    let mut houses: Option<Houses> = None;
    while let Some(p) = puzzles.next_puzzle()? {
        if houses
            .as_ref()
            .is_none_or(|h| h.layout() != p.grid.layout())
        {
            houses = Some(Houses::of_layout(p.grid.layout()));
        }
        let conflicts = p.grid.conflicts_with(houses.as_ref().expect("built above"));
        for c in &conflicts {
            writeln!(out, "conflict: {}", c.describe(p.grid.layout()))?;
        }
        // A killer's cages: repeats and sums.
        let breaks = match p.grid.layout().cages() {
            Some(cages) => cages.breaks(p.grid.cells()),
            None => Vec::new(),
        };
        for b in &breaks {
            let cages = p.grid.layout().cages().expect("breaks of cages");
            writeln!(out, "conflict: {}", cages.describe(b))?;
        }
        if !conflicts.is_empty() || !breaks.is_empty() {
            all_valid = false;
            writeln!(out, "invalid")?;
        } else if p.grid.empty_cells() == 0 {
            writeln!(out, "solved")?;
        } else {
            writeln!(out, "valid, {} empty cells", p.grid.empty_cells())?;
        }
    }
    out.flush()?;
    if !all_valid {
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
