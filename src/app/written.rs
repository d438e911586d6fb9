//! What a `generate` run writes beside its puzzles' grids: the header
//! line that replays it, each puzzle in a text format with the comments
//! that let it read back with no flags, and the records beside a sheet
//! (`--metadata`).

use super::args::GenerateFormat;
use super::plan::Plan;
use crate::carve::{Carved, GENERATOR_VERSION, PuzzleId};
use crate::format::Comments;
use crate::layout::Variant;
use crate::records::{Generated, Numbered, json_line};

impl Plan {
    /// The comment line a text run starts with (none for JSON, a sheet,
    /// or `--no-header`): the command that gives the same puzzles.
    pub fn header(&self) -> Option<String> {
        if !self.has_header() {
            return None;
        }
        let (sections, total) = (&self.sections, self.total);
        let first = &sections[0].id;
        let what = match &self.args.mix {
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
                    Variant::CLASSIC => String::new(),
                    v => format!(" --variant {v}"),
                },
                first.level,
                first.symmetry
            ),
        };
        Some(format!(
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
            if self.format == GenerateFormat::Grid {
                "grid"
            } else {
                "line"
            },
        ))
    }

    /// Whether a text run starts with its [`Plan::header`].
    fn has_header(&self) -> bool {
        !self.pdf && self.format != GenerateFormat::Json && !self.args.no_header
    }

    /// The writer of the `# box` and `# variant` comments of a text run:
    /// the header names the box of a single-shape run; a `--mix` (or a
    /// run without the header) names each section's where a reader would
    /// not tell it.
    pub fn comments(&self) -> Comments {
        Comments {
            named: (self.has_header() && self.args.mix.is_none())
                .then_some(self.sections[0].id.shape),
            variant: None,
        }
    }

    /// The records beside a sheet of the puzzles `made` (`--metadata`):
    /// the run's fields, and a JSON line a puzzle.
    pub fn metadata(&self, made: &[(PuzzleId, Carved)]) -> (String, Vec<String>) {
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
        let fields = format!("\"seed\":{},\"generator\":{GENERATOR_VERSION},", self.seed);
        (fields, items)
    }
}

/// A section's grid in `--mix`: its box (`3x2`), its side and variant
/// for a jigsaw (`9:jigsaw`), its box and variant for others (`3x3:x`).
fn mix_size(id: &PuzzleId) -> String {
    match id.variant {
        Variant::CLASSIC => id.shape.to_string(),
        v if v.is_jigsaw() => format!("{}:{v}", id.shape.side()),
        v => format!("{}:{v}", id.shape),
    }
}

/// One generated puzzle in a text format, as whole lines, after the
/// comments `boxes` says it needs (none in JSON, which names its shape
/// and variant).
pub fn puzzle_text(
    boxes: &mut Comments,
    format: GenerateFormat,
    id: &PuzzleId,
    c: &Carved,
) -> String {
    let comments = match format {
        GenerateFormat::Json => String::new(),
        _ => boxes.before(c.puzzle.layout(), true),
    };
    let puzzle = match format {
        GenerateFormat::Line | GenerateFormat::Pdf | GenerateFormat::Svg => {
            format!("{} {}", c.puzzle.to_line(), c.solution.to_line())
        }
        GenerateFormat::Grid => format!(
            "# puzzle {} · {} · score {:.1}\n{}\n{}",
            id,
            c.level(),
            c.score(),
            c.puzzle.to_grid_text(),
            c.solution.to_grid_text()
        ),
        GenerateFormat::Json => json_line(&Generated::new(c, id)),
    };
    comments + &puzzle + "\n"
}

/// The `--metadata` file of a sheet written to `pdf` (its file name):
/// the run's `fields` (each followed by a comma) and the puzzles' records.
pub fn metadata_file(pdf: &str, fields: &str, items: &[String]) -> String {
    format!(
        "{{\"pdf\":{},{fields}\"puzzles\":[\n{}\n]}}\n",
        serde_json::to_string(pdf).expect("a string serialises"),
        items.join(",\n")
    )
}
