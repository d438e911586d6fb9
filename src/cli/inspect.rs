//! `rate`, `hint`, `solve` and `check`: answers about puzzles read from
//! a file or standard input.

use super::input::*;
use super::note;
use super::text::*;
use anyhow::Result;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use sudoku_press::app::args::*;
use sudoku_press::app::budget::{Budget, Unsettled, unique_solution};
use sudoku_press::format::{Comments, Parsed};
use sudoku_press::houses::Houses;
use sudoku_press::lang::{Lang, fill};
use sudoku_press::layout::Layout;
use sudoku_press::logic::{Grader, Level, Stopped, explainer};
use sudoku_press::records::{OneDecimal, Rating, RatingError, Techniques, json_line};
use sudoku_press::solver::Solver;

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
    let lang = args.said.lang();
    let (said, words) = (lang.said(), lang.steps());
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        let t = tools_for(&mut cache, p.grid.shared_layout());
        t.grader
            .set_explainer_budget(Duration::from_secs_f64(args.time_budget));
        let deadline = budget.start();
        let graded =
            unique_solution(&p.grid, &mut t.solver, deadline, budget, lang).and_then(|_| {
                match t.grader.rate_until(p.grid.cells(), Level::Master, deadline) {
                    Ok(g) => Ok(g),
                    Err(Stopped::TimedOut) => Err(budget.unknown(Unsettled::Grade, lang)),
                    Err(Stopped::Contradiction) => Err(said.contradiction.to_string()),
                }
            });
        let g = match graded {
            Ok(g) => g,
            Err(why) => {
                all_rated = false;
                match args.format {
                    RateFormat::Text => writeln!(
                        out,
                        "{}",
                        fill(
                            said.line,
                            &[("{line}", &p.line.to_string()), ("{why}", &why)]
                        )
                    )?,
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
                let hardest = match g.hardest {
                    _ if !g.solved => said.hardest[0],
                    Some(t) => words.technique(t),
                    None => said.hardest[1],
                };
                let counts: Vec<String> = g
                    .techniques
                    .iter()
                    .map(|(t, n)| format!("{} {n}", words.technique(*t)))
                    .collect();
                // A killer's effort is not measured: a dash.
                let effort = g.effort.map_or("-".to_string(), |e| format!("{e:.1}"));
                // A score SE's path did not finish is a lower bound: `9.5+`.
                let bound = g.explainer.as_ref().is_some_and(|se| !se.complete);
                let score = format!("{:.1}{}", g.score, if bound { "+" } else { "" });
                writeln!(
                    out,
                    "{:<8} {score:>4} {effort:>6}  {hardest:<27}  {}",
                    lang.level(g.level),
                    words.list(&counts)
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
        let lang = args.said.lang();
        if several {
            let line = p.line.to_string();
            writeln!(out, "{}", lang.said().heading.replace("{line}", &line))?;
        }
        let t = tools_for(&mut cache, p.grid.shared_layout());
        let budget = Budget(args.time_budget);
        all_unique &= hint_one(&mut out, t, &p, args.all, puzzles.name(), budget, lang)?;
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
/// `name`, within `budget`, in the words of `lang`; returns whether it has
/// one solution and its hint was found in time.
fn hint_one(
    out: &mut impl Write,
    t: &mut Tools,
    p: &Parsed,
    all: bool,
    name: &str,
    budget: Budget,
    lang: Lang,
) -> Result<bool> {
    let layout = p.grid.layout();
    let deadline = budget.start();
    let said = lang.said();
    let no_hint = |out: &mut dyn Write, why: &str| -> Result<bool> {
        let line = p.line.to_string();
        writeln!(
            out,
            "{}",
            fill(said.no_hint, &[("{line}", &line), ("{why}", why)])
        )?;
        Ok(false)
    };
    if let Err(why) = unique_solution(&p.grid, &mut t.solver, deadline, budget, lang) {
        return no_hint(out, &why);
    }
    let contradict = || anyhow::anyhow!("{name}: line {}: the deductions contradict", p.line);
    if all {
        let g = match t
            .grader
            .solve_until(p.grid.cells(), Level::Master, true, deadline)
        {
            Ok(g) => g,
            Err(Stopped::TimedOut) => {
                return no_hint(out, &budget.unknown(Unsettled::Steps, lang));
            }
            Err(Stopped::Contradiction) => return Err(contradict()),
        };
        for (i, s) in g.steps.iter().enumerate() {
            writeln!(out, "{:>3}. {}", i + 1, s.explain_in_lang(layout, lang))?;
        }
        if g.solved {
            let se =
                explainer::rating_within(layout, p.grid.cells(), deadline.left(explainer::BUDGET));
            let (score, bound) = se.map_or((g.score, false), |se| (se.er, !se.complete));
            let bound = if bound { "+" } else { "" };
            let score = format!("{score:.1}{bound}");
            let solved = fill(
                said.solved_at,
                &[("{level}", lang.level(g.level)), ("{score}", &score)],
            );
            writeln!(out, "{solved}")?;
        } else {
            writeln!(out, "{}", said.stuck_rest)?;
        }
    } else if p.grid.empty_cells() == 0 {
        writeln!(out, "{}", said.nothing_to_do)?;
    } else {
        match t.grader.next_step_until(&p.grid, deadline) {
            Ok(Some(s)) => writeln!(out, "{}", s.explain_in_lang(layout, lang))?,
            Err(Stopped::TimedOut) => {
                return no_hint(out, &budget.unknown(Unsettled::NextStep, lang));
            }
            _ => writeln!(out, "{}", said.stuck_next)?,
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
    let mut boxes = Comments::default();
    let progress = puzzles.progress("solving", quiet);
    let lang = args.said.lang();
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        if !args.count {
            let line = args.format == TextFormat::Line;
            out.write_all(boxes.before(p.grid.layout(), line).as_bytes())?;
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
                    budget.unknown(Unsettled::Solutions, lang)
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
                let why = lang.said().unsolvable_because.replace(
                    "{what}",
                    &lang.steps().describe_conflict(p.grid.layout(), c),
                );
                note(&format!("{}: line {}: {why}", puzzles.name(), p.line))
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
    let lang = args.said.lang();
    let said = lang.said();
    while let Some(p) = puzzles.next_puzzle()? {
        if houses
            .as_ref()
            .is_none_or(|h| h.layout() != p.grid.layout())
        {
            houses = Some(Houses::of_layout(p.grid.layout()));
        }
        let conflicts = p.grid.conflicts_with(houses.as_ref().expect("built above"));
        for c in &conflicts {
            let what = lang.steps().describe_conflict(p.grid.layout(), c);
            writeln!(out, "{}", said.conflict.replace("{what}", &what))?;
        }
        // A killer's cages: repeats and sums.
        let breaks = match p.grid.layout().cages() {
            Some(cages) => cages.breaks(p.grid.cells()),
            None => Vec::new(),
        };
        for b in &breaks {
            let cages = p.grid.layout().cages().expect("breaks of cages");
            let what = lang.steps().describe_cage_break(cages, b);
            writeln!(out, "{}", said.conflict.replace("{what}", &what))?;
        }
        if !conflicts.is_empty() || !breaks.is_empty() {
            all_valid = false;
            writeln!(out, "{}", said.verdicts[0])?;
        } else if p.grid.empty_cells() == 0 {
            writeln!(out, "{}", said.verdicts[1])?;
        } else {
            let empty = p.grid.empty_cells().to_string();
            writeln!(out, "{}", said.verdicts[2].replace("{k}", &empty))?;
        }
    }
    out.flush()?;
    if !all_valid {
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
