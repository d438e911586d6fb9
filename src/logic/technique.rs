//! The techniques of the difficulty ladder: one row a technique, with its
//! name, JSON key, level, weight and the function that finds it.
//!
//! A new technique is a file under [`techniques`](super::techniques), a
//! variant here and a row in [`TABLE`]; the grader, the hints and the
//! records read everything else from the row.

use super::board::Board;
use super::level::Level;
use super::step::Step;
use super::techniques::{
    Single, aic, cage_combination, cage_house, fish, forcing_chain, full_house, hidden_single,
    hidden_subset, inequality, innies_outies, locked_candidates, naked_single, naked_subset,
    neighbour_house, neighbour_rule, one_cell_cage, parity, simple_colouring, unique_rectangle,
    w_wing, x_chain, xy_chain, xy_wing, xyz_wing,
};
use std::fmt;

/// A human solving technique of the difficulty ladder, declared in ladder
/// order (the order of [`TABLE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a house.
    FullHouse,
    /// A killer's cage of one cell holds its sum.
    OneCellCage,
    /// An odd or even cell holds no number of the other parity.
    Parity,
    /// A symbol with one place left in a box.
    HiddenSingleBox,
    /// A greater-than sign or a thermometer bounds a cell by its
    /// neighbour's candidates.
    Inequality,
    /// A symbol with one place left in a row or column.
    HiddenSingleLine,
    /// A dot, a bar, or none under the negative or nonconsecutive rule
    /// leaves a neighbour only what a cell's candidates allow beside them.
    NeighbourRule,
    /// A cell with one candidate left.
    NakedSingle,
    /// A killer's cage holds one of the sets of distinct symbols that make
    /// its sum.
    CageCombination,
    /// A symbol confined to one line within a box leaves the rest of the line.
    Pointing,
    /// A neighbour rule between two cells of one house (which differ
    /// too), or a symbol whose places in a house are all beside one cell.
    NeighbourHouse,
    /// A symbol a cage must hold, in one house, leaves the rest of the
    /// house; a symbol a house holds only in one cage is that cage's.
    CageHouse,
    /// A symbol confined to one box within a line leaves the rest of the box.
    Claiming,
    /// The rule of 45 over one house: its innies or outies add up to a
    /// known sum.
    InniesOuties,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// Two symbols with the same two places in a house.
    HiddenPair,
    /// A symbol in two lines confined to two cross lines.
    XWing,
    /// The rule of 45 over a run of adjacent rows or columns.
    InniesOutiesRuns,
    /// A cage split by a group's edge into two parts of known sums.
    CageSplitting,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// A symbol in three lines confined to three cross lines.
    Swordfish,
    /// Three symbols with three places between them in a house.
    HiddenTriple,
    /// A pivot XY and pincers XZ, YZ: Z leaves the cells seeing both pincers.
    XyWing,
    /// A pivot XYZ and pincers XZ, YZ: Z leaves the cells seeing all three.
    XyzWing,
    /// Unique rectangle type 1: a deadly pattern avoided.
    UniqueRectangle,
    /// Two equal bivalue cells joined by a strong link on one of their symbols.
    WWing,
    /// Four cells of a house with four candidates between them.
    NakedQuad,
    /// A symbol in four lines confined to four cross lines.
    Jellyfish,
    /// Four symbols with four places between them in a house.
    HiddenQuad,
    /// Two-colouring one symbol's conjugate pairs.
    SimpleColouring,
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

/// How a technique is found on a board.
#[derive(Clone, Copy)]
pub enum Finder {
    /// A single: every placement of one scan, as light [`Single`]s (they
    /// never interfere, so all are applied at once).
    Singles(fn(&Board, &mut Vec<Single>)),
    /// Any other technique: the first step that removes something.
    Steps(fn(&Board, &mut Vec<Step>)),
}

/// One technique of the ladder.
#[derive(Clone, Copy)]
pub struct Row {
    /// The technique.
    pub technique: Technique,
    /// The name people read: `hidden single in a box`.
    pub name: &'static str,
    /// The machine name used as a JSON key: `hidden_single_box`.
    pub key: &'static str,
    /// The level it belongs to.
    pub level: Level,
    /// Its weight on the Sudoku Explainer scale, before any length bonus.
    pub weight: f32,
    /// How to find it.
    pub find: Finder,
}

/// A row of [`TABLE`].
const fn row(
    technique: Technique,
    name: &'static str,
    key: &'static str,
    level: Level,
    weight: f32,
    find: Finder,
) -> Row {
    Row {
        technique,
        name,
        key,
        level,
        weight,
        find,
    }
}

use Finder::{Singles, Steps};
use Level::{Beginner, Easy, Expert, Hard, Master, Medium};
use Technique::*;

/// Every technique in the order the grader tries them: by level, then by
/// weight. The cheapest technique that makes progress is applied.
#[rustfmt::skip]
pub const TABLE: [Row; 34] = [
    row(FullHouse, "full house", "full_house", Beginner, 1.0, Singles(full_house::scan)),
    row(OneCellCage, "one-cell cage", "one_cell_cage", Beginner, 1.0,
        Singles(one_cell_cage::scan)),
    row(Parity, "odd or even cell", "odd_even", Beginner, 1.1, Steps(parity::find)),
    row(HiddenSingleBox, "hidden single in a box", "hidden_single_box", Beginner, 1.2,
        Singles(|b, out| hidden_single::scan(b, out, true))),
    row(Inequality, "inequality", "inequality", Beginner, 1.3, Steps(inequality::find)),
    row(HiddenSingleLine, "hidden single in a line", "hidden_single_line", Easy, 1.5,
        Singles(|b, out| hidden_single::scan(b, out, false))),
    row(NeighbourRule, "neighbour rule", "neighbour_rule", Easy, 1.7,
        Steps(neighbour_rule::find)),
    row(NakedSingle, "naked single", "naked_single", Easy, 2.3, Singles(naked_single::scan)),
    row(CageCombination, "cage combination", "cage_combination", Easy, 2.4,
        Steps(cage_combination::find)),
    row(Pointing, "pointing", "pointing", Medium, 2.6,
        Steps(|b, out| locked_candidates::find(b, out, true))),
    row(NeighbourHouse, "neighbours in a house", "neighbour_house", Medium, 2.65,
        Steps(neighbour_house::find)),
    row(CageHouse, "cage-house interaction", "cage_house", Medium, 2.7, Steps(cage_house::find)),
    row(Claiming, "claiming", "claiming", Medium, 2.8,
        Steps(|b, out| locked_candidates::find(b, out, false))),
    row(InniesOuties, "innies and outies", "innies_outies", Medium, 2.9,
        Steps(|b, out| innies_outies::find(b, out, false))),
    row(NakedPair, "naked pair", "naked_pair", Medium, 3.0,
        Steps(|b, out| naked_subset::find(b, out, 2))),
    row(HiddenPair, "hidden pair", "hidden_pair", Medium, 3.4,
        Steps(|b, out| hidden_subset::find(b, out, 2))),
    row(XWing, "X-wing", "x_wing", Hard, 3.2, Steps(|b, out| fish::find(b, out, 2))),
    row(InniesOutiesRuns, "innies and outies over several houses", "innies_outies_houses", Hard,
        3.3, Steps(|b, out| innies_outies::find(b, out, true))),
    row(CageSplitting, "cage splitting", "cage_splitting", Hard, 3.5,
        Steps(innies_outies::find_split)),
    row(NakedTriple, "naked triple", "naked_triple", Hard, 3.6,
        Steps(|b, out| naked_subset::find(b, out, 3))),
    row(Swordfish, "swordfish", "swordfish", Hard, 3.8, Steps(|b, out| fish::find(b, out, 3))),
    row(HiddenTriple, "hidden triple", "hidden_triple", Hard, 4.0,
        Steps(|b, out| hidden_subset::find(b, out, 3))),
    row(XyWing, "XY-wing", "xy_wing", Hard, 4.2, Steps(xy_wing::find)),
    row(XyzWing, "XYZ-wing", "xyz_wing", Hard, 4.4, Steps(xyz_wing::find)),
    row(UniqueRectangle, "unique rectangle", "unique_rectangle", Expert, 4.5,
        Steps(unique_rectangle::find)),
    row(WWing, "W-wing", "w_wing", Expert, 4.6, Steps(w_wing::find)),
    row(NakedQuad, "naked quad", "naked_quad", Expert, 5.0,
        Steps(|b, out| naked_subset::find(b, out, 4))),
    row(Jellyfish, "jellyfish", "jellyfish", Expert, 5.2, Steps(|b, out| fish::find(b, out, 4))),
    row(HiddenQuad, "hidden quad", "hidden_quad", Expert, 5.4,
        Steps(|b, out| hidden_subset::find(b, out, 4))),
    row(SimpleColouring, "simple colouring", "simple_colouring", Expert, 6.5,
        Steps(simple_colouring::find)),
    row(XChain, "X-chain", "x_chain", Expert, 6.6, Steps(x_chain::find)),
    row(XyChain, "XY-chain", "xy_chain", Expert, 6.6, Steps(xy_chain::find)),
    row(Aic, "alternating inference chain", "aic", Master, 7.0, Steps(aic::find)),
    row(ForcingChain, "forcing chain", "forcing_chain", Master, 7.5, Steps(forcing_chain::find)),
];

impl Technique {
    /// How many techniques there are.
    pub const COUNT: usize = Technique::ForcingChain as usize + 1;

    /// Every technique in ladder order: the techniques of [`TABLE`].
    pub const LADDER: [Technique; TABLE.len()] = {
        let mut ladder = [FullHouse; TABLE.len()];
        let mut i = 0;
        while i < TABLE.len() {
            ladder[i] = TABLE[i].technique;
            i += 1;
        }
        ladder
    };

    /// The ladder without the killer techniques and those on marks
    /// between cells: what the classic's houses are solved with.
    pub const CLASSIC_LADDER: [Technique; TABLE.len() - 10] = Technique::ladder_of(false, false);

    /// The ladder of a killer: the houses' techniques and the cages'.
    pub const KILLER_LADDER: [Technique; TABLE.len() - 4] = Technique::ladder_of(true, false);

    /// The ladder of a puzzle with marks between cells: the houses'
    /// techniques and the marks'.
    pub const RELATIONS_LADDER: [Technique; TABLE.len() - 6] = Technique::ladder_of(false, true);

    /// The techniques of [`TABLE`] a board of a killer (`killer`) or with
    /// marks (`relations`) is solved with, in its order.
    const fn ladder_of<const K: usize>(killer: bool, relations: bool) -> [Technique; K] {
        let mut ladder = [FullHouse; K];
        let (mut i, mut k) = (0, 0);
        while i < TABLE.len() {
            let t = TABLE[i].technique;
            if (killer || !t.is_killer()) && (relations || !t.reads_relations()) {
                ladder[k] = t;
                k += 1;
            }
            i += 1;
        }
        assert!(k == K, "the ladder's length");
        ladder
    }

    /// The ladder a board is solved with: a killer's
    /// ([`Technique::KILLER_LADDER`]), one with marks between cells
    /// ([`Technique::RELATIONS_LADDER`]), else the classic's.
    pub fn ladder(killer: bool, relations: bool) -> &'static [Technique] {
        match (killer, relations) {
            (true, _) => &Technique::KILLER_LADDER,
            (false, true) => &Technique::RELATIONS_LADDER,
            (false, false) => &Technique::CLASSIC_LADDER,
        }
    }

    /// Whether the technique reads the marks between cells or on cells
    /// ([`crate::relations`]).
    pub const fn reads_relations(self) -> bool {
        matches!(self, Parity | Inequality | NeighbourRule | NeighbourHouse)
    }

    /// Whether the technique reads a killer's cages.
    pub const fn is_killer(self) -> bool {
        matches!(
            self,
            OneCellCage
                | CageCombination
                | CageHouse
                | InniesOuties
                | InniesOutiesRuns
                | CageSplitting
        )
    }

    /// This technique's row of [`TABLE`].
    pub fn row(self) -> Row {
        TABLE[self as usize]
    }

    /// The name people read: `hidden single in a box`.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The machine name used as a JSON key: `hidden_single_box`.
    pub fn key(self) -> &'static str {
        self.row().key
    }

    /// The level this technique belongs to.
    pub fn level(self) -> Level {
        self.row().level
    }

    /// The weight on the Sudoku Explainer scale, before any length bonus.
    pub fn weight(self) -> f32 {
        self.row().weight
    }

    /// Whether the technique's steps lean on the puzzle having one solution.
    pub fn assumes_uniqueness(self) -> bool {
        self == UniqueRectangle
    }

    /// Runs this technique on `b`, pushing its steps onto `out` (singles
    /// as steps too).
    pub fn find(self, b: &Board, out: &mut Vec<Step>) {
        match self.row().find {
            Singles(scan) => {
                let mut singles = Vec::new();
                scan(b, &mut singles);
                out.extend(singles.into_iter().map(|s| s.step(self)));
            }
            Steps(find) => find(b, out),
        }
    }

    /// Runs this technique on `b` if it is a single, pushing what it finds
    /// onto `out`; returns false, finding nothing, when it is not.
    pub fn scan_singles(self, b: &Board, out: &mut Vec<Single>) -> bool {
        match self.row().find {
            Singles(scan) => {
                scan(b, out);
                true
            }
            Steps(_) => false,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_is_its_techniques_and_the_ladder_is_sorted_by_level_then_weight() {
        for (i, r) in TABLE.iter().enumerate() {
            assert_eq!(r.technique as usize, i, "{} out of place", r.name);
        }
        let mut keys: Vec<&str> = TABLE.iter().map(|r| r.key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), TABLE.len());
        for pair in TABLE.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(
                (a.level, a.weight) <= (b.level, b.weight),
                "{} before {}",
                a.name,
                b.name
            );
        }
    }
}
