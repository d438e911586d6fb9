//! Locked candidates. Pointing: a symbol whose places in a box all lie in one
//! row or column leaves the rest of that line. Claiming: a symbol whose places
//! in a row or column all lie in one box leaves the rest of that box. The
//! same between a variant's extra houses and the others, after those of the
//! rows, columns and boxes: a diagonal's places in one box, a box's on one
//! diagonal, a window's in one row or box ([`Houses::extra_segments`]).
//!
//! [`Houses::extra_segments`]: crate::houses::Houses::extra_segments

use crate::cell::Cell;
use crate::houses::Segment;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::shape::MAX_SIDE;
use crate::symbol::SymbolSet;

/// The first pointing (`pointing`) or claiming step on the board.
pub fn find(b: &Board, out: &mut Vec<Step>, pointing: bool) {
    let houses = b.houses();
    let segments = houses.segments();
    let twins = pointing && houses.has_twins();
    // A group of segments: a box's along its rows or its columns, or a
    // line's through the boxes. Its first step, if any.
    let group = |ids: &[u16]| -> Option<Step> {
        if ids.len() < 2 {
            return None;
        }
        let mut cands = [SymbolSet::EMPTY; MAX_SIDE];
        let (mut once, mut twice) = (SymbolSet::EMPTY, SymbolSet::EMPTY);
        for (m, &i) in cands.iter_mut().zip(ids) {
            *m = open_cands(b, &segments[i as usize].cells);
            twice |= once & *m;
            once |= *m;
        }
        if twins {
            // Another grid's line through the same part of a shared box:
            // among the box's parts it counts once (its symbols leave both
            // lines' rests). Along a line it is a part of its own.
            (once, twice) = (SymbolSet::EMPTY, SymbolSet::EMPTY);
            for (&m, &i) in cands.iter().zip(ids) {
                if !segments[i as usize].twin {
                    twice |= once & m;
                    once |= m;
                }
            }
        }
        for (&m, &i) in cands.iter().zip(ids) {
            let seg = &segments[i as usize];
            let lone = m & once & !twice;
            if lone.is_empty() {
                continue;
            }
            let rest = if pointing {
                &seg.line_rest
            } else {
                &seg.box_rest
            };
            // Most lone symbols have nothing to remove: only those the
            // rest holds are looked at.
            let held = open_cands(b, rest);
            if let Some(step) = (lone & held).iter().find_map(|d| step(b, seg, d, pointing)) {
                return Some(step);
            }
        }
        None
    };
    let found = if pointing {
        houses.region_houses().find_map(|bx| {
            group(houses.box_segments(bx, false)).or_else(|| group(houses.box_segments(bx, true)))
        })
    } else {
        houses
            .line_houses()
            .find_map(|l| group(houses.line_segments(l)))
    };
    if let Some(step) = found {
        out.push(step);
        return;
    }
    // The extra houses' intersections, one at a time.
    for seg in houses.extra_segments() {
        let rest = if pointing {
            &seg.box_rest
        } else {
            &seg.line_rest
        };
        let lone = open_cands(b, &seg.cells) & !open_cands(b, rest);
        if let Some(step) = lone.iter().find_map(|d| step(b, seg, d, pointing)) {
            out.push(step);
            return;
        }
    }
}

/// The candidates of the empty cells among `cells`.
fn open_cands(b: &Board, cells: &[Cell]) -> SymbolSet {
    cells
        .iter()
        .filter(|&&c| b.value(c) == 0)
        .fold(SymbolSet::EMPTY, |m, &c| m | b.cand(c))
}

/// The step of symbol `d`, whose places in the segment's box part
/// (`pointing`; else its line part) all lie in the segment: it leaves the
/// rest of the other house. `None` when that rest has no `d` to remove.
fn step(b: &Board, seg: &Segment, d: u8, pointing: bool) -> Option<Step> {
    let (technique, within, along, rest) = if pointing {
        (Technique::Pointing, seg.boxh, seg.line, &seg.line_rest)
    } else {
        (Technique::Claiming, seg.line, seg.boxh, &seg.box_rest)
    };
    let elim: Vec<(Cell, u8)> = rest
        .iter()
        .filter(|&&c| b.has(c, d))
        .map(|&c| (c, d))
        .collect();
    if elim.is_empty() {
        return None;
    }
    let cells = seg.cells.iter().copied().filter(|&c| b.has(c, d)).collect();
    let pattern = Pattern::Intersection {
        within,
        along,
        cells,
        symbol: d,
    };
    Some(Step {
        eliminations: elim,
        ..Step::new(technique, pattern)
    })
}

#[cfg(test)]
mod tests {
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::{assert_needs, locked_by_the_rules, locked_fixpoint};

    #[test]
    fn with_singles_they_reach_the_fixpoint_of_the_rules_on_samurai_too() {
        // Pointing and claiming, with singles, take a board as far as the
        // rules stated on the board do: on a samurai's shared boxes, which
        // two grids' lines cross, as on one grid. (The extra houses'
        // intersections, which the rules here leave out, are left out.)
        use crate::fill::Filler;
        use crate::houses::Houses;
        use crate::layout::Layout;
        use crate::rng;
        let shape = |s: &str| s.parse::<crate::shape::Shape>().unwrap();
        let layouts = [
            Layout::classic(shape("3x3")),
            Layout::classic(shape("4x3")),
            Layout::samurai(shape("3x2")).unwrap(),
            Layout::samurai(shape("3x3")).unwrap(),
        ];
        let ladder = |b: &crate::logic::Board| {
            let mut out = Vec::new();
            super::find(b, &mut out, true);
            if out.is_empty() {
                super::find(b, &mut out, false);
            }
            out.first()
                .map(|s| s.eliminations.clone())
                .unwrap_or_default()
        };
        for layout in &layouts {
            let mut removed = 0;
            let houses = Houses::of_layout(layout);
            for seed in 0..8u64 {
                let mut r = rng::stream(seed, 49);
                let solution = Filler::of_layout(layout).fill_layout(&mut r).unwrap();
                let keep = 20 + 3 * seed as u32;
                let cells: Vec<u8> = solution
                    .iter()
                    .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                    .collect();
                let want = locked_fixpoint(&houses, &cells, locked_by_the_rules).unwrap();
                let got = locked_fixpoint(&houses, &cells, ladder).unwrap();
                let singles = locked_fixpoint(&houses, &cells, |_| Vec::new()).unwrap();
                for c in want.each_cell() {
                    let what = format!("{} seed {seed}: {c:?}", layout.label());
                    assert_eq!(got.cand(c), want.cand(c), "{what}");
                    removed += (singles.cand(c) & !want.cand(c)).len();
                }
            }
            assert!(removed > 10, "{}: {removed}", layout.label());
        }
    }

    #[test]
    fn pointing_on_9x9_and_6x6() {
        // 9x9_top95.txt line 1.
        let p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        assert_needs(3, 3, p, Technique::Pointing);
        // 6x6, boxes 3x2: seed 37, cap medium.
        let p = "..54...3...2.6........61..3...12....";
        assert_needs(3, 2, p, Technique::Pointing);
    }

    #[test]
    fn claiming_on_9x9_and_8x8() {
        // 9x9_top95.txt line 23.
        let p = "4.....8.5.3..........7......2.....6.....5.4......1.......6.3.7.5..2.....1.9......";
        assert_needs(3, 3, p, Technique::Claiming);
        // 8x8, boxes 4x2: seed 119, cap medium.
        let p = "...42..78.125..6....46..6.....8........41.5...2.5..8.7.........2";
        assert_needs(4, 2, p, Technique::Claiming);
    }
}
