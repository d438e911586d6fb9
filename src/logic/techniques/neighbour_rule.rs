//! Neighbour rules: a white or black dot, a bar, or none under the
//! negative or nonconsecutive rule between two cells leaves each only the
//! numbers that some candidate of the other allows beside it (a 5 beside a
//! white dot leaves 4 or 6; beside no dot, under the negative rule, neither
//! 4, 6, nor 10 nor 2.5). Every such step of one scan is kept (each holds
//! whatever the others remove).

use crate::cell::{Cell, House};
use crate::logic::step::Pattern;
use crate::logic::{Board, Step, Technique};
use crate::relations::{Relations, Rule};
use crate::symbol::SymbolSet;

/// Whether `rule` is one of the neighbour rules here (signs and
/// thermometers are [`super::inequality`]'s).
pub(crate) fn is_neighbour_rule(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::Consecutive | Rule::Double | Rule::Neither | Rule::Apart
    )
}

/// The numbers a cell with candidates `mine` allows beside it by `rule`
/// (read from it), less each candidate itself when the two share a house
/// (`differ`).
pub(crate) fn allowed_beside(
    relations: &Relations,
    rule: Rule,
    mine: SymbolSet,
    differ: bool,
) -> u32 {
    mine.iter().fold(0, |m, u| {
        let support = relations.support(rule, u);
        m | if differ {
            support & !SymbolSet::single(u).0
        } else {
            support
        }
    })
}

/// Every open cell that a neighbour's candidates and the rule between
/// them take candidates from.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(relations) = b.relations() else {
        return;
    };
    for a in b.each_cell() {
        let mine = b.cand(a);
        for link in relations.links(a.index()) {
            let other = Cell::new(link.other);
            if !is_neighbour_rule(link.rule) || b.value(other) != 0 {
                continue;
            }
            let gone = b.cand(other).0 & !allowed_beside(relations, link.rule, mine, false);
            if gone == 0 {
                continue;
            }
            let (t, cells) = (Technique::NeighbourRule, [a, other]);
            out.push(neighbours_step(t, cells, link.rule, mine, None, gone));
        }
    }
}

/// The step of `technique` in which `cells[1]` loses the candidates of
/// `gone` by `rule` read from `cells[0]`'s candidates `mine` (in `house`
/// when the two differ by sharing it).
pub(crate) fn neighbours_step(
    technique: Technique,
    cells: [Cell; 2],
    rule: Rule,
    mine: SymbolSet,
    house: Option<House>,
    gone: u32,
) -> Step {
    let pattern = Pattern::Neighbours {
        cells,
        rule,
        symbols: mine.iter().collect(),
        house,
    };
    let mut step = Step::new(technique, pattern);
    step.eliminations = SymbolSet(gone).iter().map(|d| (cells[1], d)).collect();
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::houses::Houses;
    use crate::layout::{Layout, Variant};
    use crate::relations::Marks;
    use crate::shape::Shape;

    fn said(marks: Marks, variant: Variant, cells: &[u8]) -> Vec<String> {
        let layout = Layout::new(Shape::classic(), variant)
            .unwrap()
            .with_relations(Relations::new(9, marks).unwrap())
            .unwrap();
        let houses = Houses::of_layout(&layout);
        let b = Board::new(&houses, cells).unwrap();
        let mut out = Vec::new();
        find(&b, &mut out);
        out.iter().map(|s| s.explain_in(&layout)).collect()
    }

    #[test]
    fn a_dot_leaves_its_neighbour_what_the_cells_candidates_allow() {
        let mut cells = [0u8; 81];
        // r1c1 = 4: a white dot to r1c2 leaves 3 or 5, a black one to
        // r2c1 2 or 8.
        cells[0] = 4;
        let kropki = Marks {
            white: vec![[0, 1]],
            black: vec![[9, 0]],
            ..Marks::default()
        };
        assert_eq!(
            said(kropki, Variant::KROPKI, &cells),
            [
                "the white dot between r1c1 and r1c2, and r1c1 holds 4: r1c2<>1, r1c2<>2, \
                 r1c2<>6, r1c2<>7, r1c2<>8, r1c2<>9",
                "the black dot between r1c1 and r2c1, and r1c1 holds 4: r2c1<>1, r2c1<>3, \
                 r2c1<>5, r2c1<>6, r2c1<>7, r2c1<>9",
            ]
        );
        // Consecutive Sudoku names its marks bars; no bar between r1c1 and
        // r2c1 leaves neither 3 nor 5 there.
        let bars = Marks {
            white: vec![[0, 1]],
            nonconsecutive: true,
            ..Marks::default()
        };
        let out = said(bars, Variant::CONSECUTIVE, &cells);
        assert_eq!(
            out[0],
            "the bar between r1c1 and r1c2, and r1c1 holds 4: r1c2<>1, r1c2<>2, r1c2<>6, \
             r1c2<>7, r1c2<>8, r1c2<>9"
        );
        assert_eq!(
            out[1],
            "no bar between r1c1 and r2c1, and r1c1 holds 4: r2c1<>3, r2c1<>5"
        );
        // Under the negative rule an undotted neighbour of 4 is none of
        // 2, 3, 5, 8; the nonconsecutive rule alone leaves out 3 and 5.
        let negative = Marks {
            negative: true,
            ..Marks::default()
        };
        assert_eq!(
            said(negative, Variant::KROPKI, &cells)[0],
            "no dot between r1c1 and r1c2, and r1c1 holds 4: r1c2<>2, r1c2<>3, r1c2<>5, r1c2<>8"
        );
        let apart = Marks {
            nonconsecutive: true,
            ..Marks::default()
        };
        assert_eq!(
            said(apart, Variant::NONCONSECUTIVE, &cells)[0],
            "the neighbours r1c1 and r1c2 are not consecutive, and r1c1 holds 4: r1c2<>3, \
             r1c2<>5"
        );
    }

    #[test]
    fn an_open_cell_allows_what_any_of_its_candidates_does() {
        // r1c1 is 1 or 2 (3 to 9 in its box and column): a white dot to
        // r1c2 leaves it 1, 2 or 3 (of 1, 2, 7, 8, 9 its box leaves).
        let mut cells = [0u8; 81];
        for (k, c) in [10, 11, 19, 20, 27, 36, 45].into_iter().enumerate() {
            cells[c] = k as u8 + 3;
        }
        let marks = Marks {
            white: vec![[0, 1]],
            ..Marks::default()
        };
        let out = said(marks, Variant::KROPKI, &cells);
        assert_eq!(
            out[0],
            "the white dot between r1c1 and r1c2, and r1c1 is one of 1, 2: r1c2<>7, r1c2<>8, \
             r1c2<>9"
        );
    }
}
