//! `render`: puzzles read from a file typeset into a PDF sheet.

use super::args::*;
use super::input::*;
use super::inspect::*;
use super::note;
use super::output;
use super::printing::{self, CaptionArg};
use super::progress::Progress;
use anyhow::Result;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sudoku_press::logic::Level;
use sudoku_press::records::{Rendered, json_line};
use sudoku_press::rng;
use sudoku_press::sheet;

/// Runs `render`: reads every puzzle, refuses one without a single
/// solution, and typesets them with their keys.
pub fn render(args: RenderArgs, quiet: bool) -> Result<ExitCode> {
    let mut opts = args.sheet.options()?;
    let output = match (&args.output, &args.file) {
        (Some(p), _) if p == Path::new("-") => None,
        (Some(p), _) => Some(p.clone()),
        (None, Some(f)) if f != Path::new("-") => Some(f.with_extension("pdf")),
        (None, _) => Some(PathBuf::from("sudoku.pdf")),
    };
    let input = output::input_identity(args.file.as_deref());
    let sink = printing::Sink::open(output.as_deref(), &args.sheet, &[input])?;
    let puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?.all()?;
    // The set code of a rendered sheet comes from its puzzles.
    let mut hash = rng::FNV_OFFSET;
    for p in &puzzles {
        hash = rng::fnv1a(hash, p.grid.cells());
    }
    opts.set_code = Some(sheet::set_code(hash));
    let mut cache = Vec::new();
    let mut sheets = Vec::new();
    let mut json = Vec::new();
    let progress = Progress::puzzles("typesetting", puzzles.len() as u64, quiet);
    for (k, p) in puzzles.iter().enumerate() {
        progress.inc();
        let shape = p.grid.shape();
        sheet::check(shape, &opts)?;
        let t = tools_for(&mut cache, shape);
        let solution = unique_solution(p, &mut t.solver).map_err(|why| {
            anyhow::anyhow!(
                "line {}: {why}; only puzzles with one solution are typeset",
                p.line
            )
        })?;
        let grade = t
            .grader
            .rate(p.grid.cells(), Level::Master)
            .map_err(|_| anyhow::anyhow!("line {}: the givens contradict", p.line))?;
        let level = if grade.solved {
            grade.level
        } else {
            Level::Beyond
        };
        let extra = match args.sheet.caption {
            CaptionArg::Level => None,
            CaptionArg::Score => Some(format!("{:.1}", grade.score)),
            CaptionArg::Id => p.comment.clone().filter(|c| !c.is_empty()),
        };
        json.push(json_line(&Rendered::new(
            k + 1,
            p.line,
            &p.grid,
            &solution,
            &grade,
            level,
        )));
        sheets.push(sheet::SheetPuzzle {
            number: k + 1,
            shape,
            puzzle: p.grid.cells().to_vec(),
            solution: solution.cells().to_vec(),
            caption: sheet::caption(k + 1, shape, level, extra),
            stars: args.sheet.stars(level),
        });
    }
    progress.finish();
    let metadata = args.sheet.metadata.then(|| (String::new(), json));
    if let Some(wrote) = printing::emit(sink, &sheets, &opts, metadata, "")?
        && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}
