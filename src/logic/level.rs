//! The difficulty levels of the ladder.

use std::fmt;
use std::str::FromStr;

/// A difficulty level; levels are ordered from easiest to hardest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Full houses and hidden singles in boxes.
    Beginner,
    /// Hidden singles in rows and columns, naked singles.
    Easy,
    /// Locked candidates (pointing, claiming), naked and hidden pairs.
    Medium,
    /// Triples, X-wing, swordfish, XY-wing, XYZ-wing.
    Hard,
    /// Quads, jellyfish, W-wing, simple colouring, unique rectangles,
    /// X-chains, XY-chains.
    Expert,
    /// Alternating inference chains and forcing chains.
    Master,
    /// The ladder cannot finish the puzzle: it needs guessing.
    Beyond,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 7] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Beyond,
    ];

    /// The lower-case name: `beginner`, ..., `beyond`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Beyond => "beyond",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level '{s}'; expected one of {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_order() {
        assert_eq!("Medium".parse::<Level>(), Ok(Level::Medium));
        assert!("hardest".parse::<Level>().unwrap_err().contains("beginner"));
        assert!(Level::Beginner < Level::Easy && Level::Master < Level::Beyond);
    }
}
