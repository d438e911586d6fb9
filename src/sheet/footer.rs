//! Footers: page numbers and the set code that matches loose pages.

use super::*;

/// Adds the footer to each page: `Page i of n`, after `Set CODE · ` when
/// the options give a set code.
pub(crate) fn number_pages(mut doc: Document, style: &Style, opts: &SheetOptions) -> Document {
    let total = doc.pages.len();
    let words = opts.lang.words();
    let set = match &opts.set_code {
        Some(code) => format!("{} · ", fill(words.set, &[("{code}", code)])),
        None => String::new(),
    };
    let play = match &opts.play_url {
        Some(url) => format!(" · {}", fill(words.play, &[("{url}", url)])),
        None => String::new(),
    };
    for (i, page) in doc.pages.iter_mut().enumerate() {
        page.items.push(Item::Text(Text {
            x: (opts.margins.left + page.width - opts.margins.right) / 2.0,
            y: opts.margins.bottom,
            size: style.text * FOOTER_SIZE,
            text: format!(
                "{set}{}{play}",
                fill(
                    words.page,
                    &[
                        ("{page}", &(i + 1).to_string()),
                        ("{pages}", &total.to_string())
                    ]
                )
            ),
            font: opts.text_font(false),
            grey: FOOTER_GREY,
            align: Align::Centre,
            max_width: Some(page.width - opts.margins.left - opts.margins.right),
            vertical: false,
        }));
    }
    doc
}

/// The footer's size, in text sizes, and grey.
pub(crate) const FOOTER_SIZE: f32 = 0.9;
pub(crate) const FOOTER_GREY: f32 = 0.3;

/// Characters of a set code: digits and capitals without 0, O, 1, I and L,
/// which read alike.
pub(crate) const SET_CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Characters in a set code: 31^5 codes, about 29 million.
pub(crate) const SET_CODE_LEN: usize = 5;

/// A short code for the sheets made from `seed`, such as `K7QF2`, to print
/// in every page's footer ([`SheetOptions::set_code`]): five characters
/// that cannot be misread (no 0/O, 1/I/L), the same for a seed on every
/// platform and in every version (SplitMix64 of the seed, written in base
/// 31).
///
/// ```
/// use sudoku_press::sheet::set_code;
///
/// assert_eq!(set_code(5), set_code(5));
/// assert_ne!(set_code(5), set_code(6));
/// assert_eq!(set_code(5).len(), 5);
/// ```
pub fn set_code(seed: u64) -> String {
    let mut state = seed;
    let mut word = crate::rng::splitmix64(&mut state);
    let base = SET_CODE_ALPHABET.len() as u64;
    (0..SET_CODE_LEN)
        .map(|_| {
            let c = SET_CODE_ALPHABET[(word % base) as usize];
            word /= base;
            char::from(c)
        })
        .collect()
}

/// The set code of a sheet of puzzles read (`render`'s): from their
/// cells, so that the same puzzles give the same code.
pub fn set_code_of<'a>(grids: impl IntoIterator<Item = &'a [u8]>) -> String {
    let hash = grids
        .into_iter()
        .fold(crate::rng::FNV_OFFSET, crate::rng::fnv1a);
    set_code(hash)
}

/// Whether `word` could be a set code ([`set_code`]) as a reader types it:
/// its length and characters, in either case.
///
/// ```
/// use sudoku_press::sheet::{is_set_code, set_code};
///
/// assert!(is_set_code(&set_code(5).to_lowercase()));
/// assert!(!is_set_code("K7QF0"));
/// ```
pub fn is_set_code(word: &str) -> bool {
    word.len() == SET_CODE_LEN
        && word
            .bytes()
            .all(|b| SET_CODE_ALPHABET.contains(&b.to_ascii_uppercase()))
}
