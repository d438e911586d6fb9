//! The steps a logical solve is made of.

use super::technique::Technique;
use crate::grid::symbol_char;
use crate::shape::Shape;

/// The Sudoku Explainer length bonus for a chain of `links` links: 0 up to
/// 4, then +0.1 at each of 6, 8, 12, 16, 24, 32, 48, ... links.
pub fn length_bonus(links: usize) -> f32 {
    let (mut bonus, mut bound, mut grow_half) = (0.0f32, 4usize, true);
    while links > bound {
        bonus += 0.1;
        bound = if grow_half {
            bound * 3 / 2
        } else {
            bound * 4 / 3
        };
        grow_half = !grow_half;
    }
    bonus
}

/// One logical step: which technique, on what, and what it concludes.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The houses the pattern lives in (shared house indices).
    pub houses: Vec<u16>,
    /// The cells that make the pattern (for chains, the chain's cells in
    /// order).
    pub cells: Vec<u16>,
    /// The symbols the pattern is about, in increasing order.
    pub symbols: Vec<u8>,
    /// Symbols placed: `(cell, symbol)`.
    pub placements: Vec<(u16, u8)>,
    /// Candidates removed: `(cell, symbol)`.
    pub eliminations: Vec<(u16, u8)>,
    /// Links in the chain (0 for patterns that are not chains).
    pub links: usize,
}

impl Step {
    /// A step with no pattern data yet.
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            houses: Vec::new(),
            cells: Vec::new(),
            symbols: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            links: 0,
        }
    }

    /// The step's difficulty on the Sudoku Explainer scale.
    pub fn score(&self) -> f32 {
        self.technique.weight() + length_bonus(self.links)
    }

    /// One line for people, e.g. `hidden single: 7 can only go in r3c5 in
    /// box 2`.
    pub fn explain(&self, shape: Shape) -> String {
        let cell = |c: u16| shape.cell_name(c as usize);
        let house = |h: u16| shape.house_name(h as usize);
        let sym = |d: u8| symbol_char(d).to_string();
        let list = |v: &[u16], f: &dyn Fn(u16) -> String| -> String {
            v.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", ")
        };
        let syms = self.symbols.iter().map(|&d| sym(d)).collect::<Vec<_>>();
        let symbols = syms.join("/");
        let outcome = {
            let mut parts: Vec<String> = self
                .placements
                .iter()
                .map(|&(c, d)| format!("{}={}", cell(c), sym(d)))
                .collect();
            parts.extend(
                self.eliminations
                    .iter()
                    .map(|&(c, d)| format!("{}<>{}", cell(c), sym(d))),
            );
            parts.join(", ")
        };
        let name = self.technique.name();
        let in_house = self.houses.first().map(|&h| house(h)).unwrap_or_default();
        match self.technique {
            Technique::FullHouse => {
                let (c, d) = self.placements[0];
                format!(
                    "full house: {} is the last cell of {in_house}, so it is {}",
                    cell(c),
                    sym(d)
                )
            }
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => {
                let (c, d) = self.placements[0];
                format!(
                    "hidden single: {} can only go in {} in {in_house}",
                    sym(d),
                    cell(c)
                )
            }
            Technique::NakedSingle => {
                let (c, d) = self.placements[0];
                format!("naked single: {} can only be {}", cell(c), sym(d))
            }
            Technique::Pointing | Technique::Claiming => {
                let other = self.houses.get(1).map(|&h| house(h)).unwrap_or_default();
                format!("{name}: in {in_house}, {symbols} lies only in {other}, so {outcome}")
            }
            Technique::ForcingChain => {
                let links = self.links;
                match (self.houses.first(), self.cells.as_slice()) {
                    // Every place of a symbol in a house.
                    (Some(_), places) => format!(
                        "forcing chain ({links} links): {symbols} goes in one of {} in {in_house}, \
                         and each place that holds leads to {outcome}",
                        list(places, &cell)
                    ),
                    // Assuming the one candidate fails.
                    (None, [c]) if self.symbols.len() == 1 => format!(
                        "forcing chain ({links} links): {}={symbols} leads to a contradiction, \
                         so {outcome}",
                        cell(*c)
                    ),
                    // Every candidate of a cell.
                    (None, cells) => format!(
                        "forcing chain ({links} links): {} is one of {}, and each that holds \
                         leads to {outcome}",
                        list(cells, &cell),
                        syms.join(", ")
                    ),
                }
            }
            _ if self.links > 0 => format!(
                "{name} ({} links) on {symbols}: {} => {outcome}",
                self.links,
                list(&self.cells, &cell)
            ),
            _ if !self.houses.is_empty() => format!(
                "{name}: {symbols} in {} of {} => {outcome}",
                list(&self.cells, &cell),
                list(&self.houses, &house)
            ),
            _ => format!(
                "{name}: {symbols} in {} => {outcome}",
                list(&self.cells, &cell)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forcing_chains_explain_their_kind() {
        let shape = Shape::classic();
        let mut s = Step::new(Technique::ForcingChain);
        s.links = 2;
        s.cells = vec![29];
        s.symbols = vec![1];
        s.eliminations = vec![(29, 1)];
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3=1 leads to a contradiction, so r4c3<>1"
        );
        s.symbols = vec![3, 6];
        s.eliminations = vec![(0, 3)];
        assert_eq!(
            s.explain(shape),
            "forcing chain (2 links): r4c3 is one of 3, 6, and each that holds leads to r1c1<>3"
        );
        s.houses = vec![1];
        s.cells = vec![11, 14];
        s.symbols = vec![4];
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
