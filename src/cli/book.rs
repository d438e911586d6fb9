//! `book`: a puzzle book from a TOML file, or with `--init` a starter file.

use super::input::{Kind, read_file};
use super::note;
use super::output::{Input, Outputs};
use super::printing::{self, load_font, system_paper};
use super::progress::Progress;
use super::system_fonts;
use super::text::write_stdout;
use anyhow::{Result, bail};
use clap::{Args, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sudoku_press::Shape;
use sudoku_press::app::plan::check_pdf_memory;
use sudoku_press::book::{self, BookError, BookFile, MAX_BOOK_BYTES, STARTER};
use sudoku_press::fonts::needs_stand_in;
use sudoku_press::pdf;
use sudoku_press::sheet::PageSize;

/// `book`'s arguments.
#[derive(Args, Debug)]
pub struct BookArgs {
    /// The book file (TOML). With --init, the starter file to write
    /// (default book.toml; - for standard output).
    #[arg(value_name = "BOOK.toml")]
    pub file: Option<PathBuf>,
    /// Write a commented starter book file (three sections of 30 puzzles
    /// on 6x9 in pages) and stop; an existing file is never replaced.
    #[arg(long)]
    pub init: bool,
    /// The PDF (default: the book file's name with .pdf; - for standard
    /// output).
    #[arg(short, long, value_name = "FILE.pdf", conflicts_with = "init")]
    pub output: Option<PathBuf>,
    /// Impose the pages for printing at home: `booklet` puts them two-up on
    /// landscape sheets (--paper) in booklet order, padded to a multiple of
    /// 4; print both sides (flip on the short edge), fold and staple.
    #[arg(long, value_enum, value_name = "HOW", conflicts_with = "init")]
    pub impose: Option<Impose>,
    /// The sheets of --impose booklet. Default: letter when the system's
    /// paper (PAPERSIZE, /etc/papersize, the Windows locale's) is, else a4.
    #[arg(long, value_enum, requires = "impose")]
    pub paper: Option<Paper>,
    /// Worker threads; the book is the same for any number. Default: all
    /// cores.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub threads: Option<u64>,
    /// Seconds allowed for one puzzle before giving up.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = sudoku_press::app::args::parse_seconds, conflicts_with = "init")]
    pub time_budget: f64,
}

/// `--impose`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Impose {
    /// Two pages a side, in booklet order, to fold and staple.
    Booklet,
}

/// `--paper`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// Runs `book`.
pub fn book(args: BookArgs, quiet: bool) -> Result<ExitCode> {
    if args.init {
        return init(args.file.as_deref(), quiet);
    }
    let Some(path) = args.file.as_deref() else {
        bail!(
            "name the book file: sudoku-press book BOOK.toml; \
             `sudoku-press book --init` writes a starter one (book.toml) to edit"
        );
    };
    let shown = path.display();
    let bytes = read_file(
        path,
        &format!("the book file '{shown}'"),
        Kind::Any,
        MAX_BOOK_BYTES,
    )?;
    // `FILE:LINE:COLUMN: message`, or `FILE: message` for the whole file.
    let located = |e: BookError| match e.at {
        Some(_) => anyhow::anyhow!("{shown}:{e}"),
        None => anyhow::anyhow!("{shown}: {e}"),
    };
    let file = BookFile::from_bytes(&bytes).map_err(&located)?;
    // Every file the book reads, which no output may be.
    let mut inputs: Vec<Input> = Input::file(path, "book file").into_iter().collect();
    // A font the file names, relative to it; refused at its place.
    let mut load = |named: Option<(&str, std::ops::Range<usize>)>, what: &str| match named {
        Some((name, span)) => {
            let font_path = path.parent().unwrap_or(Path::new("")).join(name);
            let font =
                load_font(&font_path).map_err(|e| located(file.error(span, format!("{e:#}"))))?;
            inputs.extend(Input::file(&font_path, what));
            Ok::<_, anyhow::Error>(Some(font))
        }
        None => Ok(None),
    };
    let mut font = load(file.font_path(), "font")?;
    let mut font_bold = load(file.font_bold_path(), "bold font")?;
    // Text the built-in font cannot draw, and no font named: a font of the
    // system that can.
    let text = file.printed_text();
    if font.is_none()
        && font_bold.is_none()
        && needs_stand_in(&text)
        && let Some(stand_in) = system_fonts::stand_in(&text)
    {
        font = Some(stand_in.font);
        font_bold = stand_in.bold;
        inputs.extend(printing::inputs(&stand_in.files));
        if !quiet {
            note(&stand_in.note);
        }
    }
    let book = file
        .book(font, font_bold, rand::random())
        .map_err(located)?;
    let runs: Vec<(Shape, u64)> = book.sections.iter().map(|s| (s.shape, s.count)).collect();
    check_pdf_memory(&runs, runs.len() as u64, printing::available_memory())?;
    let output = match &args.output {
        Some(p) if p == Path::new("-") => None,
        Some(p) => Some(p.clone()),
        None => Some(path.with_extension("pdf")),
    };
    let mut outputs = match &output {
        Some(p) => Some(Outputs::prepare(std::slice::from_ref(p), &inputs)?),
        None => None,
    };
    let threads = args
        .threads
        .map(|t| t as usize)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let total: u64 = book.sections.iter().map(|s| s.count).sum();
    let progress = Progress::puzzles("carving", total, quiet);
    let budget = std::time::Duration::from_secs_f64(args.time_budget);
    let carved = book::carve(&book, threads, budget, || progress.inc());
    progress.finish();
    let carved = carved?;
    let mut doc = book::typeset(&book, &carved)?;
    let pages = doc.pages.len();
    if args.impose == Some(Impose::Booklet) {
        let paper = match args.paper {
            Some(Paper::A4) => PageSize::A4,
            Some(Paper::Letter) => PageSize::LETTER,
            None if system_paper().size == PageSize::LETTER => PageSize::LETTER,
            None => PageSize::A4,
        };
        doc = book::booklet(&doc, paper);
    }
    let bytes = pdf::to_pdf(&doc)?;
    let Some(mut outputs) = outputs.take() else {
        write_stdout(&bytes)?;
        return Ok(ExitCode::SUCCESS);
    };
    outputs.write(0, &bytes)?;
    outputs.commit()?;
    if !quiet {
        let sides = match args.impose {
            Some(Impose::Booklet) => format!(", {} booklet sides", doc.pages.len()),
            None => String::new(),
        };
        note(&format!(
            "wrote {}: {total} puzzles, {pages} pages{sides}, seed {}",
            output.as_deref().unwrap_or(Path::new("-")).display(),
            book.seed
        ));
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the starter book file to `path` (default `book.toml`; `-` for
/// standard output), refusing to replace a file.
fn init(path: Option<&Path>, quiet: bool) -> Result<ExitCode> {
    let path = path.unwrap_or(Path::new("book.toml"));
    if path == Path::new("-") {
        write_stdout(STARTER.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    if std::fs::symlink_metadata(path).is_ok() {
        bail!(
            "'{}' exists; --init never replaces a file: name another, or remove it first",
            path.display()
        );
    }
    let mut outputs = Outputs::prepare(&[path.to_path_buf()], &[])?;
    outputs.write(0, STARTER.as_bytes())?;
    outputs.commit()?;
    if !quiet {
        note(&format!(
            "wrote {}: edit it, then `sudoku-press book {}`",
            path.display(),
            path.display()
        ));
    }
    Ok(ExitCode::SUCCESS)
}
