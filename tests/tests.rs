//! Integration tests: one binary, one module per area.

// An independent rule checker and a plain backtracking counter.
mod common;
// The command line, run as a real binary: commands, exit codes, bad input.
mod cli;
// Every public puzzle set solved; solutions valid and keeping the clues.
mod data_sets;
// Carved puzzles on every shape and level: unique, graded, symmetric, minimal.
mod generate;
// Random fills on every shape, and a pinned golden grid.
mod fill;
// The logical solver: easy puzzles rate easy; every step sound.
mod logic;
// Scores against Sudoku Explainer's own, level by level.
mod explainer;
// The parser under random input (a proptest fuzz target) and round trips.
mod parser;
// The generic solver on once-slow puzzles (restarts).
mod solver;
// Sheets and books in every language of the table, read back with pdftotext.
mod lang;
// Books from TOML files: trim, mirrored margins, contents, outline, fonts, booklets, bad files.
mod book;
// PDF sheets through qpdf and poppler: structure, fonts, pages, captions, keys.
mod pdf;
// Every shape through every output format and back; golden puzzles per generator version.
mod roundtrip;
// What -o names is never destroyed; closed or full streams; refusals before any work.
mod output;
// Fonts are inputs; endless, huge and random inputs refused at once; time budgets kept.
mod bounds;
// 4x4 and 6x6 levels: unique, rated back, fewer clues and more effort level by level.
mod levels;
// Outputs of many runs pinned by hash: code moves keep every byte.
mod corpus;
// X, hyper and jigsaw layouts filled and counted against the rules.
mod variants;
// Killer cages and the killer solver counted against the rules.
mod killer;
// The model's files import one another one way, nothing above them.
mod model;
// Samurai: every grid obeyed, unique, rated back, read back, hinted, printed.
mod samurai;
// Variants of marks between cells: every rule kept, unique, rated back, read back, checked.
mod marks;
// The web page's server over HTTP and the page in chromium (WebDriver).
mod web;
// The server under a hostile network: held connections, endless headers, refusals in JSON.
mod network;
// The browser edition: the static site of `cargo xtask site`, in chromium.
mod site;
// The release's builds: Windows under Wine, static Linux (musl), the Debian package.
mod dist;
