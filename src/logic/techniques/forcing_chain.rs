//! Forcing chains: the last technique short of guessing. A candidate is
//! assumed true and its consequences followed with naked and hidden singles
//! only (on a copy of the board, by the chains' one search in its
//! propagating mode, `links::ChainSearch::propagate`):
//!
//! - contradiction: the assumption empties a cell or a house of a symbol, or
//!   puts one symbol twice in a house, so the candidate is false;
//! - cell forcing: a cell with two or three candidates; whatever follows
//!   from every one of them (a placement, or a candidate removed) is true;
//! - house forcing: a symbol with two or three places in a house; whatever
//!   follows from every place is true.
//!
//! A branch that ends in a contradiction drops out of a cell or house
//! forcing (its choice is impossible). Each conclusion is reached at some
//! depth: the assumption is depth 0, a candidate removed by a placement at
//! depth `k` has depth `k + 1`, and a single has depth one more than the
//! deepest removal it needed. A step's `links` is the depth of its longest
//! branch up to its conclusions, and the step with the fewest is reported,
//! with every conclusion reached by then.

use std::cmp::Reverse;
use std::rc::Rc;

use crate::cell::{Cell, House};
use crate::logic::board::{Board, bits_of};
use crate::logic::step::{Choice, Pattern};
use crate::logic::techniques::links::{ChainSearch, Implied};
use crate::logic::{Step, Technique};
use crate::symbol::{SymbolSet, from_index, index};

/// The most branches a cell or house forcing may have.
const MAX_BRANCHES: usize = 3;

/// The bytes of branch outcomes kept for reuse; beyond that (only on large
/// grids) branches are followed again when needed.
const CACHE_BYTES: usize = 48 << 20;

/// Depth limits of the rounds: branches are followed only this deep, and a
/// deeper round runs only when a shallower one proves nothing (most proofs
/// are shallow, so this saves most of the work).
const ROUNDS: [u16; 4] = [4, 8, 16, u16::MAX];

/// The forcing chain with the shortest branches that proves something.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let mut prop = Prop::new(b);
    for cap in ROUNDS {
        prop.cap = cap;
        prop.truncated = false;
        if let Some(s) = search(b, &mut prop) {
            out.push(s);
            return;
        }
        if !prop.truncated {
            // Every branch ran to its end: deeper rounds would find nothing.
            return;
        }
    }
}

/// The forcing chain with the shortest branches, following them as deep as
/// `prop.cap`.
fn search(b: &Board, prop: &mut Prop) -> Option<Step> {
    let n = b.side();
    let cells = b.cells();
    let houses = b.houses();
    let mut cache: Vec<Option<Outcome>> = vec![None; cells * n];
    let mut cached_bytes = 0;
    let per_outcome = cells * 4 + cells * n * 2;
    let mut best = Best(None);

    // Contradictions: every candidate assumed in turn.
    for c in b.each_cell() {
        if b.value(c) != 0 {
            continue;
        }
        for d in b.cand(c).iter() {
            let node = c.index() * n + index(d);
            let outcome = match prop.run(c, d) {
                Err(depth) => Outcome::Contradiction(depth),
                Ok(()) if cached_bytes + per_outcome <= CACHE_BYTES => {
                    cached_bytes += per_outcome;
                    Outcome::Holds(Rc::new(prop.snapshot()))
                }
                Ok(()) => continue,
            };
            if let Outcome::Contradiction(depth) = outcome {
                best.offer((depth, Vec::new(), vec![(c, d)]), || Choice::Candidate {
                    cell: c,
                    symbol: d,
                });
            }
            cache[node] = Some(outcome);
        }
    }

    // Cell and house forcing, two-way choices first.
    let outcome = |prop: &mut Prop, c: Cell, d: u8| -> Outcome {
        let node = c.index() * n + index(d);
        match &cache[node] {
            Some(o) => o.clone(),
            None => match prop.run(c, d) {
                Err(depth) => Outcome::Contradiction(depth),
                Ok(()) => Outcome::Holds(Rc::new(prop.snapshot())),
            },
        }
    };
    let mut branches: Vec<Outcome> = Vec::new();
    for k in 2..=MAX_BRANCHES {
        for c in b.each_cell() {
            if b.value(c) != 0 || b.cand(c).len() != k {
                continue;
            }
            branches.clear();
            for d in b.cand(c).iter() {
                branches.push(outcome(prop, c, d));
            }
            if let Some(found) = conclude(b, &branches) {
                best.offer(found, || Choice::Cell {
                    cell: c,
                    symbols: b.cand(c).iter().collect(),
                });
            }
        }
        for h in b.houses().each_house() {
            let hc = houses.cells_of(h);
            for d in 1..=n as u8 {
                let m = b.places(h, d);
                if m.count_ones() as usize != k {
                    continue;
                }
                branches.clear();
                for i in bits_of(m) {
                    branches.push(outcome(prop, hc[i], d));
                }
                if let Some(found) = conclude(b, &branches) {
                    best.offer(found, || Choice::House {
                        house: h,
                        symbol: d,
                        places: bits_of(m).map(|i| hc[i]).collect(),
                    });
                }
            }
        }
    }
    best.0.map(|(_, s)| s)
}

/// How a step compares: by depth, then by the most placements, then the
/// most eliminations.
type Rank = (u16, Reverse<usize>, Reverse<usize>);

/// The best step found so far.
struct Best(Option<(Rank, Step)>);

impl Best {
    /// Keeps the step of these conclusions (depth, placements,
    /// eliminations) if it ranks before the best; `choice` names the
    /// choice it starts from.
    fn offer(
        &mut self,
        (depth, placements, eliminations): Conclusions,
        choice: impl FnOnce() -> Choice,
    ) {
        let rank = (
            depth,
            Reverse(placements.len()),
            Reverse(eliminations.len()),
        );
        if self.0.as_ref().is_some_and(|(r, _)| *r <= rank) {
            return;
        }
        let pattern = Pattern::Forcing {
            choice: choice(),
            links: depth as usize,
        };
        let s = Step {
            placements,
            eliminations,
            ..Step::new(Technique::ForcingChain, pattern)
        };
        self.0 = Some((rank, s));
    }
}

/// Where an assumption led.
#[derive(Clone)]
enum Outcome {
    /// A contradiction, at this depth.
    Contradiction(u16),
    /// No contradiction: the candidates at the end.
    Holds(Rc<Snapshot>),
}

/// The candidates at the end of a branch, and the depth at which each
/// candidate the board has was removed.
struct Snapshot {
    cand: Vec<SymbolSet>,
    /// `removed[cell * n + index(d)]`: meaningful only for candidates the
    /// board has and `cand` lacks.
    removed: Vec<u16>,
}

/// Placements and eliminations proven by every branch of a choice, those
/// needing the least depth: `(depth, placements, eliminations)`. `None`
/// when the branches agree on nothing new, or all contradict.
type Conclusions = (u16, Vec<(Cell, u8)>, Vec<(Cell, u8)>);

fn conclude(b: &Board, branches: &[Outcome]) -> Option<Conclusions> {
    let n = b.side();
    let mut contradiction = 0u16;
    let mut holds: Vec<&Snapshot> = Vec::with_capacity(branches.len());
    for o in branches {
        match o {
            Outcome::Contradiction(d) => contradiction = contradiction.max(*d),
            Outcome::Holds(s) => holds.push(s),
        }
    }
    if holds.is_empty() {
        return None;
    }
    // Per cell: the symbols no branch keeps, each with the depth by which
    // every branch has removed it.
    let mut found: Vec<(Cell, u8, u16)> = Vec::new();
    for c in b.each_cell() {
        if b.value(c) != 0 {
            continue;
        }
        let base = b.cand(c);
        let union = holds
            .iter()
            .fold(SymbolSet::EMPTY, |m, s| m | s.cand[c.index()]);
        if union == base {
            continue;
        }
        for d in (base & !union).iter() {
            let depth = holds
                .iter()
                .map(|s| s.removed[c.index() * n + index(d)])
                .max()
                .unwrap();
            found.push((c, d, depth));
        }
    }
    let first = found.iter().map(|f| f.2).min()?;
    let depth = first.max(contradiction);
    let (mut placements, mut eliminations) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < found.len() {
        let c = found[i].0;
        let j = i + found[i..].iter().take_while(|f| f.0 == c).count();
        let cell = &found[i..j];
        let kept = b.cand(c) & !cell.iter().map(|f| f.1).collect::<SymbolSet>();
        if let Some(d) = kept.only()
            && cell.iter().all(|f| f.2 <= depth)
        {
            placements.push((c, d));
        } else {
            eliminations.extend(cell.iter().filter(|f| f.2 <= depth).map(|f| (f.0, f.1)));
        }
        i = j;
    }
    Some((depth, placements, eliminations))
}

/// Follows assumptions with singles on a copy of the board, noting the
/// depth at which each candidate goes: the chains' search
/// ([`ChainSearch::propagate`]) over placements, whose links are the
/// singles each placement leaves ([`Branch::place`]).
struct Prop<'b, 'h> {
    search: ChainSearch,
    branch: Branch<'b, 'h>,
    /// Placements deeper than this are not made.
    cap: u16,
    /// Whether the cap stopped a branch.
    truncated: bool,
}

/// A branch: the board an assumption is followed on, and what it noted.
struct Branch<'b, 'h> {
    b: &'b Board<'h>,
    n: usize,
    /// The branch's board.
    x: Board<'h>,
    /// `removed[cell * n + index(d)]`: the depth at which the branch
    /// removed candidate `d` of `cell`.
    removed: Vec<u16>,
    /// A placement's peers that lose its symbol, in the order of the
    /// peers, and each house's places of the symbol as they go.
    losing: Vec<Cell>,
    count: Vec<u16>,
}

impl<'b, 'h> Prop<'b, 'h> {
    fn new(b: &'b Board<'h>) -> Prop<'b, 'h> {
        let n = b.side();
        Prop {
            search: ChainSearch::default(),
            branch: Branch {
                b,
                n,
                x: b.clone(),
                removed: vec![0; b.cells() * n],
                losing: Vec::new(),
                count: vec![0; b.houses().each_house().len()],
            },
            cap: u16::MAX,
            truncated: false,
        }
    }

    /// The branch's candidates and removal depths.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            cand: self
                .branch
                .x
                .cands()
                .iter()
                .map(|&m| SymbolSet(m))
                .collect(),
            removed: self.branch.removed.clone(),
        }
    }

    /// Assumes `d` in cell `c` and places the singles that follow; fails
    /// with the depth of a contradiction.
    fn run(&mut self, c: Cell, d: u8) -> Result<(), u16> {
        let branch = &mut self.branch;
        branch.x.copy_from(branch.b);
        let n = branch.n;
        let (cut, end) = self.search.propagate(
            branch.state(c, d),
            u32::from(self.cap),
            |state, depth, next| {
                let (p, v) = (state as usize / n, from_index(state as usize % n));
                branch.place(Cell::new(p), v, depth as u16, next)
            },
        );
        self.truncated |= cut;
        end
    }
}

impl Branch<'_, '_> {
    /// Places `v` in `p` at `depth` on the branch's board: its other
    /// candidates go at `depth`, `v` leaves the peers at `depth + 1`. Then
    /// queues the singles this leaves, in the order the removals made
    /// them: for each symbol of `p` and each of its houses the last place
    /// left, then for each peer the last place of `v` in its houses and
    /// its last candidate. Fails with the depth of a contradiction (a
    /// house with no place left for a symbol it lacks, a cell with no
    /// candidate).
    fn place(&mut self, p: Cell, v: u8, depth: u16, next: &mut Implied) -> Result<(), u16> {
        let (n, houses) = (self.n, self.b.houses());
        let (x, e, i) = (&mut self.x, index(v), p.index());
        if x.value(p) == v {
            return Ok(());
        }
        if x.value(p) != 0 || !x.has(p, v) {
            // Removed earlier (by a placement here or in a house of `p`).
            return Err(depth.max(self.removed[i * n + e]));
        }
        let others = x.cand(p) & !SymbolSet::single(v);
        self.losing.clear();
        for &q in houses.peers_of(p) {
            if x.value(q) == 0 && x.has(q, v) {
                self.losing.push(q);
                for &h in houses.houses_of(q).iter().chain(houses.extras_of(q)) {
                    self.count[h.index()] = x.places(h, v).count_ones() as u16;
                }
            }
        }
        let placed = x.place(p, v);
        for o in others.iter() {
            self.removed[i * n + index(o)] = depth;
            for &h in houses.houses_of(p).iter().chain(houses.extras_of(p)) {
                // Most houses keep two places or more: nothing to look at.
                if self.x.places(h, o).count_ones() <= 1 {
                    self.house_single(h, o, depth, next)?;
                }
            }
        }
        // A peer left with no candidate stopped the placement there: a
        // contradiction at the peers' depth, whatever the rest would give.
        if placed.is_err() {
            return Err(depth + 1);
        }
        for k in 0..self.losing.len() {
            let q = self.losing[k];
            self.removed[q.index() * n + e] = depth + 1;
            for &h in houses.houses_of(q).iter().chain(houses.extras_of(q)) {
                let left = &mut self.count[h.index()];
                *left -= 1;
                if *left == 0 && self.x.missing(h).contains(v) {
                    return Err(depth + 1);
                }
                if *left == 1 {
                    self.house_single(h, v, depth + 1, next)?;
                }
            }
            let m = self.x.cand(q);
            if m.is_empty() {
                return Err(depth + 1);
            }
            if let Some(last) = m.only() {
                let gone = self.b.cand(q) & !m;
                let deepest = gone
                    .indices()
                    .map(|e| self.removed[q.index() * n + e])
                    .max()
                    .unwrap_or(0);
                next.push(self.state(q, last), u32::from(deepest) + 1);
            }
        }
        Ok(())
    }

    /// After symbol `d` lost a place in house `h` at `depth`: fails when
    /// the house lacks `d` and has no place left for it; queues the last
    /// place when one is left, one deeper than the deepest removal from
    /// the house's other places.
    fn house_single(&mut self, h: House, d: u8, depth: u16, next: &mut Implied) -> Result<(), u16> {
        let (n, e) = (self.n, index(d));
        let m = self.x.places(h, d);
        if !self.x.missing(h).contains(d) || m.count_ones() > 1 {
            return Ok(());
        }
        if m == 0 {
            return Err(depth);
        }
        let (mut last, mut deepest) = (Cell::default(), 0);
        for &r in self.b.houses().cells_of(h) {
            let ri = r.index();
            if self.x.value(r) == 0 && self.x.has(r, d) {
                last = r;
            } else if self.b.value(r) == 0 && self.b.cand(r).contains(d) {
                deepest = deepest.max(self.removed[ri * n + e]);
            }
        }
        next.push(self.state(last, d), u32::from(deepest) + 1);
        Ok(())
    }

    /// The search's state of `d` placed in `c`.
    fn state(&self, c: Cell, d: u8) -> u32 {
        (c.index() * self.n + index(d)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::Prop;
    use crate::cell::Cell;
    use crate::format::parse_text;
    use crate::grid::Grid;
    use crate::houses::Houses;
    use crate::logic::board::bits_of;
    use crate::logic::step::{Choice, Pattern};
    use crate::logic::techniques::test_util::{assert_needs_with, to_fixpoint};
    use crate::logic::{Board, Grader, Level, Step, Technique};
    use crate::shape::Shape;
    use crate::solver::Solver;
    use crate::symbol::SymbolSet;

    /// The step names its choice: one candidate (a contradiction), a cell's
    /// candidates, or a symbol's places in a house.
    fn check(b: &Board, s: &Step) {
        let Pattern::Forcing { ref choice, links } = s.pattern else {
            panic!("not a forcing chain: {s:?}")
        };
        assert!(links >= 1);
        match *choice {
            Choice::House {
                house,
                symbol,
                ref places,
            } => {
                let hc = b.houses().cells_of(house);
                let all: Vec<Cell> = bits_of(b.places(house, symbol)).map(|i| hc[i]).collect();
                assert_eq!(*places, all);
                assert!((2..=3).contains(&places.len()));
            }
            Choice::Candidate { cell, symbol } => {
                assert_eq!(s.eliminations, [(cell, symbol)]);
                assert!(s.placements.is_empty());
            }
            Choice::Cell { cell, ref symbols } => {
                let m = b.cand(cell);
                assert_eq!(*symbols, m.iter().collect::<Vec<_>>());
                assert!((2..=3).contains(&m.len()));
            }
        }
    }

    #[test]
    fn forcing_chain_on_9x9_and_6x6() {
        // 9x9_top95.txt line 19.
        let p = ".237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......";
        assert_needs_with(3, 3, p, Technique::ForcingChain, check);
        // 9x9_top95.txt line 22.
        let p = "..247..58..............1.4.....2...9528.9.4....9...1.........3.3....75..685..2...";
        assert_needs_with(3, 3, p, Technique::ForcingChain, check);
        // 6x6, boxes 3x2: seed 918, cap master.
        let p = "...5.3....64.......21...4......53..6";
        assert_needs_with(3, 2, p, Technique::ForcingChain, check);
    }

    fn data(file: &str) -> Vec<Grid> {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        parse_text(&text, None)
            .unwrap()
            .into_iter()
            .map(|p| p.grid)
            .collect()
    }

    #[test]
    fn chain_steps_are_sound_on_public_sets() {
        // Every step of the chain techniques (and the rest) on Norvig's
        // top 95, the first 200 of the forum's hardest 375 and the first 300
        // of magictour's top 1465.
        let chains = [
            Technique::SimpleColouring,
            Technique::XChain,
            Technique::XyChain,
            Technique::Aic,
            Technique::ForcingChain,
        ];
        let shape = Shape::classic();
        let mut grader = Grader::new(shape);
        let mut solver = Solver::new(shape);
        let mut used = [0usize; 5];
        let sets = [
            ("9x9_top95.txt", 95),
            ("9x9_hardest_375.txt", 200),
            ("9x9_top1465_300.txt", 300),
        ];
        for (file, take) in sets {
            for (i, grid) in data(file).iter().take(take).enumerate() {
                let solution = solver.count(grid, 2).solution.unwrap();
                let grade = grader.solve(grid.cells(), Level::Master, true).unwrap();
                let what = format!("{file} line {}", i + 1);
                for s in &grade.steps {
                    let explained = s.explain(shape);
                    for &(c, d) in &s.placements {
                        assert_eq!(solution.get(c.index()), d, "{what}: {explained}");
                    }
                    for &(c, d) in &s.eliminations {
                        assert_ne!(solution.get(c.index()), d, "{what}: {explained}");
                    }
                    if let Some(k) = chains.iter().position(|&t| t == s.technique) {
                        used[k] += 1;
                    }
                }
                if grade.solved {
                    assert_eq!(grade.values, solution.cells(), "{what}");
                }
            }
        }
        assert!(used.iter().all(|&n| n > 10), "{used:?}");
    }

    /// Singles propagation the plain way, on a copy of the board: the
    /// candidates at the end, or `None` on a contradiction.
    fn naive(b: &Board, c: Cell, d: u8) -> Option<Vec<SymbolSet>> {
        let mut x = b.clone();
        x.place(c, d).ok()?;
        to_fixpoint(&mut x, |_| Vec::new())?;
        Some(x.each_cell().map(|q| x.cand(q)).collect())
    }

    #[test]
    fn propagation_agrees_with_plain_singles() {
        // Each candidate of the boards where the forcing chains start, on
        // the first 30 of top 95, followed both ways.
        let shape = Shape::classic();
        let houses = Houses::new(shape);
        let mut grader = Grader::new(shape);
        let (mut checked, mut contradictions) = (0, 0);
        for grid in data("9x9_top95.txt").iter().take(30) {
            let expert = grader.solve(grid.cells(), Level::Expert, true).unwrap();
            if expert.solved {
                continue;
            }
            let mut b = Board::new(&houses, grid.cells()).unwrap();
            for s in &expert.steps {
                for &(c, d) in &s.placements {
                    b.place(c, d).unwrap();
                }
                for &(c, d) in &s.eliminations {
                    b.eliminate(c, d).unwrap();
                }
            }
            let mut prop = Prop::new(&b);
            for c in shape.each_cell().filter(|&c| b.value(c) == 0) {
                for d in b.cand(c).iter() {
                    let mine = prop.run(c, d).ok().map(|()| prop.snapshot().cand);
                    let plain = naive(&b, c, d);
                    let at = shape.cell_name(c);
                    assert_eq!(mine, plain, "{} {at}={d}", grid.to_line());
                    checked += 1;
                    contradictions += usize::from(plain.is_none());
                }
            }
        }
        assert!(
            checked > 1000 && contradictions > 100,
            "{checked} {contradictions}"
        );
    }
}
