//! Playing a puzzle on screen: a player's entries read against the puzzle,
//! the ones that are wrong, and the next logical steps explained by the
//! grader. The web page's Hint and Check ask these.

use crate::cell::Cell;
use crate::deadline::Deadline;
use crate::grid::{Grid, symbol_char};
use crate::lang::{Lang, fill};
use crate::logic::step::Step;
use crate::logic::{Grader, Level, Stopped};
use std::fmt;

/// A puzzle being played, with its one solution.
#[derive(Clone, Debug)]
pub struct Game {
    puzzle: Grid,
    solution: Grid,
}

/// Entries that are no position of the game's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// Not one value a cell.
    Length {
        /// Values given.
        found: usize,
        /// Cells of the grid.
        cells: usize,
    },
    /// A value above the grid's side.
    Symbol {
        /// The cell's row and column on the canvas, from 0.
        place: (usize, usize),
        /// The value.
        value: u8,
        /// The grid's side.
        side: usize,
    },
    /// A given changed or erased.
    Given {
        /// The cell, from 0 row by row.
        cell: usize,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Length { found, cells } => write!(
                f,
                "the grid has {found} values; expected {cells}, one a cell (0 for empty)"
            ),
            PlayError::Symbol { place, value, side } => write!(
                f,
                "row {}, column {}: {value} is not a symbol of this grid; expected 0 (empty) to {side}",
                place.0 + 1,
                place.1 + 1
            ),
            PlayError::Given { cell } => write!(f, "cell {cell} is a given; it cannot change"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What Check finds in a player's entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Cells whose entry is not the solution's, in order.
    pub wrong: Vec<usize>,
    /// Cells still empty.
    pub empty: usize,
    /// Every cell filled, and rightly.
    pub solved: bool,
}

/// What Hint says about a player's entries.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// Nothing left to do.
    Solved,
    /// Entries that are not the solution's (pointed out before any step),
    /// in order.
    Wrong(Vec<usize>),
    /// The steps from the entries to the next placement, the placing step
    /// last (the steps before it remove the candidates it needs).
    Steps(Vec<Step>),
    /// No technique of the ladder applies: the next step needs guessing.
    Stuck,
    /// The deadline passed before the next step was found.
    TimedOut,
}

impl Game {
    /// The game of `puzzle`, whose one solution is `solution`.
    ///
    /// # Panics
    /// When `solution` is not a full grid of `puzzle`'s layout keeping its
    /// clues.
    pub fn new(puzzle: Grid, solution: Grid) -> Game {
        assert!(
            solution.empty_cells() == 0 && solution.keeps_clues_of(&puzzle),
            "a game's solution solves its puzzle"
        );
        Game { puzzle, solution }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// The player's `entries` (givens included, 0 empty) as a grid of the
    /// puzzle's layout, refused when they are not one value a cell, hold a
    /// value past the side, or change a given.
    pub fn position(&self, entries: &[u8]) -> Result<Grid, PlayError> {
        let cells = self.puzzle.cells();
        if entries.len() != cells.len() {
            return Err(PlayError::Length {
                found: entries.len(),
                cells: cells.len(),
            });
        }
        let side = self.puzzle.layout().side();
        for (cell, (&v, &given)) in entries.iter().zip(cells).enumerate() {
            if usize::from(v) > side {
                return Err(PlayError::Symbol {
                    place: self.puzzle.layout().canvas().place(cell),
                    value: v,
                    side,
                });
            }
            if given != 0 && v != given {
                return Err(PlayError::Given { cell });
            }
        }
        Ok(
            Grid::of_layout(self.puzzle.shared_layout().clone(), entries.to_vec())
                .expect("values checked against the side"),
        )
    }

    /// The entries that differ from the solution, and how many cells are
    /// left.
    pub fn check(&self, entries: &[u8]) -> Result<Checked, PlayError> {
        let position = self.position(entries)?;
        let wrong = self.wrong(&position);
        let empty = position.empty_cells();
        Ok(Checked {
            solved: wrong.is_empty() && empty == 0,
            wrong,
            empty,
        })
    }

    fn wrong(&self, position: &Grid) -> Vec<usize> {
        let solution = self.solution.cells();
        let cells = position.cells();
        (0..cells.len())
            .filter(|&c| cells[c] != 0 && cells[c] != solution[c])
            .collect()
    }

    /// The next step for the player: wrong entries first; else the steps of
    /// the ladder from the entries up to the next placement, found by
    /// `grader` (of the puzzle's layout) before `deadline`.
    pub fn hint(
        &self,
        grader: &mut Grader,
        entries: &[u8],
        deadline: Deadline,
    ) -> Result<Hint, PlayError> {
        let position = self.position(entries)?;
        let wrong = self.wrong(&position);
        if !wrong.is_empty() {
            return Ok(Hint::Wrong(wrong));
        }
        if position.empty_cells() == 0 {
            return Ok(Hint::Solved);
        }
        let grade = match grader.solve_until(position.cells(), Level::Master, true, deadline) {
            Ok(g) => g,
            Err(Stopped::TimedOut) => return Ok(Hint::TimedOut),
            // Right entries of a puzzle with one solution contradict
            // nothing.
            Err(Stopped::Contradiction) => return Ok(Hint::Stuck),
        };
        let mut steps = grade.steps;
        match steps.iter().position(|s| !s.placements.is_empty()) {
            Some(last) => {
                steps.truncate(last + 1);
                Ok(Hint::Steps(steps))
            }
            None => Ok(Hint::Stuck),
        }
    }
}

/// `one entry is wrong: r3c5 is not 7`, each wrong cell named in the words
/// of `lang`: what Hint says before any step.
pub fn explain_wrong(position: &Grid, wrong: &[usize], lang: Lang) -> String {
    let words = lang.steps();
    let layout = position.layout();
    let named: Vec<String> = wrong
        .iter()
        .map(|&c| {
            fill(
                words.is_not,
                &[
                    ("{cell}", &words.cell(layout, Cell::new(c))),
                    ("{symbol}", &symbol_char(position.get(c)).to_string()),
                ],
            )
        })
        .collect();
    let template = words.wrong[usize::from(wrong.len() > 1)];
    fill(template, &[("{list}", &words.list(&named))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;

    /// A 4x4 puzzle and its solution, written out by hand.
    fn game() -> Game {
        let shape = Shape::new(2, 2).unwrap();
        let solution =
            Grid::from_cells(shape, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]).unwrap();
        let mut cells = solution.cells().to_vec();
        for c in [1, 2, 4, 7, 8, 11, 13, 14, 15] {
            cells[c] = 0;
        }
        Game::new(Grid::from_cells(shape, cells).unwrap(), solution)
    }

    #[test]
    fn check_counts_the_empty_and_names_the_wrong() {
        let g = game();
        let mut entries = g.puzzle().cells().to_vec();
        let c = g.check(&entries).unwrap();
        assert_eq!((c.wrong.len(), c.empty, c.solved), (0, 9, false));
        entries[1] = 3;
        entries[2] = 3;
        let c = g.check(&entries).unwrap();
        assert_eq!((c.wrong, c.empty), (vec![1], 7));
        let full = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        assert!(g.check(&full).unwrap().solved);
    }

    #[test]
    fn entries_that_are_no_position_are_refused() {
        let g = game();
        assert_eq!(
            g.check(&[0; 15]).unwrap_err(),
            PlayError::Length {
                found: 15,
                cells: 16
            }
        );
        let mut entries = g.puzzle().cells().to_vec();
        entries[5] = 5;
        let e = g.check(&entries).unwrap_err();
        assert_eq!(
            e.to_string(),
            "row 2, column 2: 5 is not a symbol of this grid; expected 0 (empty) to 4"
        );
        let mut entries = g.puzzle().cells().to_vec();
        entries[0] = 2;
        assert_eq!(g.check(&entries).unwrap_err(), PlayError::Given { cell: 0 });
    }

    #[test]
    fn a_hint_points_out_a_wrong_entry_first_then_ends_with_a_placement() {
        let g = game();
        let mut grader = Grader::of_layout(g.puzzle().layout());
        let mut entries = g.puzzle().cells().to_vec();
        entries[1] = 4;
        let hint = g.hint(&mut grader, &entries, Deadline::NEVER).unwrap();
        assert_eq!(hint, Hint::Wrong(vec![1]));
        let position = g.position(&entries).unwrap();
        assert_eq!(
            explain_wrong(&position, &[1], Lang::En),
            "one entry is wrong: r1c2 is not 4"
        );
        entries[1] = 0;
        let Hint::Steps(steps) = g.hint(&mut grader, &entries, Deadline::NEVER).unwrap() else {
            panic!("a 4x4 of singles has a next step");
        };
        let last = steps.last().unwrap();
        assert!(!last.placements.is_empty());
        assert!(
            steps[..steps.len() - 1]
                .iter()
                .all(|s| s.placements.is_empty())
        );
        // The placement is the solution's.
        for &(cell, v) in &last.placements {
            assert_eq!(
                v,
                [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1][cell.index()]
            );
        }
        let full = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        assert_eq!(
            g.hint(&mut grader, &full, Deadline::NEVER).unwrap(),
            Hint::Solved
        );
    }
}
