//! The killer techniques up to hard on grids of at most 128 cells: the
//! bit-parallel singles of [`FastSingles`] with each cage's combinations
//! ([`options`]) between their rounds; from medium up, when those
//! get stuck, the cage-house interactions and the rule of 45, then
//! [`FastSingles`]' locked candidates and pairs; from hard up, when those
//! get stuck too, the ladder's hard techniques that read no cage (X-wings,
//! triples, wings), found on a board of the position. A quick answer to "do the
//! techniques up to this level finish this killer?" for the cage growth,
//! which asks it dozens of times a puzzle.
//!
//! These techniques are sound and only grow with what is known, so the
//! order they are applied in does not change whether they finish a puzzle:
//! the answer is the grader's capped at easy, medium or hard, all of a
//! round's findings applied at once where the grader takes the cheapest
//! first. For the same reason it is a sufficient answer for any level
//! above (when these techniques finish a puzzle, the harder ones are never
//! needed), and for any killer with more cages on cells that were free (a
//! cage only adds what it tells, and the rule of 45 is worked out over
//! groups of houses with no free cell alone).

use super::options::{Allowed, CellState, options};
use super::sums::{Groups, RuleOf45, Scratch, SumRegions};
use super::table::CageTable;
use crate::cages::{Cages, MAX_KILLER_SIDE, SumSets};
use crate::cell::Cell;
use crate::houses::Houses;
use crate::logic::board::{Board, bits_of};
use crate::logic::fast_singles::{ByCell, FastSingles, Position, SYMBOLS};
use crate::logic::techniques::innies_outies::MOST_OPEN;
use crate::logic::{Level, Step, Technique};

/// Killer techniques up to hard on one small layout; build once, use for
/// many killers: [`FastKiller::clear`], [`FastKiller::push`] each cage,
/// then [`FastKiller::solves`].
#[derive(Clone, Debug)]
pub struct FastKiller {
    singles: FastSingles,
    sums: &'static SumSets,
    /// The cages pushed.
    cages: CageTable<u128>,
    /// The rule of 45 on the layout.
    rule: RuleOf45<u128>,
    /// Its regions under the cages pushed, found when a solve first needs
    /// them, and the tables it finds them with.
    regions: SumRegions<u128>,
    scratch: Scratch<u128>,
    /// Whether `regions` are those of the cages pushed (`Some`), with those
    /// of runs of houses among them (`Some(true)`).
    found: Option<bool>,
    /// The sets of a cage's sum, worked out.
    sets: Vec<u32>,
    /// Each cage's symbols that every set of its sum holds, as last worked
    /// out in a solve (none before): the candidates only go, so these
    /// stay held.
    must: Vec<u32>,
    /// The layout's houses, for the hard techniques of the ladder that
    /// read no cage (worked out on a board of the position).
    houses: Houses,
    steps: Vec<Step>,
}

/// Where the techniques of a [`FastKiller`] stand on a puzzle: the cells
/// placed and the candidates left, and what the techniques that read no
/// cage found nothing in.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    p: Position,
    /// The level the techniques got stuck at here, if they did.
    settled: Option<Level>,
    /// Each symbol's candidates when locked candidates last found nothing
    /// for it: none yet (all ones: no candidates fill the 128 bits).
    locked: [u128; SYMBOLS],
    /// Where locked candidates and pairs last found nothing.
    calm: Option<Calm>,
    /// Where the ladder's hard techniques last found nothing.
    still: Option<Calm>,
}

/// A position's empty cells and candidates.
type Calm = (u128, [u128; SYMBOLS]);

impl FastKiller {
    /// The tables for a layout, or `None` when its grid has over 128 cells
    /// (or a side past a killer's, or more grids than one).
    pub fn new(houses: &Houses) -> Option<FastKiller> {
        let n = houses.side();
        if n > MAX_KILLER_SIDE || houses.grids() != 1 {
            return None;
        }
        let singles = FastSingles::new(houses)?;
        Some(FastKiller {
            singles,
            sums: SumSets::shared(n),
            cages: CageTable::new(n * n),
            rule: RuleOf45::new(houses),
            regions: SumRegions::default(),
            scratch: Scratch::default(),
            found: None,
            sets: Vec::new(),
            must: Vec::new(),
            houses: houses.clone(),
            steps: Vec::new(),
        })
    }

    /// Forgets the cages pushed.
    pub fn clear(&mut self) {
        self.cages.clear();
        self.must.clear();
        self.found = None;
    }

    /// A cage of `cells` (indices, row by row) adding up to `sum`. Cells in
    /// no cage pushed are free.
    pub fn push(&mut self, sum: u32, cells: &[usize]) {
        self.cages.push(sum, cells.iter().map(|&c| Cell::new(c)));
        self.must.push(0);
        self.found = None;
    }

    /// The cages of `cages`, and no others: [`FastKiller::clear`], then
    /// [`FastKiller::push`] each.
    pub fn set(&mut self, cages: &Cages) {
        self.clear();
        for k in cages.cages() {
            self.push(k.sum, &k.cells);
        }
    }

    /// Whether the killer techniques up to `level` finish `givens` (0
    /// empty) under the cages pushed: singles and cage combinations; from
    /// medium up locked candidates, pairs, cage-house interactions and the
    /// rule of 45 over one house; from hard up the rule of 45 over runs of
    /// houses, cage splitting and the ladder's other hard techniques. The
    /// grader's answer up to hard; above, a sufficient one (the harder
    /// techniques are never needed when these finish). False, too, when
    /// the givens or the deductions contradict.
    pub fn solves(&mut self, givens: &[u8], level: Level) -> bool {
        let Some(mut at) = self.start(givens) else {
            return false;
        };
        self.settle(&mut at, level, u128::MAX) == Some(true)
    }

    /// Where a solve of `givens` (0 empty) starts: the givens placed and
    /// nothing worked out yet. `None` when they contradict.
    pub fn start(&self, givens: &[u8]) -> Option<Progress> {
        let p = self.singles.start(givens)?;
        Some(Progress {
            p,
            settled: None,
            locked: [u128::MAX; SYMBOLS],
            calm: None,
            still: None,
        })
    }

    /// The techniques up to `level` (as [`FastKiller::solves`] runs them)
    /// under the cages pushed, from `at` until they finish the puzzle
    /// (`Some(true)`) or get stuck (`Some(false)`); `at` is left where
    /// they stopped. `None` when they contradict.
    ///
    /// Any position the techniques reach under the cages pushed but those
    /// on some cells, with the same givens, is a sound start under cages
    /// that differ only on those cells: since the techniques only grow with
    /// what is known, the answer is the same as from the givens. When `at`
    /// is where they got stuck at `level`, and `fresh` holds the cells
    /// whose cages differ from those then, only what meets those cells is
    /// looked at again first (the rest found nothing there).
    pub fn settle(&mut self, at: &mut Progress, level: Level, fresh: u128) -> Option<bool> {
        let fresh = if at.settled == Some(level) {
            fresh
        } else {
            u128::MAX
        };
        at.settled = None;
        let Progress {
            p,
            locked,
            calm,
            still,
            ..
        } = at;
        self.must.fill(0);
        let mut last = *p;
        // The cells changed before the first round: the cages worked out
        // there are those on them.
        let mut changed = fresh;
        // The position when the medium killer techniques last looked (none
        // yet when all is fresh), and the cells of the cages changed since.
        let mut looked = (fresh != u128::MAX).then_some(*p);
        let mut new = fresh;
        loop {
            if self.singles.singles(p, u128::MAX)? {
                return Some(true);
            }
            changed |= p.changed_since(&last);
            let removed = self.combinations(p, changed)?;
            // A cage's removals are its own cells', which it would leave
            // as they are if worked out again.
            changed = 0;
            last = *p;
            if removed {
                continue;
            }
            if level < Level::Medium {
                at.settled = Some(level);
                return Some(false);
            }
            let moved = self.medium(p, (locked, calm), (&mut looked, &mut new), level)?;
            if moved {
                continue;
            }
            if level >= Level::Hard && still.is_none_or(|s| s != (p.empty, p.cand)) {
                if self.hard(p)? {
                    continue;
                }
                *still = Some((p.empty, p.cand));
            }
            at.settled = Some(level);
            return Some(false);
        }
    }

    /// Each cage's combinations on `p`, the cages with a cell in `changed`
    /// (since they were last worked out): whether they removed a
    /// candidate, `None` when a cage cannot be made.
    fn combinations(&self, p: &mut Position, changed: u128) -> Option<bool> {
        let mut removed = false;
        // Each cage removes only its own cells' candidates, so the
        // position read before is each cage's as it comes.
        let now = self.read_looked(p, changed);
        for k in self.cages.iter() {
            let (sum, cells, mask) = (k.sum, k.cells, k.mask);
            if !looked(mask, changed, p.empty) {
                continue;
            }
            if let Some(removed_here) = self.uniform(p, mask, cells.len(), sum) {
                removed |= removed_here?;
                continue;
            }
            let state = states(&now, cells);
            let Some(allowed) = options(self.sums, cells.len(), |i| state[i], sum, true, 0, None)
            else {
                continue;
            };
            removed |= keep(p, cells, &state, &allowed)?;
        }
        Some(removed)
    }

    /// `p` read cell by cell for the cages a pass works out: those
    /// [`looked`] at with the cells `changed`.
    fn read_looked(&self, p: &Position, changed: u128) -> ByCell {
        let masks = self.cages.sums_and_masks().map(|(_, mask)| mask);
        let within = masks.filter(|&m| looked(m, changed, p.empty));
        p.by_cell(self.singles.side(), within.fold(0, |a, m| a | m))
    }

    /// A cage of `len` cells (those of `mask`) adding up to `sum` whose
    /// cells are all open with the same candidates, worked out at once:
    /// any set of the sum among the candidates can go in any order, so each
    /// cell keeps the symbols of those sets. `None` when its cells differ;
    /// else whether a candidate went (`None` inside when none is left).
    fn uniform(&self, p: &mut Position, mask: u128, len: usize, sum: u32) -> Option<Option<bool>> {
        if mask & !p.empty != 0 {
            return None;
        }
        let n = self.singles.side();
        let mut cand = 0u32;
        for d in 0..n {
            let m = p.cand[d] & mask;
            if m == mask {
                cand |= 1 << d;
            } else if m != 0 {
                return None;
            }
        }
        let sets = self.sums.of(len, sum).iter();
        let allowed = sets.filter(|&&s| s & !cand == 0).fold(0, |a, &s| a | s);
        if allowed == 0 {
            return Some(None);
        }
        for d in bits_of(cand & !allowed) {
            p.cand[d] &= !mask;
        }
        Some(Some(cand & !allowed != 0))
    }

    /// One round of the medium techniques on `p`: the cage-house
    /// interactions and the rule of 45 (that of `level`), on the cages and
    /// houses with a cell changed since these last `looked` or in `new`
    /// (cells whose cages changed since, taken), and the regions worked out
    /// from cages on those; failing those, locked candidates, or failing
    /// them pairs (unless they found nothing in this position, `calm`).
    /// Whether a candidate went; `None` when a cage or a region cannot be
    /// made. (The killer techniques first: they find more in killers, and
    /// the order changes no answer.)
    fn medium(
        &mut self,
        p: &mut Position,
        (locked, calm): (&mut [u128; SYMBOLS], &mut Option<Calm>),
        (looked, new): (&mut Option<Position>, &mut u128),
        level: Level,
    ) -> Option<bool> {
        let new = std::mem::take(new);
        let changed = looked.map_or(u128::MAX, |before| p.changed_since(&before)) | new;
        *looked = Some(*p);
        if changed != 0 {
            let mut removed = self.cage_in_house(p, changed);
            removed |= self.house_in_cage(p, changed)?;
            removed |= self.innies_outies(p, changed, new, level >= Level::Hard)?;
            if removed {
                return Some(true);
            }
        }
        if calm.is_none_or(|c| c != (p.empty, p.cand)) {
            if self.singles.eliminate(&mut p.cand, locked) {
                return Some(true);
            }
            *calm = Some((p.empty, p.cand));
        }
        Some(false)
    }

    /// The first step of the ladder's hard techniques that read no cage
    /// (X-wings, triples, wings...) on a board of `p`, applied: whether
    /// there was one; `None` when it contradicts.
    fn hard(&mut self, p: &mut Position) -> Option<bool> {
        let mut board = Board::new(&self.houses, &self.singles.values(&p.placed)).ok()?;
        for c in bits_of(p.empty) {
            let cell = Cell::new(c);
            for d in bits_of(board.cand(cell).0) {
                if p.cand[d] >> c & 1 == 0 {
                    board.eliminate(cell, d as u8 + 1).ok()?;
                }
            }
        }
        let hard = Technique::CLASSIC_LADDER.iter();
        for t in hard.filter(|t| t.level() == Level::Hard) {
            self.steps.clear();
            t.find(&board, &mut self.steps);
            let Some(step) = self.steps.first() else {
                continue;
            };
            let before = *p;
            for &(c, d) in &step.placements {
                if p.empty >> c.index() & 1 != 0
                    && !self.singles.place_in(p, c.index(), usize::from(d) - 1)
                {
                    return None;
                }
            }
            for &(c, d) in &step.eliminations {
                p.cand[usize::from(d) - 1] &= !(1 << c.index());
            }
            // The board holds the position's candidates, so a step always
            // changes it; were it not to, the next technique is asked.
            if p.changed_since(&before) != 0 {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Cage-house interaction, one way: a symbol every combination of a
    /// cage holds, whose places in the cage lie in one house, leaves the
    /// rest of that house. Whether a candidate went.
    fn cage_in_house(&mut self, p: &mut Position, changed: u128) -> bool {
        let mut removed = false;
        // Read before any cage's removals: a cage read after another's
        // may hold candidates gone since (less known, so still sound).
        let now = self.read_looked(p, changed);
        for (k, cage) in self.cages.iter().enumerate() {
            let (sum, cells, mask) = (cage.sum, cage.cells, cage.mask);
            if !looked(mask, changed, p.empty) {
                continue;
            }
            let state = states(&now, cells);
            self.sets.clear();
            let (len, sets) = (cells.len(), Some(&mut self.sets));
            if options(self.sums, len, |i| state[i], sum, true, 0, sets).is_none()
                || self.sets.is_empty()
            {
                continue;
            }
            let must = self.sets.iter().fold(u32::MAX, |m, &s| m & s);
            self.must[k] = must;
            for d in bits_of(must) {
                let places = p.cand[d] & mask;
                if places == 0 {
                    continue;
                }
                // A house holding all the places holds the first.
                for h in self.singles.houses_of(places.trailing_zeros() as usize) {
                    let rest = p.cand[d] & h & !mask;
                    if places & !h == 0 && rest != 0 {
                        p.cand[d] &= !rest;
                        removed = true;
                    }
                }
            }
        }
        removed
    }

    /// Cage-house interaction, the other way: a symbol whose places in a
    /// house all lie in one cage is in that cage there; it leaves the
    /// cage's other cells, and the cage keeps only the combinations that
    /// hold it. Whether a candidate went; `None` when a cage cannot be
    /// made.
    fn house_in_cage(&self, p: &mut Position, changed: u128) -> Option<bool> {
        let n = self.singles.side();
        let mut removed = false;
        // Read when first needed, before the removals (less known after
        // them, so still sound).
        let mut now = None;
        // The houses to look in: those with a changed cell or meeting a
        // cage with one (a symbol's places in a house are in a cage
        // meeting it).
        let touched = self
            .cages
            .sums_and_masks()
            .filter(|&(_, mask)| mask & changed != 0)
            .fold(changed, |m, (_, mask)| m | mask);
        for &h in self.singles.houses().iter().filter(|&&h| h & touched != 0) {
            for d in 0..n {
                let places = p.cand[d] & h;
                if p.placed[d] & h != 0 || places == 0 {
                    continue;
                }
                let Some(k) = self.cages.cage_of(places.trailing_zeros() as usize) else {
                    continue;
                };
                let (sum, cells, mask) = {
                    let cage = self.cages.get(k);
                    (cage.sum, cage.cells, cage.mask)
                };
                if places & !mask != 0 || (h | mask) & changed == 0 {
                    continue;
                }
                // A symbol every set holds, in none of the cage's other
                // cells: nothing the cage's combinations do not tell.
                if self.must[k] >> d & 1 != 0 && p.cand[d] & mask & !places == 0 {
                    continue;
                }
                // The cage's cells outside the places cannot hold the
                // symbol.
                let state = states(now.get_or_insert_with(|| p.by_cell(n, u128::MAX)), cells);
                let mut without = state;
                for (s, &c) in without.iter_mut().zip(cells) {
                    if places >> c.index() & 1 == 0 {
                        s.1 &= !(1 << d);
                    }
                }
                let (len, bit) = (cells.len(), 1 << d);
                let Some(allowed) = options(self.sums, len, |i| without[i], sum, true, bit, None)
                else {
                    continue;
                };
                removed |= keep(p, cells, &state, &allowed)?;
            }
        }
        Some(removed)
    }

    /// The rule of 45: each region of innies or outies of one house, of
    /// three open cells at most, keeps the candidates some way of making
    /// its sum uses; with `hard`, those of runs of houses too, and the
    /// parts of cages split off by a group's edge of more open cells. Only
    /// the regions with a cell in `changed` or worked out from a cage with
    /// a cell in `new`. Whether a candidate went; `None` when a region
    /// cannot be made.
    fn innies_outies(
        &mut self,
        p: &mut Position,
        changed: u128,
        new: u128,
        hard: bool,
    ) -> Option<bool> {
        if self.found.is_none_or(|runs| hard && !runs) {
            let groups = if hard { Groups::All } else { Groups::Houses };
            let (regions, scratch) = (&mut self.regions, &mut self.scratch);
            self.rule.find(&self.cages, groups, regions, scratch);
            self.found = Some(hard);
        }
        let n = self.singles.side();
        let mut removed = false;
        // Read when first needed, before the removals (regions share
        // cells: less known after them, so still sound).
        let mut now = None;
        for r in self.regions.list() {
            let cells = self.regions.cells(r);
            let open = (r.mask & p.empty).count_ones() as usize;
            let take = match open {
                0 => false,
                1..=MOST_OPEN => !r.run || hard,
                _ => r.cage.is_some() && hard,
            };
            if (r.mask & changed == 0 && r.met & new == 0) || !take {
                continue;
            }
            let state = states(now.get_or_insert_with(|| p.by_cell(n, u128::MAX)), cells);
            let (len, sum) = (cells.len(), r.sum);
            let Some(allowed) = options(self.sums, len, |i| state[i], sum, r.distinct, 0, None)
            else {
                continue;
            };
            removed |= keep(p, cells, &state, &allowed)?;
        }
        Some(removed)
    }
}

/// Whether a pass works out the cage of cells `mask`: one with a cell
/// `changed` and an open one (a cage with no open cell has nothing to work
/// out), `empty` the open cells.
fn looked(mask: u128, changed: u128, empty: u128) -> bool {
    mask & changed != 0 && mask & empty != 0
}

/// The value (0 when open) and candidates of each of `cells` in `read`
/// (a position read cell by cell, for those cells at least).
fn states(read: &ByCell, cells: &[Cell]) -> [CellState; MAX_KILLER_SIDE] {
    let mut state = [(0u8, 0u32); MAX_KILLER_SIDE];
    for (s, &c) in state.iter_mut().zip(cells) {
        // The value without a branch: whether a cell is placed is hard to
        // foretell.
        let (bits, placed) = read.get(c.index());
        *s = ((bits.trailing_zeros() as u8 + 1) * u8::from(placed), bits);
    }
    state
}

/// Removes from the open `cells` (of `state`, read from `p` or before
/// it) the candidates outside `allowed`: whether one went, `None` when a
/// cell is left none.
fn keep(p: &mut Position, cells: &[Cell], state: &[CellState], allowed: &Allowed) -> Option<bool> {
    let mut removed = false;
    for ((&c, &(v, cand)), &a) in cells.iter().zip(state).zip(allowed) {
        if a == 0 {
            return None;
        }
        if v != 0 || cand & !a == 0 {
            continue;
        }
        let bit = 1u128 << c.index();
        for d in bits_of(cand & !a) {
            removed |= p.cand[d] & bit != 0;
            p.cand[d] &= !bit;
        }
    }
    Some(removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cages::Cage;
    use crate::carve::grow_graded;
    use crate::deadline::Deadline;
    use crate::fill::Filler;
    use crate::layout::Layout;
    use crate::logic::{Grader, Killer, Level};
    use crate::rng;
    use crate::shape::Shape;

    #[test]
    fn answers_as_the_grader_capped_at_easy_medium_and_hard() {
        // Finished and stuck, at easy, medium and hard.
        let mut seen = [[0; 2]; 3];
        let shape = |w, h| Shape::new(w, h).unwrap();
        for (shape, jigsaw) in [
            (shape(3, 2), false),
            (shape(3, 3), false),
            (shape(3, 3), true),
        ] {
            let mut filler = Filler::new(shape);
            for seed in 0..12 {
                // Killers grown at medium, hard and expert by the grader
                // alone, some with a given.
                let mut r = rng::stream(seed, 13);
                let (layout, solution) = if jigsaw {
                    crate::fill::jigsaw(9, crate::layout::Variant::JIGSAW_KILLER, &mut r).unwrap()
                } else {
                    let solution = filler.fill(&mut r).cells().to_vec();
                    (Layout::classic(shape), solution)
                };
                let mut grader = Grader::of_layout(&layout);
                let mut fast = FastKiller::new(grader.houses()).unwrap();
                let mut givens = vec![0; solution.len()];
                if seed % 4 == 0 {
                    givens[7] = solution[7];
                }
                let level = [Level::Medium, Level::Hard, Level::Expert][seed as usize % 3];
                let cages = grow_graded(
                    &mut grader,
                    None,
                    &solution,
                    &givens,
                    level,
                    &mut r,
                    Deadline::NEVER,
                )
                .unwrap();
                // And the same with two neighbouring cages joined, when
                // their symbols allow: harder, or with more solutions.
                let n = shape.side();
                let joined = joined_once(&cages, &solution, n);
                for cages in [Some(cages), joined].into_iter().flatten() {
                    fast.set(&cages);
                    let killer = Killer::new(grader.houses(), &cages);
                    for (i, level) in [Level::Easy, Level::Medium, Level::Hard]
                        .into_iter()
                        .enumerate()
                    {
                        let got = fast.solves(&givens, level);
                        let want = grader
                            .solve_killer(&givens, &killer, level, false, Deadline::NEVER)
                            .unwrap()
                            .solved;
                        assert_eq!(got, want, "{shape} {jigsaw} {seed} {level}");
                        seen[i][usize::from(got)] += 1;
                        // From where they get without the cages meeting a
                        // row, the same answer.
                        let row = (seed as usize + i) % n;
                        fast.clear();
                        let mut fresh = 0u128;
                        for k in cages.cages() {
                            if k.cells.iter().all(|&c| c / n != row) {
                                fast.push(k.sum, &k.cells);
                            } else {
                                fresh |= k.cells.iter().fold(0, |m, &c| m | 1 << c);
                            }
                        }
                        let mut at = fast.start(&givens).unwrap();
                        assert!(fast.settle(&mut at, level, u128::MAX).is_some());
                        fast.set(&cages);
                        let resumed = fast.settle(&mut at, level, fresh);
                        assert_eq!(resumed, Some(got), "{shape} {jigsaw} {seed} {level}");
                    }
                }
                // Without its cages, a pure killer is not finished.
                fast.clear();
                let filled = givens.iter().all(|&v| v != 0);
                assert_eq!(fast.solves(&givens, Level::Medium), filled);
            }
        }
        assert!(
            seen.iter().flatten().all(|&k| k >= 3),
            "[easy, medium, hard] x [stuck, finished]: {seen:?}"
        );
    }

    #[test]
    fn answers_as_the_ladder_where_it_needs_a_hard_technique() {
        let answers = |shape: Shape, cages: &Cages| {
            let mut grader = Grader::of_layout(&Layout::classic(shape));
            let mut fast = FastKiller::new(grader.houses()).unwrap();
            fast.set(cages);
            let killer = Killer::new(grader.houses(), cages);
            let blank = vec![0; shape.cells()];
            let grade = grader
                .solve_killer(&blank, &killer, Level::Hard, false, Deadline::NEVER)
                .unwrap();
            assert!(grade.solved && grade.level == Level::Hard, "{grade:?}");
            assert!(fast.solves(&blank, Level::Hard), "{}", cages.to_text());
            assert!(!fast.solves(&blank, Level::Medium), "{}", cages.to_text());
            grade.techniques
        };
        let mut needed = Vec::new();
        // Runs of rows and a split cage (the ladder's own examples).
        let runs = "15=0,1,2,7,8 17=3,9,10,14,15 10=4,5 21=6,12,13,18,19,24 6=11,17 3=16 \
                    19=20,21,22,26,27 12=23,28,29 17=25,31,32,33 1=30 5=34,35";
        let split = "1=0 8=1,2 30=3,4,5,13,14 36=6,7,8,17,25,26,34 39=9,18,19,20,27,28,29 \
                     19=10,11,12,21,22 13=15,16 20=23,24,33,42,51 36=30,31,32,39,40,41,49 \
                     17=35,44 31=36,37,45,54,63,72 30=38,46,47,48,56 6=43,52,53 5=50 9=55,64 \
                     21=57,65,66,74,75 16=58,59 33=60,67,68,69,76,77,78 18=61,62,70,71 2=73 \
                     15=79,80";
        for (shape, text) in [(Shape::new(3, 2).unwrap(), runs), (Shape::classic(), split)] {
            needed.extend(answers(
                shape,
                &Cages::from_text(shape.side(), text).unwrap(),
            ));
        }
        // 9x9 killers grown at hard that need a hidden triple, an X-wing, an
        // XY-wing (the techniques that read no cage, found on a board).
        let shape = Shape::classic();
        let mut grader = Grader::of_layout(&Layout::classic(shape));
        let mut filler = Filler::new(shape);
        for seed in [32, 117, 479] {
            let mut r = rng::stream(seed, 13);
            let solution = filler.fill(&mut r).cells().to_vec();
            let blank = vec![0; solution.len()];
            let cages = grow_graded(
                &mut grader,
                None,
                &solution,
                &blank,
                Level::Hard,
                &mut r,
                Deadline::NEVER,
            )
            .unwrap();
            needed.extend(answers(shape, &cages));
        }
        for t in [
            Technique::InniesOutiesRuns,
            Technique::CageSplitting,
            Technique::HiddenTriple,
            Technique::XWing,
            Technique::XyWing,
        ] {
            assert!(needed.iter().any(|&(u, _)| u == t), "{t} unused");
        }
    }

    /// `cages` on `solution` (side `n`) with the first two neighbouring
    /// cages that share no symbol joined, if there are.
    fn joined_once(cages: &Cages, solution: &[u8], n: usize) -> Option<Cages> {
        let list = cages.cages();
        let symbols = |k: &Cage| k.cells.iter().fold(0u32, |m, &c| m | 1 << solution[c]);
        for c in 0..n * n {
            for d in [c + 1, c + n] {
                if d >= n * n || (d == c + 1 && d % n == 0) {
                    continue;
                }
                let (a, b) = (cages.cage_of(c), cages.cage_of(d));
                if a == b || symbols(&list[a]) & symbols(&list[b]) != 0 {
                    continue;
                }
                let mut joined: Vec<Cage> = Vec::new();
                for (i, k) in list.iter().enumerate() {
                    if i == b {
                        continue;
                    }
                    let mut k = k.clone();
                    if i == a {
                        k.sum += list[b].sum;
                        k.cells.extend_from_slice(&list[b].cells);
                        k.cells.sort_unstable();
                    }
                    joined.push(k);
                }
                return Cages::new(n, joined).ok();
            }
        }
        None
    }
}
