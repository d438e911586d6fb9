//! What each address answers: the page and its files here, the rest
//! ([`Site`](sudoku_press::app::site::Site)'s answers) from a turn of the
//! server's work.

use super::reply::{Refusal, body, json};
use super::work::Work;
use axum::body::Body;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::Response;
use std::sync::Arc;
use sudoku_press::lang::Lang;

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
const PAGE_WORDS: [&str; 13] = [
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
    include_str!("page/words/pt-BR.json"),
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

/// `/api/defaults`: the paper `generate` uses here when none is asked.
pub async fn defaults(State(work): Shared) -> Response {
    json(&work.site().defaults())
}

/// Any other address.
pub async fn elsewhere(uri: Uri) -> Refusal {
    Refusal::of(
        StatusCode::NOT_FOUND,
        format!("nothing at {}; the page is at /", uri.path()),
    )
}

/// A request's `Accept-Language`, or nothing.
fn accepted(headers: &HeaderMap) -> String {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string()
}

/// `/sheet.pdf?...`: the PDF `generate` writes with the same options.
pub async fn sheet_pdf(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let q = q.unwrap_or_default();
    let pdf = work
        .run(move |site, threads| site.sheet_pdf(&q, threads))
        .await?;
    let mut r = body("application/pdf", pdf.bytes);
    let disposition = format!("inline; filename=\"{}\"", pdf.file);
    r.headers_mut().insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).expect("a plain file name"),
    );
    Ok(r)
}

/// `/sheet.svg?...&page=N`: page N of that sheet.
pub async fn sheet_svg(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let q = q.unwrap_or_default();
    // A page of a sheet made already needs no turn.
    if let Some(svg) = work.site().sheet_svg_kept(&q)? {
        return Ok(body("image/svg+xml", svg));
    }
    let svg = work
        .run(move |site, threads| site.sheet_svg(&q, threads))
        .await?;
    Ok(body("image/svg+xml", svg))
}

/// `/sheet.json?...`: the sheet's pages, puzzles, seed, file name and the
/// command line that makes the same PDF.
pub async fn sheet_json(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let q = q.unwrap_or_default();
    let summary = work
        .run(move |site, threads| site.sheet_json(&q, threads))
        .await?;
    Ok(json(&summary))
}

/// `/api/levels?size=6&variant=killer`: the levels puzzles of that grid,
/// variant and symmetry reach.
pub async fn levels(State(work): Shared, RawQuery(q): RawQuery) -> Result<Response, Refusal> {
    let levels = work.site().levels(q.as_deref().unwrap_or(""))?;
    Ok(json(&levels))
}

/// `/api/puzzle?size=6&variant=killer&difficulty=easy&seed=5`: one puzzle
/// to play, as `generate` with those options makes it.
pub async fn puzzle(
    State(work): Shared,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> Result<Response, Refusal> {
    let (q, accepted) = (q.unwrap_or_default(), accepted(&headers));
    let puzzle = work
        .run(move |site, threads| site.puzzle(&q, &accepted, threads))
        .await?;
    Ok(json(&puzzle))
}

/// `/api/load?text=...`: the puzzle a player typed to play: a printed
/// sheet's set code and number, an id, or a classic puzzle typed in.
pub async fn load(
    State(work): Shared,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> Result<Response, Refusal> {
    let (q, accepted) = (q.unwrap_or_default(), accepted(&headers));
    let puzzle = work
        .run(move |site, threads| site.load(&q, &accepted, threads))
        .await?;
    Ok(json(&puzzle))
}

/// `POST /api/hint` with a position: wrong entries first, else the steps
/// to the next placement, each explained.
pub async fn hint(
    State(work): Shared,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let (bytes, accepted) = (work.read_body(body).await?, accepted(&headers));
    let reply = work
        .run(move |site, threads| site.hint(&bytes, &accepted, threads))
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
    let (bytes, accepted) = (work.read_body(body).await?, accepted(&headers));
    // A game being played is kept: its check needs no turn.
    if let Some(reply) = work.site().check_kept(&bytes, &accepted)? {
        return Ok(json(&reply));
    }
    let reply = work
        .run(move |site, threads| site.check(&bytes, &accepted, threads))
        .await?;
    Ok(json(&reply))
}
