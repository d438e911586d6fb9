//! Regions: a partition of the N x N grid into N orthogonally connected
//! regions of N cells each, the houses that take the place of boxes. The
//! rectangular boxes of a [`Shape`] are one such partition; a jigsaw
//! puzzle's irregular regions are another, grown at random from a seed
//! ([`Regions::random`]) or read from text ([`Regions::from_letters`]).
//!
//! ```
//! use sudoku_press::regions::Regions;
//! use sudoku_press::Shape;
//!
//! let boxes = Regions::boxes(Shape::new(2, 2).unwrap());
//! assert_eq!(boxes.letters(), "AABBAABBCCDDCCDD");
//! assert!(boxes.are_rectangles());
//! let jigsaw = Regions::from_letters("AAABABBBCCDDCCDD").unwrap();
//! assert!(!jigsaw.are_rectangles());
//! assert_eq!(jigsaw.region_of(3), 1);
//! ```

use crate::shape::{MAX_SIDE, Shape};
use rand::Rng;

/// A number below `n`, from `rng`.
fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    crate::rng::below(rng, n as u32) as usize
}
use std::fmt;

/// The cells next to cell `c` of an N x N grid (`side` N), side to side.
pub(crate) fn neighbours(side: usize, c: usize) -> impl Iterator<Item = usize> {
    let (r, k) = (c / side, c % side);
    [
        (r > 0).then(|| c - side),
        (r + 1 < side).then(|| c + side),
        (k > 0).then(|| c - 1),
        (k + 1 < side).then(|| c + 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether the `count` cells of an N x N grid (`side` N) that `inside`
/// holds, `first` among them, are in one piece, side to side.
pub(crate) fn connected(
    side: usize,
    first: usize,
    count: usize,
    inside: impl Fn(usize) -> bool,
) -> bool {
    let mut seen = vec![false; side * side];
    let mut stack = vec![first];
    seen[first] = true;
    let mut reached = 1;
    while let Some(c) = stack.pop() {
        for d in neighbours(side, c) {
            if !seen[d] && inside(d) {
                seen[d] = true;
                reached += 1;
                stack.push(d);
            }
        }
    }
    reached == count
}

/// The smallest side with regions: 4 x 4 (a 3 x 3 grid is no puzzle).
pub const MIN_REGION_SIDE: usize = 4;
/// The largest side [`Regions::random`] grows regions for.
pub const MAX_JIGSAW_SIDE: usize = 16;

/// N connected regions of N cells on an N x N grid, numbered from 0 in the
/// order of their first cell (row by row): region 0 holds the top-left
/// cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Regions {
    side: usize,
    /// `of[c]`: the region of cell `c`, row by row.
    of: Vec<u8>,
}

/// Why a text or a table is no set of regions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionsError {
    /// Not N x N cells for a side from 4 to 25.
    Count {
        /// The cells given.
        cells: usize,
    },
    /// A character that is no region letter (`A` to `Y`).
    Letter {
        /// The character.
        ch: char,
        /// Its cell, from 0, row by row.
        cell: usize,
    },
    /// More than N regions, or a region without N cells.
    Size {
        /// The region's letter.
        region: char,
        /// Its cells.
        cells: usize,
        /// The side: every region has this many cells.
        side: usize,
    },
    /// A region in two or more pieces.
    Split {
        /// The region's letter.
        region: char,
    },
}

impl fmt::Display for RegionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegionsError::Count { cells } => write!(
                f,
                "{cells} region letters; expected one for every cell of a grid from 4x4 to 25x25 \
                 (16, 25, 36, ... 625)"
            ),
            RegionsError::Letter { ch, cell } => write!(
                f,
                "'{ch}' at cell {} is no region letter; expected A, B, C, ...",
                cell + 1
            ),
            RegionsError::Size {
                region,
                cells,
                side,
            } => write!(
                f,
                "region {region} has {cells} cells; every region of a {side}x{side} grid has {side}"
            ),
            RegionsError::Split { region } => write!(
                f,
                "region {region} is in pieces; a region's cells must join side to side"
            ),
        }
    }
}

impl std::error::Error for RegionsError {}

impl Regions {
    /// The rectangular boxes of `shape`.
    pub fn boxes(shape: Shape) -> Regions {
        let of = (0..shape.cells()).map(|c| shape.box_of(c) as u8).collect();
        Regions::numbered(shape.side(), of)
    }

    /// The regions of `of` (a region number for every cell), checked:
    /// N x N cells, N regions of N cells, each connected.
    pub fn new(of: &[u8]) -> Result<Regions, RegionsError> {
        let side = (MIN_REGION_SIDE..=MAX_SIDE)
            .find(|n| n * n == of.len())
            .ok_or(RegionsError::Count { cells: of.len() })?;
        let regions = Regions::numbered(side, of.to_vec());
        let letter = |r: usize| match r {
            ..26 => char::from(b'A' + r as u8),
            _ => '?',
        };
        let mut sizes = vec![0usize; side];
        for &r in &regions.of {
            let r = usize::from(r);
            if r >= side {
                return Err(RegionsError::Size {
                    region: letter(r),
                    cells: regions.cells_of(r).count(),
                    side,
                });
            }
            sizes[r] += 1;
        }
        if let Some(r) = (0..side).find(|&r| sizes[r] != side) {
            return Err(RegionsError::Size {
                region: letter(r),
                cells: sizes[r],
                side,
            });
        }
        if let Some(r) = (0..side).find(|&r| !regions.connected(r)) {
            return Err(RegionsError::Split { region: letter(r) });
        }
        Ok(regions)
    }

    /// The regions of `text`: a letter for every cell, row by row, the same
    /// letter for the cells of one region (any letters, in any order; case
    /// does not matter).
    pub fn from_letters(text: &str) -> Result<Regions, RegionsError> {
        let mut of = Vec::with_capacity(text.len());
        for (cell, ch) in text.chars().enumerate() {
            let up = ch.to_ascii_uppercase();
            if !up.is_ascii_uppercase() {
                return Err(RegionsError::Letter { ch, cell });
            }
            of.push(up as u8 - b'A');
        }
        Regions::new(&of)
    }

    /// Renumbers `of` in the order of first appearance.
    fn numbered(side: usize, mut of: Vec<u8>) -> Regions {
        let mut map = [None::<u8>; 256];
        let mut next = 0u8;
        for r in &mut of {
            let m = map[usize::from(*r)].get_or_insert_with(|| {
                next = next.saturating_add(1);
                next - 1
            });
            *r = *m;
        }
        Regions { side, of }
    }

    /// Regions grown at random from `rng` for a side from 4 to 16: N seed
    /// cells drawn, then again and again a region short of N cells takes a
    /// free cell next to it, or, walled in, one from a neighbouring region
    /// that stays connected without it (which then grows in its turn);
    /// drawn again if the growth stalls, if every region is a rectangle, or
    /// (from 5x5 up) if a region is a whole row or column, a house twice.
    pub fn random<R: Rng + ?Sized>(side: usize, rng: &mut R) -> Regions {
        assert!(
            (MIN_REGION_SIDE..=MAX_JIGSAW_SIDE).contains(&side),
            "jigsaw side {side}"
        );
        loop {
            if let Some(regions) = Regions::grow(side, rng)
                && !regions.are_rectangles()
                && (side < 5 || !regions.has_a_line())
            {
                return Regions::numbered(side, regions.of);
            }
        }
    }

    /// Irregular regions drawn at random from `rng` that `grid` (row by
    /// row) fits as it fits these: each holding every number once. Again
    /// and again a cell goes to a region beside it, whose cell of the same
    /// number goes to a region beside that cell, the first or a third, whose
    /// cell of it goes to the first, where every region stays in one piece:
    /// 40 trades a cell, and on until no region is a rectangle or (from
    /// 5x5 up) a line; `None` when that takes more than ten times as many
    /// tries.
    pub fn traded_for<R: Rng + ?Sized>(&self, grid: &[u8], rng: &mut R) -> Option<Regions> {
        let (side, cells) = (self.side, grid.len());
        assert_eq!(side * side, cells, "a grid of the regions' side");
        let mut regions = self.clone();
        // Where each region holds each number.
        let mut at = vec![0usize; side * (side + 1)];
        for c in 0..cells {
            at[usize::from(regions.of[c]) * (side + 1) + usize::from(grid[c])] = c;
        }
        let mut beside = Vec::new();
        let mut traded = 0;
        for _ in 0..10 * REGION_TRADES * cells {
            if traded >= REGION_TRADES * cells
                && !regions.are_rectangles()
                && (side < 5 || !regions.has_a_line())
            {
                return Some(Regions::numbered(side, regions.of));
            }
            let x = below(rng, cells);
            let a = regions.of[x];
            beside.clear();
            beside.extend(regions.neighbours(x).filter(|&d| regions.of[d] != a));
            if beside.is_empty() {
                continue;
            }
            let b = regions.of[beside[below(rng, beside.len())]];
            // x goes to b, b's cell of its number y to a region c beside y
            // (a itself, or a third whose cell of the number z goes to a).
            let number = usize::from(grid[x]);
            let y = at[usize::from(b) * (side + 1) + number];
            beside.clear();
            beside.extend(regions.neighbours(y).filter(|&d| regions.of[d] != b));
            if beside.is_empty() {
                continue;
            }
            let c = regions.of[beside[below(rng, beside.len())]];
            let z = at[usize::from(c) * (side + 1) + number];
            let moves = [(x, a, b), (y, b, c), (z, c, a)];
            let moves = &moves[..if c == a { 2 } else { 3 }];
            for &(cell, _, to) in moves {
                regions.of[cell] = to;
            }
            if moves
                .iter()
                .all(|&(_, from, _)| regions.connected(usize::from(from)))
            {
                for &(cell, _, to) in moves {
                    at[usize::from(to) * (side + 1) + number] = cell;
                }
                traded += 1;
            } else {
                for &(cell, from, _) in moves {
                    regions.of[cell] = from;
                }
            }
        }
        None
    }

    /// One growth of [`Regions::random`]; `None` when it stalls.
    fn grow<R: Rng + ?Sized>(side: usize, rng: &mut R) -> Option<Regions> {
        let cells = side * side;
        let mut regions = Regions {
            side,
            of: vec![FREE; cells],
        };
        // Every region starts as one cell drawn at random.
        let mut size = vec![1usize; side];
        for r in 0..side {
            loop {
                let c = below(rng, cells);
                if regions.of[c] == FREE {
                    regions.of[c] = r as u8;
                    break;
                }
            }
        }
        let mut free = cells - side;
        let mut around = Vec::new();
        for _ in 0..GROWTH_STEPS * cells {
            if free == 0 {
                return Some(regions);
            }
            let short: Vec<usize> = (0..side).filter(|&r| size[r] < side).collect();
            let r = short[below(rng, short.len())];
            let owner = r as u8;
            // The cells next to the region, free ones if it has any.
            around.clear();
            for c in 0..cells {
                if regions.of[c] == owner {
                    around.extend(regions.neighbours(c).filter(|&d| regions.of[d] != owner));
                }
            }
            let walled = !around.iter().any(|&d| regions.of[d] == FREE);
            around.retain(|&d| (regions.of[d] == FREE) != walled);
            let d = around[below(rng, around.len())];
            let from = regions.of[d];
            regions.of[d] = owner;
            size[r] += 1;
            if from == FREE {
                free -= 1;
            } else if size[usize::from(from)] > 1 && regions.connected(usize::from(from)) {
                size[usize::from(from)] -= 1;
            } else {
                regions.of[d] = from;
                size[r] -= 1;
            }
        }
        None
    }

    /// The cells next to `c`, side to side.
    fn neighbours(&self, c: usize) -> impl Iterator<Item = usize> {
        neighbours(self.side, c)
    }

    /// Whether region `r` is in one piece (and not empty).
    fn connected(&self, r: usize) -> bool {
        let Some(first) = self.cells_of(r).next() else {
            return false;
        };
        let count = self.cells_of(r).count();
        connected(self.side, first, count, |d| usize::from(self.of[d]) == r)
    }

    /// The grid's side, N.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The region of cell `c` (row by row, from 0).
    pub fn region_of(&self, c: usize) -> usize {
        usize::from(self.of[c])
    }

    /// The cells of region `r`, in order.
    pub fn cells_of(&self, r: usize) -> impl Iterator<Item = usize> + '_ {
        (0..self.of.len()).filter(move |&c| usize::from(self.of[c]) == r)
    }

    /// Whether every region is a rectangle (rectangular boxes, perhaps of
    /// several shapes).
    pub fn are_rectangles(&self) -> bool {
        let n = self.side;
        (0..n).all(|r| {
            let cells: Vec<usize> = self.cells_of(r).collect();
            let rows = cells.iter().map(|c| c / n);
            let cols = cells.iter().map(|c| c % n);
            let height = rows.clone().max().unwrap_or(0) - rows.min().unwrap_or(0) + 1;
            let width = cols.clone().max().unwrap_or(0) - cols.min().unwrap_or(0) + 1;
            height * width == cells.len()
        })
    }

    /// Whether a region is a whole row or column.
    pub fn has_a_line(&self) -> bool {
        let n = self.side;
        (0..n).any(|i| {
            (0..n).all(|k| self.of[i * n + k] == self.of[i * n])
                || (0..n).all(|k| self.of[k * n + i] == self.of[i])
        })
    }

    /// The regions as text: a letter a cell, row by row, `A` for the region
    /// of the top-left cell, then in order of first appearance.
    pub fn letters(&self) -> String {
        self.of.iter().map(|&r| char::from(b'A' + r)).collect()
    }

    /// Whether cells `a` and `b` (neighbours) lie in different regions: a
    /// bold line between them.
    pub fn border_between(&self, a: usize, b: usize) -> bool {
        self.of[a] != self.of[b]
    }

    /// A colouring of the regions, a colour (from 0) a region, in which no
    /// two regions that share an edge are alike: Brélaz's DSatur (the
    /// region with most colours beside it first, then the one with most
    /// neighbours), each taking the lowest colour free; then renamed so
    /// that colour 0 is the most used. Regions of a grid make a planar map,
    /// which this colours in four or five.
    pub fn colouring(&self) -> Vec<u8> {
        let n = self.side;
        let mut beside = vec![vec![false; n]; n];
        for c in 0..n * n {
            for d in self.neighbours(c).filter(|&d| d > c) {
                let (a, b) = (self.region_of(c), self.region_of(d));
                if a != b {
                    beside[a][b] = true;
                    beside[b][a] = true;
                }
            }
        }
        let degree: Vec<usize> = beside
            .iter()
            .map(|row| row.iter().filter(|&&b| b).count())
            .collect();
        let mut colour: Vec<Option<u8>> = vec![None; n];
        let around = |r: usize, colour: &[Option<u8>]| -> Vec<u8> {
            let mut seen: Vec<u8> = (0..n)
                .filter(|&q| beside[r][q])
                .filter_map(|q| colour[q])
                .collect();
            seen.sort_unstable();
            seen.dedup();
            seen
        };
        for _ in 0..n {
            let next = (0..n)
                .filter(|&r| colour[r].is_none())
                .max_by_key(|&r| (around(r, &colour).len(), degree[r], std::cmp::Reverse(r)))
                .expect("a region left");
            let taken = around(next, &colour);
            let free = (0..).find(|k| !taken.contains(k)).expect("a free colour");
            colour[next] = Some(free);
        }
        // Renamed by use: colour 0 the most used.
        let colour: Vec<u8> = colour.into_iter().map(|c| c.expect("coloured")).collect();
        let mut by_use: Vec<u8> = (0..n as u8).collect();
        by_use.sort_by_key(|&k| {
            (
                std::cmp::Reverse(colour.iter().filter(|&&c| c == k).count()),
                k,
            )
        });
        colour
            .iter()
            .map(|&c| by_use.iter().position(|&k| k == c).expect("a colour") as u8)
            .collect()
    }
}

impl fmt::Display for Regions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

/// A cell no region has yet, while [`Regions::random`] grows them.
const FREE: u8 = u8::MAX;

/// Steps a cell [`Regions::random`] takes before it draws its seeds again.
const GROWTH_STEPS: usize = 200;

/// Trades of cells between regions [`Regions::traded_for`] makes for each
/// cell of the grid.
const REGION_TRADES: usize = 40;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng;
    use crate::shape::all_shapes;

    #[test]
    fn boxes_are_regions_and_read_back() {
        for shape in all_shapes() {
            let boxes = Regions::boxes(shape);
            assert_eq!(Regions::new(&boxes.of), Ok(boxes.clone()), "{shape}");
            assert_eq!(Regions::from_letters(&boxes.letters()), Ok(boxes.clone()));
            assert!(boxes.are_rectangles());
        }
    }

    #[test]
    fn random_regions_are_connected_n_cells_each_and_fixed_by_the_seed() {
        for side in MIN_REGION_SIDE..=MAX_JIGSAW_SIDE {
            for seed in 0..20 {
                let r = Regions::random(side, &mut rng::stream(seed, 1));
                assert_eq!(Regions::new(&r.of).as_ref(), Ok(&r), "{side} {seed}");
                assert!(!r.are_rectangles(), "{side} {seed}: {r}");
                assert_eq!(r, Regions::random(side, &mut rng::stream(seed, 1)));
                assert_eq!(r.letters().as_bytes()[0], b'A');
                assert!(side < 5 || !r.has_a_line(), "{side} {seed}: {r}");
            }
        }
    }

    /// Regions traded from boxes are regions, hold every number of the
    /// grid once (counted here from the grid), are neither rectangles nor
    /// lines, and are fixed by the seed.
    #[test]
    fn traded_regions_hold_every_number_once_and_are_irregular() {
        let boxed = |s: &Shape| s.box_width() > 1 && s.box_height() > 1;
        let sides = 6..=MAX_JIGSAW_SIDE;
        for shape in (all_shapes().into_iter()).filter(|s| boxed(s) && sides.contains(&s.side())) {
            let grid = crate::fill::Filler::new(shape).fill_layout(&mut rng::stream(3, 1));
            let (start, grid, side) = (Regions::boxes(shape), grid.unwrap(), shape.side());
            for seed in 0..4 {
                let r = (start.traded_for(&grid, &mut rng::stream(seed, 1)))
                    .unwrap_or_else(|| panic!("{shape} {seed}"));
                assert_eq!(Regions::new(&r.of).as_ref(), Ok(&r), "{shape} {seed}");
                for k in 0..side {
                    let mut numbers: Vec<u8> = r.cells_of(k).map(|c| grid[c]).collect();
                    numbers.sort_unstable();
                    let every: Vec<u8> = (1..=side as u8).collect();
                    assert_eq!(numbers, every, "{shape} {seed}: {r}");
                }
                assert!(!r.are_rectangles(), "{shape} {seed}: {r}");
                assert!(!r.has_a_line(), "{shape} {seed}: {r}");
                assert_eq!(
                    Some(&r),
                    start.traded_for(&grid, &mut rng::stream(seed, 1)).as_ref()
                );
            }
        }
    }

    /// A jigsaw+nonconsecutive grid, on every side it is offered on
    /// (random regions on 5x5, traded ones from 6x6 up: boxes, or rows on
    /// 7x7), keeps its rules, checked here from them: every row, column and
    /// region holds every number once, no two neighbours are one apart,
    /// and the regions are no rectangles or lines.
    #[test]
    fn a_jigsaw_nonconsecutive_grid_keeps_every_rule() {
        use crate::layout::Variant;
        for side in 5..=9 {
            // Three grids of the first seeds whose draws fit one (a 5x5's
            // hundred random regions may fit none).
            let made = (0..20).filter_map(|seed| {
                let v = Variant::JIGSAW_NONCONSECUTIVE;
                crate::fill::jigsaw(side, v, &mut rng::stream(seed, 4)).map(|m| (seed, m))
            });
            let made: Vec<_> = made.take(3).collect();
            assert_eq!(made.len(), 3, "{side}");
            for (seed, (layout, grid)) in made {
                let r = layout.regions();
                let what = format!("{side} {seed}: {r}");
                let every: Vec<u8> = (1..=side as u8).collect();
                let holds_every = |cells: Vec<usize>| {
                    let mut numbers: Vec<u8> = cells.iter().map(|&c| grid[c]).collect();
                    numbers.sort_unstable();
                    numbers == every
                };
                for k in 0..side {
                    assert!(
                        holds_every((0..side).map(|j| k * side + j).collect()),
                        "{what}"
                    );
                    assert!(
                        holds_every((0..side).map(|j| j * side + k).collect()),
                        "{what}"
                    );
                    assert!(holds_every(r.cells_of(k).collect()), "{what}");
                }
                for c in 0..side * side {
                    for d in neighbours(side, c) {
                        assert_ne!(grid[c].abs_diff(grid[d]), 1, "{what}: {c} {d}");
                    }
                }
                assert!(!r.are_rectangles() && !r.has_a_line(), "{what}");
            }
        }
    }

    #[test]
    fn a_colouring_gives_touching_regions_different_colours_in_few() {
        let mut most = 0;
        for side in MIN_REGION_SIDE..=MAX_JIGSAW_SIDE {
            for seed in 0..20 {
                let r = Regions::random(side, &mut rng::stream(seed, 1));
                let colour = r.colouring();
                assert_eq!(colour.len(), side);
                // Cell by cell: two cells side by side in two regions are
                // in two colours.
                for c in 0..side * side {
                    let right = (c % side + 1 < side).then_some(c + 1);
                    let below = (c + side < side * side).then_some(c + side);
                    for d in right.into_iter().chain(below) {
                        let (a, b) = (r.region_of(c), r.region_of(d));
                        assert!(a == b || colour[a] != colour[b], "{side} {seed}: {r}");
                    }
                }
                let used = usize::from(*colour.iter().max().unwrap()) + 1;
                let count = |k: u8| colour.iter().filter(|&&c| c == k).count();
                assert!((1..used as u8).all(|k| count(k) <= count(0)));
                most = most.max(used);
            }
        }
        assert!((3..=5).contains(&most), "{most} colours");
    }

    #[test]
    fn bad_regions_are_refused_by_what_is_wrong() {
        assert_eq!(
            Regions::from_letters("AAAB"),
            Err(RegionsError::Count { cells: 4 })
        );
        assert_eq!(
            Regions::from_letters("AABBAABBCCDDCCD1"),
            Err(RegionsError::Letter { ch: '1', cell: 15 })
        );
        assert_eq!(
            Regions::from_letters("AABBAABBCCDDCCDA"),
            Err(RegionsError::Size {
                region: 'A',
                cells: 5,
                side: 4
            })
        );
        // A and B cross: each in two pieces.
        assert_eq!(
            Regions::from_letters("ABBAAABBCCDDCCDD").unwrap_err(),
            RegionsError::Split { region: 'A' }
        );
        // Five regions on a 4x4.
        assert_eq!(
            Regions::from_letters("AABBAABBCCDDCCDE"),
            Err(RegionsError::Size {
                region: 'E',
                cells: 1,
                side: 4
            })
        );
    }
}
