#!/bin/sh
# The browser edition's fonts for Korean, Japanese and Chinese sheets:
# Noto Sans CJK (SIL Open Font License 1.1, LICENSE-NotoSansCJK.txt),
# regular and bold, each language's own face (JP, KR, SC), cut down to the
# characters the sheets' table of languages prints (src/lang.rs) and
# printable ASCII. Made with fontTools' pyftsubset from Debian's
# fonts-noto-cjk; run again (from the project's root) when src/lang.rs
# gains characters: the test the_sites_cjk_fonts_draw_every_word_a_sheet_prints
# says when.
set -eu
noto=/usr/share/fonts/opentype/noto
text=$(mktemp)
{ printf ' !"#$%%&'"'"'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'; cat src/lang.rs; } > "$text"
for face in "ja 0" "ko 1" "zh 2"; do
  set -- $face
  for weight in Regular Bold; do
    lower=$(echo "$weight" | tr 'A-Z' 'a-z')
    pyftsubset "$noto/NotoSansCJK-$weight.ttc" --font-number="$2" \
      --text-file="$text" --layout-features='' --no-hinting --desubroutinize \
      --name-IDs='*' --output-file="fonts/site/$1-$lower.otf"
  done
done
rm -f "$text"
