//! Simple colouring: the conjugate pairs of one symbol (houses where it has
//! exactly two places) join cells into clusters; along each link exactly one
//! end holds the symbol, so two-colouring a cluster splits it into the cells
//! that hold it and the cells that do not, without knowing which is which.
//! Colour wrap: two cells of one colour see each other, so that colour is
//! false and loses the symbol everywhere. Colour trap: a cell outside the
//! cluster that sees both colours loses the symbol.

use super::links::{ChainSearch, StrongLinks};
use crate::cell::Cell;
use crate::logic::board::Board;
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first colour wrap or trap that removes something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let n = b.side();
    let cells = b.cells();
    let strong = StrongLinks::of(b);
    let mut links: Vec<Vec<Cell>> = vec![Vec::new(); cells];
    // Per cell: its colour (1 or 2) in the current symbol's clustering,
    // 0 before it is reached; and which colours of the cluster it sees.
    let mut colour = vec![0u8; cells];
    let mut seen = vec![0u8; cells];
    let mut cluster: Vec<Cell> = Vec::new();
    let mut search = ChainSearch::default();
    search.reset(cells);
    for d in 1..=n as u8 {
        links.iter_mut().for_each(Vec::clear);
        for &(_, u, v) in strong.conjugates(d) {
            links[u.index()].push(v);
            links[v.index()].push(u);
        }
        colour.fill(0);
        for start in b.each_cell() {
            if links[start.index()].is_empty() || colour[start.index()] != 0 {
                continue;
            }
            // The cluster, breadth first; a cell's colour the parity of
            // its distance from the start.
            let reached = search.reach(start.index() as u32, |u, next| {
                for &v in &links[u as usize] {
                    next.push(v.index() as u32);
                }
            });
            cluster.clear();
            for &(u, len) in reached {
                colour[u as usize] = 1 + (len % 2) as u8;
                cluster.push(Cell::new(u as usize));
            }
            let ends: usize = cluster.iter().map(|u| links[u.index()].len()).sum();
            let odd_cycle = cluster.iter().any(|u| {
                let same = |v: &Cell| colour[v.index()] == colour[u.index()];
                links[u.index()].iter().any(same)
            });
            if odd_cycle {
                // Only a puzzle without solution has one; conclude nothing.
                continue;
            }
            let edges = ends / 2;
            let elims = wrap(b, &cluster, &colour, d)
                .or_else(|| trap(b, &cluster, &colour, &mut seen, d))
                .unwrap_or_default();
            if elims.is_empty() {
                continue;
            }
            let pattern = Pattern::Colouring {
                symbol: d,
                cells: cluster.clone(),
                links: edges,
            };
            out.push(Step {
                eliminations: elims,
                ..Step::new(Technique::SimpleColouring, pattern)
            });
            return;
        }
    }
}

/// Colour wrap: when two cells of one colour see each other, that colour's
/// cells lose `d` (unless both colours wrap, which no solution allows).
fn wrap(b: &Board, cluster: &[Cell], colour: &[u8], d: u8) -> Option<Vec<(Cell, u8)>> {
    let wraps = |k: u8| {
        let same: Vec<Cell> = cluster
            .iter()
            .copied()
            .filter(|&c| colour[c.index()] == k)
            .collect();
        let clash = same
            .iter()
            .enumerate()
            .any(|(i, &x)| same[i + 1..].iter().any(|&y| b.sees(x, y)));
        clash.then_some(same)
    };
    match (wraps(1), wraps(2)) {
        (Some(false_cells), None) | (None, Some(false_cells)) => {
            Some(false_cells.into_iter().map(|c| (c, d)).collect())
        }
        _ => None,
    }
}

/// Colour trap: the cells outside the cluster holding `d` that see cells of
/// both colours lose `d`.
fn trap(
    b: &Board,
    cluster: &[Cell],
    colour: &[u8],
    seen: &mut [u8],
    d: u8,
) -> Option<Vec<(Cell, u8)>> {
    let houses = b.houses();
    seen.fill(0);
    for &c in cluster {
        let k = colour[c.index()];
        for &p in houses.peers_of(c) {
            seen[p.index()] |= k;
        }
    }
    let elims: Vec<(Cell, u8)> = b
        .each_cell()
        .filter(|&t| seen[t.index()] == 3 && b.has(t, d) && !cluster.contains(&t))
        .map(|t| (t, d))
        .collect();
    (!elims.is_empty()).then_some(elims)
}

#[cfg(test)]
mod tests {
    use crate::cell::Cell;
    use crate::logic::step::Pattern;
    use crate::logic::techniques::test_util::{assert_needs_with, conjugate};
    use crate::logic::{Board, Step, Technique};

    /// Recolours the cluster from the board and checks the step's reason.
    fn check(b: &Board, s: &Step) {
        let Pattern::Colouring {
            symbol: d,
            ref cells,
            links,
        } = s.pattern
        else {
            panic!("not a colouring: {s:?}")
        };
        let cluster: Vec<Cell> = cells.clone();
        assert!(cluster.iter().all(|&c| b.has(c, d)));
        // Cells come in breadth-first order: each links to an earlier one,
        // which fixes its colour.
        let mut colour = vec![0u8; cluster.len()];
        colour[0] = 1;
        for i in 1..cluster.len() {
            let j = (0..i)
                .find(|&j| conjugate(b, d, cluster[i], cluster[j]))
                .expect("cell not linked to the cluster");
            colour[i] = 3 - colour[j];
        }
        let mut edges = 0;
        for i in 0..cluster.len() {
            for j in i + 1..cluster.len() {
                if conjugate(b, d, cluster[i], cluster[j]) {
                    assert_ne!(colour[i], colour[j], "odd cycle");
                    edges += 1;
                }
            }
        }
        assert_eq!(links, edges);
        let seen =
            |t: Cell, k: u8| (0..cluster.len()).any(|i| colour[i] == k && b.sees(t, cluster[i]));
        let targets: Vec<Cell> = s.eliminations.iter().map(|&(c, _)| c).collect();
        assert!(s.eliminations.iter().all(|&(_, e)| e == d));
        if targets.iter().all(|t| cluster.contains(t)) {
            // Wrap: the targets are one whole colour, two of which meet.
            let k = colour[cluster.iter().position(|&c| c == targets[0]).unwrap()];
            let class: Vec<Cell> = (0..cluster.len())
                .filter(|&i| colour[i] == k)
                .map(|i| cluster[i])
                .collect();
            assert_eq!(targets, class);
            assert!(class.iter().any(|&x| seen(x, k)), "no wrap");
        } else {
            // Trap: outside cells seeing both colours.
            for &t in &targets {
                assert!(!cluster.contains(&t) && seen(t, 1) && seen(t, 2), "no trap");
            }
        }
    }

    #[test]
    fn simple_colouring_on_9x9_and_8x8() {
        // 9x9_top95.txt line 38.
        let p = "1....6.8..64..........4...7....9.6...7.4..5..5...7.1...5....32.3....8...4........";
        assert_needs_with(3, 3, p, Technique::SimpleColouring, check);
        // 9x9_top95.txt line 72.
        let p = "....7..8...6...5...2...3.61.1...7..2..8..534.2..9.......2......58...6.3.4...1....";
        assert_needs_with(3, 3, p, Technique::SimpleColouring, check);
        // 8x8, boxes 4x2: seed 14, cap expert.
        let p = "3.....5....642....2....1..1..46........8418.6...187.......64.8..";
        assert_needs_with(4, 2, p, Technique::SimpleColouring, check);
    }

    #[test]
    fn a_colour_wrap_on_a_hand_made_board() {
        // Symbol 1 on an empty 9x9 board, removed so that its only conjugate
        // pairs are r1c1-r1c5 (row 1), r1c5-r5c5 (column 5), r5c5-r5c2
        // (row 5) and r5c2-r3c2 (column 2). r1c1, r5c5 and r3c2 take one
        // colour, and r1c1 and r3c2 share box 1: that colour is false.
        use crate::houses::Houses;
        use crate::shape::Shape;
        let shape = Shape::classic();
        let houses = Houses::new(shape);
        let mut b = Board::new(&houses, &[0; 81]).unwrap();
        let at = |r: usize, c: usize| shape.cell_at(r - 1, c - 1);
        let keep = [at(1, 1), at(1, 5), at(5, 5), at(5, 2), at(3, 2)];
        let mut gone = Vec::new();
        for k in 1..=9 {
            gone.extend([at(1, k), at(5, k), at(k, 5), at(k, 2)]);
        }
        for c in gone {
            if !keep.contains(&c) {
                b.eliminate(c, 1).unwrap();
            }
        }
        let mut out = Vec::new();
        super::find(&b, &mut out);
        let s = &out[0];
        check(&b, s);
        assert_eq!(s.pattern.links(), 4);
        let mut e = s.eliminations.clone();
        e.sort();
        assert_eq!(e, [(at(1, 1), 1), (at(3, 2), 1), (at(5, 5), 1)]);
    }
}
