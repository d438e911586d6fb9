//! Books from TOML files, run as a user would and read back with qpdf and
//! poppler: page size, mirrored margins, contents, solutions, outline,
//! document info, a Korean book in its own font, booklets, bad files.

use crate::common::{NANUM, press, tool};
use std::collections::BTreeMap;
use std::path::Path;

/// The acceptance book: three sections of 30 on 6x9 in pages, 2 a page.
const SIX_BY_NINE: &str = r#"
title = "Sudoku for the Road"
subtitle = "90 puzzles from easy to hard"
author = "Ada Lovelace"
seed = 11
trim = "6x9in"

[[section]]
title = "Easy"
box = "3x3"
level = "easy"
count = 30
per_page = 2

[[section]]
title = "Medium"
size = 9
level = "medium"
count = 30
per_page = 2

[[section]]
title = "Hard"
box = "3x3"
level = "hard"
count = 30
per_page = 2
"#;

/// Writes `toml` to `dir/name` and runs `book` on it with `args`.
fn make(dir: &Path, name: &str, toml: &str, args: &[&str]) -> (i32, String, String) {
    std::fs::write(dir.join(name), toml).unwrap();
    let mut all = vec!["book", name];
    all.extend_from_slice(args);
    press(dir, &all)
}

/// The text of each page, from 1.
fn page_texts(dir: &Path, pdf: &str) -> Vec<String> {
    let (code, text) = tool(dir, "pdftotext", &["-layout", pdf, "-"]);
    assert_eq!(code, 0);
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    // pdftotext ends the last page with a form feed too.
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    pages
}

/// For each page (from 1), the words and their left and top edges, pt
/// (y down from the top of the page).
fn page_words(dir: &Path, pdf: &str) -> Vec<Vec<(String, f32, f32)>> {
    let (code, html) = tool(dir, "pdftotext", &["-bbox", pdf, "-"]);
    assert_eq!(code, 0);
    let mut pages = Vec::new();
    for chunk in html.split("<page ").skip(1) {
        let words = chunk
            .split("<word ")
            .skip(1)
            .map(|w| {
                let edge = |key: &str| -> f32 {
                    w.split(&format!("{key}=\""))
                        .nth(1)
                        .and_then(|r| r.split('"').next())
                        .and_then(|v| v.parse().ok())
                        .unwrap()
                };
                let text = w.split('>').nth(1).unwrap().split('<').next().unwrap();
                (text.to_string(), edge("xMin"), edge("yMin"))
            })
            .collect();
        pages.push(words);
    }
    pages
}

/// `pdfinfo`'s fields.
fn info(dir: &Path, pdf: &str) -> BTreeMap<String, String> {
    let (code, out) = tool(dir, "pdfinfo", &[pdf]);
    assert_eq!(code, 0, "{out}");
    out.lines()
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// The outline's titles and their pages (from 1), from `qpdf --json`.
fn outline(dir: &Path, pdf: &str) -> Vec<(String, usize)> {
    let (code, json) = tool(dir, "qpdf", &["--json", "--json-key=outlines", pdf]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["outlines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["title"].as_str().unwrap().to_string(),
                o["destpageposfrom1"].as_u64().unwrap() as usize,
            )
        })
        .collect()
}

/// Every font of the file embedded and subset.
fn fonts_embedded(dir: &Path, pdf: &str) -> String {
    let (_, fonts) = tool(dir, "pdffonts", &[pdf]);
    for row in fonts.lines().skip(2) {
        let cols: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(
            cols[cols.len() - 5..cols.len() - 2],
            ["yes", "yes", "yes"],
            "{row}"
        );
    }
    fonts
}

/// The page number the contents give `entry`.
fn contents_page(contents: &str, entry: &str) -> usize {
    let line = contents
        .lines()
        .find(|l| l.trim_start().starts_with(entry))
        .unwrap_or_else(|| panic!("no {entry} in the contents:\n{contents}"));
    line.split_whitespace().last().unwrap().parse().unwrap()
}

#[test]
fn a_six_by_nine_book_is_what_a_printer_expects() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = make(d, "road.toml", SIX_BY_NINE, &["-o", "road.pdf"]);
    assert_eq!(code, 0, "{err}");
    let (code, out) = tool(d, "qpdf", &["--check", "road.pdf"]);
    assert_eq!(code, 0, "{out}");
    let info = info(d, "road.pdf");
    assert_eq!(info["Page size"], "432 x 648 pts");
    let pages: usize = info["Pages"].parse().unwrap();
    assert_eq!(pages % 2, 0, "{pages} pages");
    assert_eq!(info["Title"], "Sudoku for the Road");
    assert_eq!(info["Author"], "Ada Lovelace");
    assert!(!info.contains_key("PDF subtype"), "{info:?}");
    assert!(!info.values().any(|v| v.contains("PDF/X")), "{info:?}");
    fonts_embedded(d, "road.pdf");
    let texts = page_texts(d, "road.pdf");
    assert_eq!(texts.len(), pages);
    // The contents (page 3) give each part's true first page.
    assert!(texts[2].contains("Contents"), "{}", texts[2]);
    let mut starts = Vec::new();
    for (title, first) in [
        ("Easy", "Puzzle 1"),
        ("Medium", "Puzzle 31"),
        ("Hard", "Puzzle 61"),
    ] {
        let at = contents_page(&texts[2], title);
        let page = &texts[at - 1];
        assert!(page.trim_start().starts_with(title), "page {at}:\n{page}");
        assert!(page.contains(first), "page {at}:\n{page}");
        assert!(
            !texts[at - 2].contains(title),
            "page {} is {title} too",
            at - 1
        );
        starts.push((title.to_string(), at));
    }
    let solutions = contents_page(&texts[2], "Solutions");
    assert_eq!(solutions % 2, 1, "solutions start on page {solutions}");
    assert!(texts[solutions - 1].trim_start().starts_with("Solutions"));
    starts.push(("Solutions".to_string(), solutions));
    // Keys packed: 90 keys on as few pages as hold them, each captioned
    // with its puzzle's page.
    let key_pages = pages + 1 - solutions;
    let per_key_page = texts[solutions - 1].matches(" · page ").count();
    assert!(per_key_page >= 6, "{}", texts[solutions - 1]);
    assert!(
        key_pages - 1 <= 90usize.div_ceil(per_key_page),
        "{key_pages} key pages"
    );
    // Contents lines: the section, its puzzles, leaders, the page.
    let line = texts[2].lines().find(|l| l.contains("Medium")).unwrap();
    assert!(line.contains("Medium · 31–60 . . ."), "{line}");
    let hard = starts[2].1;
    assert!(
        texts[solutions..]
            .iter()
            .any(|t| t.contains(&format!("61 · page {hard}"))),
        "no key of puzzle 61 on page {hard}"
    );
    // The outline: contents, how to play, the three sections, solutions.
    let marks = outline(d, "road.pdf");
    let titles: Vec<&str> = marks.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        titles,
        [
            "Contents",
            "How to play",
            "Easy",
            "Medium",
            "Hard",
            "Solutions"
        ]
    );
    for (title, at) in &starts {
        assert!(
            marks.contains(&(title.clone(), *at)),
            "{title} {at}: {marks:?}"
        );
    }
    // Mirrored margins: on puzzle pages the text of odd (right-hand) pages
    // starts farther right than on even ones; page numbers sit at the
    // outside corner, none on the title page.
    let words = page_words(d, "road.pdf");
    let left = |p: usize| words[p - 1].iter().map(|w| w.1).fold(f32::MAX, f32::min);
    let (odd, even): (Vec<usize>, Vec<usize>) =
        (starts[0].1..solutions - 1).partition(|p| p % 2 == 1);
    let odd_left = odd.iter().map(|&p| left(p)).fold(f32::MAX, f32::min);
    let even_left = even.iter().map(|&p| left(p)).fold(f32::MIN, f32::max);
    assert!(
        odd_left > even_left + 5.0,
        "odd {odd_left} even {even_left}"
    );
    for p in [starts[0].1, starts[0].1 + 1] {
        // The page number is the lowest word on the page.
        let number = words[p - 1]
            .iter()
            .max_by(|a, b| a.2.total_cmp(&b.2))
            .unwrap();
        assert_eq!(number.0, p.to_string());
        assert_eq!(
            number.1 > 216.0,
            p % 2 == 1,
            "page {p}'s number at {}",
            number.1
        );
    }
    assert!(
        !texts[0].split_whitespace().any(|w| w == "1"),
        "{}",
        texts[0]
    );
    // The same file gives the same bytes.
    let (code, _, _) = press(
        d,
        &["book", "road.toml", "-o", "again.pdf", "--threads", "1"],
    );
    assert_eq!(code, 0);
    assert_eq!(
        std::fs::read(d.join("road.pdf")).unwrap(),
        std::fs::read(d.join("again.pdf")).unwrap()
    );
}

#[test]
fn a_korean_book_is_set_in_its_font_or_one_of_the_system() {
    crate::common::require_system_fonts();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let korean = SIX_BY_NINE
        .replace("Sudoku for the Road", "스도쿠 여행")
        .replace("title = \"Easy\"", "title = \"쉬움\"");
    let with_font = format!("font = \"{NANUM}\"\n{korean}");
    let (code, _, err) = make(d, "ko.toml", &with_font, &["-o", "ko.pdf"]);
    assert_eq!(code, 0, "{err}");
    let texts = page_texts(d, "ko.pdf");
    assert!(texts[0].contains("스도쿠 여행"), "{}", texts[0]);
    assert!(texts[2].contains("쉬움"), "{}", texts[2]);
    let fonts = fonts_embedded(d, "ko.pdf");
    assert!(fonts.contains("+NanumGothic "), "{fonts}");
    let (code, out) = tool(d, "qpdf", &["--check", "ko.pdf"]);
    assert_eq!(code, 0, "{out}");
    // The grids' digits in the book's font too, when it asks.
    let all_in_nanum = format!("font_symbols = true\n{with_font}");
    let (code, _, err) = make(d, "ko2.toml", &all_in_nanum, &["-o", "ko2.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert_ne!(
        std::fs::read(d.join("ko.pdf")).unwrap(),
        std::fs::read(d.join("ko2.pdf")).unwrap()
    );
    let (code, out) = tool(d, "qpdf", &["--check", "ko2.pdf"]);
    assert_eq!(code, 0, "{out}");
    // Without the font: a Korean font of the system, said on standard
    // error.
    let (code, _, err) = make(d, "bare.toml", &korean, &["-o", "bare.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with("note: the texts are set in /usr/share/fonts/"),
        "{err}"
    );
    let (_, fonts) = tool(d, "pdffonts", &["bare.pdf"]);
    assert!(fonts.contains("Nanum") || fonts.contains("CJK"), "{fonts}");
    // A character no font draws (an unassigned code point): refused,
    // naming it and its line.
    let bad = korean.replacen("title = \"", "title = \"\u{378}", 1);
    let (code, _, err) = make(d, "bad.toml", &bad, &["-o", "bad.pdf"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.starts_with("sudoku-press: error: bad.toml:2:9: title:"),
        "{err}"
    );
    assert!(err.contains("(U+0378)"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!d.join("bad.pdf").exists());
}

#[test]
fn a_booklet_puts_pages_two_up_in_folding_order() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Title, imprint, contents, how to play, puzzles, blank, solutions,
    // blank: eight pages.
    let small = "title = \"Tiny\"\nseed = 2\nprinting = \"home\"\n[[section]]\ntitle = \"Little\"\nbox = \"2x2\"\ncount = 4\n";
    let (code, _, err) = make(d, "tiny.toml", small, &["-o", "tiny.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(info(d, "tiny.pdf")["Pages"], "8");
    let (code, _, err) = make(
        d,
        "tiny.toml",
        small,
        &["-o", "fold.pdf", "--impose", "booklet"],
    );
    assert_eq!(code, 0, "{err}");
    let info = info(d, "fold.pdf");
    assert_eq!(info["Pages"], "4");
    assert!(
        info["Page size"].starts_with("841.89 x 595.276"),
        "{info:?}"
    );
    // Which book page each half of each side shows, told by its text.
    let words = page_words(d, "fold.pdf");
    let half = |side: usize, left: bool| -> String {
        words[side]
            .iter()
            .filter(|w| (w.1 < 421.0) == left)
            .map(|w| w.0.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    // Sheet 1: 8 and 1, then 2 and 7; sheet 2: 6 and 3, then 4 and 5.
    assert_eq!(half(0, true), "");
    assert!(half(0, false).contains("Tiny"));
    assert!(
        half(1, false).starts_with("Solutions"),
        "{}",
        half(1, false)
    );
    assert!(half(1, true).contains("sudoku-press"));
    assert_eq!(half(2, true), "");
    assert!(half(2, false).starts_with("Contents"));
    assert!(half(3, true).starts_with("How to play"));
    assert!(half(3, false).starts_with("Little"));
    // The 58-page acceptance book: (pages + 3) / 4 * 2 sides.
    let (code, _, err) = make(d, "road.toml", SIX_BY_NINE, &["-o", "road.pdf"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = make(
        d,
        "road.toml",
        SIX_BY_NINE,
        &[
            "-o",
            "road-b.pdf",
            "--impose",
            "booklet",
            "--paper",
            "letter",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let pages: usize = crate::book::info(d, "road.pdf")["Pages"].parse().unwrap();
    let sides = crate::book::info(d, "road-b.pdf");
    assert_eq!(sides["Pages"], (pages.div_ceil(4) * 2).to_string());
    assert!(sides["Page size"].starts_with("792 x 612"), "{sides:?}");
    let (code, out) = tool(d, "qpdf", &["--check", "road-b.pdf"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn bad_book_files_are_refused_with_their_line_and_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("not-a-font.ttf"), "hello").unwrap();
    let section = "[[section]]\nbox = \"3x3\"\ncount = 4\n";
    for (name, toml, line, says) in [
        (
            "unknown-key",
            format!("title = \"T\"\ntitel = \"T\"\n{section}"),
            2,
            "unknown field `titel`",
        ),
        (
            "unknown-level",
            "title = \"T\"\n[[section]]\nbox = \"3x3\"\nlevel = \"fiendish\"\ncount = 4\n"
                .to_string(),
            4,
            "unknown level 'fiendish'",
        ),
        (
            "bad-trim",
            format!("title = \"T\"\ntrim = \"6x9ft\"\n{section}"),
            2,
            "unknown page size '6x9ft'",
        ),
        (
            "count-zero",
            "title = \"T\"\n[[section]]\nbox = \"3x3\"\ncount = 0\n".to_string(),
            4,
            "count 0",
        ),
        (
            "missing-font",
            format!("title = \"T\"\nfont = \"nowhere.ttf\"\n{section}"),
            2,
            "cannot read the font 'nowhere.ttf'",
        ),
        (
            "not-a-font",
            format!("title = \"T\"\nfont = \"not-a-font.ttf\"\n{section}"),
            2,
            "not a TrueType or OpenType font",
        ),
        (
            "no-glyph",
            format!("title = \"T\"\n{section}title = \"Ж\u{378}\"\n"),
            5,
            "cannot draw 'Ж'",
        ),
        (
            "unreachable",
            "title = \"T\"\n[[section]]\nbox = \"2x2\"\nlevel = \"expert\"\ncount = 4\n"
                .to_string(),
            4,
            "expert",
        ),
        (
            "too-many",
            "title = \"T\"\n[[section]]\nbox = \"4x4\"\ncount = 4\nper_page = 12\n".to_string(),
            5,
            "legibility floor",
        ),
        (
            "placeholder",
            format!("title = \"T\"\n[texts]\npuzzle = \"No. {{n}}\"\n{section}"),
            3,
            "unknown placeholder '{n}'",
        ),
        (
            "no-section",
            "title = \"T\"\n".to_string(),
            0,
            "no [[section]]",
        ),
        (
            "symbols-font",
            format!("title = \"T\"\nfont_symbols = true\n{section}"),
            2,
            "set `font` too",
        ),
        (
            "tint-classic",
            format!("title = \"T\"\n{section}tint = true\n"),
            5,
            "the region tint colours a jigsaw's regions, and classic puzzles have boxes",
        ),
        (
            "tint-book",
            format!("title = \"T\"\ntint = true\n{section}"),
            2,
            "tint: the region tint colours a jigsaw's regions",
        ),
    ] {
        let file = format!("{name}.toml");
        let (code, out, err) = make(d, &file, &toml, &[]);
        assert_eq!(code, 2, "{name}: {err}");
        assert!(out.is_empty(), "{name}");
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        let at = match line {
            0 => format!("sudoku-press: error: {file}:"),
            _ => format!("sudoku-press: error: {file}:{line}:"),
        };
        assert!(err.starts_with(&at), "{name}: want {at}...: {err}");
        assert!(err.contains(says), "{name}: want {says}: {err}");
        assert!(!d.join(format!("{name}.pdf")).exists(), "{name}");
    }
}

#[test]
fn init_writes_a_starter_that_makes_a_book_and_never_replaces_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = press(d, &["book", "--init"]);
    assert_eq!(code, 0, "{err}");
    let starter = std::fs::read_to_string(d.join("book.toml")).unwrap();
    assert!(starter.contains("[[section]]"));
    let (code, _, err) = press(d, &["book", "--init"]);
    assert_eq!(code, 2);
    assert!(err.contains("'book.toml' exists"), "{err}");
    assert_eq!(
        std::fs::read_to_string(d.join("book.toml")).unwrap(),
        starter
    );
    let (code, _, err) = press(d, &["book", "book.toml"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("wrote book.pdf: 90 puzzles"), "{err}");
    let (code, out) = tool(d, "qpdf", &["--check", "book.pdf"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn the_example_books_make_books() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for name in ["six-by-nine.toml", "children-a4.toml"] {
        let file = examples.join(name);
        let out = d.join(name).with_extension("pdf");
        let (code, _, err) = press(
            d,
            &["book", file.to_str().unwrap(), "-o", out.to_str().unwrap()],
        );
        assert_eq!(code, 0, "{name}: {err}");
        let (code, text) = tool(d, "qpdf", &["--check", out.to_str().unwrap()]);
        assert_eq!(code, 0, "{name}: {text}");
    }
    // The children's worked examples say what each shows: two 4x4s, one
    // of shapes and one of numbers; the 6x6 by its size alone.
    let texts = page_texts(d, "children-a4.pdf").join("\n");
    for label in [
        "Example: 4x4 · shapes",
        "Example: 4x4 · numbers",
        "Example: 6x6 ",
    ] {
        assert!(texts.contains(label), "no {label:?}");
    }
}

/// A book on a trim wider than tall: every page as wide.
#[test]
fn a_wide_trim_keeps_every_page_wide() {
    // Puzzle and key pages were once turned upright on a trim wider than
    // tall, while the title and contents pages stayed wide.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let toml = "title = \"Wide\"\ntrim = \"11x8.5in\"\nprinting = \"home\"\nseed = 2\n\
                [[section]]\nsize = 4\nlevel = \"easy\"\ncount = 6\n";
    let (code, _, err) = make(d, "wide.toml", toml, &["-o", "wide.pdf"]);
    assert_eq!(code, 0, "{err}");
    let (code, out) = tool(d, "pdfinfo", &["-f", "1", "-l", "999", "wide.pdf"]);
    assert_eq!(code, 0, "{out}");
    let sizes: Vec<&str> = (out.lines())
        .filter(|l| l.starts_with("Page") && l.contains(" size: "))
        .collect();
    assert!(sizes.len() >= 6, "{out}");
    for line in sizes {
        assert!(line.contains("792 x 612 pts"), "{line}");
    }
    // Every word on its page, none past the right or bottom edge.
    for (k, words) in page_words(d, "wide.pdf").iter().enumerate() {
        for (word, x, y) in words {
            assert!(
                *x < 792.0 && *y < 612.0,
                "page {}: {word} at {x}, {y}",
                k + 1
            );
        }
    }
}

/// A book of 9x9, 6x6 and 16x16 sections: the keys of each grid sized by
/// its own shape and packed, so that the small grids' keys take at most
/// one page more than the 16x16 keys alone.
#[test]
fn keys_of_small_grids_pack_beside_sixteen_by_sixteen_keys() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let section = |size: usize, count: usize| {
        format!(
            "[[section]]\ntitle = \"{size}\"\nsize = {size}\nlevel = \"easy\"\ncount = {count}\n"
        )
    };
    let head = "title = \"Mixed\"\nseed = 3\ntrim = \"a4\"\nprinting = \"home\"\n";
    let key_pages = |name: &str, sections: &[(usize, usize)]| {
        let body: String = sections.iter().map(|&(n, c)| section(n, c)).collect();
        let (code, _, err) = make(d, name, &format!("{head}{body}"), &["-o", "out.pdf"]);
        assert_eq!(code, 0, "{err}");
        let texts = page_texts(d, "out.pdf");
        texts.iter().filter(|t| t.contains(" · page ")).count()
    };
    let alone = key_pages("alone.toml", &[(16, 6)]);
    let mixed = key_pages("mixed.toml", &[(9, 12), (6, 12), (16, 6)]);
    assert!(
        mixed <= alone + 1,
        "{mixed} key pages, the 16x16 alone {alone}"
    );
}

#[test]
fn sheets_take_a_font_too() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let args = [
        "generate",
        "--size",
        "6",
        "--count",
        "2",
        "--seed",
        "3",
        "--title",
        "스도쿠",
    ];
    let (code, _, err) = press(d, &[&args[..], &["--font", NANUM, "-o", "ko.pdf"]].concat());
    assert_eq!(code, 0, "{err}");
    let texts = page_texts(d, "ko.pdf");
    assert!(
        texts[0].contains("스도쿠") && texts[1].contains("스도쿠 – Answers"),
        "{texts:?}"
    );
    assert!(fonts_embedded(d, "ko.pdf").contains("+NanumGothic "));
    // Without --font, a font of the system that draws Korean (fonts-nanum
    // is there), said on standard error.
    let (code, _, err) = press(d, &[&args[..], &["-o", "bare.pdf"]].concat());
    assert_eq!(code, 0, "{err}");
    assert!(err.starts_with("note: the texts are set in "), "{err}");
    std::fs::remove_file(d.join("bare.pdf")).unwrap();
    let (code, _, err) = press(
        d,
        &[&args[..], &["--font", "nowhere.ttf", "-o", "bad.pdf"]].concat(),
    );
    assert_eq!(code, 2);
    assert!(err.contains("cannot read the font 'nowhere.ttf'"), "{err}");
    assert!(!d.join("bare.pdf").exists() && !d.join("bad.pdf").exists());
}

#[test]
fn a_book_of_thousands_of_tiny_sections_is_refused_when_it_would_not_fit() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let book = |sections: usize| {
        let mut toml = "title = \"Tiny\"\nprinting = \"home\"\n".to_string();
        for _ in 0..sections {
            toml.push_str("[[section]]\nbox = \"2x2\"\ncount = 1\n");
        }
        toml
    };
    std::fs::write(d.join("many.toml"), book(5000)).unwrap();
    std::fs::write(d.join("few.toml"), book(20)).unwrap();
    // 300 MB free: the old guess (234 MB) let it through, and it peaked at
    // 910 MB.
    let run = |file: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
            .env("PAPERSIZE", "a4")
            .env("SUDOKU_PRESS_MEMORY_MB", "300")
            .args(["book", file, "-q"])
            .current_dir(d)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let started = std::time::Instant::now();
    let (code, err) = run("many.toml");
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("a book of 5000 puzzles in 5000 sections would need about"),
        "{err}"
    );
    assert!(err.contains("more than the 300 MB of memory free"), "{err}");
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    assert!(!d.join("many.pdf").exists());
    let (code, err) = run("few.toml");
    assert_eq!(code, Some(0), "{err}");
    assert!(d.join("few.pdf").exists());
}

/// A children's book of 4x4 puzzles on 8.5x11 in pages, one a page:
/// `count` puzzles make `count + 8` pages.
fn letter_book(count: usize, extra: &str) -> String {
    format!(
        "title = \"Big Sudoku for Kids\"\nsubtitle = \"Easy puzzles to start\"\n\
         author = \"Ann Example\"\nseed = 3\ntrim = \"8.5x11\"\n{extra}\n\
         back = \"A hundred little puzzles, each with exactly one solution.\"\n\
         [[section]]\nsize = 4\nlevel = \"beginner\"\ncount = {count}\nper_page = 1\n"
    )
}

/// The first page's grey levels at `dpi` (pdftoppm's PGM), rows from the
/// top.
fn grey_pixels(dir: &Path, pdf: &str, dpi: u32) -> (usize, usize, Vec<u8>) {
    grey_page(dir, pdf, dpi, 1)
}

/// Page `page`'s (from 1) grey levels at `dpi`, as [`grey_pixels`].
fn grey_page(dir: &Path, pdf: &str, dpi: u32, page: usize) -> (usize, usize, Vec<u8>) {
    let page = page.to_string();
    let args = ["-gray", "-r", &dpi.to_string(), "-f", &page, "-l", &page];
    let (code, _) = tool(
        dir,
        "pdftoppm",
        &[&args[..], &["-singlefile", pdf, "page"]].concat(),
    );
    assert_eq!(code, 0);
    let bytes = std::fs::read(dir.join("page.pgm")).unwrap();
    // "P5\nW H\n255\n" then the pixels.
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..at]).into_owned());
    }
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    (w, h, bytes[at + 1..].to_vec())
}

/// The darkest pixel in the box `x0..x1` by `top..bottom`, inches from the
/// page's left and top, at `dpi`.
fn darkest(page: &(usize, usize, Vec<u8>), dpi: f32, x: (f32, f32), y: (f32, f32)) -> u8 {
    let (w, _, pixels) = page;
    let px = |inches: f32| (inches * dpi).round() as usize;
    let mut least = 255;
    for row in px(y.0)..px(y.1) {
        for col in px(x.0)..px(x.1) {
            least = least.min(pixels[row * w + col]);
        }
    }
    least
}

/// `tint = true` for a book tints its jigsaw sections' regions in light
/// greys, and leaves its classic sections and every key white.
#[test]
fn a_tinted_book_tints_its_jigsaws_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let toml = "title = \"Tints\"\nseed = 2\nprinting = \"home\"\ntint = true\n\
                [[section]]\ntitle = \"Plain boxes\"\nbox = \"3x3\"\ncount = 2\nper_page = 2\n\
                [[section]]\ntitle = \"Tinted regions\"\nsize = 9\nvariant = \"jigsaw\"\n\
                count = 2\nper_page = 2\n";
    let (code, _, err) = make(d, "tints.toml", toml, &["-o", "tints.pdf"]);
    assert_eq!(code, 0, "{err}");
    let texts = page_texts(d, "tints.pdf");
    // The last page that says it (the contents names the sections too).
    let page_of = |needle: &str| 1 + texts.iter().rposition(|t| t.contains(needle)).unwrap();
    // Flat light greys: the tints (0.70 to 0.91), not the grey edges of
    // lines and digits.
    let tinted = |page: usize| {
        let (w, h, pixels) = grey_page(d, "tints.pdf", 40, page);
        let at = |x: usize, y: usize| pixels[y * w + x];
        (1..h - 1)
            .flat_map(|y| (1..w - 1).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let g = at(x, y);
                (170..=235).contains(&g)
                    && [at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1)] == [g; 4]
            })
            .count()
    };
    let (plain, jigsaw, key) = (
        page_of("Plain boxes"),
        page_of("Tinted regions"),
        page_of("3 · page"),
    );
    assert!(tinted(jigsaw) > 5000, "{} tinted pixels", tinted(jigsaw));
    assert!(tinted(plain) < 100, "{} on the classic page", tinted(plain));
    assert!(tinted(key) < 100, "{} on the keys", tinted(key));
}

/// A baseline JPEG of `width` x `height` pixels (multiples of 8), all a
/// middle grey: one component, quantisation by 1, and Huffman tables of
/// one code each, so that every 8 x 8 block is two bits (no change of its
/// DC value, then the end of the block).
fn grey_jpeg(width: u16, height: u16) -> Vec<u8> {
    let mut jpeg = vec![0xFF, 0xD8];
    // Quantisation table 0: every step 1.
    jpeg.extend([0xFF, 0xDB, 0x00, 0x43, 0x00]);
    jpeg.extend([1u8; 64]);
    // Baseline frame: 8-bit, the size, one component on table 0.
    jpeg.extend([0xFF, 0xC0, 0x00, 0x0B, 8]);
    jpeg.extend(height.to_be_bytes());
    jpeg.extend(width.to_be_bytes());
    jpeg.extend([1, 1, 0x11, 0]);
    // DC and AC tables: one code of one bit, for 0 (no change; the end).
    for class in [0x00, 0x10] {
        jpeg.extend([0xFF, 0xC4, 0x00, 0x14, class, 1]);
        jpeg.extend([0u8; 15]);
        jpeg.push(0);
    }
    jpeg.extend([0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0]);
    let blocks = usize::from(width / 8) * usize::from(height / 8);
    let mut scan = vec![0u8; (2 * blocks).div_ceil(8)];
    // The last byte's spare bits are ones.
    let spare = scan.len() * 8 - 2 * blocks;
    if let Some(last) = scan.last_mut() {
        *last = (1u8 << spare) - 1;
    }
    jpeg.extend(scan);
    jpeg.extend([0xFF, 0xD9]);
    jpeg
}

/// A PNG of `width` x `height` pixels of one RGB colour.
fn flat_png(width: u32, height: u32, rgb: [u8; 3]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer
        .write_image_data(&rgb.repeat((width * height) as usize))
        .unwrap();
    writer.finish().unwrap();
    out
}

/// `picture = "..."` puts a PNG or JPEG on the front of the cover, as
/// large as the room between the texts allows; a JPEG goes in whole. One
/// that would print under 300 dpi is refused in a print-on-demand book
/// (at home its resolution is said), and a file of another kind at its
/// key.
#[test]
fn a_cover_prints_its_picture_at_300_dpi_or_refuses_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let book = |picture: &str, extra: &str| {
        format!(
            "title = \"Pictured\"\nauthor = \"A. Writer\"\nseed = 1\ntrim = \"6x9\"\n\
             picture = \"{picture}\"\n{extra}\n[[section]]\nbox = \"3x3\"\ncount = 40\n\
             per_page = 2\n"
        )
    };
    // 1608 px over the front's 5.25 in: 306 dpi.
    std::fs::write(d.join("front.jpg"), grey_jpeg(1608, 1344)).unwrap();
    std::fs::write(d.join("jpeg.toml"), book("front.jpg", "")).unwrap();
    let (code, _, err) = press(d, &["cover", "jpeg.toml", "-o", "jpeg.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("picture: 1608 x 1344 px printed 5.25 x 4.39 in: 306 dpi"),
        "{err}"
    );
    let (code, list) = tool(d, "pdfimages", &["-list", "jpeg.pdf"]);
    assert_eq!(code, 0);
    let row: Vec<&str> = list.lines().nth(2).unwrap().split_whitespace().collect();
    // width, height, colour, components, bits, encoding.
    assert_eq!(
        &row[3..9],
        ["1608", "1344", "gray", "1", "8", "jpeg"],
        "{list}"
    );
    let (code, out) = tool(d, "qpdf", &["--check", "jpeg.pdf"]);
    assert_eq!(code, 0, "{out}");
    // The picture prints its grey in the middle of the front.
    let page = grey_pixels(d, "jpeg.pdf", 30);
    let (w, h, pixels) = &page;
    let mid = pixels[(h / 2) * w + w * 3 / 4];
    assert!((120..=136).contains(&mid), "{mid}");
    // A PNG of 400 x 300 px: 76 dpi, refused at its key, and no file.
    std::fs::write(d.join("small.png"), flat_png(400, 300, [200, 30, 30])).unwrap();
    std::fs::write(d.join("small.toml"), book("small.png", "")).unwrap();
    let (code, _, err) = press(d, &["cover", "small.toml", "-o", "small.pdf"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "small.toml:5:11: picture: its 400 x 300 px print 5.25 x 3.94 in on the front: \
             76 dpi, and print on demand needs 300; give it 1575 x 1182 px or more"
        ),
        "{err}"
    );
    assert!(!d.join("small.pdf").exists());
    // At home it prints, its resolution said.
    std::fs::write(
        d.join("home.toml"),
        book("small.png", "printing = \"home\""),
    )
    .unwrap();
    let (code, _, err) = press(d, &["cover", "home.toml", "-o", "home.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("picture: 400 x 300 px printed 5.25 x 3.94 in: 76 dpi"),
        "{err}"
    );
    let (_, list) = tool(d, "pdfimages", &["-list", "home.pdf"]);
    assert!(list.contains(" 400   300  rgb "), "{list}");
    // Not a PNG or a JPEG, or no file: refused at the key.
    std::fs::write(d.join("front.gif"), b"GIF89a\x01\x00\x01\x00").unwrap();
    for (name, says) in [
        ("front.gif", "is neither a PNG nor a JPEG file"),
        ("nowhere.png", "nowhere.png"),
    ] {
        std::fs::write(d.join("bad.toml"), book(name, "")).unwrap();
        let (code, _, err) = press(d, &["cover", "bad.toml", "-o", "bad.pdf"]);
        assert_eq!(code, 2);
        assert!(
            err.starts_with("sudoku-press: error: bad.toml:5:11: picture: "),
            "{err}"
        );
        assert!(err.contains(says), "{err}");
        assert!(!d.join("bad.pdf").exists());
    }
    // The picture is never the output.
    let (code, _, err) = press(d, &["cover", "jpeg.toml", "-o", "front.jpg"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        std::fs::read(d.join("front.jpg")).unwrap(),
        grey_jpeg(1608, 1344)
    );
}

#[test]
fn a_cover_wraps_the_books_pages_with_its_spine_and_a_clear_barcode_box() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // 120 pages on white paper: 2 x 8.5 + 120 x 0.002252 + 2 x 0.125 in.
    std::fs::write(d.join("big.toml"), letter_book(112, "")).unwrap();
    let (code, _, err) = press(d, &["cover", "big.toml"]);
    assert_eq!(code, 0, "{err}");
    for line in [
        "pages: 120",
        "paper: white",
        "spine: 0.270 in",
        "bleed: 0.125 in",
        "cover: 17.520 x 11.250 in",
    ] {
        assert!(err.contains(line), "{line}: {err}");
    }
    let big = info(d, "big-cover.pdf");
    let size: Vec<f32> = big["Page size"]
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    let spine = 120.0 * 0.002252;
    let width = 2.0 * 8.5 + spine + 0.25;
    assert!((size[0] / 72.0 - width).abs() < 0.001, "{size:?}");
    assert!((size[1] / 72.0 - 11.25).abs() < 0.001, "{size:?}");
    assert!((width - 17.52).abs() < 0.001);
    let (code, _) = tool(d, "qpdf", &["--check", "big-cover.pdf"]);
    assert_eq!(code, 0);
    // Rendered: ink on the spine (its text), none in the barcode's box at
    // the lower right of the back (2 x 1.2 in, 0.25 in from the trim).
    let dpi = 150.0;
    let page = grey_pixels(d, "big-cover.pdf", dpi as u32);
    let spine_x = (0.125 + 8.5, 0.125 + 8.5 + spine);
    assert!(darkest(&page, dpi, spine_x, (1.0, 10.25)) < 128);
    let back_right = 0.125 + 8.5;
    let barcode = (back_right - 0.25 - 2.0, back_right - 0.25);
    let from_top = (11.25 - 0.125 - 0.25 - 1.2, 11.25 - 0.125 - 0.25);
    assert_eq!(darkest(&page, dpi, barcode, from_top), 255);
    // The front carries the title; the back its text.
    let text = page_texts(d, "big-cover.pdf").concat();
    assert!(text.contains("Big Sudoku for Kids"), "{text}");
    assert!(text.contains("exactly one solution"), "{text}");

    // 60 pages: no spine text, and the form says why.
    std::fs::write(d.join("thin.toml"), letter_book(52 + 2, "")).unwrap();
    let (code, _, err) = press(d, &["cover", "thin.toml", "-o", "thin.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("pages: 60") && err.contains("no spine text under 79 pages"),
        "{err}"
    );
    let page = grey_pixels(d, "thin.pdf", dpi as u32);
    let spine = 60.0 * 0.002252;
    let spine_x = (0.125 + 8.5, 0.125 + 8.5 + spine);
    assert_eq!(darkest(&page, dpi, spine_x, (0.5, 10.75)), 255);

    // Cream and colour paper: their own spines.
    for (paper, per_page) in [("cream", 0.0025), ("colour", 0.002347)] {
        let toml = letter_book(112, &format!("paper = \"{paper}\""));
        std::fs::write(d.join("p.toml"), toml).unwrap();
        let (code, _, err) = press(d, &["cover", "p.toml", "-o", "p.pdf"]);
        assert_eq!(code, 0, "{err}");
        let spine = format!("spine: {:.3} in", 120.0 * per_page);
        assert!(err.contains(&spine), "{spine}: {err}");
        let info = info(d, "p.pdf");
        let width: f32 = info["Page size"]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            (width / 72.0 - (17.25 + 120.0 * per_page)).abs() < 0.001,
            "{paper}"
        );
    }

    // `cover = true`: the book and its cover in one run, the cover beside
    // the book file.
    std::fs::write(d.join("both.toml"), letter_book(52 + 2, "cover = true")).unwrap();
    let (code, _, err) = press(d, &["book", "both.toml"]);
    assert_eq!(code, 0, "{err}");
    assert!(d.join("both.pdf").exists() && d.join("both-cover.pdf").exists());
}

#[test]
fn preflight_refuses_what_print_on_demand_refuses_and_dates_the_files() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // 20 pages: under the 24 print on demand takes; no file.
    let (code, _, err) = make(d, "short.toml", &letter_book(14, ""), &[]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("the book has 20 pages") && err.contains("24 to 828"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!d.join("short.pdf").exists());
    // 60 pages with a gutter of 0.3 in, where 24 to 150 pages need 0.375.
    // ([margins] before the section, after the book's own keys.)
    let narrow = letter_book(54, "").replacen(
        "[[section]]",
        "[margins]\ninside = \"0.3in\"\n[[section]]",
        1,
    );
    let (code, _, err) = make(d, "narrow.toml", &narrow, &[]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("from the inside edge") && err.contains("needs 0.375 in"),
        "{err}"
    );
    assert!(!d.join("narrow.pdf").exists());
    // The worked examples of the variety book (a killer's among them) keep
    // clear of the gutter too.
    let variety = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/variety.toml");
    let (code, _, err) = press(d, &["book", variety, "-o", "variety.pdf"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("preflight: gutter: every page's ink at least 0.375 in"),
        "{err}"
    );
    // The date: the book file's, else SOURCE_DATE_EPOCH's.
    let dated = letter_book(54, "date = 2026-11-29");
    let (code, _, err) = make(d, "dated.toml", &dated, &[]);
    assert_eq!(code, 0, "{err}");
    let created = &info(d, "dated.pdf")["CreationDate"];
    assert!(
        created.contains("Nov 29") && created.contains("2026"),
        "{created}"
    );
    std::fs::write(d.join("epoch.toml"), letter_book(54, "")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
        .env("SOURCE_DATE_EPOCH", "1767225600")
        .args(["book", "epoch.toml"])
        .current_dir(d)
        .output()
        .unwrap();
    assert!(out.status.success());
    let created = &info(d, "epoch.pdf")["CreationDate"];
    assert!(
        created.contains("Jan  1") && created.contains("2026"),
        "{created}"
    );
    // Printed at home: no checks, and said so.
    let (code, _, err) = make(d, "home.toml", &letter_book(12, "printing = \"home\""), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("printed at home"), "{err}");
}

#[test]
fn a_large_print_book_has_digits_of_sixteen_points_one_or_two_a_page() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let toml = "title = \"Large Print Sudoku\"\nseed = 4\nlarge_print = true\n\
                [[section]]\nsize = 9\nlevel = \"easy\"\ncount = 30\n\
                [[section]]\nsize = 6\nlevel = \"easy\"\ncount = 10\nper_page = 4\n";
    let (code, _, err) = make(d, "large.toml", toml, &[]);
    assert_eq!(code, 0, "{err}");
    let texts = page_texts(d, "large.pdf");
    let mut puzzle_pages = 0;
    for (k, text) in texts.iter().enumerate() {
        let on_page = text.matches("Puzzle ").count();
        if on_page == 0 {
            continue;
        }
        puzzle_pages += 1;
        assert!(on_page <= 2, "page {}: {on_page} puzzles", k + 1);
    }
    assert!(puzzle_pages >= 20, "{puzzle_pages}");
    // The digits of a puzzle page's grid (not its caption's number, not
    // the page number at the foot): 16 pt or more (their boxes 1.15 em).
    let (code, xml) = tool(
        d,
        "pdftotext",
        &["-bbox", "-f", "6", "-l", "6", "large.pdf", "-"],
    );
    assert_eq!(code, 0);
    let words: Vec<(String, f32)> = xml
        .lines()
        .filter(|l| l.trim_start().starts_with("<word "))
        .map(|l| {
            let attr = |name: &str| -> f32 {
                let at = l.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                l[at..].split('"').next().unwrap().parse().unwrap()
            };
            let w = l.split('>').nth(1).unwrap().split('<').next().unwrap();
            (w.to_string(), attr("yMax") - attr("yMin"))
        })
        .collect();
    let last = words.len() - 1;
    let heights: Vec<f32> = words
        .iter()
        .enumerate()
        .filter(|&(k, (w, _))| {
            k != last
                && (k == 0 || words[k - 1].0 != "Puzzle")
                && w.len() == 1
                && w.chars().all(|c| c.is_ascii_digit())
        })
        .map(|(_, (_, h))| *h)
        .collect();
    assert!(heights.len() > 20, "{heights:?}");
    assert!(heights.iter().all(|&h| h >= 16.0 * 1.15), "{heights:?}");
}

#[test]
fn front_and_back_matter_and_a_killer_books_rules_that_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let toml = r#"
title = "Sudoku Mix"
author = "Ann Example"
seed = 9
printing = "home"
[texts]
imprint = "First edition 2026.\nSet with sudoku-press {version}."
[[section]]
size = 6
level = "easy"
count = 4
notes = true
[[section]]
size = 9
variant = "killer"
level = "easy"
count = 2
[[page]]
kind = "copyright"
text = "© 2026 Ann Example\nAll rights reserved."
[[page]]
kind = "introduction"
text = "Welcome! These puzzles are for everyone who likes a riddle."
[[page]]
kind = "more_books"
text = "Sudoku for Children\nKiller Sudoku for Experts"
"#;
    let (code, _, err) = make(d, "mix.toml", toml, &[]);
    assert_eq!(code, 0, "{err}");
    let pages = page_texts(d, "mix.pdf");
    // The back of the title page: the notice, then the imprint, each line
    // its own.
    let imprint: Vec<&str> = pages[1]
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(
        imprint,
        [
            "© 2026 Ann Example",
            "All rights reserved.",
            "First edition 2026.",
            &format!("Set with sudoku-press {}.", env!("CARGO_PKG_VERSION"))
        ]
    );
    assert!(pages[2].contains("Introduction") && pages[2].contains("Welcome!"));
    assert!(pages[3].contains("Contents") && pages[3].contains("More books"));
    // A notes page after the first section.
    let notes = pages.iter().position(|p| p.contains("Notes")).unwrap();
    assert!(
        pages[notes - 1].contains("Puzzle 4"),
        "{}",
        pages[notes - 1]
    );
    let last_text = pages.iter().rposition(|p| !p.trim().is_empty()).unwrap();
    assert!(
        pages[last_text].contains("More books")
            && pages[last_text].contains("Killer Sudoku for Experts")
    );
    // With a killer in the book the rules never say the symbols are not
    // added up; the killer's rule says how.
    let rules = pages
        .iter()
        .find(|p| p.contains("How to play") && !p.contains("Contents"))
        .unwrap();
    assert!(!rules.contains("never added up"), "{rules}");
    assert!(rules.contains("add up to its small number"), "{rules}");
    // The default imprint names no seed.
    let plain =
        "title = \"Plain\"\nseed = 77\nprinting = \"home\"\n[[section]]\nsize = 4\ncount = 2\n";
    let (code, _, err) = make(d, "plain.toml", plain, &[]);
    assert_eq!(code, 0, "{err}");
    let pages = page_texts(d, "plain.pdf");
    assert!(
        !pages[1].contains("77") && !pages[1].contains("seed"),
        "{}",
        pages[1]
    );
    assert!(pages.iter().any(|p| p.contains("never added up")));
    // A title stays one line: a line break in it is refused where it is.
    let broken = "title = \"Two\\nLines\"\n[[section]]\nsize = 4\ncount = 2\n";
    let (code, _, err) = make(d, "broken.toml", broken, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("broken.toml:1:9: title is one line"), "{err}");
}
