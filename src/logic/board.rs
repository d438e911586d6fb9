//! The candidate state a logical solve works on.

use super::killer::Killer;
use crate::cell::{Cell, House, HouseRange};
use crate::grid::Grid;
use crate::houses::Houses;
use crate::relations::Relations;
use crate::shape::Shape;
use crate::symbol::{SymbolSet, index, one_bit};
use std::cell::RefCell;

/// Values and pencil-mark candidates of a puzzle being solved by logic.
///
/// Candidates are [`SymbolSet`]s; a solved cell's set holds just its
/// value. Beside them the board keeps, for every house
/// and symbol, the positions where the symbol can still go, and each
/// house's symbols still missing, so that techniques read them in constant
/// time. Techniques read a `Board`; only the grader changes it, by applying
/// steps.
#[derive(Clone, Debug)]
pub struct Board<'h> {
    houses: &'h Houses,
    n: usize,
    val: Vec<u8>,
    cand: Vec<u32>,
    /// `places[h * N + index(d)]`: positions in house `h` of the empty cells
    /// where `d` is a candidate.
    places: Vec<u32>,
    /// `singles[h]`: the symbols with one place left in house `h` (hidden
    /// singles), kept with `places`.
    singles: Vec<u32>,
    /// `missing[h]`: the symbols not yet placed in house `h`.
    missing: Vec<u32>,
    /// The empty cells with one candidate (naked singles), as bits, kept
    /// with the candidates.
    naked: Vec<u64>,
    /// The houses missing one symbol (full houses), as bits, kept with
    /// `missing`.
    last: Vec<u64>,
    empty: usize,
    /// Whether the layout has extra houses (diagonals, windows): the
    /// classic skips them.
    extras: bool,
    /// A killer's cages, when the puzzle is one.
    killer: Option<&'h Killer>,
    /// Per killer cage or region, the state of its cells when a technique
    /// last found nothing there ([`Board::unchanged_since_nothing`]); a
    /// killer's alone. Boxed: a cell type in the board itself would cost
    /// every technique's reads of a shared board their optimisations.
    nothing_at: Option<Box<RefCell<Vec<u32>>>>,
}

/// The candidates ran out somewhere: the puzzle has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

impl<'h> Board<'h> {
    /// The board for `cells` (0 empty), with every candidate the givens
    /// allow. Fails when two givens clash or a cell has no candidate.
    pub fn new(houses: &'h Houses, cells: &[u8]) -> Result<Board<'h>, Contradiction> {
        let n = houses.side();
        let full = SymbolSet::all(n).0;
        let extras = houses.has_extras();
        let house_count = houses.each_house().len();
        debug_assert_eq!(cells.len(), houses.cells());
        // Givens first, then every empty cell's candidates and places in
        // one pass: far cheaper than placing the givens one by one.
        let mut val = vec![0u8; cells.len()];
        let mut missing = vec![full; house_count];
        for (i, &v) in cells.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let c = Cell::new(i);
            let bit = SymbolSet::of_value(v).0;
            if v as usize > n {
                return Err(Contradiction);
            }
            for h in houses.houses_of(c) {
                if missing[h.index()] & bit == 0 {
                    return Err(Contradiction);
                }
                missing[h.index()] &= !bit;
            }
            val[i] = v;
        }
        if extras {
            for (i, &v) in val.iter().enumerate().filter(|&(_, &v)| v != 0) {
                let bit = SymbolSet::of_value(v).0;
                for h in houses.extras_of(Cell::new(i)) {
                    if missing[h.index()] & bit == 0 {
                        return Err(Contradiction);
                    }
                    missing[h.index()] &= !bit;
                }
            }
        }
        let mut cand = vec![0u32; cells.len()];
        let mut places = vec![0u32; house_count * n];
        let mut empty = 0;
        for i in 0..cells.len() {
            let c = Cell::new(i);
            if val[i] != 0 {
                cand[i] = SymbolSet::of_value(val[i]).0;
                continue;
            }
            empty += 1;
            let hs = houses.houses_of(c);
            let m = missing[hs[0].index()] & missing[hs[1].index()] & missing[hs[2].index()];
            if m == 0 {
                return Err(Contradiction);
            }
            cand[i] = m;
            let ps = houses.positions_of(c);
            for e in SymbolSet(m).indices() {
                for k in 0..3 {
                    places[hs[k].index() * n + e] |= 1 << ps[k];
                }
            }
        }
        if extras {
            // The extra houses narrow what rows, columns and regions allow.
            for i in (0..cells.len()).filter(|&i| val[i] == 0) {
                let c = Cell::new(i);
                let m = houses
                    .extras_of(c)
                    .iter()
                    .fold(cand[i], |m, h| m & missing[h.index()]);
                if m == 0 {
                    return Err(Contradiction);
                }
                let (hs, ps) = (houses.houses_of(c), houses.positions_of(c));
                for e in SymbolSet(cand[i] & !m).indices() {
                    for k in 0..3 {
                        places[hs[k].index() * n + e] &= !(1 << ps[k]);
                    }
                }
                cand[i] = m;
                for (h, &p) in houses.extras_of(c).iter().zip(houses.extra_positions_of(c)) {
                    for e in SymbolSet(m).indices() {
                        places[h.index() * n + e] |= 1 << p;
                    }
                }
            }
        }
        let singles = places
            .chunks(n)
            .map(|ps| {
                ps.iter()
                    .enumerate()
                    .filter(|&(_, &m)| one_bit(m))
                    .fold(0u32, |s, (e, _)| s | 1 << e)
            })
            .collect();
        let mut last = vec![0u64; house_count.div_ceil(64)];
        for h in (0..house_count).filter(|&h| one_bit(missing[h])) {
            last[h / 64] |= 1 << (h % 64);
        }
        let mut naked = vec![0u64; cells.len().div_ceil(64)];
        for i in (0..cells.len()).filter(|&i| val[i] == 0 && one_bit(cand[i])) {
            naked[i / 64] |= 1 << (i % 64);
        }
        Ok(Board {
            houses,
            n,
            val,
            cand,
            places,
            singles,
            naked,
            last,
            missing,
            empty,
            extras,
            killer: None,
            nothing_at: None,
        })
    }

    /// The board of a killer: `cells` (0 empty) under the houses and the
    /// cages of `killer`. The cages take nothing away here: the killer
    /// techniques read them.
    pub fn with_killer(
        houses: &'h Houses,
        cells: &[u8],
        killer: &'h Killer,
    ) -> Result<Board<'h>, Contradiction> {
        let mut b = Board::new(houses, cells)?;
        b.killer = Some(killer);
        b.nothing_at = Some(Box::default());
        Ok(b)
    }

    /// Whether `cells` are as they were when the technique keeping `slot`
    /// last found nothing in them ([`Board::found_nothing`]), so that it
    /// would find nothing again.
    pub fn unchanged_since_nothing(&self, slot: usize, cells: &[Cell]) -> bool {
        self.nothing_at
            .as_ref()
            .is_some_and(|at| at.borrow().get(slot) == Some(&self.state_of(cells)))
    }

    /// Records that the technique keeping `slot` found nothing in `cells`.
    pub fn found_nothing(&self, slot: usize, cells: &[Cell]) {
        let state = self.state_of(cells);
        let Some(at) = &self.nothing_at else {
            return;
        };
        let mut at = at.borrow_mut();
        if at.len() <= slot {
            at.resize(slot + 1, 0);
        }
        at[slot] = state;
    }

    /// A number that tells the states of `cells` apart as a solve goes on
    /// (never 0): the candidates of the open ones, counted. Every
    /// elimination and every placement lowers it (a solved cell counts
    /// none), so an equal count is an unchanged state.
    fn state_of(&self, cells: &[Cell]) -> u32 {
        cells.iter().fold(1, |s, &c| {
            let i = c.index();
            s + if self.val[i] == 0 {
                self.cand[i].count_ones()
            } else {
                0
            }
        })
    }

    /// The killer's cages, when the puzzle is a killer.
    #[inline]
    pub fn killer(&self) -> Option<&'h Killer> {
        self.killer
    }

    /// The relations between cells and cells' properties of the layout,
    /// when it has them: what the ladder's techniques on marks read.
    #[inline]
    pub fn relations(&self) -> Option<&'h Relations> {
        self.houses.layout().relations()
    }

    /// The board of a grid.
    pub fn from_grid(houses: &'h Houses, grid: &Grid) -> Result<Board<'h>, Contradiction> {
        Board::new(houses, grid.cells())
    }

    /// The shape.
    pub fn shape(&self) -> Shape {
        self.houses.shape()
    }

    /// The house tables.
    pub fn houses(&self) -> &'h Houses {
        self.houses
    }

    /// How many cells the board has (N x N, or a samurai's).
    #[inline]
    pub fn cells(&self) -> usize {
        self.val.len()
    }

    /// Every cell, in order.
    pub fn each_cell(&self) -> impl Iterator<Item = Cell> + use<> {
        (0..self.cells()).map(Cell::new)
    }

    /// Grid side N.
    #[inline]
    pub fn side(&self) -> usize {
        self.n
    }

    /// The value of a cell, 0 when empty.
    #[inline]
    pub fn value(&self, cell: Cell) -> u8 {
        self.val[cell.index()]
    }

    /// The values, row by row (0 empty).
    pub fn values(&self) -> &[u8] {
        &self.val
    }

    /// Every cell's candidates (a solved cell's: its value), row by row:
    /// with [`Board::values`], all that techniques read of a classic board.
    pub fn cands(&self) -> &[u32] {
        &self.cand
    }

    /// The candidates of an empty cell (for a solved cell, its value).
    #[inline]
    pub fn cand(&self, cell: Cell) -> SymbolSet {
        SymbolSet(self.cand[cell.index()])
    }

    /// Whether `d` is a candidate of the empty cell `cell`.
    #[inline]
    pub fn has(&self, cell: Cell, d: u8) -> bool {
        self.val[cell.index()] == 0 && SymbolSet(self.cand[cell.index()]).contains(d)
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        self.empty
    }

    /// Whether every cell has its value.
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// Whether two distinct cells share a house.
    #[inline]
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        let (x, y) = (self.houses.houses_of(a), self.houses.houses_of(b));
        a != b
            && (x[0] == y[0]
                || x[1] == y[1]
                || x[2] == y[2]
                || self.extras && self.share_extra(a, b))
    }

    /// Whether two cells share an extra house (diagonal, window), or a
    /// house that is one's extra and the other's main one (a samurai's
    /// row of its second grid).
    #[cold]
    #[inline(never)]
    fn share_extra(&self, a: Cell, b: Cell) -> bool {
        let all = |c: Cell| {
            let houses = self.houses.houses_of(c);
            houses
                .into_iter()
                .chain(self.houses.extras_of(c).iter().copied())
        };
        let (ea, eb) = (self.houses.extras_of(a), self.houses.extras_of(b));
        all(a).any(|h| eb.contains(&h)) || all(b).any(|h| ea.contains(&h))
    }

    /// The empty cells of house `h` where `d` is a candidate, as a bitmask
    /// of positions within the house (bit `i` for its `i`-th cell).
    #[inline]
    pub fn places(&self, h: House, d: u8) -> u32 {
        self.places[h.index() * self.n + index(d)]
    }

    /// The symbols with one place left in house `h`.
    #[inline]
    pub fn singles(&self, h: House) -> SymbolSet {
        SymbolSet(self.singles[h.index()])
    }

    /// The houses of `range` that have symbols with one place left, with
    /// those symbols, in house order.
    pub fn singles_in(&self, range: HouseRange) -> impl Iterator<Item = (House, SymbolSet)> + '_ {
        let at = range.indices();
        self.singles[at.clone()]
            .iter()
            .zip(at)
            .filter(|&(&m, _)| m != 0)
            .map(|(&m, h)| (House::new(h), SymbolSet(m)))
    }

    /// The empty cells with one candidate left, in cell order.
    pub fn naked_singles(&self) -> impl Iterator<Item = Cell> + '_ {
        self.naked
            .iter()
            .enumerate()
            .flat_map(|(w, &m)| bits_of(m).map(move |i| Cell::new(w * 64 + i)))
    }

    /// The houses missing one symbol, in house order.
    pub fn full_houses(&self) -> impl Iterator<Item = House> + '_ {
        self.last
            .iter()
            .enumerate()
            .flat_map(|(w, &m)| bits_of(m).map(move |i| House::new(w * 64 + i)))
    }

    /// Marks symbol `bit` placed in house `h`.
    #[inline]
    fn take_missing(&mut self, h: House, bit: u32) {
        let i = h.index();
        self.missing[i] &= !bit;
        if one_bit(self.missing[i]) {
            self.last[i / 64] |= 1 << (i % 64);
        } else {
            self.last[i / 64] &= !(1 << (i % 64));
        }
    }

    /// Keeps cell `i`'s bit in `naked` as its candidates change.
    #[inline]
    fn note_naked(&mut self, i: usize) {
        let (w, bit) = (i / 64, 1u64 << (i % 64));
        if self.val[i] == 0 && one_bit(self.cand[i]) {
            self.naked[w] |= bit;
        } else {
            self.naked[w] &= !bit;
        }
    }

    /// The symbols not yet placed in house `h`.
    #[inline]
    pub fn missing(&self, h: House) -> SymbolSet {
        SymbolSet(self.missing[h.index()])
    }

    /// Clears position `p` of house `h` from the places of the symbol of
    /// index `e`.
    #[inline]
    fn clear_place(&mut self, h: House, e: usize, p: u8) {
        let places = &mut self.places[h.index() * self.n + e];
        *places &= !(1 << p);
        let single = &mut self.singles[h.index()];
        if one_bit(*places) {
            *single |= 1 << e;
        } else {
            *single &= !(1 << e);
        }
    }

    /// Clears the place bits of `cell` for the symbols of `set`.
    #[inline]
    fn clear_places(&mut self, cell: Cell, set: SymbolSet) {
        let hs = self.houses.houses_of(cell);
        let ps = self.houses.positions_of(cell);
        for e in set.indices() {
            for k in 0..3 {
                self.clear_place(hs[k], e, ps[k]);
            }
        }
        if self.extras {
            let houses = self.houses;
            for (&h, &p) in houses
                .extras_of(cell)
                .iter()
                .zip(houses.extra_positions_of(cell))
            {
                for e in set.indices() {
                    self.clear_place(h, e, p);
                }
            }
        }
    }

    /// Makes this board `other` (a board of the same houses), reusing its
    /// tables: what a search that starts many times from one board copies.
    pub fn copy_from(&mut self, other: &Board<'h>) {
        self.houses = other.houses;
        self.n = other.n;
        self.val.clone_from(&other.val);
        self.cand.clone_from(&other.cand);
        self.places.clone_from(&other.places);
        self.singles.clone_from(&other.singles);
        self.missing.clone_from(&other.missing);
        self.naked.clone_from(&other.naked);
        self.last.clone_from(&other.last);
        self.empty = other.empty;
        self.extras = other.extras;
        self.killer = other.killer;
        self.nothing_at.clone_from(&other.nothing_at);
    }

    /// Places `d` in `cell` and removes it from the cell's peers.
    pub fn place(&mut self, cell: Cell, d: u8) -> Result<(), Contradiction> {
        let bit = SymbolSet::single(d).0;
        let i = cell.index();
        if self.val[i] != 0 {
            return if self.val[i] == d {
                Ok(())
            } else {
                Err(Contradiction)
            };
        }
        if self.cand[i] & bit == 0 {
            return Err(Contradiction);
        }
        let houses = self.houses;
        let own = houses.houses_of(cell);
        let dd = index(d);
        self.clear_places(cell, SymbolSet(self.cand[i] & !bit));
        // `d` leaves the cell's houses whole (the peers below leave the
        // other houses only): no place of it is left there.
        for h in own {
            self.places[h.index() * self.n + dd] = 0;
            self.singles[h.index()] &= !bit;
        }
        if self.extras {
            for (&h, &p) in houses
                .extras_of(cell)
                .iter()
                .zip(houses.extra_positions_of(cell))
            {
                self.clear_place(h, dd, p);
            }
        }
        self.val[i] = d;
        self.cand[i] = bit;
        self.note_naked(i);
        self.empty -= 1;
        for h in self.houses.houses_of(cell) {
            self.take_missing(h, bit);
        }
        if self.extras {
            for &h in houses.extras_of(cell) {
                self.take_missing(h, bit);
            }
        }
        // No peer holds `d` (it would have removed `d` from this cell), and
        // a solved peer's mask is its own value: only empty peers with the
        // candidate match.
        for &p in houses.peers_of(cell) {
            let pi = p.index();
            if self.cand[pi] & bit != 0 {
                self.cand[pi] &= !bit;
                self.note_naked(pi);
                let hs = houses.houses_of(p);
                let ps = houses.positions_of(p);
                for k in 0..3 {
                    if hs[k] != own[k] {
                        self.clear_place(hs[k], dd, ps[k]);
                    }
                }
                if self.extras {
                    for (&h, &q) in houses.extras_of(p).iter().zip(houses.extra_positions_of(p)) {
                        self.clear_place(h, dd, q);
                    }
                }
                if self.cand[pi] == 0 {
                    return Err(Contradiction);
                }
            }
        }
        Ok(())
    }

    /// Removes candidate `d` from the empty cell `cell`; returns whether it
    /// was there.
    pub fn eliminate(&mut self, cell: Cell, d: u8) -> Result<bool, Contradiction> {
        let bit = SymbolSet::single(d).0;
        let i = cell.index();
        if self.val[i] != 0 || self.cand[i] & bit == 0 {
            return Ok(false);
        }
        self.cand[i] &= !bit;
        self.note_naked(i);
        self.clear_places(cell, SymbolSet(bit));
        if self.cand[i] == 0 {
            return Err(Contradiction);
        }
        Ok(true)
    }
}

/// An unsigned integer used as a set of small indices (its set bits).
pub trait BitSet: Copy {
    /// Whether no bit is set.
    fn is_empty(self) -> bool;
    /// The index of the lowest set bit (the set is not empty).
    fn lowest(self) -> usize;
    /// The set without its lowest bit (the set is not empty).
    fn without_lowest(self) -> Self;
}

macro_rules! bit_set {
    ($($t:ty),*) => {$(
        impl BitSet for $t {
            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
        }
    )*};
}

bit_set!(u32, u64, u128);

/// The set bits of a mask, as indices, lowest first.
pub fn bits_of<T: BitSet>(mut m: T) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (!m.is_empty()).then(|| {
            let i = m.lowest();
            m = m.without_lowest();
            i
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Filler;
    use crate::rng;
    use crate::shape::all_shapes;

    #[test]
    fn the_ladder_on_relations_between_cells_stays_sound() {
        // On a layout with relations the ladder's every placement is the
        // one solution's, it assumes no uniqueness (the unique rectangle
        // stays off a layout that is no classic), it leans on the marks'
        // techniques, and a puzzle it leaves open grades beyond.
        use crate::grid::Grid;
        use crate::layout::Layout;
        use crate::logic::{Grader, Level};
        use crate::relations::{Marks, Relations};
        use crate::solver::Solver;
        use std::sync::Arc;
        let (mut solved, mut marked) = (0, 0);
        for seed in 0..24u64 {
            let mut r = rng::stream(seed, 47);
            let solution = Filler::new(Shape::classic()).fill(&mut r);
            let v = solution.cells();
            // A sign between each pair of row 1's and column 1's
            // neighbours, pointing as the solution says, and its 5s' and
            // 6s' parity.
            let mut marks = Marks::default();
            for (a, b) in (0..8)
                .map(|k| (k, k + 1))
                .chain((0..8).map(|k| (9 * k, 9 * k + 9)))
            {
                marks
                    .greater
                    .push(if v[a] > v[b] { [a, b] } else { [b, a] });
            }
            marks.odd = (0..81).filter(|&c| v[c] == 5).collect();
            marks.even = (0..81).filter(|&c| v[c] == 6).collect();
            let relations = Relations::new(9, marks).unwrap();
            let layout = Arc::new(
                Layout::classic(Shape::classic())
                    .with_relations(relations)
                    .unwrap(),
            );
            let keep = 30 + 2 * seed as u32;
            let cells: Vec<u8> = v
                .iter()
                .map(|&x| if rng::below(&mut r, 100) < keep { x } else { 0 })
                .collect();
            let puzzle = Grid::of_layout(layout.clone(), cells).unwrap();
            if !Solver::of_layout(layout.clone()).is_unique(&puzzle) {
                continue;
            }
            let grade = Grader::of_layout(&layout)
                .rate(puzzle.cells(), Level::Master)
                .unwrap();
            assert!(!grade.assumed_uniqueness, "seed {seed}");
            for (c, &x) in grade.values.iter().enumerate() {
                assert!(x == 0 || x == v[c], "seed {seed}: cell {c}");
            }
            if grade.solved {
                solved += 1;
            } else {
                assert_eq!(grade.level, Level::Beyond);
            }
            marked += usize::from(grade.techniques.iter().any(|(t, _)| t.reads_relations()));
        }
        assert!(solved >= 3 && marked >= 3, "{solved} {marked}");
    }

    #[test]
    fn the_exact_solvers_propagation_reaches_the_boards_fixpoint() {
        // The generic exact solver is a fast path of the board: the
        // candidates its propagation leaves are the board's under the same
        // rules, on classic grids of four shapes, X, hyper, a jigsaw and
        // samurai (whose shared boxes two grids' lines cross), with few to
        // many clues.
        use crate::layout::{Layout, Variant};
        use crate::logic::techniques::test_util::{locked_by_the_rules, locked_fixpoint};
        use crate::solver::generic::GenericSolver;
        let shape = |s: &str| s.parse::<Shape>().unwrap();
        let mut layouts: Vec<Layout> = ["2x2", "3x2", "4x2", "3x3", "4x3"]
            .iter()
            .map(|&s| Layout::classic(shape(s)))
            .collect();
        layouts.push(Layout::new(shape("3x3"), Variant::X).unwrap());
        layouts.push(Layout::new(shape("3x3"), Variant::HYPER).unwrap());
        layouts.push(
            crate::fill::jigsaw(9, Variant::JIGSAW, &mut rng::stream(3, 3))
                .unwrap()
                .0,
        );
        layouts.push(Layout::samurai(shape("3x2")).unwrap());
        layouts.push(Layout::samurai(shape("3x3")).unwrap());
        let (mut equal, mut placed, mut contradictions) = (0, 0, 0);
        for layout in &layouts {
            let houses = Houses::of_layout(layout);
            let mut solver = GenericSolver::of_layout(layout);
            for seed in 0..12u64 {
                let mut r = rng::stream(seed, 48);
                let solution = Filler::of_layout(layout).fill_layout(&mut r).unwrap();
                // A fifth to three fifths of the cells given; past seed 8,
                // one given changed, which may contradict.
                let keep = 20 + 5 * seed as u32;
                let mut cells: Vec<u8> = solution
                    .iter()
                    .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                    .collect();
                if seed >= 9 {
                    let c = (0..cells.len()).find(|&c| cells[c] != 0).unwrap();
                    cells[c] = cells[c] % layout.side() as u8 + 1;
                }
                let what = format!("{} seed {seed}", layout.label());
                let board = locked_fixpoint(&houses, &cells, locked_by_the_rules);
                let Some((cand, val)) = solver.propagated(&cells) else {
                    assert!(
                        board.is_none(),
                        "{what}: the solver contradicts, the board not"
                    );
                    contradictions += 1;
                    continue;
                };
                let board = board.unwrap_or_else(|| panic!("{what}: the board contradicts"));
                for c in board.each_cell() {
                    let (mine, theirs) = (cand[c.index()], board.cand(c).0);
                    assert_eq!(mine, theirs, "{what}: {c:?}");
                    assert_eq!(val[c.index()], board.value(c), "{what}: {c:?}");
                }
                equal += 1;
                placed += board.values().iter().filter(|&&v| v != 0).count();
            }
        }
        assert!(
            equal > 70 && contradictions > 20 && placed > 4000,
            "{equal} {contradictions} {placed}"
        );
    }

    /// The places and missing symbols kept as the board changes agree with
    /// ones counted afresh from the candidates.
    fn assert_tables(b: &Board) {
        let n = b.side();
        for h in b.houses().each_house() {
            let cells = b.houses().cells_of(h);
            let mut missing = SymbolSet::all(n);
            for &c in cells {
                missing &= !SymbolSet::of_value(b.value(c));
            }
            assert_eq!(b.missing(h), missing, "{h}");
            for d in 1..=n as u8 {
                let places = cells
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| b.has(c, d))
                    .fold(0u32, |m, (i, _)| m | 1 << i);
                assert_eq!(b.places(h, d), places, "{h}, symbol {d}");
                assert_eq!(b.singles(h).contains(d), one_bit(places), "{h}, {d}");
            }
        }
        let naked: Vec<Cell> = b
            .each_cell()
            .filter(|&c| b.value(c) == 0 && b.cand(c).only().is_some())
            .collect();
        assert_eq!(b.naked_singles().collect::<Vec<_>>(), naked);
        let last: Vec<House> = b
            .houses()
            .each_house()
            .filter(|&h| b.missing(h).len() == 1)
            .collect();
        assert_eq!(b.full_houses().collect::<Vec<_>>(), last);
    }

    #[test]
    fn places_and_missing_follow_every_change() {
        for shape in all_shapes().into_iter().filter(|s| s.side() <= 12) {
            let houses = Houses::new(shape);
            let mut r = rng::stream(3, shape.side() as u64);
            let solution = Filler::new(shape).fill(&mut r);
            // About a third of the cells given.
            let cells: Vec<u8> = solution
                .cells()
                .iter()
                .map(|&v| if rng::below(&mut r, 3) == 0 { v } else { 0 })
                .collect();
            let mut b = Board::new(&houses, &cells).unwrap();
            assert_tables(&b);
            for c in shape.each_cell() {
                if b.value(c) != 0 {
                    continue;
                }
                let right = solution.get(c.index());
                // Remove a wrong candidate, or place the right value.
                if let Some(d) = b.cand(c).iter().find(|&d| d != right) {
                    assert!(b.eliminate(c, d).unwrap());
                } else {
                    b.place(c, right).unwrap();
                }
                if c.index() % 5 == 0 {
                    b.place(c, right).unwrap();
                }
                assert_tables(&b);
            }
        }
    }

    #[test]
    fn places_and_missing_follow_every_change_with_extra_houses() {
        use crate::layout::{Layout, Variant};
        use crate::regions::Regions;
        let nine = Shape::classic();
        let layouts = [
            Layout::new(nine, Variant::X).unwrap(),
            Layout::new(nine, Variant::HYPER).unwrap(),
            Layout::new(Shape::new(3, 2).unwrap(), Variant::X).unwrap(),
            Layout::jigsaw(
                Regions::random(8, &mut rng::stream(1, 8)),
                Variant::JIGSAW_X,
            )
            .unwrap(),
        ];
        for layout in layouts {
            let houses = Houses::of_layout(&layout);
            let mut r = rng::stream(4, layout.side() as u64);
            let solution = Filler::of_layout(&layout).fill_layout(&mut r).unwrap();
            let cells: Vec<u8> = solution
                .iter()
                .map(|&v| if rng::below(&mut r, 3) == 0 { v } else { 0 })
                .collect();
            let mut b = Board::new(&houses, &cells).unwrap();
            assert_tables(&b);
            for (i, &right) in solution.iter().enumerate() {
                let c = Cell::new(i);
                if b.value(c) != 0 {
                    continue;
                }
                if let Some(d) = b.cand(c).iter().find(|&d| d != right) {
                    assert!(b.eliminate(c, d).unwrap());
                } else {
                    b.place(c, right).unwrap();
                }
                if i % 5 == 0 {
                    b.place(c, right).unwrap();
                }
                assert_tables(&b);
            }
            // Two of a symbol on a diagonal or in a window clash.
            let extra = &layout.extras()[0];
            let mut clash = vec![0u8; cells.len()];
            clash[extra[0]] = 1;
            clash[extra[layout.side() - 1]] = 1;
            assert!(
                Board::new(&houses, &clash).is_err(),
                "{:?}",
                layout.variant()
            );
        }
    }

    #[test]
    fn clashing_givens_are_a_contradiction() {
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let mut cells = vec![0u8; 16];
        cells[0] = 1;
        cells[5] = 1; // same box
        assert!(Board::new(&houses, &cells).is_err());
        cells[5] = 0;
        cells[3] = 5; // not a symbol of 4x4
        assert!(Board::new(&houses, &cells).is_err());
    }
}
