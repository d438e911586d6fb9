//! Alternating inference chains (AIC) over candidates `(cell, symbol)`.
//!
//! A strong link joins two candidates of which at least one is true: the two
//! of a bivalue cell, or the two places of a symbol in a house (a conjugate
//! pair). A weak link joins two that cannot both be true: two symbols of one
//! cell, or one symbol in two cells that see each other. A chain that starts
//! and ends with a strong link, alternating, proves that one of its ends is
//! true: were the first false, each strong link would make the next true and
//! each weak link the one after false, up to the last end. Then:
//!
//! - ends of one symbol in two cells: the symbol leaves every cell seeing
//!   both (type 1);
//! - ends of two symbols in two cells that see each other: each end's cell
//!   loses the other end's symbol (type 2);
//! - ends of two symbols in one cell: the cell loses every other symbol;
//! - the chain returns to its start: the start is true.
//!
//! Chains are searched breadth first from every start, shortest first. The
//! X-chains and XY-chains are the AICs with one kind of link; they run
//! earlier in the ladder, so what this finds is usually a mixed chain.

use super::links::{ChainSearch, Found, StrongLinks, bivalue_cells};
use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::{SymbolSet, from_index, index};

/// The fewest links: a single strong link is locked candidates.
const MIN_LINKS: u32 = 3;

/// The shortest AIC that removes or places something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let n = b.side();
    let houses = b.houses();
    // Node `cell * n + index(d)`; strong links as (node, partner) lists:
    // inside bivalue cells first, then the conjugate pairs.
    let nodes = b.cells() * n;
    let mut strong: Vec<Vec<u32>> = vec![Vec::new(); nodes];
    let mut link = |u: usize, v: usize| {
        strong[u].push(v as u32);
        strong[v].push(u as u32);
    };
    for c in bivalue_cells(b) {
        let mut two = b.cand(c).indices();
        let (x, y) = (two.next().unwrap(), two.next().unwrap());
        link(c.index() * n + x, c.index() * n + y);
    }
    let links = StrongLinks::of(b);
    for d in 1..=n as u8 {
        for &(_, u, v) in links.conjugates(d) {
            link(u.index() * n + index(d), v.index() * n + index(d));
        }
    }
    // State `node * 2` the candidate is false, `+ 1` true.
    let mut search = ChainSearch::default();
    search.reset(nodes * 2);
    let mut best: Option<Found<Conclusion>> = None;
    for start in 0..nodes {
        if strong[start].is_empty() {
            continue;
        }
        let limit = best.as_ref().map_or(u32::MAX, |t| t.len);
        let found = search.run(
            (start * 2) as u32,
            0,
            limit,
            |s, len| {
                if s % 2 == 1 && len >= MIN_LINKS {
                    conclude(b, start, s as usize / 2)
                } else {
                    None
                }
            },
            |s, next| {
                let node = s as usize / 2;
                if s % 2 == 1 {
                    // Weak links: the cell's other symbols, the symbol's
                    // peers.
                    let (c, e) = (Cell::new(node / n), node % n);
                    let d = from_index(e);
                    for other in (b.cand(c) & !SymbolSet::single(d)).indices() {
                        next.push(((c.index() * n + other) * 2) as u32);
                    }
                    for &p in houses.peers_of(c) {
                        if b.has(p, d) {
                            next.push(((p.index() * n + e) * 2) as u32);
                        }
                    }
                } else {
                    for &v in &strong[node] {
                        next.push(v * 2 + 1);
                    }
                }
            },
        );
        if found.is_some() {
            best = found;
        }
        if best.as_ref().is_some_and(|t| t.len == MIN_LINKS) {
            break;
        }
    }
    let Some(Found {
        len,
        conclusion,
        path,
    }) = best
    else {
        return;
    };
    // The path runs from the end back to the start.
    let (mut cells, mut symbols) = (Vec::new(), SymbolSet::EMPTY);
    for &st in path.iter().rev() {
        let node = st as usize / 2;
        let c = Cell::new(node / n);
        symbols.insert(from_index(node % n));
        if cells.last() != Some(&c) {
            cells.push(c);
        }
    }
    let pattern = Pattern::Chain {
        cells,
        symbols: symbols.iter().collect(),
        links: len as usize,
    };
    let mut s = Step::new(Technique::Aic, pattern);
    match conclusion {
        Conclusion::Place(c, d) => s.placements.push((c, d)),
        Conclusion::Eliminate(e) => s.eliminations = e,
    }
    out.push(s);
}

/// What a chain from the false `start` to the true `end` proves.
enum Conclusion {
    Place(Cell, u8),
    Eliminate(Vec<(Cell, u8)>),
}

/// The conclusion of a chain whose ends are the nodes `start` and `end`
/// (one of them true), if it removes or places something.
fn conclude(b: &Board, start: usize, end: usize) -> Option<Conclusion> {
    let n = b.side();
    let (c0, d0) = (Cell::new(start / n), from_index(start % n));
    let (c1, d1) = (Cell::new(end / n), from_index(end % n));
    let elims: Vec<(Cell, u8)> = if start == end {
        return Some(Conclusion::Place(c0, d0));
    } else if c0 == c1 {
        let rest = b.cand(c0) & !SymbolSet::single(d0) & !SymbolSet::single(d1);
        rest.iter().map(|e| (c0, e)).collect()
    } else if d0 == d1 {
        b.houses()
            .peers_of(c0)
            .iter()
            .filter(|&&t| t != c1 && b.has(t, d0) && b.sees(t, c1))
            .map(|&t| (t, d0))
            .collect()
    } else if b.sees(c0, c1) {
        let mut e = Vec::new();
        if b.has(c0, d1) {
            e.push((c0, d1));
        }
        if b.has(c1, d0) {
            e.push((c1, d0));
        }
        e
    } else {
        Vec::new()
    };
    (!elims.is_empty()).then_some(Conclusion::Eliminate(elims))
}

#[cfg(test)]
mod tests {
    use crate::logic::techniques::test_util::{assert_needs_with, chain_of};
    use crate::logic::{Board, Step, Technique};

    /// Links between two cells join one symbol in cells that see each
    /// other, so the chain's consecutive cells see each other.
    fn check(b: &Board, s: &Step) {
        let (cells, _, links) = chain_of(s);
        assert!(links >= 3 && links % 2 == 1);
        assert!(cells.len() <= links + 1);
        assert!(cells.windows(2).all(|w| b.sees(w[0], w[1])));
        assert!(!s.placements.is_empty() || !s.eliminations.is_empty());
    }

    #[test]
    fn aic_on_9x9_8x8_and_6x6() {
        // 9x9_top95.txt line 8.
        let p = ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........";
        assert_needs_with(3, 3, p, Technique::Aic, check);
        // 9x9_top95.txt line 10.
        let p = ".923.........8.1...........1.7.4...........658.........6.5.2...4.....7.....9.....";
        assert_needs_with(3, 3, p, Technique::Aic, check);
        // 8x8, boxes 4x2: seed 10, cap master.
        let p = "2.6.3....87...42....2........7.3.7....6.5.3....4.3.....18...75..";
        assert_needs_with(4, 2, p, Technique::Aic, check);
        // 6x6, boxes 2x3 (tall): seed 614, cap master.
        let p = "2.......6..3...1...5..6...3..5.2....";
        assert_needs_with(2, 3, p, Technique::Aic, check);
    }
}
