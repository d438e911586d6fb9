//! Command-line parsing and the commands. Flags become library calls here and
//! nowhere else; the library never touches files or flags.

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use sudoku_press::fill::Filler;
use sudoku_press::format::{self, Parsed};
use sudoku_press::grid::Grid;
use sudoku_press::rng;
use sudoku_press::shape::{Houses, Shape};
use sudoku_press::solver::Solver;

/// Sudoku puzzles of every box shape from 4x4 to 25x25.
#[derive(Parser, Debug)]
#[command(name = "sudoku-press", version, about, long_about = None, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Generate complete random grids from a seed.
    ///
    /// Each grid's randomness comes from the run's seed and the grid's index,
    /// so a seed always gives the same grids. Puzzle carving, grading and PDF
    /// sheets come in later versions.
    Generate(GenerateArgs),
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

#[derive(Args, Debug)]
struct GenerateArgs {
    #[command(flatten)]
    shape: ShapeArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TextFormat::Line)]
    format: TextFormat,
    /// Number of grids.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    count: u64,
    /// Seed for a reproducible run; random when omitted (printed either way).
    #[arg(long)]
    seed: Option<u64>,
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
    /// Input file of puzzles in line or grid format; standard input when
    /// omitted or `-`.
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
            eprintln!("sudoku-press: error: {first} (see --help)");
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
            eprintln!("sudoku-press: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Generate(args) => generate(args),
        Command::Solve(args) => solve(args),
        Command::Check(args) => check(args),
    }
}

/// Reads a whole input, from a file or standard input.
fn read_input(file: Option<&Path>) -> Result<(String, String)> {
    let mut bytes = Vec::new();
    let name = match file {
        Some(p) if p != Path::new("-") => {
            bytes = std::fs::read(p).with_context(|| format!("cannot read '{}'", p.display()))?;
            p.display().to_string()
        }
        _ => {
            io::stdin()
                .read_to_end(&mut bytes)
                .context("cannot read standard input")?;
            "standard input".to_string()
        }
    };
    // Invalid UTF-8 becomes U+FFFD, which the parser reports by position.
    Ok((String::from_utf8_lossy(&bytes).into_owned(), name))
}

fn read_puzzles(file: Option<&Path>, shape: Option<Shape>) -> Result<Vec<Parsed>> {
    let (text, name) = read_input(file)?;
    format::parse_text(&text, shape).with_context(|| name)
}

fn write_grid(out: &mut impl Write, grid: &Grid, format: TextFormat) -> io::Result<()> {
    match format {
        TextFormat::Line => writeln!(out, "{}", grid.to_line()),
        TextFormat::Grid => writeln!(out, "{}", grid.to_grid_text()),
    }
}

fn generate(args: GenerateArgs) -> Result<ExitCode> {
    let shape = args.shape.shape().unwrap_or(Shape::classic());
    let seed = args.seed.unwrap_or_else(rand::random);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    writeln!(
        out,
        "# sudoku-press generate --box {shape} --count {} --seed {seed}",
        args.count
    )?;
    let mut filler = Filler::new(shape);
    for index in 0..args.count {
        let mut r = rng::stream(seed, index);
        let grid = filler.fill(&mut r);
        write_grid(&mut out, &grid, args.format)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn solve(args: SolveArgs) -> Result<ExitCode> {
    let puzzles = read_puzzles(args.file.as_deref(), args.shape.shape())?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut solvers: Vec<Solver> = Vec::new();
    let mut houses: Vec<Houses> = Vec::new();
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let mut all_unique = true;
    for p in &puzzles {
        let shape = p.grid.shape();
        let k = match solvers.iter().position(|s| s.shape() == shape) {
            Some(k) => k,
            None => {
                solvers.push(Solver::new(shape));
                houses.push(Houses::new(shape));
                solvers.len() - 1
            }
        };
        // Contradictory givens are reported as such, before any search.
        let conflicts = p.grid.conflicts_with(&houses[k]);
        if let Some(c) = conflicts.first() {
            all_unique = false;
            out.flush()?;
            eprintln!("line {}: unsolvable: {}", p.line, c.describe(shape));
            if args.count {
                writeln!(out, "0")?;
            } else {
                writeln!(out, "unsolvable")?;
            }
            continue;
        }
        let counted = solvers[k].count(&p.grid, if args.count { limit } else { 2 });
        all_unique &= counted.count == 1;
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
    let puzzles = read_puzzles(args.file.as_deref(), args.shape.shape())?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut all_valid = true;
    for p in &puzzles {
        let shape = p.grid.shape();
        let conflicts = p.grid.conflicts();
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
