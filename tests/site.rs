//! The browser edition as a reader meets it: the static site that `cargo
//! xtask site DIR` builds, served by `python3 -m http.server` (no server of
//! ours), driven in Debian's chromium through chromium-driver as
//! tests/web.rs drives `serve`'s page. The site is built once a run, into
//! target/site-test (its own target folder: the test run holds the main
//! one).

use super::common::tool;
use super::web::{Browser, a_czech_reader_makes_plays_and_loads};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The site, built once for the run.
fn site() -> &'static Path {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    static BUILDING: Mutex<()> = Mutex::new(());
    let _one = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
    SITE.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = root.join("target/site-test/site");
        super::common::cargo_xtask(
            &["site".as_ref(), dir.as_os_str()],
            &root.join("target/site-test/build"),
        );
        dir
    })
}

/// `python3 -m http.server` serving the site on a free port of the
/// loopback, stopped when dropped.
struct StaticServer {
    child: Child,
    url: String,
}

impl StaticServer {
    fn start() -> StaticServer {
        let dir = site();
        let port = super::web::free_port();
        let child = Command::new("python3")
            .args([
                "-m",
                "http.server",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
            ])
            .arg("--directory")
            .arg(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run python3 ({e}): .ci/run installs it"));
        let url = format!("http://127.0.0.1:{port}");
        let end = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < end, "python3 -m http.server did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        StaticServer { child, url }
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The resources the page (and its worker, which reports them to the
/// page's `engine`) loaded from an origin other than its own.
fn elsewhere(browser: &Browser) -> Value {
    browser.script(
        "return performance.getEntriesByType('resource').map(e => e.name) \
         .filter(n => !n.startsWith(location.origin) && !n.startsWith('blob:') \
         && !n.startsWith('data:'))",
    )
}

#[test]
fn the_static_site_in_a_czech_browser_speaks_czech_and_prints_the_command_lines_bytes() {
    let site = StaticServer::start();
    a_czech_reader_makes_plays_and_loads(&site.url);
}

/// A Korean reader on the static site: a 6x6 killer sheet whose PDF reads
/// back Korean words, and a 6x6 killer played to solved with one hint,
/// every word Korean; nothing asked of another origin.
#[test]
fn a_korean_6x6_killer_from_the_static_site_prints_and_plays_in_korean() {
    let site = StaticServer::start();
    let browser = Browser::start_in("ko");
    browser.open(&format!("{}/", site.url));
    browser.wait(
        "the first preview",
        "return document.documentElement.lang === 'ko' \
         && document.querySelectorAll('#preview img.page').length > 0 \
         && document.querySelector('#preview img.page').complete",
    );
    browser.click("#grid option[value='6']");
    browser.click("#variant option[value='killer']");
    browser.wait(
        "the 6x6 killer preview",
        "const img = document.querySelector('#preview img.page'); \
         return !!img && img.complete && img.naturalWidth > 0 \
         && img.dataset.address.includes('size=6') \
         && img.dataset.address.includes('variant=killer') \
         && img.dataset.address.includes('lang=ko')",
    );
    browser.screenshot("site-sheet-killer-ko.png");
    let pdf = browser.download_pdf();
    let dir = pdf.parent().unwrap().to_path_buf();
    let (code, out) = tool(&dir, "qpdf", &["--check", pdf.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let (code, text) = tool(&dir, "pdftotext", &[pdf.to_str().unwrap(), "-"]);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains(sudoku_press::lang::Lang::Ko.title(sudoku_press::layout::Variant::CLASSIC)),
        "no Korean title {:?} in: {text}",
        sudoku_press::lang::Lang::Ko.title(sudoku_press::layout::Variant::CLASSIC)
    );
    let hangul = text
        .chars()
        .filter(|c| ('\u{AC00}'..='\u{D7AF}').contains(c))
        .count();
    assert!(hangul > 20, "few Korean letters ({hangul}) in: {text}");

    // Play a 6x6 killer: one hint, in Korean, then every cell to solved.
    browser.click("#tab-play");
    browser.click("#play-grid option[value='6']");
    browser.click("#play-variant option[value='killer']");
    browser.click("#new-game");
    browser.wait(
        "a 6x6 killer",
        "return document.querySelectorAll('#board .cell').length === 36 \
         && document.querySelectorAll('#board .cage-sum').length > 0 \
         && document.querySelector('#play-command').textContent.includes('killer')",
    );
    let args = browser.shown_command("#play-command");
    let work = tempfile::tempdir().unwrap();
    let mut generate: Vec<&str> = vec!["generate"];
    generate.extend(args.iter().map(String::as_str));
    generate.extend(["--format", "json", "-o", "-"]);
    let (status, out, err) = super::common::press(work.path(), &generate);
    assert_eq!(status, 0, "{generate:?}: {err}");
    let record: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    let puzzle = record["puzzle"].as_str().unwrap();
    let solution: Vec<u8> = record["solution"]
        .as_str()
        .unwrap()
        .bytes()
        .map(|b| b - b'0')
        .collect();
    assert_eq!(puzzle.len(), 36, "{record}");
    browser.click("#hint");
    browser.wait(
        "the hint",
        "return document.querySelectorAll('#hint-text li').length > 0",
    );
    let hint = browser.script("return document.querySelector('#hint-text').innerText");
    let hint = hint.as_str().unwrap();
    assert!(
        hint.chars().any(|c| ('\u{AC00}'..='\u{D7AF}').contains(&c)),
        "the hint is not Korean: {hint}"
    );
    for english in ["row", "column", "box", "cage", "can only", "hidden single"] {
        assert!(!hint.contains(english), "{english:?} in the hint: {hint}");
    }
    let open: Vec<usize> = puzzle
        .bytes()
        .enumerate()
        .filter(|&(_, b)| b == b'.' || b == b'0')
        .map(|(c, _)| c)
        .collect();
    for &c in &open {
        browser.click(&format!("#board .cell[data-cell='{c}']"));
        browser.click(&format!("#keypad .key[data-value='{}']", solution[c]));
    }
    let ko: Value =
        serde_json::from_str(include_str!("../src/cli/serve/page/words/ko.json")).unwrap();
    let solved = ko["play_solved"].as_str().unwrap();
    let solved = solved.split('{').next().unwrap().trim().to_string();
    browser.wait(
        "the solved message",
        &format!(
            "const s = document.querySelector('#solved'); \
             return !s.hidden && s.textContent.includes('{solved}')"
        ),
    );
    browser.screenshot("site-play-killer-ko.png");
    assert_eq!(elsewhere(&browser), Value::Array(Vec::new()));
}

/// Nothing of the site names another host, and its page keeps to its own
/// origin (its policy says so to the browser).
#[test]
fn the_static_site_asks_nothing_of_another_origin() {
    let dir = site();
    let html = std::fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(
        html.contains("Content-Security-Policy") && html.contains("connect-src 'self'"),
        "{html}"
    );
    for file in [
        "index.html",
        "app.js",
        "engine.js",
        "pkg/sudoku_press_web.js",
    ] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        for (at, _) in text.match_indices("http") {
            let rest = &text[at..];
            assert!(
                !(rest.starts_with("http://") || rest.starts_with("https://")),
                "{file} names another site: {}",
                &rest[..rest.len().min(80)]
            );
        }
    }
    let site = StaticServer::start();
    let browser = Browser::start_in("en");
    browser.open(&format!("{}/", site.url));
    browser.wait(
        "the first preview",
        "return document.querySelectorAll('#preview img.page').length > 0 \
         && document.querySelector('#preview img.page').complete \
         && document.querySelector('#preview img.page').naturalWidth > 0",
    );
    assert_eq!(elsewhere(&browser), Value::Array(Vec::new()));
    // A title no font of the site draws: the page says which character,
    // and offers a font file of the reader's.
    browser.script(
        "const t = document.querySelector('#title'); t.value = 'Ωmega Σudoku'; \
         t.dispatchEvent(new Event('input', {bubbles: true}));",
    );
    browser.wait(
        "the title refused",
        "return document.querySelector('#sheet-error').textContent.includes('U+03A3') \
         && !document.querySelector('#font-field').hidden",
    );
    let said = browser.script("return document.querySelector('#sheet-error').textContent");
    let said = said.as_str().unwrap();
    assert!(
        said.contains("Font for the texts") && !said.contains("--font"),
        "{said}"
    );
}

/// Every character a Japanese, Korean or Chinese sheet may print (the
/// strings of that language's row of `src/lang.rs`) is in the site's cut
/// of its font, regular and bold: `fonts/site/subset.sh` cuts them again
/// when the words gain characters, and this says when.
#[test]
fn the_sites_cjk_fonts_draw_every_word_a_sheet_prints() {
    use sudoku_press::fonts::{Font, UserFont};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(root.join("src/lang.rs")).unwrap();
    for (lang, code) in [("Ja", "ja"), ("Ko", "ko"), ("Zh", "zh")] {
        // The row from its `lang: Lang::X,` to the next row's.
        let start = source.find(&format!("lang: Lang::{lang},")).unwrap();
        let end = source[start + 1..]
            .find("lang: Lang::")
            .map_or(source.len(), |k| start + 1 + k);
        let row = &source[start..end];
        // The characters inside its string literals.
        let text: String = row
            .split('"')
            .skip(1)
            .step_by(2)
            .flat_map(str::chars)
            .filter(|c| !c.is_whitespace())
            .collect();
        for weight in ["regular", "bold"] {
            let file = root.join(format!("fonts/site/{code}-{weight}.otf"));
            let bytes = std::fs::read(&file).unwrap();
            let font = Font::User(UserFont::from_bytes(code, bytes).unwrap());
            assert_eq!(
                font.missing(&text),
                None,
                "{}: run fonts/site/subset.sh from the project's root",
                file.display()
            );
        }
    }
}
