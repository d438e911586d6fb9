//! Naked pairs, triples and quads: `k` cells of a house whose candidates
//! number `k` between them; those symbols leave the house's other cells.

use super::subsets;
use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::SymbolSet;

/// The first naked subset of size `k` (2, 3 or 4) that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>, k: usize) {
    let technique = match k {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    let houses = b.houses();
    for h in b.houses().each_house() {
        // A house has at most 25 cells: the lists stay on the stack.
        let (mut empty, mut empties) = ([Cell::new(0); 32], 0);
        let (mut small, mut masks, mut smalls) = ([Cell::new(0); 32], [0u32; 32], 0);
        for &c in houses.cells_of(h) {
            if b.value(c) != 0 {
                continue;
            }
            empty[empties] = c;
            empties += 1;
            if (2..=k).contains(&b.cand(c).len()) {
                (small[smalls], masks[smalls]) = (c, b.cand(c).0);
                smalls += 1;
            }
        }
        let empty = &empty[..empties];
        if empty.len() <= k {
            continue;
        }
        let found = subsets(&masks[..smalls], k, |pick, union| {
            let union = SymbolSet(union);
            let cells: Vec<Cell> = pick.iter().map(|&i| small[i]).collect();
            let mut elim = Vec::new();
            for &c in empty {
                if !cells.contains(&c) {
                    for d in (b.cand(c) & union).iter() {
                        elim.push((c, d));
                    }
                }
            }
            if elim.is_empty() {
                return false;
            }
            let pattern = Pattern::Subset {
                house: h,
                cells,
                symbols: union.iter().collect(),
            };
            let s = Step {
                eliminations: elim,
                ..Step::new(technique, pattern)
            };
            out.push(s);
            true
        });
        if found {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::assert_needs;

    #[test]
    fn naked_pair_on_9x9_and_8x8() {
        // 9x9_top95.txt line 6.
        let p = "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.";
        assert_needs(3, 3, p, Technique::NakedPair);
        // 8x8, boxes 4x2: seed 35, cap medium.
        let p = "7...46.......25.8..7.....15..........8.4...67...4..85.7.6..5.3..";
        assert_needs(4, 2, p, Technique::NakedPair);
    }

    #[test]
    fn naked_triple_on_9x9_and_8x8() {
        // 9x9_top95.txt line 15.
        let p = "1.....3.8.7.4..............2.3.1...........958.........5.6...7.....8.2...4.......";
        assert_needs(3, 3, p, Technique::NakedTriple);
        // 8x8, boxes 4x2: seed 1965, cap expert.
        let p = ".....5.86..8...17...5....13.7.8.4..3.....72........1.75....73..4";
        assert_needs(4, 2, p, Technique::NakedTriple);
    }

    #[test]
    fn naked_quad_on_9x9_and_12x12() {
        // 9x9_top1465.txt line 228.
        let p = ".2.4....94..189.......62.5......63..3..94.5.......8.1..........8.2..4...964.....7";
        assert_needs(3, 3, p, Technique::NakedQuad);
        // 12x12, boxes 4x3: seed 46, cap expert.
        let p = "5...83.....4B..4.5.6..C883..7..1..6.....41..A6...6..A...C.7..B.3..6...5..7.\
                 61B..9......9...3......8..4.....B.....A...147..75....B.9C.9C....48..A";
        assert_needs(4, 3, p, Technique::NakedQuad);
    }
}
