//! Cage-house interaction. A symbol every combination of a cage holds,
//! whose places in the cage all lie in one house, leaves the rest of that
//! house. And a symbol whose places in a house all lie in one cage is in
//! that cage there: it leaves the cage's other cells, and the cage keeps
//! only the combinations that hold it.

use crate::cell::{Cell, House};
use crate::logic::board::{Board, bits_of};
use crate::logic::killer::{CageRow, Killer, Slot, Wide};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The first cage-house interaction that removes a candidate.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(killer) = b.killer() else {
        return;
    };
    let houses = b.houses();
    let common = |cells: &[Cell]| -> Vec<House> {
        let mut hs: Vec<House> = houses.houses_of(cells[0]).to_vec();
        hs.extend_from_slice(houses.extras_of(cells[0]));
        hs.retain(|&h| cells.iter().all(|c| houses.cells_of(h).contains(c)));
        hs
    };
    // A symbol the cage must hold, in one house.
    let mut sets = Vec::new();
    for (k, cage) in killer.cages().iter().enumerate() {
        let slot = killer.slot(Slot::CageHouse, k);
        if b.unchanged_since_nothing(slot, cage.cells) {
            continue;
        }
        sets.clear();
        let state = Killer::state(b, cage.cells);
        if killer
            .options(cage.cells.len(), state, cage.sum, true, 0, Some(&mut sets))
            .is_none()
            || sets.is_empty()
        {
            continue;
        }
        let must = sets.iter().fold(u32::MAX, |m, &s| m & s);
        for d in bits_of(must).map(|d| d as u8 + 1) {
            let places: Vec<Cell> = cage
                .cells
                .iter()
                .copied()
                .filter(|&c| b.has(c, d))
                .collect();
            if places.is_empty() {
                continue;
            }
            for house in common(&places) {
                let eliminations: Vec<(Cell, u8)> = houses
                    .cells_of(house)
                    .iter()
                    .filter(|&&c| b.has(c, d) && !cage.cells.contains(&c))
                    .map(|&c| (c, d))
                    .collect();
                if !eliminations.is_empty() {
                    out.push(step(cage, house, d, places, true, eliminations));
                    return;
                }
            }
        }
        b.found_nothing(slot, cage.cells);
    }
    house_in_cage(b, out);
}

/// The first symbol a house holds only in one cage that removes a
/// candidate there.
fn house_in_cage(b: &Board, out: &mut Vec<Step>) {
    let Some(killer) = b.killer() else {
        return;
    };
    let houses = b.houses();
    for house in houses.each_house() {
        let slot = killer.slot(Slot::HouseInCage, house.index());
        if b.unchanged_since_nothing(slot, killer.reach(houses, house)) {
            continue;
        }
        let cells = houses.cells_of(house);
        for d in b.missing(house).iter() {
            let mut each = bits_of(b.places(house, d)).map(|i| cells[i]);
            let Some(first) = each.next() else {
                continue;
            };
            let k = killer.cage_of(first);
            if each.any(|c| killer.cage_of(c) != k) {
                continue;
            }
            let places: Vec<Cell> = bits_of(b.places(house, d)).map(|i| cells[i]).collect();
            let cage = killer.cages().get(k);
            // The cage's cells outside the places cannot hold d.
            let state = |i: usize| {
                let c = cage.cells[i];
                let (v, m) = (b.value(c), b.cand(c).0);
                if places.contains(&c) {
                    (v, m)
                } else {
                    (v, m & !(1 << (d - 1)))
                }
            };
            let (len, bit) = (cage.cells.len(), 1 << (d - 1));
            let Some(allowed) = killer.options(len, state, cage.sum, true, bit, None) else {
                continue;
            };
            let eliminations = super::outside(b, cage.cells, &allowed);
            if !eliminations.is_empty() {
                out.push(step(cage, house, d, places, false, eliminations));
                return;
            }
        }
        b.found_nothing(slot, killer.reach(houses, house));
    }
}

fn step(
    cage: CageRow<Wide>,
    house: House,
    symbol: u8,
    places: Vec<Cell>,
    cage_in_house: bool,
    eliminations: Vec<(Cell, u8)>,
) -> Step {
    let pattern = Pattern::CageHouse {
        cage: cage.cells.to_vec(),
        sum: cage.sum,
        house,
        symbol,
        places,
        cage_in_house,
    };
    Step {
        eliminations,
        ..Step::new(Technique::CageHouse, pattern)
    }
}

#[cfg(test)]
mod tests {
    use crate::Cell;
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::{KILLER_4X4, assert_killer_needs, first_killer_step};

    #[test]
    fn a_symbol_a_cage_must_hold_in_one_house_leaves_the_rest_of_it() {
        let blank = "................";
        let (step, said) =
            first_killer_step(2, 2, blank, KILLER_4X4, Technique::CageHouse).unwrap();
        let c = Cell::new;
        assert_eq!(step.eliminations, [(c(2), 1), (c(3), 1)]);
        assert_eq!(
            said,
            "cage-house interaction: the cage 3 (r1c1, r1c2) must hold 1, only in r1c1, r1c2 \
             of row 1 => r1c3<>1, r1c4<>1"
        );
        // 6x6 and 9x9 pure killers: grow_graded at medium, seed 0 (stream 7),
        // cages of 7 cells at most.
        let cages = "12=0,6,7 9=1,2,8 21=3,9,10,15,21,27 6=4,5 12=11,16,17,22 13=12,13,14,19 2=18 \
                     13=20,25,26 5=23 17=24,30,31,32,33 16=28,29,34,35";
        assert_killer_needs(3, 2, cages, Technique::CageHouse);
        let cages = "40=0,9,18,27,36,45,46 23=1,2,10,11 5=3 16=4,5 6=6,7 29=8,16,17,25,34 \
                     26=12,19,20,21,30,31 27=13,14,15,23,24,32 4=22 23=26,35,44,53 17=28,29,37,38 \
                     27=33,41,42,43,52 30=39,40,48,49,50,59 14=47,56,57 32=51,60,69,70,78 \
                     20=54,55,63,64,72 28=58,66,67,68,75,76,77 10=61,62,71,80 12=65,74 9=73 7=79";
        assert_killer_needs(3, 3, cages, Technique::CageHouse);
    }

    #[test]
    fn a_symbol_a_house_holds_only_in_one_cage_is_that_cages() {
        use crate::cages::Cages;
        use crate::houses::Houses;
        use crate::logic::{Board, Killer};
        use crate::shape::Shape;
        // Row 1's 3 can only be in r1c3, r1c4 (of the cage 9) once r1c1
        // and r1c2 lose 3 and 4: the cage 9's third cell r2c4 cannot be 3.
        let houses = Houses::new(Shape::new(2, 2).unwrap());
        let cages = Cages::from_text(4, KILLER_4X4).unwrap();
        let killer = Killer::new(&houses, &cages);
        let mut b = Board::with_killer(&houses, &[0; 16], &killer).unwrap();
        let c = Cell::new;
        for (cell, d) in [(0, 3), (0, 4), (1, 3), (1, 4)] {
            b.eliminate(c(cell), d).unwrap();
        }
        let mut out = Vec::new();
        super::house_in_cage(&b, &mut out);
        let step = &out[0];
        let said = step.explain(Shape::new(2, 2).unwrap());
        assert!(
            said.contains("in row 1, 3 lies only in r1c3, r1c4 of the cage 9"),
            "{said}"
        );
        assert!(step.eliminations.contains(&(c(7), 3)), "{said}");
    }
}
