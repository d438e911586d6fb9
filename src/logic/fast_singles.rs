//! Singles, and the medium techniques after them, on grids of at most 128
//! cells (up to 11x11), as bit operations on one mask of cells per symbol
//! (a word of [`Bits`]: 128 bits, or 64 where a caller's grids fit them):
//! a quick answer to "do singles alone solve this? singles with
//! locked candidates and pairs?" for the carver, which asks it thousands of
//! times a puzzle.
//!
//! These techniques are sound and only grow with what is known, so the
//! order they are applied in does not change whether they finish a puzzle:
//! this gives the same answer as the grader capped at easy (or medium),
//! without steps, counts or the cheapest-first order. Any layout of houses
//! that fits: a variant's extra houses are houses like the others (for the
//! beginner's hidden singles and the effort, hyper's windows count as
//! boxes and X's diagonals as lines, as the grader counts them).

use crate::cell::Cell;
use crate::houses::Houses;
use crate::logic::Technique;
use crate::logic::bits::Bits;
use crate::logic::board::bits_of;
use crate::logic::effort;
use crate::symbol;

mod hard;

/// How far the bit-parallel techniques got with a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Singles alone filled the cells wanted.
    Singles,
    /// Singles with locked candidates and pairs filled them, singles alone
    /// did not.
    Pairs,
    /// Not filled: stuck, or the givens contradict.
    Stuck,
}

/// The most symbols a grid of 128 cells or fewer has (an 11x11's).
pub(crate) const SYMBOLS: usize = 11;

/// No house, after the last of a cell's in one group.
const NO_HOUSE: u8 = u8::MAX;

/// A puzzle being solved by the bit-parallel techniques.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Position<M: Bits = u128> {
    /// The empty cells.
    pub(crate) empty: M,
    /// Each symbol's cells.
    pub(crate) placed: [M; SYMBOLS],
    /// Each symbol's candidates (empty cells only).
    pub(crate) cand: [M; SYMBOLS],
    /// Each symbol's candidates when its hidden singles were last sought.
    checked: [M; SYMBOLS],
}

impl<M: Bits> Position<M> {
    /// The position read cell by cell on a side of `n`, for the cells of
    /// each byte of `within` with one (the rest read as none): a byte of
    /// cells and a symbol at a time.
    pub(crate) fn by_cell(&self, n: usize, within: M) -> ByCell {
        let mut read = ByCell {
            low: [0; 128],
            high: [0; 128],
        };
        let known: [M; SYMBOLS] = std::array::from_fn(|d| self.cand[d] | self.placed[d]);
        let (first, rest) = known[..n].split_at(n.min(8));
        for j in 0..(n * n).div_ceil(8) {
            if within.byte(j) == 0 {
                continue;
            }
            // Symbol d's bits for these eight cells spread to bit d of each
            // byte of `low` (the first eight symbols) or `high`.
            let spread = |b: &M| SPREAD[usize::from(b.byte(j))];
            let low = first.iter().rev().fold(0, |m, b| m << 1 | spread(b));
            let high = rest.iter().rev().fold(0, |m, b| m << 1 | spread(b));
            let high = high | SPREAD[usize::from(!self.empty.byte(j))] << 7;
            read.low[8 * j..8 * j + 8].copy_from_slice(&low.to_le_bytes());
            read.high[8 * j..8 * j + 8].copy_from_slice(&high.to_le_bytes());
        }
        read
    }

    /// The cells whose value or candidates differ from those in `before`.
    pub(crate) fn changed_since(&self, before: &Position<M>) -> M {
        let cand = self.cand.iter().zip(&before.cand);
        cand.fold(self.empty ^ before.empty, |m, (&a, &b)| m | (a ^ b))
    }
}

/// A position read cell by cell ([`Position::by_cell`]): each cell's
/// candidates, or its symbol when placed, as bits (`1 << d` for symbol
/// `d + 1`), the first eight symbols' in `low` and the others' in `high`,
/// whose top bit marks a placed cell.
pub(crate) struct ByCell {
    low: [u8; 128],
    high: [u8; 128],
}

impl ByCell {
    /// Cell `c`'s candidates, or its symbol when placed (`true`).
    #[inline]
    pub(crate) fn get(&self, c: usize) -> (u32, bool) {
        let high = u32::from(self.high[c]);
        (u32::from(self.low[c]) | (high & 0x7f) << 8, high >> 7 != 0)
    }
}

/// Each byte's bits spread one to each byte: bit `i` to bit `8 i`.
const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if b >> i & 1 != 0 {
                table[b] |= 1 << (8 * i);
            }
            i += 1;
        }
        b += 1;
    }
    table
};

/// `cells` when it is one cell, else none.
#[inline]
fn single<M: Bits>(cells: M) -> M {
    if cells.wrapping_without_lowest() == M::ZERO {
        cells
    } else {
        M::ZERO
    }
}

/// The cells among each symbol's candidates `cand` that have at least
/// one, two, three and four of them.
#[inline]
pub(crate) fn at_least<M: Bits>(cand: &[M]) -> [M; 4] {
    let (mut once, mut twice, mut thrice, mut more) = (M::ZERO, M::ZERO, M::ZERO, M::ZERO);
    for &m in cand {
        more |= thrice & m;
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
    }
    [once, twice, thrice, more]
}

/// Singles on one small shape; build once, use for many puzzles.
#[derive(Clone, Debug)]
pub struct FastSingles<M: Bits = u128> {
    n: usize,
    /// Every cell of the grid.
    all: M,
    /// `peers[c]`: the cells sharing a house with `c`.
    peers: Vec<M>,
    /// `houses[h]`: the cells of house `h`.
    houses: Vec<M>,
    /// The houses, a Latin square's boxes (its rows again) left out: the
    /// ones singles and pairs look at.
    distinct: Vec<M>,
    /// Each box and line that cross: the cells they share, the rest of the
    /// box and the rest of the line (for locked candidates).
    crossings: Vec<[M; 3]>,
    /// `in_group[c][g]`: the houses of group `g` (of `groups`) that hold
    /// cell `c`, as indices into `houses`, [`NO_HOUSE`] after the last (at
    /// most three: a row and both diagonals).
    in_group: Vec<[[u8; 3]; 3]>,
    /// The houses whose hidden singles the effort counts as in rows (X's
    /// diagonals too), in columns, and in boxes (hyper's windows too), as
    /// indices into `houses`.
    groups: [Vec<usize>; 3],
    /// The rows, then the columns (the lines of hard's fish).
    lines: [Vec<M>; 2],
    /// `at[c]`: cell `c`'s row and column, as indices into `lines`.
    at: Vec<[u8; 2]>,
}

impl<M: Bits> FastSingles<M> {
    /// The tables for a layout, or `None` when its grid has more cells
    /// than a word `M` holds: every layout, its extra houses among the houses, its regions
    /// crossing the lines.
    pub fn new(houses: &Houses) -> Option<Self> {
        let n = houses.side();
        let cells = houses.layout().cells();
        if cells > M::CELLS {
            return None;
        }
        // Windows are hidden like boxes; diagonals like lines.
        let (lines, regions) = (houses.line_houses(), houses.region_houses());
        let columns = houses.layout().house_counts().rows..lines.indices().end;
        let mut groups = [
            (0..columns.start).collect::<Vec<usize>>(),
            columns.clone().collect(),
            regions.indices().collect(),
        ];
        groups[0].extend(houses.line_extras().map(|h| h.index()));
        groups[2].extend(houses.area_extras().map(|h| h.index()));
        let mask = |list: &[Cell]| list.iter().fold(M::ZERO, |m, &c| m | M::bit(c.index()));
        let peers = (0..cells)
            .map(|c| mask(houses.peers_of(Cell::new(c))))
            .collect();
        // The extra houses' intersections, after the boxes and lines'.
        let extra_crossings: Vec<[M; 3]> = houses
            .extra_segments()
            .iter()
            .map(|s| [mask(&s.cells), mask(&s.box_rest), mask(&s.line_rest)])
            .collect();
        let houses: Vec<M> = houses
            .each_house()
            .map(|h| mask(houses.cells_of(h)))
            .collect();
        let rows_columns = [
            houses[..columns.start].to_vec(),
            houses[columns.clone()].to_vec(),
        ];
        let mut at = vec![[0u8; 2]; cells];
        for (k, list) in rows_columns.iter().enumerate() {
            for (i, &line) in list.iter().enumerate() {
                bits_of(line).for_each(|c| at[c][k] = i as u8);
            }
        }
        // A box and a line that share one cell lock nothing a hidden single
        // does not place first (a Latin square's one-row boxes), nor do a
        // box and a line that are one house.
        let mut crossings = Vec::new();
        for &b in &houses[regions.indices()] {
            for &l in &houses[lines.indices()] {
                if (b & l).count() > 1 && b != l {
                    crossings.push([b & l, b & !l, l & !b]);
                }
            }
        }
        crossings.extend(extra_crossings);
        let mut in_group = vec![[[NO_HOUSE; 3]; 3]; cells];
        for (g, list) in groups.iter().enumerate() {
            for &h in list {
                for c in bits_of(houses[h]) {
                    let slot = in_group[c][g].iter().position(|&x| x == NO_HOUSE);
                    in_group[c][g][slot.expect("at most three houses of a group hold a cell")] =
                        h as u8;
                }
            }
        }
        // A Latin square's regions are its rows, in their order.
        let rows_again =
            (regions.indices()).all(|r| houses[r] == houses[r - regions.indices().start]);
        let distinct = (houses.iter().enumerate())
            .filter(|&(h, _)| !(rows_again && regions.indices().contains(&h)))
            .map(|(_, &h)| h)
            .collect();
        Some(FastSingles {
            n,
            distinct,
            in_group,
            groups,
            all: if cells == M::CELLS {
                M::MAX
            } else {
                M::bit(cells) - M::bit(0)
            },
            peers,
            houses,
            crossings,
            lines: rows_columns,
            at,
        })
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.n
    }

    /// Every cell of the grid, as bits.
    pub(crate) fn all(&self) -> M {
        self.all
    }

    /// Each house's cells, in the order of [`Houses::each_house`].
    pub(crate) fn houses(&self) -> &[M] {
        &self.houses
    }

    /// Whether locked candidates may take anything out: some box and line
    /// share two cells or more (none do in a Latin square).
    pub(crate) fn locks(&self) -> bool {
        !self.crossings.is_empty()
    }

    /// Each house's cells, a Latin square's boxes (its rows again) left
    /// out.
    pub(crate) fn distinct_houses(&self) -> &[M] {
        &self.distinct
    }

    /// The cells of each house that holds cell `c`.
    pub(crate) fn houses_of(&self, c: usize) -> impl Iterator<Item = M> + '_ {
        (0..3).flat_map(move |g| self.own(c, g).iter().map(|&h| self.houses[usize::from(h)]))
    }

    /// The grid's values, row by row (0 empty), of each symbol's cells
    /// `placed`.
    pub(crate) fn values(&self, placed: &[M; SYMBOLS]) -> Vec<u8> {
        let mut values = vec![0u8; self.all.count()];
        for (d, &m) in placed[..self.n].iter().enumerate() {
            for c in bits_of(m) {
                values[c] = symbol::from_index(d);
            }
        }
        values
    }

    /// Whether full houses, hidden singles and naked singles fill every
    /// cell of `wanted` (a mask of cells) in `cells` (0 empty). False, too,
    /// when the givens or the deductions contradict.
    pub fn fill(&self, cells: &[u8], wanted: M) -> bool {
        self.short_of(cells, wanted, false).is_none()
    }

    /// Where singles (with `medium`, and the medium techniques: locked
    /// candidates, naked and hidden pairs, the grader capped at medium) stop
    /// short of filling `wanted` in `cells`: the cells still empty then, or
    /// `None` when they fill it. Every cell when the givens contradict (the
    /// cells empty then when the deductions do, which clues of a solution
    /// never make them).
    pub(crate) fn short_of(&self, cells: &[u8], wanted: M, medium: bool) -> Option<M> {
        match self.run(cells, wanted, medium) {
            (Outcome::Stuck, empty) => Some(empty),
            _ => None,
        }
    }

    /// Whether the beginner's singles, full houses and hidden singles in
    /// boxes, fill every cell of `wanted` in `cells` (0 empty): the grader
    /// capped at beginner, which applies them alone. False, too, when the
    /// givens or the deductions contradict. A hyper's windows count as
    /// boxes.
    pub fn fill_beginner(&self, cells: &[u8], wanted: M) -> bool {
        self.start(cells)
            .is_some_and(|mut p| self.beginner_singles(&mut p, wanted) == Some(true))
    }

    /// The beginner's singles (full houses, hidden singles in boxes) on
    /// `p` until they fill every cell of `wanted` (`Some(true)`) or fill
    /// nothing more (`Some(false)`); `None` when they meet a
    /// contradiction.
    // Inlined into fill_beginner, the classic carver's loop: called, it
    // cost the classic beginner 1.4 % more instructions (callgrind).
    #[inline(always)]
    pub(crate) fn beginner_singles(&self, p: &mut Position<M>, wanted: M) -> Option<bool> {
        let n = self.n;
        // Worked on as locals (a copy), which the compiler keeps apart.
        let Position {
            mut empty,
            mut placed,
            mut cand,
            mut checked,
        } = *p;
        let done = 'sweeps: loop {
            if wanted & empty == M::ZERO {
                break Some(true);
            }
            let before = empty;
            // Full houses: a house's one blank takes its one candidate (a
            // Latin square's boxes are its rows again).
            for &h in &self.distinct {
                let blanks = empty & h;
                if blanks == M::ZERO || blanks.without_lowest() != M::ZERO {
                    continue;
                }
                let c = blanks.lowest();
                let Some(d) = (0..n).find(|&d| cand[d].has(c)) else {
                    break 'sweeps None;
                };
                if !self.place(&mut cand, &mut placed, &mut empty, c, d) {
                    break 'sweeps None;
                }
            }
            // Hidden singles in boxes, skipping symbols whose candidates
            // have not changed since they were last looked at.
            for d in 0..n {
                if cand[d] == checked[d] {
                    continue;
                }
                checked[d] = cand[d];
                for h in self.groups[2].iter().map(|&h| self.houses[h]) {
                    if placed[d] & h != M::ZERO {
                        continue;
                    }
                    let places = cand[d] & h;
                    if places == M::ZERO {
                        break 'sweeps None;
                    }
                    if places.without_lowest() == M::ZERO
                        && !self.place(&mut cand, &mut placed, &mut empty, places.lowest(), d)
                    {
                        break 'sweeps None;
                    }
                }
            }
            if empty == before {
                break Some(false);
            }
        };
        *p = Position {
            empty,
            placed,
            cand,
            checked,
        };
        done
    }

    /// Whether singles solve `cells`, or singles with the medium
    /// techniques (locked candidates, naked and hidden pairs), or neither
    /// (contradictions included): the grader's level capped at medium, with
    /// beginner and easy as one (the same answer, for the same reason). With
    /// it, the cells still empty where the techniques stopped (none when
    /// they finished).
    pub fn classify(&self, cells: &[u8]) -> (Outcome, M) {
        self.run(cells, self.all, true)
    }

    /// The position of `cells`: its empty cells, each symbol's cells and
    /// candidates; `None` when a symbol is twice in a house.
    pub(crate) fn start(&self, cells: &[u8]) -> Option<Position<M>> {
        // Each half of the grid's cells on its own: shifts of one word.
        let mut halves = [[0u64; SYMBOLS]; 2];
        for (half, chunk) in halves.iter_mut().zip(cells.chunks(64)) {
            for (c, &v) in chunk.iter().enumerate() {
                if v != 0 {
                    half[symbol::index(v)] |= 1u64 << c;
                }
            }
        }
        let mut placed = [M::ZERO; SYMBOLS];
        let mut empty = self.all;
        for (d, p) in placed.iter_mut().enumerate() {
            *p = M::of_halves(halves[0][d], halves[1][d]);
            empty &= !*p;
        }
        let mut cand = [M::ZERO; SYMBOLS];
        for d in 0..self.n {
            let mut seen = M::ZERO;
            for c in bits_of(placed[d]) {
                seen |= self.peers[c];
            }
            if seen & placed[d] != M::ZERO {
                return None;
            }
            cand[d] = empty & !seen;
        }
        Some(Position {
            empty,
            placed,
            cand,
            checked: [M::MAX; SYMBOLS],
        })
    }

    fn run(&self, cells: &[u8], wanted: M, medium: bool) -> (Outcome, M) {
        let Some(mut p) = self.start(cells) else {
            return (Outcome::Stuck, self.all); // a symbol twice in a house
        };
        let mut outcome = Outcome::Singles;
        // Each symbol's candidates when locked candidates last found nothing
        // for it; none yet (all ones: candidates that fill every bit, a
        // symbol's anywhere on an empty grid of 64 cells in 64 bits, lock
        // nothing).
        let mut locked = [M::MAX; SYMBOLS];
        loop {
            match self.singles(&mut p, wanted) {
                Some(true) => return (outcome, p.empty),
                Some(false) if medium && self.eliminate(&mut p.cand, &mut locked) => {
                    outcome = Outcome::Pairs
                }
                _ => return (Outcome::Stuck, p.empty),
            }
        }
    }

    /// Full houses, hidden and naked singles on `p` until they fill every
    /// cell of `wanted` (`Some(true)`) or fill nothing more
    /// (`Some(false)`); `None` when they meet a contradiction.
    pub(crate) fn singles(&self, p: &mut Position<M>, wanted: M) -> Option<bool> {
        let n = self.n;
        let Position {
            empty,
            placed,
            cand,
            checked,
        } = p;
        loop {
            if wanted & *empty == M::ZERO {
                return Some(true);
            }
            let before = *empty;
            // Naked singles, the cells with exactly one candidate, until
            // there are none (cheaper than a sweep of hidden singles).
            loop {
                let (mut once, mut twice) = (M::ZERO, M::ZERO);
                for &m in &cand[..n] {
                    twice |= once & m;
                    once |= m;
                }
                if *empty & !once != M::ZERO {
                    return None; // a cell without candidates
                }
                let singles = once & !twice;
                if singles == M::ZERO {
                    break;
                }
                // The cells wanted first: often they are all it takes.
                for part in [singles & wanted, singles & !wanted] {
                    for c in bits_of(part) {
                        // None: emptied by a placement of this sweep.
                        let d = (0..n).find(|&d| cand[d].has(c))?;
                        if !self.place(cand, placed, empty, c, d) {
                            return None;
                        }
                    }
                    if wanted & *empty == M::ZERO {
                        return Some(true);
                    }
                }
            }
            // Hidden singles (full houses among them), a symbol at a time,
            // skipping symbols whose candidates have not changed since they
            // were last looked at: they have none.
            for d in 0..n {
                if cand[d] == checked[d] {
                    continue;
                }
                checked[d] = cand[d];
                for &h in &self.distinct {
                    if placed[d] & h != M::ZERO {
                        continue;
                    }
                    let places = cand[d] & h;
                    if places == M::ZERO {
                        return None; // the symbol has nowhere to go
                    }
                    if places.without_lowest() == M::ZERO
                        && !self.place(cand, placed, empty, places.lowest(), d)
                    {
                        return None;
                    }
                }
            }
            if *empty == before {
                return Some(false);
            }
        }
    }

    /// The effort of solving `cells` by singles, exactly as
    /// [`effort`] measures it (the same moves counted, the
    /// same move taken), with bit operations; `None` when singles get
    /// stuck or the givens contradict.
    pub fn effort(&self, cells: &[u8]) -> Option<f32> {
        self.effort_within(cells, f32::INFINITY)
    }

    /// [`FastSingles::effort`], stopping as soon as the effort so far
    /// exceeds `most`: then some effort over `most` (every step costs
    /// something, so the whole effort is over it too).
    pub fn effort_within(&self, cells: &[u8], most: f32) -> Option<f32> {
        self.effort_until_stuck(cells, most)?.ok()
    }

    /// [`FastSingles::effort_within`], or where singles got stuck: the
    /// cells filled by then and the effort so far, from which the grader's
    /// measure goes on with the techniques beyond singles (its candidates
    /// are those of the cells, as here: singles only place). `None` when the
    /// givens or the deductions contradict.
    pub(crate) fn effort_until_stuck(
        &self,
        cells: &[u8],
        most: f32,
    ) -> Option<Result<f32, (Vec<u8>, f32)>> {
        let n = self.n;
        let Position {
            mut empty,
            mut placed,
            mut cand,
            ..
        } = self.start(cells)?;
        let houses = &self.houses;
        // The rows, the columns and the boxes (each a partition of the
        // grid), with the extra houses of a variant.
        let group = |g: usize| self.groups[g].iter().map(|&h| houses[h]);
        // `alone[g][d]`: the cells where symbol `d` has its only place in
        // its house of group `g`; `full`: the blanks alone in a house. Kept
        // up to date through the placements: one changes only the houses of
        // its cell for the other symbols, and its own symbol's candidates.
        let mut alone = [[M::ZERO; SYMBOLS]; 3];
        for (g, row) in alone.iter_mut().enumerate() {
            for d in 0..n {
                row[d] = group(g).fold(M::ZERO, |a, h| a | single(cand[d] & h));
            }
        }
        let mut full = houses.iter().fold(M::ZERO, |a, &h| a | single(empty & h));
        let mut total = 0.0;
        while empty != M::ZERO {
            // The cells each single fills: full houses, hidden singles in
            // boxes, in lines, naked singles.
            let (mut in_box, mut in_line) = (M::ZERO, M::ZERO);
            let (mut once, mut twice) = (M::ZERO, M::ZERO);
            for d in 0..n {
                in_line |= alone[0][d] | alone[1][d];
                in_box |= alone[2][d];
                let m = cand[d];
                twice |= once & m;
                once |= m;
            }
            if empty & !once != M::ZERO {
                return None; // a cell without candidates
            }
            let naked = once & !twice & empty;
            let moves = (full | in_box | in_line | naked).count();
            let t_cells = [
                (Technique::FullHouse, full),
                (Technique::HiddenSingleBox, in_box),
                (Technique::HiddenSingleLine, in_line),
                (Technique::NakedSingle, naked),
            ]
            .into_iter()
            .find(|&(_, m)| m != M::ZERO);
            let Some((t, cells)) = t_cells else {
                // No single: stuck with the cells placed so far.
                return Some(Err((self.values(&placed), total)));
            };
            total += effort::step_cost(t, empty.count(), moves);
            if total > most {
                return Some(Ok(total));
            }
            // The lowest cell the easiest single fills, and its symbol.
            let c = cells.lowest();
            let d = (0..n).find(|&d| {
                let fills = match t {
                    Technique::HiddenSingleBox => alone[2][d],
                    Technique::HiddenSingleLine => alone[0][d] | alone[1][d],
                    _ => cand[d],
                };
                fills.has(c)
            })?;
            // The other symbols that could go in the cell.
            let mut others = 0u32;
            for (e, &m) in cand[..n].iter().enumerate() {
                others |= u32::from(m.has(c)) << e;
            }
            others &= !(1 << d);
            let had = cand[d];
            if !self.place(&mut cand, &mut placed, &mut empty, c, d) {
                return None;
            }
            // Only the houses holding a cell that lost a candidate change:
            // what they gave before was that cell or nothing. The blanks
            // and the other symbols lost `c` alone; the symbol placed, the
            // cell and its peers.
            let bit = M::bit(c);
            full &= !bit;
            let lost = had & !cand[d];
            for row in alone.iter_mut() {
                row[d] &= !lost;
            }
            for x in bits_of(lost) {
                for (g, row) in alone.iter_mut().enumerate() {
                    for &h in self.own(x, g) {
                        row[d] |= single(cand[d] & houses[h as usize]);
                    }
                }
            }
            for (g, row) in alone.iter_mut().enumerate() {
                let own = self.own(c, g).iter().map(|&h| houses[h as usize]);
                for h in own.clone() {
                    full |= single(empty & h);
                }
                for e in bits_of(others) {
                    row[e] = own
                        .clone()
                        .fold(row[e] & !bit, |a, h| a | single(cand[e] & h));
                }
            }
        }
        Some(Ok(total))
    }

    /// The houses of group `g` that hold cell `c`, as indices into
    /// `houses`.
    #[inline]
    fn own(&self, c: usize, g: usize) -> &[u8] {
        let list = &self.in_group[c][g];
        &list[..list.iter().position(|&h| h == NO_HOUSE).unwrap_or(3)]
    }

    /// One round of locked candidates, or failing that naked and hidden
    /// pairs, on candidates singles left; whether any candidate went.
    /// Contradictions are left for the singles to find. `locked` holds each
    /// symbol's candidates when a round last found it nothing: a symbol's
    /// locked candidates are those of its own candidates alone, so until
    /// they change there is nothing to look for.
    // Called, not inlined: inlined into `FastMarks::settle` it cost
    // the carve of futoshiki 6 medium 4 % more instructions (callgrind).
    #[inline(never)]
    pub(crate) fn eliminate(&self, cand: &mut [M; SYMBOLS], locked: &mut [M; SYMBOLS]) -> bool {
        let n = self.n;
        let mut changed = false;
        for (m, seen) in cand[..n].iter_mut().zip(locked.iter_mut()) {
            if *m == M::ZERO || *m == *seen {
                continue; // placed everywhere, or nothing new
            }
            let mut left = *m;
            for &[shared, box_rest, line_rest] in &self.crossings {
                if left & shared == M::ZERO {
                    continue;
                }
                if left & box_rest == M::ZERO {
                    left &= !line_rest; // pointing
                } else if left & line_rest == M::ZERO {
                    left &= !box_rest; // claiming
                }
            }
            if left == *m {
                *seen = left;
            } else {
                changed = true;
                *m = left;
            }
        }
        if changed {
            return true;
        }
        // Naked pairs: two cells of a house whose candidates are the same
        // two symbols (cells with exactly two candidates, first).
        let (mut once, mut twice, mut thrice) = (M::ZERO, M::ZERO, M::ZERO);
        for &m in &cand[..n] {
            thrice |= twice & m;
            twice |= once & m;
            once |= m;
        }
        let two = twice & !thrice;
        if two.several() {
            for d1 in 0..n {
                let with_d1 = cand[d1] & two;
                if !with_d1.several() {
                    continue;
                }
                for d2 in d1 + 1..n {
                    let pair = with_d1 & cand[d2];
                    if !pair.several() {
                        continue;
                    }
                    for &h in &self.distinct {
                        let cells = pair & h;
                        if cells.two() {
                            let rest = h & !cells;
                            if (cand[d1] | cand[d2]) & rest != M::ZERO {
                                cand[d1] &= !rest;
                                cand[d2] &= !rest;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        if changed {
            return true;
        }
        // Hidden pairs: two symbols with the same two places in a house.
        for &h in &self.distinct {
            for d1 in 0..n {
                let cells = cand[d1] & h;
                if !cells.two() {
                    continue;
                }
                for d2 in d1 + 1..n {
                    if cand[d2] & h == cells {
                        for (d, m) in cand[..n].iter_mut().enumerate() {
                            if d != d1 && d != d2 && *m & cells != M::ZERO {
                                *m &= !cells;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        changed
    }

    /// [`FastSingles::place`] in position `p`.
    pub(crate) fn place_in(&self, p: &mut Position<M>, c: usize, d: usize) -> bool {
        let Position {
            cand,
            placed,
            empty,
            ..
        } = p;
        self.place(cand, placed, empty, c, d)
    }

    /// Places symbol `d + 1` in cell `c`; false if it is no longer a
    /// candidate there.
    pub(crate) fn place(
        &self,
        cand: &mut [M; SYMBOLS],
        placed: &mut [M; SYMBOLS],
        empty: &mut M,
        c: usize,
        d: usize,
    ) -> bool {
        let bit = M::bit(c);
        if cand[d] & bit == M::ZERO {
            return false;
        }
        *empty &= !bit;
        placed[d] |= bit;
        for m in &mut cand[..self.n] {
            *m &= !bit;
        }
        cand[d] &= !self.peers[c];
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadline::Deadline;
    use crate::fill::Filler;
    use crate::logic::{Grader, Level};
    use crate::rng;
    use crate::shape::{Shape, all_shapes};
    use crate::solver::Solver;

    /// A random grid of `shape` from the stream `(seed, index)` with each
    /// cell kept at a chance drawn from `low` to `low + span` percent.
    fn random_clues(shape: Shape, (seed, index): (u64, u64), (low, span): (u32, u32)) -> Vec<u8> {
        let mut r = rng::stream(seed, index);
        let grid = Filler::new(shape).fill(&mut r);
        let keep = low + rng::below(&mut r, span);
        grid.cells()
            .iter()
            .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
            .collect()
    }

    #[test]
    fn a_position_read_cell_by_cell_holds_each_cells_candidates_or_symbol() {
        // 9x9 (symbols in the low byte alone) and 10x10 and 11x11 (in both).
        for shape in ["3x3", "5x2", "11x1"] {
            let shape: Shape = shape.parse().unwrap();
            let n = shape.side();
            let fast = FastSingles::new(&Houses::new(shape)).unwrap();
            for seed in 0..6 {
                let givens = random_clues(shape, (seed, 3), (20, 40));
                let mut p = fast.start(&givens).unwrap();
                // Some candidates gone besides.
                let mut r = rng::stream(seed, 4);
                for d in 0..n {
                    p.cand[d] &= !(0..n * n).fold(0u128, |m, c| {
                        m | u128::from(rng::below(&mut r, 4) == 0) << c
                    });
                }
                let within = if seed % 2 == 0 {
                    u128::MAX
                } else {
                    0xff << 64 | 0xff
                };
                let read = p.by_cell(n, within);
                for c in 0..n * n {
                    let bit = |m: u128| (m >> c & 1) as u32;
                    let want = if within >> (c / 8 * 8) & 0xff == 0 {
                        (0, false)
                    } else if p.empty >> c & 1 == 0 {
                        let d = (0..n).find(|&d| bit(p.placed[d]) != 0).unwrap();
                        (1 << d, true)
                    } else {
                        ((0..n).fold(0, |m, d| m | bit(p.cand[d]) << d), false)
                    };
                    assert_eq!(read.get(c), want, "{shape} {seed} cell {c}");
                }
            }
        }
    }

    /// Clues of `grid` taken out one at a time in an order drawn from `r`,
    /// each kept when `unique` says its removal allows another solution,
    /// the puzzle on the way classified as the grader at medium classifies
    /// it, until that is stuck; how many needed the medium techniques, and
    /// whether it ended stuck.
    fn carve_comparing_medium(
        fast: &FastSingles,
        grader: &mut Grader,
        grid: &[u8],
        r: &mut impl rand::Rng,
        mut unique: impl FnMut(&[u8]) -> bool,
        what: &str,
    ) -> (usize, bool) {
        let mut cells = grid.to_vec();
        let mut order: Vec<usize> = (0..cells.len()).collect();
        rng::shuffle(r, &mut order);
        let mut medium = 0;
        for c in order {
            cells[c] = 0;
            if !unique(&cells) {
                cells[c] = grid[c];
                continue;
            }
            let want = grader
                .solve(&cells, Level::Medium, false)
                .is_ok_and(|g| g.solved);
            assert_eq!(
                fast.classify(&cells).0 != Outcome::Stuck,
                want,
                "{what}: {cells:?}"
            );
            if !want {
                return (medium, true);
            }
            if !fast.fill(&cells, fast.all) {
                medium += 1;
            }
        }
        (medium, false)
    }

    #[test]
    fn effort_agrees_with_the_grader() {
        // Random clue subsets of random grids that singles solve, on every
        // shape that fits: the same effort, to the bit.
        let mut compared = 0;
        for shape in all_shapes().into_iter().filter(|s| s.cells() <= 128) {
            let houses = Houses::new(shape);
            let fast: FastSingles = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::new(shape);
            for seed in 0..40 {
                let cells = random_clues(shape, (seed, 9), (35, 60));
                if let Some(e) = fast.effort(&cells) {
                    assert_eq!(Ok(e), grader.effort(&cells), "{shape}: {cells:?}");
                    compared += 1;
                    // Bounded: over the bound exactly when the whole is,
                    // and the whole when it is not.
                    for most in [e * 0.5, e - 0.01, e, e + 1.0] {
                        let fast_within = fast.effort_within(&cells, most).unwrap();
                        let graded = grader.effort_within(&cells, most, Deadline::NEVER).unwrap();
                        for got in [fast_within, graded] {
                            assert_eq!(got > most, e > most, "{shape} {most}: {cells:?}");
                            if e <= most {
                                assert_eq!(got, e, "{shape} {most}: {cells:?}");
                            }
                        }
                    }
                }
            }
        }
        assert!(compared > 500, "{compared}");
    }

    #[test]
    fn the_grader_goes_on_from_where_singles_got_stuck_to_the_same_effort() {
        // Unique puzzles that need more than singles, on the classic
        // shapes that fit and the variants: singles as far as they go, the
        // grader's measure from there, the grader's whole measure; the
        // same effort, to the bit, bounded or not.
        use crate::layout::{Layout, Variant};
        let mut layouts: Vec<Layout> = all_shapes()
            .into_iter()
            .filter(|s| s.cells() <= 128 && s.side() >= 6)
            .map(Layout::classic)
            .collect();
        layouts.push(Layout::new(Shape::classic(), Variant::X).unwrap());
        layouts.push(Layout::new(Shape::classic(), Variant::HYPER).unwrap());
        layouts.push(
            crate::fill::jigsaw(8, Variant::JIGSAW, &mut rng::stream(8, 8))
                .unwrap()
                .0,
        );
        let mut compared = 0;
        for layout in &layouts {
            let houses = Houses::of_layout(layout);
            let fast: FastSingles = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::of_layout(layout);
            let mut solver = crate::solver::generic::GenericSolver::of_layout(layout);
            let mut filler = Filler::of_layout(layout);
            for seed in 0..12 {
                let mut r = rng::stream(seed, 31);
                let Some(grid) = filler.fill_layout(&mut r) else {
                    continue;
                };
                // Cells out while the puzzle stays unique.
                let mut cells = grid.clone();
                let mut order: Vec<usize> = (0..cells.len()).collect();
                rng::shuffle(&mut r, &mut order);
                let mut scratch = Vec::new();
                for c in order {
                    cells[c] = 0;
                    if solver.count(&cells, 2, &mut scratch) != 1 {
                        cells[c] = grid[c];
                    }
                }
                let Some(Err((at, spent))) = fast.effort_until_stuck(&cells, f32::INFINITY) else {
                    continue;
                };
                let whole = grader.effort(&cells).unwrap();
                let on = |g: &mut Grader, most| g.effort_on(&at, spent, most, Deadline::NEVER);
                assert_eq!(
                    on(&mut grader, f32::INFINITY),
                    Ok(whole),
                    "{}",
                    layout.label()
                );
                for most in [spent * 0.5, whole - 0.01, whole] {
                    let got = match fast.effort_until_stuck(&cells, most).unwrap() {
                        Ok(e) => e,
                        Err((at2, spent2)) => {
                            assert_eq!((&at2, spent2), (&at, spent));
                            on(&mut grader, most).unwrap()
                        }
                    };
                    let graded = grader.effort_within(&cells, most, Deadline::NEVER).unwrap();
                    assert_eq!(got > most, graded > most, "{most}");
                    if whole <= most {
                        assert_eq!(got, whole);
                    }
                }
                compared += 1;
            }
        }
        assert!(compared > 40, "{compared}");
    }

    #[test]
    fn beginner_fill_agrees_with_the_grader_capped_at_beginner() {
        // Random clue subsets of random grids on every shape that fits: the
        // whole grid, or its first three blanks, filled exactly when the
        // grader at beginner fills them.
        let (mut solved, mut stuck) = (0, 0);
        for shape in all_shapes().into_iter().filter(|s| s.cells() <= 128) {
            let houses = Houses::new(shape);
            let fast = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::new(shape);
            for seed in 0..60 {
                let cells = random_clues(shape, (seed, 19), (20, 75));
                let want = grader
                    .solve(&cells, Level::Beginner, false)
                    .is_ok_and(|g| g.solved);
                assert_eq!(
                    fast.fill_beginner(&cells, fast.all),
                    want,
                    "{shape}: {cells:?}"
                );
                let blanks: Vec<usize> = (0..cells.len())
                    .filter(|&c| cells[c] == 0)
                    .take(3)
                    .collect();
                let wanted = blanks.iter().fold(0u128, |m, &c| m | 1 << c);
                let filled = grader.singles_fill(&cells, Level::Beginner, &blanks);
                assert_eq!(
                    fast.fill_beginner(&cells, wanted),
                    filled,
                    "{shape}: {cells:?}"
                );
                if want {
                    solved += 1;
                } else {
                    stuck += 1;
                }
            }
        }
        assert!(solved > 100 && stuck > 100, "{solved} {stuck}");
    }

    #[test]
    fn agrees_with_the_grader_capped_at_easy() {
        // Random clue subsets of random grids, from nearly full to sparse,
        // on every shape that fits: solved by singles exactly when the
        // grader at easy solves them.
        let (mut solved, mut stuck) = (0, 0);
        for shape in all_shapes().into_iter().filter(|s| s.cells() <= 128) {
            let houses = Houses::new(shape);
            let fast: FastSingles = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::new(shape);
            for seed in 0..60 {
                let cells = random_clues(shape, (seed, 5), (25, 60));
                let want = grader
                    .solve(&cells, Level::Easy, false)
                    .is_ok_and(|g| g.solved);
                assert_eq!(fast.fill(&cells, fast.all), want, "{shape}: {cells:?}");
                if want {
                    solved += 1;
                } else {
                    stuck += 1;
                }
            }
        }
        assert!(solved > 100 && stuck > 100, "{solved} {stuck}");
    }

    #[test]
    fn medium_agrees_with_the_grader_capped_at_medium() {
        // Clues of random grids taken out one at a time in a random order
        // (skipping those that would allow another solution), comparing
        // after each, until the grader at medium is stuck.
        let (mut medium, mut stuck) = (0, 0);
        for shape in all_shapes().into_iter().filter(|s| s.cells() <= 128) {
            let houses = Houses::new(shape);
            let fast = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::new(shape);
            let mut solver = Solver::new(shape);
            let mut other = Vec::new();
            for seed in 0..40 {
                let mut r = rng::stream(seed, 6);
                let grid = Filler::new(shape).fill(&mut r);
                let unique = |cells: &[u8]| {
                    !solver
                        .other_solution(cells, grid.cells(), &mut other, Deadline::NEVER)
                        .unwrap()
                };
                let (needed, ended_stuck) = carve_comparing_medium(
                    &fast,
                    &mut grader,
                    grid.cells(),
                    &mut r,
                    unique,
                    &shape.to_string(),
                );
                medium += needed;
                stuck += usize::from(ended_stuck);
            }
        }
        assert!(medium > 200 && stuck > 100, "{medium} {stuck}");
    }

    #[test]
    fn clues_where_the_techniques_stopped_short_change_nothing() {
        // The carver refuses an orbit again without a solve when no clue
        // went back where the techniques stopped short of it: puzzles that
        // singles (or singles and the medium techniques) leave stuck, given
        // the values of some cells they filled, stop at the same cells.
        use crate::layout::{Layout, Variant};
        let layouts = [
            Layout::classic(Shape::classic()),
            Layout::classic(Shape::new(3, 2).unwrap()),
            Layout::new(Shape::classic(), Variant::X).unwrap(),
            Layout::new(Shape::new(4, 2).unwrap(), Variant::X).unwrap(),
            Layout::new(Shape::classic(), Variant::HYPER).unwrap(),
            crate::fill::jigsaw(7, Variant::JIGSAW, &mut rng::stream(7, 7))
                .unwrap()
                .0,
        ];
        let mut compared = [0; 2];
        for layout in &layouts {
            let houses = Houses::of_layout(layout);
            let fast = FastSingles::new(&houses).unwrap();
            let mut filler = Filler::of_layout(layout);
            for seed in 0..60 {
                let mut r = rng::stream(seed, 41);
                let Some(grid) = filler.fill_layout(&mut r) else {
                    continue;
                };
                let keep = 20 + rng::below(&mut r, 40);
                let cells: Vec<u8> = grid
                    .iter()
                    .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                    .collect();
                let blanks = cells.iter().enumerate().filter(|&(_, &v)| v == 0);
                let wanted = blanks.fold(0u128, |m, (c, _)| m | 1 << c);
                for (medium, count) in [false, true].into_iter().zip(&mut compared) {
                    let Some(stuck) = fast.short_of(&cells, wanted, medium) else {
                        continue;
                    };
                    // Some of the cells they filled, given.
                    let mut more = cells.clone();
                    for c in bits_of(wanted & !stuck) {
                        if rng::below(&mut r, 2) == 0 {
                            more[c] = grid[c];
                        }
                    }
                    let what = format!("{} {medium}: {cells:?}", layout.label());
                    assert_eq!(fast.short_of(&more, wanted, medium), Some(stuck), "{what}");
                    *count += 1;
                }
            }
        }
        assert!(compared.iter().all(|&n| n > 100), "{compared:?}");
    }

    #[test]
    fn singles_and_medium_agree_with_the_grader_on_every_variant() {
        // X, hyper, jigsaw and jigsaw+X layouts that fit: random clue
        // subsets solved by singles exactly when the grader at easy solves
        // them; clues taken out while unique, classified as the grader at
        // medium does; the beginner's fill and the effort as the grader has
        // them.
        use crate::layout::{Layout, Variant};
        let mut layouts = Vec::new();
        for n in [4, 6, 8, 9, 10] {
            layouts.push(Layout::new(Shape::conventional(n).unwrap(), Variant::X).unwrap());
        }
        for b in [2, 3] {
            layouts.push(Layout::new(Shape::new(b, b).unwrap(), Variant::HYPER).unwrap());
        }
        for n in 4..=11 {
            for v in [Variant::JIGSAW, Variant::JIGSAW_X] {
                layouts.push(
                    crate::fill::jigsaw(n, v, &mut rng::stream(n as u64, 8))
                        .unwrap()
                        .0,
                );
            }
        }
        let (mut solved, mut stuck, mut medium, mut efforts) = (0, 0, 0, 0);
        for layout in &layouts {
            let houses = Houses::of_layout(layout);
            let fast = FastSingles::new(&houses).unwrap();
            let mut grader = Grader::of_layout(layout);
            let mut filler = Filler::of_layout(layout);
            let mut solver = crate::solver::generic::GenericSolver::of_layout(layout);
            let what = format!("{} {}", layout.variant(), layout.side());
            for seed in 0..30 {
                let mut r = rng::stream(seed, 12);
                let Some(grid) = filler.fill_layout(&mut r) else {
                    continue;
                };
                let keep = 25 + rng::below(&mut r, 60);
                let cells: Vec<u8> = grid
                    .iter()
                    .map(|&v| if rng::below(&mut r, 100) < keep { v } else { 0 })
                    .collect();
                let beginner = grader
                    .solve(&cells, Level::Beginner, false)
                    .is_ok_and(|g| g.solved);
                assert_eq!(fast.fill_beginner(&cells, fast.all), beginner, "{what}");
                let want = grader
                    .solve(&cells, Level::Easy, false)
                    .is_ok_and(|g| g.solved);
                assert_eq!(fast.fill(&cells, fast.all), want, "{what}: {cells:?}");
                // The same effort, to the bit, where singles solve it.
                if let Some(e) = fast.effort(&cells) {
                    assert_eq!(Ok(e), grader.effort(&cells), "{what}: {cells:?}");
                    efforts += 1;
                }
                if want {
                    solved += 1;
                } else {
                    stuck += 1;
                }
                // Medium, along a carve to uniqueness.
                let mut scratch = Vec::new();
                let unique = |cells: &[u8]| solver.count(cells, 2, &mut scratch) == 1;
                medium +=
                    carve_comparing_medium(&fast, &mut grader, &grid, &mut r, unique, &what).0;
            }
        }
        assert!(
            solved > 100 && stuck > 100 && medium > 100 && efforts > 100,
            "{solved} {stuck} {medium} {efforts}"
        );
    }

    #[test]
    fn clashing_givens_and_big_grids_are_refused() {
        let shape = crate::Shape::new(2, 2).unwrap();
        let fast: FastSingles = FastSingles::new(&Houses::new(shape)).unwrap();
        let mut cells = vec![0u8; 16];
        cells[0] = 1;
        cells[1] = 1;
        assert!(!fast.fill(&cells, 1 << 2));
        assert!(FastSingles::<u128>::new(&Houses::new(crate::Shape::new(4, 3).unwrap())).is_none());
    }
}
