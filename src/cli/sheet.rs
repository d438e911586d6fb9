//! PDF sheets from the command line: the sheet flags, `--mix`, captions,
//! and writing files whole or not at all.

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use sudoku_press::layout::{self, Answers, PageSize, SheetOptions, SheetPuzzle, Symbols};
use sudoku_press::logic::Level;
use sudoku_press::pdf;
use sudoku_press::shape::Shape;

/// How a sheet looks (`generate` to PDF and `render`).
#[derive(Args, Debug, Clone)]
pub struct SheetArgs {
    /// Page size: a4, letter, legal, a5, or WxHmm such as 200x250mm.
    #[arg(long, default_value = "a4", value_parser = parse_page)]
    pub page: PageSize,
    /// Turn the page sideways.
    #[arg(long)]
    pub landscape: bool,
    /// Margin on every side, in mm.
    #[arg(long, value_name = "MM", default_value_t = 12.0, value_parser = parse_margin)]
    pub margin: f32,
    /// Puzzles a page. Default: 6 up to 9x9, 4 up to 12x12, 2 up to
    /// 16x16, 1 above (large print: 4 up to 6x6, 2 up to 9x9, else 1);
    /// fewer when the page is too small for that.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=200))]
    pub per_page: Option<u64>,
    /// Answer keys a page. Default: as many as keep 4 mm cells, up to 30.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=200))]
    pub answers_per_page: Option<u64>,
    /// Bigger cells, symbols and text.
    #[arg(long)]
    pub large_print: bool,
    /// Title at the top of each puzzle page.
    #[arg(long, default_value = "Sudoku")]
    pub title: String,
    /// Add a `Name ____ Date ____` line under the title.
    #[arg(long)]
    pub name_line: bool,
    /// How symbols are printed: digits, letters, or (up to 9x9) shapes for
    /// children who do not read digits yet.
    #[arg(long, value_enum, default_value_t = SymbolArg::Digits)]
    pub symbols: SymbolArg,
    /// Where the answer keys go: at the end, in a separate NAME-answers.pdf,
    /// interleaved after each sheet, or none.
    #[arg(long, value_enum, default_value_t = AnswersArg::End)]
    pub answers: AnswersArg,
    /// What each caption shows after the number, size and level: nothing
    /// more, the score, or the puzzle id.
    #[arg(long, value_enum, default_value_t = CaptionArg::Level)]
    pub caption: CaptionArg,
    /// Also write NAME.json beside the PDF: each puzzle, its solution,
    /// level, score and id.
    #[arg(long)]
    pub metadata: bool,
}

/// `--symbols`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolArg {
    /// 1, 2, ... 25.
    Digits,
    /// A, B, ... Y.
    Letters,
    /// Circle, square, triangle, ... (grids up to 9x9).
    Shapes,
}

/// `--answers`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswersArg {
    /// After all the puzzles.
    End,
    /// In NAME-answers.pdf.
    Separate,
    /// After each sheet.
    Interleave,
    /// No answer keys.
    None,
}

/// `--caption`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptionArg {
    /// `#12 · 6x6 · easy`.
    Level,
    /// `#12 · 6x6 · easy · 2.3`.
    Score,
    /// `#12 · 6x6 · easy · 3x2-easy-rot180-42-11`.
    Id,
}

fn parse_page(s: &str) -> Result<PageSize, String> {
    s.parse()
}

fn parse_margin(s: &str) -> Result<f32, String> {
    match s.trim().parse::<f32>() {
        Ok(v) if (0.0..=100.0).contains(&v) => Ok(v),
        _ => Err(format!(
            "'{s}' is not a margin; expected mm from 0 to 100, such as 12"
        )),
    }
}

impl SheetArgs {
    /// The library's options.
    pub fn options(&self) -> SheetOptions {
        SheetOptions {
            page: self.page,
            landscape: self.landscape,
            margin: self.margin,
            title: self.title.clone(),
            name_line: self.name_line,
            per_page: self.per_page.map(|n| n as usize),
            answers_per_page: self.answers_per_page.map(|n| n as usize),
            large_print: self.large_print,
            symbols: match self.symbols {
                SymbolArg::Digits => Symbols::Digits,
                SymbolArg::Letters => Symbols::Letters,
                SymbolArg::Shapes => Symbols::Shapes,
            },
            answers: match self.answers {
                AnswersArg::End => Answers::End,
                AnswersArg::Separate => Answers::Separate,
                AnswersArg::Interleave => Answers::Interleave,
                AnswersArg::None => Answers::None,
            },
            set_code: None,
        }
    }
}

/// One section of `--mix`: shape, level and count.
#[derive(Clone, Debug, PartialEq)]
pub struct MixSection {
    pub shape: Shape,
    pub level: Level,
    pub count: u64,
}

/// The sections of `--mix`, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Mix(pub Vec<MixSection>);

/// Parses `--mix 2x2:beginner:4,3x2:easy:4,3x3:medium:4`.
pub fn parse_mix(s: &str) -> Result<Mix, String> {
    let mut sections = Vec::new();
    for (i, part) in s.split(',').enumerate() {
        let bad = |why: String| {
            format!(
                "--mix section {} '{part}': {why}; expected BOX:LEVEL:COUNT such as 3x2:easy:4",
                i + 1
            )
        };
        let fields: Vec<&str> = part.trim().split(':').collect();
        let [shape, level, count] = fields[..] else {
            return Err(bad("wrong number of fields".to_string()));
        };
        let shape: Shape = shape.parse().map_err(|e| bad(format!("{e}")))?;
        let level: Level = level.parse().map_err(|e: String| bad(e))?;
        let count: u64 = count
            .trim()
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| bad(format!("'{count}' is not a count of 1 or more")))?;
        sections.push(MixSection {
            shape,
            level,
            count,
        });
    }
    Ok(Mix(sections))
}

/// The caption of puzzle `number`: `#12 · 6x6 · easy`, the box named when
/// it is not the usual one for the size.
pub fn caption(number: usize, shape: Shape, level: Level, extra: Option<String>) -> String {
    let n = shape.side();
    let mut text = format!("#{number} · {n}x{n}");
    if !shape.is_conventional() {
        text.push_str(&format!(" ({shape} boxes)"));
    }
    text.push_str(&format!(" · {level}"));
    if let Some(extra) = extra {
        text.push_str(" · ");
        text.push_str(&extra);
    }
    text
}

/// Refuses the options that need files beside the PDF when it goes to
/// standard output.
pub fn check_stdout(args: &SheetArgs) -> Result<()> {
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

/// Refuses, before any work, an output that cannot be written: a directory,
/// or a path whose directory does not exist.
pub fn check_output(path: &Path) -> Result<()> {
    if path.is_dir() {
        bail!("cannot write '{}': it is a directory", path.display());
    }
    let dir = parent_dir(path);
    if !dir.is_dir() {
        bail!(
            "cannot write '{}': directory '{}' does not exist",
            path.display(),
            dir.display()
        );
    }
    Ok(())
}

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes every file whole or none: each to a temporary file beside it,
/// then all renamed into place. On an error the temporary files go.
pub fn write_files(files: &[(PathBuf, Vec<u8>)]) -> Result<()> {
    let mut temps: Vec<PathBuf> = Vec::new();
    let result = (|| -> Result<()> {
        for (path, bytes) in files {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| "output".to_string());
            let temp = parent_dir(path).join(format!(".{name}.{}.tmp", std::process::id()));
            temps.push(temp.clone());
            let mut f = std::fs::File::create(&temp)
                .with_context(|| format!("cannot write '{}'", path.display()))?;
            f.write_all(bytes)
                .and_then(|_| f.sync_all())
                .with_context(|| format!("cannot write '{}'", path.display()))?;
        }
        for ((path, _), temp) in files.iter().zip(&temps) {
            std::fs::rename(temp, path)
                .with_context(|| format!("cannot write '{}'", path.display()))?;
        }
        Ok(())
    })();
    if result.is_err() {
        for t in &temps {
            let _ = std::fs::remove_file(t);
        }
    }
    result
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

/// The sheet to standard output (`output` `None`), or to a file with the
/// separate keys and, when asked, `NAME.json`: `metadata` is the JSON
/// fields that lead it (such as `"seed":5,`) and one object a puzzle.
/// Says on standard output what was written, `note` after the count.
pub fn emit(
    output: Option<&Path>,
    puzzles: &[SheetPuzzle],
    opts: &SheetOptions,
    metadata: Option<(String, Vec<String>)>,
    note: &str,
) -> Result<()> {
    let Some(path) = output else {
        let sheets = layout::typeset(puzzles, opts)?;
        std::io::stdout()
            .lock()
            .write_all(&pdf::to_pdf(&sheets.main)?)?;
        return Ok(());
    };
    let json = metadata.map(|(fields, items)| {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        format!(
            "{{\"pdf\":\"{}\",{fields}\"puzzles\":[\n{}\n]}}\n",
            json_escape(&name),
            items.join(",\n")
        )
    });
    let written = write_sheets(path, puzzles, opts, json)?;
    let names: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
    let n = puzzles.len();
    println!(
        "wrote {}: {n} puzzle{}{note}",
        names.join(", "),
        if n == 1 { "" } else { "s" }
    );
    Ok(())
}

/// `s` with JSON string escapes.
fn json_escape(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// Lays out and writes the PDF (and the separate keys and metadata when
/// asked), whole or not at all.
fn write_sheets(
    path: &Path,
    puzzles: &[SheetPuzzle],
    opts: &SheetOptions,
    metadata: Option<String>,
) -> Result<Vec<PathBuf>> {
    let sheets = layout::typeset(puzzles, opts)?;
    let mut files = vec![(path.to_path_buf(), pdf::to_pdf(&sheets.main)?)];
    if let Some(keys) = &sheets.answers {
        files.push((answers_path(path), pdf::to_pdf(keys)?));
    }
    if let Some(json) = metadata {
        files.push((metadata_path(path), json.into_bytes()));
    }
    write_files(&files)?;
    Ok(files.into_iter().map(|(p, _)| p).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mix_parses_and_names_the_bad_section() {
        let mix = parse_mix("2x2:beginner:4,3x2:easy:4").unwrap().0;
        assert_eq!(mix.len(), 2);
        assert_eq!(mix[1].count, 4);
        let err = parse_mix("2x2:beginner:4,3x2:easy").unwrap_err();
        assert!(err.starts_with("--mix section 2 '3x2:easy'"), "{err}");
        assert!(parse_mix("2x2:beginner:0").is_err());
    }

    #[test]
    fn side_files_are_named_after_the_pdf() {
        let p = Path::new("out/week1.pdf");
        assert_eq!(answers_path(p), Path::new("out/week1-answers.pdf"));
        assert_eq!(metadata_path(p), Path::new("out/week1.json"));
    }
}
