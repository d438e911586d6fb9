//! The exact solver for every shape: bitmask candidates, naked and hidden
//! single propagation, locked candidates when singles stall, and branching on
//! the most constrained cell or house symbol. A layout's relations between
//! cells ([`crate::relations`]) are kept as each symbol is placed: its
//! linked cells keep the candidates the link allows beside it, and a cell's
//! properties (odd, even) bound its candidates from the start.

use crate::cell::{Cell, House, MAX_HOUSES};
use crate::deadline::{Deadline, TimedOut};
use crate::houses::Houses;
use crate::layout::{Feature, Layout};
use crate::relations::Relations;
use crate::rng::shuffle;
use crate::shape::{MAX_SIDE, Shape};
use crate::symbol::{self, SymbolSet};
use rand::Rng;

/// Search found a contradiction: this branch has no solution.
#[derive(Debug)]
pub(crate) struct DeadEnd;

/// One search state: candidates per cell and the values placed so far.
#[derive(Clone, Default)]
struct Frame {
    cand: Vec<u32>,
    val: Vec<u8>,
    /// Cells still empty.
    open: usize,
}

/// Reusable solver for one shape: house tables and scratch frames.
pub struct GenericSolver {
    houses: Houses,
    full: u32,
    frames: Vec<Frame>,
    queue: Vec<u16>,
    /// `house_bits[c]`: the houses of cell `c` as bits of a `u128`, house
    /// `h` as bit `h % 128` (a samurai has more than 128 houses: a bit then
    /// stands for two, and both are scanned).
    house_bits: Vec<u128>,
    /// How many houses the layout has.
    house_count: usize,
    /// The layout's relations between cells, when it has links.
    relations: Option<Relations>,
    /// Each cell's candidates before any given: all, or what its
    /// properties allow.
    start: Vec<u32>,
    /// Houses whose candidates changed since their last hidden-single scan.
    dirty: u128,
    /// Whether propagation looks for hidden singles and locked candidates
    /// too (counting), or only naked singles (filling).
    logic: bool,
    /// Scratch: candidates of the open cells of each segment.
    seg_or: Vec<u32>,
    /// Nodes visited by the current search attempt.
    attempt_nodes: u64,
    /// Nodes visited by all attempts of the last call.
    nodes: u64,
    /// Last tie-break between equally constrained cells: a rank per cell,
    /// the cell index in the first attempt, a random permutation in later
    /// ones.
    tie: Vec<u16>,
    /// The second solution the last count found, if it found two.
    second: Vec<u8>,
    /// Scratch: a frame 0 kept between the searches of
    /// [`GenericSolver::solve_differing`].
    held: Frame,
    /// When the current search gives up, and whether it has.
    deadline: Deadline,
    timed_out: bool,
}

/// The node budget of a count's first attempt, per cell; each restart
/// doubles it.
const RESTART_NODES_PER_CELL: u64 = 2;

/// Nodes between two readings of the clock against a deadline: a
/// reading costs about as much as a node of a small grid.
const DEADLINE_POLL: u64 = 256;

/// The seed of the restarts' orders: any fixed value, so that a count (and
/// the solution it reports) is the same on every run.
const RESTART_SEED: u64 = 0x5eed_c0a7;

/// The segments of one house, for locked candidates.
#[derive(Clone, Copy)]
enum GroupOf {
    /// The row (`false`) or column (`true`) segments of a box.
    Box(House, bool),
    /// The segments of a line house.
    Line(House),
}

/// How a search picks its branches.
enum Order<'r, R: Rng + ?Sized> {
    /// Lowest symbol first: counting.
    Plain,
    /// Random symbol order: filling.
    Random(&'r mut R),
}

impl GenericSolver {
    /// A solver for the classic puzzle of `shape`.
    pub fn new(shape: Shape) -> GenericSolver {
        GenericSolver::of_layout(&Layout::classic(shape))
    }

    /// A solver for puzzles of `layout`.
    pub fn of_layout(layout: &Layout) -> GenericSolver {
        let houses = Houses::of_layout(layout);
        let cells = layout.cells();
        let full = SymbolSet::all(layout.side()).0;
        let house_bits = (0..cells)
            .map(|c| {
                let c = Cell::new(c);
                houses
                    .houses_of(c)
                    .iter()
                    .chain(houses.extras_of(c))
                    .fold(0u128, |m, &h| m | 1u128 << (h.index() % 128))
            })
            .collect();
        let relations = layout.relations();
        let start = (0..cells)
            .map(|c| relations.map_or(full, |r| r.allowed(c).0))
            .collect();
        GenericSolver {
            relations: relations.filter(|r| r.has_links()).cloned(),
            start,
            house_count: houses.each_house().len(),
            house_bits,
            dirty: 0,
            logic: true,
            seg_or: vec![0; houses.segments().len()],
            houses,
            full,
            frames: vec![Frame {
                cand: vec![full; cells],
                val: vec![0; cells],
                open: cells,
            }],
            queue: Vec::with_capacity(cells),
            attempt_nodes: 0,
            second: Vec::new(),
            held: Frame::default(),
            nodes: 0,
            tie: (0..cells as u16).collect(),
            deadline: Deadline::NEVER,
            timed_out: false,
        }
    }

    /// Nodes visited by the last count or fill, over all its attempts.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The shape this solver works on (see [`Houses::shape`]).
    pub fn shape(&self) -> Shape {
        self.houses.shape()
    }

    /// The house tables of its layout.
    pub(crate) fn houses(&self) -> &Houses {
        &self.houses
    }

    /// The layout this solver works on.
    pub fn layout(&self) -> &Layout {
        self.houses.layout()
    }

    /// Loads `cells` (0 empty) into frame 0. Fails on contradictory givens.
    fn load(&mut self, cells: &[u8]) -> Result<(), DeadEnd> {
        let f = &mut self.frames[0];
        f.cand.copy_from_slice(&self.start);
        f.val.fill(0);
        f.open = cells.len();
        self.queue.clear();
        self.dirty = u128::MAX >> (128 - self.house_count.min(128));
        for (c, &v) in cells.iter().enumerate() {
            if v != 0 {
                self.assign(0, c, v)?;
            }
        }
        self.propagate(0)
    }

    /// The candidates and values `cells` leave after the search's own
    /// propagation (singles, hidden singles and locked candidates to a
    /// fixpoint), before any branch; `None` when it meets a contradiction.
    /// What a test holds equal to the grader's board.
    #[cfg(test)]
    pub(crate) fn propagated(&mut self, cells: &[u8]) -> Option<(Vec<u32>, Vec<u8>)> {
        self.begin(cells, Deadline::NEVER).ok()?;
        Some((self.frames[0].cand.clone(), self.frames[0].val.clone()))
    }

    /// Counts solutions of `cells` up to `limit`; writes the first into
    /// `solution`. Returns the number found.
    ///
    /// Search trees vary wildly with the branching order (a 25x25 puzzle
    /// may take 100 nodes one way and millions another), so the search
    /// restarts with a doubled node budget and a new tie-break and value
    /// order whenever a budget runs out. Each attempt is a complete search:
    /// the first to finish, or to find `limit` solutions, gives the answer.
    pub fn count(&mut self, cells: &[u8], limit: usize, solution: &mut Vec<u8>) -> usize {
        // Without a deadline the search runs to its end.
        self.count_until(cells, limit, solution, Deadline::NEVER)
            .unwrap_or(limit)
    }

    /// [`GenericSolver::count`], giving up once `deadline` has passed.
    pub fn count_until(
        &mut self,
        cells: &[u8],
        limit: usize,
        solution: &mut Vec<u8>,
        deadline: Deadline,
    ) -> Result<usize, TimedOut> {
        if self.begin(cells, deadline).is_err() {
            return Ok(0);
        }
        self.search_restarting(limit, solution)
    }

    /// Loads `cells` into frame 0 for a search with singles, hidden ones
    /// and locked candidates, giving up at `deadline`. Fails on
    /// contradictory givens.
    fn begin(&mut self, cells: &[u8], deadline: Deadline) -> Result<(), DeadEnd> {
        self.logic = true;
        self.nodes = 0;
        self.deadline = deadline;
        self.timed_out = false;
        self.load(cells)
    }

    /// Whether `cells` has a solution that differs from `known` in one of
    /// the cells `at` (blank in `cells`); writes the first found into
    /// `solution`. One search a cell of `at`: the cell's symbol of `known`
    /// ruled out, the cells before it holding theirs. Gives up once
    /// `deadline` has passed.
    pub fn solve_differing(
        &mut self,
        cells: &[u8],
        known: &[u8],
        at: &[usize],
        solution: &mut Vec<u8>,
        deadline: Deadline,
    ) -> Result<bool, TimedOut> {
        if self.begin(cells, deadline).is_err() {
            return Ok(false);
        }
        // Frame 0 as loaded, with the cells of `at` before this one held.
        let mut held = std::mem::take(&mut self.held);
        held.clone_from(&self.frames[0]);
        let mut found = false;
        for (i, &c) in at.iter().enumerate() {
            if i > 0 {
                self.frames[0].clone_from(&held);
                self.queue.clear();
                self.dirty = 0;
                let p = at[i - 1];
                if self.assign(0, p, known[p]).is_err() || self.propagate(0).is_err() {
                    break;
                }
                held.clone_from(&self.frames[0]);
            }
            if self.exclude(c, known[c]).is_ok() && self.search_restarting(1, solution)? == 1 {
                found = true;
                break;
            }
        }
        self.held = held;
        Ok(found)
    }

    /// Takes `d` out of cell `c`'s candidates in frame 0 and propagates.
    fn exclude(&mut self, c: usize, d: u8) -> Result<(), DeadEnd> {
        let f = &mut self.frames[0];
        if f.val[c] == d {
            return Err(DeadEnd);
        }
        let m = f.cand[c] & !SymbolSet::single(d).0;
        if f.val[c] != 0 || m == f.cand[c] {
            return Ok(());
        }
        if m == 0 {
            return Err(DeadEnd);
        }
        f.cand[c] = m;
        self.dirty |= self.house_bits[c];
        if m & (m - 1) == 0 {
            self.queue.push(c as u16);
        }
        self.propagate(0)
    }

    /// The searches of a count from the loaded frame 0, restarting with a
    /// doubled budget (see [`GenericSolver::count`]).
    fn search_restarting(
        &mut self,
        limit: usize,
        solution: &mut Vec<u8>,
    ) -> Result<usize, TimedOut> {
        let mut budget = RESTART_NODES_PER_CELL * self.frames[0].val.len() as u64;
        for attempt in 0u64.. {
            let mut found = 0;
            self.attempt_nodes = 0;
            if attempt == 0 {
                self.search::<crate::rng::StableRng>(
                    0,
                    limit,
                    &mut found,
                    solution,
                    &mut Order::Plain,
                    budget,
                );
            } else {
                let mut rng = crate::rng::stream(RESTART_SEED, attempt);
                shuffle(&mut rng, &mut self.tie);
                self.search(
                    0,
                    limit,
                    &mut found,
                    solution,
                    &mut Order::Random(&mut rng),
                    budget,
                );
            }
            self.nodes += self.attempt_nodes;
            if self.timed_out {
                self.reset_ties();
                return Err(TimedOut);
            }
            if found >= limit || self.attempt_nodes <= budget {
                self.reset_ties();
                return Ok(found);
            }
            budget = budget.saturating_mul(2);
        }
        unreachable!("the budget reaches u64::MAX, which no search exhausts")
    }

    /// The second solution found by the last [`GenericSolver::count`] that
    /// found two or more (contents unspecified otherwise).
    pub fn second(&self) -> &[u8] {
        &self.second
    }

    /// Restores the first attempt's tie-break: the lowest cell index.
    fn reset_ties(&mut self) {
        for (i, t) in self.tie.iter_mut().enumerate() {
            *t = i as u16;
        }
    }

    /// The part of a cell's branching key after its candidate count: cells
    /// in emptier houses first (their choice constrains more), then `tie`.
    #[inline]
    fn tie_key(&self, open_in: &[u8; MAX_HOUSES], c: usize) -> u64 {
        let cell = Cell::new(c);
        let degree: u32 = self
            .houses
            .houses_of(cell)
            .iter()
            .chain(self.houses.extras_of(cell))
            .map(|&h| u32::from(open_in[h.index()]))
            .sum();
        u64::from(u32::from(u16::MAX) - degree) << 16 | u64::from(self.tie[c])
    }

    /// Fills `cells` (0 empty) to a random solution, with a node budget.
    /// Returns `None` when there is no solution, the budget ran out or
    /// `deadline` passed.
    pub fn fill_random<R: Rng + ?Sized>(
        &mut self,
        cells: &[u8],
        rng: &mut R,
        budget: u64,
        deadline: Deadline,
    ) -> Option<Vec<u8>> {
        self.attempt_nodes = 0;
        self.nodes = 0;
        // Naked singles only on the classic and X (with marks drawn after
        // the fill or not): on near-empty grids the hidden-single scans
        // cost more than the dead ends they save, restarts bounding the
        // tail (BENCHMARKS.md, "Design choices").
        // Windows and irregular regions leave far fewer grids, and dead
        // ends cost more than the scans (a hyper 9x9: 69 us a grid with
        // them, 172 without; an X 9x9: 54 with, 8 without, an X 6x6: 10
        // with, 3 without).
        let layout = self.houses.layout();
        self.logic = (layout.variant().features())
            .filter(|f| !Feature::RELATIONS.contains(f))
            .any(|f| f != Feature::Diagonals)
            || layout.has_marks();
        self.deadline = deadline;
        self.timed_out = false;
        self.load(cells).ok()?;
        let mut found = 0;
        let mut solution = Vec::new();
        self.search(
            0,
            1,
            &mut found,
            &mut solution,
            &mut Order::Random(rng),
            budget,
        );
        self.nodes = self.attempt_nodes;
        (found == 1).then_some(solution)
    }

    /// Places `d` in cell `c` of frame `k`, removes it from the peers and
    /// keeps the linked cells' candidates to those their links allow.
    #[inline]
    fn assign(&mut self, k: usize, c: usize, d: u8) -> Result<(), DeadEnd> {
        let f = &mut self.frames[k];
        let bit = SymbolSet::single(d).0;
        if f.cand[c] & bit == 0 {
            return Err(DeadEnd);
        }
        if f.val[c] != 0 {
            return Ok(());
        }
        f.val[c] = d;
        f.cand[c] = bit;
        f.open -= 1;
        let mut dirty = self.house_bits[c];
        for &p in self.houses.peers_of(Cell::new(c)) {
            let p = p.index();
            let m = f.cand[p];
            if m & bit != 0 {
                let m = m & !bit;
                if m == 0 {
                    return Err(DeadEnd);
                }
                f.cand[p] = m;
                dirty |= self.house_bits[p];
                if m & (m - 1) == 0 {
                    self.queue.push(p as u16);
                }
            }
        }
        if let Some(r) = &self.relations {
            for link in r.links(c) {
                let p = link.other;
                let m = f.cand[p];
                let kept = m & r.support(link.rule, d);
                if kept != m {
                    if kept == 0 {
                        return Err(DeadEnd);
                    }
                    f.cand[p] = kept;
                    dirty |= self.house_bits[p];
                    if kept & (kept - 1) == 0 {
                        self.queue.push(p as u16);
                    }
                }
            }
        }
        self.dirty |= dirty;
        Ok(())
    }

    /// Naked and hidden singles to a fixpoint. Hidden singles are looked
    /// for only in houses whose candidates changed.
    fn propagate(&mut self, k: usize) -> Result<(), DeadEnd> {
        loop {
            while let Some(c) = self.queue.pop() {
                let c = c as usize;
                if self.frames[k].val[c] == 0 {
                    let m = self.frames[k].cand[c];
                    self.assign(k, c, symbol::from_index(m.trailing_zeros() as usize))?;
                }
            }
            if self.frames[k].open == 0 {
                self.dirty = 0;
                return Ok(());
            }
            if !self.logic {
                self.dirty = 0;
                return Ok(());
            }
            if self.dirty == 0 {
                if self.locked(k)? || self.narrow_links(k)? {
                    continue;
                }
                return Ok(());
            }
            // Hidden singles: a symbol with one place left in a house (a
            // bit stands for houses `b` and `b + 128`: see `house_bits`).
            let b = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            if b + 128 < self.house_count {
                self.hidden_singles(k, House::new(b + 128))?;
            }
            self.hidden_singles(k, House::new(b))?;
        }
    }

    /// The hidden singles of house `h` in frame `k` placed.
    #[inline]
    fn hidden_singles(&mut self, k: usize, h: House) -> Result<(), DeadEnd> {
        let f = &self.frames[k];
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in self.houses.cells_of(h) {
            let m = f.cand[c.index()];
            twice |= once & m;
            once |= m;
        }
        if once != self.full {
            return Err(DeadEnd);
        }
        let single = once & !twice;
        let mut todo = single;
        while todo != 0 {
            let bit = todo & todo.wrapping_neg();
            todo &= todo - 1;
            let f = &self.frames[k];
            let cell = self
                .houses
                .cells_of(h)
                .iter()
                .map(|&c| c.index())
                .find(|&c| f.cand[c] & bit != 0);
            let Some(c) = cell else { return Err(DeadEnd) };
            if f.val[c] == 0 {
                if f.cand[c] & single != bit {
                    // Two symbols that each need this cell.
                    return Err(DeadEnd);
                }
                self.assign(k, c, symbol::from_index(bit.trailing_zeros() as usize))?;
            }
        }
        Ok(())
    }

    /// The relations' links kept between open cells as well: each linked
    /// cell keeps only the candidates some candidate of the cell allows
    /// beside it (a sign bounds by the other's smallest or largest, a dot
    /// by its neighbours' numbers). Returns whether any candidate went;
    /// nothing without relations.
    fn narrow_links(&mut self, k: usize) -> Result<bool, DeadEnd> {
        let Some(r) = &self.relations else {
            return Ok(false);
        };
        let f = &mut self.frames[k];
        let mut changed = false;
        for c in 0..f.cand.len() {
            if f.val[c] != 0 {
                // A placed cell's links were kept when it was placed.
                continue;
            }
            let mine = f.cand[c];
            for link in r.links(c) {
                let p = link.other;
                let allowed = SymbolSet(mine)
                    .iter()
                    .fold(0, |m, u| m | r.support(link.rule, u));
                let m = f.cand[p];
                let kept = m & allowed;
                if kept != m {
                    if kept == 0 {
                        return Err(DeadEnd);
                    }
                    f.cand[p] = kept;
                    self.dirty |= self.house_bits[p];
                    if kept & (kept - 1) == 0 {
                        self.queue.push(p as u16);
                    }
                    changed = true;
                }
            }
        }
        Ok(changed)
    }

    /// Locked candidates in frame `k`: a symbol whose places in a box all lie
    /// in one line leaves the rest of that line (pointing), and one whose
    /// places in a line all lie in one box leaves the rest of that box
    /// (claiming). Returns whether any candidate went.
    fn locked(&mut self, k: usize) -> Result<bool, DeadEnd> {
        let f = &self.frames[k];
        for (or, seg) in self.seg_or.iter_mut().zip(self.houses.segments()) {
            *or = seg.cells.iter().fold(0, |m, &c| {
                let c = c.index();
                if f.val[c] == 0 { m | f.cand[c] } else { m }
            });
        }
        let mut changed = false;
        // Pointing: group the segments by box, rows then columns.
        for b in self.houses.region_houses() {
            for columns in [false, true] {
                changed |= self.locked_group(k, GroupOf::Box(b, columns))?;
            }
        }
        // Claiming: group them by line.
        for line in self.houses.line_houses() {
            changed |= self.locked_group(k, GroupOf::Line(line))?;
        }
        Ok(changed)
    }

    /// One group of segments covering a house: each symbol found in just one
    /// of them goes from the rest of the segment's other house.
    fn locked_group(&mut self, k: usize, group: GroupOf) -> Result<bool, DeadEnd> {
        let ids = match group {
            GroupOf::Box(b, columns) => self.houses.box_segments(b, columns),
            GroupOf::Line(line) => self.houses.line_segments(line),
        };
        let (mut once, mut twice) = (0u32, 0u32);
        // A samurai's shared box: another grid's line through the same part
        // of the box counts once among the box's parts.
        let twins = matches!(group, GroupOf::Box(..)) && self.houses.has_twins();
        for &i in ids {
            if twins && self.houses.segments()[i as usize].twin {
                continue;
            }
            let m = self.seg_or[i as usize];
            twice |= once & m;
            once |= m;
        }
        let lone = once & !twice;
        if lone == 0 {
            return Ok(false);
        }
        let mut changed = false;
        for &id in ids {
            let seg = &self.houses.segments()[id as usize];
            let m = self.seg_or[id as usize] & lone;
            if m == 0 {
                continue;
            }
            let rest = match group {
                GroupOf::Box(..) => &seg.line_rest,
                GroupOf::Line(_) => &seg.box_rest,
            };
            let f = &mut self.frames[k];
            for &c in rest {
                let c = c.index();
                let cand = f.cand[c];
                if cand & m != 0 {
                    let left = cand & !m;
                    if left == 0 {
                        return Err(DeadEnd);
                    }
                    f.cand[c] = left;
                    self.dirty |= self.house_bits[c];
                    if left & (left - 1) == 0 {
                        self.queue.push(c as u16);
                    }
                    changed = true;
                }
            }
        }
        Ok(changed)
    }

    /// The branches to try at frame `k`: the open cell with the fewest
    /// candidates (one branch a candidate), or, when a symbol has fewer
    /// places in some house than that, the symbol's places there (one branch
    /// a place). Both split the solutions into disjoint, exhaustive parts.
    fn pick_branch(&self, k: usize) -> ([(Cell, u8); MAX_SIDE], usize) {
        let f = &self.frames[k];
        let mut out = [(Cell::default(), 0u8); MAX_SIDE];
        let (mut best, mut best_len) = (usize::MAX, u32::MAX);
        if self.logic {
            // Empty cells per house, for the tie-break.
            let mut open_in = [0u8; MAX_HOUSES];
            for (h, open) in self.houses.each_house().zip(&mut open_in) {
                *open = self
                    .houses
                    .cells_of(h)
                    .iter()
                    .filter(|&&c| f.val[c.index()] == 0)
                    .count() as u8;
            }
            let mut best_key = u64::MAX;
            for (c, (&m, &v)) in f.cand.iter().zip(&f.val).enumerate() {
                if v == 0 {
                    let len = m.count_ones();
                    let key = u64::from(len) << 32 | self.tie_key(&open_in, c);
                    if key < best_key {
                        best = c;
                        best_len = len;
                        best_key = key;
                    }
                }
            }
        } else {
            // Filling: near-empty grids have no dead ends worth the
            // tie-break's cost; take the first cell with fewest candidates.
            for (c, (&m, &v)) in f.cand.iter().zip(&f.val).enumerate() {
                if v == 0 {
                    let len = m.count_ones();
                    if len < best_len {
                        best = c;
                        best_len = len;
                        if len == 2 {
                            break;
                        }
                    }
                }
            }
        }
        if best_len > 2 && self.logic {
            // Bit-sliced place counts per house: symbols with 2 or 3 places.
            let mut pick: Option<(House, u32, u32)> = None;
            for h in self.houses.each_house() {
                let (mut c1, mut c2, mut c3, mut c4) = (0u32, 0u32, 0u32, 0u32);
                for &c in self.houses.cells_of(h) {
                    let m = f.cand[c.index()];
                    c4 |= c3 & m;
                    c3 |= c2 & m;
                    c2 |= c1 & m;
                    c1 |= m;
                }
                let two = c2 & !c3;
                if two != 0 {
                    pick = Some((h, two & two.wrapping_neg(), 2));
                    break;
                }
                let three = c3 & !c4;
                if three != 0 && best_len > 3 && pick.is_none() {
                    pick = Some((h, three & three.wrapping_neg(), 3));
                }
            }
            if let Some((h, bit, places)) = pick {
                let d = symbol::from_index(bit.trailing_zeros() as usize);
                let mut count = 0;
                for &c in self.houses.cells_of(h) {
                    if f.cand[c.index()] & bit != 0 {
                        out[count] = (c, d);
                        count += 1;
                    }
                }
                debug_assert_eq!(count, places as usize);
                return (out, count);
            }
        }
        let mut count = 0;
        let mut m = f.cand[best];
        while m != 0 {
            out[count] = (
                Cell::new(best),
                symbol::from_index(m.trailing_zeros() as usize),
            );
            count += 1;
            m &= m - 1;
        }
        (out, count)
    }

    /// Depth-first search from frame `k` (already propagated).
    fn search<R: Rng + ?Sized>(
        &mut self,
        k: usize,
        limit: usize,
        found: &mut usize,
        solution: &mut Vec<u8>,
        order: &mut Order<'_, R>,
        budget: u64,
    ) {
        self.attempt_nodes += 1;
        if self.deadline.passed_at(self.attempt_nodes, DEADLINE_POLL) {
            self.timed_out = true;
        }
        if self.attempt_nodes > budget || self.timed_out {
            return;
        }
        if self.frames[k].open == 0 {
            if *found == 0 {
                solution.clear();
                solution.extend_from_slice(&self.frames[k].val);
            } else if *found == 1 {
                self.second.clear();
                self.second.extend_from_slice(&self.frames[k].val);
            }
            *found += 1;
            return;
        }
        let (mut choices, count) = self.pick_branch(k);
        if let Order::Random(rng) = order {
            shuffle(*rng, &mut choices[..count]);
        }
        if self.frames.len() <= k + 1 {
            let f = self.frames[k].clone();
            self.frames.push(f);
        }
        for &(cell, d) in &choices[..count] {
            let (lo, hi) = self.frames.split_at_mut(k + 1);
            let (src, dst) = (&lo[k], &mut hi[0]);
            dst.cand.copy_from_slice(&src.cand);
            dst.val.copy_from_slice(&src.val);
            dst.open = src.open;
            self.queue.clear();
            self.dirty = 0;
            if self.assign(k + 1, cell.index(), d).is_ok() && self.propagate(k + 1).is_ok() {
                self.search(k + 1, limit, found, solution, order, budget);
            }
            if *found >= limit || self.attempt_nodes > budget || self.timed_out {
                return;
            }
        }
    }
}
