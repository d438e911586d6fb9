//! What `rate`, `hint`, `solve`, `check` and `render` make of one puzzle
//! read: its rating line, its hint, its solution, its verdict, or its
//! place on a sheet, as text and values. The command reads the puzzles
//! and writes what these return; the tools a layout needs are built once
//! and kept ([`PerLayout`]).

use super::args::{RateFormat, TextFormat};
use super::budget::{Budget, Unsettled, unique_solution};
use super::sheet_args::SheetArgs;
use crate::format::Parsed;
use crate::grid::Grid;
use crate::houses::Houses;
use crate::lang::{Lang, fill};
use crate::layout::Layout;
use crate::logic::{Grader, Level, Stopped, explainer};
use crate::records::{OneDecimal, Rating, RatingError, Rendered, Techniques, json_line};
use crate::sheet::{SheetOptions, SheetPuzzle};
use crate::solver::Solver;
use anyhow::Result;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

/// Layouts whose tools are kept: a file of jigsaws has a layout a puzzle.
const KEPT_LAYOUTS: usize = 8;

/// What a layout's puzzles need, kept for the layouts met last: a file of
/// one shape builds them once.
pub struct PerLayout<T> {
    kept: Vec<T>,
    of: fn(&T) -> &Arc<Layout>,
}

impl<T> PerLayout<T> {
    /// None kept yet; `of` tells an entry's layout.
    pub fn new(of: fn(&T) -> &Arc<Layout>) -> PerLayout<T> {
        PerLayout {
            kept: Vec::new(),
            of,
        }
    }

    /// The entry for `layout`, made by `make` when there is none; past
    /// eight layouts the oldest goes.
    pub fn get(&mut self, layout: &Arc<Layout>, make: impl FnOnce() -> T) -> &mut T {
        let of = self.of;
        let found = self.kept.iter().position(|t| {
            let l = of(t);
            Arc::ptr_eq(l, layout) || **l == **layout
        });
        let k = match found {
            Some(k) => k,
            None => {
                if self.kept.len() == KEPT_LAYOUTS {
                    self.kept.remove(0);
                }
                self.kept.push(make());
                self.kept.len() - 1
            }
        };
        &mut self.kept[k]
    }
}

/// A layout's solver and grader.
pub struct Tools {
    /// Counts solutions.
    pub solver: Solver,
    /// Grades by the ladder.
    pub grader: Grader,
}

impl Tools {
    /// The tools kept for `layout` in `kept`, built when missing.
    pub fn kept<'a>(kept: &'a mut PerLayout<Tools>, layout: &Arc<Layout>) -> &'a mut Tools {
        kept.get(layout, || Tools {
            solver: Solver::of_layout(layout.clone()),
            grader: Grader::of_layout(layout),
        })
    }

    /// A cache of tools, none built yet.
    pub fn cache() -> PerLayout<Tools> {
        PerLayout::new(|t| t.solver.layout())
    }
}

/// What a command says of one puzzle: its text (whole lines), and
/// whether the puzzle passed (one solution, graded, hinted, valid).
pub struct Answer {
    /// The lines written for it.
    pub text: String,
    /// False makes the command's exit code 1.
    pub passed: bool,
}

/// `rate`'s line for `p` in `format`, within `budget`, in the words of
/// `lang`: its level, score, effort, hardest technique and counts, or why
/// it has none.
pub fn rate(t: &mut Tools, p: &Parsed, budget: Budget, lang: Lang, format: RateFormat) -> Answer {
    t.grader
        .set_explainer_budget(Duration::from_secs_f64(budget.0));
    let (said, words) = (lang.said(), lang.steps());
    let deadline = budget.start();
    let graded = unique_solution(&p.grid, &mut t.solver, deadline, budget, lang).and_then(|_| {
        match t.grader.rate_until(p.grid.cells(), Level::Master, deadline) {
            Ok(g) => Ok(g),
            Err(Stopped::TimedOut) => Err(budget.unknown(Unsettled::Grade, lang)),
            Err(Stopped::Contradiction) => Err(said.contradiction.to_string()),
        }
    });
    let g = match graded {
        Ok(g) => g,
        Err(why) => {
            let text = match format {
                RateFormat::Text => fill(
                    said.line,
                    &[("{line}", &p.line.to_string()), ("{why}", &why)],
                ),
                RateFormat::Json => json_line(&RatingError {
                    line: p.line,
                    level: None,
                    error: why,
                }),
            };
            return Answer {
                text: text + "\n",
                passed: false,
            };
        }
    };
    let text = match format {
        RateFormat::Text => {
            let hardest = match g.hardest {
                _ if !g.solved => said.hardest[0],
                Some(t) => words.technique_on(t, p.grid.layout()),
                None => said.hardest[1],
            };
            let counts: Vec<String> = g
                .techniques
                .iter()
                .map(|(t, n)| format!("{} {n}", words.technique_on(*t, p.grid.layout())))
                .collect();
            // A killer's effort is not measured: a dash.
            let effort = g.effort.map_or("-".to_string(), |e| format!("{e:.1}"));
            // A score SE's path did not finish is a lower bound: `9.5+`.
            let bound = g.explainer.as_ref().is_some_and(|se| !se.complete);
            let score = format!("{:.1}{}", g.score, if bound { "+" } else { "" });
            format!(
                "{:<8} {score:>4} {effort:>6}  {hardest:<27}  {}",
                lang.level(g.level),
                words.list(&counts)
            )
        }
        RateFormat::Json => json_line(&Rating {
            line: p.line,
            shape: p.grid.layout().shape_name(),
            level: g.level.name(),
            score: OneDecimal(g.score),
            effort: g.effort.map(OneDecimal),
            hardest: match g.hardest {
                _ if !g.solved => "guessing",
                Some(t) => t.name(),
                None => "none",
            },
            se_hardest: g.explainer.as_ref().map(|se| se.hardest.to_string()),
            ep: g.explainer.as_ref().map(|se| OneDecimal(se.ep)),
            ed: g.explainer.as_ref().map(|se| OneDecimal(se.ed)),
            score_is_lower_bound: g.explainer.as_ref().is_some_and(|se| !se.complete),
            techniques: Techniques(g.techniques.clone()),
        }),
    };
    Answer {
        text: text + "\n",
        passed: true,
    }
}

/// `hint`'s answer for `p`, read from the input `name`: the next step,
/// or with `all` every step and the grade, within `budget`, in the words
/// of `lang`; it passes when the puzzle has one solution and its hint was
/// found in time. Deductions that contradict are an error.
pub fn hint(
    t: &mut Tools,
    p: &Parsed,
    all: bool,
    name: &str,
    budget: Budget,
    lang: Lang,
) -> Result<Answer> {
    let layout = p.grid.layout();
    let deadline = budget.start();
    let said = lang.said();
    let no_hint = |why: &str| Answer {
        text: fill(
            said.no_hint,
            &[("{line}", &p.line.to_string()), ("{why}", why)],
        ) + "\n",
        passed: false,
    };
    if let Err(why) = unique_solution(&p.grid, &mut t.solver, deadline, budget, lang) {
        return Ok(no_hint(&why));
    }
    let contradict = || anyhow::anyhow!("{name}: line {}: the deductions contradict", p.line);
    let mut text = String::new();
    if all {
        let g = match t
            .grader
            .solve_until(p.grid.cells(), Level::Master, true, deadline)
        {
            Ok(g) => g,
            Err(Stopped::TimedOut) => return Ok(no_hint(&budget.unknown(Unsettled::Steps, lang))),
            Err(Stopped::Contradiction) => return Err(contradict()),
        };
        for (i, s) in g.steps.iter().enumerate() {
            let _ = writeln!(text, "{:>3}. {}", i + 1, s.explain_in_lang(layout, lang));
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
            let _ = writeln!(text, "{solved}");
        } else {
            let _ = writeln!(text, "{}", said.stuck_rest);
        }
    } else if p.grid.empty_cells() == 0 {
        let _ = writeln!(text, "{}", said.nothing_to_do);
    } else {
        match t.grader.next_step_until(&p.grid, deadline) {
            Ok(Some(s)) => {
                let _ = writeln!(text, "{}", s.explain_in_lang(layout, lang));
            }
            Err(Stopped::TimedOut) => {
                return Ok(no_hint(&budget.unknown(Unsettled::NextStep, lang)));
            }
            _ => {
                let _ = writeln!(text, "{}", said.stuck_next);
            }
        }
    }
    Ok(Answer { text, passed: true })
}

/// What `solve` says of one puzzle: its answer on standard output, and a
/// note for the terminal (why there is none), written before it.
pub struct Solved {
    /// `unknown`, the count, the solution, `multiple` and one solution,
    /// or `unsolvable`.
    pub answer: Answer,
    /// Why there is no answer (out of time, or givens that repeat a
    /// symbol), naming the input and line.
    pub note: Option<String>,
}

/// How `solve` answers.
#[derive(Clone, Copy, Debug)]
pub struct SolveAsk {
    /// The count of solutions, up to `limit`, rather than a solution.
    pub count: bool,
    /// The most solutions counted.
    pub limit: usize,
    /// The text form of a solution.
    pub format: TextFormat,
    /// The time a puzzle may take.
    pub budget: Budget,
}

/// `solve`'s answer for `p`, read from the input `name`, with the solver
/// of its layout, as `ask` asks, in the words of `lang`; it passes with
/// exactly one solution.
pub fn solve(solver: &mut Solver, p: &Parsed, name: &str, ask: SolveAsk, lang: Lang) -> Solved {
    let limit = if ask.count { ask.limit } else { 2 };
    let Ok(counted) = solver.count_until(&p.grid, limit, ask.budget.start()) else {
        // Out of time: no count and no grid, which would look settled.
        return Solved {
            answer: Answer {
                text: "unknown\n".to_string(),
                passed: false,
            },
            note: Some(format!(
                "{name}: line {}: {}",
                p.line,
                ask.budget.unknown(Unsettled::Solutions, lang)
            )),
        };
    };
    // Givens that repeat a symbol in a house, or else break a relation
    // between cells, are named as the reason.
    let (layout, cells) = (p.grid.layout(), p.grid.cells());
    let note = match counted.count {
        0 => {
            let conflict = p
                .grid
                .conflicts_with(solver.houses())
                .first()
                .map(|c| lang.steps().describe_conflict(layout, c));
            let broken = || {
                let breaks = layout.relations().map(|r| r.breaks(cells))?;
                let first = breaks.first()?;
                Some(lang.steps().describe_relation_break(layout, cells, first))
            };
            conflict.or_else(broken).map(|what| {
                let why = lang.said().unsolvable_because.replace("{what}", &what);
                format!("{name}: line {}: {why}", p.line)
            })
        }
        _ => None,
    };
    let text = match (ask.count, counted.count, &counted.solution) {
        (true, n, _) => format!("{n}\n"),
        (false, 1, Some(s)) => grid_text(s, ask.format),
        (false, _, Some(s)) => {
            let sep = match ask.format {
                TextFormat::Grid => '\n',
                TextFormat::Line => ' ',
            };
            format!("multiple{sep}{}", grid_text(s, ask.format))
        }
        (false, _, None) => "unsolvable\n".to_string(),
    };
    Solved {
        answer: Answer {
            text,
            passed: counted.count == 1,
        },
        note,
    }
}

/// `grid` in a text form, as a whole line or lines.
pub fn grid_text(grid: &Grid, format: TextFormat) -> String {
    match format {
        TextFormat::Line => grid.to_line() + "\n",
        TextFormat::Grid => grid.to_grid_text() + "\n",
    }
}

/// `check`'s verdicts: the house tables of the last layout met, kept.
#[derive(Default)]
pub struct Checker {
    houses: Option<Houses>,
}

impl Checker {
    /// What `check` says of `p` in the words of `lang`: every symbol
    /// repeated in a house, every cage broken and every relation between
    /// cells or cell's property broken, then the verdict
    /// (invalid, solved, or the empty cells left); it passes when it
    /// breaks no rule.
    pub fn check(&mut self, p: &Parsed, lang: Lang) -> Answer {
        let layout = p.grid.layout();
        let houses = match &mut self.houses {
            Some(h) if h.layout() == layout => h,
            kept => kept.insert(Houses::of_layout(layout)),
        };
        let said = lang.said();
        let mut text = String::new();
        let conflicts = p.grid.conflicts_with(houses);
        for c in &conflicts {
            let what = lang.steps().describe_conflict(layout, c);
            let _ = writeln!(text, "{}", said.conflict.replace("{what}", &what));
        }
        // A killer's cages: repeats and sums.
        let breaks = match layout.cages() {
            Some(cages) => cages
                .breaks(p.grid.cells())
                .iter()
                .map(|b| lang.steps().describe_cage_break(cages, b))
                .collect(),
            None => Vec::new(),
        };
        for what in &breaks {
            let _ = writeln!(text, "{}", said.conflict.replace("{what}", what));
        }
        // Relations between cells, cells' properties.
        let cells = p.grid.cells();
        let broken = match layout.relations() {
            Some(relations) => relations.breaks(cells),
            None => Vec::new(),
        };
        for b in &broken {
            let what = lang.steps().describe_relation_break(layout, cells, b);
            let _ = writeln!(text, "{}", said.conflict.replace("{what}", &what));
        }
        let passed = conflicts.is_empty() && breaks.is_empty() && broken.is_empty();
        let verdict = match (passed, p.grid.empty_cells()) {
            (false, _) => said.verdicts[0].to_string(),
            (true, 0) => said.verdicts[1].to_string(),
            (true, k) => said.verdicts[2].replace("{k}", &k.to_string()),
        };
        let _ = writeln!(text, "{verdict}");
        Answer { text, passed }
    }
}

/// Puzzle `number` of a `render` sheet of `opts`, read as `p` from the
/// input `name`: its one solution and grade, within `budget`, its caption
/// and stars from the sheet's flags, and its JSON record; a puzzle the
/// sheet cannot print, without one solution, or not graded in time, is
/// refused (the last two naming its line).
pub fn for_sheet(
    number: usize,
    tools: &mut PerLayout<Tools>,
    p: &Parsed,
    name: &str,
    budget: Budget,
    sheet: &SheetArgs,
    opts: &SheetOptions,
) -> Result<(SheetPuzzle, String)> {
    crate::sheet::check(p.grid.shape(), p.grid.variant(), opts)?;
    let t = Tools::kept(tools, p.grid.shared_layout());
    let deadline = budget.start();
    let solution =
        unique_solution(&p.grid, &mut t.solver, deadline, budget, Lang::En).map_err(|why| {
            anyhow::anyhow!(
                "{name}: line {}: {why}; only puzzles with one solution are typeset",
                p.line
            )
        })?;
    let grade = t
        .grader
        .rate_until(p.grid.cells(), Level::Master, deadline)
        .map_err(|e| match e {
            Stopped::TimedOut => anyhow::anyhow!(
                "{name}: line {}: {}; a larger --time-budget may grade it",
                p.line,
                budget.unknown(Unsettled::Grade, Lang::En)
            ),
            Stopped::Contradiction => {
                anyhow::anyhow!("{name}: line {}: the givens contradict", p.line)
            }
        })?;
    let level = if grade.solved {
        grade.level
    } else {
        Level::Beyond
    };
    let record = json_line(&Rendered::new(
        number, p.line, &p.grid, &solution, &grade, level,
    ));
    let puzzle = SheetPuzzle {
        number,
        layout: p.grid.shared_layout().clone(),
        puzzle: p.grid.cells().to_vec(),
        solution: solution.cells().to_vec(),
        caption: sheet.caption(
            number,
            p.grid.layout(),
            level,
            || grade.score,
            || p.comment.clone().filter(|c| !c.is_empty()),
            opts.lang,
        ),
        stars: sheet.stars(level),
    };
    Ok((puzzle, record))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Shape;
    use crate::grid::Grid;
    use crate::lang::Lang;
    use crate::layout::Layout;
    use crate::relations::{Marks, Relations};
    use crate::solver::{Solver, Verdict};
    use std::sync::Arc;

    #[test]
    fn check_and_the_verdict_name_a_broken_relation() {
        // 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1 with r1c2 > r1c1 and r4c4
        // even: the sign holds, the parity does not.
        let solution = vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let marks = Marks {
            greater: vec![[1, 0]],
            even: vec![15],
            ..Marks::default()
        };
        let relations = Relations::new(4, marks).unwrap();
        let layout = Layout::classic(Shape::new(2, 2).unwrap());
        let layout = Arc::new(layout.with_relations(relations).unwrap());
        let grid = Grid::of_layout(layout.clone(), solution.clone()).unwrap();
        assert!(grid.conflicts().is_empty() && !grid.is_solved());
        let parsed = Parsed {
            grid: grid.clone(),
            line: 1,
            comment: None,
            solution: None,
        };
        let answer = Checker::default().check(&parsed, Lang::En);
        assert!(!answer.passed);
        assert!(
            answer.text.contains("r4c4 is an even cell but holds 1"),
            "{}",
            answer.text
        );
        let mut solver = Solver::of_layout(layout.clone());
        assert!(matches!(solver.verdict(&grid), Verdict::Broken(_)));
        let ask = SolveAsk {
            count: false,
            limit: 2,
            budget: Budget(10.0),
            format: TextFormat::Line,
        };
        let solved = solve(&mut solver, &parsed, "in.txt", ask, Lang::En);
        assert_eq!(solved.answer.text, "unsolvable\n");
        assert_eq!(
            solved.note.unwrap(),
            "in.txt: line 1: unsolvable: r4c4 is an even cell but holds 1"
        );
        // Without the wrong given, no solution: r4c4 can hold no even.
        let mut cells = solution;
        cells[15] = 0;
        let grid = Grid::of_layout(layout, cells).unwrap();
        assert_eq!(solver.verdict(&grid), Verdict::None);
        let answer = Checker::default().check(&Parsed { grid, ..parsed }, Lang::De);
        assert!(answer.passed, "{}", answer.text);
    }
}
