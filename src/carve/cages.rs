//! A killer's cages grown on a solved grid, Solo's way: every cell its own
//! cage (one solution, plainly), then neighbouring cages merged in a random
//! order, each merge kept while the puzzle keeps one solution, no symbol
//! repeats in a cage and no cage grows past the most cells allowed, nor to
//! a sum that allows more sets of symbols than the level's limit.
//!
//! One pass over the neighbouring pairs: a merge refused mostly stays
//! refused, since later merges only join more cells (a cage too big or
//! with a repeat stays so) and only take sums away (a puzzle with two
//! solutions keeps them). A merge refused for its sum's sets might fit
//! once either cage has grown; the pass does not come back to it.

use super::killer::{most_cage_cells, most_cage_sets};
use super::swaps::{Swap, swaps_of};
use crate::cages::{Cage, Cages, SumSets};
use crate::deadline::{Deadline, TimedOut};
use crate::logic::board::bits_of;
use crate::logic::killer::{FastKiller, Progress};
use crate::logic::{Grader, Killer, Level, Stopped};
use crate::rng::shuffle;
use crate::solver::killer::KillerSolver;
use rand::Rng;

/// Cages on `solution` (with the givens `givens`, 0 blank; all blank for a
/// pure killer) of at most `most_cells` cells each, grown from `rng`, the
/// killer with them having exactly one solution; `solver` of the
/// solution's layout. Fails when `deadline` passes first.
pub fn grow_cages<R: Rng + ?Sized>(
    solver: &mut KillerSolver,
    solution: &[u8],
    givens: &[u8],
    most_cells: usize,
    rng: &mut R,
    deadline: Deadline,
) -> Result<Cages, TimedOut> {
    let n = solver.side();
    assert_eq!(n * n, solution.len(), "a grid of the solver's layout");
    let mut growth = Growth::new(n, solution, most_cells, usize::MAX);
    growth.grow(rng, false, |g, _| {
        Ok(solver.count(&g.cages(), givens, 2, deadline)?.count == 1)
    })?;
    Ok(growth.cages())
}

/// Cages on `solution` (with the givens `givens`, 0 blank) of at most
/// [`most_cage_cells`] of `level` each, grown from `rng` while the killer
/// techniques up to `level` finish the puzzle (so it has one solution);
/// `grader` of the solution's layout, and `fast` when its grid is small
/// enough for one. Fails when `deadline` passes first.
///
/// The techniques of `fast` (up to `level`, hard's at most) answer first:
/// alone up to hard, and above whenever they finish the puzzle; and they
/// let whole runs of merges go at once, by finishing the puzzle without
/// the cages those merges join (which the merged cages only add to).
/// Where they get without those cages is where they start for each of
/// the merges (the same answer as from the start, sooner).
pub fn grow_graded<R: Rng + ?Sized>(
    grader: &mut Grader,
    mut fast: Option<&mut FastKiller>,
    solution: &[u8],
    givens: &[u8],
    level: Level,
    rng: &mut R,
    deadline: Deadline,
) -> Result<Cages, TimedOut> {
    let n = grader.houses().side();
    let (most_cells, most_sets) = (most_cage_cells(n, level), most_cage_sets(n, level));
    assert_eq!(n * n, solution.len(), "a grid of the grader's layout");
    // The fast techniques answer for easy and above, not for beginner.
    if level < Level::Easy {
        fast = None;
    }
    let mut growth = Growth::new(n, solution, most_cells, most_sets);
    // Other solutions read off the grid: a merge after which one of them
    // keeps every cage is refused at once (no technique finishes a puzzle
    // with two solutions). From hard up: below, merges are seldom refused
    // for a second solution, and finding the swaps costs more than they
    // save (9x9 easy 100: 228M instructions without, 276M with).
    if level >= Level::Hard {
        let mut swaps = swaps_of(grader.houses(), solution, MOST_SWAPPED);
        swaps.retain(|s| s.cells.iter().all(|&c| givens[c as usize] == 0));
        growth.set_swaps(swaps);
    }
    let runs = fast.is_some();
    // Where the fast techniques got without the cages on some cells: a
    // start for any later ask whose merges join cages on those cells alone,
    // while the other cages stay as they were.
    let mut bases: Vec<(u128, Progress)> = Vec::new();
    growth.grow(rng, runs, |g, ask| {
        let (free, another) = match ask {
            Ask::Keep(undo) => (&[][..], g.another_after(undo)),
            Ask::Without(free) => (free, g.another_without(free)),
        };
        if another {
            return Ok(false);
        }
        let (mut joined, mut base) = (0u128, None);
        let kept = 'judged: {
            if let Some(fast) = fast.as_mut() {
                // The cells of the cages the ask joins.
                joined = match ask {
                    Ask::Keep(undo) => g.cells[undo.x].iter().fold(0, |m, &c| m | 1 << c),
                    Ask::Without(free) => (0..free.len())
                        .filter(|&c| free[c])
                        .fold(0, |m, c| m | 1 << c),
                };
                fast.clear();
                g.each(|sum, cells| {
                    if !free.get(cells[0]).is_some_and(|&f| f) {
                        fast.push(sum, cells);
                    }
                });
                // From the nearest base that holds the cells joined.
                let nearest = bases
                    .iter()
                    .filter(|&&(cells, _)| joined & !cells == 0)
                    .min_by_key(|&&(cells, _)| cells.count_ones());
                // The cells whose cages differ from the base's: its own.
                let Some((fresh, mut at)) = nearest
                    .copied()
                    .or_else(|| Some((u128::MAX, fast.start(givens)?)))
                else {
                    break 'judged false;
                };
                let settled = fast.settle(&mut at, level, fresh);
                let done = settled == Some(true);
                if matches!(ask, Ask::Without(_)) && settled.is_some() {
                    base = Some((joined, at));
                }
                if done || level <= Level::Hard || matches!(ask, Ask::Without(_)) {
                    break 'judged done;
                }
            }
            let killer = Killer::new(grader.houses(), &g.cages());
            match grader.solve_killer(givens, &killer, level, false, deadline) {
                Ok(g) => g.solved,
                Err(Stopped::Contradiction) => false,
                Err(Stopped::TimedOut) => return Err(TimedOut),
            }
        };
        if kept {
            // The cages outside a base's cells changed, unless the merges
            // kept lie in them.
            bases.retain(|&(cells, _)| joined & !cells == 0);
        }
        if let Some(base) = base {
            if bases.len() == MOST_BASES {
                bases.remove(0);
            }
            bases.push(base);
        }
        Ok(kept)
    })?;
    Ok(growth.cages())
}

/// How many merges a growth with runs offers at once when one at a time
/// is left, before it offers each: where the judge gets without them is a
/// start for each.
const WINDOW: usize = 4;

/// The most bases [`grow_graded`] keeps (the oldest goes first).
const MOST_BASES: usize = 4;

/// The most cells of the swaps [`grow_graded`] looks for: one of more
/// seldom keeps every cage, and looking for it costs more than it saves
/// (9x9 hard: 12 cells 2% fewer instructions than any number, 8 cells
/// more on 6x6).
const MOST_SWAPPED: usize = 12;

/// Cages being grown on a solution of side `n`: each cell's cage, each
/// cage's cells and symbols (bit `d - 1`); a cage merged into another is
/// left empty. No cage grows past `most_cells` cells, nor to a sum its
/// size makes in more than `most_sets` sets of symbols. `swaps`: other
/// solutions of the grid's houses (none on a given), `touching` those
/// holding each cell.
struct Growth<'a> {
    n: usize,
    solution: &'a [u8],
    of: Vec<usize>,
    cells: Vec<Vec<usize>>,
    symbols: Vec<u32>,
    most_cells: usize,
    most_sets: usize,
    sums: &'static SumSets,
    swaps: Vec<Swap>,
    touching: Vec<Vec<u32>>,
}

impl<'a> Growth<'a> {
    /// Every cell its own cage.
    fn new(n: usize, solution: &'a [u8], most_cells: usize, most_sets: usize) -> Growth<'a> {
        Growth {
            n,
            solution,
            of: (0..solution.len()).collect(),
            cells: (0..solution.len()).map(|c| vec![c]).collect(),
            symbols: solution.iter().map(|&v| 1 << (v - 1)).collect(),
            most_cells,
            most_sets,
            sums: SumSets::shared(n),
            swaps: Vec::new(),
            touching: vec![Vec::new(); solution.len()],
        }
    }

    /// Other solutions of the grid's houses to look for.
    fn set_swaps(&mut self, swaps: Vec<Swap>) {
        for list in &mut self.touching {
            list.clear();
        }
        for (i, swap) in swaps.iter().enumerate() {
            for &c in &swap.cells {
                self.touching[c as usize].push(i as u32);
            }
        }
        self.swaps = swaps;
    }

    /// Whether one of its swaps keeps every cage after the merge `undo`
    /// takes back, before which none did: one with cells in both cages
    /// merged (the other cages are as they were), so one touching the
    /// cells of the smaller.
    fn another_after(&self, undo: Undo) -> bool {
        let (old, moved) = self.cells[undo.x].split_at(undo.kept);
        let part = if old.len() <= moved.len() { old } else { moved };
        part.iter().any(|&c| {
            self.touching[c]
                .iter()
                .any(|&i| self.keeps(&self.swaps[i as usize], &[]))
        })
    }

    /// Whether one of its swaps keeps every cage but those of the cells
    /// marked in `free`.
    fn another_without(&self, free: &[bool]) -> bool {
        self.swaps.iter().any(|swap| self.keeps(swap, free))
    }

    /// Whether `swap` keeps every cage but those of the cells marked in
    /// `free` (each sum, and no symbol twice): then the puzzle without
    /// those cages has another solution.
    fn keeps(&self, swap: &Swap, free: &[bool]) -> bool {
        swap.cells.iter().all(|&c| {
            let c = c as usize;
            if free.get(c).is_some_and(|&f| f) {
                return true;
            }
            // The cage of `c` with the swap's symbols in its cells: the
            // same sum, and the symbols taken not among those it keeps.
            let k = self.of[c];
            let (mut sum, mut kept, mut taken) = (0i32, self.symbols[k], 0u32);
            for &d in &self.cells[k] {
                if let Ok(i) = swap.cells.binary_search(&(d as u16)) {
                    let (old, new) = (self.solution[d], swap.symbols[i]);
                    sum += i32::from(new) - i32::from(old);
                    kept &= !(1 << (old - 1));
                    if taken >> (new - 1) & 1 != 0 {
                        return false;
                    }
                    taken |= 1 << (new - 1);
                }
            }
            sum == 0 && kept & taken == 0
        })
    }

    /// Whether a cage of `size` cells holding the symbols `symbols` is
    /// within the limits.
    fn fits(&self, size: usize, symbols: u32) -> bool {
        let sum = bits_of(symbols).map(|d| d as u32 + 1).sum();
        size <= self.most_cells && self.sums.of(size, sum).len() <= self.most_sets
    }

    /// Neighbouring cages merged in an order from `rng` while `judge`
    /// keeps the cages with the merge ([`Ask::Keep`]). With `runs`, runs of
    /// merges are offered to `judge` at once ([`Ask::Without`]), halved
    /// when refused, until one at a time is left; then each [`WINDOW`]
    /// merges are offered at once before each of them.
    fn grow<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        runs: bool,
        mut judge: impl FnMut(&Growth, Ask) -> Result<bool, TimedOut>,
    ) -> Result<(), TimedOut> {
        let (n, len) = (self.n, self.solution.len());
        let mut pairs: Vec<(usize, usize)> = (0..len)
            .flat_map(|c| {
                let right = (c % n + 1 < n).then_some((c, c + 1));
                let down = (c + n < len).then_some((c, c + n));
                [right, down].into_iter().flatten()
            })
            .collect();
        shuffle(rng, &mut pairs);
        let mut width = if runs { 8 } else { 1 };
        let mut i = 0;
        // Where the window of merges offered at once ends, once one at a
        // time is left.
        let mut window = 0;
        while i < pairs.len() {
            if runs && width == 1 && i >= window {
                let (end, free) = self.run(&pairs[i..], WINDOW);
                if judge(self, Ask::Without(&free))? {
                    for &(a, b) in &pairs[i..i + end] {
                        self.merge(a, b);
                    }
                    i += end;
                    continue;
                }
                window = i + end;
            }
            if width > 1 {
                let (end, free) = self.run(&pairs[i..], width);
                if judge(self, Ask::Without(&free))? {
                    for &(a, b) in &pairs[i..i + end] {
                        self.merge(a, b);
                    }
                    i += end;
                    width = (width * 2).min(64);
                } else {
                    width /= 2;
                }
                continue;
            }
            let (a, b) = pairs[i];
            i += 1;
            if let Some(undo) = self.merge(a, b)
                && !judge(self, Ask::Keep(undo))?
            {
                self.undo(undo);
            }
        }
        Ok(())
    }

    /// The cages of cells `a` and `b` merged, when they are two, share no
    /// symbol and [fit](Growth::fits) together: what undoes it.
    fn merge(&mut self, a: usize, b: usize) -> Option<Undo> {
        let (x, y) = (self.of[a].min(self.of[b]), self.of[a].max(self.of[b]));
        if x == y
            || self.symbols[x] & self.symbols[y] != 0
            || !self.fits(
                self.cells[x].len() + self.cells[y].len(),
                self.symbols[x] | self.symbols[y],
            )
        {
            return None;
        }
        let moved = std::mem::take(&mut self.cells[y]);
        let kept = self.cells[x].len();
        self.cells[x].extend_from_slice(&moved);
        for &c in &moved {
            self.of[c] = x;
        }
        self.symbols[x] |= self.symbols[y];
        Some(Undo { x, y, kept })
    }

    /// The merge that gave `undo` taken back.
    fn undo(&mut self, Undo { x, y, kept }: Undo) {
        let moved = self.cells[x].split_off(kept);
        for &c in &moved {
            self.of[c] = y;
        }
        self.symbols[x] &= !self.symbols[y];
        self.cells[y] = moved;
    }

    /// How many of `pairs` hold the next `width` merges (fewer at the end),
    /// were each of them accepted, and the cells of the cages they join.
    fn run(&self, pairs: &[(usize, usize)], width: usize) -> (usize, Vec<bool>) {
        // Each cage's stand-in and size and symbols as the merges go.
        let mut root: Vec<usize> = (0..self.cells.len()).collect();
        let mut size: Vec<usize> = self.cells.iter().map(Vec::len).collect();
        let mut symbols = self.symbols.clone();
        let mut joined = vec![false; self.cells.len()];
        let find = |root: &[usize], mut k: usize| {
            while root[k] != k {
                k = root[k];
            }
            k
        };
        let (mut end, mut merges) = (0, 0);
        while end < pairs.len() && merges < width {
            let (a, b) = pairs[end];
            end += 1;
            let (p, q) = (find(&root, self.of[a]), find(&root, self.of[b]));
            if p == q
                || symbols[p] & symbols[q] != 0
                || !self.fits(size[p] + size[q], symbols[p] | symbols[q])
            {
                continue;
            }
            root[q] = p;
            size[p] += size[q];
            symbols[p] |= symbols[q];
            joined[self.of[a]] = true;
            joined[self.of[b]] = true;
            merges += 1;
        }
        let mut free = vec![false; self.solution.len()];
        for (k, cells) in self.cells.iter().enumerate() {
            if joined[k] {
                for &c in cells {
                    free[c] = true;
                }
            }
        }
        (end, free)
    }

    /// Each cage's sum and cells (in the order they joined), cages in
    /// order of their first cell's cage.
    fn each(&self, mut f: impl FnMut(u32, &[usize])) {
        for cells in self.cells.iter().filter(|list| !list.is_empty()) {
            let sum = cells.iter().map(|&c| u32::from(self.solution[c])).sum();
            f(sum, cells);
        }
    }

    /// The cages, in order of their first cell, cells in order.
    fn cages(&self) -> Cages {
        let mut cages = Vec::new();
        self.each(|sum, cells| {
            let mut cells = cells.to_vec();
            cells.sort_unstable();
            cages.push(Cage { sum, cells });
        });
        cages.sort_unstable_by_key(|k| k.cells[0]);
        Cages::new(self.n, cages).expect("cages joined side to side on the solution")
    }
}

/// What a growth asks of its judge.
enum Ask<'a> {
    /// Whether the puzzle with these cages, just merged as `undo` takes
    /// back, is kept.
    Keep(Undo),
    /// Whether the puzzle is finished without the cages of the cells
    /// marked: then every merge joining only those is kept.
    Without(&'a [bool]),
}

/// What takes back a merge of cage `y` into cage `x`, which had `kept`
/// cells before.
#[derive(Clone, Copy)]
struct Undo {
    x: usize,
    y: usize,
    kept: usize,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Shape;
    use crate::fill::Filler;
    use crate::houses::Houses;
    use crate::layout::{Layout, Variant};
    use crate::rng;

    #[test]
    fn grown_cages_keep_one_solution_and_their_limits() {
        for (shape, most) in [
            (Shape::new(2, 2).unwrap(), 4),
            (Shape::new(3, 2).unwrap(), 5),
        ] {
            let mut solver = KillerSolver::new(&Layout::classic(shape));
            let mut filler = Filler::new(shape);
            let mut sizes = Vec::new();
            for seed in 0..20 {
                let mut r = rng::stream(seed, 3);
                let solution = filler.fill(&mut r).cells().to_vec();
                let blank = vec![0; solution.len()];
                let cages = grow_cages(
                    &mut solver,
                    &solution,
                    &blank,
                    most,
                    &mut r,
                    Deadline::NEVER,
                )
                .unwrap();
                let count = solver.count(&cages, &blank, 2, Deadline::NEVER).unwrap();
                assert_eq!(count.count, 1, "{shape} {seed}");
                assert_eq!(count.solution.as_deref(), Some(&solution[..]));
                assert!(cages.cages().iter().all(|k| k.cells.len() <= most));
                sizes.push(cages.cages().len());
            }
            // Merged well below one cage a cell.
            let mean = sizes.iter().sum::<usize>() as f32 / sizes.len() as f32;
            assert!(mean < shape.cells() as f32 / 2.0, "{shape}: {sizes:?}");
        }
    }

    #[test]
    fn a_swap_said_to_keep_the_cages_keeps_them() {
        // Random merges, each checked against the swaps by the rules (every
        // cage, but those on free cells, keeps its sum with the swap's
        // symbols and holds no symbol twice); a merge after which one keeps
        // them is taken back, as the growth does.
        let mut found = [0; 2];
        for (shape, variant) in [
            ("3x2", Variant::CLASSIC),
            ("3x3", Variant::CLASSIC),
            ("3x3", Variant::X),
        ] {
            let shape: Shape = shape.parse().unwrap();
            let layout = Layout::new(shape, variant).unwrap();
            let houses = Houses::of_layout(&layout);
            let n = shape.side();
            for seed in 0..12 {
                let mut r = rng::stream(seed, 5);
                let solution = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
                let mut g = Growth::new(n, &solution, n, usize::MAX);
                g.set_swaps(swaps_of(&houses, &solution, 2 * n));
                let by_rules = |g: &Growth, free: &[bool]| {
                    g.swaps.iter().any(|swap| {
                        let mut other = solution.clone();
                        for (&c, &s) in swap.cells.iter().zip(&swap.symbols) {
                            other[c as usize] = s;
                        }
                        g.cages().cages().iter().all(|k| {
                            let values: Vec<u8> = k.cells.iter().map(|&c| other[c]).collect();
                            let sum: u32 = values.iter().map(|&v| u32::from(v)).sum();
                            let distinct = values
                                .iter()
                                .enumerate()
                                .all(|(i, v)| !values[..i].contains(v));
                            k.cells.iter().any(|&c| free[c]) || (sum == k.sum && distinct)
                        })
                    })
                };
                let mut pairs: Vec<(usize, usize)> = (0..n * n)
                    .flat_map(|c| [(c, c + 1), (c, c + n)])
                    .filter(|&(a, b)| b < n * n && (b == a + n || b % n != 0))
                    .collect();
                shuffle(&mut r, &mut pairs);
                for (i, &(a, b)) in pairs.iter().enumerate() {
                    let Some(undo) = g.merge(a, b) else {
                        continue;
                    };
                    let after = g.another_after(undo);
                    assert_eq!(after, by_rules(&g, &[false; 81][..n * n]), "{shape}");
                    if after {
                        found[0] += 1;
                        g.undo(undo);
                    }
                    // Every fifth merge, without the cages of the next
                    // merges' cells too.
                    if i % 5 == 0 {
                        let (_, free) = g.run(&pairs[i + 1..], 8);
                        let without = g.another_without(&free);
                        assert_eq!(without, by_rules(&g, &free), "{shape}");
                        found[1] += usize::from(without);
                    }
                }
            }
        }
        assert!(found[0] > 20 && found[1] > 20, "{found:?}");
    }

    #[test]
    fn a_swap_keeps_a_cage_with_its_sum_and_no_symbol_twice() {
        let solution = super::super::swaps::SOLVED_4X4;
        // The first row one cage of sum 10, every other cell its own.
        let mut g = Growth::new(4, &solution, 4, usize::MAX);
        for c in 0..3 {
            g.merge(c, c + 1).unwrap();
        }
        let keeps = |cells: Vec<u16>, symbols: Vec<u8>| g.keeps(&Swap { cells, symbols }, &[]);
        // The two ends exchanged: the same sum and symbols.
        assert!(keeps(vec![0, 3], vec![4, 1]));
        // The same sum, but a 2 and a 3 twice.
        assert!(!keeps(vec![0, 3], vec![2, 3]));
        // A 4 twice.
        assert!(!keeps(vec![0, 1], vec![4, 4]));
        // Another sum.
        assert!(!keeps(vec![0, 1], vec![2, 3]));
        // A one-cell cage changed.
        assert!(!keeps(vec![0, 3, 4], vec![4, 1, 1]));
        // ... unless it is free.
        let mut free = [false; 16];
        free[4] = true;
        assert!(g.keeps(
            &Swap {
                cells: vec![0, 3, 4],
                symbols: vec![4, 1, 1]
            },
            &free
        ));
    }

    #[test]
    fn the_fast_techniques_and_runs_of_merges_grow_the_cages_the_grader_alone_grows() {
        // The fast techniques answer exactly up to hard and only when they
        // finish above, also from where they got without the cages a merge
        // joins, and a run is kept only when each of its merges would be:
        // the same cages either way, from the same stream.
        for (shape, seeds) in [
            (Shape::new(3, 2).unwrap(), 8),
            (Shape::new(3, 3).unwrap(), 12),
        ] {
            let layout = Layout::classic(shape);
            let mut grader = Grader::of_layout(&layout);
            let mut fast = FastKiller::new(grader.houses()).unwrap();
            let mut filler = Filler::new(shape);
            for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
                for seed in 0..seeds {
                    let mut r = rng::stream(seed, 11);
                    let solution = filler.fill(&mut r).cells().to_vec();
                    let mut givens = vec![0; solution.len()];
                    if seed % 2 == 1 {
                        givens[seed as usize] = solution[seed as usize];
                    }
                    let mut grow = |fast: Option<&mut FastKiller>| {
                        let mut r = r.clone();
                        let grown = grow_graded(
                            &mut grader,
                            fast,
                            &solution,
                            &givens,
                            level,
                            &mut r,
                            Deadline::NEVER,
                        );
                        grown.unwrap()
                    };
                    let alone = grow(None);
                    // Grown well past a cage a cell.
                    assert!(alone.cages().len() < solution.len() / 2);
                    let quick = grow(Some(&mut fast));
                    assert_eq!(quick.to_text(), alone.to_text(), "{shape} {level} {seed}");
                }
            }
        }
    }
}
