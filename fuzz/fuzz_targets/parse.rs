//! Fuzzes the text parser: `cargo fuzz run parse` (needs a nightly toolchain).
//! Any input must give puzzles or an error naming a line, never a panic, and
//! every puzzle read must write back to text that reads as the same puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_press::format::parse_text;
use sudoku_press::Shape;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The first byte picks a given shape (or none) to exercise both paths.
    let shape = data.first().and_then(|&b| {
        let w = usize::from(b & 7);
        let h = usize::from((b >> 3) & 7);
        Shape::new(w, h).ok()
    });
    if let Ok(puzzles) = parse_text(&text, shape) {
        for p in puzzles {
            let back = parse_text(&p.grid.to_line(), Some(p.grid.shape())).expect("own output parses");
            assert_eq!(back[0].grid, p.grid);
            let back = parse_text(&p.grid.to_grid_text(), Some(p.grid.shape())).expect("own output parses");
            assert_eq!(back[0].grid, p.grid);
        }
    }
});
