//! The command line's argument types: what each subcommand accepts, its
//! defaults and help, and the parsers of its values.

use super::sheet_args::{self, SheetArgs};
use crate::lang::Lang;
use crate::layout::Variant;
use crate::logic::Level;
use crate::shape::Shape;
use crate::symmetry::Symmetry;
use anyhow::Result;
use std::path::PathBuf;

/// The grid shape, given as a box or a size.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ShapeArgs {
    /// Box shape WxH: W cells wide, H cells tall (3x2 is the usual 6x6,
    /// 2x3 has tall boxes); any box with W*H from 4 to 25. Default: read
    /// from the input's size (`generate`: 3x3).
    #[cfg_attr(feature = "cli", arg(long = "box", value_name = "WxH", group = "shape", value_parser = parse_shape))]
    pub box_shape: Option<Shape>,
    /// Grid side with its conventional box: 4, 6, 8, 9, 10, 12, 15, 16, 20
    /// or 25 (a jigsaw: any side from 4 to 16).
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", group = "shape", value_parser = parse_side))]
    pub size: Option<usize>,
}

impl ShapeArgs {
    /// The shape given, if any: a size takes its conventional box.
    pub fn shape(&self) -> anyhow::Result<Option<Shape>> {
        self.shape_for(Variant::CLASSIC)
    }

    /// The shape given for puzzles of `variant`: a jigsaw's size is its
    /// side alone ([`Layout::shape`](crate::layout::Layout::shape)).
    pub fn shape_for(&self, variant: Variant) -> anyhow::Result<Option<Shape>> {
        match (self.box_shape, self.size) {
            (Some(s), _) => Ok(Some(s)),
            (None, Some(n)) if variant.sized_by_side() => Ok(Some(Shape::new(n, 1)?)),
            (None, Some(n)) => Shape::conventional(n)
                .map(Some)
                .map_err(|e| anyhow::anyhow!("invalid value '{n}' for '--size <N>': {e}")),
            (None, None) => Ok(None),
        }
    }
}

pub fn parse_shape(s: &str) -> Result<Shape, String> {
    s.parse::<Shape>().map_err(|e| e.to_string())
}

pub fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse()
}

/// A grid side, 4 to 25; which box it takes is the command's to say.
pub fn parse_side(s: &str) -> Result<usize, String> {
    let n: usize = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a grid size; expected a number such as 9"))?;
    Shape::new(n, 1).map(|_| n).map_err(|e| e.to_string())
}

/// How grids are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum TextFormat {
    /// One grid a line, N*N symbols.
    Line,
    /// N lines of N symbols with box separators.
    Grid,
}

/// How generated puzzles are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum GenerateFormat {
    /// A print-ready PDF sheet with answer keys (the default, to sudoku.pdf).
    Pdf,
    /// One puzzle a line: the puzzle, a space, its solution.
    Line,
    /// Puzzle and solution as grids, under a comment line.
    Grid,
    /// One JSON object a line: shape, puzzle, solution, level, score,
    /// techniques, symmetry, seed, id.
    Json,
    /// The sheet's pages as SVG pictures, a page a file: NAME.svg for one
    /// page, else NAME-1.svg, NAME-2.svg, ... (to sudoku.svg by default;
    /// standard output takes one page).
    Svg,
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct GenerateArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    /// Output format. Default: pdf, unless --output is `-` or names a file
    /// not ending in .pdf (line; json for a name ending in .json, svg for
    /// .svg).
    #[cfg_attr(feature = "cli", arg(long, value_enum))]
    pub format: Option<GenerateFormat>,
    /// Output file, replaced whole or not at all (a device or FIFO is written
    /// directly, a symlink's target replaced); `-` for standard output.
    /// Default: sudoku.pdf for PDF, standard output for text.
    #[cfg_attr(feature = "cli", arg(short, long, value_name = "FILE"))]
    pub output: Option<PathBuf>,
    /// Difficulty: beginner, easy, medium, hard, expert, master or beyond.
    /// Default: medium, easy on a 4x4 grid. Small grids reach only some
    /// levels; asking for another says which.
    #[cfg_attr(feature = "cli", arg(long, value_parser = parse_level))]
    pub difficulty: Option<Level>,
    /// Variant: classic; x (both main diagonals hold every symbol too, on
    /// any grid); hyper (four more 3x3 windows on 9x9, on square boxes);
    /// jigsaw (irregular regions in place of boxes, drawn anew for each
    /// puzzle, on any side from 4 to 16: --size 5 and 7 too); jigsaw+x;
    /// killer (cages whose numbers add up to their sums, no givens unless
    /// --givens; 4x4 to 12x12); jigsaw+killer; samurai (five grids sharing
    /// corner boxes, on 9x9, 6x6 or 4x4 grids). Marks between cells, 4x4 to
    /// 9x9, few givens: greater (a sign between every two neighbours of a
    /// box, pointing to the smaller); futoshiki (a Latin square of side 4
    /// to 9, --size 5 and 7 too, with some signs); kropki (white dots
    /// between numbers one apart, black where one is double the other,
    /// every such pair dotted); consecutive (bars between every two
    /// neighbours one apart); nonconsecutive (no two neighbours one apart,
    /// from 6x6); odd-even (grey circles odd, grey squares even);
    /// thermo (numbers rising along thermometers from the bulb). On
    /// irregular regions too, sides 4 to 9: jigsaw+greater, jigsaw+kropki,
    /// jigsaw+consecutive, jigsaw+nonconsecutive (from 5x5),
    /// jigsaw+odd-even, jigsaw+thermo.
    #[cfg_attr(feature = "cli", arg(long, default_value = "classic", value_parser = parse_variant))]
    pub variant: Variant,
    /// Symmetry of the clues: none, rot180, rot90, mirror-h, mirror-v,
    /// diagonal, anti-diagonal, both-mirrors, both-diagonals, all.
    #[cfg_attr(feature = "cli", arg(long, default_value = "rot180", value_parser = parse_symmetry))]
    pub symmetry: Symmetry,
    /// Number of puzzles. Default: one page full for PDF (6 for 9x9), 1
    /// for text.
    #[cfg_attr(feature = "cli", arg(long, value_parser = parse_count))]
    pub count: Option<u64>,
    /// A booklet of sections, each with its grid, level and count, in
    /// order: SIZE:LEVEL:COUNT,... such as 4:beginner:4,6:easy:4,9:medium:4
    /// (a size takes its conventional box), or a box for the grid:
    /// 2x3:easy:4 (6x6 with tall boxes); LEVEL may be left out. A variant
    /// may follow the size: 9:jigsaw:medium:4,6:x:easy:4 (else --variant's).
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECTIONS", value_parser = sheet_args::parse_mix,
          conflicts_with_all = ["box_shape", "size", "difficulty", "count", "id"]))]
    pub mix: Option<sheet_args::Mix>,
    /// Seed for a reproducible run; random when omitted (printed either way).
    #[cfg_attr(feature = "cli", arg(long, value_parser = parse_whole))]
    pub seed: Option<u64>,
    /// Index of the run's first puzzle: `--start 100 --count 50` makes
    /// puzzles 100 to 149 of the seed, so shards of a large run (with
    /// --no-header, or JSON) concatenate to the whole, byte for byte.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", default_value_t = 0, value_parser = parse_whole))]
    pub start: u64,
    /// Text formats: leave out the `# sudoku-press generate ...` line that
    /// replays the run, so that shards concatenate to the whole run. A
    /// `# box WxH` line is still written where the size does not tell the
    /// box (each shard repeats it).
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_header: bool,
    /// Refuse to run unless this is the generator version (the header of a
    /// text run records it): a seed gives other puzzles under another
    /// version.
    #[cfg_attr(feature = "cli", arg(long, value_name = "VERSION", value_parser = parse_version))]
    pub generator: Option<u32>,
    /// Carve until no clue (orbit of the symmetry) can go without losing
    /// the unique solution.
    #[cfg_attr(feature = "cli", arg(long))]
    pub minimal: bool,
    /// Allowed number of clues, MIN-MAX (e.g. 24-30). MAX is at least the
    /// fewest clues a puzzle of the shape can have (4x4: 4, 6x6: 8, 9x9: 17,
    /// other sides N-1), and the symmetry's orbits must add up to a count
    /// in the range.
    #[cfg_attr(feature = "cli", arg(long, value_name = "MIN-MAX", value_parser = parse_clues))]
    pub clues: Option<(usize, usize)>,
    /// A killer's givens: about this many numbers written in (whole
    /// orbits of --symmetry, so a few more with rot180 when it is odd).
    /// Default: none, the classic killer.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", default_value_t = 0, value_parser = parse_givens))]
    pub givens: usize,
    /// Make again the one puzzle with this id, such as
    /// g3-3x3-medium-rot180-42-0 (printed by --format json and text headers,
    /// and in captions with --caption id); replaces the shape, level,
    /// symmetry, seed and count options. An id of another generator version
    /// is refused: it would make another puzzle.
    #[cfg_attr(feature = "cli", arg(long, conflicts_with_all = ["box_shape", "size", "variant", "difficulty", "symmetry", "seed", "count", "minimal", "clues", "start", "givens"]))]
    pub id: Option<String>,
    /// Seconds allowed for one puzzle before giving up.
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds))]
    pub time_budget: f64,
    /// Worker threads; the output is the same for any number. Default: all
    /// cores.
    #[cfg_attr(feature = "cli", arg(long, value_parser = parse_threads))]
    pub threads: Option<u64>,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sheet: SheetArgs,
}

/// `generate`'s defaults, those it takes with no flag given (a test
/// holds them to the command line's).
impl Default for GenerateArgs {
    fn default() -> GenerateArgs {
        GenerateArgs {
            shape: ShapeArgs::default(),
            format: None,
            output: None,
            difficulty: None,
            variant: Variant::CLASSIC,
            symmetry: Symmetry::Rot180,
            count: None,
            mix: None,
            seed: None,
            start: 0,
            no_header: false,
            generator: None,
            minimal: false,
            clues: None,
            givens: 0,
            id: None,
            time_budget: 30.0,
            threads: None,
            sheet: SheetArgs::default(),
        }
    }
}

/// A flag whose value is one of a few names (`--symbols digits`), read
/// without a command-line parser: the server's and the browser's options
/// (a test holds the names to the command line's).
pub trait Choice: Copy + 'static {
    /// Each value and its name, in help's order.
    const NAMES: &'static [(Self, &'static str)];

    /// The value named `s`, spelt exactly.
    fn named(s: &str) -> Option<Self> {
        Self::NAMES.iter().find(|(_, n)| *n == s).map(|&(v, _)| v)
    }
}

/// A whole number from `lo` to `hi`, as the flags that count read it.
pub fn whole(s: &str, lo: u64, hi: u64) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ if hi == u64::MAX => Err(format!("expected a whole number, {lo} or more")),
        _ => Err(format!("expected a whole number from {lo} to {hi}")),
    }
}

/// `--count`, `solve --limit`: 1 or more.
pub fn parse_count(s: &str) -> Result<u64, String> {
    whole(s, 1, u64::MAX)
}

/// `--threads`: 1 to 256.
pub fn parse_threads(s: &str) -> Result<u64, String> {
    whole(s, 1, 256)
}

/// `--seed`, `--start`: 0 or more.
pub fn parse_whole(s: &str) -> Result<u64, String> {
    whole(s, 0, u64::MAX)
}

/// `--generator`: a version number.
pub fn parse_version(s: &str) -> Result<u32, String> {
    whole(s, 0, u64::from(u32::MAX)).map(|v| v as u32)
}

/// `--givens`: 0 or more.
pub fn parse_givens(s: &str) -> Result<usize, String> {
    whole(s, 0, usize::MAX as u64).map(|v| v as usize)
}

pub fn parse_level(s: &str) -> Result<Level, String> {
    s.parse()
}

pub fn parse_symmetry(s: &str) -> Result<Symmetry, String> {
    s.parse()
}

pub fn parse_clues(s: &str) -> Result<(usize, usize), String> {
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

pub fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 1e6 => Ok(v),
        _ => Err(format!(
            "'{s}' is not a time budget; expected seconds above 0, such as 30"
        )),
    }
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct RenderArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    pub file: Option<PathBuf>,
    /// Output PDF, replaced whole or not at all (a device or FIFO is written
    /// directly, a symlink's target replaced); `-` for standard output.
    /// Default: the input's name with .pdf (sudoku.pdf for standard input).
    #[cfg_attr(feature = "cli", arg(short, long, value_name = "FILE"))]
    pub output: Option<PathBuf>,
    /// Seconds allowed for one puzzle's solution and grade; a puzzle not
    /// settled within them stops the run (exit 2, no file).
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds))]
    pub time_budget: f64,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sheet: SheetArgs,
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct RateArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub said: SaidArgs,
    /// Output format.
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value_t = RateFormat::Text))]
    pub format: RateFormat,
    /// Seconds allowed for one puzzle: its solution, its grade and Sudoku
    /// Explainer's score (the hardest need seconds). A score out of time is
    /// a lower bound, marked `+` (JSON: "score_is_lower_bound"); a puzzle
    /// whose solution or grade is not settled is reported as unknown
    /// (exit 1).
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECONDS", default_value_t = crate::logic::explainer::BUDGET.as_secs_f64(), value_parser = parse_seconds))]
    pub time_budget: f64,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    pub file: Option<PathBuf>,
}

/// How ratings are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum RateFormat {
    /// One line a puzzle: level, score, hardest technique, counts.
    Text,
    /// One JSON object a line with level, score, hardest, techniques.
    Json,
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct HintArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub said: SaidArgs,
    /// Every step to the end, not just the next one.
    #[cfg_attr(feature = "cli", arg(long))]
    pub all: bool,
    /// Seconds allowed for one puzzle; past them it is reported as
    /// unknown (exit 1).
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds))]
    pub time_budget: f64,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    pub file: Option<PathBuf>,
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct SolveArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub said: SaidArgs,
    /// Print the number of solutions found (at most --limit) instead.
    #[cfg_attr(feature = "cli", arg(long))]
    pub count: bool,
    /// Stop counting at this many solutions.
    #[cfg_attr(feature = "cli", arg(long, default_value_t = 2, value_parser = parse_count))]
    pub limit: u64,
    /// Output format of solutions.
    #[cfg_attr(feature = "cli", arg(long, value_enum, default_value_t = TextFormat::Line))]
    pub format: TextFormat,
    /// Seconds allowed for one puzzle; past them it is reported as
    /// unknown (exit 1).
    #[cfg_attr(feature = "cli", arg(long, value_name = "SECONDS", default_value_t = 30.0, value_parser = parse_seconds))]
    pub time_budget: f64,
    /// Input file of puzzles in line, grid or JSON-lines format; standard
    /// input when omitted or `-`. The box: --box, else a `# box WxH` comment
    /// above, a grid's `|` and `-+` rules, or the conventional one.
    pub file: Option<PathBuf>,
}

#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct CheckArgs {
    #[cfg_attr(feature = "cli", command(flatten))]
    pub shape: ShapeArgs,
    #[cfg_attr(feature = "cli", command(flatten))]
    pub said: SaidArgs,
    /// Input file of grids in line or grid format; standard input when
    /// omitted or `-`.
    pub file: Option<PathBuf>,
}

/// The language a reading command speaks in.
#[derive(Debug)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct SaidArgs {
    /// The language of what is said (explanations, techniques, conflicts,
    /// verdicts): en, cs, de, es, fr, it, ja, ko, nl, pl, pt, pt-BR or zh.
    /// Default: the environment's (LC_ALL, LC_MESSAGES, LANG; on Windows,
    /// else the locale's) when one of these, else en. JSON keys and values
    /// stay English.
    #[cfg_attr(feature = "cli", arg(long, value_name = "CODE", value_parser = super::sheet_args::parse_lang))]
    pub lang: Option<Lang>,
}

impl SaidArgs {
    /// `--lang`, else the environment's.
    pub fn lang(&self) -> Lang {
        self.lang
            .unwrap_or_else(super::sheet_args::environment_lang)
    }
}

/// A usage error in one line: clap's first, which names the flag and the
/// problem, with what it leaves to the lines below: the values a flag
/// accepts, the arguments missing, and for an unknown flag the one
/// `meant` (our name for a near miss), else clap's suggestion.
#[cfg(feature = "cli")]
pub fn usage_error(e: &clap::Error, meant: impl Fn(&str) -> Option<String>) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let text = e.render().ansi().to_string();
    let mut lines = text.lines().skip_while(|l| l.trim().is_empty());
    let first = lines.next().unwrap_or("bad usage");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    // A line ending in a colon lists on the lines under it (several
    // arguments in conflict): on one line, with them.
    let first = match first.strip_suffix(':') {
        Some(head) => {
            let listed: Vec<&str> = lines
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            format!("{head} {}", listed.join(", "))
        }
        None => first.to_string(),
    };
    let first = first.as_str();
    let listed = |kind| match e.get(kind) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => Some(values.join(", ")),
        _ => None,
    };
    match e.kind() {
        ErrorKind::InvalidValue => match listed(ContextKind::ValidValue) {
            Some(valid) => format!("{first}; expected one of: {valid}"),
            None => first.to_string(),
        },
        ErrorKind::MissingRequiredArgument => match listed(ContextKind::InvalidArg) {
            Some(missing) => format!("missing {missing}"),
            None => first.to_string(),
        },
        ErrorKind::UnknownArgument => {
            let typed = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::String(s)) => s.as_str(),
                _ => "",
            };
            let flag = typed.split('=').next().unwrap_or(typed);
            let ours = meant(flag).or_else(|| match e.get(ContextKind::SuggestedArg) {
                Some(ContextValue::String(s)) => Some(s.clone()),
                _ => None,
            });
            match ours {
                Some(ours) => format!("{first}; did you mean {ours}?"),
                None => first.to_string(),
            }
        }
        _ => first.to_string(),
    }
}
