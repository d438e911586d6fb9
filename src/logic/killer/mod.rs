//! A killer in one module: its cages in one table ([`CageTable`]), what a
//! sum allows its cells ([`options`]), the rule of 45 ([`RuleOf45`]), and
//! the two engines that ask them: the grader's view of a killer
//! ([`Killer`], what the ladder's killer techniques read) and the fast
//! engine of the cage growth ([`FastKiller`]).

mod fast;
mod options;
mod sums;
mod table;

pub use fast::{FastKiller, Progress};
pub use options::{Allowed, CellState, options};
pub use sums::{Edge, Groups, RuleOf45, Scratch, SumRegion, SumRegions};
pub use table::{CageRow, CageTable, CellMask, Wide};

use super::board::Board;
use crate::cages::{Cages, SumSets};
use crate::cell::{Cell, House};
use crate::houses::Houses;
use std::sync::OnceLock;

/// A killer's cages and rule-of-45 regions on one layout's houses, as the
/// grader reads them: regions are found once a puzzle, when first asked.
#[derive(Clone, Debug)]
pub struct Killer {
    /// The cages, each one's cells in increasing order.
    cages: CageTable<Wide>,
    sets: &'static SumSets,
    /// The groups of houses of the layout, found when first asked.
    rule: OnceLock<RuleOf45<Wide>>,
    /// Found when first asked, those of single houses apart from those of
    /// runs: the techniques below medium ask for neither, those below hard
    /// for the single houses' alone.
    regions: [OnceLock<SumRegions<Wide>>; 2],
    /// The most regions single houses give (two a house): where the runs'
    /// slots start.
    house_regions: usize,
    /// Each house's cells and those of the cages meeting it (what a
    /// symbol's places in the house being in one cage tells depends on),
    /// in increasing order; found when first asked.
    reach: OnceLock<Vec<Vec<Cell>>>,
}

/// Which killer technique keeps a [`Killer::slot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Cage combinations, a slot a cage.
    Combination,
    /// A symbol a cage must hold in one house, a slot a cage.
    CageHouse,
    /// A symbol a house holds only in one cage, a slot a house.
    HouseInCage,
    /// Innies, outies and cage splitting, a slot a region of one house.
    Region,
    /// The same, a slot a region of a run of houses.
    RunRegion,
}

impl Killer {
    /// The killer of `cages` on the houses of `houses` (of the same side).
    pub fn new(houses: &Houses, cages: &Cages) -> Killer {
        let n = houses.side();
        assert_eq!(cages.side(), n, "cages of another side");
        let mut table = CageTable::new(n * n);
        for k in cages.cages() {
            let mut cells: Vec<Cell> = k.cells.iter().map(|&i| Cell::new(i)).collect();
            cells.sort_unstable();
            table.push(k.sum, cells);
        }
        Killer {
            cages: table,
            sets: SumSets::shared(n),
            rule: OnceLock::new(),
            regions: [OnceLock::new(), OnceLock::new()],
            house_regions: 2 * houses.each_house().len(),
            reach: OnceLock::new(),
        }
    }

    /// The cages, each one's cells in increasing order.
    pub fn cages(&self) -> &CageTable<Wide> {
        &self.cages
    }

    /// The slot of [`Board::unchanged_since_nothing`] that technique
    /// `kind` keeps for cage or region `i`.
    pub fn slot(&self, kind: Slot, i: usize) -> usize {
        let n = self.cages.len();
        let h = self.house_regions / 2;
        match kind {
            Slot::Combination => i,
            Slot::CageHouse => n + i,
            Slot::HouseInCage => 2 * n + i,
            Slot::Region => 2 * n + h + i,
            Slot::RunRegion => 2 * n + h + self.house_regions + i,
        }
    }

    /// House `h` of `houses` (this killer's): its cells and those of the
    /// cages meeting it, in increasing order.
    pub fn reach(&self, houses: &Houses, h: House) -> &[Cell] {
        let reach = self.reach.get_or_init(|| {
            let mut met = vec![false; houses.side() * houses.side()];
            let mut cells = Vec::new();
            let mut reach_of = |h| {
                let own = houses.cells_of(h);
                let cage_cells = own
                    .iter()
                    .flat_map(|&c| self.cages.get(self.cage_of(c)).cells);
                cells.clear();
                for &c in own.iter().chain(cage_cells) {
                    if !std::mem::replace(&mut met[c.index()], true) {
                        cells.push(c);
                    }
                }
                for c in &cells {
                    met[c.index()] = false;
                }
                cells.sort_unstable();
                cells.clone()
            };
            houses.each_house().map(&mut reach_of).collect()
        });
        &reach[h.index()]
    }

    /// The cage of a cell, as an index into [`Killer::cages`].
    pub fn cage_of(&self, c: Cell) -> usize {
        self.cages
            .cage_of(c.index())
            .expect("every cell of a killer in a cage")
    }

    /// The regions the rule of 45 gives over `houses` (those the killer
    /// was made with): of each house alone, or (`runs`) of each run of 2 to
    /// N - 1 adjacent rows and of adjacent columns.
    pub fn regions(&self, houses: &Houses, runs: bool) -> &SumRegions<Wide> {
        self.regions[usize::from(runs)].get_or_init(|| {
            let groups = if runs { Groups::Runs } else { Groups::Houses };
            let mut found = SumRegions::default();
            let scratch = &mut Scratch::default();
            self.rule(houses)
                .find(&self.cages, groups, &mut found, scratch);
            found
        })
    }

    /// The houses of region `r`'s group (a region of [`Killer::regions`]).
    pub fn region_houses(&self, houses: &Houses, r: &SumRegion<Wide>) -> &[House] {
        self.rule(houses).houses(r)
    }

    fn rule(&self, houses: &Houses) -> &RuleOf45<Wide> {
        self.rule.get_or_init(|| RuleOf45::new(houses))
    }

    /// The values and candidates of `cells` on `b`, as
    /// [`Killer::options`] reads them.
    pub fn state(b: &Board, cells: &[Cell]) -> impl Fn(usize) -> CellState {
        move |i| (b.value(cells[i]), b.cand(cells[i]).0)
    }

    /// [`options`] on this killer's side.
    pub fn options(
        &self,
        len: usize,
        state: impl Fn(usize) -> CellState,
        sum: u32,
        distinct: bool,
        must: u32,
        sets: Option<&mut Vec<u32>>,
    ) -> Option<Allowed> {
        options(self.sets, len, state, sum, distinct, must, sets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cages::Cage;
    use crate::shape::Shape;

    /// A 4x4 killer on the grid 1234 3412 2143 4321: cage 0 = {0, 1} (3),
    /// cage 1 = {2, 3, 7} (9), and four more.
    fn killer_4x4() -> (Houses, Killer) {
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let cages: [(u32, &[usize]); 6] = [
            (3, &[0, 1]),
            (9, &[2, 3, 7]),
            (10, &[4, 5, 8, 9]),
            (8, &[6, 10, 11]),
            (7, &[12, 13]),
            (3, &[14, 15]),
        ];
        let cages = cages
            .iter()
            .map(|&(sum, cells)| Cage {
                sum,
                cells: cells.to_vec(),
            })
            .collect();
        let cages = Cages::new(4, cages).unwrap();
        let killer = Killer::new(&houses, &cages);
        (houses, killer)
    }

    #[test]
    fn cages_that_cannot_be_give_no_regions_and_no_overflow() {
        // Row 1's three one-cell cages of 4 add up to more than its 10.
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let text = "4=0 4=1 4=2 7=3,7 9=4,5,6 10=8,9,10,11 10=12,13,14,15";
        let cages = Cages::from_text(4, text).unwrap();
        let k = Killer::new(&houses, &cages);
        let row1 = Shape::new(2, 2).unwrap().row_house(0);
        let regions = k.regions(&houses, false).list();
        assert!(
            regions
                .iter()
                .all(|r| k.region_houses(&houses, r) != [row1])
        );
        assert!(!k.regions(&houses, true).list().is_empty());
    }

    #[test]
    fn the_rule_of_45_gives_innies_and_outies() {
        // 4x4, houses add to 10. Row 1: cells 0..4. Cage A = {0, 1} (3),
        // cage B = {2, 3, 7} (9): B crosses row 1's edge, its innies 2 and
        // 3 add to 10 - 3 = 7, its outie 7 to 9 - 7 = 2.
        let (houses, k) = killer_4x4();
        let row1 = Shape::new(2, 2).unwrap().row_house(0);
        let regions = k.regions(&houses, false);
        let of_row1: Vec<&SumRegion<Wide>> = regions
            .list()
            .iter()
            .filter(|r| k.region_houses(&houses, r) == [row1])
            .collect();
        assert_eq!(of_row1.len(), 2);
        let (inn, out) = (of_row1[0], of_row1[1]);
        assert_eq!(
            (
                inn.edge,
                regions.cells(inn),
                inn.sum,
                inn.distinct,
                inn.cage
            ),
            (
                Edge::Innies,
                &[Cell::new(2), Cell::new(3)][..],
                7,
                true,
                Some(1)
            )
        );
        assert_eq!(
            (
                out.edge,
                regions.cells(out),
                out.sum,
                out.distinct,
                out.cage
            ),
            (Edge::Outies, &[Cell::new(7)][..], 2, true, Some(1))
        );
    }
}
