//! W-wing: two bivalue cells with the same candidates `{x, y}` that do not
//! see each other, joined by a strong link on `x` (a house where `x` has just
//! two places, one seeing each cell). Were neither cell `y`, both would be `x`
//! and the link would have no `x`; so `y` leaves every cell seeing both.

use super::links::{StrongLinks, bivalue_cells};
use crate::cell::{Cell, House};
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::SymbolSet;

/// The first W-wing that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let houses = b.houses();
    let bivalue: Vec<Cell> = bivalue_cells(b).collect();
    // Made at the first pair of wings: most boards have none.
    let mut strong: Option<StrongLinks> = None;
    for (i, &p) in bivalue.iter().enumerate() {
        let m = b.cand(p);
        for &q in &bivalue[i + 1..] {
            if b.cand(q) != m || b.sees(p, q) {
                continue;
            }
            // The cells seeing both wings, and which of the pair they hold.
            let targets: Vec<Cell> = houses
                .peers_of(p)
                .iter()
                .copied()
                .filter(|&t| b.value(t) == 0 && b.sees(t, q))
                .collect();
            let held = targets.iter().fold(SymbolSet::EMPTY, |h, &t| h | b.cand(t)) & m;
            for x in m.iter() {
                let Some(y) = (m & !SymbolSet::single(x)).first() else {
                    continue;
                };
                if !held.contains(y) {
                    continue;
                }
                let strong = strong.get_or_insert_with(|| StrongLinks::of(b));
                let Some((h, a, c)) = strong_link(strong, b, x, p, q) else {
                    continue;
                };
                let pattern = Pattern::WWing {
                    house: h,
                    cells: [p, a, c, q],
                    symbols: m.iter().collect(),
                };
                let eliminations = targets
                    .iter()
                    .filter(|&&t| b.has(t, y))
                    .map(|&t| (t, y))
                    .collect();
                out.push(Step {
                    eliminations,
                    ..Step::new(Technique::WWing, pattern)
                });
                return;
            }
        }
    }
}

/// A house where `x` has exactly two places, `a` seeing `p` and `c` seeing
/// `q` (neither being `p` or `q`): `(house, a, c)`.
fn strong_link(
    strong: &StrongLinks,
    b: &Board,
    x: u8,
    p: Cell,
    q: Cell,
) -> Option<(House, Cell, Cell)> {
    for &(h, u, v) in strong.conjugates(x) {
        if [u, v].iter().any(|&c| c == p || c == q) {
            continue;
        }
        if b.sees(u, p) && b.sees(v, q) {
            return Some((h, u, v));
        }
        if b.sees(v, p) && b.sees(u, q) {
            return Some((h, v, u));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::board::bits_of;
    use crate::logic::step::Pattern;
    use crate::logic::techniques::test_util::assert_needs_with;

    #[test]
    fn w_wing_on_9x9_6x6_and_latin_6x6() {
        let check = |b: &crate::logic::Board, s: &crate::logic::Step| {
            let Pattern::WWing {
                house,
                cells,
                symbols,
            } = &s.pattern
            else {
                panic!("not a W-wing: {s:?}")
            };
            let [p, a, c, q] = *cells;
            let m = b.cand(p);
            assert!(m.len() == 2 && b.cand(q) == m && !b.sees(p, q));
            assert_eq!(*symbols, m.iter().collect::<Vec<_>>());
            assert!(b.sees(a, p) && b.sees(c, q));
            // The link: x has exactly the places a and c in the house.
            let h = *house;
            let link = m.iter().find(|&x| {
                let cells = b.houses().cells_of(h);
                let places: Vec<_> = bits_of(b.places(h, x)).map(|i| cells[i]).collect();
                places == [a.min(c), a.max(c)]
            });
            let x = link.expect("no strong link");
            for &(t, e) in &s.eliminations {
                assert!(e != x && m.contains(e) && b.sees(t, p) && b.sees(t, q));
            }
        };
        // 9x9_top95.txt line 4.
        let p = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....";
        assert_needs_with(3, 3, p, Technique::WWing, check);
        // 6x6, boxes 3x2: seed 20, cap expert.
        let p = "41..6.......3..5....1.2..6...2....1.";
        assert_needs_with(3, 2, p, Technique::WWing, check);
        // 6x6, boxes 1x6 (a Latin square; boxes are columns): seed 48, no cap.
        let p = "....5.4...6.2..5....5..1.14..3.4..3.";
        assert_needs_with(1, 6, p, Technique::WWing, check);
    }
}
