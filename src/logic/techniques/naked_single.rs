//! Naked single: a cell with one candidate left takes it.

use super::{FoundCells, Single};
use crate::logic::board::Board;

/// Every naked single on the board, but in cells already in `out`.
pub fn scan(b: &Board, out: &mut Vec<Single>) {
    let mut found = FoundCells::of(out);
    for c in b.naked_singles() {
        if let Some(symbol) = b.cand(c).only()
            && found.insert(c)
        {
            out.push(Single {
                cell: c,
                symbol,
                house: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::assert_needs;

    #[test]
    fn naked_single_on_9x9_and_6x6() {
        // 9x9_17clue_5000.txt line 2.
        let p = ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....";
        assert_needs(3, 3, p, Technique::NakedSingle);
        // 6x6, boxes 3x2: seed 76, cap medium.
        let p = "...6....53..3......61.3.....5....2.4";
        assert_needs(3, 2, p, Technique::NakedSingle);
    }
}
