#!/usr/bin/env bash
# Remakes the pictures in docs/ from the release binary (needs poppler-utils).
set -euo pipefail
cd "$(dirname "$0")"
bin=../target/release/sudoku-press
# The same pictures whatever the machine's paper and language.
export PAPERSIZE=a4 LC_ALL=C
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" generate --seed 1 -o "$tmp/default.pdf"
"$bin" generate --box 2x3 --difficulty easy --seed 2 --name-line -o "$tmp/tall.pdf"
"$bin" generate --size 6 --difficulty beginner --symbols shapes --color --stars --seed 2 \
    --name-line --title "Shape Sudoku" -o "$tmp/shapes.pdf"
"$bin" generate --mix 2x2:beginner:2,2x2:easy:2,2x2:medium:2,2x2:hard:2 --page letter --stars \
    --name-line --title "Sudoku for Sam" --seed 11 -o "$tmp/progression.pdf"
"$bin" generate --size 16 --difficulty medium --seed 3 -o "$tmp/sixteen.pdf"
"$bin" generate --page letter --landscape --per-page 8 --count 8 --seed 5 -o "$tmp/landscape.pdf"
# One puzzle on Letter paper: it fills the page, and so does its key's page.
"$bin" generate --count 1 --page letter --difficulty hard --stars --seed 6 -o "$tmp/one.pdf"
# Large print: two 9x9 puzzles a page, the key's cells 6 mm or more.
"$bin" generate --large-print --count 2 --difficulty easy --seed 8 --name-line -o "$tmp/large.pdf"
# A Korean 4x4 sheet for children, in a Korean font of the system (fonts-nanum).
"$bin" -q generate --size 4 --difficulty easy --lang ko --name-line --seed 4 -o "$tmp/korean.pdf"
# Variants: a 9x9 jigsaw sheet and its key, a 6x6 X sheet for children in
# shapes, a hyper 9x9 sheet.
"$bin" generate --variant jigsaw --seed 21 -o "$tmp/jigsaw.pdf"
"$bin" generate --variant jigsaw --tint --seed 21 -o "$tmp/tint.pdf"
"$bin" generate --variant x --size 6 --difficulty easy --symbols shapes --color --stars \
    --name-line --title "Diagonal Shapes" --seed 22 -o "$tmp/x6.pdf"
"$bin" generate --variant hyper --count 4 --seed 23 -o "$tmp/hyper.pdf"
# Killers: a 9x9 sheet and its key (no givens), a 4x4 sheet for children.
"$bin" generate --variant killer --seed 24 -o "$tmp/killer.pdf"
"$bin" generate --variant killer --size 4 --difficulty easy --stars --name-line \
    --title "Killer Sudoku" --seed 25 -o "$tmp/killer4.pdf"
# Samurai: a 9x9 one (a page) and its key, a 4x4 sheet for children.
"$bin" generate --variant samurai --count 2 --seed 26 -o "$tmp/samurai.pdf"
"$bin" generate --variant samurai --size 4 --difficulty easy --stars --name-line \
    --title "Tiny Samurai" --seed 27 -o "$tmp/samurai4.pdf"
# Marks between cells: a 9x9 sheet of each kind (two puzzles), a kropki
# key, 5x5 futoshiki and a 4x4 greater-than sheet for children.
for kind in greater kropki consecutive nonconsecutive odd-even thermo; do
    "$bin" generate --variant "$kind" --count 2 --seed 28 -o "$tmp/$kind.pdf"
    pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/$kind.pdf" "$kind-9x9"
done
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/kropki.pdf" kropki-9x9-key
"$bin" generate --variant futoshiki --size 5 --difficulty easy --count 4 --seed 29 -o "$tmp/futoshiki.pdf"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/futoshiki.pdf" futoshiki-5x5
"$bin" generate --variant greater --size 4 --difficulty beginner --stars --name-line \
    --title "Bigger or Smaller?" --seed 30 -o "$tmp/greater4.pdf"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/greater4.pdf" greater-4x4
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/samurai.pdf" samurai-9x9
pdftoppm -png -r 60 -f 3 -l 3 -singlefile "$tmp/samurai.pdf" samurai-9x9-key
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/samurai4.pdf" samurai-4x4
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/killer.pdf" killer-9x9
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/killer.pdf" killer-9x9-key
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/killer4.pdf" killer-4x4
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/jigsaw.pdf" jigsaw-9x9
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/jigsaw.pdf" jigsaw-9x9-key
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/tint.pdf" jigsaw-9x9-tint
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/x6.pdf" x-6x6-shapes
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/hyper.pdf" hyper-9x9
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/default.pdf" sheet-9x9
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/default.pdf" answers-9x9
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/tall.pdf" sheet-6x6-2x3
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/shapes.pdf" shapes-6x6
# The same sheet as a greyscale printer prints it.
pdftoppm -png -gray -r 60 -f 1 -l 1 -singlefile "$tmp/shapes.pdf" shapes-6x6-grey
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/progression.pdf" progression-4x4
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/progression.pdf" progression-4x4-key
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/sixteen.pdf" sheet-16x16
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/landscape.pdf" letter-landscape-8
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/one.pdf" letter-one-puzzle
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/large.pdf" large-print
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/large.pdf" large-print-key
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/korean.pdf" korean-4x4
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$tmp/korean.pdf" korean-4x4-key
# Two-page spreads of the 6x9 example book (ImageMagick's convert joins the
# pages): facing puzzle pages, the gutter between them; then solutions.
"$bin" -q book ../examples/six-by-nine.toml -o "$tmp/book.pdf"
pdftoppm -png -r 60 -f 20 -l 21 "$tmp/book.pdf" "$tmp/spread"
pdftoppm -png -r 60 -f 66 -l 67 "$tmp/book.pdf" "$tmp/spread"
convert "$tmp/spread-20.png" "$tmp/spread-21.png" -bordercolor grey60 -border 1 +append \
    book-6x9-puzzles.png
convert "$tmp/spread-66.png" "$tmp/spread-67.png" -bordercolor grey60 -border 1 +append \
    book-6x9-solutions.png
# The example book's full-wrap cover: back, spine, front.
"$bin" -q cover ../examples/six-by-nine.toml -o "$tmp/cover.pdf"
pdftoppm -png -r 30 -singlefile "$tmp/cover.pdf" book-6x9-cover
# Spreads of the variety book: its how-to-play pages, jigsaw puzzles, killers.
"$bin" -q book ../examples/variety.toml -o "$tmp/variety.pdf"
pdftoppm -png -r 60 -f 4 -l 5 "$tmp/variety.pdf" "$tmp/variety"
pdftoppm -png -r 60 -f 18 -l 19 "$tmp/variety.pdf" "$tmp/variety"
convert "$tmp/variety-04.png" "$tmp/variety-05.png" -bordercolor grey60 -border 1 +append \
    book-variety-how-to-play.png
convert "$tmp/variety-18.png" "$tmp/variety-19.png" -bordercolor grey60 -border 1 +append \
    book-variety-jigsaw.png
pdftoppm -png -r 60 -f 30 -l 31 "$tmp/variety.pdf" "$tmp/variety"
convert "$tmp/variety-30.png" "$tmp/variety-31.png" -bordercolor grey60 -border 1 +append \
    book-variety-killer.png
# Spreads of the book of marks between cells: how to play, kropki and
# consecutive puzzles.
"$bin" -q book ../examples/between-cells.toml -o "$tmp/between.pdf"
pdftoppm -png -r 60 -f 4 -l 5 "$tmp/between.pdf" "$tmp/between"
pdftoppm -png -r 60 -f 12 -l 13 "$tmp/between.pdf" "$tmp/between"
convert "$tmp/between-04.png" "$tmp/between-05.png" -bordercolor grey60 -border 1 +append \
    book-between-cells-how-to-play.png
convert "$tmp/between-12.png" "$tmp/between-13.png" -bordercolor grey60 -border 1 +append \
    book-between-cells-kropki.png
