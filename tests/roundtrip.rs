//! Everything the tool writes reads back with no flags, on every shape; the
//! puzzles of fixed seeds are pinned per generator version.

use crate::common::{is_valid_solution, naive_count, press};
use sudoku_press::carve::GENERATOR_VERSION;
use sudoku_press::format::parse_text;
use sudoku_press::shape::all_shapes;

#[test]
fn every_shape_through_every_format_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let shapes = all_shapes();
    assert_eq!(shapes.len(), 82);
    for format in ["line", "grid", "json"] {
        // One file of every shape, as `generate` writes each.
        let mut all = String::new();
        for (k, shape) in shapes.iter().enumerate() {
            let (code, out, err) = press(
                dir,
                &[
                    "generate",
                    "--box",
                    &shape.to_string(),
                    "--difficulty",
                    "beginner",
                    "--seed",
                    &k.to_string(),
                    "--format",
                    format,
                ],
            );
            assert_eq!(code, 0, "{shape} {format}: {err}");
            all.push_str(&out);
        }
        let name = format!("all.{format}");
        std::fs::write(dir.join(&name), &all).unwrap();
        // The library reads each puzzle with its shape and its solution.
        let parsed = parse_text(&all, None).unwrap();
        assert_eq!(parsed.len(), 82, "{format}");
        for (p, &shape) in parsed.iter().zip(&shapes) {
            assert_eq!(p.grid.shape(), shape, "{format} line {}", p.line);
            let solution = p.solution.as_ref().expect("the solution is recognised");
            assert!(
                is_valid_solution(shape, solution.cells()),
                "{format} {shape}"
            );
            assert!(solution.keeps_clues_of(&p.grid));
            assert_eq!(naive_count(shape, p.grid.cells(), 2), 1, "{format} {shape}");
        }
        // The commands read it with no flags.
        let (code, solved, err) = press(dir, &["solve", &name]);
        assert_eq!(code, 0, "solve {format}: {err}");
        let (code, rated, err) = press(dir, &["rate", &name]);
        assert_eq!(
            (code, rated.lines().count()),
            (0, 82),
            "rate {format}: {err}"
        );
        let (code, checked, err) = press(dir, &["check", &name]);
        assert_eq!(code, 0, "check {format}: {err}");
        assert_eq!(checked.matches("valid, ").count(), 82, "{checked}");
        // What solve wrote reads back as the solutions, shape by shape.
        std::fs::write(dir.join("solved.txt"), &solved).unwrap();
        let back = parse_text(&solved, None).unwrap();
        assert_eq!(back.len(), 82);
        for ((s, p), &shape) in back.iter().zip(&parsed).zip(&shapes) {
            assert_eq!(s.grid.shape(), shape);
            assert_eq!(Some(&s.grid), p.solution.as_ref());
        }
        let (code, checked, _) = press(dir, &["check", "solved.txt"]);
        assert_eq!((code, checked.matches("solved").count()), (0, 82));
        let (code, solved_grids, err) = press(dir, &["solve", &name, "--format", "grid"]);
        assert_eq!(code, 0, "{err}");
        let back = parse_text(&solved_grids, None).unwrap();
        assert_eq!(back.len(), 82);
        for (s, p) in back.iter().zip(&parsed) {
            assert_eq!(Some(&s.grid), p.solution.as_ref());
        }
    }
}

#[test]
fn render_reads_json_and_grid_files_of_tall_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for (format, name) in [("json", "t.json"), ("grid", "t.txt")] {
        let args = [
            "generate", "--box", "2x3", "--count", "3", "--seed", "9", "--format", format, "-o",
            name,
        ];
        let (code, _, err) = press(dir, &args);
        assert_eq!(code, 0, "{err}");
        let (code, _, err) = press(dir, &["render", name, "-o", "t.pdf"]);
        assert_eq!(
            (code, err.as_str()),
            (0, "wrote t.pdf: 3 puzzles, A4 paper (PAPERSIZE)\n")
        );
    }
}

/// Generated puzzles of fixed seeds, as `generate --format line` wrote
/// them when the generator version was last changed.
const GOLDEN: &str = include_str!("data/golden.txt");

#[test]
fn fixed_seeds_give_the_golden_puzzles_of_this_generator_version() {
    // If this fails, generation changed: bump GENERATOR_VERSION in
    // src/carve.rs (and say so in the README), then remake the file with
    // tests/data/make-golden.sh.
    let dir = tempfile::tempdir().unwrap();
    let mut made = String::new();
    for shape in ["3x2", "2x3", "3x3", "4x3"] {
        for level in ["beginner", "easy", "medium"] {
            let args = [
                "generate",
                "--box",
                shape,
                "--difficulty",
                level,
                "--seed",
                "2026",
                "--count",
                "2",
                "--format",
                "line",
            ];
            let (code, out, err) = press(dir.path(), &args);
            assert_eq!(code, 0, "{err}");
            made.push_str(&out);
        }
    }
    assert!(GOLDEN.contains(&format!("--generator {GENERATOR_VERSION}\n")));
    assert_eq!(made, GOLDEN);
}
