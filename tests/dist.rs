//! The release's builds as their users meet them, made once a run by
//! `cargo xtask dist` (into target/dist-test, its own target folder: the
//! test run holds the main one): the Windows build run under Wine, the
//! static Linux build (musl), and the Debian package installed with apt,
//! used and removed. Each makes the bytes the Linux build under test makes.
//!
//! `.ci/run` installs what they need: mingw-w64, wine, musl-tools, file and
//! man-db.

use super::common::press;
use super::web::Server;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

/// What `cargo xtask dist` made, and the programs inside.
struct Dist {
    dir: PathBuf,
    version: String,
    windows: PathBuf,
    musl: PathBuf,
    deb: PathBuf,
}

const MUSL: &str = "x86_64-unknown-linux-musl";
const WINDOWS: &str = "x86_64-pc-windows-gnu";

/// The builds, made once for the run.
fn dist() -> &'static Dist {
    static DIST: OnceLock<Dist> = OnceLock::new();
    static BUILDING: Mutex<()> = Mutex::new(());
    let _one = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
    DIST.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = root.join("target/dist-test/dist");
        let _ = std::fs::remove_dir_all(&dir);
        let build = root.join("target/dist-test/build");
        super::common::cargo_xtask(
            &[
                "dist".as_ref(),
                dir.as_os_str(),
                "--target".as_ref(),
                MUSL.as_ref(),
                "--target".as_ref(),
                WINDOWS.as_ref(),
            ],
            &build,
        );
        let version = env!("CARGO_PKG_VERSION").to_string();
        Dist {
            windows: build.join(WINDOWS).join("dist/sudoku-press.exe"),
            musl: build.join(MUSL).join("dist/sudoku-press"),
            deb: dir.join(format!("sudoku-press_{version}-1_amd64.deb")),
            dir,
            version,
        }
    })
}

/// A Wine prefix of the run's own, made once; with a stand-in for
/// bcryptprimitives.dll where Wine has none (tests/wine/).
fn wine_prefix() -> &'static Path {
    static PREFIX: OnceLock<PathBuf> = OnceLock::new();
    static MAKING: Mutex<()> = Mutex::new(());
    let _one = MAKING.lock().unwrap_or_else(|e| e.into_inner());
    PREFIX.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let prefix = root.join("target/dist-test/wine");
        let out = Command::new("wineboot")
            .arg("--init")
            .env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all")
            .output()
            .unwrap_or_else(|e| panic!("cannot run wineboot ({e}): .ci/run installs wine"));
        assert!(out.status.success(), "wineboot: {}", text(&out.stderr));
        // Debian's wineserver ends as its last client does (`-p0`), and a
        // client that meets an ending server fails with "wine client error:
        // recvmsg: Connection reset by peer". One server for the run, kept
        // two minutes past its last client, serves every test in turn. Its
        // output goes nowhere: it must not hold the test run's pipes open.
        let quiet = |program: &str, args: &[&str]| {
            Command::new(program)
                .args(args)
                .env("WINEPREFIX", &prefix)
                .env("WINEDEBUG", "-all")
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .unwrap_or_else(|e| panic!("cannot run {program} ({e}): .ci/run installs wine"))
        };
        // wineboot's server ends with its last process; then ours starts.
        quiet("wineserver", &["-w"]);
        let started = quiet("wineserver", &["-p120"]);
        assert!(started.success(), "wineserver -p120: {started}");
        let dll = prefix.join("drive_c/windows/system32/bcryptprimitives.dll");
        if !dll.exists() {
            let out = Command::new("x86_64-w64-mingw32-gcc")
                .args(["-O2", "-shared", "-o"])
                .arg(&dll)
                .arg(root.join("tests/wine/bcryptprimitives.c"))
                .arg("-ladvapi32")
                .output()
                .expect("mingw-w64 is installed (.ci/run installs it)");
            assert!(
                out.status.success(),
                "the stand-in DLL: {}",
                text(&out.stderr)
            );
        }
        prefix
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `program ARGS` run in `dir` with the environment of the tests'
/// `sudoku-press` (A4, the C locale).
fn run_in(dir: &Path, program: &Path, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()))
}

/// The Windows build under Wine, with `args`, in `dir`.
fn wine(dir: &Path, args: &[&str]) -> Output {
    wine_command(dir, args).output().expect("wine runs")
}

fn wine_command(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new("wine");
    command
        .arg(&dist().windows)
        .args(args)
        .current_dir(dir)
        .env("WINEPREFIX", wine_prefix())
        .env("WINEDEBUG", "-all")
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C");
    command
}

/// Whether `file` holds the same bytes in the folders `a` and `b`.
fn same_bytes(a: &Path, b: &Path, file: &str) -> bool {
    std::fs::read(a.join(file)).unwrap() == std::fs::read(b.join(file)).unwrap()
}

/// The files each command of `runs` writes in a fresh folder, for the
/// build under test (Linux) and for `other`: the same bytes, file by file.
fn same_files(other: &dyn Fn(&Path, &[&str]) -> Output, name: &str, runs: &[(&[&str], &str)]) {
    for (args, file) in runs {
        let linux = tempfile::tempdir().unwrap();
        let theirs = tempfile::tempdir().unwrap();
        // A file of puzzles and the starter book in each folder.
        for dir in [linux.path(), theirs.path()] {
            std::fs::write(dir.join("puzzles.txt"), PUZZLES).unwrap();
            assert_eq!(press(dir, &["book", "--init", "starter.toml"]).0, 0);
        }
        let (code, linux_out, err) = press(linux.path(), args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let out = other(theirs.path(), args);
        assert!(
            out.status.success(),
            "{name} {args:?}: {}",
            text(&out.stderr)
        );
        match *file {
            "-" => assert_eq!(
                text(&out.stdout),
                linux_out,
                "{name} {args:?}: standard output"
            ),
            f => assert!(
                same_bytes(linux.path(), theirs.path(), f),
                "{name} {args:?}: {f} differs from the Linux build's"
            ),
        }
    }
}

/// Two puzzles to solve and render (of tests/data/9x9_hardest_11.txt).
const PUZZLES: &str = "\
85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.
..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..
";

/// Sheets, a killer sheet, a book and the solutions of a file: the same
/// bytes from every build.
fn same_outputs(other: &dyn Fn(&Path, &[&str]) -> Output, name: &str) {
    same_files(
        other,
        name,
        &[
            (&["generate", "--seed", "1", "-o", "x.pdf"], "x.pdf"),
            (
                &[
                    "generate",
                    "--variant",
                    "killer",
                    "--size",
                    "6",
                    "--seed",
                    "2",
                    "--count",
                    "4",
                    "-o",
                    "k.pdf",
                ],
                "k.pdf",
            ),
            (&["book", "--init", "b.toml"], "b.toml"),
            (&["book", "starter.toml", "-o", "b.pdf"], "b.pdf"),
            (&["solve", "puzzles.txt"], "-"),
            (&["render", "puzzles.txt", "-o", "r.pdf"], "r.pdf"),
        ],
    );
}

#[test]
fn the_windows_build_under_wine_makes_the_linux_bytes() {
    same_outputs(&wine, "Windows");
}

#[test]
fn the_windows_build_reads_the_paper_of_the_windows_locale() {
    let dir = tempfile::tempdir().unwrap();
    let out = wine_command(dir.path(), &["generate", "--count", "1", "-o", "x.pdf"])
        .env_remove("PAPERSIZE")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("paper (the Windows locale)"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_windows_build_finds_a_korean_font_in_the_users_windows_fonts_folder() {
    // The user's fonts folder of the run's prefix (the other tests set no
    // text that wants a font of the system).
    let users = wine_prefix().join("drive_c/users");
    let user = std::fs::read_dir(&users)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().is_some_and(|n| n != "Public"))
        .expect("the prefix has a user");
    let folder = user.join("AppData/Local/Microsoft/Windows/Fonts");
    std::fs::create_dir_all(&folder).unwrap();
    super::common::require_system_fonts();
    let nanum = Path::new(super::common::NANUM);
    let bold = nanum.with_file_name("NanumGothicBold.ttf");
    for font in [nanum, bold.as_path()] {
        std::fs::copy(font, folder.join(font.file_name().unwrap())).unwrap();
    }
    let args = [
        "generate", "--lang", "ko", "--size", "4", "--seed", "3", "--count", "4", "-o", "k.pdf",
    ];
    let windows = tempfile::tempdir().unwrap();
    let out = wine(windows.path(), &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(
        said.contains(
            r"\AppData\Local\Microsoft\Windows\Fonts\NanumGothicBold.ttf, found on this system"
        ),
        "{said}"
    );
    // The same fonts named on Linux: the same bytes.
    let linux = tempfile::tempdir().unwrap();
    let (nanum, bold) = (nanum.to_str().unwrap(), bold.to_str().unwrap());
    let (code, _, err) = press(
        linux.path(),
        &[&args[..], &["--font", nanum, "--font-bold", bold]].concat(),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        same_bytes(linux.path(), windows.path(), "k.pdf"),
        "the Korean sheet differs from the Linux build's"
    );
}

#[test]
fn serve_under_wine_answers_with_the_linux_bytes() {
    let linux = Server::start();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let windows = Server::spawn(wine_command(root, &["serve", "--listen", "127.0.0.1:0"]));
    for path in [
        "/",
        "/sheet.pdf?size=4&count=8&seed=3",
        "/sheet.pdf?variant=killer&size=6&seed=5&count=2",
    ] {
        let (a, b) = (linux.get(path), windows.get(path));
        assert_eq!((a.status, b.status), (200, 200), "{path}: {}", b.text());
        assert!(a.body == b.body, "{path}: Windows answers other bytes");
    }
}

#[test]
fn the_windows_build_refuses_to_write_over_its_input_however_spelled() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("puzzles.txt"), PUZZLES).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    for output in ["PUZZLES.TXT", r".\puzzles.txt", r"sub\..\puzzles.txt"] {
        let out = wine(dir.path(), &["render", "puzzles.txt", "-o", output]);
        assert_eq!(out.status.code(), Some(2), "-o {output}");
        let err = text(&out.stderr);
        assert!(
            err.contains("is the puzzle file 'puzzles.txt', which this run reads"),
            "-o {output}: {err}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("puzzles.txt")).unwrap(),
            PUZZLES
        );
    }
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 2, "no file beside the input: {names:?}");
}

#[test]
fn ctrl_c_under_wine_keeps_the_old_output_and_leaves_no_temporary() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("big.pdf"), "the old sheet").unwrap();
    let mut run = wine_command(
        dir.path(),
        &[
            "generate",
            "--count",
            "50000",
            "--threads",
            "1",
            "-o",
            "big.pdf",
        ],
    )
    .spawn()
    .unwrap();
    let temporary = || {
        std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .find(|n| n.starts_with(".big.pdf.") && n.ends_with(".tmp"))
    };
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while temporary().is_none() {
        assert!(
            std::time::Instant::now() < end,
            "no temporary file appeared"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Wine turns SIGINT into the console's Ctrl+C.
    Command::new("kill")
        .args(["-INT", &run.id().to_string()])
        .status()
        .unwrap();
    let end = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let status = loop {
        if let Some(status) = run.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > end {
            let _ = run.kill();
            panic!("the Windows build went on 30 s after Ctrl+C");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    // STATUS_CONTROL_C_EXIT (0xC000013A), of which Linux keeps the low byte.
    assert_eq!(status.code(), Some(0x3A), "{status}");
    assert_eq!(temporary(), None);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("big.pdf")).unwrap(),
        "the old sheet"
    );
}

#[test]
fn the_musl_build_is_static_and_makes_the_linux_bytes() {
    let musl = &dist().musl;
    let out = Command::new("file")
        .arg(musl)
        .output()
        .expect("file is installed (.ci/run)");
    // Static and position-independent: `file` says "static-pie linked"
    // (ASLR kept), ldd "statically linked"; no interpreter either way.
    let said = text(&out.stdout);
    assert!(
        (said.contains("static-pie linked") || said.contains("statically linked"))
            && !said.contains("interpreter"),
        "{said}"
    );
    let out = Command::new("ldd").arg(musl).output().unwrap();
    assert!(
        text(&out.stdout).contains("statically linked"),
        "ldd: {}",
        text(&out.stdout)
    );
    same_outputs(&|dir: &Path, args: &[&str]| run_in(dir, musl, args), "musl");
}

#[test]
fn the_archives_hold_the_program_its_pages_and_licences_and_their_sums_match() {
    let d = dist();
    let sums = std::fs::read_to_string(d.dir.join("SHA256SUMS")).unwrap();
    let named: Vec<&str> = sums.lines().filter_map(|l| l.split("  ").nth(1)).collect();
    let tar = format!("sudoku-press-{}-{MUSL}.tar.gz", d.version);
    let zip = format!("sudoku-press-{}-{WINDOWS}.zip", d.version);
    let deb = d.deb.file_name().unwrap().to_str().unwrap().to_string();
    assert_eq!(named, [tar.as_str(), &deb, zip.as_str()], "{sums}");
    let out = Command::new("sha256sum")
        .arg("-c")
        .arg("SHA256SUMS")
        .current_dir(&d.dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stdout));

    let listing = |program: &str, args: &[&OsStr]| {
        let out = Command::new(program)
            .args(args)
            .current_dir(&d.dir)
            .output()
            .unwrap();
        assert!(out.status.success(), "{program}: {}", text(&out.stderr));
        text(&out.stdout)
    };
    let folder = format!("sudoku-press-{}-{MUSL}", d.version);
    let files = listing("tar", &["tzf".as_ref(), tar.as_ref()]);
    for name in [
        "sudoku-press",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "LICENSE-OFL-fonts",
        "man/sudoku-press.1",
        "man/sudoku-press-generate.1",
        "completions/sudoku-press.bash",
        "completions/_sudoku-press",
        "completions/sudoku-press.fish",
    ] {
        assert!(
            files.lines().any(|l| l == format!("{folder}/{name}")),
            "{name} in {files}"
        );
    }
    let modes = listing("tar", &["tvzf".as_ref(), tar.as_ref()]);
    assert!(
        modes.lines().any(|l| l.starts_with("-rwxr-xr-x root/root")
            && l.ends_with(&format!("{folder}/sudoku-press"))),
        "{modes}"
    );

    let folder = format!("sudoku-press-{}-{WINDOWS}", d.version);
    let files = listing(
        "python3",
        &[
            "-m".as_ref(),
            "zipfile".as_ref(),
            "-l".as_ref(),
            zip.as_ref(),
        ],
    );
    for name in [
        "sudoku-press.exe",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "LICENSE-OFL-fonts",
        "completions/_sudoku-press.ps1",
    ] {
        assert!(
            files.contains(&format!("{folder}/{name} ")),
            "{name} in {files}"
        );
    }
    assert!(!files.contains("/man/"), "{files}");
}

/// `sudo` when the tests do not run as root (apt and dpkg need it).
fn as_root(program: &str) -> Command {
    // SAFETY: geteuid reads the process's user id.
    match unsafe { libc::geteuid() } {
        0 => Command::new(program),
        _ => {
            let mut c = Command::new("sudo");
            c.args(["-n", program]);
            c
        }
    }
}

#[test]
fn the_debian_package_installs_runs_and_removes_without_a_trace() {
    let deb = &dist().deb;
    let out = as_root("apt-get")
        .args(["install", "-y", "--allow-downgrades"])
        .arg(deb)
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .expect("apt-get runs");
    assert!(
        out.status.success(),
        "apt install: {}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let listed = Command::new("dpkg")
        .args(["-L", "sudoku-press"])
        .output()
        .unwrap();
    let paths: Vec<PathBuf> = text(&listed.stdout).lines().map(PathBuf::from).collect();
    let files: Vec<&PathBuf> = paths.iter().filter(|p| p.is_file()).collect();
    for expected in [
        "/usr/bin/sudoku-press",
        "/usr/share/man/man1/sudoku-press-generate.1.gz",
        "/usr/share/bash-completion/completions/sudoku-press",
        "/usr/share/doc/sudoku-press/copyright",
    ] {
        assert!(
            files.iter().any(|p| p == &Path::new(expected)),
            "{expected} in {paths:?}"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    let installed = Path::new("/usr/bin/sudoku-press");
    let out = run_in(dir.path(), installed, &["generate"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).starts_with("wrote sudoku.pdf: 6 puzzles"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        std::fs::read(dir.path().join("sudoku.pdf"))
            .unwrap()
            .starts_with(b"%PDF-")
    );
    let out = run_in(
        dir.path(),
        installed,
        &["generate", "--seed", "1", "-o", "seed1.pdf"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (code, _, err) = press(dir.path(), &["generate", "--seed", "1", "-o", "linux.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        std::fs::read(dir.path().join("seed1.pdf")).unwrap()
            == std::fs::read(dir.path().join("linux.pdf")).unwrap(),
        "the package's sheet differs from the Linux build's"
    );
    let out = Command::new("man")
        .arg("sudoku-press-generate")
        .env("MANPAGER", "cat")
        .env("MANWIDTH", "80")
        .output()
        .expect("man is installed (man-db; .ci/run)");
    let page = text(&out.stdout);
    assert!(
        out.status.success() && page.contains("--difficulty"),
        "man: {page}{}",
        text(&out.stderr)
    );

    let out = as_root("apt-get")
        .args(["purge", "-y", "sudoku-press"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .output()
        .unwrap();
    assert!(out.status.success(), "apt purge: {}", text(&out.stderr));
    for file in files {
        assert!(!file.exists(), "{} is left behind", file.display());
    }
    assert!(!Path::new("/usr/share/doc/sudoku-press").exists());
}
