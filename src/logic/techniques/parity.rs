//! Odd and even cells: a cell marked odd holds no even number, one marked
//! even no odd one. Every such cell is a step of one scan (they never
//! interfere).

use crate::logic::step::Pattern;
use crate::logic::{Board, Step, Technique};

/// Every open cell whose parity takes candidates away.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(relations) = b.relations() else {
        return;
    };
    let marks = relations.marks();
    if marks.odd.is_empty() && marks.even.is_empty() {
        return;
    }
    for c in b.each_cell() {
        let allowed = relations.allowed(c.index());
        let gone = b.cand(c).0 & !allowed.0;
        if b.value(c) != 0 || gone == 0 {
            continue;
        }
        let odd = allowed.contains(1);
        let mut step = Step::new(Technique::Parity, Pattern::Parity { cell: c, odd });
        step.eliminations = crate::symbol::SymbolSet(gone)
            .iter()
            .map(|d| (c, d))
            .collect();
        out.push(step);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::houses::Houses;
    use crate::layout::Layout;
    use crate::relations::{Marks, Relations};
    use crate::shape::Shape;

    #[test]
    fn an_odd_cell_loses_the_even_numbers_and_an_even_cell_the_odd() {
        let marks = Marks {
            odd: vec![0],
            even: vec![5],
            ..Marks::default()
        };
        let shape = Shape::new(2, 2).unwrap();
        let layout = Layout::classic(shape)
            .with_relations(Relations::new(4, marks).unwrap())
            .unwrap();
        let houses = Houses::of_layout(&layout);
        let mut cells = [0u8; 16];
        cells[1] = 3;
        let b = Board::new(&houses, &cells).unwrap();
        let mut out = Vec::new();
        find(&b, &mut out);
        let c = crate::cell::Cell::new;
        assert_eq!(out.len(), 2);
        // r1c1 lost 3 to its row already: 1 is left of the odd numbers.
        assert_eq!(out[0].eliminations, [(c(0), 2), (c(0), 4)]);
        assert_eq!(out[1].eliminations, [(c(5), 1)]);
        assert_eq!(
            out[0].explain_in(&layout),
            "r1c1 is an odd cell: r1c1<>2, r1c1<>4"
        );
        assert_eq!(out[1].explain_in(&layout), "r2c2 is an even cell: r2c2<>1");
        // Without marks, nothing.
        let plain = Houses::of_layout(&Layout::classic(shape));
        let mut none = Vec::new();
        find(&Board::new(&plain, &cells).unwrap(), &mut none);
        assert!(none.is_empty());
    }
}
