//! Many puzzles of one run on several threads, handed out in index order:
//! puzzle `i` of seed `s` comes from its own random stream
//! ([`rng::stream`]`(s, i)`), so a run gives the same puzzles whatever the
//! number of threads, and a range of indices (`--start`) makes exactly
//! that part of a larger run.
//!
//! ```
//! use sudoku_press::batch::carve_batch;
//! use sudoku_press::carve::CarveOptions;
//! use sudoku_press::Shape;
//!
//! let shape = Shape::conventional(6).unwrap();
//! let opts = CarveOptions::default();
//! let mut one = Vec::new();
//! carve_batch(shape, &opts, 7, 0..6, 1, |_, c| Ok::<_, ()>(one.push(c.puzzle.clone()))).unwrap();
//! let mut two = Vec::new();
//! carve_batch(shape, &opts, 7, 0..6, 2, |_, c| Ok::<_, ()>(two.push(c.puzzle.clone()))).unwrap();
//! assert_eq!(one, two);
//! // Puzzles 3 to 5 alone are the same as in the whole run.
//! let mut part = Vec::new();
//! carve_batch(shape, &opts, 7, 3..6, 2, |_, c| Ok::<_, ()>(part.push(c.puzzle.clone()))).unwrap();
//! assert_eq!(part, one[3..]);
//! ```

use crate::carve::{CarveError, CarveOptions, Carved, Carver};
use crate::rng;
use crate::shape::Shape;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

/// Why a batch stopped.
#[derive(Debug)]
pub enum BatchError<E> {
    /// Puzzle `index` could not be carved (or, at the first index, the
    /// options cannot be met at all).
    Carve {
        /// The puzzle's index in the run.
        index: u64,
        /// Why.
        error: CarveError,
    },
    /// The caller's `emit` failed.
    Emit(E),
}

impl<E: fmt::Display> fmt::Display for BatchError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::Carve { index, error } => write!(f, "puzzle {}: {error}", index + 1),
            BatchError::Emit(e) => write!(f, "{e}"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for BatchError<E> {}

/// Carves puzzles `indices` of the run of `seed` on `threads` threads
/// (on the caller's alone for one or none) and hands each to `emit` in
/// index order, with its index.
/// Stops at the first puzzle that cannot be carved or the first error of
/// `emit`; the threads stop soon after.
pub fn carve_batch<E>(
    shape: Shape,
    opts: &CarveOptions,
    seed: u64,
    indices: Range<u64>,
    threads: usize,
    mut emit: impl FnMut(u64, &Carved) -> Result<(), E>,
) -> Result<(), BatchError<E>> {
    opts.check(shape).map_err(|error| BatchError::Carve {
        index: indices.start,
        error,
    })?;
    if threads <= 1 {
        // One thread: carve and emit in turn here, with no worker to
        // wake for each puzzle.
        let mut carver = Carver::new(shape, opts.clone()).map_err(|error| BatchError::Carve {
            index: indices.start,
            error,
        })?;
        for index in indices {
            let carved = carver
                .carve(&mut rng::stream(seed, index))
                .map_err(|error| BatchError::Carve { index, error })?;
            emit(index, &carved).map_err(BatchError::Emit)?;
        }
        return Ok(());
    }
    let next = AtomicU64::new(indices.start);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(u64, Result<Carved, CarveError>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let Ok(mut carver) = Carver::new(shape, opts.clone()) else {
                    return;
                };
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= indices.end {
                        break;
                    }
                    let result = carver.carve(&mut rng::stream(seed, index));
                    if tx.send((index, result)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Puzzles finished out of order wait here for those before them.
        let mut pending = BTreeMap::new();
        let mut want = indices.start;
        let outcome = (|| {
            for (index, result) in rx.iter() {
                pending.insert(index, result);
                while let Some(result) = pending.remove(&want) {
                    let carved =
                        result.map_err(|error| BatchError::Carve { index: want, error })?;
                    emit(want, &carved).map_err(BatchError::Emit)?;
                    want += 1;
                }
            }
            Ok(())
        })();
        stop.store(true, Ordering::Relaxed);
        outcome
    })
}
