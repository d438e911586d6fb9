//! `render`: puzzles read from a file typeset into a PDF sheet.

use super::input::*;
use super::note;
use super::output::Input;
use super::printing;
use super::printing::available_memory;
use super::progress::Progress;
use anyhow::Result;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sudoku_press::app::args::*;
use sudoku_press::app::budget::Budget;
use sudoku_press::app::inspect::{self, Tools};
use sudoku_press::app::plan::check_pdf_memory;
use sudoku_press::app::sheet_args::Sheet;
use sudoku_press::sheet;

/// Puzzles read between two checks that the sheet still fits in memory.
const MEMORY_CHECK_EVERY: usize = 4096;

/// Runs `render`: reads every puzzle, refuses one without a single
/// solution, and typesets them with their keys.
pub fn render(args: RenderArgs, quiet: bool) -> Result<ExitCode> {
    let Sheet {
        mut opts,
        files,
        found,
        paper,
    } = args.sheet.options(&printing::System)?;
    let mut inputs = printing::inputs(&files);
    let output = match (&args.output, &args.file) {
        (Some(p), _) if p == Path::new("-") => None,
        (Some(p), _) => Some(p.clone()),
        (None, Some(f)) if f != Path::new("-") => Some(f.with_extension("pdf")),
        (None, _) => Some(PathBuf::from("sudoku.pdf")),
    };
    inputs.extend(Input::puzzles(args.file.as_deref()));
    let sink = printing::Sink::open(output.as_deref(), &args.sheet, &inputs)?;
    if let (Some(line), false) = (&found, quiet) {
        note(line);
    }
    let mut input = Puzzles::open(args.file.as_deref(), args.shape.shape()?)?;
    let name = input.name().to_string();
    // Every puzzle is needed for the sheet: an input that would not fit in
    // memory as one is refused while it is read.
    let mut puzzles = Vec::new();
    let mut runs: Vec<(usize, u64)> = Vec::new();
    while let Some(p) = input.next_puzzle()? {
        let cells = p.grid.layout().cells();
        match runs.iter_mut().find(|r| r.0 == cells) {
            Some(run) => run.1 += 1,
            None => runs.push((cells, 1)),
        }
        puzzles.push(p);
        if puzzles.len().is_multiple_of(MEMORY_CHECK_EVERY) {
            check_pdf_memory(&runs, 0, available_memory())?;
        }
    }
    check_pdf_memory(&runs, 0, available_memory())?;
    sheet::check_tint(opts.tint, puzzles.iter().map(|p| p.grid.variant()))?;
    // The set code of a rendered sheet comes from its puzzles.
    opts.set_code = Some(sheet::set_code_of(puzzles.iter().map(|p| p.grid.cells())));
    let mut tools = Tools::cache();
    let mut sheets = Vec::new();
    let mut json = Vec::new();
    let progress = Progress::puzzles("typesetting", puzzles.len() as u64, quiet);
    let budget = Budget(args.time_budget);
    for (k, p) in puzzles.iter().enumerate() {
        progress.inc();
        let (puzzle, record) =
            inspect::for_sheet(k + 1, &mut tools, p, &name, budget, &args.sheet, &opts)?;
        sheets.push(puzzle);
        json.push(record);
    }
    progress.finish();
    let metadata = args.sheet.metadata.then(|| (String::new(), json));
    let paper = paper.map(|p| format!(", {p}"));
    if let Some(wrote) = printing::emit(sink, &sheets, &opts, metadata, &paper.unwrap_or_default())?
        && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}
