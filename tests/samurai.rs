//! Samurai puzzles (five grids, four at the corners of a fifth, each
//! sharing a corner box with it) checked from the rules alone: the JSON a
//! run writes is read here, its canvas and grids worked out from what a
//! samurai is, every grid's rows, columns and boxes checked, and the
//! solutions counted by a search written here. Then rated back, read back
//! from every text format, hinted, and printed.

use crate::common::{press, tool};
use sudoku_press::format::parse_text;

/// A samurai read from a JSON line, checked against the rules.
struct Samurai {
    /// Box width and height.
    w: usize,
    h: usize,
    /// The canvas.
    rows: usize,
    cols: usize,
    /// Each grid's top left place.
    grids: Vec<(usize, usize)>,
    /// The canvas row by row: `None` outside every grid, else the value
    /// (0 blank).
    puzzle: Vec<Option<u8>>,
    solution: Vec<Option<u8>>,
    level: String,
}

impl Samurai {
    /// The grid side.
    fn n(&self) -> usize {
        self.w * self.h
    }

    /// Every house: each grid's rows, columns and boxes, as canvas places.
    fn houses(&self) -> Vec<Vec<usize>> {
        let (w, h, n) = (self.w, self.h, self.n());
        let mut out = Vec::new();
        for &(r0, c0) in &self.grids {
            let at = |r: usize, c: usize| (r0 + r) * self.cols + c0 + c;
            for i in 0..n {
                out.push((0..n).map(|j| at(i, j)).collect());
                out.push((0..n).map(|j| at(j, i)).collect());
                // Box i: h rows of w cells, n / w boxes across.
                let (br, bc) = (i / (n / w) * h, i % (n / w) * w);
                out.push((0..n).map(|j| at(br + j / w, bc + j % w)).collect());
            }
        }
        out
    }
}

/// The corners of a samurai's grids of `w` x `h` boxes, from what a
/// samurai is: the middle grid's corner boxes are the inner corner boxes
/// of four grids at the corners, which meet nowhere else.
fn corners(w: usize, h: usize) -> Vec<(usize, usize)> {
    let n = w * h;
    // The middle grid's top left box is the upper left grid's bottom
    // right one: it starts n - h rows and n - w columns in.
    let (dr, dc) = (n - h, n - w);
    vec![(0, 0), (0, 2 * dc), (dr, dc), (2 * dr, 0), (2 * dr, 2 * dc)]
}

/// Reads and checks one JSON line: its shape, size and grids are a
/// samurai's, `-` stands exactly outside the grids, and the solution is
/// full, keeps the clues and holds every symbol once in every house.
fn read(line: &str) -> Samurai {
    let v: serde_json::Value = serde_json::from_str(line).unwrap();
    assert_eq!(v["variant"], "samurai", "{line}");
    let shape = v["shape"].as_str().unwrap();
    let (w, h) = shape.split_once('x').unwrap();
    let (w, h): (usize, usize) = (w.parse().unwrap(), h.parse().unwrap());
    let grids = corners(w, h);
    let n = w * h;
    let rows = grids.iter().map(|g| g.0 + n).max().unwrap();
    let cols = grids.iter().map(|g| g.1 + n).max().unwrap();
    assert_eq!(v["size"], serde_json::json!([rows, cols]), "{line}");
    let listed: Vec<(usize, usize)> = v["grids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g[0].as_u64().unwrap() as usize,
                g[1].as_u64().unwrap() as usize,
            )
        })
        .collect();
    assert_eq!(listed, grids, "{line}");
    let inside = |k: usize| {
        let (r, c) = (k / cols, k % cols);
        grids
            .iter()
            .any(|&(r0, c0)| (r0..r0 + n).contains(&r) && (c0..c0 + n).contains(&c))
    };
    let places = |text: &str| -> Vec<Option<u8>> {
        assert_eq!(text.chars().count(), rows * cols, "{text}");
        text.chars()
            .enumerate()
            .map(|(k, ch)| {
                assert_eq!(ch == '-', !inside(k), "place {k} of {text}");
                match ch {
                    '-' => None,
                    '.' => Some(0),
                    ch => Some(ch.to_digit(36).unwrap() as u8),
                }
            })
            .collect()
    };
    let s = Samurai {
        w,
        h,
        rows,
        cols,
        puzzle: places(v["puzzle"].as_str().unwrap()),
        solution: places(v["solution"].as_str().unwrap()),
        level: v["level"].as_str().unwrap().to_string(),
        grids,
    };
    for (&p, &q) in s.puzzle.iter().zip(&s.solution) {
        assert!(p == Some(0) || p == q, "a clue the solution changes");
    }
    for house in s.houses() {
        let mut seen: Vec<u8> = house.iter().map(|&k| s.solution[k].unwrap()).collect();
        seen.sort_unstable();
        assert_eq!(seen, (1..=n as u8).collect::<Vec<_>>(), "{line}");
    }
    s
}

/// The solutions of `s`'s puzzle, counted up to `limit` by a search over
/// candidate masks of the canvas's places: naked and hidden singles, then a
/// branch on the place with the fewest candidates.
fn count(s: &Samurai, limit: usize) -> usize {
    assert_eq!(s.puzzle.len(), s.rows * s.cols);
    let houses = s.houses();
    let n = s.n();
    let all: u32 = (1 << n) - 1;
    let mut cand: Vec<u32> = s
        .puzzle
        .iter()
        .map(|v| match v {
            None => 0,
            Some(0) => all,
            Some(d) => 1 << (d - 1),
        })
        .collect();
    let mut found = 0;
    search(&houses, &mut cand, limit, &mut found);
    found
}

/// Narrows `cand` by singles; false on a contradiction.
fn settle(houses: &[Vec<usize>], cand: &mut [u32]) -> bool {
    loop {
        let mut changed = false;
        for house in houses {
            let mut seen = 0u32;
            for &p in house {
                let m = cand[p];
                if m.count_ones() == 1 {
                    if seen & m != 0 {
                        return false;
                    }
                    seen |= m;
                }
            }
            for &p in house {
                if cand[p].count_ones() > 1 && cand[p] & seen != 0 {
                    cand[p] &= !seen;
                    changed = true;
                    if cand[p] == 0 {
                        return false;
                    }
                }
            }
            // Hidden singles: a symbol with one place left.
            let mut union = 0u32;
            for &p in house {
                union |= cand[p];
            }
            if union.count_ones() as usize != house.len() {
                return false;
            }
            for bit in (0..32).map(|b| 1u32 << b).filter(|b| union & b != 0) {
                let places: Vec<usize> = house
                    .iter()
                    .copied()
                    .filter(|&p| cand[p] & bit != 0)
                    .collect();
                if places.len() == 1 && cand[places[0]] != bit {
                    cand[places[0]] = bit;
                    changed = true;
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

fn search(houses: &[Vec<usize>], cand: &mut [u32], limit: usize, found: &mut usize) {
    if *found >= limit || !settle(houses, cand) {
        return;
    }
    let open = (0..cand.len())
        .filter(|&p| cand[p].count_ones() > 1)
        .min_by_key(|&p| cand[p].count_ones());
    let Some(p) = open else {
        *found += 1;
        return;
    };
    let m = cand[p];
    for bit in (0..32).map(|b| 1u32 << b).filter(|b| m & b != 0) {
        let mut child = cand.to_vec();
        child[p] = bit;
        search(houses, &mut child, limit, found);
        if *found >= limit {
            return;
        }
    }
}

/// The levels each samurai is made at, and its box.
const MADE: [(&str, &[&str]); 4] = [
    ("2x2", &["beginner", "easy", "medium", "hard"]),
    (
        "3x2",
        &["beginner", "easy", "medium", "hard", "expert", "master"],
    ),
    (
        "2x3",
        &["beginner", "easy", "medium", "hard", "expert", "master"],
    ),
    (
        "3x3",
        &["beginner", "easy", "medium", "hard", "expert", "master"],
    ),
];

#[test]
fn every_samurai_at_every_level_is_unique_obeys_every_grid_and_rates_back() {
    let dir = tempfile::tempdir().unwrap();
    for (shape, levels) in MADE {
        for level in levels {
            let args = [
                "generate",
                "--variant",
                "samurai",
                "--box",
                shape,
                "--difficulty",
                level,
                "--count",
                "3",
                "--seed",
                "5",
                "--format",
                "json",
            ];
            let (code, out, err) = press(dir.path(), &args);
            assert_eq!(code, 0, "{args:?}: {err}");
            for line in out.lines().filter(|l| l.starts_with('{')) {
                let s = read(line);
                assert_eq!(s.level, *level, "{shape} {line}");
                assert_eq!(count(&s, 2), 1, "{shape} {level}: {line}");
            }
            // Rated back by `rate`, read from the file.
            let file = dir.path().join("s.json");
            std::fs::write(&file, &out).unwrap();
            let (code, rated, err) = press(dir.path(), &["rate", "s.json"]);
            assert_eq!(code, 0, "{err}");
            let rated: Vec<&str> = rated
                .lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| l.split_whitespace().next().unwrap())
                .collect();
            assert_eq!(rated, [*level; 3], "{shape}");
        }
    }
}

#[test]
fn the_checker_refuses_a_broken_samurai() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "generate",
        "--variant",
        "samurai",
        "--box",
        "2x2",
        "--difficulty",
        "easy",
        "--seed",
        "2",
        "--count",
        "1",
        "--format",
        "json",
    ];
    let (_, out, _) = press(dir.path(), &args);
    let line = out.lines().find(|l| l.starts_with('{')).unwrap();
    let s = read(line);
    // Blank every clue: many solutions.
    let mut open = Samurai {
        puzzle: s.puzzle.iter().map(|v| v.map(|_| 0)).collect(),
        ..s
    };
    assert_eq!(count(&open, 2), 2);
    // Two clues that clash in a row of the middle grid only.
    let (r0, c0) = open.grids[2];
    let row = (r0 + 3) * open.cols + c0;
    open.puzzle[row] = Some(1);
    open.puzzle[row + 1] = Some(1);
    assert_eq!(count(&open, 2), 0);
    // A solution that breaks a shared box's other grid is caught.
    let v: serde_json::Value = serde_json::from_str(line).unwrap();
    let mut bad = v.clone();
    let sol: String = v["solution"].as_str().unwrap().to_string();
    let mut chars: Vec<char> = sol.chars().collect();
    // Two places of a row of the upper left grid swapped, one of them in
    // the box it shares with the middle grid: the row keeps its symbols,
    // the columns and boxes of both grids do not.
    let (a, b) = (2 * open.cols, 2 * open.cols + 3);
    chars.swap(a, b);
    bad["solution"] = serde_json::Value::String(chars.into_iter().collect());
    let text = bad.to_string();
    assert!(std::panic::catch_unwind(|| read(&text)).is_err());
}

#[test]
fn samurai_read_back_from_every_text_format_with_no_flags() {
    let dir = tempfile::tempdir().unwrap();
    for (shape, _) in MADE {
        let run = |format: &str| {
            let args = [
                "generate",
                "--variant",
                "samurai",
                "--box",
                shape,
                "--seed",
                "9",
                "--count",
                "2",
                "--format",
                format,
            ];
            let (code, out, err) = press(dir.path(), &args);
            assert_eq!(code, 0, "{err}");
            out
        };
        let json = run("json");
        let expected: Vec<(String, String)> = json
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                (
                    v["puzzle"].as_str().unwrap().to_string(),
                    v["solution"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        for format in ["line", "grid", "json"] {
            let text = run(format);
            let read = parse_text(&text, None).unwrap_or_else(|e| panic!("{shape} {format}: {e}"));
            let got: Vec<(String, String)> = read
                .iter()
                .map(|p| (p.grid.to_line(), p.solution.as_ref().unwrap().to_line()))
                .collect();
            assert_eq!(got, expected, "{shape} {format}");
            // And `solve` reads the file with no flags, giving the solutions.
            std::fs::write(dir.path().join("p.txt"), &text).unwrap();
            let (code, solved, err) = press(dir.path(), &["solve", "p.txt"]);
            assert_eq!(code, 0, "{shape} {format}: {err}");
            let solved: Vec<&str> = solved.lines().filter(|l| !l.starts_with('#')).collect();
            let want: Vec<&str> = expected.iter().map(|(_, s)| s.as_str()).collect();
            assert_eq!(solved, want, "{shape} {format}");
        }
    }
    // A 6x6 samurai's line without its '# variant' comment: its holes tell
    // which (3x2 and 2x3 canvases have as many places).
    let json = press(
        dir.path(),
        &[
            "generate",
            "--variant",
            "samurai",
            "--box",
            "2x3",
            "--seed",
            "4",
            "--format",
            "json",
            "--count",
            "1",
        ],
    )
    .1;
    let v: serde_json::Value =
        serde_json::from_str(json.lines().find(|l| l.starts_with('{')).unwrap()).unwrap();
    let line = v["puzzle"].as_str().unwrap();
    let read = parse_text(line, None).unwrap();
    assert_eq!(read[0].grid.shape().to_string(), "2x3");
    assert_eq!(read[0].grid.to_line(), line);
}

#[test]
fn bad_samurai_text_is_refused_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let out = press(
        dir.path(),
        &[
            "generate",
            "--variant",
            "samurai",
            "--seed",
            "4",
            "--format",
            "line",
            "--count",
            "1",
        ],
    )
    .1;
    let line = out.lines().find(|l| !l.starts_with('#')).unwrap();
    let puzzle = line.split_whitespace().next().unwrap();
    // A symbol in a hole: row 1, column 10 of the canvas.
    let mut chars: Vec<char> = puzzle.chars().collect();
    assert_eq!(chars[9], '-');
    chars[9] = '5';
    let bad: String = chars.iter().collect();
    std::fs::write(
        dir.path().join("bad.txt"),
        format!("# variant samurai\n{bad}\n"),
    )
    .unwrap();
    let (code, _, err) = press(dir.path(), &["solve", "bad.txt"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.txt:2") || err.contains("line 2"), "{err}");
    assert!(
        err.contains("row 1, column 10") && err.contains("expected '-'"),
        "{err}"
    );
    // A hole's '-' inside a grid.
    let mut chars: Vec<char> = puzzle.chars().collect();
    chars[0] = '-';
    let bad: String = chars.iter().collect();
    std::fs::write(dir.path().join("bad.txt"), format!("{bad}\n")).unwrap();
    let (code, _, err) = press(dir.path(), &["solve", "bad.txt"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("row 1, column 1"), "{err}");
    // A line with holes of no puzzle's length.
    std::fs::write(dir.path().join("bad.txt"), format!("{}\n", &puzzle[..110])).unwrap();
    let (code, _, err) = press(dir.path(), &["solve", "bad.txt"]);
    assert_eq!(code, 2);
    assert!(err.contains("fits no samurai"), "{err}");
    // A classic line with a '-' is named at its place, as before samurai.
    let classic = format!("{}-{}", ".".repeat(40), ".".repeat(40));
    for text in [classic.clone(), format!("{{\"puzzle\": \"{classic}\"}}")] {
        std::fs::write(dir.path().join("bad.txt"), format!("{text}\n")).unwrap();
        let (code, _, err) = press(dir.path(), &["solve", "bad.txt"]);
        assert_eq!(code, 2);
        assert!(
            err.contains("row 5, column 5") && err.contains("'-' is not a symbol"),
            "{err}"
        );
    }
}

#[test]
fn a_samurai_hint_names_the_grid_and_its_sheet_prints_every_grid() {
    let dir = tempfile::tempdir().unwrap();
    let out = press(
        dir.path(),
        &[
            "generate",
            "--variant",
            "samurai",
            "--seed",
            "6",
            "--format",
            "json",
            "--count",
            "1",
        ],
    )
    .1;
    std::fs::write(dir.path().join("s.json"), &out).unwrap();
    let (code, hint, err) = press(dir.path(), &["hint", "s.json"]);
    assert_eq!(code, 0, "{err}");
    let grids = [
        "upper left grid",
        "upper right grid",
        "middle grid",
        "lower left grid",
        "lower right grid",
    ];
    assert!(grids.iter().any(|g| hint.contains(g)), "{hint}");
    // Its cell, named on the whole canvas, lies in the house it names
    // ("hidden single: 2 can only go in r2c8 in box 3 of the upper left
    // grid").
    for seed in ["1", "2", "3", "4"] {
        let args = [
            "generate",
            "--variant",
            "samurai",
            "--seed",
            seed,
            "--format",
            "line",
        ];
        std::fs::write(dir.path().join("h.txt"), press(dir.path(), &args).1).unwrap();
        let hint = press(dir.path(), &["hint", "h.txt"]).1;
        let words: Vec<&str> = hint.split_whitespace().collect();
        let place = |w: &str| {
            let (r, c) = w.strip_prefix('r')?.split_once('c')?;
            Some((r.parse::<usize>().ok()? - 1, c.parse::<usize>().ok()? - 1))
        };
        let (r, c) = words.iter().find_map(|w| place(w)).expect("a cell named");
        let g = grids
            .iter()
            .position(|g| hint.contains(g))
            .expect("a grid named");
        let (r0, c0) = corners(3, 3)[g];
        assert!(
            (r0..r0 + 9).contains(&r) && (c0..c0 + 9).contains(&c),
            "{hint}"
        );
        if let Some(k) = words.iter().position(|&w| w == "box") {
            let b: usize = words[k + 1].parse::<usize>().unwrap() - 1;
            assert_eq!((r - r0) / 3 * 3 + (c - c0) / 3, b, "{hint}");
        }
    }
    let (code, hint, _) = press(dir.path(), &["hint", "--lang", "de", "s.json"]);
    assert_eq!(code, 0);
    assert!(hint.contains("Gitter"), "{hint}");
    // The sheet: one 9x9 samurai a page, its rule under the title, and
    // a key.
    let (code, _, err) = press(dir.path(), &["render", "s.json", "-o", "s.pdf"]);
    assert_eq!(code, 0, "{err}");
    let (code, _) = tool(dir.path(), "qpdf", &["--check", "s.pdf"]);
    assert_eq!(code, 0);
    let (_, text) = tool(dir.path(), "pdftotext", &["-layout", "s.pdf", "-"]);
    assert!(text.contains("Samurai Sudoku"), "{text}");
    assert!(
        text.contains("Each of the five grids keeps this rule"),
        "{text}"
    );
    assert!(text.contains("9x9 samurai"), "{text}");
    let (code, _, err) = press(
        dir.path(),
        &[
            "generate",
            "--variant",
            "samurai",
            "--count",
            "2",
            "--seed",
            "1",
            "-o",
            "two.pdf",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let (_, info) = tool(dir.path(), "pdfinfo", &["two.pdf"]);
    // Two puzzle pages and a page of keys.
    assert!(info.contains("Pages:           3"), "{info}");
}
