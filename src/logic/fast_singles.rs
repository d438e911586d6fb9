//! Singles on grids of at most 128 cells (up to 11x11), as bit operations on
//! one 128-bit mask of cells per symbol: a quick answer to "do singles alone
//! solve this?" for the carver, which asks it thousands of times a puzzle.
//!
//! Singles are sound and only grow with what is known, so the order they
//! are applied in does not change whether they finish a puzzle: this gives
//! the same answer as the grader capped at easy, without steps, counts or
//! the cheapest-first order.

use crate::logic::board::bits_of;
use crate::shape::Houses;

/// Singles on one small shape; build once, use for many puzzles.
#[derive(Clone, Debug)]
pub struct FastSingles {
    n: usize,
    /// Every cell of the grid.
    all: u128,
    /// `peers[c]`: the cells sharing a house with `c`.
    peers: Vec<u128>,
    /// `houses[h]`: the cells of house `h`.
    houses: Vec<u128>,
}

impl FastSingles {
    /// The tables for a shape, or `None` when its grid has over 128 cells.
    pub fn new(houses: &Houses) -> Option<FastSingles> {
        let shape = houses.shape();
        let cells = shape.cells();
        if cells > 128 {
            return None;
        }
        let n = shape.side();
        let mask = |list: &[u16]| list.iter().fold(0u128, |m, &c| m | 1 << c);
        Some(FastSingles {
            n,
            all: if cells == 128 {
                u128::MAX
            } else {
                (1u128 << cells) - 1
            },
            peers: (0..cells).map(|c| mask(houses.peers_of(c))).collect(),
            houses: (0..3 * n).map(|h| mask(houses.cells_of(h))).collect(),
        })
    }

    /// Whether full houses, hidden singles and naked singles fill every
    /// cell of `wanted` (a mask of cells) in `cells` (0 empty). False, too,
    /// when the givens or the deductions contradict.
    pub fn fill(&self, cells: &[u8], wanted: u128) -> bool {
        let n = self.n;
        let mut empty = self.all;
        let mut placed = [0u128; 25];
        for (c, &v) in cells.iter().enumerate() {
            if v != 0 {
                empty &= !(1u128 << c);
                placed[v as usize - 1] |= 1u128 << c;
            }
        }
        let mut cand = [0u128; 25];
        for d in 0..n {
            let mut seen = 0u128;
            for c in bits_of(placed[d]) {
                seen |= self.peers[c];
            }
            if seen & placed[d] != 0 {
                return false; // a symbol twice in a house
            }
            cand[d] = empty & !seen;
        }
        loop {
            if wanted & empty == 0 {
                return true;
            }
            let before = empty;
            // Naked singles: the cells with exactly one candidate.
            let (mut once, mut twice) = (0u128, 0u128);
            for &m in &cand[..n] {
                twice |= once & m;
                once |= m;
            }
            if empty & !once != 0 {
                return false; // a cell without candidates
            }
            for c in bits_of(once & !twice) {
                let Some(d) = (0..n).find(|&d| cand[d] >> c & 1 != 0) else {
                    return false; // emptied by a placement of this sweep
                };
                if !self.place(&mut cand, &mut placed, &mut empty, c, d) {
                    return false;
                }
            }
            // Hidden singles (full houses among them).
            for h in &self.houses {
                for d in 0..n {
                    if placed[d] & h != 0 {
                        continue;
                    }
                    let places = cand[d] & h;
                    if places == 0 {
                        return false; // the symbol has nowhere to go
                    }
                    if places & (places - 1) == 0
                        && !self.place(
                            &mut cand,
                            &mut placed,
                            &mut empty,
                            places.trailing_zeros() as usize,
                            d,
                        )
                    {
                        return false;
                    }
                }
            }
            if empty == before {
                return false;
            }
        }
    }

    /// Places symbol `d + 1` in cell `c`; false if it is no longer a
    /// candidate there.
    fn place(
        &self,
        cand: &mut [u128; 25],
        placed: &mut [u128; 25],
        empty: &mut u128,
        c: usize,
        d: usize,
    ) -> bool {
        let bit = 1u128 << c;
        if cand[d] & bit == 0 {
            return false;
        }
        *empty &= !bit;
        placed[d] |= bit;
        for m in &mut cand[..self.n] {
            *m &= !bit;
        }
        cand[d] &= !self.peers[c];
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;
    use crate::logic::{Grader, Level};
    use crate::rng;
    use crate::shape::all_shapes;

    #[test]
    fn agrees_with_the_grader_capped_at_easy() {
        // Random clue subsets of random grids, from nearly full to sparse,
        // on every shape that fits: solved by singles exactly when the
        // grader at easy solves them.
        let (mut solved, mut stuck) = (0, 0);
        for shape in all_shapes().into_iter().filter(|s| s.cells() <= 128) {
            let houses = Houses::new(shape);
            let fast = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::new(shape);
            for seed in 0..60 {
                let mut r = rng::stream(seed, 5);
                let grid = Filler::new(shape).fill(&mut r);
                let keep = 25 + rng::below(&mut r, 60);
                let cells: Vec<u8> = grid
                    .cells()
                    .iter()
                    .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                    .collect();
                let want = grader
                    .solve(&cells, Level::Easy, false)
                    .is_ok_and(|g| g.solved);
                assert_eq!(fast.fill(&cells, fast.all), want, "{shape}: {cells:?}");
                if want {
                    solved += 1;
                } else {
                    stuck += 1;
                }
            }
        }
        assert!(solved > 100 && stuck > 100, "{solved} {stuck}");
    }

    #[test]
    fn clashing_givens_and_big_grids_are_refused() {
        let shape = crate::Shape::new(2, 2).unwrap();
        let fast = FastSingles::new(&Houses::new(shape)).unwrap();
        let mut cells = vec![0u8; 16];
        cells[0] = 1;
        cells[1] = 1;
        assert!(!fast.fill(&cells, 1 << 2));
        assert!(FastSingles::new(&Houses::new(crate::Shape::new(4, 3).unwrap())).is_none());
    }
}
