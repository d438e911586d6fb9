//! Every word a sheet or a book prints, in the reader's language: one row a
//! language ([`TABLE`]), each written as a children's worksheet in that
//! language phrases it. Templates hold placeholders (`{first}`, `{page}`,
//! ...) that [`fill`] replaces.
//!
//! ```
//! use sudoku_press::lang::{Lang, fill};
//!
//! let de: Lang = "de".parse().unwrap();
//! let w = de.words();
//! assert_eq!(fill(w.page, &[("{page}", "1"), ("{pages}", "2")]), "Seite 1 von 2");
//! assert_eq!(Lang::from_locale("pt_BR.UTF-8"), Some(Lang::PtBr));
//! assert_eq!(Lang::from_locale("C.UTF-8"), None);
//! ```

use crate::layout::Variant;

mod said;
mod steps;
pub use said::{Refusal, SAID_TABLE, SaidWords};
pub use steps::{STEP_TABLE, StepWords};

use crate::logic::Level;
use crate::sheet::Symbols;
use std::fmt;
use std::str::FromStr;

/// A language of the printed words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Czech.
    Cs,
    /// German.
    De,
    /// Spanish.
    Es,
    /// French.
    Fr,
    /// Italian.
    It,
    /// Japanese.
    Ja,
    /// Korean.
    Ko,
    /// Dutch.
    Nl,
    /// Polish.
    Pl,
    /// Portuguese as written in Portugal.
    Pt,
    /// Portuguese as written in Brazil.
    PtBr,
    /// Chinese (simplified).
    Zh,
}

/// The words of one language.
#[derive(Debug)]
pub struct Words {
    /// The language.
    pub lang: Lang,
    /// Its code, such as `de`.
    pub code: &'static str,
    /// Its name in its own words.
    pub name: &'static str,
    /// The labels of the name line.
    pub name_label: &'static str,
    /// The label of the date on the name line.
    pub date_label: &'static str,
    /// What to do on a grid with boxes: `{first}` and `{last}` are its
    /// first and last symbols.
    pub write_box: &'static str,
    /// What to do on a Latin square (rows and columns, no boxes).
    pub write_lines: &'static str,
    /// What to do with shape symbols, before the legend of shapes.
    pub draw_box: &'static str,
    /// The same on a Latin square.
    pub draw_lines: &'static str,
    /// What to do on a jigsaw (irregular regions outlined in bold).
    pub write_region: &'static str,
    /// The same with shape symbols.
    pub draw_region: &'static str,
    /// The rule of X's shaded diagonals, after (shapes: before) the above.
    pub shaded_diagonals: &'static str,
    /// The rule of hyper's shaded windows.
    pub shaded_windows: &'static str,
    /// The rule of a killer's cages, after the above.
    pub cage_rule: &'static str,
    /// The rule of a samurai's five grids, after the above.
    pub samurai_rule: &'static str,
    /// The rule of each variant of marks between cells, after the above,
    /// in [`Feature::RELATIONS`]' order: greater-than signs (Greater, then
    /// Futoshiki), kropki dots, consecutive bars, the nonconsecutive rule,
    /// odd and even cells, thermometers.
    ///
    /// [`Feature::RELATIONS`]: crate::layout::Feature::RELATIONS
    pub relation_rules: [&'static str; 7],
    /// The names of the variants, as captions and a book's rules name
    /// them: X, hyper, jigsaw, jigsaw+X, killer, jigsaw killer, samurai,
    /// greater-than, futoshiki, kropki, consecutive, nonconsecutive,
    /// odd-even, thermo, then jigsaw with each of greater-than, kropki,
    /// consecutive, nonconsecutive, odd-even and thermo ([`Variant::ALL`]'s
    /// order past the classic).
    pub variants: [&'static str; 20],
    /// The title of answer keys: `{title}`.
    pub answers: &'static str,
    /// A page number: `{page}` of `{pages}`.
    pub page: &'static str,
    /// The set code before the page number: `{code}`.
    pub set: &'static str,
    /// Where the puzzles can be played, after the page number: `{url}`.
    pub play: &'static str,
    /// A caption's note of boxes that are not the conventional ones:
    /// `{box}` (such as `2x3`).
    pub boxes: &'static str,
    /// The levels, beginner to beyond ([`Level::ALL`]'s order).
    pub levels: [&'static str; 7],
    /// The kinds of symbols, as a worked example names what it shows:
    /// digits, letters, shapes.
    pub kinds: [&'static str; 3],
    /// The title of a sheet of each variant, in [`Variant::ALL`]'s order:
    /// "Sudoku", "Sudoku X", "Hyper Sudoku", ...
    pub titles: [&'static str; 21],
    /// The decimal separator of numbers written in the language.
    pub decimal: char,
    /// A book's texts, in the order of [`crate::book::TEXTS`].
    pub book: [&'static str; 15],
}

/// Every language's words, one row each, in [`Lang`]'s order.
pub static TABLE: [Words; 13] = [
    Words {
        lang: Lang::En,
        code: "en",
        name: "English",
        name_label: "Name",
        date_label: "Date",
        write_box: "Write {first} to {last} once in every row, column and box.",
        write_lines: "Write {first} to {last} once in every row and column.",
        draw_box: "Draw each shape once in every row, column and box:",
        draw_lines: "Draw each shape once in every row and column:",
        write_region: "Write {first} to {last} once in every row, column and outlined region.",
        draw_region: "Draw each shape once in every row, column and outlined region:",
        shaded_diagonals: "Each shaded diagonal holds them once too.",
        shaded_windows: "Each shaded square holds them once too.",
        cage_rule: "The digits in each dashed cage add up to its small number and never repeat.",
        samurai_rule: "Each of the five grids keeps this rule; a corner box two grids share belongs to both.",
        relation_rules: [
            "Each sign between two cells points to the smaller number.",
            "Each sign between two cells points to the smaller number.",
            "A white dot joins two numbers that differ by 1, a black dot two where one is double the other; neighbours with no dot have neither.",
            "A bar joins every two neighbours whose numbers differ by 1; neighbours with no bar never do.",
            "No two cells side by side hold numbers that differ by 1.",
            "A grey circle holds an odd number, a grey square an even one.",
            "Along each thermometer the numbers rise from the bulb.",
        ],
        variants: [
            "X",
            "hyper",
            "jigsaw",
            "jigsaw X",
            "killer",
            "jigsaw killer",
            "samurai",
            "greater-than",
            "futoshiki",
            "kropki",
            "consecutive",
            "nonconsecutive",
            "odd-even",
            "thermo",
            "jigsaw greater-than",
            "jigsaw kropki",
            "jigsaw consecutive",
            "jigsaw nonconsecutive",
            "jigsaw odd-even",
            "jigsaw thermo",
        ],
        answers: "{title} – Answers",
        page: "Page {page} of {pages}",
        set: "Set {code}",
        play: "Play it on screen: {url}",
        boxes: "{box} boxes",
        levels: [
            "beginner", "easy", "medium", "hard", "expert", "master", "beyond",
        ],
        kinds: ["numbers", "letters", "shapes"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Hyper Sudoku",
            "Jigsaw Sudoku",
            "Jigsaw Sudoku X",
            "Killer Sudoku",
            "Jigsaw Killer Sudoku",
            "Samurai Sudoku",
            "Greater-Than Sudoku",
            "Futoshiki",
            "Kropki Sudoku",
            "Consecutive Sudoku",
            "Nonconsecutive Sudoku",
            "Odd-Even Sudoku",
            "Thermo Sudoku",
            "Jigsaw Greater-Than Sudoku",
            "Jigsaw Kropki Sudoku",
            "Jigsaw Consecutive Sudoku",
            "Jigsaw Nonconsecutive Sudoku",
            "Jigsaw Odd-Even Sudoku",
            "Jigsaw Thermo Sudoku",
        ],
        decimal: '.',
        book: [
            "Contents",
            "How to play",
            "Fill every empty cell so that each row, each column and each box (the areas inside \
             the bold lines) holds every symbol exactly once. Every puzzle in this book has exactly \
             one solution, and logic finds it without guessing.",
            "Example: {size}",
            "Solved",
            "Puzzle {number}",
            "Draw each shape once in every row, column and box:",
            "Solutions",
            "{number} · page {page}",
            "Puzzles made with sudoku-press {version}. Every puzzle has exactly one \
             solution.",
            "The symbols are never added up: they are only names.",
            "Notes",
            "Copyright",
            "Introduction",
            "More books",
        ],
    },
    Words {
        lang: Lang::Cs,
        code: "cs",
        name: "Čeština",
        name_label: "Jméno",
        date_label: "Datum",
        write_box: "Napiš {first} až {last} jednou do každého řádku, sloupce a bloku.",
        write_lines: "Napiš {first} až {last} jednou do každého řádku a sloupce.",
        draw_box: "Nakresli každý tvar jednou do každého řádku, sloupce a bloku:",
        draw_lines: "Nakresli každý tvar jednou do každého řádku a sloupce:",
        write_region: "Napiš {first} až {last} jednou do každého řádku, sloupce a ohraničené oblasti.",
        draw_region: "Nakresli každý tvar jednou do každého řádku, sloupce a ohraničené oblasti:",
        shaded_diagonals: "Také každá podbarvená úhlopříčka obsahuje každý symbol jednou.",
        shaded_windows: "Také každý podbarvený čtverec obsahuje každý symbol jednou.",
        cage_rule: "Číslice v každé čárkované kleci dávají v součtu její malé číslo a neopakují se.",
        samurai_rule: "Toto pravidlo platí v každé z pěti mřížek; rohový blok, který mají dvě mřížky společný, patří do obou.",
        relation_rules: [
            "Každé znaménko mezi dvěma poli ukazuje na menší číslo.",
            "Každé znaménko mezi dvěma poli ukazuje na menší číslo.",
            "Bílá tečka spojuje dvě čísla, která se liší o 1, černá tečka dvě čísla, z nichž jedno je dvojnásobkem druhého; u sousedních polí bez tečky neplatí ani jedno.",
            "Čárka spojuje každá dvě sousední pole, jejichž čísla se liší o 1; čísla v sousedních polích bez čárky se o 1 nikdy neliší.",
            "Žádná dvě pole vedle sebe neobsahují čísla, která se liší o 1.",
            "Šedý kroužek obsahuje liché číslo, šedý čtvereček sudé.",
            "Na každém teploměru čísla stoupají od baňky.",
        ],
        variants: [
            "X",
            "hyper",
            "nepravidelné",
            "nepravidelné X",
            "killer",
            "nepravidelné killer",
            "samurai",
            "větší-menší",
            "futoshiki",
            "kropki",
            "konsekutivní",
            "nekonsekutivní",
            "liché-sudé",
            "teploměrové",
            "nepravidelné větší-menší",
            "nepravidelné kropki",
            "nepravidelné konsekutivní",
            "nepravidelné nekonsekutivní",
            "nepravidelné liché-sudé",
            "nepravidelné teploměrové",
        ],
        answers: "{title} – řešení",
        page: "Strana {page} z {pages}",
        set: "Sada {code}",
        play: "Hraj na obrazovce: {url}",
        boxes: "bloky {box}",
        levels: [
            "pro začátečníky",
            "lehké",
            "střední",
            "těžké",
            "expertní",
            "mistrovské",
            "extrémní",
        ],
        kinds: ["čísla", "písmena", "tvary"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Hyper sudoku",
            "Nepravidelné sudoku",
            "Nepravidelné sudoku X",
            "Killer sudoku",
            "Nepravidelné killer sudoku",
            "Samurai sudoku",
            "Sudoku větší-menší",
            "Futoshiki",
            "Kropki sudoku",
            "Konsekutivní sudoku",
            "Nekonsekutivní sudoku",
            "Sudoku liché-sudé",
            "Teploměrové sudoku",
            "Nepravidelné sudoku větší-menší",
            "Nepravidelné kropki sudoku",
            "Nepravidelné konsekutivní sudoku",
            "Nepravidelné nekonsekutivní sudoku",
            "Nepravidelné sudoku liché-sudé",
            "Nepravidelné teploměrové sudoku",
        ],
        decimal: ',',
        book: [
            "Obsah",
            "Jak hrát",
            "Vyplň každé prázdné políčko tak, aby každý řádek, každý sloupec a každý blok \
             (oblast uvnitř tlustých čar) obsahoval každý symbol právě jednou. Každé sudoku \
             v této knize má právě jedno řešení a logika ho najde bez hádání.",
            "Příklad: {size}",
            "Řešení",
            "Sudoku {number}",
            "Nakresli každý tvar jednou do každého řádku, sloupce a bloku:",
            "Řešení",
            "{number} · strana {page}",
            "Sudoku vytvořila aplikace sudoku-press {version}. Každé sudoku má \
             právě jedno řešení.",
            "Symboly se nikdy nesčítají: jsou to jen značky.",
            "Poznámky",
            "Copyright",
            "Úvod",
            "Další knihy",
        ],
    },
    Words {
        lang: Lang::De,
        code: "de",
        name: "Deutsch",
        name_label: "Name",
        date_label: "Datum",
        write_box: "Schreibe {first} bis {last} genau einmal in jede Zeile, jede Spalte und jeden \
                    Block.",
        write_lines: "Schreibe {first} bis {last} genau einmal in jede Zeile und jede Spalte.",
        draw_box: "Zeichne jede Form genau einmal in jede Zeile, jede Spalte und jeden Block:",
        draw_lines: "Zeichne jede Form genau einmal in jede Zeile und jede Spalte:",
        write_region: "Schreibe {first} bis {last} genau einmal in jede Zeile, jede Spalte und jedes umrandete Gebiet.",
        draw_region: "Zeichne jede Form genau einmal in jede Zeile, jede Spalte und jedes umrandete Gebiet:",
        shaded_diagonals: "Auch jede markierte Diagonale enthält jedes Zeichen genau einmal.",
        shaded_windows: "Auch jedes markierte Quadrat enthält jedes Zeichen genau einmal.",
        cage_rule: "Die Ziffern in jedem gestrichelten Käfig ergeben zusammen seine kleine Zahl und wiederholen sich nicht.",
        samurai_rule: "Diese Regel gilt in jedem der fünf Gitter; ein Eckblock, den zwei Gitter teilen, gehört zu beiden.",
        relation_rules: [
            "Jedes Zeichen zwischen zwei Feldern zeigt auf die kleinere Zahl.",
            "Jedes Zeichen zwischen zwei Feldern zeigt auf die kleinere Zahl.",
            "Ein weißer Punkt verbindet zwei Zahlen, die sich um 1 unterscheiden, ein schwarzer Punkt zwei, von denen eine das Doppelte der anderen ist; bei Nachbarn ohne Punkt gilt keins von beiden.",
            "Ein Balken verbindet je zwei Nachbarn, deren Zahlen sich um 1 unterscheiden; bei Nachbarn ohne Balken ist das nie so.",
            "Zwei nebeneinanderliegende Felder enthalten nie Zahlen, die sich um 1 unterscheiden.",
            "Ein grauer Kreis enthält eine ungerade Zahl, ein graues Quadrat eine gerade.",
            "Entlang jedes Thermometers steigen die Zahlen von der Kugel aus an.",
        ],
        variants: [
            "X",
            "Hyper",
            "Jigsaw",
            "Jigsaw X",
            "Killer",
            "Jigsaw-Killer",
            "Samurai",
            "Größer-Kleiner",
            "Futoshiki",
            "Kropki",
            "Konsekutiv",
            "Nicht-Konsekutiv",
            "Gerade-Ungerade",
            "Thermo",
            "Jigsaw-Größer-Kleiner",
            "Jigsaw-Kropki",
            "Jigsaw-Konsekutiv",
            "Jigsaw-Nicht-Konsekutiv",
            "Jigsaw-Gerade-Ungerade",
            "Jigsaw-Thermo",
        ],
        answers: "{title} – Lösungen",
        page: "Seite {page} von {pages}",
        set: "Satz {code}",
        play: "Am Bildschirm spielen: {url}",
        boxes: "{box}-Blöcke",
        levels: [
            "Einsteiger",
            "leicht",
            "mittel",
            "schwer",
            "Experte",
            "Meister",
            "extrem",
        ],
        kinds: ["Zahlen", "Buchstaben", "Formen"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Hyper-Sudoku",
            "Jigsaw-Sudoku",
            "Jigsaw-Sudoku X",
            "Killer-Sudoku",
            "Jigsaw-Killer-Sudoku",
            "Samurai-Sudoku",
            "Größer-Kleiner-Sudoku",
            "Futoshiki",
            "Kropki-Sudoku",
            "Konsekutiv-Sudoku",
            "Nicht-Konsekutiv-Sudoku",
            "Gerade-Ungerade-Sudoku",
            "Thermo-Sudoku",
            "Jigsaw-Größer-Kleiner-Sudoku",
            "Jigsaw-Kropki-Sudoku",
            "Jigsaw-Konsekutiv-Sudoku",
            "Jigsaw-Nicht-Konsekutiv-Sudoku",
            "Jigsaw-Gerade-Ungerade-Sudoku",
            "Jigsaw-Thermo-Sudoku",
        ],
        decimal: ',',
        book: [
            "Inhalt",
            "So wird gespielt",
            "Fülle jedes leere Feld so aus, dass jede Zeile, jede Spalte und jeder Block (die \
             Bereiche innerhalb der dicken Linien) jedes Zeichen genau einmal enthält. Jedes \
             Rätsel in diesem Buch hat genau eine Lösung, und Logik findet sie ohne Raten.",
            "Beispiel: {size}",
            "Lösung",
            "Rätsel {number}",
            "Zeichne jede Form genau einmal in jede Zeile, jede Spalte und jeden Block:",
            "Lösungen",
            "{number} · Seite {page}",
            "Rätsel erstellt mit sudoku-press {version}. Jedes Rätsel hat \
             genau eine Lösung.",
            "Die Zeichen werden nie zusammengezählt: Sie sind nur Namen.",
            "Notizen",
            "Impressum",
            "Einleitung",
            "Weitere Bücher",
        ],
    },
    Words {
        lang: Lang::Es,
        code: "es",
        name: "Español",
        name_label: "Nombre",
        date_label: "Fecha",
        write_box: "Escribe de {first} a {last} una sola vez en cada fila, cada columna y cada \
                    bloque.",
        write_lines: "Escribe de {first} a {last} una sola vez en cada fila y cada columna.",
        draw_box: "Dibuja cada figura una sola vez en cada fila, cada columna y cada bloque:",
        draw_lines: "Dibuja cada figura una sola vez en cada fila y cada columna:",
        write_region: "Escribe de {first} a {last} una sola vez en cada fila, cada columna y cada región marcada.",
        draw_region: "Dibuja cada figura una sola vez en cada fila, cada columna y cada región marcada:",
        shaded_diagonals: "Cada diagonal sombreada también contiene cada símbolo una sola vez.",
        shaded_windows: "Cada cuadrado sombreado también contiene cada símbolo una sola vez.",
        cage_rule: "Las cifras de cada jaula punteada suman su número pequeño y no se repiten.",
        samurai_rule: "Cada una de las cinco cuadrículas cumple esta regla; un bloque de esquina que comparten dos cuadrículas pertenece a las dos.",
        relation_rules: [
            "Cada signo entre dos casillas apunta al número menor.",
            "Cada signo entre dos casillas apunta al número menor.",
            "Un punto blanco une dos números que se diferencian en 1, y un punto negro, dos en los que uno es el doble del otro; las casillas vecinas sin punto no cumplen ninguna de las dos cosas.",
            "Una barra une cada par de casillas vecinas cuyos números se diferencian en 1; las vecinas sin barra nunca se diferencian en 1.",
            "Dos casillas contiguas nunca tienen números que se diferencien en 1.",
            "Un círculo gris contiene un número impar, y un cuadrado gris, uno par.",
            "A lo largo de cada termómetro, los números suben desde el bulbo.",
        ],
        variants: [
            "X",
            "hiper",
            "irregular",
            "irregular X",
            "killer",
            "killer irregular",
            "samurái",
            "mayor-menor",
            "futoshiki",
            "kropki",
            "consecutivo",
            "no consecutivo",
            "par-impar",
            "termómetro",
            "mayor-menor irregular",
            "kropki irregular",
            "consecutivo irregular",
            "no consecutivo irregular",
            "par-impar irregular",
            "termómetro irregular",
        ],
        answers: "{title} – Soluciones",
        page: "Página {page} de {pages}",
        set: "Serie {code}",
        play: "Juega en pantalla: {url}",
        boxes: "bloques {box}",
        levels: [
            "principiante",
            "fácil",
            "medio",
            "difícil",
            "experto",
            "maestro",
            "extremo",
        ],
        kinds: ["números", "letras", "figuras"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hiper",
            "Sudoku irregular",
            "Sudoku irregular X",
            "Sudoku killer",
            "Sudoku killer irregular",
            "Sudoku samurái",
            "Sudoku mayor-menor",
            "Futoshiki",
            "Sudoku kropki",
            "Sudoku consecutivo",
            "Sudoku no consecutivo",
            "Sudoku par-impar",
            "Sudoku termómetro",
            "Sudoku mayor-menor irregular",
            "Sudoku kropki irregular",
            "Sudoku consecutivo irregular",
            "Sudoku no consecutivo irregular",
            "Sudoku par-impar irregular",
            "Sudoku termómetro irregular",
        ],
        decimal: ',',
        book: [
            "Índice",
            "Cómo se juega",
            "Rellena cada casilla vacía de modo que cada fila, cada columna y cada bloque (las \
             zonas dentro de las líneas gruesas) tenga cada símbolo exactamente una vez. Cada \
             sudoku de este libro tiene una única solución, y la lógica la encuentra sin \
             adivinar.",
            "Ejemplo: {size}",
            "Solución",
            "Sudoku {number}",
            "Dibuja cada figura una sola vez en cada fila, cada columna y cada bloque:",
            "Soluciones",
            "{number} · página {page}",
            "Sudokus creados con sudoku-press {version}. Cada sudoku tiene una \
             única solución.",
            "Los símbolos nunca se suman: solo son nombres.",
            "Notas",
            "Copyright",
            "Introducción",
            "Otros libros",
        ],
    },
    Words {
        lang: Lang::Fr,
        code: "fr",
        name: "Français",
        name_label: "Prénom",
        date_label: "Date",
        write_box: "Écris les symboles de {first} à {last} une seule fois dans chaque ligne, \
                    chaque colonne et chaque bloc.",
        write_lines: "Écris les symboles de {first} à {last} une seule fois dans chaque ligne et \
                      chaque colonne.",
        draw_box: "Dessine chaque forme une seule fois dans chaque ligne, chaque colonne et \
                   chaque bloc\u{a0}:",
        draw_lines: "Dessine chaque forme une seule fois dans chaque ligne et chaque colonne\u{a0}:",
        write_region: "Écris les symboles de {first} à {last} une seule fois dans chaque ligne, chaque colonne et chaque zone entourée.",
        draw_region: "Dessine chaque forme une seule fois dans chaque ligne, chaque colonne et chaque zone entourée\u{a0}:",
        shaded_diagonals: "Chaque diagonale ombrée contient aussi chaque symbole une seule fois.",
        shaded_windows: "Chaque carré ombré contient aussi chaque symbole une seule fois.",
        cage_rule: "Dans chaque cage en pointillés, la somme des chiffres est égale au petit nombre, et aucun chiffre ne se répète.",
        samurai_rule: "Chacune des cinq grilles respecte cette règle. Un bloc d'angle commun à deux grilles appartient aux deux.",
        relation_rules: [
            "Chaque signe entre deux cases pointe vers le plus petit nombre.",
            "Chaque signe entre deux cases pointe vers le plus petit nombre.",
            "Un point blanc relie deux nombres qui diffèrent de 1, un point noir deux nombres dont l'un est le double de l'autre. Deux cases voisines sans point ne sont dans aucun de ces deux cas.",
            "Une barre relie chaque paire de cases voisines dont les nombres diffèrent de 1. Deux cases voisines sans barre ne diffèrent jamais de 1.",
            "Deux cases côte à côte ne contiennent jamais des nombres qui diffèrent de 1.",
            "Les cercles gris contiennent des nombres impairs, les carrés gris des nombres pairs.",
            "Le long de chaque thermomètre, les nombres augmentent à partir du bulbe.",
        ],
        variants: [
            "X",
            "hyper",
            "irrégulier",
            "irrégulier X",
            "killer",
            "killer irrégulier",
            "samouraï",
            "comparatif",
            "futoshiki",
            "kropki",
            "consécutif",
            "non consécutif",
            "pair-impair",
            "thermomètre",
            "comparatif irrégulier",
            "kropki irrégulier",
            "consécutif irrégulier",
            "non consécutif irrégulier",
            "pair-impair irrégulier",
            "thermomètre irrégulier",
        ],
        answers: "{title} – Solutions",
        page: "Page {page} sur {pages}",
        set: "Série {code}",
        play: "Jouer à l'écran\u{a0}: {url}",
        boxes: "blocs {box}",
        levels: [
            "débutant",
            "facile",
            "moyen",
            "difficile",
            "expert",
            "maître",
            "extrême",
        ],
        kinds: ["chiffres", "lettres", "formes"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hyper",
            "Sudoku irrégulier",
            "Sudoku irrégulier X",
            "Sudoku killer",
            "Sudoku killer irrégulier",
            "Sudoku samouraï",
            "Sudoku comparatif",
            "Futoshiki",
            "Sudoku kropki",
            "Sudoku consécutif",
            "Sudoku non consécutif",
            "Sudoku pair-impair",
            "Sudoku thermomètre",
            "Sudoku comparatif irrégulier",
            "Sudoku kropki irrégulier",
            "Sudoku consécutif irrégulier",
            "Sudoku non consécutif irrégulier",
            "Sudoku pair-impair irrégulier",
            "Sudoku thermomètre irrégulier",
        ],
        decimal: ',',
        book: [
            "Sommaire",
            "Règles du jeu",
            "Remplis chaque case vide de sorte que chaque ligne, chaque colonne et chaque bloc \
             (les zones entourées d'un trait épais) contienne chaque symbole exactement une fois. \
             Chaque grille de ce livre a une seule solution, que la logique trouve sans deviner.",
            "Exemple\u{a0}: {size}",
            "Solution",
            "Grille {number}",
            "Dessine chaque forme une seule fois dans chaque ligne, chaque colonne et chaque \
             bloc\u{a0}:",
            "Solutions",
            "{number} · page {page}",
            "Grilles créées avec sudoku-press {version}. Chaque grille a une seule \
             solution.",
            "Les symboles ne s'additionnent jamais : ce ne sont que des noms.",
            "Notes",
            "Copyright",
            "Introduction",
            "Autres livres",
        ],
    },
    Words {
        lang: Lang::It,
        code: "it",
        name: "Italiano",
        name_label: "Nome",
        date_label: "Data",
        write_box: "Scrivi da {first} a {last} una sola volta in ogni riga, colonna e riquadro.",
        write_lines: "Scrivi da {first} a {last} una sola volta in ogni riga e colonna.",
        draw_box: "Disegna ogni forma una sola volta in ogni riga, colonna e riquadro:",
        draw_lines: "Disegna ogni forma una sola volta in ogni riga e colonna:",
        write_region: "Scrivi da {first} a {last} una sola volta in ogni riga, colonna e zona delimitata.",
        draw_region: "Disegna ogni forma una sola volta in ogni riga, colonna e zona delimitata:",
        shaded_diagonals: "Anche ogni diagonale evidenziata contiene ogni simbolo una sola volta.",
        shaded_windows: "Anche ogni quadrato evidenziato contiene ogni simbolo una sola volta.",
        cage_rule: "In ogni gabbia tratteggiata la somma delle cifre è uguale al numero piccolo e nessuna cifra si ripete.",
        samurai_rule: "Ognuna delle cinque griglie segue questa regola; un riquadro d'angolo condiviso da due griglie appartiene a entrambe.",
        relation_rules: [
            "Ogni segno tra due caselle punta verso il numero più piccolo.",
            "Ogni segno tra due caselle punta verso il numero più piccolo.",
            "Un punto bianco unisce due numeri che differiscono di 1, un punto nero due numeri di cui uno è il doppio dell'altro; per le caselle vicine senza punto non vale nessuna delle due cose.",
            "Una barra unisce ogni coppia di caselle vicine i cui numeri differiscono di 1; le vicine senza barra non differiscono mai di 1.",
            "Due caselle affiancate non contengono mai numeri che differiscono di 1.",
            "Un cerchio grigio contiene un numero dispari, un quadrato grigio un numero pari.",
            "Lungo ogni termometro i numeri crescono a partire dal bulbo.",
        ],
        variants: [
            "X",
            "hyper",
            "irregolare",
            "irregolare X",
            "killer",
            "killer irregolare",
            "samurai",
            "maggiore-minore",
            "futoshiki",
            "kropki",
            "consecutivo",
            "non consecutivo",
            "pari-dispari",
            "termometro",
            "maggiore-minore irregolare",
            "kropki irregolare",
            "consecutivo irregolare",
            "non consecutivo irregolare",
            "pari-dispari irregolare",
            "termometro irregolare",
        ],
        answers: "{title} – Soluzioni",
        page: "Pagina {page} di {pages}",
        set: "Serie {code}",
        play: "Gioca sullo schermo: {url}",
        boxes: "riquadri {box}",
        levels: [
            "principiante",
            "facile",
            "medio",
            "difficile",
            "esperto",
            "maestro",
            "estremo",
        ],
        kinds: ["numeri", "lettere", "forme"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hyper",
            "Sudoku irregolare",
            "Sudoku irregolare X",
            "Sudoku killer",
            "Sudoku killer irregolare",
            "Sudoku samurai",
            "Sudoku maggiore-minore",
            "Futoshiki",
            "Sudoku kropki",
            "Sudoku consecutivo",
            "Sudoku non consecutivo",
            "Sudoku pari-dispari",
            "Sudoku termometro",
            "Sudoku maggiore-minore irregolare",
            "Sudoku kropki irregolare",
            "Sudoku consecutivo irregolare",
            "Sudoku non consecutivo irregolare",
            "Sudoku pari-dispari irregolare",
            "Sudoku termometro irregolare",
        ],
        decimal: ',',
        book: [
            "Indice",
            "Come si gioca",
            "Riempi ogni casella vuota in modo che ogni riga, ogni colonna e ogni riquadro (le \
             zone dentro le linee spesse) contenga ogni simbolo esattamente una volta. Ogni \
             sudoku di questo libro ha una sola soluzione, e la logica la trova senza tirare a \
             indovinare.",
            "Esempio: {size}",
            "Soluzione",
            "Sudoku {number}",
            "Disegna ogni forma una sola volta in ogni riga, colonna e riquadro:",
            "Soluzioni",
            "{number} · pagina {page}",
            "Sudoku creati con sudoku-press {version}. Ogni sudoku ha una sola \
             soluzione.",
            "I simboli non si sommano mai: sono solo nomi.",
            "Appunti",
            "Copyright",
            "Introduzione",
            "Altri libri",
        ],
    },
    Words {
        lang: Lang::Ja,
        code: "ja",
        name: "日本語",
        name_label: "なまえ",
        date_label: "ひづけ",
        write_box: "どの行・列・ブロックにも、{first}〜{last}を1回ずつ書きましょう。",
        write_lines: "どの行・列にも、{first}〜{last}を1回ずつ書きましょう。",
        draw_box: "どの行・列・ブロックにも、それぞれの形を1回ずつかきましょう：",
        draw_lines: "どの行・列にも、それぞれの形を1回ずつかきましょう：",
        write_region: "どの行・列・太線で囲まれた部屋にも、{first}〜{last}を1回ずつ書きましょう。",
        draw_region: "どの行・列・太線で囲まれた部屋にも、それぞれの形を1回ずつかきましょう：",
        shaded_diagonals: "色のついた対角線にも、1回ずつ入ります。",
        shaded_windows: "色のついた正方形にも、1回ずつ入ります。",
        cage_rule: "点線で囲まれたケージの数字を足すと、そのケージの小さな数字になります。ケージの中に同じ数字は入りません。",
        samurai_rule: "5つの盤のどれにも、このルールがあてはまります。2つの盤が重なる角のブロックは、両方の盤のブロックです。",
        relation_rules: [
            "2つのマスの間の不等号は、小さいほうの数を指しています。",
            "2つのマスの間の不等号は、小さいほうの数を指しています。",
            "白丸でつながった2つの数は差が1、黒丸でつながった2つの数は一方が他方の2倍です。丸のない隣り合うマスは、どちらにもなりません。",
            "差が1の数が入る隣り合うマスは、どれも棒でつながっています。棒のない隣り合うマスの差は、1になりません。",
            "隣り合うマスには、差が1の数は入りません。",
            "灰色の丸には奇数、灰色の四角には偶数が入ります。",
            "どの温度計も、丸いほうから数がだんだん大きくなります。",
        ],
        variants: [
            "対角線",
            "ハイパー",
            "ジグソー",
            "ジグソー対角線",
            "キラー",
            "ジグソーキラー",
            "合体",
            "不等号",
            "不等式",
            "クロプキ",
            "連続",
            "非連続",
            "偶奇",
            "サーモ",
            "ジグソー不等号",
            "ジグソークロプキ",
            "ジグソー連続",
            "ジグソー非連続",
            "ジグソー偶奇",
            "ジグソーサーモ",
        ],
        answers: "{title} – こたえ",
        page: "{page} / {pages} ページ",
        set: "セット {code}",
        play: "画面で遊ぶ：{url}",
        boxes: "{box} ブロック",
        levels: [
            "入門",
            "やさしい",
            "ふつう",
            "むずかしい",
            "上級",
            "達人",
            "超難問",
        ],
        kinds: ["数字", "文字", "図形"],
        titles: [
            "数独",
            "対角線数独",
            "ハイパー数独",
            "ジグソー数独",
            "ジグソー対角線数独",
            "キラー数独",
            "ジグソーキラー数独",
            "合体数独",
            "不等号数独",
            "不等式",
            "クロプキ数独",
            "連続数独",
            "非連続数独",
            "偶奇数独",
            "サーモ数独",
            "ジグソー不等号数独",
            "ジグソークロプキ数独",
            "ジグソー連続数独",
            "ジグソー非連続数独",
            "ジグソー偶奇数独",
            "ジグソーサーモ数独",
        ],
        decimal: '.',
        book: [
            "もくじ",
            "あそびかた",
            "空いているマスをすべてうめて、どの行・列・ブロック（太い線で囲まれた部分）にも、\
             それぞれの記号がちょうど1回ずつ入るようにします。この本のパズルはどれも答えが1つだけで、\
             あてずっぽうなしに考えるだけで解けます。",
            "例：{size}",
            "こたえ",
            "パズル {number}",
            "どの行・列・ブロックにも、それぞれの形を1回ずつかきましょう：",
            "こたえ",
            "{number}・{page} ページ",
            "sudoku-press {version}で作ったパズルです。どのパズルも答えは1つ\
             だけです。",
            "記号は足し算しません。ただの目印です。",
            "メモ",
            "著作権",
            "はじめに",
            "ほかの本",
        ],
    },
    Words {
        lang: Lang::Ko,
        code: "ko",
        name: "한국어",
        name_label: "이름",
        date_label: "날짜",
        write_box: "모든 가로줄, 세로줄, 상자에 {first}부터 {last}까지 한 번씩 쓰세요.",
        write_lines: "모든 가로줄과 세로줄에 {first}부터 {last}까지 한 번씩 쓰세요.",
        draw_box: "모든 가로줄, 세로줄, 상자에 각 모양을 한 번씩 그리세요:",
        draw_lines: "모든 가로줄과 세로줄에 각 모양을 한 번씩 그리세요:",
        write_region: "모든 가로줄, 세로줄, 굵은 선으로 나뉜 구역에 {first}부터 {last}까지 한 번씩 쓰세요.",
        draw_region: "모든 가로줄, 세로줄, 굵은 선으로 나뉜 구역에 각 모양을 한 번씩 그리세요:",
        shaded_diagonals: "색칠된 두 대각선에도 각각 한 번씩 들어가요.",
        shaded_windows: "색칠된 정사각형에도 각각 한 번씩 들어가요.",
        cage_rule: "점선 케이지 안의 숫자를 더하면 그 케이지의 작은 숫자가 되고, 케이지 안에는 같은 숫자가 들어가지 않아요.",
        samurai_rule: "다섯 판 모두 이 규칙을 따라요. 두 판이 함께 쓰는 모서리 상자는 두 판 모두에 속해요.",
        relation_rules: [
            "두 칸 사이의 부등호는 더 작은 수를 가리켜요.",
            "두 칸 사이의 부등호는 더 작은 수를 가리켜요.",
            "흰 점으로 이어진 두 수는 차가 1이고, 검은 점으로 이어진 두 수는 한쪽이 다른 쪽의 두 배예요. 점이 없는 이웃한 칸은 둘 다 아니에요.",
            "차가 1인 이웃한 두 칸은 모두 막대로 이어져 있어요. 막대가 없는 이웃한 칸은 차가 1이 아니에요.",
            "나란히 붙은 두 칸에는 차가 1인 수가 들어가지 않아요.",
            "회색 동그라미에는 홀수, 회색 네모에는 짝수가 들어가요.",
            "온도계마다 둥근 쪽에서부터 수가 점점 커져요.",
        ],
        variants: [
            "대각선",
            "하이퍼",
            "직소",
            "직소 대각선",
            "킬러",
            "직소 킬러",
            "사무라이",
            "부등호",
            "후토시키",
            "크로프키",
            "연속",
            "비연속",
            "홀짝",
            "온도계",
            "직소 부등호",
            "직소 크로프키",
            "직소 연속",
            "직소 비연속",
            "직소 홀짝",
            "직소 온도계",
        ],
        answers: "{title} – 정답",
        page: "{page} / {pages}쪽",
        set: "세트 {code}",
        play: "화면에서 풀기: {url}",
        boxes: "{box} 상자",
        levels: ["입문", "쉬움", "보통", "어려움", "전문가", "마스터", "극한"],
        kinds: ["숫자", "글자", "도형"],
        titles: [
            "스도쿠",
            "대각선 스도쿠",
            "하이퍼 스도쿠",
            "직소 스도쿠",
            "직소 대각선 스도쿠",
            "킬러 스도쿠",
            "직소 킬러 스도쿠",
            "사무라이 스도쿠",
            "부등호 스도쿠",
            "후토시키",
            "크로프키 스도쿠",
            "연속 스도쿠",
            "비연속 스도쿠",
            "홀짝 스도쿠",
            "온도계 스도쿠",
            "직소 부등호 스도쿠",
            "직소 크로프키 스도쿠",
            "직소 연속 스도쿠",
            "직소 비연속 스도쿠",
            "직소 홀짝 스도쿠",
            "직소 온도계 스도쿠",
        ],
        decimal: '.',
        book: [
            "차례",
            "푸는 방법",
            "빈칸을 모두 채우되, 모든 가로줄, 세로줄, 상자(굵은 선 안의 영역)에 각 기호가 꼭 한 번씩 \
             들어가게 하세요. 이 책의 모든 퍼즐은 답이 하나뿐이고, 어림짐작 없이 \
             논리로 풀 수 있어요.",
            "보기: {size}",
            "정답",
            "퍼즐 {number}",
            "모든 가로줄, 세로줄, 상자에 각 모양을 한 번씩 그리세요:",
            "정답",
            "{number} · {page}쪽",
            "sudoku-press {version}로 만든 퍼즐이에요. 모든 퍼즐은 답이 하나뿐이에요.",
            "기호는 더하지 않아요. 이름일 뿐이에요.",
            "메모",
            "저작권",
            "머리말",
            "다른 책",
        ],
    },
    Words {
        lang: Lang::Nl,
        code: "nl",
        name: "Nederlands",
        name_label: "Naam",
        date_label: "Datum",
        write_box: "Schrijf {first} tot en met {last} één keer in elke rij, kolom en blok.",
        write_lines: "Schrijf {first} tot en met {last} één keer in elke rij en kolom.",
        draw_box: "Teken elke vorm één keer in elke rij, kolom en blok:",
        draw_lines: "Teken elke vorm één keer in elke rij en kolom:",
        write_region: "Schrijf {first} tot en met {last} één keer in elke rij, kolom en omlijnd gebied.",
        draw_region: "Teken elke vorm één keer in elke rij, kolom en omlijnd gebied:",
        shaded_diagonals: "Ook elke gemarkeerde diagonaal bevat elk symbool één keer.",
        shaded_windows: "Ook elk gemarkeerd vierkant bevat elk symbool één keer.",
        cage_rule: "De cijfers in elke gestippelde kooi tellen op tot het kleine getal en herhalen zich niet.",
        samurai_rule: "Elk van de vijf roosters volgt deze regel; een hoekblok dat twee roosters delen, hoort bij allebei.",
        relation_rules: [
            "Elk teken tussen twee vakjes wijst naar het kleinere getal.",
            "Elk teken tussen twee vakjes wijst naar het kleinere getal.",
            "Een witte stip verbindt twee getallen die 1 verschillen, een zwarte stip twee waarvan het ene het dubbele van het andere is; buren zonder stip hebben geen van beide.",
            "Een streepje verbindt elke twee buren waarvan de getallen 1 verschillen; buren zonder streepje verschillen nooit 1.",
            "Twee vakjes naast elkaar bevatten nooit getallen die 1 verschillen.",
            "Een grijze cirkel bevat een oneven getal, een grijs vierkant een even getal.",
            "Langs elke thermometer lopen de getallen op vanaf het bolletje.",
        ],
        variants: [
            "X",
            "hyper",
            "jigsaw",
            "jigsaw X",
            "killer",
            "jigsaw killer",
            "samurai",
            "groter-kleiner",
            "futoshiki",
            "kropki",
            "consecutief",
            "niet-consecutief",
            "even-oneven",
            "thermo",
            "jigsaw groter-kleiner",
            "jigsaw kropki",
            "jigsaw consecutief",
            "jigsaw niet-consecutief",
            "jigsaw even-oneven",
            "jigsaw thermo",
        ],
        answers: "{title} – Oplossingen",
        page: "Pagina {page} van {pages}",
        set: "Set {code}",
        play: "Speel op het scherm: {url}",
        boxes: "blokken van {box}",
        levels: [
            "beginner",
            "makkelijk",
            "gemiddeld",
            "moeilijk",
            "expert",
            "meester",
            "extreem",
        ],
        kinds: ["cijfers", "letters", "vormen"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Hypersudoku",
            "Jigsaw-sudoku",
            "Jigsaw-sudoku X",
            "Killersudoku",
            "Jigsaw-killersudoku",
            "Samuraisudoku",
            "Groter-kleinersudoku",
            "Futoshiki",
            "Kropkisudoku",
            "Consecutieve sudoku",
            "Niet-consecutieve sudoku",
            "Even-onevensudoku",
            "Thermosudoku",
            "Jigsaw-groter-kleinersudoku",
            "Jigsaw-kropkisudoku",
            "Consecutieve jigsaw-sudoku",
            "Niet-consecutieve jigsaw-sudoku",
            "Jigsaw-even-onevensudoku",
            "Jigsaw-thermosudoku",
        ],
        decimal: ',',
        book: [
            "Inhoud",
            "Zo speel je het",
            "Vul elk leeg vakje zo in dat elke rij, elke kolom en elk blok (de vlakken binnen de \
             dikke lijnen) elk symbool precies één keer bevat. Elke puzzel \
             in dit boek heeft precies één oplossing, en met logica vind je die zonder te \
             gokken.",
            "Voorbeeld: {size}",
            "Oplossing",
            "Puzzel {number}",
            "Teken elke vorm één keer in elke rij, kolom en blok:",
            "Oplossingen",
            "{number} · pagina {page}",
            "Puzzels gemaakt met sudoku-press {version}. Elke puzzel heeft precies \
             één oplossing.",
            "De symbolen worden nooit opgeteld: het zijn alleen namen.",
            "Notities",
            "Copyright",
            "Inleiding",
            "Meer boeken",
        ],
    },
    Words {
        lang: Lang::Pl,
        code: "pl",
        name: "Polski",
        name_label: "Imię",
        date_label: "Data",
        write_box: "Wpisz od {first} do {last} raz w każdym wierszu, kolumnie i bloku.",
        write_lines: "Wpisz od {first} do {last} raz w każdym wierszu i kolumnie.",
        draw_box: "Narysuj każdy kształt raz w każdym wierszu, kolumnie i bloku:",
        draw_lines: "Narysuj każdy kształt raz w każdym wierszu i kolumnie:",
        write_region: "Wpisz od {first} do {last} raz w każdym wierszu, kolumnie i obrysowanym obszarze.",
        draw_region: "Narysuj każdy kształt raz w każdym wierszu, kolumnie i obrysowanym obszarze:",
        shaded_diagonals: "Również każda zacieniona przekątna zawiera każdy symbol dokładnie raz.",
        shaded_windows: "Również każdy zacieniony kwadrat zawiera każdy symbol dokładnie raz.",
        cage_rule: "Suma cyfr w każdej klatce otoczonej linią przerywaną jest równa małej liczbie w tej klatce, a cyfry w klatce się nie powtarzają.",
        samurai_rule: "Ta zasada obowiązuje w każdej z pięciu plansz; narożny blok wspólny dla dwóch plansz należy do obu.",
        relation_rules: [
            "Każdy znak między dwoma polami wskazuje na mniejszą liczbę.",
            "Każdy znak między dwoma polami wskazuje na mniejszą liczbę.",
            "Biała kropka łączy dwie liczby różniące się o 1, a czarna kropka dwie liczby, z których jedna jest dwa razy większa od drugiej; sąsiednie pola bez kropki nie spełniają żadnego z tych warunków.",
            "Kreska łączy każde dwa sąsiednie pola, których liczby różnią się o 1; liczby w sąsiednich polach bez kreski nigdy nie różnią się o 1.",
            "Żadne dwa pola stykające się bokiem nie zawierają liczb różniących się o 1.",
            "Szare kółko zawiera liczbę nieparzystą, a szary kwadrat – parzystą.",
            "Wzdłuż każdego termometru liczby rosną, zaczynając od bańki.",
        ],
        variants: [
            "X",
            "hiper",
            "nieregularne",
            "nieregularne X",
            "killer",
            "killer nieregularne",
            "samuraj",
            "większe-mniejsze",
            "futoshiki",
            "z kropkami",
            "z kreskami",
            "bez kolejnych liczb",
            "parzyste-nieparzyste",
            "z termometrami",
            "nieregularne większe-mniejsze",
            "nieregularne z kropkami",
            "nieregularne z kreskami",
            "nieregularne bez kolejnych liczb",
            "nieregularne parzyste-nieparzyste",
            "nieregularne z termometrami",
        ],
        answers: "{title} – rozwiązania",
        page: "Strona {page} z {pages}",
        set: "Zestaw {code}",
        play: "Graj na ekranie: {url}",
        boxes: "bloki {box}",
        levels: [
            "początkujący",
            "łatwe",
            "średnie",
            "trudne",
            "ekspert",
            "mistrz",
            "ekstremalne",
        ],
        kinds: ["cyfry", "litery", "kształty"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hiper",
            "Sudoku nieregularne",
            "Sudoku nieregularne X",
            "Sudoku killer",
            "Sudoku killer nieregularne",
            "Sudoku samuraj",
            "Sudoku większe-mniejsze",
            "Futoshiki",
            "Sudoku z kropkami",
            "Sudoku z kreskami",
            "Sudoku bez kolejnych liczb",
            "Sudoku parzyste-nieparzyste",
            "Sudoku z termometrami",
            "Sudoku nieregularne większe-mniejsze",
            "Sudoku nieregularne z kropkami",
            "Sudoku nieregularne z kreskami",
            "Sudoku nieregularne bez kolejnych liczb",
            "Sudoku nieregularne parzyste-nieparzyste",
            "Sudoku nieregularne z termometrami",
        ],
        decimal: ',',
        book: [
            "Spis treści",
            "Jak grać",
            "Wypełnij każde puste pole tak, aby każdy wiersz, każda kolumna i każdy blok \
             (obszary otoczone grubymi liniami) zawierały każdy symbol dokładnie raz. Każde sudoku \
             w tej książce ma dokładnie jedno rozwiązanie, które można znaleźć logicznie, bez \
             zgadywania.",
            "Przykład: {size}",
            "Rozwiązanie",
            "Sudoku {number}",
            "Narysuj każdy kształt raz w każdym wierszu, kolumnie i bloku:",
            "Rozwiązania",
            "{number} · strona {page}",
            "Sudoku utworzone programem sudoku-press {version}. Każde sudoku ma \
             dokładnie jedno rozwiązanie.",
            "Symboli nigdy się nie dodaje: to tylko nazwy.",
            "Notatki",
            "Prawa autorskie",
            "Wstęp",
            "Inne książki",
        ],
    },
    Words {
        lang: Lang::Pt,
        code: "pt",
        name: "Português",
        name_label: "Nome",
        date_label: "Data",
        write_box: "Escreve de {first} a {last} uma só vez em cada linha, coluna e bloco.",
        write_lines: "Escreve de {first} a {last} uma só vez em cada linha e coluna.",
        draw_box: "Desenha cada forma uma só vez em cada linha, coluna e bloco:",
        draw_lines: "Desenha cada forma uma só vez em cada linha e coluna:",
        write_region: "Escreve de {first} a {last} uma só vez em cada linha, coluna e região delimitada.",
        draw_region: "Desenha cada forma uma só vez em cada linha, coluna e região delimitada:",
        shaded_diagonals: "Cada diagonal sombreada também contém cada símbolo uma só vez.",
        shaded_windows: "Cada quadrado sombreado também contém cada símbolo uma só vez.",
        cage_rule: "Em cada gaiola tracejada, a soma dos algarismos é igual ao número pequeno, e nenhum algarismo se repete.",
        samurai_rule: "Cada uma das cinco grelhas cumpre esta regra; um bloco de canto partilhado por duas grelhas pertence às duas.",
        relation_rules: [
            "Cada sinal entre duas quadrículas aponta para o número menor.",
            "Cada sinal entre duas quadrículas aponta para o número menor.",
            "Um ponto branco une dois números que diferem em 1, e um ponto preto, dois em que um é o dobro do outro; quadrículas vizinhas sem ponto não cumprem nenhuma das duas regras.",
            "Uma barra une cada par de quadrículas vizinhas cujos números diferem em 1; vizinhas sem barra nunca diferem em 1.",
            "Duas quadrículas lado a lado nunca têm números que difiram em 1.",
            "Um círculo cinzento tem um número ímpar, e um quadrado cinzento, um número par.",
            "Ao longo de cada termómetro, os números sobem a partir do bolbo.",
        ],
        variants: [
            "X",
            "hiper",
            "irregular",
            "irregular X",
            "killer",
            "killer irregular",
            "samurai",
            "maior-menor",
            "futoshiki",
            "kropki",
            "consecutivo",
            "não consecutivo",
            "par-ímpar",
            "termómetro",
            "maior-menor irregular",
            "kropki irregular",
            "consecutivo irregular",
            "não consecutivo irregular",
            "par-ímpar irregular",
            "termómetro irregular",
        ],
        answers: "{title} – Soluções",
        page: "Página {page} de {pages}",
        set: "Série {code}",
        play: "Joga no ecrã: {url}",
        boxes: "blocos {box}",
        levels: [
            "principiante",
            "fácil",
            "médio",
            "difícil",
            "especialista",
            "mestre",
            "extremo",
        ],
        kinds: ["números", "letras", "formas"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hiper",
            "Sudoku irregular",
            "Sudoku irregular X",
            "Sudoku killer",
            "Sudoku killer irregular",
            "Sudoku samurai",
            "Sudoku maior-menor",
            "Futoshiki",
            "Sudoku kropki",
            "Sudoku consecutivo",
            "Sudoku não consecutivo",
            "Sudoku par-ímpar",
            "Sudoku termómetro",
            "Sudoku maior-menor irregular",
            "Sudoku kropki irregular",
            "Sudoku consecutivo irregular",
            "Sudoku não consecutivo irregular",
            "Sudoku par-ímpar irregular",
            "Sudoku termómetro irregular",
        ],
        decimal: ',',
        book: [
            "Índice",
            "Como jogar",
            "Preenche todas as quadrículas vazias de forma a que cada linha, cada coluna e cada \
             bloco (as zonas delimitadas pelas linhas grossas) contenha cada símbolo exatamente \
             uma vez. Cada sudoku deste livro tem uma única solução, e a lógica encontra-a sem \
             adivinhar.",
            "Exemplo: {size}",
            "Solução",
            "Sudoku {number}",
            "Desenha cada forma uma só vez em cada linha, coluna e bloco:",
            "Soluções",
            "{number} · página {page}",
            "Sudokus criados com o sudoku-press {version}. Cada sudoku tem uma \
             única solução.",
            "Os símbolos nunca se somam: são apenas nomes.",
            "Notas",
            "Ficha técnica",
            "Introdução",
            "Outros livros",
        ],
    },
    Words {
        lang: Lang::PtBr,
        code: "pt-BR",
        name: "Português (Brasil)",
        name_label: "Nome",
        date_label: "Data",
        write_box: "Escreva de {first} a {last} apenas uma vez em cada linha, coluna e bloco.",
        write_lines: "Escreva de {first} a {last} apenas uma vez em cada linha e coluna.",
        draw_box: "Desenhe cada forma apenas uma vez em cada linha, coluna e bloco:",
        draw_lines: "Desenhe cada forma apenas uma vez em cada linha e coluna:",
        write_region: "Escreva de {first} a {last} apenas uma vez em cada linha, coluna e região delimitada.",
        draw_region: "Desenhe cada forma apenas uma vez em cada linha, coluna e região delimitada:",
        shaded_diagonals: "Em cada diagonal destacada, cada símbolo também aparece apenas uma vez.",
        shaded_windows: "Em cada quadrado destacado, cada símbolo também aparece apenas uma vez.",
        cage_rule: "Em cada gaiola tracejada, a soma dos algarismos é igual ao número pequeno, e nenhum algarismo se repete.",
        samurai_rule: "Cada uma das cinco grades segue esta regra; um bloco de canto compartilhado por duas grades pertence às duas.",
        relation_rules: [
            "Cada sinal entre duas casas aponta para o número menor.",
            "Cada sinal entre duas casas aponta para o número menor.",
            "Um ponto branco liga dois números que diferem em 1, e um ponto preto liga dois em que um é o dobro do outro; casas vizinhas sem ponto não seguem nenhuma das duas regras.",
            "Uma barra liga cada par de casas vizinhas cujos números diferem em 1; vizinhas sem barra nunca diferem em 1.",
            "Duas casas lado a lado nunca têm números que difiram em 1.",
            "Um círculo cinza tem um número ímpar, e um quadrado cinza, um número par.",
            "Ao longo de cada termômetro, os números aumentam a partir do bulbo.",
        ],
        variants: [
            "X",
            "hiper",
            "irregular",
            "irregular X",
            "killer",
            "killer irregular",
            "samurai",
            "maior-menor",
            "futoshiki",
            "kropki",
            "consecutivo",
            "não consecutivo",
            "par-ímpar",
            "termômetro",
            "maior-menor irregular",
            "kropki irregular",
            "consecutivo irregular",
            "não consecutivo irregular",
            "par-ímpar irregular",
            "termômetro irregular",
        ],
        answers: "{title} – Respostas",
        page: "Página {page} de {pages}",
        set: "Série {code}",
        play: "Jogue na tela: {url}",
        boxes: "blocos {box}",
        levels: [
            "iniciante",
            "fácil",
            "médio",
            "difícil",
            "especialista",
            "mestre",
            "extremo",
        ],
        kinds: ["números", "letras", "formas"],
        titles: [
            "Sudoku",
            "Sudoku X",
            "Sudoku hiper",
            "Sudoku irregular",
            "Sudoku irregular X",
            "Sudoku killer",
            "Sudoku killer irregular",
            "Sudoku samurai",
            "Sudoku maior-menor",
            "Futoshiki",
            "Sudoku kropki",
            "Sudoku consecutivo",
            "Sudoku não consecutivo",
            "Sudoku par-ímpar",
            "Sudoku termômetro",
            "Sudoku maior-menor irregular",
            "Sudoku kropki irregular",
            "Sudoku consecutivo irregular",
            "Sudoku não consecutivo irregular",
            "Sudoku par-ímpar irregular",
            "Sudoku termômetro irregular",
        ],
        decimal: ',',
        book: [
            "Sumário",
            "Como jogar",
            "Preencha todos os quadradinhos vazios de modo que cada linha, cada coluna e cada \
             bloco (as áreas delimitadas pelas linhas grossas) tenha cada símbolo exatamente uma \
             vez. Cada sudoku deste livro tem uma única solução, e dá para chegar a ela usando só \
             a lógica, sem chutar.",
            "Exemplo: {size}",
            "Solução",
            "Sudoku {number}",
            "Desenhe cada forma apenas uma vez em cada linha, coluna e bloco:",
            "Soluções",
            "{number} · página {page}",
            "Sudokus criados com o sudoku-press {version}. Cada sudoku tem uma \
             única solução.",
            "Os símbolos nunca são somados: são apenas nomes.",
            "Anotações",
            "Direitos autorais",
            "Introdução",
            "Outros livros",
        ],
    },
    Words {
        lang: Lang::Zh,
        code: "zh",
        name: "中文",
        name_label: "姓名",
        date_label: "日期",
        write_box: "在每一行、每一列和每一宫中，{first}到{last}各填一次。",
        write_lines: "在每一行和每一列中，{first}到{last}各填一次。",
        draw_box: "在每一行、每一列和每一宫中，每种图形各画一次：",
        draw_lines: "在每一行和每一列中，每种图形各画一次：",
        write_region: "在每一行、每一列和每个粗线围成的区域中，{first}到{last}各填一次。",
        draw_region: "在每一行、每一列和每个粗线围成的区域中，每种图形各画一次：",
        shaded_diagonals: "每条阴影对角线上，每个符号也恰好出现一次。",
        shaded_windows: "每个阴影方块中，每个符号也恰好出现一次。",
        cage_rule: "每个虚线框内的数字之和等于框中的小数字，且框内数字不重复。",
        samurai_rule: "五个盘面各自都遵守这条规则；两个盘面共用的角上的宫，同时属于这两个盘面。",
        relation_rules: [
            "两个格子之间的不等号指向较小的数。",
            "两个格子之间的不等号指向较小的数。",
            "白点连接的两个数相差1，黑点连接的两个数中，一个是另一个的两倍；没有点的相邻两格，这两种关系都没有。",
            "相差1的相邻两格之间都画有短线；没有短线的相邻两格，数字一定不相差1。",
            "相邻的两个格子里，数字都不相差1。",
            "灰色圆圈里是奇数，灰色方块里是偶数。",
            "每个温度计上的数字从圆球一端开始逐渐增大。",
        ],
        variants: [
            "对角线",
            "窗口",
            "锯齿",
            "锯齿对角线",
            "杀手",
            "锯齿杀手",
            "武士",
            "不等号",
            "不等式",
            "黑白点",
            "连续",
            "非连续",
            "奇偶",
            "温度计",
            "锯齿不等号",
            "锯齿黑白点",
            "锯齿连续",
            "锯齿非连续",
            "锯齿奇偶",
            "锯齿温度计",
        ],
        answers: "{title} – 答案",
        page: "第 {page} 页，共 {pages} 页",
        set: "套题 {code}",
        play: "在屏幕上玩：{url}",
        boxes: "{box} 宫",
        levels: ["入门", "简单", "中等", "困难", "专家", "大师", "极限"],
        kinds: ["数字", "字母", "图形"],
        titles: [
            "数独",
            "对角线数独",
            "窗口数独",
            "锯齿数独",
            "锯齿对角线数独",
            "杀手数独",
            "锯齿杀手数独",
            "武士数独",
            "不等号数独",
            "不等式",
            "黑白点数独",
            "连续数独",
            "非连续数独",
            "奇偶数独",
            "温度计数独",
            "锯齿不等号数独",
            "锯齿黑白点数独",
            "锯齿连续数独",
            "锯齿非连续数独",
            "锯齿奇偶数独",
            "锯齿温度计数独",
        ],
        decimal: '.',
        book: [
            "目录",
            "玩法",
            "填满所有空格，使每一行、每一列和每一宫（粗线围成的区域）中每个符号恰好出现一次。\
             本书每道题都只有一个解，不用猜测，用逻辑就能找到。",
            "示例：{size}",
            "答案",
            "第 {number} 题",
            "在每一行、每一列和每一宫中，每种图形各画一次：",
            "答案",
            "{number} · 第 {page} 页",
            "由 sudoku-press {version}生成。每道题都只有一个解。",
            "符号从不相加，它们只是记号。",
            "笔记",
            "版权信息",
            "前言",
            "更多图书",
        ],
    },
];

impl Lang {
    /// Every language, in [`TABLE`]'s order.
    pub const ALL: [Lang; 13] = [
        Lang::En,
        Lang::Cs,
        Lang::De,
        Lang::Es,
        Lang::Fr,
        Lang::It,
        Lang::Ja,
        Lang::Ko,
        Lang::Nl,
        Lang::Pl,
        Lang::Pt,
        Lang::PtBr,
        Lang::Zh,
    ];

    /// Its words.
    pub fn words(self) -> &'static Words {
        &TABLE[self as usize]
    }

    /// Its words of explanations: steps, clashes, checks.
    pub fn steps(self) -> &'static StepWords {
        &STEP_TABLE[self as usize]
    }

    /// Its words of the commands that read puzzles.
    pub fn said(self) -> &'static SaidWords {
        &SAID_TABLE[self as usize]
    }

    /// Its code, such as `de`.
    pub fn code(self) -> &'static str {
        self.words().code
    }

    /// The name of `level` in this language.
    pub fn level(self, level: Level) -> &'static str {
        let k = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
        self.words().levels[k]
    }

    /// The title of a sheet of `variant`: "Sudoku", "Killer Sudoku", ...
    pub fn title(self, variant: Variant) -> &'static str {
        let k = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        self.words().titles[k]
    }

    /// `value` with `places` decimals, as the language writes it (`2.5`,
    /// `2,5`).
    pub fn number(self, value: f32, places: usize) -> String {
        format!("{value:.places$}").replace('.', &self.words().decimal.to_string())
    }

    /// `first` and `second`, two sentences, one after the other: with a
    /// space between them, but in Chinese and Japanese, which leave none.
    pub fn then(self, first: &str, second: &str) -> String {
        match self {
            Lang::Ja | Lang::Zh => format!("{first}{second}"),
            _ => format!("{first} {second}"),
        }
    }

    /// `text` after a `label` and a colon, as the language sets a colon
    /// (`Killer: ...`, `Killer : ...`, `キラー：...`).
    pub fn labelled(self, label: &str, text: &str) -> String {
        match self {
            Lang::Fr => format!("{label}\u{a0}: {text}"),
            Lang::Ja | Lang::Zh => format!("{label}：{text}"),
            _ => format!("{label}: {text}"),
        }
    }

    /// `sentence` ending in a full stop where it ends in a colon (the
    /// colon before a legend of shapes).
    pub fn end_sentence(self, sentence: &str) -> String {
        let stop = match self {
            Lang::Ja | Lang::Zh => "。",
            _ => ".",
        };
        match sentence.trim_end().strip_suffix([':', '：']) {
            Some(before) => format!("{}{stop}", before.trim_end_matches([' ', '\u{a0}'])),
            None => sentence.to_string(),
        }
    }

    /// The name of a variant in the language (empty for the classic).
    pub fn variant(self, variant: Variant) -> &'static str {
        match Variant::ALL.iter().position(|&v| v == variant) {
            Some(k) if k > 0 => self.words().variants[k - 1],
            _ => "",
        }
    }

    /// The name of a kind of symbols in the language: `numbers`,
    /// `letters`, `shapes`.
    pub fn symbols(self, symbols: Symbols) -> &'static str {
        let k = match symbols {
            Symbols::Digits => 0,
            Symbols::Letters => 1,
            Symbols::Shapes => 2,
        };
        self.words().kinds[k]
    }

    /// The language of a country's code that is often typed for it (`cz`
    /// for Czech, whose code is `cs`), for a tip.
    pub fn by_country(country: &str) -> Option<Lang> {
        const COUNTRIES: &[(&str, Lang)] = &[
            ("cz", Lang::Cs),
            ("kr", Lang::Ko),
            ("jp", Lang::Ja),
            ("cn", Lang::Zh),
            ("tw", Lang::Zh),
            ("br", Lang::PtBr),
            ("at", Lang::De),
            ("mx", Lang::Es),
            ("us", Lang::En),
            ("gb", Lang::En),
            ("uk", Lang::En),
        ];
        let country = country.to_ascii_lowercase();
        COUNTRIES
            .iter()
            .find(|(c, _)| *c == country)
            .map(|&(_, l)| l)
    }

    /// The language of a locale as the environment names it (`de_DE.UTF-8`,
    /// `pt_BR`, `zh_CN.UTF-8`, `ko`) or a tag of the web's (`pt-BR`), in
    /// any case, when the table has it: the language and region first
    /// (`pt-BR`), then the language alone (`pt_PT` is `pt`); `None` for
    /// `C`, `POSIX` and languages it has not.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let name = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = name.split(['_', '-']);
        let language = parts.next().unwrap_or("").to_ascii_lowercase();
        let region = parts.next().unwrap_or("").to_ascii_uppercase();
        let whole = format!("{language}-{region}");
        let known = |code: &str| Lang::ALL.into_iter().find(|l| l.code() == code);
        known(&whole).or_else(|| known(&language))
    }
}

impl FromStr for Lang {
    type Err = String;

    /// A language code: `en`, `de`, ... (any case), or a locale name.
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_locale(s.trim()).ok_or_else(|| {
            let codes: Vec<&str> = TABLE.iter().map(|w| w.code).collect();
            let tip = Lang::by_country(s.trim())
                .map(|l| format!("; {} is the code of {}", l.code(), l.words().name))
                .unwrap_or_default();
            format!(
                "unknown language '{s}'{tip}; expected one of {}",
                codes.join(", ")
            )
        })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// `template` with each placeholder of `values` replaced.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_string(), |text, (name, value)| {
            text.replace(name, value)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::Font;

    #[test]
    fn every_row_is_its_language_and_holds_its_placeholders() {
        for (k, words) in TABLE.iter().enumerate() {
            assert_eq!(words.lang as usize, k, "{}", words.code);
            assert_eq!(words.lang.code(), words.code);
            for t in [words.write_box, words.write_lines] {
                assert!(
                    t.contains("{first}") && t.contains("{last}"),
                    "{}: {t}",
                    words.code
                );
            }
            assert!(words.answers.contains("{title}"), "{}", words.code);
            assert!(words.play.contains("{url}"), "{}", words.code);
            assert!(words.page.contains("{page}") && words.page.contains("{pages}"));
            assert!(words.set.contains("{code}") && words.boxes.contains("{box}"));
            let english = TABLE[0].book.iter();
            for ((text, kind), en) in words.book.iter().zip(&crate::book::TEXTS).zip(english) {
                // The placeholders the English text fills, every language's
                // does.
                for p in kind.placeholders.iter().filter(|p| en.contains(**p)) {
                    assert!(text.contains(p), "{}: {} lacks {p}", words.code, kind.key);
                }
                assert_eq!(
                    crate::book::unknown_placeholder(text, kind.placeholders),
                    None,
                    "{}: {}",
                    words.code,
                    kind.key
                );
            }
        }
        // English is what the sheets printed before languages.
        assert_eq!(Lang::En.level(Level::Medium), "medium");
        assert_eq!(Lang::default(), Lang::En);
    }

    #[test]
    fn latin_languages_need_no_font_but_the_built_in_one() {
        for lang in Lang::ALL {
            let w = lang.words();
            let all = [
                w.titles.join(" ").leak() as &str,
                w.name_label,
                w.date_label,
                w.write_box,
                w.write_lines,
                w.draw_box,
                w.draw_lines,
                w.answers,
                w.page,
                w.set,
                w.boxes,
            ]
            .into_iter()
            .chain(w.levels)
            .chain(w.book)
            .collect::<Vec<_>>()
            .join(" ");
            let missing = Font::Regular.missing(&all);
            match lang {
                Lang::Ja | Lang::Ko | Lang::Zh => assert!(missing.is_some(), "{lang}"),
                _ => assert_eq!(missing, None, "{lang}"),
            }
        }
    }

    #[test]
    fn locales_and_codes_parse() {
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Some(Lang::Zh));
        assert_eq!(Lang::from_locale("C"), None);
        assert_eq!(Lang::from_locale("POSIX"), None);
        assert_eq!(Lang::from_locale("sv_SE"), None);
        assert_eq!("KO".parse::<Lang>(), Ok(Lang::Ko));
        // Brazil's Portuguese by its region, Portugal's by either.
        for brazil in ["pt_BR.UTF-8", "pt-BR", "pt-br", "PT_br@euro"] {
            assert_eq!(Lang::from_locale(brazil), Some(Lang::PtBr), "{brazil}");
        }
        for portugal in ["pt_PT.UTF-8", "pt", "PT", "pt-AO"] {
            assert_eq!(Lang::from_locale(portugal), Some(Lang::Pt), "{portugal}");
        }
        assert_eq!(Lang::PtBr.to_string(), "pt-BR");
        assert_eq!(
            "br".parse::<Lang>().unwrap_err().split("; ").nth(1),
            Some("pt-BR is the code of Português (Brasil)")
        );
        let e = "xx".parse::<Lang>().unwrap_err();
        assert!(e.contains("expected one of en, cs, de"), "{e}");
    }
}
