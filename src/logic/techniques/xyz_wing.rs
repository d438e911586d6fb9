//! XYZ-wing: a pivot `{x, y, z}` sees two bivalue pincers `{x, z}` and
//! `{y, z}`. One of the three cells is `z` whatever the pivot takes, so `z`
//! leaves every cell that sees all three.

use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first XYZ-wing that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let houses = b.houses();
    let mut wings: Vec<Cell> = Vec::new();
    for pivot in b.each_cell() {
        let pm = b.cand(pivot);
        if b.value(pivot) != 0 || pm.len() != 3 {
            continue;
        }
        // Bivalue peers whose candidates lie within the pivot's.
        wings.clear();
        wings.extend(houses.peers_of(pivot).iter().copied().filter(|&c| {
            let m = b.cand(c);
            b.value(c) == 0 && m.len() == 2 && (m & !pm).is_empty()
        }));
        for (i, &a) in wings.iter().enumerate() {
            let am = b.cand(a);
            for &c in &wings[i + 1..] {
                let cm = b.cand(c);
                // Two different pairs of the pivot's three symbols share one.
                if am == cm {
                    continue;
                }
                let z = am & cm;
                let Some(d) = z.first() else {
                    continue;
                };
                let elim: Vec<(Cell, u8)> = houses
                    .peers_of(pivot)
                    .iter()
                    .copied()
                    .filter(|&t| t != a && t != c && b.sees(t, a) && b.sees(t, c) && b.has(t, d))
                    .map(|t| (t, d))
                    .collect();
                if elim.is_empty() {
                    continue;
                }
                let pattern = Pattern::Wing {
                    cells: [pivot, a, c],
                    symbols: pm.iter().collect(),
                };
                let s = Step {
                    eliminations: elim,
                    ..Step::new(Technique::XyzWing, pattern)
                };
                out.push(s);
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::step::Pattern;
    use crate::logic::techniques::test_util::assert_needs_with;

    #[test]
    fn xyz_wing_on_9x9_and_8x8() {
        let check = |b: &crate::logic::Board, s: &crate::logic::Step| {
            let Pattern::Wing { cells, symbols } = &s.pattern else {
                panic!("not a wing: {s:?}")
            };
            let [p, a, c] = *cells;
            let [pm, am, cm] = [p, a, c].map(|x| b.cand(x));
            assert!(pm.len() == 3 && am.len() == 2 && cm.len() == 2);
            assert!(am != cm && (am | cm) == pm);
            assert!(b.sees(p, a) && b.sees(p, c));
            assert_eq!(*symbols, pm.iter().collect::<Vec<_>>());
            let d = (am & cm).only().unwrap();
            for &(t, e) in &s.eliminations {
                assert!(e == d && b.sees(t, p) && b.sees(t, a) && b.sees(t, c));
            }
        };
        // 9x9_top1465.txt line 701.
        let p = "..3.......6.7.9..1...6......16...8.9.......24.98......5....2.6....5.4.3...9..32..";
        assert_needs_with(3, 3, p, Technique::XyzWing, check);
        // 8x8, boxes 4x2: seed 124, cap hard.
        let p = "1..7586..2........7...5.4...8.....3.1...7.514........5....26.4.1";
        assert_needs_with(4, 2, p, Technique::XyzWing, check);
    }
}
