//! Forcing chains: the last technique short of guessing. A candidate is
//! assumed true and its consequences followed with naked and hidden singles
//! only (on a copy of the candidates):
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

use crate::cell::Cell;
use crate::logic::board::{Board, bits_of};
use crate::logic::step::{Choice, Pattern};
use crate::logic::{Step, Technique};
use crate::symbol::{SymbolSet, index};

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

/// Follows assumptions with singles on a copy of the board's candidates.
struct Prop<'b, 'h> {
    b: &'b Board<'h>,
    n: usize,
    /// The board's candidates, empty cells' places per house and symbol
    /// (`count[h * n + index(d)]`), and symbols placed per house.
    base_cand: Vec<SymbolSet>,
    base_count: Vec<u16>,
    base_placed: Vec<SymbolSet>,
    /// The branch's state: the same, plus values and removal depths.
    cand: Vec<SymbolSet>,
    val: Vec<u8>,
    count: Vec<u16>,
    placed: Vec<SymbolSet>,
    removed: Vec<u16>,
    /// Placements to make: `(cell, symbol, depth)`.
    queue: Vec<(Cell, u8, u16)>,
    /// Placements deeper than this are not made.
    cap: u16,
    /// Whether the cap stopped a branch.
    truncated: bool,
}

impl<'b, 'h> Prop<'b, 'h> {
    fn new(b: &'b Board<'h>) -> Prop<'b, 'h> {
        let n = b.side();
        let cells = b.cells();
        let houses = b.houses();
        let house_count = houses.each_house().len();
        let mut base_count = vec![0u16; house_count * n];
        let mut base_placed = vec![SymbolSet::EMPTY; house_count];
        for h in b.houses().each_house() {
            for &c in houses.cells_of(h) {
                if b.value(c) != 0 {
                    base_placed[h.index()].insert(b.value(c));
                } else {
                    for e in b.cand(c).indices() {
                        base_count[h.index() * n + e] += 1;
                    }
                }
            }
        }
        Prop {
            b,
            n,
            cand: b.each_cell().map(|c| b.cand(c)).collect(),
            base_cand: b.each_cell().map(|c| b.cand(c)).collect(),
            val: b.values().to_vec(),
            count: base_count.clone(),
            placed: base_placed.clone(),
            base_count,
            base_placed,
            removed: vec![0; cells * n],
            queue: Vec::new(),
            cap: u16::MAX,
            truncated: false,
        }
    }

    /// The branch's candidates and removal depths.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            cand: self.cand.clone(),
            removed: self.removed.clone(),
        }
    }

    /// Assumes `d` in cell `c` and places the singles that follow; fails
    /// with the depth of a contradiction.
    fn run(&mut self, c: Cell, d: u8) -> Result<(), u16> {
        let b = self.b;
        self.cand.copy_from_slice(&self.base_cand);
        self.val.copy_from_slice(b.values());
        self.count.copy_from_slice(&self.base_count);
        self.placed.copy_from_slice(&self.base_placed);
        self.queue.clear();
        self.queue.push((c, d, 0));
        let mut head = 0;
        while head < self.queue.len() {
            let (p, v, depth) = self.queue[head];
            head += 1;
            if depth > self.cap {
                self.truncated = true;
            } else {
                self.place(p, v, depth)?;
            }
        }
        Ok(())
    }

    /// Places `v` in `p` at `depth`, removing it from the peers.
    fn place(&mut self, p: Cell, v: u8, depth: u16) -> Result<(), u16> {
        let n = self.n;
        let houses = self.b.houses();
        let (bit, e) = (SymbolSet::single(v), index(v));
        let i = p.index();
        if self.val[i] == v {
            return Ok(());
        }
        if self.val[i] != 0 || !self.cand[i].contains(v) {
            // Removed earlier (by a placement here or in a house of `p`).
            return Err(depth.max(self.removed[i * n + e]));
        }
        self.val[i] = v;
        for &h in houses.houses_of(p).iter().chain(houses.extras_of(p)) {
            let h = h.index();
            self.placed[h] |= bit;
            self.count[h * n + e] -= 1;
        }
        for other in (self.cand[i] & !bit).iter() {
            self.remove(p, other, depth)?;
        }
        self.cand[i] = bit;
        for &q in houses.peers_of(p) {
            let qi = q.index();
            if self.val[qi] != 0 || !self.cand[qi].contains(v) {
                continue;
            }
            self.remove(q, v, depth + 1)?;
            let m = self.cand[qi];
            if m.is_empty() {
                return Err(depth + 1);
            }
            if let Some(last) = m.only() {
                let gone = self.b.cand(q) & !m;
                let deepest = gone
                    .indices()
                    .map(|e| self.removed[qi * n + e])
                    .max()
                    .unwrap_or(0);
                self.queue.push((q, last, deepest + 1));
            }
        }
        Ok(())
    }

    /// Removes symbol `d` from cell `q` at `depth`, and queues the hidden
    /// singles this leaves in `q`'s houses.
    fn remove(&mut self, q: Cell, d: u8, depth: u16) -> Result<(), u16> {
        let n = self.n;
        let houses = self.b.houses();
        let e = index(d);
        self.cand[q.index()].remove(d);
        self.removed[q.index() * n + e] = depth;
        for &h in houses.houses_of(q).iter().chain(houses.extras_of(q)) {
            let k = &mut self.count[h.index() * n + e];
            *k -= 1;
            if self.placed[h.index()].contains(d) {
                continue;
            }
            match *k {
                0 => return Err(depth),
                1 => {
                    // The last place: one more than the deepest removal
                    // from the house's other places.
                    let (mut last, mut deepest) = (Cell::default(), 0);
                    for &r in houses.cells_of(h) {
                        let ri = r.index();
                        if self.val[ri] == 0 && self.cand[ri].contains(d) {
                            last = r;
                        } else if self.b.value(r) == 0 && self.b.cand(r).contains(d) {
                            deepest = deepest.max(self.removed[ri * n + e]);
                        }
                    }
                    self.queue.push((last, d, deepest + 1));
                }
                _ => {}
            }
        }
        Ok(())
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
    use crate::logic::techniques::test_util::assert_needs_with;
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
        loop {
            let mut changed = false;
            for q in x.each_cell() {
                if let Some(d) = x.cand(q).only().filter(|_| x.value(q) == 0) {
                    x.place(q, d).ok()?;
                    changed = true;
                }
            }
            for h in x.houses().each_house() {
                for e in x.missing(h).iter() {
                    let m = x.places(h, e);
                    if m == 0 {
                        return None;
                    }
                    if m.count_ones() == 1 {
                        let q = x.houses().cells_of(h)[m.trailing_zeros() as usize];
                        x.place(q, e).ok()?;
                        changed = true;
                    }
                }
            }
            if !changed {
                return Some(x.each_cell().map(|q| x.cand(q)).collect());
            }
        }
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
                    let mine = prop.run(c, d).ok().map(|()| prop.cand.clone());
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
