//! Sudoku Explainer's rating, reproduced: the path its solver takes and
//! the scores it gives ([`Explainer::rate`], [`rating`]).
//!
//! Sudoku Explainer (SE) solves a puzzle one step at a time: at each step
//! it asks its techniques in a fixed order (singles and the "direct"
//! techniques, then intersections, subsets, fish, wings, unique loops,
//! quads, BUG and aligned pair exclusion, then the chaining families) and
//! applies the first step the first technique that has one finds; a
//! chaining family offers its cheapest step. The puzzle's rating (ER) is
//! the hardest step on that path, EP the hardest up to the first placed
//! value and ED the first step's. The ladder ([`super::Technique`]) still
//! names a puzzle's level; this path only scores it, and is written from
//! SE's rules, not from its code.

mod advanced;
mod bug;
mod chaining;
mod combos;
mod exclusion;
mod grid;
mod loops;
mod rules;

use crate::deadline::Deadline;
use crate::houses::Houses;
use crate::layout::Layout;
use crate::shape::Shape;
use grid::SeGrid;
use std::time::Duration;

/// A puzzle's scores on Sudoku Explainer's scale.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// ER: the hardest step's score.
    pub er: f32,
    /// EP: the hardest step's score up to the first value placed.
    pub ep: f32,
    /// ED: the first step's score.
    pub ed: f32,
    /// SE's name of the hardest step's technique.
    pub hardest: Name,
    /// False when the path stopped before the end (the deadline passed,
    /// or none of SE's techniques, its deepest nested chains included,
    /// finds the next step, where SE gives up): then the scores are lower
    /// bounds.
    pub complete: bool,
}

/// SE's name of a step's technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// The name of most techniques.
    Fixed(&'static str),
    /// A unique loop's, which names its length past six cells and the
    /// set of type 3: "Unique Rectangle type 1" (4 cells), "Unique Loop
    /// type 1" (6), "Unique Loop 8 type 3 (w/Naked Pair)".
    Loop {
        /// Its cells.
        cells: usize,
        /// Its type, 1 to 4.
        kind: u8,
        /// The set of type 3 (" (w/Hidden Pair)"), else empty.
        set: &'static str,
    },
    /// A dynamic forcing chain's that nests other rules, which names its
    /// level: "Dynamic Cell Forcing Chains (+)" (level 1), "... (+ Forcing
    /// Chains)" (2), "... (+ Multiple Forcing Chains)" (3), "... (+ Dynamic
    /// Forcing Chains)" (4), "... (+ Dynamic Forcing Chains (+ Forcing
    /// Chains))" (5).
    Nested {
        /// The name of the chain at level 0.
        name: &'static str,
        /// Its level, from 1.
        level: u8,
    },
}

impl Name {
    /// The name of a chain of SE's family `name` nested at `level` (0: not
    /// nested).
    fn at_level(name: &'static str, level: u8) -> Name {
        if level == 0 {
            Name::Fixed(name)
        } else {
            Name::Nested { name, level }
        }
    }
}

impl From<&'static str> for Name {
    fn from(name: &'static str) -> Name {
        Name::Fixed(name)
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Name::Fixed(name) => f.write_str(name),
            Name::Loop {
                cells: 4,
                kind,
                set,
            } => write!(f, "Unique Rectangle type {kind}{set}"),
            Name::Loop {
                cells: 6,
                kind,
                set,
            } => write!(f, "Unique Loop type {kind}{set}"),
            Name::Loop { cells, kind, set } => write!(f, "Unique Loop {cells} type {kind}{set}"),
            Name::Nested { name, level } => write!(f, "{name}{}", nested_suffix(level)),
        }
    }
}

/// SE's suffix of a chain nested at `level`: " (+)", " (+ Forcing
/// Chains)", " (+ Multiple Forcing Chains)", " (+ Dynamic Forcing
/// Chains)", and from 5 the dynamic chains nested 3 levels less.
fn nested_suffix(level: u8) -> String {
    match level {
        0 => String::new(),
        1 => " (+)".into(),
        2 => " (+ Forcing Chains)".into(),
        3 => " (+ Multiple Forcing Chains)".into(),
        4 => " (+ Dynamic Forcing Chains)".into(),
        _ => format!(" (+ Dynamic Forcing Chains{})", nested_suffix(level - 3)),
    }
}

/// The score past the nested chains SE's solver asks for (its deepest,
/// level 5, starts at 11.0): a puzzle none of them solves rates at least
/// this.
pub const NESTED: f64 = 11.0;

/// One step of SE's path.
#[derive(Clone, Debug)]
pub(super) struct Hint {
    /// Its score, computed as SE computes it (in `f64`, its length bonus
    /// added one tenth at a time), so that ties fall as they fall there.
    pub rating: f64,
    /// SE's name for it.
    pub name: Name,
    /// The values it places (singles come several at once).
    pub place: Vec<(usize, u8)>,
    /// The candidates it removes.
    pub remove: Vec<(usize, u8)>,
}

impl Hint {
    fn apply(&self, g: &mut SeGrid) {
        for &(c, v) in &self.place {
            if g.values[c] == 0 && g.has(c, v) {
                g.place(c, v);
            }
        }
        for &(c, v) in &self.remove {
            g.remove(c, v);
        }
    }
}

/// SE's rater for the classic puzzles of one shape; reuse it for many.
pub struct Explainer {
    geo: grid::Geometry,
    chains: chaining::Chainer,
}

impl Explainer {
    /// A rater for the classic puzzles of `shape`.
    pub fn new(shape: Shape) -> Explainer {
        Explainer {
            geo: grid::Geometry::new(&Houses::new(shape)),
            chains: chaining::Chainer::new(shape.side()),
        }
    }

    /// SE's rating of the classic puzzle `cells` (0 empty), or `None`
    /// when its givens clash. Steps after `deadline` are not taken: the
    /// rating so far is returned, marked incomplete.
    pub fn rate(&mut self, cells: &[u8], deadline: Deadline) -> Option<Rating> {
        rate_on(&self.geo, &mut self.chains, cells, deadline)
    }
}

/// SE's rating of `cells` (0 empty) of `layout` when it is a classic
/// puzzle (SE rates nothing else), `None` otherwise or when its givens
/// clash. Each thread keeps a rater for the last shape it rated.
pub fn rating(layout: &Layout, cells: &[u8]) -> Option<Rating> {
    rating_within(layout, cells, BUDGET)
}

/// [`rating`], stopping with a lower bound once `budget` has passed.
pub fn rating_within(layout: &Layout, cells: &[u8], budget: Duration) -> Option<Rating> {
    if !layout.is_classic() {
        return None;
    }
    // The last shape's rater is kept on each thread: its tables cost more
    // than rating an easy puzzle.
    thread_local! {
        static KEPT: std::cell::RefCell<Option<(Shape, Explainer)>> =
            const { std::cell::RefCell::new(None) };
    }
    let shape = layout.shape();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.as_ref().is_none_or(|(s, _)| *s != shape) {
            *kept = Some((shape, Explainer::new(shape)));
        }
        let (_, se) = kept.as_mut().expect("just made");
        se.rate(cells, Deadline::after(budget))
    })
}

/// The score people read for `cells` of `layout` whose ladder score is
/// `ladder`: SE's ER for a classic puzzle, else `ladder`.
pub fn score_or(layout: &Layout, cells: &[u8], ladder: f32) -> f32 {
    rating(layout, cells).map_or(ladder, |se| se.er)
}

/// The time a rating may take before it stops with a lower bound: the
/// chains SE reaches before its nested ones take well under a second on a
/// 9x9, its nested ones up to some seconds on the forum's hardest
/// (BENCHMARKS.md); larger grids can take longer.
pub const BUDGET: Duration = Duration::from_secs(20);

fn rate_on(
    geo: &grid::Geometry,
    chains: &mut chaining::Chainer,
    cells: &[u8],
    deadline: Deadline,
) -> Option<Rating> {
    let mut g = SeGrid::new(geo, cells)?;
    let mut seen = rules::Seen::new(&g);
    let (mut er, mut ep, mut ed) = (0.0f64, 0.0f64, 0.0f64);
    let mut hardest = Name::Fixed("");
    let mut complete = true;
    let mut first = true;
    let mut placed = false;
    // Each step removes a candidate or places a value; a cap guards the
    // loop against a step that would not.
    let mut steps = 0;
    while !g.is_solved() && steps <= g.n * g.n * g.n {
        steps += 1;
        if deadline.passed() {
            complete = false;
            break;
        }
        let hint = next_step(&g, &mut seen, chains, deadline);
        let Some(hint) = hint else {
            complete = false;
            // Out of time, the next step scores at least what the family
            // being searched does; else none of SE's techniques finds it,
            // and it would be past NESTED.
            let (bound, name) = if deadline.passed() {
                chains.searching()
            } else {
                (NESTED, Name::at_level("Dynamic Forcing Chains", 5))
            };
            if bound > er {
                er = bound;
                hardest = name;
            }
            break;
        };
        if hint.rating > er {
            er = hint.rating;
            hardest = hint.name;
        }
        if first {
            ed = er;
            first = false;
        }
        if !placed && !hint.place.is_empty() {
            ep = er;
            placed = true;
        }
        hint.apply(&mut g);
    }
    complete &= g.is_solved();
    if !placed {
        ep = er;
    }
    if first {
        ed = er;
    }
    Some(Rating {
        er: er as f32,
        ep: ep as f32,
        ed: ed as f32,
        hardest,
        complete,
    })
}

/// SE's next step on `g`: the first technique in its order that has one,
/// its aligned triplet exclusion between its forcing chains and cycles
/// and its Nishio chains.
#[inline(always)]
fn next_step(
    g: &SeGrid,
    seen: &mut rules::Seen,
    chains: &mut chaining::Chainer,
    deadline: Deadline,
) -> Option<Hint> {
    rules::next(g, seen).or_else(|| chains.next(g, deadline, || exclusion::aligned(g, 3, deadline)))
}

/// The symbols of `mask` in cell `c`, as candidates (to remove).
fn symbols(c: usize, mask: u32) -> Vec<(usize, u8)> {
    crate::logic::board::bits_of(mask)
        .map(|d| (c, d as u8 + 1))
        .collect()
}

/// SE's bonus for a chain of `complexity` nodes: 0.1 for each of 4, 6, 8,
/// 12, 16, 24, ... that `complexity - 2` exceeds, added a tenth at a time.
pub fn length_bonus(complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let (mut added, mut ceil, mut odd) = (0.0f64, 4i64, false);
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::char_symbol;

    #[test]
    fn the_length_bonus_is_a_tenth_past_each_of_4_6_8_12_16_24() {
        // Complexity counts the potentials; the length is two fewer.
        for (complexity, tenths) in [(6, 0), (7, 1), (8, 1), (9, 2), (10, 2), (11, 3), (14, 3)] {
            assert_eq!(
                length_bonus(complexity),
                tenths as f64 * 0.1,
                "{complexity}"
            );
        }
        for (complexity, tenths) in [
            (15, 4),
            (18, 4),
            (19, 5),
            (26, 5),
            (27, 6),
            (34, 6),
            (35, 7),
        ] {
            assert!((length_bonus(complexity) - tenths as f64 * 0.1).abs() < 1e-9);
        }
    }

    /// One puzzle a technique, each with the ER, EP, ED and hardest
    /// technique Sudoku Explainer gives it (from
    /// `../shared/data/se_rated_9x9.tsv`; the source after each).
    #[rustfmt::skip]
    const RATED: [(&str, f32, f32, f32, &str); 33] = [
        ("..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..", 1.2, 1.2, 1.2, "Hidden Single"), // 9x9_easy_69.txt:1
        (".......39...6...4.8..1.....5.....6......2..7......4......28.7...43............1..", 1.7, 1.2, 1.2, "Direct Pointing"), // 9x9_17clue_49151.txt:300
        (".23...5.....4.1....9.......7..6...185...2..4..............3.2..1..8..............", 2.0, 1.2, 1.2, "Direct Hidden Pair"), // 9x9_17clue_49151.txt:17100
        ("..3.5...7.8...7.1...7.1...2...4..93.5...3...8.38..9...7...6.1...2.1...8.8...4.6..", 2.3, 1.2, 1.2, "Naked Single"), // solo-3x3di
        ("..74..........3.6..4.......6.....28....15.7............7....4.13...86............", 2.5, 1.2, 1.2, "Direct Hidden Triplet"), // 9x9_17clue_49151.txt:14400
        ("....7..624.1..................4..13..7.......8.........2.76.......2....85.....4..", 2.6, 1.2, 1.2, "Pointing"), // 9x9_17clue_49151.txt:5700
        ("8......5.4...7..3669.8.1......6...12....9....53...4......5.6.7476..1...5.5......8", 2.8, 1.2, 1.2, "Claiming"), // solo-3x3di
        (".7.5...28.....1..98.59..7..4.....2....32864....6.....3..2..78.15..4.....79...2.4.", 3.0, 1.2, 1.2, "Naked Pair"), // generate --difficulty medium --seed 20261124
        ("2....534..3.1..7......4.....8.2.7.397.......412.4.9.6.....9......5..3.1..926....3", 3.2, 1.2, 1.2, "X-Wing"), // solo-3x3de
        ("7.4.....2...8.1...3.........5.6..1..2...4...........9....37.....8....6...9.....5.", 3.4, 1.2, 1.2, "Hidden Pair"), // 9x9_top1465.txt:28
        ("1..3..5...5.42......4..537.2.....6.5.9.....8.6.7.....3.298..7......14.3...1..9..8", 3.6, 1.2, 1.2, "Naked Triplet"), // generate --difficulty hard --seed 20261124
        ("...9.5...7...6...4..47..58.13..5...2.........8...3..65.19..36..5...8...7...6.1...", 3.8, 1.2, 1.2, "Swordfish"), // generate --difficulty hard --seed 20261124
        ("56..2......3...9...............7..561......2...84........3.84..71..........9.....", 4.0, 1.2, 1.2, "Hidden Triplet"), // 9x9_top1465.txt:84
        ("7......41.6.38.......5.....2...6.3..1.4....2.............1.4....5.............8..", 4.2, 1.2, 1.2, "XY-Wing"), // 9x9_17clue_49151.txt:36300
        (".......714...3.......2......2.7.........4.3........5.....1.2.6.3.8...4..5........", 4.4, 1.2, 1.2, "XYZ-Wing"), // 9x9_17clue_49151.txt:600
        ("..32..........5.1..7.......1...8.7..46.............2.3...73....5......4..9.......", 4.5, 1.2, 1.2, "Unique Rectangle type 1"), // 9x9_17clue_49151.txt:13500
        ("9.635...4...6......284.....5.9......8..163..9......4.2.....512......6...3...218.5", 4.5, 1.2, 1.2, "Unique Rectangle type 2"), // solo-3x3de
        (".2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..", 4.5, 1.2, 1.2, "Unique Rectangle type 4"), // 9x9_top1465.txt:252
        ("6...3.817...7.82..2....6.3..89.....24.......87.....59..6.4....3..21.7...897.5...1", 4.5, 1.2, 1.2, "Unique Rectangle type 3 (w/Hidden Pair)"), // solo-3x3de
        (".8.56..1.1.2...3........5.89..4........3.5........9..26.9........5...8.3.3..27.6.", 4.6, 1.2, 1.2, "Unique Loop type 2"), // solo-3x3du
        ("....61....9.....3..........6.1...7.....85..2.4...........2..4.9.5.3...........1..", 5.6, 1.2, 1.2, "BUG type 1"), // 9x9_17clue_49151.txt:5400
        ("..73....459..6.......2..7856........124...638........9345..6.......1..939....35..", 5.7, 1.2, 1.2, "BUG type 2"), // generate --difficulty expert --seed 73519
        (".3.5...7.....2.....6.......54.3.....1.....82.....6....2..4.......8...6..........1", 6.5, 1.5, 1.5, "Bidirectional X-Cycle"), // 9x9_17clue_49151.txt:44400
        ("51.68.4.9...9.....4..1..2.3.2....7..7.1...3.2..8....9.2.3..9..6.....6...1.4.28.35", 6.7, 1.2, 1.2, "Bidirectional Y-Cycle"), // generate --difficulty expert --seed 20261124
        ("......64........3.7.........6.1..5.....2....7.3.........5...1.82...34.......6....", 6.6, 1.2, 1.2, "Turbot Fish"), // 9x9_17clue_49151.txt:1500
        (".6.1.2...7.....3.....4.....5...9......4.....2.......19.21..........3..8.......5..", 6.7, 1.2, 1.2, "Forcing X-Chain"), // 9x9_17clue_49151.txt:21300
        ("....1..6..3....7....2.........2.3..44......1....7.....654.........8..2..1........", 7.1, 1.2, 1.2, "Bidirectional Cycle"), // 9x9_17clue_49151.txt:2700
        ("1.27...8.....56...3............9.7.4...2.....8...........1...3..9....5...6....4..", 7.2, 1.2, 1.2, "Forcing Chain"), // 9x9_top1465.txt:210
        (".237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......", 7.7, 1.2, 1.2, "Nishio Forcing Chains"), // 9x9_top1465.txt:266
        ("...36....85.......9.4..8........68.........17..9..45...1.5...6.4....9..2.....3...", 8.4, 1.2, 1.2, "Cell Forcing Chains"), // 9x9_top1465.txt:308
        (".5.4.9......6....12.....3..7.3...2.....5...9.1.........68....4.....8........7....", 8.4, 1.2, 1.2, "Region Forcing Chains"), // 9x9_top1465.txt:42
        ("7.......3.9.8...5...2...4...6..58......197......6...1.4.....7...5...1.9...3.....2", 11.0, 11.0, 3.4, "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"), // 9x9_forum_hardest_48766.txt:12000
        ("98.7..6..7..5..8....4.98.7.4...79.3..9.........3..5..6.4..83.6....2............81", 11.1, 11.1, 9.6, "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)"), // 9x9_forum_hardest_48766.txt:8400
    ];

    #[test]
    fn each_technique_scores_as_sudoku_explainer_scores_it() {
        let mut se = Explainer::new(Shape::new(3, 3).unwrap());
        for (puzzle, er, ep, ed, hardest) in RATED {
            let cells = cells(puzzle);
            let r = se.rate(&cells, Deadline::NEVER).unwrap();
            assert!(r.complete, "{puzzle}");
            assert_eq!(
                (r.er, r.ep, r.ed, r.hardest.to_string().as_str()),
                (er, ep, ed, hardest),
                "{puzzle}"
            );
        }
    }

    /// Puzzles whose hardest step is one of SE's techniques that the
    /// 1,030 rated puzzles need rarely or never, and one a level of its
    /// nested chains, with the scores SE's rules give them here (SE itself
    /// has not rated these; the source after each, from `../shared/data`).
    #[rustfmt::skip]
    const PAST_THE_SAMPLE: [(&str, f32, &str); 16] = [
        (".......61...32....5........23....7.....8.1.4.9..........16.4.......3.2...........", 4.6, "Unique Loop type 1"), // 9x9_17clue_49151.txt:480
        (".32...7......61............4......5....37............165.....4....8..3..1..2.....", 4.6, "Unique Loop type 4"), // 9x9_17clue_49151.txt:18285
        ("..4.1.....3.....7..2..........2.38..6..7.....1...........5....3......46.75.......", 4.7, "Unique Loop 8 type 1"), // 9x9_17clue_49151.txt:47441
        ("....1456.8...2....3.........645........3...7...........3....4..7..6.............1", 4.7, "Unique Loop 8 type 2"), // 9x9_17clue_49151.txt:3066
        ("...4.1....58........7......13....2..6..2..4......8...........51....5..7.2........", 5.0, "Unique Loop 10 type 2"), // 9x9_17clue_49151.txt:9229
        ("....57.1..1....9......2.......4..63.5..8.....2........8...9...5.3.6..............", 4.6, "Unique Rectangle type 3 (w/Naked Pair)"), // 9x9_17clue_49151.txt:5063
        ("7...2..5....3..4....1......2...59....8....1.4.........53.....9....4..6...........", 4.8, "Unique Rectangle type 3 (w/Naked Quad)"), // 9x9_17clue_49151.txt:44484
        (".......81.3.2..............1.8.6..4....7..3..6........5..3..7...9....2......1....", 4.5, "Unique Rectangle type 3 (w/Hidden Pair)"), // 9x9_17clue_49151.txt:667
        ("..8.1....3.....7..5...........3..5...7....6...2.....4....62.......7...2.4......1.", 5.8, "BUG type 3"), // 9x9_17clue_49151.txt:14540
        ("....957..6.......2.........4..2.8.........95........1.1..64.....3.7.......5......", 5.7, "BUG type 4"), // 9x9_17clue_49151.txt:6718
        (".2.3...........8.4..3...5.....2...7.5.....6.....1......1..6..2.8...4.........5...", 6.2, "Aligned Pair Exclusion"), // 9x9_17clue_49151.txt:16716
        ("4.9...5.....8....27..3.........4.7...8.....6..1..........6..12.5...9...........3.", 7.5, "Aligned Triplet Exclusion"), // 9x9_top1465.txt:114
        ("7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5", 9.8, "Dynamic Contradiction Forcing Chains (+)"), // 9x9_top1465.txt:77
        ("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", 10.5, "Dynamic Contradiction Forcing Chains (+ Forcing Chains)"), // 9x9_hardest_11.txt:6
        ("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6", 11.1, "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)"), // 9x9_forum_hardest_48766.txt:1
        ("........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4", 11.8, "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)"), // 9x9_hardest_375.txt:11
    ];

    #[test]
    fn every_step_of_the_techniques_past_the_sample_holds_on_the_solution() {
        use crate::grid::Grid;
        use crate::solver::{Solver, Verdict};
        let shape = Shape::new(3, 3).unwrap();
        let houses = Houses::new(shape);
        let geo = grid::Geometry::new(&houses);
        let mut chains = chaining::Chainer::new(9);
        for (puzzle, er, hardest) in PAST_THE_SAMPLE {
            let cells = cells(puzzle);
            let grid = Grid::from_cells(shape, cells.clone()).unwrap();
            let Verdict::One(solution) = Solver::new(shape).verdict(&grid) else {
                panic!("{puzzle}: not one solution");
            };
            // Each step places the solution's values and removes others,
            // and leaves the grid the board's.
            let mut g = SeGrid::new(&geo, &cells).unwrap();
            let mut b = crate::logic::Board::new(&houses, &cells).unwrap();
            let mut seen = rules::Seen::new(&g);
            let mut top = (0.0, String::new());
            while !g.is_solved() {
                let hint = next_step(&g, &mut seen, &mut chains, Deadline::NEVER)
                    .unwrap_or_else(|| panic!("{puzzle}: no step"));
                for &(c, v) in &hint.place {
                    assert_eq!(
                        solution.get(c),
                        v,
                        "{puzzle}: {} places {v} at {c}",
                        hint.name
                    );
                }
                for &(c, v) in &hint.remove {
                    assert_ne!(
                        solution.get(c),
                        v,
                        "{puzzle}: {} removes {v} at {c}",
                        hint.name
                    );
                }
                if hint.rating > top.0 {
                    top = (hint.rating, hint.name.to_string());
                }
                hint.apply(&mut g);
                apply_to_board(&hint, &mut b);
                assert_same_as_board(puzzle, &g, &b);
            }
            // The path's hardest step, as the rating takes it.
            assert_eq!((top.0 as f32, top.1.as_str()), (er, hardest), "{puzzle}");
        }
    }

    /// The cells of a puzzle's line (`.` blank).
    fn cells(puzzle: &str) -> Vec<u8> {
        puzzle
            .chars()
            .map(|c| char_symbol(c).unwrap_or(0))
            .collect()
    }

    /// SE's grid is a fast path of the grader's `Board`: after the same
    /// steps, its values, candidates and places (by region, in the
    /// region's house) are the board's.
    fn assert_same_as_board(puzzle: &str, g: &SeGrid, b: &crate::logic::Board) {
        use crate::cell::Cell;
        let houses = b.houses();
        let region_house = houses.region_houses().chain(houses.line_houses());
        for c in 0..g.n * g.n {
            let (cell, at) = (Cell::new(c), houses.shape().cell_name(Cell::new(c)));
            let v = b.value(cell);
            assert_eq!(g.values[c], v, "{puzzle}: {at}");
            let want = if v == 0 { b.cand(cell).0 } else { 0 };
            assert_eq!(g.cand[c], want, "{puzzle}: {at}");
        }
        for (r, h) in region_house.enumerate() {
            for v in 1..=g.n as u8 {
                assert_eq!(g.pos(r, v), b.places(h, v), "{puzzle}: region {r}, {v}");
            }
            assert_eq!(g.singles(r), b.singles(h).0, "{puzzle}: region {r}");
            assert_eq!(g.empty_count(r), b.missing(h).len(), "{puzzle}: region {r}");
        }
    }

    /// `hint`'s placements and removals made on `b`.
    fn apply_to_board(hint: &Hint, b: &mut crate::logic::Board) {
        use crate::cell::Cell;
        for &(c, v) in &hint.place {
            b.place(Cell::new(c), v).unwrap();
        }
        for &(c, v) in &hint.remove {
            b.eliminate(Cell::new(c), v).unwrap();
        }
    }

    #[test]
    fn the_grid_stays_the_boards_candidates_at_every_step() {
        // The puzzles of one technique each (and those past the sample, in
        // the test below).
        let shape = Shape::new(3, 3).unwrap();
        let houses = Houses::new(shape);
        let geo = grid::Geometry::new(&houses);
        let mut chains = chaining::Chainer::new(9);
        let mut compared = 0;
        for (puzzle, ..) in RATED {
            let cells = cells(puzzle);
            let mut g = SeGrid::new(&geo, &cells).unwrap();
            let mut b = crate::logic::Board::new(&houses, &cells).unwrap();
            let mut seen = rules::Seen::new(&g);
            assert_same_as_board(puzzle, &g, &b);
            while !g.is_solved() {
                let hint = next_step(&g, &mut seen, &mut chains, Deadline::NEVER)
                    .unwrap_or_else(|| panic!("{puzzle}: no step"));
                hint.apply(&mut g);
                apply_to_board(&hint, &mut b);
                assert_same_as_board(puzzle, &g, &b);
                compared += 1;
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn dynamic_chains_and_a_lower_bound_past_them() {
        let mut se = Explainer::new(Shape::new(3, 3).unwrap());
        // SE: 8.9, Dynamic Region Forcing Chains (9x9_top1465.txt:686).
        let r = se
            .rate(&cells(".6.....7.87.3..59...54..2....9.564.....9...8.2.78.....7....4..2..8...71.........9"), Deadline::NEVER)
            .unwrap();
        assert_eq!(
            (r.er, r.hardest.to_string().as_str(), r.complete),
            (8.9, "Dynamic Region Forcing Chains", true)
        );
        // Out of time: what was found so far, said to be a lower bound.
        let r = se
            .rate(&cells(".6.....7.87.3..59...54..2....9.564.....9...8.2.78.....7....4..2..8...71.........9"), Deadline::after(std::time::Duration::ZERO))
            .unwrap();
        assert!(!r.complete && r.er < 8.9, "{r:?}");
    }
}
