//! A puzzle's kind as the set of rule features it has beyond the classic's
//! rows, columns and boxes: irregular regions, diagonals, windows, cages,
//! overlapping grids, and marks between cells (signs, dots, bars, parities,
//! thermometers). The named variants ([`Variant::ALL`]) are presets of
//! features: the combinations the engine generates. Code asks a variant
//! which features it has, not which preset it is; a combination's name is
//! its features' names joined by `+` (`jigsaw+killer`).
//!
//! ```
//! use sudoku_press::layout::{Feature, Variant};
//!
//! let v: Variant = "jigsaw+killer".parse().unwrap();
//! assert!(v.has(Feature::Jigsaw) && v.has(Feature::Cages));
//! assert_eq!(v, Variant::JIGSAW_KILLER);
//! assert!(Variant::X.has(Feature::Diagonals) && !Variant::X.has(Feature::Jigsaw));
//! assert_eq!(Variant::JIGSAW_X.name(), "jigsaw+x");
//! assert!("x+killer".parse::<Variant>().is_err()); // not a preset
//! assert_eq!(format!("{:?}", Variant::JIGSAW_X), "Variant(jigsaw+x)");
//! ```

use crate::shape::Shape;
use std::fmt;
use std::str::FromStr;

/// One rule a puzzle may add to, or change in, the classic's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Feature {
    /// Irregular regions in place of boxes.
    Jigsaw,
    /// Both main diagonals are houses too (X).
    Diagonals,
    /// On square boxes of side b, the (b - 1)^2 b x b squares one cell in
    /// from the boxes' corners are houses too (four on 9x9: hyper).
    Windows,
    /// A killer's cages: sums over connected cells, no symbol twice in a
    /// cage ([`crate::cages`]).
    Cages,
    /// Five grids, four at the corners of a fifth, each sharing a corner
    /// box with the one in the middle ([`crate::layout::Layout::samurai`]).
    Samurai,
    /// Greater-than signs between every two neighbours of a box.
    Greater,
    /// A Latin square (rows and columns, no boxes) with some greater-than
    /// signs between neighbours: Futoshiki.
    Futoshiki,
    /// Kropki dots: white between neighbours one apart, black where one is
    /// double the other, every such pair marked.
    Kropki,
    /// Bars between neighbours one apart, every such pair marked.
    Consecutive,
    /// No two neighbours one apart.
    Nonconsecutive,
    /// Cells marked odd or even.
    OddEven,
    /// Thermometers: numbers rising from each bulb.
    Thermo,
}

impl Feature {
    /// Every feature, in the order a variant's name lists them.
    pub const ALL: [Feature; 12] = [
        Feature::Jigsaw,
        Feature::Diagonals,
        Feature::Windows,
        Feature::Cages,
        Feature::Samurai,
        Feature::Greater,
        Feature::Futoshiki,
        Feature::Kropki,
        Feature::Consecutive,
        Feature::Nonconsecutive,
        Feature::OddEven,
        Feature::Thermo,
    ];

    /// The features whose rules are marks between cells or on cells
    /// ([`crate::relations`]).
    pub const RELATIONS: [Feature; 7] = [
        Feature::Greater,
        Feature::Futoshiki,
        Feature::Kropki,
        Feature::Consecutive,
        Feature::Nonconsecutive,
        Feature::OddEven,
        Feature::Thermo,
    ];

    /// Its part of a variant's name.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Jigsaw => "jigsaw",
            Feature::Diagonals => "x",
            Feature::Windows => "hyper",
            Feature::Cages => "killer",
            Feature::Samurai => "samurai",
            Feature::Greater => "greater",
            Feature::Futoshiki => "futoshiki",
            Feature::Kropki => "kropki",
            Feature::Consecutive => "consecutive",
            Feature::Nonconsecutive => "nonconsecutive",
            Feature::OddEven => "odd-even",
            Feature::Thermo => "thermo",
        }
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A kind of puzzle: the set of [`Feature`]s its rules have. The classic
/// has none. Every value is one of the presets ([`Variant::ALL`]): the
/// consts and [`FromStr`] make no other.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Variant(u16);

impl Variant {
    /// Rows, columns and rectangular boxes.
    pub const CLASSIC: Variant = Variant(0);
    /// The classic with both main diagonals as houses too.
    pub const X: Variant = Variant::CLASSIC.with(Feature::Diagonals);
    /// The classic with windows.
    pub const HYPER: Variant = Variant::CLASSIC.with(Feature::Windows);
    /// Irregular regions in place of boxes.
    pub const JIGSAW: Variant = Variant::CLASSIC.with(Feature::Jigsaw);
    /// Irregular regions and both main diagonals.
    pub const JIGSAW_X: Variant = Variant::JIGSAW.with(Feature::Diagonals);
    /// The classic's houses and a killer's cages.
    pub const KILLER: Variant = Variant::CLASSIC.with(Feature::Cages);
    /// Irregular regions and a killer's cages.
    pub const JIGSAW_KILLER: Variant = Variant::JIGSAW.with(Feature::Cages);
    /// Five classic grids sharing corner boxes.
    pub const SAMURAI: Variant = Variant::CLASSIC.with(Feature::Samurai);
    /// The classic with a greater-than sign between every two neighbours
    /// of a box.
    pub const GREATER: Variant = Variant::CLASSIC.with(Feature::Greater);
    /// A Latin square with some signs and givens.
    pub const FUTOSHIKI: Variant = Variant::CLASSIC.with(Feature::Futoshiki);
    /// The classic with kropki dots.
    pub const KROPKI: Variant = Variant::CLASSIC.with(Feature::Kropki);
    /// The classic with bars between consecutive neighbours.
    pub const CONSECUTIVE: Variant = Variant::CLASSIC.with(Feature::Consecutive);
    /// The classic with no consecutive neighbours.
    pub const NONCONSECUTIVE: Variant = Variant::CLASSIC.with(Feature::Nonconsecutive);
    /// The classic with odd and even cells.
    pub const ODD_EVEN: Variant = Variant::CLASSIC.with(Feature::OddEven);
    /// The classic with thermometers.
    pub const THERMO: Variant = Variant::CLASSIC.with(Feature::Thermo);

    /// Irregular regions and greater-than signs between every two
    /// neighbours of a region.
    pub const JIGSAW_GREATER: Variant = Variant::JIGSAW.with(Feature::Greater);
    /// Irregular regions and kropki dots.
    pub const JIGSAW_KROPKI: Variant = Variant::JIGSAW.with(Feature::Kropki);
    /// Irregular regions and consecutive bars.
    pub const JIGSAW_CONSECUTIVE: Variant = Variant::JIGSAW.with(Feature::Consecutive);
    /// Irregular regions and no consecutive neighbours.
    pub const JIGSAW_NONCONSECUTIVE: Variant = Variant::JIGSAW.with(Feature::Nonconsecutive);
    /// Irregular regions and odd and even cells.
    pub const JIGSAW_ODD_EVEN: Variant = Variant::JIGSAW.with(Feature::OddEven);
    /// Irregular regions and thermometers.
    pub const JIGSAW_THERMO: Variant = Variant::JIGSAW.with(Feature::Thermo);

    /// Every variant offered, in the order help lists them.
    pub const ALL: [Variant; 21] = [
        Variant::CLASSIC,
        Variant::X,
        Variant::HYPER,
        Variant::JIGSAW,
        Variant::JIGSAW_X,
        Variant::KILLER,
        Variant::JIGSAW_KILLER,
        Variant::SAMURAI,
        Variant::GREATER,
        Variant::FUTOSHIKI,
        Variant::KROPKI,
        Variant::CONSECUTIVE,
        Variant::NONCONSECUTIVE,
        Variant::ODD_EVEN,
        Variant::THERMO,
        Variant::JIGSAW_GREATER,
        Variant::JIGSAW_KROPKI,
        Variant::JIGSAW_CONSECUTIVE,
        Variant::JIGSAW_NONCONSECUTIVE,
        Variant::JIGSAW_ODD_EVEN,
        Variant::JIGSAW_THERMO,
    ];

    /// This variant with `feature` too (for the presets and the reader:
    /// a combination no preset names is no variant).
    const fn with(self, feature: Feature) -> Variant {
        Variant(self.0 | feature.bit())
    }

    /// Whether its rules have `feature`.
    pub const fn has(self, feature: Feature) -> bool {
        self.0 & feature.bit() != 0
    }

    /// Its features, in [`Feature::ALL`]'s order.
    pub fn features(self) -> impl Iterator<Item = Feature> {
        Feature::ALL.into_iter().filter(move |&f| self.has(f))
    }

    /// Its name in formats and on the command line: `classic`, or its
    /// features' names joined by `+` (its [`fmt::Display`]).
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Whether its regions are irregular.
    pub const fn is_jigsaw(self) -> bool {
        self.has(Feature::Jigsaw)
    }

    /// Whether its puzzles have a killer's cages.
    pub const fn has_cages(self) -> bool {
        self.has(Feature::Cages)
    }

    /// Whether the main diagonals are houses.
    pub const fn has_diagonals(self) -> bool {
        self.has(Feature::Diagonals)
    }

    /// Whether its rules have marks between cells or on cells: its
    /// layout's [`crate::relations::Relations`], drawn from each solution.
    pub fn has_relations(self) -> bool {
        Feature::RELATIONS.iter().any(|&f| self.has(f))
    }

    /// Whether its grid is a Latin square: rows and columns, no boxes
    /// (Futoshiki).
    pub const fn is_latin(self) -> bool {
        self.has(Feature::Futoshiki)
    }

    /// Whether its grid on boxes of `shape` is a Latin square: boxes that
    /// are whole rows or columns (a futoshiki's, or `--box 5x1`) are no
    /// boxes, its only houses are its rows and columns, and no box line is
    /// drawn. A jigsaw's regions are its own.
    pub fn is_latin_on(self, shape: Shape) -> bool {
        !self.is_jigsaw() && shape.is_latin_square()
    }

    /// Whether a size alone names its shape: a jigsaw's regions and a
    /// Latin square's rows stand for boxes ([`Variant::shape_of`]).
    pub const fn sized_by_side(self) -> bool {
        self.is_jigsaw() || self.is_latin()
    }

    /// Whether a region tint can show its regions: a jigsaw's, with no
    /// grey to lose among the tints ([`Variant::greys`]).
    pub fn takes_region_tint(self) -> bool {
        self.is_jigsaw() && self.greys().is_none()
    }

    /// What its sheets shade grey, in words, when anything: a jigsaw X's
    /// diagonals, odd and even cells' shapes, thermometers.
    pub fn greys(self) -> Option<&'static str> {
        [
            (self.has_diagonals(), "shaded diagonals"),
            (self.has(Feature::OddEven), "grey circles and squares"),
            (self.has(Feature::Thermo), "grey thermometers"),
        ]
        .into_iter()
        .find_map(|(has, what)| has.then_some(what))
    }

    /// The shape its puzzles of `shape` have: a jigsaw's and a Latin
    /// square's is its side's ([`crate::layout::Layout::shape`]), others
    /// keep their boxes.
    pub fn shape_of(self, shape: Shape) -> Shape {
        if self.sized_by_side() {
            Shape::new(shape.side(), 1).expect("a side of 4 to 25")
        } else {
            shape
        }
    }
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({self})")
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Variant::CLASSIC {
            return f.write_str("classic");
        }
        for (k, feature) in self.features().enumerate() {
            if k > 0 {
                f.write_str("+")?;
            }
            f.write_str(feature.name())?;
        }
        Ok(())
    }
}

impl FromStr for Variant {
    type Err = String;

    /// A preset's name, or its features' names joined by `+` in any order
    /// (`killer+jigsaw`), any case.
    fn from_str(s: &str) -> Result<Variant, String> {
        let lower = s.to_ascii_lowercase();
        let refused = |why: String| {
            let names: Vec<String> = Variant::ALL.iter().map(|v| v.name()).collect();
            format!(
                "unknown variant '{s}'{why}; expected one of: {}",
                names.join(", ")
            )
        };
        if lower == "classic" {
            return Ok(Variant::CLASSIC);
        }
        let mut variant = Variant::CLASSIC;
        for part in lower.split('+') {
            let feature = Feature::ALL.into_iter().find(|f| f.name() == part);
            match feature {
                Some(f) if !variant.has(f) => variant = variant.with(f),
                _ => return Err(refused(String::new())),
            }
        }
        if !Variant::ALL.contains(&variant) {
            let parts: Vec<&str> = variant.features().map(Feature::name).collect();
            let (last, rest) = parts.split_last().expect("two features or more");
            let why = format!(": no puzzle has {} and {last} together", rest.join(", "));
            return Err(refused(why));
        }
        Ok(variant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_preset_is_its_features_and_its_name_reads_back() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            let joined: Vec<&str> = v.features().map(Feature::name).collect();
            match v {
                Variant::CLASSIC => assert_eq!(v.name(), "classic"),
                _ => assert_eq!(v.name(), joined.join("+")),
            }
        }
        assert_eq!("Killer+JIGSAW".parse(), Ok(Variant::JIGSAW_KILLER));
        assert_eq!(Variant::default(), Variant::CLASSIC);
    }

    #[test]
    fn names_of_no_preset_are_refused_with_the_presets() {
        let why = "killer+X".parse::<Variant>().unwrap_err();
        assert!(why.starts_with(
            "unknown variant 'killer+X': no puzzle has x and killer together; expected one of: classic, x,"
        ));
        let why = "x+jigsaw+killer".parse::<Variant>().unwrap_err();
        assert!(
            why.contains(": no puzzle has jigsaw, x and killer together;"),
            "{why}"
        );
        assert!("sumurai".parse::<Variant>().unwrap_err().ends_with(
            "expected one of: classic, x, hyper, jigsaw, jigsaw+x, killer, jigsaw+killer, samurai, \
             greater, futoshiki, kropki, consecutive, nonconsecutive, odd-even, thermo, \
             jigsaw+greater, jigsaw+kropki, jigsaw+consecutive, jigsaw+nonconsecutive, \
             jigsaw+odd-even, jigsaw+thermo"
        ));
        // A futoshiki is a Latin square: no regions.
        let why = "jigsaw+futoshiki".parse::<Variant>().unwrap_err();
        assert!(
            why.contains("no puzzle has jigsaw and futoshiki together"),
            "{why}"
        );
        for bad in ["", "+", "x+x", "jigsaw+", "sudoku", "classic+x"] {
            let why = bad.parse::<Variant>().unwrap_err();
            assert!(
                why.starts_with(&format!("unknown variant '{bad}'")),
                "{why}"
            );
        }
    }

    /// A tint shows a jigsaw's regions, but never over its greys.
    #[test]
    fn a_tint_takes_a_jigsaw_with_no_greys() {
        for v in [
            Variant::JIGSAW,
            Variant::JIGSAW_KILLER,
            Variant::JIGSAW_KROPKI,
        ] {
            assert!(v.takes_region_tint(), "{v}");
        }
        let greys = [
            (Variant::JIGSAW_X, "shaded diagonals"),
            (Variant::JIGSAW_ODD_EVEN, "grey circles and squares"),
            (Variant::JIGSAW_THERMO, "grey thermometers"),
        ];
        for (v, what) in greys {
            assert!(!v.takes_region_tint(), "{v}");
            assert_eq!(v.greys(), Some(what));
        }
        assert!(!Variant::KROPKI.takes_region_tint());
        assert_eq!(Variant::KROPKI.greys(), None);
    }
}
