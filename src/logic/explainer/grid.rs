//! The candidate grid Sudoku Explainer reasons on: values, candidates and
//! its regions in its own order (blocks, rows, columns; a block's cells
//! left to right, top to bottom), which decides which of several equal
//! steps it takes first. The regions are the layout's houses
//! ([`Houses`]), whose orders are SE's. The grid is a fast path of the
//! grader's `Board` (its cheaper placements are most of a rating's speed):
//! a test holds its values, candidates and places equal to a board's at
//! every step of SE's path.

use crate::cell::House;
use crate::houses::Houses;
use crate::symbol::one_bit;

/// A kind of region, in the order Sudoku Explainer lists them.
pub(super) const BLOCK: usize = 0;
/// Rows.
pub(super) const ROW: usize = 1;
/// Columns.
pub(super) const COL: usize = 2;

/// The regions of a classic grid of any box, in SE's order: worked out
/// once a shape.
pub(super) struct Geometry {
    /// The side.
    pub n: usize,
    /// The cells of region `kind * n + i`, in region order.
    pub regions: Vec<Vec<u16>>,
    /// The three regions (block, row, column) of each cell.
    pub region_of: Vec<[u16; 3]>,
    /// Each cell's peers, each once, in cell order.
    pub peers: Vec<Vec<u16>>,
    /// The same as bits, [`Geometry::words`] words a cell.
    peer_bits: Vec<u64>,
    /// The words of a set of cells.
    pub words: usize,
    /// For regions `a` and `b`, the bits of `a`'s indices of the cells in
    /// both: `inter[a * 3n + b]`.
    inter: Vec<u32>,
    /// Each cell's index in its block, row and column.
    index_in: Vec<[u8; 3]>,
    /// The regions of kind `k` that cross region `r`, at `r * 3 + k`.
    crossing: Vec<Vec<u16>>,
    /// Each cell's three regions, a bit each (up to 3 * 32 regions).
    region_bits: Vec<u128>,
}

/// The region kinds in the order SE's singles and subsets visit them.
pub(super) const BLOCK_COL_ROW: [usize; 3] = [BLOCK, COL, ROW];

/// Every symbol of a grid of side `n`, as candidate bits.
pub(super) fn all_symbols(n: usize) -> u32 {
    if n == 32 { u32::MAX } else { (1u32 << n) - 1 }
}

/// Values and candidates of a grid, on its [`Geometry`].
#[derive(Clone)]
pub(super) struct SeGrid<'g> {
    /// The side.
    pub n: usize,
    /// Each cell's value, 0 when empty.
    pub values: Vec<u8>,
    /// Each empty cell's candidates, bit `d - 1` for symbol `d`.
    pub cand: Vec<u32>,
    /// The cells of region `kind * n + i`, in region order.
    pub regions: &'g [Vec<u16>],
    /// The three regions (block, row, column) of each cell.
    pub region_of: &'g [[u16; 3]],
    /// Each cell's peers, each once, in cell order.
    pub peers: &'g [Vec<u16>],
    geo: &'g Geometry,
    /// The places of each symbol in each region, bits of region indices:
    /// `pos[r * n + v - 1]`, kept as candidates go.
    pos: Vec<u32>,
    /// The symbols with one place left in each region, kept the same way.
    singles: Vec<u32>,
    /// The empty cells of each region.
    empty: Vec<u8>,
    /// The empty cells of the grid.
    open: usize,
    /// Each region's count of changes: equal counts, equal candidates
    /// in the region's cells ([`SeGrid::version`]).
    version: Vec<u32>,
    /// Each symbol's count of changes, the same way for its places in
    /// every region.
    symbol_version: Vec<u32>,
}

impl Geometry {
    /// SE's view of the houses of a classic grid: its boxes, rows and
    /// columns in the houses' own orders, which are SE's (boxes by their
    /// first cell, each house's cells in increasing order).
    pub fn new(houses: &Houses) -> Geometry {
        // SE rates the classic alone: one grid, its boxes, no extra house.
        assert!(houses.layout().is_classic(), "SE rates classic grids");
        let n = houses.side();
        let cells_of = |h: House| {
            houses
                .cells_of(h)
                .iter()
                .map(|c| c.index() as u16)
                .collect()
        };
        let mut regions: Vec<Vec<u16>> = houses.region_houses().map(cells_of).collect();
        regions.extend(houses.line_houses().map(cells_of));
        debug_assert!(regions.iter().all(|r| r.is_sorted()));
        let mut region_of = vec![[0u16; 3]; n * n];
        let mut index_in = vec![[0u8; 3]; n * n];
        for (r, cells) in regions.iter().enumerate() {
            for (i, &c) in cells.iter().enumerate() {
                region_of[c as usize][r / n] = r as u16;
                index_in[c as usize][r / n] = i as u8;
            }
        }
        let peers: Vec<Vec<u16>> = (0..n * n)
            .map(|c| {
                let mut p: Vec<u16> = region_of[c]
                    .iter()
                    .flat_map(|&r| regions[r as usize].iter().copied())
                    .filter(|&d| d as usize != c)
                    .collect();
                p.sort_unstable();
                p.dedup();
                p
            })
            .collect();
        let mut inter = vec![0u32; 9 * n * n];
        for (a, cells) in regions.iter().enumerate() {
            for (i, &c) in cells.iter().enumerate() {
                for &b in &region_of[c as usize] {
                    if b as usize != a {
                        inter[a * 3 * n + b as usize] |= 1 << i;
                    }
                }
            }
        }
        let crossing = (0..9 * n)
            .map(|rk| {
                let (r, k) = (rk / 3, rk % 3);
                (k * n..(k + 1) * n)
                    .filter(|&o| o != r && inter[r * 3 * n + o] != 0)
                    .map(|o| o as u16)
                    .collect()
            })
            .collect();
        let words = (n * n).div_ceil(64);
        let mut peer_bits = vec![0u64; n * n * words];
        for (c, ps) in peers.iter().enumerate() {
            for &p in ps {
                peer_bits[c * words + p as usize / 64] |= 1 << (p % 64);
            }
        }
        let region_bits = region_of
            .iter()
            .map(|rs| rs.iter().fold(0, |m, &r| m | 1 << r))
            .collect();
        Geometry {
            n,
            region_bits,
            regions,
            region_of,
            peers,
            peer_bits,
            words,
            inter,
            index_in,
            crossing,
        }
    }
}

impl<'g> SeGrid<'g> {
    /// The grid of `cells` (0 empty) with every candidate its peers
    /// leave; `None` when two givens clash.
    pub fn new(geo: &'g Geometry, cells: &[u8]) -> Option<SeGrid<'g>> {
        let n = geo.n;
        let full = all_symbols(n);
        // The symbols each region still misses, then every empty cell's
        // candidates in one pass: what placing the givens one by one
        // would leave, for less.
        let mut missing = vec![full; 3 * n];
        for (c, &v) in cells.iter().enumerate().filter(|&(_, &v)| v != 0) {
            let bit = 1 << (v - 1);
            for &r in &geo.region_of[c] {
                if missing[r as usize] & bit == 0 {
                    return None;
                }
                missing[r as usize] &= !bit;
            }
        }
        let mut g = SeGrid {
            n,
            values: cells.to_vec(),
            cand: vec![0; n * n],
            regions: &geo.regions,
            region_of: &geo.region_of,
            peers: &geo.peers,
            geo,
            pos: vec![0; 3 * n * n],
            singles: vec![0; 3 * n],
            empty: vec![0; 3 * n],
            open: 0,
            version: vec![0; 3 * n],
            symbol_version: vec![0; n],
        };
        for c in (0..n * n).filter(|&c| cells[c] == 0) {
            let rs = geo.region_of[c];
            let m = rs.iter().fold(full, |m, &r| m & missing[r as usize]);
            g.cand[c] = m;
            g.open += 1;
            for (k, &r) in rs.iter().enumerate() {
                g.empty[r as usize] += 1;
                for d in crate::logic::board::bits_of(m) {
                    g.pos[r as usize * n + d] |= 1 << geo.index_in[c][k];
                }
            }
        }
        for (i, &pos) in g.pos.iter().enumerate() {
            if one_bit(pos) {
                g.singles[i / n] |= 1 << (i % n);
            }
        }
        Some(g)
    }

    /// Whether every cell has its value.
    pub fn is_solved(&self) -> bool {
        self.open == 0
    }

    /// The places of `v` in region `r`, bits of region indices.
    #[inline]
    pub fn pos(&self, r: usize, v: u8) -> u32 {
        self.pos[r * self.n + v as usize - 1]
    }

    /// The places of every symbol in every region: [`SeGrid::pos`]'s
    /// table.
    pub fn pos_table(&self) -> &[u32] {
        &self.pos
    }

    /// Cell `c`'s index in its block, row and column.
    #[inline]
    pub fn index_in(&self, c: usize) -> [u8; 3] {
        self.geo.index_in[c]
    }

    /// The symbols with one place left in region `r`.
    #[inline]
    pub fn singles(&self, r: usize) -> u32 {
        self.singles[r]
    }

    /// The places of every symbol in region `r`.
    #[inline]
    pub fn region_pos(&self, r: usize) -> &[u32] {
        &self.pos[r * self.n..(r + 1) * self.n]
    }

    /// Removes candidate `v` from cell `c` (nothing if it is not there).
    #[inline(always)]
    pub fn remove(&mut self, c: usize, v: u8) {
        let bit = 1 << (v - 1);
        if self.cand[c] & bit == 0 {
            return;
        }
        self.cand[c] &= !bit;
        for k in 0..3 {
            self.clear_place(c, k, v);
        }
    }

    /// Clears cell `c`'s place for `v` in its region of kind `k`.
    #[inline(always)]
    fn clear_place(&mut self, c: usize, k: usize, v: u8) {
        let bit = 1 << (v - 1);
        let r = self.geo.region_of[c][k] as usize;
        self.version[r] = self.version[r].wrapping_add(1);
        let sv = &mut self.symbol_version[v as usize - 1];
        *sv = sv.wrapping_add(1);
        let pos = &mut self.pos[r * self.n + v as usize - 1];
        *pos &= !(1 << self.geo.index_in[c][k]);
        if one_bit(*pos) {
            self.singles[r] |= bit;
        } else {
            self.singles[r] &= !bit;
        }
    }

    /// Whether cell `c` has candidate `v`.
    #[inline]
    pub fn has(&self, c: usize, v: u8) -> bool {
        self.cand[c] >> (v - 1) & 1 != 0
    }

    /// The bits of region `a`'s indices of the cells it shares with
    /// region `b` (0 when they do not cross).
    #[inline]
    pub fn inter(&self, a: usize, b: usize) -> u32 {
        self.geo.inter[a * 3 * self.n + b]
    }

    /// The regions of kind `kind` that cross region `r` (not `r`).
    #[inline]
    pub fn crossing(&self, r: usize, kind: usize) -> &'g [u16] {
        &self.geo.crossing[r * 3 + kind]
    }

    /// Region `r`'s count of changes: while it stays the same, so do the
    /// values and candidates of the region's cells, and what a search of
    /// the region alone finds.
    #[inline]
    pub fn version(&self, r: usize) -> u32 {
        self.version[r]
    }

    /// Symbol `v`'s count of changes: while it stays the same, so do its
    /// places in every region.
    #[inline]
    pub fn symbol_version(&self, v: u8) -> u32 {
        self.symbol_version[v as usize - 1]
    }

    /// Cell `c`'s three regions, a bit each.
    #[inline]
    pub fn region_bits(&self, c: usize) -> u128 {
        self.geo.region_bits[c]
    }

    /// The regions of `kind` ([`BLOCK`], [`ROW`] or [`COL`]).
    #[inline]
    pub fn regions_of_kind(&self, kind: usize) -> std::ops::Range<usize> {
        kind * self.n..(kind + 1) * self.n
    }

    /// The empty cells of region `r`.
    #[inline]
    pub fn empty_count(&self, r: usize) -> usize {
        self.empty[r] as usize
    }

    /// The peers of cell `c` as bits, [`Geometry::words`] words.
    #[inline]
    pub fn peer_bits(&self, c: usize) -> &'g [u64] {
        let w = self.geo.words;
        &self.geo.peer_bits[c * w..(c + 1) * w]
    }

    /// The words of a set of cells ([`SeGrid::peer_bits`]).
    #[inline]
    pub fn words(&self) -> usize {
        self.geo.words
    }

    /// Cell `c`'s peers in SE's order: its block's cells, then its
    /// row's, then its column's, each once.
    pub fn house(&self, c: usize) -> Vec<usize> {
        let mut house: Vec<usize> = Vec::with_capacity(self.peers[c].len());
        for &r in &self.region_of[c] {
            for &p in &self.regions[r as usize] {
                let p = p as usize;
                if p != c && !house.contains(&p) {
                    house.push(p);
                }
            }
        }
        house
    }

    /// Whether cells `a` and `b` share a region.
    #[inline]
    pub fn sees(&self, a: usize, b: usize) -> bool {
        a != b && (0..3).any(|k| self.region_of[a][k] == self.region_of[b][k])
    }

    /// Gives `c` the value `v`, which leaves its peers.
    pub fn place(&mut self, c: usize, v: u8) {
        let geo = self.geo;
        let bit = 1 << (v - 1);
        for d in crate::logic::board::bits_of(self.cand[c] & !bit) {
            self.remove(c, d as u8 + 1);
        }
        self.cand[c] = 0;
        // `v` leaves the cell's regions whole (the peers below leave their
        // other regions only): no place of it is left there.
        let own = geo.region_of[c];
        for &r in &own {
            self.pos[r as usize * self.n + v as usize - 1] = 0;
            self.singles[r as usize] &= !bit;
        }
        self.values[c] = v;
        self.open -= 1;
        for &r in &own {
            self.empty[r as usize] -= 1;
            self.version[r as usize] = self.version[r as usize].wrapping_add(1);
        }
        let sv = &mut self.symbol_version[v as usize - 1];
        *sv = sv.wrapping_add(1);
        for &p in &geo.peers[c] {
            let p = p as usize;
            if self.cand[p] & bit == 0 {
                continue;
            }
            self.cand[p] &= !bit;
            for (k, &r) in own.iter().enumerate() {
                if geo.region_of[p][k] != r {
                    self.clear_place(p, k, v);
                }
            }
        }
    }
}
