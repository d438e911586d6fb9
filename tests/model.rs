//! The model of a puzzle's rules (cells, symbols, shapes, canvases,
//! regions, cages, relations, variants, layouts, house tables, grids) sits at the bottom of the
//! crate: its files import one another one way, and nothing above them
//! (words, logic, sheets), read from the sources themselves.

use std::collections::BTreeMap;

/// The model's files, under `src/`.
const MODEL: [&str; 11] = [
    "cell",
    "symbol",
    "shape",
    "canvas",
    "regions",
    "cages",
    "relations",
    "variant",
    "layout",
    "houses",
    "grid",
];

/// What the model may use beside itself: value-stable randomness.
const BELOW: [&str; 1] = ["rng"];

/// The crate modules a file names outside comments and its tests.
fn imports(name: &str) -> Vec<String> {
    let path = format!("{}/src/{name}.rs", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let code = text.split("#[cfg(test)]").next().unwrap();
    let mut out: Vec<String> = Vec::new();
    for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (at, _) in line.match_indices("crate::") {
            let rest = &line[at + "crate::".len()..];
            let module: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            if !module.is_empty() && !out.contains(&module) && module != name {
                out.push(module);
            }
        }
    }
    out
}

#[test]
fn the_model_imports_one_way_and_nothing_above_it() {
    let graph: BTreeMap<&str, Vec<String>> = MODEL.iter().map(|&m| (m, imports(m))).collect();
    for (file, uses) in &graph {
        for u in uses {
            assert!(
                MODEL.contains(&u.as_str()) || BELOW.contains(&u.as_str()),
                "src/{file}.rs uses crate::{u}, which is above the model"
            );
        }
    }
    // Peel the files that use no file still left: a circle leaves some.
    let mut left: Vec<&str> = MODEL.to_vec();
    while !left.is_empty() {
        let free: Vec<&str> = left
            .iter()
            .copied()
            .filter(|f| graph[f].iter().all(|u| !left.contains(&u.as_str())))
            .collect();
        assert!(
            !free.is_empty(),
            "the model's files import one another in a circle among {left:?}: {:?}",
            left.iter().map(|f| (f, &graph[f])).collect::<Vec<_>>()
        );
        left.retain(|f| !free.contains(f));
    }
    // The reading itself sees imports.
    assert!(graph["houses"].contains(&"layout".to_string()));
    assert!(graph["layout"].contains(&"relations".to_string()));
}
