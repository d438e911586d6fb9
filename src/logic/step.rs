//! The steps a logical solve is made of.

use super::killer::Edge;
use super::technique::Technique;
use crate::cell::{Cell, House};
use crate::grid::symbol_char;
use crate::lang::{Lang, fill};
use crate::layout::Layout;
use crate::relations::Rule;
use crate::shape::Shape;
use crate::symbol::SymbolSet;

/// The Sudoku Explainer length bonus for a chain of `links` links: 0 up to
/// 4, then +0.1 at each of 6, 8, 12, 16, 24, 32, 48, ... links (SE's own
/// rule, [`explainer::length_bonus`](super::explainer::length_bonus), whose
/// chains of `links` links have `links + 2` potentials).
pub fn length_bonus(links: usize) -> f32 {
    super::explainer::length_bonus(links + 2) as f32
}

/// One logical step: which technique, on what pattern, and what it
/// concludes.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// What the technique saw.
    pub pattern: Pattern,
    /// Symbols placed: `(cell, symbol)`.
    pub placements: Vec<(Cell, u8)>,
    /// Candidates removed: `(cell, symbol)`.
    pub eliminations: Vec<(Cell, u8)>,
}

/// What a step's technique saw, one variant a family of techniques. Cells
/// and houses are [`Cell`]s and [`House`]s (named for people by
/// [`Shape::cell_name`] and [`Shape::house_name`]); symbol lists are in
/// increasing order.
#[derive(Clone, Debug, PartialEq)]
pub enum Pattern {
    /// A full house, hidden single or naked single: `cell` takes `symbol`,
    /// forced by `house` (none for a naked single).
    Single {
        /// The house that forces it.
        house: Option<House>,
        /// The cell.
        cell: Cell,
        /// The symbol it takes.
        symbol: u8,
    },
    /// Pointing or claiming: in house `within`, `symbol` lies only in
    /// `cells`, which are all in house `along`.
    Intersection {
        /// The house the symbol is confined in.
        within: House,
        /// The house it is confined to.
        along: House,
        /// The symbol's places.
        cells: Vec<Cell>,
        /// The symbol.
        symbol: u8,
    },
    /// A naked or hidden subset: `cells` of `house` and `symbols`.
    Subset {
        /// The house.
        house: House,
        /// The cells of the subset.
        cells: Vec<Cell>,
        /// Its symbols.
        symbols: Vec<u8>,
    },
    /// A fish: `symbol` in the `base` lines lies only in the `cover` lines.
    Fish {
        /// The symbol.
        symbol: u8,
        /// The base lines.
        base: Vec<House>,
        /// The cover lines.
        cover: Vec<House>,
        /// The symbol's places in the base lines.
        cells: Vec<Cell>,
    },
    /// An XY- or XYZ-wing: the pivot first, then the two pincers.
    Wing {
        /// Pivot, pincer, pincer.
        cells: [Cell; 3],
        /// The symbols of the three cells.
        symbols: Vec<u8>,
    },
    /// A W-wing: two equal bivalue cells `p`, `q` and a strong link `a`-`c`
    /// in `house`, `a` seeing `p` and `c` seeing `q`.
    WWing {
        /// The house of the strong link.
        house: House,
        /// `p`, `a`, `c`, `q`.
        cells: [Cell; 4],
        /// The two symbols of `p` and `q`.
        symbols: Vec<u8>,
    },
    /// A unique rectangle: four cells in two rows, two columns and two
    /// boxes, the last the one that keeps more than the pair.
    Rectangle {
        /// The two rows, then the two columns.
        houses: [House; 4],
        /// The corners; the last holds the eliminations.
        cells: [Cell; 4],
        /// The pair.
        symbols: Vec<u8>,
    },
    /// Simple colouring: `symbol`'s cluster of conjugate pairs.
    Colouring {
        /// The symbol.
        symbol: u8,
        /// The cluster's cells.
        cells: Vec<Cell>,
        /// Its conjugate pairs.
        links: usize,
    },
    /// An X-chain, XY-chain or alternating inference chain.
    Chain {
        /// The chain's cells, in order.
        cells: Vec<Cell>,
        /// The symbols on it.
        symbols: Vec<u8>,
        /// Its links.
        links: usize,
    },
    /// A cage combination: the cage of `cells` adding up to `sum` holds in
    /// its `open` cells one of `sets`, `symbols` between them.
    Cage {
        /// The cage's cells.
        cells: Vec<Cell>,
        /// Its sum.
        sum: u32,
        /// Its open cells.
        open: Vec<Cell>,
        /// The sets of distinct symbols its open cells can hold.
        sets: Vec<SymbolSet>,
        /// The symbols of those sets.
        symbols: Vec<u8>,
    },
    /// A cage-house interaction: `symbol` lies only in `places`, which
    /// are in `house` and in the cage of `cage` (adding up to `sum`). With
    /// `cage_in_house`, the cage must hold the symbol and its places in the
    /// cage are these; else the house's places of the symbol are these.
    CageHouse {
        /// The cage's cells.
        cage: Vec<Cell>,
        /// The cage's sum.
        sum: u32,
        /// The house.
        house: House,
        /// The symbol.
        symbol: u8,
        /// Its places.
        places: Vec<Cell>,
        /// Whether the cage's places lie in the house (else the house's in
        /// the cage).
        cage_in_house: bool,
    },
    /// The rule of 45: `cells`, the innies or outies of `houses`, add up
    /// to `sum`; `cage` (its sum and cells) when they are a part of one cage.
    Sum {
        /// The group of houses.
        houses: Vec<House>,
        /// Inside or outside it.
        edge: Edge,
        /// The cells.
        cells: Vec<Cell>,
        /// What they add up to.
        sum: u32,
        /// The cage they are a part of, if one.
        cage: Option<(u32, Vec<Cell>)>,
    },
    /// An odd or even cell: it holds no number of the other parity.
    Parity {
        /// The cell.
        cell: Cell,
        /// Whether it is odd (else even).
        odd: bool,
    },
    /// A greater-than sign or a thermometer: `cells[0]` is greater (or
    /// less) than `cells[1]`, whose smallest (largest) candidate is
    /// `bound`.
    Bound {
        /// The cell that loses candidates, then the other.
        cells: [Cell; 2],
        /// Whether the first is the greater.
        greater: bool,
        /// The other's smallest candidate (largest when the first is the
        /// less).
        bound: u8,
    },
    /// A rule between neighbours (a dot, a bar, or none under the
    /// negative or nonconsecutive rule): `cells[1]` keeps only the numbers
    /// that one of `cells[0]`'s candidates `symbols` allows beside it,
    /// read from `cells[0]` by `rule`; with `house`, the two share it and
    /// so differ too.
    Neighbours {
        /// The cell whose candidates allow, then the cell that loses.
        cells: [Cell; 2],
        /// The rule, read from the first.
        rule: Rule,
        /// The first's candidates.
        symbols: Vec<u8>,
        /// A house the two share, when the step needs it.
        house: Option<House>,
    },
    /// `symbol` lies only in `cells` (all but the last) in `house`, each a
    /// neighbour of the last cell, which keeps only what its rules with
    /// them allow beside `symbol`.
    Beside {
        /// The house.
        house: House,
        /// The symbol.
        symbol: u8,
        /// The symbol's places in the house, then the cell that loses.
        cells: Vec<Cell>,
    },
    /// A forcing chain: every branch of `choice` leads to the step's
    /// conclusions, the longest in `links` links.
    Forcing {
        /// The choice.
        choice: Choice,
        /// The longest branch's links.
        links: usize,
    },
}

/// The choice a forcing chain starts from.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    /// One candidate, assumed: it leads to a contradiction.
    Candidate {
        /// The cell.
        cell: Cell,
        /// The candidate.
        symbol: u8,
    },
    /// Every candidate of a cell.
    Cell {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        symbols: Vec<u8>,
    },
    /// Every place of a symbol in a house.
    House {
        /// The house.
        house: House,
        /// The symbol.
        symbol: u8,
        /// Its places.
        places: Vec<Cell>,
    },
}

impl Pattern {
    /// The cells that make the pattern, in the order its variant names.
    pub fn cells(&self) -> &[Cell] {
        match self {
            Pattern::Single { cell, .. } => std::slice::from_ref(cell),
            Pattern::Wing { cells, .. } => cells,
            Pattern::WWing { cells, .. } | Pattern::Rectangle { cells, .. } => cells,
            Pattern::Intersection { cells, .. }
            | Pattern::Subset { cells, .. }
            | Pattern::Fish { cells, .. }
            | Pattern::Colouring { cells, .. }
            | Pattern::Chain { cells, .. } => cells,
            Pattern::Cage { open, .. } => open,
            Pattern::CageHouse { places, .. } => places,
            Pattern::Sum { cells, .. } => cells,
            Pattern::Parity { cell, .. } => std::slice::from_ref(cell),
            Pattern::Bound { cells, .. } | Pattern::Neighbours { cells, .. } => cells,
            Pattern::Beside { cells, .. } => cells,
            Pattern::Forcing { choice, .. } => match choice {
                Choice::Candidate { cell, .. } | Choice::Cell { cell, .. } => {
                    std::slice::from_ref(cell)
                }
                Choice::House { places, .. } => places,
            },
        }
    }

    /// The symbols the pattern is about, in increasing order.
    pub fn symbols(&self) -> &[u8] {
        match self {
            Pattern::Single { symbol, .. }
            | Pattern::Intersection { symbol, .. }
            | Pattern::Fish { symbol, .. }
            | Pattern::Colouring { symbol, .. }
            | Pattern::CageHouse { symbol, .. }
            | Pattern::Beside { symbol, .. } => std::slice::from_ref(symbol),
            Pattern::Cage { symbols, .. } | Pattern::Neighbours { symbols, .. } => symbols,
            Pattern::Sum { .. } | Pattern::Parity { .. } | Pattern::Bound { .. } => &[],
            Pattern::Subset { symbols, .. }
            | Pattern::Wing { symbols, .. }
            | Pattern::WWing { symbols, .. }
            | Pattern::Rectangle { symbols, .. }
            | Pattern::Chain { symbols, .. } => symbols,
            Pattern::Forcing { choice, .. } => match choice {
                Choice::Candidate { symbol, .. } | Choice::House { symbol, .. } => {
                    std::slice::from_ref(symbol)
                }
                Choice::Cell { symbols, .. } => symbols,
            },
        }
    }

    /// The links of a chain, a colouring's pairs, a forcing chain's longest
    /// branch; 0 for patterns that are not chains.
    pub fn links(&self) -> usize {
        match self {
            Pattern::Colouring { links, .. }
            | Pattern::Chain { links, .. }
            | Pattern::Forcing { links, .. } => *links,
            _ => 0,
        }
    }
}

impl Step {
    /// A step of `technique` on `pattern` that concludes nothing yet.
    pub fn new(technique: Technique, pattern: Pattern) -> Step {
        Step {
            technique,
            pattern,
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }

    /// The step's difficulty on the Sudoku Explainer scale.
    pub fn score(&self) -> f32 {
        self.technique.weight() + length_bonus(self.pattern.links())
    }

    /// One line for people, e.g. `hidden single: 7 can only go in r3c5 in
    /// box 2`.
    pub fn explain(&self, shape: Shape) -> String {
        self.explain_in(&Layout::classic(shape))
    }

    /// [`Step::explain`] in `layout`, whose houses it names (`region 4`,
    /// `diagonal`, `window 2`).
    pub fn explain_in(&self, layout: &Layout) -> String {
        self.explain_in_lang(layout, Lang::En)
    }

    /// [`Step::explain_in`] in the words of `lang`.
    pub fn explain_in_lang(&self, layout: &Layout, lang: Lang) -> String {
        let words = lang.steps();
        let cell = |c: Cell| words.cell(layout, c);
        let house = |h: House| words.house(layout, h.index());
        let in_house = |h: House| words.in_house(layout, h.index());
        let sym = |d: u8| symbol_char(d).to_string();
        let cells = |v: &[Cell]| words.list(&v.iter().map(|&c| cell(c)).collect::<Vec<_>>());
        let houses = |v: &[House]| words.list(&v.iter().map(|&h| house(h)).collect::<Vec<_>>());
        let in_houses =
            |v: &[House]| words.list(&v.iter().map(|&h| in_house(h)).collect::<Vec<_>>());
        let symbols = |v: &[u8], sep: &str| v.iter().map(|&d| sym(d)).collect::<Vec<_>>().join(sep);
        let outcome = {
            let mut parts: Vec<String> = self
                .placements
                .iter()
                .map(|&(c, d)| fill(words.placed, &[("{cell}", &cell(c)), ("{symbol}", &sym(d))]))
                .collect();
            parts.extend(self.eliminations.iter().map(|&(c, d)| {
                fill(
                    words.removed,
                    &[("{cell}", &cell(c)), ("{symbol}", &sym(d))],
                )
            }));
            words.list(&parts)
        };
        let technique = words.technique_on(self.technique, layout);
        let on = symbols(self.pattern.symbols(), "/");
        let links = self.pattern.links().to_string();
        // A template with its own values, then those every template may
        // use (a value of its own first: a cell's `{symbols}` are its own).
        let say = |template: &str, values: &[(&str, &str)]| {
            let mut all = values.to_vec();
            all.extend([
                ("{technique}", technique),
                ("{symbols}", on.as_str()),
                ("{links}", links.as_str()),
                ("{outcome}", outcome.as_str()),
            ]);
            fill(template, &all)
        };
        // Subsets, fish, W-wings and rectangles: cells of some houses.
        let in_houses_step = |hs: &[House], c: &[Cell]| {
            say(
                words.pattern_in_houses,
                &[
                    ("{cells}", &cells(c)),
                    ("{houses}", &houses(hs)),
                    ("{in_houses}", &in_houses(hs)),
                ],
            )
        };
        match &self.pattern {
            &Pattern::Single {
                house: h,
                cell: c,
                symbol: d,
            } => {
                let (name, in_name) = h.map_or_else(Default::default, |h| (house(h), in_house(h)));
                let template = match self.technique {
                    Technique::FullHouse => words.full_house,
                    Technique::NakedSingle => words.naked_single,
                    Technique::OneCellCage => words.one_cell_cage,
                    _ => words.hidden_single,
                };
                say(
                    template,
                    &[
                        ("{cell}", &cell(c)),
                        ("{house}", &name),
                        ("{in_house}", &in_name),
                        ("{symbol}", &sym(d)),
                        ("{sum}", &d.to_string()),
                    ],
                )
            }
            &Pattern::Intersection { within, along, .. } => say(
                words.intersection,
                &[
                    ("{within}", &house(within)),
                    ("{in_within}", &in_house(within)),
                    ("{along}", &house(along)),
                    ("{in_along}", &in_house(along)),
                ],
            ),
            Pattern::Subset {
                house: h, cells: c, ..
            } => in_houses_step(&[*h], c),
            Pattern::WWing {
                house: h, cells: c, ..
            } => in_houses_step(&[*h], c),
            Pattern::Fish {
                base,
                cover,
                cells: c,
                ..
            } => {
                let lines: Vec<House> = base.iter().chain(cover).copied().collect();
                in_houses_step(&lines, c)
            }
            Pattern::Rectangle {
                houses: hs,
                cells: c,
                ..
            } => in_houses_step(hs, c),
            Pattern::Wing { cells: c, .. } => say(words.wing, &[("{cells}", &cells(c))]),
            Pattern::Colouring { cells: c, .. } | Pattern::Chain { cells: c, .. } => {
                say(words.chain, &[("{cells}", &cells(c))])
            }
            Pattern::Cage {
                cells: all,
                sum,
                open,
                sets,
                ..
            } => {
                let holds = match &sets[..] {
                    [one] => words.list_and(&one.iter().map(sym).collect::<Vec<_>>()),
                    _ => {
                        let sets: Vec<String> = sets
                            .iter()
                            .map(|s| symbols(&s.iter().collect::<Vec<u8>>(), "+"))
                            .collect();
                        fill(words.one_of, &[("{sets}", &words.list(&sets))])
                    }
                };
                let count = all.len().to_string();
                let count_word = words.counts.get(all.len()).copied().unwrap_or(&count);
                let template = if open.len() == all.len() {
                    words.cage_whole
                } else {
                    words.cage_open
                };
                say(
                    template,
                    &[
                        ("{sum}", &sum.to_string()),
                        ("{count_word}", count_word),
                        ("{count}", &count),
                        ("{cells}", &cells(all)),
                        ("{cage}", &cells(all)),
                        ("{open}", &cells(open)),
                        ("{holds}", &holds),
                    ],
                )
            }
            Pattern::CageHouse {
                cage,
                sum,
                house: h,
                symbol,
                places,
                cage_in_house,
            } => say(
                if *cage_in_house {
                    words.cage_in_house
                } else {
                    words.house_in_cage
                },
                &[
                    ("{sum}", &sum.to_string()),
                    ("{cage}", &cells(cage)),
                    ("{symbol}", &sym(*symbol)),
                    ("{places}", &cells(places)),
                    ("{house}", &house(*h)),
                    ("{in_house}", &in_house(*h)),
                ],
            ),
            Pattern::Sum {
                houses: hs,
                edge,
                cells: c,
                sum,
                cage,
            } => {
                let n = layout.side();
                let total = (n * (n + 1) / 2 * hs.len()).to_string();
                let adds_up = fill(
                    words.adds_up[usize::from(hs.len() > 1)],
                    &[("{houses}", &houses(hs)), ("{total}", &total)],
                );
                let edge = match edge {
                    Edge::Innies => words.edges[0],
                    Edge::Outies => words.edges[1],
                };
                let part = fill(
                    edge,
                    &[
                        ("{adds_up}", &adds_up),
                        ("{cells}", &cells(c)),
                        ("{sum}", &sum.to_string()),
                    ],
                );
                match cage {
                    Some((cage_sum, cage_cells)) if self.technique == Technique::CageSplitting => {
                        say(
                            words.sum_in_cage,
                            &[
                                ("{part}", &part),
                                ("{sum}", &cage_sum.to_string()),
                                ("{cage}", &cells(cage_cells)),
                            ],
                        )
                    }
                    _ => say(words.sum, &[("{part}", &part)]),
                }
            }
            &Pattern::Parity { cell: c, odd } => {
                say(words.parity[usize::from(!odd)], &[("{cell}", &cell(c))])
            }
            &Pattern::Bound {
                cells: [c, other],
                greater,
                bound,
            } => say(
                words.bound[usize::from(!greater)],
                &[
                    ("{cell}", &cell(c)),
                    ("{other}", &cell(other)),
                    ("{bound}", &sym(bound)),
                ],
            ),
            Pattern::Neighbours {
                cells: [a, b],
                rule,
                symbols: ds,
                house: h,
            } => {
                let mark = words.mark(layout, *rule, cell(*a), cell(*b));
                let template = match (h, ds.len()) {
                    (Some(_), _) => words.neighbours[2],
                    (None, 1) => words.neighbours[0],
                    (None, _) => words.neighbours[1],
                };
                let (name, in_name) = h.map_or_else(Default::default, |h| (house(h), in_house(h)));
                say(
                    template,
                    &[
                        ("{mark}", &mark),
                        ("{a}", &cell(*a)),
                        ("{b}", &cell(*b)),
                        ("{symbols}", &symbols(ds, words.list)),
                        ("{house}", &name),
                        ("{in_house}", &in_name),
                    ],
                )
            }
            Pattern::Beside {
                house: h,
                symbol,
                cells: c,
            } => {
                let (last, places) = c.split_last().expect("places and a cell");
                say(
                    words.beside,
                    &[
                        ("{symbol}", &sym(*symbol)),
                        ("{places}", &cells(places)),
                        ("{cell}", &cell(*last)),
                        ("{house}", &house(*h)),
                        ("{in_house}", &in_house(*h)),
                    ],
                )
            }
            Pattern::Forcing { choice, .. } => match choice {
                Choice::House {
                    house: h, places, ..
                } => say(
                    words.forcing_house,
                    &[
                        ("{places}", &cells(places)),
                        ("{house}", &house(*h)),
                        ("{in_house}", &in_house(*h)),
                    ],
                ),
                Choice::Candidate { cell: c, .. } => {
                    say(words.forcing_candidate, &[("{cell}", &cell(*c))])
                }
                Choice::Cell {
                    cell: c,
                    symbols: ds,
                } => say(
                    words.forcing_cell,
                    &[
                        ("{cell}", &cell(*c)),
                        ("{symbols}", &symbols(ds, words.list)),
                    ],
                ),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forcing_chains_explain_their_kind() {
        let shape = Shape::classic();
        let c = Cell::new;
        let forcing = |choice, eliminations| Step {
            eliminations,
            ..Step::new(
                Technique::ForcingChain,
                Pattern::Forcing { choice, links: 2 },
            )
        };
        let s = forcing(
            Choice::Candidate {
                cell: c(29),
                symbol: 1,
            },
            vec![(c(29), 1)],
        );
        assert_eq!(s.pattern.cells(), [c(29)]);
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3=1 leads to a contradiction, so r4c3<>1"
        );
        let s = forcing(
            Choice::Cell {
                cell: c(29),
                symbols: vec![3, 6],
            },
            vec![(c(0), 3)],
        );
        assert_eq!(s.pattern.symbols(), [3, 6]);
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3 is one of 3, 6, and each that holds leads to r1c1<>3"
        );
        let s = forcing(
            Choice::House {
                house: shape.row_house(1),
                symbol: 4,
                places: vec![c(11), c(14)],
            },
            vec![(c(0), 3)],
        );
        assert_eq!(
            (s.pattern.cells(), s.pattern.links()),
            (&[c(11), c(14)][..], 2)
        );
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): 4 goes in one of r2c3, r2c6 in row 2, and each place that \
             holds leads to r1c1<>3"
        );
    }

    #[test]
    fn length_bonus_follows_the_explainer_steps() {
        let b = |n| (length_bonus(n) * 10.0).round() as i32;
        assert_eq!(
            [b(4), b(5), b(6), b(7), b(8), b(9), b(12), b(13)],
            [0, 1, 1, 2, 2, 3, 3, 4]
        );
    }
}
