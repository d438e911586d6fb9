//! Unique rectangle, type 1. Four empty cells in two rows, two columns and
//! exactly two boxes, three of them holding just `{x, y}`: were the fourth
//! `x` or `y`, the four would be `x`/`y` in a pattern that can swap, and the
//! puzzle would have two solutions. Assuming it has one, `x` and `y` leave
//! the fourth cell (which keeps some other candidate).

use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first unique rectangle of type 1 that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    // Sound on rectangular boxes alone: irregular regions or extra houses
    // may break the swap that makes the pattern deadly.
    if !b.houses().layout().is_classic() || b.killer().is_some() {
        return;
    }
    let shape = b.shape();
    let n = b.side();
    let bivalue = |c: Cell| b.value(c) == 0 && b.cand(c).len() == 2;
    // Of three corners, two share a row: start from two bivalue cells with
    // the same candidates in one row, then try every other row.
    for r1 in 0..n {
        for c1 in 0..n {
            let a = shape.cell_at(r1, c1);
            if !bivalue(a) {
                continue;
            }
            let m = b.cand(a);
            for c2 in c1 + 1..n {
                let a2 = shape.cell_at(r1, c2);
                if !bivalue(a2) || b.cand(a2) != m {
                    continue;
                }
                for r2 in (0..n).filter(|&r| r != r1) {
                    let (d1, d2) = (shape.cell_at(r2, c1), shape.cell_at(r2, c2));
                    if b.value(d1) != 0 || b.value(d2) != 0 {
                        continue;
                    }
                    let mut boxes = [a, a2, d1, d2].map(|c| shape.box_of(c.index()));
                    boxes.sort_unstable();
                    if boxes[0] != boxes[1] || boxes[2] != boxes[3] || boxes[1] == boxes[2] {
                        continue;
                    }
                    // One of the far corners holds just the pair, the other
                    // the pair's symbols it keeps and something more.
                    let (bi, other) = if bivalue(d1) && b.cand(d1) == m {
                        (d1, d2)
                    } else if bivalue(d2) && b.cand(d2) == m {
                        (d2, d1)
                    } else {
                        continue;
                    };
                    let om = b.cand(other);
                    if (om & m).is_empty() || (om & !m).is_empty() {
                        continue;
                    }
                    let (r1, r2) = (r1.min(r2), r1.max(r2));
                    let pattern = Pattern::Rectangle {
                        houses: [
                            shape.row_house(r1),
                            shape.row_house(r2),
                            shape.col_house(c1),
                            shape.col_house(c2),
                        ],
                        cells: [a, a2, bi, other],
                        symbols: m.iter().collect(),
                    };
                    let eliminations = (om & m).iter().map(|d| (other, d)).collect();
                    out.push(Step {
                        eliminations,
                        ..Step::new(Technique::UniqueRectangle, pattern)
                    });
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::step::Pattern;
    use crate::logic::techniques::test_util::assert_needs_with;
    use crate::symbol::SymbolSet;

    #[test]
    fn unique_rectangle_on_9x9_6x6_and_latin_8x8() {
        let check = |b: &crate::logic::Board, s: &crate::logic::Step| {
            let shape = b.shape();
            let Pattern::Rectangle {
                houses,
                cells,
                symbols,
            } = &s.pattern
            else {
                panic!("not a rectangle: {s:?}")
            };
            let mut rows: Vec<usize> = cells.iter().map(|&c| shape.row(c.index())).collect();
            let mut cols: Vec<usize> = cells.iter().map(|&c| shape.col(c.index())).collect();
            let mut boxes: Vec<usize> = cells.iter().map(|&c| shape.box_of(c.index())).collect();
            for v in [&mut rows, &mut cols, &mut boxes] {
                v.sort_unstable();
                v.dedup();
                assert_eq!(v.len(), 2);
            }
            let lines = [
                shape.row_house(rows[0]),
                shape.row_house(rows[1]),
                shape.col_house(cols[0]),
                shape.col_house(cols[1]),
            ];
            assert_eq!(*houses, lines);
            let m: SymbolSet = symbols.iter().copied().collect();
            assert_eq!(symbols.len(), 2);
            assert!(cells[..3].iter().all(|&c| b.cand(c) == m));
            let (fourth, fm) = (cells[3], b.cand(cells[3]));
            assert!(!(fm & !m).is_empty());
            for &(t, e) in &s.eliminations {
                assert!(t == fourth && m.contains(e));
            }
        };
        // 9x9_top1465.txt line 64.
        let p = "85.....7.....41...3..........1...4.6.7.5...........2..742.6.......8...3..........";
        let g = assert_needs_with(3, 3, p, Technique::UniqueRectangle, check);
        assert!(g.assumed_uniqueness);
        // 6x6, boxes 3x2: seed 26, cap expert.
        let p = "......3.4.155..1...4.......5..1...32";
        assert_needs_with(3, 2, p, Technique::UniqueRectangle, check);
        // 8x8, boxes 8x1 (a Latin square; boxes are rows): seed 49, no cap.
        let p = "3..8..25.6...4...8.3.5.....1426..73.1..4..4..1.8...52.4.2.5.....";
        assert_needs_with(8, 1, p, Technique::UniqueRectangle, check);
    }
}
