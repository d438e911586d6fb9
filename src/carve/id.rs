//! Puzzle ids: everything that makes one generated puzzle again, and the
//! generator version they carry.

use crate::layout::Variant;
use crate::logic::Level;
use crate::shape::Shape;
use crate::symmetry::Symmetry;
use std::fmt;
use std::str::FromStr;

/// Everything that makes one generated puzzle: `sudoku-press generate --id
/// ID` makes it again. Written `g3-3x3-medium-rot180-42-7` (generator
/// version, shape, level, symmetry, seed, index), with `-min` for minimal,
/// `-c20-30` for clue bounds and `-g4` for a killer's givens appended. A variant follows the shape
/// (`g3-3x3-x-medium-...`); a jigsaw's shape is its side, its regions drawn
/// from the puzzle's random stream (`g3-9-jigsaw-medium-...`).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleId {
    /// The shape (a jigsaw's: [`crate::layout::Layout::shape`] of its side).
    pub shape: Shape,
    /// The variant.
    pub variant: Variant,
    /// The level.
    pub level: Level,
    /// The symmetry.
    pub symmetry: Symmetry,
    /// Whether minimal.
    pub minimal: bool,
    /// Clue bounds.
    pub clues: Option<(usize, usize)>,
    /// A killer's givens (0: none).
    pub givens: usize,
    /// The run's seed.
    pub seed: u64,
    /// The puzzle's index in its run.
    pub index: u64,
}

/// The version of the generator: the puzzles a seed gives. It changes,
/// with a note in the README, whenever a change to filling or carving
/// changes the puzzles of any seed, so that an id or seed written down never
/// silently makes another puzzle. Version 1 is the generator before ids
/// carried a version.
pub const GENERATOR_VERSION: u32 = 3;

impl fmt::Display for PuzzleId {
    /// `g3-3x3-medium-rot180-42-0`: generator version, shape, level,
    /// symmetry, seed and index, then `-min` and `-cMIN-MAX` when set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.variant {
            Variant::CLASSIC => write!(f, "g{GENERATOR_VERSION}-{}", self.shape)?,
            v if v.is_jigsaw() => write!(f, "g{GENERATOR_VERSION}-{}-{v}", self.shape.side())?,
            v => write!(f, "g{GENERATOR_VERSION}-{}-{v}", self.shape)?,
        }
        write!(
            f,
            "-{}-{}-{}-{}",
            self.level, self.symmetry, self.seed, self.index
        )?;
        if self.minimal {
            f.write_str("-min")?;
        }
        if let Some((lo, hi)) = self.clues {
            write!(f, "-c{lo}-{hi}")?;
        }
        if self.givens > 0 {
            write!(f, "-g{}", self.givens)?;
        }
        Ok(())
    }
}

impl FromStr for PuzzleId {
    type Err = String;
    fn from_str(s: &str) -> Result<PuzzleId, String> {
        let bad = |why: &str| {
            format!(
                "puzzle id '{s}': {why}; expected gVERSION-SHAPE-LEVEL-SYMMETRY-SEED-INDEX[-min][-cMIN-MAX][-gGIVENS], \
                 like g{GENERATOR_VERSION}-3x3-medium-rot180-42-0"
            )
        };
        // Ids from before versions (version 1) start with the shape; text
        // that starts with neither is no id at all.
        let text = s.trim();
        let (version, text) = match text.split_once('-') {
            Some((v, rest))
                if v.len() > 1
                    && v.starts_with('g')
                    && v[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                (
                    v[1..]
                        .parse::<u32>()
                        .map_err(|_| bad(&format!("'{v}' is not a generator version")))?,
                    rest,
                )
            }
            Some((shape, _)) if shape.parse::<Shape>().is_ok() => (1, text),
            _ => return Err(bad("not a puzzle id")),
        };
        if version != GENERATOR_VERSION {
            return Err(format!(
                "puzzle id '{s}' was made by generator version {version}; this sudoku-press {} \
                 has generator version {GENERATOR_VERSION}, which makes other puzzles from the \
                 same seed, so it cannot make that puzzle again",
                env!("CARGO_PKG_VERSION")
            ));
        }
        // Symmetry names hold dashes: take the shape and level from the
        // front, seed and index from the back of what remains.
        let (shape_text, rest) = text.split_once('-').ok_or_else(|| bad("too short"))?;
        let (mut level, mut rest) = rest.split_once('-').ok_or_else(|| bad("too short"))?;
        let variant = match level.parse::<Variant>() {
            Ok(v) => {
                (level, rest) = rest.split_once('-').ok_or_else(|| bad("too short"))?;
                v
            }
            Err(_) => Variant::CLASSIC,
        };
        // A jigsaw's shape is its side.
        let side = shape_text
            .parse::<usize>()
            .ok()
            .filter(|_| variant.is_jigsaw());
        let shape: Shape = match side {
            Some(n) => Shape::new(n, 1).map_err(|e| bad(&format!("{e}")))?,
            None => shape_text.parse().map_err(|e| bad(&format!("{e}")))?,
        };
        let level: Level = level.parse().map_err(|e: String| bad(&e))?;
        let mut rest = rest.to_string();
        let mut givens = 0;
        if let Some(i) = rest.rfind("-g") {
            givens = rest[i + 2..]
                .parse()
                .map_err(|_| bad("a killer's givens are -gGIVENS"))?;
            rest.truncate(i);
        }
        let mut clues = None;
        if let Some(i) = rest.rfind("-c") {
            let (lo, hi) = rest[i + 2..]
                .split_once('-')
                .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
                .ok_or_else(|| bad("clue bounds are -cMIN-MAX"))?;
            clues = Some((lo, hi));
            rest.truncate(i);
        }
        let minimal = rest.ends_with("-min");
        if minimal {
            rest.truncate(rest.len() - 4);
        }
        let mut back = rest.rsplitn(3, '-');
        let (Some(index), Some(seed), Some(symmetry)) = (back.next(), back.next(), back.next())
        else {
            return Err(bad("missing seed or index"));
        };
        let number = |what: &str, x: &str| {
            x.parse::<u64>().map_err(|_| {
                bad(&format!(
                    "the {what} '{x}' is not a whole number from 0 to {}",
                    u64::MAX
                ))
            })
        };
        let (seed, index) = (number("seed", seed)?, number("index", index)?);
        let symmetry: Symmetry = symmetry.parse().map_err(|e: String| bad(&e))?;
        Ok(PuzzleId {
            shape,
            variant,
            level,
            symmetry,
            minimal,
            clues,
            givens,
            seed,
            index,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for text in [
            "g3-3x3-medium-rot180-42-0",
            "g3-2x3-easy-anti-diagonal-18446744073709551615-12-min",
            "g3-4x4-hard-both-mirrors-7-3-c100-140",
            "g3-1x4-beginner-none-0-0-min-c4-16",
            "g3-3x3-x-hard-rot180-1-2",
            "g3-3x3-hyper-medium-none-1-2",
            "g3-7-jigsaw-easy-rot180-5-0",
            "g3-9-jigsaw+x-master-rot180-5-0-min",
            "g3-3x3-killer-hard-rot180-5-0",
            "g3-2x2-killer-beginner-none-5-0-g4",
            "g3-6-jigsaw+killer-easy-rot180-5-0-g6",
        ] {
            let id: PuzzleId = text.parse().unwrap();
            assert_eq!(id.to_string(), text);
        }
        assert!("g3-3x3-medium-rot180-42".parse::<PuzzleId>().is_err());
        assert!(
            "g3-3x3-medum-rot180-42-0"
                .parse::<PuzzleId>()
                .unwrap_err()
                .contains("unknown level")
        );
        assert!("g3-9x9-medium-rot180-42-0".parse::<PuzzleId>().is_err());
        // Another version's id names both versions.
        for old in [
            "3x3-medium-rot180-42-0",
            "g1-3x3-medium-rot180-42-0",
            "g2-3x3-medium-rot180-42-0",
        ] {
            let e = old.parse::<PuzzleId>().unwrap_err();
            assert!(
                e.contains("generator version") && e.contains("generator version 3"),
                "{e}"
            );
        }
        // Text that is no id says so, not that another version made it.
        for garbage in ["garbage", "", "hello-world", "9x9x9", "garbage-x", "g-3x3"] {
            let e = garbage.parse::<PuzzleId>().unwrap_err();
            assert!(
                e.contains("not a puzzle id") && !e.contains("version 1"),
                "{e}"
            );
        }
        let e = "g3-3x3-medium-rot180-42-18446744073709551616"
            .parse::<PuzzleId>()
            .unwrap_err();
        assert!(e.contains("the index '18446744073709551616'"), "{e}");
    }
}
