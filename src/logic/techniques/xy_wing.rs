//! XY-wing: a bivalue pivot `{x, y}` sees two bivalue pincers `{x, z}` and
//! `{y, z}`. Whichever of `x` and `y` the pivot takes, one pincer is `z`, so
//! `z` leaves every cell that sees both pincers.

use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first XY-wing that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let houses = b.houses();
    let mut wings: Vec<Cell> = Vec::new();
    for pivot in b.each_cell() {
        let pm = b.cand(pivot);
        if b.value(pivot) != 0 || pm.len() != 2 {
            continue;
        }
        // Bivalue peers sharing exactly one symbol with the pivot.
        wings.clear();
        wings.extend(houses.peers_of(pivot).iter().copied().filter(|&c| {
            let m = b.cand(c);
            b.value(c) == 0 && m.len() == 2 && (m & pm).len() == 1
        }));
        for (i, &a) in wings.iter().enumerate() {
            let am = b.cand(a);
            for &c in &wings[i + 1..] {
                let cm = b.cand(c);
                // The pincers hold different pivot symbols and one shared z.
                let z = am & cm;
                if am & pm == cm & pm || !(z & pm).is_empty() {
                    continue;
                }
                let Some(d) = z.only() else {
                    continue;
                };
                let elim: Vec<(Cell, u8)> = houses
                    .peers_of(a)
                    .iter()
                    .copied()
                    .filter(|&t| t != c && b.sees(t, c) && b.has(t, d))
                    .map(|t| (t, d))
                    .collect();
                if elim.is_empty() {
                    continue;
                }
                let pattern = Pattern::Wing {
                    cells: [pivot, a, c],
                    symbols: (pm | z).iter().collect(),
                };
                let s = Step {
                    eliminations: elim,
                    ..Step::new(Technique::XyWing, pattern)
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
    fn xy_wing_on_9x9_and_6x6() {
        let check = |b: &crate::logic::Board, s: &crate::logic::Step| {
            let Pattern::Wing { cells, symbols } = &s.pattern else {
                panic!("not a wing: {s:?}")
            };
            let [p, a, c] = *cells;
            let [pm, am, cm] = [p, a, c].map(|x| b.cand(x));
            assert!([pm, am, cm].iter().all(|m| m.len() == 2));
            assert!(b.sees(p, a) && b.sees(p, c));
            let z = am & cm;
            assert!(z.len() == 1 && (z & pm).is_empty() && am & pm != cm & pm);
            assert_eq!(*symbols, (pm | z).iter().collect::<Vec<_>>());
            let d = z.only().unwrap();
            for &(t, e) in &s.eliminations {
                assert!(e == d && b.sees(t, a) && b.sees(t, c));
            }
        };
        // 9x9_top95.txt line 47.
        let p = "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8";
        assert_needs_with(3, 3, p, Technique::XyWing, check);
        // 6x6, boxes 3x2: seed 68, cap hard.
        let p = "5...1....6.5.23..4.......5.1..4.....";
        assert_needs_with(3, 2, p, Technique::XyWing, check);
    }
}
