//! Basic fish: X-wing (2), swordfish (3), jellyfish (4). A symbol whose places
//! in `k` rows lie in just `k` columns leaves those columns' other cells (and
//! the same with rows and columns swapped).

use super::subsets;
use crate::logic::board::{Board, bits_of};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first fish of size `k` that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>, k: usize) {
    let technique = match k {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let n = b.side();
    let houses = b.houses();
    for d in 1..=n as u8 {
        // Grid by grid (a samurai's lines meet only in their grid).
        for grid in 0..houses.grids() {
            // Base rows and cover columns, then base columns and cover rows.
            for columns in [false, true] {
                let base_line = |i: usize| houses.line(grid, columns, i);
                let cover_line = |i: usize| houses.line(grid, !columns, i);
                // At most 25 lines: the list stays on the stack.
                let (mut lines, mut masks, mut count) = ([0usize; 32], [0u32; 32], 0);
                for i in 0..n {
                    let m = b.places(base_line(i), d);
                    if (2..=k).contains(&(m.count_ones() as usize)) {
                        (lines[count], masks[count]) = (i, m);
                        count += 1;
                    }
                }
                let found = subsets(&masks[..count], k, |pick, union| {
                    // Base line numbers; a cover line's cell at position `i`
                    // lies in base line `i`.
                    let base: Vec<usize> = pick.iter().map(|&i| lines[i]).collect();
                    let mut elim = Vec::new();
                    for cover in bits_of(union) {
                        for (pos, &c) in houses.cells_of(cover_line(cover)).iter().enumerate() {
                            if !base.contains(&pos) && b.has(c, d) {
                                elim.push((c, d));
                            }
                        }
                    }
                    if elim.is_empty() {
                        return false;
                    }
                    let pattern = Pattern::Fish {
                        symbol: d,
                        base: base.iter().map(|&i| base_line(i)).collect(),
                        cover: bits_of(union).map(cover_line).collect(),
                        cells: base
                            .iter()
                            .flat_map(|&i| {
                                let h = base_line(i);
                                let cells = houses.cells_of(h);
                                bits_of(b.places(h, d)).map(move |j| cells[j])
                            })
                            .collect(),
                    };
                    out.push(Step {
                        eliminations: elim,
                        ..Step::new(technique, pattern)
                    });
                    true
                });
                if found {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::assert_needs;

    #[test]
    fn x_wing_on_9x9_and_6x6() {
        // 9x9_top1465.txt line 143.
        let p = "3..4...8.....5.2...........152.......7..1.......9...6..15...7..6..3.4............";
        assert_needs(3, 3, p, Technique::XWing);
        // 6x6, boxes 2x3 (tall): seed 77, cap hard.
        let p = ".......3....4.1..21.5..4...1....4.6.";
        assert_needs(2, 3, p, Technique::XWing);
    }

    #[test]
    fn swordfish_on_9x9_and_8x8() {
        // 9x9_17clue_5000.txt line 3349.
        let p = "................12..3..4.................56.312..7..........3.5...8.....87.12....";
        assert_needs(3, 3, p, Technique::Swordfish);
        // 8x8, boxes 4x2: seed 493, cap expert.
        let p = "..5..3....7..4.1.....56....3.......2....81..2.3........7.2.86...";
        assert_needs(4, 2, p, Technique::Swordfish);
    }

    #[test]
    fn jellyfish_on_9x9_and_12x12() {
        // 9x9_top1465.txt line 1148.
        let p = "...27...98...........4.8..132...69.......9.3.7..1....2..........948....6.789...2.";
        assert_needs(3, 3, p, Technique::Jellyfish);
        // 12x12, boxes 4x3: seed 599, cap expert.
        let p = "8......B......2..15......A3..9.2.5B1...2..B9.A.C....1..8.B7...57....6...74..\
                 ..6...8.....4B1....A..1...2..9..3.7..2C.A1....4........81286.A....95";
        assert_needs(4, 3, p, Technique::Jellyfish);
    }
}
