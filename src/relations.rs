//! Relations between cells and properties of cells: the marks a puzzle
//! draws on its grid besides houses and cages, its symbols read as the
//! numbers 1 to N.
//!
//! - `greater`: a sign between two orthogonal neighbours, the first's
//!   number the larger;
//! - kropki dots between neighbours: `white`, the two differ by one;
//!   `black`, one is double the other;
//! - `negative`: neighbours with no dot between them have neither relation
//!   (the kropki rule when every dot is shown);
//! - `nonconsecutive`: no two neighbours differ by one, but those a white
//!   mark joins (with every consecutive pair marked: consecutive Sudoku);
//! - `odd` and `even` cells;
//! - `thermos`: paths of neighbours whose numbers rise strictly from the
//!   bulb (the first cell) to the tip.
//!
//! [`Relations`] checks the marks ([`Relations::new`]), says which a grid
//! breaks ([`Relations::breaks`]), and turns them into the one form the
//! algorithms ask: each cell's [`Link`]s (a [`Rule`] with another cell)
//! and the symbols its properties allow.
//!
//! ```
//! use sudoku_press::relations::{Marks, RelationBreak, Relations, Rule};
//!
//! // On a 4x4 grid: r1c1 > r1c2, a white dot between r1c2 and r2c2, r1c1
//! // odd, and a thermometer down the last column.
//! let marks = Marks {
//!     greater: vec![[0, 1]],
//!     white: vec![[1, 5]],
//!     odd: vec![0],
//!     thermos: vec![vec![3, 7, 11]],
//!     ..Marks::default()
//! };
//! let relations = Relations::new(4, marks).unwrap();
//! assert!(relations.links(0).iter().any(|l| l.other == 1 && l.rule == Rule::Greater));
//! assert!(relations.links(1).iter().any(|l| l.other == 0 && l.rule == Rule::Less));
//! assert_eq!(relations.allowed(0).iter().collect::<Vec<_>>(), [1, 3]);
//!
//! // 1 2 . 3 / . 3 . 3 / ...: r1c1 is not above r1c2, and the thermometer
//! // does not rise from r1c4 to r2c4 (the white dot's 2 and 3 hold).
//! let mut cells = [0u8; 16];
//! cells[..4].copy_from_slice(&[1, 2, 0, 3]);
//! cells[5] = 3;
//! cells[7] = 3;
//! assert_eq!(
//!     relations.breaks(&cells),
//!     [
//!         RelationBreak::Greater { cells: [0, 1] },
//!         RelationBreak::Thermo { thermo: 0, cells: [3, 7] },
//!     ]
//! );
//! assert!(Relations::new(4, Marks { greater: vec![[0, 5]], ..Marks::default() }).is_err());
//! ```

use crate::symbol::SymbolSet;
use crate::variant::{Feature, Variant};
use std::fmt;

/// The largest side a grid with relations can have here: its symbols must
/// read as numbers (the same bound as a killer's sums).
pub const MAX_RELATIONS_SIDE: usize = crate::cages::MAX_KILLER_SIDE;

/// The marks of a puzzle's relations as given: cells from 0, row by row.
/// [`Relations::new`] checks them. In JSON, each field under its name,
/// those that mark nothing left out; as text, [`Marks::to_text`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Marks {
    /// Signs: `[a, b]`, the number in `a` greater than the one in `b`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub greater: Vec<[usize; 2]>,
    /// White dots: the two numbers differ by one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub white: Vec<[usize; 2]>,
    /// Black dots: one number is double the other.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub black: Vec<[usize; 2]>,
    /// Neighbours with no dot have neither a white nor a black dot's
    /// relation.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub negative: bool,
    /// No two neighbours hold numbers that differ by one, but those a white
    /// mark joins (every consecutive pair marked: consecutive Sudoku).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub nonconsecutive: bool,
    /// Cells holding odd numbers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub odd: Vec<usize>,
    /// Cells holding even numbers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub even: Vec<usize>,
    /// Thermometers: bulb first, each next cell a neighbour of the one
    /// before, the numbers rising strictly.
    #[serde(skip_serializing_if = "Vec::is_empty", alias = "thermo")]
    pub thermos: Vec<Vec<usize>>,
}

/// One of the marks a carve may take out of a puzzle or keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// A sign, the greater cell first.
    Greater([usize; 2]),
    /// A cell holding an odd number.
    Odd(usize),
    /// A cell holding an even number.
    Even(usize),
    /// A thermometer, bulb first.
    Thermo(Vec<usize>),
}

impl Mark {
    /// Adds the mark to `marks`.
    pub(crate) fn add_to(&self, marks: &mut Marks) {
        match self {
            Mark::Greater(pair) => marks.greater.push(*pair),
            Mark::Odd(c) => marks.odd.push(*c),
            Mark::Even(c) => marks.even.push(*c),
            Mark::Thermo(path) => marks.thermos.push(path.clone()),
        }
    }

    /// How many links it makes ([`Mark::each_link`]).
    pub(crate) fn link_count(&self) -> usize {
        match self {
            Mark::Greater(_) => 2,
            Mark::Thermo(path) => thermo_link_count(path),
            Mark::Odd(_) | Mark::Even(_) => 0,
        }
    }

    /// Each link it makes, both ways, as [`Marks::each_link`] gives them.
    pub(crate) fn each_link(&self, mut link: impl FnMut(usize, usize, Rule)) {
        match self {
            &Mark::Greater([a, b]) => {
                link(a, b, Rule::Greater);
                link(b, a, Rule::Less);
            }
            Mark::Thermo(path) => thermo_links(path, link),
            Mark::Odd(_) | Mark::Even(_) => {}
        }
    }
}

/// The links of a rule that reads the same both ways between `a` and `b`.
fn both(a: usize, b: usize, rule: Rule, mut link: impl FnMut(usize, usize, Rule)) {
    link(a, b, rule);
    link(b, a, rule);
}

/// How many links [`thermo_links`] gives: two a step.
fn thermo_link_count(path: &[usize]) -> usize {
    2 * path.len().saturating_sub(1)
}

/// The links of a thermometer's steps, both ways (bulb first).
fn thermo_links(path: &[usize], mut link: impl FnMut(usize, usize, Rule)) {
    for w in path.windows(2) {
        link(w[0], w[1], Rule::Less);
        link(w[1], w[0], Rule::Greater);
    }
}

/// What the text form of marks holds, for its errors.
const MARKS_TEXT: &str = "greater=A>B,... white=A-B,... black=A-B,... negative nonconsecutive \
                          odd=C,... even=C,... thermo=A-B-C (cells from 0, row by row)";

impl Marks {
    /// The marks `variant`'s rules hold before any is drawn: the
    /// nonconsecutive rule, which its grids are filled under.
    pub fn standing(variant: Variant) -> Marks {
        Marks {
            nonconsecutive: variant.has(Feature::Nonconsecutive),
            ..Marks::default()
        }
    }

    /// Whether it marks nothing.
    pub fn is_empty(&self) -> bool {
        *self == Marks::default()
    }

    /// Each link its signs, dots and thermometers' steps make, both ways:
    /// `(a, b, rule)`, the rule read from `a`. The marks are as
    /// [`Relations::new`] checks them; the negative and nonconsecutive
    /// rules are its own.
    pub(crate) fn each_link(&self, mut link: impl FnMut(usize, usize, Rule)) {
        for &pair in &self.greater {
            Mark::Greater(pair).each_link(&mut link);
        }
        for &[a, b] in &self.white {
            both(a, b, Rule::Consecutive, &mut link);
        }
        for &[a, b] in &self.black {
            both(a, b, Rule::Double, &mut link);
        }
        for path in &self.thermos {
            thermo_links(path, &mut link);
        }
    }

    /// How many links [`Marks::each_link`] gives.
    pub(crate) fn link_count(&self) -> usize {
        let steps: usize = self.thermos.iter().map(|t| thermo_link_count(t)).sum();
        2 * (self.greater.len() + self.white.len() + self.black.len()) + steps
    }

    /// The marks as words, as `# variant` comments carry them:
    /// `greater=0>1,10>9`, `white=0-1,...`, `black=...`, `negative`,
    /// `nonconsecutive`, `odd=3,7`, `even=...`, a `thermo=4-5-6` a
    /// thermometer (bulb first); what marks nothing left out.
    ///
    /// ```
    /// use sudoku_press::relations::Marks;
    ///
    /// let m = Marks {
    ///     greater: vec![[1, 0]],
    ///     negative: true,
    ///     thermos: vec![vec![4, 5, 6]],
    ///     ..Marks::default()
    /// };
    /// assert_eq!(m.to_text(), "greater=1>0 negative thermo=4-5-6");
    /// assert_eq!(Marks::from_text(&m.to_text()), Ok(m));
    /// ```
    pub fn to_text(&self) -> String {
        // Written into one string, a word at a time (a puzzle's line is
        // written for each puzzle made), long enough for cells of up to
        // three digits.
        let pairs = self.greater.len() + self.white.len() + self.black.len();
        let cells = self.odd.len() + self.even.len();
        let steps: usize = self.thermos.iter().map(|t| t.len() + 2).sum();
        let mut out = String::with_capacity(32 + 8 * pairs + 4 * (cells + steps));
        let word = |out: &mut String, name: &str| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(name);
        };
        let list = |out: &mut String, cells: &[usize], sep: &str| {
            for (k, &c) in cells.iter().enumerate() {
                if k > 0 {
                    out.push_str(sep);
                }
                push_number(out, c);
            }
        };
        let lists = [
            ("greater=", &self.greater, ">"),
            ("white=", &self.white, "-"),
            ("black=", &self.black, "-"),
        ];
        for (name, pairs, sep) in lists.into_iter().filter(|(_, l, _)| !l.is_empty()) {
            word(&mut out, name);
            for (k, pair) in pairs.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                list(&mut out, pair, sep);
            }
        }
        for (name, on) in [
            ("negative", self.negative),
            ("nonconsecutive", self.nonconsecutive),
        ] {
            if on {
                word(&mut out, name);
            }
        }
        for (name, cells) in [("odd=", &self.odd), ("even=", &self.even)] {
            if !cells.is_empty() {
                word(&mut out, name);
                list(&mut out, cells, ",");
            }
        }
        for t in &self.thermos {
            word(&mut out, "thermo=");
            list(&mut out, t, "-");
        }
        out
    }

    /// Marks from their words as [`Marks::to_text`] writes them (any
    /// whitespace between words, any order), unchecked: the first word
    /// that is none is the error.
    pub fn from_text(text: &str) -> Result<Marks, RelationsError> {
        let mut m = Marks::default();
        for word in text.split_whitespace() {
            let bad = || RelationsError::Text {
                word: word.chars().take(40).collect(),
            };
            let cells = |list: &str, sep: char| -> Result<Vec<usize>, RelationsError> {
                list.split(sep)
                    .map(|c| c.parse::<usize>().map_err(|_| bad()))
                    .collect()
            };
            let pairs = |list: &str, sep: char| -> Result<Vec<[usize; 2]>, RelationsError> {
                list.split(',')
                    .map(|p| match cells(p, sep)?[..] {
                        [a, b] => Ok([a, b]),
                        _ => Err(bad()),
                    })
                    .collect()
            };
            match word.split_once('=') {
                None if word == "negative" => m.negative = true,
                None if word == "nonconsecutive" => m.nonconsecutive = true,
                Some(("greater", list)) => m.greater.extend(pairs(list, '>')?),
                Some(("white", list)) => m.white.extend(pairs(list, '-')?),
                Some(("black", list)) => m.black.extend(pairs(list, '-')?),
                Some(("odd", list)) => m.odd.extend(cells(list, ',')?),
                Some(("even", list)) => m.even.extend(cells(list, ',')?),
                Some(("thermo", path)) => m.thermos.push(cells(path, '-')?),
                _ => return Err(bad()),
            }
        }
        Ok(m)
    }
}

/// A rule between a cell's number (mine) and another cell's (other).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Mine is the greater.
    Greater,
    /// Mine is the smaller.
    Less,
    /// They differ by one (a white dot).
    Consecutive,
    /// One is double the other (a black dot).
    Double,
    /// Neither consecutive nor double (no dot, under the negative rule).
    Neither,
    /// Not consecutive (the nonconsecutive rule, no white mark between).
    Apart,
}

impl Rule {
    /// Every rule, in the order of [`Relations::support`]'s table.
    pub const ALL: [Rule; 6] = [
        Rule::Greater,
        Rule::Less,
        Rule::Consecutive,
        Rule::Double,
        Rule::Neither,
        Rule::Apart,
    ];

    /// Whether numbers `mine` and `other` keep the rule.
    pub const fn holds(self, mine: u8, other: u8) -> bool {
        let consecutive = mine.abs_diff(other) == 1;
        let double = mine as u16 == 2 * other as u16 || other as u16 == 2 * mine as u16;
        match self {
            Rule::Greater => mine > other,
            Rule::Less => mine < other,
            Rule::Consecutive => consecutive,
            Rule::Double => double,
            Rule::Neither => !consecutive && !double,
            Rule::Apart => !consecutive,
        }
    }
}

/// One rule a cell keeps with another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Link {
    /// The other cell.
    pub other: usize,
    /// The rule, read from this cell.
    pub rule: Rule,
}

/// A mark a grid breaks: its cells hold numbers that the mark forbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelationBreak {
    /// The number in `cells[0]` is not greater than the one in `cells[1]`.
    Greater {
        /// The sign's cells, the greater first.
        cells: [usize; 2],
    },
    /// A white dot's numbers do not differ by one.
    White {
        /// Its cells.
        cells: [usize; 2],
    },
    /// Neither of a black dot's numbers is double the other.
    Black {
        /// Its cells.
        cells: [usize; 2],
    },
    /// Neighbours with no dot are consecutive or one double the other.
    Negative {
        /// The two cells, in row-major order.
        cells: [usize; 2],
    },
    /// Neighbours differ by one under the nonconsecutive rule.
    Nonconsecutive {
        /// The two cells, in row-major order.
        cells: [usize; 2],
    },
    /// An odd cell holds an even number.
    Odd {
        /// The cell.
        cell: usize,
    },
    /// An even cell holds an odd number.
    Even {
        /// The cell.
        cell: usize,
    },
    /// A thermometer does not rise from `cells[0]` to the next cell.
    Thermo {
        /// The thermometer, from 0.
        thermo: usize,
        /// The two cells, bulb side first.
        cells: [usize; 2],
    },
}

/// Why marks are none a grid can have. Messages name cells by row and
/// column from 1 and thermometers from 1, as a reader counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelationsError {
    /// A word of the text form that is no mark.
    Text {
        /// The word (its first 40 characters).
        word: String,
    },
    /// A side whose symbols are no numbers here.
    Side {
        /// The side asked for.
        side: usize,
    },
    /// A cell number past the grid's last.
    OutOfGrid {
        /// The cell number given.
        cell: usize,
        /// The grid's side.
        side: usize,
    },
    /// A sign or dot between cells that are not orthogonal neighbours, or
    /// a thermometer stepping to one that is not.
    NotNeighbours {
        /// The two cells' rows and columns, from 1.
        cells: [(usize, usize); 2],
    },
    /// Two signs or dots between the same two cells, or two
    /// thermometers' steps.
    MarkedTwice {
        /// The two cells' rows and columns, from 1.
        cells: [(usize, usize); 2],
    },
    /// A cell marked odd and even, or twice one of them.
    Parity {
        /// The cell's row and column, from 1.
        cell: (usize, usize),
    },
    /// A thermometer of fewer than two cells, of more than the grid has
    /// numbers, or through a cell twice.
    Thermo {
        /// The thermometer, from 0.
        thermo: usize,
        /// Its length.
        len: usize,
        /// The grid's side.
        side: usize,
    },
}

impl fmt::Display for RelationsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rc = |(r, c): (usize, usize)| format!("r{r}c{c}");
        match self {
            RelationsError::Text { word } => {
                write!(f, "'{word}' is no mark; expected {MARKS_TEXT}")
            }
            RelationsError::Side { side } => write!(
                f,
                "relations between cells need a side of 1 to {MAX_RELATIONS_SIDE} (symbols \
                 that are numbers), not {side}"
            ),
            RelationsError::OutOfGrid { cell, side } => write!(
                f,
                "cell {cell} is outside a {side}x{side} grid (cells run from 0 to {})",
                (side * side).saturating_sub(1)
            ),
            RelationsError::NotNeighbours { cells } => write!(
                f,
                "{} and {} are not neighbours (a mark joins cells side by side)",
                rc(cells[0]),
                rc(cells[1])
            ),
            RelationsError::MarkedTwice { cells } => {
                write!(f, "two marks between {} and {}", rc(cells[0]), rc(cells[1]))
            }
            RelationsError::Parity { cell } => {
                write!(f, "{} is marked odd or even twice", rc(*cell))
            }
            RelationsError::Thermo { thermo, len, side } => write!(
                f,
                "thermometer {} has {len} {}: it needs 2 to {side} different cells",
                thermo + 1,
                if *len == 1 { "cell" } else { "cells" }
            ),
        }
    }
}

impl std::error::Error for RelationsError {}

/// A grid's relations, checked, with each cell's links.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Relations {
    side: usize,
    marks: Marks,
    /// `links[start[c] .. start[c + 1]]`: the links of cell `c`.
    links: Vec<Link>,
    start: Vec<u32>,
    /// What each cell's properties allow.
    allowed: Vec<SymbolSet>,
}

/// `SUPPORT[rule][mine]`: the numbers up to [`MAX_RELATIONS_SIDE`] the
/// other cell of a link by `rule` may hold when mine is `mine` (as a
/// [`SymbolSet`]'s bits; none for 0), the same for every side but for the
/// numbers past it.
const SUPPORT: [[u32; MAX_RELATIONS_SIDE + 1]; Rule::ALL.len()] = {
    let mut table = [[0u32; MAX_RELATIONS_SIDE + 1]; Rule::ALL.len()];
    let mut r = 0;
    while r < Rule::ALL.len() {
        let mut mine = 1;
        while mine <= MAX_RELATIONS_SIDE {
            let mut other = 1;
            while other <= MAX_RELATIONS_SIDE {
                if Rule::ALL[r].holds(mine as u8, other as u8) {
                    table[r][mine] |= 1 << (other - 1);
                }
                other += 1;
            }
            mine += 1;
        }
        r += 1;
    }
    table
};

impl Relations {
    /// The relations `marks` gives a grid of side `side`, checked.
    pub fn new(side: usize, marks: Marks) -> Result<Relations, RelationsError> {
        if !(1..=MAX_RELATIONS_SIDE).contains(&side) {
            return Err(RelationsError::Side { side });
        }
        let cells = side * side;
        let rc = |c: usize| (c / side + 1, c % side + 1);
        let inside = |c: usize| {
            if c < cells {
                Ok(c)
            } else {
                Err(RelationsError::OutOfGrid { cell: c, side })
            }
        };
        let neighbours = |a: usize, b: usize| {
            let (ra, ca) = (a / side, a % side);
            let (rb, cb) = (b / side, b % side);
            if ra.abs_diff(rb) + ca.abs_diff(cb) == 1 {
                Ok(())
            } else {
                Err(RelationsError::NotNeighbours {
                    cells: [rc(a), rc(b)],
                })
            }
        };
        // A pair of neighbours as a bit of its first cell's: 1 the one to
        // its right, 2 the one below.
        let side_bit = |a: usize, b: usize| (a.min(b), if a.abs_diff(b) == 1 { 1u8 } else { 2 });
        // Each pair's one sign or dot; the pairs with a dot, and with a
        // white one.
        let (mut signed, mut dotted, mut white) =
            (vec![0u8; cells], vec![0u8; cells], vec![0u8; cells]);
        let lists = [
            (&marks.greater, false),
            (&marks.white, true),
            (&marks.black, false),
        ];
        for (k, (list, is_white)) in lists.into_iter().enumerate() {
            for &[a, b] in list {
                inside(a)?;
                inside(b)?;
                neighbours(a, b)?;
                let (c, bit) = side_bit(a, b);
                if signed[c] & bit != 0 {
                    let cells = [rc(a.min(b)), rc(a.max(b))];
                    return Err(RelationsError::MarkedTwice { cells });
                }
                signed[c] |= bit;
                if k > 0 {
                    dotted[c] |= bit;
                }
                if is_white {
                    white[c] |= bit;
                }
            }
        }
        let all = SymbolSet::all(side);
        let parity = |odd: bool| {
            SymbolSet(
                all.0
                    & if odd {
                        0x5555_5555 // 1, 3, 5...: bits 0, 2, 4...
                    } else {
                        0xaaaa_aaaa
                    },
            )
        };
        let mut allowed = vec![all; cells];
        let mut seen = vec![false; cells];
        for (list, odd) in [(&marks.odd, true), (&marks.even, false)] {
            for &c in list {
                inside(c)?;
                if std::mem::replace(&mut seen[c], true) {
                    return Err(RelationsError::Parity { cell: rc(c) });
                }
                allowed[c] = parity(odd);
            }
        }
        let mut steps = vec![0u8; cells];
        for (k, thermo) in marks.thermos.iter().enumerate() {
            let len = thermo.len();
            let mut on = thermo.clone();
            on.sort_unstable();
            on.dedup();
            if !(2..=side).contains(&len) || on.len() != len {
                return Err(RelationsError::Thermo {
                    thermo: k,
                    len,
                    side,
                });
            }
            for w in thermo.windows(2) {
                inside(w[0])?;
                inside(w[1])?;
                neighbours(w[0], w[1])?;
                // Thermometers share no step (a sign beside one may).
                let (c, bit) = side_bit(w[0], w[1]);
                if steps[c] & bit != 0 {
                    let cells = [rc(w[0].min(w[1])), rc(w[0].max(w[1]))];
                    return Err(RelationsError::MarkedTwice { cells });
                }
                steps[c] |= bit;
            }
        }
        // Every link, both ways: the marks', and for each pair of
        // neighbours at most the two of each rule of absent dots or bars.
        let rules = usize::from(marks.negative) + usize::from(marks.nonconsecutive);
        let mut pairs: Vec<(usize, usize, Rule)> =
            Vec::with_capacity(marks.link_count() + 2 * rules * neighbour_pair_count(side));
        marks.each_link(|a, b, rule| pairs.push((a, b, rule)));
        let mut both = |a: usize, b: usize, rule: Rule, back: Rule| {
            pairs.push((a, b, rule));
            pairs.push((b, a, back));
        };
        for (a, b) in neighbour_pairs(side).filter(|_| marks.negative || marks.nonconsecutive) {
            let (c, bit) = side_bit(a, b);
            if marks.negative && dotted[c] & bit == 0 {
                both(a, b, Rule::Neither, Rule::Neither);
            }
            if marks.nonconsecutive && white[c] & bit == 0 {
                both(a, b, Rule::Apart, Rule::Apart);
            }
        }
        // Each cell's links (counted out by cell), by the other cell, then
        // by rule.
        let by_cell: Vec<(usize, Link)> = (pairs.iter())
            .map(|&(a, other, rule)| (a, Link { other, rule }))
            .collect();
        let (start, mut links) = grouped(cells, &by_cell);
        for c in 0..cells {
            let own = &mut links[start[c] as usize..start[c + 1] as usize];
            own.sort_unstable_by_key(|l| (l.other, l.rule as u8));
        }
        Ok(Relations {
            side,
            marks,
            links,
            start,
            allowed,
        })
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The marks as given.
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The links of cell `c`: every rule it keeps with another cell.
    pub fn links(&self, c: usize) -> &[Link] {
        &self.links[self.start[c] as usize..self.start[c + 1] as usize]
    }

    /// How many links its cells read: a rule between two cells once from
    /// each.
    pub(crate) fn link_count(&self) -> usize {
        self.links.len()
    }

    /// Whether any cell has a link.
    pub fn has_links(&self) -> bool {
        !self.links.is_empty()
    }

    /// The symbols cell `c`'s properties allow (odd, even, or any).
    pub fn allowed(&self, c: usize) -> SymbolSet {
        self.allowed[c]
    }

    /// The numbers the other cell of a link by `rule` may hold when this
    /// cell holds `mine` (0 to the side), as a [`SymbolSet`]'s bits (none
    /// for 0).
    pub fn support(&self, rule: Rule, mine: u8) -> u32 {
        debug_assert!(usize::from(mine) <= self.side, "a symbol of the grid");
        SUPPORT[rule as usize][usize::from(mine)] & SymbolSet::all(self.side).0
    }

    /// The marks `cells` (0 empty, N*N of them) breaks, in the order of
    /// [`Marks`]' fields; a mark between an empty cell and another is kept.
    pub fn breaks(&self, cells: &[u8]) -> Vec<RelationBreak> {
        let m = &self.marks;
        let filled = |a: usize, b: usize| cells[a] != 0 && cells[b] != 0;
        let breaks =
            |a: usize, b: usize, rule: Rule| filled(a, b) && !rule.holds(cells[a], cells[b]);
        let mut out = Vec::new();
        let pairs = [
            (&m.greater, Rule::Greater),
            (&m.white, Rule::Consecutive),
            (&m.black, Rule::Double),
        ];
        for (list, rule) in pairs {
            for &[a, b] in list.iter().filter(|&&[a, b]| breaks(a, b, rule)) {
                let cells = [a, b];
                out.push(match rule {
                    Rule::Greater => RelationBreak::Greater { cells },
                    Rule::Consecutive => RelationBreak::White { cells },
                    _ => RelationBreak::Black { cells },
                });
            }
        }
        for (a, b) in neighbour_pairs(self.side) {
            if m.negative && !marked_dot(m, a, b) && breaks(a, b, Rule::Neither) {
                out.push(RelationBreak::Negative { cells: [a, b] });
            }
        }
        for (a, b) in neighbour_pairs(self.side) {
            if m.nonconsecutive && !marked(&m.white, a, b) && breaks(a, b, Rule::Apart) {
                out.push(RelationBreak::Nonconsecutive { cells: [a, b] });
            }
        }
        for &cell in &m.odd {
            if cells[cell] != 0 && cells[cell].is_multiple_of(2) {
                out.push(RelationBreak::Odd { cell });
            }
        }
        for &cell in &m.even {
            if cells[cell] % 2 == 1 {
                out.push(RelationBreak::Even { cell });
            }
        }
        for (thermo, path) in m.thermos.iter().enumerate() {
            for w in path.windows(2) {
                if breaks(w[0], w[1], Rule::Less) {
                    let cells = [w[0], w[1]];
                    out.push(RelationBreak::Thermo { thermo, cells });
                }
            }
        }
        out
    }
}

/// How many pairs [`neighbour_pairs`] gives: `side - 1` in each line.
pub(crate) fn neighbour_pair_count(side: usize) -> usize {
    2 * side * side.saturating_sub(1)
}

/// Every pair of orthogonal neighbours of a grid of side `side`, each
/// once, the first before the second row by row.
pub(crate) fn neighbour_pairs(side: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..side * side).flat_map(move |c| {
        let right = (c % side + 1 < side).then_some((c, c + 1));
        let down = (c + side < side * side).then_some((c, c + side));
        right.into_iter().chain(down)
    })
}

/// Whether a white or black dot joins `a` and `b`.
fn marked_dot(marks: &Marks, a: usize, b: usize) -> bool {
    marked(&marks.white, a, b) || marked(&marks.black, a, b)
}

/// Writes `v` in decimal at the end of `out` (as `write!` would, without
/// its formatting machinery: a puzzle's marks are written for each puzzle
/// made).
fn push_number(out: &mut String, mut v: usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(digits[at..].iter().map(|&b| char::from(b)));
}

/// Whether a mark of `pairs` joins `a` and `b`.
fn marked(pairs: &[[usize; 2]], a: usize, b: usize) -> bool {
    pairs
        .iter()
        .any(|&[x, y]| (x, y) == (a, b) || (x, y) == (b, a))
}

/// `items` grouped by their key (below `groups`), each group in the
/// items' order, by a counting sort: group g's are
/// `out[start[g]..start[g + 1]]` of `(start, out)`.
pub(crate) fn grouped<T: Copy>(groups: usize, items: &[(usize, T)]) -> (Vec<u32>, Vec<T>) {
    let mut start = vec![0u32; groups + 1];
    for &(g, _) in items {
        start[g + 1] += 1;
    }
    for g in 0..groups {
        start[g + 1] += start[g];
    }
    let mut next = start.clone();
    let mut out: Vec<T> = items.iter().map(|&(_, t)| t).collect();
    for &(g, t) in items {
        out[next[g] as usize] = t;
        next[g] += 1;
    }
    (start, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks() -> Marks {
        Marks::default()
    }

    #[test]
    fn rules_hold_as_their_marks_say() {
        assert!(Rule::Greater.holds(3, 2) && !Rule::Greater.holds(2, 2));
        assert!(Rule::Less.holds(1, 4) && !Rule::Less.holds(4, 1));
        assert!(Rule::Consecutive.holds(4, 5) && Rule::Consecutive.holds(5, 4));
        assert!(!Rule::Consecutive.holds(4, 6));
        assert!(Rule::Double.holds(3, 6) && Rule::Double.holds(8, 4) && !Rule::Double.holds(3, 5));
        // 1 and 2 are both consecutive and double.
        assert!(!Rule::Neither.holds(1, 2) && !Rule::Neither.holds(2, 4));
        assert!(!Rule::Neither.holds(5, 6) && Rule::Neither.holds(3, 7));
        assert!(Rule::Apart.holds(2, 4) && !Rule::Apart.holds(7, 6));
    }

    #[test]
    fn support_is_each_rules_numbers_beside_another() {
        let r = Relations::new(6, marks()).unwrap();
        let set = |bits: u32| SymbolSet(bits).iter().collect::<Vec<u8>>();
        assert_eq!(set(r.support(Rule::Greater, 4)), [1, 2, 3]);
        assert_eq!(set(r.support(Rule::Less, 4)), [5, 6]);
        assert_eq!(set(r.support(Rule::Consecutive, 1)), [2]);
        assert_eq!(set(r.support(Rule::Double, 3)), [6]);
        assert_eq!(set(r.support(Rule::Neither, 3)), [1, 3, 5]);
        assert_eq!(set(r.support(Rule::Apart, 6)), [1, 2, 3, 4, 6]);
        assert_eq!(r.support(Rule::Apart, 0), 0);
    }

    #[test]
    fn the_negative_and_nonconsecutive_rules_link_every_neighbour() {
        let m = Marks {
            black: vec![[0, 1]],
            negative: true,
            ..marks()
        };
        let r = Relations::new(3, m).unwrap();
        // r1c1: a black dot to r1c2, no dot (neither) to r2c1.
        let links = r.links(0);
        assert_eq!(
            links,
            [
                Link {
                    other: 1,
                    rule: Rule::Double
                },
                Link {
                    other: 3,
                    rule: Rule::Neither
                }
            ]
        );
        // The middle cell has four neighbours.
        assert_eq!(r.links(4).len(), 4);
        let apart = Marks {
            nonconsecutive: true,
            ..marks()
        };
        let r = Relations::new(3, apart.clone()).unwrap();
        assert!(r.links(4).iter().all(|l| l.rule == Rule::Apart));
        assert_eq!(r.links(8).len(), 2);
        // Consecutive Sudoku: a white mark where neighbours are
        // consecutive, the nonconsecutive rule everywhere else.
        let consecutive = Marks {
            white: vec![[1, 0]],
            ..apart
        };
        let r = Relations::new(3, consecutive).unwrap();
        let rule_to =
            |c: usize, other: usize| r.links(c).iter().find(|l| l.other == other).unwrap().rule;
        assert_eq!(
            (rule_to(0, 1), rule_to(0, 3)),
            (Rule::Consecutive, Rule::Apart)
        );
        let mut cells = [0u8; 9];
        // 2 3 4 / 1: r1c2 and r1c3 are consecutive with no mark, as are
        // r1c1 and r2c1; the marked r1c1 and r1c2 are.
        cells[..4].copy_from_slice(&[2, 3, 4, 1]);
        assert_eq!(
            r.breaks(&cells),
            [
                RelationBreak::Nonconsecutive { cells: [0, 3] },
                RelationBreak::Nonconsecutive { cells: [1, 2] },
            ]
        );
    }

    #[test]
    fn thermos_rise_from_the_bulb() {
        let m = Marks {
            thermos: vec![vec![4, 5, 2]],
            ..marks()
        };
        let r = Relations::new(3, m).unwrap();
        assert_eq!(r.links(5).len(), 2);
        assert!(r.links(5).contains(&Link {
            other: 4,
            rule: Rule::Greater
        }));
        assert!(r.links(5).contains(&Link {
            other: 2,
            rule: Rule::Less
        }));
        let mut cells = [0u8; 9];
        cells[4] = 1;
        cells[5] = 3;
        cells[2] = 2;
        assert_eq!(
            r.breaks(&cells),
            [RelationBreak::Thermo {
                thermo: 0,
                cells: [5, 2]
            }]
        );
        cells[2] = 0;
        assert!(r.breaks(&cells).is_empty(), "an empty cell breaks nothing");
    }

    #[test]
    fn breaks_name_each_broken_mark() {
        let m = Marks {
            white: vec![[0, 1]],
            black: vec![[2, 3]],
            negative: true,
            odd: vec![4],
            even: vec![5],
            ..marks()
        };
        let r = Relations::new(4, m).unwrap();
        let mut cells = [0u8; 16];
        // 1 3 1 3 / 2 3 . .: no dot between r1c1 and r2c1 (1 and 2,
        // consecutive), nor between r2c1 and r2c2 (2 and 3).
        cells[..6].copy_from_slice(&[1, 3, 1, 3, 2, 3]);
        assert_eq!(
            r.breaks(&cells),
            [
                RelationBreak::White { cells: [0, 1] },
                RelationBreak::Black { cells: [2, 3] },
                RelationBreak::Negative { cells: [0, 4] },
                RelationBreak::Negative { cells: [4, 5] },
                RelationBreak::Odd { cell: 4 },
                RelationBreak::Even { cell: 5 },
            ]
        );
        let apart = Relations::new(
            4,
            Marks {
                nonconsecutive: true,
                ..marks()
            },
        )
        .unwrap();
        assert_eq!(
            apart.breaks(&cells),
            [
                RelationBreak::Nonconsecutive { cells: [0, 4] },
                RelationBreak::Nonconsecutive { cells: [4, 5] },
            ]
        );
    }

    #[test]
    fn bad_marks_are_refused_with_the_cells_named() {
        let refused = |side: usize, m: Marks| Relations::new(side, m).unwrap_err().to_string();
        assert_eq!(
            refused(
                4,
                Marks {
                    greater: vec![[0, 5]],
                    ..marks()
                }
            ),
            "r1c1 and r2c2 are not neighbours (a mark joins cells side by side)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    greater: vec![[3, 4]],
                    ..marks()
                }
            ),
            "r1c4 and r2c1 are not neighbours (a mark joins cells side by side)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    white: vec![[0, 16]],
                    ..marks()
                }
            ),
            "cell 16 is outside a 4x4 grid (cells run from 0 to 15)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    greater: vec![[1, 0]],
                    black: vec![[0, 1]],
                    ..marks()
                }
            ),
            "two marks between r1c1 and r1c2"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    odd: vec![2],
                    even: vec![2],
                    ..marks()
                }
            ),
            "r1c3 is marked odd or even twice"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    thermos: vec![vec![0, 1, 2, 3, 7]],
                    ..marks()
                }
            ),
            "thermometer 1 has 5 cells: it needs 2 to 4 different cells"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    thermos: vec![vec![0, 1, 0]],
                    ..marks()
                }
            ),
            "thermometer 1 has 3 cells: it needs 2 to 4 different cells"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    thermos: vec![vec![0, 2]],
                    ..marks()
                }
            ),
            "r1c1 and r1c3 are not neighbours (a mark joins cells side by side)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    thermos: vec![vec![15, 16]],
                    ..marks()
                }
            ),
            "cell 16 is outside a 4x4 grid (cells run from 0 to 15)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    even: vec![20],
                    ..marks()
                }
            ),
            "cell 20 is outside a 4x4 grid (cells run from 0 to 15)"
        );
        assert_eq!(
            refused(
                4,
                Marks {
                    thermos: vec![vec![5]],
                    ..marks()
                }
            ),
            "thermometer 1 has 1 cell: it needs 2 to 4 different cells"
        );
        assert!(refused(25, marks()).contains("not 25"));
    }
}
