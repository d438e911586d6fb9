//! What the commands that read puzzles say of them (`hint`, `check`,
//! `solve`, `rate`), one row a language: verdicts, reasons and what was
//! not settled in time; and what the page and its API refuse in words of
//! their own (a set code, a puzzle typed in, a sheet too large). Placeholders in braces, filled by
//! [`fill`](super::fill).

use super::Lang;

/// The words of the reading commands in one language.
#[derive(Debug)]
pub struct SaidWords {
    /// The language.
    pub lang: Lang,
    /// A puzzle's line and what is said of it: `{line}`, `{why}`.
    pub line: &'static str,
    /// The heading of a puzzle's answer when the input holds several:
    /// `{line}`.
    pub heading: &'static str,
    /// The same when `hint` gives none: `{line}`, `{why}`.
    pub no_hint: &'static str,
    /// Givens that break a rule: `{what}` (a conflict).
    pub invalid: &'static str,
    /// Givens that contradict the logic of the ladder.
    pub contradiction: &'static str,
    /// No solution.
    pub unsolvable: &'static str,
    /// No solution, because of a conflict: `{what}`.
    pub unsolvable_because: &'static str,
    /// Several solutions.
    pub not_unique: &'static str,
    /// Out of time: `{what}` (below), `{seconds}`.
    pub unknown: &'static str,
    /// What was not settled: whether it has one solution, its grade, the
    /// steps, the next step, its solutions.
    pub unknowns: [&'static str; 5],
    /// `hint --all` at the end: `{level}`, `{score}`.
    pub solved_at: &'static str,
    /// `hint` on a full grid.
    pub nothing_to_do: &'static str,
    /// `hint --all` when no technique applies.
    pub stuck_rest: &'static str,
    /// `hint` when no technique applies.
    pub stuck_next: &'static str,
    /// The page's Hint when no step was found in time: `{seconds}`.
    pub hint_timeout: &'static str,
    /// `check`: a rule broken: `{what}`.
    pub conflict: &'static str,
    /// `check`'s verdicts: invalid, solved, valid with `{k}` empty cells.
    pub verdicts: [&'static str; 3],
    /// `rate`'s hardest technique when it needs guessing, or none.
    pub hardest: [&'static str; 2],
    /// The page's refusals (and its API's), in the order of
    /// [`Refusal`]: a set code not made here `{code}`; a number past a set
    /// `{code}`, `{count}`, `{number}`; a puzzle to play asked with a count
    /// or mix; text with no puzzle; text with several; a variant typed in;
    /// a sheet of too many puzzles `{count}`, `{most}`; a sheet that took
    /// too long.
    pub refusals: [&'static str; 8],
}

/// The page's refusals that [`SaidWords::refusals`] words.
#[derive(Clone, Copy, Debug)]
pub enum Refusal {
    /// A set code not made here: `{code}`.
    SetUnknown,
    /// A number past the set: `{code}`, `{count}`, `{number}`.
    SetRange,
    /// A puzzle to play asked with a count or a mix.
    PlayOne,
    /// Text with no puzzle.
    TypedNone,
    /// Text with several puzzles.
    TypedSeveral,
    /// A variant typed in.
    TypedVariant,
    /// A sheet of too many puzzles: `{count}`, `{most}`.
    TooMany,
    /// A sheet that took too long.
    TooLong,
}

/// Every language's words of the reading commands, in [`Lang`]'s order.
pub static SAID_TABLE: [SaidWords; 13] = [
    SaidWords {
        lang: Lang::En,
        line: "line {line}: {why}",
        heading: "# line {line}",
        no_hint: "line {line}: {why}; no logical hint",
        invalid: "invalid: {what}",
        contradiction: "invalid: contradiction",
        unsolvable: "unsolvable: no solution",
        unsolvable_because: "unsolvable: {what}",
        not_unique: "not unique: several solutions",
        unknown: "unknown: {what} not settled within {seconds} s (--time-budget)",
        unknowns: [
            "whether it has one solution was",
            "its grade was",
            "the steps were",
            "the next step was",
            "its solutions were",
        ],
        solved_at: "solved: {level} (score {score})",
        nothing_to_do: "solved: nothing to do",
        stuck_rest: "stuck: no technique of the ladder applies; the rest needs guessing",
        stuck_next: "no technique of the ladder applies; the next step needs guessing",
        hint_timeout: "no step found within {seconds} s; ask again, or check the entries",
        conflict: "conflict: {what}",
        verdicts: ["invalid", "solved", "valid, {k} empty cells"],
        hardest: ["guessing", "none"],
        refusals: [
            "set {code} is not one made here since the page opened; type the puzzle in, or print its id (Over each puzzle: its id)",
            "set {code} has puzzles 1 to {count}; not {number}",
            "a puzzle to play is one puzzle: leave out count and mix",
            "no puzzle in it; type its rows, 0 or . for an empty cell",
            "several puzzles in it; type one",
            "a puzzle typed in is a classic one; a variant loads by its set code or id",
            "{count} puzzles asked; a sheet from the page holds at most {most} (the command line makes more)",
            "making the sheet took too long; ask for fewer puzzles or an easier level",
        ],
    },
    SaidWords {
        lang: Lang::Cs,
        line: "řádek {line}: {why}",
        heading: "# řádek {line}",
        no_hint: "řádek {line}: {why}; žádná logická nápověda",
        invalid: "neplatné: {what}",
        contradiction: "neplatné: spor",
        unsolvable: "neřešitelné: žádné řešení",
        unsolvable_because: "neřešitelné: {what}",
        not_unique: "nejednoznačné: více řešení",
        unknown: "neznámé: {what} se nepodařilo určit do {seconds} s (--time-budget)",
        unknowns: [
            "zda má jedno řešení",
            "jeho obtížnost",
            "kroky",
            "další krok",
            "jeho řešení",
        ],
        solved_at: "vyřešeno: {level} (skóre {score})",
        nothing_to_do: "vyřešeno: není co dělat",
        stuck_rest: "uvázlo: žádnou techniku nelze použít; zbytek vyžaduje hádání",
        stuck_next: "žádnou techniku nelze použít; další krok vyžaduje hádání",
        hint_timeout: "do {seconds} s se žádný krok nenašel; zeptej se znovu, nebo zkontroluj zápisy",
        conflict: "konflikt: {what}",
        verdicts: ["neplatné", "vyřešeno", "platné, prázdná políčka: {k}"],
        hardest: ["hádání", "žádná"],
        refusals: [
            "sada {code} tady od otevření stránky nevznikla; zadej sudoku ručně, nebo vytiskni jeho kód (Nad každým sudoku: jeho kód)",
            "sada {code} má sudoku 1 až {count}; ne {number}",
            "sudoku ke hraní je jedno sudoku: vynech count a mix",
            "v textu není žádné sudoku; napiš jeho řádky, 0 nebo . pro prázdné pole",
            "v textu je více sudoku; napiš jen jedno",
            "napsané sudoku je vždy klasické; jiný druh načteš kódem sady nebo kódem sudoku",
            "požadováno {count} sudoku; list ze stránky jich má nejvýš {most} (příkazová řádka jich udělá víc)",
            "vytvoření listu trvalo příliš dlouho; požádej o méně sudoku nebo lehčí obtížnost",
        ],
    },
    SaidWords {
        lang: Lang::De,
        line: "Zeile {line}: {why}",
        heading: "# Zeile {line}",
        no_hint: "Zeile {line}: {why}; kein logischer Hinweis",
        invalid: "ungültig: {what}",
        contradiction: "ungültig: Widerspruch",
        unsolvable: "unlösbar: keine Lösung",
        unsolvable_because: "unlösbar: {what}",
        not_unique: "nicht eindeutig: mehrere Lösungen",
        unknown: "unbekannt: {what} nicht innerhalb von {seconds} s ermittelt (--time-budget)",
        unknowns: [
            "die Eindeutigkeit der Lösung",
            "der Schwierigkeitsgrad",
            "die Schritte",
            "der nächste Schritt",
            "die Lösungen",
        ],
        solved_at: "gelöst: {level} (Punktzahl {score})",
        nothing_to_do: "gelöst: nichts zu tun",
        stuck_rest: "festgefahren: keine Technik greift; alles Weitere erfordert Raten",
        stuck_next: "keine Technik greift; der nächste Schritt erfordert Raten",
        hint_timeout: "in {seconds} s kein Schritt gefunden; frag noch einmal oder prüfe die Einträge",
        conflict: "Konflikt: {what}",
        verdicts: ["ungültig", "gelöst", "gültig, leere Felder: {k}"],
        hardest: ["Raten", "keine"],
        refusals: [
            "Satz {code} wurde seit dem Öffnen der Seite nicht hier erstellt; tipp das Rätsel ein oder drucke seinen Code mit (Über jedem Rätsel: sein Code)",
            "Satz {code} hat die Rätsel 1 bis {count}; nicht {number}",
            "ein Rätsel zum Spielen ist ein einzelnes Rätsel: lass count und mix weg",
            "kein Rätsel darin; tipp seine Zeilen ein, 0 oder . für ein leeres Feld",
            "mehrere Rätsel darin; tipp nur eines ein",
            "ein eingetipptes Rätsel ist immer klassisch; eine andere Art lädst du mit dem Satzcode oder dem Code des Rätsels",
            "{count} Rätsel verlangt; ein Blatt der Seite hat höchstens {most} (die Kommandozeile macht mehr)",
            "das Blatt zu erstellen hat zu lange gedauert; wähle weniger Rätsel oder eine leichtere Schwierigkeit",
        ],
    },
    SaidWords {
        lang: Lang::Es,
        line: "línea {line}: {why}",
        heading: "# línea {line}",
        no_hint: "línea {line}: {why}; sin pista lógica",
        invalid: "no válido: {what}",
        contradiction: "no válido: contradicción",
        unsolvable: "irresoluble: no hay solución",
        unsolvable_because: "irresoluble: {what}",
        not_unique: "no único: varias soluciones",
        unknown: "desconocido: no fue posible determinar {what} en {seconds} s (--time-budget)",
        unknowns: [
            "si tiene una única solución",
            "su dificultad",
            "los pasos",
            "el siguiente paso",
            "sus soluciones",
        ],
        solved_at: "resuelto: {level} (puntuación {score})",
        nothing_to_do: "resuelto: no hay nada que hacer",
        stuck_rest: "atascado: no se aplica ninguna técnica; el resto requiere adivinar",
        stuck_next: "no se aplica ninguna técnica; el siguiente paso requiere adivinar",
        hint_timeout: "no se encontró ningún paso en {seconds} s; pregunta otra vez o revisa las casillas",
        conflict: "conflicto: {what}",
        verdicts: ["no válido", "resuelto", "válido, casillas vacías: {k}"],
        hardest: ["adivinar", "ninguna"],
        refusals: [
            "la serie {code} no se creó aquí desde que se abrió la página; escribe el sudoku o imprime su código (Encima de cada sudoku: su código)",
            "la serie {code} tiene los sudokus del 1 al {count}; no el {number}",
            "un sudoku para jugar es un solo sudoku: quita count y mix",
            "no hay ningún sudoku; escribe sus filas, 0 o . para una casilla vacía",
            "hay varios sudokus; escribe solo uno",
            "un sudoku escrito es siempre clásico; los otros tipos se cargan con el código de la serie o el código del sudoku",
            "se pidieron {count} sudokus; una hoja de la página tiene como máximo {most} (la línea de comandos hace más)",
            "crear la hoja llevó demasiado tiempo; pide menos sudokus o un nivel más fácil",
        ],
    },
    SaidWords {
        lang: Lang::Fr,
        line: "ligne {line} : {why}",
        heading: "# ligne {line}",
        no_hint: "ligne {line} : {why} ; aucun indice logique",
        invalid: "non valide : {what}",
        contradiction: "non valide : incohérence logique",
        unsolvable: "irrésoluble : aucune solution",
        unsolvable_because: "irrésoluble : {what}",
        not_unique: "ambigu : plusieurs solutions",
        unknown: "inconnu : délai de {seconds} s dépassé avant de déterminer {what} (--time-budget)",
        unknowns: [
            "s'il n'y a qu'une solution",
            "sa difficulté",
            "les étapes",
            "l'étape suivante",
            "ses solutions",
        ],
        solved_at: "résolu : {level} (note {score})",
        nothing_to_do: "résolu : rien à faire",
        stuck_rest: "bloqué : aucune méthode ne s'applique ; la suite exige de deviner",
        stuck_next: "aucune méthode ne s'applique ; l'étape suivante exige de deviner",
        hint_timeout: "aucune étape trouvée en {seconds} s ; redemande, ou vérifie les cases",
        conflict: "conflit : {what}",
        verdicts: ["non valide", "résolu", "valide, cases vides : {k}"],
        hardest: ["deviner", "aucune"],
        refusals: [
            "la série {code} n'a pas été créée ici depuis l'ouverture de la page ; tape la grille, ou imprime son code (Au-dessus de chaque grille : son code)",
            "la série {code} a les grilles 1 à {count} ; pas la {number}",
            "une grille à jouer, c'est une seule grille : enlève count et mix",
            "aucune grille ici ; tape ses lignes, 0 ou . pour une case vide",
            "plusieurs grilles ici ; tapes-en une seule",
            "une grille tapée est toujours classique ; une autre variante se charge par le code de sa série ou son code",
            "{count} grilles demandées ; une fiche de la page en contient au plus {most} (la ligne de commande en fait plus)",
            "la création de la fiche a pris trop de temps ; demande moins de grilles ou un niveau plus facile",
        ],
    },
    SaidWords {
        lang: Lang::It,
        line: "riga {line}: {why}",
        heading: "# riga {line}",
        no_hint: "riga {line}: {why}; nessun suggerimento logico",
        invalid: "non valido: {what}",
        contradiction: "non valido: contraddizione",
        unsolvable: "irrisolvibile: nessuna soluzione",
        unsolvable_because: "irrisolvibile: {what}",
        not_unique: "non unico: più soluzioni",
        unknown: "sconosciuto: impossibile stabilire {what} entro {seconds} s (--time-budget)",
        unknowns: [
            "se ha una sola soluzione",
            "la sua difficoltà",
            "i passaggi",
            "il passaggio successivo",
            "le sue soluzioni",
        ],
        solved_at: "risolto: {level} (punteggio {score})",
        nothing_to_do: "risolto: niente da fare",
        stuck_rest: "bloccato: nessuna tecnica si applica; il resto richiede di tirare a indovinare",
        stuck_next: "nessuna tecnica si applica; il passaggio successivo richiede di tirare a indovinare",
        hint_timeout: "nessun passaggio trovato in {seconds} s; chiedi di nuovo o controlla le caselle",
        conflict: "conflitto: {what}",
        verdicts: ["non valido", "risolto", "valido, caselle vuote: {k}"],
        hardest: ["tirare a indovinare", "nessuna"],
        refusals: [
            "la serie {code} non è stata creata qui da quando la pagina è aperta; scrivi il sudoku o stampa il suo codice (Sopra ogni sudoku: il suo codice)",
            "la serie {code} ha i sudoku da 1 a {count}; non il {number}",
            "un sudoku da giocare è un solo sudoku: togli count e mix",
            "nessun sudoku qui; scrivi le sue righe, 0 o . per una casella vuota",
            "ci sono più sudoku; scrivine uno solo",
            "un sudoku scritto è sempre classico; gli altri tipi si caricano con il codice della serie o il codice del sudoku",
            "{count} sudoku richiesti; una scheda della pagina ne contiene al massimo {most} (la riga di comando ne fa di più)",
            "creare la scheda ha richiesto troppo tempo; chiedi meno sudoku o un livello più facile",
        ],
    },
    SaidWords {
        lang: Lang::Ja,
        line: "{line} 行目：{why}",
        heading: "# {line} 行目",
        no_hint: "{line} 行目：{why}。論理的なヒントはありません",
        invalid: "無効：{what}",
        contradiction: "無効：矛盾があります",
        unsolvable: "解答不能：解がありません",
        unsolvable_because: "解答不能：{what}",
        not_unique: "複数解：解が複数あります",
        unknown: "不明：{seconds} 秒以内に{what}を確定できませんでした（--time-budget）",
        unknowns: ["解が1つだけかどうか", "難易度", "手順", "次の一手", "解"],
        solved_at: "完成：{level}（スコア {score}）",
        nothing_to_do: "完成：することはありません",
        stuck_rest: "行き詰まり：使える解法がありません。残りは推測が必要です",
        stuck_next: "使える解法がありません。次の一手は推測が必要です",
        hint_timeout: "{seconds}秒以内に次の一手が見つかりませんでした。もう一度試すか、入力を確かめてください",
        conflict: "ルール違反：{what}",
        verdicts: ["無効", "完成", "有効、空きマス {k} 個"],
        hardest: ["推測", "なし"],
        refusals: [
            "セット {code} は、このページを開いてからここで作られたものではありません。パズルを入力するか、識別番号を印刷してください（各パズルの上に表示：識別番号）",
            "セット {code} のパズルは 1～{count} 番です。{number} 番はありません",
            "遊べるパズルは1つだけです。count と mix を外してください",
            "パズルが見つかりません。各行の数字を入力してください（空きマスは 0 か .）",
            "パズルが複数あります。1つだけ入力してください",
            "入力できるのは標準のパズルだけです。ほかの種類は、セット番号か識別番号で読み込んでください",
            "{count} 個のパズルが指定されました。ページで作れるプリントは {most} 個までです（コマンドラインならもっと作れます）",
            "プリントの作成に時間がかかりすぎました。パズルの数を減らすか、やさしい難易度を選んでください",
        ],
    },
    SaidWords {
        lang: Lang::Ko,
        line: "{line}번째 줄: {why}",
        heading: "# {line}번째 줄",
        no_hint: "{line}번째 줄: {why}. 논리적인 힌트가 없어요",
        invalid: "무효: {what}",
        contradiction: "무효: 모순이 있어요",
        unsolvable: "풀 수 없음: 답이 없어요",
        unsolvable_because: "풀 수 없음: {what}",
        not_unique: "유일하지 않음: 답이 여러 개예요",
        unknown: "알 수 없음: {seconds}초 안에 {what} 알아내지 못했어요 (--time-budget)",
        unknowns: [
            "답이 하나뿐인지",
            "난이도를",
            "풀이 단계를",
            "다음 단계를",
            "답을",
        ],
        solved_at: "완성: {level} (점수 {score})",
        nothing_to_do: "완성: 할 일이 없어요",
        stuck_rest: "막힘: 쓸 수 있는 기법이 없어요. 나머지는 추측해야 해요",
        stuck_next: "쓸 수 있는 기법이 없어요. 다음 단계는 추측해야 해요",
        hint_timeout: "{seconds}초 안에 다음 단계를 찾지 못했어요. 다시 물어보거나 입력을 확인해 보세요",
        conflict: "충돌: {what}",
        verdicts: ["무효", "완성", "유효, 빈칸 {k}개"],
        hardest: ["추측", "없음"],
        refusals: [
            "세트 {code}: 이 페이지를 연 뒤로 여기서 만든 세트가 아니에요. 퍼즐을 직접 입력하거나 식별 번호를 인쇄하세요 (각 퍼즐 위에 표시: 식별 번호)",
            "세트 {code}에는 1번부터 {count}번까지 퍼즐이 있어요. {number}번은 없어요",
            "풀 퍼즐은 하나뿐이에요. count와 mix를 빼 주세요",
            "퍼즐이 없어요. 각 줄의 숫자를 입력하세요 (빈칸은 0이나 .)",
            "퍼즐이 여러 개 있어요. 하나만 입력하세요",
            "직접 입력할 수 있는 건 기본 퍼즐뿐이에요. 다른 종류는 세트 코드나 식별 번호로 불러오세요",
            "퍼즐 {count}개를 요청했어요. 페이지에서 만드는 학습지에는 최대 {most}개까지 들어가요 (명령줄에서는 더 만들 수 있어요)",
            "학습지를 만드는 데 너무 오래 걸렸어요. 퍼즐 수를 줄이거나 더 쉬운 난이도를 고르세요",
        ],
    },
    SaidWords {
        lang: Lang::Nl,
        line: "regel {line}: {why}",
        heading: "# regel {line}",
        no_hint: "regel {line}: {why}; geen logische aanwijzing",
        invalid: "ongeldig: {what}",
        contradiction: "ongeldig: tegenspraak",
        unsolvable: "onoplosbaar: geen oplossing",
        unsolvable_because: "onoplosbaar: {what}",
        not_unique: "niet eenduidig: meerdere oplossingen",
        unknown: "onbekend: {what} niet binnen {seconds} s bepaald (--time-budget)",
        unknowns: [
            "de eenduidigheid van de oplossing",
            "de moeilijkheidsgraad",
            "de stappen",
            "de volgende stap",
            "de oplossingen",
        ],
        solved_at: "opgelost: {level} (waardering {score})",
        nothing_to_do: "opgelost: niets te doen",
        stuck_rest: "vastgelopen: geen enkele techniek is toepasbaar; verder helpt alleen gokken",
        stuck_next: "geen enkele techniek is toepasbaar; de volgende stap vereist gokken",
        hint_timeout: "geen stap gevonden binnen {seconds} s; vraag het opnieuw of controleer de invoer",
        conflict: "botsing: {what}",
        verdicts: ["ongeldig", "opgelost", "geldig, lege vakjes: {k}"],
        hardest: ["gokken", "geen"],
        refusals: [
            "set {code} is hier niet gemaakt sinds de pagina openging; typ de puzzel in, of druk de code af (Boven elke puzzel: de code)",
            "set {code} heeft puzzels 1 tot en met {count}; niet {number}",
            "een puzzel om te spelen is één puzzel: laat count en mix weg",
            "er staat geen puzzel in; typ de rijen, 0 of . voor een leeg vakje",
            "er staan meerdere puzzels in; typ er één",
            "een ingetypte puzzel is altijd klassiek; een andere soort laad je met de setcode of de code van de puzzel",
            "{count} puzzels gevraagd; een werkblad van de pagina heeft er hoogstens {most} (de opdrachtregel maakt er meer)",
            "het werkblad maken duurde te lang; vraag minder puzzels of een makkelijker niveau",
        ],
    },
    SaidWords {
        lang: Lang::Pl,
        line: "wiersz {line}: {why}",
        heading: "# wiersz {line}",
        no_hint: "wiersz {line}: {why}; brak logicznej podpowiedzi",
        invalid: "niepoprawne: {what}",
        contradiction: "niepoprawne: sprzeczność",
        unsolvable: "nierozwiązywalne: brak rozwiązania",
        unsolvable_because: "nierozwiązywalne: {what}",
        not_unique: "niejednoznaczne: wiele rozwiązań",
        unknown: "nieznane: nie udało się ustalić {what} w ciągu {seconds} s (--time-budget)",
        unknowns: [
            "czy ma dokładnie jedno rozwiązanie",
            "jego trudności",
            "kroków",
            "następnego kroku",
            "jego rozwiązań",
        ],
        solved_at: "rozwiązane: {level} (wynik {score})",
        nothing_to_do: "rozwiązane: nic do zrobienia",
        stuck_rest: "zablokowane: żadnej techniki nie da się zastosować; reszta wymaga zgadywania",
        stuck_next: "żadnej techniki nie da się zastosować; następny krok wymaga zgadywania",
        hint_timeout: "nie znaleziono kroku w ciągu {seconds} s; zapytaj ponownie albo sprawdź wpisy",
        conflict: "konflikt: {what}",
        verdicts: ["niepoprawne", "rozwiązane", "poprawne, puste pola: {k}"],
        hardest: ["zgadywanie", "brak"],
        refusals: [
            "zestaw {code} nie powstał tutaj od otwarcia strony; wpisz sudoku albo wydrukuj jego kod (Nad każdym sudoku: jego kod)",
            "zestaw {code} ma sudoku od 1 do {count}; nie {number}",
            "sudoku do gry to jedno sudoku: pomiń count i mix",
            "w tekście nie ma sudoku; wpisz jego wiersze, 0 lub . dla pustego pola",
            "w tekście jest kilka sudoku; wpisz jedno",
            "wpisane sudoku jest zawsze klasyczne; inny rodzaj wczytasz kodem zestawu albo kodem sudoku",
            "poproszono o {count} sudoku; karta ze strony mieści najwyżej {most} (wiersz poleceń zrobi więcej)",
            "tworzenie karty trwało za długo; poproś o mniej sudoku albo łatwiejszy poziom",
        ],
    },
    SaidWords {
        lang: Lang::Pt,
        line: "linha {line}: {why}",
        heading: "# linha {line}",
        no_hint: "linha {line}: {why}; nenhuma sugestão lógica",
        invalid: "inválido: {what}",
        contradiction: "inválido: contradição",
        unsolvable: "insolúvel: nenhuma solução",
        unsolvable_because: "insolúvel: {what}",
        not_unique: "não único: várias soluções",
        unknown: "desconhecido: não foi possível determinar {what} em {seconds} s (--time-budget)",
        unknowns: [
            "se tem uma única solução",
            "a sua dificuldade",
            "os passos",
            "o próximo passo",
            "as suas soluções",
        ],
        solved_at: "resolvido: {level} (pontuação {score})",
        nothing_to_do: "resolvido: nada a fazer",
        stuck_rest: "bloqueado: nenhuma técnica se aplica; o resto obriga a adivinhar",
        stuck_next: "nenhuma técnica se aplica; o próximo passo obriga a adivinhar",
        hint_timeout: "não se encontrou nenhum passo em {seconds} s; pede outra vez ou verifica as quadrículas",
        conflict: "conflito: {what}",
        verdicts: ["inválido", "resolvido", "válido, quadrículas vazias: {k}"],
        hardest: ["tentativa e erro", "nenhuma"],
        refusals: [
            "a série {code} não foi criada aqui desde que a página foi aberta; escreve o sudoku ou imprime o seu código (Por cima de cada sudoku: … e o seu código)",
            "a série {code} vai do sudoku 1 ao {count}; não tem o {number}",
            "um sudoku para jogar é um só sudoku: tira count e mix",
            "não há nenhum sudoku; escreve as suas linhas, com 0 ou . para cada quadrícula vazia",
            "há vários sudokus; escreve só um",
            "um sudoku escrito aqui é sempre clássico; os outros tipos carregam-se com o código da série ou com o código do sudoku",
            "pediste {count} sudokus; uma folha feita na página leva no máximo {most} (a linha de comandos faz mais)",
            "criar a folha demorou demasiado tempo; pede menos sudokus ou um nível mais fácil",
        ],
    },
    SaidWords {
        lang: Lang::PtBr,
        line: "linha {line}: {why}",
        heading: "# linha {line}",
        no_hint: "linha {line}: {why}; nenhuma dica lógica",
        invalid: "inválido: {what}",
        contradiction: "inválido: contradição",
        unsolvable: "sem solução: nenhuma solução possível",
        unsolvable_because: "sem solução: {what}",
        not_unique: "não é único: tem várias soluções",
        unknown: "indefinido: não deu para determinar {what} em {seconds} s (--time-budget)",
        unknowns: [
            "se tem uma única solução",
            "o nível de dificuldade",
            "os passos",
            "o próximo passo",
            "as soluções",
        ],
        solved_at: "resolvido: {level} (pontuação {score})",
        nothing_to_do: "resolvido: não há nada a fazer",
        stuck_rest: "travado: nenhuma técnica se aplica; para continuar, só chutando",
        stuck_next: "nenhuma técnica se aplica; o próximo passo só no chute",
        hint_timeout: "nenhum passo encontrado em {seconds} s; peça de novo ou confira as casas",
        conflict: "conflito: {what}",
        verdicts: ["inválido", "resolvido", "válido, casas vazias: {k}"],
        hardest: ["chute", "nenhuma"],
        refusals: [
            "a série {code} não foi criada aqui desde que a página foi aberta; digite o sudoku ou imprima o código dele (Acima de cada sudoku: seu código)",
            "a série {code} tem os sudokus de 1 a {count}; o {number} não existe",
            "um sudoku para jogar é um só: tire count e mix",
            "não há nenhum sudoku; digite as linhas dele, com 0 ou . para uma casa vazia",
            "há vários sudokus; digite só um",
            "um sudoku digitado é sempre clássico; os outros tipos são carregados pelo código da série ou pelo código do sudoku",
            "{count} sudokus pedidos; uma folha feita na página tem no máximo {most} (a linha de comando faz mais)",
            "a folha demorou demais para ficar pronta; peça menos sudokus ou um nível mais fácil",
        ],
    },
    SaidWords {
        lang: Lang::Zh,
        line: "第 {line} 行：{why}",
        heading: "# 第 {line} 行",
        no_hint: "第 {line} 行：{why}；没有逻辑提示",
        invalid: "无效：{what}",
        contradiction: "无效：存在矛盾",
        unsolvable: "无解：不存在解",
        unsolvable_because: "无解：{what}",
        not_unique: "不唯一：有多个解",
        unknown: "未知：{seconds} 秒内未能确定{what}（--time-budget）",
        unknowns: ["是否只有一个解", "难度", "解题步骤", "下一步", "它的解"],
        solved_at: "完成：{level}（评分 {score}）",
        nothing_to_do: "完成：无需操作",
        stuck_rest: "卡住：没有可用的技巧；剩余部分需要猜测",
        stuck_next: "没有可用的技巧；下一步需要猜测",
        hint_timeout: "{seconds}秒内没有找到下一步；请再试一次，或检查填写的数字",
        conflict: "冲突：{what}",
        verdicts: ["无效", "完成", "有效，{k} 个空格"],
        hardest: ["猜测", "无"],
        refusals: [
            "套题 {code} 不是本页面打开以来在这里生成的；请直接输入题目，或打印它的题目编号（每道题上方显示：题目编号）",
            "套题 {code} 只有第 1 到 {count} 题；没有第 {number} 题",
            "要玩的题目只能是一道：请去掉 count 和 mix",
            "里面没有题目；请逐行输入数字，空格用 0 或 .",
            "里面有多道题目；请只输入一道",
            "直接输入的题目只能是标准数独；其他类型请用套题编号或题目编号加载",
            "要求 {count} 道题；页面生成的练习纸最多 {most} 道（命令行可以生成更多）",
            "生成练习纸用时太长；请减少题数或选择更简单的难度",
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The placeholders of a template, in order.
    fn placeholders(text: &str) -> Vec<&str> {
        text.match_indices('{')
            .filter_map(|(at, _)| text[at..].find('}').map(|end| &text[at..=at + end]))
            .collect()
    }

    #[test]
    fn every_row_has_the_english_placeholders() {
        let english = &SAID_TABLE[0];
        let templates = |w: &'static SaidWords| {
            let mut all = vec![
                w.line,
                w.heading,
                w.no_hint,
                w.invalid,
                w.unsolvable_because,
                w.unknown,
                w.solved_at,
                w.hint_timeout,
                w.conflict,
            ];
            all.extend(w.verdicts);
            all.extend(w.refusals);
            all
        };
        for row in &SAID_TABLE {
            for (theirs, ours) in templates(row).into_iter().zip(templates(english)) {
                let (mut a, mut b) = (placeholders(theirs), placeholders(ours));
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "{:?}: {theirs:?} against {ours:?}", row.lang);
            }
        }
    }
}
