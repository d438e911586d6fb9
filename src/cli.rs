//! Command-line parsing and the commands. Flags become library calls here and
//! nowhere else; the library never touches files or flags.

use anyhow::{Context, Result};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use sudoku_press::carve::{self, CarveOptions, Carved, GENERATOR_VERSION, PuzzleId};
use sudoku_press::format::{self, Parsed};
use sudoku_press::grid::Grid;
use sudoku_press::layout;
use sudoku_press::logic::{Grader, Level};
use sudoku_press::rng;
use sudoku_press::shape::{Houses, Shape};
use sudoku_press::solver::Solver;
use sudoku_press::symmetry::Symmetry;

mod output;
mod progress;
mod sheet;
use output::Outputs;
use progress::Progress;
use sheet::{CaptionArg, SheetArgs};
use sudoku_press::batch::{BatchError, carve_batch};
use sudoku_press::records::{
    Generated, Numbered, OneDecimal, Rating, RatingError, Rendered, Techniques, json_line,
};

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
    /// Print the manual page (roff) on standard output: `sudoku-press man >
    /// sudoku-press.1`, then `man ./sudoku-press.1`; with --dir, write a
    /// page for the command and one for each subcommand
    /// (sudoku-press-generate.1, ...) into a directory.
    Man {
        /// The directory for every page, such as
        /// ~/.local/share/man/man1.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// The grid shape, given as a box or a size.
#[derive(Args, Debug, Clone, Default)]
struct ShapeArgs {
    /// Box shape WxH: W cells wide, H cells tall (3x2 is the usual 6x6,
    /// 2x3 has tall boxes); any box with W*H from 4 to 25. Default: read
    /// from the input's size (`generate`: 3x3).
    #[arg(long = "box", value_name = "WxH", group = "shape", value_parser = parse_shape)]
    box_shape: Option<Shape>,
    /// Grid side with its conventional box: 4, 6, 8, 9, 10, 12, 15, 16, 20
    /// or 25.
    #[arg(long, value_name = "N", group = "shape", value_parser = parse_size)]
    size: Option<Shape>,
}

impl ShapeArgs {
    fn shape(&self) -> Option<Shape> {
        self.box_shape.or(self.size)
    }
}

fn parse_shape(s: &str) -> Result<Shape, String> {
    s.parse::<Shape>().map_err(|e| e.to_string())
}

fn parse_size(s: &str) -> Result<Shape, String> {
    let n: usize = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a grid size; expected a number such as 9"))?;
    Shape::conventional(n).map_err(|e| e.to_string())
}

/// How grids are written.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum TextFormat {
    /// One grid a line, N*N symbols.
    Line,
    /// N lines of N symbols with box separators.
    Grid,
}

/// How generated puzzles are written.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum GenerateFormat {
    /// A print-ready PDF sheet with answer keys (the default, to sudoku.pdf).
    Pdf,
    /// One puzzle a line: the puzzle, a space, its solution.
    Line,
    /// Puzzle and solution as grids, under a comment line.
    Grid,
    /// One JSON object a line: shape, puzzle, solution, level, score,
    /// techniques, symmetry, seed, id.
    Json,
}

#[derive(Args, Debug)]
struct GenerateArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Output format. Default: pdf, unless --output is `-` or names a file
    /// not ending in .pdf (line; json for a name ending in .json).
    #[arg(long, value_enum)]
    format: Option<GenerateFormat>,
    /// Output file, replaced whole or not at all (a device or FIFO is written
    /// directly, a symlink's target replaced); `-` for standard output.
    /// Default: sudoku.pdf for PDF, standard output for text.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Difficulty: beginner, easy, medium, hard, expert, master or beyond.
    /// Default: medium, easy on a 4x4 grid. Small grids reach only some
    /// levels; asking for another says which.
    #[arg(long, value_parser = parse_level)]
    difficulty: Option<Level>,
    /// Symmetry of the clues: none, rot180, rot90, mirror-h, mirror-v,
    /// diagonal, anti-diagonal, both-mirrors, both-diagonals, all.
    #[arg(long, default_value = "rot180", value_parser = parse_symmetry)]
    symmetry: Symmetry,
    /// Number of puzzles. Default: one page full for PDF (6 for 9x9), 1
    /// for text.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    count: Option<u64>,
    /// A booklet of sections, each with its shape, level and count, in
    /// order: BOX:LEVEL:COUNT,... such as
    /// 2x2:beginner:4,3x2:easy:4,3x3:medium:4.
    #[arg(long, value_name = "SECTIONS", value_parser = sheet::parse_mix,
          conflicts_with_all = ["box_shape", "size", "difficulty", "count", "id"])]
    mix: Option<sheet::Mix>,
    /// Seed for a reproducible run; random when omitted (printed either way).
    #[arg(long)]
    seed: Option<u64>,
    /// Index of the run's first puzzle: `--start 100 --count 50` makes
    /// puzzles 100 to 149 of the seed, so shards of a large run (with
    /// --no-header, or JSON) concatenate to the whole, byte for byte.
    #[arg(long, value_name = "N", default_value_t = 0)]
    start: u64,
    /// Text formats: leave out the `# sudoku-press generate ...` line that
    /// replays the run, so that shards concatenate to the whole run. A
    /// `# box WxH` line is still written where the size does not tell the
    /// box (each shard repeats it).
    #[arg(long)]
    no_header: bool,
    /// Refuse to run unless this is the generator version (the header of a
    /// text run records it): a seed gives other puzzles under another
    /// version.
    #[arg(long, value_name = "VERSION")]
    generator: Option<u32>,
    /// Carve until no clue (orbit of the symmetry) can go without losing
    /// the unique solution.
    #[arg(long)]
    minimal: bool,
    /// Allowed number of clues, MIN-MAX (e.g. 24-30). MAX is at least the
    /// fewest clues a puzzle of the shape can have (4x4: 4, 6x6: 8, 9x9: 17,
    /// other sides N-1), and the symmetry's orbits must add up to a count
    /// in the range.
    #[arg(long, value_name = "MIN-MAX", value_parser = parse_clues)]
    clues: Option<(usize, usize)>,
    /// Make again the one puzzle with this id, such as
    /// g3-3x3-medium-rot180-42-0 (printed by --format json and text headers,
    /// and in captions with --caption id); replaces the shape, level,
    /// symmetry, seed and count options. An id of another generator version
    /// is refused: it would make another puzzle.
    #[arg(long, conflicts_with_all = ["box_shape", "size", "difficulty", "symmetry", "seed", "count", "minimal", "clues", "start"])]
    id: Option<String>,
    /// Seconds allowed for one puzzle before giving up.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds)]
    time_budget: f64,
    /// Worker threads; the output is the same for any number. Default: all
    /// cores.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    #[command(flatten)]
    sheet: SheetArgs,
}

fn parse_level(s: &str) -> Result<Level, String> {
    s.parse()
}

fn parse_symmetry(s: &str) -> Result<Symmetry, String> {
    s.parse()
}

fn parse_clues(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{s}' is not a clue range; expected MIN-MAX such as 24-30");
    let (lo, hi) = s.split_once('-').ok_or_else(bad)?;
    let (lo, hi): (usize, usize) = (
        lo.trim().parse().map_err(|_| bad())?,
        hi.trim().parse().map_err(|_| bad())?,
    );
    if lo > hi {
        return Err(format!("clue range {lo}-{hi}: MIN is above MAX"));
    }
    Ok((lo, hi))
}

fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 1e6 => Ok(v),
        _ => Err(format!(
            "'{s}' is not a time budget; expected seconds above 0, such as 30"
        )),
    }
}

#[derive(Args, Debug)]
struct RenderArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    file: Option<PathBuf>,
    /// Output PDF, replaced whole or not at all (a device or FIFO is written
    /// directly, a symlink's target replaced); `-` for standard output.
    /// Default: the input's name with .pdf (sudoku.pdf for standard input).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    #[command(flatten)]
    sheet: SheetArgs,
}

#[derive(Args, Debug)]
struct RateArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = RateFormat::Text)]
    format: RateFormat,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    file: Option<PathBuf>,
}

/// How ratings are written.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
enum RateFormat {
    /// One line a puzzle: level, score, hardest technique, counts.
    Text,
    /// One JSON object a line with level, score, hardest, techniques.
    Json,
}

#[derive(Args, Debug)]
struct HintArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Every step to the end, not just the next one.
    #[arg(long)]
    all: bool,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    file: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct SolveArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Print the number of solutions found (at most --limit) instead.
    #[arg(long)]
    count: bool,
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,
    /// Output format of solutions.
    #[arg(long, value_enum, default_value_t = TextFormat::Line)]
    format: TextFormat,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    file: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct CheckArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Input file of grids in line or grid format; standard input when
    /// omitted or `-`.
    file: Option<PathBuf>,
}

/// Runs the command line; errors are printed once, with exit code 2.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
            }
            // One line: clap's first, which names the flag and the problem.
            let text = e.render().to_string();
            let first = text
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("bad usage");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            note(&format!("sudoku-press: error: {first} (see --help)"));
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

/// A line on standard error; nothing, and no panic, when it cannot be
/// written (closed or full).
fn note(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

fn run(cli: Cli) -> Result<ExitCode> {
    let quiet = cli.quiet;
    match cli.command {
        Command::Generate(args) => generate(*args, quiet),
        Command::Render(args) => render(*args, quiet),
        Command::Solve(args) => solve(args, quiet),
        Command::Check(args) => check(args),
        Command::Rate(args) => rate(args, quiet),
        Command::Hint(args) => hint(args),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "sudoku-press", &mut out);
            io::stdout().lock().write_all(&out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man { dir: None } => {
            let mut out = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut out)?;
            io::stdout().lock().write_all(&out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man { dir: Some(dir) } => man_pages(&dir, quiet),
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

/// The puzzles of an input (a file, or standard input for `None` or `-`),
/// read and handed out one at a time, so that memory stays flat however long
/// the input. Errors name the input and the line.
struct Puzzles {
    /// The input as errors name it: `FILE` or `standard input`.
    name: String,
    /// The input as read errors name it: `'FILE'` or `standard input`.
    quoted: String,
    input: Box<dyn io::BufRead>,
    reader: format::Reader,
    line: Vec<u8>,
    ended: bool,
    /// Bytes read so far, and the input's length when it is a file.
    read: u64,
    length: Option<u64>,
    /// Puzzles handed out so far.
    count: u64,
}

impl Puzzles {
    fn open(file: Option<&Path>, shape: Option<Shape>) -> Result<Puzzles> {
        let mut length = None;
        let (name, quoted, input): (String, String, Box<dyn io::BufRead>) = match file {
            Some(p) if p != Path::new("-") => {
                let quoted = format!("'{}'", p.display());
                let f = std::fs::File::open(p).with_context(|| format!("cannot read {quoted}"))?;
                length = f.metadata().ok().filter(|m| m.is_file()).map(|m| m.len());
                (
                    p.display().to_string(),
                    quoted,
                    Box::new(io::BufReader::with_capacity(1 << 16, f)),
                )
            }
            _ => (
                "standard input".to_string(),
                "standard input".to_string(),
                Box::new(io::BufReader::with_capacity(1 << 16, io::stdin())),
            ),
        };
        Ok(Puzzles {
            name,
            quoted,
            input,
            reader: format::Reader::new(shape),
            line: Vec::new(),
            ended: false,
            read: 0,
            length,
            count: 0,
        })
    }

    /// A progress bar for working through this input: `verb` such as
    /// `rating`.
    /// Results go to standard output as they come: no bar when that is
    /// the terminal.
    fn progress(&self, verb: &str, quiet: bool) -> Progress {
        Progress::input(verb, self.length, quiet || progress::stdout_on_terminal())
    }

    /// Shows on `progress` how far the input has been read.
    fn show(&self, progress: &Progress) {
        progress.read(self.read, self.count);
    }

    /// The next puzzle, `None` at the end of the input.
    fn next_puzzle(&mut self) -> Result<Option<Parsed>> {
        loop {
            if let Some(p) = self.reader.next_puzzle() {
                self.count += 1;
                return Ok(Some(p));
            }
            if self.ended {
                return Ok(None);
            }
            self.line.clear();
            let read = self
                .input
                .read_until(b'\n', &mut self.line)
                .with_context(|| format!("cannot read {}", self.quoted))?;
            self.read += read as u64;
            let parsed = if read == 0 {
                self.ended = true;
                self.reader.finish()
            } else if let Ok(line) = std::str::from_utf8(&self.line) {
                self.reader.push_line(line)
            } else {
                // Invalid UTF-8 becomes U+FFFD, which the parser reports by
                // position.
                self.reader.push_line(&String::from_utf8_lossy(&self.line))
            };
            parsed.with_context(|| self.name.clone())?;
        }
    }

    /// Every puzzle, for the commands that need them all before answering.
    fn all(mut self) -> Result<Vec<Parsed>> {
        let mut out = Vec::new();
        while let Some(p) = self.next_puzzle()? {
            out.push(p);
        }
        Ok(out)
    }
}

/// The `# box WxH` comment a line-format output needs so that it reads back
/// with no flags: written before a grid whose box a reader would not tell
/// from its length (or from the box named last).
#[derive(Default)]
struct BoxHeader {
    named: Option<Shape>,
}

impl BoxHeader {
    fn write(&mut self, out: &mut (impl Write + ?Sized), shape: Shape) -> io::Result<()> {
        let assumed = self
            .named
            .filter(|s| s.cells() == shape.cells())
            .or_else(|| Shape::from_cell_count(shape.cells()));
        if assumed != Some(shape) {
            writeln!(out, "# box {shape}")?;
            self.named = Some(shape);
        }
        Ok(())
    }
}

fn write_grid(out: &mut impl Write, grid: &Grid, format: TextFormat) -> io::Result<()> {
    match format {
        TextFormat::Line => writeln!(out, "{}", grid.to_line()),
        TextFormat::Grid => writeln!(out, "{}", grid.to_grid_text()),
    }
}

/// One run of puzzles of one shape and level: its id template (seed,
/// symmetry, ...), its first index and count.
struct Section {
    id: PuzzleId,
    first: u64,
    count: u64,
}

fn generate(args: GenerateArgs, quiet: bool) -> Result<ExitCode> {
    let to_stdout = args.output.as_deref() == Some(Path::new("-"));
    let format = args.format.unwrap_or(match &args.output {
        Some(p) if !to_stdout => match p.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("pdf") => GenerateFormat::Pdf,
            Some(e) if e.eq_ignore_ascii_case("json") => GenerateFormat::Json,
            _ => GenerateFormat::Line,
        },
        Some(_) => GenerateFormat::Line,
        None => GenerateFormat::Pdf,
    });
    let pdf = format == GenerateFormat::Pdf;
    if let Some(v) = args.generator
        && v != GENERATOR_VERSION
    {
        anyhow::bail!(
            "--generator {v}: this sudoku-press {} has generator version {GENERATOR_VERSION}, \
             whose puzzles differ from version {v}'s for the same seed",
            env!("CARGO_PKG_VERSION")
        );
    }
    let mut sheet_opts = args.sheet.options()?;
    let shape = args.shape.shape().unwrap_or(Shape::classic());
    let base = PuzzleId {
        shape,
        level: args
            .difficulty
            .unwrap_or_else(|| carve::default_level(shape)),
        symmetry: args.symmetry,
        minimal: args.minimal,
        clues: args.clues,
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
                let s = Section {
                    id: PuzzleId {
                        shape: m.shape,
                        level: m.level,
                        ..base.clone()
                    },
                    first,
                    count: m.count,
                };
                first = first.saturating_add(m.count);
                s
            })
            .collect()
    } else {
        let count = match args.count {
            Some(n) => n,
            None if pdf => layout::check(base.shape, &sheet_opts)? as u64,
            None => 1,
        };
        vec![Section {
            id: base.clone(),
            first: args.start,
            count,
        }]
    };
    let seed = sections[0].id.seed;
    let total: u64 = sections.iter().map(|s| s.count).sum();
    let last = sections[0].first.checked_add(total - 1);
    if last.is_none_or(|last| last == u64::MAX) {
        anyhow::bail!(
            "puzzle indices run from 0 to {}; {total} puzzle{} from index {} would run past it",
            u64::MAX - 1,
            if total == 1 { "" } else { "s" },
            sections[0].first
        );
    }
    sheet_opts.set_code = Some(layout::set_code(seed));
    let carve_opts = |id: &PuzzleId| CarveOptions {
        level: id.level,
        symmetry: id.symmetry,
        minimal: id.minimal,
        clues: id.clues,
        time_budget: Duration::from_secs_f64(args.time_budget),
    };
    // Everything that can be refused is refused before any work: levels a
    // shape does not reach, clue bounds, sheets that do not fit, and an
    // output that cannot be written.
    for s in &sections {
        carve_opts(&s.id).check(s.id.shape)?;
        if pdf {
            layout::check(s.id.shape, &sheet_opts)?;
        }
    }
    let output = match &args.output {
        Some(p) if to_stdout => None,
        Some(p) => Some(p.clone()),
        None if pdf => Some(PathBuf::from("sudoku.pdf")),
        None => None,
    };
    if args.no_header && pdf {
        anyhow::bail!("--no-header goes with text formats; a PDF has no header line");
    }
    if args.sheet.metadata && !pdf {
        anyhow::bail!(
            "--metadata goes with a PDF; text formats carry the same fields with --format json"
        );
    }
    if pdf {
        check_sheet_count(&sections)?;
    }
    // Every output is checked and opened before any work.
    let sheet_sink = match pdf {
        true => Some(sheet::Sink::open(output.as_deref(), &args.sheet, &[])?),
        false => None,
    };
    let text_file = match (&output, pdf) {
        (Some(path), false) => Some(Outputs::prepare(std::slice::from_ref(path), &[])?),
        _ => None,
    };
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
                    .map(|s| format!("{}:{}:{}", s.id.shape, s.id.level, s.count))
                    .collect::<Vec<_>>()
                    .join(","),
                first.symmetry
            ),
            None => format!(
                "--box {} --difficulty {} --symmetry {} --count {total}",
                first.shape, first.level, first.symmetry
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
    let mut boxes = BoxHeader {
        named: header
            .as_ref()
            .and(args.mix.is_none().then_some(sections[0].id.shape)),
    };
    let mut made: Vec<(PuzzleId, Carved)> = Vec::new();
    // Text on the terminal as it is made: no bar over it.
    let on_screen = !pdf && text_file.is_none() && progress::stdout_on_terminal();
    let progress = Progress::puzzles("generating", total, quiet || on_screen);
    for section in &sections {
        let opts = carve_opts(&section.id);
        let result = carve_batch(
            section.id.shape,
            &opts,
            section.id.seed,
            section.first..section.first + section.count,
            threads,
            |index, c| {
                progress.inc();
                let id = PuzzleId {
                    index,
                    ..section.id.clone()
                };
                if pdf {
                    made.push((id, c.clone()));
                    return Ok(());
                }
                if let Some(h) = header.take() {
                    writeln!(out, "{h}")?;
                }
                if format != GenerateFormat::Json {
                    boxes.write(&mut out, id.shape)?;
                }
                write_generated(&mut out, format, &id, c).map_err(anyhow::Error::from)
            },
        )
        .map_err(|e| match e {
            BatchError::Carve { index, error } => {
                anyhow::Error::new(error).context(format!("puzzle {}", index + 1))
            }
            BatchError::Emit(e) => e,
        });
        if result.is_err() {
            progress.finish();
        }
        // A write error names where it went; a carving error speaks for
        // itself.
        result.map_err(|e| match e.downcast_ref::<io::Error>() {
            Some(_) => e.context(written()),
            None => e,
        })?;
    }
    progress.finish();
    out.flush().with_context(written)?;
    drop(out);
    if let Some(f) = text_file {
        f.commit()?;
    }
    let Some(sink) = sheet_sink else {
        return Ok(ExitCode::SUCCESS);
    };
    let puzzles: Vec<_> = made
        .iter()
        .enumerate()
        .map(|(k, (id, c))| sheet_puzzle(k + 1, id, c, &args.sheet))
        .collect();
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
    if let Some(wrote) = sheet::emit(
        sink,
        &puzzles,
        &sheet_opts,
        metadata,
        &format!(", seed {seed}"),
    )? && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}

/// One generated puzzle in a text format.
fn write_generated(
    out: &mut dyn Write,
    format: GenerateFormat,
    id: &PuzzleId,
    c: &Carved,
) -> io::Result<()> {
    match format {
        GenerateFormat::Line | GenerateFormat::Pdf => {
            writeln!(out, "{} {}", c.puzzle.to_line(), c.solution.to_line())
        }
        GenerateFormat::Grid => writeln!(
            out,
            "# puzzle {} · {} · score {:.1}\n{}\n{}",
            id,
            c.grade.level,
            c.grade.score,
            c.puzzle.to_grid_text(),
            c.solution.to_grid_text()
        ),
        GenerateFormat::Json => writeln!(out, "{}", json_line(&Generated::new(c, id))),
    }
}

/// A generated puzzle ready for the sheet.
fn sheet_puzzle(
    number: usize,
    id: &PuzzleId,
    c: &Carved,
    sheet: &SheetArgs,
) -> layout::SheetPuzzle {
    let extra = match sheet.caption {
        CaptionArg::Level => None,
        CaptionArg::Score => Some(format!("{:.1}", c.grade.score)),
        CaptionArg::Id => Some(id.to_string()),
    };
    layout::SheetPuzzle {
        number,
        shape: id.shape,
        puzzle: c.puzzle.cells().to_vec(),
        solution: c.solution.cells().to_vec(),
        caption: layout::caption(number, id.shape, c.grade.level, extra),
        stars: sheet.stars(c.grade.level),
    }
}

/// Why a puzzle cannot be rated or hinted, if it cannot: contradictory
/// givens, no solution, or several.
fn not_unique(p: &Parsed, houses: &Houses, solver: &mut Solver) -> Option<String> {
    let shape = p.grid.shape();
    if let Some(c) = p.grid.conflicts_with(houses).first() {
        return Some(format!("invalid: {}", c.describe(shape)));
    }
    match solver.count(&p.grid, 2).count {
        0 => Some("unsolvable: no solution".to_string()),
        1 => None,
        _ => Some("not unique: several solutions".to_string()),
    }
}

/// Per-shape tools, built once per shape met in the input.
struct Tools {
    houses: Houses,
    solver: Solver,
    grader: Grader,
}

fn tools_for(cache: &mut Vec<Tools>, shape: Shape) -> &mut Tools {
    let k = match cache.iter().position(|t| t.solver.shape() == shape) {
        Some(k) => k,
        None => {
            cache.push(Tools {
                houses: Houses::new(shape),
                solver: Solver::new(shape),
                grader: Grader::new(shape),
            });
            cache.len() - 1
        }
    };
    &mut cache[k]
}

fn render(args: RenderArgs, quiet: bool) -> Result<ExitCode> {
    let mut opts = args.sheet.options()?;
    let output = match (&args.output, &args.file) {
        (Some(p), _) if p == Path::new("-") => None,
        (Some(p), _) => Some(p.clone()),
        (None, Some(f)) if f != Path::new("-") => Some(f.with_extension("pdf")),
        (None, _) => Some(PathBuf::from("sudoku.pdf")),
    };
    let input = output::input_identity(args.file.as_deref());
    let sink = sheet::Sink::open(output.as_deref(), &args.sheet, &[input])?;
    let puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?.all()?;
    // The set code of a rendered sheet comes from its puzzles.
    let mut hash = rng::FNV_OFFSET;
    for p in &puzzles {
        hash = rng::fnv1a(hash, p.grid.cells());
    }
    opts.set_code = Some(layout::set_code(hash));
    let mut cache = Vec::new();
    let mut sheets = Vec::new();
    let mut json = Vec::new();
    let progress = Progress::puzzles("typesetting", puzzles.len() as u64, quiet);
    for (k, p) in puzzles.iter().enumerate() {
        progress.inc();
        let shape = p.grid.shape();
        layout::check(shape, &opts)?;
        let t = tools_for(&mut cache, shape);
        if let Some(why) = not_unique(p, &t.houses, &mut t.solver) {
            anyhow::bail!(
                "line {}: {why}; only puzzles with one solution are typeset",
                p.line
            );
        }
        let solution = t
            .solver
            .count(&p.grid, 1)
            .solution
            .context("a unique puzzle has its solution")?;
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
        sheets.push(layout::SheetPuzzle {
            number: k + 1,
            shape,
            puzzle: p.grid.cells().to_vec(),
            solution: solution.cells().to_vec(),
            caption: layout::caption(k + 1, shape, level, extra),
            stars: args.sheet.stars(level),
        });
    }
    progress.finish();
    let metadata = args.sheet.metadata.then(|| (String::new(), json));
    if let Some(wrote) = sheet::emit(sink, &sheets, &opts, metadata, "")?
        && !quiet
    {
        note(&wrote);
    }
    Ok(ExitCode::SUCCESS)
}

fn rate(args: RateArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut cache = Vec::new();
    let mut all_rated = true;
    let progress = puzzles.progress("rating", quiet);
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        let t = tools_for(&mut cache, p.grid.shape());
        let problem = not_unique(&p, &t.houses, &mut t.solver);
        let grade = match problem {
            None => t.grader.rate(p.grid.cells(), Level::Master).ok(),
            Some(_) => None,
        };
        let Some(g) = grade else {
            all_rated = false;
            let why = problem.unwrap_or_else(|| "invalid: contradiction".to_string());
            match args.format {
                RateFormat::Text => writeln!(out, "line {}: {why}", p.line)?,
                RateFormat::Json => writeln!(
                    out,
                    "{}",
                    json_line(&RatingError {
                        line: p.line,
                        level: None,
                        error: why,
                    })
                )?,
            }
            continue;
        };
        let hardest = match g.hardest {
            _ if !g.solved => "guessing",
            Some(t) => t.name(),
            None => "none",
        };
        match args.format {
            RateFormat::Text => {
                let counts: Vec<String> = g
                    .techniques
                    .iter()
                    .map(|(t, n)| format!("{} {n}", t.name()))
                    .collect();
                writeln!(
                    out,
                    "{:<8} {:>4.1} {:>6.1}  {hardest:<27}  {}",
                    g.level.name(),
                    g.score,
                    g.effort.unwrap_or(0.0),
                    counts.join(", ")
                )?;
            }
            RateFormat::Json => writeln!(
                out,
                "{}",
                json_line(&Rating {
                    line: p.line,
                    shape: p.grid.shape().to_string(),
                    level: g.level.name(),
                    score: OneDecimal(g.score),
                    effort: OneDecimal(g.effort.unwrap_or(0.0)),
                    hardest,
                    techniques: Techniques(g.techniques.clone()),
                })
            )?,
        }
    }
    out.flush()?;
    Ok(if all_rated {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn hint(args: HintArgs) -> Result<ExitCode> {
    let puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?.all()?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut cache = Vec::new();
    let mut all_unique = true;
    for p in &puzzles {
        let shape = p.grid.shape();
        let t = tools_for(&mut cache, shape);
        if puzzles.len() > 1 {
            writeln!(out, "# line {}", p.line)?;
        }
        if let Some(why) = not_unique(p, &t.houses, &mut t.solver) {
            all_unique = false;
            writeln!(out, "line {}: {why}; no logical hint", p.line)?;
            continue;
        }
        if args.all {
            let g = t
                .grader
                .solve(p.grid.cells(), Level::Master, true)
                .map_err(|_| anyhow::anyhow!("line {}: the deductions contradict", p.line))?;
            for (i, s) in g.steps.iter().enumerate() {
                writeln!(out, "{:>3}. {}", i + 1, s.explain(shape))?;
            }
            if g.solved {
                writeln!(out, "solved: {} (score {:.1})", g.level, g.score)?;
            } else {
                writeln!(
                    out,
                    "stuck: no technique of the ladder applies; the rest needs guessing"
                )?;
            }
        } else if p.grid.empty_cells() == 0 {
            writeln!(out, "solved: nothing to do")?;
        } else {
            match t.grader.next_step(&p.grid) {
                Ok(Some(s)) => writeln!(out, "{}", s.explain(shape))?,
                _ => writeln!(
                    out,
                    "no technique of the ladder applies; the next step needs guessing"
                )?,
            }
        }
    }
    out.flush()?;
    Ok(if all_unique {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn solve(args: SolveArgs, quiet: bool) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut solvers: Vec<Solver> = Vec::new();
    let mut houses: Vec<Houses> = Vec::new();
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let mut all_unique = true;
    let mut boxes = BoxHeader::default();
    let progress = puzzles.progress("solving", quiet);
    while let Some(p) = puzzles.next_puzzle()? {
        puzzles.show(&progress);
        let shape = p.grid.shape();
        if args.format == TextFormat::Line && !args.count {
            boxes.write(&mut out, shape)?;
        }
        let k = match solvers.iter().position(|s| s.shape() == shape) {
            Some(k) => k,
            None => {
                solvers.push(Solver::new(shape));
                houses.push(Houses::new(shape));
                solvers.len() - 1
            }
        };
        let counted = solvers[k].count(&p.grid, if args.count { limit } else { 2 });
        all_unique &= counted.count == 1;
        // Givens that repeat a symbol in a house are named as the reason.
        if counted.count == 0
            && let Some(c) = p.grid.conflicts_with(&houses[k]).first()
        {
            out.flush()?;
            progress.suspend(|| {
                note(&format!(
                    "line {}: unsolvable: {}",
                    p.line,
                    c.describe(shape)
                ))
            });
        }
        if args.count {
            writeln!(out, "{}", counted.count)?;
            continue;
        }
        match (counted.count, &counted.solution) {
            (1, Some(s)) => write_grid(&mut out, s, args.format)?,
            (_, Some(s)) => {
                let sep = if args.format == TextFormat::Grid {
                    '\n'
                } else {
                    ' '
                };
                write!(out, "multiple{sep}")?;
                write_grid(&mut out, s, args.format)?;
            }
            _ => writeln!(out, "unsolvable")?,
        }
    }
    out.flush()?;
    Ok(if all_unique {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn check(args: CheckArgs) -> Result<ExitCode> {
    let mut puzzles = Puzzles::open(args.file.as_deref(), args.shape.shape())?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut all_valid = true;
    // House tables are built once a shape, not once a puzzle.
    let mut houses: Option<Houses> = None;
    while let Some(p) = puzzles.next_puzzle()? {
        let shape = p.grid.shape();
        if houses.as_ref().is_none_or(|h| h.shape() != shape) {
            houses = Some(Houses::new(shape));
        }
        let conflicts = p.grid.conflicts_with(houses.as_ref().expect("built above"));
        for c in &conflicts {
            writeln!(out, "conflict: {}", c.describe(shape))?;
        }
        if !conflicts.is_empty() {
            all_valid = false;
            writeln!(out, "invalid")?;
        } else if p.grid.empty_cells() == 0 {
            writeln!(out, "solved")?;
        } else {
            writeln!(out, "valid, {} empty cells", p.grid.empty_cells())?;
        }
    }
    out.flush()?;
    if !all_valid {
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// Peak memory a PDF run takes a puzzle, beyond its cells (measured with
/// one key a page, the dearest layout; BENCHMARKS.md has the figures).
const SHEET_BYTES_PER_PUZZLE: u64 = 24 << 10;
/// Peak memory a PDF run takes a cell of its puzzles.
const SHEET_BYTES_PER_CELL: u64 = 1536;

/// Refuses, before any work, a PDF run whose sheet would not fit in this
/// machine's memory, with the number of puzzles that would.
fn check_sheet_count(sections: &[Section]) -> Result<()> {
    let Some(available) = available_memory() else {
        return Ok(());
    };
    let cost =
        |s: &Section| SHEET_BYTES_PER_PUZZLE + SHEET_BYTES_PER_CELL * s.id.shape.cells() as u64;
    let needed: u64 = sections
        .iter()
        .map(|s| s.count.saturating_mul(cost(s)))
        .fold(0, u64::saturating_add);
    if needed > available {
        let dearest = sections
            .iter()
            .map(cost)
            .max()
            .unwrap_or(SHEET_BYTES_PER_PUZZLE);
        anyhow::bail!(
            "a PDF of {} puzzles would need about {} MB, more than the {} MB of memory free; \
             at most {} fit one PDF here (split the run with --start and --count, or write text)",
            sections
                .iter()
                .map(|s| s.count)
                .fold(0, u64::saturating_add),
            needed >> 20,
            available >> 20,
            available / dearest
        );
    }
    Ok(())
}

/// Memory free for a new run, from `/proc/meminfo` (`None` where there is
/// no such file).
fn available_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}
