//! Setting a book into pages: the front matter (title, imprint, contents,
//! how to play), the sections, the solutions, then mirrored margins, page
//! numbers and the outline.

use super::*;
use crate::sheet::{
    Align, CAPTION_BASELINE, Document, FOOTER_GREY, FOOTER_SIZE, Frame, GRID_GAP, Header, Item,
    Legend, MM_PER_PT, Margins, Page, SheetOptions, SheetPuzzle, Style, Text, arranged_for,
    caption_room, content_area, draw_grid, key_pages, puzzle_fit, puzzle_page, wrap,
};
use crate::sheet::{BORDER_LINE, Point, Rect, instruction};

/// The title's size on the title page, pt.
const TITLE_SIZE: f32 = 30.0;
/// The subtitle's and author's size on the title page, pt.
const BYLINE_SIZE: f32 = 15.0;
/// Where the title's first baseline is, as a share of the page height.
const TITLE_AT: f32 = 0.66;
/// Where the author's baseline is, as a share of the page height.
const AUTHOR_AT: f32 = 0.3;
/// A line of running text (rules, contents, imprint) under the one
/// before, in text sizes.
const LEADING: f32 = 1.45;
/// A contents entry under the one before, in text sizes.
const CONTENTS_STEP: f32 = 2.2;
/// The largest cell of a worked example, mm.
const EXAMPLE_MAX_CELL: f32 = 9.0;
/// The smallest cell of a worked example, mm: fewer a page below it.
const EXAMPLE_MIN_CELL: f32 = 3.5;

/// The most puzzles a page of a large-print section holds.
pub const LARGE_PRINT_PER_PAGE: usize = 2;

/// Room past the inside margin, mm, for the half of a grid's border that
/// stands outside the grid: no ink in the gutter ([`preflight`]).
const INK_ALLOWANCE: f32 = 0.6;

/// The sheet options of a page of `section` in `book` with an inside
/// margin of `inside` mm. Pages are laid out with the inside and outside
/// margins averaged, then moved towards the outside by half their
/// difference ([`mirror`]).
pub(crate) fn page_options(book: &Book, section: &Section, inside: f32) -> SheetOptions {
    // Large print: one or two a page, as large-print books set them (its
    // default is as many of those as fit).
    let per_page = match section.large_print {
        true => section.per_page.map(|n| n.min(LARGE_PRINT_PER_PAGE)),
        false => section.per_page,
    };
    SheetOptions {
        title: Some(section.title.clone()),
        per_page,
        symbols: section.symbols,
        large_print: section.large_print,
        tint: section.tint,
        ..base_options(book, inside)
    }
}

/// The sheet options of any page of `book` with an inside margin of
/// `inside` mm: its trim, margins and font.
fn base_options(book: &Book, inside: f32) -> SheetOptions {
    let side = (inside + INK_ALLOWANCE + book.margins.outside) / 2.0;
    SheetOptions {
        page: book.trim,
        // The trim as it is: a wide one is not turned upright.
        landscape: book.trim.width > book.trim.height,
        margins: Margins {
            left: side,
            right: side,
            top: book.margins.top,
            bottom: book.margins.bottom,
        },
        font: book.font.clone(),
        font_bold: book.font_bold.clone(),
        font_symbols: book.font_symbols,
        lang: book.lang,
        large_print: book.large_print,
        ..SheetOptions::default()
    }
}

/// Sets `book` with its carved `puzzles` into pages. With no inside margin
/// given, the gutter is that of the page count, which it may raise: the
/// book is set again until the two agree.
pub fn typeset(book: &Book, puzzles: &BookPuzzles) -> Result<Document, SheetError> {
    let mut inside = book.margins.inside.unwrap_or(gutter(0));
    loop {
        let doc = set(book, puzzles, inside)?;
        match book.margins.inside {
            None if gutter(doc.pages.len()) > inside => inside = gutter(doc.pages.len()),
            _ => return Ok(doc),
        }
    }
}

/// A page and whether it shows its number (title, imprint and blank pages
/// do not).
struct Leaf {
    page: Page,
    numbered: bool,
}

/// The book with an inside margin of `inside` mm.
fn set(book: &Book, carved: &BookPuzzles, inside: f32) -> Result<Document, SheetError> {
    let texts = &book.texts;
    let base = base_options(book, inside);
    let style = Style::of(&base);
    let (w, h) = (book.trim.width, book.trim.height);
    let blank = || Leaf {
        page: Page::blank(w, h),
        numbered: false,
    };
    let mut leaves = vec![
        Leaf {
            page: title_page(book, &base),
            numbered: false,
        },
        Leaf {
            page: imprint_page(book, &base, &style),
            numbered: false,
        },
    ];
    for free in &book.front_pages {
        leaves.push(Leaf {
            page: free_page(book, free, &base, &style),
            numbered: true,
        });
    }
    // The contents page is set last, when every page number is known.
    let contents_at = leaves.len();
    leaves.push(Leaf {
        page: Page::blank(w, h),
        numbered: true,
    });
    let mut entries: Vec<Entry> = Vec::new();
    entries.push((texts.get("how_to_play").to_string(), leaves.len(), None));
    for page in how_to_play_pages(book, &carved.examples, &base, &style) {
        leaves.push(Leaf {
            page,
            numbered: true,
        });
    }
    // Every puzzle once, numbered across the book, with its symbols; each
    // section's run of them.
    let mut numbered: Vec<(SheetPuzzle, Symbols)> = Vec::with_capacity(carved.puzzles.len());
    let mut runs = Vec::with_capacity(book.sections.len());
    let mut next = carved.puzzles.iter();
    for s in &book.sections {
        let first = numbered.len();
        for (_, c) in next.by_ref().take(s.count as usize) {
            let number = numbered.len() + 1;
            let p = SheetPuzzle {
                number,
                layout: c.puzzle.shared_layout().clone(),
                puzzle: c.puzzle.cells().to_vec(),
                solution: c.solution.cells().to_vec(),
                caption: texts.fill("puzzle", &[("{number}", &number.to_string())]),
                stars: 0,
            };
            numbered.push((p, s.symbols));
        }
        runs.push(first..numbered.len());
    }
    // The sections: each from a new page, under its title.
    let mut on_page = Vec::with_capacity(numbered.len());
    for (s, run) in book.sections.iter().zip(runs) {
        let opts = page_options(book, s, inside);
        let legend = (s.symbols == Symbols::Shapes).then(|| Legend {
            sentence: texts.get("legend").to_string(),
            shapes: s.shape.side(),
            colour: false,
            after: None,
        });
        let header = Header::new(&s.title, false, legend, &opts, &style);
        let per_page = puzzle_fit(Frame::new(s.shape, s.variant), &header, &opts, &style)?;
        let range = (!run.is_empty()).then(|| (run.start + 1, run.end));
        entries.push((s.title.clone(), leaves.len(), range));
        let arranged = arranged_for(run.len(), per_page);
        for chunk in numbered[run].chunks(per_page) {
            let refs: Vec<&SheetPuzzle> = chunk.iter().map(|(p, _)| p).collect();
            on_page.extend(std::iter::repeat_n(leaves.len() + 1, chunk.len()));
            leaves.push(Leaf {
                page: puzzle_page(&refs, arranged, &header, &opts, &style),
                numbered: true,
            });
        }
        if s.notes {
            let notes = FreePage {
                kind: PageKind::Notes,
                title: texts.get("notes").to_string(),
                text: String::new(),
            };
            leaves.push(Leaf {
                page: free_page(book, &notes, &base, &style),
                numbered: true,
            });
        }
    }
    // The solutions, from a right-hand (odd) page, packed across sections;
    // a page holds keys of one kind of symbols.
    if leaves.len() % 2 == 1 {
        leaves.push(blank());
    }
    entries.push((texts.get("solutions").to_string(), leaves.len(), None));
    let mut key_opts = SheetOptions {
        title: Some(texts.get("solutions").to_string()),
        ..base.clone()
    };
    let key_header = Header::new(texts.get("solutions"), false, None, &key_opts, &style);
    // Each key captioned with its puzzle's number and page.
    for ((p, _), page) in numbered.iter_mut().zip(&on_page) {
        p.caption = texts.fill(
            "solution",
            &[
                ("{number}", &p.number.to_string()),
                ("{page}", &page.to_string()),
            ],
        );
    }
    for run in numbered.chunk_by(|a, b| a.1 == b.1) {
        key_opts.symbols = run[0].1;
        // Each key sized by its own shape, packed across sections.
        let refs: Vec<&SheetPuzzle> = run.iter().map(|(p, _)| p).collect();
        for page in key_pages(&refs, None, &key_header, &key_opts, &style)? {
            leaves.push(Leaf {
                page,
                numbered: true,
            });
        }
    }
    for free in &book.back_pages {
        entries.push((free.title.clone(), leaves.len(), None));
        leaves.push(Leaf {
            page: free_page(book, free, &base, &style),
            numbered: true,
        });
    }
    while leaves.len() % book.pad_to != 0 {
        leaves.push(blank());
    }
    leaves[contents_at].page = contents_page(book, &entries, &base, &style);
    let mut outline = vec![(texts.get("contents").to_string(), contents_at)];
    outline.extend(entries.into_iter().map(|(title, at, _)| (title, at)));
    let shift = (inside + INK_ALLOWANCE - book.margins.outside) / 2.0;
    let pages = leaves
        .into_iter()
        .enumerate()
        .map(|(i, leaf)| mirror(leaf, i + 1, shift, book, &base, &style))
        .collect();
    Ok(Document {
        title: book.title.clone(),
        author: book.author.clone(),
        subject: book.subtitle.clone(),
        pages,
        outline,
        date: book.date,
    })
}

/// Page `number` moved `shift` mm towards its outside edge (right on a
/// right-hand, odd page; left on an even one), with its number at the
/// outside corner when it shows one.
fn mirror(
    leaf: Leaf,
    number: usize,
    shift: f32,
    book: &Book,
    opts: &SheetOptions,
    style: &Style,
) -> Page {
    let right_hand = number % 2 == 1;
    let mut page = leaf
        .page
        .moved(1.0, if right_hand { shift } else { -shift }, 0.0);
    if leaf.numbered {
        let outside = book.margins.outside;
        page.items.push(Item::Text(Text {
            x: if right_hand {
                page.width - outside
            } else {
                outside
            },
            y: opts.margins.bottom,
            size: style.text * FOOTER_SIZE,
            text: number.to_string(),
            font: opts.text_font(false),
            grey: FOOTER_GREY,
            align: if right_hand {
                Align::Right
            } else {
                Align::Left
            },
            max_width: None,
            vertical: false,
        }));
    }
    page
}

/// A run of text.
fn text(x: f32, y: f32, size: f32, text: &str, font: &Font, align: Align, width: f32) -> Item {
    Item::Text(Text {
        x,
        y,
        size,
        text: text.to_string(),
        font: font.clone(),
        grey: 0.0,
        align,
        max_width: Some(width),
        vertical: false,
    })
}

/// How lines of running text are set: font, size, alignment at `x`,
/// measure, and the step from one baseline down to the next, mm.
#[derive(Clone)]
struct Prose {
    font: Font,
    size: f32,
    align: Align,
    x: f32,
    width: f32,
    step: f32,
}

impl Prose {
    /// Running text of the book at `size` pt: its regular font, ranged
    /// left at `x` on a measure of `width` mm, lines at the book's leading.
    fn running(opts: &SheetOptions, size: f32, x: f32, width: f32) -> Prose {
        Prose {
            font: opts.text_font(false),
            size,
            align: Align::Left,
            x,
            width,
            step: size * MM_PER_PT * LEADING,
        }
    }

    /// `text` broken into lines of the measure.
    fn lines(&self, text: &str) -> Vec<String> {
        wrap(text, &self.font, self.size, self.width)
    }

    /// Sets `lines` from the baseline `y` down; returns the baseline a next
    /// line would have.
    fn set(&self, items: &mut Vec<Item>, lines: &[String], mut y: f32) -> f32 {
        for line in lines {
            items.push(text(
                self.x, y, self.size, line, &self.font, self.align, self.width,
            ));
            y -= self.step;
        }
        y
    }
}

/// A blank page of `book` with `header` drawn on it.
fn page_under(book: &Book, header: &Header) -> Page {
    let mut page = Page::blank(book.trim.width, book.trim.height);
    page.items = header.items.clone();
    page
}

/// The title page: the title, the subtitle under it, the author below.
fn title_page(book: &Book, opts: &SheetOptions) -> Page {
    let (w, h) = (book.trim.width, book.trim.height);
    let mut page = Page::blank(w, h);
    let frame = opts.frame();
    let (width, centre) = (frame.measure(), frame.centre());
    let title = Prose {
        font: opts.text_font(true),
        size: TITLE_SIZE,
        align: Align::Centre,
        x: centre,
        width,
        step: TITLE_SIZE * MM_PER_PT * 1.2,
    };
    let byline = Prose {
        font: opts.text_font(false),
        size: BYLINE_SIZE,
        step: BYLINE_SIZE * MM_PER_PT * LEADING,
        ..title.clone()
    };
    let y = title.set(&mut page.items, &title.lines(&book.title), h * TITLE_AT);
    let y = byline.set(
        &mut page.items,
        &byline.lines(&book.subtitle),
        y - BYLINE_SIZE * MM_PER_PT * 0.6,
    );
    let y = (h * AUTHOR_AT).min(y - BYLINE_SIZE * MM_PER_PT * 2.0);
    byline.set(&mut page.items, &byline.lines(&book.author), y);
    page
}

/// The back of the title page: how the puzzles were made, at the foot.
fn imprint_page(book: &Book, opts: &SheetOptions, style: &Style) -> Page {
    let mut page = Page::blank(book.trim.width, book.trim.height);
    let size = style.text * FOOTER_SIZE;
    let imprint = book.texts.fill(
        "imprint",
        &[
            ("{version}", env!("CARGO_PKG_VERSION")),
            ("{seed}", &book.seed.to_string()),
        ],
    );
    let prose = Prose::running(opts, size, opts.margins.left, opts.frame().measure());
    // The copyright notice above the imprint, a blank line between.
    let mut lines = prose.lines(&book.copyright);
    if !lines.is_empty() {
        lines.push(String::new());
    }
    lines.extend(prose.lines(&imprint));
    // The last line on the bottom margin.
    let y = opts.margins.bottom + prose.step * lines.len().saturating_sub(1) as f32;
    prose.set(&mut page.items, &lines, y);
    page
}

/// The cages a killer's worked example shows solved.
const WORKED_CAGES: usize = 2;

/// A worked example's cells: the puzzle's, and for a killer its smallest
/// cages solved, to show how a sum is made.
fn worked(c: &Carved) -> Vec<u8> {
    let mut cells = c.puzzle.cells().to_vec();
    if let Some(cages) = c.puzzle.layout().cages() {
        let mut by_size: Vec<&crate::cages::Cage> = cages.cages().iter().collect();
        by_size.sort_by_key(|cage| cage.cells.len());
        for cage in by_size.into_iter().take(WORKED_CAGES) {
            for &cell in &cage.cells {
                cells[cell] = c.solution.cells()[cell];
            }
        }
    }
    cells
}

/// From one rule of a notes page down to the next, mm.
const NOTES_RULE_STEP: f32 = 9.0;

/// A page of the book's own text: its heading, then its text; a notes
/// page ruled under its text.
fn free_page(book: &Book, free: &FreePage, opts: &SheetOptions, style: &Style) -> Page {
    let header = Header::new(&free.title, false, None, opts, style);
    let mut page = page_under(book, &header);
    let Rect {
        left,
        bottom,
        width,
        height,
    } = content_area(opts, style, &header);
    let prose = Prose::running(opts, style.text, left, width);
    let y = prose.set(
        &mut page.items,
        &prose.lines(&free.text),
        bottom + height - prose.step,
    );
    if free.kind == PageKind::Notes {
        let mut rule = y + prose.step - NOTES_RULE_STEP;
        while rule >= bottom {
            page.items.push(Item::Stroke {
                points: vec![Point::new(left, rule), Point::new(left + width, rule)],
                closed: false,
                width: NOTES_RULE_WIDTH,
            });
            rule -= NOTES_RULE_STEP;
        }
    }
    page
}

/// A notes page's rules' width, mm.
const NOTES_RULE_WIDTH: f32 = 0.2;

/// The contents: each entry's title, and its page number at the right.
fn contents_page(book: &Book, entries: &[Entry], opts: &SheetOptions, style: &Style) -> Page {
    let header = Header::new(book.texts.get("contents"), false, None, opts, style);
    let mut page = page_under(book, &header);
    let Rect {
        left,
        bottom,
        width,
        height,
    } = content_area(opts, style, &header);
    let font = opts.text_font(false);
    // Entries share the room when there are too many for the usual step.
    let step = (style.text * MM_PER_PT * CONTENTS_STEP).min(height / entries.len().max(1) as f32);
    let size = style.text.min(step / MM_PER_PT / LEADING);
    let mut y = bottom + height - step;
    // Leaders: dots at one pitch from the page's left, so that they stand
    // in columns down the page, a dot's room clear of the words each side.
    let pitch = font.width(LEADER, size);
    for (title, at, range) in entries {
        let number = (at + 1).to_string();
        let title = match range {
            Some((first, last)) if first == last => format!("{title} · {first}"),
            Some((first, last)) => format!("{title} · {first}–{last}"),
            None => title.clone(),
        };
        let number_width = font.width(&number, size);
        let room = width - number_width - pitch * 2.0;
        page.items.push(text(
            left,
            y,
            size,
            &title,
            &font,
            Align::Left,
            room.max(1.0),
        ));
        let title_end = left + font.width(&title, size).min(room.max(1.0));
        // Below a readable size leaders guide no eye, and their dots would
        // grow as the square of the entries (BENCHMARKS.md).
        if pitch > 0.0 && size >= MIN_LEADER_PT {
            let from = ((title_end - left) / pitch).ceil() + 1.0;
            let to = ((width - number_width) / pitch).floor() - 1.0;
            if to > from {
                page.items.push(text(
                    left + from * pitch,
                    y,
                    size,
                    &LEADER.repeat((to - from) as usize),
                    &font,
                    Align::Left,
                    width,
                ));
            }
        }
        page.items.push(text(
            left + width,
            y,
            size,
            &number,
            &font,
            Align::Right,
            width,
        ));
        y -= step;
    }
    page
}

/// An entry of the contents: what, the leaf it starts on, and for a
/// section the puzzles it holds (first and last number).
type Entry = (String, usize, Option<(usize, usize)>);

/// One step of a contents line's leader: a dot and a space.
const LEADER: &str = ". ";
/// The smallest text size, in points, whose contents entries get leaders.
const MIN_LEADER_PT: f32 = 4.0;

/// The how-to-play pages: the rules, then a worked example of each shape:
/// a puzzle and its solution side by side.
fn how_to_play_pages(
    book: &Book,
    examples: &[(Carved, Symbols)],
    opts: &SheetOptions,
    style: &Style,
) -> Vec<Page> {
    let texts = &book.texts;
    let header = Header::new(texts.get("how_to_play"), false, None, opts, style);
    let Rect {
        left,
        bottom,
        width,
        height,
    } = content_area(opts, style, &header);
    let rules = Prose::running(opts, style.text, left, width);
    let font = &rules.font;
    let next_page = || page_under(book, &header);
    let mut page = next_page();
    let step = rules.step;
    // The symbols are only names, unless a killer adds them up.
    let killer = examples.iter().any(|(c, _)| c.puzzle.variant().has_cages());
    let mut said = texts.get("rules").to_string();
    if !killer && !texts.get("names").is_empty() {
        said = book.lang.then(&said, texts.get("names"));
    }
    let mut y = rules.set(&mut page.items, &rules.lines(&said), bottom + height - step);
    // Each variant of the book: its name and what its houses are.
    let mut told = Vec::new();
    for (c, symbols) in examples {
        let (shape, variant) = (c.puzzle.shape(), c.puzzle.variant());
        if variant == Variant::CLASSIC || told.contains(&variant) {
            continue;
        }
        told.push(variant);
        if let Some(rule) = instruction(shape, variant, *symbols, book.lang) {
            let name = book.lang.variant(variant);
            let mut chars = name.chars();
            let name: String = chars
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(chars)
                .collect();
            y = rules.set(
                &mut page.items,
                &rules.lines(&book.lang.labelled(&name, &rule)),
                y,
            );
        }
    }
    let gap = GRID_GAP;
    let room = caption_room(style.caption);
    let mut pages = Vec::new();
    // The room left for examples on this page: from under the rules.
    let mut top = y + step - gap;
    let mut rest = examples;
    while !rest.is_empty() {
        let free = top - bottom;
        // As many rows as keep cells of the smallest size, at least one;
        // the pair's borders, which stand half outside their grids, inside
        // the measure.
        let border = BORDER_LINE.of(EXAMPLE_MAX_CELL);
        let side = |rows: usize, n: usize| {
            let row = free / rows as f32 - gap;
            (row - room)
                .min((width - gap) / 2.0 - border)
                .min(EXAMPLE_MAX_CELL * n as f32)
        };
        let rows = (1..=rest.len())
            .rev()
            .find(|&r| {
                rest[..r].iter().all(|(c, _)| {
                    let across = Frame::of(c.puzzle.layout()).across;
                    side(r, across) / across as f32 >= EXAMPLE_MIN_CELL
                })
            })
            .or_else(|| {
                // None fits under a long text of rules: on the next page,
                // or on a page of its own, however small.
                (top >= bottom + height).then_some(1)
            });
        let Some(rows) = rows else {
            pages.push(std::mem::replace(&mut page, next_page()));
            top = bottom + height;
            continue;
        };
        // Rows stack from the top, each as tall as its grids need; the
        // examples of a page all of one size.
        let g = rest[..rows]
            .iter()
            .map(|(c, _)| side(rows, Frame::of(c.puzzle.layout()).across).max(0.0))
            .fold(f32::INFINITY, f32::min);
        let mut row_top = top;
        for (c, symbols) in &rest[..rows] {
            let shape = c.puzzle.shape();
            let n = shape.side();
            let grid_top = row_top - room;
            row_top = grid_top - g - gap;
            let p = SheetPuzzle {
                number: 0,
                layout: c.puzzle.shared_layout().clone(),
                puzzle: worked(c),
                solution: c.solution.cells().to_vec(),
                caption: String::new(),
                stars: 0,
            };
            let example_opts = SheetOptions {
                symbols: *symbols,
                ..opts.clone()
            };
            // Named by what it shows: its size, its boxes when another
            // example of the size has others, and its kind of symbols when
            // another example of the size has another kind.
            let mut size = format!("{n}x{n}");
            let variant = c.puzzle.variant();
            if variant != Variant::CLASSIC {
                size = format!("{size} {}", book.lang.variant(variant));
            }
            let others = || {
                examples
                    .iter()
                    .filter(|(o, _)| o.puzzle.variant() == variant)
                    .map(|(o, s)| (o.puzzle.shape(), s))
                    .filter(|(o, _)| o.side() == n)
            };
            if !variant.sized_by_side() && others().any(|(o, _)| o != shape) {
                let boxes =
                    crate::lang::fill(book.lang.words().boxes, &[("{box}", &shape.to_string())]);
                size = format!("{size} ({boxes})");
            }
            if others().any(|(_, s)| s != symbols) {
                size = format!("{size} · {}", book.lang.symbols(*symbols));
            }
            let captions = [
                texts.fill("example", &[("{size}", &size)]),
                texts.get("solved").to_string(),
            ];
            // The pair is centred across the measure.
            let x0 = left + (width - 2.0 * g - gap) / 2.0;
            for (i, caption) in captions.iter().enumerate() {
                let x = x0 + i as f32 * (g + gap);
                let baseline = grid_top + style.caption * MM_PER_PT * CAPTION_BASELINE;
                page.items.push(text(
                    x,
                    baseline,
                    style.caption,
                    caption,
                    font,
                    Align::Left,
                    g,
                ));
                draw_grid(
                    &mut page.items,
                    &p,
                    i == 1,
                    x,
                    grid_top - g,
                    g,
                    &example_opts,
                );
            }
        }
        rest = &rest[rows..];
        pages.push(std::mem::replace(&mut page, next_page()));
        top = bottom + height;
    }
    if pages.is_empty() {
        pages.push(page);
    }
    pages
}
