//! Text output shared by the commands: standard output, and text with
//! its control characters escaped for a terminal.

use std::io::{self, Write};

/// Standard output, buffered, whose errors say where they happened
/// (`cannot write standard output: No space left on device`) and keep
/// their kind, so that a closed pipe stays a quiet end.
pub struct Stdout(io::BufWriter<io::StdoutLock<'static>>);

/// Standard output for a command's results.
pub fn stdout() -> Stdout {
    Stdout(io::BufWriter::with_capacity(1 << 16, io::stdout().lock()))
}

fn named(e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("cannot write standard output: {e}"))
}

/// Writes `bytes` (a whole PDF, a page of text) to standard output.
pub fn write_stdout(bytes: &[u8]) -> io::Result<()> {
    let mut out = stdout();
    out.write_all(bytes)?;
    out.flush()
}

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.write(bytes).map_err(named)
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.0.write_all(bytes).map_err(named)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(named)
    }
}
/// `text` with its control characters escaped, to be shown on a terminal
/// without its escape sequences acting: `\e`, `\0`, `\n`, `\r`, `\t`,
/// others as `\u{..}`.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\u{1b}' => escaped.push_str("\\e"),
            '\0' => escaped.push_str("\\0"),
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\t' => escaped.push_str("\\t"),
            c if c.is_control() => escaped.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => escaped.push(c),
        }
    }
    std::borrow::Cow::Owned(escaped)
}

#[cfg(test)]
mod tests {
    use super::escape_controls;

    #[test]
    fn control_characters_are_shown_escaped() {
        assert_eq!(escape_controls("plain, été"), "plain, été");
        assert_eq!(
            escape_controls("\u{1b}[31mred\0\u{7}\u{9b}\n"),
            "\\e[31mred\\0\\u{7}\\u{9b}\\n"
        );
    }
}
