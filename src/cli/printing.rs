//! Sheets from the command line: the system's paper and fonts, and where
//! a sheet goes (files opened before any work, or standard output).

use super::input::{Kind, read_file};
use super::output::{Input, Outputs};
use super::platform;
use super::system_fonts;
use super::text::write_stdout;
use anyhow::{Result, bail};
use std::path::{Path, PathBuf};
use sudoku_press::app::sheet_args::{AnswersArg, SheetArgs};
use sudoku_press::app::surroundings::{FileRead, Paper, StandIn, Surroundings};
use sudoku_press::fonts::{MAX_FONT_BYTES, UserFont};
use sudoku_press::sheet::{self, SheetOptions, SheetPuzzle};
use sudoku_press::{pdf, svg};

/// The machine the command runs on: its paper, its font files and fonts.
pub struct System;

impl Surroundings for System {
    fn paper(&self) -> Paper {
        system_paper()
    }

    fn font_file(&self, path: &Path) -> Result<UserFont> {
        load_font(path)
    }

    fn stand_in(&self, text: &str) -> Option<StandIn> {
        system_fonts::stand_in(text)
    }

    fn memory_free(&self) -> Option<u64> {
        available_memory()
    }
}

/// The files a sheet reads, as inputs no output may be.
pub fn inputs(files: &[FileRead]) -> Vec<Input> {
    files
        .iter()
        .filter_map(|f| Input::file(&f.path, f.what))
        .collect()
}

/// The system's paper, as the printing tools read it: the `PAPERSIZE`
/// variable, when it names a page size; else the system's setting
/// ([`platform::system_paper`]: `/etc/papersize`, or the Windows locale);
/// else A4. With its name and where it came from.
pub fn system_paper() -> Paper {
    std::env::var("PAPERSIZE")
        .ok()
        .and_then(|v| Paper::named(&v, "PAPERSIZE"))
        .or_else(platform::system_paper)
        .unwrap_or_else(Paper::a4)
}

/// The font in the file at `path`, named in the PDF after the file: a
/// regular file of at most [`MAX_FONT_BYTES`] that parses as a font.
pub fn load_font(path: &Path) -> Result<UserFont> {
    let what = format!("the font '{}'", path.display());
    let bytes = read_file(path, &what, Kind::Regular, MAX_FONT_BYTES)?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    UserFont::from_bytes(&name, bytes).map_err(|why| anyhow::anyhow!("{what}: {why}"))
}

/// Refuses the options that need files beside the PDF when it goes to
/// standard output.
fn check_stdout(args: &SheetArgs) -> Result<()> {
    if args.metadata {
        bail!("--metadata writes NAME.json beside the PDF; name the PDF with -o FILE.pdf");
    }
    if args.answers == AnswersArg::Separate {
        bail!(
            "--answers separate writes NAME-answers.pdf beside the PDF; name the PDF with -o FILE.pdf"
        );
    }
    Ok(())
}

/// `NAME-answers.pdf` beside `NAME.pdf`.
pub fn answers_path(path: &Path) -> PathBuf {
    with_suffix(path, "-answers", "pdf")
}

/// `NAME.json` beside `NAME.pdf`.
pub fn metadata_path(path: &Path) -> PathBuf {
    with_suffix(path, "", "json")
}

fn with_suffix(path: &Path, suffix: &str, ext: &str) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "sudoku".to_string());
    path.with_file_name(format!("{stem}{suffix}.{ext}"))
}

/// Where a sheet goes: standard output, or a PDF file with its separate
/// keys and metadata when asked, opened before any work.
pub enum Sink {
    /// Standard output (`-o -`).
    Stdout,
    /// Files: the PDF, then NAME-answers.pdf and NAME.json when asked.
    Files {
        /// Their paths, as given.
        paths: Vec<PathBuf>,
        /// Their files.
        outputs: Outputs,
    },
}

impl Sink {
    /// Checks and opens, before any work, what a sheet run writes:
    /// `output` (`None` for standard output) and the files beside it;
    /// `inputs` (fonts, puzzles) must not be among them.
    pub fn open(output: Option<&Path>, args: &SheetArgs, inputs: &[Input]) -> Result<Sink> {
        let Some(path) = output else {
            check_stdout(args)?;
            return Ok(Sink::Stdout);
        };
        let mut paths = vec![path.to_path_buf()];
        if args.answers == AnswersArg::Separate {
            paths.push(answers_path(path));
        }
        if args.metadata {
            paths.push(metadata_path(path));
        }
        let outputs = Outputs::prepare(&paths, inputs)?;
        Ok(Sink::Files { paths, outputs })
    }
}

/// Lays out the sheet and writes it, with the separate keys and, when
/// asked, `NAME.json`: `metadata` is the JSON fields that lead it (such as
/// `"seed":5,`) and one object a puzzle. Returns the line that says what was
/// written (`note` after the count), or `None` for standard output.
pub fn emit(
    sink: Sink,
    puzzles: &[SheetPuzzle],
    opts: &SheetOptions,
    metadata: Option<(String, Vec<String>)>,
    note: &str,
) -> Result<Option<String>> {
    let sheets = sheet::typeset(puzzles, opts)?;
    let main = pdf::to_pdf(&sheets.main)?;
    let (paths, mut outputs) = match sink {
        Sink::Stdout => {
            write_stdout(&main)?;
            return Ok(None);
        }
        Sink::Files { paths, outputs } => (paths, outputs),
    };
    outputs.write(0, &main)?;
    let mut k = 1;
    if let Some(keys) = &sheets.answers {
        outputs.write(k, &pdf::to_pdf(keys)?)?;
        k += 1;
    }
    if let Some((fields, items)) = metadata {
        let name = paths[0].file_name().unwrap_or_default().to_string_lossy();
        let json = sudoku_press::app::written::metadata_file(&name, &fields, &items);
        outputs.write(k, json.as_bytes())?;
    }
    outputs.commit()?;
    let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    let n = puzzles.len();
    Ok(Some(format!(
        "wrote {}: {n} puzzle{}{note}",
        names.join(", "),
        if n == 1 { "" } else { "s" }
    )))
}

/// The files of a sheet of `pages` SVG pages written to `path`: the path
/// itself for one page, else NAME-1.svg, NAME-2.svg, ... beside it.
pub fn svg_paths(path: &Path, pages: usize) -> Vec<PathBuf> {
    match pages {
        1 => vec![path.to_path_buf()],
        _ => (1..=pages)
            .map(|k| with_suffix(path, &format!("-{k}"), "svg"))
            .collect(),
    }
}

/// Lays out the sheet and writes its pages as SVG pictures, a page a file
/// ([`svg_paths`]), or its one page to standard output (`output` `None`);
/// `inputs` (fonts) must not be among the files. Returns the line that
/// says what was written (`note` after the count), or `None` for standard
/// output.
pub fn emit_svg(
    output: Option<&Path>,
    inputs: &[Input],
    puzzles: &[SheetPuzzle],
    opts: &SheetOptions,
    note: &str,
) -> Result<Option<String>> {
    let sheets = sheet::typeset(puzzles, opts)?;
    let pages = &sheets.main.pages;
    let Some(path) = output else {
        if pages.len() > 1 {
            bail!(
                "the sheet has {} pages and standard output takes one SVG; name a file with -o NAME.svg (a page a file), or ask for fewer puzzles",
                pages.len()
            );
        }
        write_stdout(svg::page_svg(&pages[0]).as_bytes())?;
        return Ok(None);
    };
    let paths = svg_paths(path, pages.len());
    let mut outputs = Outputs::prepare(&paths, inputs)?;
    for (k, page) in pages.iter().enumerate() {
        outputs.write(k, svg::page_svg(page).as_bytes())?;
    }
    outputs.commit()?;
    let n = puzzles.len();
    let named = match paths.len() {
        1 => paths[0].display().to_string(),
        k => format!(
            "{} to {} ({k} pages)",
            paths[0].display(),
            paths[k - 1].display()
        ),
    };
    Ok(Some(format!(
        "wrote {named}: {n} puzzle{}{note}",
        if n == 1 { "" } else { "s" }
    )))
}

/// Memory free for a new run: what the system says is available
/// ([`platform::memory_available`]), or less when `SUDOKU_PRESS_MEMORY_MB`
/// says so (a cap for a shared machine); `None` where neither tells.
pub fn available_memory() -> Option<u64> {
    let cap = std::env::var(MEMORY_VARIABLE)
        .ok()
        .and_then(|mb| mb.trim().parse::<u64>().ok())
        .map(|mb| mb << 20);
    match (platform::memory_available(), cap) {
        (Some(free), Some(cap)) => Some(free.min(cap)),
        (free, cap) => free.or(cap),
    }
}

/// The environment variable that caps the memory a run counts as free, in
/// MB.
pub const MEMORY_VARIABLE: &str = "SUDOKU_PRESS_MEMORY_MB";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_files_are_named_after_the_pdf() {
        let p = Path::new("out/week1.pdf");
        assert_eq!(answers_path(p), Path::new("out/week1-answers.pdf"));
        assert_eq!(metadata_path(p), Path::new("out/week1.json"));
    }
}
