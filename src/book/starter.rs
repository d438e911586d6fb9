//! The starter book file `book --init` writes: every key, commented.

/// A commented book file to start from: three sections of 30 puzzles on
/// 6 x 9 in pages, every key the file may hold shown with its default.
pub const STARTER: &str = r#"# A puzzle book for sudoku-press: `sudoku-press book book.toml -o book.pdf`.
# Lines starting with # are comments; delete the # of a line to use it.

title = "Sudoku"
subtitle = "90 puzzles from easy to hard"
author = "Your Name"
# The seed makes the puzzles: the same file gives the same book. Without it
# each run picks one (printed on the page after the title).
seed = 1

# The page: a print-on-demand trim in inches (5x8, 5.5x8.5, 6x9, 7x10, 8x10,
# 8.25x11, 8.5x11), a4, a5, b5, letter, or WxH with mm, cm or in (152x229mm).
trim = "6x9"

# Pages are padded to an even count; 4 for a booklet or a printer that wants it.
# pad_to = 4

# How it is printed: "on-demand" (the default) checks the book as print-on-demand
# services do before writing it (24 to 828 pages, a trim they offer, no ink in
# the gutter); "home" skips the checks (a booklet is printed at home).
# printing = "home"

# The date the PDF files carry (else SOURCE_DATE_EPOCH's, else today's).
# date = 2026-11-29

# The whole book in large print: one or two puzzles a page, larger text.
# large_print = true

# The regions of the jigsaw sections tinted in light greys, no two that touch
# alike (tint = true on a section tints that section alone).
# tint = true

# The cover (`sudoku-press cover book.toml`, or cover = true to make it with the
# book as book-cover.pdf): the paper (white, cream or colour) and the binding
# (paperback or hardcover) size its spine; back is the text on its back;
# picture is a PNG or JPEG for the front (300 dpi at its printed size, else a
# puzzle of the book is there).
# cover = true
# paper = "white"
# binding = "paperback"
# back = "Ninety puzzles from easy to hard, each with exactly one solution."
# picture = "front.jpg"

# The language of the words the book prints (its headings, rules, captions and
# instructions): en (the default), cs, de, es, fr, it, ja, ko, nl, pl, pt,
# pt-BR, zh; [texts] below overrides any of them.
# lang = "de"

# A TrueType or OpenType font for every text (titles, captions, page numbers),
# for scripts the built-in font does not draw (Greek, Cyrillic, Korean, ...);
# the path is relative to this file. The symbols in the grids keep the
# built-in digits.
# font = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
# A bold face for the titles and headings (else they are set in `font`).
# font_bold = "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf"
# The digits (or letters) in the grids in that font too.
# font_symbols = true

[margins]
# In mm (12.7) or with a unit (0.5in, 12.7mm, 1.27cm). The inside margin (the
# gutter, by the binding) is by default the one print-on-demand services ask
# for the page count: 0.375in up to 150 pages, 0.5in to 300, 0.625in to 500,
# 0.75in to 700, 0.875in above. The others are 0.3in by default.
# inside = "0.5in"
# outside = "0.3in"
# top = "0.3in"
# bottom = "0.3in"

[texts]
# The words the book prints, so that it reads in its own language.
# contents = "Contents"
# how_to_play = "How to play"
# rules = "Fill every empty cell so that each row, each column and each box ..."
# example = "Example: {size}"
# solved = "Solved"
# puzzle = "Puzzle {number}"
# legend = "Draw each shape once in every row, column and box:"
# solutions = "Solutions"
# solution = "{number} · page {page}"
# imprint = "Puzzles made with sudoku-press {version}. ..."
# names = "The symbols are never added up: they are only names."
# notes = "Notes"
# copyright = "Copyright"
# introduction = "Introduction"
# more_books = "More books"

# Pages of your own text: kind = "copyright" (on the back of the title page),
# "introduction", "notes" (ruled), "more_books" or "text"; at = "front" or
# "back". Line breaks in a text are kept.
# [[page]]
# kind = "copyright"
# text = "© 2026 Your Name\nAll rights reserved."
# [[page]]
# kind = "introduction"
# text = "Welcome! Each puzzle has exactly one solution."

# One [[section]] for each part of the book, in order. A section has a box
# (box = "3x3") or a size (size = 9), a level (beginner, easy, medium, hard,
# expert, master), a count, and may have a title, puzzles per page, symbols
# (digits, letters, or shapes for grids up to 9x9), large_print = true, and
# notes = true for a page ruled for notes after it.
[[section]]
title = "Easy"
box = "3x3"
level = "easy"
count = 30
per_page = 2

[[section]]
title = "Medium"
box = "3x3"
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
