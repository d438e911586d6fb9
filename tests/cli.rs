//! The real binary, run in its own temporary directory.

use crate::common::{data_file, is_valid_solution, naive_count, press};
use std::io::Write;
use std::process::{Command, Stdio};
use sudoku_press::Shape;
use sudoku_press::format::parse_text;

struct Output {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `sudoku-press ARGS` with `stdin`, in a fresh temporary directory
/// holding `files` (name, contents).
fn run(args: &[&str], stdin: &str, files: &[(&str, &str)]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The program may exit before reading its input (bad flags): ignore
    // the broken pipe that gives.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let out = child.wait_with_output().unwrap();
    Output {
        code: out.status.code().expect("exited, not killed by a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Asserts one line on stderr containing `want`, and the exit code.
fn assert_one_error_line(out: &Output, code: i32, want: &str) {
    assert_eq!(out.code, code, "stderr: {}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "stderr: {:?}", out.stderr);
    assert!(
        out.stderr.contains(want),
        "stderr {:?} lacks {want:?}",
        out.stderr
    );
    assert!(!out.stderr.contains("panicked"));
}

const TOP95_FIRST: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn bad_input_empty() {
    let out = run(&["solve"], "", &[]);
    assert_one_error_line(&out, 2, "standard input: no puzzles in the input");
    let out = run(&["check", "e.txt"], "", &[("e.txt", "# nothing\n\n")]);
    assert_one_error_line(&out, 2, "e.txt: no puzzles in the input");
}

#[test]
fn bad_input_wrong_length() {
    let out = run(
        &["solve", "p.txt"],
        "",
        &[("p.txt", &format!("{TOP95_FIRST}\n{}\n", &TOP95_FIRST[1..]))],
    );
    assert_one_error_line(
        &out,
        2,
        "p.txt: line 2: found 80 symbols, which fits no puzzle",
    );
    // The input is answered as it is read: the first puzzle's solution,
    // then the error; nothing after it.
    assert_eq!(out.stdout.lines().count(), 1, "{}", out.stdout);
    let out = run(&["solve", "--size", "9"], &TOP95_FIRST[1..], &[]);
    assert_one_error_line(
        &out,
        2,
        "line 1: found 80 symbols; a 9x9 puzzle (box 3x3) has 81",
    );
}

#[test]
fn bad_input_unknown_character() {
    let bad = TOP95_FIRST.replacen('.', "x", 1).replace('x', "%");
    let out = run(&["solve"], &bad, &[]);
    assert_one_error_line(&out, 2, "line 1, row 1, column 2: '%' is not a symbol");
}

#[test]
fn bad_input_symbol_too_large() {
    let out = run(&["solve", "--size", "4"], "1...\n..7.\n....\n....\n", &[]);
    assert_one_error_line(
        &out,
        2,
        "line 2, row 2, column 3: '7' is too large for a 4x4 grid, whose symbols are 1-4",
    );
    let out = run(&["check"], "1......7........", &[]);
    assert_one_error_line(
        &out,
        2,
        "line 1, row 2, column 4: '7' is too large for a 4x4 grid",
    );
}

#[test]
fn bad_input_duplicate_givens() {
    let dup = format!("44{}", &TOP95_FIRST[2..]);
    let out = run(&["solve"], &dup, &[]);
    assert_one_error_line(
        &out,
        1,
        "standard input: line 1: unsolvable: symbol 4 twice in row 1: r1c1, r1c2",
    );
    assert_eq!(out.stdout, "unsolvable\n");
    let out = run(&["check"], &dup, &[]);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "conflict: symbol 4 twice in row 1: r1c1, r1c2\nconflict: symbol 4 twice in box 1: r1c1, r1c2\ninvalid\n"
    );
}

#[test]
fn bad_input_zero_or_oversized_box() {
    let out = run(&["solve", "--box", "0x3"], TOP95_FIRST, &[]);
    assert_one_error_line(&out, 2, "box 0x3 has a side of zero");
    let out = run(&["solve", "--box", "6x5"], TOP95_FIRST, &[]);
    assert_one_error_line(
        &out,
        2,
        "box 6x5 makes a 30x30 grid; the largest supported is 25x25",
    );
    let out = run(&["generate", "--size", "7"], "", &[]);
    assert_one_error_line(&out, 2, "size 7 has no conventional box");
    let out = run(&["check", "--box", "3x2", "--size", "9"], "", &[]);
    assert_eq!(out.code, 2);
}

#[test]
fn bad_input_unreadable_file() {
    let out = run(&["solve", "missing.txt"], "", &[]);
    assert_one_error_line(&out, 2, "cannot read 'missing.txt'");
    let out = run(&["check", "."], "", &[]);
    assert_one_error_line(&out, 2, "cannot read '.'");
}

#[test]
fn bad_input_binary_garbage_is_an_error_not_a_panic() {
    let out = run(&["solve", "--size", "4"], "\u{0}\u{1}\u{fffd}abc\n", &[]);
    assert_eq!(out.code, 2);
    assert!(!out.stderr.contains("panicked"));
}

#[test]
fn solve_top95_as_the_readme_says() {
    let text = data_file("9x9_top95.txt");
    let out = run(&["solve", "top95.txt"], "", &[("top95.txt", &text)]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let puzzles = parse_text(&text, None).unwrap();
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), puzzles.len());
    for (line, p) in lines.iter().zip(&puzzles) {
        let s = parse_text(line, None).unwrap().remove(0).grid;
        assert!(is_valid_solution(s.shape(), s.cells()));
        assert!(s.keeps_clues_of(&p.grid));
    }
}

#[test]
fn solve_reports_multiple_and_counts() {
    // A 17-clue puzzle with one clue removed has several solutions.
    let text = data_file("9x9_17clue_1000.txt");
    let first = text.lines().next().unwrap();
    let k = first.find(|c: char| c != '.').unwrap();
    let open = format!("{}.{}", &first[..k], &first[k + 1..]);
    let out = run(&["solve"], &open, &[]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.starts_with("multiple "), "{}", out.stdout);
    let cells = parse_text(&open, None).unwrap().remove(0).grid;
    let exact = naive_count(Shape::classic(), cells.cells(), 1_000_000);
    assert!(exact >= 2);
    let out = run(&["solve", "--count", "--limit", "1000000"], &open, &[]);
    assert_eq!(out.stdout.trim(), exact.to_string());
    assert_eq!(out.code, 1);
    let out = run(&["solve", "--count"], &open, &[]);
    assert_eq!(out.stdout, "2\n");
    let out = run(&["solve", "--count"], first, &[]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "1\n"));
}

#[test]
fn solve_other_shapes_and_grid_format() {
    let six = "1 2 3 | . . .\n. . . | 1 2 3\n------+------\n2 3 1 | . . .\n. . . | 2 3 1\n------+------\n3 1 2 | . . .\n. . . | 3 1 2\n";
    let out = run(&["solve", "--format", "grid"], six, &[]);
    assert!(out.code == 0 || out.code == 1, "{}", out.stderr);
    let out = run(
        &["solve", "--box", "2x3", "--count", "--limit", "100000"],
        "......................................",
        &[],
    );
    assert_eq!(out.code, 2, "38 symbols is no 6x6 puzzle");
    let empty6 = ".".repeat(36);
    let out = run(
        &["solve", "--box", "2x3", "--count", "--limit", "100000"],
        &empty6,
        &[],
    );
    // There are 28,200,960 6x6 grids: the count stops at the limit.
    assert_eq!(out.stdout, "100000\n");
}

#[test]
fn check_verdicts() {
    let out = run(&["check"], "1234341221434321", &[]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "solved\n"));
    let out = run(&["check"], "12..............", &[]);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "valid, 14 empty cells\n")
    );
    let out = run(&["check"], "1234341221434312", &[]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.ends_with("invalid\n"));
    assert!(
        out.stdout
            .contains("conflict: symbol 1 twice in column 3: r2c3, r4c3"),
        "{}",
        out.stdout
    );
}

#[test]
fn generate_is_reproducible_and_valid() {
    let args = [
        "generate",
        "--size",
        "6",
        "--count",
        "5",
        "--seed",
        "9",
        "--difficulty",
        "easy",
        "--format",
        "line",
    ];
    let a = run(&args, "", &[]);
    let b = run(&[&args[..], &["--threads", "1"]].concat(), "", &[]);
    assert_eq!(a.code, 0, "{}", a.stderr);
    assert_eq!(a.stdout, b.stdout);
    assert!(
        a.stdout
            .starts_with("# sudoku-press generate --box 3x2 --difficulty easy")
    );
    let puzzles = parse_text(&a.stdout, None).unwrap();
    assert_eq!(puzzles.len(), 5);
    for p in &puzzles {
        let shape = p.grid.shape();
        assert_eq!(shape, Shape::new(3, 2).unwrap());
        assert_eq!(naive_count(shape, p.grid.cells(), 2), 1);
        let solution = p.solution.as_ref().unwrap();
        assert!(is_valid_solution(shape, solution.cells()));
    }
    let c = run(
        &[
            "generate", "--size", "6", "--count", "5", "--seed", "10", "--format", "line",
        ],
        "",
        &[],
    );
    assert_ne!(a.stdout, c.stdout);
}

#[test]
fn generate_json_has_the_keys_and_ids_regenerate() {
    let out = run(
        &[
            "generate", "--format", "json", "--count", "2", "--seed", "3",
        ],
        "",
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    for key in [
        "shape",
        "puzzle",
        "solution",
        "level",
        "score",
        "techniques",
        "symmetry",
        "seed",
        "id",
    ] {
        assert!(
            lines[1].contains(&format!("\"{key}\":")),
            "{key} in {}",
            lines[1]
        );
    }
    assert!(lines[1].contains("\"level\":\"medium\"") && lines[1].contains("\"shape\":\"3x3\""));
    let id = lines[1]
        .split("\"id\":\"")
        .nth(1)
        .unwrap()
        .trim_end_matches("\"}");
    assert_eq!(id, "g3-3x3-medium-rot180-3-1");
    let again = run(&["generate", "--format", "json", "--id", id], "", &[]);
    assert_eq!(again.stdout.trim_end(), lines[1]);
}

#[test]
fn generate_refuses_what_it_cannot_make() {
    let out = run(
        &["generate", "--size", "4", "--difficulty", "expert"],
        "",
        &[],
    );
    assert_one_error_line(
        &out,
        2,
        "a 4x4 grid (box 2x2) never needs expert techniques; it can reach beginner, easy, medium, hard",
    );
    // Refused at once, not after the time budget: proved impossible.
    let out = run(
        &[
            "generate",
            "--size",
            "4",
            "--difficulty",
            "hard",
            "--symmetry",
            "all",
        ],
        "",
        &[],
    );
    assert_one_error_line(
        &out,
        2,
        "no hard 4x4 puzzle (box 2x2) has its clues in --symmetry all (every such pattern was \
         tried on every grid), which gives beginner, easy; for hard use --symmetry none, rot180, \
         rot90, mirror-h, mirror-v, diagonal, anti-diagonal, both-diagonals",
    );
    let out = run(&["generate", "--difficulty", "beyond"], "", &[]);
    assert_one_error_line(
        &out,
        2,
        "beyond 9x9 puzzles (box 3x3) are out of this generator's reach (too rare to find in time); \
         it makes beginner, easy, medium, hard, expert, master",
    );
    let out = run(&["generate", "--clues", "30-20"], "", &[]);
    assert_one_error_line(&out, 2, "MIN is above MAX");
    let out = run(&["generate", "--difficulty", "fiendish"], "", &[]);
    assert_one_error_line(&out, 2, "unknown level 'fiendish'");
    let out = run(&["generate", "--id", "g3-3x3-medium-spin-1-0"], "", &[]);
    assert_one_error_line(&out, 2, "unknown symmetry 'spin'");
    let out = run(
        &[
            "generate",
            "--size",
            "6",
            "--clues",
            "8-9",
            "--time-budget",
            "0.2",
        ],
        "",
        &[],
    );
    assert_one_error_line(&out, 2, "no medium 6x6 puzzle");
    // Nothing on standard output when no puzzle was made.
    assert_eq!(out.stdout, "");
    let out = run(&["generate", "--size", "6", "--clues", "1-3"], "", &[]);
    assert_one_error_line(
        &out,
        2,
        "clue bounds 1-3: no 6x6 puzzle (box 3x2) with one solution has fewer than 8 clues; \
         ask for MAX of 8 or more",
    );
    let out = run(&["generate", "--size", "6", "--clues", "9-40"], "", &[]);
    assert_one_error_line(
        &out,
        2,
        "clue bounds 9-40 do not fit a 6x6 grid: want MIN <= MAX, with MAX from 8 to 36",
    );
}

#[test]
fn rate_and_hint() {
    let easy = data_file("9x9_easy_69.txt");
    let first = easy.lines().next().unwrap();
    let out = run(&["rate", "--format", "json"], first, &[]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    for key in ["level", "score", "effort", "hardest", "techniques"] {
        assert!(
            out.stdout.contains(&format!("\"{key}\":")),
            "{}",
            out.stdout
        );
    }
    // Only singles, but with few in sight at times: easy, not beginner.
    let out = run(&["rate"], first, &[]);
    assert!(out.stdout.starts_with("easy"), "{}", out.stdout);
    // Past the ladder: beyond, hardest step guessing; Sudoku Explainer's
    // nested forcing chains score it past 10, and the score is whole.
    let hardest = data_file("9x9_hardest_375.txt");
    let out = run(&["rate"], hardest.lines().next().unwrap(), &[]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.starts_with("beyond   10.")
            && !out.stdout.contains("+ ")
            && out.stdout.contains("  guessing"),
        "{}",
        out.stdout
    );
    let out = run(
        &["rate", "--format", "json"],
        hardest.lines().next().unwrap(),
        &[],
    );
    assert!(
        out.stdout.contains("Forcing Chains (+ ") && !out.stdout.contains("score_is_lower_bound"),
        "{}",
        out.stdout
    );
    // Out of its time, SE's score is a lower bound: at least what the
    // chains it was searching score, marked `+`.
    let out = run(
        &["rate", "--time-budget", "0.01"],
        hardest.lines().next().unwrap(),
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.starts_with("beyond  ") && out.stdout.contains("+ "),
        "{}",
        out.stdout
    );
    let out = run(
        &["rate", "--format", "json", "--time-budget", "0.01"],
        hardest.lines().next().unwrap(),
        &[],
    );
    assert!(
        out.stdout.contains("\"score_is_lower_bound\":true"),
        "{}",
        out.stdout
    );
    let out = run(&["rate", "--time-budget", "0"], "", &[]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("not a time budget"), "{}", out.stderr);
    // Two solutions: reported, exit 1.
    let multi = data_file("9x9_multi_solution_500.txt");
    let out = run(&["rate"], multi.lines().next().unwrap(), &[]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("line 1: not unique"), "{}", out.stdout);
    let out = run(&["hint"], TOP95_FIRST, &[]);
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stdout,
        "hidden single: 4 can only go in r6c2 in box 4\n"
    );
    let out = run(&["hint", "--all"], first, &[]);
    assert!(
        out.stdout
            .trim_end()
            .ends_with("solved: beginner (score 1.2)"),
        "{}",
        out.stdout
    );
}

#[test]
fn help_on_every_command() {
    for cmd in ["generate", "solve", "check", "rate", "hint"] {
        let out = run(&[cmd, "--help"], "", &[]);
        assert_eq!(out.code, 0);
        assert!(out.stdout.contains("--box"), "{cmd}");
    }
}

#[test]
fn shards_by_start_concatenate_to_the_whole_run() {
    for (shape, format, threads) in [
        ("3x3", "line", "2"),
        ("3x2", "grid", "1"),
        ("2x2", "json", "2"),
        ("2x3", "json", "1"),
        ("4x4", "line", "2"),
    ] {
        let run_of = |start: &str, count: &str, threads: &str| {
            let out = run(
                &[
                    "generate",
                    "--box",
                    shape,
                    "--seed",
                    "21",
                    "--start",
                    start,
                    "--count",
                    count,
                    "--format",
                    format,
                    "--no-header",
                    "--threads",
                    threads,
                ],
                "",
                &[],
            );
            assert_eq!(out.code, 0, "{}", out.stderr);
            out.stdout
        };
        let whole = run_of("0", "9", threads);
        let shards = [
            run_of("0", "4", "1"),
            run_of("4", "1", "2"),
            run_of("5", "4", "1"),
        ]
        .concat();
        assert_eq!(shards, whole, "{shape} {format}");
        assert!(whole.lines().count() >= 9, "{shape} {format}: {whole}");
    }
    let out = run(&["generate", "--no-header"], "", &[]);
    assert_one_error_line(&out, 2, "--no-header goes with text formats");
}

/// Runs `sudoku-press ARGS` on a pseudo-terminal (util-linux `script`) in
/// `dir`: what the terminal showed, standard output and error together.
fn on_terminal(dir: &std::path::Path, args: &str) -> String {
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_sudoku-press"));
    let out = Command::new("script")
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    assert!(out.status.success(), "{args}: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_progress_bar_on_a_terminal_and_none_in_a_pipe_or_when_quiet() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // On a terminal: the bar (drawn at once, then cleared), then the status.
    let shown = on_terminal(dir, "generate --count 200 --seed 1 -o a.pdf");
    assert!(shown.contains("generating"), "{shown:?}");
    assert!(shown.contains("/200 puzzles"), "{shown:?}");
    assert!(shown.contains("wrote a.pdf: 200 puzzles"), "{shown:?}");
    std::fs::write(dir.join("p.txt"), data_file("9x9_top95.txt")).unwrap();
    let shown = on_terminal(dir, "render p.txt -o r.pdf");
    assert!(
        shown.contains("typesetting") && shown.contains("/95 puzzles"),
        "{shown:?}"
    );
    let shown = on_terminal(dir, "rate p.txt > r.txt");
    assert!(shown.contains("rating") && shown.contains("%"), "{shown:?}");
    // Results on the terminal as they come: no bar over them.
    let shown = on_terminal(dir, "solve p.txt");
    assert!(!shown.contains("solving"), "{shown:?}");
    let shown = on_terminal(dir, "solve p.txt > s.txt");
    assert!(shown.contains("solving"), "{shown:?}");
    // --quiet: nothing at all.
    let shown = on_terminal(dir, "generate --count 200 --seed 1 -o b.pdf --quiet");
    assert_eq!(shown, "");
    // In a pipe: the status line alone.
    let (code, out, err) =
        crate::common::press(dir, &["generate", "--count", "200", "-o", "c.pdf"]);
    assert_eq!(code, 0);
    assert_eq!(out, "");
    assert!(
        err.starts_with("wrote c.pdf: 200 puzzles") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn completions_and_manual_pages() {
    // Each shell's script knows the subcommands and their flags.
    for (shell, marker, flag) in [
        ("bash", "complete -F", "--difficulty"),
        ("zsh", "#compdef sudoku-press", "--difficulty"),
        ("fish", "complete -c sudoku-press", "-l difficulty"),
        ("powershell", "Register-ArgumentCompleter", "--difficulty"),
    ] {
        let out = run(&["completions", shell], "", &[]);
        assert_eq!(out.code, 0, "{shell}: {}", out.stderr);
        for want in [marker, "generate", "render", flag, "shapes"] {
            assert!(out.stdout.contains(want), "{shell} lacks {want}");
        }
    }
    let bash = run(&["completions", "bash"], "", &[]).stdout;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("c.bash"), bash).unwrap();
    let syntax = Command::new("bash")
        .arg("-n")
        .arg(dir.path().join("c.bash"))
        .status()
        .unwrap();
    assert!(syntax.success(), "bash -n refuses the bash script");
    let out = run(&["completions", "tcsh"], "", &[]);
    assert_one_error_line(&out, 2, "invalid value 'tcsh'");
    // The manual: one page on standard output, or one a command in a
    // directory.
    let out = run(&["man"], "", &[]);
    assert_eq!(out.code, 0);
    assert!(out.stdout.contains(".TH sudoku-press 1"), "{}", out.stdout);
    // A folder that does not exist yet is made (a fresh home).
    let (code, _, err) = crate::common::press(dir.path(), &["man", "--dir", "share/man/man1"]);
    assert_eq!(code, 0, "{err}");
    assert!(dir.path().join("share/man/man1/sudoku-press.1").exists());
    let (code, _, err) = crate::common::press(dir.path(), &["man", "--dir", "."]);
    assert_eq!(code, 0, "{err}");
    for cmd in [
        "",
        "-generate",
        "-render",
        "-solve",
        "-check",
        "-rate",
        "-hint",
    ] {
        let page =
            std::fs::read_to_string(dir.path().join(format!("sudoku-press{cmd}.1"))).unwrap();
        assert!(page.contains(&format!(".TH sudoku-press{cmd} 1")), "{cmd}");
    }
    let generate = std::fs::read_to_string(dir.path().join("sudoku-press-generate.1")).unwrap();
    assert!(generate.contains("\\-\\-difficulty"), "{generate}");
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let out = run(
        &[
            "generate",
            "--box",
            "2x3",
            "--seed",
            "42",
            "--format",
            "grid",
            "--difficulty",
            "easy",
        ],
        "",
        &[],
    );
    assert!(readme.contains(out.stdout.trim_end()), "{}", out.stdout);
    let top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    for cmd in [&["rate", "--format", "json"][..], &["hint"]] {
        let out = run(cmd, top, &[]);
        assert!(readme.contains(&out.stdout), "{}", out.stdout);
    }
    let out = run(&["check"], "1.3.....2...33..\n", &[]);
    assert!(readme.contains(&out.stdout), "{}", out.stdout);
    let dup = "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    assert!(readme.contains(dup));
    let out = run(&["solve"], dup, &[]);
    assert!(readme.contains(out.stderr.trim_end()), "{}", out.stderr);
    let out = run(&["generate", "--per-page", "40"], "", &[]);
    assert!(readme.contains(out.stderr.trim_end()), "{}", out.stderr);
}

#[test]
fn refused_values_name_what_is_accepted() {
    for (args, says) in [
        (
            &["generate", "--caption", "pictures"][..],
            "invalid value 'pictures' for '--caption <CAPTION>'; expected one of: level, score, id, none",
        ),
        (
            &["generate", "--symbols", "pictures"],
            "expected one of: digits, letters, shapes",
        ),
        (
            &["generate", "--answers", "after"],
            "expected one of: end, separate, interleave, none",
        ),
        (
            &["book", "b.toml", "--impose", "booklet", "--paper", "a3"],
            "expected one of: a4, letter",
        ),
        (
            &["completions", "tcsh"],
            "expected one of: bash, elvish, fish, powershell, zsh",
        ),
        (&["solve", "--format", "svg"], "expected one of: line, grid"),
        // Near misses: the name another tool (or a book file) uses, a
        // country's code for a language; only a flag the command takes.
        (
            &["generate", "--paper", "a4"],
            "unexpected argument '--paper' found; did you mean --page (a4, letter, ...)?",
        ),
        (&["generate", "--level=easy"], "did you mean --difficulty?"),
        (
            &["generate", "--lang", "cz"],
            "unknown language 'cz'; cs is the code of Čeština",
        ),
        (
            &["hint", "--level", "easy"],
            "unexpected argument '--level' found (see --help)",
        ),
        // Arguments in conflict, several: all named on the one line.
        (
            &[
                "generate", "--mix", "4:easy:1", "--size", "9", "--box", "2x2",
            ],
            "cannot be used with --size <N>, --box <WxH> (see --help)",
        ),
    ] {
        let out = run(args, "", &[]);
        assert_one_error_line(&out, 2, says);
    }
    // `book` without its file names it, and the starter.
    let out = run(&["book"], "", &[]);
    assert_one_error_line(&out, 2, "name the book file: sudoku-press book BOOK.toml");
    assert!(
        out.stderr.contains("sudoku-press book --init"),
        "{}",
        out.stderr
    );
}

#[test]
fn mix_takes_grid_sizes_and_says_what_a_4x4_box_makes() {
    let out = run(
        &[
            "generate",
            "--mix",
            "4:easy:2,6:1",
            "--seed",
            "5",
            "--format",
            "json",
        ],
        "",
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let shapes: Vec<String> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["shape"].to_string())
        .collect();
    assert_eq!(shapes, ["\"2x2\"", "\"2x2\"", "\"3x2\""]);
    assert_eq!(out.stderr, "");
    // A box of 4x4 makes 16x16 grids: made, and said.
    for (args, how) in [
        (
            &["generate", "--mix", "4x4:easy:1", "--format", "line"][..],
            "4:easy:4",
        ),
        (
            &[
                "generate",
                "--box",
                "4x4",
                "--difficulty",
                "easy",
                "--format",
                "line",
            ],
            "--size 4",
        ),
    ] {
        let out = run(args, "", &[]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(
            out.stderr
                .starts_with("note: the box 4x4 makes 16x16 grids; for 4x4 grids")
                && out.stderr.contains(how),
            "{}",
            out.stderr
        );
        let puzzle = out.stdout.lines().find(|l| !l.starts_with('#')).unwrap();
        assert_eq!(puzzle.split(' ').next().unwrap().len(), 256);
    }
    // `9x9` for a 9x9 grid says what its box is.
    let out = run(&["generate", "--mix", "9x9:easy:1"], "", &[]);
    assert_one_error_line(&out, 2, "(a 9x9 grid has 3x3 boxes)");
    // Sizes no box makes are a jigsaw run's, named before or after them.
    for args in [
        &["generate", "--variant", "jigsaw", "--mix", "5:easy:2,7:1"][..],
        &["generate", "--mix", "5:easy:2,7:1", "--variant", "jigsaw"][..],
    ] {
        let out = run(
            &[args, &["--format", "line", "--seed", "3"]].concat(),
            "",
            &[],
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let sides: Vec<usize> = out
            .stdout
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split(' ').next().unwrap().len())
            .collect();
        assert_eq!(sides, [25, 25, 49]);
        assert_eq!(out.stdout.matches("# variant jigsaw ").count(), 3);
    }
    let out = run(&["generate", "--mix", "9:easy:1,5:easy:2"], "", &[]);
    assert_one_error_line(
        &out,
        2,
        "--mix section 2 '5:easy:2': size 5 has no conventional box",
    );
}

#[test]
fn the_default_paper_is_the_systems_and_the_status_line_says_which() {
    let dir = tempfile::tempdir().unwrap();
    let make = |papersize: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
            .env("PAPERSIZE", papersize)
            .env("LC_ALL", "C")
            .args(["generate", "--count", "1", "--seed", "1", "-o", "p.pdf"])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let (_, info) = crate::common::tool(dir.path(), "pdfinfo", &["p.pdf"]);
        (err, info)
    };
    let (err, info) = make("letter");
    assert_eq!(
        err,
        "wrote p.pdf: 1 puzzle, seed 1, Letter paper (PAPERSIZE)\n"
    );
    assert!(info.contains("612 x 792 pts (letter)"), "{info}");
    let (err, info) = make("a5");
    assert!(err.ends_with(", A5 paper (PAPERSIZE)\n"), "{err}");
    assert!(info.contains("419.528 x 595.276 pts"), "{info}");
    // A name that is no page size is passed over.
    let (err, info) = make("tabloid-ish");
    assert!(
        err.ends_with(", A4 paper (default)\n") || err.ends_with("(/etc/papersize)\n"),
        "{err}"
    );
    assert!(info.contains("pts"), "{info}");
    // --page says it all: nothing added.
    let out = run(
        &[
            "generate", "--count", "1", "--seed", "1", "--page", "letter",
        ],
        "",
        &[],
    );
    assert_eq!(out.stderr, "wrote sudoku.pdf: 1 puzzle, seed 1\n");
}

#[test]
fn control_characters_from_the_input_are_shown_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // From the command line, where clap's own text dropped them.
    let (code, _, err) = press(d, &["generate", "--variant", "\u{1b}[31mred"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid value '\\e[31mred'"), "{err}");
    // From a file: a NUL and an escape in a puzzle line.
    std::fs::write(d.join("p.txt"), "1\u{0}2..\u{1b}[31m\n").unwrap();
    let (code, _, err2) = press(d, &["solve", "p.txt"]);
    assert_eq!(code, 2);
    for e in [&err, &err2] {
        assert!(
            !e.bytes().any(|b| b < 0x20 && b != b'\n'),
            "a raw control character: {e:?}"
        );
        assert_eq!(e.lines().count(), 1, "{e}");
    }
}

#[test]
fn killer_cages_that_break_the_rules_are_named_with_the_grids_real_size() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Dominoes covering a 6x6: row by row, cells 2k and 2k + 1.
    let dominoes = |skip_last: bool| -> Vec<String> {
        (0..18)
            .filter(|&k| !(skip_last && k == 17))
            .map(|k| format!("3={},{}", 2 * k, 2 * k + 1))
            .collect()
    };
    let (six, four) = (".".repeat(36), ".".repeat(16));
    let cases: Vec<(String, &str, &str)> = vec![
        (
            format!("{} 3=36,37", dominoes(true).join(" ")),
            &six,
            "cage 18 names cell 36, past the last cell of the 6x6 grid, 35",
        ),
        (
            dominoes(true).join(" "),
            &six,
            "row 6, column 5 is in no cage: the cages cover every cell of the 6x6 grid",
        ),
        (
            "10=0,1,4,5".to_string(),
            &four,
            "row 1, column 3 is in no cage: the cages cover every cell of the 4x4 grid",
        ),
        (
            "15=0,1,2,3,4".to_string(),
            &four,
            "cage 1 has 5 cells, more than the 4 symbols of a 4x4 grid",
        ),
    ];
    for (cages, puzzle, says) in cases {
        std::fs::write(
            d.join("k.txt"),
            format!("# variant killer {cages}\n{puzzle}\n"),
        )
        .unwrap();
        let (code, _, err) = press(d, &["check", "k.txt"]);
        assert_eq!(code, 2, "{cages}: {err}");
        assert!(err.contains(says), "{cages}: {err}");
        assert!(
            !err.contains("9x9") && !err.contains("more than there are"),
            "{err}"
        );
    }
    // An overlap: the cell named, not a count of cells.
    std::fs::write(
        d.join("k.txt"),
        format!(
            "# variant killer {} 3=35,29\n{six}\n",
            dominoes(true).join(" ")
        ),
    )
    .unwrap();
    let (_, _, err) = press(d, &["check", "k.txt"]);
    assert!(
        err.contains("row 5, column 6 is in cage 15 and in cage 18"),
        "{err}"
    );
    // A JSON line's advice speaks of JSON.
    for line in [
        r#"{"puzzle": "................", "variant": "killer", "cages": [{"sum": 10, "cells": [0, 1, 4, 5]}]}"#,
        r#"{"puzzle": "................", "variant": "kiler"}"#,
    ] {
        std::fs::write(d.join("k.jsonl"), format!("{line}\n")).unwrap();
        let (code, _, err) = press(d, &["check", "k.jsonl"]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("\"variant\": \"x\""), "{err}");
        assert!(!err.contains("# variant"), "{err}");
    }
}
