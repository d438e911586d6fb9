//! A `generate` run resolved from its flags: every option checked before
//! any work, the sections with their ids, the sheet's options; and the
//! puzzles of a plan carved, and a sheet made in memory.

use super::args::{GenerateArgs, GenerateFormat};
use super::sheet_args::{self, SheetArgs};
use super::surroundings::{FileRead, Surroundings};
use crate::batch::{BatchError, carve_batch};
use crate::carve::{self, CarveOptions, Carved, GENERATOR_VERSION, PuzzleId};
use crate::lang::{Lang, Refusal, fill};
use crate::shape::Shape;
use crate::sheet;
use anyhow::Result;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One run of puzzles of one shape and level: its id template (seed,
/// symmetry, ...), its first index and count.
pub struct Section {
    /// The id of its puzzles, but for their index.
    pub id: PuzzleId,
    /// The index of its first puzzle.
    pub first: u64,
    /// Its puzzles.
    pub count: u64,
}

/// A `generate` run resolved from its arguments: the format, the sections
/// with their ids, the output, the sheet's options; everything in it
/// checked, nothing opened yet.
pub struct Plan {
    /// The flags it was resolved from.
    pub args: GenerateArgs,
    /// What is written.
    pub format: GenerateFormat,
    /// A sheet (PDF or SVG pages) rather than text.
    pub pdf: bool,
    /// Its runs of puzzles, in order.
    pub sections: Vec<Section>,
    /// The puzzles of all the sections.
    pub total: u64,
    /// The seed of the first section (the set code's).
    pub seed: u64,
    /// The file to write; `None` for standard output.
    pub output: Option<PathBuf>,
    /// The sheet's options, for a sheet.
    pub sheet_opts: sheet::SheetOptions,
    /// The font files the sheet reads, which no output may be.
    pub font_files: Vec<FileRead>,
    /// The note that says which font was found for the texts.
    pub font_note: Option<String>,
    /// Without `--page`, which paper the sheet is on and why.
    pub paper: Option<String>,
}

impl Plan {
    /// The carving options of a section's puzzles.
    pub fn carve_opts(&self, id: &PuzzleId) -> CarveOptions {
        CarveOptions {
            level: id.level,
            symmetry: id.symmetry,
            minimal: id.minimal,
            clues: id.clues,
            time_budget: Duration::from_secs_f64(self.args.time_budget),
            variant: id.variant,
            givens: id.givens,
            // A line prints no grade: a puzzle is graded when it is carved
            // only where its level needs the ladder.
            full_grade: self.format != GenerateFormat::Line,
        }
    }

    /// The arguments resolved and checked: everything that can be refused is
    /// refused here, before any work: levels a shape does not reach, clue
    /// bounds, sheets that do not fit, runs past the last index.
    pub fn resolve(args: GenerateArgs, around: &dyn Surroundings) -> Result<Plan> {
        let to_stdout = args.output.as_deref() == Some(Path::new("-"));
        let format = args.format.unwrap_or(match &args.output {
            Some(p) if !to_stdout => match p.extension().and_then(|e| e.to_str()) {
                Some(e) if e.eq_ignore_ascii_case("pdf") => GenerateFormat::Pdf,
                Some(e) if e.eq_ignore_ascii_case("svg") => GenerateFormat::Svg,
                Some(e) if e.eq_ignore_ascii_case("json") => GenerateFormat::Json,
                _ => GenerateFormat::Line,
            },
            Some(_) => GenerateFormat::Line,
            None => GenerateFormat::Pdf,
        });
        let pdf = matches!(format, GenerateFormat::Pdf | GenerateFormat::Svg);
        if let Some(v) = args.generator
            && v != GENERATOR_VERSION
        {
            anyhow::bail!(
                "--generator {v}: this sudoku-press {} has generator version {GENERATOR_VERSION}, \
             whose puzzles differ from version {v}'s for the same seed",
                env!("CARGO_PKG_VERSION")
            );
        }
        let sheet_args::Sheet {
            opts: mut sheet_opts,
            files: font_files,
            found: font_note,
            paper,
        } = args.sheet.options(around)?;
        let variant = args.variant;
        let shape = variant.shape_of(args.shape.shape_for(variant)?.unwrap_or(Shape::classic()));
        let base = PuzzleId {
            shape,
            variant,
            level: args
                .difficulty
                .unwrap_or_else(|| carve::default_level_of(shape, variant)),
            symmetry: args.symmetry,
            minimal: args.minimal,
            clues: args.clues,
            givens: args.givens,
            seed: args.seed.unwrap_or_else(rand::random),
            index: 0,
        };
        let sections: Vec<Section> = if let Some(text) = &args.id {
            let id: PuzzleId = text.parse().map_err(anyhow::Error::msg)?;
            vec![Section {
                first: id.index,
                count: 1,
                id,
            }]
        } else if let Some(mix) = &args.mix {
            let mut first = args.start;
            mix.0
                .iter()
                .map(|m| {
                    let variant = m.variant.unwrap_or(variant);
                    if let Some(why) = m.needs_jigsaw.as_ref().filter(|_| !variant.sized_by_side())
                    {
                        anyhow::bail!("{why}");
                    }
                    let s = Section {
                        id: PuzzleId {
                            shape: variant.shape_of(m.shape),
                            variant,
                            level: m.level,
                            ..base.clone()
                        },
                        first,
                        count: m.count,
                    };
                    first = first.saturating_add(m.count);
                    Ok(s)
                })
                .collect::<Result<_>>()?
        } else {
            let count = match args.count {
                Some(n) => n,
                None if pdf => sheet::check(base.shape, base.variant, &sheet_opts)? as u64,
                None => 1,
            };
            vec![Section {
                id: base.clone(),
                first: args.start,
                count,
            }]
        };
        let seed = sections[0].id.seed;
        let total = sections
            .iter()
            .try_fold(0u64, |t, s| t.checked_add(s.count))
            .ok_or_else(|| anyhow::anyhow!("the sections' counts add up past {}", u64::MAX))?;
        let last = sections[0].first.checked_add(total - 1);
        if last.is_none_or(|last| last == u64::MAX) {
            anyhow::bail!(
                "puzzle indices run from 0 to {}; {total} puzzle{} from index {} would run past it",
                u64::MAX - 1,
                if total == 1 { "" } else { "s" },
                sections[0].first
            );
        }
        sheet_opts.set_code = Some(sheet::set_code(seed));
        let output = match &args.output {
            Some(_) if to_stdout => None,
            Some(p) => Some(p.clone()),
            None if format == GenerateFormat::Svg => Some(PathBuf::from("sudoku.svg")),
            None if pdf => Some(PathBuf::from("sudoku.pdf")),
            None => None,
        };
        let plan = Plan {
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
        };
        for s in &plan.sections {
            plan.carve_opts(&s.id).check(s.id.shape)?;
            if pdf {
                sheet::check(s.id.shape, s.id.variant, &plan.sheet_opts)?;
            }
        }
        if pdf {
            sheet::check_tint(
                plan.sheet_opts.tint,
                plan.sections.iter().map(|s| s.id.variant),
            )?;
        }
        let args = &plan.args;
        if args.no_header && pdf {
            anyhow::bail!("--no-header goes with text formats; a PDF has no header line");
        }
        if format == GenerateFormat::Svg {
            if args.sheet.metadata {
                anyhow::bail!("--metadata goes with a PDF; --format json gives the same records");
            }
            if args.sheet.answers == sheet_args::AnswersArg::Separate {
                anyhow::bail!(
                    "--answers separate goes with a PDF; SVG keys are pages of their own already (--answers end)"
                );
            }
        }
        if args.sheet.metadata && !pdf {
            anyhow::bail!(
                "--metadata goes with a PDF; text formats carry the same fields with --format json"
            );
        }
        if pdf {
            let runs: Vec<(usize, u64)> = plan
                .sections
                .iter()
                .map(|s| {
                    (
                        crate::layout::Layout::cells_of(s.id.shape, s.id.variant),
                        s.count,
                    )
                })
                .collect();
            check_pdf_memory(&runs, 0, around.memory_free())?;
        }
        Ok(plan)
    }
}

/// Carves `sections` in order, each with its options, on `threads`,
/// handing each puzzle to `each` as it comes (in index order); stops at the
/// first error, of carving (naming the puzzle) or of `each`.
pub fn carve_sections(
    sections: &[Section],
    opts: &[CarveOptions],
    threads: usize,
    mut each: impl FnMut(PuzzleId, &Carved) -> Result<()>,
) -> Result<()> {
    for (section, opts) in sections.iter().zip(opts) {
        carve_batch(
            section.id.shape,
            opts,
            section.id.seed,
            section.first..section.first + section.count,
            threads,
            |index, c| {
                let id = PuzzleId {
                    index,
                    ..section.id.clone()
                };
                each(id, c)
            },
        )
        .map_err(|e| match e {
            BatchError::Carve { index, error } => {
                anyhow::Error::new(error).context(format!("puzzle {}", index + 1))
            }
            BatchError::Emit(e) => e,
        })?;
    }
    Ok(())
}

/// A sheet made in memory (the web page's): the pages `generate` writes
/// for the same options, and what they hold.
pub struct MadeSheet {
    /// The pages, those of the PDF `generate` writes.
    pub sheets: sheet::Sheets,
    /// The puzzles made, with their ids.
    pub puzzles: Vec<(PuzzleId, Carved)>,
    /// The run's seed.
    pub seed: u64,
}

/// The plan of a PDF sheet of `args`, refused past `most` puzzles.
fn sheet_plan(args: GenerateArgs, around: &dyn Surroundings, most: u64) -> Result<Plan> {
    let plan = Plan::resolve(args, around)?;
    if !plan.pdf {
        anyhow::bail!("a sheet is a PDF; leave out --format");
    }
    if plan.total > most {
        let said = plan.sheet_opts.lang.said();
        anyhow::bail!(
            "{}",
            fill(
                said.refusals[Refusal::TooMany as usize],
                &[
                    ("{count}", &plan.total.to_string()),
                    ("{most}", &most.to_string())
                ],
            )
        );
    }
    Ok(plan)
}

/// Makes in memory the PDF sheet that `generate` with `args` writes (its
/// output options left out), on `threads`; refuses more than `most`
/// puzzles, and gives up once `deadline` has passed (checked as each
/// puzzle is made; a puzzle's own time is its budget); `progress` is told
/// the puzzles made and the puzzles to make as each is made.
pub fn sheet_in_memory(
    args: GenerateArgs,
    around: &dyn Surroundings,
    threads: usize,
    most: u64,
    deadline: crate::deadline::Deadline,
    progress: &dyn Fn(u64, u64),
) -> Result<MadeSheet> {
    let plan = sheet_plan(args, around, most)?;
    let opts: Vec<CarveOptions> = plan
        .sections
        .iter()
        .map(|s| plan.carve_opts(&s.id))
        .collect();
    let mut puzzles: Vec<(PuzzleId, Carved)> = Vec::new();
    carve_sections(&plan.sections, &opts, threads, |id, c| {
        if deadline.passed() {
            let said = plan.sheet_opts.lang.said();
            anyhow::bail!("{}", said.refusals[Refusal::TooLong as usize]);
        }
        puzzles.push((id, c.clone()));
        progress(puzzles.len() as u64, plan.total);
        Ok(())
    })?;
    let numbered: Vec<_> = puzzles
        .iter()
        .enumerate()
        .map(|(k, (id, c))| sheet_puzzle(k + 1, id, c, &plan.args.sheet, plan.sheet_opts.lang))
        .collect();
    let sheets = sheet::typeset(&numbered, &plan.sheet_opts)?;
    Ok(MadeSheet {
        sheets,
        puzzles,
        seed: plan.seed,
    })
}

/// A generated puzzle ready for the sheet.
pub fn sheet_puzzle(
    number: usize,
    id: &PuzzleId,
    c: &Carved,
    args: &SheetArgs,
    lang: Lang,
) -> sheet::SheetPuzzle {
    let level = c.level();
    sheet::SheetPuzzle {
        number,
        layout: c.puzzle.shared_layout().clone(),
        puzzle: c.puzzle.cells().to_vec(),
        solution: c.solution.cells().to_vec(),
        caption: args.caption(
            number,
            c.puzzle.layout(),
            level,
            || c.score(),
            || Some(id.to_string()),
            lang,
        ),
        stars: args.stars(level),
    }
}

/// Peak memory a PDF run takes a puzzle, beyond its cells (measured with
/// one key a page, the dearest layout; BENCHMARKS.md has the figures).
pub const SHEET_BYTES_PER_PUZZLE: u64 = 24 << 10;
/// Peak memory a PDF run takes a cell of its puzzles.
pub const SHEET_BYTES_PER_CELL: u64 = 1536;

/// Peak memory a book takes a section beyond its puzzles: the page it
/// starts, its contents entry and bookmark (5,000 one-puzzle 4x4 sections
/// peaked at 223 MB, one section of 5,000 at 140 MB; BENCHMARKS.md).
pub const BOOK_BYTES_PER_SECTION: u64 = 24 << 10;

/// Refuses, before any work, a PDF run (a sheet, or a book of `sections`
/// sections) of `runs` (each a puzzle's cells and a count) that would not fit in
/// the memory `available` (none refused where it is not known), with the
/// number of puzzles that would.
pub fn check_pdf_memory(
    runs: &[(usize, u64)],
    sections: u64,
    available: Option<u64>,
) -> Result<()> {
    let Some(available) = available else {
        return Ok(());
    };
    let cost = |s: &(usize, u64)| SHEET_BYTES_PER_PUZZLE + SHEET_BYTES_PER_CELL * s.0 as u64;
    let needed: u64 = runs.iter().map(|s| s.1.saturating_mul(cost(s))).fold(
        sections.saturating_mul(BOOK_BYTES_PER_SECTION),
        u64::saturating_add,
    );
    if needed > available {
        let puzzles = runs.iter().map(|s| s.1).fold(0, u64::saturating_add);
        let each = (needed / puzzles.max(1)).max(1);
        let what = match sections {
            0 => format!("a PDF of {puzzles} puzzles"),
            _ => format!("a book of {puzzles} puzzles in {sections} sections"),
        };
        anyhow::bail!(
            "{what} would need about {} MB, more than the {} MB of memory free; \
             at most about {} such puzzles fit one PDF here (split it: --start and --count for \
             generate, fewer puzzles or sections for a book; or write text)",
            needed >> 20,
            available >> 20,
            available / each
        );
    }
    Ok(())
}
