//! The page's answers, whoever carries them (`serve` over HTTP, the
//! browser edition in a Web Worker): a sheet as PDF, SVG pages or a
//! summary, the levels a grid reaches, a puzzle to play (made, or loaded by
//! a printed set code, an id or its digits) with its Hint and Check; with
//! the last sheets and the games being played kept in bounded stores.

use super::budget::{Budget, Unsettled, unique_solution};
use super::plan::{MadeSheet, sheet_in_memory};
use super::query::{CommandLine, pairs};
use super::surroundings::Surroundings;
use crate::carve::{
    CarveError, CarveOptions, GENERATOR_VERSION, default_level_of, killer_levels, symmetric_levels,
    variant_levels,
};
use crate::deadline::Deadline;
use crate::grid::{Grid, symbol_char};
use crate::lang::{Lang, Refusal, fill};
use crate::layout::Layout;
use crate::logic::{Grader, Level, Stopped};
use crate::play::{Game, Hint, explain_wrong};
use crate::records::{CageRecord, VariantFields};
use crate::relations::Marks;
use crate::shape::Shape;
use crate::solver::Solver;
use crate::svg;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The most puzzles one request makes (the command line makes more).
pub const MAX_PUZZLES: u64 = 100;
/// How long a request may take to make its puzzles, beyond which it gives
/// up (a puzzle's own budget is its time budget).
pub const REQUEST_BUDGET: Duration = Duration::from_secs(60);
/// How long a typed puzzle may take to be found unique and graded.
const TYPED_BUDGET: Duration = Duration::from_secs(10);
/// How long Hint may look for the next steps.
const HINT_BUDGET: Duration = Duration::from_secs(5);
/// Sheets kept for their pages and PDF.
const SHEETS_KEPT: usize = 16;
/// Games kept for Hint and Check.
const GAMES_KEPT: usize = 1024;
/// Set codes of the sheets made, kept to load a printed puzzle in Play.
const CODES_KEPT: usize = 4096;
/// The id of a puzzle typed in: this, then its line.
pub const TYPED: &str = "p-";

/// A request refused: its HTTP status and one line saying why.
#[derive(Clone, Debug)]
pub struct Refused {
    /// 400 for a request asking something wrong, 500 for work that failed.
    pub status: u16,
    /// Why, in one line.
    pub message: String,
}

impl Refused {
    /// A 400: the request asks for something wrong.
    pub fn bad(e: impl std::fmt::Display) -> Refused {
        // anyhow's alternate form gives the causes after the context.
        Refused {
            status: 400,
            message: format!("{e:#}"),
        }
    }

    /// A 500: the work failed where it should not.
    pub fn internal(e: impl std::fmt::Display) -> Refused {
        Refused {
            status: 500,
            message: e.to_string(),
        }
    }
}

/// The classic puzzle of a text typed or pasted in: a line (`4.....8.5`,
/// 0 or `.` for empty) or a grid, of any box; one puzzle. Refused in
/// `lang` (a text the parser cannot read, in its own words).
pub fn typed_grid(text: &str, lang: Lang) -> Result<Grid, String> {
    let refused = |r: Refusal| lang.said().refusals[r as usize].to_string();
    let mut parsed = crate::format::parse_text(text, None).map_err(|e| e.to_string())?;
    let Some(p) = parsed.pop() else {
        return Err(refused(Refusal::TypedNone));
    };
    if !parsed.is_empty() {
        return Err(refused(Refusal::TypedSeveral));
    }
    if !p.grid.layout().is_classic() {
        return Err(refused(Refusal::TypedVariant));
    }
    Ok(p.grid)
}

/// The last `cap` values put, the oldest dropped first.
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

/// A sheet's PDF and the name to save it under.
pub struct SheetPdf {
    /// What `generate` writes.
    pub bytes: Vec<u8>,
    /// `sudoku-4x4-easy-1.pdf`.
    pub file: String,
}

/// What the page shows beside a sheet's preview.
#[derive(Serialize)]
pub struct SheetSummary {
    pages: usize,
    puzzles: usize,
    seed: u64,
    command: String,
    file: String,
}

/// The levels a grid reaches, and the one made when none is asked.
#[derive(Serialize)]
pub struct Levels {
    levels: Vec<&'static str>,
    default: &'static str,
}

/// The defaults the page starts from.
#[derive(Serialize)]
pub struct Defaults {
    /// The paper sheets are on when none is asked.
    paper: String,
}

/// A puzzle to play: its geometry, givens and the symbols to show.
#[derive(Serialize)]
pub struct Puzzle {
    id: String,
    side: usize,
    /// The canvas: rows, columns, and the cell at each place row by row
    /// (-1 for a samurai's hole).
    rows: usize,
    cols: usize,
    places: Vec<i32>,
    /// Each cell's sides along a box's or region's border, as bits: 1 top,
    /// 2 right, 4 bottom, 8 left ([`Layout::region_edges`]).
    edges: Vec<u8>,
    variant: String,
    regions: Vec<usize>,
    extras: Vec<Vec<usize>>,
    houses: Vec<Vec<usize>>,
    cages: Option<Vec<CageRecord>>,
    /// Each cell's piece of its cage's outline, as bits: its sides as in
    /// `edges`, and inner corners 16 top left, 32 top right, 64 bottom
    /// left, 128 bottom right ([`Cages::outlines`](crate::cages::Cages::outlines));
    /// empty without cages.
    cage_edges: Vec<u8>,
    /// Marks between cells under the JSON format's keys (`greater`,
    /// `white`, `black`, `negative`, `nonconsecutive`, `odd`, `even`,
    /// `thermos`), those that mark nothing left out.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    marks: Option<Marks>,
    puzzle: Vec<u8>,
    symbols: Vec<String>,
    level: &'static str,
    score: f32,
    command: String,
    generator: u32,
    said: PlayWords,
}

/// What Play says of a clash, in the language asked: each house's name
/// and as it follows "in" (in the order of `houses`), and the templates of
/// a clash in a house and in a cage, with the cell's.
#[derive(Serialize)]
struct PlayWords {
    houses: Vec<String>,
    in_houses: Vec<String>,
    clash_house: &'static str,
    clash_cage: &'static str,
    cell: &'static str,
}

impl PlayWords {
    fn of(layout: &Layout, lang: Lang) -> PlayWords {
        let words = lang.steps();
        PlayWords {
            houses: (0..layout.houses().len())
                .map(|h| words.house(layout, h))
                .collect(),
            in_houses: (0..layout.houses().len())
                .map(|h| words.in_house(layout, h))
                .collect(),
            clash_house: words.clash_house,
            clash_cage: words.clash_cage,
            cell: words.cell,
        }
    }
}

/// A player's position: the puzzle's id and every cell's value (givens
/// included, 0 empty).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Position {
    id: String,
    grid: Vec<u8>,
    /// The language of the explanations (else the request's
    /// `Accept-Language`).
    #[serde(default)]
    lang: Option<String>,
}

/// One step of a hint, for the page.
#[derive(Serialize)]
struct StepReply {
    text: String,
    technique: &'static str,
    cells: Vec<usize>,
    placements: Vec<(usize, u8)>,
    eliminations: Vec<(usize, u8)>,
}

/// What a player typed to load a puzzle: the set code and number printed
/// on a sheet (`K7QF2 3`, `K7QF2 #3`), a puzzle's id, or the puzzle itself.
enum Typed<'a> {
    Set(&'a str, usize),
    Id(&'a str),
    Puzzle(&'a str),
}

impl<'a> Typed<'a> {
    fn read(text: &'a str) -> Typed<'a> {
        let text = text.trim();
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || ",#·/".contains(c))
            .filter(|w| !w.is_empty())
            .collect();
        if let [code, n] = words[..]
            && crate::sheet::is_set_code(code)
            && let Ok(n) = n.parse()
        {
            return Typed::Set(code, n);
        }
        match words[..] {
            [id] if id.starts_with('g') && id.contains('-') && !id.contains('.') => Typed::Id(id),
            _ => Typed::Puzzle(text),
        }
    }
}

/// The language a request asks its words in: `lang` (a code such as `cs`),
/// else the first of `accepted`'s (an `Accept-Language`) that the table
/// has, else English.
pub fn request_lang(lang: Option<&str>, accepted: &str) -> Result<Lang, Refused> {
    if let Some(code) = lang {
        return code.parse().map_err(Refused::bad);
    }
    Ok(accepted
        .split(',')
        .filter_map(|item| Lang::from_locale(item.split(';').next().unwrap_or("").trim()))
        .next()
        .unwrap_or_default())
}

/// A sheet's command line from its address, with a seed drawn when none
/// is given (so that its pages and PDF are the same sheet), and with
/// `svg` the page number (`page=N`: a paper size is never a bare number).
fn sheet_line(query: &str, svg: bool) -> Result<(CommandLine, usize), Refused> {
    let mut pairs = pairs(query).map_err(Refused::bad)?;
    let mut page = 1;
    if svg
        && let Some(at) = pairs.iter().position(|(k, v)| {
            k == "page" && !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit())
        })
    {
        let (_, v) = pairs.remove(at);
        page = v
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| Refused::bad(format!("page={v}: pages are numbered from 1")))?;
    }
    let line = CommandLine::of(&pairs).map_err(Refused::bad)?;
    let line = match line.has("seed") || line.has("id") {
        true => line,
        false => line.with("seed", &rand::random::<u32>().to_string()),
    };
    Ok((line, page))
}

/// The file name of a sheet: its grid, variant and level as asked, and
/// its seed or id (`sudoku-4x4-easy-1.pdf`, `sudoku-mix-7.pdf`).
fn file_name(line: &CommandLine) -> String {
    let mut words = vec!["sudoku".to_string()];
    match (line.value("size"), line.value("box")) {
        _ if line.has("mix") => words.push("mix".to_string()),
        (Some(n), _) => words.push(format!("{n}x{n}")),
        (_, Some(b)) => words.push(format!("box{b}")),
        _ => {}
    }
    words.extend(
        ["variant", "difficulty", "seed", "id"]
            .iter()
            .filter_map(|k| line.value(k))
            .map(|v| v.replace('+', "-")),
    );
    let name: String = words
        .join("-")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || "-_.".contains(*c))
        .collect();
    format!("{name}.pdf")
}

/// The page's answers and what they keep: the last sheets made, the set
/// codes they printed, and the games being played.
pub struct Site {
    sheets: Mutex<Kept<CommandLine, Arc<MadeSheet>>>,
    games: Mutex<Kept<String, Arc<Game>>>,
    /// The command line of each set code printed (`K7QF2`).
    codes: Mutex<Kept<String, CommandLine>>,
    /// Where the page is reached (`--play-url`), for its sheets' footers.
    play_url: Option<String>,
    /// Where the sheets are made: the paper and fonts.
    around: Box<dyn Surroundings + Send + Sync>,
    /// Told the puzzles made and to make as a sheet is made.
    progress: fn(u64, u64),
}

impl Site {
    /// The answers of a page reached at `play_url` (printed in its
    /// sheets' footers), its sheets made in `around`.
    pub fn new(play_url: Option<String>, around: Box<dyn Surroundings + Send + Sync>) -> Site {
        Site {
            sheets: Mutex::new(Kept::new(SHEETS_KEPT)),
            games: Mutex::new(Kept::new(GAMES_KEPT)),
            codes: Mutex::new(Kept::new(CODES_KEPT)),
            play_url,
            around,
            progress: |_, _| {},
        }
    }

    /// The same, telling `progress` the puzzles made and the puzzles to make
    /// as each puzzle of a sheet is made.
    pub fn with_progress(self, progress: fn(u64, u64)) -> Site {
        Site { progress, ..self }
    }

    /// A sheet's command line with the address to play at, unless it names
    /// one.
    fn with_play_url(&self, line: CommandLine) -> CommandLine {
        match &self.play_url {
            Some(url) if !line.has("play-url") => line.with("play-url", url),
            _ => line,
        }
    }

    /// The sheet of `line`, made on `threads` or kept.
    fn sheet(&self, line: CommandLine, threads: usize) -> Result<Arc<MadeSheet>, Refused> {
        if let Some(s) = self.sheets.lock().expect("sheets lock").get(&line) {
            return Ok(s);
        }
        let args = line.parse().map_err(Refused::bad)?;
        let made = sheet_in_memory(
            args,
            self.around.as_ref(),
            threads,
            MAX_PUZZLES,
            Deadline::after(REQUEST_BUDGET),
            &self.progress,
        )
        .map_err(Refused::bad)?;
        let made = Arc::new(made);
        if !line.has("id") {
            self.codes
                .lock()
                .expect("codes lock")
                .put(crate::sheet::set_code(made.seed), line.clone());
        }
        self.sheets
            .lock()
            .expect("sheets lock")
            .put(line, made.clone());
        Ok(made)
    }

    /// `/sheet.pdf?...`: the PDF `generate` writes with the same options
    /// (the PDF writer's bytes depend on the document alone).
    pub fn sheet_pdf(&self, query: &str, threads: usize) -> Result<SheetPdf, Refused> {
        let (line, _) = sheet_line(query, false)?;
        let line = self.with_play_url(line);
        let file = file_name(&line);
        let made = self.sheet(line, threads)?;
        let bytes = crate::pdf::to_pdf(&made.sheets.main).map_err(Refused::internal)?;
        Ok(SheetPdf { bytes, file })
    }

    /// `/sheet.svg?...&page=N`: page N of that sheet.
    pub fn sheet_svg(&self, query: &str, threads: usize) -> Result<String, Refused> {
        let (line, page) = sheet_line(query, true)?;
        let line = self.with_play_url(line);
        let made = self.sheet(line, threads)?;
        page_svg(&made, page)
    }

    /// [`Site::sheet_svg`] when the sheet is kept (a page after the
    /// first, say): no work; `None` when it is not.
    pub fn sheet_svg_kept(&self, query: &str) -> Result<Option<String>, Refused> {
        let (line, page) = sheet_line(query, true)?;
        let line = self.with_play_url(line);
        let kept = self.sheets.lock().expect("sheets lock").get(&line);
        kept.map(|made| page_svg(&made, page)).transpose()
    }

    /// `/sheet.json?...`: the sheet's pages, puzzles, seed, file name and
    /// the command line that makes the same PDF.
    pub fn sheet_json(&self, query: &str, threads: usize) -> Result<SheetSummary, Refused> {
        let (line, _) = sheet_line(query, false)?;
        let line = self.with_play_url(line);
        let (command, file) = (line.shell(), file_name(&line));
        let made = self.sheet(line, threads)?;
        Ok(SheetSummary {
            pages: made.sheets.main.pages.len(),
            puzzles: made.puzzles.len(),
            seed: made.seed,
            command,
            file,
        })
    }

    /// `/api/defaults`: the paper a sheet is on when none is asked.
    pub fn defaults(&self) -> Defaults {
        Defaults {
            paper: self.around.paper().name.to_ascii_lowercase(),
        }
    }

    /// `/api/levels?size=6&variant=killer`: the levels puzzles of that
    /// grid, variant and symmetry reach.
    pub fn levels(&self, query: &str) -> Result<Levels, Refused> {
        let line = CommandLine::of(&pairs(query).map_err(Refused::bad)?).map_err(Refused::bad)?;
        let args = line.parse().map_err(Refused::bad)?;
        let variant = args.variant;
        let shape = variant.shape_of(
            args.shape
                .shape_for(variant)
                .map_err(Refused::bad)?
                .unwrap_or(Shape::classic()),
        );
        // A grid the variant is not made on (a killer past 12x12, a jigsaw
        // past 16x16) reaches no level: said as generate says it.
        let probe = CarveOptions {
            level: default_level_of(shape, variant),
            symmetry: args.symmetry,
            minimal: false,
            clues: None,
            time_budget: Duration::from_secs(1),
            variant,
            givens: args.givens,
            ..CarveOptions::default()
        };
        if let Err(e @ CarveError::Layout { .. }) = probe.check(shape) {
            return Err(Refused::bad(e));
        }
        let mut reached = match variant.has_cages() {
            true => killer_levels(shape, args.givens),
            false => variant_levels(shape, variant),
        };
        // Marks between cells reach their levels under any symmetry, as
        // generate checks them ([`CarveOptions::check`]).
        if !variant.has_relations() {
            let symmetric = symmetric_levels(shape, args.symmetry);
            reached.retain(|l| symmetric.contains(l));
        }
        let default = match reached.contains(&default_level_of(shape, variant)) {
            true => default_level_of(shape, variant),
            false => *reached
                .first()
                .ok_or_else(|| Refused::bad("no level of this grid has that symmetry"))?,
        };
        Ok(Levels {
            levels: reached.iter().map(|l| l.name()).collect(),
            default: default.name(),
        })
    }

    /// `/api/puzzle?size=6&variant=killer&difficulty=easy&seed=5`: one
    /// puzzle to play, as `generate` with those options makes it; its words
    /// in `lang=`, else in the first of `accepted`'s languages.
    pub fn puzzle(&self, query: &str, accepted: &str, threads: usize) -> Result<Puzzle, Refused> {
        let (line, _) = sheet_line(query, false)?;
        // The language of Play's words: a puzzle is the same in any.
        let lang = request_lang(line.value("lang"), accepted)?;
        let line = line.without("lang");
        if line.value("count").is_some_and(|c| c != "1") || line.has("mix") {
            return Err(Refused::bad(
                lang.said().refusals[Refusal::PlayOne as usize],
            ));
        }
        // One puzzle, not the page full a sheet would have (an id is one).
        let line = match line.has("count") || line.has("id") {
            true => line,
            false => line.with("count", "1"),
        };
        self.generated_game(line, lang, threads)
    }

    /// `/api/load?text=...`: the puzzle a player typed to play: a printed
    /// sheet's set code and number, an id, or a classic puzzle typed in.
    pub fn load(&self, query: &str, accepted: &str, threads: usize) -> Result<Puzzle, Refused> {
        let pairs = pairs(query).map_err(Refused::bad)?;
        let value = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let lang = request_lang(value("lang"), accepted)?;
        let text = value("text").unwrap_or("");
        let by_id = |id: &str| CommandLine(vec![("id".to_string(), Some(id.to_string()))]);
        match Typed::read(text) {
            Typed::Set(code, number) => {
                let refusals = lang.said().refusals;
                let line = self.set(code).ok_or_else(|| {
                    Refused::bad(fill(
                        refusals[Refusal::SetUnknown as usize],
                        &[("{code}", code)],
                    ))
                })?;
                let made = self.sheet(line, threads)?;
                let count = made.puzzles.len();
                let (id, _) = made.puzzles.get(number.wrapping_sub(1)).ok_or_else(|| {
                    Refused::bad(fill(
                        refusals[Refusal::SetRange as usize],
                        &[
                            ("{code}", code),
                            ("{count}", &count.to_string()),
                            ("{number}", &number.to_string()),
                        ],
                    ))
                })?;
                self.generated_game(by_id(&id.to_string()), lang, threads)
            }
            Typed::Id(id) => self.generated_game(by_id(id), lang, threads),
            Typed::Puzzle(text) => {
                let grid = typed_grid(text, lang).map_err(Refused::bad)?;
                let line = grid.to_line();
                let (id, game, level, score) = self.typed_game(grid, lang)?;
                let command = format!("echo {line} | sudoku-press hint --all");
                Ok(play_reply(id, &game, level, score, command, lang))
            }
        }
    }

    /// `POST /api/hint` with a position: wrong entries first, else the
    /// steps to the next placement, each explained.
    pub fn hint(
        &self,
        body: &[u8],
        accepted: &str,
        threads: usize,
    ) -> Result<serde_json::Value, Refused> {
        let (game, grid, lang) = self.position(body, accepted, threads)?;
        let said = lang.said();
        let mut grader = Grader::of_layout(game.puzzle().layout());
        let hint = game
            .hint(&mut grader, &grid, Deadline::after(HINT_BUDGET))
            .map_err(Refused::bad)?;
        let layout = game.puzzle().layout();
        Ok(match hint {
            Hint::Solved => {
                serde_json::json!({"kind": "solved", "text": said.nothing_to_do})
            }
            Hint::Stuck => serde_json::json!({
                "kind": "stuck",
                "text": said.stuck_next
            }),
            Hint::TimedOut => serde_json::json!({
                "kind": "timeout",
                "text": said.hint_timeout.replace("{seconds}", &HINT_BUDGET.as_secs().to_string())
            }),
            Hint::Wrong(cells) => {
                let position = game.position(&grid).map_err(Refused::bad)?;
                serde_json::json!({
                    "kind": "wrong",
                    "text": explain_wrong(&position, &cells, lang),
                    "cells": cells,
                })
            }
            Hint::Steps(steps) => {
                let steps: Vec<StepReply> = steps
                    .iter()
                    .map(|s| StepReply {
                        text: s.explain_in_lang(layout, lang),
                        technique: s.technique.name(),
                        cells: s.pattern.cells().iter().map(|c| c.index()).collect(),
                        placements: s.placements.iter().map(|&(c, v)| (c.index(), v)).collect(),
                        eliminations: s
                            .eliminations
                            .iter()
                            .map(|&(c, v)| (c.index(), v))
                            .collect(),
                    })
                    .collect();
                serde_json::json!({"kind": "steps", "steps": steps})
            }
        })
    }

    /// `POST /api/check` with a position: the wrong entries, the cells
    /// left, whether it is solved.
    pub fn check(
        &self,
        body: &[u8],
        accepted: &str,
        threads: usize,
    ) -> Result<serde_json::Value, Refused> {
        let (game, grid, _) = self.position(body, accepted, threads)?;
        check_of(&game, &grid)
    }

    /// [`Site::check`] when the game is kept (it always is while it is
    /// played): no work; `None` when it is not.
    pub fn check_kept(
        &self,
        body: &[u8],
        accepted: &str,
    ) -> Result<Option<serde_json::Value>, Refused> {
        let (p, _) = read_position(body, accepted)?;
        let kept = self.games.lock().expect("games lock").get(&p.id);
        kept.map(|game| check_of(&game, &p.grid)).transpose()
    }

    /// The position a request's body gives, its game, the grid itself and
    /// the language asked.
    fn position(
        &self,
        body: &[u8],
        accepted: &str,
        threads: usize,
    ) -> Result<(Arc<Game>, Vec<u8>, Lang), Refused> {
        let (p, lang) = read_position(body, accepted)?;
        let game = self.game(&p.id, threads)?;
        game.position(&p.grid).map_err(Refused::bad)?;
        Ok((game, p.grid, lang))
    }

    /// The command line of the sheet whose footer says set `code`, if it
    /// was made here.
    fn set(&self, code: &str) -> Option<CommandLine> {
        self.codes
            .lock()
            .expect("codes lock")
            .get(&code.to_ascii_uppercase())
    }

    /// The reply of a new game of the one puzzle `line` makes.
    fn generated_game(
        &self,
        line: CommandLine,
        lang: Lang,
        threads: usize,
    ) -> Result<Puzzle, Refused> {
        let command = line.shell();
        let (made, game) = self.new_game(line, threads)?;
        let (id, carved) = &made.puzzles[0];
        let (level, score) = (carved.level(), carved.score());
        Ok(play_reply(
            id.to_string(),
            &game,
            level,
            score,
            command,
            lang,
        ))
    }

    /// A game of a puzzle typed in (any box, classic rules): refused with
    /// the reason unless it has one solution; its level and score.
    fn typed_game(
        &self,
        grid: Grid,
        lang: Lang,
    ) -> Result<(String, Arc<Game>, Level, f32), Refused> {
        let id = format!("{TYPED}{}", grid.to_line());
        let layout = grid.shared_layout().clone();
        let budget = Budget(TYPED_BUDGET.as_secs_f64());
        let deadline = budget.start();
        let mut solver = Solver::of_layout(layout.clone());
        let solution =
            unique_solution(&grid, &mut solver, deadline, budget, lang).map_err(Refused::bad)?;
        let grade =
            match Grader::of_layout(&layout).rate_until(grid.cells(), Level::Master, deadline) {
                Ok(grade) => grade,
                Err(Stopped::TimedOut) => {
                    return Err(Refused::bad(budget.unknown(Unsettled::Grade, lang)));
                }
                Err(Stopped::Contradiction) => {
                    return Err(Refused::bad(lang.said().contradiction));
                }
            };
        let game = Arc::new(Game::new(grid, solution));
        self.games
            .lock()
            .expect("games lock")
            .put(id.clone(), game.clone());
        Ok((id, game, grade.level, grade.score))
    }

    /// The game of puzzle `id`: kept since it was made, or made again from
    /// its id.
    fn game(&self, id: &str, threads: usize) -> Result<Arc<Game>, Refused> {
        if let Some(g) = self.games.lock().expect("games lock").get(&id.to_string()) {
            return Ok(g);
        }
        if let Some(line) = id.strip_prefix(TYPED) {
            let grid =
                typed_grid(line, Lang::En).map_err(|e| Refused::bad(format!("{id}: {e}")))?;
            let (_, game, _, _) = self.typed_game(grid, Lang::En)?;
            return Ok(game);
        }
        let line = CommandLine(vec![("id".to_string(), Some(id.to_string()))]);
        let (_, game) = self.new_game(line, threads)?;
        Ok(game)
    }

    /// A new game of the one puzzle `line` makes, kept for Hint and Check;
    /// with its sheet (its id, level and score).
    fn new_game(
        &self,
        line: CommandLine,
        threads: usize,
    ) -> Result<(Arc<MadeSheet>, Arc<Game>), Refused> {
        let made = self.sheet(line, threads)?;
        let (id, carved) = made
            .puzzles
            .first()
            .ok_or_else(|| Refused::internal("no puzzle made"))?;
        let game = Arc::new(Game::new(carved.puzzle.clone(), carved.solution.clone()));
        self.games
            .lock()
            .expect("games lock")
            .put(id.to_string(), game.clone());
        Ok((made.clone(), game))
    }
}

/// Page `page` (from 1) of a sheet, as SVG.
fn page_svg(made: &MadeSheet, page: usize) -> Result<String, Refused> {
    let pages = &made.sheets.main.pages;
    let Some(p) = pages.get(page - 1) else {
        return Err(Refused::bad(format!(
            "page={page}: the sheet has {} page{}",
            pages.len(),
            if pages.len() == 1 { "" } else { "s" }
        )));
    };
    Ok(svg::page_svg(p))
}

/// The position a request's body gives, and the language it asks.
fn read_position(body: &[u8], accepted: &str) -> Result<(Position, Lang), Refused> {
    let p: Position = serde_json::from_slice(body).map_err(|e| {
        Refused::bad(format!(
            "the body is not a position: {e}; expected {{\"id\": \"g{GENERATOR_VERSION}-...\", \"grid\": [0, 3, ...]}}"
        ))
    })?;
    let lang = request_lang(p.lang.as_deref(), accepted)?;
    Ok((p, lang))
}

/// Check's answer of `grid` in `game`: the wrong entries, the cells left,
/// whether it is solved.
fn check_of(game: &Game, grid: &[u8]) -> Result<serde_json::Value, Refused> {
    let c = game.check(grid).map_err(Refused::bad)?;
    Ok(serde_json::json!({
        "wrong": c.wrong,
        "empty": c.empty,
        "solved": c.solved,
    }))
}

/// A puzzle to play as the page reads it.
fn play_reply(
    id: String,
    game: &Game,
    level: Level,
    score: f32,
    command: String,
    lang: Lang,
) -> Puzzle {
    let grid = game.puzzle();
    let layout = grid.layout();
    let side = layout.side();
    let records = VariantFields::of(grid);
    let canvas = layout.canvas();
    Puzzle {
        id,
        side,
        rows: canvas.rows(),
        cols: canvas.cols(),
        places: (0..canvas.rows())
            .flat_map(|r| (0..canvas.cols()).map(move |c| (r, c)))
            .map(|(r, c)| canvas.cell_at(r, c).map_or(-1, |k| k as i32))
            .collect(),
        edges: layout.region_edges(),
        variant: layout.variant().name(),
        regions: layout.regions_by_cell(),
        extras: layout.extras().to_vec(),
        houses: layout.houses().to_vec(),
        cages: records.cages,
        cage_edges: layout.cages().map(|c| c.outlines()).unwrap_or_default(),
        marks: records.marks,
        puzzle: grid.cells().to_vec(),
        symbols: (1..=side as u8)
            .map(|d| symbol_char(d).to_string())
            .collect(),
        level: level.name(),
        score: (score * 10.0).round() / 10.0,
        command,
        generator: GENERATOR_VERSION,
        said: PlayWords::of(layout, lang),
    }
}
