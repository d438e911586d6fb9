//! PDF sheets as a reader's tools see them: `qpdf --check`, `pdffonts`,
//! `pdfinfo` and `pdftotext` (poppler-utils and qpdf; `.ci/run` installs
//! them).

use crate::common::{is_valid_solution, keeps_clues, naive_count, press, tool};
use std::path::Path;
use sudoku_press::Shape;
use sudoku_press::format::parse_text;
use sudoku_press::logic::Level;
use sudoku_press::sheet::{self, Item, MM_PER_PT, SheetOptions, SheetPuzzle, Symbols};

/// The value of `"key":"..."` in a one-line JSON object.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line.find(&format!("\"{key}\":\"")).unwrap() + key.len() + 4;
    let end = start + line[start..].find('"').unwrap();
    &line[start..end]
}

/// The puzzles of a `--metadata` file, as the sheet module takes them.
fn metadata_puzzles(dir: &Path, name: &str, shape: Shape) -> Vec<SheetPuzzle> {
    let text = std::fs::read_to_string(dir.join(name)).unwrap();
    text.lines()
        .filter(|l| l.contains("\"puzzle\""))
        .enumerate()
        .map(|(k, line)| {
            let grid = |s: &str| parse_text(s, Some(shape)).unwrap()[0].grid.clone();
            let (puzzle, solution) = (grid(field(line, "puzzle")), grid(field(line, "solution")));
            // An independent check of every printed puzzle: one solution,
            // the one printed in the key.
            assert_eq!(naive_count(shape, puzzle.cells(), 2), 1, "{line}");
            assert!(is_valid_solution(shape, solution.cells()));
            assert!(keeps_clues(&puzzle, solution.cells()));
            let level: Level = field(line, "level").parse().unwrap();
            SheetPuzzle {
                number: k + 1,
                layout: puzzle.shared_layout().clone(),
                puzzle: puzzle.cells().to_vec(),
                solution: solution.cells().to_vec(),
                caption: sheet::caption(k + 1, puzzle.layout(), level, None, Default::default()),
                stars: 0,
            }
        })
        .collect()
}

/// The text pdftotext finds inside a grid, whitespace removed.
fn text_in(dir: &Path, file: &str, page: usize, page_height: f32, g: &sheet::GridBox) -> String {
    // pdftotext crops in pixels at -r 72, i.e. points, from the top left.
    let pt = |mm: f32| mm / MM_PER_PT;
    let x = pt(g.left).floor();
    let y = pt(page_height - g.bottom - g.side).floor();
    let w = pt(g.side).ceil() + 1.0;
    let p = (page + 1).to_string();
    let (code, text) = tool(
        dir,
        "pdftotext",
        &[
            // Physical layout: rows of cells, not columns of text.
            "-layout",
            "-f",
            &p,
            "-l",
            &p,
            "-r",
            "72",
            "-x",
            &x.to_string(),
            "-y",
            &y.to_string(),
            "-W",
            &w.to_string(),
            "-H",
            &w.to_string(),
            file,
            "-",
        ],
    );
    assert_eq!(code, 0);
    text.split_whitespace().collect()
}

/// The symbols of `cells` as printed, in order (blanks skipped).
fn printed(cells: &[u8], symbols: Symbols) -> String {
    cells
        .iter()
        .filter(|&&v| v != 0)
        .map(|&v| sheet::symbol_text(v, symbols))
        .collect()
}

/// Checks a generated PDF: structure, fonts, pages and their size, every
/// caption, and the symbols of every grid (puzzle and key) in order.
fn check_sheet(dir: &Path, file: &str, shape: Shape, opts: &SheetOptions, metadata: &str) {
    let (code, out) = tool(dir, "qpdf", &["--check", file]);
    assert_eq!(code, 0, "qpdf --check {file}: {out}");
    let (_, fonts) = tool(dir, "pdffonts", &[file]);
    for name in ["AtkinsonHyperlegible-Regular", "AtkinsonHyperlegible-Bold"] {
        // A subset is named TAG+Name.
        let row = fonts
            .lines()
            .find(|l| {
                l.split_whitespace()
                    .next()
                    .is_some_and(|n| n.ends_with(&format!("+{name}")))
            })
            .unwrap_or_else(|| panic!("{file}: no {name} in\n{fonts}"));
        let cols: Vec<&str> = row.split_whitespace().collect();
        // name, type (two words), encoding, emb, sub, uni, ...
        assert_eq!(cols[1..4], ["CID", "TrueType", "Identity-H"], "{row}");
        assert_eq!(
            cols[4..7],
            ["yes", "yes", "yes"],
            "{file}: {name} not embedded: {row}"
        );
    }
    let puzzles = metadata_puzzles(dir, metadata, shape);
    let sheets = sheet::typeset(&puzzles, opts).unwrap();
    let (_, info) = tool(dir, "pdfinfo", &[file]);
    let pages = sheets.main.pages.len();
    assert!(
        info.contains(&format!("Pages:           {pages}\n")),
        "{file}: want {pages} pages:\n{info}"
    );
    let per_page = sheet::default_per_page(shape.side(), opts.large_print);
    let puzzle_pages = puzzles.len().div_ceil(per_page);
    let size = if opts.page == sheet::PageSize::LETTER {
        "Page size:       612 x 792 pts (letter)"
    } else {
        "Page size:       595.276 x 841.89 pts (A4)"
    };
    assert!(info.contains(size), "{file}: want {size}:\n{info}");
    // No PDF/X claim: printpdf's empty GTS_PDFXVersion key is blanked.
    assert!(!info.contains("PDF/X"), "{file}: claims PDF/X:\n{info}");
    let (_, all) = tool(dir, "pdftotext", &[file, "-"]);
    for p in &puzzles {
        // Once over the puzzle, once over its key.
        assert_eq!(all.matches(&p.caption).count(), 2, "{file}: {}", p.caption);
    }
    let mut keys = 0;
    for (i, page) in sheets.main.pages.iter().enumerate() {
        for g in &page.grids {
            let p = &puzzles[g.number - 1];
            let got = text_in(dir, file, i, page.height, g);
            let want = if g.key {
                keys += 1;
                assert!(i >= puzzle_pages, "{file}: key on page {}", i + 1);
                printed(&p.solution, opts.symbols)
            } else {
                printed(&p.puzzle, opts.symbols)
            };
            assert_eq!(got, want, "{file} page {} grid #{}", i + 1, g.number);
        }
    }
    assert_eq!(keys, puzzles.len());
}

#[test]
fn every_shape_on_a4_and_letter() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for (shape, level, count) in [
        ("2x2", "beginner", 8),
        ("3x2", "easy", 7),
        ("2x3", "medium", 3),
        ("3x3", "medium", 7),
        ("4x3", "easy", 5),
        ("4x4", "easy", 3),
        ("5x5", "beginner", 1),
    ] {
        for page in ["a4", "letter"] {
            let file = format!("{shape}-{page}.pdf");
            let count = count.to_string();
            let (code, _, err) = press(
                dir,
                &[
                    "generate",
                    "--box",
                    shape,
                    "--difficulty",
                    level,
                    "--count",
                    &count,
                    "--seed",
                    "7",
                    "--page",
                    page,
                    "-o",
                    &file,
                    "--metadata",
                ],
            );
            assert_eq!(code, 0, "{err}");
            let opts = SheetOptions {
                page: page.parse().unwrap(),
                ..SheetOptions::default()
            };
            let shape: Shape = shape.parse().unwrap();
            check_sheet(dir, &file, shape, &opts, &format!("{shape}-{page}.json"));
        }
    }
}

#[test]
fn the_default_run_writes_six_medium_nine_by_nine_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = press(dir.path(), &["generate", "--seed", "5", "--metadata"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        (out.as_str(), err.as_str()),
        (
            "",
            "wrote sudoku.pdf, sudoku.json: 6 puzzles, seed 5, A4 paper (PAPERSIZE)\n"
        )
    );
    let shape = Shape::classic();
    check_sheet(
        dir.path(),
        "sudoku.pdf",
        shape,
        &SheetOptions::default(),
        "sudoku.json",
    );
    let (_, text) = tool(dir.path(), "pdftotext", &["sudoku.pdf", "-"]);
    assert_eq!(text.matches("· 9x9 · medium").count(), 12);
    assert!(text.contains("Answers") && text.contains("Page 2 of 2"));
    // And with no option at all: the README's first command.
    let bare = tempfile::tempdir().unwrap();
    let (code, out, err) = press(bare.path(), &["generate"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.is_empty() && err.starts_with("wrote sudoku.pdf: 6 puzzles, seed "),
        "{out}"
    );
    let (_, info) = tool(bare.path(), "pdfinfo", &["sudoku.pdf"]);
    assert!(info.contains("Pages:           2\n"), "{info}");
    let (_, text) = tool(bare.path(), "pdftotext", &["sudoku.pdf", "-"]);
    for k in 1..=6 {
        assert_eq!(text.matches(&format!("#{k} · 9x9 · medium")).count(), 2);
    }
}

#[test]
fn letters_and_separate_keys() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let args = [
        "generate",
        "--size",
        "12",
        "--difficulty",
        "easy",
        "--count",
        "3",
        "--seed",
        "2",
        "--symbols",
        "letters",
        "--answers",
        "separate",
        "-o",
        "l.pdf",
        "--metadata",
    ];
    let (code, out, err) = press(dir, &args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        (out.as_str(), err.as_str()),
        (
            "",
            "wrote l.pdf, l-answers.pdf, l.json: 3 puzzles, seed 2, A4 paper (PAPERSIZE)\n"
        )
    );
    let shape = Shape::conventional(12).unwrap();
    let puzzles = metadata_puzzles(dir, "l.json", shape);
    let opts = SheetOptions {
        symbols: Symbols::Letters,
        answers: sheet::Answers::Separate,
        ..SheetOptions::default()
    };
    let sheets = sheet::typeset(&puzzles, &opts).unwrap();
    let keys = sheets.answers.unwrap();
    for (i, page) in keys.pages.iter().enumerate() {
        for g in &page.grids {
            let got = text_in(dir, "l-answers.pdf", i, page.height, g);
            assert_eq!(
                got,
                printed(&puzzles[g.number - 1].solution, Symbols::Letters)
            );
            assert!(got.chars().all(|c| c.is_ascii_uppercase()));
        }
    }
    for f in ["l.pdf", "l-answers.pdf"] {
        assert_eq!(tool(dir, "qpdf", &["--check", f]).0, 0);
    }
}

#[test]
fn shapes_for_children_print_no_digits_in_cells() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--size",
            "6",
            "--difficulty",
            "beginner",
            "--symbols",
            "shapes",
            "--seed",
            "1",
            "--count",
            "2",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let (_, text) = tool(dir, "pdftotext", &["sudoku.pdf", "-"]);
    assert!(text.contains("Draw each shape once in every row, column and box"));
    // Only captions, legend and page numbers: no symbol digits.
    let digits = text.chars().filter(|c| c.is_ascii_digit()).count();
    assert!(digits < 40, "{text}");
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--size",
            "12",
            "--symbols",
            "shapes",
            "-o",
            "x.pdf",
        ],
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("shape symbols are for grids up to 9x9"),
        "{err}"
    );
    assert!(!dir.join("x.pdf").exists());
}

#[test]
fn same_seed_same_bytes_whatever_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for (file, threads) in [("a.pdf", "1"), ("b.pdf", "2")] {
        let (code, _, err) = press(
            dir,
            &[
                "generate",
                "--seed",
                "11",
                "--count",
                "8",
                "--threads",
                threads,
                "-o",
                file,
            ],
        );
        assert_eq!(code, 0, "{err}");
    }
    let a = std::fs::read(dir.join("a.pdf")).unwrap();
    assert_eq!(a, std::fs::read(dir.join("b.pdf")).unwrap());
    let (_, _, _) = press(
        dir,
        &["generate", "--seed", "12", "--count", "8", "-o", "c.pdf"],
    );
    assert_ne!(a, std::fs::read(dir.join("c.pdf")).unwrap());
}

#[test]
fn mixed_booklets_and_interleaved_keys() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--mix",
            "2x2:beginner:4,3x2:easy:4,3x3:medium:4",
            "--seed",
            "3",
            "--answers",
            "interleave",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let (_, info) = tool(dir, "pdfinfo", &["sudoku.pdf"]);
    // Each section on its own sheet, each sheet followed by its keys.
    assert!(info.contains("Pages:           6\n"), "{info}");
    let (_, text) = tool(dir, "pdftotext", &["sudoku.pdf", "-"]);
    let order: Vec<usize> = [
        "#1 · 4x4 · beginner",
        "#5 · 6x6 · easy",
        "#9 · 9x9 · medium",
    ]
    .iter()
    .map(|c| text.find(c).unwrap_or_else(|| panic!("{c} in {text}")))
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
}

#[test]
fn a_four_by_four_progression_is_one_page_and_its_key_with_stars_and_colour() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for symbols in ["digits", "shapes"] {
        let mut args = vec![
            "generate",
            "--mix",
            "2x2:beginner:2,2x2:easy:2,2x2:medium:2,2x2:hard:2",
            "--page",
            "letter",
            "--stars",
            "--seed",
            "11",
            "--symbols",
            symbols,
            "--metadata",
            "-o",
            "p.pdf",
        ];
        if symbols == "shapes" {
            args.push("--color");
        }
        let (code, _, err) = press(dir, &args);
        assert_eq!(code, 0, "{err}");
        let (_, info) = tool(dir, "pdfinfo", &["p.pdf"]);
        assert!(info.contains("Pages:           2\n"), "{symbols}: {info}");
        let (code, check) = tool(dir, "qpdf", &["--check", "p.pdf"]);
        assert_eq!(code, 0, "{check}");
        let pages = words(dir, "p.pdf");
        let text = |k: usize| -> String {
            let words: Vec<&str> = pages[k].2.iter().map(|w| w.text.as_str()).collect();
            words.join(" ")
        };
        let (sheet, key) = (text(0), text(1));
        let instruction = if symbols == "digits" {
            "Write 1 to 4 once in every row, column and box."
        } else {
            "Draw each shape once in every row, column and box:"
        };
        assert!(sheet.contains(instruction), "{symbols}: {sheet}");
        assert!(!key.contains(instruction), "{symbols}: {key}");
        for (k, level) in ["beginner", "easy", "medium", "hard"].iter().enumerate() {
            for n in [2 * k + 1, 2 * k + 2] {
                let caption = format!("#{n} · 4x4 · {level}");
                assert!(sheet.contains(&caption), "{caption} in {sheet}");
                assert!(key.contains(&caption), "{caption} in {key}");
            }
        }
        // Each puzzle unique (checked on reading), its level the caption's.
        let puzzles = metadata_puzzles(dir, "p.json", Shape::new(2, 2).unwrap());
        let levels: Vec<&str> = puzzles
            .iter()
            .map(|p| p.caption.rsplit(" · ").next().unwrap())
            .collect();
        assert_eq!(
            levels,
            [
                "beginner", "beginner", "easy", "easy", "medium", "medium", "hard", "hard"
            ]
        );
    }
}

#[test]
fn render_typesets_a_file_and_refuses_puzzles_without_one_solution() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let top95 = crate::common::data_file("9x9_top95.txt");
    let three: String = top95.lines().take(3).map(|l| format!("{l}\n")).collect();
    std::fs::write(dir.join("three.txt"), &three).unwrap();
    let (code, out, err) = press(dir, &["render", "three.txt", "--caption", "score"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        (out.as_str(), err.as_str()),
        ("", "wrote three.pdf: 3 puzzles, A4 paper (PAPERSIZE)\n")
    );
    let (_, text) = tool(dir, "pdftotext", &["three.pdf", "-"]);
    assert!(text.contains("#3 · 9x9 · "), "{text}");
    let bad = format!("{three}{}\n", "1".repeat(2) + &".".repeat(79));
    std::fs::write(dir.join("bad.txt"), bad).unwrap();
    let (code, _, err) = press(dir, &["render", "bad.txt", "-o", "bad.pdf"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("sudoku-press: error: bad.txt: line 4: invalid: symbol 1 twice in row 1"),
        "{err}"
    );
    let many = ".".repeat(81) + "\n";
    std::fs::write(dir.join("many.txt"), many).unwrap();
    let (code, _, err) = press(dir, &["render", "many.txt"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("line 1: not unique: several solutions"),
        "{err}"
    );
    assert!(!dir.join("bad.pdf").exists() && !dir.join("many.pdf").exists());
}

#[test]
fn bad_options_exit_2_with_one_line_and_leave_no_file() {
    for (args, want) in [
        (&["--page", "b6"][..], "unknown page size 'b6'"),
        (
            &["--per-page", "0"],
            "'--per-page <N>': expected a whole number from 1 to 200",
        ),
        (
            &["--per-page", "40"],
            "below the 6 mm legibility floor; at most 9 fit a page",
        ),
        (
            &["--answers-per-page", "150"],
            "answer keys a page would get",
        ),
        (
            &["--size", "25", "--large-print"],
            "below the 11 mm legibility floor",
        ),
        (
            &["-o", "missing/x.pdf"],
            "cannot write 'missing/x.pdf': directory 'missing' does not exist",
        ),
        (&["-o", "."], "cannot write '.': it is a directory"),
        (&["--margin=-3"], "is not a margin"),
        (
            // A code point no font draws (unassigned): no font of the
            // system can stand in.
            &["--title", "Ж\u{378}"],
            "the font has no glyph for 'Ж' (U+0416) in the title \"Ж\\u{378}\"; use characters",
        ),
        (
            &["--title", "Sudoku \u{1FFFE}"],
            "the font has no glyph for '\\u{1fffe}' (U+1FFFE) in the title",
        ),
        (&["--mix", "3x3:medium"], "--mix section 1 '3x3:medium'"),
        (
            &["--symbols", "emoji"],
            "invalid value 'emoji' for '--symbols",
        ),
        (
            &["--format", "pdf", "-o", "-", "--answers", "separate"],
            "name the PDF with -o FILE.pdf",
        ),
        (
            &["--format", "line", "--metadata"],
            "--metadata goes with a PDF",
        ),
        (
            &["--size", "6", "--color"],
            "--color colours shape symbols and region tints, and digits print in black; \
             add --symbols shapes or --tint",
        ),
        (
            &["--size", "6", "--tint"],
            "the region tint colours a jigsaw's regions, and classic puzzles have boxes",
        ),
        (
            &["--mix", "3x3:x:easy:1,3x3:killer:easy:1", "--tint"],
            "and x and killer puzzles have boxes",
        ),
        (
            &["--variant", "jigsaw+x", "--tint"],
            "a tint would hide a jigsaw X's shaded diagonals",
        ),
        (
            &["--symbols", "letters", "--colour"],
            "letters print in black; add --symbols shapes",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = press(dir.path(), &[&["generate"][..], args].concat());
        assert_eq!(code, 2, "{args:?}: {out} {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert!(left.is_empty(), "{args:?} left {left:?}");
    }
}

/// A word as `pdftotext -bbox` finds it: its text and box, in points from
/// the page's top left.
#[derive(Debug)]
struct Word {
    text: String,
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
}

impl Word {
    fn overlaps(&self, o: &Word) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
}

/// The words of every page of `file`, with each page's width and height in
/// points.
fn words(dir: &Path, file: &str) -> Vec<(f32, f32, Vec<Word>)> {
    let (code, html) = tool(dir, "pdftotext", &["-bbox", file, "-"]);
    assert_eq!(code, 0);
    let attr = |line: &str, name: &str| -> f32 {
        let start = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        let end = start + line[start..].find('"').unwrap();
        line[start..end].parse().unwrap()
    };
    let mut pages = Vec::new();
    for line in html.lines().map(str::trim) {
        if line.starts_with("<page ") {
            pages.push((attr(line, "width"), attr(line, "height"), Vec::new()));
        } else if line.starts_with("<word ") {
            let text = &line[line.find('>').unwrap() + 1..line.rfind("</word>").unwrap()];
            let text = text
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&");
            pages.last_mut().unwrap().2.push(Word {
                text,
                x0: attr(line, "xMin"),
                y0: attr(line, "yMin"),
                x1: attr(line, "xMax"),
                y1: attr(line, "yMax"),
            });
        }
    }
    pages
}

/// The words on the line of the first word that satisfies `first`.
fn line_of(words: &[Word], first: impl Fn(&Word) -> bool) -> Vec<&Word> {
    match words.iter().find(|w| first(w)) {
        Some(f) => words.iter().filter(|w| w.y0 == f.y0).collect(),
        None => Vec::new(),
    }
}

#[test]
fn the_name_line_never_touches_a_caption_and_keys_are_titled() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for extra in [
        &[][..],
        &[
            "--answers",
            "interleave",
            "--size",
            "4",
            "--difficulty",
            "beginner",
            "--count",
            "8",
        ],
        &["--large-print", "--symbols", "shapes", "--size", "6"],
        &["--page", "a5", "--large-print"],
        &[
            "--page",
            "letter",
            "--landscape",
            "--per-page",
            "8",
            "--count",
            "8",
        ],
    ] {
        let args = [
            &[
                "generate",
                "--seed",
                "5",
                "--name-line",
                "--title",
                "Week 3",
            ][..],
            extra,
            &["-o", "n.pdf"],
        ]
        .concat();
        let (code, _, err) = press(dir, &args);
        assert_eq!(code, 0, "{err}");
        let pages = words(dir, "n.pdf");
        let mut keys = 0;
        for (i, (_, _, words)) in pages.iter().enumerate() {
            let what = format!("{extra:?} page {}", i + 1);
            let title: Vec<&str> = line_of(words, |_| true)
                .iter()
                .map(|w| w.text.as_str())
                .collect();
            let key = title == ["Week", "3", "–", "Answers"];
            assert!(key || title == ["Week", "3"], "{what}: title {title:?}");
            keys += usize::from(key);
            // A key needs no name: puzzle pages only have the name line.
            let name = line_of(words, |w| w.text == "Name");
            assert_eq!(name.is_empty(), key, "{what}");
            if !key {
                assert!(name.iter().any(|w| w.text == "Date"), "{what}: {name:?}");
            }
            let header: Vec<&Word> = line_of(words, |_| true).into_iter().chain(name).collect();
            let bottom = header.iter().map(|w| w.y1).fold(0.0, f32::max);
            let captions: Vec<&Word> = words
                .iter()
                .filter(|w| w.text.starts_with('#'))
                .flat_map(|c| line_of(words, |w| w.y0 == c.y0))
                .collect();
            assert!(!captions.is_empty(), "{what}");
            for c in &captions {
                assert!(
                    c.y0 >= bottom,
                    "{what}: caption {c:?} over the header's bottom {bottom}"
                );
                for h in &header {
                    assert!(!c.overlaps(h), "{what}: caption {c:?} on {h:?}");
                }
            }
        }
        assert!(keys > 0, "{extra:?}: no key page");
    }
}

#[test]
fn the_large_print_shapes_legend_lies_inside_the_margins() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    for shape in ["2x2", "3x2", "3x3"] {
        for page in ["a4", "letter", "a5"] {
            let (code, _, err) = press(
                dir,
                &[
                    "generate",
                    "--box",
                    shape,
                    "--difficulty",
                    "beginner",
                    "--count",
                    "1",
                    "--seed",
                    "4",
                    "--large-print",
                    "--symbols",
                    "shapes",
                    "--page",
                    page,
                    "-o",
                    "s.pdf",
                    "--metadata",
                ],
            );
            assert_eq!(code, 0, "{err}");
            let what = format!("{shape} on {page}");
            // The sentence, as printed.
            let (width, height, words) = &words(dir, "s.pdf")[0];
            let m = 12.0 / MM_PER_PT;
            let sentence = line_of(words, |w| w.text == "Draw");
            assert_eq!(
                sentence
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" "),
                sheet::instruction(
                    shape.parse().unwrap(),
                    Default::default(),
                    Symbols::Shapes,
                    Default::default()
                )
                .unwrap(),
                "{what}"
            );
            for w in &sentence {
                assert!(w.x0 >= m - 0.5 && w.x1 <= width - m + 0.5, "{what}: {w:?}");
                assert!(w.y0 >= 0.0 && w.y1 <= *height, "{what}: {w:?}");
            }
            // The shapes, vector paths that pdftotext cannot see: as laid
            // out for the same puzzle, each inside the margins, every one
            // of the grid's symbols over the grid.
            let shape: Shape = shape.parse().unwrap();
            let puzzles = metadata_puzzles(dir, "s.json", shape);
            let opts = SheetOptions {
                page: page.parse().unwrap(),
                large_print: true,
                symbols: Symbols::Shapes,
                ..SheetOptions::default()
            };
            let sheets = sheet::typeset(&puzzles, &opts).unwrap();
            let first = &sheets.main.pages[0];
            let grid_top = first.grids[0].bottom + first.grids[0].side;
            let mut legend = 0;
            for item in &first.items {
                let Item::Fill { points, .. } = item else {
                    continue;
                };
                for &(sudoku_press::geometry::Point { x, y }, _) in points {
                    assert!(x >= 12.0 && x <= first.width - 12.0, "{what}: {item:?}");
                    assert!(y >= 12.0 && y <= first.height - 12.0, "{what}: {item:?}");
                }
                legend += usize::from(points.iter().all(|p| p.0.y > grid_top));
            }
            assert_eq!(legend, shape.side(), "{what}");
        }
    }
}

#[test]
fn every_footer_carries_the_set_code() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--seed",
            "5",
            "--count",
            "3",
            "-o",
            "c.pdf",
            "--metadata",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let puzzles = metadata_puzzles(dir, "c.json", Shape::classic());
    let code = sheet::set_code(5);
    for answers in [sheet::Answers::End, sheet::Answers::Separate] {
        let opts = SheetOptions {
            set_code: Some(code.clone()),
            answers,
            ..SheetOptions::default()
        };
        let sheets = sheet::typeset(&puzzles, &opts).unwrap();
        for doc in [Some(&sheets.main), sheets.answers.as_ref()]
            .into_iter()
            .flatten()
        {
            std::fs::write(dir.join("set.pdf"), sudoku_press::pdf::to_pdf(doc).unwrap()).unwrap();
            let (_, text) = tool(dir, "pdftotext", &["set.pdf", "-"]);
            let n = doc.pages.len();
            for i in 1..=n {
                let footer = format!("Set {code} · Page {i} of {n}");
                assert_eq!(text.matches(&footer).count(), 1, "{footer} in {text}");
            }
        }
    }
}

#[test]
fn a_caption_the_font_cannot_draw_is_refused_and_nothing_written() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let top95 = crate::common::data_file("9x9_top95.txt");
    let first = top95.lines().next().unwrap();
    let line = format!("{} Жук\n", &first[..81]);
    std::fs::write(dir.join("one.txt"), line).unwrap();
    let (code, _, err) = press(dir, &["render", "one.txt", "--caption", "id"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("the font has no glyph for 'Ж' (U+0416) in the caption \"#1 · 9x9 · "),
        "{err}"
    );
    assert!(!dir.join("one.pdf").exists());
}

#[test]
fn caption_none_leaves_the_puzzles_bare_and_numbers_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = press(
        d,
        &[
            "generate",
            "--size",
            "6",
            "--count",
            "4",
            "--seed",
            "2",
            "--caption",
            "none",
            "-o",
            "c.pdf",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let (_, puzzles) = tool(d, "pdftotext", &["-f", "1", "-l", "1", "c.pdf", "-"]);
    assert!(
        !puzzles.contains('#') && !puzzles.contains("medium"),
        "{puzzles}"
    );
    let (_, keys) = tool(d, "pdftotext", &["-f", "2", "-l", "2", "c.pdf", "-"]);
    assert!(keys.contains("Sudoku – Answers"), "{keys}");
    for k in 1..=4 {
        assert!(keys.contains(&format!("#{k}")), "{keys}");
    }
}

/// The PDF writer's bytes depend on the document alone: the same document
/// written again, after others, in this process of many tests, gives the
/// same bytes; another document another file id and other font tags.
#[test]
fn a_document_gives_the_same_bytes_however_many_pdfs_came_before() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let (code, _, err) = press(
        dir,
        &[
            "generate",
            "--seed",
            "6",
            "--count",
            "2",
            "-o",
            "p.pdf",
            "--metadata",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let puzzles = metadata_puzzles(dir, "p.json", Shape::classic());
    let opts = SheetOptions {
        answers: sheet::Answers::Separate,
        ..SheetOptions::default()
    };
    let sheets = sheet::typeset(&puzzles, &opts).unwrap();
    let keys = sheets.answers.as_ref().unwrap();
    let first = sudoku_press::pdf::to_pdf(&sheets.main).unwrap();
    let key_pdf = sudoku_press::pdf::to_pdf(keys).unwrap();
    for _ in 0..5 {
        assert!(sudoku_press::pdf::to_pdf(keys).unwrap() == key_pdf);
        assert!(sudoku_press::pdf::to_pdf(&sheets.main).unwrap() == first);
    }
    let id = |pdf: &[u8]| {
        let text = String::from_utf8_lossy(pdf);
        let at = text.rfind("/ID[(").expect("a file id");
        text[at..at + 72].to_string()
    };
    assert_ne!(id(&first), id(&key_pdf));
    std::fs::write(dir.join("main.pdf"), &first).unwrap();
    std::fs::write(dir.join("keys.pdf"), &key_pdf).unwrap();
    let fonts = |file: &str| {
        let (code, out) = tool(dir, "pdffonts", &[file]);
        assert_eq!(code, 0);
        out.lines()
            .skip(2)
            .map(|l| l.split_whitespace().next().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    let (main_fonts, key_fonts) = (fonts("main.pdf"), fonts("keys.pdf"));
    assert!(!main_fonts.is_empty());
    for f in &main_fonts {
        assert!(f.len() > 7 && f.as_bytes()[6] == b'+', "a subset tag: {f}");
        assert!(
            !key_fonts.contains(f),
            "{f}: the keys' subset has its own tag"
        );
    }
    for file in ["main.pdf", "keys.pdf"] {
        let (code, out) = tool(dir, "qpdf", &["--check", file]);
        assert_eq!(code, 0, "{out}");
    }
}
