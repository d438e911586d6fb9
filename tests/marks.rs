//! The variants of marks between cells (greater-than, futoshiki, kropki,
//! consecutive, nonconsecutive, odd-even, thermo, and on a jigsaw's
//! regions), checked from the rules
//! alone: the JSON a run writes is read here, every rule worked out from
//! what its marks say (signs point to the smaller number; a white mark
//! joins numbers one apart, a black dot numbers one double the other;
//! under `negative` undotted neighbours are neither; under
//! `nonconsecutive` neighbours without a white mark are not one apart;
//! odd and even cells; thermometers rise from the bulb), and the solutions
//! counted by a search written here. Then rated back, read back from every
//! text format, their broken marks named by `check`, and every step of
//! the grader's path held to the solution.

use crate::common::press;
use sudoku_press::carve::{CarveOptions, Carver};
use sudoku_press::format::parse_text;
use sudoku_press::layout::Variant;
use sudoku_press::logic::{Grader, Level};
use sudoku_press::{Shape, rng};

/// What the rules ask of two cells, read from the first.
#[derive(Clone, Copy, Debug)]
enum Rel {
    /// Mine is the greater.
    Above,
    /// Mine is the smaller.
    Below,
    /// One apart.
    White,
    /// One double the other.
    Black,
    /// Neither one apart nor one double the other.
    Neither,
    /// Not one apart.
    Apart,
}

impl Rel {
    fn holds(self, x: u8, y: u8) -> bool {
        let apart = x.abs_diff(y) == 1;
        let double = x == 2 * y || y == 2 * x;
        match self {
            Rel::Above => x > y,
            Rel::Below => x < y,
            Rel::White => apart,
            Rel::Black => double,
            Rel::Neither => !apart && !double,
            Rel::Apart => !apart,
        }
    }
}

/// A puzzle of marks read from a JSON line, its rules worked out.
struct Marked {
    n: usize,
    variant: String,
    level: String,
    puzzle: Vec<u8>,
    solution: Vec<u8>,
    /// Each cell's peers: the cells of its row, column and box.
    peers: Vec<Vec<usize>>,
    /// What its marks ask.
    rules: Rules,
}

/// What the marks of a puzzle ask of its cells, worked out from the
/// JSON keys (the format's, and the page's): each cell's rules with other
/// cells, read from it, and its parity.
pub(super) struct Rules {
    rels: Vec<Vec<(usize, Rel)>>,
    /// Some(true) odd, Some(false) even.
    parity: Vec<Option<bool>>,
}

impl Rules {
    /// The rules of the marks of `v` on a side of `n` (keys left out mark
    /// nothing); every mark joins orthogonal neighbours.
    pub(super) fn of(v: &serde_json::Value, n: usize) -> Rules {
        let line = v.to_string();
        let neighbours =
            |a: usize, b: usize| (a / n).abs_diff(b / n) + (a % n).abs_diff(b % n) == 1;
        let mut rels: Vec<Vec<(usize, Rel)>> = vec![Vec::new(); n * n];
        let mut both = |a: usize, b: usize, mine: Rel, theirs: Rel| {
            assert!(neighbours(a, b), "a mark between {a} and {b}: {line}");
            rels[a].push((b, mine));
            rels[b].push((a, theirs));
        };
        for [a, b] in pairs(&v["greater"]) {
            both(a, b, Rel::Above, Rel::Below);
        }
        let (white, black) = (pairs(&v["white"]), pairs(&v["black"]));
        for &[a, b] in &white {
            both(a, b, Rel::White, Rel::White);
        }
        for &[a, b] in &black {
            both(a, b, Rel::Black, Rel::Black);
        }
        for thermo in v["thermos"].as_array().into_iter().flatten() {
            let path = cells(thermo);
            assert!(path.len() >= 2, "{line}");
            for s in path.windows(2) {
                both(s[0], s[1], Rel::Below, Rel::Above);
            }
        }
        let joined = |list: &[[usize; 2]], a: usize, b: usize| {
            list.iter()
                .any(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a))
        };
        for a in 0..n * n {
            for b in [a + 1, a + n]
                .into_iter()
                .filter(|&b| b < n * n && neighbours(a, b))
            {
                if v["negative"] == true && !joined(&white, a, b) && !joined(&black, a, b) {
                    both(a, b, Rel::Neither, Rel::Neither);
                }
                if v["nonconsecutive"] == true && !joined(&white, a, b) {
                    both(a, b, Rel::Apart, Rel::Apart);
                }
            }
        }
        let mut parity = vec![None; n * n];
        for c in cells(&v["odd"]) {
            parity[c] = Some(true);
        }
        for c in cells(&v["even"]) {
            assert!(parity[c].is_none(), "{line}");
            parity[c] = Some(false);
        }
        Rules { rels, parity }
    }

    /// Whether `d` in cell `c` keeps every mark with the filled cells of
    /// `v` (0 empty).
    pub(super) fn allows(&self, v: &[u8], c: usize, d: u8) -> bool {
        self.parity[c].is_none_or(|odd| (d % 2 == 1) == odd)
            && self.rels[c]
                .iter()
                .all(|&(o, rel)| v[o] == 0 || rel.holds(d, v[o]))
    }
}

/// Cells from a JSON array of numbers.
fn cells(v: &serde_json::Value) -> Vec<usize> {
    v.as_array()
        .map(|a| a.iter().map(|c| c.as_u64().unwrap() as usize).collect())
        .unwrap_or_default()
}

/// Pairs from a JSON array of pairs.
fn pairs(v: &serde_json::Value) -> Vec<[usize; 2]> {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|p| {
                    let p = cells(p);
                    assert_eq!(p.len(), 2, "a pair: {p:?}");
                    [p[0], p[1]]
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Reads one JSON line and checks that its solution keeps the clues and
/// every rule, and every mark joins orthogonal neighbours.
fn read(line: &str) -> Marked {
    let v: serde_json::Value = serde_json::from_str(line).unwrap();
    // Boxes `WxH`, or a jigsaw's side and its regions' letters.
    let shape = v["shape"].as_str().unwrap();
    let (w, h) = shape.split_once('x').unwrap_or((shape, "1"));
    let (w, h): (usize, usize) = (w.parse().unwrap(), h.parse().unwrap());
    let n = w * h;
    let regions: Vec<char> = match v["regions"].as_str() {
        Some(letters) => letters.chars().collect(),
        None => (0..n * n)
            .map(|c| (c / n / h * n + c % n / w) as u8 as char)
            .collect(),
    };
    assert_eq!(regions.len(), n * n, "{line}");
    let values = |key: &str| -> Vec<u8> {
        let text = v[key].as_str().unwrap();
        assert_eq!(text.chars().count(), n * n, "{line}");
        text.chars()
            .map(|ch| ch.to_digit(36).unwrap_or(0) as u8)
            .collect()
    };
    let rules = Rules::of(&v, n);
    let peers = (0..n * n)
        .map(|a| {
            let (ra, ca) = (a / n, a % n);
            (0..n * n)
                .filter(|&b| {
                    let (rb, cb) = (b / n, b % n);
                    b != a && (ra == rb || ca == cb || regions[a] == regions[b])
                })
                .collect()
        })
        .collect();
    let m = Marked {
        n,
        variant: v["variant"].as_str().unwrap().to_string(),
        level: v["level"].as_str().unwrap().to_string(),
        puzzle: values("puzzle"),
        solution: values("solution"),
        peers,
        rules,
    };
    for (&p, &s) in m.puzzle.iter().zip(&m.solution) {
        assert!(p == 0 || p == s, "a clue the solution changes: {line}");
    }
    assert!(m.solution.iter().all(|&s| s != 0), "{line}");
    for c in 0..n * n {
        assert!(m.allows(&m.solution, c, m.solution[c]), "cell {c}: {line}");
    }
    m
}

impl Marked {
    /// Whether cell `c` may hold `d` beside the filled cells of `v`.
    fn allows(&self, v: &[u8], c: usize, d: u8) -> bool {
        self.peers[c].iter().all(|&p| v[p] != d) && self.rules.allows(v, c, d)
    }

    /// The solutions of the puzzle, counted up to `limit`: the open cell
    /// with the fewest numbers allowed first.
    fn count(&self, limit: usize) -> usize {
        let mut v = self.puzzle.clone();
        for c in 0..v.len() {
            if v[c] == 0 {
                continue;
            }
            let d = std::mem::take(&mut v[c]);
            if !self.allows(&v, c, d) {
                return 0;
            }
            v[c] = d;
        }
        let mut found = 0;
        self.search(&mut v, limit, &mut found);
        found
    }

    fn search(&self, v: &mut Vec<u8>, limit: usize, found: &mut usize) {
        // The numbers each open cell may hold beside the filled ones, each
        // kept only while every rule with a neighbour leaves that
        // neighbour a number (a different one: neighbours share a row or
        // a column), to a fixpoint.
        let cells = v.len();
        let mut cand: Vec<Vec<u8>> = (0..cells)
            .map(|c| match v[c] {
                0 => (1..=self.n as u8)
                    .filter(|&d| self.allows(v, c, d))
                    .collect(),
                d => vec![d],
            })
            .collect();
        loop {
            let mut changed = false;
            for c in (0..cells).filter(|&c| v[c] == 0) {
                let before = cand[c].len();
                let keep: Vec<u8> = cand[c]
                    .iter()
                    .copied()
                    .filter(|&d| {
                        self.rules.rels[c]
                            .iter()
                            .all(|&(o, rel)| cand[o].iter().any(|&e| e != d && rel.holds(d, e)))
                    })
                    .collect();
                if keep.is_empty() {
                    return;
                }
                changed |= keep.len() != before;
                cand[c] = keep;
            }
            if !changed {
                break;
            }
        }
        let open = (0..cells)
            .filter(|&c| v[c] == 0)
            .min_by_key(|&c| cand[c].len());
        let Some(c) = open else {
            *found += 1;
            return;
        };
        for &d in &cand[c] {
            v[c] = d;
            self.search(v, limit, found);
            v[c] = 0;
            if *found >= limit {
                return;
            }
        }
    }
}

/// What each variant is made at: its sizes (`--size`) and their levels.
type Made = (
    &'static str,
    &'static [(&'static str, &'static [&'static str])],
);

const ALL: &[&str] = &["beginner", "easy", "medium", "hard", "expert", "master"];
const FROM_EASY: &[&str] = &["easy", "medium", "hard", "expert", "master"];

const MADE: &[Made] = &[
    ("greater", &[("4", &["beginner"]), ("6", ALL), ("9", ALL)]),
    (
        "futoshiki",
        &[
            ("4", &["beginner", "easy", "medium"]),
            ("5", ALL),
            ("6", ALL),
            ("7", ALL),
            ("9", ALL),
        ],
    ),
    (
        "kropki",
        &[
            ("4", &["easy", "medium"]),
            ("6", FROM_EASY),
            ("9", FROM_EASY),
        ],
    ),
    (
        "consecutive",
        &[("4", &["easy"]), ("6", FROM_EASY), ("9", FROM_EASY)],
    ),
    (
        "nonconsecutive",
        &[("6", &["easy", "medium"]), ("9", FROM_EASY)],
    ),
    (
        "odd-even",
        &[("4", &["beginner", "easy"]), ("6", ALL), ("9", ALL)],
    ),
    (
        "thermo",
        &[
            ("4", &["beginner", "easy", "medium"]),
            ("6", ALL),
            ("9", ALL),
        ],
    ),
    // On irregular regions: every level on 6x6, one on 9x9, and the odd
    // sides.
    (
        "jigsaw+greater",
        &[("4", &["beginner"]), ("6", ALL), ("9", &["medium"])],
    ),
    (
        "jigsaw+kropki",
        &[("5", &["easy"]), ("6", FROM_EASY), ("9", &["hard"])],
    ),
    (
        "jigsaw+consecutive",
        &[("6", FROM_EASY), ("7", &["medium"]), ("9", &["easy"])],
    ),
    (
        "jigsaw+nonconsecutive",
        &[
            ("5", &["easy"]),
            ("6", &["easy", "medium"]),
            ("9", &["medium"]),
        ],
    ),
    (
        "jigsaw+odd-even",
        &[("4", &["beginner", "easy"]), ("6", ALL), ("9", &["medium"])],
    ),
    ("jigsaw+thermo", &[("6", ALL), ("9", &["hard"])]),
];

#[test]
fn every_variant_of_marks_at_every_level_is_unique_keeps_every_rule_and_rates_back() {
    let dir = tempfile::tempdir().unwrap();
    for &(variant, sizes) in MADE {
        for &(size, levels) in sizes {
            for &level in levels {
                let args = [
                    "generate",
                    "--variant",
                    variant,
                    "--size",
                    size,
                    "--difficulty",
                    level,
                    "--count",
                    "2",
                    "--seed",
                    "11",
                    "--format",
                    "json",
                ];
                let (code, out, err) = press(dir.path(), &args);
                assert_eq!(code, 0, "{args:?}: {err}");
                let lines: Vec<&str> = out.lines().filter(|l| l.starts_with('{')).collect();
                assert_eq!(lines.len(), 2, "{args:?}");
                for line in &lines {
                    let m = read(line);
                    assert_eq!((m.variant.as_str(), m.level.as_str()), (variant, level));
                    assert_eq!(m.count(2), 1, "{variant} {size} {level}: {line}");
                }
                // Rated back by `rate`, read from the file.
                std::fs::write(dir.path().join("m.json"), &out).unwrap();
                let (code, rated, err) = press(dir.path(), &["rate", "m.json"]);
                assert_eq!(code, 0, "{err}");
                let rated: Vec<&str> = rated
                    .lines()
                    .filter(|l| !l.starts_with('#'))
                    .map(|l| l.split_whitespace().next().unwrap())
                    .collect();
                assert_eq!(rated, [level; 2], "{variant} {size}");
            }
        }
    }
}

#[test]
fn the_checker_refuses_what_breaks_a_mark() {
    let dir = tempfile::tempdir().unwrap();
    for (variant, size) in [("kropki", "6"), ("thermo", "6"), ("futoshiki", "5")] {
        let args = [
            "generate",
            "--variant",
            variant,
            "--size",
            size,
            "--seed",
            "3",
            "--format",
            "json",
            "--count",
            "1",
        ];
        let (_, out, _) = press(dir.path(), &args);
        let line = out.lines().find(|l| l.starts_with('{')).unwrap();
        let m = read(line);
        assert_eq!(m.count(2), 1, "{variant}");
        // No clue and no mark: many solutions.
        let open = Marked {
            puzzle: vec![0; m.puzzle.len()],
            rules: Rules {
                rels: vec![Vec::new(); m.puzzle.len()],
                parity: vec![None; m.puzzle.len()],
            },
            ..read(line)
        };
        assert_eq!(open.count(2), 2, "{variant}");
        // Two clues that clash in a row: none.
        let clash = Marked {
            puzzle: [vec![1, 1], vec![0; m.puzzle.len() - 2]].concat(),
            ..read(line)
        };
        assert_eq!(clash.count(2), 0, "{variant}");
        // Two clues against a mark: none. The first two linked cells whose
        // rule their numbers swapped break (a sign, a thermometer's step).
        let n2 = m.puzzle.len();
        let broken = (0..n2).find_map(|a| {
            m.rules.rels[a]
                .iter()
                .find(|&&(b, rel)| !rel.holds(m.solution[b], m.solution[a]))
                .map(|&(b, _)| (a, b))
        });
        if let Some((a, b)) = broken {
            let mut puzzle = vec![0; n2];
            (puzzle[a], puzzle[b]) = (m.solution[b], m.solution[a]);
            let against = Marked {
                puzzle,
                ..read(line)
            };
            assert_eq!(against.count(2), 0, "{variant}: {a} {b}");
        }
        // A solution with two numbers of a row swapped keeps its row and
        // breaks a column, a mark, or both: the reader refuses it.
        let mut v: serde_json::Value = serde_json::from_str(line).unwrap();
        let mut sol: Vec<char> = v["solution"].as_str().unwrap().chars().collect();
        sol.swap(0, 1);
        v["solution"] = serde_json::Value::String(sol.into_iter().collect());
        let text = v.to_string();
        assert!(
            std::panic::catch_unwind(|| read(&text)).is_err(),
            "{variant}"
        );
    }
}

#[test]
fn marks_read_back_from_every_text_format_with_no_flags() {
    let dir = tempfile::tempdir().unwrap();
    for &(variant, sizes) in MADE {
        let size = sizes.last().unwrap().0;
        let run = |format: &str| {
            let args = [
                "generate",
                "--variant",
                variant,
                "--size",
                size,
                "--seed",
                "9",
                "--count",
                "3",
                "--format",
                format,
            ];
            let (code, out, err) = press(dir.path(), &args);
            assert_eq!(code, 0, "{err}");
            out
        };
        let json = run("json");
        let expected: Vec<(String, String, serde_json::Value)> = json
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                let mut marks = v.as_object().unwrap().clone();
                marks.retain(|k, _| {
                    [
                        "greater",
                        "white",
                        "black",
                        "negative",
                        "nonconsecutive",
                        "odd",
                        "even",
                        "thermos",
                    ]
                    .contains(&k.as_str())
                });
                (
                    v["puzzle"].as_str().unwrap().to_string(),
                    v["solution"].as_str().unwrap().to_string(),
                    serde_json::Value::Object(marks),
                )
            })
            .collect();
        assert_eq!(expected.len(), 3);
        for format in ["line", "grid", "json"] {
            let text = run(format);
            let read =
                parse_text(&text, None).unwrap_or_else(|e| panic!("{variant} {format}: {e}"));
            let got: Vec<(String, String, serde_json::Value)> = read
                .iter()
                .map(|p| {
                    let marks = p.grid.layout().relations().unwrap().marks();
                    (
                        p.grid.to_line(),
                        p.solution.as_ref().unwrap().to_line(),
                        serde_json::to_value(marks).unwrap(),
                    )
                })
                .collect();
            assert_eq!(got, expected, "{variant} {format}");
            assert!(
                read.iter()
                    .all(|p| p.grid.layout().variant().name() == variant)
            );
            // `solve` reads the file with no flags and gives the solutions.
            std::fs::write(dir.path().join("p.txt"), &text).unwrap();
            let (code, solved, err) = press(dir.path(), &["solve", "p.txt"]);
            assert_eq!(code, 0, "{variant} {format}: {err}");
            let solved: Vec<&str> = solved.lines().filter(|l| !l.starts_with('#')).collect();
            let want: Vec<&str> = expected.iter().map(|(_, s, _)| s.as_str()).collect();
            assert_eq!(solved, want, "{variant} {format}");
        }
    }
}

#[test]
fn check_names_each_broken_mark() {
    let dir = tempfile::tempdir().unwrap();
    // 4x4 grids whose first row breaks one mark each.
    let cases = [
        (
            "greater",
            "greater=0>1",
            "1 2 . .",
            "the sign between r1c1 and r1c2: 1 is not greater than 2",
        ),
        (
            "kropki",
            "white=0-1",
            "1 3 . .",
            "the white dot between r1c1 and r1c2: 1 and 3 do not differ by 1",
        ),
        (
            "kropki",
            "black=0-1",
            "1 3 . .",
            "the black dot between r1c1 and r1c2: neither 1 nor 3 is double the other",
        ),
        (
            "kropki",
            "negative",
            "1 2 . .",
            "no dot between r1c1 and r1c2, yet 1 and 2 differ by 1 or one is double the other",
        ),
        (
            "consecutive",
            "white=1-2 nonconsecutive",
            "1 2 3 .",
            "the neighbours r1c1 and r1c2 hold 1 and 2, which differ by 1",
        ),
        (
            "odd-even",
            "odd=0",
            "2 . . .",
            "r1c1 is an odd cell but holds 2",
        ),
        (
            "odd-even",
            "even=1",
            ". 3 . .",
            "r1c2 is an even cell but holds 3",
        ),
        (
            "thermo",
            "thermo=0-1-2",
            "1 3 2 .",
            "the thermometer does not rise from r1c2 to r1c3: 3, then 2",
        ),
    ];
    for (variant, marks, row, said) in cases {
        let text = format!(
            "# variant {variant} {marks}\n{}............\n",
            row.replace(' ', "")
        );
        std::fs::write(dir.path().join("b.txt"), &text).unwrap();
        let (code, out, err) = press(dir.path(), &["check", "b.txt"]);
        assert_eq!(code, 1, "{text}: {out}{err}");
        assert!(out.contains(said), "{text}: {out}");
    }
}

#[test]
fn every_step_of_every_variant_of_marks_agrees_with_the_solution() {
    // 200 puzzles of each variant, over its sizes and levels: every
    // placement of the grader's path is the solution's, no elimination
    // removes it, and the path finishes the puzzle.
    for &(variant, sizes) in MADE {
        let v: Variant = variant.parse().unwrap();
        let mut made = 0;
        let mut seed = 0u64;
        'all: loop {
            for &(size, levels) in sizes {
                let n: usize = size.parse().unwrap();
                let shape = match n {
                    5 | 7 => Shape::new(n, 1).unwrap(),
                    _ => v.shape_of(Shape::conventional(n).unwrap()),
                };
                let level: Level = levels[seed as usize % levels.len()].parse().unwrap();
                let opts = CarveOptions {
                    level,
                    variant: v,
                    ..CarveOptions::default()
                };
                let mut carver = Carver::new(shape, opts).unwrap();
                let c = carver.carve(&mut rng::stream(seed, 0)).unwrap();
                let mut grader = Grader::of_layout(c.puzzle.layout());
                let grade = grader.grade(&c.puzzle).unwrap();
                assert!(grade.solved, "{variant} {size} seed {seed}");
                for s in &grade.steps {
                    let said = || s.explain_in(c.puzzle.layout());
                    for &(cell, d) in &s.placements {
                        assert_eq!(c.solution.get(cell.index()), d, "{}", said());
                    }
                    for &(cell, d) in &s.eliminations {
                        assert_ne!(c.solution.get(cell.index()), d, "{}", said());
                    }
                }
                made += 1;
                if made == 200 {
                    break 'all;
                }
            }
            seed += 1;
        }
    }
}

#[test]
fn bad_marks_are_refused_with_what_is_wrong_and_a_futoshiki_needs_no_box() {
    let dir = tempfile::tempdir().unwrap();
    let blank = ".".repeat(16);
    for (marks, said) in [
        (
            "greater negative white=0-1",
            "a greater puzzle has no white",
        ),
        (
            "thermo thermo=0-1-2 thermo=2-1",
            "two marks between r1c2 and r1c3",
        ),
        ("kropki white=0-16", "cell 16 is outside a 4x4 grid"),
        ("kropki white=0-2", "r1c1 and r1c3 are not neighbours"),
        ("odd-even odd=3,x", "'odd=3,x' is no mark"),
    ] {
        let text = format!("# variant {marks}\n{blank}\n");
        std::fs::write(dir.path().join("b.txt"), &text).unwrap();
        let (code, out, err) = press(dir.path(), &["solve", "b.txt"]);
        assert_eq!(code, 2, "{text}: {out}{err}");
        assert!(
            err.contains(said) && err.contains("line 1"),
            "{text}: {err}"
        );
    }
    // A futoshiki's rows are its boxes whatever its length: 25 places.
    let text = format!("# variant futoshiki greater=0>1\n{}\n", ".".repeat(25));
    std::fs::write(dir.path().join("f.txt"), &text).unwrap();
    // `solve` says so of the sign alone, and exits 1 (not solved alone).
    let (code, out, err) = press(dir.path(), &["solve", "f.txt"]);
    assert_eq!(code, 1, "{err}");
    assert!(out.lines().any(|l| l.starts_with("multiple")), "{out}");
    // JSON takes the text form's word for thermometers too.
    let line = format!(
        "{{\"shape\": \"2x2\", \"variant\": \"thermo\", \"thermo\": [[0, 1, 2]], \"puzzle\": \"{blank}\"}}\n"
    );
    let read = parse_text(&line, None).unwrap();
    let marks = read[0].grid.layout().relations().unwrap().marks();
    assert_eq!(marks.thermos, [vec![0, 1, 2]]);
    // With no level asked, the nearest the variant reaches: a 4x4
    // greater-than's beginner.
    let (code, out, err) = press(
        dir.path(),
        &[
            "generate",
            "--variant",
            "greater",
            "--size",
            "4",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"level\":\"beginner\""), "{out}");
}

#[test]
fn a_variety_book_of_every_variant_of_marks_in_two_languages() {
    let dir = tempfile::tempdir().unwrap();
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/between-cells.toml");
    let english = std::fs::read_to_string(example).unwrap();
    let german = english.replace("seed = 2026", "seed = 2026\nlang = \"de\"");
    for (name, toml, rule, jigsaw) in [
        (
            "en.toml",
            &english,
            "Along each thermometer the numbers rise from the bulb.",
            "9x9 jigsaw consecutive",
        ),
        (
            "de.toml",
            &german,
            "Entlang jedes Thermometers steigen die Zahlen von der Kugel aus an.",
            "9x9 Jigsaw-Konsekutiv",
        ),
    ] {
        std::fs::write(dir.path().join(name), toml).unwrap();
        let pdf = name.replace("toml", "pdf");
        let (code, _, err) = press(dir.path(), &["book", name, "-o", &pdf]);
        assert_eq!(code, 0, "{name}: {err}");
        let (code, text) = crate::common::tool(dir.path(), "pdftotext", &[&pdf, "-"]);
        assert_eq!(code, 0);
        // Every variant's section and its rule in the book's language.
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(rule), "{name}");
        assert!(text.matches("Futoshiki").count() >= 2, "{name}");
        // The jigsaw's section, its captions in the book's language.
        assert!(flat.contains(jigsaw), "{name}");
    }
}
