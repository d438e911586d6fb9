//! What every chain technique stands on: the board's strong links, and one
//! breadth-first search along alternating links.
//!
//! A strong link joins two candidates of which at least one is true: the
//! two places of a symbol in a house where it has no other (a conjugate
//! pair), or the two symbols of a bivalue cell. X-chains, simple colouring
//! and W-wings use the conjugate pairs of one symbol; XY-chains the bivalue
//! cells; alternating inference chains both. [`ChainSearch`] is the one
//! search of the X-chains, XY-chains and AICs: each gives it its states
//! (a candidate or cell, and whether it is on), how a state leads to the
//! next, and which end concludes something. Simple colouring asks it for
//! every state a start reaches ([`ChainSearch::reach`]): a cluster, each
//! cell's colour the parity of its distance. The forcing chains follow an
//! assumption forward with it ([`ChainSearch::propagate`]): their links
//! are the singles a board is left with, which a state implies only
//! together with others, so each state's length is given by the links
//! (one past the longest of what it needs), not counted by the search.

use crate::cell::{Cell, House};
use crate::logic::board::{Board, bits_of};

/// The strong links of a board.
pub(crate) struct StrongLinks {
    /// The conjugate pairs of each symbol in turn, in the order of the
    /// first house (of the houses' order) that makes each, with that house;
    /// the cells of a pair in the house's order.
    pairs: Vec<(House, Cell, Cell)>,
    /// Where each symbol's pairs start in `pairs`, and where the last's
    /// end.
    starts: Vec<usize>,
}

impl StrongLinks {
    /// The conjugate pairs of every symbol of `b`.
    pub(crate) fn of(b: &Board) -> StrongLinks {
        let n = b.side();
        let houses = b.houses();
        let mut pairs = Vec::new();
        let mut starts = Vec::with_capacity(n + 1);
        for d in 1..=n as u8 {
            starts.push(pairs.len());
            for h in houses.each_house() {
                let m = b.places(h, d);
                if m.count_ones() != 2 {
                    continue;
                }
                let hc = houses.cells_of(h);
                let mut two = bits_of(m).map(|i| hc[i]);
                let (u, v) = (two.next().unwrap(), two.next().unwrap());
                // A pair that two houses make (a row and a box) once: the
                // rows and columns come first, and no two of them share
                // two cells.
                let line = h.index() < 2 * n;
                let mine = &pairs[starts[starts.len() - 1]..];
                if line
                    || !mine
                        .iter()
                        .any(|&(_, p, q)| (p, q) == (u, v) || (p, q) == (v, u))
                {
                    pairs.push((h, u, v));
                }
            }
        }
        starts.push(pairs.len());
        StrongLinks { pairs, starts }
    }

    /// The conjugate pairs of symbol `d`: `(house, u, v)`, each once.
    pub(crate) fn conjugates(&self, d: u8) -> &[(House, Cell, Cell)] {
        let e = crate::symbol::index(d);
        &self.pairs[self.starts[e]..self.starts[e + 1]]
    }
}

/// The bivalue cells of `b`, in order: the strong links inside cells.
pub(crate) fn bivalue_cells<'b>(b: &'b Board<'_>) -> impl Iterator<Item = Cell> + 'b {
    b.each_cell()
        .filter(|&c| b.value(c) == 0 && b.cand(c).len() == 2)
}

/// A state not reached yet.
const UNSEEN: u32 = u32::MAX;

/// A chain found: its length, what its end concludes, and its states from
/// the end back to the start.
pub(crate) struct Found<T> {
    pub(crate) len: u32,
    pub(crate) conclusion: T,
    pub(crate) path: Vec<u32>,
}

/// The breadth-first search along alternating links, with its buffers;
/// reuse it for every start.
#[derive(Default)]
pub(crate) struct ChainSearch {
    /// Per state: the state it was reached from, or [`UNSEEN`].
    parent: Vec<u32>,
    queue: Vec<(u32, u32)>,
}

/// Where [`ChainSearch::run`]'s `expand` puts the states a state leads to.
pub(crate) struct Next<'s> {
    parent: &'s mut [u32],
    queue: &'s mut Vec<(u32, u32)>,
    /// The state they are reached from, and their length.
    from: u32,
    len: u32,
}

impl Next<'_> {
    /// State `t` comes next, unless reached before.
    #[inline]
    pub(crate) fn push(&mut self, t: u32) {
        if self.parent[t as usize] == UNSEEN {
            self.parent[t as usize] = self.from;
            self.queue.push((t, self.len));
        }
    }
}

/// Where [`ChainSearch::propagate`]'s `expand` puts the states a state
/// implies.
pub(crate) struct Implied<'s> {
    queue: &'s mut Vec<(u32, u32)>,
}

impl Implied<'_> {
    /// State `t` follows, at length `len`.
    #[inline]
    pub(crate) fn push(&mut self, t: u32, len: u32) {
        self.queue.push((t, len));
    }
}

impl ChainSearch {
    /// Room for states `0..states`, every one unreached.
    pub(crate) fn reset(&mut self, states: usize) {
        self.parent.clear();
        self.parent.resize(states, UNSEEN);
    }

    /// Breadth first from state `start`, whose length is `len`: the first
    /// state reached, in order, that `conclude` takes (with its length),
    /// among chains shorter than `limit`. `expand` pushes the states a
    /// state leads to, in the order they are tried. The shortest chain
    /// that concludes, and the first of them in that order.
    pub(crate) fn run<T>(
        &mut self,
        start: u32,
        len: u32,
        limit: u32,
        mut conclude: impl FnMut(u32, u32) -> Option<T>,
        mut expand: impl FnMut(u32, &mut Next),
    ) -> Option<Found<T>> {
        self.queue.clear();
        self.parent[start as usize] = start;
        self.queue.push((start, len));
        let mut found = None;
        let mut k = 0;
        while k < self.queue.len() {
            let (s, len) = self.queue[k];
            k += 1;
            if let Some(conclusion) = conclude(s, len) {
                found = Some((len, s, conclusion));
                break;
            }
            if len + 1 >= limit {
                continue;
            }
            let mut next = Next {
                parent: &mut self.parent,
                queue: &mut self.queue,
                from: s,
                len: len + 1,
            };
            expand(s, &mut next);
        }
        let found = found.map(|(len, end, conclusion)| {
            let mut path = vec![end];
            let mut s = end;
            while s != start {
                s = self.parent[s as usize];
                path.push(s);
            }
            Found {
                len,
                conclusion,
                path,
            }
        });
        for &(s, _) in &self.queue {
            self.parent[s as usize] = UNSEEN;
        }
        found
    }

    /// Breadth first from state `start` to every state it reaches: those
    /// states, the start first, each with its length (the start's 0), in
    /// the order reached. `expand` as in [`ChainSearch::run`], with room
    /// made by [`ChainSearch::reset`] as for it.
    pub(crate) fn reach(
        &mut self,
        start: u32,
        expand: impl FnMut(u32, &mut Next),
    ) -> &[(u32, u32)] {
        // Nothing concludes, so the search goes everywhere it can.
        self.run(start, 0, u32::MAX, |_, _| None::<()>, expand);
        &self.queue
    }

    /// Forward from state `start` (length 0): each state in the order it
    /// was implied goes to `expand` with its length, and `expand` pushes
    /// the states it implies, each with the length the links give it.
    /// States longer than `limit` are not followed. Stops at `expand`'s
    /// first error. The answer: whether a state was cut (before the end,
    /// whichever it was), and the end. A state implied twice is taken
    /// twice: `expand` knows what it has done.
    pub(crate) fn propagate<E>(
        &mut self,
        start: u32,
        limit: u32,
        mut expand: impl FnMut(u32, u32, &mut Implied) -> Result<(), E>,
    ) -> (bool, Result<(), E>) {
        self.queue.clear();
        self.queue.push((start, 0));
        let mut cut = false;
        let mut k = 0;
        while k < self.queue.len() {
            let (s, len) = self.queue[k];
            k += 1;
            if len > limit {
                cut = true;
                continue;
            }
            if let Err(e) = expand(
                s,
                len,
                &mut Implied {
                    queue: &mut self.queue,
                },
            ) {
                return (cut, Err(e));
            }
        }
        (cut, Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::char_symbol;
    use crate::houses::Houses;
    use crate::shape::Shape;

    #[test]
    fn each_conjugate_pair_once_with_the_first_house_that_makes_it() {
        // 9x9_top95.txt line 94, and an X 9x9 layout of the same clues.
        let p = ".....2.......7...17..3...9.8..7......2.89.6...13..6....9..5.824.....891..........";
        let cells: Vec<u8> = p.chars().map(|ch| char_symbol(ch).unwrap_or(0)).collect();
        let nine = Shape::classic();
        let layouts = [
            crate::layout::Layout::classic(nine),
            crate::layout::Layout::new(nine, crate::layout::Variant::X).unwrap(),
        ];
        let mut seen = 0;
        for layout in &layouts {
            let houses = Houses::of_layout(layout);
            let b = Board::new(&houses, &cells).unwrap();
            let links = StrongLinks::of(&b);
            for d in 1..=9u8 {
                // From the rules: every house where `d` has two places.
                let mut want: Vec<(House, Cell, Cell)> = Vec::new();
                for h in houses.each_house() {
                    let two: Vec<Cell> = houses
                        .cells_of(h)
                        .iter()
                        .copied()
                        .filter(|&c| b.has(c, d))
                        .collect();
                    if let [u, v] = two[..]
                        && !want.iter().any(|&(_, p, q)| p == u && q == v)
                    {
                        want.push((h, u, v));
                    }
                }
                assert_eq!(links.conjugates(d), &want[..], "symbol {d}");
                seen += want.len();
            }
        }
        assert!(seen > 20, "{seen}");
    }

    #[test]
    fn propagation_takes_states_in_the_order_implied_with_their_lengths() {
        // 0 implies 1 (length 3) and 2 (length 1); 2 implies 3 (length 2)
        // and 1 again (length 2); 3 fails.
        let mut search = ChainSearch::default();
        let mut seen = Vec::new();
        let mut expand = |limit: u32, seen: &mut Vec<(u32, u32)>| {
            seen.clear();
            search.propagate(0, limit, |s, len, next| {
                seen.push((s, len));
                match s {
                    0 => {
                        next.push(1, 3);
                        next.push(2, 1);
                    }
                    2 => {
                        next.push(3, 2);
                        next.push(1, 2);
                    }
                    3 => return Err(len),
                    _ => {}
                }
                Ok(())
            })
        };
        assert_eq!(expand(u32::MAX, &mut seen), (false, Err(2)));
        assert_eq!(seen, [(0, 0), (1, 3), (2, 1), (3, 2)]);
        // Up to length 2: 1 at length 3 is cut before 3 fails.
        assert_eq!(expand(2, &mut seen), (true, Err(2)));
        assert_eq!(seen, [(0, 0), (2, 1), (3, 2)]);
        // Past length 1, nothing is followed: no failure, but a cut.
        assert_eq!(expand(1, &mut seen), (true, Ok(())));
        assert_eq!(seen, [(0, 0), (2, 1)]);
        assert_eq!(expand(0, &mut seen), (true, Ok(())));
        assert_eq!(seen, [(0, 0)]);
    }

    #[test]
    fn the_search_finds_the_shortest_chain_first_in_order() {
        // 0 -> 1 -> 2 -> 3 and 0 -> 4 -> 3; 3 concludes.
        let edges: [&[u32]; 5] = [&[1, 4], &[2], &[3], &[], &[3]];
        let mut search = ChainSearch::default();
        search.reset(5);
        let run = |search: &mut ChainSearch, limit| {
            search.run(
                0,
                0,
                limit,
                |s, len| (s == 3).then_some(len * 10),
                |s, next| {
                    for &t in edges[s as usize] {
                        next.push(t);
                    }
                },
            )
        };
        let found = run(&mut search, u32::MAX).unwrap();
        assert_eq!((found.len, found.conclusion), (2, 20));
        assert_eq!(found.path, [3, 4, 0]);
        // Every state unreached again: the same answer once more.
        assert_eq!(run(&mut search, u32::MAX).unwrap().path, [3, 4, 0]);
        // Chains shorter than 2 links only: none.
        assert!(run(&mut search, 2).is_none());
        assert_eq!(run(&mut search, 3).unwrap().len, 2);
    }
}
