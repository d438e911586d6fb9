//! Neighbour rules with houses. Two neighbours in one house also differ,
//! so under a rule that lets a number stand beside itself (no dot under the
//! negative rule, the nonconsecutive rule) a candidate of one that only the
//! other's same number allowed goes. And a symbol whose places in a house
//! are all neighbours of one cell lies beside it: the cell keeps only the
//! numbers its rules with those places allow beside that symbol.

use super::neighbour_rule::{allowed_beside, is_neighbour_rule, neighbours_step};
use crate::cell::Cell;
use crate::logic::board::bits_of;
use crate::logic::step::Pattern;
use crate::logic::{Board, Step, Technique};
use crate::relations::Rule;
use crate::symbol::SymbolSet;

/// The first step of either kind that removes a candidate.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(relations) = b.relations() else {
        return;
    };
    // Both kinds read neighbour rules: without one (a futoshiki's signs)
    // there is nothing to find.
    let mut links = (0..b.cells()).flat_map(|c| relations.links(c));
    if !links.any(|l| is_neighbour_rule(l.rule)) {
        return;
    }
    let houses = b.houses();
    // Two neighbours of one house.
    for a in b.each_cell() {
        let mine = b.cand(a);
        if b.value(a) != 0 {
            continue;
        }
        for link in relations.links(a.index()) {
            let other = Cell::new(link.other);
            if !matches!(link.rule, Rule::Neither | Rule::Apart) || b.value(other) != 0 {
                continue;
            }
            let (ha, ho) = (houses.houses_of(a), houses.houses_of(other));
            let Some(&house) = ha.iter().find(|h| ho.contains(h)) else {
                continue;
            };
            let gone = b.cand(other).0 & !allowed_beside(relations, link.rule, mine, true);
            if gone == 0 {
                continue;
            }
            let (t, cells) = (Technique::NeighbourHouse, [a, other]);
            out.push(neighbours_step(
                t,
                cells,
                link.rule,
                mine,
                Some(house),
                gone,
            ));
            return;
        }
    }
    // A symbol's places in a house, all beside one cell.
    let n = b.side();
    for house in houses.each_house() {
        for d in b.missing(house).iter() {
            let places: Vec<Cell> = bits_of(b.places(house, d))
                .map(|p| houses.cells_of(house)[p])
                .collect();
            let Some(&first) = places.first() else {
                continue;
            };
            for link in relations.links(first.index()) {
                let c = Cell::new(link.other);
                if b.value(c) != 0 || places.contains(&c) {
                    continue;
                }
                // Each place's rule, read from the cell.
                let rules: Option<Vec<Rule>> = places
                    .iter()
                    .map(|p| {
                        relations
                            .links(c.index())
                            .iter()
                            .find(|l| l.other == p.index() && is_neighbour_rule(l.rule))
                            .map(|l| l.rule)
                    })
                    .collect();
                let Some(rules) = rules else {
                    continue;
                };
                let allowed = (1..=n as u8)
                    .filter(|&v| rules.iter().any(|r| r.holds(v, d)))
                    .fold(0u32, |m, v| m | SymbolSet::single(v).0);
                let gone = b.cand(c).0 & !allowed;
                if gone == 0 {
                    continue;
                }
                let mut cells = places.clone();
                cells.push(c);
                let pattern = Pattern::Beside {
                    house,
                    symbol: d,
                    cells,
                };
                let mut step = Step::new(Technique::NeighbourHouse, pattern);
                step.eliminations = SymbolSet(gone).iter().map(|v| (c, v)).collect();
                out.push(step);
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::houses::Houses;
    use crate::layout::{Layout, Variant};
    use crate::relations::{Marks, Relations};
    use crate::shape::Shape;

    fn said(givens: &[(usize, u8)]) -> Vec<String> {
        let marks = Marks {
            nonconsecutive: true,
            ..Marks::default()
        };
        let layout = Layout::new(Shape::classic(), Variant::NONCONSECUTIVE)
            .unwrap()
            .with_relations(Relations::new(9, marks).unwrap())
            .unwrap();
        let houses = Houses::of_layout(&layout);
        let mut cells = [0u8; 81];
        for &(c, v) in givens {
            cells[c] = v;
        }
        let b = Board::new(&houses, &cells).unwrap();
        let mut out = Vec::new();
        find(&b, &mut out);
        out.iter().map(|s| s.explain_in(&layout)).collect()
    }

    #[test]
    fn neighbours_of_one_house_differ_too() {
        // r1c1 is 4 or 5 (1, 2, 3, 6, 9 in its box, 7, 8 in its column).
        // Beside it 4 needs a 4 (not consecutive) and 5 a 5: the row
        // forbids both, so r1c2 (4, 5, 7 or 8) is neither.
        let givens = [(10, 1), (11, 2), (19, 3), (20, 6), (9, 9), (27, 7), (36, 8)];
        assert_eq!(
            said(&givens),
            [
                "the neighbours r1c1 and r1c2 are not consecutive, r1c1 is one of 4, 5, and the \
              two share row 1, so they differ: r1c2<>4, r1c2<>5"
            ]
        );
    }

    #[test]
    fn a_symbol_whose_places_in_a_house_are_beside_one_cell() {
        // 5 in r2c5, r3c8 and r5c2: row 1 keeps 5 in r1c1 and r1c3 alone,
        // both beside r1c2, which then holds neither 4 nor 6.
        let givens = [(13, 5), (25, 5), (37, 5)];
        assert_eq!(
            said(&givens),
            ["5 goes in one of r1c1, r1c3 in row 1, and each is beside r1c2: r1c2<>4, r1c2<>6"]
        );
    }
}
