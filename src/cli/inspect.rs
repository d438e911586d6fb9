//! `rate`, `hint`, `solve` and `check`: puzzles read from a file or
//! standard input, and what the library answers of each written as it
//! comes.

use super::input::*;
use super::note;
use super::text::*;
use anyhow::Result;
use std::io::Write;
use std::process::ExitCode;
use sudoku_press::app::args::*;
use sudoku_press::app::budget::Budget;
use sudoku_press::app::inspect::{self, Checker, PerLayout, SolveAsk, Tools};
use sudoku_press::format::Comments;
use sudoku_press::solver::Solver;

/// The exit code of a run in which every puzzle `passed`, or 1.
fn exit(passed: bool) -> ExitCode {
    match passed {
        true => ExitCode::SUCCESS,
        false => ExitCode::from(1),
    }
}

/// Runs `rate`: one line a puzzle, as it is read.
pub fn rate(args: RateArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut tools = Tools::cache();
    let mut passed = true;
    let progress = puzzles.progress("rating", quiet);
    let budget = Budget(args.time_budget);
    let lang = args.said.lang();
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        let t = Tools::kept(&mut tools, p.grid.shared_layout());
        let answer = inspect::rate(t, &p, budget, lang, args.format);
        passed &= answer.passed;
        out.write_all(answer.text.as_bytes())?;
    }
    out.flush()?;
    Ok(exit(passed))
}

/// Runs `hint`: the next step of each puzzle, or with `--all` every step,
/// as each is read.
pub fn hint(args: HintArgs) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut tools = Tools::cache();
    let mut passed = true;
    let lang = args.said.lang();
    let budget = Budget(args.time_budget);
    // One puzzle read ahead, to know whether to say which puzzle each
    // answer is for.
    let mut next = puzzles.next_puzzle()?;
    let mut after = puzzles.next_puzzle()?;
    let several = after.is_some();
    while let Some(p) = next {
        if several {
            let line = p.line.to_string();
            writeln!(out, "{}", lang.said().heading.replace("{line}", &line))?;
        }
        let t = Tools::kept(&mut tools, p.grid.shared_layout());
        let answer = inspect::hint(t, &p, args.all, puzzles.name(), budget, lang)?;
        passed &= answer.passed;
        out.write_all(answer.text.as_bytes())?;
        next = after;
        after = puzzles.next_puzzle()?;
    }
    out.flush()?;
    Ok(exit(passed))
}

/// Runs `solve`: a solution (or a count) a puzzle, as it is read.
pub fn solve(args: SolveArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut solvers = PerLayout::new(Solver::layout);
    let mut passed = true;
    let mut boxes = Comments::default();
    let progress = puzzles.progress("solving", quiet);
    let lang = args.said.lang();
    let ask = SolveAsk {
        count: args.count,
        limit: usize::try_from(args.limit).unwrap_or(usize::MAX),
        format: args.format,
        budget: Budget(args.time_budget),
    };
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        if !args.count {
            let line = args.format == TextFormat::Line;
            out.write_all(boxes.before(p.grid.layout(), line).as_bytes())?;
        }
        let layout = p.grid.shared_layout();
        let solver = solvers.get(layout, || Solver::of_layout(layout.clone()));
        let solved = inspect::solve(solver, &p, puzzles.name(), ask, lang);
        // The note before the answer it explains, on a shared terminal.
        if let Some(line) = &solved.note {
            out.flush()?;
            progress.suspend(|| note(line));
        }
        passed &= solved.answer.passed;
        out.write_all(solved.answer.text.as_bytes())?;
    }
    out.flush()?;
    Ok(exit(passed))
}

/// Runs `check`: each grid's conflicts and verdict.
pub fn check(args: CheckArgs) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let mut out = stdout();
    let mut passed = true;
    let mut checker = Checker::default();
    let lang = args.said.lang();
    while let Some(p) = puzzles.next_puzzle()? {
        let answer = checker.check(&p, lang);
        passed &= answer.passed;
        out.write_all(answer.text.as_bytes())?;
    }
    out.flush()?;
    Ok(exit(passed))
}
