//! Inequalities: a greater-than sign or a thermometer's step between two
//! cells bounds each by the other's candidates. The greater cell is more
//! than the other's smallest candidate; the less is less than the other's
//! largest. Chains of signs and thermometers are these steps repeated.
//! Every bound of one scan is a step (each holds whatever the others
//! remove).

use crate::cell::Cell;
use crate::logic::step::Pattern;
use crate::logic::{Board, Step, Technique};
use crate::relations::Rule;
use crate::symbol::SymbolSet;

/// Every open cell that a sign or thermometer bounds below its candidates.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(relations) = b.relations() else {
        return;
    };
    for c in b.each_cell() {
        if b.value(c) != 0 {
            continue;
        }
        for link in relations.links(c.index()) {
            let other = Cell::new(link.other);
            let theirs = b.cand(other);
            let (greater, bound, gone) = match link.rule {
                // More than the other's smallest: not it nor below.
                Rule::Greater => {
                    let least = theirs.first().unwrap_or(0);
                    (true, least, SymbolSet(below(least + 1)))
                }
                // Less than the other's largest: not it nor above.
                Rule::Less => {
                    let most = theirs.iter().last().unwrap_or(0);
                    (false, most, SymbolSet(!below(most)))
                }
                _ => continue,
            };
            let gone = b.cand(c).0 & gone.0;
            if gone == 0 {
                continue;
            }
            let pattern = Pattern::Bound {
                cells: [c, other],
                greater,
                bound,
            };
            let mut step = Step::new(Technique::Inequality, pattern);
            step.eliminations = SymbolSet(gone).iter().map(|d| (c, d)).collect();
            out.push(step);
        }
    }
}

/// The bits of the numbers below `d` (1 to `d - 1`).
fn below(d: u8) -> u32 {
    (1u32 << d.saturating_sub(1)) - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::houses::Houses;
    use crate::layout::Layout;
    use crate::relations::{Marks, Relations};
    use crate::shape::Shape;

    #[test]
    fn a_sign_bounds_both_cells_and_a_thermometer_each_step() {
        // r1c1 > r1c2; a thermometer r2c1 -> r3c1 -> r4c1.
        let marks = Marks {
            greater: vec![[0, 1]],
            thermos: vec![vec![4, 8, 12]],
            ..Marks::default()
        };
        let layout = Layout::classic(Shape::new(2, 2).unwrap())
            .with_relations(Relations::new(4, marks).unwrap())
            .unwrap();
        let houses = Houses::of_layout(&layout);
        let mut cells = [0u8; 16];
        // r1c2's row and column leave it 2 or 3 (1 and 4 in r1c3, r3c2).
        cells[2] = 1;
        cells[9] = 4;
        let b = Board::new(&houses, &cells).unwrap();
        let mut out = Vec::new();
        find(&b, &mut out);
        let c = Cell::new;
        let said: Vec<String> = out.iter().map(|s| s.explain_in(&layout)).collect();
        assert_eq!(
            said,
            [
                // r1c1 (2, 3 or 4) above r1c2 (2 or 3).
                "r1c1 is greater than r1c2, which is at least 2: r1c1<>2",
                // r1c2 below r1c1, whose largest is 4: nothing. The bulb
                // r2c1 below r3c1 (1 to 3), r3c1 between, r4c1 above.
                "r2c1 is less than r3c1, which is at most 3: r2c1<>3, r2c1<>4",
                "r3c1 is greater than r2c1, which is at least 1: r3c1<>1",
                "r3c1 is less than r4c1, which is at most 3: r3c1<>3",
                "r4c1 is greater than r3c1, which is at least 1: r4c1<>1",
            ]
        );
        assert_eq!(out[0].eliminations, [(c(0), 2)]);
    }
}
