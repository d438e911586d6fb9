use sudoku_press::symmetry::Symmetry;
use sudoku_press::{
    Shape,
    fill::Filler,
    grid::Grid,
    logic::{Grader, Level},
    rng,
    solver::Solver,
};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let shape: Shape = args[1].parse().unwrap();
    let runs: u64 = args[2].parse().unwrap();
    let mut filler = Filler::new(shape);
    let mut solver = Solver::new(shape);
    let mut grader = Grader::new(shape);
    let orbits = Symmetry::Rot180.orbits(shape.side());
    // clues -> list of (effort, ladder level)
    let mut by: std::collections::BTreeMap<usize, Vec<(f32, Level)>> = Default::default();
    for i in 0..runs {
        let mut r = rng::stream(7, i);
        let sol = filler.fill(&mut r);
        let mut cells = sol.cells().to_vec();
        let mut order: Vec<usize> = (0..orbits.len()).collect();
        rng::shuffle(&mut r, &mut order);
        for &o in &order {
            let saved: Vec<u8> = orbits[o].iter().map(|&c| cells[c]).collect();
            for &c in &orbits[o] {
                cells[c] = 0;
            }
            let g = Grid::from_cells(shape, cells.clone()).unwrap();
            if solver.count(&g, 2).count != 1 {
                for (k, &c) in orbits[o].iter().enumerate() {
                    cells[c] = saved[k];
                }
                continue;
            }
            let grade = grader.solve(&cells, Level::Master, false).unwrap();
            if grade.level > Level::Easy {
                continue;
            }
            let e = grader.effort(&cells).unwrap();
            let clues = cells.iter().filter(|&&v| v != 0).count();
            by.entry(clues).or_default().push((e, grade.level));
        }
    }
    for (clues, v) in &by {
        let mut es: Vec<f32> = v.iter().map(|x| x.0).collect();
        es.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let beg = v.iter().filter(|x| x.1 == Level::Beginner).count();
        println!(
            "{clues:3} n={:5} beg={:5} effort p10 {:6.1} p50 {:6.1} p90 {:6.1} max {:6.1}",
            v.len(),
            beg,
            es[es.len() / 10],
            es[es.len() / 2],
            es[es.len() * 9 / 10],
            es[es.len() - 1]
        );
    }
}
