//! Cage combination: a killer's cage holds one of the sets of distinct
//! symbols that make its sum (17 in two cells is 8 and 9); a cell keeps only
//! the candidates some set places in it, given the others' candidates.

use crate::logic::board::{Board, bits_of};
use crate::logic::killer::{Killer, Slot};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};
use crate::symbol::SymbolSet;

/// The first cage whose combinations remove a candidate.
pub fn find(b: &Board, out: &mut Vec<Step>) {
    let Some(killer) = b.killer() else {
        return;
    };
    for (k, cage) in killer.cages().iter().enumerate() {
        let slot = killer.slot(Slot::Combination, k);
        if b.unchanged_since_nothing(slot, cage.cells) {
            continue;
        }
        let state = || Killer::state(b, cage.cells);
        let len = cage.cells.len();
        let Some(allowed) = killer.options(len, state(), cage.sum, true, 0, None) else {
            continue;
        };
        let eliminations = super::outside(b, cage.cells, &allowed);
        if eliminations.is_empty() {
            b.found_nothing(slot, cage.cells);
            continue;
        }
        // The sets, for the step alone: working them out costs more than
        // the cells' symbols.
        let mut sets = Vec::new();
        killer.options(len, state(), cage.sum, true, 0, Some(&mut sets));
        let open = cage.cells.iter().copied().filter(|&c| b.value(c) == 0);
        let symbols = bits_of(sets.iter().fold(0u32, |m, &s| m | s))
            .map(|d| d as u8 + 1)
            .collect();
        let pattern = Pattern::Cage {
            cells: cage.cells.to_vec(),
            sum: cage.sum,
            open: open.collect(),
            sets: sets.iter().map(|&s| SymbolSet(s)).collect(),
            symbols,
        };
        out.push(Step {
            eliminations,
            ..Step::new(Technique::CageCombination, pattern)
        });
        return;
    }
}

#[cfg(test)]
mod tests {
    use crate::Cell;
    use crate::logic::Technique;
    use crate::logic::techniques::test_util::{KILLER_4X4, assert_killer_needs, first_killer_step};

    #[test]
    fn a_cage_keeps_the_symbols_of_the_sets_that_make_its_sum() {
        let blank = "................";
        let (step, said) =
            first_killer_step(2, 2, blank, KILLER_4X4, Technique::CageCombination).unwrap();
        let c = Cell::new;
        assert_eq!(
            step.eliminations,
            [(c(0), 3), (c(0), 4), (c(1), 3), (c(1), 4)]
        );
        assert_eq!(
            said,
            "cage combination: the cage 3 in two cells (r1c1, r1c2) holds 1 and 2 => \
             r1c1<>3, r1c1<>4, r1c2<>3, r1c2<>4"
        );
        // With r1c3 = 4 given, the cage 9 (2+3+4 without it) leaves 5 to
        // r1c4 and r2c4: 2 and 3, where the given's row rules out nothing
        // more.
        let given = "..4.............";
        let cages = "3=0,1 9=2,3,7 10=4,5,8,9 8=6,10,11 7=12,13 3=14,15";
        let (step, said) = first_killer_step(2, 2, given, cages, Technique::CageCombination)
            .filter(|(s, _)| s.pattern.cells().len() == 2 && s.pattern.cells()[0] == c(3))
            .or_else(|| {
                // The cage 3 comes first: look past it by giving its cells.
                first_killer_step(2, 2, "124.............", cages, Technique::CageCombination)
            })
            .unwrap();
        assert!(
            said.contains("the cage 9 of r1c3, r1c4, r2c4 has r1c4, r2c4 open, which hold 2 and 3"),
            "{said}"
        );
        assert!(step.eliminations.contains(&(c(7), 1)), "{said}");
        // 6x6 and 9x9 pure killers: grow_graded at easy, seed 0 (stream 7),
        // cages of 7 cells at most.
        let cages = "12=0,6,7 9=1,2,8 5=3 6=4,5 4=9,10 12=11,16,17,22 13=12,13,14,19 12=15,21,27 \
                     2=18 13=20,25,26 5=23 17=24,30,31,32,33 16=28,29,34,35";
        assert_killer_needs(3, 2, cages, Technique::CageCombination);
        let cages = "40=0,9,18,27,36,45,46 23=1,2,10,11 5=3 16=4,5 6=6,7 29=8,16,17,25,34 11=12,13 \
                     2=14 17=15,23,24,32 10=19,20,21 4=22 23=26,35,44,53 17=28,29,37,38 13=30,31 \
                     27=33,41,42,43,52 19=39,40,48,49 14=47,56,57 11=50,59 32=51,60,69,70,78 \
                     11=54,63,72 1=55 28=58,66,67,68,75,76,77 10=61,62,71,80 8=64 12=65,74 9=73 7=79";
        assert_killer_needs(3, 3, cages, Technique::CageCombination);
    }
}
