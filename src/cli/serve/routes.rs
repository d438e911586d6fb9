//! What each address answers: the page, a sheet as PDF, SVG pages or a
//! summary, the levels a grid reaches, and a puzzle to play with its Hint
//! and Check.

use super::query::{CommandLine, pairs};
use super::reply::{Refusal, body, json};
use super::work::{Work, typed_grid};
use axum::body::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;
use sudoku_press::carve::{
    CarveError, CarveOptions, GENERATOR_VERSION, default_level, killer_levels, symmetric_levels,
    variant_levels,
};
use sudoku_press::deadline::Deadline;
use sudoku_press::grid::symbol_char;
use sudoku_press::lang::Lang;
use sudoku_press::logic::{Grader, Level};
use sudoku_press::play::{Hint, explain_wrong};
use sudoku_press::shape::Shape;
use sudoku_press::svg;

/// How long Hint may look for the next steps.
const HINT_BUDGET: Duration = Duration::from_secs(5);

type Shared = State<Arc<Work>>;

/// `/`: the page.
pub async fn page() -> Response {
    body("text/html; charset=utf-8", include_str!("page/index.html"))
}

/// `/app.js`.
pub async fn script() -> Response {
    body(
        "text/javascript; charset=utf-8",
        include_str!("page/app.js"),
    )
}

/// The page's words in each language (`/words/cs.json`), in [`Lang`]'s
/// order.
const PAGE_WORDS: [&str; 12] = [
    include_str!("page/words/en.json"),
    include_str!("page/words/cs.json"),
    include_str!("page/words/de.json"),
    include_str!("page/words/es.json"),
    include_str!("page/words/fr.json"),
    include_str!("page/words/it.json"),
    include_str!("page/words/ja.json"),
    include_str!("page/words/ko.json"),
    include_str!("page/words/nl.json"),
    include_str!("page/words/pl.json"),
    include_str!("page/words/pt.json"),
    include_str!("page/words/zh.json"),
];

/// `/words/CODE.json`: the page's words in a language.
pub async fn page_words(Path(file): Path<String>) -> Result<Response, Refusal> {
    let lang = file
        .strip_suffix(".json")
        .and_then(|code| Lang::ALL.into_iter().find(|l| l.code() == code))
        .ok_or_else(|| {
            Refusal::of(
                StatusCode::NOT_FOUND,
                format!("no words at /words/{file}; the languages are en.json, cs.json, ..."),
            )
        })?;
    Ok(body(
        "application/json; charset=utf-8",
        PAGE_WORDS[lang as usize],
    ))
}

/// `/app.css`.
pub async fn style() -> Response {
    body("text/css; charset=utf-8", include_str!("page/app.css"))
}

/// The server's defaults the page starts from.
#[derive(Serialize)]
struct Defaults {
    /// The paper sheets are on when none is asked (the system's).
    paper: String,
}

/// `/api/defaults`: the paper `generate` uses here when none is asked.
pub async fn defaults() -> Response {
    let (_, name, _) = super::super::printing::system_paper();
    json(&Defaults {
        paper: name.to_ascii_lowercase(),
    })
}

/// Any other address.
pub async fn elsewhere(uri: Uri) -> Refusal {
    Refusal::of(
        StatusCode::NOT_FOUND,
        format!("nothing at {}; the page is at /", uri.path()),
    )
}

/// A sheet's command line from its address, with a seed drawn when none
/// is given (so that its pages and PDF are the same sheet), and with
/// `svg` the page number (`page=N`: a paper size is never a bare number).
fn sheet_line(query: Option<&str>, svg: bool) -> Result<(CommandLine, usize), Refusal> {
    let mut pairs = pairs(query.unwrap_or("")).map_err(Refusal::bad)?;
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
            .ok_or_else(|| Refusal::bad(format!("page={v}: pages are numbered from 1")))?;
    }
    let line = CommandLine::of(&pairs).map_err(Refusal::bad)?;
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

/// `/sheet.pdf?...`: the PDF `generate` writes with the same options.
pub async fn sheet_pdf(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let (line, _) = sheet_line(q.as_deref(), false)?;
    let line = work.with_play_url(line);
    let bytes = work.pdf(line.clone()).await?;
    let mut r = body("application/pdf", bytes);
    let disposition = format!("inline; filename=\"{}\"", file_name(&line));
    r.headers_mut().insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).expect("a plain file name"),
    );
    Ok(r)
}

/// `/sheet.svg?...&page=N`: page N of that sheet.
pub async fn sheet_svg(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let (line, page) = sheet_line(q.as_deref(), true)?;
    let line = work.with_play_url(line);
    let made = work.sheet(line).await?;
    let pages = &made.sheets.main.pages;
    let Some(p) = pages.get(page - 1) else {
        return Err(Refusal::bad(format!(
            "page={page}: the sheet has {} page{}",
            pages.len(),
            if pages.len() == 1 { "" } else { "s" }
        )));
    };
    let page = p.clone();
    let svg = work.run(move |_| Ok(svg::page_svg(&page))).await?;
    Ok(body("image/svg+xml", svg))
}

/// What the page shows beside a sheet's preview.
#[derive(Serialize)]
struct SheetSummary {
    pages: usize,
    puzzles: usize,
    seed: u64,
    command: String,
    file: String,
}

/// `/sheet.json?...`: the sheet's pages, puzzles, seed, file name and the
/// command line that makes the same PDF.
pub async fn sheet_json(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let (line, _) = sheet_line(q.as_deref(), false)?;
    let line = work.with_play_url(line);
    let (command, file) = (line.shell(), file_name(&line));
    let made = work.sheet(line).await?;
    Ok(json(&SheetSummary {
        pages: made.sheets.main.pages.len(),
        puzzles: made.puzzles.len(),
        seed: made.seed,
        command,
        file,
    }))
}

/// The levels a grid reaches, and the one made when none is asked.
#[derive(Serialize)]
struct Levels {
    levels: Vec<&'static str>,
    default: &'static str,
}

/// `/api/levels?size=6&variant=killer`: the levels puzzles of that grid,
/// variant and symmetry reach.
pub async fn levels(RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let line = CommandLine::of(&pairs(q.as_deref().unwrap_or("")).map_err(Refusal::bad)?)
        .map_err(Refusal::bad)?;
    let args = line.parse().map_err(Refusal::bad)?;
    let variant = args.variant;
    let shape = variant.shape_of(
        args.shape
            .shape_for(variant)
            .map_err(Refusal::bad)?
            .unwrap_or(Shape::classic()),
    );
    // A grid the variant is not made on (a killer past 12x12, a jigsaw
    // past 16x16) reaches no level: said as generate says it.
    let probe = CarveOptions {
        level: default_level(shape),
        symmetry: args.symmetry,
        minimal: false,
        clues: None,
        time_budget: Duration::from_secs(1),
        variant,
        givens: args.givens,
    };
    if let Err(e @ CarveError::Layout { .. }) = probe.check(shape) {
        return Err(Refusal::bad(e));
    }
    let mut reached = match variant.has_cages() {
        true => killer_levels(shape, args.givens),
        false => variant_levels(shape, variant),
    };
    let symmetric = symmetric_levels(shape, args.symmetry);
    reached.retain(|l| symmetric.contains(l));
    let default = match reached.contains(&default_level(shape)) {
        true => default_level(shape),
        false => *reached
            .first()
            .ok_or_else(|| Refusal::bad("no level of this grid has that symmetry"))?,
    };
    Ok(json(&Levels {
        levels: reached.iter().map(|l| l.name()).collect(),
        default: default.name(),
    }))
}

/// A puzzle to play: its geometry, givens and the symbols to show.
#[derive(Serialize)]
struct Puzzle {
    id: String,
    side: usize,
    variant: &'static str,
    regions: Vec<usize>,
    extras: Vec<Vec<usize>>,
    houses: Vec<Vec<usize>>,
    cages: Option<Vec<sudoku_press::records::CageRecord>>,
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
    fn of(layout: &sudoku_press::layout::Layout, lang: Lang) -> PlayWords {
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

/// `/api/puzzle?size=6&variant=killer&difficulty=easy&seed=5`: one puzzle
/// to play, as `generate` with those options makes it.
pub async fn puzzle(
    State(work): Shared,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> Result<Response, Refusal> {
    let (line, _) = sheet_line(q.as_deref(), false)?;
    // The language of Play's words: a puzzle is the same in any.
    let lang = request_lang(line.value("lang"), &headers)?;
    let line = line.without("lang");
    if line.value("count").is_some_and(|c| c != "1") || line.has("mix") {
        return Err(Refusal::bad(
            "a puzzle to play is one puzzle: leave out count and mix",
        ));
    }
    // One puzzle, not the page full a sheet would have (an id is one).
    let line = match line.has("count") || line.has("id") {
        true => line,
        false => line.with("count", "1"),
    };
    generated_game(&work, line, lang).await
}

/// The reply of a new game of the one puzzle `line` makes.
async fn generated_game(work: &Work, line: CommandLine, lang: Lang) -> Result<Response, Refusal> {
    let command = line.shell();
    let (made, game) = work.new_game(line).await?;
    let (id, carved) = &made.puzzles[0];
    let (level, score) = (carved.grade.level, carved.score());
    Ok(play_reply(
        id.to_string(),
        &game,
        level,
        score,
        command,
        lang,
    ))
}

/// A puzzle to play as the page reads it.
fn play_reply(
    id: String,
    game: &sudoku_press::play::Game,
    level: Level,
    score: f32,
    command: String,
    lang: Lang,
) -> Response {
    let grid = game.puzzle();
    let layout = grid.layout();
    let side = layout.side();
    let records = sudoku_press::records::VariantFields::of(grid);
    json(&Puzzle {
        id,
        side,
        variant: layout.variant().name(),
        regions: (0..layout.cells())
            .map(|c| layout.regions().region_of(c))
            .collect(),
        extras: layout.extras().to_vec(),
        houses: layout.houses(),
        cages: records.cages,
        puzzle: grid.cells().to_vec(),
        symbols: (1..=side as u8)
            .map(|d| symbol_char(d).to_string())
            .collect(),
        level: level.name(),
        score: (score * 10.0).round() / 10.0,
        command,
        generator: GENERATOR_VERSION,
        said: PlayWords::of(layout, lang),
    })
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
            && sudoku_press::sheet::is_set_code(code)
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

/// `/api/load?text=...`: the puzzle a player typed to play: a printed
/// sheet's set code and number, an id, or a classic puzzle typed in.
pub async fn load(
    State(work): Shared,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> Result<Response, Refusal> {
    let pairs = pairs(q.as_deref().unwrap_or("")).map_err(Refusal::bad)?;
    let value = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let lang = request_lang(value("lang"), &headers)?;
    let text = value("text").unwrap_or("");
    match Typed::read(text) {
        Typed::Set(code, number) => {
            let line = work.set(code).ok_or_else(|| {
                Refusal::bad(format!(
                    "set {code} is not one this server has made since it started; type the \
                     puzzle in, or print its id (Over each puzzle: its id)"
                ))
            })?;
            let made = work.sheet(line).await?;
            let count = made.puzzles.len();
            let (id, _) = made.puzzles.get(number.wrapping_sub(1)).ok_or_else(|| {
                Refusal::bad(format!("set {code} has puzzles 1 to {count}; not {number}"))
            })?;
            let line = CommandLine(vec![("id".to_string(), Some(id.to_string()))]);
            generated_game(&work, line, lang).await
        }
        Typed::Id(id) => {
            let line = CommandLine(vec![("id".to_string(), Some(id.to_string()))]);
            generated_game(&work, line, lang).await
        }
        Typed::Puzzle(text) => {
            let grid = typed_grid(text).map_err(Refusal::bad)?;
            let line = grid.to_line();
            let (id, game, level, score) = work.typed_game(grid, lang).await?;
            let command = format!("echo {line} | sudoku-press hint --all");
            Ok(play_reply(id, &game, level, score, command, lang))
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

/// The language a request asks its words in: `lang` (a code such as `cs`),
/// else the first of `Accept-Language`'s that the table has, else English.
fn request_lang(lang: Option<&str>, headers: &HeaderMap) -> Result<Lang, Refusal> {
    if let Some(code) = lang {
        return code.parse().map_err(Refusal::bad);
    }
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    Ok(accepted
        .split(',')
        .filter_map(|item| Lang::from_locale(item.split(';').next().unwrap_or("").trim()))
        .next()
        .unwrap_or_default())
}

/// The position a request's body gives, its game, the grid itself and
/// the language asked.
async fn position(
    work: &Work,
    headers: &HeaderMap,
    body: Body,
) -> Result<(Arc<sudoku_press::play::Game>, Vec<u8>, Lang), Refusal> {
    let bytes = work.read_body(body).await?;
    let p: Position = serde_json::from_slice(&bytes).map_err(|e| {
        Refusal::bad(format!(
            "the body is not a position: {e}; expected {{\"id\": \"g{GENERATOR_VERSION}-...\", \"grid\": [0, 3, ...]}}"
        ))
    })?;
    let lang = request_lang(p.lang.as_deref(), headers)?;
    let game = work.game(&p.id).await?;
    game.position(&p.grid).map_err(Refusal::bad)?;
    Ok((game, p.grid, lang))
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

/// `POST /api/hint` with a position: wrong entries first, else the steps
/// to the next placement, each explained.
pub async fn hint(
    State(work): Shared,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let (game, grid, lang) = position(&work, &headers, body).await?;
    let said = lang.said();
    let reply = work
        .run(move |_| {
            let mut grader = Grader::of_layout(game.puzzle().layout());
            let hint = game
                .hint(&mut grader, &grid, Deadline::after(HINT_BUDGET))
                .map_err(Refusal::bad)?;
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
                    let position = game.position(&grid).map_err(Refusal::bad)?;
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
        })
        .await?;
    Ok(json(&reply))
}

/// `POST /api/check` with a position: the wrong entries, the cells left,
/// whether it is solved.
pub async fn check(
    State(work): Shared,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let (game, grid, _) = position(&work, &headers, body).await?;
    let c = game.check(&grid).map_err(Refusal::bad)?;
    Ok(json(&serde_json::json!({
        "wrong": c.wrong,
        "empty": c.empty,
        "solved": c.solved,
    })))
}
