//! Drawing one grid: cell lines, box lines, border and symbols.

use super::*;

/// One grid: thin cell lines, box lines, the border, then the symbols as
/// `opts` prints them.
///
/// Strokes straddle their path, so thin lines are drawn first and skipped
/// where a box line falls, box lines run from border to border with butt
/// ends (the border covers them), and the border is one closed path with
/// miter joins: no gaps and no overshoot at any joint.
pub(crate) fn draw_grid(
    items: &mut Vec<Item>,
    p: &SheetPuzzle,
    key: bool,
    x: f32,
    y: f32,
    side: f32,
    opts: &SheetOptions,
) {
    let (symbols, colour) = (opts.symbols, opts.colour);
    let shape = p.shape;
    let n = shape.side();
    let cell = side / n as f32;
    let key_grey = Style::of(opts).key_grey;
    // Widths scale gently with the cell, within bounds.
    let thin = THIN_LINE.of(cell);
    let bold = BOX_LINE.of(cell);
    let border = BORDER_LINE.of(cell);
    let top = y + side;
    let (mut thin_lines, mut box_lines) = (Vec::new(), Vec::new());
    let line = |a: (f32, f32), b: (f32, f32), width: f32| Item::Stroke {
        points: vec![a, b],
        closed: false,
        width,
    };
    for i in 1..n {
        let at = i as f32 * cell;
        // Vertical line i is a box line when i is a multiple of the box
        // width; horizontal line i when a multiple of the box height.
        let v = (x + at, y);
        let v_end = (x + at, top);
        if shape.box_edge_left_of(i) {
            box_lines.push(line(v, v_end, bold));
        } else {
            thin_lines.push(line(v, v_end, thin));
        }
        let h = (x, top - at);
        let h_end = (x + side, top - at);
        if shape.box_edge_above(i) {
            box_lines.push(line(h, h_end, bold));
        } else {
            thin_lines.push(line(h, h_end, thin));
        }
    }
    // Thin lines first so that box lines cover them where they cross.
    items.extend(thin_lines);
    items.extend(box_lines);
    items.push(Item::Stroke {
        points: vec![(x, y), (x + side, y), (x + side, top), (x, top)],
        closed: true,
        width: border,
    });
    for r in 0..n {
        for c in 0..n {
            let i = r * n + c;
            let (v, clue) = if key {
                (p.solution[i], p.puzzle[i] != 0)
            } else {
                (p.puzzle[i], true)
            };
            if v == 0 {
                continue;
            }
            let cx = x + (c as f32 + 0.5) * cell;
            let cy = top - (r as f32 + 0.5) * cell;
            let grey = if clue { 0.0 } else { key_grey };
            match symbols {
                Symbols::Shapes if n <= 9 => {
                    let paint = shape_paint(v, colour);
                    let paint = if clue {
                        paint
                    } else {
                        paint.key_tint(key_grey)
                    };
                    shape_symbol(items, v, cx, cy, cell * SHAPE_SYMBOL, paint)
                }
                _ => {
                    let text = symbol_text(v, symbols);
                    // Two-character symbols get a smaller size to fit, and
                    // the one-digit numbers of their grid the same size.
                    let scale = match (n, symbols) {
                        (..=9, _) => SYMBOL,
                        (_, Symbols::Digits) => SYMBOL_TWO_DIGITS,
                        _ => SYMBOL_LETTERS,
                    };
                    items.push(Item::Text(Text {
                        x: cx,
                        y: cy,
                        size: cell * scale / MM_PER_PT,
                        text,
                        font: match opts.font_symbols {
                            true => opts.text_font(clue),
                            false => Font::weight(clue),
                        },
                        grey,
                        align: Align::InkCentre,
                        max_width: Some(cell * SYMBOL_MAX_WIDTH),
                    }));
                }
            }
        }
    }
}

/// The printed form of symbol `v` (1-based).
pub fn symbol_text(v: u8, symbols: Symbols) -> String {
    match symbols {
        Symbols::Letters => ((b'A' + v - 1) as char).to_string(),
        _ => v.to_string(),
    }
}
