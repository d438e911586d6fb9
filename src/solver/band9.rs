//! Fast exact solution counter for classic 9x9 Sudoku (box 3x3).
//!
//! # Representation ("band" bitboards)
//!
//! The grid is split into three horizontal *bands* of three rows each. For every
//! digit `d` (0..9) and band `b` (0..3) one `u32` holds the 27 cells of that band
//! where `d` may still go:
//!
//! ```text
//! bit = 9 * row_in_band + column        (row_in_band 0..3, column 0..9)
//!
//!        col: 0 1 2 | 3 4 5 | 6 7 8
//! row 0 bits:  0 .. 8
//! row 1 bits:  9 .. 17
//! row 2 bits: 18 .. 26
//! ```
//!
//! The word of digit `d`, band `b` lives at index `3 * d + b`.
//!
//! A *minirow* is the three cells shared by a row and a box (a triad). Inside a
//! band, one digit occupies exactly one minirow per row and per box, i.e. the
//! rows map to the boxes through a permutation of size 3. Propagation per
//! (digit, band) word:
//!
//! 1. build the 3x3 pattern "row r has a candidate in box k" and keep only the
//!    minirows that belong to at least one permutation contained in it (table
//!    `PERM_MASK`). This is box/line reduction inside the band, and it turns
//!    every hidden single in a box into a row with a single candidate;
//! 2. a column whose box triad is the only column used by the digit in that box
//!    is removed from the two other bands (table `LONE_COLUMNS`);
//! 3. a row left with one candidate is a placement: the cell is marked solved
//!    and removed from the eight other digits of the band.
//!
//! These steps run to a fixpoint (a word is reprocessed only when it changed
//! since its last pass, tracked by `State::seen`), then naked singles (cells
//! with one candidate, found by bit-sliced counting across the nine digit
//! words) are placed. When that is stuck too, a costlier vertical pass runs
//! once: per digit and stack, the three bands must use three distinct columns
//! (table `STACK_PERM`; this covers hidden singles in columns and box/column
//! reduction). When nothing more follows, the search branches on a cell: a
//! bivalue cell, else one with three candidates, else any open cell, and among
//! those the one with the most open cells among its 20 peers (row, column,
//! box), ties broken by the number of candidates of the cell's own digits
//! among its peers. Such a cell makes the most eliminations in every branch,
//! which gives much smaller search trees than taking the first bivalue cell.
//! Popcounts use a 9-bit table (no popcount instruction is assumed). The
//! small `Copy` state is copied for every branch but the last.
//!
//! Every elimination is sound and the branches of a split are disjoint, so the
//! count is exact.

use crate::deadline::{Deadline, TimedOut};
use crate::symbol;

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The 9 cells of row `r` of a band.
const fn row_mask(r: usize) -> u32 {
    0x1FF << (9 * r)
}

/// Union of the rows of a band selected by the 3-bit set `rows`.
const ROWS_MASK: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut m = 0;
    while m < 8 {
        let mut r = 0;
        while r < 3 {
            if m & (1 << r) != 0 {
                t[m] |= row_mask(r);
            }
            r += 1;
        }
        m += 1;
    }
    t
};

/// For a 9-bit row, the 3-bit set of boxes (triads) holding at least one bit.
const ROW_BOXES: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// Indexed by the 9-bit pattern `bit 3*r + k` = "row r of the band has a
/// candidate in box k": the 27-bit mask of the minirows that belong to some
/// row-to-box permutation contained in the pattern (0 when there is none).
const PERM_MASK: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        let mut used = 0usize;
        let mut i = 0;
        while i < 6 {
            let perm = PERMS[i];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if p & bits == bits {
                used |= bits;
            }
            i += 1;
        }
        let mut mask = 0u32;
        let mut j = 0;
        while j < 9 {
            if used & (1 << j) != 0 {
                let (r, k) = (j / 3, j % 3);
                mask |= 7 << (9 * r + 3 * k);
            }
            j += 1;
        }
        t[p] = mask;
        p += 1;
    }
    t
};

/// Indexed by the 9-bit set of columns used by one digit in one band: the
/// columns that are alone in their box triad, repeated on the three rows of a
/// band (so it can be cleared directly from the other bands' words).
const LONE_COLUMNS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut lone = 0u32;
        let mut k = 0;
        while k < 3 {
            let x = (s >> (3 * k)) & 7;
            if x != 0 && x & (x - 1) == 0 {
                lone |= (x as u32) << (3 * k);
            }
            k += 1;
        }
        t[s] = lone | (lone << 9) | (lone << 18);
        s += 1;
    }
    t
};

/// Vertical counterpart of `PERM_MASK` for one stack (three columns) of one
/// digit. Indexed by the 9-bit pattern `bit 3*b + j` = "band b has a candidate
/// in column j of the stack"; gives the (band, column) pairs that belong to a
/// band-to-column permutation contained in the pattern, laid out as
/// `bit 9*b + j` so that it can be shifted to the stack's columns.
const STACK_PERM: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        // PERM_MASK marks pair (b, j) by 7 << (9*b + 3*j); keep one bit of it.
        let m = PERM_MASK[p];
        let mut out = 0u32;
        let mut b = 0;
        while b < 3 {
            let mut j = 0;
            while j < 3 {
                if m & (1 << (9 * b + 3 * j)) != 0 {
                    out |= 1 << (9 * b + j);
                }
                j += 1;
            }
            b += 1;
        }
        t[p] = out;
        p += 1;
    }
    t
};

/// Population count of 9-bit values (a table: `count_ones` is a long bit
/// trick on targets without a popcount instruction).
const POP9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = (x as u32).count_ones() as u8;
        x += 1;
    }
    t
};

/// For each cell `q` of a band: the cells of the band in its row, box or
/// column, itself included.
const PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut q = 0;
    while q < 27 {
        let (r, c) = (q / 9, q % 9);
        t[q] = (0x1FF << (9 * r)) | (0x1C0E07 << (3 * (c / 3))) | (0x40201 << c);
        q += 1;
    }
    t
};

/// Candidate state of a (partial) grid. Small and `Copy`: the search copies it
/// on each branch.
#[derive(Clone, Copy)]
struct State {
    /// `cand[3 * d + b]`: cells of band `b` where digit `d` may go (27 bits).
    cand: [u32; 27],
    /// Value of `cand[i]` when it was last propagated; equal means nothing to do.
    seen: [u32; 27],
    /// Per band: the cells not yet placed (27 bits).
    unsolved_cells: [u32; 3],
    /// Per band: bit `3 * d + r` set while digit `d` is not yet placed in row `r`
    /// of the band.
    unsolved_rows: [u32; 3],
}

impl State {
    /// Empty grid: every digit possible everywhere, everything to propagate.
    fn new() -> Self {
        State {
            cand: [BAND; 27],
            seen: [u32::MAX; 27],
            unsolved_cells: [BAND; 3],
            unsolved_rows: [BAND; 3],
        }
    }

    /// Places a given: digit `d` (0..9) on cell `cell` (0..81), with its direct
    /// eliminations. Returns `false` when the cell cannot hold `d` any more (a
    /// duplicate given in one of its houses).
    fn place_given(&mut self, d: usize, cell: usize) -> bool {
        let b = cell / 27;
        let q = cell % 27;
        let bit = 1u32 << q;
        let i = 3 * d + b;
        if self.cand[i] & bit == 0 {
            return false;
        }
        let (r, c) = (q / 9, q % 9);
        for j in 0..9 {
            self.cand[3 * j + b] &= !bit;
        }
        let column = 0x40201u32 << c;
        let boxm = 0x1C0E07u32 << (3 * (c / 3));
        self.cand[i] = (self.cand[i] & !(row_mask(r) | column | boxm)) | bit;
        for other in 0..3 {
            if other != b {
                self.cand[3 * d + other] &= !column;
            }
        }
        self.unsolved_cells[b] &= !bit;
        self.unsolved_rows[b] &= !(1 << (3 * d + r));
        true
    }

    /// Propagates the word of digit `d`, band `B` (see the crate notes).
    /// Returns `false` on a contradiction.
    #[inline(always)]
    fn propagate_word<const B: usize>(&mut self, d: usize) -> bool {
        let i = 3 * d + B;
        let mut a = self.cand[i];
        // 1. Row/box permutations inside the band.
        let pattern = ROW_BOXES[(a & 0x1FF) as usize] as usize
            | (ROW_BOXES[((a >> 9) & 0x1FF) as usize] as usize) << 3
            | (ROW_BOXES[((a >> 18) & 0x1FF) as usize] as usize) << 6;
        a &= PERM_MASK[pattern];
        if a == 0 {
            return false;
        }
        // 2. Columns confined to one column of a box leave the other bands.
        let cols = (a | (a >> 9) | (a >> 18)) & 0x1FF;
        let lone = LONE_COLUMNS[cols as usize];
        self.cand[3 * d + (B + 1) % 3] &= !lone;
        self.cand[3 * d + (B + 2) % 3] &= !lone;
        // 3. Rows with one candidate left are placements.
        let r0 = a & 0x1FF;
        let r1 = (a >> 9) & 0x1FF;
        let r2 = a >> 18;
        // Every row is non-empty here (each row is in some permutation), so
        // `r - 1` cannot underflow; `x & (x - 1) == 0` means one bit.
        let single = ((r0 & (r0 - 1) == 0) as u32)
            | (((r1 & (r1 - 1) == 0) as u32) << 1)
            | (((r2 & (r2 - 1) == 0) as u32) << 2);
        // Branch-free: with no new single row, `cells` is 0 and this is a no-op.
        let fresh = single & (self.unsolved_rows[B] >> (3 * d));
        self.unsolved_rows[B] &= !(fresh << (3 * d));
        let cells = a & ROWS_MASK[fresh as usize];
        self.unsolved_cells[B] &= !cells;
        for j in 0..9 {
            self.cand[3 * j + B] &= !cells;
        }
        self.cand[i] = a;
        self.seen[i] = a;
        true
    }

    /// Runs [`Self::propagate_word`] on every changed word until nothing
    /// changes. Returns `false` on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let mut changed = false;
            for d in 0..9 {
                let i = 3 * d;
                // One test per digit first: most digits are unchanged.
                if (self.cand[i] ^ self.seen[i])
                    | (self.cand[i + 1] ^ self.seen[i + 1])
                    | (self.cand[i + 2] ^ self.seen[i + 2])
                    == 0
                {
                    continue;
                }
                changed = true;
                // Settle this digit's three words before moving on: after the
                // band-2 word is processed it is clean, so only words 0 and 1
                // can still be pending.
                loop {
                    if self.cand[i] != self.seen[i] && !self.propagate_word::<0>(d) {
                        return false;
                    }
                    if self.cand[i + 1] != self.seen[i + 1] && !self.propagate_word::<1>(d) {
                        return false;
                    }
                    if self.cand[i + 2] != self.seen[i + 2] && !self.propagate_word::<2>(d) {
                        return false;
                    }
                    if (self.cand[i] ^ self.seen[i]) | (self.cand[i + 1] ^ self.seen[i + 1]) == 0 {
                        break;
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Column/band permutations of every digit across the three bands: in each
    /// stack, the three bands use three distinct columns. Covers hidden singles
    /// in columns. Returns `None` on a contradiction, else whether anything
    /// was eliminated.
    #[inline(never)]
    fn propagate_stacks(&mut self) -> Option<bool> {
        let fold = |a: u32| (a | (a >> 9) | (a >> 18)) & 0x1FF;
        let mut progress = false;
        for d in 0..9 {
            let (c0, c1, c2) = (self.cand[3 * d], self.cand[3 * d + 1], self.cand[3 * d + 2]);
            // Bit 9*b + c: band b has a candidate in column c.
            let t = fold(c0) | fold(c1) << 9 | fold(c2) << 18;
            let mut allowed = 0;
            let mut dead = false;
            for k in 0..3 {
                // Gather bits 3k+j+9b to bit 3b+j with one multiply: the
                // partial products land on disjoint bit ranges, so no carries.
                let x = (t >> (3 * k)) & 0x1C0E07;
                let p = (x.wrapping_mul(0x1041) >> 12) & 0x1FF;
                let m = STACK_PERM[p as usize];
                dead |= m == 0;
                allowed |= m << (3 * k);
            }
            if allowed != t {
                if dead {
                    return None;
                }
                progress = true;
                self.cand[3 * d] = c0 & ((allowed & 0x1FF) * 0x40201);
                self.cand[3 * d + 1] = c1 & (((allowed >> 9) & 0x1FF) * 0x40201);
                self.cand[3 * d + 2] = c2 & ((allowed >> 18) * 0x40201);
            }
        }
        Some(progress)
    }

    /// Places digit `d` on the cell `bit` of band `b` by clearing the rest of
    /// its row for that digit; [`Self::propagate`] does the rest.
    #[inline(always)]
    fn assign(&mut self, d: usize, b: usize, bit: u32) {
        let r = bit.trailing_zeros() as usize / 9;
        self.cand[3 * d + b] &= !(row_mask(r) ^ bit);
    }

    /// Finds naked singles among unsolved cells and assigns them.
    /// Returns `None` on a contradiction (a cell without candidates), else
    /// whether anything was assigned.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut progress = false;
        for b in 0..3 {
            // Bit-sliced count: `one` = at least one candidate, `two` = at least two.
            let mut one = 0u32;
            let mut two = 0u32;
            for d in 0..9 {
                let m = self.cand[3 * d + b];
                two |= one & m;
                one |= m;
            }
            if one != BAND {
                return None;
            }
            let singles = one & !two & self.unsolved_cells[b];
            if singles != 0 {
                progress = true;
                for d in 0..9 {
                    let mut m = self.cand[3 * d + b] & singles;
                    while m != 0 {
                        let bit = m & m.wrapping_neg();
                        m ^= bit;
                        self.assign(d, b, bit);
                    }
                }
            }
        }
        Some(progress)
    }

    /// Number of open cells among the peers of cell `q` of band `b` (its row,
    /// box and column, the cell itself included).
    #[inline(always)]
    fn open_peers(&self, b: usize, q: usize) -> u32 {
        let u = &self.unsolved_cells;
        let c = q % 9;
        let p = u[b] & PEERS[q];
        // The column in the two other bands, packed into 6 bits.
        let x = ((u[(b + 1) % 3] >> c) & 0x40201) | (((u[(b + 2) % 3] >> c) & 0x40201) << 1);
        let x = (x | (x >> 7) | (x >> 14)) & 0x3F;
        POP9[(p & 0x1FF) as usize] as u32
            + POP9[((p >> 9) & 0x1FF) as usize] as u32
            + POP9[(p >> 18) as usize] as u32
            + POP9[x as usize] as u32
    }

    /// Candidates of the digits of cell `q` of band `b` among its peers (the
    /// eliminations that placing any of them would make), cell included.
    #[inline(always)]
    fn peer_candidates(&self, b: usize, q: usize) -> u32 {
        let c = q % 9;
        let mut digits = 0u32;
        for d in 0..9 {
            digits |= ((self.cand[3 * d + b] >> q) & 1) << d;
        }
        let mut e = 0;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let p = self.cand[3 * d + b] & PEERS[q];
            // The column in the two other bands, packed into 6 bits.
            let x = ((self.cand[3 * d + (b + 1) % 3] >> c) & 0x40201)
                | (((self.cand[3 * d + (b + 2) % 3] >> c) & 0x40201) << 1);
            let x = (x | (x >> 7) | (x >> 14)) & 0x3F;
            e += POP9[(p & 0x1FF) as usize] as u32
                + POP9[((p >> 9) & 0x1FF) as usize] as u32
                + POP9[(p >> 18) as usize] as u32
                + POP9[x as usize] as u32;
        }
        e
    }

    /// The cell of `cells` (per band) with the most open peers, ties broken
    /// by [`Self::peer_candidates`], or `None` when `cells` is empty. Returns
    /// `(band, cell bit)`.
    fn most_open_peers(&self, cells: &[u32; 3]) -> Option<(usize, u32)> {
        // Branch-free running maximum; `ties` collects the cells at it.
        let mut best_score = 0;
        let mut ties = [0u32; 3];
        let mut n_ties = 0u32;
        for (b, &set) in cells.iter().enumerate() {
            let mut m = set;
            while m != 0 {
                let q = m.trailing_zeros() as usize;
                m &= m - 1;
                let score = self.open_peers(b, q);
                let gt = ((score > best_score) as u32).wrapping_neg();
                let ge = ((score >= best_score) as u32).wrapping_neg();
                ties[0] &= !gt;
                ties[1] &= !gt;
                ties[2] &= !gt;
                ties[b] |= (1 << q) & ge;
                n_ties = (n_ties & !gt) + (ge & 1);
                best_score = best_score.max(score);
            }
        }
        let mut best = None;
        for (b, &t) in ties.iter().enumerate() {
            if t != 0 {
                best = Some((b, t & t.wrapping_neg()));
                break;
            }
        }
        if n_ties > 1 {
            let mut best_e = 0;
            for (b, &set) in ties.iter().enumerate() {
                let mut m = set;
                while m != 0 {
                    let q = m.trailing_zeros() as usize;
                    m &= m - 1;
                    let e = self.peer_candidates(b, q);
                    if e > best_e {
                        best_e = e;
                        best = Some((b, 1 << q));
                    }
                }
            }
        }
        best
    }

    /// Picks the unsolved cell to branch on: among the bivalue cells, else
    /// the cells with three candidates, else all open cells, the one with the
    /// most open peers (ties: the most peer candidates of its own digits).
    /// Placing such a cell triggers the most propagation: fewer nodes on the
    /// hardest set than the first bivalue cell of the band with the most
    /// bivalue cells (BENCHMARKS.md, "Design choices"). Returns `(band,
    /// cell bit)`.
    fn pick_cell(&self) -> (usize, u32) {
        let mut twos = [0u32; 3];
        let mut threes = [0u32; 3];
        for b in 0..3 {
            // Bit-sliced saturating counter: cN = at least N candidates.
            let (mut c1, mut c2, mut c3, mut c4) = (0u32, 0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = self.cand[3 * d + b];
                c4 |= c3 & m;
                c3 |= c2 & m;
                c2 |= c1 & m;
                c1 |= m;
            }
            let open = self.unsolved_cells[b];
            twos[b] = open & c2 & !c3;
            threes[b] = open & c3 & !c4;
        }
        self.most_open_peers(&twos)
            .or_else(|| self.most_open_peers(&threes))
            .or_else(|| self.most_open_peers(&self.unsolved_cells))
            .expect("pick_cell on a solved grid")
    }

    /// True once every cell is placed.
    fn solved(&self) -> bool {
        self.unsolved_cells[0] | self.unsolved_cells[1] | self.unsolved_cells[2] == 0
    }

    /// Writes the grid of a solved state.
    fn write_solution(&self, out: &mut [u8; 81]) {
        for d in 0..9 {
            for b in 0..3 {
                let mut m = self.cand[3 * d + b];
                while m != 0 {
                    let q = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out[27 * b + q] = symbol::from_index(d);
                }
            }
        }
    }
}

/// Search context: the running count and where to stop.
struct Counter<'a> {
    count: usize,
    limit: usize,
    solution: &'a mut [u8; 81],
    /// A solution known already: its digit is tried first at each branch,
    /// so the search reaches it at once and the next solution met (which
    /// stops the search) differs from it in few cells.
    known: Option<&'a [u8; 81]>,
    /// Branches taken, for reading the clock now and then.
    branches: u64,
    /// When the search gives up, and whether it has.
    deadline: Deadline,
    timed_out: bool,
}

/// Branches between two readings of the clock against a deadline.
const DEADLINE_POLL: u64 = 1024;

impl Counter<'_> {
    /// Counts the solutions below `st` (consumed as scratch space).
    fn search(&mut self, st: &mut State) {
        loop {
            // Propagate to a fixpoint including naked singles.
            loop {
                if !st.propagate() {
                    return;
                }
                match st.naked_singles() {
                    None => return,
                    Some(true) => continue,
                    Some(false) => {}
                }
                if st.solved() {
                    break;
                }
                match st.propagate_stacks() {
                    None => return,
                    Some(true) => continue,
                    Some(false) => break,
                }
            }
            if st.solved() {
                if let Some(known) = self.known {
                    st.write_solution(self.solution);
                    self.count = if self.solution == known {
                        self.count + 1
                    } else {
                        self.limit
                    };
                    return;
                }
                if self.count == 0 {
                    st.write_solution(self.solution);
                }
                self.count += 1;
                return;
            }
            self.branches += 1;
            if self.deadline.passed_at(self.branches, DEADLINE_POLL) {
                // Stops every search above this one, as a full count does.
                self.timed_out = true;
                self.count = self.limit;
                return;
            }
            let (b, bit) = st.pick_cell();
            let mut digits = 0u32;
            for d in 0..9 {
                if st.cand[3 * d + b] & bit != 0 {
                    digits |= 1 << d;
                }
            }
            if let Some(known) = self.known {
                // The known digit first: the known solution is reached at
                // once, and the other met next lies close to it.
                let first = 1u32 << symbol::index(known[27 * b + bit.trailing_zeros() as usize]);
                if digits & first != 0 && digits != first {
                    let mut child = *st;
                    child.assign(first.trailing_zeros() as usize, b, bit);
                    self.search(&mut child);
                    if self.count >= self.limit {
                        return;
                    }
                    digits &= !first;
                }
            }
            // Every candidate but the last on a copy; the last one in place.
            while digits & (digits - 1) != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let mut child = *st;
                child.assign(d, b, bit);
                self.search(&mut child);
                if self.count >= self.limit {
                    return;
                }
            }
            st.assign(digits.trailing_zeros() as usize, b, bit);
        }
    }
}

/// Counts the solutions of a 9x9 puzzle, stopping once `limit` are found (limit >= 1).
///
/// `cells`: 81 values row by row, 0 = empty, 1..=9 = given. Values above 9 are a
/// caller bug (checked by `debug_assert`; in release they are treated as empty).
/// Writes the first solution found into `solution` when the count is >= 1
/// (contents unspecified otherwise).
/// Returns the number found, `min(real count, limit)`. Contradictory givens (same
/// digit twice in a house) return 0.
pub fn count_solutions_9x9(cells: &[u8; 81], limit: usize, solution: &mut [u8; 81]) -> usize {
    // Without a deadline the search runs to its end.
    count_9x9(cells, limit, solution, None, Deadline::NEVER).unwrap_or(limit)
}

/// [`count_solutions_9x9`], giving up with [`TimedOut`] once `deadline`
/// has passed.
pub fn count_solutions_9x9_until(
    cells: &[u8; 81],
    limit: usize,
    solution: &mut [u8; 81],
    deadline: Deadline,
) -> Result<usize, TimedOut> {
    count_9x9(cells, limit, solution, None, deadline)
}

/// Whether `cells` has a solution other than `known` (one of its
/// solutions, digits 1..=9): writes it into `other` when it has. Searches
/// with the known digit first at every branch: the other solution found is
/// then one close to `known` (few cells differ), the most useful kind to a
/// carver that remembers them, and it costs less to find.
/// Gives up with [`TimedOut`] once `deadline` has passed.
pub fn other_solution_9x9(
    cells: &[u8; 81],
    known: &[u8; 81],
    other: &mut [u8; 81],
    deadline: Deadline,
) -> Result<bool, TimedOut> {
    Ok(count_9x9(cells, 2, other, Some(known), deadline)? >= 2)
}

fn count_9x9(
    cells: &[u8; 81],
    limit: usize,
    solution: &mut [u8; 81],
    known: Option<&[u8; 81]>,
    deadline: Deadline,
) -> Result<usize, TimedOut> {
    debug_assert!(limit >= 1, "limit must be at least 1");
    let mut st = State::new();
    for (cell, &v) in cells.iter().enumerate() {
        debug_assert!(v <= 9, "cell value {v} out of range");
        if (1..=9).contains(&v) && !st.place_given(symbol::index(v), cell) {
            return Ok(0);
        }
    }
    let mut counter = Counter {
        count: 0,
        limit: limit.max(1),
        solution,
        known,
        branches: 0,
        deadline,
        timed_out: false,
    };
    counter.search(&mut st);
    if counter.timed_out {
        return Err(TimedOut);
    }
    Ok(counter.count)
}
