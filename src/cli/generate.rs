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
use sudoku_press::carve::{CarveOptions, Carved, GENERATOR_VERSION, PuzzleId};
use sudoku_press::format::Comments;
use sudoku_press::layout::Variant;
use sudoku_press::records::{Generated, Numbered, json_line};

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
    let Plan {
        args,
        format,
        pdf,
        sections,
        total,
        seed,
        output,
        sheet_opts,
        font_files,
        font_note,
        paper,
    } = plan;
    let font_inputs = printing::inputs(&font_files);
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
    // Written with the first puzzle, so that a run that makes none prints
    // nothing but its error. It replays the run: the same command gives the
    // same puzzles.
    let mut header = (!pdf && format != GenerateFormat::Json && !args.no_header).then(|| {
        let first = &sections[0].id;
        let what = match &args.mix {
            Some(_) => format!(
                "--mix {} --symmetry {}",
                sections
                    .iter()
                    .map(|s| format!("{}:{}:{}", mix_size(&s.id), s.id.level, s.count))
                    .collect::<Vec<_>>()
                    .join(","),
                first.symmetry
            ),
            None if first.variant.is_jigsaw() => format!(
                "--size {} --variant {} --difficulty {} --symmetry {} --count {total}",
                first.shape.side(),
                first.variant,
                first.level,
                first.symmetry
            ),
            None => format!(
                "--box {}{} --difficulty {} --symmetry {} --count {total}",
                first.shape,
                match first.variant {
                    Variant::Classic => String::new(),
                    v => format!(" --variant {v}"),
                },
                first.level,
                first.symmetry
            ),
        };
        format!(
            "# sudoku-press generate {what} --seed {}{}{}{} --format {} --generator {GENERATOR_VERSION}",
            first.seed,
            match sections[0].first {
                0 => String::new(),
                n => format!(" --start {n}"),
            },
            if first.minimal { " --minimal" } else { "" },
            first
                .clues
                .map(|(a, b)| format!(" --clues {a}-{b}"))
                .unwrap_or_default(),
            if format == GenerateFormat::Grid {
                "grid"
            } else {
                "line"
            },
        )
    });
    // The header names the box of a single-shape run; a `--mix` (or a run
    // without the header) names each section's where a reader would not
    // tell it.
    let mut boxes = Comments {
        named: header
            .as_ref()
            .and(args.mix.is_none().then_some(sections[0].id.shape)),
        variant: None,
    };
    let mut made: Vec<(PuzzleId, Carved)> = Vec::new();
    // Text on the terminal as it is made: no bar over it.
    let on_screen = !pdf && text_file.is_none() && progress::stdout_on_terminal();
    let progress = Progress::puzzles("generating", total, quiet || on_screen);
    let result = carve_sections(&sections, &section_opts, threads, |id, c| {
        progress.inc();
        if pdf {
            made.push((id, c.clone()));
            return Ok(());
        }
        if let Some(h) = header.take() {
            writeln!(out, "{h}")?;
        }
        if format != GenerateFormat::Json {
            out.write_all(boxes.before(c.puzzle.layout(), true).as_bytes())?;
        }
        write_generated(&mut out, format, &id, c).map_err(anyhow::Error::from)
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
        paper.map(|p| format!(", {p}")).unwrap_or_default()
    );
    let Some(sink) = sheet_sink else {
        if let Some(wrote) = printing::emit_svg(
            output.as_deref(),
            &font_inputs,
            &puzzles,
            &sheet_opts,
            &said,
        )? && !quiet
        {
            note(&wrote);
        }
        return Ok(ExitCode::SUCCESS);
    };
    let metadata = args.sheet.metadata.then(|| {
        let items = made
            .iter()
            .enumerate()
            .map(|(k, (id, c))| {
                json_line(&Numbered {
                    number: k + 1,
                    record: Generated::new(c, id),
                })
            })
            .collect();
        (
            format!("\"seed\":{seed},\"generator\":{GENERATOR_VERSION},"),
            items,
        )
    });
    if let Some(wrote) = printing::emit(sink, &puzzles, &sheet_opts, metadata, &said)?
        && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}

/// A section's grid in `--mix`: its box (`3x2`), its side and variant
/// for a jigsaw (`9:jigsaw`), its box and variant for others (`3x3:x`).
fn mix_size(id: &PuzzleId) -> String {
    match id.variant {
        Variant::Classic => id.shape.to_string(),
        v if v.is_jigsaw() => format!("{}:{v}", id.shape.side()),
        v => format!("{}:{v}", id.shape),
    }
}

/// One generated puzzle in a text format.
pub fn write_generated(
    out: &mut dyn Write,
    format: GenerateFormat,
    id: &PuzzleId,
    c: &Carved,
) -> io::Result<()> {
    match format {
        GenerateFormat::Line | GenerateFormat::Pdf | GenerateFormat::Svg => {
            writeln!(out, "{} {}", c.puzzle.to_line(), c.solution.to_line())
        }
        GenerateFormat::Grid => writeln!(
            out,
            "# puzzle {} · {} · score {:.1}\n{}\n{}",
            id,
            c.grade.level,
            c.score(),
            c.puzzle.to_grid_text(),
            c.solution.to_grid_text()
        ),
        GenerateFormat::Json => writeln!(out, "{}", json_line(&Generated::new(c, id))),
    }
}
