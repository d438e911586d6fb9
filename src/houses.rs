//! The house tables every algorithm loops over: the cells of each house,
//! each cell's houses and peers, and the line–box intersections, worked out
//! once from a [`Layout`].

use crate::cell::{Cell, House, HouseRange};
use crate::layout::{HouseCounts, Layout, LayoutError};
use crate::relations::Relations;
use crate::shape::Shape;

/// House tables for one layout, computed once and shared by the
/// algorithms: rows `0..N`, columns `N..2N`, regions (boxes) `2N..3N`, then
/// the layout's extra houses (diagonals, windows); a samurai's in the
/// same order over its five grids ([`Layout::houses`]). A cell's three main
/// houses are its first grid's row, column and region; the rest (a second
/// grid's row and column, diagonals, windows) are its extras.
#[derive(Clone, Debug)]
pub struct Houses {
    layout: Layout,
    /// The side, N.
    side: usize,
    /// How many rows, columns, regions and extras.
    counts: HouseCounts,
    /// How many of the extras are lines (diagonals), which come before
    /// the areas (windows).
    line_extras: usize,
    /// `house_cells[h * N .. (h + 1) * N]`: the cells of house `h`.
    house_cells: Vec<Cell>,
    /// `cell_houses[c]`: row, column and region of cell `c`.
    cell_houses: Vec<[House; 3]>,
    /// `cell_positions[c]`: the index of cell `c` within its row, column
    /// and region.
    cell_positions: Vec<[u8; 3]>,
    /// `extras[extra_start[c] .. extra_start[c + 1]]`: the extra houses of
    /// cell `c`, and in `extra_positions` its index within each.
    extras: Vec<House>,
    extra_positions: Vec<u8>,
    extra_start: Vec<u32>,
    /// `peers[peer_start[c] .. peer_start[c + 1]]`: the cells sharing a
    /// house with `c`, in order.
    peers: Vec<Cell>,
    peer_start: Vec<u32>,
    /// Every line–region intersection with cells, rows' first.
    segments: Vec<Segment>,
    /// Whether a segment is a twin ([`Segment::twin`]): a samurai's.
    twins: bool,
    /// `line_segments[l]`: the segments of line house `l` (row or column).
    line_segments: Vec<Vec<u16>>,
    /// `box_segments[h]`: the row segments, then the column segments, of
    /// region house `h` (empty for lines: indexed by house, no arithmetic).
    box_segments: Vec<[Vec<u16>; 2]>,
    /// The intersections of two or more cells of an extra house with
    /// another house (a diagonal with a box, a window with a row, a column
    /// or a box).
    extra_segments: Vec<Segment>,
}

/// The cells a line (row or column) shares with a box, with the rest of
/// each: the ground of locked candidates (pointing and claiming).
#[derive(Clone, Debug)]
pub struct Segment {
    /// The line house (a row or a column).
    pub line: House,
    /// The box house.
    pub boxh: House,
    /// The shared cells, in house order.
    pub cells: Vec<Cell>,
    /// The cells of the line outside the box.
    pub line_rest: Vec<Cell>,
    /// The cells of the box outside the line.
    pub box_rest: Vec<Cell>,
    /// Whether an earlier segment of the same box along a line of the same
    /// kind (a row, or a column) has these cells: another grid's line
    /// through a samurai's shared box, the same part of the box (a box's
    /// parts count it once).
    pub twin: bool,
}

impl Houses {
    /// Builds the tables for the classic layout of `shape`.
    pub fn new(shape: Shape) -> Houses {
        Houses::of_layout(&Layout::classic(shape))
    }

    /// Builds the tables for `layout`.
    pub fn of_layout(layout: &Layout) -> Houses {
        let n = layout.side();
        let cells = layout.cells();
        let all = layout.houses();
        let counts = layout.house_counts();
        let lines = counts.rows + counts.columns;
        let mains = lines + counts.regions;
        let house_count = all.len();
        let mut house_cells = Vec::with_capacity(house_count * n);
        // A cell's main houses are the first row, column and region it is
        // in (its first grid's), the others its extras.
        const NONE: House = House::new(0);
        let mut cell_houses = vec![[NONE; 3]; cells];
        let mut cell_positions = vec![[0u8; 3]; cells];
        let mut has_main = vec![[false; 3]; cells];
        let mut cell_extras: Vec<Vec<(House, u8)>> = vec![Vec::new(); cells];
        for (h, house) in all.iter().enumerate() {
            let part = match h {
                _ if h < counts.rows => Some(0),
                _ if h < lines => Some(1),
                _ if h < mains => Some(2),
                _ => None,
            };
            for (i, &c) in house.iter().enumerate() {
                house_cells.push(Cell::new(c));
                match part {
                    Some(k) if !has_main[c][k] => {
                        has_main[c][k] = true;
                        cell_houses[c][k] = House::new(h);
                        cell_positions[c][k] = i as u8;
                    }
                    _ => cell_extras[c].push((House::new(h), i as u8)),
                }
            }
        }
        debug_assert!(has_main.iter().all(|m| m.iter().all(|&k| k)));
        let mut extras = Vec::new();
        let mut extra_positions = Vec::new();
        let mut extra_start = vec![0u32];
        for e in &cell_extras {
            extras.extend(e.iter().map(|&(h, _)| h));
            extra_positions.extend(e.iter().map(|&(_, i)| i));
            extra_start.push(extras.len() as u32);
        }
        // Peers: any house in common, without the cell itself.
        let mut peers = Vec::new();
        let mut peer_start = vec![0u32];
        let mut shared = vec![false; cells];
        for c in 0..cells {
            let extra = cell_extras[c].iter().map(|&(h, _)| h);
            for h in cell_houses[c].iter().copied().chain(extra) {
                for &p in &all[h.index()] {
                    shared[p] = true;
                }
            }
            shared[c] = false;
            for (p, s) in shared.iter_mut().enumerate() {
                if *s {
                    peers.push(Cell::new(p));
                    *s = false;
                }
            }
            peer_start.push(peers.len() as u32);
        }
        let mut segments: Vec<Segment> = Vec::new();
        let mut line_segments = vec![Vec::new(); lines];
        let mut box_segments = vec![[Vec::new(), Vec::new()]; house_count];
        for line in 0..lines {
            let line_cells = &house_cells[line * n..(line + 1) * n];
            for boxh in lines..mains {
                let box_cells = &house_cells[boxh * n..(boxh + 1) * n];
                let cells: Vec<Cell> = line_cells
                    .iter()
                    .copied()
                    .filter(|c| box_cells.contains(c))
                    .collect();
                if cells.is_empty() {
                    continue;
                }
                let rest =
                    |of: &[Cell]| of.iter().copied().filter(|c| !cells.contains(c)).collect();
                let id = segments.len() as u16;
                let along = &mut box_segments[boxh][usize::from(line >= counts.rows)];
                // The same cells of the box along a line of the same kind
                // (another grid's row or column through a shared box).
                let twin = along.iter().any(|&j| segments[j as usize].cells == cells);
                along.push(id);
                line_segments[line].push(id);
                segments.push(Segment {
                    line: House::new(line),
                    boxh: House::new(boxh),
                    line_rest: rest(line_cells),
                    box_rest: rest(box_cells),
                    cells,
                    twin,
                });
            }
        }
        // An extra house with each other house it shares two cells or more
        // with: the line's part taken by a row, a column or a diagonal,
        // else by the extra house (a window against a box).
        let mut extra_segments = Vec::new();
        for e in mains..house_count {
            for h in (0..house_count).filter(|&h| h != e && (h < mains || h > e)) {
                let (e_cells, h_cells) = (&all[e], &all[h]);
                let shared: Vec<usize> = e_cells
                    .iter()
                    .copied()
                    .filter(|c| h_cells.contains(c))
                    .collect();
                if shared.len() < 2 {
                    continue;
                }
                let (line, boxh) = if h < lines { (h, e) } else { (e, h) };
                let rest = |of: &[usize]| {
                    of.iter()
                        .copied()
                        .filter(|c| !shared.contains(c))
                        .map(Cell::new)
                        .collect()
                };
                extra_segments.push(Segment {
                    line: House::new(line),
                    boxh: House::new(boxh),
                    line_rest: rest(&all[line]),
                    box_rest: rest(&all[boxh]),
                    cells: shared.iter().copied().map(Cell::new).collect(),
                    twin: false,
                });
            }
        }
        let line_extras = (mains..house_count)
            .take_while(|&h| !layout.house_kind(h).0.is_area())
            .count();
        debug_assert!((mains + line_extras..house_count).all(|h| layout.house_kind(h).0.is_area()));
        Houses {
            extra_segments,
            layout: layout.clone(),
            side: n,
            counts,
            line_extras,
            house_cells,
            cell_houses,
            cell_positions,
            extras,
            extra_positions,
            extra_start,
            peers,
            peer_start,
            twins: segments.iter().any(|s| s.twin),
            segments,
            line_segments,
            box_segments,
        }
    }

    /// The layout these tables describe.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Its layout's relations replaced by `relations` (of its side, on one
    /// grid): the house tables stay, as they do not read relations.
    pub(crate) fn set_relations(&mut self, relations: Relations) -> Result<(), LayoutError> {
        self.layout.set_relations(relations)
    }

    /// The side, N.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Every house: rows, columns, regions, then the extras.
    pub fn each_house(&self) -> HouseRange {
        HouseRange::new(0..self.house_cells.len() / self.side)
    }

    /// The index of a cell within each of its extra houses, in the order
    /// of [`Houses::extras_of`].
    #[inline]
    pub fn extra_positions_of(&self, cell: Cell) -> &[u8] {
        let c = cell.index();
        &self.extra_positions[self.extra_start[c] as usize..self.extra_start[c + 1] as usize]
    }

    /// Whether the layout has extra houses.
    pub fn has_extras(&self) -> bool {
        !self.extras.is_empty()
    }

    /// The extra houses that are lines (diagonals): the first extras,
    /// after the regions.
    pub fn line_extras(&self) -> HouseRange {
        HouseRange::new(self.mains()..self.mains() + self.line_extras)
    }

    /// The extra houses that are areas (windows), after the lines
    /// ([`HouseKind::is_area`](crate::layout::HouseKind::is_area)).
    pub fn area_extras(&self) -> HouseRange {
        HouseRange::new(self.mains() + self.line_extras..self.house_cells.len() / self.side)
    }

    /// How many grids its cells make: 1, or a samurai's 5.
    pub fn grids(&self) -> usize {
        self.counts.rows / self.side
    }

    /// Row `i` (`columns` false) or column `i` of grid `grid`, all from 0:
    /// on one grid, [`Shape::line_house`].
    #[inline]
    pub fn line(&self, grid: usize, columns: bool, i: usize) -> House {
        let first = if columns { self.counts.rows } else { 0 };
        House::new(first + grid * self.side + i)
    }

    /// How many cells the layout has.
    #[inline]
    pub fn cells(&self) -> usize {
        self.cell_houses.len()
    }

    /// Every cell, in order.
    pub fn each_cell(&self) -> impl Iterator<Item = Cell> + use<> {
        (0..self.cells()).map(Cell::new)
    }

    /// The rows, then the columns.
    pub fn line_houses(&self) -> HouseRange {
        HouseRange::new(0..self.counts.rows + self.counts.columns)
    }

    /// The regions (boxes).
    pub fn region_houses(&self) -> HouseRange {
        HouseRange::new(self.counts.rows + self.counts.columns..self.mains())
    }

    /// The rows, columns and regions: the houses before the extras.
    fn mains(&self) -> usize {
        self.counts.rows + self.counts.columns + self.counts.regions
    }

    /// The extra houses of a cell (diagonals, windows): none in the
    /// classic.
    #[inline]
    pub fn extras_of(&self, cell: Cell) -> &[House] {
        let c = cell.index();
        &self.extras[self.extra_start[c] as usize..self.extra_start[c + 1] as usize]
    }

    /// Every line–box intersection: `N * H` row segments of `W` cells, then
    /// `N * W` column segments of `H` cells.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// Whether a segment is a twin ([`Segment::twin`]): whether two grids'
    /// lines cross a shared box.
    pub fn has_twins(&self) -> bool {
        self.twins
    }

    /// The intersections of the extra houses with the others (a diagonal
    /// with a box; a window with a row, a column or a box), each as a
    /// segment whose line part is the row, column or diagonal (the window
    /// against a box): none in the classic.
    pub fn extra_segments(&self) -> &[Segment] {
        &self.extra_segments
    }

    /// The segments (indices into [`Houses::segments`]) of a line house,
    /// one a box it crosses.
    pub fn line_segments(&self, line: House) -> &[u16] {
        &self.line_segments[line.index()]
    }

    /// The row segments (`columns` false) or column segments of a box house.
    pub fn box_segments(&self, boxh: House, columns: bool) -> &[u16] {
        debug_assert!((self.region_houses().indices()).contains(&boxh.index()));
        &self.box_segments[boxh.index()][columns as usize]
    }

    /// The shape of the layout's boxes ([`Layout::shape`]: for irregular
    /// regions, the shape of its side with rows for boxes; only the side
    /// means anything there).
    pub fn shape(&self) -> Shape {
        self.layout.shape()
    }

    /// The N cells of house `h`.
    #[inline]
    pub fn cells_of(&self, house: House) -> &[Cell] {
        let (n, h) = (self.side, house.index());
        &self.house_cells[h * n..(h + 1) * n]
    }

    /// Row, column and region of a cell (its extras: [`Houses::extras_of`]).
    #[inline]
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        self.cell_houses[cell.index()]
    }

    /// The index of a cell within its row, column and box: `cells_of(h)[i]`
    /// is the cell for the house `houses_of(cell)[k]` and `i =
    /// positions_of(cell)[k]`.
    #[inline]
    pub fn positions_of(&self, cell: Cell) -> [u8; 3] {
        self.cell_positions[cell.index()]
    }

    /// The cells that share a house with `cell` (each once, in order).
    #[inline]
    pub fn peers_of(&self, cell: Cell) -> &[Cell] {
        let c = cell.index();
        &self.peers[self.peer_start[c] as usize..self.peer_start[c + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::all_shapes;

    #[test]
    fn every_cell_is_in_exactly_three_houses_of_n_cells() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let n = shape.side();
            let mut seen = vec![0; shape.cells()];
            assert_eq!(shape.each_house().len(), 3 * n);
            for h in shape.each_house() {
                assert_eq!(t.cells_of(h).len(), n);
                for &c in t.cells_of(h) {
                    seen[c.index()] += 1;
                    assert!(t.houses_of(c).contains(&h));
                }
            }
            assert!(seen.iter().all(|&k| k == 3), "{shape}");
            for c in shape.each_cell() {
                let (hs, ps) = (t.houses_of(c), t.positions_of(c));
                assert_eq!(hs.map(House::index), shape.houses_of(c.index()));
                assert_eq!(
                    hs,
                    [
                        shape.row_house(shape.row(c.index())),
                        shape.col_house(shape.col(c.index())),
                        shape.box_house(shape.box_of(c.index())),
                    ]
                );
                assert!(!shape.is_box(hs[1]) && shape.is_box(hs[2]));
                assert_eq!(shape.box_number(hs[2]), shape.box_of(c.index()));
                for k in 0..3 {
                    assert_eq!(t.cells_of(hs[k])[ps[k] as usize], c);
                }
            }
            let lines: Vec<House> = shape.line_houses().collect();
            let boxes: Vec<House> = shape.box_houses().collect();
            assert_eq!(
                [lines, boxes].concat(),
                shape.each_house().collect::<Vec<_>>()
            );
            for i in 0..n {
                assert_eq!(shape.line_house(false, i), shape.row_house(i));
                assert_eq!(shape.line_house(true, i), shape.col_house(i));
            }
        }
    }

    #[test]
    fn peers_are_symmetric_and_counted() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
            // Row and column peers, plus the box cells in neither line; a
            // 1xN or Nx1 box lies in one line, so it adds nothing.
            let expected = 2 * (n - 1) + (w - 1) * (h - 1);
            for c in shape.each_cell() {
                assert_eq!(t.peers_of(c).len(), expected, "{shape}");
                for &p in t.peers_of(c) {
                    assert!(t.peers_of(p).contains(&c));
                }
            }
        }
    }

    #[test]
    fn segments_split_every_line_and_box() {
        for shape in all_shapes() {
            let t = Houses::new(shape);
            let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
            let segs = t.segments();
            assert_eq!(segs.len(), n * h + n * w, "{shape}");
            for s in segs {
                let (line, boxh) = (s.line, s.boxh);
                assert!(!shape.is_box(line) && shape.is_box(boxh));
                let len = if line.index() < n { w } else { h };
                assert_eq!(s.cells.len(), len, "{shape}");
                let mut l: Vec<Cell> = s.cells.iter().chain(&s.line_rest).copied().collect();
                let mut b: Vec<Cell> = s.cells.iter().chain(&s.box_rest).copied().collect();
                l.sort_unstable();
                b.sort_unstable();
                assert_eq!(l, t.cells_of(line), "{shape}");
                assert_eq!(b, t.cells_of(boxh), "{shape}");
            }
            for line in shape.line_houses() {
                let covered: usize = t
                    .line_segments(line)
                    .iter()
                    .map(|&i| segs[i as usize].cells.len())
                    .sum();
                assert_eq!(covered, n, "{shape} {}", shape.house_name(line));
            }
            for b in shape.box_houses() {
                for columns in [false, true] {
                    let covered: usize = t
                        .box_segments(b, columns)
                        .iter()
                        .map(|&i| segs[i as usize].cells.len())
                        .sum();
                    assert_eq!(covered, n, "{shape} box {b}");
                }
            }
        }
    }

    #[test]
    fn boxes_are_w_wide_and_h_tall() {
        let s = Shape::new(3, 2).unwrap();
        let t = Houses::new(s);
        // Box 0 of a 6x6 with 3x2 boxes: rows 0-1, columns 0-2.
        let cells = |v: [usize; 6]| v.map(Cell::new);
        assert_eq!(t.cells_of(s.box_house(0)), cells([0, 1, 2, 6, 7, 8]));
        let s = Shape::new(2, 3).unwrap();
        let t = Houses::new(s);
        assert_eq!(t.cells_of(s.box_house(0)), cells([0, 1, 6, 7, 12, 13]));
        assert_eq!(s.box_of(2), 1);
        assert_eq!(s.box_of(18), 3);
    }

    #[test]
    fn a_samurai_cell_of_two_grids_has_both_grids_lines_and_one_box() {
        let layout = Layout::samurai(Shape::classic()).unwrap();
        let t = Houses::of_layout(&layout);
        let canvas = layout.canvas();
        assert_eq!(t.each_house().len(), 131);
        assert_eq!(t.line_houses().len(), 90);
        assert_eq!(t.region_houses().len(), 41);
        assert_eq!(t.line_extras().len() + t.area_extras().len(), 0);
        // r7c7 is in the upper left grid and the middle one.
        let c = Cell::new(canvas.cell_at(6, 6).unwrap());
        let kinds =
            |hs: &[House]| -> Vec<_> { hs.iter().map(|h| layout.house_label(h.index())).collect() };
        let main = kinds(&t.houses_of(c));
        assert_eq!(main.iter().map(|l| l.grid).collect::<Vec<_>>(), [0, 0, 0]);
        let extra = kinds(t.extras_of(c));
        assert_eq!(extra.len(), 2);
        assert!(extra.iter().all(|l| l.grid == 2 && l.number == 1));
        assert_eq!(t.peers_of(c).len(), 2 * 20 - 8);
        // A cell of one grid keeps the classic's peers.
        let lone = Cell::new(canvas.cell_at(0, 0).unwrap());
        assert_eq!(t.peers_of(lone).len(), 20);
        assert!(t.extras_of(lone).is_empty());
        // Each shared box is crossed by both its grids' rows and columns.
        let shared = t.houses_of(c)[2];
        assert_eq!(t.box_segments(shared, false).len(), 6);
        assert_eq!(t.box_segments(shared, true).len(), 6);
    }

    #[test]
    fn twins_are_the_second_grids_lines_through_each_shared_box() {
        // One grid: no twins, whatever its extra houses.
        use crate::variant::Variant;
        let shape = |s: &str| s.parse::<Shape>().unwrap();
        let one_grid = [
            Layout::classic(shape("3x3")),
            Layout::classic(shape("4x2")),
            Layout::new(shape("3x3"), Variant::X).unwrap(),
            Layout::new(shape("3x3"), Variant::HYPER).unwrap(),
        ];
        for layout in &one_grid {
            let t = Houses::of_layout(layout);
            assert!(!t.has_twins(), "{}", layout.label());
            assert!(t.segments().iter().all(|s| !s.twin), "{}", layout.label());
        }
        // A samurai: in each of its four shared boxes, the later grid's
        // rows (h of them) and columns (w), each the twin of the earlier
        // grid's line of the same kind with the same cells.
        for (w, h) in [(2, 2), (3, 2), (3, 3)] {
            let layout = Layout::samurai(Shape::new(w, h).unwrap()).unwrap();
            let t = Houses::of_layout(&layout);
            assert!(t.has_twins());
            let segs = t.segments();
            let twins: Vec<usize> = (0..segs.len()).filter(|&i| segs[i].twin).collect();
            assert_eq!(twins.len(), 4 * (w + h), "{w}x{h}");
            let rows = layout.house_counts().rows;
            for &i in &twins {
                let s = &segs[i];
                let first = segs[..i]
                    .iter()
                    .find(|e| {
                        e.boxh == s.boxh
                            && (e.line.index() >= rows) == (s.line.index() >= rows)
                            && e.cells == s.cells
                    })
                    .unwrap_or_else(|| panic!("{w}x{h}: segment {i} twins none"));
                let grid = |l: House| layout.house_label(l.index()).grid;
                assert_ne!(grid(first.line), grid(s.line), "{w}x{h}: segment {i}");
                assert!(!first.twin);
            }
        }
    }
}
