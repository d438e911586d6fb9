//! Effort: how much work a person puts into a puzzle, where the technique
//! ladder stops telling puzzles apart.
//!
//! The ladder says which techniques a puzzle needs. At its easy end that is
//! not enough: every 4x4 puzzle needs nothing beyond full houses and hidden
//! singles in boxes, yet one with twelve clues and one with four are worlds
//! apart for a six-year-old. Pelánek's studies of people solving Sudoku (a
//! computational model of the solving process, FLAIRS 2011; "Difficulty
//! rating of Sudoku puzzles: an overview and evaluation", 2014) found that
//! what predicts their solving time best is not the hardest technique but
//! how many simple moves are on offer along the way: with many, the next
//! one is found at a glance; with one, the whole grid must be searched.
//!
//! The model: a solver takes one single at a time, the easiest on offer,
//! and each step costs
//!
//! ```text
//! cost = weight × blanks / moves
//! ```
//!
//! - `moves`: the empty cells a single (full house, hidden single in a box,
//!   in a row or column, naked single) would fill right now, the moves a
//!   solver could see; `blanks`: the empty cells. `blanks / moves` is how
//!   many cells a solver looking at random checks before hitting a move:
//!   1 when every blank is a move, `blanks` when one is.
//! - `weight`: the Sudoku Explainer weight of the easiest technique on
//!   offer (full house 1.0, hidden single in a box 1.2, in a line 1.5,
//!   naked single 2.3), so a step that needs cross-hatching costs more
//!   than the last cell of a house.
//!
//! The effort is the sum over the solve, so every blank counts once at
//! least: a puzzle whose every step is a full house has the effort of its
//! number of blanks. When no single is on offer, the ladder's cheapest
//! technique that makes progress is applied, at its weight times the
//! blanks (nothing to see: the grid is searched); if none does, each
//! remaining blank costs [`BEYOND_SCORE`] times the blanks, as guessing.

use super::Stopped;
use super::board::{Board, Contradiction};
use super::techniques::Single;
use super::{BEYOND_SCORE, apply};
use super::{Level, Step, Technique};
use crate::deadline::Deadline;

/// The singles, easiest first: the moves a solver can see.
const SINGLES: [Technique; 4] = [
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
];

/// What one step costs: the weight of the technique taken times the blanks
/// a solver looks through for each move in sight.
pub(crate) fn step_cost(t: Technique, blanks: usize, moves: usize) -> f32 {
    t.weight() * blanks as f32 / moves as f32
}

/// The ladder's steps past the singles as a solve of the same puzzle took
/// them, each with the board it was taken on. Singles leave the same board
/// in whatever order they are placed, so the measure meets those boards
/// too, and takes the step kept for a board it finds equal instead of
/// looking for it again.
#[derive(Default)]
pub(crate) struct Taken {
    /// The boards' values and candidates, one after the other.
    values: Vec<u8>,
    cands: Vec<u32>,
    /// The step taken on each board and its technique, if one was.
    steps: Vec<Option<(Technique, Step)>>,
}

impl Taken {
    /// Keeps `board`, met past the singles.
    pub fn board(&mut self, board: &Board) {
        self.values.extend_from_slice(board.values());
        self.cands.extend_from_slice(board.cands());
        self.steps.push(None);
    }

    /// Keeps `step` of `t` as the one taken on the last board kept.
    pub fn step(&mut self, t: Technique, step: &Step) {
        if let Some(last) = self.steps.last_mut() {
            *last = Some((t, step.clone()));
        }
    }

    /// The step taken on the `i`-th board kept, if that board is `board`.
    fn on(&self, i: usize, board: &Board) -> Option<&(Technique, Step)> {
        let cells = board.values().len();
        let at = i * cells..(i + 1) * cells;
        let same = self.steps.get(i)?.is_some()
            && self.values[at.clone()] == *board.values()
            && self.cands[at] == *board.cands();
        self.steps[i].as_ref().filter(|_| same)
    }
}

/// Single steps between two readings of the clock against a deadline (it
/// is read before every step beyond the singles too).
const DEADLINE_POLL: u64 = 16;

/// The effort of solving `board` to the end (see the module doc), on top
/// of `effort` spent before reaching it. `moves` and `steps` are scratch
/// space; `known`, the steps a solve of the same puzzle took, if it was
/// solved. Fails when the puzzle contradicts itself, or when `deadline`
/// passes first.
pub(crate) fn measure(
    mut board: Board,
    mut effort: f32,
    most: f32,
    moves: &mut Vec<Single>,
    steps: &mut Vec<Step>,
    deadline: Deadline,
    mut known: Option<&Taken>,
) -> Result<f32, Stopped> {
    // Which board past the singles this is.
    let mut beyond = 0;
    let mut taken = 0u64;
    while !board.is_solved() {
        taken += 1;
        if deadline.passed_at(taken, DEADLINE_POLL) {
            return Err(Stopped::TimedOut);
        }
        let blanks = board.empty_cells() as f32;
        // Every cell a single fills, once, with the easiest single first
        // (each scan skips the cells the scans before it found).
        moves.clear();
        // The easiest single that fills a cell, and where its moves end.
        let mut easiest = None;
        for t in SINGLES {
            t.scan_singles(&board, moves);
            if easiest.is_none() && !moves.is_empty() {
                easiest = Some((t, moves.len()));
            }
        }
        if let Some((t, end)) = easiest {
            effort += step_cost(t, board.empty_cells(), moves.len());
            if effort > most {
                return Ok(effort);
            }
            // The move taken: the lowest cell the easiest single fills.
            let m = *moves[..end]
                .iter()
                .min_by_key(|m| m.cell)
                .expect("the easiest single has a move");
            board.place(m.cell, m.symbol)?;
            continue;
        }
        if deadline.passed() {
            return Err(Stopped::TimedOut);
        }
        // The step the solve took on this board, while the boards are the
        // same; else the search.
        let step = known.and_then(|k| k.on(beyond, &board));
        if step.is_none() {
            known = None;
        }
        beyond += 1;
        let applied = match step {
            Some((t, s)) if apply(&mut board, s)? => Some(*t),
            _ => apply_cheapest_beyond_singles(&mut board, steps)?,
        };
        match applied {
            Some(t) => {
                effort += t.weight() * blanks;
                if effort > most {
                    return Ok(effort);
                }
            }
            None => {
                let left = board.empty_cells();
                effort += BEYOND_SCORE * (left * (left + 1) / 2) as f32;
                break;
            }
        }
    }
    Ok(effort)
}

/// Applies the first step of the cheapest technique beyond the singles
/// that changes the board; returns its technique, if one did.
fn apply_cheapest_beyond_singles(
    board: &mut Board,
    steps: &mut Vec<Step>,
) -> Result<Option<Technique>, Contradiction> {
    for &t in Technique::ladder(board.killer().is_some(), board.relations().is_some()) {
        if t.level() < Level::Medium {
            continue;
        }
        steps.clear();
        t.find(board, steps);
        for s in steps.drain(..) {
            if apply(board, &s)? {
                return Ok(Some(t));
            }
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use crate::format::parse_text;
    use crate::logic::{Grader, Level};
    use crate::shape::Shape;

    /// The effort of a 4x4 puzzle in line format.
    fn effort(line: &str) -> f32 {
        let shape = Shape::new(2, 2).unwrap();
        let grid = &parse_text(line, Some(shape)).unwrap()[0].grid;
        Grader::new(shape).effort(grid.cells()).unwrap()
    }

    #[test]
    fn the_effort_of_a_rating_is_the_effort_measured_alone() {
        // `rate` takes the steps past the singles from its grade; a
        // measure alone looks for each: the same effort, on puzzles that
        // need the ladder's hardest techniques and on ones it cannot
        // finish.
        let shape = Shape::new(3, 3).unwrap();
        let mut grader = Grader::new(shape);
        let files = [
            include_str!("../../tests/data/9x9_top1465_300.txt"),
            include_str!("../../tests/data/9x9_17clue_1000.txt"),
            include_str!("../../tests/data/9x9_hardest_11.txt"),
        ];
        let mut beyond_singles = 0;
        for text in files {
            for (i, puzzle) in parse_text(text, Some(shape))
                .unwrap()
                .iter()
                .take(40)
                .enumerate()
            {
                let cells = puzzle.grid.cells();
                let alone = grader.effort(cells).unwrap();
                let rated = grader.rate(cells, Level::Master).unwrap();
                assert_eq!(rated.effort, Some(alone), "puzzle {i}");
                beyond_singles += (rated.techniques.iter())
                    .filter(|(t, _)| t.level() >= Level::Medium)
                    .map(|&(_, n)| n)
                    .sum::<usize>();
            }
        }
        assert!(beyond_singles > 100, "{beyond_singles}");
    }

    #[test]
    fn full_houses_cost_least_then_hidden_singles_then_fewer_clues() {
        // Solution 1234 3412 2143 4321. Four blanks, each the only one in
        // its row, column and box: every blank a full house at every step.
        let full_houses = effort(".23434.22.43432.");
        assert_eq!(full_houses, 4.0);
        // The same number of blanks in one box: no full house at first,
        // singles found by looking across the grid.
        let one_box = effort("..34..1221434321");
        // Fewer clues: eight blanks.
        let fewer = effort("..34..1221..43..");
        assert!(full_houses < one_box, "{full_houses} {one_box}");
        assert!(one_box < fewer, "{one_box} {fewer}");
    }
}
