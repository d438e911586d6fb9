//! Single-thread throughput of the engine: `cargo bench --bench throughput`.
//!
//! Prints unique-checks per second (count up to 2) on the public 9x9 sets,
//! complete-grid fills per second for several shapes, ratings per second on
//! the 17-clue set, and graded puzzles carved per second (with the median
//! time a puzzle) for each shape, level and variant the issues name, and the time to
//! typeset 1,000 9x9 puzzles with their keys into a PDF (with the file's size
//! a page and the process's peak memory). Each figure but the carving ones
//! is the best of several passes, to keep the other core's noise out;
//! carving runs a fixed list of seeds once.

use std::time::{Duration, Instant};
use sudoku_press::carve::{CarveOptions, Carver};
use sudoku_press::fill::Filler;
use sudoku_press::format::parse_text;
use sudoku_press::layout::Variant;
use sudoku_press::logic::{Grader, Level};
use sudoku_press::rng;
use sudoku_press::shape::Shape;
use sudoku_press::solver::Solver;

fn data(name: &str) -> Option<String> {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).ok()
}

/// Best rate over passes of `f`, which does `items` units of work.
fn best_rate(items: usize, passes: usize, mut f: impl FnMut() -> usize) -> f64 {
    let mut best = Duration::MAX;
    let mut check = 0;
    for _ in 0..passes {
        let t = Instant::now();
        check += f();
        best = best.min(t.elapsed());
    }
    std::hint::black_box(check);
    items as f64 / best.as_secs_f64()
}

fn main() {
    // `cargo bench -- NAME` runs only the lines whose label contains NAME.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |label: &str| filter.as_deref().is_none_or(|f| label.contains(f));
    for (file, passes) in [
        ("9x9_17clue_5000.txt", 10),
        ("9x9_hardest_375.txt", 10),
        ("9x9_top1465.txt", 3),
    ] {
        let label = format!("unique-check {file}");
        if !wanted(&label) {
            continue;
        }
        let Some(text) = data(file) else {
            println!("{label:<40} skipped: ../shared/data/{file} not found");
            continue;
        };
        let puzzles = parse_text(&text, None).expect("data set parses");
        let mut solver = Solver::new(Shape::classic());
        let rate = best_rate(puzzles.len(), passes, || {
            puzzles.iter().map(|p| solver.count(&p.grid, 2).count).sum()
        });
        println!(
            "{label:<40} {rate:>12.0} puzzles/s  ({} puzzles)",
            puzzles.len()
        );
    }
    for (shape, fills) in [
        ("2x2", 200_000),
        ("3x2", 100_000),
        ("3x3", 50_000),
        ("4x3", 10_000),
        ("4x4", 5_000),
        ("5x5", 300),
    ] {
        let label = format!("fill {shape}");
        if !wanted(&label) {
            continue;
        }
        let shape: Shape = shape.parse().expect("valid shape");
        let mut filler = Filler::new(shape);
        let mut index = 0;
        let rate = best_rate(fills, 3, || {
            let mut sum = 0;
            for _ in 0..fills {
                let mut r = rng::stream(7, index);
                index += 1;
                sum += filler.fill(&mut r).get(0) as usize;
            }
            sum
        });
        let n = shape.side();
        println!("{label:<40} {rate:>12.0} grids/s    ({n}x{n})");
    }
    if wanted("rate 9x9_17clue_5000.txt") {
        let label = "rate 9x9_17clue_5000.txt";
        match data("9x9_17clue_5000.txt") {
            None => println!("{label:<40} skipped: ../shared/data not found"),
            Some(text) => {
                let puzzles = parse_text(&text, None).expect("data set parses");
                let mut grader = Grader::new(Shape::classic());
                let rate = best_rate(puzzles.len(), 5, || {
                    puzzles
                        .iter()
                        .map(|p| {
                            let g = grader.solve(p.grid.cells(), Level::Master, false);
                            g.map_or(0, |g| g.level as usize)
                        })
                        .sum()
                });
                println!(
                    "{label:<40} {rate:>12.0} puzzles/s  ({} puzzles)",
                    puzzles.len()
                );
            }
        }
    }
    // Carving: the default options (rot180) but the level, seeds 0.., one
    // run; the rate counts failures too, and says how many there were.
    for (variant, shape, level, count) in [
        (Variant::CLASSIC, "3x3", Level::Beginner, 2000),
        (Variant::CLASSIC, "3x3", Level::Easy, 2000),
        (Variant::CLASSIC, "3x3", Level::Medium, 1000),
        (Variant::CLASSIC, "3x3", Level::Hard, 500),
        (Variant::CLASSIC, "3x3", Level::Expert, 500),
        (Variant::CLASSIC, "3x3", Level::Master, 200),
        (Variant::CLASSIC, "3x2", Level::Beginner, 5000),
        (Variant::CLASSIC, "3x2", Level::Easy, 5000),
        (Variant::CLASSIC, "3x2", Level::Medium, 500),
        (Variant::CLASSIC, "2x2", Level::Beginner, 20000),
        (Variant::CLASSIC, "2x2", Level::Easy, 20000),
        (Variant::CLASSIC, "2x2", Level::Medium, 20000),
        (Variant::CLASSIC, "2x2", Level::Hard, 20000),
        (Variant::CLASSIC, "4x4", Level::Medium, 50),
        (Variant::CLASSIC, "4x4", Level::Hard, 30),
        (Variant::SAMURAI, "3x3", Level::Medium, 20),
        (Variant::SAMURAI, "3x3", Level::Master, 20),
        (Variant::SAMURAI, "3x2", Level::Medium, 20),
        (Variant::SAMURAI, "2x2", Level::Hard, 20),
    ] {
        let label = match variant {
            Variant::CLASSIC => format!("carve {shape} {level}"),
            _ => format!("carve {variant} {shape} {level}"),
        };
        if !wanted(&label) {
            continue;
        }
        let shape: Shape = shape.parse().expect("valid shape");
        let opts = CarveOptions {
            level,
            variant,
            ..CarveOptions::default()
        };
        let mut carver = Carver::new(shape, opts).expect("a level the shape reaches");
        let mut times = Vec::with_capacity(count);
        let mut failed = 0;
        let start = Instant::now();
        for index in 0..count as u64 {
            let t = Instant::now();
            failed += usize::from(carver.carve(&mut rng::stream(1, index)).is_err());
            times.push(t.elapsed());
        }
        let rate = count as f64 / start.elapsed().as_secs_f64();
        times.sort();
        let median = times[times.len() / 2].as_secs_f64() * 1e3;
        let n = shape.side();
        println!(
            "{label:<40} {rate:>12.1} puzzles/s  ({n}x{n}, median {median:.2} ms, {failed} failed)"
        );
    }
    if wanted("typeset") {
        typeset();
    }
}

/// Lays out and writes 1,000 medium 9x9 puzzles (carved first, untimed) with
/// their keys at the end: the best of 5 passes, the PDF's size a page, and
/// the peak resident memory of this process (Linux `VmHWM`).
fn typeset() {
    use sudoku_press::sheet::{self, SheetOptions, SheetPuzzle, typeset};
    let shape = Shape::classic();
    let mut carver = Carver::new(shape, CarveOptions::default()).expect("medium 9x9");
    let puzzles: Vec<SheetPuzzle> = (0..1000u64)
        .map(|i| {
            let c = carver.carve(&mut rng::stream(1, i)).expect("carves");
            SheetPuzzle {
                number: i as usize + 1,
                layout: c.puzzle.shared_layout().clone(),
                puzzle: c.puzzle.cells().to_vec(),
                solution: c.solution.cells().to_vec(),
                caption: sheet::caption(
                    i as usize + 1,
                    c.puzzle.layout(),
                    c.level(),
                    None,
                    Default::default(),
                ),
                stars: 0,
            }
        })
        .collect();
    let opts = SheetOptions::default();
    let (mut best, mut bytes, mut pages) = (Duration::MAX, 0, 0);
    for _ in 0..5 {
        let t = Instant::now();
        let sheets = typeset(&puzzles, &opts).expect("lays out");
        let pdf = sudoku_press::pdf::to_pdf(&sheets.main).expect("writes");
        best = best.min(t.elapsed());
        bytes = pdf.len();
        pages = sheets.main.pages.len();
    }
    let peak = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string());
    println!(
        "{:<40} {:>12.3} s  ({pages} pages, {:.1} KB a page, {} KB file, peak memory {peak})",
        "typeset 9x9 1000 with keys",
        best.as_secs_f64(),
        bytes as f64 / pages as f64 / 1000.0,
        bytes / 1000,
    );
}
