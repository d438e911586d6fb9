//! What `-o` names is never destroyed, standard streams closed or full
//! never panic, and requests that cannot be met are refused before any
//! work.

use crate::common::press;
use std::fs;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-press");

/// A small, quick text run: two 4x4 puzzles in line format.
const LINE_RUN: [&str; 11] = [
    "generate",
    "--size",
    "4",
    "--difficulty",
    "beginner",
    "--count",
    "2",
    "--seed",
    "7",
    "--format",
    "line",
];

/// What [`LINE_RUN`] writes, made once with its output on standard output.
fn line_run_text(dir: &Path) -> String {
    let (code, out, err) = press(dir, &LINE_RUN);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("# sudoku-press generate"), "{out}");
    out
}

/// [`LINE_RUN`] writing to `-o target`.
fn line_run_to(dir: &Path, target: &str) -> (i32, String, String) {
    let mut args = LINE_RUN.to_vec();
    args.extend(["-o", target]);
    press(dir, &args)
}

/// Names of the temporary files left in `dir`.
fn temporaries(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && n.ends_with(".tmp"))
        .collect()
}

/// `sh -c SCRIPT` with the binary as `$0` and `args` after it: for
/// redirections the test harness cannot make (closed or full streams).
fn shell(dir: &Path, script: &str, args: &[&str]) -> (std::process::ExitStatus, String, String) {
    let out = Command::new("sh")
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .arg("-c")
        .arg(script)
        .arg(BIN)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status,
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn is_root() -> bool {
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("Uid:"))
        .and_then(|l| l.split_whitespace().nth(2))
        == Some("0")
}

#[test]
fn a_device_stays_a_device() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    if !is_root() {
        eprintln!("skipped a_device_stays_a_device: mknod needs root");
        return;
    }
    let made = Command::new("mknod")
        .args(["full", "c", "1", "7"])
        .current_dir(dir)
        .status()
        .unwrap();
    let made = made.success()
        && Command::new("mknod")
            .args(["null", "c", "1", "3"])
            .current_dir(dir)
            .status()
            .unwrap()
            .success();
    if !made {
        eprintln!("skipped a_device_stays_a_device: mknod refused here");
        return;
    }
    // A device that takes everything: written directly, still a device.
    let (code, out, err) = line_run_to(dir, "null");
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    // A device that is full: one clear error, exit 2, still a device.
    let (code, _, err) = line_run_to(dir, "full");
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot write 'full'"), "{err}");
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--size",
            "4",
            "--difficulty",
            "beginner",
            "-o",
            "full",
        ],
    );
    assert_eq!(code, 2, "{err}");
    for name in ["full", "null"] {
        let kind = fs::symlink_metadata(dir.join(name)).unwrap().file_type();
        assert!(kind.is_char_device(), "{name} is no longer a device");
    }
    assert_eq!(temporaries(dir), Vec::<String>::new());
}

#[test]
fn a_fifo_is_written_into_and_stays_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let want = line_run_text(dir);
    let made = Command::new("mkfifo")
        .arg("pipe")
        .current_dir(dir)
        .status()
        .unwrap();
    assert!(made.success());
    let path = dir.join("pipe");
    let reader = std::thread::spawn(move || fs::read_to_string(path).unwrap());
    let (code, out, err) = line_run_to(dir, "pipe");
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    assert_eq!(reader.join().unwrap(), want);
    let kind = fs::symlink_metadata(dir.join("pipe")).unwrap().file_type();
    assert!(kind.is_fifo());
    assert_eq!(temporaries(dir), Vec::<String>::new());
}

#[test]
fn standard_output_by_its_device_names() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let want = line_run_text(dir);
    for target in ["/dev/stdout", "/dev/fd/1", "-"] {
        let (code, out, err) = line_run_to(dir, target);
        assert_eq!(code, 0, "{target}: {err}");
        assert_eq!(out, want, "{target}");
    }
    // Process substitution: the shell hands over a /dev/fd path to a pipe.
    let (status, out, err) = shell(
        dir,
        "exec 3>&1; \"$0\" \"$@\" -o /dev/fd/4 4>&1 >/dev/null | cat",
        &LINE_RUN,
    );
    assert!(status.success(), "{err}");
    assert_eq!(out, want);
}

#[test]
fn a_symlink_is_followed_and_stays_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let want = line_run_text(dir);
    fs::write(dir.join("target.txt"), "old\n").unwrap();
    std::os::unix::fs::symlink("target.txt", dir.join("link.txt")).unwrap();
    std::os::unix::fs::symlink("missing.txt", dir.join("dangling.txt")).unwrap();
    for (link, target) in [("link.txt", "target.txt"), ("dangling.txt", "missing.txt")] {
        let (code, _, err) = line_run_to(dir, link);
        assert_eq!(code, 0, "{link}: {err}");
        let kind = fs::symlink_metadata(dir.join(link)).unwrap().file_type();
        assert!(kind.is_symlink(), "{link} was replaced");
        assert_eq!(fs::read_to_string(dir.join(target)).unwrap(), want);
    }
    assert_eq!(temporaries(dir), Vec::<String>::new());
}

#[test]
fn a_replaced_file_keeps_its_permissions() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let path = dir.join("kept.txt");
    fs::write(&path, "old\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
    let (code, _, err) = line_run_to(dir, "kept.txt");
    assert_eq!(code, 0, "{err}");
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    assert!(
        fs::read_to_string(&path)
            .unwrap()
            .starts_with("# sudoku-press")
    );
}

#[test]
fn an_input_is_never_an_output_however_spelled() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let text = line_run_text(dir);
    fs::write(dir.join("in.txt"), &text).unwrap();
    fs::hard_link(dir.join("in.txt"), dir.join("same.txt")).unwrap();
    std::os::unix::fs::symlink("in.txt", dir.join("alias.txt")).unwrap();
    let whole = dir.join("in.txt");
    let whole = whole.to_str().unwrap();
    for spelling in ["in.txt", "./in.txt", "same.txt", "alias.txt", whole] {
        let (code, out, err) = press(dir, &["render", "in.txt", "-o", spelling]);
        assert_eq!((code, out.as_str()), (2, ""), "-o {spelling}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("is the puzzle file 'in.txt', which this run reads"),
            "-o {spelling}: {err}"
        );
    }
    assert_eq!(fs::read_to_string(dir.join("in.txt")).unwrap(), text);
    // Two outputs of one run that are one file are refused too.
    let args = ["generate", "--answers", "separate", "-o", "a.pdf"];
    fs::write(dir.join("a.pdf"), "old").unwrap();
    fs::hard_link(dir.join("a.pdf"), dir.join("a-answers.pdf")).unwrap();
    let (code, _, err) = press(dir, &args);
    assert_eq!(code, 2, "{err}");
    assert_eq!(fs::read_to_string(dir.join("a.pdf")).unwrap(), "old");
    assert_eq!(temporaries(dir), Vec::<String>::new());
}

#[test]
fn a_blocked_side_file_is_found_before_any_work_and_the_old_pdf_kept() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--size",
            "4",
            "--difficulty",
            "beginner",
            "-o",
            "old.pdf",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let old = fs::read(dir.join("old.pdf")).unwrap();
    // The side files are directories: they cannot be replaced.
    let big = [
        "generate",
        "--box",
        "4x4",
        "--count",
        "400",
        "-o",
        "old.pdf",
        "--time-budget",
        "30",
    ];
    for (side, option) in [
        ("old-answers.pdf", "--answers=separate"),
        ("old.json", "--metadata"),
    ] {
        fs::create_dir(dir.join(side)).unwrap();
        let mut args = big.to_vec();
        args.push(option);
        let started = Instant::now();
        let (code, out, err) = press(dir, &args);
        let took = started.elapsed();
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(side), "{err}");
        // 400 16x16 puzzles take seconds; a refusal before work takes
        // milliseconds (a generous bound: this machine is shared).
        assert!(took < Duration::from_secs(5), "refused after {took:?}");
        assert_eq!(fs::read(dir.join("old.pdf")).unwrap(), old);
        assert_eq!(temporaries(dir), Vec::<String>::new());
        fs::remove_dir(dir.join(side)).unwrap();
    }
}

#[test]
fn a_signal_removes_the_temporaries_and_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    fs::write(dir.join("old.pdf"), "old").unwrap();
    let args = [
        "generate",
        "--box",
        "4x4",
        "--count",
        "2000",
        "--threads",
        "1",
        "-o",
        "old.pdf",
        "--answers",
        "separate",
        "--metadata",
    ];
    // At once, and in the middle of the work.
    for (signal, number, after) in [("INT", 2, 0), ("TERM", 15, 300), ("HUP", 1, 600)] {
        let mut child = Command::new(BIN)
            .env("PAPERSIZE", "a4")
            .env("LC_ALL", "C")
            .args(args)
            .current_dir(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // The temporaries exist from before the work starts.
        let started = Instant::now();
        while temporaries(dir).len() < 3 {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no temporaries"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(after));
        // The shell's own kill: no procps needed.
        let sent = Command::new("sh")
            .args(["-c", &format!("kill -{signal} {}", child.id())])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = child.wait().unwrap();
        assert!(
            status.signal() == Some(number) || status.code() == Some(128 + number),
            "SIG{signal}: {status:?}"
        );
        assert_eq!(temporaries(dir), Vec::<String>::new(), "SIG{signal}");
        assert_eq!(fs::read_to_string(dir.join("old.pdf")).unwrap(), "old");
        assert!(!dir.join("old-answers.pdf").exists());
    }
}

#[test]
fn closed_or_full_standard_streams_never_panic() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    fs::write(dir.join("bad.txt"), "1234\n").unwrap();
    let no_panic = |what: &str, err: &str| assert!(!err.contains("panicked"), "{what}: {err}");
    // Standard output full: the error names it, exit 2.
    let (status, _, err) = shell(dir, "exec \"$0\" \"$@\" >/dev/full", &LINE_RUN);
    assert_eq!(status.code(), Some(2), "{err}");
    assert!(err.contains("cannot write standard output"), "{err}");
    // The commands that answer puzzles, and PDFs and starter files on
    // standard output, name it too.
    fs::write(dir.join("four.txt"), line_run_text(dir)).unwrap();
    for args in [
        &["solve", "four.txt"][..],
        &["check", "four.txt"],
        &["rate", "four.txt"],
        &["hint", "four.txt"],
        &["render", "four.txt", "-o", "-"],
        &["book", "--init", "-"],
        &["completions", "bash"],
    ] {
        let (status, _, err) = shell(dir, "exec \"$0\" \"$@\" >/dev/full", args);
        assert_eq!(status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(
            err.trim_end(),
            "sudoku-press: error: cannot write standard output: No space left on device (os error 28)",
            "{args:?}"
        );
    }
    // Standard output closed: whatever the run does, never a panic.
    let (status, _, err) = shell(dir, "exec \"$0\" \"$@\" >&-", &LINE_RUN);
    assert!(matches!(status.code(), Some(0 | 2)), "{status:?} {err}");
    no_panic("stdout closed", &err);
    // A sheet with standard output closed: its status line is on standard
    // error, the run succeeds.
    let (status, _, err) = shell(dir, "exec \"$0\" \"$@\" >&-", &["generate", "-o", "s.pdf"]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.starts_with("wrote s.pdf"), "{err}");
    // Standard error closed or full: an error still exits 2, a success 0.
    for redirect in ["2>&-", "2>/dev/full"] {
        let script = format!("exec \"$0\" \"$@\" {redirect}");
        let (status, out, _) = shell(dir, &script, &["check", "bad.txt"]);
        assert_eq!((status.code(), out.as_str()), (Some(2), ""), "{redirect}");
        let (status, _, _) = shell(dir, &script, &["generate", "-o", "t.pdf"]);
        assert_eq!(status.code(), Some(0), "{redirect}");
        assert!(dir.join("t.pdf").exists());
        fs::remove_file(dir.join("t.pdf")).unwrap();
    }
    // A reader that stops early (`| head`): a quiet exit 0.
    let data = format!(
        "{}/tests/data/9x9_17clue_1000.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut child = Command::new(BIN)
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .args(["solve", &data, "--format", "grid"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 100];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(err, "");
}

#[test]
fn impossible_requests_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let id_last = "g3-3x3-medium-rot180-1-18446744073709551615";
    let cases: [(&[&str], &str); 7] = [
        (
            &["--clues", "10-16"],
            "no 9x9 puzzle (box 3x3) with one solution has fewer than 17 clues",
        ),
        (
            &["--size", "4", "--clues", "1-3", "--difficulty", "beginner"],
            "fewer than 4 clues",
        ),
        (
            &[
                "--size",
                "4",
                "--difficulty",
                "beginner",
                "--symmetry",
                "rot90",
                "--clues",
                "5-7",
            ],
            "rot90",
        ),
        (
            &["--id", id_last],
            "puzzle indices run from 0 to 18446744073709551614",
        ),
        (
            &[
                "--start",
                "18446744073709551614",
                "--count",
                "2",
                "--format",
                "line",
            ],
            "would run past it",
        ),
        (&["--count", "100000000"], "fit one PDF here"),
        (&["--id", "3x3-medium-rot180-1-0"], "generator version 1"),
    ];
    for (args, want) in cases {
        let mut all = vec!["generate", "--time-budget", "30", "-o", "x.pdf"];
        all.extend(args);
        let started = Instant::now();
        let (code, out, err) = press(dir, &all);
        let took = started.elapsed();
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        // The search would spend its 30 s budget; a refusal is immediate
        // (a generous bound: this machine is shared).
        assert!(
            took < Duration::from_secs(5),
            "{args:?} refused after {took:?}"
        );
        assert!(!dir.join("x.pdf").exists());
        assert_eq!(temporaries(dir), Vec::<String>::new());
    }
}

#[test]
fn ids_replay_with_their_own_seed_and_index() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let id = "g3-3x3-easy-rot180-77-3";
    // With a PDF, the seed reported is the id's.
    let (code, _, err) = press(dir, &["generate", "--id", id, "-o", "x.pdf", "--metadata"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err,
        "wrote x.pdf, x.json: 1 puzzle, seed 77, A4 paper (PAPERSIZE)\n"
    );
    let metadata = fs::read_to_string(dir.join("x.json")).unwrap();
    assert!(metadata.contains("\"seed\":77"), "{metadata}");
    assert!(metadata.contains(&format!("\"id\":\"{id}\"")), "{metadata}");
    // The header of a text run is the command that makes it again.
    let (code, text, err) = press(dir, &["generate", "--id", id, "--format", "line"]);
    assert_eq!(code, 0, "{err}");
    let header = text.lines().next().unwrap();
    assert_eq!(
        header,
        "# sudoku-press generate --box 3x3 --difficulty easy --symmetry rot180 --count 1 \
         --seed 77 --start 3 --format line --generator 3"
    );
    let replay: Vec<&str> = header.split_whitespace().skip(2).collect();
    let (code, again, err) = press(dir, &replay);
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, text);
    // The same puzzle is the fourth of the seed's run.
    let args = [
        "generate",
        "--difficulty",
        "easy",
        "--seed",
        "77",
        "--count",
        "4",
        "--format",
        "line",
    ];
    let (code, four, err) = press(dir, &args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(four.lines().last(), text.lines().last());
    // Another version's id names both versions.
    let (code, _, err) = press(dir, &["generate", "--id", "g2-3x3-easy-rot180-77-3"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("generator version 2") && err.contains("generator version 3"),
        "{err}"
    );
}

#[test]
fn temporaries_of_a_killed_run_are_removed_by_the_next_run_that_writes_the_name() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A run killed with SIGKILL, which no handler sees, mid-way.
    let mut child = Command::new(BIN)
        .args([
            "generate", "--size", "9", "--count", "5000", "--format", "line", "-o", "x.txt",
        ])
        .current_dir(d)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while temporaries(d).is_empty() && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(
        temporaries(d).len(),
        1,
        "the killed run's temporary is left"
    );
    // Others beside it: of a process that cannot exist (past Linux's
    // largest pid, 2^22), of this live test process, of another output.
    let gone = ".x.txt.4194305.tmp";
    let alive = format!(".x.txt.{}.tmp", std::process::id());
    let other = ".y.txt.4194305.tmp";
    for name in [gone, alive.as_str(), other] {
        fs::write(d.join(name), "left").unwrap();
    }
    let (code, _, err) = press(
        d,
        &[
            "generate", "--size", "4", "--count", "2", "--format", "line", "-o", "x.txt",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let mut left = temporaries(d);
    left.sort();
    let mut want = vec![alive, other.to_string()];
    want.sort();
    assert_eq!(left, want);
}
