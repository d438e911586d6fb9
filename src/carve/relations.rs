//! Variants of marks between cells (signs, dots, bars, parities,
//! thermometers): a solved grid, the marks drawn from it, then clues added
//! until the ladder up to the target finishes the puzzle and the needless
//! taken out again, as Simon Tatham's Unequal makes its puzzles.
//!
//! What a variant's marks are is its feature's to say ([`draw`]): every
//! mark it shows (a greater-than sign between every two neighbours of a
//! box; every kropki dot and bar, whose absence is a rule too), or a pool
//! of optional ones (a futoshiki's signs, odd and even cells,
//! thermometers) that the carve strips like givens. Givens come by orbits
//! of the symmetry. A puzzle is kept when the ladder capped at the target
//! finishes it (every deduction is sound, so it has one solution) and
//! needs the target's techniques; `--minimal` strips by the exact
//! solver's count instead and grades at the end.

use super::{Carved, Carver};
use crate::deadline::Deadline;
use crate::fill;
use crate::grid::Grid;
use crate::layout::{Feature, Layout, Variant};
use crate::logic::bits::Bits;
use crate::logic::board::bits_of;
use crate::logic::fast_marks::{EXACT, FastMarks};
use crate::logic::fast_singles::{FastSingles, Position};
use crate::logic::{Grade, Grader, Level, Stopped};
use crate::regions::neighbours;
use crate::relations::{Mark, Marks, Relations, neighbour_pair_count, neighbour_pairs};
use crate::rng::{below, shuffle};
use crate::solver::Solver;
use crate::solver::small::Search;
use rand::Rng;
use std::ops::Range;
use std::sync::Arc;

/// The marks `variant` shows on `solution` (side `n`, each cell's box or
/// region in `regions`, row by row) that every puzzle of it has, and the
/// pool of optional ones in a random order.
fn draw<R: Rng + ?Sized>(
    variant: Variant,
    (n, regions): (usize, &[usize]),
    solution: &[u8],
    rng: &mut R,
) -> (Marks, Vec<Mark>) {
    let mut fixed = Marks::standing(variant);
    let mut optional = Vec::new();
    let mut pairs = Vec::with_capacity(neighbour_pair_count(n));
    pairs.extend(neighbour_pairs(n));
    let sign = |a: usize, b: usize| {
        if solution[a] > solution[b] {
            [a, b]
        } else {
            [b, a]
        }
    };
    if variant.has(Feature::Greater) {
        fixed.greater = (pairs.iter())
            .filter(|&&(a, b)| regions[a] == regions[b])
            .map(|&(a, b)| sign(a, b))
            .collect();
    }
    if variant.has(Feature::Futoshiki) {
        optional.extend(pairs.iter().map(|&(a, b)| Mark::Greater(sign(a, b))));
    }
    let consecutive = |a: usize, b: usize| solution[a].abs_diff(solution[b]) == 1;
    let double =
        |a: usize, b: usize| solution[a] == 2 * solution[b] || solution[b] == 2 * solution[a];
    if variant.has(Feature::Kropki) {
        fixed.negative = true;
        fixed.white.reserve(pairs.len());
        fixed.black.reserve(pairs.len());
        for &(a, b) in &pairs {
            // A 1 beside a 2 takes either dot; which is drawn at random.
            let white = match (consecutive(a, b), double(a, b)) {
                (true, true) => below(rng, 2) == 0,
                (c, d) if c || d => c,
                _ => continue,
            };
            if white {
                fixed.white.push([a, b]);
            } else {
                fixed.black.push([a, b]);
            }
        }
    }
    if variant.has(Feature::Consecutive) {
        fixed.nonconsecutive = true;
        fixed.white.clear();
        fixed.white.reserve(pairs.len());
        let bars = pairs.iter().filter(|&&(a, b)| consecutive(a, b));
        fixed.white.extend(bars.map(|&(a, b)| [a, b]));
    }
    if variant.has(Feature::OddEven) {
        optional.extend((0..n * n).map(|c| match solution[c] % 2 {
            1 => Mark::Odd(c),
            _ => Mark::Even(c),
        }));
    }
    if variant.has(Feature::Thermo) {
        optional.extend(thermos(n, solution, rng).into_iter().map(Mark::Thermo));
    }
    shuffle(rng, &mut optional);
    (fixed, optional)
}

/// Thermometers on `solution`: from cells in a random order, each not yet
/// on one, a walk to a random greater neighbour not on one while there is
/// such, kept when three cells long or more (at most `n`). They never
/// cross.
fn thermos<R: Rng + ?Sized>(n: usize, solution: &[u8], rng: &mut R) -> Vec<Vec<usize>> {
    let mut on = vec![false; n * n];
    let mut starts: Vec<usize> = (0..n * n).collect();
    shuffle(rng, &mut starts);
    let mut out = Vec::new();
    for start in starts {
        if on[start] {
            continue;
        }
        let mut path = vec![start];
        while path.len() < n {
            let c = *path.last().expect("a bulb");
            let next: Vec<usize> = neighbours(n, c)
                .filter(|&d| !on[d] && !path.contains(&d) && solution[d] > solution[c])
                .collect();
            if next.is_empty() {
                break;
            }
            path.push(next[below(rng, next.len() as u32) as usize]);
        }
        if path.len() >= 3 {
            for &c in &path {
                on[c] = true;
            }
            out.push(path);
        }
    }
    out
}

/// `fixed` with the optional marks `optional` (those `kept`).
fn with_optional(fixed: &Marks, optional: &[Mark], kept: &[bool]) -> Marks {
    let mut m = fixed.clone();
    for (o, _) in optional.iter().zip(kept).filter(|&(_, &k)| k) {
        o.add_to(&mut m);
    }
    m.greater
        .sort_unstable_by_key(|&[a, b]| (a.min(b), a.max(b)));
    m.odd.sort_unstable();
    m.even.sort_unstable();
    m.thermos.sort_unstable();
    m
}

/// What the carve of marks builds once for its shape and variant (a
/// jigsaw's, for each grid): the grader of its houses (the relations of
/// each puzzle set in turn), their quick singles, and each cell's box or
/// region.
pub(super) struct Tools<M: Bits> {
    grader: Grader,
    singles: Arc<FastSingles<M>>,
    regions: Vec<usize>,
}

impl<M: Bits> Tools<M> {
    /// The tools of `layout`'s houses, or `None` when its grid is over
    /// [`FastSingles`]' size (the options allow none).
    fn new(layout: &Layout) -> Option<Tools<M>> {
        let grader = Grader::of_layout(layout);
        let singles = Arc::new(FastSingles::new(grader.houses())?);
        let regions = layout.regions_by_cell();
        Some(Tools {
            grader,
            singles,
            regions,
        })
    }
}

/// The tools of a layout's carve of marks in the word of bits its grid
/// fits: 64 bits up to 8x8 (the bit operations of the quick techniques
/// cost about a quarter less there, measured), 128 up to 11x11.
pub(super) enum MarkTools {
    Narrow(Tools<u64>),
    Wide(Tools<u128>),
}

impl MarkTools {
    /// The tools of `layout`'s houses in the narrowest word its grid fits,
    /// or `None` when it fits none.
    fn new(layout: &Layout) -> Option<MarkTools> {
        match layout.cells() <= u64::CELLS {
            true => Tools::new(layout).map(MarkTools::Narrow),
            false => Tools::new(layout).map(MarkTools::Wide),
        }
    }
}

/// A puzzle being carved under marks: its fixed and optional marks,
/// which optional ones it keeps, the grader under them (`stale` until
/// its relations are set to the marks kept, when it is asked) and the quick
/// answer of the techniques up to hard ([`FastMarks`]).
struct Marked<'a, M: Bits> {
    grader: &'a mut Grader,
    fixed: Marks,
    optional: Vec<Mark>,
    kept: Vec<bool>,
    stale: bool,
    fast: FastMarks<M>,
}

impl<M: Bits> Marked<'_, M> {
    /// The puzzle under `fixed` marks and every one of `optional`.
    fn new(tools: &mut Tools<M>, fixed: Marks, optional: Vec<Mark>) -> Marked<'_, M> {
        let side = tools.singles.side();
        let kept = vec![true; optional.len()];
        let standing = Relations::new(side, fixed.clone()).expect("marks drawn from a solution");
        // The carve's grids are 9x9 at most (`MAX_RELATIONS_CARVED`).
        let fast = (FastMarks::new(tools.singles.clone(), &standing, &optional))
            .expect("a grid of 128 cells or fewer");
        // Under fixed marks alone the relations are set once, now.
        let stale = !optional.is_empty();
        if !stale {
            (tools.grader.set_relations(standing)).expect("a layout of the variant's side");
        }
        Marked {
            grader: &mut tools.grader,
            fixed,
            optional,
            kept,
            stale,
            fast,
        }
    }

    /// Keeps optional mark `k` or not; the grader takes the marks kept at
    /// its next solve.
    fn keep(&mut self, k: usize, keep: bool) {
        self.kept[k] = keep;
        self.stale = true;
        self.fast.keep(k, keep);
    }

    /// The grader under the marks kept.
    fn grader(&mut self) -> &mut Grader {
        if std::mem::take(&mut self.stale) {
            let side = self.fast.side();
            let relations = relations(side, &self.fixed, &self.optional, &self.kept);
            (self.grader.set_relations(relations)).expect("a layout of the variant's side");
        }
        self.grader
    }

    /// The layout of the marks kept.
    fn layout(&mut self) -> Arc<Layout> {
        Arc::new(self.grader().houses().layout().clone())
    }

    /// The ladder's grade of `cells` up to `max`, or `None` when it
    /// stopped (past the deadline; never a contradiction here).
    fn grade(&mut self, cells: &[u8], max: Level, deadline: Deadline) -> Option<Grade> {
        Stopped::found(self.grader().solve_until(cells, max, false, deadline))
            .ok()
            .flatten()
    }

    /// The cells the ladder up to `max` leaves open in a puzzle, as bits
    /// (none: it finishes the puzzle), or `None` when it stopped or met a
    /// contradiction. `p` is the puzzle's position, settled by the quick
    /// techniques before but for the links of `dirty` ([`FastMarks::settle`],
    /// at [`quick`]'s level, under every mark kept), and settled here. The
    /// quick techniques answer when they finish it or when `max` is
    /// theirs; the ladder otherwise, going on from where they stopped
    /// (what it finishes from there it finishes from the givens: its
    /// techniques only grow with what is known).
    fn left_open(
        &mut self,
        p: &mut Position<M>,
        dirty: M,
        max: Level,
        deadline: Deadline,
    ) -> Option<M> {
        let open = self.settle(p, dirty, max)?;
        if open == M::ZERO || max <= EXACT {
            return Some(open);
        }
        self.ladder(p, max, deadline)
    }

    /// Whether the ladder up to `max` finishes a puzzle whose only
    /// solution, if it has one, is `solution`: [`Marked::left_open`] is
    /// none, with the same `p` and `dirty`. Where the quick techniques
    /// leave cells open past hard, a short search for another solution
    /// goes first ([`SEARCH_NODES`]): no ladder finishes a puzzle of two,
    /// which most of those are, and the search costs far less than the
    /// ladder failing (measured).
    fn finishes(
        &mut self,
        p: &mut Position<M>,
        (dirty, solution): (M, &[u8]),
        max: Level,
        deadline: Deadline,
    ) -> Option<bool> {
        let open = self.settle(p, dirty, max)?;
        self.answer(p, (open, solution), max, deadline)
    }

    /// [`Marked::finishes`] going on from `p` settled by [`Marked::settle`],
    /// which left `open`.
    fn answer(
        &mut self,
        p: &Position<M>,
        (open, solution): (M, &[u8]),
        max: Level,
        deadline: Deadline,
    ) -> Option<bool> {
        if open == M::ZERO || max <= EXACT {
            return Some(open == M::ZERO);
        }
        let mut search = Search::new(&self.fast, deadline, SEARCH_NODES);
        if let Ok(Some(_)) = search.differing(*p, M::ZERO, solution, bits_of(open)) {
            return Some(false);
        }
        Some(self.ladder(p, max, deadline)? == M::ZERO)
    }

    /// The quick techniques of [`Marked::left_open`] on `p` under every
    /// mark kept: the cells they leave open. At hard, where easy's leave
    /// cells open, hard's go on to the ladder's answer. Past hard, where no
    /// box crosses a line (a Latin square), they go on too: there they
    /// spare the search and the ladder more than they cost, unlike boxes'
    /// locked candidates (measured with medium's: futoshiki 6 hard 17 %
    /// fewer instructions, 5 hard 5 %; thermo 6x6 hard 4 % more when boxes'
    /// went on too). At medium, a rule that lets a number stand beside
    /// itself reads other tables: every link is read again.
    fn settle(&self, p: &mut Position<M>, dirty: M, max: Level) -> Option<M> {
        let open = self.fast.settle(p, quick(max), dirty)?;
        self.go_on(p, open, max)
    }

    /// [`Marked::settle`] going on from `p` settled at [`quick`]'s level,
    /// which left `open`.
    fn go_on(&self, p: &mut Position<M>, open: M, max: Level) -> Option<M> {
        if open == M::ZERO || max == quick(max) {
            return Some(open);
        }
        if max <= EXACT {
            return self.fast.settle(p, max, self.fast.all());
        }
        if self.fast.locks() {
            return Some(open);
        }
        self.fast.settle(p, EXACT, self.fast.all())
    }

    /// The cells the ladder up to `max` leaves open going on from `p`
    /// ([`Marked::left_open`]).
    fn ladder(&mut self, p: &Position<M>, max: Level, deadline: Deadline) -> Option<M> {
        let (values, cands) = self.fast.read(p);
        let g = Stopped::found(
            self.grader()
                .solve_from_until(&values, &cands, max, deadline),
        )
        .ok()
        .flatten()?;
        Some(
            g.values
                .iter()
                .enumerate()
                .filter(|&(_, &v)| v == 0)
                .fold(M::ZERO, |m, (c, _)| m | M::bit(c)),
        )
    }

    /// Places in `p` the givens `(cell, number)` it lacks: the cells that
    /// changed, or `None` when a given contradicts.
    fn place(
        &self,
        p: &mut Position<M>,
        givens: impl IntoIterator<Item = (usize, u8)>,
    ) -> Option<M> {
        let before = *p;
        self.fast
            .place_all(p, givens)
            .then(|| p.changed_since(&before))
    }
}

/// The most nodes the search for another solution visits before the
/// ladder answers instead (measured: 5 to 20 about the same, more slower).
const SEARCH_NODES: u64 = 10;

/// Takes out of the optional marks `block` (none of them kept) those the
/// puzzle finishes without at `cap`, one at a time in their order with the
/// marks after each still in: what asking a solve for each in turn takes
/// out. `start` is the puzzle's position settled by [`Marked::settle`]
/// under the marks kept outside the block, with the cells it leaves open.
/// A block the puzzle finishes without goes whole; otherwise its first
/// half is decided from the closure of `start` with the second half, then
/// the second half from the closure of `start` with the first half's marks
/// that stay. Each closure is shared by every mark decided under it,
/// where asking each mark on its own worked out what the others take out
/// together again and again: against runs of marks each asked from the
/// closures of the marks before and after it, met, 16 % fewer
/// instructions on futoshiki 5 beginner, 14 % on 5 medium, 6 % on 5 hard
/// (callgrind). A single mark past medium is hard's techniques' to answer
/// at hard, past it the search's and the ladder's ([`Marked::finishes`]);
/// a block goes whole on the quick techniques' word alone.
fn strip<M: Bits>(
    m: &mut Marked<'_, M>,
    block: Range<usize>,
    (start, open): (&Position<M>, M),
    cap: Level,
    (solution, deadline): (&[u8], Deadline),
) -> Option<()> {
    if open == M::ZERO || block.is_empty() {
        return Some(());
    }
    if block.len() == 1 {
        // `start` is settled at the quick techniques' level already.
        let goes = cap > quick(cap) && {
            let mut p = *start;
            let open = m.go_on(&mut p, open, cap)?;
            m.answer(&p, (open, solution), cap, deadline)?
        };
        if !goes {
            m.keep(block.start, true);
        }
        return Some(());
    }
    let mid = block.start + block.len() / 2;
    let (first, second) = (block.start..mid, mid..block.end);
    second.clone().for_each(|j| m.keep(j, true));
    let mut p = *start;
    let left = m
        .fast
        .settle(&mut p, quick(cap), m.fast.readers(second.clone()))?;
    strip(m, first.clone(), (&p, left), cap, (solution, deadline))?;
    second.clone().for_each(|j| m.keep(j, false));
    // None of the first half stayed: the second is decided from `start`,
    // which does not finish without the block.
    if m.kept[first.clone()].iter().all(|&k| !k) {
        return strip(m, second, (start, open), cap, (solution, deadline));
    }
    let mut p = *start;
    let open = m.fast.settle(&mut p, quick(cap), m.fast.readers(first))?;
    strip(m, second, (&p, open), cap, (solution, deadline))
}

/// How many marks a minimal carve's first run takes out at once
/// (measured: 4 to 16 about the same).
const RUN: usize = 8;

/// The givens of `cells` (0 empty), each cell with its number.
fn givens(cells: &[u8]) -> impl Iterator<Item = (usize, u8)> + '_ {
    cells.iter().copied().enumerate()
}

/// The level of the quick techniques a carve capped at `max` asks first,
/// and settles its blocks of marks at ([`strip`]): past medium, easy's
/// (what they finish the ladder finishes, and medium's and hard's
/// techniques cost more than they spare there, measured: blocks settled
/// at hard cost futoshiki 5 hard 14 % more instructions than at easy, 6
/// hard 15 %; at medium 25 % and 19 %).
fn quick(max: Level) -> Level {
    match max <= Level::Medium {
        true => max,
        false => Level::Easy,
    }
}

/// The relations of `fixed` and the optional marks `kept` on a side of
/// `side`.
fn relations(side: usize, fixed: &Marks, optional: &[Mark], kept: &[bool]) -> Relations {
    let marks = with_optional(fixed, optional, kept);
    Relations::new(side, marks).expect("marks drawn from a solution")
}

impl Carver {
    /// One puzzle of a variant of marks from `rng`: `None` when its grade
    /// misses the target or its clues the bounds.
    ///
    /// A jigsaw's regions are drawn with its grid, and its tools built for
    /// them; boxes' tools are built once.
    pub(super) fn attempt_relations<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Carved> {
        let variant = self.opts.variant;
        if variant.is_jigsaw() {
            let side = self.shape.side();
            let (layout, solution) = fill::jigsaw_until(side, variant, rng, self.deadline)?;
            return match MarkTools::new(&layout)? {
                MarkTools::Narrow(mut tools) => self.carve_marks(&mut tools, solution, rng),
                MarkTools::Wide(mut tools) => self.carve_marks(&mut tools, solution, rng),
            };
        }
        let mut tools = match self.marks.take() {
            Some(tools) => tools,
            None => MarkTools::new(&Layout::new(self.shape, variant).ok()?)?,
        };
        let solution = self.filler.fill_layout_until(rng, self.deadline);
        let carved = solution.and_then(|s| match &mut tools {
            MarkTools::Narrow(tools) => self.carve_marks(tools, s, rng),
            MarkTools::Wide(tools) => self.carve_marks(tools, s, rng),
        });
        self.marks = Some(tools);
        carved
    }

    /// [`Carver::attempt_relations`] on `solution` with the tools of its
    /// houses.
    fn carve_marks<M: Bits, R: Rng + ?Sized>(
        &mut self,
        tools: &mut Tools<M>,
        solution: Vec<u8>,
        rng: &mut R,
    ) -> Option<Carved> {
        let variant = self.opts.variant;
        let side = self.shape.side();
        let (fixed, optional) = draw(variant, (side, &tools.regions), &solution, rng);
        let mut m = Marked::new(tools, fixed, optional);
        let deadline = self.deadline;
        let (minimal, target) = (self.opts.minimal, self.opts.level);
        let cap = if minimal { Level::Master } else { target };
        let mut cells = vec![0u8; solution.len()];
        let mut orbits: Vec<usize> = (0..self.orbits.len()).collect();
        shuffle(rng, &mut orbits);
        // Givens added until the ladder up to the cap (or, minimal, the
        // exact solver) says one solution: each an orbit the last solve
        // left open. The quick techniques go on from where they were
        // before the orbit (`base`, settled; the cells placed since, `dirty`).
        let (all, marks) = (m.fast.all(), m.optional.len());
        let mut base = m.fast.start(&cells)?;
        let mut dirty = all;
        let mut empty = None;
        let mut given = Vec::new();
        let mut left = orbits;
        loop {
            let done = if minimal {
                self.unique_under(&m.layout(), &cells)
            } else {
                let open = m.left_open(&mut base, dirty, cap, deadline)?;
                empty.get_or_insert(base);
                left.retain(|&o| self.orbits[o].iter().any(|&c| open.has(c)));
                open == M::ZERO
            };
            if done {
                break;
            }
            if left.is_empty() {
                return None;
            }
            let o = left.swap_remove(below(rng, left.len() as u32) as usize);
            for &c in &self.orbits[o] {
                cells[c] = solution[c];
            }
            dirty = m.place(&mut base, givens(&cells))?;
            given.push(o);
        }
        // The needless taken out: givens first, then optional marks. The
        // quick techniques go on from the givens kept so far (`base`,
        // settled) and the marks kept so far.
        let mut base = match empty {
            Some(settled) => settled,
            None => {
                let mut p = m.fast.start(&vec![0; cells.len()])?;
                m.fast.settle(&mut p, quick(cap), all)?;
                p
            }
        };
        shuffle(rng, &mut given);
        for o in given {
            let orbit = &self.orbits[o];
            for &c in orbit {
                cells[c] = 0;
            }
            let keeps = if minimal {
                self.unique_under(&m.layout(), &cells)
            } else {
                let mut p = base;
                let dirty = m.place(&mut p, givens(&cells))?;
                m.finishes(&mut p, (dirty, &solution), cap, deadline)?
            };
            if !keeps {
                for &c in &self.orbits[o] {
                    cells[c] = solution[c];
                }
                let orbit = self.orbits[o].iter().map(|&c| (c, solution[c]));
                let dirty = m.place(&mut base, orbit)?;
                m.fast.settle(&mut base, quick(cap), dirty)?;
            }
        }
        // The optional marks taken out one at a time in their order, each
        // that the puzzle finishes without ([`strip`]; minimal, by runs that
        // double while they go and halve when they do not, down to one
        // mark, which the exact solver answers as it would one at a time).
        if minimal {
            let (mut k, mut run, mut grows) = (0, RUN, true);
            while k < marks {
                let end = (k + run).min(marks);
                (k..end).for_each(|j| m.keep(j, false));
                if self.unique_under(&m.layout(), &cells) {
                    k = end;
                    run = if grows { run * 2 } else { 1 };
                    continue;
                }
                (k..end).for_each(|j| m.keep(j, true));
                match end - k {
                    1 => (k, grows) = (k + 1, false),
                    len => run = len / 2,
                }
            }
        } else {
            (0..marks).for_each(|j| m.keep(j, false));
            let mut start = m.fast.start(&cells)?;
            let open = m.settle(&mut start, all, cap)?;
            strip(&mut m, 0..marks, (&start, open), cap, (&solution, deadline))?;
        }
        let filled = cells.iter().filter(|&&v| v != 0).count();
        let (lo, hi) = self.opts.clues.unwrap_or((0, cells.len()));
        if !(lo..=hi).contains(&filled) {
            return None;
        }
        // A minimal puzzle too is kept at the level asked for: one the
        // quick techniques finish below it is not graded.
        let below = Level::ALL.iter().rev().find(|&&l| l < target);
        if let Some(&easier) = below.filter(|&&l| l <= EXACT)
            && m.fast.left_open(&cells, easier) == M::ZERO
        {
            return None;
        }
        // Up to hard the quick techniques know the level (they finish the
        // puzzle at the cap, the target, and not below it): the ladder's
        // grade waits until it is asked, if the run wants no more.
        let known = !self.opts.full_grade && !minimal && target <= EXACT;
        let grade = match known {
            true => None,
            false => match m.grade(&cells, Level::Master, deadline)? {
                grade if grade.level == target => Some(grade),
                _ => return None,
            },
        };
        let layout = m.layout();
        let puzzle = Grid::of_layout(layout.clone(), cells).expect("cells of the layout");
        let solution = Grid::of_layout(layout, solution).expect("cells of the layout");
        Some(match grade {
            Some(grade) => Carved::new(puzzle, solution, grade),
            None => Carved::of_level(puzzle, solution, target),
        })
    }

    /// Whether `cells` has one solution under `layout`, by the exact
    /// solver.
    fn unique_under(&self, layout: &Arc<Layout>, cells: &[u8]) -> bool {
        let puzzle = Grid::of_layout(layout.clone(), cells.to_vec()).expect("cells of the layout");
        let mut solver = Solver::of_layout(layout.clone());
        // Past the deadline the carve gives up: no answer counts then.
        (solver.count_until(&puzzle, 2, self.deadline)).is_ok_and(|c| c.count == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carve::CarveOptions;
    use crate::fill::Filler;
    use crate::rng::{StableRng, stream};
    use crate::shape::Shape;

    /// Twelve grids of each layout of `cases`, filled and their marks
    /// drawn as the carve draws them, each as `m` (carved in the word of
    /// bits the carve picks for it) with its `variant` and `solution`, and
    /// the stream `rng`, to `body`.
    macro_rules! each_drawn {
        ($cases:expr, $stream:expr, |$m:ident, $variant:ident, $solution:ident, $rng:ident| $body:block) => {
            let $rng = &mut $stream;
            for &(shape, $variant) in $cases.iter() {
                let layout = Layout::new(shape, $variant).unwrap();
                let mut filler = Filler::of_layout(&layout);
                let regions = layout.regions_by_cell();
                let side = shape.side();
                // Twelve grids carved with `tools`.
                macro_rules! twelve {
                    ($tools:ident) => {
                        for _ in 0..12 {
                            let $solution = &filler.fill_layout($rng).unwrap()[..];
                            let (fixed, optional) =
                                draw($variant, (side, &regions), $solution, $rng);
                            let $m = &mut Marked::new(&mut $tools, fixed, optional);
                            $body
                        }
                    };
                }
                match MarkTools::new(&layout).unwrap() {
                    MarkTools::Narrow(mut tools) => twelve!(tools),
                    MarkTools::Wide(mut tools) => twelve!(tools),
                }
            }
        };
    }

    /// The quick techniques going on from a position they settled under
    /// fewer givens, or fewer marks, end where a fresh start does: on
    /// marks drawn as the carve draws them (futoshiki's signs, thermometers
    /// and parities as optional marks; every kropki dot and the
    /// consecutive bars fixed), at beginner, easy and medium.
    #[test]
    fn settling_goes_on_where_a_fresh_start_ends() {
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(3, 2).unwrap(), Variant::THERMO),
            (Shape::new(3, 2).unwrap(), Variant::ODD_EVEN),
            (Shape::new(3, 3).unwrap(), Variant::KROPKI),
            (Shape::new(3, 2).unwrap(), Variant::CONSECUTIVE),
        ];
        let (mut differ, mut finished) = (0, 0);
        each_drawn!(cases, stream(49, 2), |m, variant, solution, rng| {
            let marks = m.optional.len();
            for k in 0..marks {
                if below(rng, 3) == 0 {
                    m.keep(k, false);
                }
            }
            // Some givens, and fewer of them.
            let keep = |rng: &mut StableRng, cells: &[u8], one_in: u32| -> Vec<u8> {
                (cells.iter())
                    .map(|&v| if below(rng, one_in) == 0 { v } else { 0 })
                    .collect()
            };
            let cells = keep(rng, solution, 3);
            let fewer = keep(rng, &cells, 2);
            for max in [Level::Beginner, Level::Easy, Level::Medium] {
                let fresh = m.fast.left_open(&cells, max);
                finished += usize::from(fresh == 0);
                // From the fewer givens, settled.
                let mut p = m.fast.start(&fewer).unwrap();
                m.fast.settle(&mut p, max, m.fast.all()).unwrap();
                let mut p2 = p;
                let dirty = m.place(&mut p2, givens(&cells)).unwrap();
                let open = m.fast.settle(&mut p2, max, dirty).unwrap();
                assert_eq!(
                    open, fresh,
                    "{variant:?} {cells:?} from {fewer:?} at {max:?}"
                );
                differ += usize::from(p2.changed_since(&p) != 0);
                // From the fixed marks and the first `limit` kept, the
                // others kept again.
                let limit = below(rng, marks as u32 + 1) as usize;
                let kept: Vec<bool> = m.kept[limit..].to_vec();
                (limit..marks).for_each(|k| m.keep(k, false));
                let mut p = m.fast.start(&cells).unwrap();
                m.fast.settle(&mut p, max, m.fast.all()).unwrap();
                (limit..marks)
                    .zip(kept)
                    .for_each(|(k, keep)| m.keep(k, keep));
                let dirty = m.fast.readers(limit..marks);
                let open = m.fast.settle(&mut p, max, dirty).unwrap();
                assert_eq!(
                    open, fresh,
                    "{variant:?} {cells:?} from {limit} marks at {max:?}"
                );
            }
        });
        assert!(finished > 20 && differ > 50, "{finished} and {differ}");
    }

    /// A puzzle whose level the carve knows without the ladder (up to hard,
    /// when the run wants no whole grade) is the puzzle carved with it,
    /// graded when asked as the carve grades: on futoshiki, greater,
    /// kropki, consecutive, odd-even and thermo at every level to hard.
    #[test]
    fn a_grade_worked_out_when_asked_is_the_carves() {
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(6, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(3, 2).unwrap(), Variant::GREATER),
            (Shape::new(3, 2).unwrap(), Variant::KROPKI),
            (Shape::new(5, 1).unwrap(), Variant::CONSECUTIVE),
            (Shape::new(3, 2).unwrap(), Variant::ODD_EVEN),
            (Shape::new(3, 3).unwrap(), Variant::THERMO),
        ];
        let mut compared = 0;
        for (shape, variant) in cases {
            for level in [Level::Beginner, Level::Easy, Level::Medium, Level::Hard] {
                let carver = |full_grade| {
                    let opts = CarveOptions {
                        level,
                        variant,
                        full_grade,
                        ..CarveOptions::default()
                    };
                    Carver::new(shape, opts).ok()
                };
                let (Some(mut eager), Some(mut lazy)) = (carver(true), carver(false)) else {
                    continue;
                };
                for seed in 0..3 {
                    let a = eager.carve(&mut stream(seed, 49)).unwrap();
                    let b = lazy.carve(&mut stream(seed, 49)).unwrap();
                    let what = format!("{variant:?} {shape} {level} seed {seed}");
                    assert_eq!(a.puzzle.to_line(), b.puzzle.to_line(), "{what}");
                    assert_eq!(b.level(), level, "{what}");
                    assert!(b.grade.get().is_none(), "{what}: graded while carved");
                    assert_eq!(a.grade(), b.grade(), "{what}");
                    compared += 1;
                }
            }
        }
        assert!(compared >= 60, "{compared}");
    }

    /// [`strip`] takes out the marks that asking a fresh solve for each in
    /// turn takes out, the marks after it still in: on futoshiki's signs,
    /// thermometers and parities drawn as the carve draws them, with some
    /// givens, at beginner to expert (hard's techniques' answers at hard,
    /// the search's and the ladder's past it).
    #[test]
    fn stripping_takes_out_what_one_at_a_time_does() {
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(4, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(3, 2).unwrap(), Variant::THERMO),
            (Shape::new(2, 2).unwrap(), Variant::ODD_EVEN),
        ];
        let (mut went, mut stayed) = (0, 0);
        each_drawn!(cases, stream(49, 3), |m, variant, solution, rng| {
            let marks = m.optional.len();
            let cells: Vec<u8> = (solution.iter())
                .map(|&v| if below(rng, 5) == 0 { v } else { 0 })
                .collect();
            for cap in [
                Level::Beginner,
                Level::Easy,
                Level::Medium,
                Level::Hard,
                Level::Expert,
            ] {
                (0..marks).for_each(|k| m.keep(k, true));
                // Nothing to take out from a puzzle the cap does not finish.
                let mut p = m.fast.start(&cells).unwrap();
                if m.left_open(&mut p, m.fast.all(), cap, Deadline::NEVER) != Some(0) {
                    continue;
                }
                // One at a time, each asked from the givens.
                let mut one = vec![true; marks];
                for k in 0..marks {
                    m.keep(k, false);
                    let mut p = m.fast.start(&cells).unwrap();
                    let finishes =
                        m.finishes(&mut p, (m.fast.all(), solution), cap, Deadline::NEVER);
                    one[k] = !finishes.unwrap();
                    m.keep(k, one[k]);
                }
                (0..marks).for_each(|k| m.keep(k, false));
                let mut start = m.fast.start(&cells).unwrap();
                let open = m.settle(&mut start, m.fast.all(), cap).unwrap();
                strip(
                    m,
                    0..marks,
                    (&start, open),
                    cap,
                    (solution, Deadline::NEVER),
                )
                .unwrap();
                assert_eq!(m.kept, one, "{variant:?} {cells:?} at {cap:?}");
                went += one.iter().filter(|&&k| !k).count();
                stayed += one.iter().filter(|&&k| k).count();
            }
        });
        assert!(went > 1000 && stayed > 200, "{went} and {stayed}");
    }
}
