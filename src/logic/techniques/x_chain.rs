//! X-chain: an alternating chain on one symbol `d`. A strong link joins the
//! two places of `d` in a house (one of them holds it), a weak link two cells
//! that see each other (at most one holds it). A chain that starts and ends
//! with a strong link proves that one of its ends holds `d`: were the first
//! end empty, each strong link would fill the next cell and each weak link
//! empty the one after, up to the last end. So `d` leaves every cell seeing
//! both ends. Skyscrapers and two-string kites are the 3-link X-chains.
//!
//! Chains are searched breadth first from every start, shortest first.

use super::links::{ChainSearch, Found, StrongLinks};
use crate::cell::Cell;
use crate::logic::board::{Board, bits_of};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The fewest links an X-chain may have: one strong link alone is locked
/// candidates.
const MIN_LINKS: usize = 3;

/// The shortest X-chain that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let n = b.side();
    let links = StrongLinks::of(b);
    let mut best: Option<Step> = None;
    let mut graph = Graph::default();
    let mut search = ChainSearch::default();
    for d in 1..=n as u8 {
        let bound = best.as_ref().map_or(usize::MAX, |s| s.pattern.links());
        if let Some(s) = graph.run(b, &links, &mut search, d, bound) {
            best = Some(s);
            if best
                .as_ref()
                .is_some_and(|s| s.pattern.links() == MIN_LINKS)
            {
                break;
            }
        }
    }
    out.extend(best);
}

/// The graph of one symbol.
#[derive(Default)]
struct Graph {
    /// Cells holding the symbol (the nodes).
    nodes: Vec<Cell>,
    /// Node index of each cell (`u16::MAX` when not a node).
    index: Vec<u16>,
    /// Strong links: `strong[i]` are the nodes conjugate to node `i`.
    strong: Vec<Vec<u16>>,
    /// Weak links: the nodes seeing node `i`.
    weak: Vec<Vec<u16>>,
    /// `weak` as bitsets of `words` words each, to intersect.
    seen: Vec<u64>,
    words: usize,
}

impl Graph {
    /// The shortest chain on `d` with eliminations and fewer than `bound`
    /// links.
    fn run(
        &mut self,
        b: &Board,
        links: &StrongLinks,
        search: &mut ChainSearch,
        d: u8,
        bound: usize,
    ) -> Option<Step> {
        self.build(b, links, d);
        let count = self.nodes.len();
        search.reset(2 * count);
        let mut best: Option<Found<()>> = None;
        for start in 0..count {
            if self.strong[start].is_empty() {
                continue;
            }
            let limit = best.as_ref().map_or(bound, |x| x.len as usize);
            // States: `node * 2` the node is empty of the symbol, `+ 1` it
            // holds it. Links: empty -> holds along strong links, holds ->
            // empty along weak ones. The start is empty.
            let found = search.run(
                (start * 2) as u32,
                0,
                u32::try_from(limit).unwrap_or(u32::MAX),
                |s, len| {
                    let node = s as usize / 2;
                    (s % 2 == 1
                        && len as usize >= MIN_LINKS
                        && node != start
                        && self.common(start, node).next().is_some())
                    .then_some(())
                },
                |s, next| {
                    let node = s as usize / 2;
                    if s % 2 == 1 {
                        for &j in &self.weak[node] {
                            next.push(j as u32 * 2);
                        }
                    } else {
                        for &j in &self.strong[node] {
                            next.push(j as u32 * 2 + 1);
                        }
                    }
                },
            );
            if found.is_some() {
                best = found;
            }
        }
        let Found { len, path, .. } = best?;
        // The path runs from the last state back to the start.
        let cells: Vec<Cell> = path
            .iter()
            .rev()
            .map(|&s| self.nodes[s as usize / 2])
            .collect();
        let (a, z) = (path[path.len() - 1] as usize / 2, path[0] as usize / 2);
        let pattern = Pattern::Chain {
            cells,
            symbols: vec![d],
            links: len as usize,
        };
        Some(Step {
            eliminations: self.common(a, z).map(|i| (self.nodes[i], d)).collect(),
            ..Step::new(Technique::XChain, pattern)
        })
    }

    /// Nodes, links and bitsets for symbol `d`.
    fn build(&mut self, b: &Board, links: &StrongLinks, d: u8) {
        let cells = b.cells();
        let houses = b.houses();
        self.nodes.clear();
        self.nodes.extend(b.each_cell().filter(|&c| b.has(c, d)));
        self.index.clear();
        self.index.resize(cells, u16::MAX);
        for (i, &c) in self.nodes.iter().enumerate() {
            self.index[c.index()] = i as u16;
        }
        let count = self.nodes.len();
        for v in [&mut self.strong, &mut self.weak] {
            v.iter_mut().for_each(Vec::clear);
            v.resize(count, Vec::new());
        }
        for &(_, u, v) in links.conjugates(d) {
            let (u, v) = (self.index[u.index()], self.index[v.index()]);
            self.strong[u as usize].push(v);
            self.strong[v as usize].push(u);
        }
        self.words = count.div_ceil(64);
        self.seen.clear();
        self.seen.resize(count * self.words, 0);
        for i in 0..count {
            for &p in houses.peers_of(self.nodes[i]) {
                let j = self.index[p.index()];
                if j != u16::MAX {
                    self.weak[i].push(j);
                    self.seen[i * self.words + j as usize / 64] |= 1 << (j % 64);
                }
            }
        }
    }

    /// The nodes seeing both `a` and `z` (neither of which is one).
    fn common(&self, a: usize, z: usize) -> impl Iterator<Item = usize> + '_ {
        let (x, y) = (
            &self.seen[a * self.words..(a + 1) * self.words],
            &self.seen[z * self.words..(z + 1) * self.words],
        );
        x.iter()
            .zip(y)
            .enumerate()
            .flat_map(|(w, (p, q))| bits_of(p & q).map(move |i| w * 64 + i))
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::techniques::test_util::{assert_needs_with, chain_of, conjugate};
    use crate::logic::{Board, Step, Technique};

    /// The chain alternates strong and weak links, starting and ending
    /// strong, and every target sees both ends.
    fn check(b: &Board, s: &Step) {
        let (chain, symbols, links) = chain_of(s);
        let [d] = symbols[..] else {
            panic!("not one symbol: {s:?}")
        };
        assert_eq!(links, chain.len() - 1);
        assert!(links >= 3 && links % 2 == 1);
        assert!(chain.iter().all(|&c| b.has(c, d)));
        for (i, w) in chain.windows(2).enumerate() {
            if i % 2 == 0 {
                assert!(conjugate(b, d, w[0], w[1]), "link {i} not strong");
            } else {
                assert!(b.sees(w[0], w[1]), "link {i} not weak");
            }
        }
        let (a, z) = (chain[0], chain[chain.len() - 1]);
        for &(t, e) in &s.eliminations {
            assert!(e == d && b.sees(t, a) && b.sees(t, z));
        }
    }

    #[test]
    fn x_chain_on_9x9_and_8x8() {
        // 9x9_top95.txt line 94.
        let p = ".....2.......7...17..3...9.8..7......2.89.6...13..6....9..5.824.....891..........";
        assert_needs_with(3, 3, p, Technique::XChain, check);
        // 9x9_top95.txt line 13 (with simple colouring).
        let p = "..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..";
        assert_needs_with(3, 3, p, Technique::XChain, check);
        // 8x8, boxes 4x2: seed 50, cap expert.
        let p = ".3.7.51......36........5.6.51.2.75........68....32....5....18...";
        assert_needs_with(4, 2, p, Technique::XChain, check);
    }

    #[test]
    fn a_skyscraper_on_a_hand_made_board() {
        // Symbol 1 on an empty 9x9 board, removed so that row 9 keeps it in
        // c4 and c9, row 5 in c6 and c9, column 9 in r5 and r9: the chain
        // r9c4=r9c9-r5c9=r5c6 (3 links), whose ends both see r4c4, r6c4,
        // r7c6 and r8c6.
        use crate::houses::Houses;
        use crate::shape::Shape;
        let shape = Shape::classic();
        let houses = Houses::new(shape);
        let mut b = Board::new(&houses, &[0; 81]).unwrap();
        let at = |r: usize, c: usize| shape.cell_at(r - 1, c - 1);
        for k in 1..=9 {
            if ![4, 9].contains(&k) {
                b.eliminate(at(9, k), 1).unwrap();
            }
            if ![6, 9].contains(&k) {
                b.eliminate(at(5, k), 1).unwrap();
            }
            if ![5, 9].contains(&k) {
                b.eliminate(at(k, 9), 1).unwrap();
            }
        }
        let mut out = Vec::new();
        super::find(&b, &mut out);
        let s = &out[0];
        check(&b, s);
        assert_eq!(s.pattern.links(), 3);
        let mut e = s.eliminations.clone();
        e.sort();
        assert_eq!(e, [at(4, 4), at(6, 4), at(7, 6), at(8, 6)].map(|c| (c, 1)));
    }
}
