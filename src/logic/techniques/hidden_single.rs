//! Hidden single: a symbol with one place left in a house goes there. In a
//! box it is a beginner's step; in a row or column a little harder.

use crate::logic::board::{Board, symbols_of};
use crate::logic::step::{Step, Technique};

/// Every hidden single in the boxes (`in_boxes`) or in the rows and
/// columns, found in one scan.
pub fn find(b: &Board, out: &mut Vec<Step>, in_boxes: bool) {
    let n = b.side();
    let (technique, range) = if in_boxes {
        (Technique::HiddenSingleBox, 2 * n..3 * n)
    } else {
        (Technique::HiddenSingleLine, 0..2 * n)
    };
    let houses = b.houses();
    for h in range {
        let cells = houses.cells_of(h);
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in cells {
            let c = c as usize;
            if b.value(c) == 0 {
                let m = b.cand(c);
                twice |= once & m;
                once |= m;
            }
        }
        for d in symbols_of(once & !twice) {
            let bit = 1u32 << (d - 1);
            let Some(&c) = cells
                .iter()
                .find(|&&c| b.value(c as usize) == 0 && b.cand(c as usize) & bit != 0)
            else {
                continue;
            };
            if out.iter().any(|s| s.placements[0].0 == c) {
                continue;
            }
            let mut s = Step::new(technique);
            s.houses.push(h as u16);
            s.cells.push(c);
            s.symbols.push(d);
            s.placements.push((c, d));
            out.push(s);
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
