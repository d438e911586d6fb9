//! The JSON records the outputs are made of, one type an output, written
//! with serde so that every string is escaped and every field named once:
//! a generated puzzle (`generate --format json`, and with its number in a
//! sheet's metadata), a rated puzzle (`rate --format json`), a rendered
//! puzzle (`render --metadata`), and a puzzle that could not be rated.
//!
//! Scores and efforts are written with one decimal, as the text formats
//! print them.
//!
//! ```
//! use sudoku_press::records::RatingError;
//!
//! let e = RatingError { line: 3, level: None, error: "invalid: \"7\" twice".into() };
//! assert_eq!(
//!     serde_json::to_string(&e).unwrap(),
//!     r#"{"line":3,"level":null,"error":"invalid: \"7\" twice"}"#
//! );
//! ```

use crate::carve::{Carved, PuzzleId};
use crate::grid::Grid;
use crate::layout::Variant;
use crate::logic::{Grade, Technique};
use crate::relations::Marks;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

/// A number written with one decimal (`2.6`, `14.0`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OneDecimal(pub f32);

impl Serialize for OneDecimal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // The shortest form of the rounded decimal is that decimal.
        let rounded: f64 = format!("{:.1}", self.0).parse().unwrap_or(0.0);
        s.serialize_f64(rounded)
    }
}

/// How often each technique was applied, as an object keyed by the
/// techniques' keys in ladder order: `{"full_house":18,"pointing":7}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Techniques(pub Vec<(Technique, usize)>);

impl Serialize for Techniques {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (t, n) in &self.0 {
            map.serialize_entry(t.key(), n)?;
        }
        map.end()
    }
}

/// A puzzle's variant in a record: its name, a jigsaw's regions and a
/// killer's cages, all left out for the classic.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VariantFields {
    /// `x`, `hyper`, `jigsaw`, `jigsaw+x`, `killer`, `jigsaw+killer`,
    /// `samurai` (none for the classic).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// A jigsaw's regions: N*N letters row by row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub regions: Option<String>,
    /// A killer's cages: `{"sum": 15, "cells": [0, 1, 10]}`, cells from 0
    /// row by row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cages: Option<Vec<CageRecord>>,
    /// Marks between cells, each kind under its name: `"greater": [[a,
    /// b], ...]` (a's number greater), `"white"`, `"black"`,
    /// `"negative": true`, `"nonconsecutive": true`, `"odd"`, `"even"`,
    /// `"thermos": [[bulb, ..., tip], ...]`; cells from 0 row by row.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub marks: Option<Marks>,
    /// A samurai's canvas: `[ROWS, COLS]` (its `puzzle` and `solution`
    /// are the canvas's places row by row, `-` outside every grid).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<[usize; 2]>,
    /// A samurai's grids: the `[row, column]` of each one's top left cell
    /// on the canvas, from 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grids: Option<Vec<[usize; 2]>>,
}

/// A killer's cage in a record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CageRecord {
    /// What its numbers add up to.
    pub sum: u32,
    /// Its cells, from 0, row by row.
    pub cells: Vec<usize>,
}

impl VariantFields {
    /// The fields of `grid`'s layout.
    pub fn of(grid: &Grid) -> VariantFields {
        let layout = grid.layout();
        let canvas = layout.canvas();
        let v = layout.variant();
        VariantFields {
            variant: (v != Variant::CLASSIC).then(|| v.name()),
            regions: v.is_jigsaw().then(|| layout.regions().letters()),
            cages: layout.cages().map(|cages| {
                cages
                    .cages()
                    .iter()
                    .map(|k| CageRecord {
                        sum: k.sum,
                        cells: k.cells.clone(),
                    })
                    .collect()
            }),
            marks: layout.relations().map(|r| r.marks().clone()),
            size: (!canvas.is_square()).then(|| [canvas.rows(), canvas.cols()]),
            grids: (!canvas.is_square())
                .then(|| canvas.grids().iter().map(|&(r, c)| [r, c]).collect()),
        }
    }
}

/// A generated puzzle: `generate --format json` writes one a line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Generated {
    /// The box, `WxH` (a jigsaw's side).
    pub shape: String,
    /// The variant, for all but the classic.
    #[serde(flatten)]
    pub variant: VariantFields,
    /// The clues, in the line format.
    pub puzzle: String,
    /// The solution, in the line format.
    pub solution: String,
    /// The number of clues.
    pub clues: usize,
    /// The level.
    pub level: &'static str,
    /// The hardest step's score (Sudoku Explainer scale).
    pub score: OneDecimal,
    /// The effort of solving it step by step (not measured on killers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effort: Option<OneDecimal>,
    /// The techniques used.
    pub techniques: Techniques,
    /// The symmetry of the clues.
    pub symmetry: &'static str,
    /// The run's seed.
    pub seed: u64,
    /// The id that makes it again.
    pub id: String,
}

impl Generated {
    /// The record of puzzle `c` made as `id`.
    pub fn new(c: &Carved, id: &PuzzleId) -> Generated {
        Generated {
            shape: c.puzzle.layout().shape_name(),
            variant: VariantFields::of(&c.puzzle),
            puzzle: c.puzzle.to_line(),
            solution: c.solution.to_line(),
            clues: c.puzzle.filled(),
            level: c.level().name(),
            score: OneDecimal(c.score()),
            effort: c.grade().effort.map(OneDecimal),
            techniques: Techniques(c.grade().techniques.clone()),
            symmetry: id.symmetry.name(),
            seed: id.seed,
            id: id.to_string(),
        }
    }
}

/// A generated puzzle in a sheet's metadata: its number on the sheet, then
/// the [`Generated`] fields.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Numbered<T> {
    /// Its number on the sheet (captions say `#number`).
    pub number: usize,
    /// The rest of the record.
    #[serde(flatten)]
    pub record: T,
}

/// A rated puzzle: `rate --format json` writes one a line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    /// The input line it came from.
    pub line: usize,
    /// The box, `WxH`.
    pub shape: String,
    /// The level.
    pub level: &'static str,
    /// The hardest step's score.
    pub score: OneDecimal,
    /// The effort of solving it step by step (not measured on killers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effort: Option<OneDecimal>,
    /// The hardest technique's name (`guessing` when the ladder cannot
    /// finish, `none` when no step was needed).
    pub hardest: &'static str,
    /// Sudoku Explainer's name for its hardest step (classic puzzles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub se_hardest: Option<String>,
    /// Sudoku Explainer's EP: the hardest step up to the first placement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ep: Option<OneDecimal>,
    /// Sudoku Explainer's ED: the first step's score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ed: Option<OneDecimal>,
    /// Present (true) when Sudoku Explainer's path was not followed to
    /// the end (it needs nested forcing chains, or ran out of time): the
    /// score, `ep` and `ed` are then lower bounds.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub score_is_lower_bound: bool,
    /// The techniques used.
    pub techniques: Techniques,
}

/// A puzzle that could not be rated: `level` is always `null`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingError {
    /// The input line it came from.
    pub line: usize,
    /// No level.
    pub level: Option<&'static str>,
    /// Why, such as `no solution`.
    pub error: String,
}

/// A typeset puzzle in `render --metadata`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rendered {
    /// Its number on the sheet.
    pub number: usize,
    /// The input line it came from.
    pub line: usize,
    /// The box, `WxH` (a jigsaw's side).
    pub shape: String,
    /// The variant, for all but the classic.
    #[serde(flatten)]
    pub variant: VariantFields,
    /// The clues, in the line format.
    pub puzzle: String,
    /// The solution, in the line format.
    pub solution: String,
    /// The level (`beyond` when the ladder cannot finish).
    pub level: &'static str,
    /// The hardest step's score.
    pub score: OneDecimal,
    /// The effort of solving it step by step (not measured on killers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effort: Option<OneDecimal>,
    /// The techniques used.
    pub techniques: Techniques,
}

impl Rendered {
    /// The record of `puzzle` (from input line `line`), solved as
    /// `solution` and graded `grade` at `level`.
    pub fn new(
        number: usize,
        line: usize,
        puzzle: &Grid,
        solution: &Grid,
        grade: &Grade,
        level: crate::logic::Level,
    ) -> Rendered {
        Rendered {
            number,
            line,
            shape: puzzle.layout().shape_name(),
            variant: VariantFields::of(puzzle),
            puzzle: puzzle.to_line(),
            solution: solution.to_line(),
            level: level.name(),
            score: OneDecimal(grade.score),
            effort: grade.effort.map(OneDecimal),
            techniques: Techniques(grade.techniques.clone()),
        }
    }
}

/// `record` as one line of JSON.
pub fn json_line<T: Serialize>(record: &T) -> String {
    serde_json::to_string(record).expect("records serialize")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_decimal_is_written_as_the_text_formats_print_it() {
        for x in [0.0f32, 2.6, 14.0, 2296.41, 0.05, 9.95, 1234567.9, -0.04] {
            assert_eq!(json_line(&OneDecimal(x)), format!("{x:.1}"), "{x}");
        }
    }
}
