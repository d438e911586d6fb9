//! Captions over the grids, and the level marks after them.

use super::*;

/// The caption of puzzle `number` of `layout`: `#12 · 6x6 · easy`, a
/// variant's kind after the size (`9x9 killer`), the box named when it is
/// not the usual one for the size (a jigsaw's regions show on its grid),
/// then `extra` (a score, an id).
///
/// ```
/// use sudoku_press::{Shape, sheet::caption, lang::Lang, logic::Level};
/// use sudoku_press::layout::Layout;
///
/// let tall = &Layout::classic(Shape::new(2, 3).unwrap());
/// assert_eq!(caption(3, tall, Level::Easy, None, Lang::En), "#3 · 6x6 (2x3 boxes) · easy");
/// assert_eq!(
///     caption(12, &Layout::classic(Shape::classic()), Level::Hard, Some("2.8".into()), Lang::En),
///     "#12 · 9x9 · hard · 2.8"
/// );
/// assert_eq!(caption(3, tall, Level::Easy, None, Lang::De), "#3 · 6x6 (2x3-Blöcke) · leicht");
/// // A Latin square's rows or columns are no boxes.
/// let latin = &Layout::classic(Shape::new(5, 1).unwrap());
/// assert_eq!(caption(1, latin, Level::Easy, None, Lang::En), "#1 · 5x5 · easy");
/// ```
pub fn caption(
    number: usize,
    layout: &Layout,
    level: Level,
    extra: Option<String>,
    lang: Lang,
) -> String {
    let shape = layout.shape();
    let n = shape.side();
    let mut text = format!("#{number} · {n}x{n}");
    // A variant's kind.
    let kind = lang.variant(layout.variant());
    if !kind.is_empty() {
        text.push_str(&format!(" {kind}"));
    }
    // A jigsaw's regions show on its grid; a Latin square (a futoshiki's,
    // a 5x1's) has no boxes.
    if !shape.is_conventional() && !layout.variant().sized_by_side() && !layout.is_latin_square() {
        let boxes = fill(lang.words().boxes, &[("{box}", &shape.to_string())]);
        text.push_str(&format!(" ({boxes})"));
    }
    text.push_str(&format!(" · {}", lang.level(level)));
    if let Some(extra) = extra {
        text.push_str(" · ");
        text.push_str(&extra);
    }
    text
}

/// The level marks that show `level` after a caption
/// ([`SheetPuzzle::stars`]): one for beginner, two for easy, three for
/// medium, four for hard, and on to six for master; none for `beyond`,
/// which the ladder cannot finish. They print as rising bars, like a
/// signal meter, which no set of symbols uses.
pub fn level_stars(level: Level) -> u8 {
    match Level::ALL.iter().position(|&l| l == level) {
        Some(k) if level != Level::Beyond => k as u8 + 1,
        _ => 0,
    }
}

/// The level marks' geometry, in caption sizes: the tallest bar's height
/// (about a capital's), a bar's width, bar to bar, the space before the
/// first, and the shortest bar's share of the tallest.
pub(crate) const MARK_HEIGHT: f32 = 0.72;
pub(crate) const MARK_WIDTH: f32 = 0.2;
pub(crate) const MARK_PITCH: f32 = 0.32;
pub(crate) const MARK_GAP: f32 = 0.45;
pub(crate) const MARK_LOW: f32 = 0.3;
/// The bars for the highest level: the tallest is this one's.
pub(crate) const MARK_LEVELS: u8 = 6;

/// The width, mm, that `count` level marks after a caption of `size` pt
/// take, with the space before them.
pub(crate) fn marks_width(size: f32, count: u8) -> f32 {
    if count == 0 {
        return 0.0;
    }
    let em = size * MM_PER_PT;
    em * (MARK_GAP + MARK_PITCH * f32::from(count - 1) + MARK_WIDTH)
}

/// Draws `count` level marks after `x` on the baseline `y`, for a caption
/// of `size` pt: bars rising from short to tall, standing on the baseline.
pub(crate) fn level_marks(items: &mut Vec<Item>, count: u8, x: f32, y: f32, size: f32) {
    let em = size * MM_PER_PT;
    for k in 0..count {
        let x0 = x + em * (MARK_GAP + MARK_PITCH * f32::from(k));
        let x1 = x0 + em * MARK_WIDTH;
        let rise = f32::from(k + 1) / f32::from(MARK_LEVELS.max(count));
        let top = y + em * MARK_HEIGHT * (MARK_LOW + (1.0 - MARK_LOW) * rise);
        items.push(Item::Fill {
            points: vec![
                (Point::new(x0, y), false),
                (Point::new(x1, y), false),
                (Point::new(x1, top), false),
                (Point::new(x0, top), false),
            ],
            paint: Paint::Grey(0.0),
        });
    }
}
