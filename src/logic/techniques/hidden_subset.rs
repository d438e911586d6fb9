//! Hidden pairs, triples and quads: `k` symbols whose places in a house number
//! `k` between them; those cells lose every other candidate.

use super::subsets;
use crate::logic::board::{Board, bits_of};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::SymbolSet;

/// The first hidden subset of size `k` (2, 3 or 4) that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>, k: usize) {
    let technique = match k {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let houses = b.houses();
    for h in b.houses().each_house() {
        let cells = houses.cells_of(h);
        let empty = cells.iter().filter(|&&c| b.value(c) == 0).count();
        if empty <= k {
            continue;
        }
        // At most 25 symbols: the lists stay on the stack.
        let (mut digits, mut masks, mut count) = ([0u8; 32], [0u32; 32], 0);
        for d in b.missing(h).iter() {
            let m = b.places(h, d);
            if (2..=k).contains(&(m.count_ones() as usize)) {
                (digits[count], masks[count]) = (d, m);
                count += 1;
            }
        }
        let found = subsets(&masks[..count], k, |pick, union| {
            let keep: SymbolSet = pick.iter().map(|&i| digits[i]).collect();
            let mut elim = Vec::new();
            let mut pattern = Vec::new();
            for i in bits_of(union) {
                let c = cells[i];
                pattern.push(c);
                for d in (b.cand(c) & !keep).iter() {
                    elim.push((c, d));
                }
            }
            if elim.is_empty() {
                return false;
            }
            let pattern = Pattern::Subset {
                house: h,
                cells: pattern,
                symbols: keep.iter().collect(),
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
    fn hidden_pair_on_9x9_and_8x8() {
        // 9x9_top95.txt line 18.
        let p = "45.....3....8.1....9...........5..9.2..7.....8.........1..4..........7.2...6..8..";
        assert_needs(3, 3, p, Technique::HiddenPair);
        // 8x8, boxes 4x2: seed 10, cap medium.
        let p = "2.6.3....87...42....2........7.3.7....6.563....4.3.....18...75..";
        assert_needs(4, 2, p, Technique::HiddenPair);
    }

    #[test]
    fn hidden_triple_on_9x9_and_12x12() {
        // 9x9_top95.txt line 78.
        let p = "4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....";
        assert_needs(3, 3, p, Technique::HiddenTriple);
        // 12x12, boxes 4x3: seed 50, cap hard.
        let p = "B...7...6.1C.......4.7.......9.2.A4..A1..26....8...4A....67...6...15..9...A8\
                 27.....3.5.3..4......1C..5......4...8..9.3...2.5......6...71.3B64...";
        assert_needs(4, 3, p, Technique::HiddenTriple);
    }

    // A hidden quad in a house of e empty cells is a naked subset of e - 4
    // cells, which the ladder tries first unless e - 4 > 4: on 9x9 only a
    // house with all nine cells empty qualifies, and no puzzle of the public
    // sets (nor 3000 carved ones) needs it. So only the larger shape here.
    #[test]
    fn hidden_quad_on_12x12() {
        // 12x12, boxes 4x3: seed 141, cap expert.
        let p = ".C.......12.58.3.7B..4......C..A3.......73...B.....6..1.93C5.2..4.9C7.6.8.\
                 .....2...4462A....C.9.9...8.......B.4...5..C.2...8...75....5..3..1.6..";
        assert_needs(4, 3, p, Technique::HiddenQuad);
    }
}
