//! Command-line parsing and the commands. Flags become library calls here and
//! nowhere else; the library never touches files or flags.

use anyhow::{Context, Result};
use clap::{CommandFactory, Parser, Subcommand};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod book;
mod generate;
mod input;
mod inspect;
mod output;
mod platform;
mod printing;
mod progress;
mod render;
#[cfg(feature = "serve")]
mod serve;
mod system_fonts;
mod text;
use book::{BookArgs, CoverArgs, book, cover};
use generate::generate;
use inspect::{check, hint, rate, solve};
use output::Outputs;
use render::render;
use sudoku_press::app::args::*;

/// Sudoku puzzles of every box shape from 4x4 to 25x25.
#[derive(Parser, Debug)]
#[command(name = "sudoku-press", version, about, long_about = None, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// No progress bar and no status lines (`wrote FILE`) on standard
    /// error; errors still print.
    #[arg(short, long, global = true)]
    quiet: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Generate graded puzzles with exactly one solution: a PDF sheet with
    /// answer keys (sudoku.pdf by default), or text.
    ///
    /// Each puzzle's randomness comes from the run's seed and the puzzle's
    /// index, so a seed always gives the same puzzles, whatever the number of
    /// threads. Every puzzle has an id that makes it again (`--id`).
    Generate(Box<GenerateArgs>),
    /// Typeset puzzles from a text file into a PDF sheet with answer keys.
    ///
    /// Reads line, grid or JSON-lines format (made by this tool or another
    /// generator), solves each puzzle for its key and grades it for its caption. A
    /// puzzle that breaks the rules or has no single solution stops the run
    /// with its line named, and no file is written.
    Render(Box<RenderArgs>),
    /// Make a puzzle book from a book file (TOML): title page, how to play,
    /// contents, sections, solutions, page numbers and bookmarks, on a
    /// print-on-demand trim with mirrored margins.
    ///
    /// `sudoku-press book --init` writes a commented starter file
    /// (book.toml); `examples/` in the source holds two books. The same
    /// file with the same seed gives the same PDF.
    Book(Box<BookArgs>),
    /// Make the full-wrap cover of a book file's book, for print on demand.
    ///
    /// One page: back, spine and front with bleed (a hardcover's wrap and
    /// hinges too), the spine as wide as the book's page count makes it on
    /// its paper (`paper = "white" | "cream" | "colour"`), the spine's text
    /// from 79 pages, the lower right of the back kept clear for the
    /// barcode. Prints the numbers the upload form asks.
    Cover(Box<CoverArgs>),
    /// Solve puzzles, or count their solutions.
    ///
    /// For each puzzle one output line: its solution, `unsolvable`, or
    /// `multiple` followed by one of its solutions. Exit status 0 when every
    /// puzzle has exactly one solution, 1 otherwise, 2 on bad input.
    Solve(SolveArgs),
    /// Check complete or partial grids against the rules.
    ///
    /// For each grid: every conflict (symbol, house, cells), then `solved`,
    /// `valid, K empty cells` or `invalid`. Exit status 0 when all are valid,
    /// 1 when one is invalid, 2 on bad input.
    Check(CheckArgs),
    /// Grade puzzles by the human techniques they need.
    ///
    /// For each puzzle: its level (beginner, easy, medium, hard, expert,
    /// master, or beyond when it needs guessing), its score on the Sudoku
    /// Explainer scale, the hardest technique and how often each technique
    /// was used. Exit status 0 when every puzzle was rated, 1 when one has
    /// no solution or several, 2 on bad input.
    Rate(RateArgs),
    /// Explain the next logical step of a puzzle, or with --all every step.
    ///
    /// Steps are in the difficulty ladder's terms, cheapest technique first.
    /// Exit status 0 when the puzzle has one solution, 1 otherwise, 2 on bad
    /// input.
    Hint(HintArgs),
    /// Serve the web page: make a sheet with a preview and download its
    /// PDF, or play a puzzle with hints, in the browser.
    ///
    /// Listens on 127.0.0.1:8080 and prints the page's address; Ctrl+C
    /// stops it. The page loads nothing from elsewhere and works offline.
    /// A sheet's address is its command line: /sheet.pdf?size=4&count=8
    /// gives the PDF of `generate --size 4 --count 8`.
    #[cfg(feature = "serve")]
    Serve(serve::ServeArgs),
    /// Print a completion script for a shell on standard output.
    ///
    /// For example `sudoku-press completions bash >
    /// ~/.local/share/bash-completion/completions/sudoku-press`, or for zsh
    /// a file `_sudoku-press` in a directory of your `fpath`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), or write every page into a directory.
    ///
    /// `sudoku-press man > sudoku-press.1`, then `man ./sudoku-press.1`;
    /// with --dir, a page for the command and one for each subcommand
    /// (sudoku-press-generate.1, ...).
    Man {
        /// The directory for every page, such as
        /// ~/.local/share/man/man1.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// Runs the command line; errors are printed once, with exit code 2.
pub fn main() -> ExitCode {
    locale_as_lang();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
            }
            // Made again without styles, so that its text keeps what was
            // typed, escape sequences too (which clap's plain text drops
            // with its own styles); `note` shows them escaped.
            let plain = Cli::command()
                .styles(clap::builder::Styles::plain())
                .try_get_matches()
                .err()
                .unwrap_or(e);
            note(&format!(
                "sudoku-press: error: {} (see --help)",
                usage_error(&plain, meant)
            ));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            // A closed pipe (`| head`) is not an error worth a message.
            if e.downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
            {
                return ExitCode::SUCCESS;
            }
            note(&format!("sudoku-press: error: {e:#}"));
            ExitCode::from(2)
        }
    }
}

/// The flag a flag typed was meant to be: our name for a near miss of
/// the subcommand typed (`--paper` for `--page`), else clap's suggestion.
fn meant(flag: &str) -> Option<String> {
    NEAR_MISSES
        .iter()
        .find(|(miss, ours)| *miss == flag && takes_flag(ours))
        .map(|(_, ours)| ours.to_string())
}

/// Whether the subcommand typed takes the flag `ours` leads with.
fn takes_flag(ours: &str) -> bool {
    let long = ours
        .split(' ')
        .next()
        .unwrap_or(ours)
        .trim_start_matches('-');
    let command = Cli::command();
    std::env::args()
        .skip(1)
        .find_map(|a| command.find_subcommand(&a).cloned())
        .is_some_and(|sub| sub.get_arguments().any(|a| a.get_long() == Some(long)))
}

/// Flags of other tools (and of our own book files) typed for ours.
const NEAR_MISSES: &[(&str, &str)] = &[
    ("--paper", "--page (a4, letter, ...)"),
    ("--paper-size", "--page (a4, letter, ...)"),
    ("--papersize", "--page (a4, letter, ...)"),
    ("--level", "--difficulty"),
    ("--difficulty-level", "--difficulty"),
    ("--language", "--lang"),
    ("--locale", "--lang"),
    ("--number", "--count"),
    ("--puzzles", "--count"),
    ("--answer", "--answers"),
    ("--solutions", "--answers"),
    ("--box-size", "--size"),
    ("--grid", "--size"),
    ("--type", "--variant"),
    ("--kind", "--variant"),
    ("--out", "--output"),
];

/// A line on standard error, its control characters escaped (a value from
/// the input may hold an escape sequence or a NUL); nothing, and no panic,
/// when it cannot be written (closed or full).
fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", text::escape_controls(line));
}

fn run(cli: Cli) -> Result<ExitCode> {
    let quiet = cli.quiet;
    match cli.command {
        Command::Generate(args) => generate(*args, quiet),
        Command::Render(args) => render(*args, quiet),
        Command::Book(args) => book(*args, quiet),
        Command::Cover(args) => cover(*args, quiet),
        Command::Solve(args) => solve(args, quiet),
        Command::Check(args) => check(args),
        Command::Rate(args) => rate(args, quiet),
        Command::Hint(args) => hint(args),
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::serve(args, quiet),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "sudoku-press", &mut out);
            text::write_stdout(&out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man { dir: None } => {
            let mut out = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut out)?;
            text::write_stdout(&out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man { dir: Some(dir) } => man_pages(&dir, quiet),
    }
}

/// Where the system keeps the user's language elsewhere than in the
/// environment (Windows: Regional settings), sets `LANG` from it when none
/// of `LC_ALL`, `LC_MESSAGES` and `LANG` is set, so that `--lang`'s default
/// is the user's language everywhere.
fn locale_as_lang() {
    let said = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|v| !v.is_empty()));
    if let (false, Some(locale)) = (said, platform::system_locale()) {
        // SAFETY: called first thing in `main`, before any thread starts.
        unsafe { std::env::set_var("LANG", locale) };
    }
}

/// Writes the manual pages of the command and every subcommand into `dir`,
/// each whole or not at all.
fn man_pages(dir: &Path, quiet: bool) -> Result<ExitCode> {
    let mut top = Cli::command().disable_help_subcommand(true);
    // Built, subcommands get display names (`sudoku-press-generate`) that
    // name their pages and files.
    top.build();
    let mut pages = vec![clap_mangen::Man::new(top.clone())];
    for sub in top.get_subcommands() {
        pages.push(clap_mangen::Man::new(sub.clone()));
    }
    // A fresh home has no ~/.local/share/man/man1 yet.
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot make the directory '{}'", dir.display()))?;
    let paths: Vec<PathBuf> = pages.iter().map(|m| dir.join(m.get_filename())).collect();
    let mut outputs = Outputs::prepare(&paths, &[])?;
    for (k, page) in pages.iter().enumerate() {
        let mut roff = Vec::new();
        page.render(&mut roff)?;
        outputs.write(k, &roff)?;
    }
    outputs.commit()?;
    if !quiet {
        note(&format!(
            "wrote {} manual pages to {}",
            pages.len(),
            dir.display()
        ));
    }
    Ok(ExitCode::SUCCESS)
}
