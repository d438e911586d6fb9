//! The rule of 45, found once for the grader and the fast engine.
//!
//! A house holds each symbol once, so its symbols add up to
//! `T = N (N + 1) / 2` (45 on a 9x9), and `k` houses that share no cell to
//! `k T`. Take the cages wholly inside such a group of houses: the group's
//! other cells (its *innies*, in cages that cross its edge) add up to
//! `k T` less those cages' sums. The cages that cross the edge hold the
//! innies and, outside, the *outies*, which add up to the crossing cages'
//! sums less the innies'. Each is a [`SumRegion`]: cells with a known sum,
//! with or without repeats. Regions depend on the cages alone; what they
//! allow depends on the candidates, which [`super::options`] works out.

use super::table::{CageTable, CellMask};
use crate::cages::MAX_KILLER_SIDE;
use crate::cell::{Cell, House};
use crate::houses::Houses;
use crate::logic::board::bits_of;
use std::ops::Range;

/// Which side of a group's edge a [`SumRegion`] lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// The group's cells in cages that cross its edge.
    Innies,
    /// The cells outside the group of the cages that cross its edge.
    Outies,
}

/// Which groups of houses the rule of 45 is worked out over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Groups {
    /// Each house alone.
    Houses,
    /// Each run of 2 to N - 1 adjacent rows and of adjacent columns.
    Runs,
    /// Both, the houses first.
    All,
}

impl Groups {
    fn takes(self, run: bool) -> bool {
        match self {
            Groups::Houses => !run,
            Groups::Runs => run,
            Groups::All => true,
        }
    }
}

/// A group of houses the rule of 45 is worked out over.
#[derive(Clone, Debug)]
struct Group<M> {
    /// Its cells.
    mask: M,
    /// Rows (0), columns (1) or regions (2), and which as bits; or another
    /// house (3), read by its cells.
    kind: usize,
    lines: u16,
    /// Its houses.
    houses: Vec<House>,
}

/// Cells whose symbols add up to a known sum by the rule of 45 over a
/// group of houses (one house, or a run of adjacent rows or columns): its
/// innies or its outies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumRegion<M> {
    /// Its group, in [`RuleOf45`]'s.
    group: usize,
    /// Where its cells are in [`SumRegions`]' list.
    cells: Range<usize>,
    /// Inside or outside the group.
    pub edge: Edge,
    /// Its cells.
    pub mask: M,
    /// What they add up to.
    pub sum: u32,
    /// Whether no symbol repeats among them (they share a house or a cage).
    pub distinct: bool,
    /// Whether its group is a run of houses.
    pub run: bool,
    /// The cage every cell is in, when one is: then the region is a part of
    /// that cage, split off by the group's edge.
    pub cage: Option<usize>,
    /// The cells of the cages it is worked out from: those meeting its
    /// group.
    pub met: M,
}

/// The regions the rule of 45 gives under some cages, in the order of the
/// groups, each group's innies before its outies.
#[derive(Clone, Debug, Default)]
pub struct SumRegions<M> {
    list: Vec<SumRegion<M>>,
    /// The regions' cells, one region after another, each in increasing
    /// order.
    cells: Vec<Cell>,
}

/// What [`RuleOf45::find`] works the regions out with, kept by a caller
/// that finds them again and again so that each find fills the tables
/// without making them anew: each cage's rows, columns and regions as
/// bits, and the cages by the rows and by the columns they span.
#[derive(Clone, Debug, Default)]
pub struct Scratch<M> {
    cage_lines: Vec<[u16; 3]>,
    spans: [Spans<M>; 2],
}

impl<M> SumRegions<M> {
    /// The regions.
    pub fn list(&self) -> &[SumRegion<M>] {
        &self.list
    }

    /// The cells of region `r` (one of these), in increasing order.
    pub fn cells(&self, r: &SumRegion<M>) -> &[Cell] {
        &self.cells[r.cells.clone()]
    }
}

/// The rule of 45 on one layout's houses: its groups of houses, and each
/// cell's lines and houses.
#[derive(Clone, Debug)]
pub struct RuleOf45<M> {
    n: usize,
    /// Each house, then each run of 2 to N - 1 adjacent rows and of
    /// adjacent columns (by length, then first line, rows before columns).
    groups: Vec<Group<M>>,
    /// Each cell's row, column and region, as one bit of each.
    lines_of: Vec<[u16; 3]>,
    /// Each house's cells.
    house_masks: Vec<M>,
    /// Each cell's row, column and box or region.
    houses_of: Vec<[House; 3]>,
}

impl<M: CellMask> RuleOf45<M> {
    /// The groups of `houses`: a killer's (rows, columns and regions, of a
    /// side of 16 at most, the grid's cells fitting `M`).
    pub fn new(houses: &Houses) -> RuleOf45<M> {
        let n = houses.side();
        assert!(
            n <= MAX_KILLER_SIDE && n * n <= M::CELLS,
            "a grid past a killer's"
        );
        // The lines and regions are read from the houses' numbers: rows,
        // then columns, then regions, N of each, on one grid.
        assert_eq!(houses.grids(), 1, "a killer on one grid");
        debug_assert!((0..n * n).all(|c| {
            let hs = houses.houses_of(Cell::new(c));
            (0..3).all(|k| hs[k].index() / n == k)
        }));
        let mask_of = |cells: &[Cell]| {
            cells
                .iter()
                .fold(M::default(), |m, c| m | M::cell(c.index()))
        };
        let house_masks: Vec<M> = houses
            .each_house()
            .map(|h| mask_of(houses.cells_of(h)))
            .collect();
        let mut groups: Vec<Group<M>> = houses
            .each_house()
            .map(|h| Group {
                mask: house_masks[h.index()],
                kind: (h.index() / n).min(3),
                lines: if h.index() < 3 * n {
                    1 << (h.index() % n)
                } else {
                    0
                },
                houses: vec![h],
            })
            .collect();
        let shape = houses.shape();
        for k in 2..n {
            for first in 0..=n - k {
                for kind in [0, 1] {
                    let run: Vec<House> = (first..first + k)
                        .map(|i| shape.line_house(kind == 1, i))
                        .collect();
                    groups.push(Group {
                        mask: run
                            .iter()
                            .fold(M::default(), |m, h| m | house_masks[h.index()]),
                        kind,
                        lines: ((1 << k) - 1) << first,
                        houses: run,
                    });
                }
            }
        }
        let houses_of: Vec<[House; 3]> =
            (0..n * n).map(|c| houses.houses_of(Cell::new(c))).collect();
        let lines_of = houses_of
            .iter()
            .map(|hs| hs.map(|h| 1u16 << (h.index() % n)))
            .collect();
        RuleOf45 {
            n,
            groups,
            lines_of,
            house_masks,
            houses_of,
        }
    }

    /// The houses of region `r`'s group.
    pub fn houses(&self, r: &SumRegion<M>) -> &[House] {
        &self.groups[r.group].houses
    }

    /// The innies and outies (of N cells at most) of each group of
    /// `groups` whose cells are all in cages of `cages`, into `out`.
    pub fn find(
        &self,
        cages: &CageTable<M>,
        groups: Groups,
        out: &mut SumRegions<M>,
        scratch: &mut Scratch<M>,
    ) {
        let n = self.n;
        let total = (n * (n + 1) / 2) as u32;
        let covered = cages.covered();
        out.list.clear();
        out.cells.clear();
        let Scratch { cage_lines, spans } = scratch;
        cage_lines.clear();
        for k in cages.iter() {
            let lines = k.cells.iter().fold([0; 3], |m, c| {
                let l = self.lines_of[c.index()];
                [m[0] | l[0], m[1] | l[1], m[2] | l[2]]
            });
            cage_lines.push(lines);
        }
        // With runs, the many runs' sums come from the cages' spans.
        let runs = groups.takes(true);
        if runs {
            for (kind, spans) in spans.iter_mut().enumerate() {
                spans.fill(cages, cage_lines, kind, n);
            }
        }
        let taken = self.groups.iter().enumerate();
        let taken = taken.filter(|(_, g)| groups.takes(g.houses.len() > 1));
        for (i, g) in taken.filter(|(_, g)| (g.mask & !covered).is_empty()) {
            // The sums of the cages lying in the group and of those
            // crossing its edge; the cells of those meeting it, and of those
            // lying in it.
            let spans = spans.get(g.kind).filter(|_| runs);
            let (inside, crossing, met, within) = match spans {
                Some(spans) => spans.group(g.lines, covered),
                None => {
                    let (mut inside, mut crossing) = (0u32, 0u32);
                    let (mut met, mut within) = (M::default(), M::default());
                    for ((sum, mask), lines) in cages.sums_and_masks().zip(cage_lines.iter()) {
                        // Whether the cage meets the group, and lies in it.
                        let (meets, lies) = match lines.get(g.kind) {
                            Some(&l) => (l & g.lines != 0, l & !g.lines == 0),
                            None => (!(mask & g.mask).is_empty(), (mask & !g.mask).is_empty()),
                        };
                        if !meets {
                            continue;
                        }
                        met = met | mask;
                        if lies {
                            inside += sum;
                            within = within | mask;
                        } else {
                            crossing += sum;
                        }
                    }
                    (inside, crossing, met, within)
                }
            };
            // Every cell of the group is in a cage meeting it.
            let (innies, outies) = (g.mask & !within, met & !g.mask);
            // Cages that cannot be (the inside ones adding up to more than
            // the group) give no regions: a solve finds their contradiction.
            let houses = g.houses.len() as u32;
            let Some(in_sum) = (total * houses).checked_sub(inside) else {
                continue;
            };
            let Some(out_sum) = crossing.checked_sub(in_sum) else {
                continue;
            };
            let run = houses > 1;
            for (edge, cells, sum) in [
                (Edge::Innies, innies, in_sum),
                (Edge::Outies, outies, out_sum),
            ] {
                if cells.is_empty() || cells.len() > n {
                    continue;
                }
                let first = cells.lowest();
                let cage = cages
                    .cage_of(first)
                    .filter(|&k| (cells & !cages.get(k).mask).is_empty());
                // A house holding them all holds the first.
                let one_house = (edge == Edge::Innies && !run)
                    || self.houses_of[first]
                        .iter()
                        .any(|h| (cells & !self.house_masks[h.index()]).is_empty());
                let start = out.cells.len();
                out.cells.extend(bits_of(cells).map(Cell::new));
                out.list.push(SumRegion {
                    group: i,
                    cells: start..out.cells.len(),
                    edge,
                    mask: cells,
                    sum,
                    distinct: one_house || cage.is_some(),
                    run,
                    cage,
                    met,
                });
            }
        }
    }
}

/// Cages by the rows (or columns) they span, for the rule of 45 over runs
/// of adjacent ones: `within[a * N + b]` the sum and cells of the cages
/// lying in lines `a..=b`, `from[x]` of those lying in lines `x..`,
/// `before[x]` of those lying in lines `..x`.
#[derive(Clone, Debug, Default)]
struct Spans<M> {
    n: usize,
    within: Vec<(u32, M)>,
    from: Vec<(u32, M)>,
    before: Vec<(u32, M)>,
    /// The sum of every cage.
    total: u32,
}

impl<M: CellMask> Spans<M> {
    /// The spans of `cages` (their lines `lines`) by their rows (`kind` 0)
    /// or columns (1), on a grid of side `n`.
    fn fill(&mut self, cages: &CageTable<M>, lines: &[[u16; 3]], kind: usize, n: usize) {
        let none = (0, M::default());
        self.n = n;
        for table in [&mut self.within, &mut self.from, &mut self.before] {
            table.clear();
        }
        self.within.resize(n * n, none);
        self.from.resize(n + 1, none);
        self.before.resize(n + 1, none);
        self.total = 0;
        let add = |to: &mut (u32, M), (sum, mask): (u32, M)| {
            *to = (to.0 + sum, to.1 | mask);
        };
        for (cage, lines) in cages.sums_and_masks().zip(lines) {
            let l = lines[kind];
            let (first, last) = (l.trailing_zeros() as usize, 15 - l.leading_zeros() as usize);
            add(&mut self.within[first * n + last], cage);
            add(&mut self.from[first], cage);
            add(&mut self.before[last + 1], cage);
            self.total += cage.0;
        }
        for x in (0..n).rev() {
            let next = self.from[x + 1];
            add(&mut self.from[x], next);
        }
        for x in 1..=n {
            let last = self.before[x - 1];
            add(&mut self.before[x], last);
        }
        // Those lying in a..=b: in a..=b alone, in a+1..=b or in a..b
        // (counting those in a+1..b once).
        let w = &mut self.within;
        for a in (0..n).rev() {
            for b in a + 1..n {
                let (own, right, left) = (w[a * n + b], w[(a + 1) * n + b], w[a * n + b - 1]);
                let both = if a + 1 < b {
                    w[(a + 1) * n + b - 1].0
                } else {
                    0
                };
                w[a * n + b] = (own.0 + right.0 + left.0 - both, own.1 | right.1 | left.1);
            }
        }
    }

    /// For the group of the lines `lines` (adjacent bits): the sums of the
    /// cages lying in it and of those crossing its edge, the cells of the
    /// cages meeting it and of those lying in it; `covered` the cells of
    /// every cage.
    fn group(&self, lines: u16, covered: M) -> (u32, u32, M, M) {
        let (a, b) = (
            lines.trailing_zeros() as usize,
            15 - lines.leading_zeros() as usize,
        );
        let (inside, within) = self.within[a * self.n + b];
        let (after, before) = (self.from[b + 1], self.before[a]);
        let meets = self.total - after.0 - before.0;
        (
            inside,
            meets - inside,
            covered & !(after.1 | before.1),
            within,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cages::{Cage, Cages};
    use crate::fill::Filler;
    use crate::logic::killer::Wide;
    use crate::shape::Shape;
    use rand::RngExt;

    /// A region as the rules give it: its group's houses, its edge, cells,
    /// sum, whether distinct, and its cage.
    type Plain = (Vec<House>, Edge, Vec<Cell>, u32, bool, Option<usize>);

    /// The rule of 45 cell by cell, straight from its statement: every
    /// group of houses (`runs`: of 2 to N - 1 adjacent rows or columns),
    /// the cages inside it and those crossing its edge.
    fn by_cells(houses: &Houses, cages: &Cages, runs: bool) -> Vec<Plain> {
        let n = houses.side();
        let shape = houses.shape();
        let mut groups: Vec<Vec<House>> = Vec::new();
        if !runs {
            groups.extend(houses.each_house().map(|h| vec![h]));
        }
        for k in (2..n).filter(|_| runs) {
            for first in 0..=n - k {
                for columns in [false, true] {
                    groups.push(
                        (first..first + k)
                            .map(|i| shape.line_house(columns, i))
                            .collect(),
                    );
                }
            }
        }
        let total = (n * (n + 1) / 2) as u32;
        let mut found = Vec::new();
        for group in groups {
            let inside: Vec<Cell> = group
                .iter()
                .flat_map(|&h| houses.cells_of(h).iter().copied())
                .collect();
            let (mut in_sum, mut crossing) = (total * group.len() as u32, 0);
            let (mut innies, mut outies) = (Vec::new(), Vec::new());
            for cage in cages.cages() {
                let cells: Vec<Cell> = cage.cells.iter().map(|&c| Cell::new(c)).collect();
                let within = cells.iter().filter(|c| inside.contains(c)).count();
                if within == cells.len() {
                    in_sum = in_sum.wrapping_sub(cage.sum);
                } else if within > 0 {
                    crossing += cage.sum;
                    for c in cells {
                        if inside.contains(&c) {
                            innies.push(c);
                        } else {
                            outies.push(c);
                        }
                    }
                }
            }
            if in_sum > total * group.len() as u32 || crossing < in_sum {
                continue;
            }
            let out_sum = crossing - in_sum;
            for (edge, mut cells, sum) in [
                (Edge::Innies, innies, in_sum),
                (Edge::Outies, outies, out_sum),
            ] {
                if cells.is_empty() || cells.len() > n {
                    continue;
                }
                cells.sort();
                let cage = Some(cages.cage_of(cells[0].index()))
                    .filter(|&k| cells.iter().all(|c| cages.cage_of(c.index()) == k));
                let one_house = (edge == Edge::Innies && group.len() == 1)
                    || houses
                        .each_house()
                        .any(|h| cells.iter().all(|c| houses.cells_of(h).contains(c)));
                found.push((
                    group.clone(),
                    edge,
                    cells,
                    sum,
                    one_house || cage.is_some(),
                    cage,
                ));
            }
        }
        found
    }

    /// A killer on a filled grid of `shape`: dominoes across or down,
    /// S-shaped cages of four cells (whose parts split off by a group's
    /// edge may lie in no one house) and single cells, at random.
    fn killer(shape: Shape, seed: u64) -> Cages {
        let n = shape.side();
        let mut r = crate::rng::stream(seed, 31);
        let grid = Filler::new(shape).fill(&mut r);
        let v = grid.cells();
        let mut taken = vec![false; n * n];
        let mut cages = Vec::new();
        for c in 0..n * n {
            if taken[c] {
                continue;
            }
            let free = |cells: &[usize]| {
                cells.iter().all(|&d| d < n * n && !taken[d])
                    && (1..cells.len()).all(|i| !cells[..i].iter().any(|&d| v[d] == v[cells[i]]))
            };
            let (right, down) = ([c, c + 1], [c, c + n]);
            let s = [c, c + 1, c + n + 1, c + n + 2];
            let cells: Vec<usize> = match r.random_range(0..4) {
                0 if c % n + 1 < n && free(&right) => right.to_vec(),
                1 if free(&down) => down.to_vec(),
                2 if c % n + 2 < n && free(&s) => s.to_vec(),
                _ => vec![c],
            };
            for &d in &cells {
                taken[d] = true;
            }
            let sum = cells.iter().map(|&d| u32::from(v[d])).sum();
            cages.push(Cage { sum, cells });
        }
        Cages::new(n, cages).unwrap()
    }

    /// The regions of `rule` under `cages`, as [`Plain`] ones.
    fn found<M: CellMask>(rule: &RuleOf45<M>, cages: &Cages, groups: Groups) -> Vec<Plain> {
        let mut table = CageTable::<M>::new(cages.side() * cages.side());
        for k in cages.cages() {
            let mut cells: Vec<Cell> = k.cells.iter().map(|&c| Cell::new(c)).collect();
            cells.sort();
            table.push(k.sum, cells);
        }
        let (mut out, mut scratch) = (SumRegions::default(), Scratch::default());
        rule.find(&table, groups, &mut out, &mut scratch);
        let list = out.list().iter();
        list.map(|r| {
            let houses = rule.houses(r).to_vec();
            (
                houses,
                r.edge,
                out.cells(r).to_vec(),
                r.sum,
                r.distinct,
                r.cage,
            )
        })
        .collect()
    }

    #[test]
    fn the_regions_are_those_of_the_rule_cell_by_cell_past_128_cells_too() {
        let shapes = [(3, 3), (4, 3), (4, 4), (3, 2)];
        let (mut seen, mut split) = (0, 0);
        for (seed, &(w, h)) in shapes.iter().enumerate() {
            let shape = Shape::new(w, h).unwrap();
            let houses = Houses::new(shape);
            let cages = killer(shape, seed as u64);
            let wide = RuleOf45::<Wide>::new(&houses);
            for (groups, runs) in [(Groups::Houses, false), (Groups::Runs, true)] {
                let want = by_cells(&houses, &cages, runs);
                assert_eq!(found(&wide, &cages, groups), want, "{shape} runs {runs}");
                if shape.side() * shape.side() <= 128 {
                    let narrow = RuleOf45::<u128>::new(&houses);
                    assert_eq!(found(&narrow, &cages, groups), want, "{shape} runs {runs}");
                }
                seen += want.len();
                split += want
                    .iter()
                    .filter(|r| r.5.is_some() && r.2.len() > 1)
                    .count();
            }
            // Both kinds at once: the houses' regions, then the runs'.
            let mut both = by_cells(&houses, &cages, false);
            both.extend(by_cells(&houses, &cages, true));
            assert_eq!(found(&wide, &cages, Groups::All), both, "{shape}");
        }
        assert!(seen > 200, "{seen}");
        assert!(split > 10, "{split}");
    }

    #[test]
    fn a_part_of_a_cage_in_no_one_house_holds_distinct_symbols() {
        // 4x4: the S-shaped cage 0 crosses the edge of columns 2 and 3
        // alone; its part inside, r1c2, r2c2 and r2c3, lies in no one house.
        let shape = Shape::new(2, 2).unwrap();
        let houses = Houses::new(shape);
        let text = "10=0,1,5,6 3=2 5=3,7 6=4,8,12 5=9,10 5=11,15 5=13,14";
        let cages = Cages::from_text(4, text).unwrap();
        let want = by_cells(&houses, &cages, true);
        let part = [1, 5, 6].map(Cell::new);
        let region = want.iter().find(|r| r.2 == part).expect("the part inside");
        assert_eq!(
            (region.1, region.3, region.4, region.5),
            (Edge::Innies, 7, true, Some(0))
        );
        let rule = RuleOf45::<Wide>::new(&houses);
        assert_eq!(found(&rule, &cages, Groups::Runs), want);
    }
}
