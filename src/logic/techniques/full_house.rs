//! Full house: the last empty cell of a house takes the missing symbol.

use super::{FoundCells, Single};
use crate::logic::board::Board;
use crate::symbol::one_bit;

/// Every full house on the board (all are independent), at most one a cell.
pub fn scan(b: &Board, out: &mut Vec<Single>) {
    let houses = b.houses();
    let mut found = FoundCells::of(out);
    for h in b.full_houses() {
        let Some(d) = b.missing(h).only() else {
            continue;
        };
        // The house's one empty cell, if the symbol can still go there.
        let places = b.places(h, d);
        if !one_bit(places) {
            continue;
        }
        let cell = houses.cells_of(h)[places.trailing_zeros() as usize];
        if !found.insert(cell) {
            continue;
        }
        out.push(Single {
            cell,
            symbol: d,
            house: Some(h),
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::assert_needs;

    #[test]
    fn full_house_on_9x9_and_6x6() {
        // 9x9_easy_69.txt line 1.
        let p = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
        assert_needs(3, 3, p, Technique::FullHouse);
        // 6x6, boxes 3x2: seed 0, cap medium.
        assert_needs(
            3,
            2,
            "..13...........2...135..6.4.3.....6.",
            Technique::FullHouse,
        );
    }
}
