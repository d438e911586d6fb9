//! The server's work: sheets and puzzles made off the async threads, no
//! more at once than the machine has cores (a request waits a little for
//! its turn, then is told to come back), with the last sheets and the
//! games being played kept in bounded stores.

use super::super::generate::{self, MadeSheet};
use super::super::inspect::{Budget, Unsettled, unique_solution};
use super::query::CommandLine;
use super::reply::Refusal;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use sudoku_press::deadline::Deadline;
use sudoku_press::lang::Lang;
use sudoku_press::logic::{Grader, Level, Stopped};
use sudoku_press::play::Game;
use sudoku_press::solver::Solver;
use tokio::sync::Semaphore;

/// The most puzzles one request makes (the command line makes more).
pub const MAX_PUZZLES: u64 = 100;
/// How long a request may take to make its puzzles, beyond which it gives
/// up (a puzzle's own budget is its time budget).
pub const REQUEST_BUDGET: Duration = Duration::from_secs(60);
/// How long a typed puzzle may take to be found unique and graded.
const TYPED_BUDGET: Duration = Duration::from_secs(10);
/// What a 503's Retry-After says, in seconds.
pub const RETRY_AFTER: u64 = 5;
/// Sheets kept for their pages and PDF.
const SHEETS_KEPT: usize = 16;
/// Games kept for Hint and Check.
const GAMES_KEPT: usize = 1024;
/// Set codes of the sheets made, kept to load a printed puzzle in Play.
const CODES_KEPT: usize = 4096;
/// The id of a puzzle typed in: this, then its line.
pub const TYPED: &str = "p-";

/// The server's shared state.
pub struct Work {
    turns: Arc<Semaphore>,
    /// How long a request waits for a turn.
    wait: Duration,
    /// How long a request's body may take to arrive.
    body_timeout: Duration,
    threads: usize,
    /// Whether more requests work at once than there are cores: then their
    /// threads run below the server's own.
    crowded: bool,
    sheets: Mutex<Kept<CommandLine, Arc<MadeSheet>>>,
    games: Mutex<Kept<String, Arc<Game>>>,
    /// The command line of each set code printed (`K7QF2`).
    codes: Mutex<Kept<String, CommandLine>>,
    /// Where the page is reached (`--play-url`), for its sheets' footers.
    play_url: Option<String>,
}

/// How much lower a job's thread runs than the server's (nice) when more
/// jobs run at once than there are cores: the server's own threads keep
/// answering, and a 503 comes after `--wait`, not later. (With a job a core
/// at most they share the cores: under the load test of BENCHMARKS.md, low
/// jobs made the slowest answers slower.)
#[cfg(target_os = "linux")]
const JOB_NICENESS: libc::c_int = 10;

/// Puts the calling thread (one of the blocking pool's, which only jobs
/// use) below the server's, once. Linux keeps a nice value a thread; where
/// it is the process's, the threads share as they are.
fn below_the_server() {
    #[cfg(target_os = "linux")]
    {
        thread_local!(static LOWERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
        LOWERED.with(|lowered| {
            if !lowered.replace(true) {
                // SAFETY: setpriority reads its integer arguments only; `0`
                // is the calling thread on Linux. A refusal leaves the
                // thread where it was, which is harmless.
                unsafe {
                    libc::setpriority(libc::PRIO_PROCESS, 0, JOB_NICENESS);
                }
            }
        });
    }
}

/// The classic puzzle of a text typed or pasted in: a line (`4.....8.5`,
/// 0 or `.` for empty) or a grid, of any box; one puzzle.
pub fn typed_grid(text: &str) -> Result<sudoku_press::grid::Grid, String> {
    let mut parsed = sudoku_press::format::parse_text(text, None).map_err(|e| e.to_string())?;
    let Some(p) = parsed.pop() else {
        return Err("no puzzle in it; type its rows, 0 or . for an empty cell".to_string());
    };
    if !parsed.is_empty() {
        return Err("several puzzles in it; type one".to_string());
    }
    if !p.grid.layout().is_classic() {
        return Err(
            "a puzzle typed in is a classic one; a variant loads by its set code or id".to_string(),
        );
    }
    Ok(p.grid)
}

/// A store of the last `cap` values put in, the oldest dropped first.
struct Kept<K, V> {
    cap: usize,
    items: VecDeque<(K, V)>,
}

impl<K: PartialEq, V: Clone> Kept<K, V> {
    fn new(cap: usize) -> Kept<K, V> {
        Kept {
            cap,
            items: VecDeque::new(),
        }
    }

    fn get(&self, key: &K) -> Option<V> {
        self.items
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }

    fn put(&mut self, key: K, value: V) {
        self.items.retain(|(k, _)| *k != key);
        if self.items.len() == self.cap {
            self.items.pop_front();
        }
        self.items.push_back((key, value));
    }
}

impl Work {
    /// Work of `jobs` requests at once, sharing `cores` (each carving on
    /// its share, at least one), a request waiting up to `wait` for its
    /// turn, its body arriving within `body_timeout`.
    /// `play_url` goes in its sheets' footers.
    pub fn new(
        jobs: usize,
        cores: usize,
        wait: Duration,
        body_timeout: Duration,
        play_url: Option<String>,
    ) -> Work {
        let threads = (cores / jobs).max(1);
        Work {
            turns: Arc::new(Semaphore::new(jobs)),
            wait,
            body_timeout,
            threads,
            crowded: jobs > cores,
            sheets: Mutex::new(Kept::new(SHEETS_KEPT)),
            games: Mutex::new(Kept::new(GAMES_KEPT)),
            codes: Mutex::new(Kept::new(CODES_KEPT)),
            play_url,
        }
    }

    /// A sheet's command line with the server's address to play at, unless
    /// it names one.
    pub fn with_play_url(&self, line: CommandLine) -> CommandLine {
        match &self.play_url {
            Some(url) if !line.has("play-url") => line.with("play-url", url),
            _ => line,
        }
    }

    /// A request's body, read whole within the body timeout (408 past it,
    /// 413 over the body limit).
    pub async fn read_body(&self, body: axum::body::Body) -> Result<axum::body::Bytes, Refusal> {
        use axum::http::StatusCode;
        let read = axum::body::to_bytes(body, super::MAX_BODY);
        match tokio::time::timeout(self.body_timeout, read).await {
            Err(_) => Err(Refusal::of(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request's body did not arrive within {} s",
                    self.body_timeout.as_secs_f64()
                ),
            )),
            Ok(Err(_)) => Err(Refusal::plain(StatusCode::PAYLOAD_TOO_LARGE)),
            Ok(Ok(bytes)) => Ok(bytes),
        }
    }

    /// A turn to work, once one is free; a 503 when none comes in time.
    /// The turn is the work's: it ends with the work, not with the request
    /// (a client that hangs up frees no turn while its work runs on).
    async fn turn(&self) -> Result<tokio::sync::OwnedSemaphorePermit, Refusal> {
        tokio::time::timeout(self.wait, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| Refusal::busy())?
            .map_err(|_| Refusal::busy())
    }

    /// Runs `job` on a blocking thread once a turn is free.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(usize) -> Result<T, Refusal> + Send + 'static,
    ) -> Result<T, Refusal> {
        let turn = self.turn().await?;
        let (threads, crowded) = (self.threads, self.crowded);
        tokio::task::spawn_blocking(move || {
            if crowded {
                below_the_server();
            }
            let result = job(threads);
            drop(turn);
            result
        })
        .await
        .map_err(|_| Refusal::internal("the work stopped unexpectedly"))?
    }

    /// The sheet of `line`, made or kept.
    pub async fn sheet(&self, line: CommandLine) -> Result<Arc<MadeSheet>, Refusal> {
        if let Some(s) = self.sheets.lock().expect("sheets lock").get(&line) {
            return Ok(s);
        }
        let args = line.parse().map_err(Refusal::bad)?;
        let made = self
            .run(move |threads| {
                generate::sheet_in_memory(
                    args,
                    threads,
                    MAX_PUZZLES,
                    Deadline::after(REQUEST_BUDGET),
                )
                .map_err(Refusal::bad)
            })
            .await?;
        let made = Arc::new(made);
        if !line.has("id") {
            self.codes
                .lock()
                .expect("codes lock")
                .put(sudoku_press::sheet::set_code(made.seed), line.clone());
        }
        self.sheets
            .lock()
            .expect("sheets lock")
            .put(line, made.clone());
        Ok(made)
    }

    /// The command line of the sheet whose footer says set `code`, if this
    /// server made it.
    pub fn set(&self, code: &str) -> Option<CommandLine> {
        self.codes
            .lock()
            .expect("codes lock")
            .get(&code.to_ascii_uppercase())
    }

    /// A game of a puzzle typed in (any box, classic rules): refused with
    /// the reason unless it has one solution; its level and score.
    pub async fn typed_game(
        &self,
        grid: sudoku_press::grid::Grid,
        lang: Lang,
    ) -> Result<(String, Arc<Game>, Level, f32), Refusal> {
        let id = format!("{TYPED}{}", grid.to_line());
        let (game, level, score) = self
            .run(move |_| {
                let layout = grid.shared_layout();
                let budget = Budget(TYPED_BUDGET.as_secs_f64());
                let deadline = budget.start();
                let mut solver = Solver::of_layout(layout.clone());
                let solution = unique_solution(&grid, &mut solver, deadline, budget, lang)
                    .map_err(Refusal::bad)?;
                let grade = match Grader::of_layout(layout).rate_until(
                    grid.cells(),
                    Level::Master,
                    deadline,
                ) {
                    Ok(grade) => grade,
                    Err(Stopped::TimedOut) => {
                        return Err(Refusal::bad(budget.unknown(Unsettled::Grade, lang)));
                    }
                    Err(Stopped::Contradiction) => {
                        return Err(Refusal::bad(lang.said().contradiction));
                    }
                };
                Ok((Game::new(grid, solution), grade.level, grade.score))
            })
            .await?;
        let game = Arc::new(game);
        self.games
            .lock()
            .expect("games lock")
            .put(id.clone(), game.clone());
        Ok((id, game, level, score))
    }

    /// The PDF of `line`: the bytes `sudoku-press generate` writes for it
    /// (the PDF writer's bytes depend on the document alone), of the sheet
    /// made or kept.
    pub async fn pdf(&self, line: CommandLine) -> Result<Vec<u8>, Refusal> {
        let made = self.sheet(line).await?;
        self.run(move |_| {
            sudoku_press::pdf::to_pdf(&made.sheets.main)
                .map_err(|e| Refusal::internal(&e.to_string()))
        })
        .await
    }

    /// The game of puzzle `id`: kept since it was made, or made again from
    /// its id.
    pub async fn game(&self, id: &str) -> Result<Arc<Game>, Refusal> {
        if let Some(g) = self.games.lock().expect("games lock").get(&id.to_string()) {
            return Ok(g);
        }
        if let Some(line) = id.strip_prefix(TYPED) {
            let grid = typed_grid(line).map_err(|e| Refusal::bad(format!("{id}: {e}")))?;
            let (_, game, _, _) = self.typed_game(grid, Lang::En).await?;
            return Ok(game);
        }
        let line = CommandLine(vec![("id".to_string(), Some(id.to_string()))]);
        let (_, game) = self.new_game(line).await?;
        Ok(game)
    }

    /// A new game of the one puzzle `line` makes, kept for Hint and Check;
    /// with its sheet (its id, level and score).
    pub async fn new_game(
        &self,
        line: CommandLine,
    ) -> Result<(Arc<MadeSheet>, Arc<Game>), Refusal> {
        let made = self.sheet(line).await?;
        let (id, carved) = made
            .puzzles
            .first()
            .ok_or_else(|| Refusal::internal("no puzzle made"))?;
        let game = Arc::new(Game::new(carved.puzzle.clone(), carved.solution.clone()));
        self.games
            .lock()
            .expect("games lock")
            .put(id.to_string(), game.clone());
        Ok((made.clone(), game))
    }
}
