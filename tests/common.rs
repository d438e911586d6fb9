//! Checks written without the library's solver or house tables, so that a
//! bug there cannot hide itself.

use sudoku_press::{Grid, Shape};

/// Whether `cells` is a complete valid grid of `shape`, by direct counting.
pub fn is_valid_solution(shape: Shape, cells: &[u8]) -> bool {
    let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
    if cells.len() != n * n || cells.iter().any(|&v| v == 0 || v as usize > n) {
        return false;
    }
    for i in 0..n {
        let mut row = vec![false; n + 1];
        let mut col = vec![false; n + 1];
        let mut bx = vec![false; n + 1];
        for j in 0..n {
            let r = cells[i * n + j] as usize;
            let c = cells[j * n + i] as usize;
            // Box i: box row i / H... boxes are W wide, H tall; H boxes across.
            let (br, bc) = (i / h, i % h);
            let (y, x) = (br * h + j / w, bc * w + j % w);
            let b = cells[y * n + x] as usize;
            if row[r] || col[c] || bx[b] {
                return false;
            }
            row[r] = true;
            col[c] = true;
            bx[b] = true;
        }
    }
    true
}

/// Whether `solution` keeps every clue of `puzzle`.
pub fn keeps_clues(puzzle: &Grid, solution: &[u8]) -> bool {
    puzzle
        .cells()
        .iter()
        .zip(solution)
        .all(|(&p, &s)| p == 0 || p == s)
}

/// Counts solutions up to `limit` by backtracking over candidate masks, with
/// the plainest propagation that keeps large grids quick: naked and hidden
/// singles and locked candidates (a symbol confined to one line of a box, or
/// one box of a line), repeated until nothing changes, then a branch on a
/// cell with the fewest candidates. Written from the rules alone, without
/// the library's solver or house tables.
pub fn naive_count(shape: Shape, cells: &[u8], limit: usize) -> usize {
    let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
    if cells.len() != n * n {
        return 0;
    }
    let houses_of = |cell: usize| {
        let (r, c) = (cell / n, cell % n);
        [r, n + c, 2 * n + (r / h) * h + c / w]
    };
    let mut house_cells = vec![Vec::with_capacity(n); 3 * n];
    for cell in 0..n * n {
        for k in houses_of(cell) {
            house_cells[k].push(cell);
        }
    }
    let peers: Vec<Vec<usize>> = (0..n * n)
        .map(|cell| {
            let mine = houses_of(cell);
            (0..n * n)
                .filter(|&p| p != cell && houses_of(p).iter().zip(&mine).any(|(a, b)| a == b))
                .collect()
        })
        .collect();
    let t = Tables {
        n,
        houses_of: &houses_of,
        house_cells: &house_cells,
        peers: &peers,
    };
    let all = ((1u64 << (n + 1)) - 2) as u32;
    let mut state = State {
        cand: vec![all; n * n],
        val: vec![0; n * n],
    };
    for (cell, &v) in cells.iter().enumerate() {
        if v != 0 && (v as usize > n || !state.assign(&t, cell, v)) {
            return 0;
        }
    }
    let mut count = 0;
    search(&t, state, limit, &mut count);
    count
}

struct Tables<'a> {
    n: usize,
    houses_of: &'a dyn Fn(usize) -> [usize; 3],
    house_cells: &'a [Vec<usize>],
    peers: &'a [Vec<usize>],
}

#[derive(Clone)]
struct State {
    /// Candidates of each cell, bit `v` for symbol `v`.
    cand: Vec<u32>,
    /// Values, 0 while empty.
    val: Vec<u8>,
}

impl State {
    /// Sets `cell` to `v` and removes `v` from its peers; false on a clash.
    fn assign(&mut self, t: &Tables, cell: usize, v: u8) -> bool {
        if self.val[cell] != 0 {
            return self.val[cell] == v;
        }
        if self.cand[cell] & 1 << v == 0 {
            return false;
        }
        self.val[cell] = v;
        self.cand[cell] = 1 << v;
        for &p in &t.peers[cell] {
            if self.val[p] == v {
                return false;
            }
            self.cand[p] &= !(1 << v);
        }
        true
    }

    /// Singles and locked candidates until nothing changes; false when a
    /// cell or a house runs out of options.
    fn propagate(&mut self, t: &Tables) -> bool {
        let n = t.n;
        loop {
            let mut changed = false;
            for cell in 0..n * n {
                if self.val[cell] != 0 {
                    continue;
                }
                let m = self.cand[cell];
                if m == 0 {
                    return false;
                }
                if m.count_ones() == 1 {
                    if !self.assign(t, cell, m.trailing_zeros() as u8) {
                        return false;
                    }
                    changed = true;
                }
            }
            for k in 0..3 * n {
                for v in 1..=n as u8 {
                    let bit = 1u32 << v;
                    if t.house_cells[k].iter().any(|&c| self.val[c] == v) {
                        continue;
                    }
                    let mut count = 0;
                    let mut first = 0;
                    // Per slot, the one house all places share so far.
                    let mut shared = [usize::MAX; 3];
                    for &c in &t.house_cells[k] {
                        if self.cand[c] & bit == 0 {
                            continue;
                        }
                        let hs = (t.houses_of)(c);
                        if count == 0 {
                            first = c;
                            shared = hs;
                        } else {
                            for slot in 0..3 {
                                if shared[slot] != hs[slot] {
                                    shared[slot] = usize::MAX;
                                }
                            }
                        }
                        count += 1;
                    }
                    match count {
                        0 => return false,
                        1 => {
                            if !self.assign(t, first, v) {
                                return false;
                            }
                            changed = true;
                            continue;
                        }
                        _ => {}
                    }
                    // All places in one other house (a line of a box, or
                    // the box of a line): the symbol leaves the rest of it.
                    for other in shared {
                        if other == k || other == usize::MAX {
                            continue;
                        }
                        for &c in &t.house_cells[other] {
                            if self.val[c] == 0
                                && self.cand[c] & bit != 0
                                && !(t.houses_of)(c).contains(&k)
                            {
                                self.cand[c] &= !bit;
                                changed = true;
                            }
                        }
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }
}

fn search(t: &Tables, mut state: State, limit: usize, count: &mut usize) {
    if !state.propagate(t) {
        return;
    }
    // The tightest choice: a cell with the fewest candidates, or a house
    // and symbol with the fewest places.
    let n = t.n;
    let mut best: Vec<(usize, u8)> = Vec::new();
    let mut best_len = usize::MAX;
    for cell in 0..n * n {
        let k = state.cand[cell].count_ones() as usize;
        if state.val[cell] == 0 && k < best_len {
            best_len = k;
            best = (1..=n as u8)
                .filter(|&v| state.cand[cell] & 1 << v != 0)
                .map(|v| (cell, v))
                .collect();
        }
    }
    if best_len == usize::MAX {
        *count += 1;
        return;
    }
    for k in 0..3 * n {
        for v in 1..=n as u8 {
            let places = t.house_cells[k]
                .iter()
                .filter(|&&c| state.val[c] == 0 && state.cand[c] & 1 << v != 0)
                .count();
            if places >= 2 && places < best_len {
                best_len = places;
                best = t.house_cells[k]
                    .iter()
                    .filter(|&&c| state.val[c] == 0 && state.cand[c] & 1 << v != 0)
                    .map(|&c| (c, v))
                    .collect();
            }
        }
    }
    for (cell, v) in best {
        if *count >= limit {
            return;
        }
        let mut child = state.clone();
        if child.assign(t, cell, v) {
            search(t, child, limit, count);
        }
    }
}

/// `sudoku-press ARGS` run in `dir`: its exit code (-1 when killed by a
/// signal), standard output and standard error.
pub fn press(dir: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-press"))
        .env("PAPERSIZE", "a4")
        .env("LC_ALL", "C")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs a tool; its exit code and standard output.
pub fn tool(dir: &std::path::Path, name: &str, args: &[&str]) -> (i32, String) {
    let out = std::process::Command::new(name)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {name} ({e}): install poppler-utils and qpdf (.ci/run does)")
        });
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// NanumGothic, from Debian's fonts-nanum (`.ci/run` installs it).
pub const NANUM: &str = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf";
/// Noto Sans CJK, from Debian's fonts-noto-cjk (`.ci/run` installs it).
pub const NOTO_CJK: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/// Fails, naming the package, unless the system fonts the language tests
/// set their texts in are installed.
pub fn require_system_fonts() {
    for (font, package) in [(NANUM, "fonts-nanum"), (NOTO_CJK, "fonts-noto-cjk")] {
        assert!(
            std::path::Path::new(font).exists(),
            "{font} is missing: install {package} (.ci/run does)"
        );
    }
}

/// Samples of the public data sets, in `tests/data` (see its README).
pub fn data_file(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

#[test]
fn the_checker_rejects_what_it_should() {
    let shape = Shape::new(3, 2).unwrap();
    // A valid 6x6 with 3x2 boxes.
    let good: Vec<u8> = "123456456123231564564231312645645312"
        .bytes()
        .map(|b| b - b'0')
        .collect();
    assert!(is_valid_solution(shape, &good));
    // The same grid is not valid with 2x3 boxes.
    assert!(!is_valid_solution(Shape::new(2, 3).unwrap(), &good));
    let mut bad = good.clone();
    bad.swap(0, 1);
    assert!(!is_valid_solution(shape, &bad));
    assert_eq!(naive_count(shape, &good, 2), 1);
    assert_eq!(naive_count(shape, &[0; 36], 10), 10);
}

/// `cargo xtask ARGS`, building in `build` (a target folder of its own:
/// the test run holds the main one); fails with what it said.
pub fn cargo_xtask(args: &[&std::ffi::OsStr], build: &std::path::Path) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = std::process::Command::new(cargo)
        .arg("xtask")
        .args(args)
        .current_dir(root)
        .env("CARGO_TARGET_DIR", build)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo xtask {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}
