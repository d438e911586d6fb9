//! The parser under random input, and round trips through both formats.

use proptest::prelude::*;
use sudoku_press::Shape;
use sudoku_press::fill::Filler;
use sudoku_press::format::{self, parse_text};
use sudoku_press::rng;
use sudoku_press::shape::all_shapes;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Any bytes at all: an error or puzzles, never a panic.
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_text(&text, None);
        let _ = parse_text(&text, Some(Shape::classic()));
    }

    /// Text made of the characters the formats use, in puzzle-like lengths.
    #[test]
    fn puzzle_like_text_never_panics(
        text in "[0-9A-Za-z.|+\\- \n#]{0,700}",
        w in 1usize..6, h in 1usize..6,
    ) {
        let _ = parse_text(&text, None);
        if let Ok(shape) = Shape::new(w, h)
            && let Ok(puzzles) = parse_text(&text, Some(shape))
        {
            for p in puzzles {
                prop_assert_eq!(p.grid.shape(), shape);
            }
        }
    }

    /// Lines of exactly N*N characters over the symbol alphabet.
    #[test]
    fn full_length_lines_parse_or_fail_cleanly(line in "[0-9A-Z.]{81}") {
        match parse_text(&line, None) {
            Ok(p) => prop_assert_eq!(p.len(), 1),
            Err(e) => prop_assert!(e.to_string().starts_with("line 1, row ")),
        }
    }

    /// Grids of every shape read back as written, in both formats.
    #[test]
    fn grids_round_trip(shape_index in 0usize..82, seed in any::<u64>(), blanks in any::<u64>()) {
        let shape = all_shapes()[shape_index];
        let mut grid = Filler::new(shape).fill(&mut rng::stream(seed, 0));
        for cell in 0..shape.cells() {
            if (blanks >> (cell % 64)) & 1 == 1 && cell % 3 != 0 {
                grid.set(cell, 0);
            }
        }
        for text in [grid.to_line(), grid.to_grid_text(), format!("{}  a comment\n", grid.to_line())] {
            let back = parse_text(&text, Some(shape)).unwrap();
            prop_assert_eq!(back.len(), 1);
            prop_assert_eq!(&back[0].grid, &grid);
            if shape.is_conventional() {
                let back = parse_text(&text, None).unwrap();
                prop_assert_eq!(&back[0].grid, &grid);
            }
        }
    }
}

#[test]
fn many_puzzles_mixed_formats_and_comments() {
    let text = "# a comment\n\n\
        1.3.\n..2.\n.3..\n...4\n\
        \n\
        1..4..2..4..3..1   first\n\
        4 . | . .\n. . | . .\n----+----\n. . | . .\n. . | . 3\n";
    let ps = parse_text(text, None).unwrap();
    assert_eq!(ps.len(), 3);
    assert_eq!((ps[0].line, ps[1].line, ps[2].line), (3, 8, 9));
    assert_eq!(ps[1].comment.as_deref(), Some("first"));
    assert_eq!(ps[2].grid.get(15), 3);
}

#[test]
fn error_messages_name_the_place() {
    let shape4 = Shape::new(2, 2).unwrap();
    let cases: [(&str, Option<Shape>, &str); 9] = [
        (
            "",
            None,
            "no puzzles in the input (only blank or comment lines)",
        ),
        (
            "# only\n\n",
            None,
            "no puzzles in the input (only blank or comment lines)",
        ),
        (
            "1234123412341234123",
            None,
            "line 1: found 19 symbols, which fits no puzzle",
        ),
        (
            "12.4\n..7.\n....\n....\n",
            Some(shape4),
            "line 2, row 2, column 3: '7' is too large for a 4x4 grid, whose symbols are 1-4",
        ),
        (
            "1..%............",
            None,
            "line 1, row 1, column 4: '%' is not a symbol",
        ),
        (
            "1.3.\n..2.\n",
            None,
            "line 1: grid ends after 2 of its 4 rows",
        ),
        (
            "1.3.\n..2.\n.3.\n",
            None,
            "line 3: grid row has 3 symbols; expected 4",
        ),
        (
            &".".repeat(49),
            None,
            "line 1: a 7x7 grid has no conventional box; say which with --box",
        ),
        (
            "----+----\n",
            None,
            "line 1: a '-+' rule line outside a grid",
        ),
    ];
    for (text, shape, want) in cases {
        let got = parse_text(text, shape).unwrap_err().to_string();
        assert!(
            got.starts_with(want),
            "{text:?}: got {got:?}, want {want:?}"
        );
    }
    // `# box` comments that cannot apply to the puzzle below them.
    let dots = |n: usize| ".".repeat(n);
    let six_grid = "......\n".repeat(6);
    let cases: [(String, &str); 5] = [
        (
            format!("# box 9x9\n{}\n", dots(81)),
            "line 1: the '# box' comment names no box this tool reads: box 9x9 makes a 81x81 grid",
        ),
        (
            format!("# box 2x3\n{}\n", dots(81)),
            "line 2: 81 symbols, but the '# box 2x3' on line 1 is for a 6x6 puzzle (36 symbols",
        ),
        (
            format!(
                "# sudoku-press generate --box 4x4 --count 1\n{}\n",
                dots(81)
            ),
            "line 2: 81 symbols, but the '# box 4x4' on line 1 is for a 16x16 puzzle",
        ),
        (
            format!("# box 3x3\n\n{six_grid}"),
            "line 3: a 6x6 grid, but the '# box 3x3' on line 1 is for a 9x9 puzzle",
        ),
        (
            format!("# box 3x3\n{{\"puzzle\":\"{}\"}}\n", dots(16)),
            "line 2: 16 symbols, but the '# box 3x3' on line 1",
        ),
    ];
    for (text, want) in cases {
        let got = parse_text(&text, None).unwrap_err().to_string();
        assert!(
            got.starts_with(want),
            "{text:?}: got {got:?}, want {want:?}"
        );
    }
    // A box that fits the puzzle below holds for later ones of its size;
    // other sizes below those take their conventional box, and a comment
    // that names no box is a comment.
    let text = format!(
        "# box 2x3\n{}\n{}\n{}\n# box of ten\n{}\n",
        dots(36),
        dots(81),
        dots(36),
        dots(16)
    );
    let read = parse_text(&text, None).unwrap();
    let shapes: Vec<String> = read.iter().map(|p| p.grid.shape().to_string()).collect();
    assert_eq!(shapes, ["2x3", "3x3", "2x3", "2x2"]);
    // Right below `# box 4x4`, a row of 16 symbols starts a 16x16 grid.
    let grid16 = format!("# box 4x4\n{}", format!("{}\n", dots(16)).repeat(16));
    let read = parse_text(&grid16, None).unwrap();
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].grid.shape().to_string(), "4x4");
    // No line is longer than the bound.
    let e = parse_text(&"1".repeat(format::MAX_LINE_BYTES + 1), None)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("line 1: the line is longer than 64 KiB"),
        "{e}"
    );
    let e = parse_text(&".".repeat(80), Some(Shape::classic()))
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "line 1: found 80 symbols; a 9x9 puzzle (box 3x3) has 81 in line format, or 9 a row in grid format"
    );
}
