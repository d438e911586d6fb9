//! Killer cages and the killer solver, against a checker written here from
//! the rules: every row, column and box holds each symbol once; each
//! cage's symbols add up to its sum and never repeat.

use sudoku_press::Shape;
use sudoku_press::cages::{Cage, Cages};
use sudoku_press::carve::grow_cages;
use sudoku_press::deadline::Deadline;
use sudoku_press::fill::Filler;
use sudoku_press::layout::Layout;
use sudoku_press::rng;
use sudoku_press::solver::killer::KillerSolver;

/// A killer as the rules see it: boxes `w` wide and `h` tall, cages as
/// (sum, cells), givens (0 blank).
pub struct Rules<'a> {
    pub w: usize,
    pub h: usize,
    pub cages: &'a [(u32, Vec<usize>)],
    pub givens: &'a [u8],
}

impl Rules<'_> {
    fn n(&self) -> usize {
        self.w * self.h
    }

    /// Whether cells `a` and `b` share a row, a column or a box.
    fn see(&self, a: usize, b: usize) -> bool {
        let n = self.n();
        let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
        a != b
            && (ra == rb || ca == cb || (ra / self.h == rb / self.h && ca / self.w == cb / self.w))
    }

    /// The cage holding cell `c`.
    fn cage_of(&self, c: usize) -> &(u32, Vec<usize>) {
        self.cages
            .iter()
            .find(|(_, cells)| cells.contains(&c))
            .unwrap()
    }

    /// Whether `d` can go in cell `c` beside the cells filled (not 0) in
    /// `grid`: no cell it sees holds `d`, and its cage can still be
    /// finished with distinct symbols that fit their cells adding up to
    /// its sum.
    fn fits(&self, grid: &[u8], c: usize, d: u8) -> bool {
        if (0..grid.len()).any(|e| grid[e] == d && self.see(c, e)) {
            return false;
        }
        let (sum, cells) = self.cage_of(c);
        let mut used: Vec<u8> = cells
            .iter()
            .filter(|&&e| e != c)
            .map(|&e| grid[e])
            .filter(|&v| v != 0)
            .collect();
        if used.contains(&d) {
            return false;
        }
        used.push(d);
        let made: u32 = used.iter().map(|&v| u32::from(v)).sum();
        let Some(rest) = sum.checked_sub(made) else {
            return false;
        };
        // The other open cells of the cage, each with the symbols its row,
        // column, box and given leave it.
        let open: Vec<Vec<u8>> = cells
            .iter()
            .filter(|&&e| e != c && grid[e] == 0)
            .map(|&e| {
                (1..=self.n() as u8)
                    .filter(|&x| {
                        (self.givens[e] == 0 || self.givens[e] == x)
                            && !used.contains(&x)
                            && !self.see(e, c) | (x != d)
                            && !(0..grid.len()).any(|f| grid[f] == x && self.see(e, f))
                    })
                    .collect()
            })
            .collect();
        finish(&open, 0, rest, &mut used)
    }

    /// Solutions, counted up to `limit`. Each step works out the symbols
    /// that fit every open cell, then fills the cell with the fewest, or
    /// places the symbol with the fewest places left in a row, column or
    /// box (every house holds every symbol), whichever has fewer choices.
    pub fn count(&self, limit: usize) -> usize {
        let mut grid = self.givens.to_vec();
        if (0..grid.len()).any(|c| grid[c] != 0 && !self.fits(&grid, c, grid[c])) {
            return 0;
        }
        let mut found = 0;
        self.count_from(&mut grid, limit, &mut found);
        found
    }

    /// Every row, column and box, as cells.
    fn houses(&self) -> Vec<Vec<usize>> {
        let n = self.n();
        let mut houses: Vec<Vec<usize>> = (0..n)
            .map(|r| (0..n).map(|c| r * n + c).collect())
            .collect();
        houses.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
        houses.extend((0..n).map(|b| {
            let (r0, c0) = (b / self.h * self.h, b % self.h * self.w);
            (0..n)
                .map(|i| (r0 + i / self.w) * n + c0 + i % self.w)
                .collect()
        }));
        houses
    }

    fn count_from(&self, grid: &mut [u8], limit: usize, found: &mut usize) {
        let n = self.n();
        let houses = self.houses();
        let open: Vec<usize> = (0..grid.len()).filter(|&c| grid[c] == 0).collect();
        if open.is_empty() {
            *found += 1;
            return;
        }
        // What each open cell's row, column, box and given leave it (bit
        // d - 1 for symbol d).
        let mut used = vec![0u32; houses.len()];
        for (h, cells) in houses.iter().enumerate() {
            used[h] = cells
                .iter()
                .filter(|&&c| grid[c] != 0)
                .fold(0, |m, &c| m | 1 << (grid[c] - 1));
        }
        let mut fit = vec![0u32; grid.len()];
        for &c in &open {
            let (r, k) = (c / n, c % n);
            let b = r / self.h * self.h + k / self.w;
            let mut m = ((1u32 << n) - 1) & !(used[r] | used[n + k] | used[2 * n + b]);
            if self.givens[c] != 0 {
                m &= 1 << (self.givens[c] - 1);
            }
            fit[c] = m;
        }
        // Each cage keeps, in each open cell, the symbols some way of
        // finishing it with distinct symbols that fit uses.
        for (sum, cells) in self.cages {
            let placed: Vec<u8> = cells.iter().map(|&c| grid[c]).filter(|&v| v != 0).collect();
            let taken = placed.iter().fold(0u32, |m, &v| m | 1 << (v - 1));
            let made: u32 = placed.iter().map(|&v| u32::from(v)).sum();
            let cage_open: Vec<usize> = cells.iter().copied().filter(|&c| grid[c] == 0).collect();
            let Some(rest) = sum.checked_sub(made) else {
                return;
            };
            for (i, &c) in cage_open.iter().enumerate() {
                let mut keep = 0;
                for d in (1..=n as u32).filter(|&d| (fit[c] & !taken) >> (d - 1) & 1 != 0) {
                    let others: Vec<u32> = cage_open
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &e)| fit[e])
                        .collect();
                    if d <= rest && finish_masks(&others, rest - d, taken | 1 << (d - 1), n as u32)
                    {
                        keep |= 1 << (d - 1);
                    }
                }
                fit[c] &= keep;
            }
        }
        // The choices: a cell's symbols, or a missing symbol's places in a
        // house; the fewest first.
        let symbols = |m: u32| (1..=n as u8).filter(move |&d| m >> (d - 1) & 1 != 0);
        let &c = open.iter().min_by_key(|&&c| fit[c].count_ones()).unwrap();
        let mut best: Vec<(usize, u8)> = symbols(fit[c]).map(|d| (c, d)).collect();
        for (h, cells) in houses.iter().enumerate() {
            for d in symbols(((1u32 << n) - 1) & !used[h]) {
                if best.len() <= 1 {
                    break;
                }
                let places: Vec<(usize, u8)> = cells
                    .iter()
                    .filter(|&&c| grid[c] == 0 && fit[c] >> (d - 1) & 1 != 0)
                    .map(|&c| (c, d))
                    .collect();
                if places.len() < best.len() {
                    best = places;
                }
            }
        }
        for (c, d) in best {
            if *found >= limit {
                return;
            }
            grid[c] = d;
            self.count_from(grid, limit, found);
            grid[c] = 0;
        }
    }

    /// Whether `grid` keeps every rule and the givens.
    pub fn holds(&self, grid: &[u8]) -> bool {
        let cells: Vec<usize> = self
            .cages
            .iter()
            .flat_map(|(_, cells)| cells.clone())
            .collect();
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        sorted == (0..grid.len()).collect::<Vec<_>>()
            && (0..grid.len()).all(|c| {
                (self.givens[c] == 0 || self.givens[c] == grid[c]) && self.fits(grid, c, grid[c])
            })
    }
}

/// Whether cells that may hold the symbols of masks `open` can take
/// distinct symbols, none in `taken`, adding up to `rest` (symbols 1 to
/// `n`).
fn finish_masks(open: &[u32], rest: u32, taken: u32, n: u32) -> bool {
    let Some((&first, more)) = open.split_first() else {
        return rest == 0;
    };
    let left = open.len() as u32;
    // At least 1 + 2 + ..., at most n + (n - 1) + ...
    if rest < left * (left + 1) / 2 || rest > left * (2 * n + 1 - left) / 2 {
        return false;
    }
    (1..=n.min(rest)).any(|x| {
        let bit = 1 << (x - 1);
        first & !taken & bit != 0 && finish_masks(more, rest - x, taken | bit, n)
    })
}

/// Whether the cells whose symbols `open[i..]` lists can take distinct
/// symbols, none in `used`, adding up to `rest`.
fn finish(open: &[Vec<u8>], i: usize, rest: u32, used: &mut Vec<u8>) -> bool {
    if i == open.len() {
        return rest == 0;
    }
    let left = (open.len() - i) as u32;
    if rest < left {
        return false;
    }
    for &x in &open[i] {
        if u32::from(x) > rest || used.contains(&x) {
            continue;
        }
        used.push(x);
        let ok = finish(open, i + 1, rest - u32::from(x), used);
        used.pop();
        if ok {
            return true;
        }
    }
    false
}

/// Cages grown at random on `solution` (side `n`): from each cell no cage
/// holds yet, up to `most` cells, each next a neighbour of the cage (whose
/// symbol it lacks, unless `repeats`).
fn random_cages(
    solution: &[u8],
    n: usize,
    most: usize,
    repeats: bool,
    r: &mut impl rand::Rng,
) -> Vec<(u32, Vec<usize>)> {
    let mut taken = vec![false; n * n];
    let mut order: Vec<usize> = (0..n * n).collect();
    rng::shuffle(r, &mut order);
    let mut cages = Vec::new();
    for start in order {
        if taken[start] {
            continue;
        }
        let size = 1 + rng::below(r, most as u32) as usize;
        let mut cells = vec![start];
        taken[start] = true;
        while cells.len() < size {
            let mut near: Vec<usize> = cells
                .iter()
                .flat_map(|&c| {
                    let (row, col) = (c / n, c % n);
                    [
                        (row > 0).then(|| c - n),
                        (row + 1 < n).then(|| c + n),
                        (col > 0).then(|| c - 1),
                        (col + 1 < n).then(|| c + 1),
                    ]
                })
                .flatten()
                .filter(|&c| {
                    !taken[c] && (repeats || cells.iter().all(|&e| solution[e] != solution[c]))
                })
                .collect();
            near.sort_unstable();
            near.dedup();
            if near.is_empty() {
                break;
            }
            let next = near[rng::below(r, near.len() as u32) as usize];
            taken[next] = true;
            cells.push(next);
        }
        let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
        cages.push((sum, cells));
    }
    cages
}

/// Killers on boxes `w` x `h`: cages of up to `most` cells grown on random
/// grids, about `keep` percent of the cells given; on a third, two cages'
/// sums moved apart by one, on another, cages grown over repeated symbols
/// (either may leave no solution). The solver counts as
/// the rules do, up to `limit`, and what it finds keeps them. How many had
/// none, one and more.
fn compare(w: usize, h: usize, most: usize, keep: u32, runs: u64, limit: usize) -> [usize; 3] {
    let shape = Shape::new(w, h).unwrap();
    let n = shape.side();
    let mut solver = KillerSolver::new(&Layout::classic(shape));
    let mut filler = Filler::new(shape);
    let mut counts = [0; 3];
    for seed in 0..runs {
        let mut r = rng::stream(seed, 23);
        let solution = filler.fill(&mut r).cells().to_vec();
        let mut cages = random_cages(&solution, n, most, seed % 3 == 1, &mut r);
        if seed % 3 == 2 && cages.len() > 1 {
            let (a, b) = (0, cages.len() - 1);
            if cages[a].1.len() > 1 && cages[a].0 < (n * cages[a].1.len()) as u32 - 1 {
                cages[a].0 += 1;
                cages[b].0 = cages[b].0.saturating_sub(1);
            }
        }
        let givens: Vec<u8> = solution
            .iter()
            .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
            .collect();
        let rules = Rules {
            w,
            h,
            cages: &cages,
            givens: &givens,
        };
        assert!(
            seed % 3 != 0 || rules.holds(&solution),
            "the grid keeps the rules"
        );
        let Ok(checked) = Cages::new(
            n,
            cages
                .iter()
                .map(|(sum, cells)| Cage {
                    sum: *sum,
                    cells: cells.clone(),
                })
                .collect(),
        ) else {
            // A sum moved out of its cage's range, or a cage longer than
            // the symbols: refused, as it should be.
            assert_ne!(seed % 3, 0);
            continue;
        };
        let got = solver
            .count(&checked, &givens, limit, Deadline::NEVER)
            .unwrap();
        let want = rules.count(limit);
        assert_eq!(got.count, want, "{shape} seed {seed}: {cages:?} {givens:?}");
        if let Some(found) = &got.solution {
            assert!(rules.holds(found), "{shape} seed {seed}: {found:?}");
        }
        counts[want.min(2)] += 1;
    }
    counts
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_4x4() {
    let [none, one, many] = compare(2, 2, 4, 0, 150, 2);
    assert!(none > 5 && one > 20 && many > 20, "{none} {one} {many}");
    let [_, one, _] = compare(2, 2, 3, 25, 60, 2);
    assert!(one > 20, "{one}");
    // Every solution counted (a 4x4 grid has 288), on cages big enough to
    // span boxes, rows and columns.
    let [_, _, many] = compare(2, 2, 4, 0, 150, 300);
    assert!(many > 20, "{many}");
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_6x6() {
    let [none, one, many] = compare(3, 2, 4, 0, 60, 2);
    assert!(none > 2 && one > 10 && many > 2, "{none} {one} {many}");
    let [_, one, _] = compare(2, 3, 5, 20, 30, 2);
    assert!(one > 5, "{one}");
    let [_, _, many] = compare(3, 2, 6, 10, 30, 50);
    assert!(many > 5, "{many}");
}

#[test]
fn the_killer_solver_counts_as_the_rules_do_on_9x9() {
    // Given cells keep the rules' checker quick; pure killers with small
    // cages too.
    let [_, one, _] = compare(3, 3, 5, 35, 12, 2);
    assert!(one > 3, "{one}");
    let [_, one, _] = compare(3, 3, 2, 0, 6, 2);
    assert!(one > 1, "{one}");
}

/// Killers whose cages `grow_cages` grew on random grids, pure and with
/// about `keep` percent of the cells given: cages connected and of at most
/// `most` cells, the grid keeping every rule, and one solution by the
/// rules.
fn grown(w: usize, h: usize, most: usize, keep: u32, runs: u64) {
    let shape = Shape::new(w, h).unwrap();
    let n = shape.side();
    let mut solver = KillerSolver::new(&Layout::classic(shape));
    let mut filler = Filler::new(shape);
    for seed in 0..runs {
        let mut r = rng::stream(seed, 29);
        let solution = filler.fill(&mut r).cells().to_vec();
        let givens: Vec<u8> = solution
            .iter()
            .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
            .collect();
        let cages = grow_cages(
            &mut solver,
            &solution,
            &givens,
            most,
            &mut r,
            Deadline::NEVER,
        )
        .unwrap();
        let cages: Vec<(u32, Vec<usize>)> = cages
            .cages()
            .iter()
            .map(|k| (k.sum, k.cells.clone()))
            .collect();
        for (_, cells) in &cages {
            assert!(cells.len() <= most, "{cells:?}");
            assert!(joined(cells, n), "{shape} {seed}: {cells:?}");
        }
        let rules = Rules {
            w,
            h,
            cages: &cages,
            givens: &givens,
        };
        assert!(rules.holds(&solution), "{shape} {seed}: {cages:?}");
        assert_eq!(rules.count(2), 1, "{shape} {seed}: {cages:?} {givens:?}");
    }
}

#[test]
fn grown_cages_make_killers_of_one_solution_by_the_rules() {
    grown(2, 2, 4, 0, 40);
    grown(2, 2, 4, 20, 20);
    grown(3, 2, 5, 0, 10);
    grown(2, 3, 5, 15, 10);
    grown(3, 3, 5, 40, 3);
    grown(3, 3, 5, 25, 3);
    // Pure 9x9 killers with cages of up to three cells: bigger cages take
    // this checker minutes.
    grown(3, 3, 3, 0, 2);
}

/// The cages of a JSON record, as this test reads them: (sum, cells).
fn json_cages(line: &str) -> Vec<(u32, Vec<usize>)> {
    let v: serde_json::Value = serde_json::from_str(line).unwrap();
    v["cages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| {
            let sum = k["sum"].as_u64().unwrap() as u32;
            let cells = k["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_u64().unwrap() as usize)
                .collect();
            (sum, cells)
        })
        .collect()
}

/// Whether `cells` of a grid of side `n` are joined side to side.
fn joined(cells: &[usize], n: usize) -> bool {
    let mut reached = vec![cells[0]];
    let mut at = 0;
    while at < reached.len() {
        let c = reached[at];
        at += 1;
        for &e in cells {
            let side_by_side = (c / n == e / n && c.abs_diff(e) == 1) || c.abs_diff(e) == n;
            if side_by_side && !reached.contains(&e) {
                reached.push(e);
            }
        }
    }
    reached.len() == cells.len()
}

/// The acceptance sweep: killers on 4x4, 6x6 and 9x9, pure and with
/// givens, at every level offered, 50 each (20 at 9x9 expert), read back
/// from their JSON records: cages joined, disjoint and covering the grid,
/// the solution keeping every sum and never repeating in a cage, no sum
/// allowing more sets of numbers than the level's limit, one solution by
/// the rules, and each rated back to its level.
#[test]
fn every_killer_size_level_and_givens_has_one_solution_by_the_rules_and_rates_back() {
    use sudoku_press::batch::carve_batch;
    use sudoku_press::carve::{CarveOptions, PuzzleId, killer_levels};
    use sudoku_press::format::parse_text;
    use sudoku_press::layout::Variant;
    use sudoku_press::logic::{Grader, Level};
    use sudoku_press::records::{Generated, json_line};
    use sudoku_press::symmetry::Symmetry;
    let mut made = 0;
    for (w, h, givens) in [
        (2, 2, 0),
        (2, 2, 3),
        (3, 2, 0),
        (2, 3, 5),
        (3, 3, 0),
        (3, 3, 8),
    ] {
        let shape = Shape::new(w, h).unwrap();
        let n = shape.side();
        for level in killer_levels(shape, givens) {
            let opts = CarveOptions {
                level,
                variant: Variant::KILLER,
                givens,
                ..CarveOptions::default()
            };
            let wanted = if n == 9 && level >= Level::Expert {
                20
            } else {
                50
            };
            let what = format!("{shape} {level} givens {givens}");
            let started = std::time::Instant::now();
            carve_batch(shape, &opts, 2026, 0..wanted, 2, |i, c| {
                let id = PuzzleId {
                    shape,
                    variant: Variant::KILLER,
                    level,
                    symmetry: Symmetry::Rot180,
                    minimal: false,
                    clues: None,
                    givens,
                    seed: 2026,
                    index: i,
                };
                let line = json_line(&Generated::new(c, &id));
                let what = format!("{what} #{i}: {line}");
                let cages = json_cages(&line);
                let v: serde_json::Value = serde_json::from_str(&line).unwrap();
                let cells_of = |key: &str| -> Vec<u8> {
                    v[key]
                        .as_str()
                        .unwrap()
                        .chars()
                        .map(|ch| ch.to_digit(10).unwrap_or(0) as u8)
                        .collect()
                };
                let (puzzle, solution) = (cells_of("puzzle"), cells_of("solution"));
                let mut all: Vec<usize> = cages.iter().flat_map(|(_, c)| c.clone()).collect();
                all.sort_unstable();
                assert_eq!(all, (0..n * n).collect::<Vec<_>>(), "{what}");
                for (sum, cells) in &cages {
                    assert!(joined(cells, n), "{what}");
                    let mut symbols: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
                    let total: u32 = symbols.iter().map(|&d| u32::from(d)).sum();
                    assert_eq!(total, *sum, "{what}");
                    symbols.sort_unstable();
                    symbols.dedup();
                    assert_eq!(symbols.len(), cells.len(), "{what}");
                    // The sets of distinct symbols of its size its sum
                    // allows, within the level's limit.
                    let sets = (0u32..1 << n)
                        .filter(|s| s.count_ones() as usize == cells.len())
                        .filter(|s| {
                            (0..n as u32)
                                .filter(|d| s >> d & 1 != 0)
                                .map(|d| d + 1)
                                .sum::<u32>()
                                == *sum
                        })
                        .count();
                    let most = match level {
                        Level::Beginner | Level::Easy => n / 2,
                        Level::Medium => n * 2 / 3,
                        _ => usize::MAX,
                    };
                    assert!(
                        sets <= most,
                        "{what}: the cage {sum} in {cells:?} allows {sets} sets"
                    );
                }
                let given = puzzle.iter().filter(|&&d| d != 0).count();
                assert!(given >= givens && given <= givens + 1, "{what}");
                let rules = Rules {
                    w,
                    h,
                    cages: &cages,
                    givens: &puzzle,
                };
                assert!(rules.holds(&solution), "{what}");
                assert_eq!(rules.count(2), 1, "{what}");
                let parsed = &parse_text(&line, None).unwrap()[0];
                let layout = parsed.grid.layout();
                assert_eq!(layout.cages(), c.puzzle.layout().cages(), "{what}");
                let rated = Grader::of_layout(layout)
                    .rate(parsed.grid.cells(), Level::Master)
                    .unwrap();
                assert_eq!(rated.level, level, "{what}");
                made += 1;
                Ok::<_, String>(())
            })
            .unwrap_or_else(|e| panic!("{what}: {e}"));
            eprintln!(
                "{what}: {wanted} in {:.1} s",
                started.elapsed().as_secs_f32()
            );
        }
    }
    assert!(made > 1000, "{made}");
}

/// A segment from one point to another.
type Segment = ((f32, f32), (f32, f32));

/// The least distance between two axis-aligned segments.
fn segment_gap(a: Segment, b: Segment) -> f32 {
    let span = |p: f32, q: f32| (p.min(q), p.max(q));
    let (ax, ay) = (span(a.0.0, a.1.0), span(a.0.1, a.1.1));
    let (bx, by) = (span(b.0.0, b.1.0), span(b.0.1, b.1.1));
    let gap = |s: (f32, f32), t: (f32, f32)| (t.0 - s.1).max(s.0 - t.1).max(0.0);
    let (dx, dy) = (gap(ax, bx), gap(ay, by));
    (dx * dx + dy * dy).sqrt()
}

/// The display model of killers: every cage's outline is closed but for
/// the gap at its sum, lies inside its cells (clear of every cell edge the
/// cage does not share by the inset), stays clear of the sum, and keeps
/// apart from every other cage's; on the page, one dashed path an outline,
/// a sum a cage, and on the key the outlines faint and no sums.
#[test]
fn cage_outlines_are_closed_inside_their_cells_clear_of_the_sum_and_apart() {
    use sudoku_press::carve::{CarveOptions, Carver};
    use sudoku_press::layout::Variant;
    use sudoku_press::logic::Level;
    use sudoku_press::sheet::{
        self, CageStyle, Item, KEY_CAGE_GREY, SheetOptions, SheetPuzzle, cage_drawings,
    };
    let eps = 1e-4;
    for (w, h, level) in [
        (2, 2, Level::Easy),
        (3, 2, Level::Hard),
        (3, 3, Level::Medium),
        (4, 3, Level::Easy),
    ] {
        let shape = Shape::new(w, h).unwrap();
        let n = shape.side();
        let opts = CarveOptions {
            level,
            variant: Variant::KILLER,
            ..CarveOptions::default()
        };
        let mut carver = Carver::new(shape, opts).unwrap();
        for seed in 0..5 {
            let c = carver.carve(&mut rng::stream(seed, 31)).unwrap();
            let layout = c.puzzle.shared_layout().clone();
            let cages = layout.cages().unwrap();
            // Sums as wide as their digits at about half their height, on
            // small cells and on big ones.
            let style = CageStyle::for_cell(if seed % 2 == 0 { 8.0 } else { 30.0 });
            let inset = style.inset;
            let drawings = cage_drawings(cages, &style, true, |sum| {
                sum.to_string().len() as f32 * style.sum_height * 0.55
            });
            let mut segments: Vec<(usize, Segment)> = Vec::new();
            for d in &drawings {
                let cage = &cages.cages()[d.cage];
                let inside = |x: f32, y: f32| {
                    let (col, row) = (x.floor() as usize, y.floor() as usize);
                    if col >= n || row >= n || !cage.cells.contains(&(row * n + col)) {
                        return false;
                    }
                    // Clear by the inset of each side the cage does not
                    // share with a neighbour of its own.
                    let own = |r: isize, k: isize| {
                        (0..n as isize).contains(&r)
                            && (0..n as isize).contains(&k)
                            && cage.cells.contains(&(r as usize * n + k as usize))
                    };
                    let (r, k) = (row as isize, col as isize);
                    let (fx, fy) = (x - col as f32, y - row as f32);
                    (own(r, k - 1) || fx >= inset - eps)
                        && (own(r, k + 1) || fx <= 1.0 - inset + eps)
                        && (own(r - 1, k) || fy >= inset - eps)
                        && (own(r + 1, k) || fy <= 1.0 - inset + eps)
                };
                let first = *cage.cells.iter().min().unwrap();
                let (r0, c0) = ((first / n) as f32, (first % n) as f32);
                let (left, top, right, bottom) = d.label;
                assert!(left >= c0 && top >= r0 && right < c0 + 1.0 && bottom < r0 + 1.0);
                for (i, outline) in d.outlines.iter().enumerate() {
                    let mut path = outline.clone();
                    if i == 0 {
                        // Open only at the sum: from right of it, round,
                        // to below it.
                        let (start, end) = (path[0], *path.last().unwrap());
                        assert!((start.1 - (r0 + inset)).abs() < eps && start.0 > right);
                        assert!((end.0 - (c0 + inset)).abs() < eps && end.1 > bottom);
                        assert!(start.0 - right < 0.1 && end.1 - bottom < 0.1);
                    } else {
                        path.push(path[0]);
                    }
                    for pair in path.windows(2) {
                        let (a, b) = (pair[0], pair[1]);
                        assert!(a.0 == b.0 || a.1 == b.1, "a slanted side: {a:?} {b:?}");
                        for t in 0..=20 {
                            let t = t as f32 / 20.0;
                            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                            assert!(
                                inside(x, y),
                                "{shape} {seed}: ({x}, {y}) outside cage {}",
                                d.cage
                            );
                            let in_label = x > left && x < right && y > top && y < bottom;
                            assert!(
                                !in_label,
                                "{shape} {seed}: through the sum of cage {}",
                                d.cage
                            );
                        }
                        segments.push((d.cage, (a, b)));
                    }
                }
            }
            for (i, &(k, s)) in segments.iter().enumerate() {
                for &(l, t) in &segments[i + 1..] {
                    if k != l {
                        assert!(
                            segment_gap(s, t) >= 2.0 * inset - eps,
                            "{shape} {seed}: cages {k} and {l} touch"
                        );
                    }
                }
            }
            // On the page.
            let puzzle = SheetPuzzle {
                number: 1,
                layout,
                puzzle: c.puzzle.cells().to_vec(),
                solution: c.solution.cells().to_vec(),
                caption: "#1".into(),
                stars: 0,
            };
            let sheets = sheet::typeset(&[puzzle], &SheetOptions::default()).unwrap();
            let pages = &sheets.main.pages;
            let outlines: usize = drawings.iter().map(|d| d.outlines.len()).sum();
            let dashed = |p: usize| -> Vec<f32> {
                pages[p]
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Dashed { grey, .. } => Some(*grey),
                        _ => None,
                    })
                    .collect()
            };
            assert_eq!(dashed(0).len(), outlines);
            assert!(dashed(0).iter().all(|&g| g == 0.0));
            assert_eq!(dashed(1).len(), outlines);
            assert!(dashed(1).iter().all(|&g| g == KEY_CAGE_GREY));
            let sums = |p: usize| {
                pages[p]
                    .items
                    .iter()
                    .filter(|item| matches!(item, Item::Text(t) if drawings.iter().any(|d| d.sum.to_string() == t.text)))
                    .count()
            };
            assert!(sums(0) >= drawings.len(), "a sum a cage");
        }
    }
}

/// Killers (pure and with givens, on boxes and on irregular regions)
/// between classic runs, through the line, grid and JSON formats: each
/// reads back with no flags to the same cages, givens and solution, and
/// rate, check, solve and an id's replay take them.
#[test]
fn killers_through_every_format_and_back_with_no_flags() {
    use crate::common::press;
    use sudoku_press::format::parse_text;
    use sudoku_press::layout::Layout;
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let runs: &[(&str, &str, &str)] = &[
        ("killer", "9", "0"),
        ("classic", "9", "0"),
        ("killer", "4", "3"),
        ("jigsaw+killer", "6", "0"),
        ("killer", "6", "6"),
        ("classic", "6", "0"),
        ("killer", "12", "0"),
    ];
    type Read = Vec<(Layout, Vec<u8>, Vec<u8>)>;
    let mut read: Vec<Read> = Vec::new();
    for format in ["line", "grid", "json"] {
        let mut all = String::new();
        for (k, (variant, size, givens)) in runs.iter().enumerate() {
            let mut args = vec![
                "generate",
                "--variant",
                variant,
                "--size",
                size,
                "--difficulty",
                "easy",
                "--count",
                "2",
                "--format",
                format,
            ];
            let seed = k.to_string();
            args.extend(["--seed", &seed]);
            if *givens != "0" {
                args.extend(["--givens", givens]);
            }
            let (code, out, err) = press(dir, &args);
            assert_eq!(code, 0, "{args:?}: {err}");
            all.push_str(&out);
        }
        let name = format!("all.{format}");
        std::fs::write(dir.join(&name), &all).unwrap();
        let parsed = parse_text(&all, None).unwrap_or_else(|e| panic!("{format}: {e}"));
        assert_eq!(parsed.len(), 2 * runs.len(), "{format}");
        let mut got = Vec::new();
        for (k, p) in parsed.iter().enumerate() {
            let (variant, size, givens) = runs[k / 2];
            let layout = p.grid.layout();
            let what = format!("{format} puzzle {k}");
            assert_eq!(layout.variant().name(), variant, "{what}");
            assert_eq!(layout.side().to_string(), size, "{what}");
            assert_eq!(
                layout.cages().is_some(),
                variant.contains("killer"),
                "{what}"
            );
            let given: usize = givens.parse().unwrap();
            assert!(variant == "classic" || p.grid.filled() >= given, "{what}");
            let solution = p.solution.as_ref().expect("the solution is recognised");
            assert!(solution.keeps_clues_of(&p.grid), "{what}");
            if let Some(cages) = layout.cages() {
                assert!(cages.breaks(solution.cells()).is_empty(), "{what}");
            }
            got.push((
                layout.clone(),
                p.grid.cells().to_vec(),
                solution.cells().to_vec(),
            ));
        }
        let (code, rated, err) = press(dir, &["rate", &name]);
        assert_eq!((code, rated.lines().count()), (0, 2 * runs.len()), "{err}");
        let (code, checked, err) = press(dir, &["check", &name]);
        assert_eq!(code, 0, "check {format}: {err}");
        assert_eq!(checked.matches("valid,").count(), 2 * runs.len());
        read.push(got);
    }
    assert_eq!(read[0], read[1], "line and grid");
    assert_eq!(read[0], read[2], "line and json");
    // What solve writes reads back, with the killers' cages.
    let (code, solved, err) = press(dir, &["solve", "all.json"]);
    assert_eq!(code, 0, "{err}");
    let back = parse_text(&solved, None).unwrap();
    for (p, (layout, _, solution)) in back.iter().zip(&read[0]) {
        assert_eq!((p.grid.layout(), p.grid.cells()), (layout, &solution[..]));
    }
    // An id makes its killer again.
    let (_, json, _) = press(
        dir,
        &[
            "generate",
            "--variant",
            "killer",
            "--size",
            "6",
            "--givens",
            "4",
            "--seed",
            "9",
            "--format",
            "json",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    let id = v["id"].as_str().unwrap();
    assert!(id.ends_with("-g4"), "{id}");
    let (code, again, err) = press(dir, &["generate", "--id", id, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, json);
}

/// The least distance between two boxes (x0, y0, x1, y1), 0 when they
/// overlap.
fn box_gap(a: (f32, f32, f32, f32), b: (f32, f32, f32, f32)) -> f32 {
    let dx = (b.0 - a.2).max(a.0 - b.2).max(0.0);
    let dy = (b.1 - a.3).max(a.1 - b.3).max(0.0);
    (dx * dx + dy * dy).sqrt()
}

/// A 9x9 killer sheet of six a page, as books and sheets print them: every
/// sum's digits 2 mm tall or more, each sum 0.3 mm or more from any given
/// and any thick line, and the key with its sums and cages at 60 % black.
#[test]
fn killer_sums_read_clear_of_givens_and_thick_lines_and_keys_show_them() {
    use sudoku_press::carve::{CarveOptions, Carver};
    use sudoku_press::layout::Variant;
    use sudoku_press::logic::Level;
    use sudoku_press::sheet::{self, Align, Item, SheetOptions, SheetPuzzle};
    let opts = CarveOptions {
        level: Level::Easy,
        variant: Variant::KILLER,
        givens: 8,
        ..CarveOptions::default()
    };
    let mut carver = Carver::new(Shape::classic(), opts).unwrap();
    let puzzles: Vec<SheetPuzzle> = (0..6)
        .map(|seed| {
            let c = carver.carve(&mut rng::stream(seed, 47)).unwrap();
            SheetPuzzle {
                number: seed as usize + 1,
                layout: c.puzzle.shared_layout().clone(),
                puzzle: c.puzzle.cells().to_vec(),
                solution: c.solution.cells().to_vec(),
                caption: format!("#{}", seed + 1),
                stars: 0,
            }
        })
        .collect();
    let sheets = sheet::typeset(&puzzles, &SheetOptions::default()).unwrap();
    let pages = &sheets.main.pages;
    assert_eq!(pages[0].grids.len(), 6);
    let sums_in = |page: usize| -> Vec<((f32, f32, f32, f32), f32)> {
        pages[page]
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text(t)
                    if t.align == Align::Left
                        && pages[page].grids.iter().any(|g| {
                            t.x > g.left
                                && t.x < g.left + g.side
                                && t.y > g.bottom
                                && t.y < g.bottom + g.side
                        }) =>
                {
                    let b = i.ink_box();
                    Some(((b.x0, b.y0, b.x1, b.y1), t.grey))
                }
                _ => None,
            })
            .collect()
    };
    let sums = sums_in(0);
    let cages: usize = puzzles
        .iter()
        .map(|p| p.layout.cages().unwrap().cages().len())
        .sum();
    assert_eq!(sums.len(), cages);
    let givens: Vec<(f32, f32, f32, f32)> = pages[0]
        .items
        .iter()
        .filter(|i| matches!(i, Item::Text(t) if t.align == Align::InkCentre))
        .map(|i| i.ink_box())
        .map(|b| (b.x0, b.y0, b.x1, b.y1))
        .collect();
    assert!(givens.len() >= 6 * 8, "{}", givens.len());
    // Thick lines: box lines and borders, segment by segment, with their
    // width.
    let mut thick = Vec::new();
    for item in &pages[0].items {
        if let Item::Stroke {
            points,
            closed,
            width,
        } = item
            && *width >= 0.35
        {
            let mut path = points.clone();
            if *closed {
                path.push(points[0]);
            }
            for pair in path.windows(2) {
                let h = width / 2.0;
                let (a, b) = (pair[0], pair[1]);
                thick.push((
                    a.x.min(b.x) - h,
                    a.y.min(b.y) - h,
                    a.x.max(b.x) + h,
                    a.y.max(b.y) + h,
                ));
            }
        }
    }
    assert!(!thick.is_empty());
    for (sum, grey) in &sums {
        let height = sum.3 - sum.1;
        assert!(height >= 2.0 - 1e-3, "a sum {height} mm tall");
        assert_eq!(*grey, 0.0);
        for g in &givens {
            assert!(box_gap(*sum, *g) >= 0.3 - 1e-3, "{sum:?} {g:?}");
        }
        for line in &thick {
            assert!(box_gap(*sum, *line) >= 0.3 - 1e-3, "{sum:?} {line:?}");
        }
    }
    // The key: the same sums, 60 % black or darker, and cages as dark.
    // The keys of the six follow on the next page.
    let key = 1;
    let key_sums = sums_in(key);
    assert_eq!(key_sums.len(), cages);
    assert!(key_sums.iter().all(|(_, grey)| *grey <= 0.4));
    assert!(pages[key].items.iter().all(|i| match i {
        Item::Dashed { grey, .. } => *grey <= 0.4,
        Item::Text(t) => t.grey <= 0.4,
        _ => true,
    }));
}
