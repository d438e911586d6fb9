"""Opens the zero of Atkinson Hyperlegible: its slashed zero (two counters on
either side of the slash) becomes a plain oval zero (one counter), so that
10 to 25 in the cells of large grids read as numbers, not as 1Ø and 2Ø.

The one counter is the outer contour mapped into the box the two counters
filled, reversed: the same oval, strokes as thick as before. The glyphs'
hinting instructions, which name the old points, are dropped. Run once by
hand (pip install fonttools), from this folder:

    python3 open_zero.py AtkinsonHyperlegible-Regular.ttf AtkinsonHyperlegible-Bold.ttf

The fonts are under the SIL Open Font License 1.1, which declares no
Reserved Font Name for them; see README.md.
"""

import sys

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates


def open_zero(font, name):
    glyf = font["glyf"]
    glyph = glyf[name]
    coords, ends, flags = glyph.getCoordinates(glyf)
    if len(ends) != 3:
        raise SystemExit(f"{name}: expected 3 contours (outer and two counters), got {len(ends)}")
    outer = list(coords[: ends[0] + 1])
    outer_flags = list(flags[: ends[0] + 1])
    inner_pts = list(coords[ends[0] + 1 :])
    ox0, ox1 = min(p[0] for p in outer), max(p[0] for p in outer)
    oy0, oy1 = min(p[1] for p in outer), max(p[1] for p in outer)
    ix0, ix1 = min(p[0] for p in inner_pts), max(p[0] for p in inner_pts)
    iy0, iy1 = min(p[1] for p in inner_pts), max(p[1] for p in inner_pts)

    def mapped(p):
        x = ix0 + (p[0] - ox0) * (ix1 - ix0) / (ox1 - ox0)
        y = iy0 + (p[1] - oy0) * (iy1 - iy0) / (oy1 - oy0)
        return (round(x), round(y))

    counter = [mapped(p) for p in reversed(outer)]
    counter_flags = list(reversed(outer_flags))
    glyph.coordinates = GlyphCoordinates(outer + counter)
    glyph.endPtsOfContours = [len(outer) - 1, len(outer) + len(counter) - 1]
    glyph.flags = bytearray(outer_flags + counter_flags)
    glyph.numberOfContours = 2
    # Hinting instructions name the old points.
    if hasattr(glyph, "program"):
        from fontTools.ttLib.tables import ttProgram

        glyph.program = ttProgram.Program()
        glyph.program.fromBytecode(b"")
    glyph.recalcBounds(glyf)


for path in sys.argv[1:]:
    font = TTFont(path)
    # The tabular zero (zero.tf) is made of this one and follows it.
    open_zero(font, "zero")
    font.save(path)
    print(f"opened the zero of {path}")
