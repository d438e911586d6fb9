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

/// Counts solutions up to `limit` by plain backtracking. Each node branches
/// on the tightest choice: the empty cell with the fewest candidates, or the
/// symbol with the fewest places left in a row, column or box (without the
/// second, large grids that need hidden singles would take forever).
pub fn naive_count(shape: Shape, cells: &[u8], limit: usize) -> usize {
    let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
    if cells.len() != n * n {
        return 0;
    }
    // House k: rows 0..n, columns n..2n, boxes 2n..3n; its cells in order.
    let mut house_cells = vec![Vec::with_capacity(n); 3 * n];
    for cell in 0..n * n {
        let (r, c) = (cell / n, cell % n);
        house_cells[r].push(cell);
        house_cells[n + c].push(cell);
        house_cells[2 * n + (r / h) * h + c / w].push(cell);
    }
    let houses_of = |cell: usize| {
        let (r, c) = (cell / n, cell % n);
        [r, n + c, 2 * n + (r / h) * h + c / w]
    };
    let mut used = vec![0u32; 3 * n];
    for (cell, &v) in cells.iter().enumerate() {
        if v != 0 {
            let bit = 1u32 << v;
            if houses_of(cell).iter().any(|&k| used[k] & bit != 0) {
                return 0;
            }
            for k in houses_of(cell) {
                used[k] |= bit;
            }
        }
    }
    struct Search<'a> {
        n: usize,
        grid: Vec<u8>,
        used: Vec<u32>,
        house_cells: &'a [Vec<usize>],
        houses_of: &'a dyn Fn(usize) -> [usize; 3],
        count: usize,
        limit: usize,
    }
    impl Search<'_> {
        fn free(&self, cell: usize) -> u32 {
            let all = ((1u64 << (self.n + 1)) - 2) as u32;
            let [a, b, c] = (self.houses_of)(cell);
            all & !(self.used[a] | self.used[b] | self.used[c])
        }
        fn set(&mut self, cell: usize, v: u8) {
            self.grid[cell] = v;
            for k in (self.houses_of)(cell) {
                self.used[k] ^= 1 << v;
            }
        }
        fn rec(&mut self) {
            // The tightest choice: an empty cell, or a house and a symbol
            // it lacks, with the fewest options.
            let cells = self.n * self.n;
            let mut free = vec![0u32; cells];
            let mut best: Option<(u32, usize, u8)> = None; // (options, cell or house, symbol)
            for (cell, f) in free.iter_mut().enumerate() {
                if self.grid[cell] != 0 {
                    continue;
                }
                *f = self.free(cell);
                let k = f.count_ones();
                if best.is_none_or(|b| k < b.0) {
                    best = Some((k, cell, 0));
                }
            }
            let Some(mut best) = best else {
                self.count += 1;
                return;
            };
            if best.0 > 1 {
                for k in 0..3 * self.n {
                    for v in 1..=self.n as u8 {
                        if self.used[k] >> v & 1 != 0 {
                            continue;
                        }
                        let options = self.house_cells[k]
                            .iter()
                            .filter(|&&c| free[c] >> v & 1 != 0)
                            .count() as u32;
                        if options < best.0 {
                            best = (options, k, v);
                        }
                    }
                }
            }
            let choices: Vec<(usize, u8)> = match best {
                (_, cell, 0) => (1..=self.n as u8)
                    .filter(|&v| free[cell] >> v & 1 != 0)
                    .map(|v| (cell, v))
                    .collect(),
                (_, k, v) => self.house_cells[k]
                    .iter()
                    .filter(|&&c| free[c] >> v & 1 != 0)
                    .map(|&c| (c, v))
                    .collect(),
            };
            for (cell, v) in choices {
                if self.count >= self.limit {
                    break;
                }
                self.set(cell, v);
                self.rec();
                self.set(cell, v);
                self.grid[cell] = 0;
            }
        }
    }
    let mut search = Search {
        n,
        grid: cells.to_vec(),
        used,
        house_cells: &house_cells,
        houses_of: &houses_of,
        count: 0,
        limit,
    };
    search.rec();
    search.count
}

/// The public data sets live beside the project, in `../shared/data`.
pub fn data_file(name: &str) -> String {
    let path = format!("{}/../shared/data/{name}", env!("CARGO_MANIFEST_DIR"));
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
