//! XY-chain: a chain of bivalue cells, each seeing the next and sharing with
//! it the symbol that links them. Were the first cell `A` not `x`, it would
//! be its other symbol, which the next cell then cannot be, so that cell is
//! its other symbol, and so on, until the last cell `B` is `x`. Either `A`
//! or `B` is `x`, so `x` leaves every cell seeing both. An XY-wing is the
//! 3-cell XY-chain.
//!
//! Chains are searched breadth first from every start, shortest first. A
//! chain of `k` cells has `2k - 1` links (one strong link inside each cell,
//! a weak one between neighbours).

use super::links::{ChainSearch, Found, bivalue_cells};
use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::SymbolSet;

/// The fewest cells an XY-chain may have (two would conclude nothing new).
const MIN_CELLS: usize = 3;

/// The shortest XY-chain that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let houses = b.houses();
    let cells = b.cells();
    let nodes: Vec<Cell> = bivalue_cells(b).collect();
    if nodes.len() < MIN_CELLS {
        return;
    }
    let mut index = vec![u16::MAX; cells];
    for (i, &c) in nodes.iter().enumerate() {
        index[c.index()] = i as u16;
    }
    // Bivalue peers sharing a symbol.
    let adj: Vec<Vec<u16>> = nodes
        .iter()
        .map(|&c| {
            let m = b.cand(c);
            houses
                .peers_of(c)
                .iter()
                .map(|&p| index[p.index()])
                .filter(|&j| j != u16::MAX && !(b.cand(nodes[j as usize]) & m).is_empty())
                .collect()
        })
        .collect();
    // State `node * 2 + k`: the node holds its `k`-th symbol (0 the lower).
    let sym = |i: usize, k: usize| b.cand(nodes[i]).iter().nth(k).unwrap();
    let mut search = ChainSearch::default();
    search.reset(nodes.len() * 2);
    // The chain's length counts cells; it concludes the targets.
    let mut best: Option<Found<Vec<(Cell, u8)>>> = None;
    'starts: for start in 0..nodes.len() {
        let a = nodes[start];
        for k in 0..2 {
            // Start: `A` is not `x`, so it holds its other symbol.
            let x = sym(start, k);
            let limit = best.as_ref().map_or(u32::MAX, |t| t.len);
            let found = search.run(
                (start * 2 + 1 - k) as u32,
                1,
                limit,
                |s, len| {
                    let (i, on) = (s as usize / 2, sym(s as usize / 2, s as usize % 2));
                    let z = nodes[i];
                    if on != x || (len as usize) < MIN_CELLS || i == start {
                        return None;
                    }
                    let targets: Vec<(Cell, u8)> = houses
                        .peers_of(a)
                        .iter()
                        .filter(|&&t| t != z && b.has(t, x) && b.sees(t, z))
                        .map(|&t| (t, x))
                        .collect();
                    (!targets.is_empty()).then_some(targets)
                },
                |s, next| {
                    let on = sym(s as usize / 2, s as usize % 2);
                    // The next cell cannot be `on`, so it holds its other
                    // symbol.
                    for &j in &adj[s as usize / 2] {
                        let j = j as usize;
                        let m = b.cand(nodes[j]);
                        if !m.contains(on) {
                            continue;
                        }
                        // `k` of the other symbol: 1 when it is above `on`.
                        let other = m & !SymbolSet::single(on);
                        let kj = usize::from(other.first() > Some(on));
                        next.push((j * 2 + kj) as u32);
                    }
                },
            );
            if found.is_some() {
                best = found;
            }
            if best.as_ref().is_some_and(|t| t.len as usize == MIN_CELLS) {
                break 'starts;
            }
        }
    }
    let Some(Found {
        len,
        conclusion: targets,
        path,
    }) = best
    else {
        return;
    };
    let cells: Vec<Cell> = path
        .iter()
        .rev()
        .map(|&st| nodes[st as usize / 2])
        .collect();
    let all = cells.iter().fold(SymbolSet::EMPTY, |m, &c| m | b.cand(c));
    let pattern = Pattern::Chain {
        cells,
        symbols: all.iter().collect(),
        links: 2 * len as usize - 1,
    };
    out.push(Step {
        eliminations: targets,
        ..Step::new(Technique::XyChain, pattern)
    });
}

#[cfg(test)]
mod tests {
    use crate::logic::techniques::test_util::{assert_needs_with, chain_of};
    use crate::logic::{Board, Step, Technique};
    use crate::symbol::SymbolSet;

    /// Bivalue cells, each seeing the next; following the chain from the
    /// first cell without `x` ends on `x` in the last; targets see both.
    fn check(b: &Board, s: &Step) {
        let (chain, symbols, links) = chain_of(s);
        assert!(chain.len() >= 3);
        assert_eq!(links, 2 * chain.len() - 1);
        assert!(chain.iter().all(|&c| b.cand(c).len() == 2));
        assert!(chain.windows(2).all(|w| b.sees(w[0], w[1])));
        let all = chain.iter().fold(SymbolSet::EMPTY, |m, &c| m | b.cand(c));
        assert_eq!(symbols, all.iter().collect::<Vec<_>>());
        let x = s.eliminations[0].1;
        let mut on = b.cand(chain[0]) & !SymbolSet::single(x);
        assert_eq!(on.len(), 1, "x not in the first cell");
        for &c in &chain[1..] {
            assert!(!(b.cand(c) & on).is_empty(), "broken link");
            on = b.cand(c) & !on;
        }
        assert_eq!(on, SymbolSet::single(x), "the chain does not end on x");
        let (a, z) = (chain[0], chain[chain.len() - 1]);
        for &(t, e) in &s.eliminations {
            assert!(e == x && b.sees(t, a) && b.sees(t, z));
        }
    }

    #[test]
    fn xy_chain_on_9x9_8x8_and_6x6() {
        // 9x9_top95.txt line 77.
        let p = "1.......3.6.3..7...7...5..121.7...9...7........8.1..2....8.64....9.2..6....4.....";
        assert_needs_with(3, 3, p, Technique::XyChain, check);
        // 8x8, boxes 4x2: seed 3, cap expert.
        let p = "78.....3.2...5.7......326..3....31....4...........8..42....6.17.";
        assert_needs_with(4, 2, p, Technique::XyChain, check);
        // 6x6, boxes 3x2: seed 258, cap expert.
        let p = "6....2....1..3...545.......4.3....5.";
        assert_needs_with(3, 2, p, Technique::XyChain, check);
    }
}
