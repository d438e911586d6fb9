//! Variants on the engine of houses: X, hyper and jigsaw layouts filled and
//! counted, checked against houses and a counter written here from the
//! rules (the layout described by its variant, box and region letters, not
//! by the engine's tables).

use sudoku_press::Shape;
use sudoku_press::fill::{Filler, jigsaw};
use sudoku_press::geometry::Point;
use sudoku_press::layout::{Layout, Variant};
use sudoku_press::logic::{Grader, Level};
use sudoku_press::regions::Regions;
use sudoku_press::rng;
use sudoku_press::solver::generic::GenericSolver;

/// The houses of a puzzle by the rules: rows, columns, the regions the
/// letters name (the same letter, the same region), the two main diagonals
/// for X, and for hyper the windows, squares of the box side one cell in
/// from the boxes' corners.
fn rule_houses(letters: &str, diagonals: bool, hyper_box: Option<usize>) -> Vec<Vec<usize>> {
    let n = (letters.len() as f64).sqrt() as usize;
    let mut houses: Vec<Vec<usize>> = Vec::new();
    for r in 0..n {
        houses.push((0..n).map(|c| r * n + c).collect());
        houses.push((0..n).map(|c| c * n + r).collect());
    }
    let mut seen: Vec<char> = Vec::new();
    for ch in letters.chars() {
        if !seen.contains(&ch) {
            seen.push(ch);
        }
    }
    for ch in seen {
        houses.push(
            letters
                .char_indices()
                .filter(|&(_, l)| l == ch)
                .map(|(i, _)| i)
                .collect(),
        );
    }
    if diagonals {
        houses.push((0..n).map(|i| i * (n + 1)).collect());
        houses.push((0..n).map(|i| (i + 1) * (n - 1)).collect());
    }
    if let Some(b) = hyper_box {
        for wr in 0..b - 1 {
            for wc in 0..b - 1 {
                let (r0, c0) = (1 + wr * (b + 1), 1 + wc * (b + 1));
                let mut w = Vec::new();
                for r in r0..r0 + b {
                    for c in c0..c0 + b {
                        w.push(r * n + c);
                    }
                }
                houses.push(w);
            }
        }
    }
    houses
}

/// Whether `grid` (full) holds every symbol once in every house.
fn valid(houses: &[Vec<usize>], grid: &[u8]) -> bool {
    let n = houses[0].len();
    houses.iter().all(|h| {
        let mut seen = vec![false; n + 1];
        h.iter().all(|&c| {
            let v = usize::from(grid[c]);
            (1..=n).contains(&v) && !std::mem::replace(&mut seen[v], true)
        })
    })
}

/// Solutions of `cells` (0 empty) under `houses`, counted up to `limit` by
/// plain backtracking on the cell with the fewest candidates (each cell's
/// candidates: the symbols no house of it holds yet, kept as bit sets).
fn count(houses: &[Vec<usize>], cells: &mut [u8], limit: usize) -> usize {
    let n = houses[0].len();
    let of: Vec<Vec<usize>> = (0..cells.len())
        .map(|c| {
            (0..houses.len())
                .filter(|&h| houses[h].contains(&c))
                .collect()
        })
        .collect();
    // `used[h]`: bit v set when house h holds symbol v.
    let mut used = vec![0u32; houses.len()];
    for (h, house) in houses.iter().enumerate() {
        for &c in house {
            let bit = 1u32 << cells[c];
            if cells[c] != 0 {
                if used[h] & bit != 0 {
                    // Givens that clash count no solution.
                    return 0;
                }
                used[h] |= bit;
            }
        }
    }
    let all = ((1u32 << n) - 1) << 1;
    fn go(
        houses: &[Vec<usize>],
        of: &[Vec<usize>],
        all: u32,
        used: &mut [u32],
        cells: &mut [u8],
        limit: usize,
    ) -> usize {
        let free: Vec<u32> = (0..cells.len())
            .map(|c| match cells[c] {
                0 => all & !of[c].iter().fold(0, |m, &h| m | used[h]),
                _ => 0,
            })
            .collect();
        // The most constrained choice: a cell's symbols, or a house's
        // places for a symbol it still lacks.
        let mut best_cell: Option<usize> = None;
        for c in (0..cells.len()).filter(|&c| cells[c] == 0) {
            if best_cell.is_none_or(|b| free[c].count_ones() < free[b].count_ones()) {
                best_cell = Some(c);
            }
        }
        let Some(cell) = best_cell else { return 1 };
        let mut best_size = free[cell].count_ones() as usize;
        let mut best_house: Option<(usize, u8)> = None;
        for (h, house) in houses.iter().enumerate() {
            let mut places = [0usize; 32];
            for &c in house {
                let mut f = free[c];
                while f != 0 {
                    places[f.trailing_zeros() as usize] += 1;
                    f &= f - 1;
                }
            }
            for v in (1..32).filter(|&v| all >> v & 1 != 0 && used[h] >> v & 1 == 0) {
                if places[v] < best_size {
                    best_size = places[v];
                    best_house = Some((h, v as u8));
                }
            }
        }
        let best: Vec<(usize, u8)> = match best_house {
            Some((h, v)) => houses[h]
                .iter()
                .filter(|&&c| free[c] >> v & 1 != 0)
                .map(|&c| (c, v))
                .collect(),
            None => (1..=31u8)
                .filter(|&v| free[cell] >> v & 1 != 0)
                .map(|v| (cell, v))
                .collect(),
        };
        let mut found = 0;
        for (c, v) in best {
            let bit = 1u32 << v;
            cells[c] = v;
            for &h in &of[c] {
                used[h] |= bit;
            }
            found += go(houses, of, all, used, cells, limit - found);
            for &h in &of[c] {
                used[h] &= !bit;
            }
            cells[c] = 0;
            if found >= limit {
                break;
            }
        }
        found
    }
    go(houses, &of, all, &mut used, cells, limit)
}

/// The layouts the tests try, with their rule houses: X on boxes of side 4
/// to 16, hyper 9x9 (and 4x4), jigsaw and jigsaw+X from 4 to 12 and 16.
fn layouts() -> Vec<(Layout, Vec<Vec<usize>>)> {
    let mut out = Vec::new();
    for n in [4, 6, 8, 9, 12, 16] {
        let shape = Shape::conventional(n).unwrap();
        let letters = Regions::boxes(shape).letters();
        out.push((
            Layout::new(shape, Variant::X).unwrap(),
            rule_houses(&letters, true, None),
        ));
    }
    for b in [2, 3, 4] {
        let shape = Shape::new(b, b).unwrap();
        let letters = Regions::boxes(shape).letters();
        out.push((
            Layout::new(shape, Variant::HYPER).unwrap(),
            rule_houses(&letters, false, Some(b)),
        ));
    }
    for n in (4..=12).chain([16]) {
        for variant in [Variant::JIGSAW, Variant::JIGSAW_X] {
            // Regions drawn again until a grid fits them.
            let (layout, _) = jigsaw(n, variant, &mut rng::stream(n as u64, 7))
                .unwrap_or_else(|| panic!("no {variant} {n}x{n} regions fit a grid"));
            let letters = layout.regions().letters();
            out.push((layout, rule_houses(&letters, variant.has_diagonals(), None)));
        }
    }
    out
}

#[test]
fn every_layout_fills_grids_that_keep_its_houses() {
    for (layout, houses) in layouts() {
        let mut filler = Filler::of_layout(&layout);
        let mut filled = 0;
        for seed in 0..5 {
            let what = format!(
                "{} {}x{} seed {seed}",
                layout.variant(),
                layout.side(),
                layout.side()
            );
            // Irregular regions may fit no grid: then the filler says so.
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 1)) else {
                assert!(layout.variant().is_jigsaw(), "{what}: no grid");
                continue;
            };
            assert!(valid(&houses, &grid), "{what}: {grid:?}");
            filled += 1;
        }
        assert!(
            filled >= 3,
            "{} {}: {filled} of 5 filled",
            layout.variant(),
            layout.side()
        );
    }
}

#[test]
fn the_solver_counts_as_the_rules_do_on_every_layout() {
    let mut compared = [0usize; 3];
    for (layout, houses) in layouts().into_iter().filter(|(l, _)| l.side() <= 9) {
        let mut filler = Filler::of_layout(&layout);
        let mut solver = GenericSolver::of_layout(&layout);
        for seed in 0..30u64 {
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 2)) else {
                continue;
            };
            // Clues kept at random, from many to few; now and then a wrong
            // one, so that some puzzles have none.
            let mut r = rng::stream(seed, 3);
            let keep = 25 + rng::below(&mut r, 50);
            let mut cells: Vec<u8> = grid
                .iter()
                .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                .collect();
            if seed % 7 == 0 {
                let c = rng::below(&mut r, cells.len() as u32) as usize;
                cells[c] = cells[c] % layout.side() as u8 + 1;
            }
            let want = count(&houses, &mut cells.clone(), 2);
            let mut solution = Vec::new();
            let got = solver.count(&cells, 2, &mut solution);
            assert_eq!(got, want, "{} {cells:?}", layout.variant());
            if got >= 1 {
                assert!(
                    valid(&houses, &solution),
                    "{} {solution:?}",
                    layout.variant()
                );
                assert!(cells.iter().zip(&solution).all(|(&g, &s)| g == 0 || g == s));
            }
            compared[want] += 1;
        }
    }
    // Unique puzzles, several solutions and none, all met.
    assert!(compared.iter().all(|&k| k > 20), "{compared:?}");
}

#[test]
fn the_grader_steps_soundly_over_every_layouts_houses() {
    let (mut graded, mut solved) = (0, 0);
    for (layout, houses) in layouts().into_iter().filter(|(l, _)| l.side() <= 9) {
        let mut filler = Filler::of_layout(&layout);
        let mut solver = GenericSolver::of_layout(&layout);
        let mut grader = Grader::of_layout(&layout);
        for seed in 0..12u64 {
            let Some(grid) = filler.fill_layout(&mut rng::stream(seed, 4)) else {
                continue;
            };
            // Clues taken out one at a time, in a random order, while the
            // puzzle stays unique, down to about two in five cells.
            let mut cells = grid.clone();
            let mut order: Vec<usize> = (0..cells.len()).collect();
            rng::shuffle(&mut rng::stream(seed, 5), &mut order);
            let mut scratch = Vec::new();
            let mut left = cells.len();
            for c in order {
                if left * 5 <= cells.len() * 2 {
                    break;
                }
                let v = std::mem::replace(&mut cells[c], 0);
                if solver.count(&cells, 2, &mut scratch) != 1 {
                    cells[c] = v;
                } else {
                    left -= 1;
                }
            }
            assert!(valid(&houses, &grid));
            let what = format!("{} {cells:?}", layout.variant());
            let g = grader.solve(&cells, Level::Master, true).expect(&what);
            // Every step places the solution's symbol and never removes it.
            for step in &g.steps {
                for &(c, d) in &step.placements {
                    assert_eq!(grid[c.index()], d, "{what}: {step:?}");
                }
                for &(c, d) in &step.eliminations {
                    assert_ne!(grid[c.index()], d, "{what}: {step:?}");
                }
            }
            if g.solved {
                assert_eq!(g.values, grid, "{what}");
                solved += 1;
            }
            graded += 1;
        }
    }
    assert!(graded > 150 && solved > graded / 2, "{solved} of {graded}");
}

/// The unit edges a stroke from `a` to `b` covers on the grid of `cell` mm
/// whose top-left corner is `origin`: `(vertical, line, edges)`, after
/// checking that it lies exactly on a grid line and covers whole edges
/// (reaching at most `reach` past them).
fn edges_of(
    a: Point,
    b: Point,
    (left, top, cell): (f32, f32, f32),
    reach: f32,
) -> (bool, usize, std::ops::Range<usize>) {
    let vertical = (a.x - b.x).abs() < 1e-3;
    assert!(vertical || (a.y - b.y).abs() < 1e-3, "{a:?} {b:?} slants");
    // Across: the grid line; along: distance from the top or left edge.
    let (across, from, to) = if vertical {
        (a.x - left, top - a.y.max(b.y), top - a.y.min(b.y))
    } else {
        (top - a.y, a.x.min(b.x) - left, a.x.max(b.x) - left)
    };
    let line = (across / cell).round();
    assert!(
        (across - line * cell).abs() < 1e-3,
        "{a:?} {b:?} off the grid lines"
    );
    let (first, last) = ((from / cell).round(), (to / cell).round());
    assert!(
        (from - first * cell).abs() <= reach + 1e-3 && (to - last * cell).abs() <= reach + 1e-3,
        "{a:?} {b:?} ends off the cell corners"
    );
    (vertical, line as usize, first as usize..last as usize)
}

#[test]
fn bold_lines_lie_on_region_borders_and_shading_on_extra_houses() {
    use std::collections::BTreeSet;
    use std::sync::Arc;
    use sudoku_press::sheet::{self, Item, SheetOptions, SheetPuzzle};
    let mut layouts: Vec<Layout> = vec![
        Layout::classic(Shape::classic()),
        Layout::classic(Shape::new(3, 2).unwrap()),
        Layout::classic(Shape::new(2, 3).unwrap()),
        Layout::new(Shape::classic(), Variant::X).unwrap(),
        Layout::new(Shape::new(3, 2).unwrap(), Variant::X).unwrap(),
        Layout::new(Shape::classic(), Variant::HYPER).unwrap(),
    ];
    for (n, variant) in [
        (5, Variant::JIGSAW),
        (7, Variant::JIGSAW),
        (9, Variant::JIGSAW),
        (8, Variant::JIGSAW_X),
    ] {
        layouts.push(jigsaw(n, variant, &mut rng::stream(n as u64, 9)).unwrap().0);
    }
    for layout in layouts {
        let n = layout.side();
        let letters = layout.regions().letters();
        let hyper_box = (layout.variant() == Variant::HYPER).then(|| (n as f64).sqrt() as usize);
        let houses = rule_houses(&letters, layout.variant().has_diagonals(), hyper_box);
        let shaded_cells: BTreeSet<usize> = houses[3 * n..].iter().flatten().copied().collect();
        let solution = Filler::of_layout(&layout)
            .fill_layout(&mut rng::stream(1, 1))
            .expect("a grid fits");
        let puzzle = solution
            .iter()
            .enumerate()
            .map(|(i, &v)| if i % 3 == 0 { v } else { 0 })
            .collect();
        let what = format!("{} {n}x{n}", layout.variant());
        let sheet = SheetPuzzle {
            number: 1,
            layout: Arc::new(layout.clone()),
            puzzle,
            solution,
            caption: String::new(),
            stars: 0,
        };
        let sheets = sheet::typeset(&[sheet], &SheetOptions::default()).unwrap();
        let mut grids = 0;
        for page in &sheets.main.pages {
            for g in &page.grids {
                grids += 1;
                let (left, bottom, side) = (g.left, g.bottom, g.side);
                let cell = side / n as f32;
                let inside = |&Point { x, y }: &Point| {
                    let slack = cell / 2.0;
                    x >= left - slack
                        && x <= left + side + slack
                        && y >= bottom - slack
                        && y <= bottom + side + slack
                };
                let open: Vec<(&Vec<Point>, f32)> = page
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Stroke {
                            points,
                            closed: false,
                            width,
                        } if points.iter().all(inside) => Some((points, *width)),
                        _ => None,
                    })
                    .collect();
                let bold = open.iter().map(|s| s.1).fold(0.0, f32::max);
                let (mut bold_edges, mut thin_edges) = (BTreeSet::new(), BTreeSet::new());
                for (points, width) in &open {
                    let heavy = *width == bold;
                    let reach = if heavy { bold / 2.0 } else { 0.0 };
                    let (vertical, line, along) =
                        edges_of(points[0], points[1], (left, bottom + side, cell), reach);
                    for k in along {
                        let set = if heavy {
                            &mut bold_edges
                        } else {
                            &mut thin_edges
                        };
                        assert!(set.insert((vertical, line, k)), "{what}: drawn twice");
                    }
                }
                // Every inner edge once: bold exactly between regions.
                let mut borders = BTreeSet::new();
                let mut inner = BTreeSet::new();
                for line in 1..n {
                    for k in 0..n {
                        let pairs = [
                            (true, k * n + line - 1, k * n + line),
                            (false, (line - 1) * n + k, line * n + k),
                        ];
                        for (vertical, a, b) in pairs {
                            inner.insert((vertical, line, k));
                            if letters.as_bytes()[a] != letters.as_bytes()[b] {
                                borders.insert((vertical, line, k));
                            }
                        }
                    }
                }
                assert_eq!(bold_edges, borders, "{what}: bold lines");
                assert!(bold_edges.is_disjoint(&thin_edges), "{what}");
                let all: BTreeSet<_> = bold_edges.union(&thin_edges).copied().collect();
                assert_eq!(all, inner, "{what}: every inner edge drawn");
                // Fills inside the grid: the shading, square to the cells.
                let mut shaded = BTreeSet::new();
                for item in &page.items {
                    let Item::Fill { points, .. } = item else {
                        continue;
                    };
                    if !points.iter().all(|(p, _)| inside(p)) {
                        continue;
                    }
                    let sudoku_press::geometry::Bounds { x0, y0, x1, y1 } = item.ink_box();
                    let snap = |v: f32| {
                        let k = (v / cell).round();
                        assert!((v - k * cell).abs() < 1e-3, "{what}: shading off the cells");
                        k as usize
                    };
                    let (c0, c1) = (snap(x0 - left), snap(x1 - left));
                    let (r0, r1) = (snap(bottom + side - y1), snap(bottom + side - y0));
                    for r in r0..r1 {
                        for c in c0..c1 {
                            shaded.insert(r * n + c);
                        }
                    }
                }
                assert_eq!(
                    shaded, shaded_cells,
                    "{what}: shaded cells (key: {})",
                    g.key
                );
            }
        }
        assert_eq!(grids, 2, "{what}: a puzzle and its key");
    }
}

#[test]
fn every_variant_through_every_format_and_back_with_no_flags() {
    use crate::common::press;
    use sudoku_press::format::parse_text;
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // Classic runs between the variants: each must end the one above.
    let runs: &[(&str, &str)] = &[
        ("x", "4"),
        ("classic", "9"),
        ("x", "6"),
        ("x", "9"),
        ("hyper", "9"),
        ("jigsaw", "5"),
        ("classic", "6"),
        ("jigsaw", "7"),
        ("jigsaw", "9"),
        ("jigsaw+x", "9"),
        ("x", "16"),
    ];
    // Each format's puzzles: layout, clues, solution.
    type Read = Vec<(Layout, Vec<u8>, Vec<u8>)>;
    let mut read: Vec<Read> = Vec::new();
    for format in ["line", "grid", "json"] {
        let mut all = String::new();
        for (k, (variant, size)) in runs.iter().enumerate() {
            let args = [
                "generate",
                "--variant",
                variant,
                "--size",
                size,
                "--difficulty",
                "easy",
                "--count",
                "2",
                "--seed",
                &k.to_string(),
                "--format",
                format,
            ];
            let (code, out, err) = press(dir, &args);
            assert_eq!(code, 0, "{args:?}: {err}");
            all.push_str(&out);
        }
        std::fs::write(dir.join(format!("all.{format}")), &all).unwrap();
        let parsed = parse_text(&all, None).unwrap_or_else(|e| panic!("{format}: {e}"));
        assert_eq!(parsed.len(), 2 * runs.len(), "{format}");
        let mut got = Vec::new();
        for (k, p) in parsed.iter().enumerate() {
            let (variant, size) = runs[k / 2];
            let layout = p.grid.layout();
            assert_eq!(layout.variant().name(), variant, "{format} puzzle {k}");
            assert_eq!(layout.side().to_string(), size, "{format} puzzle {k}");
            let solution = p.solution.as_ref().expect("the solution is recognised");
            assert!(solution.keeps_clues_of(&p.grid), "{format} puzzle {k}");
            // The rules of the layout read back, checked by the rules.
            let letters = layout.regions().letters();
            let hyper_box = (variant == "hyper").then_some(3);
            let houses = rule_houses(&letters, layout.variant().has_diagonals(), hyper_box);
            assert!(valid(&houses, solution.cells()), "{format} puzzle {k}");
            assert_eq!(count(&houses, &mut p.grid.cells().to_vec(), 2), 1);
            got.push((
                layout.clone(),
                p.grid.cells().to_vec(),
                solution.cells().to_vec(),
            ));
        }
        // The commands read it with no flags, one answer a puzzle.
        let name = format!("all.{format}");
        let (code, rated, err) = press(dir, &["rate", &name]);
        assert_eq!(
            (code, rated.lines().count()),
            (0, 2 * runs.len()),
            "rate {format}: {err}"
        );
        let (code, checked, err) = press(dir, &["check", &name]);
        assert_eq!(code, 0, "check {format}: {err}");
        assert_eq!(
            checked.matches("valid,").count(),
            2 * runs.len(),
            "{format}"
        );
        read.push(got);
    }
    // The same layouts and puzzles in every format.
    assert_eq!(read[0], read[1], "line and grid");
    assert_eq!(read[0], read[2], "line and json");
    // What solve writes of them reads back too.
    let (code, solved, err) = press(dir, &["solve", "all.line"]);
    assert_eq!(code, 0, "{err}");
    let back = parse_text(&solved, None).unwrap();
    for (p, (layout, _, solution)) in back.iter().zip(&read[0]) {
        assert_eq!((p.grid.layout(), p.grid.cells()), (layout, &solution[..]));
    }
}

/// Whether the regions the letters name are N, of N orthogonally connected
/// cells each.
fn regions_are_sound(letters: &str) -> bool {
    let n = (letters.len() as f64).sqrt() as usize;
    let bytes = letters.as_bytes();
    let mut names: Vec<u8> = bytes.to_vec();
    names.sort_unstable();
    names.dedup();
    names.len() == n
        && names.iter().all(|&name| {
            let cells: Vec<usize> = (0..n * n).filter(|&c| bytes[c] == name).collect();
            let mut reached = vec![cells[0]];
            let mut k = 0;
            while k < reached.len() {
                let c = reached[k];
                let (r, col) = (c / n, c % n);
                let near = [
                    (r > 0).then(|| c - n),
                    (r + 1 < n).then(|| c + n),
                    (col > 0).then(|| c - 1),
                    (col + 1 < n).then(|| c + 1),
                ];
                for d in near.into_iter().flatten() {
                    if bytes[d] == name && !reached.contains(&d) {
                        reached.push(d);
                    }
                }
                k += 1;
            }
            cells.len() == n && reached.len() == n
        })
}

/// The acceptance sweep: every variant on every side it offers, at every
/// level it reaches, 50 puzzles (10 from 12x12 up), each checked by the
/// rules alone (one solution, sound regions, a solution that keeps every
/// house) and rated back to its level.
#[test]
fn every_variant_side_and_level_makes_unique_puzzles_that_rate_back() {
    use sudoku_press::batch::carve_batch;
    use sudoku_press::carve::{CarveOptions, variant_levels};
    let mut offered: Vec<(Variant, usize)> = Vec::new();
    offered.extend([4, 6, 8, 9, 12, 16].map(|n| (Variant::X, n)));
    offered.push((Variant::HYPER, 9));
    offered.extend((4..=12).chain([16]).map(|n| (Variant::JIGSAW, n)));
    offered.push((Variant::JIGSAW_X, 9));
    let mut made = 0;
    for (variant, n) in offered {
        let shape =
            variant.shape_of(Shape::conventional(n).unwrap_or_else(|_| Shape::new(n, 1).unwrap()));
        for level in variant_levels(shape, variant) {
            // A budget well over what a puzzle takes, so that a loaded
            // machine cannot fail the sweep: one grid of x 16x16 master
            // ran out of the default 30 s when the suite ran at a quarter
            // of its speed.
            let opts = CarveOptions {
                level,
                variant,
                time_budget: std::time::Duration::from_secs(300),
                ..CarveOptions::default()
            };
            let wanted = if n >= 12 { 10 } else { 50 };
            let what = format!("{variant} {n}x{n} {level}");
            let mut graders: Vec<(Layout, Grader)> = Vec::new();
            let started = std::time::Instant::now();
            carve_batch(shape, &opts, 2026, 0..wanted, 2, |i, c| {
                let layout = c.puzzle.layout();
                let what = format!("{what} #{i}");
                assert_eq!((layout.variant(), layout.side()), (variant, n), "{what}");
                let letters = layout.regions().letters();
                assert!(regions_are_sound(&letters), "{what}: {letters}");
                let hyper_box = (variant == Variant::HYPER).then_some(3);
                let houses = rule_houses(&letters, variant.has_diagonals(), hyper_box);
                assert!(valid(&houses, c.solution.cells()), "{what}");
                let mut cells = c.puzzle.cells().to_vec();
                assert!(
                    cells
                        .iter()
                        .zip(c.solution.cells())
                        .all(|(&p, &s)| p == 0 || p == s)
                );
                assert_eq!(count(&houses, &mut cells, 2), 1, "{what}: {}", c.puzzle);
                if !graders.iter().any(|(l, _)| l == layout) {
                    graders.clear();
                    graders.push((layout.clone(), Grader::of_layout(layout)));
                }
                let rated = graders[0].1.rate(c.puzzle.cells(), Level::Master).unwrap();
                assert_eq!(rated.level, level, "{what}: {}", c.puzzle);
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
    assert!(made > 3000, "{made}");
}

#[test]
fn hints_and_conflicts_name_regions_diagonals_and_windows() {
    use crate::common::press;
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for (variant, seed, words) in [
        ("jigsaw", "4", &["in region "][..]),
        ("x", "4", &["the main diagonal", "the anti-diagonal"][..]),
        ("hyper", "4", &["in window "][..]),
    ] {
        let args = [
            "generate",
            "--variant",
            variant,
            "--difficulty",
            "hard",
            "--count",
            "20",
            "--seed",
            seed,
            "--format",
            "line",
            "-o",
            "p.txt",
        ];
        let (code, _, err) = press(dir, &args);
        assert_eq!(code, 0, "{err}");
        let (code, hints, err) = press(dir, &["hint", "--all", "p.txt"]);
        assert_eq!(code, 0, "{err}");
        for word in words {
            assert!(hints.contains(word), "{variant}: no '{word}' in\n{hints}");
        }
        // Locked candidates between an extra house and another.
        if variant != "jigsaw" {
            let extra = if variant == "x" { "diagonal" } else { "window" };
            assert!(
                hints.lines().any(|l| {
                    (l.contains("pointing: ") || l.contains("claiming: ")) && l.contains(extra)
                }),
                "{variant}: no locked candidates with a {extra}"
            );
        }
    }
    // A repeated symbol on a diagonal is named there.
    std::fs::write(dir.join("bad.txt"), "# variant x\n1....1..........\n").unwrap();
    let (code, out, _) = press(dir, &["check", "bad.txt"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("symbol 1 twice in the main diagonal: r1c1, r2c2"),
        "{out}"
    );
}

#[test]
fn a_hyper_fill_gives_up_at_its_deadline() {
    use std::time::{Duration, Instant};
    use sudoku_press::deadline::Deadline;
    // A 25x25 hyper grid was not filled within 30 s (BENCHMARKS.md); the
    // fill reads the clock, and a grid it does make keeps the rules.
    let layout = Layout::new(Shape::new(5, 5).unwrap(), Variant::HYPER).unwrap();
    let budget = 0.5;
    let started = Instant::now();
    let grid = Filler::of_layout(&layout).fill_layout_until(
        &mut rng::stream(1, 1),
        Deadline::after(Duration::from_secs_f64(budget)),
    );
    let took = started.elapsed().as_secs_f64();
    assert!(took <= budget * 1.1 + 0.2, "{took:.2} s");
    if let Some(cells) = grid {
        let houses = rule_houses(&layout.regions().letters(), false, Some(5));
        assert!(houses.iter().all(|h| {
            let mut seen: Vec<u8> = h.iter().map(|&c| cells[c]).collect();
            seen.sort();
            seen.dedup();
            seen.len() == 25
        }));
    }
}
