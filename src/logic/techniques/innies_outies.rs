//! Innies and outies, the rule of 45: the open cells (three at most) of a
//! group of houses in cages that cross its edge, or of those cages outside
//! it, add up to a known sum (see [`crate::logic::killer`]). Over one
//! house (medium) or a run of adjacent rows or columns (hard).
//!
//! Cage splitting: when every cell of such a region is in one cage, the
//! group's edge splits the cage in two parts of known sums, each holding
//! distinct symbols: a part of more than three open cells is a cage of its
//! own, with its combinations (hard).

use crate::logic::board::Board;
use crate::logic::killer::{Killer, Slot, SumRegion, Wide};
use crate::logic::step::Pattern;
use crate::logic::{Step, Technique};

/// The most open cells of a region people add up as innies or outies.
pub(crate) const MOST_OPEN: usize = 3;

/// The first region of one house (`runs` false) or of several (`runs`
/// true), of three open cells at most, whose sum removes a candidate.
pub fn find(b: &Board, out: &mut Vec<Step>, runs: bool) {
    let technique = if runs {
        Technique::InniesOutiesRuns
    } else {
        Technique::InniesOuties
    };
    first(b, out, technique, &[runs], |_, open| open <= MOST_OPEN);
}

/// The first part of a cage split off by a group's edge, of more than three
/// open cells, whose sum removes a candidate.
pub fn find_split(b: &Board, out: &mut Vec<Step>) {
    first(
        b,
        out,
        Technique::CageSplitting,
        &[false, true],
        |r, open| r.cage.is_some() && open > MOST_OPEN,
    );
}

/// The first region of single houses or of runs (`runs`, in that order)
/// that `take` accepts (given its open cells) and whose sum removes a
/// candidate, as a step of `technique`.
fn first(
    b: &Board,
    out: &mut Vec<Step>,
    technique: Technique,
    runs: &[bool],
    take: impl Fn(&SumRegion<Wide>, usize) -> bool,
) {
    let Some(killer) = b.killer() else {
        return;
    };
    let regions = runs.iter().flat_map(|&run| {
        let kind = if run { Slot::RunRegion } else { Slot::Region };
        let found = killer.regions(b.houses(), run);
        let list = found.list().iter().enumerate();
        list.map(move |(i, r)| (killer.slot(kind, i), r, found.cells(r)))
    });
    for (slot, r, cells) in regions {
        let open = cells.iter().filter(|&&c| b.value(c) == 0).count();
        // At one state a region is one technique's at most: one slot.
        if open == 0 || !take(r, open) || b.unchanged_since_nothing(slot, cells) {
            continue;
        }
        let state = Killer::state(b, cells);
        let len = cells.len();
        let Some(allowed) = killer.options(len, state, r.sum, r.distinct, 0, None) else {
            continue;
        };
        let eliminations = super::outside(b, cells, &allowed);
        if eliminations.is_empty() {
            b.found_nothing(slot, cells);
            continue;
        }
        let cage = r.cage.map(|k| {
            let cage = killer.cages().get(k);
            (cage.sum, cage.cells.to_vec())
        });
        let pattern = Pattern::Sum {
            houses: killer.region_houses(b.houses(), r).to_vec(),
            edge: r.edge,
            cells: cells.to_vec(),
            sum: r.sum,
            cage,
        };
        out.push(Step {
            eliminations,
            ..Step::new(technique, pattern)
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
    fn a_houses_innies_add_up_to_what_its_inside_cages_leave() {
        let blank = "................";
        let (step, said) =
            first_killer_step(2, 2, blank, KILLER_4X4, Technique::InniesOuties).unwrap();
        let c = Cell::new;
        assert_eq!(
            step.eliminations,
            [(c(2), 1), (c(2), 2), (c(3), 1), (c(3), 2)]
        );
        assert_eq!(
            said,
            "innies and outies: row 1 adds up to 10, the cages inside leave r1c3, r1c4 to add \
             up to 7 => r1c3<>1, r1c3<>2, r1c4<>1, r1c4<>2"
        );
        // 6x6 and 9x9 pure killers: grow_graded at medium, seeds 62 and 0
        // (stream 7), cages of 7 cells at most.
        let cages = "9=0,1,2 15=3,4,5,11 17=6,7,8,13 10=9,15,21 10=10,16,17 10=12,18,24 9=14,19,20 \
                     7=22,23 7=25,30,31 6=26 20=27,28,32,33,34 6=29,35";
        assert_killer_needs(3, 2, cages, Technique::InniesOuties);
    }

    #[test]
    fn runs_of_rows_or_columns_and_split_cages() {
        // 6x6 and 9x9 pure killers: grow_graded at hard, seeds 207 and 17
        // (stream 7), cages of 7 cells at most.
        let cages = "15=0,1,2,7,8 17=3,9,10,14,15 10=4,5 21=6,12,13,18,19,24 6=11,17 3=16 \
                     19=20,21,22,26,27 12=23,28,29 17=25,31,32,33 1=30 5=34,35";
        assert_killer_needs(3, 2, cages, Technique::InniesOutiesRuns);
        let cages = "1=0 8=1,2 30=3,4,5,13,14 36=6,7,8,17,25,26,34 39=9,18,19,20,27,28,29 \
                     19=10,11,12,21,22 13=15,16 20=23,24,33,42,51 36=30,31,32,39,40,41,49 17=35,44 \
                     31=36,37,45,54,63,72 30=38,46,47,48,56 6=43,52,53 5=50 9=55,64 \
                     21=57,65,66,74,75 16=58,59 33=60,67,68,69,76,77,78 18=61,62,70,71 2=73 15=79,80";
        let grade = assert_killer_needs(3, 3, cages, Technique::CageSplitting);
        let split = grade
            .steps
            .iter()
            .find(|s| s.technique == Technique::CageSplitting)
            .unwrap();
        let said = split.explain(crate::Shape::classic());
        assert!(said.starts_with("cage splitting: "), "{said}");
        assert!(said.contains(", a part of the cage "), "{said}");
    }
}
