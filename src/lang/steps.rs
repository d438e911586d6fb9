//! The words of a step's explanation, a clash and a check, one row a
//! language: how a reader of that language names a cell and a house, the
//! techniques' names, and one template a kind of sentence (placeholders in
//! braces, filled by [`fill`](super::fill)).
//!
//! Every house placeholder comes in two forms: `{house}` as a name stands
//! alone (a subject, an item of a list, in brackets) and `{in_house}` as it
//! follows "in" in the language (`v řádku 4`, `4행에서`), so that languages
//! that decline need no third form.

use super::{Lang, fill};
use crate::cages::{CageBreak, Cages};
use crate::cell::Cell;
use crate::grid::{Conflict, symbol_char};
use crate::layout::{Feature, HouseKind, Layout};
use crate::logic::Technique;
use crate::relations::{RelationBreak, Rule};

/// The words of explanations in one language.
#[derive(Debug)]
pub struct StepWords {
    /// The language.
    pub lang: Lang,
    /// A cell: `{row}` and `{column}`, from 1.
    pub cell: &'static str,
    /// Row, column, box, jigsaw region, hyper window: `{n}` from 1; as a
    /// name stands alone.
    pub houses: [&'static str; 5],
    /// The same, as each follows "in" (`in row 4`).
    pub in_houses: [&'static str; 5],
    /// The main diagonal and the anti-diagonal of an X; as a name, then
    /// as it follows "in".
    pub diagonals: [&'static str; 4],
    /// A samurai's grids as a hint names them: upper left, upper right,
    /// middle, lower left, lower right ([`crate::canvas::Canvas::grids`]'
    /// order).
    pub grids: [&'static str; 5],
    /// The same as `{grid_of}` in the templates below (the genitive where
    /// the language inflects it).
    pub grids_of: [&'static str; 5],
    /// A house of one of a samurai's grids, standing alone: `{house}` (its
    /// name in its grid), `{grid}` / `{grid_of}`.
    pub grid_house: &'static str,
    /// The same as it follows "in": `{in_house}`, `{grid}` / `{grid_of}`.
    pub in_grid_house: &'static str,
    /// What joins the items of a list (`, `).
    pub list: &'static str,
    /// The last two items of a list: `{rest}` and `{last}`.
    pub and: &'static str,
    /// The techniques' names, in [`Technique`]'s order.
    pub techniques: [&'static str; Technique::COUNT],
    /// A hidden single in a box where the boxes are the rows (a Latin
    /// square's, whose houses are rows and columns): one in a row.
    pub row_single: &'static str,
    /// The same where the boxes are the columns: one in a column.
    pub column_single: &'static str,
    /// A symbol placed, in an outcome: `{cell}`, `{symbol}`.
    pub placed: &'static str,
    /// A candidate removed, in an outcome: `{cell}`, `{symbol}`.
    pub removed: &'static str,
    /// Full house: `{cell}`, `{house}`/`{in_house}`, `{symbol}`.
    pub full_house: &'static str,
    /// Naked single: `{cell}`, `{symbol}`.
    pub naked_single: &'static str,
    /// One-cell cage: `{cell}`, `{sum}`, `{symbol}`.
    pub one_cell_cage: &'static str,
    /// Hidden single: `{symbol}`, `{cell}`, `{house}`/`{in_house}`.
    pub hidden_single: &'static str,
    /// Pointing and claiming: `{technique}`, `{within}`/`{in_within}`,
    /// `{symbols}`, `{along}`/`{in_along}`, `{outcome}`.
    pub intersection: &'static str,
    /// Subsets, fish, W-wings and unique rectangles: `{technique}`,
    /// `{symbols}`, `{cells}`, `{houses}`/`{in_houses}` (a list),
    /// `{outcome}`.
    pub pattern_in_houses: &'static str,
    /// XY- and XYZ-wings: `{technique}`, `{symbols}`, `{cells}`,
    /// `{outcome}`.
    pub wing: &'static str,
    /// Colouring and chains: `{technique}`, `{links}`, `{symbols}`,
    /// `{cells}`, `{outcome}`.
    pub chain: &'static str,
    /// A cage's symbols when only one set fits: the set as a list.
    /// Several sets: `{sets}`, each set written `1+2+3`.
    pub one_of: &'static str,
    /// A cage combination on a cage with no symbol yet: `{technique}`,
    /// `{sum}`, `{count}` (a number), `{count_word}` (that number in
    /// words, from [`StepWords::counts`]), `{cells}`, `{holds}`,
    /// `{outcome}`.
    pub cage_whole: &'static str,
    /// A cage combination on some open cells of a cage: `{technique}`,
    /// `{sum}`, `{cage}` (its cells), `{open}`, `{holds}`, `{outcome}`.
    pub cage_open: &'static str,
    /// Small counts in words, 0 to 9 (`{count_word}`).
    pub counts: [&'static str; 10],
    /// A cage that must hold a symbol, only in a house: `{technique}`,
    /// `{sum}`, `{cage}`, `{symbol}`, `{places}`, `{house}`/`{in_house}`,
    /// `{outcome}`.
    pub cage_in_house: &'static str,
    /// A house's symbol only in a cage: `{technique}`,
    /// `{house}`/`{in_house}`, `{symbol}`, `{places}`, `{sum}`, `{cage}`,
    /// `{outcome}`.
    pub house_in_cage: &'static str,
    /// The rule of 45, one house then several: `{houses}`, `{total}`.
    pub adds_up: [&'static str; 2],
    /// Innies, then outies: `{adds_up}` (the above), `{cells}`, `{sum}`.
    pub edges: [&'static str; 2],
    /// The rule of 45's step: `{technique}`, `{part}` (the above),
    /// `{outcome}`.
    pub sum: &'static str,
    /// The same, its cells a part of a cage: `{technique}`, `{part}`,
    /// `{sum}` (the cage's), `{cage}`, `{outcome}`.
    pub sum_in_cage: &'static str,
    /// A forcing chain from every place of a symbol in a house:
    /// `{technique}`, `{links}`, `{symbols}`, `{places}`,
    /// `{house}`/`{in_house}`, `{outcome}`.
    pub forcing_house: &'static str,
    /// A forcing chain from a candidate to a contradiction: `{technique}`,
    /// `{links}`, `{cell}`, `{symbols}`, `{outcome}`.
    pub forcing_candidate: &'static str,
    /// A forcing chain from every candidate of a cell: `{technique}`,
    /// `{links}`, `{cell}`, `{symbols}`, `{outcome}`.
    pub forcing_cell: &'static str,
    /// A symbol twice (or more) in a house, as `check` says:
    /// `{symbol}`, `{times}` (below), `{house}`/`{in_house}`, `{cells}`.
    pub conflict: &'static str,
    /// Twice, then `{k}` times.
    pub times: [&'static str; 2],
    /// A cage that breaks its rule: `{sum}`, `{cells}`, `{what}` (below).
    pub cage_break: &'static str,
    /// A symbol twice in a cage (`{symbol}`), then a cage off its sum
    /// (`{made}`).
    pub cage_breaks: [&'static str; 2],
    /// A relation between cells or a cell's property broken, as `check`
    /// says, in [`crate::relations::RelationBreak`]'s order (greater,
    /// white, black, negative, nonconsecutive, odd, even, thermometer):
    /// `{a}` and `{b}` its cells, `{x}` and `{y}` their symbols.
    pub relation_breaks: [&'static str; 8],
    /// An odd cell, then an even cell, losing the other parity: `{cell}`,
    /// `{outcome}`.
    pub parity: [&'static str; 2],
    /// A sign or thermometer's bound, the cell the greater, then the less:
    /// `{cell}`, `{other}`, `{bound}` (the other's smallest, then largest,
    /// candidate), `{outcome}`.
    pub bound: [&'static str; 2],
    /// The mark between two neighbours as a step names it, `{a}` and `{b}`
    /// its cells: a white dot, a bar (consecutive Sudoku's white mark), a
    /// black dot, no dot (the negative rule), no bar (consecutive
    /// Sudoku), and neighbours under the nonconsecutive rule.
    pub marks: [&'static str; 6],
    /// A neighbour keeping what a mark allows: `{mark}` (above), `{a}` one
    /// number `{symbols}`, then `{a}` one of `{symbols}`, then the same
    /// with the two sharing `{house}`/`{in_house}`; `{b}`, `{outcome}`.
    pub neighbours: [&'static str; 3],
    /// A symbol whose places in a house are all beside a cell:
    /// `{symbol}`, `{places}`, `{house}`/`{in_house}`, `{cell}`,
    /// `{outcome}`.
    pub beside: &'static str,
    /// Wrong entries, one then several: `{list}`.
    pub wrong: [&'static str; 2],
    /// A wrong entry: `{cell}`, `{symbol}`.
    pub is_not: &'static str,
    /// A clash on the page as it is typed: `{symbol}`,
    /// `{house}`/`{in_house}`.
    pub clash_house: &'static str,
    /// The same in a cage: `{symbol}`, `{cell}` (the cage's first).
    pub clash_cage: &'static str,
}

/// Every language's explanation words, one row each, in [`Lang`]'s order.
pub static STEP_TABLE: [StepWords; 13] = [
    StepWords {
        lang: Lang::En,
        cell: "r{row}c{column}",
        houses: [
            "row {n}",
            "column {n}",
            "box {n}",
            "region {n}",
            "window {n}",
        ],
        in_houses: [
            "in row {n}",
            "in column {n}",
            "in box {n}",
            "in region {n}",
            "in window {n}",
        ],
        diagonals: [
            "the main diagonal",
            "the anti-diagonal",
            "in the main diagonal",
            "in the anti-diagonal",
        ],
        grids: [
            "upper left grid",
            "upper right grid",
            "middle grid",
            "lower left grid",
            "lower right grid",
        ],
        grids_of: [
            "upper left grid",
            "upper right grid",
            "middle grid",
            "lower left grid",
            "lower right grid",
        ],
        grid_house: "{grid}, {house}",
        in_grid_house: "{in_house} of the {grid}",
        list: ", ",
        and: "{rest} and {last}",
        techniques: [
            "full house",
            "one-cell cage",
            "odd or even cell",
            "hidden single in a box",
            "inequality",
            "hidden single in a line",
            "neighbour rule",
            "naked single",
            "cage combination",
            "pointing",
            "neighbours in a house",
            "cage-house interaction",
            "claiming",
            "innies and outies",
            "naked pair",
            "hidden pair",
            "X-wing",
            "innies and outies over several houses",
            "cage splitting",
            "naked triple",
            "swordfish",
            "hidden triple",
            "XY-wing",
            "XYZ-wing",
            "unique rectangle",
            "W-wing",
            "naked quad",
            "jellyfish",
            "hidden quad",
            "simple colouring",
            "X-chain",
            "XY-chain",
            "alternating inference chain",
            "forcing chain",
        ],
        row_single: "hidden single in a row",
        column_single: "hidden single in a column",
        placed: "{cell}={symbol}",
        removed: "{cell}<>{symbol}",
        full_house: "full house: {cell} is the last cell of {house}, so it is {symbol}",
        naked_single: "naked single: {cell} can only be {symbol}",
        one_cell_cage: "one-cell cage: the cage of {cell} alone adds up to {sum}, so it is {symbol}",
        hidden_single: "hidden single: {symbol} can only go in {cell} {in_house}",
        intersection: "{technique}: {in_within}, {symbols} lies only {in_along}, so {outcome}",
        pattern_in_houses: "{technique}: {symbols} in {cells} of {houses} => {outcome}",
        wing: "{technique}: {symbols} in {cells} => {outcome}",
        chain: "{technique} ({links} links) on {symbols}: {cells} => {outcome}",
        one_of: "one of {sets}",
        cage_whole: "{technique}: the cage {sum} in {count_word} cells ({cells}) holds {holds} => {outcome}",
        cage_open: "{technique}: the cage {sum} of {cage} has {open} open, which hold {holds} => {outcome}",
        counts: [
            "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ],
        cage_in_house: "{technique}: the cage {sum} ({cage}) must hold {symbol}, only in {places} of {house} => {outcome}",
        house_in_cage: "{technique}: {in_house}, {symbol} lies only in {places} of the cage {sum} ({cage}) => {outcome}",
        adds_up: ["{houses} adds up to {total}", "{houses} add up to {total}"],
        edges: [
            "{adds_up}, the cages inside leave {cells} to add up to {sum}",
            "{adds_up}, the cages crossing its edge have {cells} outside adding up to {sum}",
        ],
        sum: "{technique}: {part} => {outcome}",
        sum_in_cage: "{technique}: {part}, a part of the cage {sum} ({cage}) => {outcome}",
        forcing_house: "{technique} ({links} links): {symbols} goes in one of {places} {in_house}, and each place that holds leads to {outcome}",
        forcing_candidate: "{technique} ({links} links): {cell}={symbols} leads to a contradiction, so {outcome}",
        forcing_cell: "{technique} ({links} links): {cell} is one of {symbols}, and each that holds leads to {outcome}",
        conflict: "symbol {symbol} {times} {in_house}: {cells}",
        times: ["twice", "{k} times"],
        cage_break: "the cage {sum} of {cells}: {what}",
        cage_breaks: ["{symbol} twice", "adds up to {made}"],
        relation_breaks: [
            "the sign between {a} and {b}: {x} is not greater than {y}",
            "the white dot between {a} and {b}: {x} and {y} do not differ by 1",
            "the black dot between {a} and {b}: neither {x} nor {y} is double the other",
            "no dot between {a} and {b}, yet {x} and {y} differ by 1 or one is double the other",
            "the neighbours {a} and {b} hold {x} and {y}, which differ by 1",
            "{a} is an odd cell but holds {x}",
            "{a} is an even cell but holds {x}",
            "the thermometer does not rise from {a} to {b}: {x}, then {y}",
        ],
        parity: [
            "{cell} is an odd cell: {outcome}",
            "{cell} is an even cell: {outcome}",
        ],
        bound: [
            "{cell} is greater than {other}, which is at least {bound}: {outcome}",
            "{cell} is less than {other}, which is at most {bound}: {outcome}",
        ],
        marks: [
            "the white dot between {a} and {b}",
            "the bar between {a} and {b}",
            "the black dot between {a} and {b}",
            "no dot between {a} and {b}",
            "no bar between {a} and {b}",
            "the neighbours {a} and {b} are not consecutive",
        ],
        neighbours: [
            "{mark}, and {a} holds {symbols}: {outcome}",
            "{mark}, and {a} is one of {symbols}: {outcome}",
            "{mark}, {a} is one of {symbols}, and the two share {house}, so they differ: {outcome}",
        ],
        beside: "{symbol} goes in one of {places} {in_house}, and each is beside {cell}: {outcome}",
        wrong: [
            "one entry is wrong: {list}",
            "some entries are wrong: {list}",
        ],
        is_not: "{cell} is not {symbol}",
        clash_house: "{symbol} is already {in_house}.",
        clash_cage: "{symbol} is already in the cage starting at {cell}.",
    },
    StepWords {
        lang: Lang::Cs,
        cell: "ř{row}s{column}",
        houses: [
            "řádek {n}",
            "sloupec {n}",
            "blok {n}",
            "oblast {n}",
            "okénko {n}",
        ],
        in_houses: [
            "v řádku {n}",
            "ve sloupci {n}",
            "v bloku {n}",
            "v oblasti {n}",
            "v okénku {n}",
        ],
        diagonals: [
            "hlavní úhlopříčka",
            "vedlejší úhlopříčka",
            "na hlavní úhlopříčce",
            "na vedlejší úhlopříčce",
        ],
        grids: [
            "levá horní mřížka",
            "pravá horní mřížka",
            "prostřední mřížka",
            "levá dolní mřížka",
            "pravá dolní mřížka",
        ],
        grids_of: [
            "levé horní mřížky",
            "pravé horní mřížky",
            "prostřední mřížky",
            "levé dolní mřížky",
            "pravé dolní mřížky",
        ],
        grid_house: "{house} {grid_of}",
        in_grid_house: "{in_house} {grid_of}",
        list: ", ",
        and: "{rest} a {last}",
        techniques: [
            "poslední volné pole",
            "klec s jedním polem",
            "liché nebo sudé pole",
            "jediné místo v bloku",
            "nerovnost",
            "jediné místo v řádku či sloupci",
            "pravidlo sousedů",
            "jediný kandidát",
            "kombinace v kleci",
            "ukazování",
            "sousedé ve skupině",
            "klec a skupina",
            "zabírání",
            "vnitřní a vnější pole",
            "nahá dvojice",
            "skrytá dvojice",
            "X-křídlo",
            "vnitřní a vnější pole přes více skupin",
            "dělení klece",
            "nahá trojice",
            "mečoun",
            "skrytá trojice",
            "XY-křídlo",
            "XYZ-křídlo",
            "jedinečný obdélník",
            "W-křídlo",
            "nahá čtveřice",
            "medúza",
            "skrytá čtveřice",
            "jednoduché barvení",
            "X-řetězec",
            "XY-řetězec",
            "řetězec střídavých závěrů",
            "vynucující řetězec",
        ],
        row_single: "jediné místo v řádku",
        column_single: "jediné místo ve sloupci",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "poslední volné pole: {in_house} zbývá jen pole {cell}, takže tam patří {symbol}",
        naked_single: "jediný kandidát: do pole {cell} se hodí jen {symbol}",
        one_cell_cage: "klec s jedním polem: pole {cell} tvoří samo celou klec se součtem {sum}, takže tam patří {symbol}",
        hidden_single: "jediné místo: {in_house} může být {symbol} jen v poli {cell}",
        intersection: "{technique}: {in_within} může být {symbols} jen {in_along}, takže {outcome}",
        pattern_in_houses: "{technique}: {symbols} v polích {cells} ({houses}) => {outcome}",
        wing: "{technique}: {symbols} v polích {cells} => {outcome}",
        chain: "{technique} pro {symbols} (počet článků: {links}): {cells} => {outcome}",
        one_of: "jednu z možností {sets}",
        cage_whole: "{technique}: klec {sum} na polích {cells} obsahuje {holds} => {outcome}",
        cage_open: "{technique}: v kleci {sum} ({cage}) musí zbývající pole {open} obsahovat {holds} => {outcome}",
        counts: [
            "žádné", "jedno", "dvě", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět",
        ],
        cage_in_house: "{technique}: klec {sum} ({cage}) musí obsahovat {symbol}, a to jen {in_house} ({places}) => {outcome}",
        house_in_cage: "{technique}: {in_house} může být {symbol} jen v kleci {sum} ({cage}), a to v polích {places} => {outcome}",
        adds_up: [
            "{houses} má součet {total}",
            "{houses} mají dohromady součet {total}",
        ],
        edges: [
            "{adds_up}; po odečtení klecí uvnitř zbývá na pole {cells} součet {sum}",
            "{adds_up}; klece přesahující okraj mají venku pole {cells} se součtem {sum}",
        ],
        sum: "{technique}: {part} => {outcome}",
        sum_in_cage: "{technique}: {part}, což je část klece {sum} ({cage}) => {outcome}",
        forcing_house: "{technique} (počet článků: {links}): {symbols} musí být {in_house} v jednom z polí {places} a každá z těch možností vede k závěru {outcome}",
        forcing_candidate: "{technique} (počet článků: {links}): {cell}={symbols} vede ke sporu, takže {outcome}",
        forcing_cell: "{technique} (počet článků: {links}): v poli {cell} může být jen {symbols} a každá z těch možností vede k závěru {outcome}",
        conflict: "{symbol} je {times} {in_house}: {cells}",
        times: ["dvakrát", "{k}krát"],
        cage_break: "klec {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} dvakrát", "součet je {made}"],
        relation_breaks: [
            "znaménko mezi {a} a {b}: {x} není větší než {y}",
            "bílá tečka mezi {a} a {b}: {x} a {y} se neliší o 1",
            "černá tečka mezi {a} a {b}: ani {x}, ani {y} není dvojnásobkem druhého",
            "mezi {a} a {b} není tečka, a přesto se {x} a {y} liší o 1 nebo je jedno dvojnásobkem druhého",
            "sousední pole {a} a {b} obsahují {x} a {y}, které se liší o 1",
            "{a} je liché pole, ale obsahuje {x}",
            "{a} je sudé pole, ale obsahuje {x}",
            "teploměr nestoupá z {a} do {b}: {x}, pak {y}",
        ],
        parity: [
            "{cell} je liché pole: {outcome}",
            "{cell} je sudé pole: {outcome}",
        ],
        bound: [
            "v poli {cell} je větší číslo než v poli {other}, kde je nejméně {bound}: {outcome}",
            "v poli {cell} je menší číslo než v poli {other}, kde je nejvýš {bound}: {outcome}",
        ],
        marks: [
            "bílá tečka mezi {a} a {b}",
            "čárka mezi {a} a {b}",
            "černá tečka mezi {a} a {b}",
            "mezi {a} a {b} není tečka",
            "mezi {a} a {b} není čárka",
            "čísla v sousedních polích {a} a {b} se neliší o 1",
        ],
        neighbours: [
            "{mark}; v poli {a} je {symbols}: {outcome}",
            "{mark}; v poli {a} může být jen {symbols}: {outcome}",
            "{mark}; v poli {a} může být jen {symbols} a obě pole leží {in_house}, takže se jejich čísla liší: {outcome}",
        ],
        beside: "{symbol} musí být {in_house} v jednom z polí {places} a každé z nich sousedí s polem {cell}: {outcome}",
        wrong: [
            "jedno pole je vyplněné špatně: {list}",
            "některá pole jsou vyplněná špatně: {list}",
        ],
        is_not: "do pole {cell} nepatří {symbol}",
        clash_house: "{symbol} už je {in_house}.",
        clash_cage: "{symbol} už je v kleci, která začíná polem {cell}.",
    },
    StepWords {
        lang: Lang::De,
        cell: "Z{row}S{column}",
        houses: [
            "Zeile {n}",
            "Spalte {n}",
            "Block {n}",
            "Gebiet {n}",
            "Quadrat {n}",
        ],
        in_houses: [
            "in Zeile {n}",
            "in Spalte {n}",
            "in Block {n}",
            "in Gebiet {n}",
            "in Quadrat {n}",
        ],
        diagonals: [
            "die Hauptdiagonale",
            "die Nebendiagonale",
            "auf der Hauptdiagonale",
            "auf der Nebendiagonale",
        ],
        grids: [
            "Gitter oben links",
            "Gitter oben rechts",
            "mittleres Gitter",
            "Gitter unten links",
            "Gitter unten rechts",
        ],
        grids_of: [
            "Gitters oben links",
            "Gitters oben rechts",
            "mittleren Gitters",
            "Gitters unten links",
            "Gitters unten rechts",
        ],
        grid_house: "{house} des {grid_of}",
        in_grid_house: "{in_house} des {grid_of}",
        list: ", ",
        and: "{rest} und {last}",
        techniques: [
            "letztes freies Feld",
            "Käfig mit einem Feld",
            "ungerades oder gerades Feld",
            "versteckter Einer im Block",
            "Ungleichung",
            "versteckter Einer in Zeile oder Spalte",
            "Nachbarregel",
            "nackter Einer",
            "Käfigkombination",
            "gesperrte Kandidaten im Block",
            "Nachbarn in einer Einheit",
            "Käfig und Einheit",
            "gesperrte Kandidaten in der Linie",
            "Innen- und Außenfelder",
            "nacktes Paar",
            "verstecktes Paar",
            "X-Flügel",
            "Innen- und Außenfelder über mehrere Einheiten",
            "Käfigteilung",
            "nackter Drilling",
            "Schwertfisch",
            "versteckter Drilling",
            "XY-Flügel",
            "XYZ-Flügel",
            "eindeutiges Rechteck",
            "W-Flügel",
            "nackter Vierer",
            "Qualle",
            "versteckter Vierer",
            "einfaches Färben",
            "X-Kette",
            "XY-Kette",
            "Kette wechselnder Schlüsse",
            "Erzwingungskette",
        ],
        row_single: "versteckter Einer in der Zeile",
        column_single: "versteckter Einer in der Spalte",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "letztes freies Feld: {in_house} ist nur noch {cell} frei, also kommt dort {symbol} hin",
        naked_single: "nackter Einer: in {cell} passt nur {symbol}",
        one_cell_cage: "Käfig mit einem Feld: {cell} ist allein in seinem Käfig mit der Summe {sum}, also kommt dort {symbol} hin",
        hidden_single: "versteckter Einer: {in_house} kann {symbol} nur in {cell} stehen",
        intersection: "{technique}: {in_within} kann {symbols} nur {in_along} stehen, also {outcome}",
        pattern_in_houses: "{technique}: {symbols} in {cells} ({houses}) => {outcome}",
        wing: "{technique}: {symbols} in {cells} => {outcome}",
        chain: "{technique} mit {symbols} (Glieder: {links}): {cells} => {outcome}",
        one_of: "eine der Kombinationen {sets}",
        cage_whole: "{technique}: der Käfig {sum} mit den Feldern {cells} enthält {holds} => {outcome}",
        cage_open: "{technique}: der Käfig {sum} ({cage}) hat noch die freien Felder {open}; sie enthalten {holds} => {outcome}",
        counts: [
            "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
        ],
        cage_in_house: "{technique}: der Käfig {sum} ({cage}) muss {symbol} enthalten, und zwar nur {in_house} ({places}) => {outcome}",
        house_in_cage: "{technique}: {in_house} kann {symbol} nur im Käfig {sum} ({cage}) stehen, nämlich in {places} => {outcome}",
        adds_up: [
            "{houses} ergibt zusammen {total}",
            "{houses} ergeben zusammen {total}",
        ],
        edges: [
            "{adds_up}; ohne die Käfige darin bleibt für {cells} die Summe {sum}",
            "{adds_up}; die Käfige über den Rand haben außen die Felder {cells} mit der Summe {sum}",
        ],
        sum: "{technique}: {part} => {outcome}",
        sum_in_cage: "{technique}: {part}, ein Teil des Käfigs {sum} ({cage}) => {outcome}",
        forcing_house: "{technique} (Glieder: {links}): {symbols} steht {in_house} in einem von {places}, und jede dieser Möglichkeiten führt zu {outcome}",
        forcing_candidate: "{technique} (Glieder: {links}): {cell}={symbols} führt zu einem Widerspruch, also {outcome}",
        forcing_cell: "{technique} (Glieder: {links}): in {cell} steht eines von {symbols}, und jede dieser Möglichkeiten führt zu {outcome}",
        conflict: "{symbol} steht {times} {in_house}: {cells}",
        times: ["zweimal", "{k}-mal"],
        cage_break: "Käfig {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} zweimal", "ergibt {made}"],
        relation_breaks: [
            "das Zeichen zwischen {a} und {b}: {x} ist nicht größer als {y}",
            "der weiße Punkt zwischen {a} und {b}: {x} und {y} unterscheiden sich nicht um 1",
            "der schwarze Punkt zwischen {a} und {b}: weder {x} noch {y} ist das Doppelte der anderen",
            "kein Punkt zwischen {a} und {b}, doch {x} und {y} unterscheiden sich um 1 oder eine ist das Doppelte der anderen",
            "die Nachbarn {a} und {b} enthalten {x} und {y}, die sich um 1 unterscheiden",
            "{a} ist ein ungerades Feld, enthält aber {x}",
            "{a} ist ein gerades Feld, enthält aber {x}",
            "das Thermometer steigt nicht von {a} nach {b}: {x}, dann {y}",
        ],
        parity: [
            "{cell} ist ein ungerades Feld: {outcome}",
            "{cell} ist ein gerades Feld: {outcome}",
        ],
        bound: [
            "in {cell} steht mehr als in {other}, wo mindestens {bound} steht: {outcome}",
            "in {cell} steht weniger als in {other}, wo höchstens {bound} steht: {outcome}",
        ],
        marks: [
            "der weiße Punkt zwischen {a} und {b}",
            "der Balken zwischen {a} und {b}",
            "der schwarze Punkt zwischen {a} und {b}",
            "kein Punkt zwischen {a} und {b}",
            "kein Balken zwischen {a} und {b}",
            "die Nachbarn {a} und {b} unterscheiden sich nicht um 1",
        ],
        neighbours: [
            "{mark}, und in {a} steht {symbols}: {outcome}",
            "{mark}, und in {a} steht eines von {symbols}: {outcome}",
            "{mark}, in {a} steht eines von {symbols}, und beide liegen {in_house}, also unterscheiden sie sich: {outcome}",
        ],
        beside: "{symbol} steht {in_house} in einem von {places}, und jedes davon liegt neben {cell}: {outcome}",
        wrong: [
            "ein Eintrag ist falsch: {list}",
            "einige Einträge sind falsch: {list}",
        ],
        is_not: "{cell} ist nicht {symbol}",
        clash_house: "{symbol} steht schon {in_house}.",
        clash_cage: "{symbol} steht schon im Käfig, der bei {cell} beginnt.",
    },
    StepWords {
        lang: Lang::Es,
        cell: "F{row}C{column}",
        houses: [
            "fila {n}",
            "columna {n}",
            "bloque {n}",
            "región {n}",
            "cuadrado {n}",
        ],
        in_houses: [
            "en la fila {n}",
            "en la columna {n}",
            "en el bloque {n}",
            "en la región {n}",
            "en el cuadrado {n}",
        ],
        diagonals: [
            "diagonal principal",
            "diagonal secundaria",
            "en la diagonal principal",
            "en la diagonal secundaria",
        ],
        grids: [
            "cuadrícula superior izquierda",
            "cuadrícula superior derecha",
            "cuadrícula central",
            "cuadrícula inferior izquierda",
            "cuadrícula inferior derecha",
        ],
        grids_of: [
            "cuadrícula superior izquierda",
            "cuadrícula superior derecha",
            "cuadrícula central",
            "cuadrícula inferior izquierda",
            "cuadrícula inferior derecha",
        ],
        grid_house: "{house} de la {grid}",
        in_grid_house: "{in_house} de la {grid}",
        list: ", ",
        and: "{rest} y {last}",
        techniques: [
            "última casilla libre",
            "jaula de una casilla",
            "casilla impar o par",
            "solitario oculto en un bloque",
            "desigualdad",
            "solitario oculto en una fila o columna",
            "regla de vecinas",
            "solitario desnudo",
            "combinación de la jaula",
            "interacción bloque-línea",
            "vecinas en una unidad",
            "interacción jaula-unidad",
            "interacción línea-bloque",
            "casillas internas y externas",
            "pareja desnuda",
            "pareja oculta",
            "ala X",
            "casillas internas y externas en varias unidades",
            "división de jaulas",
            "trío desnudo",
            "pez espada",
            "trío oculto",
            "ala XY",
            "ala XYZ",
            "rectángulo único",
            "ala W",
            "cuarteto desnudo",
            "medusa",
            "cuarteto oculto",
            "coloreado simple",
            "cadena X",
            "cadena XY",
            "cadena de inferencias alternas",
            "cadena forzada",
        ],
        row_single: "solitario oculto en una fila",
        column_single: "solitario oculto en una columna",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "última casilla libre: {cell} es la única casilla vacía {in_house}, así que es {symbol}",
        naked_single: "solitario desnudo: {cell} solo puede ser {symbol}",
        one_cell_cage: "jaula de una casilla: {cell} está sola en su jaula, que suma {sum}, así que es {symbol}",
        hidden_single: "solitario oculto: {in_house}, {symbol} solo puede ir en {cell}",
        intersection: "{technique}: {in_within}, {symbols} solo puede ir {in_along}, así que {outcome}",
        pattern_in_houses: "{technique}: {symbols} en {cells} ({houses}), así que {outcome}",
        wing: "{technique}: {symbols} en {cells}, así que {outcome}",
        chain: "{technique} ({links} eslabones) con {symbols}: {cells}, así que {outcome}",
        one_of: "una de las combinaciones {sets}",
        cage_whole: "{technique}: la jaula de {sum} con {count_word} casillas ({cells}) contiene {holds}, así que {outcome}",
        cage_open: "{technique}: la jaula de {sum} ({cage}) tiene libres {open}, que contienen {holds}, así que {outcome}",
        counts: [
            "ninguna", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
        ],
        cage_in_house: "{technique}: la jaula de {sum} ({cage}) debe contener {symbol}, que solo puede ir en {places} ({house}), así que {outcome}",
        house_in_cage: "{technique}: {in_house}, {symbol} solo puede ir en {places}, dentro de la jaula de {sum} ({cage}), así que {outcome}",
        adds_up: ["{houses} suma {total}", "{houses} suman {total}"],
        edges: [
            "{adds_up}, y quitando las jaulas de dentro quedan {cells}, que suman {sum}",
            "{adds_up}, y las jaulas que cruzan su borde tienen fuera {cells}, que suman {sum}",
        ],
        sum: "{technique}: {part}, así que {outcome}",
        sum_in_cage: "{technique}: {part}, una parte de la jaula de {sum} ({cage}), así que {outcome}",
        forcing_house: "{technique} ({links} eslabones): {in_house}, {symbols} va en una de {places}, y cada opción lleva a {outcome}",
        forcing_candidate: "{technique} ({links} eslabones): {cell}={symbols} lleva a una contradicción, así que {outcome}",
        forcing_cell: "{technique} ({links} eslabones): {cell} tiene los candidatos {symbols}, y cada uno lleva a {outcome}",
        conflict: "{symbol} aparece {times} {in_house}: {cells}",
        times: ["dos veces", "{k} veces"],
        cage_break: "la jaula de {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} dos veces", "la suma da {made}"],
        relation_breaks: [
            "el signo entre {a} y {b}: {x} no es mayor que {y}",
            "el punto blanco entre {a} y {b}: {x} y {y} no se diferencian en 1",
            "el punto negro entre {a} y {b}: ni {x} ni {y} es el doble del otro",
            "no hay punto entre {a} y {b}, pero {x} y {y} se diferencian en 1 o uno es el doble del otro",
            "las vecinas {a} y {b} tienen {x} y {y}, que se diferencian en 1",
            "{a} es una casilla impar pero tiene {x}",
            "{a} es una casilla par pero tiene {x}",
            "el termómetro no sube de {a} a {b}: {x}, luego {y}",
        ],
        parity: [
            "{cell} es una casilla impar: {outcome}",
            "{cell} es una casilla par: {outcome}",
        ],
        bound: [
            "{cell} es mayor que {other}, que es como mínimo {bound}: {outcome}",
            "{cell} es menor que {other}, que es como máximo {bound}: {outcome}",
        ],
        marks: [
            "el punto blanco entre {a} y {b}",
            "la barra entre {a} y {b}",
            "el punto negro entre {a} y {b}",
            "no hay punto entre {a} y {b}",
            "no hay barra entre {a} y {b}",
            "las vecinas {a} y {b} no son consecutivas",
        ],
        neighbours: [
            "{mark}, y {a} es {symbols}: {outcome}",
            "{mark}, y {a} tiene los candidatos {symbols}: {outcome}",
            "{mark}, {a} tiene los candidatos {symbols}, y las dos están {in_house}, así que son distintas: {outcome}",
        ],
        beside: "{in_house}, {symbol} va en una de {places}, y todas están junto a {cell}: {outcome}",
        wrong: [
            "una casilla está mal: {list}",
            "algunas casillas están mal: {list}",
        ],
        is_not: "{cell} no es {symbol}",
        clash_house: "{symbol} ya está {in_house}.",
        clash_cage: "{symbol} ya está en la jaula que empieza en {cell}.",
    },
    StepWords {
        lang: Lang::Fr,
        cell: "L{row}C{column}",
        houses: [
            "ligne {n}",
            "colonne {n}",
            "bloc {n}",
            "zone {n}",
            "carré {n}",
        ],
        in_houses: [
            "dans la ligne {n}",
            "dans la colonne {n}",
            "dans le bloc {n}",
            "dans la zone {n}",
            "dans le carré {n}",
        ],
        diagonals: [
            "diagonale principale",
            "diagonale secondaire",
            "sur la diagonale principale",
            "sur la diagonale secondaire",
        ],
        grids: [
            "grille en haut à gauche",
            "grille en haut à droite",
            "grille centrale",
            "grille en bas à gauche",
            "grille en bas à droite",
        ],
        grids_of: [
            "grille en haut à gauche",
            "grille en haut à droite",
            "grille centrale",
            "grille en bas à gauche",
            "grille en bas à droite",
        ],
        grid_house: "{house} de la {grid}",
        in_grid_house: "{in_house} de la {grid}",
        list: ", ",
        and: "{rest} et {last}",
        techniques: [
            "dernière case libre",
            "cage d'une case",
            "case impaire ou paire",
            "singleton caché dans un bloc",
            "inégalité",
            "singleton caché dans une ligne ou une colonne",
            "règle des voisines",
            "singleton nu",
            "combinaison de cage",
            "interaction bloc-ligne",
            "voisines dans une unité",
            "interaction cage-unité",
            "interaction ligne-bloc",
            "cases internes et externes",
            "paire nue",
            "paire cachée",
            "aile en X",
            "cases internes et externes sur plusieurs unités",
            "découpage de cage",
            "triplet nu",
            "espadon",
            "triplet caché",
            "aile XY",
            "aile XYZ",
            "rectangle unique",
            "aile W",
            "quadruplet nu",
            "méduse",
            "quadruplet caché",
            "coloriage simple",
            "chaîne X",
            "chaîne XY",
            "chaîne d'inférences alternées",
            "chaîne de forçage",
        ],
        row_single: "singleton caché dans une ligne",
        column_single: "singleton caché dans une colonne",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "dernière case libre : {cell} est la seule case vide {in_house}, donc c'est {symbol}",
        naked_single: "singleton nu : {cell} ne peut être que {symbol}",
        one_cell_cage: "cage d'une case : {cell} est seule dans sa cage, qui vaut {sum}, donc c'est {symbol}",
        hidden_single: "singleton caché : {in_house}, {symbol} ne peut aller qu'en {cell}",
        intersection: "{technique} : {in_within}, {symbols} ne se trouve que {in_along}, donc {outcome}",
        pattern_in_houses: "{technique} : {symbols} dans {cells} ({houses}), donc {outcome}",
        wing: "{technique} : {symbols} dans {cells}, donc {outcome}",
        chain: "{technique} ({links} maillons) sur {symbols} : {cells}, donc {outcome}",
        one_of: "l'une des combinaisons {sets}",
        cage_whole: "{technique} : la cage de {sum} en {count_word} cases ({cells}) contient {holds}, donc {outcome}",
        cage_open: "{technique} : la cage de {sum} ({cage}) a pour cases libres {open}, qui contiennent {holds}, donc {outcome}",
        counts: [
            "aucune", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
        ],
        cage_in_house: "{technique} : la cage de {sum} ({cage}) doit contenir {symbol}, qui ne peut aller qu'en {places} ({house}), donc {outcome}",
        house_in_cage: "{technique} : {in_house}, {symbol} ne se trouve qu'en {places}, dans la cage de {sum} ({cage}), donc {outcome}",
        adds_up: ["{houses} totalise {total}", "{houses} totalisent {total}"],
        edges: [
            "{adds_up}, et sans les cages intérieures il reste {cells}, qui font {sum}",
            "{adds_up}, et les cages qui dépassent son bord ont {cells} à l'extérieur, qui font {sum}",
        ],
        sum: "{technique} : {part}, donc {outcome}",
        sum_in_cage: "{technique} : {part}, une partie de la cage de {sum} ({cage}), donc {outcome}",
        forcing_house: "{technique} ({links} maillons) : {in_house}, {symbols} va dans l'une des cases {places}, et chacune mène à {outcome}",
        forcing_candidate: "{technique} ({links} maillons) : {cell}={symbols} mène à une contradiction, donc {outcome}",
        forcing_cell: "{technique} ({links} maillons) : {cell} a pour candidats {symbols}, et chacun mène à {outcome}",
        conflict: "{symbol} apparaît {times} {in_house} : {cells}",
        times: ["deux fois", "{k} fois"],
        cage_break: "la cage de {sum} ({cells}) : {what}",
        cage_breaks: ["{symbol} y est deux fois", "la somme vaut {made}"],
        relation_breaks: [
            "le signe entre {a} et {b} : {x} n'est pas plus grand que {y}",
            "le point blanc entre {a} et {b} : {x} et {y} ne diffèrent pas de 1",
            "le point noir entre {a} et {b} : ni {x} ni {y} n'est le double de l'autre",
            "aucun point entre {a} et {b}, pourtant {x} et {y} diffèrent de 1 ou l'un est le double de l'autre",
            "les voisines {a} et {b} contiennent {x} et {y}, qui diffèrent de 1",
            "{a} est une case impaire mais contient {x}",
            "{a} est une case paire mais contient {x}",
            "le thermomètre ne monte pas de {a} à {b} : {x}, puis {y}",
        ],
        parity: [
            "{cell} est une case impaire : {outcome}",
            "{cell} est une case paire : {outcome}",
        ],
        bound: [
            "{cell} est supérieure à {other}, qui vaut au moins {bound} : {outcome}",
            "{cell} est inférieure à {other}, qui vaut au plus {bound} : {outcome}",
        ],
        marks: [
            "le point blanc entre {a} et {b}",
            "la barre entre {a} et {b}",
            "le point noir entre {a} et {b}",
            "aucun point entre {a} et {b}",
            "aucune barre entre {a} et {b}",
            "les voisines {a} et {b} ne sont pas consécutives",
        ],
        neighbours: [
            "{mark}, et {a} vaut {symbols} : {outcome}",
            "{mark}, et {a} a pour candidats {symbols} : {outcome}",
            "{mark}, {a} a pour candidats {symbols}, et les deux sont {in_house}, donc elles diffèrent : {outcome}",
        ],
        beside: "{in_house}, {symbol} va dans l'une des cases {places}, et chacune est à côté de {cell} : {outcome}",
        wrong: [
            "une case est fausse : {list}",
            "des cases sont fausses : {list}",
        ],
        is_not: "{cell} n'est pas {symbol}",
        clash_house: "{symbol} est déjà {in_house}.",
        clash_cage: "{symbol} est déjà dans la cage qui commence en {cell}.",
    },
    StepWords {
        lang: Lang::It,
        cell: "R{row}C{column}",
        houses: [
            "riga {n}",
            "colonna {n}",
            "riquadro {n}",
            "zona {n}",
            "quadrato {n}",
        ],
        in_houses: [
            "nella riga {n}",
            "nella colonna {n}",
            "nel riquadro {n}",
            "nella zona {n}",
            "nel quadrato {n}",
        ],
        diagonals: [
            "diagonale principale",
            "diagonale secondaria",
            "sulla diagonale principale",
            "sulla diagonale secondaria",
        ],
        grids: [
            "griglia in alto a sinistra",
            "griglia in alto a destra",
            "griglia centrale",
            "griglia in basso a sinistra",
            "griglia in basso a destra",
        ],
        grids_of: [
            "griglia in alto a sinistra",
            "griglia in alto a destra",
            "griglia centrale",
            "griglia in basso a sinistra",
            "griglia in basso a destra",
        ],
        grid_house: "{house} della {grid}",
        in_grid_house: "{in_house} della {grid}",
        list: ", ",
        and: "{rest} e {last}",
        techniques: [
            "ultima casella libera",
            "gabbia di una casella",
            "casella dispari o pari",
            "singolo nascosto in un riquadro",
            "disuguaglianza",
            "singolo nascosto in una riga o colonna",
            "regola delle vicine",
            "singolo nudo",
            "combinazione della gabbia",
            "interazione riquadro-linea",
            "vicine in un'unità",
            "interazione gabbia-unità",
            "interazione linea-riquadro",
            "caselle interne ed esterne",
            "coppia nuda",
            "coppia nascosta",
            "ala X",
            "caselle interne ed esterne su più unità",
            "divisione della gabbia",
            "tripla nuda",
            "pesce spada",
            "tripla nascosta",
            "ala XY",
            "ala XYZ",
            "rettangolo unico",
            "ala W",
            "quadrupla nuda",
            "medusa",
            "quadrupla nascosta",
            "colorazione semplice",
            "catena X",
            "catena XY",
            "catena di inferenze alternate",
            "catena forzante",
        ],
        row_single: "singolo nascosto in una riga",
        column_single: "singolo nascosto in una colonna",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "ultima casella libera: {cell} è l'unica casella vuota {in_house}, quindi è {symbol}",
        naked_single: "singolo nudo: {cell} può essere solo {symbol}",
        one_cell_cage: "gabbia di una casella: {cell} è da sola nella sua gabbia, che vale {sum}, quindi è {symbol}",
        hidden_single: "singolo nascosto: {in_house}, {symbol} può andare solo in {cell}",
        intersection: "{technique}: {in_within}, {symbols} si trova solo {in_along}, quindi {outcome}",
        pattern_in_houses: "{technique}: {symbols} in {cells} ({houses}), quindi {outcome}",
        wing: "{technique}: {symbols} in {cells}, quindi {outcome}",
        chain: "{technique} ({links} anelli) su {symbols}: {cells}, quindi {outcome}",
        one_of: "una delle combinazioni {sets}",
        cage_whole: "{technique}: la gabbia da {sum} con {count_word} caselle ({cells}) contiene {holds}, quindi {outcome}",
        cage_open: "{technique}: la gabbia da {sum} ({cage}) ha libere {open}, che contengono {holds}, quindi {outcome}",
        counts: [
            "nessuna", "una", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove",
        ],
        cage_in_house: "{technique}: la gabbia da {sum} ({cage}) deve contenere {symbol}, che può stare solo in {places} ({house}), quindi {outcome}",
        house_in_cage: "{technique}: {in_house}, {symbol} si trova solo in {places}, dentro la gabbia da {sum} ({cage}), quindi {outcome}",
        adds_up: ["{houses} fa {total}", "{houses} fanno {total}"],
        edges: [
            "{adds_up}, e tolte le gabbie interne restano {cells}, che fanno {sum}",
            "{adds_up}, e le gabbie che escono dal bordo hanno fuori {cells}, che fanno {sum}",
        ],
        sum: "{technique}: {part}, quindi {outcome}",
        sum_in_cage: "{technique}: {part}, una parte della gabbia da {sum} ({cage}), quindi {outcome}",
        forcing_house: "{technique} ({links} anelli): {in_house}, {symbols} va in una tra {places}, e ogni scelta porta a {outcome}",
        forcing_candidate: "{technique} ({links} anelli): {cell}={symbols} porta a una contraddizione, quindi {outcome}",
        forcing_cell: "{technique} ({links} anelli): {cell} ha i candidati {symbols}, e ognuno porta a {outcome}",
        conflict: "{symbol} compare {times} {in_house}: {cells}",
        times: ["due volte", "{k} volte"],
        cage_break: "la gabbia da {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} due volte", "la somma fa {made}"],
        relation_breaks: [
            "il segno tra {a} e {b}: {x} non è maggiore di {y}",
            "il punto bianco tra {a} e {b}: {x} e {y} non differiscono di 1",
            "il punto nero tra {a} e {b}: né {x} né {y} è il doppio dell'altro",
            "nessun punto tra {a} e {b}, eppure {x} e {y} differiscono di 1 o uno è il doppio dell'altro",
            "le vicine {a} e {b} contengono {x} e {y}, che differiscono di 1",
            "{a} è una casella dispari ma contiene {x}",
            "{a} è una casella pari ma contiene {x}",
            "il termometro non sale da {a} a {b}: {x}, poi {y}",
        ],
        parity: [
            "{cell} è una casella dispari: {outcome}",
            "{cell} è una casella pari: {outcome}",
        ],
        bound: [
            "{cell} è maggiore di {other}, che vale almeno {bound}: {outcome}",
            "{cell} è minore di {other}, che vale al massimo {bound}: {outcome}",
        ],
        marks: [
            "il punto bianco tra {a} e {b}",
            "la barra tra {a} e {b}",
            "il punto nero tra {a} e {b}",
            "nessun punto tra {a} e {b}",
            "nessuna barra tra {a} e {b}",
            "le vicine {a} e {b} non sono consecutive",
        ],
        neighbours: [
            "{mark}, e {a} è {symbols}: {outcome}",
            "{mark}, e {a} ha i candidati {symbols}: {outcome}",
            "{mark}, {a} ha i candidati {symbols}, e le due sono {in_house}, quindi sono diverse: {outcome}",
        ],
        beside: "{in_house}, {symbol} va in una tra {places}, e ognuna è accanto a {cell}: {outcome}",
        wrong: [
            "una casella è sbagliata: {list}",
            "alcune caselle sono sbagliate: {list}",
        ],
        is_not: "{cell} non è {symbol}",
        clash_house: "{symbol} c'è già {in_house}.",
        clash_cage: "{symbol} c'è già nella gabbia che inizia in {cell}.",
    },
    StepWords {
        lang: Lang::Ja,
        cell: "{row}行{column}列",
        houses: ["{n}行目", "{n}列目", "ブロック{n}", "部屋{n}", "正方形{n}"],
        in_houses: [
            "{n}行目に",
            "{n}列目に",
            "ブロック{n}に",
            "部屋{n}に",
            "正方形{n}に",
        ],
        diagonals: [
            "右下がりの対角線",
            "右上がりの対角線",
            "右下がりの対角線に",
            "右上がりの対角線に",
        ],
        grids: ["左上の盤", "右上の盤", "真ん中の盤", "左下の盤", "右下の盤"],
        grids_of: ["左上の盤", "右上の盤", "真ん中の盤", "左下の盤", "右下の盤"],
        grid_house: "{grid}の{house}",
        in_grid_house: "{grid}の{in_house}",
        list: "、",
        and: "{rest}と{last}",
        techniques: [
            "最後の1マス",
            "1マスのケージ",
            "奇数・偶数のマス",
            "ブロックの隠れたシングル",
            "不等号",
            "行・列の隠れたシングル",
            "隣り合うマスのルール",
            "裸のシングル",
            "ケージの組み合わせ",
            "ポインティング",
            "エリア内の隣り合うマス",
            "ケージとエリアの交差",
            "クレーミング",
            "45の法則",
            "裸のペア",
            "隠れたペア",
            "Xウイング",
            "複数の行・列の45の法則",
            "ケージの分割",
            "裸のトリプル",
            "ソードフィッシュ",
            "隠れたトリプル",
            "XYウイング",
            "XYZウイング",
            "ユニークレクタングル",
            "Wウイング",
            "裸のクアッド",
            "ジェリーフィッシュ",
            "隠れたクアッド",
            "シンプルカラーリング",
            "Xチェーン",
            "XYチェーン",
            "交互推論チェーン",
            "フォーシングチェーン",
        ],
        row_single: "行の隠れたシングル",
        column_single: "列の隠れたシングル",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "最後の1マス：{cell}は{house}に残った最後のマスなので、{symbol}が入ります",
        naked_single: "裸のシングル：{cell}に入るのは{symbol}だけです",
        one_cell_cage: "1マスのケージ：{cell}だけのケージの合計は{sum}なので、{symbol}が入ります",
        hidden_single: "隠れたシングル：{in_house}{symbol}が入れるのは{cell}だけです",
        intersection: "{technique}：{within}では、{symbols}は{along}のマスにしか入りません → {outcome}",
        pattern_in_houses: "{technique}：{houses}の{cells}に{symbols} → {outcome}",
        wing: "{technique}：{cells}に{symbols} → {outcome}",
        chain: "{technique}（{symbols}、リンク{links}個）：{cells} → {outcome}",
        one_of: "{sets}のどれか",
        cage_whole: "{technique}：{count_word}マス（{cells}）で合計{sum}のケージに入るのは{holds} → {outcome}",
        cage_open: "{technique}：合計{sum}のケージ（{cage}）の空きマス{open}に入るのは{holds} → {outcome}",
        counts: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        cage_in_house: "{technique}：合計{sum}のケージ（{cage}）には必ず{symbol}が入り、入れるのは{house}の{places}だけです → {outcome}",
        house_in_cage: "{technique}：{in_house}{symbol}が入れるのは、合計{sum}のケージ（{cage}）の{places}だけです → {outcome}",
        adds_up: ["{houses}の合計は{total}", "{houses}の合計は{total}"],
        edges: [
            "{adds_up}なので、中にあるケージを除くと、残りの{cells}の合計は{sum}",
            "{adds_up}なので、境界をまたぐケージの外側にある{cells}の合計は{sum}",
        ],
        sum: "{technique}：{part} → {outcome}",
        sum_in_cage: "{technique}：{part}（合計{sum}のケージ［{cage}］の一部） → {outcome}",
        forcing_house: "{technique}（リンク{links}個）：{in_house}{symbols}が入るのは{places}のどれかで、どの場合も{outcome}になります",
        forcing_candidate: "{technique}（リンク{links}個）：{cell}={symbols}とすると矛盾するので、{outcome}",
        forcing_cell: "{technique}（リンク{links}個）：{cell}は{symbols}のどれかで、どの場合も{outcome}になります",
        conflict: "{in_house}{symbol}が{times}出てきます：{cells}",
        times: ["2回", "{k}回"],
        cage_break: "{cells}の合計{sum}のケージ：{what}",
        cage_breaks: ["{symbol}が2回入っています", "合計が{made}になっています"],
        relation_breaks: [
            "{a}と{b}の間の不等号：{x}は{y}より大きくありません",
            "{a}と{b}の間の白丸：{x}と{y}の差が1ではありません",
            "{a}と{b}の間の黒丸：{x}と{y}のどちらも他方の2倍ではありません",
            "{a}と{b}の間に丸がないのに、{x}と{y}の差が1か、一方が他方の2倍です",
            "隣り合う{a}と{b}に、差が1の{x}と{y}が入っています",
            "{a}は奇数のマスですが{x}が入っています",
            "{a}は偶数のマスですが{x}が入っています",
            "温度計が{a}から{b}へ上がっていません：{x}の次が{y}",
        ],
        parity: [
            "{cell}は奇数のマス → {outcome}",
            "{cell}は偶数のマス → {outcome}",
        ],
        bound: [
            "{cell}は、{bound}以上の{other}より大きい → {outcome}",
            "{cell}は、{bound}以下の{other}より小さい → {outcome}",
        ],
        marks: [
            "{a}と{b}の間の白丸",
            "{a}と{b}の間の棒",
            "{a}と{b}の間の黒丸",
            "{a}と{b}の間に丸なし",
            "{a}と{b}の間に棒なし",
            "隣り合う{a}と{b}は連続しない",
        ],
        neighbours: [
            "{mark}：{a}が{symbols}なので、{outcome}",
            "{mark}：{a}は{symbols}のどれかなので、{outcome}",
            "{mark}：{a}は{symbols}のどれかで、2つとも{in_house}あって同じ数は入らないので、{outcome}",
        ],
        beside: "{in_house}{symbol}が入るのは{places}のどれかで、どれも{cell}の隣にあるので、{outcome}",
        wrong: [
            "まちがいが1つあります：{list}",
            "まちがいがいくつかあります：{list}",
        ],
        is_not: "{cell}は{symbol}ではありません",
        clash_house: "{symbol}はもう{in_house}あります。",
        clash_cage: "{symbol}はもう{cell}から始まるケージにあります。",
    },
    StepWords {
        lang: Lang::Ko,
        cell: "{row}행 {column}열",
        houses: [
            "{n}행",
            "{n}열",
            "{n}번 상자",
            "{n}번 구역",
            "{n}번 정사각형",
        ],
        in_houses: [
            "{n}행에서",
            "{n}열에서",
            "{n}번 상자에서",
            "{n}번 구역에서",
            "{n}번 정사각형에서",
        ],
        diagonals: [
            "오른쪽 아래로 가는 대각선",
            "오른쪽 위로 가는 대각선",
            "오른쪽 아래로 가는 대각선에서",
            "오른쪽 위로 가는 대각선에서",
        ],
        grids: [
            "왼쪽 위 판",
            "오른쪽 위 판",
            "가운데 판",
            "왼쪽 아래 판",
            "오른쪽 아래 판",
        ],
        grids_of: [
            "왼쪽 위 판",
            "오른쪽 위 판",
            "가운데 판",
            "왼쪽 아래 판",
            "오른쪽 아래 판",
        ],
        grid_house: "{grid}의 {house}",
        in_grid_house: "{grid}의 {in_house}",
        list: ", ",
        and: "{rest}, {last}",
        techniques: [
            "마지막 한 칸",
            "한 칸 케이지",
            "홀수·짝수 칸",
            "상자의 숨은 싱글",
            "부등호",
            "행·열의 숨은 싱글",
            "이웃 규칙",
            "드러난 싱글",
            "케이지 조합",
            "포인팅",
            "유닛 안의 이웃",
            "케이지와 유닛의 교차",
            "클레이밍",
            "45 법칙",
            "드러난 페어",
            "숨은 페어",
            "X-윙",
            "여러 행·열의 45 법칙",
            "케이지 나누기",
            "드러난 트리플",
            "소드피시",
            "숨은 트리플",
            "XY-윙",
            "XYZ-윙",
            "유일 사각형",
            "W-윙",
            "드러난 쿼드",
            "젤리피시",
            "숨은 쿼드",
            "단순 색칠하기",
            "X-사슬",
            "XY-사슬",
            "교대 추론 사슬",
            "강제 사슬",
        ],
        row_single: "행의 숨은 싱글",
        column_single: "열의 숨은 싱글",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "마지막 한 칸: {cell}은 {house}에 남은 마지막 칸이라서 {symbol}만 들어갈 수 있어요",
        naked_single: "드러난 싱글: {cell}에 들어갈 수 있는 것은 {symbol}뿐이에요",
        one_cell_cage: "한 칸 케이지: {cell} 한 칸뿐인 케이지의 합이 {sum}이라서 {symbol}만 들어갈 수 있어요",
        hidden_single: "숨은 싱글: {in_house} {symbol}의 자리는 {cell} 하나뿐이에요",
        intersection: "{technique}: {in_within} {symbols}의 자리는 {along}에만 있어요 → {outcome}",
        pattern_in_houses: "{technique}: {houses}의 {cells}에 {symbols} → {outcome}",
        wing: "{technique}: {cells}에 {symbols} → {outcome}",
        chain: "{technique}({symbols}, 링크 {links}개): {cells} → {outcome}",
        one_of: "{sets} 중 한 조합",
        cage_whole: "{technique}: 합이 {sum}인 {count_word}칸 케이지({cells})에 들어가는 숫자는 {holds} → {outcome}",
        cage_open: "{technique}: 합이 {sum}인 케이지({cage})의 빈칸 {open}에 들어가는 숫자는 {holds} → {outcome}",
        counts: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        cage_in_house: "{technique}: 합이 {sum}인 케이지({cage})에 꼭 들어가는 {symbol}의 자리는 {house}의 {places}뿐이에요 → {outcome}",
        house_in_cage: "{technique}: {in_house} {symbol}의 자리는 합이 {sum}인 케이지({cage})의 {places}뿐이에요 → {outcome}",
        adds_up: ["{houses}의 합은 {total}", "{houses}의 합은 {total}"],
        edges: [
            "{adds_up}이므로, 안에 있는 케이지를 빼면 남은 {cells}의 합은 {sum}",
            "{adds_up}이므로, 경계를 넘는 케이지의 바깥쪽 칸 {cells}의 합은 {sum}",
        ],
        sum: "{technique}: {part} → {outcome}",
        sum_in_cage: "{technique}: {part}(합이 {sum}인 케이지 [{cage}]의 일부) → {outcome}",
        forcing_house: "{technique}(링크 {links}개): {in_house} {symbols}의 자리는 {places} 중 하나이고, 어느 경우든 결과는 {outcome}",
        forcing_candidate: "{technique}(링크 {links}개): {cell}={symbols}이면 모순이 생기므로 {outcome}",
        forcing_cell: "{technique}(링크 {links}개): {cell}은 {symbols} 중 하나이고, 어느 경우든 결과는 {outcome}",
        conflict: "{in_house} {times} 나온 {symbol}: {cells}",
        times: ["두 번", "{k}번"],
        cage_break: "합이 {sum}인 케이지({cells}): {what}",
        cage_breaks: ["두 번 나온 {symbol}", "합계 {made}"],
        relation_breaks: [
            "{a}과 {b} 사이의 부등호: {x}이(가) {y}보다 크지 않습니다",
            "{a}과 {b} 사이의 흰 점: {x}와(과) {y}의 차가 1이 아닙니다",
            "{a}과 {b} 사이의 검은 점: {x}와(과) {y} 중 어느 쪽도 다른 쪽의 두 배가 아닙니다",
            "{a}과 {b} 사이에 점이 없는데 {x}와(과) {y}의 차가 1이거나 한쪽이 다른 쪽의 두 배입니다",
            "이웃한 {a}과 {b}에 차가 1인 {x}와(과) {y}이(가) 있습니다",
            "{a}은(는) 홀수 칸인데 {x}이(가) 있습니다",
            "{a}은(는) 짝수 칸인데 {x}이(가) 있습니다",
            "온도계가 {a}에서 {b}(으)로 올라가지 않습니다: {x} 다음 {y}",
        ],
        parity: [
            "{cell}은 홀수 칸이므로 {outcome}",
            "{cell}은 짝수 칸이므로 {outcome}",
        ],
        bound: [
            "{cell}은 {bound} 이상인 {other}보다 크므로 {outcome}",
            "{cell}은 {bound} 이하인 {other}보다 작으므로 {outcome}",
        ],
        marks: [
            "{a}과 {b} 사이의 흰 점",
            "{a}과 {b} 사이의 막대",
            "{a}과 {b} 사이의 검은 점",
            "{a}과 {b} 사이에 점 없음",
            "{a}과 {b} 사이에 막대 없음",
            "이웃한 {a}과 {b}은 연속하지 않음",
        ],
        neighbours: [
            "{mark}: {a}이 {symbols}이므로 {outcome}",
            "{mark}: {a}은 {symbols} 중 하나이므로 {outcome}",
            "{mark}: {a}은 {symbols} 중 하나이고, 두 칸은 {house}에 함께 있어 서로 다르므로 {outcome}",
        ],
        beside: "{in_house} {symbol}의 자리는 {places} 중 하나이고, 모두 {cell} 옆이므로 {outcome}",
        wrong: [
            "틀린 답이 하나 있어요: {list}",
            "틀린 답이 여러 개 있어요: {list}",
        ],
        is_not: "{cell}에는 {symbol} 말고 다른 것이 들어가요",
        clash_house: "{house}에 이미 {symbol} 하나가 있어요.",
        clash_cage: "{cell}에서 시작하는 케이지에 이미 {symbol} 하나가 있어요.",
    },
    StepWords {
        lang: Lang::Nl,
        cell: "R{row}K{column}",
        houses: [
            "rij {n}",
            "kolom {n}",
            "blok {n}",
            "gebied {n}",
            "vierkant {n}",
        ],
        in_houses: [
            "in rij {n}",
            "in kolom {n}",
            "in blok {n}",
            "in gebied {n}",
            "in vierkant {n}",
        ],
        diagonals: [
            "de hoofddiagonaal",
            "de nevendiagonaal",
            "op de hoofddiagonaal",
            "op de nevendiagonaal",
        ],
        grids: [
            "rooster linksboven",
            "rooster rechtsboven",
            "middelste rooster",
            "rooster linksonder",
            "rooster rechtsonder",
        ],
        grids_of: [
            "rooster linksboven",
            "rooster rechtsboven",
            "middelste rooster",
            "rooster linksonder",
            "rooster rechtsonder",
        ],
        grid_house: "{house} van het {grid}",
        in_grid_house: "{in_house} van het {grid}",
        list: ", ",
        and: "{rest} en {last}",
        techniques: [
            "laatste vrije vakje",
            "kooi van één vakje",
            "oneven en even vakjes",
            "verborgen enkeling in een blok",
            "ongelijkheid",
            "verborgen enkeling in een rij of kolom",
            "burenregel",
            "naakte enkeling",
            "kooicombinatie",
            "aanwijzen",
            "buren in een eenheid",
            "wisselwerking tussen kooi en eenheid",
            "opeisen",
            "binnen- en buitenvakjes",
            "naakt paar",
            "verborgen paar",
            "X-vleugel",
            "binnen- en buitenvakjes over meerdere eenheden",
            "kooisplitsing",
            "naakt drietal",
            "zwaardvis",
            "verborgen drietal",
            "XY-vleugel",
            "XYZ-vleugel",
            "unieke rechthoek",
            "W-vleugel",
            "naakt viertal",
            "kwal",
            "verborgen viertal",
            "eenvoudig kleuren",
            "X-keten",
            "XY-keten",
            "keten van afwisselende gevolgtrekkingen",
            "dwingende keten",
        ],
        row_single: "verborgen enkeling in een rij",
        column_single: "verborgen enkeling in een kolom",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "laatste vrije vakje: {in_house} is alleen {cell} nog leeg, dus daar komt {symbol}",
        naked_single: "naakte enkeling: in {cell} past alleen {symbol}",
        one_cell_cage: "kooi van één vakje: {cell} zit alleen in zijn kooi met som {sum}, dus daar komt {symbol}",
        hidden_single: "verborgen enkeling: {in_house} kan {symbol} alleen in {cell} staan",
        intersection: "{technique}: {in_within} kan {symbols} alleen {in_along} staan, dus {outcome}",
        pattern_in_houses: "{technique}: {symbols} in {cells} ({houses}) => {outcome}",
        wing: "{technique}: {symbols} in {cells} => {outcome}",
        chain: "{technique} voor {symbols} (schakels: {links}): {cells} => {outcome}",
        one_of: "een van {sets}",
        cage_whole: "{technique}: de kooi {sum} met {count_word} vakjes ({cells}) bevat {holds} => {outcome}",
        cage_open: "{technique}: in de kooi {sum} ({cage}) zijn {open} nog leeg; die bevatten {holds} => {outcome}",
        counts: [
            "geen", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen",
        ],
        cage_in_house: "{technique}: de kooi {sum} ({cage}) moet {symbol} bevatten, en dat kan alleen {in_house} ({places}) => {outcome}",
        house_in_cage: "{technique}: {in_house} kan {symbol} alleen in de kooi {sum} ({cage}) staan, namelijk in {places} => {outcome}",
        adds_up: [
            "{houses} telt op tot {total}",
            "{houses} tellen samen op tot {total}",
        ],
        edges: [
            "{adds_up}; zonder de kooien erbinnen blijft voor {cells} de som {sum} over",
            "{adds_up}; de kooien die over de rand steken, hebben buiten de vakjes {cells}, samen {sum}",
        ],
        sum: "{technique}: {part} => {outcome}",
        sum_in_cage: "{technique}: {part}, een deel van de kooi {sum} ({cage}) => {outcome}",
        forcing_house: "{technique} (schakels: {links}): {symbols} staat {in_house} in een van {places}, en elke mogelijkheid leidt tot {outcome}",
        forcing_candidate: "{technique} (schakels: {links}): {cell}={symbols} leidt tot een tegenspraak, dus {outcome}",
        forcing_cell: "{technique} (schakels: {links}): in {cell} staat een van {symbols}, en elke mogelijkheid leidt tot {outcome}",
        conflict: "{symbol} staat {times} {in_house}: {cells}",
        times: ["twee keer", "{k} keer"],
        cage_break: "kooi {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} twee keer", "telt op tot {made}"],
        relation_breaks: [
            "het teken tussen {a} en {b}: {x} is niet groter dan {y}",
            "de witte stip tussen {a} en {b}: {x} en {y} verschillen niet precies 1",
            "de zwarte stip tussen {a} en {b}: {x} noch {y} is het dubbele van de ander",
            "geen stip tussen {a} en {b}, toch verschillen {x} en {y} 1 of is de een het dubbele van de ander",
            "de buren {a} en {b} bevatten {x} en {y}, die 1 verschillen",
            "{a} is een oneven vakje maar bevat {x}",
            "{a} is een even vakje maar bevat {x}",
            "de thermometer stijgt niet van {a} naar {b}: {x}, dan {y}",
        ],
        parity: [
            "{cell} is een oneven vakje: {outcome}",
            "{cell} is een even vakje: {outcome}",
        ],
        bound: [
            "in {cell} staat meer dan in {other}, waar minstens {bound} staat: {outcome}",
            "in {cell} staat minder dan in {other}, waar hoogstens {bound} staat: {outcome}",
        ],
        marks: [
            "de witte stip tussen {a} en {b}",
            "het streepje tussen {a} en {b}",
            "de zwarte stip tussen {a} en {b}",
            "geen stip tussen {a} en {b}",
            "geen streepje tussen {a} en {b}",
            "de buren {a} en {b} verschillen niet 1",
        ],
        neighbours: [
            "{mark}, en in {a} staat {symbols}: {outcome}",
            "{mark}, en in {a} staat een van {symbols}: {outcome}",
            "{mark}, in {a} staat een van {symbols}, en beide liggen {in_house}, dus ze verschillen: {outcome}",
        ],
        beside: "{symbol} staat {in_house} in een van {places}, en die liggen allemaal naast {cell}: {outcome}",
        wrong: [
            "één vakje is fout ingevuld: {list}",
            "een paar vakjes zijn fout ingevuld: {list}",
        ],
        is_not: "in {cell} hoort geen {symbol}",
        clash_house: "{symbol} staat al {in_house}.",
        clash_cage: "{symbol} staat al in de kooi die bij {cell} begint.",
    },
    StepWords {
        lang: Lang::Pl,
        cell: "W{row}K{column}",
        houses: [
            "wiersz {n}",
            "kolumna {n}",
            "blok {n}",
            "obszar {n}",
            "kwadrat {n}",
        ],
        in_houses: [
            "w wierszu {n}",
            "w kolumnie {n}",
            "w bloku {n}",
            "w obszarze {n}",
            "w kwadracie {n}",
        ],
        diagonals: [
            "główna przekątna",
            "druga przekątna",
            "na głównej przekątnej",
            "na drugiej przekątnej",
        ],
        grids: [
            "lewa górna plansza",
            "prawa górna plansza",
            "środkowa plansza",
            "lewa dolna plansza",
            "prawa dolna plansza",
        ],
        grids_of: [
            "lewej górnej planszy",
            "prawej górnej planszy",
            "środkowej planszy",
            "lewej dolnej planszy",
            "prawej dolnej planszy",
        ],
        grid_house: "{house} {grid_of}",
        in_grid_house: "{in_house} {grid_of}",
        list: ", ",
        and: "{rest} i {last}",
        techniques: [
            "ostatnie wolne pole",
            "klatka z jednym polem",
            "pole nieparzyste lub parzyste",
            "jedyne miejsce w bloku",
            "nierówność",
            "jedyne miejsce w wierszu lub kolumnie",
            "reguła sąsiadów",
            "jedyny kandydat",
            "kombinacja w klatce",
            "wskazywanie",
            "sąsiedzi w grupie",
            "klatka i grupa",
            "zawłaszczanie",
            "pola wewnętrzne i zewnętrzne",
            "naga para",
            "ukryta para",
            "X-skrzydło",
            "pola wewnętrzne i zewnętrzne kilku grup",
            "podział klatki",
            "naga trójka",
            "miecznik",
            "ukryta trójka",
            "XY-skrzydło",
            "XYZ-skrzydło",
            "unikalny prostokąt",
            "W-skrzydło",
            "naga czwórka",
            "meduza",
            "ukryta czwórka",
            "proste kolorowanie",
            "X-łańcuch",
            "XY-łańcuch",
            "łańcuch naprzemiennych wniosków",
            "łańcuch wymuszeń",
        ],
        row_single: "jedyne miejsce w wierszu",
        column_single: "jedyne miejsce w kolumnie",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "ostatnie wolne pole: {in_house} zostało tylko pole {cell}, więc musi tam być {symbol}",
        naked_single: "jedyny kandydat: w polu {cell} może być tylko {symbol}",
        one_cell_cage: "klatka z jednym polem: pole {cell} samo tworzy klatkę o sumie {sum}, więc musi tam być {symbol}",
        hidden_single: "jedyne miejsce: {in_house} może być {symbol} tylko w polu {cell}",
        intersection: "{technique}: {in_within} może być {symbols} tylko {in_along}, więc {outcome}",
        pattern_in_houses: "{technique}: {symbols} w polach {cells} ({houses}) => {outcome}",
        wing: "{technique}: {symbols} w polach {cells} => {outcome}",
        chain: "{technique} dla {symbols} (liczba ogniw: {links}): {cells} => {outcome}",
        one_of: "jedną z kombinacji {sets}",
        cage_whole: "{technique}: klatka {sum} na polach {cells} zawiera {holds} => {outcome}",
        cage_open: "{technique}: w klatce {sum} ({cage}) pozostałe pola {open} muszą zawierać {holds} => {outcome}",
        counts: [
            "zero",
            "jeden",
            "dwa",
            "trzy",
            "cztery",
            "pięć",
            "sześć",
            "siedem",
            "osiem",
            "dziewięć",
        ],
        cage_in_house: "{technique}: klatka {sum} ({cage}) musi zawierać {symbol}, i to tylko {in_house} ({places}) => {outcome}",
        house_in_cage: "{technique}: {in_house} może być {symbol} tylko w klatce {sum} ({cage}), w polach {places} => {outcome}",
        adds_up: [
            "{houses} ma sumę {total}",
            "{houses} mają razem sumę {total}",
        ],
        edges: [
            "{adds_up}; po odjęciu klatek w środku na pola {cells} zostaje suma {sum}",
            "{adds_up}; klatki wychodzące poza brzeg mają na zewnątrz pola {cells} o sumie {sum}",
        ],
        sum: "{technique}: {part} => {outcome}",
        sum_in_cage: "{technique}: {part}, czyli część klatki {sum} ({cage}) => {outcome}",
        forcing_house: "{technique} (liczba ogniw: {links}): {symbols} musi być {in_house} w jednym z pól {places}, a każda z tych możliwości prowadzi do wniosku {outcome}",
        forcing_candidate: "{technique} (liczba ogniw: {links}): {cell}={symbols} prowadzi do sprzeczności, więc {outcome}",
        forcing_cell: "{technique} (liczba ogniw: {links}): w polu {cell} może być tylko {symbols}, a każda z tych możliwości prowadzi do wniosku {outcome}",
        conflict: "{symbol} występuje {times} {in_house}: {cells}",
        times: ["dwa razy", "{k} razy"],
        cage_break: "klatka {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} dwa razy", "suma wynosi {made}"],
        relation_breaks: [
            "znak między {a} i {b}: {x} nie jest większa od {y}",
            "biała kropka między {a} i {b}: {x} i {y} nie różnią się o 1",
            "czarna kropka między {a} i {b}: ani {x}, ani {y} nie jest dwa razy większa od drugiej",
            "brak kropki między {a} i {b}, a jednak {x} i {y} różnią się o 1 lub jedna jest dwa razy większa od drugiej",
            "sąsiednie {a} i {b} zawierają {x} i {y}, które różnią się o 1",
            "{a} to pole nieparzyste, a zawiera {x}",
            "{a} to pole parzyste, a zawiera {x}",
            "termometr nie rośnie od {a} do {b}: {x}, potem {y}",
        ],
        parity: [
            "{cell} to pole nieparzyste: {outcome}",
            "{cell} to pole parzyste: {outcome}",
        ],
        bound: [
            "w polu {cell} jest więcej niż w polu {other}, gdzie jest co najmniej {bound}: {outcome}",
            "w polu {cell} jest mniej niż w polu {other}, gdzie jest co najwyżej {bound}: {outcome}",
        ],
        marks: [
            "biała kropka między {a} i {b}",
            "kreska między {a} i {b}",
            "czarna kropka między {a} i {b}",
            "brak kropki między {a} i {b}",
            "brak kreski między {a} i {b}",
            "sąsiednie pola {a} i {b} nie różnią się o 1",
        ],
        neighbours: [
            "{mark}, a w polu {a} jest {symbols}: {outcome}",
            "{mark}, a w polu {a} może być tylko {symbols}: {outcome}",
            "{mark}, w polu {a} może być tylko {symbols}, a oba pola leżą {in_house}, więc ich liczby się różnią: {outcome}",
        ],
        beside: "{symbol} musi być {in_house} w jednym z pól {places}, a każde z nich sąsiaduje z polem {cell}: {outcome}",
        wrong: [
            "jedno pole jest wypełnione źle: {list}",
            "niektóre pola są wypełnione źle: {list}",
        ],
        is_not: "w polu {cell} nie powinno być {symbol}",
        clash_house: "{symbol} już jest {in_house}.",
        clash_cage: "{symbol} już jest w klatce zaczynającej się od pola {cell}.",
    },
    StepWords {
        lang: Lang::Pt,
        cell: "L{row}C{column}",
        houses: [
            "linha {n}",
            "coluna {n}",
            "bloco {n}",
            "região {n}",
            "quadrado {n}",
        ],
        in_houses: [
            "na linha {n}",
            "na coluna {n}",
            "no bloco {n}",
            "na região {n}",
            "no quadrado {n}",
        ],
        diagonals: [
            "diagonal principal",
            "diagonal secundária",
            "na diagonal principal",
            "na diagonal secundária",
        ],
        grids: [
            "grelha superior esquerda",
            "grelha superior direita",
            "grelha central",
            "grelha inferior esquerda",
            "grelha inferior direita",
        ],
        grids_of: [
            "grelha superior esquerda",
            "grelha superior direita",
            "grelha central",
            "grelha inferior esquerda",
            "grelha inferior direita",
        ],
        grid_house: "{house} da {grid}",
        in_grid_house: "{in_house} da {grid}",
        list: ", ",
        and: "{rest} e {last}",
        techniques: [
            "última quadrícula livre",
            "gaiola de uma quadrícula",
            "quadrícula ímpar ou par",
            "solitário oculto num bloco",
            "desigualdade",
            "solitário oculto numa linha ou coluna",
            "regra das vizinhas",
            "solitário nu",
            "combinação da gaiola",
            "interação bloco-linha",
            "vizinhas numa unidade",
            "interação gaiola-unidade",
            "interação linha-bloco",
            "quadrículas internas e externas",
            "par nu",
            "par oculto",
            "asa X",
            "quadrículas internas e externas em várias unidades",
            "divisão da gaiola",
            "trio nu",
            "espadarte",
            "trio oculto",
            "asa XY",
            "asa XYZ",
            "retângulo único",
            "asa W",
            "quarteto nu",
            "medusa",
            "quarteto oculto",
            "coloração simples",
            "cadeia X",
            "cadeia XY",
            "cadeia de inferências alternadas",
            "cadeia de forçamento",
        ],
        row_single: "solitário oculto numa linha",
        column_single: "solitário oculto numa coluna",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "última quadrícula livre: {cell} é a única quadrícula vazia {in_house}, por isso é {symbol}",
        naked_single: "solitário nu: {cell} só pode ser {symbol}",
        one_cell_cage: "gaiola de uma quadrícula: {cell} está sozinha na sua gaiola, que soma {sum}, por isso é {symbol}",
        hidden_single: "solitário oculto: {in_house}, {symbol} só pode estar em {cell}",
        intersection: "{technique}: {in_within}, {symbols} só aparece {in_along}, por isso {outcome}",
        pattern_in_houses: "{technique}: {symbols} em {cells} ({houses}), por isso {outcome}",
        wing: "{technique}: {symbols} em {cells}, por isso {outcome}",
        chain: "{technique} ({links} elos) com {symbols}: {cells}, por isso {outcome}",
        one_of: "uma das combinações {sets}",
        cage_whole: "{technique}: a gaiola de {sum} com {count_word} quadrículas ({cells}) contém {holds}, por isso {outcome}",
        cage_open: "{technique}: na gaiola de {sum} ({cage}), as quadrículas livres {open} contêm {holds}, por isso {outcome}",
        counts: [
            "nenhuma", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
        ],
        cage_in_house: "{technique}: a gaiola de {sum} ({cage}) tem de conter {symbol}, que só pode estar em {places} ({house}), por isso {outcome}",
        house_in_cage: "{technique}: {in_house}, {symbol} só aparece em {places}, dentro da gaiola de {sum} ({cage}), por isso {outcome}",
        adds_up: ["{houses} soma {total}", "{houses} somam {total}"],
        edges: [
            "{adds_up}, e, tiradas as gaiolas que lá cabem inteiras, sobram {cells}, que somam {sum}",
            "{adds_up}, e as gaiolas que atravessam o limite têm {cells} do lado de fora, que somam {sum}",
        ],
        sum: "{technique}: {part}, por isso {outcome}",
        sum_in_cage: "{technique}: {part}, uma parte da gaiola de {sum} ({cage}), por isso {outcome}",
        forcing_house: "{technique} ({links} elos): {in_house}, {symbols} está numa de {places}, e cada hipótese leva a {outcome}",
        forcing_candidate: "{technique} ({links} elos): {cell}={symbols} leva a uma contradição, por isso {outcome}",
        forcing_cell: "{technique} ({links} elos): {cell} tem os candidatos {symbols}, e cada um leva a {outcome}",
        conflict: "{symbol} aparece {times} {in_house}: {cells}",
        times: ["duas vezes", "{k} vezes"],
        cage_break: "a gaiola de {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} duas vezes", "a soma dá {made}"],
        relation_breaks: [
            "o sinal entre {a} e {b}: {x} não é maior que {y}",
            "o ponto branco entre {a} e {b}: {x} e {y} não diferem em 1",
            "o ponto preto entre {a} e {b}: nem {x} nem {y} é o dobro do outro",
            "não há ponto entre {a} e {b}, mas {x} e {y} diferem em 1 ou um é o dobro do outro",
            "as quadrículas vizinhas {a} e {b} têm {x} e {y}, que diferem em 1",
            "{a} é uma quadrícula ímpar mas tem {x}",
            "{a} é uma quadrícula par mas tem {x}",
            "o termómetro não sobe de {a} para {b}: {x}, depois {y}",
        ],
        parity: [
            "{cell} é uma quadrícula ímpar: {outcome}",
            "{cell} é uma quadrícula par: {outcome}",
        ],
        bound: [
            "{cell} é maior que {other}, que é pelo menos {bound}: {outcome}",
            "{cell} é menor que {other}, que é no máximo {bound}: {outcome}",
        ],
        marks: [
            "o ponto branco entre {a} e {b}",
            "a barra entre {a} e {b}",
            "o ponto preto entre {a} e {b}",
            "não há ponto entre {a} e {b}",
            "não há barra entre {a} e {b}",
            "as vizinhas {a} e {b} não são consecutivas",
        ],
        neighbours: [
            "{mark}, e {a} é {symbols}: {outcome}",
            "{mark}, e {a} tem os candidatos {symbols}: {outcome}",
            "{mark}, {a} tem os candidatos {symbols}, e as duas estão {in_house}, por isso são diferentes: {outcome}",
        ],
        beside: "{in_house}, {symbol} está numa de {places}, e todas ficam ao lado de {cell}: {outcome}",
        wrong: [
            "uma quadrícula está errada: {list}",
            "algumas quadrículas estão erradas: {list}",
        ],
        is_not: "{cell} não é {symbol}",
        clash_house: "{symbol} já está {in_house}.",
        clash_cage: "{symbol} já está na gaiola que começa em {cell}.",
    },
    StepWords {
        lang: Lang::PtBr,
        cell: "L{row}C{column}",
        houses: [
            "linha {n}",
            "coluna {n}",
            "bloco {n}",
            "região {n}",
            "quadrado {n}",
        ],
        in_houses: [
            "na linha {n}",
            "na coluna {n}",
            "no bloco {n}",
            "na região {n}",
            "no quadrado {n}",
        ],
        diagonals: [
            "diagonal principal",
            "diagonal secundária",
            "na diagonal principal",
            "na diagonal secundária",
        ],
        grids: [
            "grade superior esquerda",
            "grade superior direita",
            "grade central",
            "grade inferior esquerda",
            "grade inferior direita",
        ],
        grids_of: [
            "grade superior esquerda",
            "grade superior direita",
            "grade central",
            "grade inferior esquerda",
            "grade inferior direita",
        ],
        grid_house: "{house} da {grid}",
        in_grid_house: "{in_house} da {grid}",
        list: ", ",
        and: "{rest} e {last}",
        techniques: [
            "última casa livre",
            "gaiola de uma casa",
            "casa ímpar ou par",
            "solitário oculto no bloco",
            "desigualdade",
            "solitário oculto na linha ou coluna",
            "regra das vizinhas",
            "solitário nu",
            "combinação da gaiola",
            "interação bloco-linha",
            "vizinhas em uma unidade",
            "interação gaiola-unidade",
            "interação linha-bloco",
            "casas internas e externas",
            "par nu",
            "par oculto",
            "asa X",
            "casas internas e externas em várias unidades",
            "divisão da gaiola",
            "trio nu",
            "peixe-espada",
            "trio oculto",
            "asa XY",
            "asa XYZ",
            "retângulo único",
            "asa W",
            "quarteto nu",
            "água-viva",
            "quarteto oculto",
            "coloração simples",
            "cadeia X",
            "cadeia XY",
            "cadeia de inferências alternadas",
            "cadeia de forçamento",
        ],
        row_single: "solitário oculto na linha",
        column_single: "solitário oculto na coluna",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "última casa livre: {cell} é a única casa vazia {in_house}, então é {symbol}",
        naked_single: "solitário nu: {cell} só pode ser {symbol}",
        one_cell_cage: "gaiola de uma casa: {cell} está sozinha em sua gaiola, que soma {sum}, então é {symbol}",
        hidden_single: "solitário oculto: {in_house}, {symbol} só pode ficar em {cell}",
        intersection: "{technique}: {in_within}, {symbols} só aparece {in_along}, então {outcome}",
        pattern_in_houses: "{technique}: {symbols} em {cells} ({houses}), então {outcome}",
        wing: "{technique}: {symbols} em {cells}, então {outcome}",
        chain: "{technique} ({links} elos) com {symbols}: {cells}, então {outcome}",
        one_of: "uma das combinações {sets}",
        cage_whole: "{technique}: a gaiola de {sum} com {count_word} casas ({cells}) tem {holds}, então {outcome}",
        cage_open: "{technique}: na gaiola de {sum} ({cage}), as casas livres {open} têm {holds}, então {outcome}",
        counts: [
            "nenhuma", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove",
        ],
        cage_in_house: "{technique}: a gaiola de {sum} ({cage}) precisa ter {symbol}, que só pode ficar em {places} ({house}), então {outcome}",
        house_in_cage: "{technique}: {in_house}, {symbol} só aparece em {places}, dentro da gaiola de {sum} ({cage}), então {outcome}",
        adds_up: ["{houses} soma {total}", "{houses} somam {total}"],
        edges: [
            "{adds_up}, e tirando as gaiolas de dentro sobram {cells}, que somam {sum}",
            "{adds_up}, e as gaiolas que cruzam a borda têm {cells} do lado de fora, que somam {sum}",
        ],
        sum: "{technique}: {part}, então {outcome}",
        sum_in_cage: "{technique}: {part}, uma parte da gaiola de {sum} ({cage}), então {outcome}",
        forcing_house: "{technique} ({links} elos): {in_house}, {symbols} fica em uma de {places}, e qualquer uma delas leva a {outcome}",
        forcing_candidate: "{technique} ({links} elos): {cell}={symbols} leva a uma contradição, então {outcome}",
        forcing_cell: "{technique} ({links} elos): {cell} tem os candidatos {symbols}, e qualquer um deles leva a {outcome}",
        conflict: "{symbol} aparece {times} {in_house}: {cells}",
        times: ["duas vezes", "{k} vezes"],
        cage_break: "a gaiola de {sum} ({cells}): {what}",
        cage_breaks: ["{symbol} duas vezes", "a soma dá {made}"],
        relation_breaks: [
            "o sinal entre {a} e {b}: {x} não é maior que {y}",
            "o ponto branco entre {a} e {b}: {x} e {y} não diferem em 1",
            "o ponto preto entre {a} e {b}: nem {x} nem {y} é o dobro do outro",
            "não há ponto entre {a} e {b}, mas {x} e {y} diferem em 1 ou um é o dobro do outro",
            "as casas vizinhas {a} e {b} têm {x} e {y}, que diferem em 1",
            "{a} é uma casa ímpar mas tem {x}",
            "{a} é uma casa par mas tem {x}",
            "o termômetro não sobe de {a} para {b}: {x}, depois {y}",
        ],
        parity: [
            "{cell} é uma casa ímpar: {outcome}",
            "{cell} é uma casa par: {outcome}",
        ],
        bound: [
            "{cell} é maior que {other}, que é no mínimo {bound}: {outcome}",
            "{cell} é menor que {other}, que é no máximo {bound}: {outcome}",
        ],
        marks: [
            "o ponto branco entre {a} e {b}",
            "a barra entre {a} e {b}",
            "o ponto preto entre {a} e {b}",
            "não há ponto entre {a} e {b}",
            "não há barra entre {a} e {b}",
            "as vizinhas {a} e {b} não são consecutivas",
        ],
        neighbours: [
            "{mark}, e {a} é {symbols}: {outcome}",
            "{mark}, e {a} tem os candidatos {symbols}: {outcome}",
            "{mark}, {a} tem os candidatos {symbols}, e as duas estão {in_house}, então são diferentes: {outcome}",
        ],
        beside: "{in_house}, {symbol} fica em uma de {places}, e todas ficam ao lado de {cell}: {outcome}",
        wrong: [
            "uma casa está errada: {list}",
            "algumas casas estão erradas: {list}",
        ],
        is_not: "{cell} não é {symbol}",
        clash_house: "{symbol} já está {in_house}.",
        clash_cage: "{symbol} já está na gaiola que começa em {cell}.",
    },
    StepWords {
        lang: Lang::Zh,
        cell: "第{row}行第{column}列",
        houses: [
            "第{n}行",
            "第{n}列",
            "第{n}宫",
            "第{n}个区域",
            "第{n}个方块",
        ],
        in_houses: [
            "第{n}行中",
            "第{n}列中",
            "第{n}宫中",
            "第{n}个区域中",
            "第{n}个方块中",
        ],
        diagonals: [
            "左上到右下的对角线",
            "右上到左下的对角线",
            "左上到右下的对角线上",
            "右上到左下的对角线上",
        ],
        grids: ["左上盘面", "右上盘面", "中间盘面", "左下盘面", "右下盘面"],
        grids_of: ["左上盘面", "右上盘面", "中间盘面", "左下盘面", "右下盘面"],
        grid_house: "{grid}{house}",
        in_grid_house: "{grid}{in_house}",
        list: "、",
        and: "{rest}和{last}",
        techniques: [
            "唯一空格",
            "单格笼子",
            "奇偶格",
            "宫排除",
            "不等号",
            "行列排除",
            "相邻规则",
            "唯一余数",
            "笼子组合",
            "宫区块",
            "区域内相邻",
            "笼子与区域交叉",
            "行列区块",
            "45法则",
            "显性数对",
            "隐性数对",
            "X翼",
            "多行列45法则",
            "笼子拆分",
            "显性三数组",
            "剑鱼",
            "隐性三数组",
            "XY翼",
            "XYZ翼",
            "唯一矩形",
            "W翼",
            "显性四数组",
            "水母",
            "隐性四数组",
            "简单染色",
            "X链",
            "XY链",
            "交替推理链",
            "强制链",
        ],
        row_single: "行排除",
        column_single: "列排除",
        placed: "{cell}={symbol}",
        removed: "{cell}≠{symbol}",
        full_house: "唯一空格：{cell}是{house}里最后一个空格，所以填{symbol}",
        naked_single: "唯一余数：{cell}只能填{symbol}",
        one_cell_cage: "单格笼子：{cell}自己就是一个笼子，和是{sum}，所以填{symbol}",
        hidden_single: "排除法：{in_house}，{symbol}只能填在{cell}",
        intersection: "{technique}：{in_within}，{symbols}只能在{along}里 → {outcome}",
        pattern_in_houses: "{technique}：{houses}的{cells}中的{symbols} → {outcome}",
        wing: "{technique}：{cells}中的{symbols} → {outcome}",
        chain: "{technique}（{symbols}，链长{links}）：{cells} → {outcome}",
        one_of: "{sets}中的一组",
        cage_whole: "{technique}：和为{sum}的{count_word}格笼子（{cells}）要填{holds} → {outcome}",
        cage_open: "{technique}：和为{sum}的笼子（{cage}）中，空格{open}要填{holds} → {outcome}",
        counts: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
        cage_in_house: "{technique}：和为{sum}的笼子（{cage}）必须有{symbol}，而它只能在{house}的{places} → {outcome}",
        house_in_cage: "{technique}：{in_house}，{symbol}只能在和为{sum}的笼子（{cage}）的{places} → {outcome}",
        adds_up: ["{houses}的和是{total}", "{houses}的和是{total}"],
        edges: [
            "{adds_up}，减去里面的笼子，剩下的{cells}的和是{sum}",
            "{adds_up}，跨过边界的笼子在外面的{cells}的和是{sum}",
        ],
        sum: "{technique}：{part} → {outcome}",
        sum_in_cage: "{technique}：{part}（和为{sum}的笼子［{cage}］的一部分） → {outcome}",
        forcing_house: "{technique}（链长{links}）：{in_house}，{symbols}只能在{places}之一，无论在哪里，都会得到{outcome}",
        forcing_candidate: "{technique}（链长{links}）：如果{cell}={symbols}，就会产生矛盾，所以{outcome}",
        forcing_cell: "{technique}（链长{links}）：{cell}是{symbols}之一，无论是哪个，都会得到{outcome}",
        conflict: "{in_house}，{symbol}出现了{times}：{cells}",
        times: ["两次", "{k}次"],
        cage_break: "和为{sum}的笼子（{cells}）：{what}",
        cage_breaks: ["{symbol}出现了两次", "和是{made}"],
        relation_breaks: [
            "{a}与{b}之间的不等号：{x}不大于{y}",
            "{a}与{b}之间的白点：{x}与{y}相差不为1",
            "{a}与{b}之间的黑点：{x}与{y}都不是对方的两倍",
            "{a}与{b}之间没有点，但{x}与{y}相差1或一个是另一个的两倍",
            "相邻的{a}与{b}填了相差1的{x}和{y}",
            "{a}是奇数格，却填了{x}",
            "{a}是偶数格，却填了{x}",
            "温度计没有从{a}升到{b}：{x}之后是{y}",
        ],
        parity: ["{cell}是奇数格 → {outcome}", "{cell}是偶数格 → {outcome}"],
        bound: [
            "{cell}大于{other}，而{other}至少是{bound} → {outcome}",
            "{cell}小于{other}，而{other}至多是{bound} → {outcome}",
        ],
        marks: [
            "{a}与{b}之间的白点",
            "{a}与{b}之间的短线",
            "{a}与{b}之间的黑点",
            "{a}与{b}之间没有点",
            "{a}与{b}之间没有短线",
            "相邻的{a}与{b}不连续",
        ],
        neighbours: [
            "{mark}：{a}是{symbols} → {outcome}",
            "{mark}：{a}是{symbols}之一 → {outcome}",
            "{mark}：{a}是{symbols}之一，且两格同在{house}，数字不同 → {outcome}",
        ],
        beside: "{in_house}，{symbol}只能在{places}之一，而它们都与{cell}相邻 → {outcome}",
        wrong: ["有一个格子填错了：{list}", "有几个格子填错了：{list}"],
        is_not: "{cell}不是{symbol}",
        clash_house: "{in_house}已经有{symbol}了。",
        clash_cage: "从{cell}开始的笼子里已经有{symbol}了。",
    },
];

impl StepWords {
    /// House `h` of `layout` as a name stands alone (`row 3`).
    pub fn house(&self, layout: &Layout, h: usize) -> String {
        self.house_form(layout, h, false)
    }

    /// House `h` of `layout` as it follows "in" (`in row 3`).
    pub fn in_house(&self, layout: &Layout, h: usize) -> String {
        self.house_form(layout, h, true)
    }

    fn house_form(&self, layout: &Layout, h: usize, within: bool) -> String {
        let (kind, n) = layout.house_kind(h);
        let at = usize::from(within);
        let template = match kind {
            HouseKind::MainDiagonal => return self.diagonals[2 * at].to_string(),
            HouseKind::AntiDiagonal => return self.diagonals[2 * at + 1].to_string(),
            HouseKind::Row => 0,
            HouseKind::Column => 1,
            HouseKind::Box => 2,
            HouseKind::Region => 3,
            HouseKind::Window => 4,
        };
        let forms = if within {
            &self.in_houses
        } else {
            &self.houses
        };
        let house = forms[template].replace("{n}", &n.to_string());
        if layout.canvas().grids().len() == 1 {
            return house;
        }
        // A samurai's: which grid too.
        let g = layout.house_label(h).grid;
        let (form, key) = match within {
            true => (self.in_grid_house, "{in_house}"),
            false => (self.grid_house, "{house}"),
        };
        fill(
            form,
            &[
                (key, &house),
                ("{grid}", self.grids[g]),
                ("{grid_of}", self.grids_of[g]),
            ],
        )
    }

    /// The cell of row `row` and column `column`, from 1.
    pub fn cell_at(&self, row: usize, column: usize) -> String {
        fill(
            self.cell,
            &[
                ("{row}", &row.to_string()),
                ("{column}", &column.to_string()),
            ],
        )
    }

    /// Cell `cell` of `layout`, by its row and column on the canvas.
    pub fn cell(&self, layout: &Layout, cell: Cell) -> String {
        let (r, c) = layout.canvas().place(cell.index());
        self.cell_at(r + 1, c + 1)
    }

    /// A symbol repeated in a house: `symbol 5 twice in row 1: r1c2, r1c7`.
    pub fn describe_conflict(&self, layout: &Layout, conflict: &Conflict) -> String {
        let times = match conflict.cells.len() {
            2 => self.times[0].to_string(),
            k => self.times[1].replace("{k}", &k.to_string()),
        };
        let cells: Vec<String> = conflict
            .cells
            .iter()
            .map(|&c| self.cell(layout, c))
            .collect();
        let h = conflict.house.index();
        fill(
            self.conflict,
            &[
                ("{symbol}", &symbol_char(conflict.symbol).to_string()),
                ("{times}", &times),
                ("{house}", &self.house(layout, h)),
                ("{in_house}", &self.in_house(layout, h)),
                ("{cells}", &self.list(&cells)),
            ],
        )
    }

    /// A cage's rule broken: `the cage 15 of r1c1, r1c2: adds up to 17`.
    pub fn describe_cage_break(&self, cages: &Cages, broken: &CageBreak) -> String {
        let (k, what) = match *broken {
            CageBreak::Repeat { cage, symbol } => (
                cage,
                self.cage_breaks[0].replace("{symbol}", &symbol.to_string()),
            ),
            CageBreak::Sum { cage, made } => (
                cage,
                self.cage_breaks[1].replace("{made}", &made.to_string()),
            ),
        };
        let side = cages.side();
        let cage = &cages.cages()[k];
        let cells: Vec<String> = cage
            .cells
            .iter()
            .map(|&c| self.cell_at(c / side + 1, c % side + 1))
            .collect();
        fill(
            self.cage_break,
            &[
                ("{sum}", &cage.sum.to_string()),
                ("{cells}", &self.list(&cells)),
                ("{what}", &what),
            ],
        )
    }

    /// The mark between neighbours `a` and `b` that `rule` (read from
    /// `a`) stands for, as a step names it: a white dot, or a bar in
    /// consecutive Sudoku; a black dot; no dot, no bar, or neighbours that
    /// are not consecutive.
    pub fn mark(&self, layout: &Layout, rule: Rule, a: String, b: String) -> String {
        let bars = layout.variant().has(Feature::Consecutive);
        let k = match rule {
            Rule::Consecutive if bars => 1,
            Rule::Consecutive => 0,
            Rule::Double => 2,
            Rule::Neither => 3,
            Rule::Apart if bars => 4,
            // Signs are named by their bound's own words.
            Rule::Apart | Rule::Greater | Rule::Less => 5,
        };
        fill(self.marks[k], &[("{a}", &a), ("{b}", &b)])
    }

    /// A relation between cells or a cell's property that `cells` (the
    /// symbols of `layout`'s cells) breaks: `the sign between r1c1 and
    /// r1c2: 2 is not greater than 3`.
    pub fn describe_relation_break(
        &self,
        layout: &Layout,
        cells: &[u8],
        broken: &RelationBreak,
    ) -> String {
        let (k, a, b) = match *broken {
            RelationBreak::Greater { cells: [a, b] } => (0, a, b),
            RelationBreak::White { cells: [a, b] } => (1, a, b),
            RelationBreak::Black { cells: [a, b] } => (2, a, b),
            RelationBreak::Negative { cells: [a, b] } => (3, a, b),
            RelationBreak::Nonconsecutive { cells: [a, b] } => (4, a, b),
            RelationBreak::Odd { cell } => (5, cell, cell),
            RelationBreak::Even { cell } => (6, cell, cell),
            RelationBreak::Thermo { cells: [a, b], .. } => (7, a, b),
        };
        let name = |c: usize| self.cell(layout, Cell::new(c));
        let symbol = |c: usize| symbol_char(cells[c]).to_string();
        fill(
            self.relation_breaks[k],
            &[
                ("{a}", &name(a)),
                ("{b}", &name(b)),
                ("{x}", &symbol(a)),
                ("{y}", &symbol(b)),
            ],
        )
    }

    /// Items joined as a list.
    pub fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
        items.join(self.list)
    }

    /// Items joined as a list, the last two with "and".
    pub fn list_and<S: AsRef<str>>(&self, items: &[S]) -> String {
        match items.split_last() {
            None => String::new(),
            Some((last, [])) => last.as_ref().to_string(),
            Some((last, rest)) => fill(
                self.and,
                &[("{rest}", &self.list(rest)), ("{last}", last.as_ref())],
            ),
        }
    }

    /// The name of `technique`.
    pub fn technique(&self, technique: Technique) -> &'static str {
        self.techniques[technique as usize]
    }

    /// The name of `technique` on `layout`: a hidden single in a box whose
    /// boxes are named as rows or columns (a Latin square's) is one in a
    /// row or a column.
    pub fn technique_on(&self, technique: Technique, layout: &Layout) -> &'static str {
        let counts = layout.house_counts();
        let first_box = counts.rows + counts.columns;
        let boxes = (counts.regions > 0).then(|| layout.house_kind(first_box).0);
        match (technique, boxes) {
            (Technique::HiddenSingleBox, Some(HouseKind::Row)) => self.row_single,
            (Technique::HiddenSingleBox, Some(HouseKind::Column)) => self.column_single,
            (t, _) => self.technique(t),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::House;
    use crate::layout::Variant;
    use crate::logic::killer::Edge;
    use crate::logic::step::{Choice, Pattern, Step};
    use crate::regions::Regions;
    use crate::shape::Shape;
    use crate::symbol::SymbolSet;

    /// English words no other row may say (whole words, any case; `in`,
    /// `is` and `so` are German or Dutch words too, and `cage`, `triple`,
    /// `rectangle` French ones).
    const ENGLISH: &[&str] = &[
        "row",
        "column",
        "box",
        "region",
        "window",
        "diagonal",
        "cell",
        "cells",
        "single",
        "pair",
        "quad",
        "wing",
        "fish",
        "swordfish",
        "jellyfish",
        "chain",
        "house",
        "hidden",
        "naked",
        "pointing",
        "claiming",
        "the",
        "and",
        "only",
        "can",
        "must",
        "of",
        "twice",
        "times",
        "leads",
        "holds",
        "adds",
        "lies",
        "goes",
        "up",
        "inside",
        "outside",
        "innies",
        "outies",
        "splitting",
        "forcing",
        "colouring",
        "contradiction",
        "symbol",
        "entry",
        "entries",
        "wrong",
        "already",
        "starting",
    ];

    /// Words of that list that are the language's own too.
    const THEIRS: &[(Lang, &str)] = &[
        (Lang::Es, "diagonal"),
        (Lang::Pt, "diagonal"),
        (Lang::PtBr, "diagonal"),
        (Lang::Fr, "contradiction"),
    ];

    fn english_words(text: &str, lang: Lang) -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric() && c != '-')
            .flat_map(|w| w.split('-'))
            .map(str::to_lowercase)
            .filter(|w| ENGLISH.contains(&w.as_str()) && !THEIRS.contains(&(lang, w.as_str())))
            .collect()
    }

    /// One step of each technique, on houses of every kind of `layout`.
    fn steps(layout: &Layout) -> Vec<Step> {
        let c = Cell::new;
        let n = layout.side();
        let h = |k: usize| House::new(k);
        // The last house: a diagonal, a window or a box.
        let last = h(layout.houses().len() - 1);
        let mut out = Vec::new();
        let step = |t, p| Step {
            placements: vec![(c(0), 1)],
            eliminations: vec![(c(1), 2), (c(2), 3)],
            ..Step::new(t, p)
        };
        use Technique::*;
        for t in [
            FullHouse,
            HiddenSingleBox,
            HiddenSingleLine,
            NakedSingle,
            OneCellCage,
        ] {
            let house = (t != NakedSingle).then_some(last);
            out.push(step(
                t,
                Pattern::Single {
                    house,
                    cell: c(4),
                    symbol: 5,
                },
            ));
        }
        for t in [Pointing, Claiming] {
            let p = Pattern::Intersection {
                within: h(2 * n),
                along: last,
                cells: vec![c(0), c(1)],
                symbol: 3,
            };
            out.push(step(t, p));
        }
        for t in [
            NakedPair,
            HiddenPair,
            NakedTriple,
            HiddenTriple,
            NakedQuad,
            HiddenQuad,
        ] {
            let p = Pattern::Subset {
                house: last,
                cells: vec![c(0), c(1)],
                symbols: vec![1, 2],
            };
            out.push(step(t, p));
        }
        for t in [XWing, Swordfish, Jellyfish] {
            let p = Pattern::Fish {
                symbol: 4,
                base: vec![h(0), h(1)],
                cover: vec![h(n), h(n + 1)],
                cells: vec![c(0), c(1)],
            };
            out.push(step(t, p));
        }
        for t in [XyWing, XyzWing] {
            out.push(step(
                t,
                Pattern::Wing {
                    cells: [c(0), c(1), c(2)],
                    symbols: vec![1, 2, 3],
                },
            ));
        }
        out.push(step(
            WWing,
            Pattern::WWing {
                house: last,
                cells: [c(0), c(1), c(2), c(3)],
                symbols: vec![1, 2],
            },
        ));
        out.push(step(
            UniqueRectangle,
            Pattern::Rectangle {
                houses: [h(0), h(1), h(n), h(n + 1)],
                cells: [c(0), c(1), c(2), c(3)],
                symbols: vec![1, 2],
            },
        ));
        out.push(step(
            SimpleColouring,
            Pattern::Colouring {
                symbol: 2,
                cells: vec![c(0), c(1)],
                links: 3,
            },
        ));
        for t in [XChain, XyChain, Aic] {
            out.push(step(
                t,
                Pattern::Chain {
                    cells: vec![c(0), c(1), c(2)],
                    symbols: vec![1, 2],
                    links: 4,
                },
            ));
        }
        let set = |ds: &[u8]| {
            let mut s = SymbolSet::EMPTY;
            ds.iter().for_each(|&d| s.insert(d));
            s
        };
        for (open, sets) in [
            (2, vec![set(&[1, 2])]),
            (2, vec![set(&[1, 3]), set(&[2])]),
            (1, vec![set(&[3])]),
        ] {
            let p = Pattern::Cage {
                cells: vec![c(0), c(1)],
                sum: 3,
                open: vec![c(0), c(1)][..open].to_vec(),
                sets,
                symbols: vec![1, 2],
            };
            out.push(step(CageCombination, p));
        }
        for cage_in_house in [true, false] {
            let p = Pattern::CageHouse {
                cage: vec![c(0), c(1)],
                sum: 7,
                house: last,
                symbol: 3,
                places: vec![c(0)],
                cage_in_house,
            };
            out.push(step(CageHouse, p));
        }
        for (t, houses, edge) in [
            (InniesOuties, vec![h(0)], Edge::Innies),
            (InniesOutiesRuns, vec![h(0), h(1)], Edge::Outies),
            (CageSplitting, vec![last], Edge::Innies),
        ] {
            let p = Pattern::Sum {
                houses,
                edge,
                cells: vec![c(0), c(1)],
                sum: 9,
                cage: Some((12, vec![c(0), c(1), c(2)])),
            };
            out.push(step(t, p));
        }
        for choice in [
            Choice::Candidate {
                cell: c(0),
                symbol: 1,
            },
            Choice::Cell {
                cell: c(0),
                symbols: vec![1, 2],
            },
            Choice::House {
                house: last,
                symbol: 1,
                places: vec![c(0), c(1)],
            },
        ] {
            out.push(step(ForcingChain, Pattern::Forcing { choice, links: 5 }));
        }
        for odd in [true, false] {
            out.push(step(Parity, Pattern::Parity { cell: c(0), odd }));
        }
        for greater in [true, false] {
            let cells = [c(0), c(1)];
            let bound = 4;
            out.push(step(
                Inequality,
                Pattern::Bound {
                    cells,
                    greater,
                    bound,
                },
            ));
        }
        for rule in [Rule::Consecutive, Rule::Double, Rule::Neither, Rule::Apart] {
            for (t, symbols, house) in [
                (NeighbourRule, vec![4], None),
                (NeighbourRule, vec![4, 5], None),
                (NeighbourHouse, vec![4, 5], Some(h(0))),
            ] {
                let cells = [c(0), c(1)];
                let p = Pattern::Neighbours {
                    cells,
                    rule,
                    symbols,
                    house,
                };
                out.push(step(t, p));
            }
        }
        let cells = vec![c(0), c(2), c(1)];
        out.push(step(
            NeighbourHouse,
            Pattern::Beside {
                house: last,
                symbol: 5,
                cells,
            },
        ));
        out
    }

    #[test]
    fn every_step_of_every_technique_is_said_in_every_language() {
        let classic = Layout::classic(Shape::classic());
        let layouts = [
            Layout::new(Shape::classic(), Variant::X).unwrap(),
            Layout::new(Shape::classic(), Variant::HYPER).unwrap(),
            Layout::jigsaw(Regions::boxes(Shape::classic()), Variant::JIGSAW).unwrap(),
            // Marks named as the variant draws them: consecutive Sudoku's
            // bars, kropki's dots.
            Layout::new(Shape::classic(), Variant::CONSECUTIVE).unwrap(),
            Layout::new(Shape::classic(), Variant::KROPKI).unwrap(),
            classic,
        ];
        let mut techniques = std::collections::HashSet::new();
        let mut english_said = Vec::new();
        for layout in &layouts {
            for step in steps(layout) {
                techniques.insert(step.technique);
                let english = step.explain_in(layout);
                for lang in Lang::ALL {
                    let said = step.explain_in_lang(layout, lang);
                    assert!(!said.contains(['{', '}']), "{lang}: {said}");
                    if lang != Lang::En {
                        assert_ne!(said, english, "{lang}");
                        for word in english_words(&said, lang) {
                            english_said.push(format!("{lang} {word:?}: {said}"));
                        }
                    }
                }
            }
        }
        english_said.sort();
        english_said.dedup();
        assert!(english_said.is_empty(), "{}", english_said.join("\n"));
        assert_eq!(
            techniques.len(),
            Technique::COUNT,
            "a step of every technique"
        );
    }

    #[test]
    fn every_broken_relation_is_said_in_every_language() {
        use crate::relations::RelationBreak as B;
        let layout = Layout::classic(Shape::new(2, 2).unwrap());
        // r1c1..r1c4 hold 1 2 3 4, r2c1.. 3 4 1 2.
        let cells = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let broken = [
            B::Greater { cells: [0, 1] },
            B::White { cells: [1, 5] },
            B::Black { cells: [2, 3] },
            B::Negative { cells: [0, 1] },
            B::Nonconsecutive { cells: [2, 3] },
            B::Odd { cell: 1 },
            B::Even { cell: 0 },
            B::Thermo {
                thermo: 0,
                cells: [4, 8],
            },
        ];
        let english: Vec<String> = broken
            .iter()
            .map(|b| Lang::En.steps().describe_relation_break(&layout, &cells, b))
            .collect();
        assert_eq!(
            english[0],
            "the sign between r1c1 and r1c2: 1 is not greater than 2"
        );
        assert_eq!(
            english[7],
            "the thermometer does not rise from r2c1 to r3c1: 3, then 2"
        );
        assert_eq!(english[5], "r1c2 is an odd cell but holds 2");
        for lang in Lang::ALL {
            for (b, english) in broken.iter().zip(&english) {
                let said = lang.steps().describe_relation_break(&layout, &cells, b);
                assert!(!said.contains(['{', '}']), "{lang}: {said}");
                let first = match *b {
                    B::Odd { cell } | B::Even { cell } => cell,
                    B::Greater { cells } | B::White { cells } | B::Black { cells } => cells[0],
                    B::Negative { cells } | B::Nonconsecutive { cells } => cells[0],
                    B::Thermo { cells, .. } => cells[0],
                };
                let name = lang.steps().cell(&layout, Cell::new(first));
                assert!(said.contains(&name), "{lang}: {said} lacks {name}");
                if lang != Lang::En && lang != Lang::PtBr {
                    assert_ne!(&said, english, "{lang}");
                }
            }
            let words = &STEP_TABLE[lang as usize].relation_breaks;
            for (k, t) in words.iter().enumerate() {
                let pair = !(5..7).contains(&k);
                for p in ["{a}", "{x}"]
                    .iter()
                    .chain(if pair { &["{b}", "{y}"][..] } else { &[] })
                {
                    assert!(t.contains(p), "{lang}: {t} lacks {p}");
                }
            }
        }
    }

    #[test]
    fn every_row_is_its_language_and_its_technique_names_differ() {
        for (k, words) in STEP_TABLE.iter().enumerate() {
            assert_eq!(words.lang as usize, k);
            let mut names = words.techniques.to_vec();
            names.extend([words.row_single, words.column_single]);
            names.sort();
            names.dedup();
            assert_eq!(names.len(), Technique::COUNT + 2, "{}", words.lang);
            for name in [words.row_single, words.column_single] {
                let english = english_words(name, words.lang);
                assert!(
                    words.lang == Lang::En || english.is_empty(),
                    "{}: {english:?}",
                    words.lang
                );
            }
            for t in [
                words.is_not,
                words.clash_house,
                words.clash_cage,
                words.conflict,
            ] {
                assert!(t.contains("{symbol}"), "{}: {t}", words.lang);
            }
        }
        // English names are the ladder's.
        for (k, name) in STEP_TABLE[0].techniques.iter().enumerate() {
            assert_eq!(*name, crate::logic::technique::TABLE[k].name);
        }
    }

    /// A Latin square's boxes are its rows (or its columns), and its hidden
    /// single in a box is named as one in a row (a column), in every
    /// language; a classic's or a jigsaw's keeps its name.
    #[test]
    fn a_latin_squares_hidden_single_in_a_box_is_one_in_a_row_or_column() {
        let latin = [
            Layout::new(Shape::new(5, 1).unwrap(), Variant::FUTOSHIKI).unwrap(),
            Layout::new(Shape::new(6, 1).unwrap(), Variant::CONSECUTIVE).unwrap(),
            Layout::classic(Shape::new(4, 1).unwrap()),
        ];
        let boxed = [
            Layout::classic(Shape::classic()),
            Layout::new(Shape::new(3, 2).unwrap(), Variant::KROPKI).unwrap(),
            Layout::jigsaw(Regions::boxes(Shape::classic()), Variant::JIGSAW).unwrap(),
        ];
        for words in &STEP_TABLE {
            let single = Technique::HiddenSingleBox;
            for layout in &latin {
                assert_eq!(words.technique_on(single, layout), words.row_single);
            }
            for layout in &boxed {
                assert_eq!(words.technique_on(single, layout), words.technique(single));
            }
            let columns = Layout::classic(Shape::new(1, 6).unwrap());
            assert_eq!(words.technique_on(single, &columns), words.column_single);
            let line = Technique::HiddenSingleLine;
            assert_eq!(words.technique_on(line, &latin[0]), words.technique(line));
        }
    }
}
