//! One-cell cage: a killer's cage of one cell holds its sum.

use super::Single;
use crate::logic::board::Board;

/// Every open cell of a one-cell cage.
pub fn scan(b: &Board, out: &mut Vec<Single>) {
    let Some(killer) = b.killer() else {
        return;
    };
    for cage in killer.cages().iter() {
        if let [cell] = *cage.cells
            && b.value(cell) == 0
        {
            out.push(Single {
                cell,
                symbol: cage.sum as u8,
                house: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Cell;
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::{assert_killer_needs, first_killer_step};

    #[test]
    fn a_cage_of_one_cell_is_its_sum() {
        // r2c2 alone in a cage of 4.
        let cages = "3=0,1 9=2,3,7 6=4,8,9 4=5 8=6,10,11 7=12,13 3=14,15";
        let (step, said) =
            first_killer_step(2, 2, "................", cages, Technique::OneCellCage).unwrap();
        assert_eq!(step.placements, [(Cell::new(5), 4)]);
        assert_eq!(
            said,
            "one-cell cage: the cage of r2c2 alone adds up to 4, so it is 4"
        );
        // 4x4 pure killer: grow_graded at beginner, seed 0 (stream 7),
        // cages of 3 cells at most.
        let cages = "10=0,4,8,12 2=1 1=2 3=3 10=5,6,10,14 5=7,11 3=9 4=13 2=15";
        assert_killer_needs(2, 2, cages, Technique::OneCellCage);
    }
}
