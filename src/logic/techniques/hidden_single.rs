//! Hidden single: a symbol with one place left in a house goes there. In a
//! box it is a beginner's step; in a row or column a little harder.

use super::{FoundCells, Single};
use crate::logic::board::Board;

/// Every hidden single in the boxes (`in_boxes`) or in the rows and
/// columns, found in one scan, at most one a cell.
pub fn scan(b: &Board, out: &mut Vec<Single>, in_boxes: bool) {
    let houses = b.houses();
    // Windows are areas like boxes; diagonals are lines.
    let (range, extra) = if in_boxes {
        (houses.region_houses(), houses.area_extras())
    } else {
        (houses.line_houses(), houses.line_extras())
    };
    let mut found = FoundCells::of(out);
    for part in [range, extra] {
        for (h, singles) in b.singles_in(part) {
            for d in singles.iter() {
                let places = b.places(h, d);
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
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::assert_needs;

    #[test]
    fn hidden_single_in_a_box_on_9x9_and_6x6() {
        // 9x9_easy_69.txt line 2.
        let p = ".4.1...5.1.7..396.52...8..........17...9.68..8.3.5.62..9..6.5436...8.7..25..971..";
        assert_needs(3, 3, p, Technique::HiddenSingleBox);
        // 6x6, boxes 2x3 (tall): seed 1, cap medium.
        let p = ".......6.2.55.4.1...5...3.........42";
        assert_needs(2, 3, p, Technique::HiddenSingleBox);
    }

    #[test]
    fn hidden_single_in_a_line_on_9x9_and_6x6() {
        // 9x9_17clue_5000.txt line 4.
        let p = ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.";
        assert_needs(3, 3, p, Technique::HiddenSingleLine);
        // 6x6, boxes 3x2: seed 5, cap medium.
        let p = ".1.4.....32.6.....2.3.........5....6";
        assert_needs(3, 2, p, Technique::HiddenSingleLine);
    }
}
