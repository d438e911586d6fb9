//! The marks' techniques up to medium (odd or even cells, inequalities,
//! neighbour rules, neighbours in a house) with [`FastSingles`]' singles,
//! locked candidates and pairs, and hard's fish, triples and wings, as bit
//! operations: a quick answer to "does the ladder up to beginner, easy,
//! medium or hard finish this puzzle under these marks?" for the carve of
//! marks, which asks it for every given and every optional mark it tries,
//! with marks kept or not by a flag rather than by building the relations
//! again.
//!
//! Each technique here is sound and only grows with what is known, so the
//! order they are applied in does not change whether they finish a puzzle:
//! the answer is the grader's capped at beginner, easy, medium or hard
//! (tested against it). Past hard, what they finish the ladder finishes
//! too.

use crate::logic::bits::Bits;
use crate::logic::board::bits_of;
use crate::logic::fast_singles::{FastSingles, Position, SYMBOLS};
use crate::logic::techniques::neighbour_rule::is_neighbour_rule;
use crate::logic::{Level, Technique};
use crate::relations::{Mark, Relations, Rule, grouped};
use std::ops::Range;
use std::sync::Arc;

/// A rule between two cells as the narrowing reads it: `loser` keeps only
/// what some candidate of `reader` allows beside it.
#[derive(Clone, Copy, Debug)]
struct Link {
    reader: u8,
    loser: u8,
    rule: Rule,
    /// The level of the technique that reads it (inequality, neighbour rule).
    level: Level,
}

impl Link {
    /// The link of `rule` read from `reader` to `loser`.
    fn new(reader: usize, loser: usize, rule: Rule) -> Link {
        let technique = match is_neighbour_rule(rule) {
            true => Technique::NeighbourRule,
            false => Technique::Inequality,
        };
        Link {
            reader: reader as u8,
            loser: loser as u8,
            rule,
            level: technique.level(),
        }
    }

    /// The row of [`FastMarks`]' tables it reads: its rule's, or at
    /// medium (`differ`) for a rule that lets a number stand beside itself,
    /// the rule's with the reader's number taken out (orthogonal neighbours
    /// share a row or a column).
    fn table(&self, differ: bool) -> usize {
        match self.rule {
            Rule::Neither if differ => Rule::ALL.len(),
            Rule::Apart if differ => Rule::ALL.len() + 1,
            rule => rule as usize,
        }
    }
}

/// The most a level's answer here is the ladder's own: hard.
pub(crate) const EXACT: Level = Level::Hard;

/// A placed cell's flag beside its number in the narrowing's cells.
const PLACED: u32 = 1 << 31;

/// How many rows [`FastMarks`]' tables have: a rule's, and the two rules
/// that let a number stand beside itself with the reader's number out.
const TABLES: usize = Rule::ALL.len() + 2;

/// What a rule allows beside a cell: for each set of its candidates (as
/// [`crate::symbol::SymbolSet`] bits), the numbers some of them allow, in
/// two looks: the set's six low bits, then the rest.
#[derive(Clone, Debug)]
struct Allows {
    low: [u32; 64],
    high: [u32; 1 << (SYMBOLS - 6)],
}

impl Allows {
    /// A table of no rule.
    const NONE: Allows = Allows {
        low: [0; 64],
        high: [0; 1 << (SYMBOLS - 6)],
    };

    /// The table of `one`: what symbol `d` (from 0) alone allows.
    fn new(one: impl Fn(usize) -> u32) -> Allows {
        let mut t = Allows {
            low: [0; 64],
            high: [0; 1 << (SYMBOLS - 6)],
        };
        for m in 1..t.low.len() {
            t.low[m] = t.low[m & (m - 1)] | one(m.trailing_zeros() as usize);
        }
        for m in 1..t.high.len() {
            t.high[m] = t.high[m & (m - 1)] | one(6 + m.trailing_zeros() as usize);
        }
        t
    }

    /// What the candidates `set` allow.
    #[inline]
    fn get(&self, set: u32) -> u32 {
        self.low[(set & 63) as usize] | self.high[(set >> 6) as usize]
    }
}

/// What a settle asks of some marks beyond their links: the cells that
/// read them, their parities, and whether one is a neighbour rule.
#[derive(Clone, Copy, Debug)]
struct Piece<M: Bits> {
    /// The cells that read its links.
    readers: M,
    odd: M,
    even: M,
    /// Whether a link of it is a neighbour rule (read by neighbours in a
    /// house too).
    neighbourly: bool,
}

impl<M: Bits> Piece<M> {
    /// No marks.
    const NONE: Piece<M> = Piece {
        readers: M::ZERO,
        odd: M::ZERO,
        even: M::ZERO,
        neighbourly: false,
    };

    /// With `link` too.
    fn read(&mut self, link: &Link) {
        self.readers |= M::bit(usize::from(link.reader));
        self.neighbourly |= is_neighbour_rule(link.rule);
    }
}

/// The cells of `cells` as bits.
fn cell_mask<M: Bits>(cells: &[usize]) -> M {
    cells.iter().fold(M::ZERO, |m, &c| m | M::bit(c))
}

/// The marks' techniques on one layout's houses: marks that always hold,
/// and optional ones, each kept or not.
#[derive(Clone, Debug)]
pub(crate) struct FastMarks<M: Bits = u128> {
    /// The houses' techniques, shared by the marks' of every puzzle of a
    /// layout.
    singles: Arc<FastSingles<M>>,
    /// The fixed marks' piece, then each optional mark's.
    pieces: Vec<Piece<M>>,
    /// Whether each piece is read: the fixed marks' always, an optional
    /// mark's when it is kept.
    read: Vec<bool>,
    /// The optional marks with a parity or a neighbour rule: those a
    /// settle asks beyond their links.
    special: Vec<usize>,
    /// What each rule allows ([`Link::table`]), for the rules of the marks.
    tables: Vec<Allows>,
    /// Every link by its reader: `by_reader[start[c]..start[c + 1]]` cell
    /// c's.
    by_reader: Vec<Read>,
    start: Vec<u32>,
}

/// A link as its reader reads it: the loser, the link's piece (0 the
/// fixed marks', `k + 1` optional mark k's), its tables without and with
/// [`Link::table`]'s `differ`, and its level.
#[derive(Clone, Copy, Debug)]
struct Read {
    loser: usize,
    piece: usize,
    tables: [usize; 2],
    level: Level,
    rule: Rule,
}

impl<M: Bits> FastMarks<M> {
    /// The techniques with `singles`' houses under the relations `fixed`
    /// and each of the marks `optional` (all kept), or `None` when the
    /// grid is over [`SYMBOLS`]' side. The optional marks are the caller's
    /// to check with the fixed ones ([`Relations::new`] of them all), as
    /// the carve's grader does.
    pub(crate) fn new(
        singles: Arc<FastSingles<M>>,
        fixed: &Relations,
        optional: &[Mark],
    ) -> Option<Self> {
        let side = singles.side();
        if side > SYMBOLS || fixed.side() != side {
            return None;
        }
        // Every link with its piece: 0 the fixed marks', k + 1 optional
        // mark k's.
        let optional_links: usize = optional.iter().map(Mark::link_count).sum();
        let mut links = Vec::with_capacity(fixed.link_count() + optional_links);
        for c in 0..side * side {
            let of_cell = fixed.links(c).iter();
            links.extend(of_cell.map(|l| (0, Link::new(c, l.other, l.rule))));
        }
        for (k, mark) in optional.iter().enumerate() {
            mark.each_link(|a, b, rule| links.push((k + 1, Link::new(a, b, rule))));
        }
        let mut pieces = vec![Piece::NONE; optional.len() + 1];
        let marks = fixed.marks();
        (pieces[0].odd, pieces[0].even) = (cell_mask(&marks.odd), cell_mask(&marks.even));
        for (piece, mark) in pieces[1..].iter_mut().zip(optional) {
            match *mark {
                Mark::Odd(c) => piece.odd = M::bit(c),
                Mark::Even(c) => piece.even = M::bit(c),
                _ => {}
            }
        }
        // The tables of the rules the links read, with and without the
        // reader's number.
        let mut used = [false; TABLES];
        for (k, link) in &links {
            pieces[*k].read(link);
            used[link.table(false)] = true;
            used[link.table(true)] = true;
        }
        let tables = (0..TABLES)
            .map(|t| match used[t] {
                false => Allows::NONE,
                true => {
                    let (rule, differ) = match t.checked_sub(Rule::ALL.len()) {
                        None => (Rule::ALL[t], false),
                        Some(k) => ([Rule::Neither, Rule::Apart][k], true),
                    };
                    Allows::new(|d| match d < side {
                        true => fixed.support(rule, d as u8 + 1) & !(u32::from(differ) << d),
                        false => 0,
                    })
                }
            })
            .collect();
        let cells = singles.all().count();
        let reads: Vec<(usize, Read)> = (links.iter())
            .map(|&(k, l)| {
                let read = Read {
                    loser: usize::from(l.loser),
                    piece: k,
                    tables: [l.table(false), l.table(true)],
                    level: l.level,
                    rule: l.rule,
                };
                (usize::from(l.reader), read)
            })
            .collect();
        let (start, by_reader) = grouped(cells, &reads);
        let special = (pieces[1..].iter().enumerate())
            .filter(|(_, p)| p.neighbourly || p.odd != M::ZERO || p.even != M::ZERO)
            .map(|(k, _)| k)
            .collect();
        Some(FastMarks {
            singles,
            special,
            read: vec![true; optional.len() + 1],
            pieces,
            tables,
            by_reader,
            start,
        })
    }

    /// The side of the grid.
    pub(crate) fn side(&self) -> usize {
        self.singles.side()
    }

    /// Whether locked candidates may take anything out: some box and line
    /// share two cells or more.
    pub(crate) fn locks(&self) -> bool {
        self.singles.locks()
    }

    /// Every cell of the grid, as bits.
    pub(crate) fn all(&self) -> M {
        self.singles.all()
    }

    /// Keeps optional mark `k` or not.
    pub(crate) fn keep(&mut self, k: usize, keep: bool) {
        self.read[k + 1] = keep;
    }

    /// The cells the techniques up to `max` leave open in `cells` (0
    /// empty): none when they finish the puzzle, every cell when the
    /// givens or the deductions contradict. Up to [`EXACT`]
    /// this is the grader's answer; past it, the techniques of hard only.
    pub(crate) fn left_open(&self, cells: &[u8], max: Level) -> M {
        let all = self.singles.all();
        (self.singles.start(cells))
            .and_then(|mut p| self.settle(&mut p, max, all))
            .unwrap_or(all)
    }

    /// The position of `cells` (0 empty) before any technique, or `None`
    /// when a symbol is twice in a house.
    pub(crate) fn start(&self, cells: &[u8]) -> Option<Position<M>> {
        self.singles.start(cells)
    }

    /// `p` cell by cell: each cell's number (0 empty), and each empty
    /// cell's candidates (bit `d` for number `d + 1`), as
    /// [`crate::logic::Grader`]'s `solve_from_until` takes them.
    pub(crate) fn read(&self, p: &Position<M>) -> (Vec<u8>, Vec<u32>) {
        let cells = self.singles.all().count();
        let read = p.by_cell(self.side(), self.singles.all());
        (0..cells)
            .map(|c| match read.get(c) {
                (set, true) => (set.trailing_zeros() as u8 + 1, set),
                (set, false) => (0, set),
            })
            .unzip()
    }

    /// Places in `p` the givens `(cell, number)` of `givens` it does not
    /// hold yet; false when one is no longer a candidate there.
    pub(crate) fn place_all(
        &self,
        p: &mut Position<M>,
        givens: impl IntoIterator<Item = (usize, u8)>,
    ) -> bool {
        let empty = p.empty;
        (givens.into_iter())
            .filter(|&(c, v)| v != 0 && empty.has(c))
            .all(|(c, v)| self.singles.place_in(p, c, usize::from(v) - 1))
    }

    /// Whether the numbers placed in `p` obey every link of the fixed
    /// marks and the optional ones kept: what a grid the techniques filled
    /// must be asked when its numbers were not all deduced (a search's
    /// guesses), as the last ones placed went unread.
    pub(crate) fn obeys(&self, p: &Position<M>) -> bool {
        let n = self.side();
        let read = p.by_cell(n, self.all() & !p.empty);
        (0..self.start.len() - 1).all(|c| {
            let (set, placed) = read.get(c);
            let (from, to) = (self.start[c] as usize, self.start[c + 1] as usize);
            !placed
                || self.by_reader[from..to].iter().all(|r| {
                    let (other, there) = read.get(r.loser);
                    !self.read[r.piece] || !there || self.tables[r.tables[0]].get(set) & other != 0
                })
        })
    }

    /// The cells that read the links of the optional marks kept among
    /// `marks`.
    pub(crate) fn readers(&self, marks: Range<usize>) -> M {
        let kept = self.pieces[marks.start + 1..marks.end + 1]
            .iter()
            .zip(&self.read[marks.start + 1..marks.end + 1]);
        (kept.filter(|&(_, &k)| k)).fold(M::ZERO, |m, (p, _)| m | p.readers)
    }

    /// The techniques up to `max` applied to `p` under the fixed marks and
    /// the optional ones kept, until they change nothing: the cells they
    /// leave open (none when they finish), or `None` at a contradiction.
    /// The links first read are those of the cells of `dirty` and of the
    /// cells the techniques change.
    ///
    /// What is known only grows, so going on from a position they settled
    /// under fewer marks or givens (placed with [`FastMarks::place_all`]),
    /// with the cells that changed and the readers of the marks added
    /// ([`FastMarks::readers`]) as `dirty`, ends where starting afresh
    /// ([`FastMarks::left_open`]) would.
    pub(crate) fn settle(&self, p: &mut Position<M>, max: Level, dirty: M) -> Option<M> {
        let all = self.singles.all();
        let n = self.singles.side();
        let beginner = max == Level::Beginner;
        let medium = max >= Level::Medium;
        let hard = max >= Level::Hard;
        // At medium, neighbours differ too (orthogonal neighbours share a
        // row or a column): under a rule that lets a number stand beside
        // itself, the reader's number is not the loser's.
        let differ = Technique::NeighbourHouse.level() <= max;
        // Whether piece k is read: the fixed marks' (told without a look,
        // 1.4 % fewer instructions on consecutive 5x1 easy), and the
        // optional marks kept.
        let active = |k: usize| k == 0 || self.read[k];
        // The parities of the pieces read, and whether a neighbour rule is
        // (neighbours in a house have nothing to say without one): the
        // fixed marks' and those of the optional marks kept that have any.
        let kept = (self.special.iter()).filter(|&&k| self.read[k + 1]);
        let pieces = std::iter::once(&self.pieces[0]).chain(kept.map(|&k| &self.pieces[k + 1]));
        let (mut odd, mut even, mut neighbourly) = (M::ZERO, M::ZERO, false);
        for piece in pieces {
            neighbourly |= piece.neighbourly;
            odd |= piece.odd;
            even |= piece.even;
        }
        // The neighbour rules of the pieces read, when first asked.
        let mut near = None;
        let mut locked = [M::MAX; SYMBOLS];
        // Each cell's candidates (its number and [`PLACED`] when placed)
        // as the links last read them, and the position then.
        let mut by_cell = [0u32; 128];
        let mut seen = *p;
        let mut first = true;
        // Odd or even cells hold no number of the other parity (once: what
        // is known only grows).
        for (d, cand) in p.cand.iter_mut().enumerate().take(n) {
            // Symbol d + 1: odd when d is even.
            *cand &= !if d % 2 == 0 { even } else { odd };
        }
        loop {
            let finished = match beginner {
                true => self.singles.beginner_singles(p, all),
                false => self.singles.singles(p, all),
            };
            match finished {
                Some(true) => return Some(M::ZERO),
                None => return None,
                Some(false) => {}
            }
            // Locked candidates, naked and hidden pairs.
            if medium && self.singles.eliminate(&mut p.cand, &mut locked) {
                continue;
            }
            let before = p.cand;
            // The cells changed since the links last read them.
            let first = std::mem::take(&mut first);
            let changed = p.changed_since(&seen) | if first { dirty } else { M::ZERO };
            let fresh = if first { all } else { changed };
            let read = p.by_cell(n, fresh);
            for c in bits_of(fresh) {
                let (set, placed) = read.get(c);
                by_cell[c] = set | if placed { PLACED } else { 0 };
            }
            let narrow =
                |p: &mut Position<M>, by_cell: &mut [u32; 128], loser: usize, allowed: u32| {
                    let gone = by_cell[loser] & !allowed;
                    by_cell[loser] &= !gone;
                    let mut left = gone;
                    while left != 0 {
                        p.cand[left.trailing_zeros() as usize] &= !M::bit(loser);
                        left &= left - 1;
                    }
                    gone != 0
                };
            // Each open cell keeps what its neighbours' candidates allow,
            // the links of the cells that changed read again until none
            // changes.
            let mut dirty = changed;
            while dirty != M::ZERO {
                let reader = dirty.lowest();
                dirty = dirty.without_lowest();
                let (from, to) = (self.start[reader], self.start[reader + 1]);
                let reads = &self.by_reader[from as usize..to as usize];
                for r in reads {
                    let loser = r.loser;
                    if by_cell[loser] & PLACED != 0 || !active(r.piece) || r.level > max {
                        continue;
                    }
                    let table = &self.tables[r.tables[usize::from(differ)]];
                    let allowed = table.get(by_cell[reader] & !PLACED);
                    if narrow(p, &mut by_cell, loser, allowed) {
                        dirty |= M::bit(loser);
                    }
                }
            }
            // What neighbours in a house take out, the links read next time.
            seen = *p;
            if differ && neighbourly {
                let near = near.get_or_insert_with(|| Near::new(self, active));
                for (c, allowed) in near.beside(self, p) {
                    narrow(p, &mut by_cell, c, allowed);
                }
            }
            if p.cand == before {
                // Hard's techniques where nothing below takes more out,
                // as the ladder asks them.
                if hard && self.singles.hard(&mut p.cand, p.empty) {
                    continue;
                }
                return Some(p.empty);
            }
        }
    }
}

/// Each cell's neighbours by a neighbour rule, and the rule to each by
/// its side (up, down, left, right; of two rules between a pair, the first
/// in [`Rule`]'s order, as `neighbour_house` finds them).
struct Near<M: Bits> {
    cells: [M; 128],
    rule: Vec<[Option<Rule>; 4]>,
}

impl<M: Bits> Near<M> {
    /// The neighbour rules of the pieces `active` says are read.
    fn new(fast: &FastMarks<M>, active: impl Fn(usize) -> bool) -> Self {
        let n = fast.side();
        let mut near = Near {
            cells: [M::ZERO; 128],
            rule: vec![[None; 4]; n * n],
        };
        for c in 0..n * n {
            let (from, to) = (fast.start[c] as usize, fast.start[c + 1] as usize);
            let reads = fast.by_reader[from..to].iter();
            for r in reads.filter(|r| is_neighbour_rule(r.rule) && active(r.piece)) {
                let q = r.loser;
                near.cells[c] |= M::bit(q);
                let slot = &mut near.rule[c][side(n, c, q)];
                if slot.is_none_or(|rule| (r.rule as u8) < (rule as u8)) {
                    *slot = Some(r.rule);
                }
            }
        }
        near
    }

    /// Where the places of a symbol in a house are all beside one open
    /// cell by a neighbour rule, what that cell keeps: the numbers some
    /// place's rule allows beside the symbol (each cell with them).
    fn beside(&self, fast: &FastMarks<M>, p: &Position<M>) -> Vec<(usize, u32)> {
        let (houses, n) = (fast.singles.distinct_houses(), fast.side());
        let mut out = Vec::new();
        for &h in houses {
            for d in 0..n {
                let places = p.cand[d] & h;
                if places == M::ZERO || p.placed[d] & h != M::ZERO {
                    continue;
                }
                let first = places.lowest();
                for c in bits_of(self.cells[first] & p.empty & !places) {
                    if self.cells[c] & places != places {
                        continue;
                    }
                    let allowed = bits_of(places).fold(0, |m, q| {
                        m | self.rule[c][side(n, c, q)]
                            .map_or(0, |r| fast.tables[r as usize].get(1 << d))
                    });
                    out.push((c, allowed));
                }
            }
        }
        out
    }
}

/// The side of cell `c` its neighbour `q` lies on: 0 up, 1 down, 2 left,
/// 3 right (a grid of side `n`).
fn side(n: usize, c: usize, q: usize) -> usize {
    match q {
        _ if q + n == c => 0,
        _ if c + n == q => 1,
        _ if q + 1 == c => 2,
        _ => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadline::Deadline;
    use crate::layout::{Layout, Variant};
    use crate::logic::Grader;
    use crate::relations::Marks;
    use crate::rng::{below, stream};
    use crate::shape::Shape;

    /// Whether a sign joins the two cells of `pair` (either way).
    fn marked(fixed: &Marks, optional: &[Mark], pair: &[usize]) -> bool {
        let signs = fixed
            .greater
            .iter()
            .chain(optional.iter().filter_map(|m| match m {
                Mark::Greater(pair) => Some(pair),
                _ => None,
            }));
        signs
            .into_iter()
            .any(|&[a, b]| [a, b] == pair || [b, a] == pair)
    }

    /// On random marks of filled grids (signs, dots, thermometers,
    /// parities; the negative and nonconsecutive rules), givens taken out
    /// while the ladder up to expert finishes: the cells left open agree
    /// with the grader's capped at beginner, easy, medium and hard; past
    /// hard what they finish the grader finishes, and the grader going on
    /// from where they stopped leaves the cells it leaves from the givens.
    #[test]
    fn left_open_is_the_graders_answer_up_to_hard() {
        // Latin squares, grids with boxes; every dot drawn under the
        // negative rule, every white mark under the nonconsecutive rule.
        let (none, negative, nonconsecutive, only) = (0, 1, 2, 4);
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI, none),
            (Shape::new(3, 2).unwrap(), Variant::THERMO, none),
            (Shape::new(3, 2).unwrap(), Variant::ODD_EVEN, none),
            (Shape::new(2, 2).unwrap(), Variant::KROPKI, negative),
            (Shape::new(3, 2).unwrap(), Variant::KROPKI, negative),
            // Every dot and no other mark, as kropki is carved.
            (Shape::new(3, 3).unwrap(), Variant::KROPKI, negative | only),
            (
                Shape::new(3, 2).unwrap(),
                Variant::CONSECUTIVE,
                nonconsecutive,
            ),
            (
                Shape::new(5, 1).unwrap(),
                Variant::CONSECUTIVE,
                nonconsecutive,
            ),
        ];
        let mut rng = stream(49, 0);
        let (mut finished, mut open_left, mut medium_more) = (0, 0, 0);
        let (mut went_on, mut narrowly) = (0, 0);
        for (shape, variant, rule) in cases {
            let (rule, only) = (rule & !only, rule & only != 0);
            let layout = Layout::new(shape, variant).unwrap();
            let n = shape.side();
            let mut filler = crate::fill::Filler::of_layout(&layout);
            for _ in 0..40 {
                let solution = filler.fill_layout(&mut rng).unwrap();
                // Signs, dots and parities of some pairs and cells.
                let (mut fixed, mut optional) = (Marks::default(), Vec::new());
                fixed.negative = rule == negative;
                fixed.nonconsecutive = rule == nonconsecutive;
                for (a, b) in crate::relations::neighbour_pairs(n) {
                    let (x, y) = (solution[a], solution[b]);
                    let (apart, double) = (x.abs_diff(y) == 1, x == 2 * y || y == 2 * x);
                    match below(&mut rng, 4) {
                        _ if rule == negative && (apart || double) => match apart {
                            true => fixed.white.push([a, b]),
                            false => fixed.black.push([a, b]),
                        },
                        _ if rule == nonconsecutive && apart => fixed.white.push([a, b]),
                        _ if only => {}
                        0 if x > y => optional.push(Mark::Greater([a, b])),
                        0 => fixed.greater.push([b, a]),
                        1 if rule == none && apart => fixed.white.push([a, b]),
                        1 if rule == none && double => fixed.black.push([a, b]),
                        _ => {}
                    }
                }
                // Thermometers up from some cells: each to its greatest
                // neighbour not yet on one, three steps at most.
                let mut on = vec![false; n * n];
                for bulb in 0..n * n {
                    if only || on[bulb] || below(&mut rng, 6) != 0 {
                        continue;
                    }
                    let mut path = vec![bulb];
                    while path.len() < 3 {
                        let last = *path.last().unwrap();
                        let next = crate::regions::neighbours(n, last)
                            .filter(|&d| !on[d] && !path.contains(&d))
                            .filter(|&d| solution[d] > solution[last])
                            .max_by_key(|&d| solution[d]);
                        let Some(next) = next else { break };
                        path.push(next);
                    }
                    if path.len() > 1 && !path.windows(2).any(|w| marked(&fixed, &optional, w)) {
                        for &c in &path {
                            on[c] = true;
                        }
                        optional.push(Mark::Thermo(path));
                    }
                }
                for (c, &v) in solution.iter().enumerate() {
                    if !only && below(&mut rng, 5) == 0 {
                        optional.push(match v % 2 {
                            1 => Mark::Odd(c),
                            _ => Mark::Even(c),
                        });
                    }
                }
                let singles = FastSingles::new(&crate::houses::Houses::of_layout(&layout));
                let standing = Relations::new(n, fixed.clone()).unwrap();
                let fast = FastMarks::new(Arc::new(singles.unwrap()), &standing, &optional);
                let mut fast = fast.unwrap();
                // The same techniques in a word of 64 bits, where the grid
                // fits one (as the carve holds them there).
                let mut narrow = (n * n <= 64).then(|| {
                    let singles =
                        FastSingles::<u64>::new(&crate::houses::Houses::of_layout(&layout));
                    FastMarks::new(Arc::new(singles.unwrap()), &standing, &optional).unwrap()
                });
                let mut kept = Marks { ..fixed };
                for (k, m) in optional.iter().enumerate() {
                    if below(&mut rng, 3) == 0 {
                        fast.keep(k, false);
                        if let Some(narrow) = &mut narrow {
                            narrow.keep(k, false);
                        }
                    } else {
                        m.add_to(&mut kept);
                    }
                }
                let marked = layout
                    .clone()
                    .with_relations(Relations::new(n, kept).unwrap())
                    .unwrap();
                let mut grader = Grader::of_layout(&marked);
                // Givens taken out one at a time while the ladder up to
                // hard finishes the puzzle, the answers compared at each.
                let mut cells = solution.clone();
                let mut order: Vec<usize> = (0..n * n).collect();
                crate::rng::shuffle(&mut rng, &mut order);
                for c in order {
                    cells[c] = 0;
                    let mut easy = 0;
                    for max in [
                        Level::Beginner,
                        Level::Easy,
                        Level::Medium,
                        Level::Hard,
                        Level::Expert,
                    ] {
                        let g = grader.solve(&cells, max, false).unwrap();
                        let open = fast.left_open(&cells, max);
                        if let Some(narrow) = &narrow {
                            let theirs = u128::from(narrow.left_open(&cells, max));
                            assert_eq!(theirs, open, "{variant:?} {cells:?} at {max:?}, 64 bits");
                            narrowly += 1;
                        }
                        match max {
                            Level::Easy => easy = open,
                            Level::Medium => medium_more += usize::from(open != easy),
                            _ => {}
                        }
                        if max <= EXACT {
                            let theirs = (0..n * n)
                                .filter(|&c| g.values[c] == 0)
                                .fold(0u128, |m, c| m | 1 << c);
                            assert_eq!(open, theirs, "{variant:?} {cells:?} at {max:?}");
                            finished += usize::from(open == 0);
                            open_left += usize::from(open != 0);
                        } else {
                            if open == 0 {
                                assert!(g.solved, "{variant:?} {cells:?}");
                            }
                            // The ladder going on from where the quick
                            // techniques stopped leaves what it leaves
                            // from the givens alone.
                            let mut p = fast.start(&cells).unwrap();
                            let quick = [Level::Easy, Level::Medium][below(&mut rng, 2) as usize];
                            fast.settle(&mut p, quick, fast.all()).unwrap();
                            let (values, cands) = fast.read(&p);
                            let on = grader
                                .solve_from_until(&values, &cands, max, Deadline::NEVER)
                                .unwrap();
                            assert_eq!(on.values, g.values, "{variant:?} {cells:?} from {quick:?}");
                            let zeros = |v: &[u8]| v.iter().filter(|&&v| v == 0).count();
                            went_on += usize::from(zeros(&on.values) < zeros(&values));
                        }
                        if max == Level::Expert && !g.solved {
                            cells[c] = solution[c];
                        }
                    }
                }
            }
        }
        // Both answers are met, finished and left open, and medium's
        // techniques go further than easy's.
        assert!(
            finished > 50 && open_left > 50 && medium_more > 20 && went_on > 20 && narrowly > 500,
            "{finished}, {open_left}, {medium_more}, {went_on} and {narrowly}"
        );
    }

    /// Hard's techniques end where the grader's ladder up to hard ends
    /// (the cells left open), and the ladder up to medium short of them:
    /// on classic 9x9 puzzles of the public sets, and on hard and expert
    /// puzzles of futoshiki 5 and 6, thermo and odd-even 6x6 with some of
    /// their solution's numbers given.
    #[test]
    fn hard_ends_where_the_ladder_up_to_hard_does() {
        use crate::carve::{CarveOptions, Carver};
        use crate::format::parse_text;
        use crate::houses::Houses;
        // Whether hard's techniques go further than medium's.
        let compare = |fast: &FastMarks, grader: &mut Grader, cells: &[u8]| {
            let g = grader.solve(cells, Level::Hard, false).unwrap();
            let theirs = (0..cells.len())
                .filter(|&c| g.values[c] == 0)
                .fold(0u128, |m, c| m | 1 << c);
            let open = fast.left_open(cells, Level::Hard);
            assert_eq!(open, theirs, "{cells:?}");
            usize::from(open != fast.left_open(cells, Level::Medium))
        };
        // The techniques and the grader of a classic shape: no marks.
        let plain = |shape: Shape| {
            let layout = Layout::new(shape, Variant::CLASSIC).unwrap();
            let singles = FastSingles::new(&Houses::of_layout(&layout)).unwrap();
            let none = Relations::new(shape.side(), Marks::default()).unwrap();
            let fast = FastMarks::new(Arc::new(singles), &none, &[]).unwrap();
            (fast, Grader::of_layout(&layout))
        };
        let mut further = 0;
        let shape = Shape::new(3, 3).unwrap();
        let (fast, mut grader) = plain(shape);
        let files = [
            include_str!("../../tests/data/9x9_top1465_300.txt"),
            include_str!("../../tests/data/9x9_17clue_1000.txt"),
        ];
        for text in files {
            for puzzle in parse_text(text, Some(shape)).unwrap().iter().take(300) {
                further += compare(&fast, &mut grader, puzzle.grid.cells());
            }
        }
        // Hard puzzles that need a swordfish and an XYZ-wing, from those
        // techniques' tests (9x9, and 8x8 with boxes 4x2).
        let needing = [
            (
                (3, 3),
                "................12..3..4.................56.312..7..........3.5...8.....87.12....",
            ),
            (
                (4, 2),
                "..5..3....7..4.1.....56....3.......2....81..2.3........7.2.86...",
            ),
            (
                (3, 3),
                "..3.......6.7.9..1...6......16...8.9.......24.98......5....2.6....5.4.3...9..32..",
            ),
            (
                (4, 2),
                "1..7586..2........7...5.4...8.....3.1...7.514........5....26.4.1",
            ),
        ];
        for ((w, h), p) in needing {
            let shape = Shape::new(w, h).unwrap();
            let (fast, mut grader) = plain(shape);
            let puzzle = &parse_text(p, Some(shape)).unwrap()[0];
            further += compare(&fast, &mut grader, puzzle.grid.cells());
        }
        let classic = further;
        // Marks: hard and expert puzzles, then some of the numbers they
        // lack given.
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(6, 1).unwrap(), Variant::FUTOSHIKI),
            (Shape::new(3, 2).unwrap(), Variant::THERMO),
            (Shape::new(3, 2).unwrap(), Variant::ODD_EVEN),
        ];
        let mut rng = stream(49, 4);
        for ((shape, variant), level) in cases
            .into_iter()
            .flat_map(|case| [(case, Level::Hard), (case, Level::Expert)])
        {
            let opts = CarveOptions {
                level,
                variant,
                ..CarveOptions::default()
            };
            let mut carver = Carver::new(shape, opts).unwrap();
            for _ in 0..8 {
                let carved = carver.carve(&mut rng).unwrap();
                let layout = carved.puzzle.layout();
                let relations = layout.relations().unwrap();
                let singles = FastSingles::new(&Houses::of_layout(layout)).unwrap();
                let fast = FastMarks::new(Arc::new(singles), relations, &[]).unwrap();
                let mut grader = Grader::of_layout(layout);
                let mut cells = carved.puzzle.cells().to_vec();
                let solution = carved.solution.cells();
                further += compare(&fast, &mut grader, &cells);
                for _ in 0..4 {
                    let c = below(&mut rng, cells.len() as u32) as usize;
                    cells[c] = solution[c];
                    further += compare(&fast, &mut grader, &cells);
                }
            }
        }
        assert!(
            classic > 30 && further - classic > 50,
            "{classic} and {further}"
        );
    }
}
