//! SE's chaining families: forcing chains and cycles (6.5 to 7.x), Nishio
//! forcing chains (7.5), multiple forcing chains, cell and region (8.0),
//! dynamic forcing chains (8.5), and dynamic forcing chains nested to
//! levels 1 to 5 (9.0, 9.5, 10.0, 10.5, 11.0), each scored by SE's length
//! bonus.
//!
//! A nested chain, when it has nothing left to follow, asks other rules
//! what they find on the candidates it has left ([`Chainer::derive`]): at
//! every level pointing and claiming, hidden and naked pairs and X-wings
//! ([`super::advanced`]); then at level 2 forcing chains and cycles, at
//! level 3 those and multiple forcing chains, at level 4 dynamic forcing
//! chains, at level 5 those and dynamic ones of level 2, each searched on
//! those candidates by a chainer of its own. What the first rule that
//! finds anything removes goes on in the chain, its parents the
//! candidates the chain removed that the rule needed; a nested chain met
//! counts its own complexity in the step's.
//!
//! A potential is a candidate assumed true ("on") or false ("off"). From
//! an assumption, implications spread breadth first, each potential
//! remembering the potentials that caused it (its parents); a chain's
//! complexity is the number of distinct potentials among the ancestors of
//! its conclusions, and its score its family's base plus
//! [`length_bonus`] of that. The order in which potentials are met decides
//! which parents they keep, so it follows SE's: cells row by row, symbols
//! in increasing order, regions block, row, column. Each family offers its
//! cheapest step: lowest score, then lowest complexity, then SE's order of
//! kinds, then first found.

use super::advanced::{self, Derived};
use super::grid::{BLOCK, COL, ROW, SeGrid};
use super::{Hint, Name, length_bonus, symbols};
use crate::deadline::Deadline;
use crate::logic::board::bits_of;
use crate::symbol::{at_most_one_bit, two_bits};
use std::collections::HashMap;
use std::rc::Rc;

const NONE: u32 = u32::MAX;

/// Where a link lies when it is within a cell (a region is its kind).
const CELL: usize = 3;

/// A potential of the arena: its key (`(cell * n + symbol - 1) * 2 + on`)
/// and its parents: the one parent itself when `count` is 1 (most
/// potentials), else a range of [`Chainer::parents`] from `first`.
#[derive(Clone, Copy)]
struct Node {
    key: u32,
    first: u32,
    count: u32,
    /// Links from the assumption along first parents.
    depth: u32,
}

/// Which family is searched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Mode {
    multiple: bool,
    dynamic: bool,
    nishio: bool,
    /// SE's nesting level: from 1, a dynamic chain applies more rules
    /// when it has nothing left to follow ([`Chainer::derive`]).
    level: u8,
}

/// A step found, with what SE sorts steps by.
struct Found {
    hint: Hint,
    complexity: usize,
    sort_key: u8,
    /// When every step is collected for a nested chain: the candidates
    /// the enclosing chain removed that it needs, in SE's order, and what
    /// tells it apart from other nested chains.
    nested: Option<Box<Collected>>,
}

/// A nested step's rule parents, in SE's order, and its chains' targets
/// and potentials, which tell it apart from other nested chains.
type Collected = (Vec<(usize, u8)>, Vec<u32>);

/// The chaining search, reusing its buffers between steps.
pub(super) struct Chainer {
    n: usize,
    nodes: Vec<Node>,
    parents: Vec<u32>,
    /// The node of each on key in the set being grown, or NONE.
    on_idx: Vec<u32>,
    /// The same for off keys.
    off_idx: Vec<u32>,
    /// Stamps for counting ancestors and intersecting sets.
    stamp: Vec<u32>,
    generation: u32,
    /// Marks of a potential's ancestors ([`Chainer::mark_ancestors`]).
    ancestor_mark: Vec<u32>,
    ancestor_generation: u32,
    /// The candidates as a dynamic chain has left them.
    cur: Vec<u32>,
    /// The places of each symbol in each region, the same way.
    cur_pos: Vec<u32>,
    /// Buffers of a search: pending on and off potentials, a step's
    /// consequences, the potentials met, ancestors to visit.
    bufs: Buffers,
    todo: Vec<u32>,
    /// The ends of the chains of one assumption: cycles, forcing chains.
    ends: (Vec<u32>, Vec<u32>),
    /// The links of every potential while the candidates stay as they are.
    links: Links,
    /// The links off to on of one potential, with where each lies.
    off_buf: Vec<(u32, usize)>,
    deadline: Deadline,
    timed_out: bool,
    /// [`Chainer::searching`].
    searching: (f64, Name),
    /// The nested chains met in this family's search: the off potentials
    /// they removed (node, chain), in node order, and each chain's
    /// complexity and what tells it apart.
    nested_of: Vec<(u32, u32)>,
    nested_chains: Vec<(usize, Vec<u32>)>,
    /// What each rule [`Chainer::derive`] asked found on the candidates a
    /// chain left, in this step's search.
    derived: HashMap<Vec<u32>, Vec<Asked>>,
    /// In a nested search, where the link that turned each potential on
    /// lay ([`CELL`] or a region's kind), in node order.
    causes: Vec<(u32, u8)>,
    /// The chainer nested chains are searched with.
    inner: Option<Box<Chainer>>,
    /// When collecting every step (a nested search): the steps, and the
    /// candidates of the grid the enclosing chain started from.
    all: Option<Vec<Found>>,
    init: Vec<u32>,
}

impl Chainer {
    pub fn new(n: usize) -> Chainer {
        let keys = n * n * n * 2;
        Chainer {
            n,
            nodes: Vec::new(),
            parents: Vec::new(),
            on_idx: vec![NONE; keys],
            off_idx: vec![NONE; keys],
            stamp: vec![0; keys],
            generation: 0,
            ancestor_mark: vec![0; keys],
            ancestor_generation: 0,
            cur: Vec::new(),
            cur_pos: Vec::new(),
            bufs: Buffers::default(),
            todo: Vec::new(),
            ends: (Vec::new(), Vec::new()),
            links: Links::default(),
            off_buf: Vec::new(),
            deadline: Deadline::NEVER,
            timed_out: false,
            searching: (0.0, Name::Fixed("")),
            nested_of: Vec::new(),
            nested_chains: Vec::new(),
            derived: HashMap::new(),
            causes: Vec::new(),
            inner: None,
            all: None,
            init: Vec::new(),
        }
    }

    /// The family [`Chainer::next`] searched last (the one it was searching
    /// when it ran out of time): its lowest score and its name. SE's next
    /// step scores at least that, as every family before found nothing.
    pub fn searching(&self) -> (f64, Name) {
        self.searching
    }

    /// A family's lowest score and SE's name for it.
    fn family(family: Option<Mode>) -> (f64, Name) {
        let Some(mode) = family else {
            return (6.5, "Forcing Chains & Cycles".into());
        };
        let name = if mode.nishio {
            "Nishio Forcing Chains"
        } else if mode.dynamic {
            "Dynamic Forcing Chains"
        } else {
            "Multiple Forcing Chains"
        };
        (Self::base(mode), Name::at_level(name, mode.level))
    }

    /// The cheapest step of the first chaining family that has one; SE
    /// asks `after_cycles` (its aligned triplet exclusion) between the
    /// forcing chains and cycles and the Nishio chains.
    pub fn next(
        &mut self,
        g: &SeGrid,
        deadline: Deadline,
        after_cycles: impl FnOnce() -> Option<Hint>,
    ) -> Option<Hint> {
        self.deadline = deadline;
        self.timed_out = false;
        // A nested chain found is known by its index through the step's
        // search; what the rules found, by the candidates they looked at.
        self.nested_chains.clear();
        self.derived.clear();
        let mode = |multiple, dynamic, nishio, level| {
            Some(Mode {
                multiple,
                dynamic,
                nishio,
                level,
            })
        };
        let families = [
            None,
            mode(false, true, true, 0),
            mode(true, false, false, 0),
            mode(true, true, false, 0),
            mode(true, true, false, 1),
            mode(true, true, false, 2),
            mode(true, true, false, 3),
            mode(true, true, false, 4),
            mode(true, true, false, 5),
        ];
        let mut after_cycles = Some(after_cycles);
        for family in families {
            if family.is_some()
                && let Some(h) = after_cycles.take().and_then(|f| f())
            {
                return Some(h);
            }
            self.nodes.clear();
            self.parents.clear();
            self.nested_of.clear();
            self.searching = Self::family(family);
            let best = match family {
                None => self.unary_family(g),
                Some(mode) => self.multiple_family(g, mode),
            };
            if self.timed_out {
                return None;
            }
            if let Some(f) = best {
                return Some(f.hint);
            }
        }
        None
    }

    // ----- potentials

    fn key(&self, cell: usize, v: u8, on: bool) -> u32 {
        ((cell * self.n + v as usize - 1) * 2 + on as usize) as u32
    }

    fn cell_of(&self, key: u32) -> usize {
        key as usize / 2 / self.n
    }

    fn value_of(&self, key: u32) -> u8 {
        (key as usize / 2 % self.n) as u8 + 1
    }

    fn new_node(&mut self, key: u32, parents: &[u32]) -> u32 {
        if let [p] = parents {
            return self.child(key, *p);
        }
        let id = self.nodes.len() as u32;
        let depth = parents
            .first()
            .map_or(0, |&p| self.nodes[p as usize].depth + 1);
        self.nodes.push(Node {
            key,
            first: self.parents.len() as u32,
            count: parents.len() as u32,
            depth,
        });
        self.parents.extend_from_slice(parents);
        id
    }

    /// [`Chainer::new_node`] of one parent, `p`: most potentials.
    #[inline]
    fn child(&mut self, key: u32, p: u32) -> u32 {
        let id = self.nodes.len() as u32;
        let depth = self.nodes[p as usize].depth + 1;
        self.nodes.push(Node {
            key,
            first: p,
            count: 1,
            depth,
        });
        id
    }

    fn parents_of(&self, id: u32) -> &[u32] {
        let n = &self.nodes[id as usize];
        if n.count == 1 {
            return std::slice::from_ref(&n.first);
        }
        &self.parents[n.first as usize..(n.first + n.count) as usize]
    }

    fn next_generation(&mut self) -> u32 {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.fill(0);
            self.generation = 1;
        }
        self.generation
    }

    /// The distinct potentials among `id` and its ancestors.
    fn ancestors(&mut self, id: u32) -> usize {
        let stamp_now = self.next_generation();
        let mut todo = std::mem::take(&mut self.todo);
        todo.clear();
        todo.push(id);
        let mut count = 0;
        while let Some(p) = todo.pop() {
            let key = self.nodes[p as usize].key as usize;
            if self.stamp[key] == stamp_now {
                continue;
            }
            self.stamp[key] = stamp_now;
            count += 1;
            todo.extend_from_slice(self.parents_of(p));
        }
        self.todo = todo;
        count
    }

    /// Whether a potential of key `key` is among the first-parent
    /// ancestors of `child`.
    fn is_parent(&self, child: u32, key: u32) -> bool {
        let mut p = child;
        loop {
            let parents = self.parents_of(p);
            let Some(&first) = parents.first() else {
                return false;
            };
            p = first;
            if self.nodes[p as usize].key == key {
                return true;
            }
        }
    }

    /// Marks the keys of `child`'s first-parent ancestors (as
    /// [`Chainer::is_parent`] finds them) in `ancestor_mark` with the mark
    /// returned.
    fn mark_ancestors(&mut self, child: u32) -> u32 {
        self.ancestor_generation = self.ancestor_generation.wrapping_add(1);
        if self.ancestor_generation == 0 {
            self.ancestor_mark.fill(0);
            self.ancestor_generation = 1;
        }
        let mut p = child;
        while let Some(&first) = self.parents_of(p).first() {
            p = first;
            self.ancestor_mark[self.nodes[p as usize].key as usize] = self.ancestor_generation;
        }
        self.ancestor_generation
    }

    /// The keys of what `p` on turns off (each once; its parent is `p`):
    /// with `y`, the cell's other candidates; the symbol's other places in
    /// its block, row and column.
    fn on_to_off(&mut self, g: &SeGrid, p: u32, y: bool, out: &mut Vec<u32>) {
        let key = self.nodes[p as usize].key;
        self.on_links(g, key, y, out);
    }

    /// [`Chainer::on_to_off`] of the potential `key` on the candidates
    /// as the chain has left them.
    fn on_links(&self, g: &SeGrid, key: u32, y: bool, out: &mut Vec<u32>) {
        out.clear();
        let (cell, v) = (self.cell_of(key), self.value_of(key));
        if y {
            for d in bits_of(self.cur[cell]) {
                let w = d as u8 + 1;
                if w != v {
                    out.push(self.key(cell, w, false));
                }
            }
        }
        // Each place once: a line's places in the cell's block are the
        // block's.
        let n = self.n;
        let block = g.region_of[cell][BLOCK] as usize;
        for kind in [BLOCK, ROW, COL] {
            let r = g.region_of[cell][kind] as usize;
            let seen = if kind == BLOCK {
                1 << g.index_in(cell)[BLOCK]
            } else {
                g.inter(r, block)
            };
            for i in bits_of(self.cur_pos[r * n + v as usize - 1] & !seen) {
                out.push(self.key(g.regions[r][i] as usize, v, false));
            }
        }
    }

    /// What `p` off turns on: with `y`, the other candidate of a cell left
    /// with two; with `x`, the other place of a symbol left with two in a
    /// block, row or column. In a dynamic chain the candidates the chain
    /// has removed there are parents too (looked up in `off_idx`).
    fn off_to_on(&mut self, g: &SeGrid, p: u32, y: bool, x: bool, out: &mut Vec<u32>) {
        out.clear();
        let key = self.nodes[p as usize].key;
        let (cell, v) = (self.cell_of(key), self.value_of(key));
        let mut links = std::mem::take(&mut self.off_buf);
        self.off_links(g, key, y, x, &mut links);
        for &(k, kind) in &links {
            // The parents: `p`, then what the chain removed (at most a
            // symbol a cell, or a place a region): none but in a dynamic
            // chain.
            let (mut parents, mut len) = ([p; 33], 1);
            if kind == CELL {
                for d in bits_of(g.cand[cell] & !self.cur[cell]) {
                    parents[len] = self.off_idx[self.key(cell, d as u8 + 1, false) as usize];
                    len += 1;
                }
            } else {
                let r = g.region_of[cell][kind] as usize;
                let places = self.cur_pos[r * self.n + v as usize - 1];
                for i in bits_of(g.pos(r, v) & !places) {
                    let c = g.regions[r][i] as usize;
                    parents[len] = self.off_idx[self.key(c, v, false) as usize];
                    len += 1;
                }
            }
            let q = if len == 1 {
                self.child(k, p)
            } else {
                self.new_node(k, &parents[..len])
            };
            // A nested search keeps where each link lay: the candidates
            // change as it goes, so it cannot be told later.
            if self.all.is_some() {
                self.causes.push((q, kind as u8));
            }
            out.push(q);
        }
        self.off_buf = links;
        debug_assert!(
            out.iter()
                .all(|&id| self.parents_of(id).iter().all(|&q| q != NONE))
        );
    }

    /// The keys [`Chainer::off_to_on`] turns on from the potential `key`
    /// off, each with where the link lies: [`CELL`], or the kind of the
    /// region.
    fn off_links(&self, g: &SeGrid, key: u32, y: bool, x: bool, out: &mut Vec<(u32, usize)>) {
        out.clear();
        let (cell, v) = (self.cell_of(key), self.value_of(key));
        if y && two_bits(self.cur[cell]) {
            let other = (self.cur[cell] & !(1 << (v - 1))).trailing_zeros() as u8 + 1;
            out.push((self.key(cell, other, true), CELL));
        }
        if x {
            let n = self.n;
            for kind in [BLOCK, ROW, COL] {
                let r = g.region_of[cell][kind] as usize;
                let places = self.cur_pos[r * n + v as usize - 1];
                if !two_bits(places) {
                    continue;
                }
                let here = g.index_in(cell)[kind];
                let other =
                    g.regions[r][(places & !(1 << here)).trailing_zeros() as usize] as usize;
                let k = self.key(other, v, true);
                // The other place may be the same in the block and a line.
                if !out.iter().any(|&(q, _)| q == k) {
                    out.push((k, kind));
                }
            }
        }
    }

    /// Works out every candidate's links on `g` as it stands (the chain
    /// has removed nothing), for [`Chainer::on_to_off`] and
    /// [`Chainer::off_to_on`] to read while the candidates stay so.
    fn make_links(&mut self, g: &SeGrid) {
        self.reset(g);
        let mut links = std::mem::take(&mut self.links);
        let (mut out, mut off) = (Vec::new(), std::mem::take(&mut self.off_buf));
        links.keys.clear();
        links.at.resize(self.stamp.len(), [0; 3]);
        for cell in (0..g.n * g.n).filter(|&c| g.values[c] == 0) {
            for d in bits_of(g.cand[cell]) {
                let on = self.key(cell, d as u8 + 1, true);
                // Each as [start, split, end): the links within the cell
                // (Y), then those within a region.
                let start = links.keys.len() as u32;
                self.on_links(g, on, true, &mut out);
                let split = start + g.cand[cell].count_ones() - 1;
                links.keys.extend_from_slice(&out);
                links.at[on as usize] = [start, split, links.keys.len() as u32];
                let start = links.keys.len() as u32;
                self.off_links(g, on ^ 1, true, true, &mut off);
                let split = start + off.iter().filter(|&&(_, kind)| kind == CELL).count() as u32;
                links.keys.extend(off.iter().map(|&(k, _)| k));
                links.at[(on ^ 1) as usize] = [start, split, links.keys.len() as u32];
            }
        }
        links.ready = true;
        self.links = links;
        self.off_buf = off;
    }
    /// Whether some potential off can turn `cell`'s `v` on in a link of
    /// the kinds allowed: `cell` left with two candidates (`y`), or `v`
    /// with two places in a region of `cell` (`x`).
    fn can_turn_on(&self, g: &SeGrid, cell: usize, v: u8, y: bool, x: bool) -> bool {
        (y && two_bits(self.cur[cell]))
            || (x
                && g.region_of[cell]
                    .iter()
                    .any(|&r| two_bits(self.cur_pos[r as usize * self.n + v as usize - 1])))
    }

    /// Whether the potential `off` off can turn `on` on in one link: the
    /// same cell, or the same symbol in a region they share.
    fn may_turn_on(&self, g: &SeGrid, off: u32, on: u32) -> bool {
        let (a, b) = (self.cell_of(off), self.cell_of(on));
        a == b || (self.value_of(off) == self.value_of(on) && g.sees(a, b))
    }

    /// Starts a chain on `g` as it stands.
    fn reset(&mut self, g: &SeGrid) {
        self.cur.clear();
        self.cur.extend_from_slice(&g.cand);
        self.cur_pos.clear();
        self.cur_pos.extend_from_slice(g.pos_table());
    }

    /// Turns `cell`'s `v` off in a dynamic chain.
    fn turn_off(&mut self, g: &SeGrid, cell: usize, v: u8) {
        self.cur[cell] &= !(1 << (v - 1));
        for (&r, i) in g.region_of[cell].iter().zip(g.index_in(cell)) {
            self.cur_pos[r as usize * self.n + v as usize - 1] &= !(1 << i);
        }
    }

    // ----- forcing chains and cycles

    /// SE's "Forcing Chains & Cycles": X-, Y- and XY-cycles, forcing X-
    /// chains and forcing chains, from each candidate of each cell.
    fn unary_family(&mut self, g: &SeGrid) -> Option<Found> {
        // No potential changes the candidates here: each link is worked
        // out once.
        self.make_links(g);
        let best = self.unary_rounds(g);
        self.links.ready = false;
        best
    }

    fn unary_rounds(&mut self, g: &SeGrid) -> Option<Found> {
        // Searching every assumption to its end costs most where the step
        // is short: look first for steps no dearer than a turbot fish,
        // then than a chain of 12 potentials, then for any. Every step no
        // dearer than a round's cap is found in that round (only what
        // must be dearer is cut), so the cheapest of them is the cheapest.
        for cap in [Some((6.6, 6)), Some((7.2, 12)), None] {
            self.nodes.clear();
            self.parents.clear();
            let best = self.unary_round(g, cap);
            if self.timed_out || best.is_some() {
                return best;
            }
        }
        None
    }

    fn unary_round(&mut self, g: &SeGrid, cap: Option<(f64, usize)>) -> Option<Found> {
        self.reset(g);
        let mut best: Option<Found> = None;
        let mut bound = Bound::new(6.5, cap);
        for (y, x) in [(false, true), (true, false), (true, true)] {
            for cell in 0..g.n * g.n {
                if g.values[cell] != 0 || at_most_one_bit(g.cand[cell]) {
                    continue;
                }
                if self.deadline.passed() {
                    self.timed_out = true;
                    return None;
                }
                for d in bits_of(g.cand[cell]) {
                    let v = d as u8 + 1;
                    if g.cand[cell].count_ones() > 2 && !x {
                        continue;
                    }
                    let base = if x && y { 7.0 } else { 6.5 };
                    let to_beat = best.as_ref().map(|b| (b.hint.rating, b.complexity)).or(cap);
                    // Worked out again only when the cheapest found changes.
                    if (bound.base, bound.best) != (base, to_beat) {
                        bound = Bound::new(base, to_beat);
                    }
                    // A source the bound cuts finds nothing.
                    if !bound.beaten(1) {
                        self.unary(g, cell, v, (y, x), bound, cap, &mut best);
                    }
                }
            }
        }
        best
    }

    /// The cycles through `cell`'s `v` and the forcing chains from it on
    /// and off, the `(y, x)` links allowed: each kept in `best` when
    /// cheaper, and no dearer than `cap`.
    #[allow(clippy::too_many_arguments)]
    fn unary(
        &mut self,
        g: &SeGrid,
        cell: usize,
        v: u8,
        (y, x): (bool, bool),
        bound: Bound,
        cap: Option<(f64, usize)>,
        best: &mut Option<Found>,
    ) {
        // Nothing of this search outlives it but what `best` keeps.
        let (nodes, parents) = (self.nodes.len(), self.parents.len());
        let on_key = self.key(cell, v, true);
        let source = self.new_node(on_key, &[]);
        let (mut cycles, mut chains) = std::mem::take(&mut self.ends);
        cycles.clear();
        chains.clear();
        // A cycle comes back to the source turned on, and so does a
        // forcing chain from it turned off: only a link can turn it on.
        let linked = self.can_turn_on(g, cell, v, y, x);
        if linked {
            // The cycles' search meets every potential the forcing chains'
            // from the source on meets, in the same order: it finds those
            // chains too.
            self.cycles(g, source, y, x, bound, &mut cycles, &mut chains);
        } else if x {
            self.forcing(source, y, bound, &mut chains);
        }
        if x && linked {
            let source_off = self.new_node(on_key ^ 1, &[]);
            self.forcing(source_off, y, bound, &mut chains);
        }
        // A step is made only when it would be kept.
        let cheaper = |best: &Option<Found>, rating: f64, complexity: usize, sort_key: u8| {
            cap.is_none_or(|(r, c)| (rating, complexity) <= (r, c))
                && best.as_ref().is_none_or(|b| {
                    (rating, complexity, sort_key) < (b.hint.rating, b.complexity, b.sort_key)
                })
        };
        // Collecting every step (a nested search), each is kept with its
        // rule parents.
        let collect = self.all.is_some();
        let (base, sort_key) = Self::cycle_kind(y, x);
        for &dst in &cycles {
            let complexity = self.ancestors(dst);
            let rating = base + length_bonus(complexity);
            if (collect || cheaper(best, rating, complexity, sort_key))
                && let Some(mut f) = self.cycle_hint(g, dst, y, x, complexity)
            {
                if collect {
                    f.nested = Some(Box::new(self.collected(
                        g,
                        &[(dst, false), (dst, true)],
                        None,
                    )));
                    self.all.as_mut().expect("collecting").push(f);
                } else {
                    *best = Some(f);
                }
            }
        }
        let (base, sort_key) = Self::forcing_kind(y, x);
        for &target in &chains {
            let complexity = self.ancestors(target);
            let rating = base + length_bonus(complexity);
            if collect {
                let mut f = self.forcing_hint(g, target, y, x, complexity);
                f.nested = Some(Box::new(self.collected(g, &[(target, false)], None)));
                self.all.as_mut().expect("collecting").push(f);
            } else if cheaper(best, rating, complexity, sort_key) {
                *best = Some(self.forcing_hint(g, target, y, x, complexity));
            }
        }
        self.ends = (cycles, chains);
        self.nodes.truncate(nodes);
        self.parents.truncate(parents);
    }

    /// A cycle's base score and its rank among steps of equal score.
    fn cycle_kind(y: bool, x: bool) -> (f64, u8) {
        match (y, x) {
            (true, true) => (7.0, 4),
            (true, false) => (6.5, 3),
            _ => (6.5, 2),
        }
    }

    /// The same for a forcing chain.
    fn forcing_kind(y: bool, x: bool) -> (f64, u8) {
        if x && y { (7.0, 4) } else { (6.6, 2) }
    }

    /// The cycles through `source` (on) and the forcing chain that turns
    /// it off, with X links if `x`, Y links if `y`: their ends are pushed
    /// on `cycles` and `chains`. Reads the links made for the grid.
    #[allow(clippy::too_many_arguments)]
    fn cycles(
        &mut self,
        g: &SeGrid,
        source: u32,
        y: bool,
        x: bool,
        bound: Bound,
        cycles: &mut Vec<u32>,
        chains: &mut Vec<u32>,
    ) {
        debug_assert!(self.links.ready);
        let source_key = self.nodes[source as usize].key;
        // With X links, the first potential that turns the source off ends
        // a forcing chain.
        let mut forced = !x;
        let mut b = self.buffers();
        let Buffers {
            pending_on,
            pending_off,
            on_list,
            off_list,
            ..
        } = &mut b;
        on_list.push(source);
        self.on_idx[source_key as usize] = source;
        pending_on.push_back(source);
        let mut length = 0;
        // Potentials are made only where they matter: one the bound keeps
        // from going further ("last") only when it ends a chain or a
        // cycle; one off met again only when it may close the cycle (what
        // it turns on, the first met has turned on); one on met again only
        // when it closes the cycle.
        while !pending_on.is_empty() || !pending_off.is_empty() {
            length += 1;
            while let Some(p) = pending_on.pop_front() {
                let node = self.nodes[p as usize];
                if bound.beaten(node.depth as usize + 1) {
                    continue;
                }
                let last = bound.beaten(node.depth as usize + 2);
                let marked = self.mark_ancestors(p);
                for i in self.links.on_to_off(node.key, y) {
                    let k = self.links.keys[i];
                    if self.ancestor_mark[k as usize] == marked {
                        continue;
                    }
                    let first = self.off_idx[k as usize] == NONE;
                    let closes = !forced && k ^ 1 == source_key;
                    if !closes && (last || !(first || self.may_turn_on(g, k, source_key))) {
                        continue;
                    }
                    let q = self.child(k, p);
                    if closes {
                        chains.push(q);
                        forced = true;
                    }
                    pending_off.push_back(q);
                    if first {
                        self.off_idx[k as usize] = q;
                        off_list.push(q);
                    }
                }
            }
            length += 1;
            while let Some(p) = pending_off.pop_front() {
                let node = self.nodes[p as usize];
                if bound.beaten(node.depth as usize + 1) {
                    continue;
                }
                let k = node.key;
                if self.off_idx[k as usize] != p && !self.may_turn_on(g, k, source_key) {
                    continue;
                }
                let last = bound.beaten(node.depth as usize + 2);
                for i in self.links.off_to_on(k, y, x) {
                    let k = self.links.keys[i];
                    let closes = length >= 4 && k == source_key;
                    let first = self.on_idx[k as usize] == NONE;
                    if !closes && (last || !first) {
                        continue;
                    }
                    let q = self.child(k, p);
                    if closes {
                        cycles.push(q);
                    }
                    if first {
                        self.on_idx[k as usize] = q;
                        on_list.push(q);
                        pending_on.push_back(q);
                    }
                }
            }
        }
        self.clear_sets(on_list, off_list);
        self.bufs = b;
    }

    /// The forcing chain from `source` (on or off) to its opposite, with
    /// X links and, if `y`, Y links: its end is pushed on `chains`. Reads
    /// the links made for the grid.
    fn forcing(&mut self, source: u32, y: bool, bound: Bound, chains: &mut Vec<u32>) {
        debug_assert!(self.links.ready);
        let source_key = self.nodes[source as usize].key;
        let mut b = self.buffers();
        if source_key & 1 == 1 {
            self.on_idx[source_key as usize] = source;
            b.on_list.push(source);
            b.pending_on.push_back(source);
        } else {
            self.off_idx[source_key as usize] = source;
            b.off_list.push(source);
            b.pending_off.push_back(source);
        }
        // The one potential looked for is the source turned over: the
        // search ends when it is met. Potentials the bound keeps from going
        // further are not made.
        let target = |c: &Self, k: u32, chains: &[u32]| {
            k ^ 1 == source_key && !chains.iter().any(|&q| c.nodes[q as usize].key == k)
        };
        'search: while !b.pending_on.is_empty() || !b.pending_off.is_empty() {
            while let Some(p) = b.pending_on.pop_front() {
                let node = self.nodes[p as usize];
                if bound.beaten(node.depth as usize + 1) {
                    continue;
                }
                let last = bound.beaten(node.depth as usize + 2);
                for i in self.links.on_to_off(node.key, y) {
                    let k = self.links.keys[i];
                    if target(self, k, chains) {
                        chains.push(self.child(k, p));
                        break 'search;
                    }
                    // SE also skips `p`'s ancestors, but each of them is
                    // in the set already.
                    debug_assert!(self.off_idx[k as usize] != NONE || !self.is_parent(p, k));
                    if last || self.off_idx[k as usize] != NONE {
                        continue;
                    }
                    let q = self.child(k, p);
                    self.off_idx[k as usize] = q;
                    b.off_list.push(q);
                    b.pending_off.push_back(q);
                }
            }
            while let Some(p) = b.pending_off.pop_front() {
                let node = self.nodes[p as usize];
                if bound.beaten(node.depth as usize + 1) {
                    continue;
                }
                let last = bound.beaten(node.depth as usize + 2);
                for i in self.links.off_to_on(node.key, y, true) {
                    let k = self.links.keys[i];
                    if target(self, k, chains) {
                        chains.push(self.child(k, p));
                        break 'search;
                    }
                    if last || self.on_idx[k as usize] != NONE {
                        continue;
                    }
                    let q = self.child(k, p);
                    self.on_idx[k as usize] = q;
                    b.on_list.push(q);
                    b.pending_on.push_back(q);
                }
            }
        }
        self.clear_sets(&b.on_list, &b.off_list);
        self.bufs = b;
    }

    /// The search buffers, empty (give them back to `self.bufs`).
    fn buffers(&mut self) -> Buffers {
        let mut b = std::mem::take(&mut self.bufs);
        b.pending_on.clear();
        b.pending_off.clear();
        b.out.clear();
        b.on_list.clear();
        b.off_list.clear();
        b
    }

    fn clear_sets(&mut self, on: &[u32], off: &[u32]) {
        for &id in on {
            self.on_idx[self.nodes[id as usize].key as usize] = NONE;
        }
        for &id in off {
            self.off_idx[self.nodes[id as usize].key as usize] = NONE;
        }
    }

    /// The step of the cycle ending at `dst`, of `complexity` potentials,
    /// if it removes anything.
    fn cycle_hint(
        &mut self,
        g: &SeGrid,
        dst: u32,
        y: bool,
        x: bool,
        complexity: usize,
    ) -> Option<Found> {
        // The chain's potentials, from `dst` back to the source.
        let mut chain = std::mem::take(&mut self.todo);
        chain.clear();
        let mut p = dst;
        while let Some(&parent) = self.parents_of(p).first() {
            chain.push(self.nodes[p as usize].key);
            p = parent;
        }
        // It removes the candidates off the chain that see a potential of
        // their symbol on and one off: marked as each potential on sees
        // them, then kept as one off does.
        let seen = self.next_generation();
        let mut remove: Vec<(usize, u8)> = Vec::new();
        for on in [true, false] {
            for &key in chain.iter().filter(|&&k| (k & 1 == 1) == on) {
                let (cell, v) = (self.cell_of(key), self.value_of(key));
                for r in g.region_of[cell] {
                    let r = r as usize;
                    for i in bits_of(g.pos(r, v)) {
                        let c = g.regions[r][i] as usize;
                        let k = self.key(c, v, false) as usize;
                        if c == cell {
                            continue;
                        } else if on {
                            self.stamp[k] = seen;
                        } else if self.stamp[k] == seen
                            && !chain.iter().any(|&q| self.cell_of(q) == c)
                        {
                            remove.push((c, v));
                        }
                    }
                }
            }
        }
        if remove.is_empty() {
            self.todo = chain;
            return None;
        }
        remove.sort_unstable();
        remove.dedup();
        let mut cells: Vec<usize> = chain.iter().map(|&k| self.cell_of(k)).collect();
        self.todo = chain;
        let (base, sort_key) = Self::cycle_kind(y, x);
        cells.sort_unstable();
        cells.dedup();
        let name = if x && y {
            "Bidirectional Cycle"
        } else if y {
            "Bidirectional Y-Cycle"
        } else if cells.len() == 4 {
            "Generalized X-Wing"
        } else {
            "Bidirectional X-Cycle"
        };
        Some(Found {
            hint: Hint {
                rating: base + length_bonus(complexity),
                name: name.into(),
                place: Vec::new(),
                remove,
            },
            complexity,
            sort_key,
            nested: None,
        })
    }

    /// The step of the forcing chain ending at `target`, of `complexity`
    /// potentials.
    fn forcing_hint(
        &mut self,
        g: &SeGrid,
        target: u32,
        y: bool,
        x: bool,
        complexity: usize,
    ) -> Found {
        let key = self.nodes[target as usize].key;
        let (cell, v) = (self.cell_of(key), self.value_of(key));
        let on = key & 1 == 1;
        let (remove, place) = self.target_removal(g, cell, v, on);
        let name = if x && y {
            "Forcing Chain"
        } else if complexity == 6 {
            "Turbot Fish"
        } else {
            "Forcing X-Chain"
        };
        let (base, sort_key) = Self::forcing_kind(y, x);
        Found {
            hint: Hint {
                rating: base + length_bonus(complexity),
                name: name.into(),
                place: place.into_iter().collect(),
                remove,
            },
            complexity,
            sort_key,
            nested: None,
        }
    }

    /// What a conclusion on `cell`, `v` removes: `v` when it is off, the
    /// cell's other candidates (placing `v`) when it is on.
    fn target_removal(&self, g: &SeGrid, cell: usize, v: u8, on: bool) -> Conclusion {
        if on {
            let rest = bits_of(g.cand[cell] & !(1 << (v - 1)))
                .map(|d| (cell, d as u8 + 1))
                .collect();
            (rest, Some((cell, v)))
        } else if g.has(cell, v) {
            (vec![(cell, v)], None)
        } else {
            (Vec::new(), None)
        }
    }

    // ----- Nishio, multiple and dynamic forcing chains

    /// Everything that follows from the potentials `on` and `off` (node
    /// ids, each set so far), growing both; stops at the first potential
    /// found both on and off, returned as its (on, off) nodes.
    fn chaining(
        &mut self,
        g: &SeGrid,
        mode: Mode,
        on: &mut Vec<u32>,
        off: &mut Vec<u32>,
    ) -> Option<(u32, u32)> {
        self.reset(g);
        for &id in on.iter() {
            self.on_idx[self.nodes[id as usize].key as usize] = id;
        }
        for &id in off.iter() {
            self.off_idx[self.nodes[id as usize].key as usize] = id;
        }
        let mut b = self.buffers();
        let Buffers {
            pending_on,
            pending_off,
            out,
            ..
        } = &mut b;
        pending_on.extend(on.iter().copied());
        pending_off.extend(off.iter().copied());
        let y = !mode.nishio;
        let mut absurd = None;
        'grow: while !pending_on.is_empty() || !pending_off.is_empty() {
            if let Some(p) = pending_on.pop_front() {
                self.on_to_off(g, p, y, out);
                for &k in out.iter() {
                    let conjugate = self.on_idx[(k ^ 1) as usize];
                    if conjugate != NONE {
                        absurd = Some((conjugate, self.child(k, p)));
                        break 'grow;
                    } else if self.off_idx[k as usize] == NONE {
                        let q = self.child(k, p);
                        self.off_idx[k as usize] = q;
                        off.push(q);
                        pending_off.push_back(q);
                    }
                }
            } else if let Some(p) = pending_off.pop_front() {
                self.off_to_on(g, p, y, true, out);
                if mode.dynamic {
                    let k = self.nodes[p as usize].key;
                    let (cell, v) = (self.cell_of(k), self.value_of(k));
                    self.turn_off(g, cell, v);
                }
                for &q in out.iter() {
                    let k = self.nodes[q as usize].key;
                    let conjugate = self.off_idx[(k ^ 1) as usize];
                    if conjugate != NONE {
                        absurd = Some((q, conjugate));
                        break 'grow;
                    } else if self.on_idx[k as usize] == NONE {
                        self.on_idx[k as usize] = q;
                        on.push(q);
                        pending_on.push_back(q);
                    }
                }
            }
            // Nothing left to follow: from level 1, what other rules find
            // on the candidates left goes on (a removal already made
            // stays as it was; SE checks none against what is on).
            if mode.level > 0 && pending_on.is_empty() && pending_off.is_empty() {
                for d in self.derive(g, mode.level).iter() {
                    let parents: Vec<u32> = d
                        .parents
                        .iter()
                        .map(|&(c, v)| self.off_idx[self.key(c, v, false) as usize])
                        .collect();
                    debug_assert!(parents.iter().all(|&p| p != NONE));
                    for &(c, v) in &d.remove {
                        let k = self.key(c, v, false);
                        if self.off_idx[k as usize] != NONE {
                            continue;
                        }
                        let q = self.new_node(k, &parents);
                        if let Some(id) = d.nested {
                            self.nested_of.push((q, id));
                        }
                        self.off_idx[k as usize] = q;
                        off.push(q);
                        pending_off.push_back(q);
                    }
                }
            }
        }
        self.clear_sets(on, off);
        self.bufs = b;
        absurd
    }

    /// The node in `set` of key `key`.
    fn find(&self, set: &[u32], key: u32) -> Option<u32> {
        set.iter()
            .copied()
            .find(|&id| self.nodes[id as usize].key == key)
    }

    /// Keeps in `a` the potentials whose keys are in `b`.
    fn retain(&mut self, a: &mut Vec<u32>, b: &[u32]) {
        let stamp_now = self.next_generation();
        for &id in b {
            self.stamp[self.nodes[id as usize].key as usize] = stamp_now;
        }
        let (stamp, nodes) = (&self.stamp, &self.nodes);
        a.retain(|&id| stamp[nodes[id as usize].key as usize] == stamp_now);
    }

    fn base(mode: Mode) -> f64 {
        if mode.level >= 2 {
            9.5 + 0.5 * (mode.level - 2) as f64
        } else if mode.level == 1 {
            9.0
        } else if mode.nishio {
            7.5
        } else if mode.dynamic {
            8.5
        } else {
            8.0
        }
    }

    fn prefix(mode: Mode) -> bool {
        mode.dynamic && !mode.nishio
    }

    fn multiple_family(&mut self, g: &SeGrid, mode: Mode) -> Option<Found> {
        let mut best: Option<Found> = None;
        for cell in 0..g.n * g.n {
            let card = g.cand[cell].count_ones();
            if g.values[cell] != 0 || !(card > 2 || (card > 1 && mode.dynamic)) {
                continue;
            }
            if self.deadline.passed() {
                self.timed_out = true;
                return None;
            }
            for f in self.multiple_cell(g, mode, cell) {
                match &mut self.all {
                    Some(all) => all.push(f),
                    None => keep_cheapest(&mut best, f),
                }
            }
        }
        best
    }

    fn multiple_cell(&mut self, g: &SeGrid, mode: Mode, cell: usize) -> Vec<Found> {
        let mut found = Vec::new();
        let card = g.cand[cell].count_ones();
        let mut value_on: Vec<(u8, Vec<u32>)> = Vec::new();
        let mut value_off: Vec<(u8, Vec<u32>)> = Vec::new();
        let mut cell_on: Option<Vec<u32>> = None;
        let mut cell_off: Vec<u32> = Vec::new();
        for d in bits_of(g.cand[cell]) {
            let v = d as u8 + 1;
            let double = card >= 3 && !mode.nishio && mode.dynamic;
            let contradiction = mode.dynamic || mode.nishio;
            let (on_on, on_off) = self.binary(g, mode, cell, v, double, contradiction, &mut found);
            if !mode.nishio {
                self.regions(g, mode, cell, v, &on_on, &on_off, &mut found);
            }
            match cell_on.as_mut() {
                None => {
                    cell_on = Some(on_on.clone());
                    cell_off = on_off.clone();
                }
                Some(c) => {
                    self.retain(c, &on_on);
                    self.retain(&mut cell_off, &on_off);
                }
            }
            value_on.push((v, on_on));
            value_off.push((v, on_off));
        }
        if !mode.nishio && (card == 2 || (mode.multiple && card > 2)) {
            for (targets, outcomes) in [
                (cell_on.unwrap_or_default(), &value_on),
                (cell_off, &value_off),
            ] {
                for t in targets {
                    let key = self.nodes[t as usize].key;
                    let chains: Vec<u32> = outcomes
                        .iter()
                        .map(|(_, set)| self.find(set, key).expect("in every branch"))
                        .collect();
                    let name = if Self::prefix(mode) {
                        "Dynamic Cell Forcing Chains"
                    } else {
                        "Cell Forcing Chains"
                    };
                    if let Some(f) =
                        self.reduction(g, mode, key, &chains, name, 5, Some(Cause::Cell(cell)))
                    {
                        found.push(f);
                    }
                }
            }
        }
        found
    }

    /// The step concluding `key` from the branches ending in `chains` (the
    /// two of a contradiction or a double forcing chain, a branch a
    /// candidate of a cell or a place of a region), whose assumptions
    /// hold by `source` (cell and region forcing chains).
    #[allow(clippy::too_many_arguments)]
    fn reduction(
        &mut self,
        g: &SeGrid,
        mode: Mode,
        key: u32,
        chains: &[u32],
        name: &'static str,
        sort_key: u8,
        source: Option<Cause>,
    ) -> Option<Found> {
        let (cell, v) = (self.cell_of(key), self.value_of(key));
        let (remove, place) = self.target_removal(g, cell, v, key & 1 == 1);
        if remove.is_empty() {
            return None;
        }
        let flat: usize = chains.iter().map(|&c| self.ancestors(c)).sum();
        let complexity = flat + self.nested_complexity(chains);
        let nested = self.all.is_some().then(|| {
            let targets: Vec<(u32, bool)> = chains.iter().map(|&c| (c, false)).collect();
            Box::new(self.collected(g, &targets, source))
        });
        Some(Found {
            hint: Hint {
                rating: Self::base(mode) + length_bonus(complexity),
                name: Name::at_level(name, mode.level),
                place: place.into_iter().collect(),
                remove,
            },
            complexity,
            sort_key,
            nested,
        })
    }

    /// The nodes of `target` and its ancestors as SE walks a chain:
    /// breadth first, a candidate's first node met only.
    fn chain(&mut self, target: u32) -> Vec<u32> {
        let stamp_now = self.next_generation();
        let mut chain = Vec::new();
        let (mut todo, mut next) = (vec![target], Vec::new());
        while !todo.is_empty() {
            for &p in &todo {
                let key = self.nodes[p as usize].key as usize;
                if self.stamp[key] == stamp_now {
                    continue;
                }
                self.stamp[key] = stamp_now;
                chain.push(p);
                next.extend_from_slice(self.parents_of(p));
            }
            std::mem::swap(&mut todo, &mut next);
            next.clear();
        }
        chain
    }

    /// The complexity of the distinct nested chains among the ancestors
    /// of `chains`, each walked as SE walks it ([`Chainer::chain`]).
    fn nested_complexity(&mut self, chains: &[u32]) -> usize {
        if self.nested_of.is_empty() {
            return 0;
        }
        let mut met: Vec<u32> = Vec::new();
        let mut total = 0;
        for &target in chains {
            for p in self.chain(target) {
                let Ok(i) = self.nested_of.binary_search_by_key(&p, |&(q, _)| q) else {
                    continue;
                };
                let id = self.nested_of[i].1;
                let (complexity, sign) = &self.nested_chains[id as usize];
                if !met
                    .iter()
                    .any(|&m| &self.nested_chains[m as usize].1 == sign)
                {
                    met.push(id);
                    total += complexity;
                }
            }
        }
        total
    }

    // ----- nested chains

    /// What SE's rules find on the candidates the dynamic chain being
    /// grown has left of `g`, at nesting `level`: the basic rules
    /// ([`advanced::basic`]), else the chaining families of the level,
    /// each step a chain of its own.
    fn derive(&mut self, g: &SeGrid, level: u8) -> Rc<[Derived]> {
        let mode = |multiple, dynamic, level| {
            Rule::Chains(Some(Mode {
                multiple,
                dynamic,
                nishio: false,
                level,
            }))
        };
        // Up to level 3, forcing chains and cycles (from 2), then multiple
        // forcing chains (3); from 4, dynamic forcing chains, which cover
        // both, then from 5 dynamic ones nested 3 levels less.
        let rules = match level {
            1 => vec![Rule::Basic],
            2 => vec![Rule::Basic, Rule::Chains(None)],
            3 => vec![Rule::Basic, Rule::Chains(None), mode(true, false, 0)],
            4 => vec![Rule::Basic, mode(true, true, 0)],
            _ => vec![
                Rule::Basic,
                mode(true, true, 0),
                mode(true, true, level - 3),
            ],
        };
        let mut grid: Option<SeGrid> = None;
        for rule in rules {
            // The same candidates are often met again (an assumption and
            // its twin, a cell's other candidate off, lead to the same;
            // every level starts the same): what a rule finds on them is
            // kept for the step's search.
            let known = self
                .derived
                .get(&self.cur)
                .and_then(|rs| rs.iter().find(|(r, _)| *r == rule));
            let steps = match known {
                Some((_, steps)) => steps.clone(),
                None => {
                    let cur = grid.get_or_insert_with(|| {
                        let mut cur = g.clone();
                        for c in 0..g.n * g.n {
                            for d in bits_of(g.cand[c] & !self.cur[c]) {
                                cur.remove(c, d as u8 + 1);
                            }
                        }
                        cur
                    });
                    let steps: Rc<[Derived]> = match rule {
                        Rule::Basic => advanced::basic(g, cur).into(),
                        Rule::Chains(family) => self.nested_steps(g, cur, family).into(),
                    };
                    self.derived
                        .entry(self.cur.clone())
                        .or_default()
                        .push((rule, steps.clone()));
                    steps
                }
            };
            if !steps.is_empty() {
                return steps;
            }
        }
        Rc::from([])
    }

    /// Every step of the chaining `family` (`None`: forcing chains and
    /// cycles) on `cur`, the candidates a chain has left of `init`, in
    /// SE's order (cheapest first, the first of equal removals only), as
    /// removals for the enclosing chain.
    fn nested_steps(&mut self, init: &SeGrid, cur: &SeGrid, family: Option<Mode>) -> Vec<Derived> {
        let mut inner = self
            .inner
            .take()
            .unwrap_or_else(|| Box::new(Chainer::new(self.n)));
        inner.deadline = self.deadline;
        inner.timed_out = false;
        inner.init.clear();
        inner.init.extend_from_slice(&init.cand);
        inner.all = Some(Vec::new());
        inner.nodes.clear();
        inner.parents.clear();
        inner.causes.clear();
        // Its own nested chains (level 5) start from these candidates.
        inner.nested_of.clear();
        inner.nested_chains.clear();
        inner.derived.clear();
        match family {
            None => {
                inner.make_links(cur);
                inner.unary_round(cur, None);
                inner.links.ready = false;
            }
            Some(mode) => {
                inner.multiple_family(cur, mode);
            }
        }
        let mut all = inner.all.take().unwrap_or_default();
        self.timed_out |= inner.timed_out;
        self.inner = Some(inner);
        all.sort_by(|a, b| {
            (a.hint.rating, a.complexity, a.sort_key)
                .partial_cmp(&(b.hint.rating, b.complexity, b.sort_key))
                .expect("scores are numbers")
        });
        let mut seen: Vec<Vec<(usize, u8)>> = Vec::new();
        let mut out = Vec::new();
        for f in all {
            let mut remove = f.hint.remove;
            remove.sort_unstable();
            if seen.contains(&remove) {
                continue;
            }
            seen.push(remove.clone());
            let Some((parents, sign)) = f.nested.map(|b| *b) else {
                continue;
            };
            if parents.is_empty() {
                continue;
            }
            let id = self.nested_chains.len() as u32;
            self.nested_chains.push((f.complexity, sign));
            out.push(Derived {
                remove,
                parents,
                nested: Some(id),
            });
        }
        out
    }

    /// Why the potential `p` of a search on `g`, whose candidates stay
    /// as they are, is what it is: the cell left with two candidates or
    /// the region left with two places that turned it on, or the cell or
    /// region it shares with its parent that turned it off; `None` for an
    /// assumption.
    fn cause(&self, g: &SeGrid, p: u32) -> Option<Cause> {
        let &q = self.parents_of(p).first()?;
        let key = self.nodes[p as usize].key;
        let (a, b) = (self.cell_of(self.nodes[q as usize].key), self.cell_of(key));
        if a == b {
            return Some(Cause::Cell(b));
        }
        let v = self.value_of(key);
        let on = key & 1 == 1;
        if let Ok(i) = self.causes.binary_search_by_key(&p, |&(q, _)| q) {
            let kind = self.causes[i].1 as usize;
            return Some(if kind == CELL {
                Cause::Cell(b)
            } else {
                Cause::Region(g.region_of[b][kind] as usize, v)
            });
        }
        [BLOCK, ROW, COL]
            .into_iter()
            .map(|kind| g.region_of[b][kind] as usize)
            .find(|&r| g.region_of[a].contains(&(r as u16)) && (!on || two_bits(g.pos(r, v))))
            .map(|r| Cause::Region(r, v))
    }

    /// SE's rule parents of a step whose chains end at `targets` (each
    /// with whether it is walked reversed, on and off swapped, as the
    /// second chain of a cycle): the candidates of the grid the enclosing
    /// chain started from that it removed and that turned on a potential
    /// of the chains; with what tells the step apart from other nested
    /// chains.
    fn collected(
        &mut self,
        g: &SeGrid,
        targets: &[(u32, bool)],
        source: Option<Cause>,
    ) -> Collected {
        let mut parents: Vec<(usize, u8)> = Vec::new();
        let mut sign = Vec::new();
        for &(target, reversed) in targets {
            let mut keys = Vec::new();
            for p in self.chain(target) {
                let key = self.nodes[p as usize].key;
                keys.push(key ^ reversed as u32);
                let on = (key & 1 == 1) != reversed;
                let is_source = self.parents_of(p).is_empty();
                let cause = if is_source { source } else { self.cause(g, p) };
                if let (true, Some(cause)) = (on, cause) {
                    let gone: Vec<(usize, u8)> = match cause {
                        Cause::Cell(c) => symbols(c, self.init[c] & !g.cand[c]),
                        Cause::Region(r, v) => g.regions[r]
                            .iter()
                            .map(|&c| c as usize)
                            .filter(|&c| self.init[c] >> (v - 1) & 1 == 1 && !g.has(c, v))
                            .map(|c| (c, v))
                            .collect(),
                    };
                    for x in gone {
                        if !parents.contains(&x) {
                            parents.push(x);
                        }
                    }
                }
            }
            keys.sort_unstable();
            sign.push(u32::MAX);
            sign.push(self.nodes[target as usize].key ^ reversed as u32);
            sign.extend(keys);
        }
        (parents, sign)
    }

    /// Assumes `cell` = `v` and then not: contradictions (with
    /// `contradiction`) and what both assumptions agree on (with
    /// `double`). Returns what the assumption "on" turns on and off.
    #[allow(clippy::too_many_arguments)]
    fn binary(
        &mut self,
        g: &SeGrid,
        mode: Mode,
        cell: usize,
        v: u8,
        double: bool,
        contradiction: bool,
        found: &mut Vec<Found>,
    ) -> (Vec<u32>, Vec<u32>) {
        let on_key = self.key(cell, v, true);
        let p_on = self.new_node(on_key, &[]);
        let (mut on_on, mut on_off) = (vec![p_on], Vec::new());
        let absurd = self.chaining(g, mode, &mut on_on, &mut on_off);
        let name = if mode.nishio {
            "Nishio Forcing Chains"
        } else {
            "Dynamic Contradiction Forcing Chains"
        };
        if let (true, Some((a, b))) = (contradiction, absurd) {
            found.extend(self.reduction(g, mode, on_key ^ 1, &[a, b], name, 7, None));
        }
        if !double && !contradiction {
            return (on_on, on_off);
        }
        let p_off = self.new_node(on_key ^ 1, &[]);
        let (mut off_on, mut off_off) = (Vec::new(), vec![p_off]);
        let absurd = self.chaining(g, mode, &mut off_on, &mut off_off);
        if let (true, Some((a, b))) = (contradiction, absurd) {
            found.extend(self.reduction(g, mode, on_key, &[a, b], name, 7, None));
        }
        if double {
            let name = "Dynamic Double Forcing Chains";
            for (from_on, from_off) in [(&on_on, &off_on), (&on_off, &off_off)] {
                for &a in from_on {
                    let key = self.nodes[a as usize].key;
                    if let Some(b) = self.find(from_off, key) {
                        found.extend(self.reduction(g, mode, key, &[a, b], name, 1, None));
                    }
                }
            }
        }
        (on_on, on_off)
    }

    /// Region forcing chains: every place of `v` in a region of `cell`
    /// (met first at `cell`) leads to the same potential.
    #[allow(clippy::too_many_arguments)]
    fn regions(
        &mut self,
        g: &SeGrid,
        mode: Mode,
        cell: usize,
        v: u8,
        on_on: &[u32],
        on_off: &[u32],
        found: &mut Vec<Found>,
    ) {
        for kind in [BLOCK, ROW, COL] {
            let r = g.region_of[cell][kind] as usize;
            let places: Vec<usize> = g.regions[r]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.has(c, v))
                .collect();
            if !(places.len() == 2 || (mode.multiple && places.len() > 2)) || places[0] != cell {
                continue;
            }
            let mut outcomes_on = vec![on_on.to_vec()];
            let mut outcomes_off = vec![on_off.to_vec()];
            let mut region_on = on_on.to_vec();
            let mut region_off = on_off.to_vec();
            for &other in &places[1..] {
                let node = self.new_node(self.key(other, v, true), &[]);
                let (mut o_on, mut o_off) = (vec![node], Vec::new());
                self.chaining(g, mode, &mut o_on, &mut o_off);
                self.retain(&mut region_on, &o_on);
                self.retain(&mut region_off, &o_off);
                outcomes_on.push(o_on);
                outcomes_off.push(o_off);
            }
            let name = if Self::prefix(mode) {
                "Dynamic Region Forcing Chains"
            } else {
                "Region Forcing Chains"
            };
            for (targets, outcomes) in [(region_on, &outcomes_on), (region_off, &outcomes_off)] {
                for t in targets {
                    let key = self.nodes[t as usize].key;
                    let chains: Vec<u32> = outcomes
                        .iter()
                        .map(|set| self.find(set, key).expect("in every branch"))
                        .collect();
                    if let Some(f) =
                        self.reduction(g, mode, key, &chains, name, 6, Some(Cause::Region(r, v)))
                    {
                        found.push(f);
                    }
                }
            }
        }
    }
}

/// The buffers of one search.
#[derive(Default)]
struct Buffers {
    pending_on: Queue,
    pending_off: Queue,
    out: Vec<u32>,
    on_list: Vec<u32>,
    off_list: Vec<u32>,
}

/// A queue of potentials for one search: each is taken once, and the
/// whole is cleared before the next search (cheaper than a ring buffer).
#[derive(Default)]
struct Queue {
    items: Vec<u32>,
    head: usize,
}

impl Queue {
    fn clear(&mut self) {
        self.items.clear();
        self.head = 0;
    }

    fn is_empty(&self) -> bool {
        self.head == self.items.len()
    }

    fn push_back(&mut self, id: u32) {
        self.items.push(id);
    }

    fn pop_front(&mut self) -> Option<u32> {
        let id = self.items.get(self.head).copied();
        self.head += id.is_some() as usize;
        id
    }

    fn extend(&mut self, ids: impl IntoIterator<Item = u32>) {
        self.items.extend(ids);
    }
}

/// The links of each potential of a grid, made once for the searches that
/// do not change its candidates ([`Chainer::make_links`]).
#[derive(Default)]
struct Links {
    /// Whether they hold for the grid searched.
    ready: bool,
    /// The keys linked to, each potential's in a range.
    keys: Vec<u32>,
    /// The range of each potential's key, `[start, split, end)`: the links
    /// within its cell (Y links) before `split`, those within its regions
    /// after.
    at: Vec<[u32; 3]>,
}

impl Links {
    /// The indices in `keys` of what the potential `key` on turns off,
    /// with Y links or not.
    fn on_to_off(&self, key: u32, y: bool) -> std::ops::Range<usize> {
        let [start, split, end] = self.at[key as usize];
        (if y { start } else { split }) as usize..end as usize
    }

    /// The indices in `keys` of what the potential `key` off turns on,
    /// through the links allowed.
    fn off_to_on(&self, key: u32, y: bool, x: bool) -> std::ops::Range<usize> {
        let [start, split, end] = self.at[key as usize];
        let from = if y { start } else { split };
        let to = if x { end } else { split };
        from as usize..to as usize
    }
}

/// A rule a nested chain asked and what it found.
type Asked = (Rule, Rc<[Derived]>);

/// A rule a nested chain asks ([`Chainer::derive`]): the basic ones
/// ([`advanced::basic`]) or a chaining family (`None`: forcing chains and
/// cycles).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    Basic,
    Chains(Option<Mode>),
}

/// Why a potential of a chain is what it is, as SE records it for the
/// rule parents of a nested chain.
#[derive(Clone, Copy)]
enum Cause {
    /// The cell's other candidates (a naked single).
    Cell(usize),
    /// The symbol's other places in the region (a hidden single).
    Region(usize, u8),
}

/// What a conclusion removes, and the value it places if any.
type Conclusion = (Vec<(usize, u8)>, Option<(usize, u8)>);

/// What a search from one assumption must beat: the cheapest step found
/// so far, against the lowest base score of the chains it can find.
#[derive(Clone, Copy)]
struct Bound {
    base: f64,
    best: Option<(f64, usize)>,
    /// The most potentials a step may have and not score worse.
    most: usize,
}

impl Bound {
    fn new(base: f64, best: Option<(f64, usize)>) -> Bound {
        // Whether a step of `complexity` potentials scores worse than the
        // best: once so, so with more (links grow complexity and score).
        let worse = |complexity: usize| {
            best.is_some_and(|(rating, c)| {
                let r = base + length_bonus(complexity);
                r > rating || (r == rating && complexity > c)
            })
        };
        let most = if best.is_none() {
            usize::MAX
        } else if worse(1) {
            0
        } else {
            // The last complexity not worse, between one that is not and
            // one that is.
            let (mut lo, mut hi) = (1, 2);
            while !worse(hi) {
                (lo, hi) = (hi, hi * 2);
            }
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                if worse(mid) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            lo
        };
        Bound { base, best, most }
    }

    /// Whether every step of at least `complexity` potentials scores worse
    /// than the best so far.
    #[inline]
    fn beaten(self, complexity: usize) -> bool {
        complexity > self.most
    }
}

/// Keeps the cheaper of `best` and `f` as SE sorts them (score, then
/// complexity, then kind); the first found on a tie.
fn keep_cheapest(best: &mut Option<Found>, f: Found) {
    let better = match best {
        None => true,
        Some(b) => {
            (f.hint.rating, f.complexity, f.sort_key) < (b.hint.rating, b.complexity, b.sort_key)
        }
    };
    if better {
        *best = Some(f);
    }
}
