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
use std::sync::Arc;
use sudoku_press::app::plan::check_pdf_memory;
use sudoku_press::book::{self, BookError, BookFile, MAX_BOOK_BYTES, STARTER};
use sudoku_press::fonts::needs_stand_in;
use sudoku_press::layout::Layout;
use sudoku_press::pdf;
use sudoku_press::picture::{MAX_PICTURE_BYTES, Picture};
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
    #[arg(long, value_name = "N", value_parser = |s: &str| sudoku_press::app::args::whole(s, 1, 1024))]
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

/// `cover`'s arguments.
#[derive(Args, Debug)]
pub struct CoverArgs {
    /// The book file (TOML).
    #[arg(value_name = "BOOK.toml")]
    pub file: PathBuf,
    /// The cover's PDF (default: the book file's name with -cover.pdf; -
    /// for standard output).
    #[arg(short, long, value_name = "FILE.pdf")]
    pub output: Option<PathBuf>,
    /// Worker threads; the book is the same for any number. Default: all
    /// cores.
    #[arg(long, value_name = "N", value_parser = |s: &str| sudoku_press::app::args::whole(s, 1, 1024))]
    pub threads: Option<u64>,
    /// Seconds allowed for one puzzle before giving up.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = sudoku_press::app::args::parse_seconds)]
    pub time_budget: f64,
}

/// The cover's file beside the book file: `NAME-cover.pdf`.
fn cover_path(book: &Path) -> PathBuf {
    let stem = book
        .file_stem()
        .map_or_else(|| "book".to_string(), |s| s.to_string_lossy().into_owned());
    book.with_file_name(format!("{stem}-cover.pdf"))
}

/// Runs `cover`: the book is made to know its pages, and only its cover
/// written.
pub fn cover(args: CoverArgs, quiet: bool) -> Result<ExitCode> {
    let output = match &args.output {
        Some(p) if p == Path::new("-") => None,
        Some(p) => Some(p.clone()),
        None => Some(cover_path(&args.file)),
    };
    let run = BookArgs {
        file: Some(args.file),
        init: false,
        output: None,
        impose: None,
        paper: None,
        threads: args.threads,
        time_budget: args.time_budget,
    };
    made(&run, Made::Cover(output), quiet)
}

/// What a run of `book` or `cover` writes.
enum Made {
    /// The book, to a file or standard output (`None`), and its cover when
    /// the book file asks, beside the book file.
    Book(Option<PathBuf>),
    /// The cover alone.
    Cover(Option<PathBuf>),
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
    let output = match &args.output {
        Some(p) if p == Path::new("-") => None,
        Some(p) => Some(p.clone()),
        None => Some(path.with_extension("pdf")),
    };
    made(&args, Made::Book(output), quiet)
}

/// Makes the book of `args`' file and writes what `made` asks.
fn made(args: &BookArgs, made: Made, quiet: bool) -> Result<ExitCode> {
    let path = args.file.as_deref().unwrap_or(Path::new("book.toml"));
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
    let mut book = file
        .book(font, font_bold, rand::random())
        .map_err(located)?;
    // The cover's picture, relative to the book file; refused at its place.
    if let Some((name, span)) = file.picture_path() {
        let picture_path = path.parent().unwrap_or(Path::new("")).join(name);
        let bytes = read_file(
            &picture_path,
            &format!("the picture '{}'", picture_path.display()),
            Kind::Any,
            MAX_PICTURE_BYTES,
        )
        .map_err(|e| located(file.error(span.clone(), format!("picture: {e:#}"))))?;
        let picture = Picture::read(&bytes).map_err(|e| {
            located(file.error(span, format!("picture: '{}' {e}", picture_path.display())))
        })?;
        inputs.extend(Input::file(&picture_path, "picture"));
        book.picture = Some(Arc::new(picture));
    }
    // The files' date: the book file's, else SOURCE_DATE_EPOCH's, else
    // today's (the day, so that a day's runs give the same bytes).
    book.date = book.date.or_else(|| {
        let epoch = std::env::var("SOURCE_DATE_EPOCH").ok()?.trim().parse().ok();
        epoch.or_else(|| {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .ok()?;
            i64::try_from(now.as_secs()).ok().map(|s| s - s % 86_400)
        })
    });
    if args.impose == Some(Impose::Booklet) {
        book.printing = book::Printing::Home;
    }
    let runs: Vec<(usize, u64)> = (book.sections.iter())
        .map(|s| (Layout::cells_of(s.shape, s.variant), s.count))
        .collect();
    check_pdf_memory(&runs, runs.len() as u64, printing::available_memory())?;
    // The files written, in order: the book, then its cover.
    let (book_out, cover_out) = match made {
        Made::Book(out) => {
            let cover = book.cover.then(|| cover_path(path));
            (Some(out), cover.map(Some))
        }
        Made::Cover(out) => (None, Some(out)),
    };
    let files: Vec<PathBuf> = [&book_out, &cover_out]
        .into_iter()
        .flatten()
        .flatten()
        .cloned()
        .collect();
    let mut outputs = Outputs::prepare(&files, &inputs)?;
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
    let checked = book::preflight(&book, &doc).map_err(|e| anyhow::anyhow!("{shown}: {e}"))?;
    if !quiet {
        for line in checked {
            note(&format!("preflight: {line}"));
        }
    }
    if args.impose == Some(Impose::Booklet) {
        let paper = match args.paper {
            Some(Paper::A4) => PageSize::A4,
            Some(Paper::Letter) => PageSize::LETTER,
            None if system_paper().size == PageSize::LETTER => PageSize::LETTER,
            None => PageSize::A4,
        };
        doc = book::booklet(&doc, paper);
    }
    // Each file to its output, or to standard output.
    let mut next = 0;
    let mut write = |out: &Option<PathBuf>, bytes: &[u8]| -> Result<()> {
        match out {
            Some(_) => {
                outputs.write(next, bytes)?;
                next += 1;
                Ok(())
            }
            None => Ok(write_stdout(bytes)?),
        }
    };
    if let Some(out) = &book_out {
        write(out, &pdf::to_pdf(&doc)?)?;
    }
    let mut made_cover = None;
    if let Some(out) = &cover_out {
        let sample = carved.puzzles.first().map(|(_, c)| c);
        // A picture too small for its place: refused at the picture's key.
        let cover = book::cover(&book, pages, sample).map_err(|e| match file.picture_path() {
            Some((_, span)) => located(file.error(span, format!("picture: {e}"))),
            None => anyhow::anyhow!("{shown}: {e}"),
        })?;
        write(out, &pdf::to_pdf(&cover.doc)?)?;
        made_cover = Some(cover);
    }
    outputs.commit()?;
    if !quiet {
        let shown = |out: &Option<PathBuf>| {
            out.as_deref()
                .unwrap_or(Path::new("-"))
                .display()
                .to_string()
        };
        if let Some(out) = &book_out {
            let sides = match args.impose {
                Some(Impose::Booklet) => format!(", {} booklet sides", doc.pages.len()),
                None => String::new(),
            };
            note(&format!(
                "wrote {}: {total} puzzles, {pages} pages{sides}, seed {}",
                shown(out),
                book.seed
            ));
        }
        if let (Some(out), Some(cover)) = (&cover_out, made_cover) {
            note(&format!(
                "wrote the cover {}; what the upload form asks:",
                shown(out)
            ));
            for line in cover.summary().lines() {
                note(&format!("  {line}"));
            }
        }
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
