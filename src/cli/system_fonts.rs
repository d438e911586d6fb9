//! Fonts found on the machine for text the built-in font cannot draw
//! (Korean, Japanese, Chinese, Greek, Cyrillic, ...): the font folders of
//! the system and the user are searched for one that draws every character
//! of the text, regular, and its bold companion when there is one.

use super::input::{Kind, read_file};
use std::path::{Path, PathBuf};
use sudoku_press::app::surroundings::{FileRead, StandIn};
use sudoku_press::fonts::{Font, MAX_FONT_BYTES, UserFont};

/// Folders deep and files many that the search visits at most.
const MAX_DEPTH: usize = 6;
const MAX_FILES: usize = 20_000;

/// The font files under `dirs`, sorted: `.ttf`, `.otf`, `.ttc` and `.otc`.
fn font_files(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut todo: Vec<(PathBuf, usize)> = dirs.iter().map(|d| (d.clone(), 0)).collect();
    while let Some((dir, depth)) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() && depth < MAX_DEPTH {
                todo.push((path, depth + 1));
            } else if kind.is_file() && files.len() < MAX_FILES {
                let ext = path
                    .extension()
                    .and_then(|e| e.to_str())
                    .map(str::to_ascii_lowercase);
                if matches!(ext.as_deref(), Some("ttf" | "otf" | "ttc" | "otc")) {
                    files.push(path);
                }
            }
        }
    }
    files.sort();
    files
}

/// How well a font file's name suits the texts of a sheet, lower first:
/// a plain sans-serif weight before a bold, light, serif or monospaced one.
fn rank(path: &Path) -> u32 {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let has = |words: &[&str]| words.iter().any(|w| name.contains(w));
    let mut rank = 0;
    if has(&[
        "bold", "black", "heavy", "light", "thin", "medium", "semibold", "extra", "italic",
        "oblique",
    ]) {
        rank += 4;
    }
    if has(&["mono", "coding", "code"]) {
        rank += 2;
    }
    if !has(&["sans", "gothic"]) {
        rank += 1;
    }
    if has(&["condensed", "narrow"]) {
        rank += 1;
    }
    rank
}

/// A font of the system, and its file.
pub struct SystemFont {
    pub path: PathBuf,
    pub font: UserFont,
}

/// The font at `path`, if it reads and draws every character of `text`.
fn covering(path: &Path, text: &str) -> Option<SystemFont> {
    let bytes = read_file(path, "a system font", Kind::Regular, MAX_FONT_BYTES).ok()?;
    let name = path.file_stem()?.to_string_lossy().into_owned();
    let font = UserFont::from_bytes(&name, bytes).ok()?;
    let draws = Font::User(font.clone()).missing(text).is_none();
    draws.then(|| SystemFont {
        path: path.to_path_buf(),
        font,
    })
}

/// A system font that draws every character of `text` (its regular weight
/// first), and the bold of its family when the folder holds one that does
/// too; with the path of each, to name them and keep them from being
/// outputs. `None` when no font on the machine draws the text.
pub fn find(text: &str) -> Option<(SystemFont, Option<SystemFont>)> {
    let mut files = font_files(&super::platform::font_dirs());
    // By rank, then the smaller file (a Korean face before a pan-CJK one),
    // then the path: the same choice on every run.
    files.sort_by_cached_key(|p| {
        let size = std::fs::metadata(p).map_or(u64::MAX, |m| m.len());
        (rank(p), size, p.clone())
    });
    let regular = files.iter().find_map(|p| covering(p, text))?;
    // Its bold: the same name with Bold for Regular, or Bold added.
    let path = &regular.path;
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    let ext = path.extension()?.to_string_lossy().into_owned();
    let names = [
        stem.replace("Regular", "Bold"),
        format!("{stem}Bold"),
        format!("{stem}-Bold"),
    ];
    let bold = names
        .iter()
        .filter(|n| **n != stem)
        .map(|n| path.with_file_name(format!("{n}.{ext}")))
        .find_map(|p| covering(&p, text));
    Some((regular, bold))
}

/// Fonts of the system that draw all of `text`, which the built-in font
/// cannot.
///
/// What was found is kept for the same characters (at most [`KEPT`] sets
/// of them): a server asked for sheet after sheet in one language searches
/// the system once, and its sheets share the fonts' bytes.
pub fn stand_in(text: &str) -> Option<StandIn> {
    let mut chars: Vec<char> = text.chars().collect();
    chars.sort_unstable();
    chars.dedup();
    let key: String = chars.into_iter().collect();
    static FOUND: std::sync::Mutex<Vec<(String, Option<StandIn>)>> =
        std::sync::Mutex::new(Vec::new());
    if let Some((_, found)) = FOUND.lock().ok()?.iter().find(|(k, _)| *k == key) {
        return found.clone();
    }
    let found = search(text);
    let mut kept = FOUND.lock().ok()?;
    if kept.len() == KEPT {
        kept.remove(0);
    }
    kept.push((key, found.clone()));
    found
}

/// The stand-ins kept.
const KEPT: usize = 32;

fn search(text: &str) -> Option<StandIn> {
    let (regular, bold) = find(text)?;
    let mut names = vec![regular.path.display().to_string()];
    let mut files = vec![FileRead {
        path: regular.path.clone(),
        what: "font",
    }];
    if let Some(bold) = &bold {
        names.push(bold.path.display().to_string());
        files.push(FileRead {
            path: bold.path.clone(),
            what: "bold font",
        });
    }
    Some(StandIn {
        font: regular.font,
        bold: bold.map(|b| b.font),
        files,
        note: format!(
            "note: the texts are set in {}, found on this system (--font to choose another)",
            names.join(" and ")
        ),
    })
}
