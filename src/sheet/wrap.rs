//! Running text broken into lines of a measure, as the Unicode line-breaking
//! rules allow (UAX #14, `unicode-linebreak`): Latin text at spaces and
//! after hyphens, Chinese and Japanese between characters (never before a
//! closing mark such as `。` or after an opening one), a new line at every
//! line feed. No line is shrunk to fit: a word wider than the measure is
//! broken between its characters.
//!
//! ```
//! use sudoku_press::fonts::Font;
//! use sudoku_press::sheet::wrap;
//!
//! let lines = wrap("Write 1 to 9 once in every row.", &Font::Regular, 10.0, 40.0);
//! assert_eq!(lines, ["Write 1 to 9 once in every", "row."]);
//! assert_eq!(wrap("one\ntwo", &Font::Regular, 10.0, 100.0), ["one", "two"]);
//! ```

use crate::fonts::Font;
use unicode_linebreak::{BreakOpportunity, linebreaks};

/// `text` in lines no wider than `width` mm when set in `font` at `size`
/// pt: each as long as the break opportunities allow, its trailing spaces
/// dropped; an empty line for each empty line of `text` between others.
pub fn wrap(text: &str, font: &Font, size: f32, width: f32) -> Vec<String> {
    let fits = |s: &str| font.width(s.trim_end(), size) <= width;
    let mut lines = Vec::new();
    // The current line starts at `start`; `last` is its latest break
    // opportunity past `start`.
    let mut start = 0;
    let mut last = None;
    for (at, kind) in linebreaks(text) {
        if !fits(&text[start..at]) {
            if let Some(b) = last {
                lines.push(line(&text[start..b]));
                start = b;
            }
            // A word wider than the measure alone: broken where it must.
            while !fits(&text[start..at]) {
                let cut = longest_fitting(&text[start..at], &fits);
                lines.push(line(&text[start..start + cut]));
                start += cut;
            }
        }
        match kind {
            BreakOpportunity::Mandatory => {
                let rest = line(&text[start..at]);
                // The end of the text is a mandatory break too: no empty
                // line after the last.
                if at < text.len() || !rest.is_empty() || lines.is_empty() {
                    lines.push(rest);
                }
                start = at;
                last = None;
            }
            BreakOpportunity::Allowed => last = Some(at),
        }
    }
    if lines.len() == 1 && lines[0].is_empty() {
        lines.clear();
    }
    lines
}

/// A line of text without its trailing spaces and line feed.
fn line(text: &str) -> String {
    text.trim_end().to_string()
}

/// The bytes of the longest start of `text` that fits, at least one
/// character.
fn longest_fitting(text: &str, fits: &impl Fn(&str) -> bool) -> usize {
    let first = text.chars().next().map_or(text.len(), char::len_utf8);
    text.char_indices()
        .map(|(i, c)| i + c.len_utf8())
        .take_while(|&end| fits(&text[..end]))
        .last()
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn font() -> Font {
        Font::Regular
    }

    #[test]
    fn latin_breaks_at_spaces_and_keeps_words_whole() {
        let text = "Schreibe 1 bis 6 genau einmal in jede Zeile, jede Spalte und jeden Block.";
        let lines = wrap(text, &font(), 10.0, 60.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.join(" "), text);
        for l in &lines {
            assert!(font().width(l, 10.0) <= 60.0, "{l}");
            assert!(!l.ends_with(' ') && !l.starts_with(' '), "{l:?}");
        }
    }

    #[test]
    fn chinese_and_japanese_break_between_characters_not_before_closing_marks() {
        // Widths of characters the built-in font lacks are half an em:
        // the rules, not the glyphs, are under test.
        let text = "每行、每列和每个宫都必须填入数字一次。不能重复。";
        let lines = wrap(text, &font(), 10.0, 20.0);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines.concat(), text);
        for l in &lines {
            assert!(!l.starts_with('。') && !l.starts_with('、'), "{lines:?}");
        }
    }

    #[test]
    fn line_feeds_start_new_lines_and_empty_text_has_none() {
        assert_eq!(wrap("a\n\nb", &font(), 10.0, 100.0), ["a", "", "b"]);
        assert_eq!(wrap("a\n", &font(), 10.0, 100.0), ["a"]);
        assert!(wrap("", &font(), 10.0, 100.0).is_empty());
    }

    #[test]
    fn a_word_wider_than_the_measure_breaks_between_its_characters() {
        let lines = wrap(
            "https://example.org/a/very/long/address",
            &font(),
            10.0,
            20.0,
        );
        assert!(lines.len() > 1);
        assert_eq!(lines.concat(), "https://example.org/a/very/long/address");
        for l in &lines {
            assert!(font().width(l, 10.0) <= 20.0, "{l}");
        }
    }
}
