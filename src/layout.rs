//! The layout of a puzzle's houses: its side N, the rows and columns, a
//! region for every cell (the rectangular boxes of a [`Shape`], or a
//! jigsaw's irregular [`Regions`]), and the extra houses of a variant: the
//! two main diagonals (X), the windows (hyper). Every house holds N cells
//! and every symbol once. [`crate::houses::Houses`] turns a layout into the
//! tables the algorithms ask.
//!
//! ```
//! use sudoku_press::layout::{Layout, Variant};
//! use sudoku_press::Shape;
//!
//! let x = Layout::new(Shape::classic(), Variant::X).unwrap();
//! assert_eq!(x.houses().len(), 27 + 2);
//! let hyper = Layout::new(Shape::classic(), Variant::HYPER).unwrap();
//! assert_eq!(hyper.extras().len(), 4);
//! assert!(Layout::new(Shape::new(3, 2).unwrap(), Variant::HYPER).is_err());
//! ```

use crate::cages::{Cages, MAX_KILLER_SIDE};
use crate::canvas::Canvas;
use crate::regions::Regions;
use crate::relations::{MAX_RELATIONS_SIDE, Marks, Relations};
use crate::shape::Shape;
use std::fmt;
use std::sync::{Arc, OnceLock};

pub use crate::variant::{Feature, Variant};

pub use crate::canvas::{EDGE_BOTTOM, EDGE_LEFT, EDGE_RIGHT, EDGE_TOP};

/// The boxes (width, height) of a samurai's grids: 4x4, 6x6 (either way)
/// and 9x9 grids. Their boxes tile the whole canvas, so that its holes are
/// whole boxes.
pub const SAMURAI_BOXES: [(usize, usize); 4] = [(2, 2), (3, 2), (2, 3), (3, 3)];

/// Why a shape or regions cannot take a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// Hyper windows need square boxes of side 2 or more.
    HyperNeedsSquareBoxes {
        /// The shape asked for.
        shape: Shape,
    },
    /// Marks between cells on a grid bigger than they can be here.
    RelationsSide {
        /// The side asked for.
        side: usize,
    },
    /// A killer bigger than a killer can be here.
    KillerSide {
        /// The side asked for.
        side: usize,
    },
    /// Cages given to a variant without them, or cages of another side.
    Cages {
        /// The variant.
        variant: Variant,
        /// The cages' side.
        side: usize,
    },
    /// A Latin square's variant (Futoshiki) asked of boxes, or of a side
    /// its marks do not take.
    LatinSquare {
        /// The shape asked for.
        shape: Shape,
    },
    /// A samurai of other grids than 4x4, 6x6 and 9x9.
    SamuraiShape {
        /// The shape asked for.
        shape: Shape,
    },
    /// A jigsaw variant asked of rectangular boxes, or a rectangular one of
    /// irregular regions.
    Regions {
        /// The variant asked for.
        variant: Variant,
    },
    /// Relations between cells given to a layout that cannot take them (a
    /// killer's, a samurai's), or relations of another side.
    Relations {
        /// The variant.
        variant: Variant,
        /// The relations' side.
        side: usize,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::HyperNeedsSquareBoxes { shape } => write!(
                f,
                "hyper windows need square boxes (4x4 with 2x2 boxes, 9x9, 16x16, 25x25), not {shape} boxes"
            ),
            LayoutError::LatinSquare { shape } => write!(
                f,
                "a futoshiki is a Latin square of side 4 to {MAX_RELATIONS_SIDE} (rows and \
                 columns, no boxes: --size N), not {shape} boxes"
            ),
            LayoutError::SamuraiShape { shape } => write!(
                f,
                "a samurai's grids are 4x4 (2x2 boxes), 6x6 (3x2 or 2x3 boxes) or 9x9 \
                 (3x3 boxes), not {shape} boxes"
            ),
            LayoutError::RelationsSide { side } => write!(
                f,
                "marks between cells need a side of {MAX_RELATIONS_SIDE} at most (symbols that \
                 are numbers), not {side}"
            ),
            LayoutError::KillerSide { side } => write!(
                f,
                "a killer has a side of {MAX_KILLER_SIDE} at most (its sums need symbols that \
                 are numbers), not {side}"
            ),
            LayoutError::Cages { variant, side } if variant.has_cages() => {
                write!(
                    f,
                    "cages of a {side}x{side} grid do not fit this {variant} puzzle"
                )
            }
            LayoutError::Cages { variant, .. } => write!(f, "{variant} puzzles have no cages"),
            LayoutError::Regions { variant } if variant.is_jigsaw() => {
                write!(f, "a {variant} puzzle has irregular regions, not boxes")
            }
            LayoutError::Regions { variant } => {
                write!(f, "a {variant} puzzle has boxes, not irregular regions")
            }
            LayoutError::Relations { variant, side } => write!(
                f,
                "relations between the cells of a {side}x{side} grid do not fit this {variant} \
                 puzzle (they go on one grid, not a killer's)"
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

/// The kinds of houses, as people name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box.
    Box,
    /// A jigsaw's region.
    Region,
    /// A hyper's window.
    Window,
    /// An X's diagonal, top left to bottom right.
    MainDiagonal,
    /// An X's other diagonal.
    AntiDiagonal,
}

impl HouseKind {
    /// Whether its cells make an area (a box, a region, a window), not a
    /// line (a row, a column, a diagonal): a symbol's last place in an
    /// area is the easier single to see.
    pub fn is_area(self) -> bool {
        matches!(self, HouseKind::Box | HouseKind::Region | HouseKind::Window)
    }
}

/// What a house is to a reader: its kind, its grid (0 but in a samurai),
/// and its number among the houses of its kind in that grid, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HouseLabel {
    /// Row, column, box...
    pub kind: HouseKind,
    /// The grid it belongs to ([`Canvas::grids`]).
    pub grid: usize,
    /// Its number among its kind in its grid, from 1.
    pub number: usize,
}

/// Every house of a layout in one order: the rows (grid by grid), the
/// columns, the regions, then the extra houses; each with its cells in
/// order and its label.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct HouseTable {
    cells: Vec<Vec<usize>>,
    labels: Vec<HouseLabel>,
    rows: usize,
    columns: usize,
    regions: usize,
}

/// How many houses a layout has of each part of its order: rows, columns,
/// regions, extras ([`Layout::houses`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseCounts {
    /// Rows, of every grid.
    pub rows: usize,
    /// Columns, of every grid.
    pub columns: usize,
    /// Boxes or a jigsaw's regions (a box two grids share counted once).
    pub regions: usize,
    /// Diagonals, windows.
    pub extras: usize,
}

/// A puzzle's houses: side, regions, extras.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    variant: Variant,
    /// The boxes, when the regions are a shape's rectangular boxes.
    boxes: Option<Shape>,
    /// The regions of each grid (boxes or a jigsaw's).
    regions: Regions,
    /// The extra houses, each N cells in order.
    extras: Vec<Vec<usize>>,
    /// A killer's cages, once it has them.
    cages: Option<Cages>,
    /// Relations between cells and cells' properties, when it has them.
    relations: Option<Relations>,
    /// Where the cells lie.
    canvas: Canvas,
    /// Every house, worked out once from the above.
    table: HouseTable,
}

impl Layout {
    /// The classic layout of `shape`'s boxes.
    pub fn classic(shape: Shape) -> Layout {
        Layout::build(
            Variant::CLASSIC,
            Some(shape),
            Regions::boxes(shape),
            Vec::new(),
            Canvas::square(shape.side()),
        )
    }

    /// The samurai of `shape`'s grids: five grids, one in the middle whose
    /// corner boxes are the inner corner boxes of four others; grids of
    /// [`SAMURAI_BOXES`].
    pub fn samurai(shape: Shape) -> Result<Layout, LayoutError> {
        let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
        if !SAMURAI_BOXES.contains(&(w, h)) {
            return Err(LayoutError::SamuraiShape { shape });
        }
        let (down, across) = (n - h, n - w);
        let corners = [
            (0, 0),
            (0, 2 * across),
            (down, across),
            (2 * down, 0),
            (2 * down, 2 * across),
        ];
        Ok(Layout::build(
            Variant::SAMURAI,
            Some(shape),
            Regions::boxes(shape),
            Vec::new(),
            Canvas::of_grids(n, &corners),
        ))
    }

    /// A layout with its house table worked out.
    fn build(
        variant: Variant,
        boxes: Option<Shape>,
        regions: Regions,
        extras: Vec<(HouseKind, Vec<usize>)>,
        canvas: Canvas,
    ) -> Layout {
        let table = HouseTable::new(boxes.is_some(), &regions, &extras, &canvas);
        let extras = extras.into_iter().map(|(_, cells)| cells).collect();
        Layout {
            variant,
            boxes,
            regions,
            extras,
            cages: None,
            relations: None,
            canvas,
            table,
        }
    }

    /// `variant` on `shape`'s boxes: classic, X, hyper, a samurai, a
    /// killer still without its cages ([`Layout::with_cages`]), or a
    /// variant of marks between cells still without them
    /// ([`Layout::with_relations`]; a futoshiki's shape a Latin square's).
    pub fn new(shape: Shape, variant: Variant) -> Result<Layout, LayoutError> {
        let n = shape.side();
        if variant.is_jigsaw() {
            return Err(LayoutError::Regions { variant });
        }
        if variant.has(Feature::Samurai) {
            return Layout::samurai(shape);
        }
        if variant.has_cages() && n > MAX_KILLER_SIDE {
            return Err(LayoutError::KillerSide { side: n });
        }
        if variant.has_relations() && n > MAX_RELATIONS_SIDE {
            return Err(LayoutError::RelationsSide { side: n });
        }
        if variant.is_latin() && !shape.is_latin_square() {
            return Err(LayoutError::LatinSquare { shape });
        }
        let extras = extra_houses(variant, shape)?;
        let (regions, canvas) = (Regions::boxes(shape), Canvas::square(n));
        Ok(Layout::build(variant, Some(shape), regions, extras, canvas))
    }

    /// A jigsaw of `regions`, with the diagonals for `Variant::JIGSAW_X`
    /// (a `Variant::JIGSAW_KILLER` still without its cages).
    pub fn jigsaw(regions: Regions, variant: Variant) -> Result<Layout, LayoutError> {
        if !variant.is_jigsaw() {
            return Err(LayoutError::Regions { variant });
        }
        let n = regions.side();
        if variant.has_cages() && n > MAX_KILLER_SIDE {
            return Err(LayoutError::KillerSide { side: n });
        }
        if variant.has_relations() && n > MAX_RELATIONS_SIDE {
            return Err(LayoutError::RelationsSide { side: n });
        }
        let side = Shape::new(n, 1).expect("regions have a side of 4 to 25");
        let extras = extra_houses(variant, side)?;
        Ok(Layout::build(
            variant,
            None,
            regions,
            extras,
            Canvas::square(n),
        ))
    }

    /// This killer layout with `cages` (of its side).
    pub fn with_cages(mut self, cages: Cages) -> Result<Layout, LayoutError> {
        if !self.variant.has_cages() || cages.side() != self.side() {
            let (variant, side) = (self.variant, cages.side());
            return Err(LayoutError::Cages { variant, side });
        }
        self.cages = Some(cages);
        Ok(self)
    }

    /// A killer's cages, when it has them.
    pub fn cages(&self) -> Option<&Cages> {
        self.cages.as_ref()
    }

    /// This layout with `relations` between its cells (of its side): on
    /// one grid, no killer's. Its rules are then no classic's
    /// ([`Layout::is_classic`]).
    pub fn with_relations(mut self, relations: Relations) -> Result<Layout, LayoutError> {
        self.set_relations(relations)?;
        Ok(self)
    }

    /// This layout under the rules the marks of `variant` stand on before
    /// any is drawn ([`Marks::standing`]), as the variant's grids are
    /// filled; itself for a variant without marks.
    pub(crate) fn with_standing(self, variant: Variant) -> Result<Layout, LayoutError> {
        if !variant.has_relations() {
            return Ok(self);
        }
        let side = self.side();
        let standing = Relations::new(side, Marks::standing(variant))
            .map_err(|_| LayoutError::RelationsSide { side })?;
        self.with_relations(standing)
    }

    /// Its relations replaced by `relations`, as [`Layout::with_relations`]
    /// takes them (a carve trying marks keeps its house tables).
    pub(crate) fn set_relations(&mut self, relations: Relations) -> Result<(), LayoutError> {
        let side = relations.side();
        if side != self.side() || self.variant.has_cages() || !self.canvas.is_square() {
            let variant = self.variant;
            return Err(LayoutError::Relations { variant, side });
        }
        self.relations = Some(relations);
        Ok(())
    }

    /// Its relations between cells and cells' properties, when it has
    /// them.
    pub fn relations(&self) -> Option<&Relations> {
        self.relations.as_ref()
    }

    /// Whether its relations mark anything: a layout of marks drawn from
    /// a grid marks nothing until they are drawn, but the nonconsecutive
    /// rule holds before (a grid is filled under it).
    pub fn has_marks(&self) -> bool {
        self.relations
            .as_ref()
            .is_some_and(|r| !r.marks().is_empty())
    }

    /// The classic layout of `shape`, shared: one per shape for the life
    /// of the process, so that grids carry it for the cost of a count.
    pub fn shared_classic(shape: Shape) -> Arc<Layout> {
        static CLASSIC: [OnceLock<Arc<Layout>>; 25 * 25] = [const { OnceLock::new() }; 25 * 25];
        let slot = (shape.box_width() - 1) * 25 + shape.box_height() - 1;
        CLASSIC[slot]
            .get_or_init(|| Arc::new(Layout::classic(shape)))
            .clone()
    }

    /// The samurai of `shape`'s grids, shared like
    /// [`Layout::shared_classic`]; `None` for a shape no samurai has.
    pub fn shared_samurai(shape: Shape) -> Option<Arc<Layout>> {
        static SAMURAI: [OnceLock<Arc<Layout>>; SAMURAI_BOXES.len()] =
            [const { OnceLock::new() }; SAMURAI_BOXES.len()];
        let wh = (shape.box_width(), shape.box_height());
        let slot = SAMURAI_BOXES.iter().position(|&b| b == wh)?;
        let layout = SAMURAI[slot]
            .get_or_init(|| Arc::new(Layout::samurai(shape).expect("a samurai's box")));
        Some(layout.clone())
    }

    /// How many cells puzzles of `variant` on `shape` have: N x N, or a
    /// samurai's.
    pub fn cells_of(shape: Shape, variant: Variant) -> usize {
        Layout::new(shape, variant).map_or(shape.cells(), |l| l.cells())
    }

    /// The samurai whose canvas has `places` places (rows times columns),
    /// in [`SAMURAI_BOXES`]' order: 6x6 grids both ways have 168.
    pub fn samurai_of_places(places: usize) -> impl Iterator<Item = Arc<Layout>> {
        Layout::samurais().filter(move |l| l.canvas().rows() * l.canvas().cols() == places)
    }

    /// Every samurai, shared, in [`SAMURAI_BOXES`]' order.
    pub fn samurais() -> impl Iterator<Item = Arc<Layout>> {
        SAMURAI_BOXES.iter().filter_map(|&(w, h)| {
            Layout::shared_samurai(Shape::new(w, h).expect("a samurai's box"))
        })
    }

    /// The shape of its boxes; for irregular regions, the shape of its side
    /// with rows for boxes (`9x1`: only the side means anything there).
    pub fn shape(&self) -> Shape {
        self.boxes
            .unwrap_or_else(|| Shape::new(self.side(), 1).expect("regions have a side of 4 to 25"))
    }

    /// Whether it is a Latin square ([`Variant::is_latin_on`]).
    pub fn is_latin_square(&self) -> bool {
        self.variant.is_latin_on(self.shape())
    }

    /// What kind house `h` is, and its number from 1 among its kind.
    pub fn house_kind(&self, h: usize) -> (HouseKind, usize) {
        let label = self.table.labels[h];
        (label.kind, label.number)
    }

    /// What house `h` is to a reader: its kind, grid and number.
    pub fn house_label(&self, h: usize) -> HouseLabel {
        self.table.labels[h]
    }

    /// How many houses it has of each part of their order.
    pub fn house_counts(&self) -> HouseCounts {
        let t = &self.table;
        HouseCounts {
            rows: t.rows,
            columns: t.columns,
            regions: t.regions,
            extras: t.cells.len() - t.rows - t.columns - t.regions,
        }
    }

    /// Where its cells lie: one N x N grid, or a samurai's five.
    pub fn canvas(&self) -> &Canvas {
        &self.canvas
    }

    /// The sides of each cell that a region's border runs along, as bits
    /// ([`EDGE_TOP`], [`EDGE_RIGHT`], [`EDGE_BOTTOM`], [`EDGE_LEFT`]):
    /// where the place beyond holds a cell of another box or region, or no
    /// cell (a hole, or off the canvas). A Latin square's rows are no
    /// boxes: its edges are the frame's.
    pub fn region_edges(&self) -> Vec<u8> {
        match self.is_latin_square() {
            true => self.canvas.borders(&vec![0; self.cells()]),
            false => self.canvas.borders(&self.regions_by_cell()),
        }
    }

    /// Each cell's box or region, numbered in the order of the table's
    /// region houses (on one grid, the regions' own numbers; a cell of a
    /// samurai's shared box, the later grid's).
    pub fn regions_by_cell(&self) -> Vec<usize> {
        let t = &self.table;
        let mut of = vec![0; self.cells()];
        let first = t.rows + t.columns;
        for (h, house) in t.cells[first..first + t.regions].iter().enumerate() {
            for &c in house {
                of[c] = h;
            }
        }
        of
    }

    /// Its shape in records: the box `WxH`, or a jigsaw's side (`9`).
    pub fn shape_name(&self) -> String {
        match self.boxes {
            Some(shape) => shape.to_string(),
            None => self.side().to_string(),
        }
    }

    /// What a header comment of the text formats names: `x`, `hyper`,
    /// `jigsaw AAAB...` (the regions' letters, row by row), `killer 15=0,1
    /// ...` (the cages, [`Cages::to_text`]).
    pub fn label(&self) -> String {
        let mut label = self.variant.to_string();
        if self.variant.is_jigsaw() {
            label = format!("{label} {}", self.regions.letters());
        }
        if let Some(cages) = &self.cages {
            label = format!("{label} {}", cages.to_text());
        }
        if let Some(marks) = self.relations.as_ref().map(|r| r.marks().to_text())
            && !marks.is_empty()
        {
            label = format!("{label} {marks}");
        }
        label
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side, N.
    pub fn side(&self) -> usize {
        self.regions.side()
    }

    /// How many cells it has: N x N, or a samurai's five grids' less the
    /// boxes they share.
    pub fn cells(&self) -> usize {
        self.canvas.cells()
    }

    /// The boxes, when the regions are a shape's rectangular boxes.
    pub fn boxes(&self) -> Option<Shape> {
        self.boxes
    }

    /// Whether it is the classic puzzle of its boxes: no extra houses, no
    /// irregular regions, no relations between cells (what the classic's
    /// fast paths need).
    pub fn is_classic(&self) -> bool {
        self.variant == Variant::CLASSIC && self.relations.is_none()
    }

    /// The regions (boxes or a jigsaw's).
    pub fn regions(&self) -> &Regions {
        &self.regions
    }

    /// The extra houses (diagonals, windows), each N cells in order.
    pub fn extras(&self) -> &[Vec<usize>] {
        &self.extras
    }

    /// Every house, N cells each in order: the rows, the columns, the
    /// regions (in the order of their first cell), then the extras. In a
    /// samurai, the rows of each grid in turn, then the columns of each,
    /// then the boxes of each (a box two grids share once, in the place of
    /// the first).
    pub fn houses(&self) -> &[Vec<usize>] {
        &self.table.cells
    }
}

impl HouseTable {
    /// The table of a canvas's grids with `regions` (rectangular boxes when
    /// `boxed`, else irregular) and the `extras` of one grid.
    fn new(
        boxed: bool,
        regions: &Regions,
        extras: &[(HouseKind, Vec<usize>)],
        canvas: &Canvas,
    ) -> Self {
        let n = canvas.side();
        let grids = canvas.grids().len();
        let mut cells: Vec<Vec<usize>> = Vec::new();
        let mut labels = Vec::new();
        let mut add = |kind, grid, number, house: Vec<usize>| {
            cells.push(house);
            labels.push(HouseLabel { kind, grid, number });
        };
        for g in 0..grids {
            for r in 0..n {
                let row = (0..n).map(|c| canvas.grid_cell(g, r, c)).collect();
                add(HouseKind::Row, g, r + 1, row);
            }
        }
        for g in 0..grids {
            for c in 0..n {
                let column = (0..n).map(|r| canvas.grid_cell(g, r, c)).collect();
                add(HouseKind::Column, g, c + 1, column);
            }
        }
        let region_kind = match boxed {
            true => HouseKind::Box,
            false => HouseKind::Region,
        };
        let mut seen = std::collections::HashSet::new();
        let mut region_count = 0;
        for g in 0..grids {
            for k in 0..n {
                let region: Vec<usize> = regions
                    .cells_of(k)
                    .map(|c| canvas.grid_cell(g, c / n, c % n))
                    .collect();
                if seen.insert(region[0]) {
                    // A box one row tall or one column wide is that row
                    // or column (a Latin square's), and is named so.
                    let line = |r: usize, c: usize| {
                        let row = (0..n).map(move |i| r * n + i);
                        let column = (0..n).map(move |i| i * n + c);
                        (regions.cells_of(k).eq(row), regions.cells_of(k).eq(column))
                    };
                    let named = (0..n).find_map(|i| match boxed.then(|| line(i, i)) {
                        Some((true, _)) => Some((HouseKind::Row, i)),
                        Some((_, true)) => Some((HouseKind::Column, i)),
                        _ => None,
                    });
                    match named {
                        Some((kind, i)) => add(kind, g, i + 1, region),
                        None => add(region_kind, g, k + 1, region),
                    }
                    region_count += 1;
                }
            }
        }
        for (k, (kind, extra)) in extras.iter().enumerate() {
            let number = 1 + extras[..k].iter().filter(|(o, _)| o == kind).count();
            add(*kind, 0, number, extra.clone());
        }
        let (rows, columns) = (grids * n, grids * n);
        let regions = region_count;
        HouseTable {
            cells,
            labels,
            rows,
            columns,
            regions,
        }
    }
}

/// The extra houses of `variant`'s features on one grid of `shape`, with
/// their kinds: the lines (diagonals) before the areas (windows), the
/// order [`crate::houses::Houses::line_extras`] and its sibling rely on.
fn extra_houses(
    variant: Variant,
    shape: Shape,
) -> Result<Vec<(HouseKind, Vec<usize>)>, LayoutError> {
    let n = shape.side();
    let mut extras = Vec::new();
    if variant.has_diagonals() {
        extras.push((HouseKind::MainDiagonal, (0..n).map(|i| i * n + i).collect()));
        let anti = (0..n).map(|i| i * n + (n - 1 - i)).collect();
        extras.push((HouseKind::AntiDiagonal, anti));
    }
    if variant.has(Feature::Windows) {
        let b = shape.box_width();
        if b != shape.box_height() || b < 2 {
            return Err(LayoutError::HyperNeedsSquareBoxes { shape });
        }
        extras.extend(windows(b).into_iter().map(|w| (HouseKind::Window, w)));
    }
    Ok(extras)
}

/// The hyper windows on square boxes of side `b`: b x b squares whose top
/// left cells are one in from the boxes' corners, at rows and columns
/// 1, b + 2, 2b + 3, ... (b - 1 a way).
fn windows(b: usize) -> Vec<Vec<usize>> {
    let n = b * b;
    let starts: Vec<usize> = (0..b - 1).map(|i| 1 + i * (b + 1)).collect();
    let mut out = Vec::new();
    for &r0 in &starts {
        for &c0 in &starts {
            out.push((0..n).map(|k| (r0 + k / b) * n + c0 + k % b).collect());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng;
    use crate::shape::all_shapes;

    #[test]
    fn every_house_has_n_distinct_cells() {
        let mut layouts = Vec::new();
        for shape in all_shapes() {
            layouts.push(Layout::classic(shape));
            layouts.push(Layout::new(shape, Variant::X).unwrap());
            if let Ok(h) = Layout::new(shape, Variant::HYPER) {
                layouts.push(h);
            }
        }
        for side in 4..=16 {
            let regions = Regions::random(side, &mut rng::stream(side as u64, 3));
            layouts.push(Layout::jigsaw(regions.clone(), Variant::JIGSAW).unwrap());
            layouts.push(Layout::jigsaw(regions, Variant::JIGSAW_X).unwrap());
        }
        for layout in &layouts {
            let n = layout.side();
            for house in layout.houses() {
                let mut cells = house.clone();
                cells.sort_unstable();
                cells.dedup();
                assert_eq!(cells.len(), n, "{layout:?}");
                assert!(cells.iter().all(|&c| c < n * n));
            }
        }
    }

    #[test]
    fn a_samurai_has_five_grids_sharing_four_boxes() {
        for (w, h, rows, cols, cells) in [
            (3, 3, 21, 21, 369),
            (3, 2, 14, 12, 156),
            (2, 3, 12, 14, 156),
            (2, 2, 8, 8, 64),
        ] {
            let shape = Shape::new(w, h).unwrap();
            let s = Layout::samurai(shape).unwrap();
            let n = shape.side();
            let canvas = s.canvas();
            assert_eq!(
                (canvas.rows(), canvas.cols(), s.cells()),
                (rows, cols, cells)
            );
            let counts = s.house_counts();
            assert_eq!((counts.rows, counts.columns), (5 * n, 5 * n));
            assert_eq!((counts.regions, counts.extras), (5 * n - 4, 0));
            assert_eq!(s.houses().len(), 15 * n - 4);
            // Every grid's rows, columns and boxes are houses of N cells,
            // read off the canvas; a cell of two grids is in both's.
            let mut in_houses = vec![0; s.cells()];
            for (k, house) in s.houses().iter().enumerate() {
                let label = s.house_label(k);
                let (r0, c0) = canvas.grids()[label.grid];
                let places: Vec<(usize, usize)> = house.iter().map(|&c| canvas.place(c)).collect();
                let i = label.number - 1;
                let expected: Vec<(usize, usize)> = match label.kind {
                    HouseKind::Row => (0..n).map(|c| (r0 + i, c0 + c)).collect(),
                    HouseKind::Column => (0..n).map(|r| (r0 + r, c0 + i)).collect(),
                    HouseKind::Box => shape
                        .box_cells(i)
                        .map(|c| (r0 + c / n, c0 + c % n))
                        .collect(),
                    kind => panic!("a samurai has no {kind:?}"),
                };
                assert_eq!(places, expected, "{shape} house {k}");
                house.iter().for_each(|&c| in_houses[c] += 1);
            }
            for (c, &k) in in_houses.iter().enumerate() {
                let grids = canvas.grids_of(c).count();
                assert_eq!(k, 2 * grids + 1, "{shape} cell {c}");
            }
            assert_eq!(Layout::new(shape, Variant::SAMURAI).unwrap(), s);
        }
        for bad in ["1x4", "4x1", "4x3", "5x5", "4x2"] {
            let shape: Shape = bad.parse().unwrap();
            assert!(Layout::samurai(shape).is_err(), "{bad}");
        }
    }

    #[test]
    fn region_edges_follow_boxes_regions_holes_and_the_canvas() {
        let four = Layout::classic(Shape::new(2, 2).unwrap());
        let e = four.region_edges();
        assert_eq!(e[0], EDGE_TOP | EDGE_LEFT);
        assert_eq!(e[1], EDGE_TOP | EDGE_RIGHT);
        assert_eq!(e[5], EDGE_RIGHT | EDGE_BOTTOM);
        let samurai = Layout::samurai(Shape::classic()).unwrap();
        let canvas = samurai.canvas();
        let e = samurai.region_edges();
        // r1c9 of the upper left grid: a hole to its right.
        assert_eq!(e[canvas.cell_at(0, 8).unwrap()], EDGE_TOP | EDGE_RIGHT);
        // r9c7 and r9c10: a box ends below them and to their left.
        assert_eq!(e[canvas.cell_at(8, 6).unwrap()], EDGE_BOTTOM | EDGE_LEFT);
        assert_eq!(e[canvas.cell_at(8, 9).unwrap()], EDGE_BOTTOM | EDGE_LEFT);
        assert_eq!(e[canvas.cell_at(10, 10).unwrap()], 0);
        // Inside the box the upper left and middle grids share: none.
        assert_eq!(e[canvas.cell_at(7, 7).unwrap()], 0);
        // A Latin square's boxes are its rows or columns: only the frame.
        for (shape, variant) in [
            ("5x1", Variant::CLASSIC),
            ("1x5", Variant::CLASSIC),
            ("6x1", Variant::CONSECUTIVE),
            ("5x1", Variant::FUTOSHIKI),
        ] {
            let latin = Layout::new(shape.parse().unwrap(), variant).unwrap();
            assert!(latin.is_latin_square(), "{shape} {variant}");
            let n = latin.side();
            let e = latin.region_edges();
            assert_eq!(e[n + 1], 0, "{shape} {variant}");
            assert_eq!(e[0], EDGE_TOP | EDGE_LEFT, "{shape} {variant}");
        }
        assert!(!four.is_latin_square());
        let jigsaw = Layout::jigsaw(Regions::boxes(Shape::new(3, 2).unwrap()), Variant::JIGSAW);
        assert!(!jigsaw.unwrap().is_latin_square());
    }

    /// A box one row tall is named as that row, one column wide as that
    /// column (by the cells it holds); other boxes keep their own names.
    #[test]
    fn a_latin_squares_boxes_are_named_as_its_rows_or_columns() {
        for (shape, kind) in [
            ("5x1", HouseKind::Row),
            ("1x5", HouseKind::Column),
            ("1x6", HouseKind::Column),
            ("3x2", HouseKind::Box),
        ] {
            let layout = Layout::classic(shape.parse().unwrap());
            let counts = layout.house_counts();
            let first = counts.rows + counts.columns;
            for h in first..first + counts.regions {
                let (k, number) = layout.house_kind(h);
                assert_eq!(k, kind, "{shape} house {h}");
                if kind != HouseKind::Box {
                    // The same cells as the row or column of that number.
                    let line = (number - 1)
                        + if kind == HouseKind::Row {
                            0
                        } else {
                            counts.rows
                        };
                    assert_eq!(
                        layout.houses()[h],
                        layout.houses()[line],
                        "{shape} house {h}"
                    );
                }
            }
        }
    }

    #[test]
    fn hyper_windows_sit_one_in_from_the_box_corners() {
        let hyper = Layout::new(Shape::classic(), Variant::HYPER).unwrap();
        let tops: Vec<usize> = hyper.extras().iter().map(|w| w[0]).collect();
        // Rows 1 and 5, columns 1 and 5.
        assert_eq!(tops, [10, 14, 46, 50]);
        assert_eq!(hyper.extras()[0], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
        let four = Layout::new(Shape::new(2, 2).unwrap(), Variant::HYPER).unwrap();
        assert_eq!(four.extras(), [vec![5, 6, 9, 10]]);
        assert_eq!(
            Layout::new(Shape::new(3, 2).unwrap(), Variant::HYPER),
            Err(LayoutError::HyperNeedsSquareBoxes {
                shape: Shape::new(3, 2).unwrap()
            })
        );
    }

    #[test]
    fn a_killer_layout_takes_cages_of_its_side_alone() {
        use crate::cages::Cages;
        let four = Shape::new(2, 2).unwrap();
        let text = "3=0,1 9=2,3,7 10=4,5,8,9 8=6,10,11 7=12,13 3=14,15";
        let cages = Cages::from_text(4, text).unwrap();
        let killer = Layout::new(four, Variant::KILLER).unwrap();
        assert_eq!(killer.cages(), None);
        let killer = killer.with_cages(cages.clone()).unwrap();
        assert_eq!(killer.cages(), Some(&cages));
        assert_eq!(killer.label(), format!("killer {text}"));
        assert_eq!(killer.houses(), Layout::classic(four).houses());
        let x = Layout::new(four, Variant::X).unwrap();
        assert_eq!(
            x.with_cages(cages.clone()).unwrap_err().to_string(),
            "x puzzles have no cages"
        );
        let nine = Layout::new(Shape::classic(), Variant::KILLER).unwrap();
        assert_eq!(
            nine.with_cages(cages).unwrap_err().to_string(),
            "cages of a 4x4 grid do not fit this killer puzzle"
        );
        assert!(Layout::new(Shape::new(5, 5).unwrap(), Variant::KILLER).is_err());
    }
}
