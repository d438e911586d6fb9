//! Sheets and books in the reader's language: every printed word from the
//! table of languages, read back with `pdftotext`.

use crate::common::{NANUM, press, tool};
use std::path::Path;
use std::process::Command;
use sudoku_press::lang::{Lang, fill};

/// English words a sheet prints, none of which a translated sheet may show.
const ENGLISH: [&str; 12] = [
    "Name", "Date", "Write", "Draw", "Answers", "Page", "Set ", "beginner", "easy", "medium",
    "boxes", "row",
];

/// The text of every page of `pdf` in `dir`.
fn text_of(dir: &Path, pdf: &str) -> String {
    let (code, text) = tool(dir, "pdftotext", &[pdf, "-"]);
    assert_eq!(code, 0, "pdftotext {pdf}");
    text
}

/// Every word `lang` prints on a sheet of `easy` puzzles with a name line
/// and its key: (what, text).
fn sheet_words(lang: Lang, first_last: (&str, &str), shapes: bool, pages: usize) -> Vec<String> {
    let w = lang.words();
    let sentence = if shapes {
        w.draw_box.to_string()
    } else {
        fill(
            w.write_box,
            &[("{first}", first_last.0), ("{last}", first_last.1)],
        )
    };
    vec![
        lang.title(sudoku_press::layout::Variant::CLASSIC)
            .to_string(),
        w.name_label.to_string(),
        w.date_label.to_string(),
        sentence,
        lang.level(sudoku_press::logic::Level::Easy).to_string(),
        fill(
            w.answers,
            &[(
                "{title}",
                lang.title(sudoku_press::layout::Variant::CLASSIC),
            )],
        ),
        fill(w.page, &[("{page}", "1"), ("{pages}", &pages.to_string())]),
        fill(w.set, &[("{code}", "")]).trim().to_string(),
    ]
}

/// Asserts `text` shows every one of `words` and no English word.
fn reads_in(text: &str, words: &[String], what: &str) {
    // pdftotext may break a long line: compare without line ends.
    let flat = text.replace('\n', " ");
    for word in words {
        assert!(
            flat.contains(word.as_str()),
            "{what}: {word:?} missing in {text}"
        );
    }
    for english in ENGLISH {
        assert!(
            !flat.contains(english),
            "{what}: English {english:?} in {text}"
        );
    }
}

#[test]
fn a_korean_and_a_czech_sheet_print_no_english_word() {
    crate::common::require_system_fonts();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let common = [
        "--count",
        "4",
        "--seed",
        "3",
        "--difficulty",
        "easy",
        "--name-line",
    ];
    let mut ko = vec![
        "generate", "--size", "4", "--lang", "ko", "--font", NANUM, "-o", "ko.pdf",
    ];
    ko.extend(common);
    let (code, _, err) = press(d, &ko);
    assert_eq!(code, 0, "{err}");
    let words = sheet_words(Lang::Ko, ("1", "4"), false, 2);
    reads_in(&text_of(d, "ko.pdf"), &words, "ko");
    let mut cs = vec![
        "generate",
        "--size",
        "6",
        "--symbols",
        "shapes",
        "--lang",
        "cs",
        "-o",
        "cs.pdf",
    ];
    cs.extend(common);
    let (code, _, err) = press(d, &cs);
    assert_eq!(code, 0, "{err}");
    let words = sheet_words(Lang::Cs, ("", ""), true, 2);
    reads_in(&text_of(d, "cs.pdf"), &words, "cs");
    // Without --font: a font of the system that draws Korean, regular and
    // bold, said on standard error.
    let (code, _, err) = press(
        d,
        &["generate", "--size", "4", "--lang", "ko", "-o", "auto.pdf"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with("note: the texts are set in /usr/share/fonts/"),
        "{err}"
    );
    let (_, fonts) = tool(d, "pdffonts", &["auto.pdf"]);
    assert!(
        fonts.contains("Bold") && fonts.lines().count() >= 6,
        "{fonts}"
    );
    let title = Lang::Ko
        .title(sudoku_press::layout::Variant::CLASSIC)
        .to_string();
    reads_in(&text_of(d, "auto.pdf"), &[title], "ko found");
    // A character no font draws (an unassigned code point): refused,
    // naming it and the remedy, no file.
    let (code, _, err) = press(
        d,
        &["generate", "--title", "Sudoku \u{378}", "-o", "no.pdf"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("(U+0378)") && err.contains("--font"), "{err}");
    assert!(!d.join("no.pdf").exists());
}

#[test]
fn the_environment_names_the_language_and_lang_overrides_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let make = |locale: &str, extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
            .env("PAPERSIZE", "a4")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", locale)
            .args([
                "generate", "--size", "4", "--count", "1", "--seed", "1", "-o", "e.pdf",
            ])
            .args(extra)
            .current_dir(d)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        text_of(d, "e.pdf")
    };
    assert!(make("de_DE.UTF-8", &[]).contains("Seite 1 von 2"));
    assert!(make("de_DE.UTF-8", &["--lang", "fr"]).contains("Page 1 sur 2"));
    // A language the table has not, or C: English.
    assert!(make("sv_SE.UTF-8", &[]).contains("Page 1 of 2"));
    assert!(make("C", &[]).contains("Page 1 of 2"));
}

#[test]
fn every_language_makes_a_sheet_and_a_book() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Korean, Japanese and Chinese find their fonts on the machine.
    crate::common::require_system_fonts();
    for lang in Lang::ALL {
        let code = lang.code();
        let sheet = format!("{code}.pdf");
        let args = [
            "generate",
            "--size",
            "6",
            "--count",
            "2",
            "--seed",
            "4",
            "--lang",
            code,
            "--name-line",
            "-o",
            &sheet,
        ];
        let (status, _, err) = press(d, &args);
        assert_eq!(status, 0, "{code}: {err}");
        let text = text_of(d, &sheet);
        assert!(
            text.contains(lang.title(sudoku_press::layout::Variant::CLASSIC)),
            "{code}: {text}"
        );
        // A book: its texts and instructions in the language.
        let book = format!(
            "title = \"{}\"\nlang = \"{code}\"\nprinting = \"home\"\n[[section]]\nsize = 4\ncount = 2\n",
            lang.title(sudoku_press::layout::Variant::CLASSIC)
        );
        std::fs::write(d.join("b.toml"), book).unwrap();
        let (status, _, err) = press(d, &["book", "b.toml", "-o", "b.pdf"]);
        assert_eq!(status, 0, "{code}: {err}");
        let text = text_of(d, "b.pdf").replace('\n', " ");
        for k in [0, 1, 7] {
            // Contents, How to play, Solutions.
            let word = lang.words().book[k];
            assert!(text.contains(word), "{code}: {word:?} missing in the book");
        }
    }
}

/// English words no hint, check or rating in another language says
/// (whole words, any case).
const ENGLISH_SAID: &[&str] = &[
    "row",
    "column",
    "box",
    "region",
    "window",
    "diagonal",
    "cell",
    "cells",
    "single",
    "pair",
    "triple",
    "quad",
    "wing",
    "fish",
    "chain",
    "links",
    "house",
    "hidden",
    "naked",
    "pointing",
    "claiming",
    "the",
    "and",
    "only",
    "can",
    "must",
    "of",
    "twice",
    "times",
    "leads",
    "holds",
    "adds",
    "solved",
    "invalid",
    "conflict",
    "valid",
    "empty",
    "score",
    "stuck",
    "guessing",
    "technique",
    "ladder",
    "unknown",
    "line",
    "symbol",
    "medium",
    "hard",
    "expert",
    "master",
];

/// The English words of `text` (Spanish and Portuguese say "diagonal"
/// too).
fn english_said(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH_SAID.contains(&w.as_str()))
        .collect()
}

/// Hints on puzzles that need each family of the ladder (singles, locked
/// candidates, subsets, fish, wings, chains, unique rectangles, a
/// killer's cage techniques) and on X, hyper and jigsaw houses, and
/// checks of a clash, in Czech and Korean: every line in that language.
#[test]
fn hints_and_checks_in_czech_and_korean_say_no_english_word() {
    use sudoku_press::logic::Technique::*;
    let dir = tempfile::tempdir().unwrap();
    let fixture = format!(
        "{}/tests/fixtures/every_family.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    for lang in [Lang::Cs, Lang::Ko] {
        let words = lang.steps();
        let code = lang.code();
        let (status, out, err) = press(dir.path(), &["hint", "--all", "--lang", code, &fixture]);
        assert_eq!(status, 0, "{err}");
        assert!(out.lines().count() > 1000, "{out}");
        for line in out.lines() {
            assert_eq!(english_said(line), Vec::<String>::new(), "{code}: {line}");
        }
        // (Singles say their own sentence, which the unit tests read.)
        for t in [
            Pointing,
            Claiming,
            NakedPair,
            HiddenPair,
            XWing,
            XyWing,
            WWing,
            XChain,
            XyChain,
            SimpleColouring,
            UniqueRectangle,
            Aic,
            ForcingChain,
            CageCombination,
            CageHouse,
            InniesOuties,
        ] {
            assert!(out.contains(words.technique(t)), "{code}: no {t:?}");
        }
        // The houses of the variants, named in the language.
        let window = words.in_houses[4].replace("{n}", "");
        let region = words.in_houses[3].replace("{n}", "");
        for said in [window.trim(), region.trim()] {
            assert!(out.contains(said), "{code}: {said:?} never said");
        }
        assert!(
            words.diagonals.iter().any(|d| out.contains(d)),
            "{code}: no diagonal"
        );
        // A rating in the language.
        let (_, rated, _) = press(dir.path(), &["rate", "--lang", code, &fixture]);
        assert_eq!(
            english_said(&rated),
            Vec::<String>::new(),
            "{code}: {rated}"
        );
        assert!(rated.contains(lang.level(sudoku_press::logic::Level::Expert)));
        // A clash in a row, and in a killer's cage and box.
        let clash = format!("1.1{}", ".".repeat(78));
        std::fs::write(dir.path().join("clash.txt"), clash).unwrap();
        let killer = std::fs::read_to_string(&fixture).unwrap();
        let killer = killer.lines().find(|l| l.contains("\"killer\"")).unwrap();
        let mut killer: serde_json::Value = serde_json::from_str(killer).unwrap();
        let mut cells: Vec<u8> = vec![b'.'; 36];
        (cells[12], cells[19]) = (b'1', b'1');
        killer["puzzle"] = String::from_utf8(cells).unwrap().into();
        killer.as_object_mut().unwrap().remove("solution");
        std::fs::write(dir.path().join("killer.jsonl"), killer.to_string()).unwrap();
        for file in ["clash.txt", "killer.jsonl"] {
            let (status, out, err) = press(dir.path(), &["check", "--lang", code, file]);
            assert_eq!(status, 1, "{err}");
            assert!(out.lines().count() >= 2, "{out}");
            assert_eq!(english_said(&out), Vec::<String>::new(), "{code}: {out}");
            assert!(
                out.contains(&words.cell_at(1, 1)) || out.contains(&words.cell_at(3, 1)),
                "{out}"
            );
        }
    }
}

/// The language of what `hint` says comes from the environment when
/// `--lang` is not given, as a sheet's does.
#[test]
fn hints_speak_the_environments_language() {
    let fixture = format!(
        "{}/tests/fixtures/every_family.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
        .env("LC_ALL", "pl_PL.UTF-8")
        .args(["hint", &fixture])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let dir = tempfile::tempdir().unwrap();
    let (_, polish, _) = press(dir.path(), &["hint", "--lang", "pl", &fixture]);
    let (_, english, _) = press(dir.path(), &["hint", &fixture]);
    assert_eq!(text, polish);
    assert_ne!(polish, english);
    assert!(polish.contains("# wiersz 1"), "{polish}");
}

/// Each word of page `page` of `pdf` (pdftotext -bbox): its text, the top
/// of its box and its height, pt.
fn words_of(dir: &Path, pdf: &str, page: usize) -> Vec<(String, f32, f32)> {
    let p = page.to_string();
    let (code, xml) = tool(dir, "pdftotext", &["-bbox", "-f", &p, "-l", &p, pdf, "-"]);
    assert_eq!(code, 0);
    let attr = |line: &str, name: &str| -> f32 {
        let at = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        line[at..].split('"').next().unwrap().parse().unwrap()
    };
    xml.lines()
        .filter(|l| l.trim_start().starts_with("<word "))
        .map(|l| {
            let text = l.split('>').nth(1).unwrap().split('<').next().unwrap();
            let (top, bottom) = (attr(l, "yMin"), attr(l, "yMax"));
            (text.to_string(), top, bottom - top)
        })
        .collect()
}

/// A word box's height for text of 8 pt, in the fonts here (their ascent
/// and descent together are 1.2 to 1.45 em).
const EIGHT_PT_BOX: f32 = 8.0 * 1.15;

#[test]
fn chinese_and_japanese_rules_wrap_at_eight_points_or_more_in_their_own_faces() {
    crate::common::require_system_fonts();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (code, face) in [("zh", "NotoSansCJKsc"), ("ja", "NotoSansCJKjp")] {
        let toml = format!(
            "title = \"数独\"\nlang = \"{code}\"\nprinting = \"home\"\n\
             font = \"{}\"\n[[section]]\nsize = 4\ncount = 2\n\
             [[section]]\nsize = 9\nvariant = \"killer\"\nlevel = \"easy\"\ncount = 1\n",
            crate::common::NOTO_CJK
        );
        std::fs::write(d.join("b.toml"), toml).unwrap();
        let (status, _, err) = press(d, &["book", "b.toml", "-o", "b.pdf"]);
        assert_eq!(status, 0, "{code}: {err}");
        // The how-to-play page: several lines of rules, none under 8 pt.
        let words = words_of(d, "b.pdf", 4);
        let long: Vec<&(String, f32, f32)> =
            words.iter().filter(|w| w.0.chars().count() > 8).collect();
        assert!(long.len() >= 3, "{code}: {words:?}");
        for (text, _, height) in &long {
            assert!(*height >= EIGHT_PT_BOX, "{code}: {height} pt: {text}");
        }
        // No line starts with a closing mark.
        for (text, _, _) in &long {
            assert!(
                !text.starts_with(['。', '、', '，', '）']),
                "{code}: {text}"
            );
        }
        let (_, fonts) = tool(d, "pdffonts", &["b.pdf"]);
        assert!(fonts.contains(face), "{code}: {fonts}");
    }
}

#[test]
fn a_german_a5_killer_sheet_wraps_its_instruction_at_eight_points_or_more() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (status, _, err) = press(
        d,
        &[
            "generate",
            "--size",
            "6",
            "--variant",
            "killer",
            "--difficulty",
            "easy",
            "--count",
            "2",
            "--page",
            "a5",
            "--lang",
            "de",
            "--seed",
            "4",
            "-o",
            "k.pdf",
        ],
    );
    assert_eq!(status, 0, "{err}");
    let words = words_of(d, "k.pdf", 1);
    // The words of the instruction: from "Schreibe" to "nicht.".
    let first = words.iter().position(|w| w.0 == "Schreibe").unwrap();
    let last = words.iter().position(|w| w.0 == "nicht.").unwrap();
    let mut tops: Vec<i32> = words[first..=last]
        .iter()
        .map(|w| w.1.round() as i32)
        .collect();
    tops.dedup();
    assert!(tops.len() >= 2, "{:?}", &words[first..=last]);
    for (text, _, height) in &words[first..=last] {
        assert!(*height >= EIGHT_PT_BOX, "{height} pt: {text}");
    }
}

/// The text of `pdf` with its line breaks joined: by a space, or for
/// Chinese and Japanese by nothing.
fn joined_text(dir: &Path, pdf: &str, cjk: bool) -> String {
    let text = text_of(dir, pdf);
    let joiner = if cjk { "" } else { " " };
    text.split_whitespace().collect::<Vec<_>>().join(joiner)
}

/// The fixes of a native review, each read back from the sheet or book it
/// prints on: (language, what to make, words it prints, words it no longer
/// prints).
#[test]
fn the_native_reviews_fixes_print_on_the_sheets() {
    crate::common::require_system_fonts();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let sheet = |args: &[&str]| {
        let mut all = vec!["generate", "--seed", "2", "--count", "2", "-o", "s.pdf"];
        all.extend_from_slice(args);
        let (code, _, err) = press(d, &all);
        assert_eq!(code, 0, "{args:?}: {err}");
    };
    type Case<'a> = (&'a str, &'a [&'a str], &'a [&'a str], &'a [&'a str]);
    let cases: &[Case] = &[
        // cs: 2x3 boxes are blocks, not squares; a level adjective.
        (
            "cs",
            &["--size", "6", "--difficulty", "beginner", "--name-line"],
            &["bloku", "pro začátečníky"],
            &["čtverce", "začátečník ·"],
        ),
        // de: the shaded diagonal holds every symbol; the kind in the title.
        (
            "de",
            &["--variant", "x", "--size", "6"],
            &["jedes Zeichen genau einmal", "Sudoku X"],
            &["enthält jedes genau"],
        ),
        // es: letters are feminine: "de A a F", not "del A al F".
        (
            "es",
            &["--size", "6", "--symbols", "letters"],
            &["Escribe de A a F"],
            &["del A al F"],
        ),
        // fr: a first name on a school sheet; what to place, named.
        (
            "fr",
            &["--size", "6", "--name-line"],
            &["Prénom", "Écris les symboles de 1 à 6"],
            &["Place 1 à 6"],
        ),
        // it: the cage's sum in plain Italian; the killer's title.
        (
            "it",
            &["--size", "6", "--variant", "killer", "--difficulty", "easy"],
            &["la somma delle cifre", "Sudoku killer"],
            &["sommano al suo numero piccolo"],
        ),
        // pl: "each symbol", not "je po razie".
        (
            "pl",
            &["--size", "6", "--variant", "x"],
            &["każdy symbol dokładnie raz"],
            &["je po razie"],
        ),
        // pt: European Portuguese imperatives; pt-BR: Brazil's, and its
        // screen.
        ("pt", &["--size", "6"], &["Escreve de 1 a 6"], &["Escreva"]),
        (
            "pt-BR",
            &["--size", "6", "--play-url", "https://example.org/"],
            &["Escreva de 1 a 6", "Jogue na tela", "Página 1 de"],
            &["Escreve", "ecrã"],
        ),
        (
            "pt_BR.UTF-8",
            &["--size", "6", "--difficulty", "beginner"],
            &["iniciante"],
            &["principiante"],
        ),
        // ja: no space between sentences.
        (
            "ja",
            &["--size", "6", "--variant", "x"],
            &["。色のついた"],
            &["。 "],
        ),
        // ko: one speech level, the polite one, in every sentence.
        (
            "ko",
            &["--size", "6", "--variant", "x"],
            &["들어가요", "쓰세요"],
            &["니다"],
        ),
        // zh: the kind in the title, the answers' page titled as answers.
        (
            "zh",
            &["--size", "6", "--variant", "x"],
            &["对角线数独"],
            &[],
        ),
        // Scores with the language's decimal comma.
        ("de", &["--size", "9", "--caption", "score"], &[","], &[]),
    ];
    for (code, args, present, absent) in cases {
        let mut all = args.to_vec();
        all.extend_from_slice(&["--lang", code]);
        sheet(&all);
        let cjk = matches!(*code, "ja" | "zh");
        let text = joined_text(d, "s.pdf", cjk);
        for word in *present {
            assert!(
                text.contains(word),
                "{code} {args:?}: no {word:?} in {text}"
            );
        }
        for word in *absent {
            assert!(!text.contains(word), "{code} {args:?}: {word:?} in {text}");
        }
    }
    // A score reads "2,5" in German: every caption's score has a comma.
    let text = joined_text(d, "s.pdf", false);
    assert!(
        text.split(" · ").any(|part| {
            let p = part.trim();
            p.len() >= 3 && p.as_bytes()[1] == b',' && p.as_bytes()[0].is_ascii_digit()
        }),
        "{text}"
    );
    // A German book: its sections titled in German, "Lösung" over a worked
    // example's solution, the default imprint without the seed.
    let toml = "title = \"Rätsel\"\nlang = \"de\"\nseed = 5\nprinting = \"home\"\n\
                [[section]]\nsize = 4\nlevel = \"easy\"\ncount = 2\n\
                [[section]]\nsize = 9\nvariant = \"jigsaw\"\nlevel = \"easy\"\ncount = 1\n";
    std::fs::write(d.join("b.toml"), toml).unwrap();
    let (code, _, err) = press(d, &["book", "b.toml", "-o", "b.pdf"]);
    assert_eq!(code, 0, "{err}");
    let text = joined_text(d, "b.pdf", false);
    for word in [
        "Sudoku 4x4 · leicht",
        "Jigsaw-Sudoku 9x9 · leicht",
        "Lösung",
    ] {
        assert!(text.contains(word), "no {word:?} in {text}");
    }
    for word in ["Easy 4x4", "Gelöst", "Startwert", "seed"] {
        assert!(!text.contains(word), "{word:?} in {text}");
    }
    // No killer: the symbols are only names.
    assert!(text.contains("Sie sind nur Namen"), "{text}");
}
