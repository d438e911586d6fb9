//! Nothing a user gives destroys a file or exhausts the machine: fonts are
//! inputs that no output may be, every read is bounded (endless, huge and
//! random inputs are refused at once, in little memory), the time budget is
//! kept, and the exit status after a signal says whether the new file is
//! in place.

use crate::common::press;
use proptest::prelude::*;
use std::fs;
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-press");

/// The address space a bounded run may take: 50 MiB, set with `ulimit -v`
/// (an allocation past it fails, and the run dies of it).
const MEMORY_KIB: u64 = 50 << 10;

/// The time a refusal may take.
const AT_ONCE: Duration = Duration::from_secs(1);

/// The built-in font, a real TrueType file inside the repository.
fn font_bytes() -> Vec<u8> {
    fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/AtkinsonHyperlegible-Regular.ttf"
    ))
    .unwrap()
}

/// What a bounded run did.
struct Run {
    status: ExitStatus,
    err: String,
    took: Duration,
}

impl Run {
    /// Exit code 2, with one error line, at once: the refusal every case
    /// here expects.
    fn refused(&self, what: &str) {
        assert_eq!(
            self.status.code(),
            Some(2),
            "{what}: {:?} {}",
            self.status,
            self.err
        );
        assert_eq!(self.err.lines().count(), 1, "{what}: {}", self.err);
        assert!(self.took < AT_ONCE, "{what}: refused after {:?}", self.took);
    }
}

/// `sudoku-press ARGS` in `dir` under [`MEMORY_KIB`] of address space,
/// reading `stdin`; killed (and the test failed) after 20 s.
fn bounded(dir: &Path, args: &[&str], stdin: Stdio) -> Run {
    let started = Instant::now();
    let child = Command::new("sh")
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\""))
        .arg(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (status, err) = finish(child, Duration::from_secs(20), args);
    Run {
        status,
        err,
        took: started.elapsed(),
    }
}

/// `sudoku-press ARGS` started in `dir`, its standard output to `stdout`,
/// its standard error read by [`finish`].
fn spawn(dir: &Path, args: &[&str], stdout: Stdio) -> Child {
    Command::new(BIN)
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(dir)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `child` up to `limit`, then kills it and fails; its status and
/// standard error, with its standard output before them when it was piped
/// (one line or so: the child never waits on a full pipe).
fn finish(mut child: Child, limit: Duration, args: &[&str]) -> (ExitStatus, String) {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut text = String::new();
            if let Some(mut out) = child.stdout.take() {
                out.read_to_string(&mut text).unwrap();
            }
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut text)
                .unwrap();
            return (status, text);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A file of `len` bytes that look random (a fixed xorshift stream).
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn an_output_onto_a_font_is_refused_however_spelled() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let font = font_bytes();
    fs::write(d.join("f.ttf"), &font).unwrap();
    fs::write(d.join("g-answers.pdf"), &font).unwrap();
    std::os::unix::fs::symlink("f.ttf", d.join("link.ttf")).unwrap();
    fs::hard_link(d.join("f.ttf"), d.join("hard.ttf")).unwrap();
    fs::write(d.join("puzzles.txt"), "1.....2..3.....4\n").unwrap();
    fs::write(
        d.join("book.toml"),
        "title = \"T\"\nfont = \"f.ttf\"\n[[section]]\nbox = \"2x2\"\ncount = 2\n",
    )
    .unwrap();
    let whole = d.join("f.ttf");
    let whole = whole.to_str().unwrap();
    let quick = ["--size", "4", "--count", "1", "--seed", "1"];
    let mut runs: Vec<Vec<&str>> = Vec::new();
    for spelling in ["f.ttf", "./f.ttf", "link.ttf", "hard.ttf", whole] {
        // A PDF, and text (the name does not end in .pdf).
        for format in ["pdf", "line"] {
            let mut args = vec!["generate", "--font", "f.ttf", "--format", format];
            args.extend(quick);
            args.extend(["-o", spelling]);
            runs.push(args);
        }
        runs.push(vec![
            "render",
            "puzzles.txt",
            "--font",
            "f.ttf",
            "-o",
            spelling,
        ]);
        runs.push(vec!["book", "book.toml", "-o", spelling]);
    }
    // The answers file beside the PDF.
    let mut args = vec![
        "generate",
        "--font",
        "g-answers.pdf",
        "--answers",
        "separate",
    ];
    args.extend(quick);
    args.extend(["-o", "g.pdf"]);
    runs.push(args);
    for args in &runs {
        let (code, out, err) = press(d, args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.contains("font") && err.contains("which this run reads"),
            "{args:?}: {err}"
        );
        assert_eq!(fs::read(d.join("f.ttf")).unwrap(), font, "{args:?}");
        assert_eq!(fs::read(d.join("g-answers.pdf")).unwrap(), font, "{args:?}");
    }
    assert!(!d.join("g.pdf").exists());
    // The book file is an input too.
    let (code, _, err) = press(d, &["book", "book.toml", "-o", "book.toml"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the book file 'book.toml'"), "{err}");
}

#[test]
fn fonts_that_are_no_fonts_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    mkfifo(&d.join("fifo.ttf"));
    fs::write(d.join("noise.ttf"), noise(7, 300)).unwrap();
    // A real font with its glyph data scrambled: it parses, but its
    // outlines do not read.
    let mut damaged = font_bytes();
    let (from, to) = (damaged.len() / 3, damaged.len() * 2 / 3);
    damaged[from..to].copy_from_slice(&noise(11, to - from));
    fs::write(d.join("damaged.ttf"), &damaged).unwrap();
    for (font, says) in [
        ("/dev/zero", "it is a device, not a regular file"),
        ("/dev/urandom", "it is a device, not a regular file"),
        ("fifo.ttf", "it is a FIFO, not a regular file"),
        ("noise.ttf", "not a TrueType or OpenType font"),
        ("damaged.ttf", "the font 'damaged.ttf'"),
    ] {
        let run = bounded(
            d,
            &[
                "generate", "--size", "4", "--count", "1", "--font", font, "-o", "out.pdf",
            ],
            Stdio::null(),
        );
        run.refused(font);
        assert!(run.err.contains(says), "--font {font}: {}", run.err);
        let book =
            format!("title = \"T\"\nfont = \"{font}\"\n[[section]]\nbox = \"2x2\"\ncount = 2\n");
        fs::write(d.join("book.toml"), book).unwrap();
        let run = bounded(d, &["book", "book.toml"], Stdio::null());
        run.refused(font);
        assert!(
            run.err.contains("book.toml:2:"),
            "font = {font}: {}",
            run.err
        );
        assert!(run.err.contains(says), "font = {font}: {}", run.err);
        assert!(!d.join("out.pdf").exists() && !d.join("book.pdf").exists());
    }
}

/// An endless line of `1`s on standard input, made by a shell: its child
/// and the stdin to hand over.
fn endless_ones() -> (Child, Stdio) {
    let mut child = Command::new("sh")
        .args(["-c", "yes 123456789 | tr -d '\\n'"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = child.stdout.take().unwrap();
    (child, Stdio::from(out))
}

#[test]
fn endless_and_huge_inputs_are_refused_at_once_in_little_memory() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // 100 MB on one line, every byte a symbol.
    let huge = d.join("huge.txt");
    fs::write(&huge, vec![b'1'; 100_000_000]).unwrap();
    for command in ["solve", "check", "rate", "hint", "render"] {
        // `render` writes a PDF, here beside the test (never /dev/zero.pdf).
        let with = |input: Option<&'static str>| -> Vec<&'static str> {
            let mut args = vec![command];
            args.extend(input);
            if command == "render" {
                args.extend(["-o", "out.pdf"]);
            }
            args
        };
        for (input, says) in [
            (
                "/dev/zero",
                "/dev/zero: line 1, row 1, column 1: character '\\0'",
            ),
            // Random bytes: refused on whichever line they first fail.
            ("/dev/urandom", "/dev/urandom: line "),
            (
                "huge.txt",
                "huge.txt: line 1: the line is longer than 64 KiB",
            ),
        ] {
            let run = bounded(d, &with(Some(input)), Stdio::null());
            run.refused(&format!("{command} {input}"));
            assert!(run.err.contains(says), "{command} {input}: {}", run.err);
        }
        // The same on standard input, and an endless line from a pipe.
        let zero = fs::File::open("/dev/zero").unwrap();
        let run = bounded(d, &with(None), Stdio::from(zero));
        run.refused(&format!("{command} < /dev/zero"));
        assert!(run.err.contains("standard input: line 1"), "{}", run.err);
        let (mut producer, stdin) = endless_ones();
        let run = bounded(d, &with(None), stdin);
        let _ = producer.kill();
        let _ = producer.wait();
        run.refused(&format!("{command} < endless"));
        assert!(run.err.contains("longer than 64 KiB"), "{}", run.err);
        assert!(!d.join("out.pdf").exists());
    }
}

#[test]
fn time_budgets_are_kept_by_every_search() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Runs that took 150 s, 6 to 9 s and 2 s before the searches read the
    // clock, and the effort bands' route on the largest grid; each must end
    // within T + 10 % + 0.2 s.
    for (run, budget) in [
        ("--size 25 --difficulty expert --minimal", 2.0),
        ("--size 20 --difficulty expert --minimal", 1.0),
        ("--size 16 --difficulty beyond", 0.5),
        ("--size 25 --difficulty easy", 0.001),
        // A hyper grid that took 12 s to fill before the fill read the
        // clock.
        ("--variant hyper --size 16 --seed 3", 1.0),
    ] {
        let budget_arg = budget.to_string();
        let mut args: Vec<&str> = vec!["generate"];
        args.extend(run.split(' '));
        args.extend([
            "--time-budget",
            &budget_arg,
            "--count",
            "1",
            "--format",
            "line",
        ]);
        if !run.contains("--seed") {
            args.extend(["--seed", "1"]);
        }
        let started = Instant::now();
        let child = spawn(d, &args, Stdio::null());
        let (status, err) = finish(child, Duration::from_secs(60), &args);
        let took = started.elapsed().as_secs_f64();
        let bound = budget * 1.1 + 0.2;
        assert!(took <= bound, "{run} --time-budget {budget}: {took:.2} s");
        // Made in time, or given up with the message that says so.
        assert!(
            status.success()
                || (status.code() == Some(2) && err.contains(&format!("within {budget}s"))),
            "{run}: {status:?} {err}"
        );
    }
}

#[test]
fn commands_that_read_puzzles_keep_their_time_budget() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // 300 clues of a 25x25 grid that leave many solutions, where the
    // search took 17.5 s before it read the clock.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/many_solutions_25x25.txt"
    );
    let budget = 1.0;
    for (command, code, says) in [
        (
            "solve",
            1,
            "unknown: its solutions were not settled within 1 s",
        ),
        (
            "rate",
            1,
            "line 4: unknown: whether it has one solution was not settled within 1 s",
        ),
        (
            "hint",
            1,
            "line 4: unknown: whether it has one solution was not settled within 1 s",
        ),
        (
            "render",
            2,
            "line 4: unknown: whether it has one solution was not settled within 1 s",
        ),
    ] {
        let mut args = vec![command, file, "--time-budget", "1", "-q"];
        if command == "render" {
            args.extend(["-o", "out.pdf"]);
        }
        let started = Instant::now();
        let child = spawn(d, &args, Stdio::piped());
        let (status, text) = finish(child, Duration::from_secs(60), &args);
        let took = started.elapsed().as_secs_f64();
        assert!(took <= budget * 1.1 + 0.2, "{command}: {took:.2} s");
        assert_eq!(status.code(), Some(code), "{command}: {text}");
        assert!(text.contains(says), "{command}: {text}");
        // No line that looks settled (no grid, no grade).
        assert!(
            text.lines().all(|l| l.contains("unknown")),
            "{command}: {text}"
        );
        // No file either, not even a temporary.
        assert_eq!(fs::read_dir(d).unwrap().count(), 0, "{command}");
    }
}

#[test]
fn after_a_signal_the_exit_status_says_whether_the_new_file_is_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Enough 4x4 puzzles that typesetting takes a moment.
    let (code, text, err) = press(
        d,
        &[
            "generate", "--size", "4", "--count", "3000", "--seed", "3", "--format", "line",
        ],
    );
    assert_eq!(code, 0, "{err}");
    fs::write(d.join("many.txt"), text).unwrap();
    let args = ["render", "many.txt", "-o", "out.pdf", "--quiet"];
    let run = |after: Option<Duration>| -> ExitStatus {
        fs::write(d.join("out.pdf"), "old").unwrap();
        let mut child = Command::new(BIN)
            .env("PAPERSIZE", "a4")
            .env("LC_ALL", "C")
            .args(args)
            .current_dir(d)
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        if let Some(after) = after {
            std::thread::sleep(after);
            // The shell's own kill: no procps needed.
            let _ = Command::new("sh")
                .args(["-c", &format!("kill -INT {}", child.id())])
                .status();
        }
        child.wait().unwrap()
    };
    let started = Instant::now();
    assert!(run(None).success());
    let whole = started.elapsed();
    // Signals from the middle of the run to just past its end.
    for k in 0..24u32 {
        let after = whole.mul_f64(0.6 + 0.02 * f64::from(k));
        let status = run(Some(after));
        let bytes = fs::read(d.join("out.pdf")).unwrap();
        if status.success() {
            assert!(
                bytes.starts_with(b"%PDF"),
                "exit 0 but the old file after {after:?}"
            );
        } else {
            assert!(
                status.signal() == Some(2) || status.code() == Some(130),
                "{status:?} after {after:?}"
            );
            assert_eq!(
                bytes, b"old",
                "{status:?} but the file replaced after {after:?}"
            );
        }
        let temporaries: Vec<PathBuf> = fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().ends_with(".tmp"))
            .collect();
        assert_eq!(temporaries, Vec::<PathBuf>::new());
    }
}

/// Bytes a puzzle reader meets: mostly the characters of the formats
/// (symbols, blanks, rules, comments, JSON), some anything.
fn puzzle_bytes() -> impl Strategy<Value = Vec<u8>> {
    let alphabet: Vec<u8> = b"123456789ABCDEFGP.0 \n\n|-+#{}\":,xbox".to_vec();
    let byte = prop_oneof![
        8 => prop::sample::select(alphabet),
        1 => any::<u8>(),
    ];
    prop::collection::vec(byte, 0..3000)
}

/// Bytes of a book file: TOML-ish words and anything.
fn book_bytes() -> impl Strategy<Value = Vec<u8>> {
    let words: Vec<&'static [u8]> = vec![
        b"title = \"T\"\n",
        b"[[section]]\n",
        b"box = \"2x2\"\n",
        b"count = 2\n",
        b"level = \"easy\"\n",
        b"font = \"/dev/zero\"\n",
        b"[texts]\n",
        b"[",
        b"{",
        b"\"",
        b"=",
        b"\n",
    ];
    let piece = prop_oneof![
        4 => prop::sample::select(words).prop_map(|w| w.to_vec()),
        1 => prop::collection::vec(any::<u8>(), 0..8),
    ];
    prop::collection::vec(piece, 0..60).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_puzzle_input_is_answered_at_once_in_little_memory(bytes in puzzle_bytes()) {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::write(d.join("in.txt"), &bytes).unwrap();
        for command in ["solve", "check", "rate", "hint"] {
            let run = bounded(d, &[command, "in.txt"], Stdio::null());
            let what = format!("{command} {bytes:?}");
            prop_assert!(matches!(run.status.code(), Some(0..=2)), "{what}: {:?} {}", run.status, run.err);
            prop_assert!(!run.err.contains("panicked"), "{what}: {}", run.err);
            prop_assert!(run.took < AT_ONCE, "{what}: {:?}", run.took);
        }
    }

    #[test]
    fn random_book_files_are_answered_at_once_in_little_memory(bytes in book_bytes()) {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::write(d.join("b.toml"), &bytes).unwrap();
        let run = bounded(d, &["book", "b.toml", "--threads", "1"], Stdio::null());
        let what = format!("book {:?}", String::from_utf8_lossy(&bytes));
        prop_assert!(matches!(run.status.code(), Some(0 | 2)), "{what}: {:?} {}", run.status, run.err);
        prop_assert!(!run.err.contains("panicked"), "{what}: {}", run.err);
        prop_assert!(run.took < AT_ONCE, "{what}: {:?}", run.took);
    }
}
