//! The order in which Sudoku Explainer tries sets of `k` things: by the
//! bits of the set read as a number, smallest first (colexicographic:
//! {0,1}, {0,2}, {1,2}, {0,3}, ...). When several sets fit, the first in
//! this order is the step SE takes, so the searches that pick sets
//! (subsets, fish, unique loops of type 3, BUG type 3) walk them so.

/// The first `Some` of `f` over the `k`-subsets of `0..masks.len()`, in
/// SE's order, whose masks' union has at most `cap` bits; `f` gets the
/// indices (increasing) and that union. A set whose union passes `cap`
/// is never offered, and neither is any set that holds it.
pub(super) fn first_set<T>(
    masks: &[u32],
    k: usize,
    cap: usize,
    mut f: impl FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    /// Picks the largest of the `left` indices still to choose below
    /// `limit`, smallest first: the sets of a smaller largest index come
    /// first in SE's order, and so on down.
    fn rec<T>(
        masks: &[u32],
        cap: usize,
        left: usize,
        limit: usize,
        union: u32,
        pick: &mut [usize; 32],
        f: &mut impl FnMut(&[usize], u32) -> Option<T>,
    ) -> Option<T> {
        if left == 0 {
            return f(&pick[..], union);
        }
        for i in left - 1..limit {
            let u = union | masks[i];
            if u.count_ones() as usize > cap {
                continue;
            }
            pick[left - 1] = i;
            if let Some(t) = rec(masks, cap, left - 1, i, u, pick, f) {
                return Some(t);
            }
        }
        None
    }
    if k > masks.len() || k > 32 {
        return None;
    }
    let mut pick = [0usize; 32];
    rec(
        masks,
        cap,
        k,
        masks.len(),
        0,
        &mut pick,
        &mut |p: &[usize], u| f(&p[..k], u),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_come_smallest_number_first() {
        let mut seen = Vec::new();
        first_set::<()>(&[0; 5], 3, 32, |pick, _| {
            seen.push(pick.iter().fold(0u32, |m, &i| m | 1 << i));
            None
        });
        let mut sorted = seen.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(seen, sorted);
        assert_eq!(seen.len(), 10);
        let mut pairs = Vec::new();
        first_set::<()>(&[0; 4], 2, 32, |pick, _| {
            pairs.push(pick.to_vec());
            None
        });
        assert_eq!(
            pairs,
            [[0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3]].map(|p| p.to_vec())
        );
    }

    #[test]
    fn a_union_past_the_cap_is_never_offered() {
        let masks = [0b001, 0b010, 0b110, 0b100];
        let mut seen = Vec::new();
        let first = first_set(&masks, 2, 2, |pick, union| {
            seen.push((pick.to_vec(), union));
            (union == 0b110).then(|| pick.to_vec())
        });
        assert_eq!(first, Some(vec![1, 2]));
        assert_eq!(seen, [(vec![0, 1], 0b011), (vec![1, 2], 0b110)]);
    }
}
