//! `generate`: puzzles of a run (or a `--mix`) to text or a PDF sheet.

use super::note;
use super::output::Outputs;
use super::printing;
use super::progress::{self, Progress};
use anyhow::{Context, Result};
use std::io::{self, Write};
use std::process::ExitCode;
use sudoku_press::app::args::*;
use sudoku_press::app::plan::{Plan, carve_sections, sheet_puzzle};
use sudoku_press::app::written::puzzle_text;
use sudoku_press::carve::{CarveOptions, Carved, PuzzleId};

/// Runs `generate`: its arguments resolved into a plan, every option
/// checked before any work ([`Plan::resolve`]), then the plan run
/// ([`run`]): outputs opened, the run carved in parallel, text
/// written as it comes or the sheet at the end.
pub fn generate(args: GenerateArgs, quiet: bool) -> Result<ExitCode> {
    run(Plan::resolve(args, &printing::System)?, quiet)
}

/// Runs the plan: every output opened before any work (an output that
/// cannot be written is refused here), then the puzzles carved and
/// written.
fn run(plan: Plan, quiet: bool) -> Result<ExitCode> {
    let section_opts: Vec<CarveOptions> = plan
        .sections
        .iter()
        .map(|s| plan.carve_opts(&s.id))
        .collect();
    // Written with the first puzzle, so that a run that makes none prints
    // nothing but its error.
    let mut header = plan.header();
    let mut boxes = plan.comments();
    let Plan {
        ref args,
        format,
        pdf,
        ref sections,
        total,
        seed,
        ref output,
        ref sheet_opts,
        ref font_files,
        ref font_note,
        ref paper,
        ..
    } = plan;
    let font_inputs = printing::inputs(font_files);
    // Every output is checked and opened before any work.
    let sheet_sink = match pdf && format == GenerateFormat::Pdf {
        true => Some(printing::Sink::open(
            output.as_deref(),
            &args.sheet,
            &font_inputs,
        )?),
        false => None,
    };
    let text_file = match (&output, pdf) {
        (Some(path), false) => Some(Outputs::prepare(std::slice::from_ref(path), &font_inputs)?),
        _ => None,
    };
    // `4x4` is the box of a 16x16 grid, and what many call the small grid:
    // say which is made, once the run is sure to start.
    if !quiet {
        if let Some(line) = &font_note
            && pdf
        {
            note(line);
        }
        let given = args.shape.box_shape.map(|s| (s, "say --size 4"));
        let mixed = args.mix.iter().flat_map(|m| &m.0).filter(|m| m.as_box);
        let mut noted = Vec::new();
        for (shape, how) in given
            .into_iter()
            .chain(mixed.map(|m| (m.shape, "write the size in --mix, such as 4:easy:4")))
        {
            if let Some(line) = sudoku_press::app::sheet_args::box_note(shape, how)
                && !noted.contains(&shape)
            {
                noted.push(shape);
                note(&line);
            }
        }
    }
    let threads = args
        .threads
        .map(|t| t as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .min(total.try_into().unwrap_or(usize::MAX))
        .max(1);
    let written = || match &output {
        Some(path) => format!("cannot write '{}'", path.display()),
        None => "cannot write standard output".to_string(),
    };
    // Text goes to its file (a temporary one until the run is done) or to
    // standard output as it is made.
    let mut out: Box<dyn Write> = match (text_file.as_ref(), pdf) {
        (Some(f), _) => Box::new(io::BufWriter::new(f.try_clone_file(0)?)),
        (None, false) => Box::new(io::BufWriter::new(io::stdout().lock())),
        (None, true) => Box::new(io::sink()),
    };
    let mut made: Vec<(PuzzleId, Carved)> = Vec::new();
    // Text on the terminal as it is made: no bar over it.
    let on_screen = !pdf && text_file.is_none() && progress::stdout_on_terminal();
    let progress = Progress::puzzles("generating", total, quiet || on_screen);
    let result = carve_sections(sections, &section_opts, threads, |id, c| {
        progress.inc();
        if pdf {
            made.push((id, c.clone()));
            return Ok(());
        }
        if let Some(h) = header.take() {
            writeln!(out, "{h}")?;
        }
        let text = puzzle_text(&mut boxes, format, &id, c);
        out.write_all(text.as_bytes()).map_err(anyhow::Error::from)
    });
    progress.finish();
    // A write error names where it went; a carving error speaks for
    // itself.
    result.map_err(|e| match e.downcast_ref::<io::Error>() {
        Some(_) => e.context(written()),
        None => e,
    })?;
    out.flush().with_context(written)?;
    drop(out);
    if let Some(f) = text_file {
        f.commit()?;
    }
    if !pdf {
        return Ok(ExitCode::SUCCESS);
    }
    let puzzles: Vec<_> = made
        .iter()
        .enumerate()
        .map(|(k, (id, c))| sheet_puzzle(k + 1, id, c, &args.sheet, sheet_opts.lang))
        .collect();
    let said = format!(
        ", seed {seed}{}",
        paper.as_ref().map(|p| format!(", {p}")).unwrap_or_default()
    );
    let Some(sink) = sheet_sink else {
        if let Some(wrote) =
            printing::emit_svg(output.as_deref(), &font_inputs, &puzzles, sheet_opts, &said)?
            && !quiet
        {
            note(&wrote);
        }
        return Ok(ExitCode::SUCCESS);
    };
    let metadata = args.sheet.metadata.then(|| plan.metadata(&made));
    if let Some(wrote) = printing::emit(sink, &puzzles, sheet_opts, metadata, &said)?
        && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}
