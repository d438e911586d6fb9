//! A corpus of outputs pinned by their hashes (`tests/data/corpus.txt`):
//! text, JSON and PDF of several shapes, levels and symmetries, a `--mix`,
//! `render`, `rate`, `hint --all`, `solve` and `check`. Moves of the code
//! must keep every byte; a change meant to alter output re-records the
//! table with `SUDOKU_PRESS_BLESS=1 cargo test --release corpus` and says
//! why in its commit.

use std::fmt::Write as _;
use std::path::Path;
use sudoku_press::rng;

/// The runs: a name, the arguments, and the files each writes (beside its
/// standard output).
const RUNS: &[(&str, &[&str], &[&str])] = &[
    (
        "9x9 medium line",
        &[
            "generate", "--count", "20", "--seed", "1", "--format", "line",
        ],
        &[],
    ),
    (
        "4x4 hard json",
        &[
            "generate",
            "--size",
            "4",
            "--difficulty",
            "hard",
            "--count",
            "20",
            "--seed",
            "2",
            "--format",
            "json",
        ],
        &[],
    ),
    (
        "6x6 beginner mirror-h grid",
        &[
            "generate",
            "--box",
            "3x2",
            "--difficulty",
            "beginner",
            "--symmetry",
            "mirror-h",
            "--count",
            "10",
            "--seed",
            "3",
            "--format",
            "grid",
        ],
        &[],
    ),
    (
        "6x6 2x3 expert diagonal json",
        &[
            "generate",
            "--box",
            "2x3",
            "--difficulty",
            "expert",
            "--symmetry",
            "diagonal",
            "--count",
            "3",
            "--seed",
            "5",
            "--format",
            "json",
        ],
        &[],
    ),
    (
        "5x5 latin hard minimal",
        &[
            "generate",
            "--box",
            "1x5",
            "--difficulty",
            "hard",
            "--minimal",
            "--count",
            "5",
            "--seed",
            "6",
            "--format",
            "line",
        ],
        &[],
    ),
    (
        "9x9 easy none clues",
        &[
            "generate",
            "--difficulty",
            "easy",
            "--symmetry",
            "none",
            "--clues",
            "30-34",
            "--count",
            "5",
            "--seed",
            "8",
            "--format",
            "json",
        ],
        &[],
    ),
    (
        "16x16 medium",
        &[
            "generate", "--size", "16", "--count", "2", "--seed", "4", "--format", "line",
        ],
        &[],
    ),
    (
        "default pdf",
        &["generate", "--seed", "7", "-o", "a.pdf"],
        &["a.pdf"],
    ),
    (
        "mix shapes colour stars separate",
        &[
            "generate",
            "--mix",
            "2x2:beginner:2,3x2:easy:2,3x3:medium:2",
            "--symbols",
            "shapes",
            "--color",
            "--stars",
            "--name-line",
            "--answers",
            "separate",
            "--seed",
            "9",
            "-o",
            "m.pdf",
        ],
        &["m.pdf", "m-answers.pdf"],
    ),
    (
        "8x8 letters large print letter metadata",
        &[
            "generate",
            "--box",
            "4x2",
            "--count",
            "2",
            "--symbols",
            "letters",
            "--large-print",
            "--page",
            "letter",
            "--caption",
            "id",
            "--metadata",
            "--seed",
            "10",
            "-o",
            "s.pdf",
        ],
        &["s.pdf", "s.json"],
    ),
    (
        "render top12",
        &[
            "render",
            "top12.txt",
            "--caption",
            "score",
            "--metadata",
            "--answers",
            "interleave",
            "-o",
            "r.pdf",
        ],
        &["r.pdf", "r.json"],
    ),
    ("rate top12", &["rate", "top12.txt"], &[]),
    (
        "rate top12 json",
        &["rate", "top12.txt", "--format", "json"],
        &[],
    ),
    ("hint all", &["hint", "--all", "one.txt"], &[]),
    ("solve top12", &["solve", "top12.txt"], &[]),
    (
        "solve top12 grid",
        &["solve", "top12.txt", "--format", "grid"],
        &[],
    ),
    ("check top12", &["check", "top12.txt"], &[]),
];

/// FNV-1a, 64 bits: stable everywhere, enough to see a byte change.
fn fnv(bytes: &[u8]) -> u64 {
    rng::fnv1a(rng::FNV_OFFSET, bytes)
}

/// The table of hashes the runs make now, one line a stream or file.
fn record(dir: &Path) -> String {
    let top = crate::common::data_file("9x9_top95.txt");
    let top12: String = top.lines().take(12).map(|l| format!("{l}\n")).collect();
    std::fs::write(dir.join("top12.txt"), &top12).unwrap();
    std::fs::write(dir.join("one.txt"), top.lines().nth(3).unwrap()).unwrap();
    let mut table = String::new();
    for (name, args, files) in RUNS {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
            .env("PAPERSIZE", "a4")
            .env("LC_ALL", "C")
            .args(*args)
            .current_dir(dir)
            .output()
            .unwrap();
        let code = out.status.code().unwrap_or(-1);
        assert_eq!(code, 0, "{name}: {}", String::from_utf8_lossy(&out.stderr));
        writeln!(
            table,
            "{:016x}  {name}: exit {code}, stdout",
            fnv(&out.stdout)
        )
        .unwrap();
        for file in *files {
            let bytes = std::fs::read(dir.join(file)).unwrap_or_default();
            assert!(!bytes.is_empty(), "{name}: no {file}");
            writeln!(table, "{:016x}  {name}: {file}", fnv(&bytes)).unwrap();
        }
    }
    table
}

#[test]
fn the_corpus_of_outputs_keeps_every_byte() {
    let dir = tempfile::tempdir().unwrap();
    let table = record(dir.path());
    let path = format!("{}/tests/data/corpus.txt", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("SUDOKU_PRESS_BLESS").is_some() {
        std::fs::write(&path, &table).unwrap();
        return;
    }
    let pinned = std::fs::read_to_string(&path).unwrap();
    let changed: Vec<String> = pinned
        .lines()
        .zip(table.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  was {a}\n  now {b}"))
        .collect();
    assert!(
        changed.is_empty() && pinned.lines().count() == table.lines().count(),
        "outputs changed:\n{}",
        changed.join("\n")
    );
}
