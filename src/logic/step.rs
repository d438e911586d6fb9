//! Techniques, difficulty levels and the steps a logical solve is made of.

use crate::grid::symbol_char;
use crate::shape::Shape;
use std::fmt;
use std::str::FromStr;

/// A difficulty level; levels are ordered from easiest to hardest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Full houses and hidden singles in boxes.
    Beginner,
    /// Hidden singles in rows and columns, naked singles.
    Easy,
    /// Locked candidates (pointing, claiming), naked and hidden pairs.
    Medium,
    /// Triples, X-wing, swordfish, XY-wing, XYZ-wing.
    Hard,
    /// Quads, jellyfish, W-wing, simple colouring, unique rectangles,
    /// X-chains, XY-chains.
    Expert,
    /// Alternating inference chains and forcing chains.
    Master,
    /// The ladder cannot finish the puzzle: it needs guessing.
    Beyond,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 7] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Beyond,
    ];

    /// The lower-case name: `beginner`, ..., `beyond`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Beyond => "beyond",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level '{s}'; expected one of {}", names.join(", "))
            })
    }
}

/// A human solving technique of the difficulty ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a house.
    FullHouse,
    /// A symbol with one place left in a box.
    HiddenSingleBox,
    /// A symbol with one place left in a row or column.
    HiddenSingleLine,
    /// A cell with one candidate left.
    NakedSingle,
    /// A symbol confined to one line within a box leaves the rest of the line.
    Pointing,
    /// A symbol confined to one box within a line leaves the rest of the box.
    Claiming,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// Two symbols with the same two places in a house.
    HiddenPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// Three symbols with three places between them in a house.
    HiddenTriple,
    /// A symbol in two lines confined to two cross lines.
    XWing,
    /// A symbol in three lines confined to three cross lines.
    Swordfish,
    /// A pivot XY and pincers XZ, YZ: Z leaves the cells seeing both pincers.
    XyWing,
    /// A pivot XYZ and pincers XZ, YZ: Z leaves the cells seeing all three.
    XyzWing,
    /// Four cells of a house with four candidates between them.
    NakedQuad,
    /// Four symbols with four places between them in a house.
    HiddenQuad,
    /// A symbol in four lines confined to four cross lines.
    Jellyfish,
    /// Two equal bivalue cells joined by a strong link on one of their symbols.
    WWing,
    /// Two-colouring one symbol's conjugate pairs.
    SimpleColouring,
    /// Unique rectangle type 1: a deadly pattern avoided.
    UniqueRectangle,
    /// An alternating chain of strong and weak links on one symbol.
    XChain,
    /// A chain of bivalue cells.
    XyChain,
    /// An alternating inference chain over cells and symbols.
    Aic,
    /// Every branch of a choice forces the same conclusion, or one branch a
    /// contradiction.
    ForcingChain,
}

impl Technique {
    /// Every technique in the order the grader tries them: by level, then
    /// by weight. The cheapest technique that makes progress is applied.
    pub const LADDER: [Technique; 24] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::XWing,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle,
        Technique::WWing,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::ForcingChain,
    ];

    /// The name people read: `hidden single`.
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "full house",
            Technique::HiddenSingleBox => "hidden single in a box",
            Technique::HiddenSingleLine => "hidden single in a line",
            Technique::NakedSingle => "naked single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::XWing => "X-wing",
            Technique::Swordfish => "swordfish",
            Technique::XyWing => "XY-wing",
            Technique::XyzWing => "XYZ-wing",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::Jellyfish => "jellyfish",
            Technique::WWing => "W-wing",
            Technique::SimpleColouring => "simple colouring",
            Technique::UniqueRectangle => "unique rectangle",
            Technique::XChain => "X-chain",
            Technique::XyChain => "XY-chain",
            Technique::Aic => "alternating inference chain",
            Technique::ForcingChain => "forcing chain",
        }
    }

    /// The machine name used as a JSON key: `hidden_single_box`.
    pub fn key(self) -> &'static str {
        match self {
            Technique::FullHouse => "full_house",
            Technique::HiddenSingleBox => "hidden_single_box",
            Technique::HiddenSingleLine => "hidden_single_line",
            Technique::NakedSingle => "naked_single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked_pair",
            Technique::HiddenPair => "hidden_pair",
            Technique::NakedTriple => "naked_triple",
            Technique::HiddenTriple => "hidden_triple",
            Technique::XWing => "x_wing",
            Technique::Swordfish => "swordfish",
            Technique::XyWing => "xy_wing",
            Technique::XyzWing => "xyz_wing",
            Technique::NakedQuad => "naked_quad",
            Technique::HiddenQuad => "hidden_quad",
            Technique::Jellyfish => "jellyfish",
            Technique::WWing => "w_wing",
            Technique::SimpleColouring => "simple_colouring",
            Technique::UniqueRectangle => "unique_rectangle",
            Technique::XChain => "x_chain",
            Technique::XyChain => "xy_chain",
            Technique::Aic => "aic",
            Technique::ForcingChain => "forcing_chain",
        }
    }

    /// The level this technique belongs to.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | HiddenSingleBox => Level::Beginner,
            HiddenSingleLine | NakedSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair => Level::Medium,
            NakedTriple | HiddenTriple | XWing | Swordfish | XyWing | XyzWing => Level::Hard,
            NakedQuad | HiddenQuad | Jellyfish | WWing | SimpleColouring | UniqueRectangle
            | XChain | XyChain => Level::Expert,
            Aic | ForcingChain => Level::Master,
        }
    }

    /// The weight on the Sudoku Explainer scale, before any length bonus.
    pub fn weight(self) -> f32 {
        use Technique::*;
        match self {
            FullHouse => 1.0,
            HiddenSingleBox => 1.2,
            HiddenSingleLine => 1.5,
            NakedSingle => 2.3,
            Pointing => 2.6,
            Claiming => 2.8,
            NakedPair => 3.0,
            XWing => 3.2,
            HiddenPair => 3.4,
            NakedTriple => 3.6,
            Swordfish => 3.8,
            HiddenTriple => 4.0,
            XyWing => 4.2,
            XyzWing => 4.4,
            UniqueRectangle => 4.5,
            WWing => 4.6,
            NakedQuad => 5.0,
            Jellyfish => 5.2,
            HiddenQuad => 5.4,
            SimpleColouring => 6.5,
            XChain => 6.6,
            XyChain => 6.6,
            Aic => 7.0,
            ForcingChain => 7.5,
        }
    }

    /// Whether the technique's steps lean on the puzzle having one solution.
    pub fn assumes_uniqueness(self) -> bool {
        self == Technique::UniqueRectangle
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The Sudoku Explainer length bonus for a chain of `links` links: 0 up to
/// 4, then +0.1 at each of 6, 8, 12, 16, 24, 32, 48, ... links.
pub fn length_bonus(links: usize) -> f32 {
    let (mut bonus, mut bound, mut grow_half) = (0.0f32, 4usize, true);
    while links > bound {
        bonus += 0.1;
        bound = if grow_half {
            bound * 3 / 2
        } else {
            bound * 4 / 3
        };
        grow_half = !grow_half;
    }
    bonus
}

/// One logical step: which technique, on what, and what it concludes.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The houses the pattern lives in (shared house indices).
    pub houses: Vec<u16>,
    /// The cells that make the pattern (for chains, the chain's cells in
    /// order).
    pub cells: Vec<u16>,
    /// The symbols the pattern is about, in increasing order.
    pub symbols: Vec<u8>,
    /// Symbols placed: `(cell, symbol)`.
    pub placements: Vec<(u16, u8)>,
    /// Candidates removed: `(cell, symbol)`.
    pub eliminations: Vec<(u16, u8)>,
    /// Links in the chain (0 for patterns that are not chains).
    pub links: usize,
}

impl Step {
    /// A step with no pattern data yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            houses: Vec::new(),
            cells: Vec::new(),
            symbols: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            links: 0,
        }
    }

    /// The step's difficulty on the Sudoku Explainer scale.
    pub fn score(&self) -> f32 {
        self.technique.weight() + length_bonus(self.links)
    }

    /// One line for people, e.g. `hidden single: 7 can only go in r3c5 in
    /// box 2`.
    pub fn explain(&self, shape: Shape) -> String {
        let cell = |c: u16| shape.cell_name(c as usize);
        let house = |h: u16| shape.house_name(h as usize);
        let sym = |d: u8| symbol_char(d).to_string();
        let list = |v: &[u16], f: &dyn Fn(u16) -> String| -> String {
            v.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", ")
        };
        let syms = self.symbols.iter().map(|&d| sym(d)).collect::<Vec<_>>();
        let symbols = syms.join("/");
        let outcome = {
            let mut parts: Vec<String> = self
                .placements
                .iter()
                .map(|&(c, d)| format!("{}={}", cell(c), sym(d)))
                .collect();
            parts.extend(
                self.eliminations
                    .iter()
                    .map(|&(c, d)| format!("{}<>{}", cell(c), sym(d))),
            );
            parts.join(", ")
        };
        let name = self.technique.name();
        let in_house = self.houses.first().map(|&h| house(h)).unwrap_or_default();
        match self.technique {
            Technique::FullHouse => {
                let (c, d) = self.placements[0];
                format!(
                    "full house: {} is the last cell of {in_house}, so it is {}",
                    cell(c),
                    sym(d)
                )
            }
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => {
                let (c, d) = self.placements[0];
                format!(
                    "hidden single: {} can only go in {} in {in_house}",
                    sym(d),
                    cell(c)
                )
            }
            Technique::NakedSingle => {
                let (c, d) = self.placements[0];
                format!("naked single: {} can only be {}", cell(c), sym(d))
            }
            Technique::Pointing | Technique::Claiming => {
                let other = self.houses.get(1).map(|&h| house(h)).unwrap_or_default();
                format!("{name}: in {in_house}, {symbols} lies only in {other}, so {outcome}")
            }
            Technique::ForcingChain => {
                let links = self.links;
                match (self.houses.first(), self.cells.as_slice()) {
                    // Every place of a symbol in a house.
                    (Some(_), places) => format!(
                        "forcing chain ({links} links): {symbols} goes in one of {} in {in_house}, \
                         and each place that holds leads to {outcome}",
                        list(places, &cell)
                    ),
                    // Assuming the one candidate fails.
                    (None, [c]) if self.symbols.len() == 1 => format!(
                        "forcing chain ({links} links): {}={symbols} leads to a contradiction, \
                         so {outcome}",
                        cell(*c)
                    ),
                    // Every candidate of a cell.
                    (None, cells) => format!(
                        "forcing chain ({links} links): {} is one of {}, and each that holds \
                         leads to {outcome}",
                        list(cells, &cell),
                        syms.join(", ")
                    ),
                }
            }
            _ if self.links > 0 => format!(
                "{name} ({} links) on {symbols}: {} => {outcome}",
                self.links,
                list(&self.cells, &cell)
            ),
            _ if !self.houses.is_empty() => format!(
                "{name}: {symbols} in {} of {} => {outcome}",
                list(&self.cells, &cell),
                list(&self.houses, &house)
            ),
            _ => format!(
                "{name}: {symbols} in {} => {outcome}",
                list(&self.cells, &cell)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_is_sorted_by_level_then_weight_and_complete() {
        for pair in Technique::LADDER.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(
                (a.level(), a.weight()) <= (b.level(), b.weight()),
                "{a} before {b}"
            );
        }
        let mut all = Technique::LADDER.to_vec();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), Technique::LADDER.len());
    }

    #[test]
    fn levels_parse_and_order() {
        assert_eq!("Medium".parse::<Level>(), Ok(Level::Medium));
        assert!("hardest".parse::<Level>().unwrap_err().contains("beginner"));
        assert!(Level::Beginner < Level::Easy && Level::Master < Level::Beyond);
    }

    #[test]
    fn forcing_chains_explain_their_kind() {
        let shape = Shape::classic();
        let mut s = Step::new(Technique::ForcingChain);
        s.links = 2;
        s.cells = vec![29];
        s.symbols = vec![1];
        s.eliminations = vec![(29, 1)];
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3=1 leads to a contradiction, so r4c3<>1"
        );
        s.symbols = vec![3, 6];
        s.eliminations = vec![(0, 3)];
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3 is one of 3, 6, and each that holds leads to r1c1<>3"
        );
        s.houses = vec![1];
        s.cells = vec![11, 14];
        s.symbols = vec![4];
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): 4 goes in one of r2c3, r2c6 in row 2, and each place that \
             holds leads to r1c1<>3"
        );
    }

    #[test]
    fn length_bonus_follows_the_explainer_steps() {
        let b = |n| (length_bonus(n) * 10.0).round() as i32;
        assert_eq!(
            [b(4), b(5), b(6), b(7), b(8), b(9), b(12), b(13)],
            [0, 1, 1, 2, 2, 3, 3, 4]
        );
    }
}
