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

/// Counts solutions up to `limit` by plain backtracking: the empty cell with
/// the fewest candidates, candidates from row, column and box masks.
pub fn naive_count(shape: Shape, cells: &[u8], limit: usize) -> usize {
    let (w, h, n) = (shape.box_width(), shape.box_height(), shape.side());
    let box_of = |cell: usize| (cell / n / h) * h + (cell % n) / w;
    let mut rows = vec![0u32; n];
    let mut cols = vec![0u32; n];
    let mut boxes = vec![0u32; n];
    let mut grid = cells.to_vec();
    for (cell, &v) in cells.iter().enumerate() {
        if v != 0 {
            let bit = 1u32 << v;
            let (r, c, b) = (cell / n, cell % n, box_of(cell));
            if (rows[r] | cols[c] | boxes[b]) & bit != 0 {
                return 0;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
    }
    let all = ((1u64 << (n + 1)) - 2) as u32;
    let mut count = 0;
    #[allow(clippy::too_many_arguments)]
    fn rec(
        grid: &mut [u8],
        n: usize,
        all: u32,
        box_of: &dyn Fn(usize) -> usize,
        masks: &mut [Vec<u32>; 3],
        count: &mut usize,
        limit: usize,
    ) {
        let mut best: Option<(usize, u32)> = None;
        for (cell, &v) in grid.iter().enumerate() {
            if v == 0 {
                let (r, c, b) = (cell / n, cell % n, box_of(cell));
                let free = all & !(masks[0][r] | masks[1][c] | masks[2][b]);
                if best.is_none_or(|(_, m)| free.count_ones() < m.count_ones()) {
                    best = Some((cell, free));
                    if free.count_ones() <= 1 {
                        break;
                    }
                }
            }
        }
        let Some((cell, mut free)) = best else {
            *count += 1;
            return;
        };
        let (r, c, b) = (cell / n, cell % n, box_of(cell));
        while free != 0 && *count < limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            grid[cell] = bit.trailing_zeros() as u8;
            masks[0][r] |= bit;
            masks[1][c] |= bit;
            masks[2][b] |= bit;
            rec(grid, n, all, box_of, masks, count, limit);
            masks[0][r] &= !bit;
            masks[1][c] &= !bit;
            masks[2][b] &= !bit;
        }
        grid[cell] = 0;
    }
    let mut masks = [rows, cols, boxes];
    rec(&mut grid, n, all, &box_of, &mut masks, &mut count, limit);
    count
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
