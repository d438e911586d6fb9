//! Captions over the grids, and the level as stars after them.

use super::*;

/// The caption of puzzle `number`: `#12 · 6x6 · easy`, the box named when
/// it is not the usual one for the size, then `extra` (a score, an id).
///
/// ```
/// use sudoku_press::{Shape, sheet::caption, lang::Lang, logic::Level};
///
/// let tall = Shape::new(2, 3).unwrap();
/// assert_eq!(caption(3, tall, Level::Easy, None, Lang::En), "#3 · 6x6 (2x3 boxes) · easy");
/// assert_eq!(
///     caption(12, Shape::classic(), Level::Hard, Some("2.8".into()), Lang::En),
///     "#12 · 9x9 · hard · 2.8"
/// );
/// assert_eq!(caption(3, tall, Level::Easy, None, Lang::De), "#3 · 6x6 (2x3-Blöcke) · leicht");
/// ```
pub fn caption(
    number: usize,
    shape: Shape,
    level: Level,
    extra: Option<String>,
    lang: Lang,
) -> String {
    let n = shape.side();
    let mut text = format!("#{number} · {n}x{n}");
    if !shape.is_conventional() {
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

/// The stars that show `level` after a caption ([`SheetPuzzle::stars`]):
/// one for beginner, two for easy, three for medium, four for hard, and on
/// to six for master; none for `beyond`, which the ladder cannot finish.
pub fn level_stars(level: Level) -> u8 {
    match Level::ALL.iter().position(|&l| l == level) {
        Some(k) if level != Level::Beyond => k as u8 + 1,
        _ => 0,
    }
}

/// The caption's stars: size in caption sizes (about its capitals), space
/// before the first and centre to centre, in star sizes, and their centres'
/// height over the baseline, in star sizes.
pub(crate) const STAR_SIZE: f32 = 0.8;
pub(crate) const STAR_GAP: f32 = 0.6;
pub(crate) const STAR_PITCH: f32 = 1.1;
pub(crate) const STAR_RISE: f32 = 0.42;
/// The shape symbol drawn as a caption's star.
pub(crate) const STAR: u8 = 5;
