//! The shape symbols: names, colours and outlines.

use super::*;

/// Names of the shape symbols, 1 to 9, as the legend draws them.
///
/// ```
/// use sudoku_press::sheet::SHAPE_NAMES;
///
/// assert_eq!(SHAPE_NAMES[0], "circle");
/// assert_eq!(SHAPE_NAMES[4], "star");
/// ```
pub const SHAPE_NAMES: [&str; 9] = [
    "circle", "square", "triangle", "diamond", "star", "heart", "cross", "hexagon", "house",
];

/// The colours of the shape symbols, 1 to 9, with
/// [`SheetOptions::colour`]: red circle, blue square, green triangle,
/// purple diamond, gold star, pink heart, orange cross, teal hexagon and
/// brown house (the first four, on a 4x4, and six, on a 6x6, far apart in
/// hue). The shape tells symbols apart and the colour helps; so that
/// a greyscale printer still prints every shape solid, each is a middle
/// grey there (0.35 to 0.59, [`Paint::grey_level`]), darker than any
/// answer on a key ([`Paint::key_tint`]).
pub const SHAPE_COLOURS: [[f32; 3]; 9] = [
    [0.84, 0.15, 0.16],
    [0.13, 0.37, 0.80],
    [0.10, 0.55, 0.20],
    [0.50, 0.25, 0.75],
    [0.80, 0.60, 0.00],
    [0.90, 0.25, 0.55],
    [0.95, 0.42, 0.00],
    [0.00, 0.55, 0.60],
    [0.55, 0.30, 0.10],
];

/// The paint of shape symbol `v` (1 to 9): black, or its colour.
pub(crate) fn shape_paint(v: u8, colour: bool) -> Paint {
    match SHAPE_COLOURS.get(usize::from(v).wrapping_sub(1)) {
        Some(&rgb) if colour => Paint::Rgb(rgb),
        _ => Paint::Grey(0.0),
    }
}

/// Symbol `v` (1 to 9) as a filled shape of about `size` mm centred on
/// (cx, cy).
pub(crate) fn shape_symbol(
    items: &mut Vec<Item>,
    v: u8,
    cx: f32,
    cy: f32,
    size: f32,
    paint: Paint,
) {
    let r = size / 2.0;
    let at = |px: f32, py: f32| Point::new(cx + px * r, cy + py * r);
    let poly = |pts: &[(f32, f32)]| -> Vec<(Point, bool)> {
        pts.iter().map(|&(px, py)| (at(px, py), false)).collect()
    };
    let regular = |k: usize, rot: f32, rad: f32| -> Vec<(f32, f32)> {
        (0..k)
            .map(|i| {
                let a = rot + i as f32 * std::f32::consts::TAU / k as f32;
                (rad * a.cos(), rad * a.sin())
            })
            .collect()
    };
    use std::f32::consts::FRAC_PI_2;
    let points = match v {
        1 => {
            // Circle: four Bézier quarter arcs.
            let k = 0.552_284_8 * 0.95;
            let q = 0.95;
            let pts = [
                (q, 0.0, false),
                (q, k, true),
                (k, q, true),
                (0.0, q, false),
                (-k, q, true),
                (-q, k, true),
                (-q, 0.0, false),
                (-q, -k, true),
                (-k, -q, true),
                (0.0, -q, false),
                (k, -q, true),
                (q, -k, true),
                (q, 0.0, false),
            ];
            pts.iter().map(|&(px, py, b)| (at(px, py), b)).collect()
        }
        2 => poly(&[(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]),
        3 => poly(&[(-0.95, -0.75), (0.95, -0.75), (0.0, 0.9)]),
        4 => poly(&[(0.0, -1.0), (0.8, 0.0), (0.0, 1.0), (-0.8, 0.0)]),
        5 => {
            let outer = regular(5, FRAC_PI_2, 1.0);
            let inner = regular(5, FRAC_PI_2 + std::f32::consts::PI / 5.0, 0.42);
            let pts: Vec<(f32, f32)> = (0..5).flat_map(|i| [outer[i], inner[i]]).collect();
            let mut p = poly(&pts);
            for q in &mut p {
                q.0.y -= 0.08 * r;
            }
            p
        }
        6 => {
            // Heart: two lobes and a point, in Bézier curves.
            let pts = [
                (0.0, -0.9, false),
                (-0.5, -0.45, true),
                (-1.0, -0.05, true),
                (-0.95, 0.4, false),
                (-0.88, 0.95, true),
                (-0.15, 1.0, true),
                (0.0, 0.5, false),
                (0.15, 1.0, true),
                (0.88, 0.95, true),
                (0.95, 0.4, false),
                (1.0, -0.05, true),
                (0.5, -0.45, true),
                (0.0, -0.9, false),
            ];
            pts.iter().map(|&(px, py, b)| (at(px, py), b)).collect()
        }
        7 => {
            let a = 0.3;
            poly(&[
                (-a, -0.9),
                (a, -0.9),
                (a, -a),
                (0.9, -a),
                (0.9, a),
                (a, a),
                (a, 0.9),
                (-a, 0.9),
                (-a, a),
                (-0.9, a),
                (-0.9, -a),
                (-a, -a),
            ])
        }
        8 => poly(&regular(6, 0.0, 0.95)),
        _ => poly(&[
            (-0.75, -0.85),
            (0.75, -0.85),
            (0.75, 0.15),
            (0.0, 0.9),
            (-0.75, 0.15),
        ]),
    };
    items.push(Item::Fill { points, paint });
}
