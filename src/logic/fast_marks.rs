//! The marks' techniques up to medium (odd or even cells, inequalities,
//! neighbour rules, neighbours in a house) with [`FastSingles`]' singles,
//! locked candidates and pairs, as bit operations: a quick answer to "does
//! the ladder up to beginner, easy or medium finish this puzzle under these
//! marks?" for the carve of marks, which asks it for every given and every
//! optional mark it tries, with marks kept or not by a flag rather than by
//! building the relations again.
//!
//! Each technique here is sound and only grows with what is known, so the
//! order they are applied in does not change whether they finish a puzzle:
//! the answer is the grader's capped at beginner, easy or medium (tested
//! against it). Past medium, what they finish the ladder finishes too.

use crate::logic::board::bits_of;
use crate::logic::fast_singles::{FastSingles, Position, SYMBOLS};
use crate::logic::techniques::neighbour_rule::is_neighbour_rule;
use crate::logic::{Level, Technique};
use crate::relations::{Marks, Relations, Rule};

/// A rule between two cells as the narrowing reads it: `loser` keeps only
/// what some candidate of `reader` allows beside it.
#[derive(Clone, Copy, Debug)]
struct Link {
    reader: u8,
    loser: u8,
    rule: Rule,
    /// The level of the technique that reads it (inequality, neighbour rule).
    level: Level,
    /// For each symbol of the reader (from 0), the loser's numbers it allows,
    /// as [`crate::symbol::SymbolSet`] bits.
    allows: [u32; SYMBOLS],
}

/// The links and parities of some marks.
#[derive(Clone, Debug, Default)]
struct Piece {
    links: Vec<Link>,
    odd: u128,
    even: u128,
}

impl Piece {
    /// The link of `rule` read from `reader` to `loser`, allowing what
    /// `support` says.
    fn link(support: &Relations, reader: usize, loser: usize, rule: Rule) -> Link {
        let mut allows = [0u32; SYMBOLS];
        for (d, a) in allows.iter_mut().enumerate().take(support.side()) {
            *a = support.support(rule, d as u8 + 1);
        }
        let technique = match is_neighbour_rule(rule) {
            true => Technique::NeighbourRule,
            false => Technique::Inequality,
        };
        Link {
            reader: reader as u8,
            loser: loser as u8,
            rule,
            level: technique.level(),
            allows,
        }
    }

    /// The links and parities of `relations`, the rules of the whole grid
    /// among them.
    fn of_relations(relations: &Relations) -> Piece {
        let side = relations.side();
        let links = (0..side * side)
            .flat_map(|c| relations.links(c).iter().map(move |l| (c, l)))
            .map(|(c, l)| Piece::link(relations, c, l.other, l.rule))
            .collect();
        let m = relations.marks();
        Piece {
            links,
            odd: cell_mask(&m.odd),
            even: cell_mask(&m.even),
        }
    }

    /// The links and parities of `marks` (checked, with no rule of the
    /// whole grid), allowing what `support` says.
    fn of_marks(marks: &Marks, support: &Relations) -> Piece {
        let mut links = Vec::new();
        marks.each_link(|a, b, rule| links.push(Piece::link(support, a, b, rule)));
        Piece {
            links,
            odd: cell_mask(&marks.odd),
            even: cell_mask(&marks.even),
        }
    }
}

/// The cells of `cells` as bits.
fn cell_mask(cells: &[usize]) -> u128 {
    cells.iter().fold(0u128, |m, &c| m | 1 << c)
}

/// The marks' techniques on one layout's houses: marks that always hold,
/// and optional ones, each kept or not.
#[derive(Clone, Debug)]
pub(crate) struct FastMarks {
    singles: FastSingles,
    fixed: Piece,
    optional: Vec<Piece>,
    kept: Vec<bool>,
}

impl FastMarks {
    /// The techniques with `singles`' houses under the relations `fixed`
    /// and each of the marks `optional` (all kept), or `None` when the
    /// grid is over [`SYMBOLS`]' side. The optional marks are the caller's
    /// to check with the fixed ones ([`Relations::new`] of them all), as
    /// the carve's grader does.
    pub(crate) fn new(
        singles: FastSingles,
        fixed: &Relations,
        optional: Vec<Marks>,
    ) -> Option<FastMarks> {
        if singles.side() > SYMBOLS || fixed.side() != singles.side() {
            return None;
        }
        let optional: Vec<Piece> = (optional.iter())
            .map(|m| Piece::of_marks(m, fixed))
            .collect();
        Some(FastMarks {
            singles,
            fixed: Piece::of_relations(fixed),
            kept: vec![true; optional.len()],
            optional,
        })
    }

    /// The side of the grid.
    pub(crate) fn side(&self) -> usize {
        self.singles.side()
    }

    /// Keeps optional mark `k` or not.
    pub(crate) fn keep(&mut self, k: usize, keep: bool) {
        self.kept[k] = keep;
    }

    /// The most a level's answer here is the ladder's own: medium.
    pub(crate) const EXACT: Level = Level::Medium;

    /// The cells the techniques up to `max` leave open in `cells` (0
    /// empty): none when they finish the puzzle, every cell when the
    /// givens or the deductions contradict. Up to [`FastMarks::EXACT`]
    /// this is the grader's answer; past it, the techniques of medium only.
    pub(crate) fn left_open(&self, cells: &[u8], max: Level) -> u128 {
        let all = self.singles.all();
        let Some(mut p) = self.singles.start(cells) else {
            return all;
        };
        let beginner = max == Level::Beginner;
        let pieces = || {
            let kept = self.optional.iter().zip(&self.kept).filter(|&(_, &k)| k);
            std::iter::once(&self.fixed).chain(kept.map(|(p, _)| p))
        };
        let (mut odd, mut even) = (0u128, 0u128);
        for piece in pieces() {
            odd |= piece.odd;
            even |= piece.even;
        }
        let medium = max >= Level::Medium;
        let mut locked = [u128::MAX; SYMBOLS];
        loop {
            let finished = match beginner {
                true => self.singles.beginner_singles(&mut p, all),
                false => self.singles.singles(&mut p, all),
            };
            match finished {
                Some(true) => return 0,
                None => return all,
                Some(false) => {}
            }
            // Locked candidates, naked and hidden pairs.
            if medium && self.singles.eliminate(&mut p.cand, &mut locked) {
                continue;
            }
            let before = p.cand;
            let n = self.singles.side();
            // Odd or even cells hold no number of the other parity.
            if Technique::Parity.level() <= max {
                for (d, cand) in p.cand.iter_mut().enumerate().take(n) {
                    // Symbol d + 1: odd when d is even.
                    *cand &= !if d % 2 == 0 { even } else { odd };
                }
            }
            // Each open cell keeps what its neighbours' candidates allow.
            let mut by_cell = [0u32; 128];
            for d in 0..n {
                for c in bits_of(p.cand[d] | p.placed[d]) {
                    by_cell[c] |= 1 << d;
                }
            }
            // At medium, neighbours differ too (orthogonal neighbours share
            // a row or a column): under a rule that lets a number stand
            // beside itself, the reader's number is not the loser's.
            let differ = Technique::NeighbourHouse.level() <= max;
            let narrow =
                |p: &mut Position, by_cell: &mut [u32; 128], loser: usize, allowed: u32| {
                    let gone = by_cell[loser] & !allowed;
                    by_cell[loser] &= !gone;
                    for d in bits_of(u128::from(gone)) {
                        p.cand[d] &= !(1u128 << loser);
                    }
                };
            for link in pieces().flat_map(|piece| &piece.links) {
                let loser = usize::from(link.loser);
                if link.level > max || p.empty >> loser & 1 == 0 {
                    continue;
                }
                let same = differ && matches!(link.rule, Rule::Neither | Rule::Apart);
                let allowed = bits_of(u128::from(by_cell[usize::from(link.reader)]))
                    .fold(0, |m, d| m | link.allows[d] & !(u32::from(same) << d));
                narrow(&mut p, &mut by_cell, loser, allowed);
            }
            if differ {
                let links = pieces().flat_map(|piece| &piece.links);
                for (c, allowed) in beside(self.singles.houses(), &p, n, links) {
                    narrow(&mut p, &mut by_cell, c, allowed);
                }
            }
            if p.cand == before {
                return p.empty;
            }
        }
    }
}

/// Where the places of a symbol in a house are all beside one open cell
/// by a neighbour rule, what that cell keeps: the numbers some place's
/// rule allows beside the symbol (each cell with them, as
/// `neighbour_house` finds them: of two rules between a pair, the first in
/// [`Rule`]'s order).
fn beside<'a>(
    houses: &[u128],
    p: &Position,
    n: usize,
    links: impl Iterator<Item = &'a Link>,
) -> Vec<(usize, u32)> {
    // Each cell's neighbours by a neighbour rule, and the rule to each, by
    // its side: up, down, left, right.
    let mut near = [0u128; 128];
    let mut rule: Vec<[Option<&Link>; 4]> = vec![[None; 4]; n * n];
    for link in links.filter(|l| is_neighbour_rule(l.rule)) {
        let (c, q) = (usize::from(link.reader), usize::from(link.loser));
        near[c] |= 1 << q;
        let slot = &mut rule[c][side(n, c, q)];
        if slot.is_none_or(|l| (link.rule as u8) < (l.rule as u8)) {
            *slot = Some(link);
        }
    }
    let mut out = Vec::new();
    for &h in houses {
        for d in 0..n {
            let places = p.cand[d] & h;
            if places == 0 || p.placed[d] & h != 0 {
                continue;
            }
            let first = places.trailing_zeros() as usize;
            for c in bits_of(near[first] & p.empty & !places) {
                if near[c] & places != places {
                    continue;
                }
                let allowed = bits_of(places).fold(0, |m, q| {
                    m | rule[c][side(n, c, q)].map_or(0, |l| l.allows[d])
                });
                out.push((c, allowed));
            }
        }
    }
    out
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
    use crate::layout::{Layout, Variant};
    use crate::logic::Grader;
    use crate::rng::{below, stream};
    use crate::shape::Shape;

    /// Whether a sign joins the two cells of `pair` (either way).
    fn marked(fixed: &Marks, optional: &[Marks], pair: &[usize]) -> bool {
        let signs = fixed
            .greater
            .iter()
            .chain(optional.iter().flat_map(|m| &m.greater));
        signs
            .into_iter()
            .any(|&[a, b]| [a, b] == pair || [b, a] == pair)
    }

    /// On random marks of filled grids (signs, dots, thermometers,
    /// parities; the negative and nonconsecutive rules), givens taken out
    /// while the ladder up to hard finishes: the cells left open agree
    /// with the grader's capped at beginner, easy and medium, and past
    /// medium what they finish the grader finishes.
    #[test]
    fn left_open_is_the_graders_answer_up_to_medium() {
        // Latin squares, grids with boxes; every dot drawn under the
        // negative rule, every white mark under the nonconsecutive rule.
        let (none, negative, nonconsecutive) = (0, 1, 2);
        let cases = [
            (Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI, none),
            (Shape::new(3, 2).unwrap(), Variant::THERMO, none),
            (Shape::new(2, 2).unwrap(), Variant::KROPKI, negative),
            (Shape::new(3, 2).unwrap(), Variant::KROPKI, negative),
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
        for (shape, variant, rule) in cases {
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
                        0 if x > y => optional.push(Marks {
                            greater: vec![[a, b]],
                            ..Marks::default()
                        }),
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
                    if on[bulb] || below(&mut rng, 6) != 0 {
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
                        optional.push(Marks {
                            thermos: vec![path],
                            ..Marks::default()
                        });
                    }
                }
                for (c, &v) in solution.iter().enumerate() {
                    if below(&mut rng, 5) == 0 {
                        let (mut odd, mut even) = (vec![], vec![]);
                        if v % 2 == 1 {
                            odd.push(c)
                        } else {
                            even.push(c)
                        }
                        optional.push(Marks {
                            odd,
                            even,
                            ..Marks::default()
                        });
                    }
                }
                let singles = FastSingles::new(&crate::houses::Houses::of_layout(&layout));
                let standing = Relations::new(n, fixed.clone()).unwrap();
                let fast = FastMarks::new(singles.unwrap(), &standing, optional.clone());
                let mut fast = fast.unwrap();
                let mut kept = Marks { ..fixed };
                for (k, m) in optional.iter().enumerate() {
                    if below(&mut rng, 3) == 0 {
                        fast.keep(k, false);
                    } else {
                        kept.greater.extend(&m.greater);
                        kept.thermos.extend(m.thermos.iter().cloned());
                        kept.odd.extend(&m.odd);
                        kept.even.extend(&m.even);
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
                    for max in [Level::Beginner, Level::Easy, Level::Medium, Level::Hard] {
                        let g = grader.solve(&cells, max, false).unwrap();
                        let open = fast.left_open(&cells, max);
                        match max {
                            Level::Easy => easy = open,
                            Level::Medium => medium_more += usize::from(open != easy),
                            _ => {}
                        }
                        if max <= FastMarks::EXACT {
                            let theirs = (0..n * n)
                                .filter(|&c| g.values[c] == 0)
                                .fold(0u128, |m, c| m | 1 << c);
                            assert_eq!(open, theirs, "{variant:?} {cells:?} at {max:?}");
                            finished += usize::from(open == 0);
                            open_left += usize::from(open != 0);
                        } else if open == 0 {
                            assert!(g.solved, "{variant:?} {cells:?}");
                        }
                        if max == Level::Hard && !g.solved {
                            cells[c] = solution[c];
                        }
                    }
                }
            }
        }
        // Both answers are met, finished and left open, and medium's
        // techniques go further than easy's.
        assert!(
            finished > 50 && open_left > 50 && medium_more > 20,
            "{finished}, {open_left} and {medium_more}"
        );
    }
}
