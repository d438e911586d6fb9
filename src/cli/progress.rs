//! A progress bar on standard error while a command works through many
//! puzzles (indicatif): done and total, rate and time left. Nothing is drawn
//! when standard error is not a terminal (a pipe, a file, a CI log), with
//! `--quiet`, or when the command's output goes to the terminal as it works
//! (the bar would tangle with it); the bar is cleared when the work ends,
//! however it ends, so that what follows starts on a clean line.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressFinish, ProgressState, ProgressStyle};
use std::fmt;
use std::io::IsTerminal;

/// The bar of one command's run.
pub struct Progress {
    bar: ProgressBar,
    /// Whether the bar is drawn (fixed at the start): a hidden bar is not
    /// fed at all, so a stream in a pipe pays nothing per puzzle.
    shown: bool,
}

impl Progress {
    /// Making or typesetting `total` puzzles: `verb` such as `generating`;
    /// `hidden` for `--quiet` or output on the terminal.
    pub fn puzzles(verb: &str, total: u64, hidden: bool) -> Progress {
        let template = format!("{verb} {{bar:20}} {{pos}}/{{len}} puzzles, {{rate}}, {{eta}} left");
        Progress::new(Some(total), &template, hidden)
    }

    /// Reading an input of `bytes` (`None` for standard input, whose
    /// length is unknown), counting its puzzles: `verb` such as `rating`;
    /// `hidden` for `--quiet` or output on the terminal.
    pub fn input(verb: &str, bytes: Option<u64>, hidden: bool) -> Progress {
        let template = match bytes {
            Some(_) => format!("{verb} {{bar:20}} {{percent}}%, {{msg}} puzzles, {{eta}} left"),
            None => format!("{verb} {{spinner}} {{msg}} puzzles, {{elapsed}}"),
        };
        Progress::new(bytes, &template, hidden)
    }

    fn new(total: Option<u64>, template: &str, hidden: bool) -> Progress {
        let shown = !hidden && std::io::stderr().is_terminal();
        let target = if shown {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        let style = ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ")
            // Whole puzzles a second, such as `2,480/s`.
            .with_key("rate", |state: &ProgressState, w: &mut dyn fmt::Write| {
                let _ = write!(w, "{}/s", thousands(state.per_sec()));
            });
        let bar = ProgressBar::with_draw_target(total, target)
            .with_style(style)
            .with_finish(ProgressFinish::AndClear)
            .with_message("0");
        bar.tick();
        Progress { bar, shown }
    }

    /// One more puzzle done.
    pub fn inc(&self) {
        self.bar.inc(1);
    }

    /// `puzzles` read so far, through byte `bytes` of the input.
    pub fn read(&self, bytes: u64, puzzles: u64) {
        if self.shown {
            self.bar.set_position(bytes);
            self.bar.set_message(puzzles.to_string());
        }
    }

    /// Runs `f` (which writes to standard error) with the bar out of the
    /// way.
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        self.bar.suspend(f)
    }

    /// Clears the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Whether standard output is a terminal: then a command writing its
/// results there as it works shows no bar.
pub fn stdout_on_terminal() -> bool {
    std::io::stdout().is_terminal()
}

/// `x` rounded, with thousands separated by commas: `12,345`.
fn thousands(x: f64) -> String {
    let digits = format!("{:.0}", x.max(0.0));
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn thousands_are_separated() {
        assert_eq!(super::thousands(0.4), "0");
        assert_eq!(super::thousands(999.6), "1,000");
        assert_eq!(super::thousands(1234567.0), "1,234,567");
    }
}
