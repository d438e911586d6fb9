//! Full house: the last empty cell of a house takes the missing symbol.

use crate::logic::board::Board;
use crate::logic::step::{Step, Technique};

/// Every full house on the board (all are independent).
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let houses = b.houses();
    for h in 0..b.shape().houses() {
        let mut empty = houses
            .cells_of(h)
            .iter()
            .filter(|&&c| b.value(c as usize) == 0);
        if let (Some(&c), None) = (empty.next(), empty.next()) {
            let missing = b.missing(h);
            if missing.count_ones() == 1 && b.cand(c as usize) & missing != 0 {
                let d = missing.trailing_zeros() as u8 + 1;
                if out.iter().any(|s| s.placements[0].0 == c) {
                    continue;
                }
                let mut s = Step::new(Technique::FullHouse);
                s.houses.push(h as u16);
                s.cells.push(c);
                s.symbols.push(d);
                s.placements.push((c, d));
                out.push(s);
            }
        }
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
