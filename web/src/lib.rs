//! The browser edition's engine: the page's answers ([`Site`]) in
//! WebAssembly, asked by the page's Web Worker (`engine.js`) with the
//! address the page would ask a server (`/sheet.pdf?size=4`), so that the
//! page, its words and the answers are the same with or without a server.
//! Its fonts are the site's (Korean, Japanese and Chinese subsets) and the
//! reader's choice.

use std::path::Path;
use std::sync::{Arc, Mutex};
use sudoku_press::app::site::{Refused, Site};
use sudoku_press::app::surroundings::{Paper, StandIn, Surroundings};
use sudoku_press::fonts::{Font, UserFont};
use wasm_bindgen::prelude::*;

/// Fonts for text the built-in font cannot draw, in the order tried: the
/// reader's choice first, then the site's.
#[derive(Default)]
struct Fonts {
    sets: Vec<FontSet>,
}

/// A regular font and its bold, under a name.
struct FontSet {
    name: String,
    /// The reader's choice (there is one at most), which comes first.
    chosen: bool,
    font: UserFont,
    bold: Option<UserFont>,
}

/// The browser: its paper, and the fonts the page gave.
struct Browser {
    paper: Paper,
    fonts: Arc<Mutex<Fonts>>,
}

impl Surroundings for Browser {
    fn paper(&self) -> Paper {
        self.paper.clone()
    }

    fn font_file(&self, path: &Path) -> anyhow::Result<UserFont> {
        anyhow::bail!(
            "'{}': the browser edition reads no files; choose a font file on the page",
            path.display()
        )
    }

    /// A browser does not say how much memory a page may take.
    fn memory_free(&self) -> Option<u64> {
        None
    }

    fn stand_in(&self, text: &str) -> Option<StandIn> {
        let fonts = self.fonts.lock().ok()?;
        let set = fonts
            .sets
            .iter()
            .find(|set| Font::User(set.font.clone()).missing(text).is_none())?;
        Some(StandIn {
            font: set.font.clone(),
            bold: set.bold.clone(),
            files: Vec::new(),
            note: format!("note: the texts are set in {}", set.name),
        })
    }
}

/// An answer as a server would send it: its status, content type and
/// body.
#[wasm_bindgen(getter_with_clone)]
pub struct Answer {
    pub status: u16,
    #[wasm_bindgen(js_name = contentType)]
    pub content_type: String,
    pub body: Vec<u8>,
    /// The name to save a PDF under.
    pub file: String,
}

impl Answer {
    fn of(content_type: &str, body: Vec<u8>) -> Answer {
        Answer {
            status: 200,
            content_type: content_type.to_string(),
            body,
            file: String::new(),
        }
    }

    fn json(value: &impl serde::Serialize) -> Answer {
        Answer::of(
            "application/json",
            serde_json::to_vec(value).expect("plain values serialize"),
        )
    }

    fn refused(r: Refused) -> Answer {
        Answer {
            status: r.status,
            content_type: "application/json".to_string(),
            body: serde_json::json!({ "error": in_the_browser(&r.message) })
                .to_string()
                .into_bytes(),
            file: String::new(),
        }
    }
}

/// A refusal as the page says it: a font is chosen on the page, not with
/// `--font` or a package of the system.
fn in_the_browser(message: &str) -> String {
    match message.split_once(" (--font FILE.ttf)") {
        Some((head, _)) => format!("{head}: choose one under Font for the texts"),
        None => message.to_string(),
    }
}

#[wasm_bindgen]
extern "C" {
    /// The worker's `postProgress(done, total)`: a sheet's puzzles made.
    #[wasm_bindgen(js_name = postProgress)]
    fn post_progress(done: u32, total: u32);
}

fn report(done: u64, total: u64) {
    post_progress(done as u32, total as u32);
}

/// The page's answers in the browser.
#[wasm_bindgen]
pub struct Engine {
    site: Site,
    fonts: Arc<Mutex<Fonts>>,
}

#[wasm_bindgen]
impl Engine {
    /// An engine whose sheets are on `paper` when none is asked (`a4`,
    /// `letter`: the browser's region's).
    #[wasm_bindgen(constructor)]
    pub fn new(paper: &str) -> Result<Engine, String> {
        let paper = Paper::named(paper, "the browser's region")
            .ok_or_else(|| format!("'{paper}' names no paper; the page gives a4 or letter"))?;
        let fonts = Arc::new(Mutex::new(Fonts::default()));
        let browser = Browser {
            paper,
            fonts: fonts.clone(),
        };
        let site = Site::new(None, Box::new(browser)).with_progress(report);
        Ok(Engine { site, fonts })
    }

    /// Adds fonts for text the built-in font cannot draw: `name` (as the
    /// PDF names it), its regular and bold. `chosen`, the reader's choice,
    /// replaces the one chosen before and is tried first. Refuses bytes that
    /// are not a font.
    #[wasm_bindgen(js_name = addFont)]
    pub fn add_font(
        &self,
        name: &str,
        regular: Vec<u8>,
        bold: Option<Vec<u8>>,
        chosen: bool,
    ) -> Result<(), String> {
        let regular = UserFont::from_bytes(name, regular).map_err(|e| format!("{name}: {e}"))?;
        let bold = match bold {
            Some(b) => Some(
                UserFont::from_bytes(&format!("{name}-Bold"), b)
                    .map_err(|e| format!("{name} bold: {e}"))?,
            ),
            None => None,
        };
        let mut fonts = self.fonts.lock().map_err(|_| "fonts lock".to_string())?;
        fonts
            .sets
            .retain(|set| set.name != name && !(chosen && set.chosen));
        let set = FontSet {
            name: name.to_string(),
            chosen,
            font: regular,
            bold,
        };
        match chosen {
            true => fonts.sets.insert(0, set),
            false => fonts.sets.push(set),
        }
        Ok(())
    }

    /// Puts the fonts `name` before the others but the reader's choice
    /// (the sheet's language's face first: Chinese glyphs for zh).
    pub fn prefer(&self, name: &str) {
        let Ok(mut fonts) = self.fonts.lock() else {
            return;
        };
        if let Some(at) = fonts.sets.iter().position(|set| set.name == name) {
            let set = fonts.sets.remove(at);
            let after_chosen = fonts.sets.iter().take_while(|set| set.chosen).count();
            fonts.sets.insert(after_chosen, set);
        }
    }

    /// What a server answers at `path` (`/sheet.pdf`) with `query` (after
    /// the `?`), `body` (a POST's) and `accepted` (an `Accept-Language`).
    pub fn answer(&self, path: &str, query: &str, body: &[u8], accepted: &str) -> Answer {
        self.route(path, query, body, accepted)
            .unwrap_or_else(Answer::refused)
    }
}

impl Engine {
    fn route(
        &self,
        path: &str,
        query: &str,
        body: &[u8],
        accepted: &str,
    ) -> Result<Answer, Refused> {
        let site = &self.site;
        // One thread: a browser's WebAssembly has no others.
        const THREADS: usize = 1;
        Ok(match path {
            "/sheet.pdf" => {
                let pdf = site.sheet_pdf(query, THREADS)?;
                Answer {
                    file: pdf.file,
                    ..Answer::of("application/pdf", pdf.bytes)
                }
            }
            "/sheet.svg" => Answer::of(
                "image/svg+xml",
                site.sheet_svg(query, THREADS)?.into_bytes(),
            ),
            "/sheet.json" => Answer::json(&site.sheet_json(query, THREADS)?),
            "/api/defaults" => Answer::json(&site.defaults()),
            "/api/levels" => Answer::json(&site.levels(query)?),
            "/api/puzzle" => Answer::json(&site.puzzle(query, accepted, THREADS)?),
            "/api/load" => Answer::json(&site.load(query, accepted, THREADS)?),
            "/api/hint" => Answer::json(&site.hint(body, accepted, THREADS)?),
            "/api/check" => Answer::json(&site.check(body, accepted, THREADS)?),
            _ => {
                return Err(Refused {
                    status: 404,
                    message: format!("nothing at {path}; the page is at /"),
                });
            }
        })
    }
}
