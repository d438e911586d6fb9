// sudoku-press web page: the sheet maker and the player.
// Plain JavaScript, no libraries; served as /app.js under a strict CSP
// (no inline code, no eval), so all behaviour is wired up here.
'use strict';

(function () {
  // ------------------------------------------------------------------
  // Small helpers
  // ------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);

  /** Calls `fn` once, `ms` after the last of a burst of calls. */
  function debounce(fn, ms) {
    let timer = 0;
    return function () {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    };
  }

  /** A random integer in 1..=max. */
  function randomInt(max) {
    return 1 + Math.floor(Math.random() * max);
  }

  function plural(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
  }

  /** mm:ss (or h:mm:ss past an hour) for a duration in milliseconds. */
  function formatTime(ms) {
    const total = Math.floor(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => String(n).padStart(2, '0');
    return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  }

  /**
   * Fetches JSON; on an HTTP error throws an Error carrying the server's
   * `{"error": "..."}` message when there is one.
   */
  async function fetchJSON(url, options) {
    let res;
    try {
      res = await fetch(url, options);
    } catch (err) {
      if (err && err.name === 'AbortError') throw err;
      throw new Error('The server could not be reached. Is sudoku-press still running?');
    }
    let body = null;
    try {
      body = await res.json();
    } catch (_) {
      body = null;
    }
    if (!res.ok) {
      const msg = body && typeof body.error === 'string' ? body.error
        : `The server answered with an error (${res.status}).`;
      throw new Error(msg);
    }
    if (body === null || typeof body !== 'object') {
      throw new Error('The server sent an answer that could not be read.');
    }
    return body;
  }

  function postJSON(url, data) {
    return fetchJSON(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
  }

  // ------------------------------------------------------------------
  // Levels: which levels a shape reaches (shared by both tabs)
  // ------------------------------------------------------------------

  const levelsCache = new Map();

  /** GET /api/levels?<query>, remembered per query (failures are not). */
  function fetchLevels(query) {
    if (!levelsCache.has(query)) {
      const pending = fetchJSON('/api/levels?' + query).catch((err) => {
        levelsCache.delete(query);
        throw err;
      });
      levelsCache.set(query, pending);
    }
    return levelsCache.get(query);
  }

  /** Disables the unreachable levels of `select`; picks the default when needed. */
  function applyLevels(select, info) {
    const levels = Array.isArray(info.levels) ? info.levels : [];
    if (levels.length === 0) return;
    for (const option of select.options) {
      option.disabled = !levels.includes(option.value);
    }
    const current = select.options[select.selectedIndex];
    if (!current || current.disabled) {
      select.value = levels.includes(info.default) ? info.default : levels[0];
    }
  }

  // ------------------------------------------------------------------
  // Tabs
  // ------------------------------------------------------------------

  const tabs = { make: $('tab-make'), play: $('tab-play') };

  function showTab(name) {
    for (const [key, tab] of Object.entries(tabs)) {
      const on = key === name;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      $(key).hidden = !on;
    }
    const url = location.pathname + location.search + (name === 'play' ? '#play' : '');
    history.replaceState(null, '', url);
    if (name === 'play') onPlayShown();
    // The clock does not run while the puzzle is out of sight.
    else if (play.data && !play.paused && !play.solved) setPaused(true);
  }

  function initTabs() {
    tabs.make.addEventListener('click', () => showTab('make'));
    tabs.play.addEventListener('click', () => showTab('play'));
    // Left/right arrows move between the tabs (the usual tab list keys).
    for (const tab of Object.values(tabs)) {
      tab.addEventListener('keydown', (e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        const other = tab === tabs.make ? tabs.play : tabs.make;
        other.focus();
        other.click();
        e.preventDefault();
      });
    }
    if (location.hash === '#play') showTab('play');
  }

  // ------------------------------------------------------------------
  // PART 1: Make a sheet
  // ------------------------------------------------------------------

  const form = $('sheet-form');
  const preview = $('preview');
  const download = $('download');
  const sheet = {
    ticket: 0,        // request counter: answers to older requests are dropped
    abort: null,      // AbortController of the pending /sheet.json request
    lastKey: null,    // the query last asked for (skip asking twice)
  };

  const LANGS = ['en', 'cs', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'zh'];

  function value(id) {
    return $(id).value.trim();
  }

  /** The box size as typed, tidied: "3 X 2" and "3×2" become "3x2". */
  function boxValue() {
    return value('box').toLowerCase().replace(/\s+/g, '').replace(/[×*]/g, 'x');
  }

  /** The shape part of a query (size or box, and variant), or null when incomplete. */
  function shapeQuery() {
    const p = new URLSearchParams();
    if ($('grid').value === 'box') {
      const box = boxValue();
      if (!box) return null;
      p.append('box', box);
    } else {
      p.append('size', $('grid').value);
    }
    p.append('variant', $('variant').value);
    // The clues' pattern and a killer's givens limit the levels too.
    if ($('symmetry').value) p.append('symmetry', $('symmetry').value);
    if (value('givens')) p.append('givens', value('givens'));
    return p.toString();
  }

  /**
   * The sheet query, keys in a fixed order. Checkboxes send `1` when
   * checked; empty fields are left out; with a booklet mix the size, box,
   * level and count are left out (the server refuses them together).
   * `seedFallback` is used when the seed field is empty.
   */
  function buildQuery(seedFallback) {
    const p = new URLSearchParams();
    const mix = value('mix');
    const add = (key, v) => { if (v !== '' && v !== null && v !== undefined) p.append(key, String(v)); };
    const flag = (key, id) => { if ($(id).checked && !$(id).disabled) p.append(key, '1'); };

    if (!mix) {
      if ($('grid').value === 'box') add('box', boxValue());
      else add('size', $('grid').value);
    }
    add('variant', $('variant').value);
    if (!mix) {
      add('difficulty', $('difficulty').value);
      add('count', value('count'));
    }
    add('per-page', $('per-page').value);
    add('page', $('page-size').value);
    flag('landscape', 'landscape');
    add('symbols', $('symbols').value);
    if ($('symbols').value === 'shapes') flag('color', 'color');
    add('lang', $('lang').value);
    add('answers', $('answers').value);
    add('title', value('title'));
    flag('name-line', 'name-line');
    flag('large-print', 'large-print');
    flag('stars', 'stars');
    add('symmetry', $('symmetry').value);
    add('givens', value('givens'));
    flag('minimal', 'minimal');
    add('clues', value('clues'));
    add('caption', $('caption').value);
    add('margin', value('margin'));
    add('answers-per-page', $('answers-per-page').value);
    add('seed', value('seed') || (seedFallback === undefined ? '' : seedFallback));
    add('mix', mix);
    return p.toString();
  }

  /** Shows or hides the controls that depend on others. */
  function syncFormState() {
    $('box-field').hidden = $('grid').value !== 'box';
    $('color').disabled = $('symbols').value !== 'shapes';
    const mixUsed = value('mix') !== '';
    for (const field of form.querySelectorAll('[data-mix-unused]')) {
      field.classList.toggle('unused', mixUsed);
    }
  }

  function setSheetError(text) {
    const el = $('sheet-error');
    el.textContent = text;
    el.hidden = !text;
  }

  function setStatus(text) {
    $('status').textContent = text;
  }

  function setSheetLoading(on) {
    preview.setAttribute('aria-busy', String(on));
    preview.classList.toggle('stale', on);
  }

  function setDownload(q, file) {
    if (q === null) {
      download.removeAttribute('href');
      download.setAttribute('aria-disabled', 'true');
      $('print').disabled = true;
      return;
    }
    download.href = '/sheet.pdf?' + q;
    download.setAttribute('download', file || 'sudoku.pdf');
    download.removeAttribute('aria-disabled');
    $('print').disabled = false;
  }

  /** Resolves when `img` has loaded or failed (or after `ms`). */
  function imageSettled(img, ms) {
    return new Promise((resolve) => {
      if (img.complete) { resolve(); return; }
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
      setTimeout(resolve, ms);
    });
  }

  /**
   * Builds the page images for query `q` and swaps them in once the first
   * page is drawn, so the old preview stays until the new one is ready.
   */
  async function showPages(q, pages, ticket) {
    const images = [];
    for (let n = 1; n <= pages; n++) {
      const img = new Image();
      img.className = 'page';
      img.alt = `Page ${n} of ${pages}`;
      img.decoding = 'async';
      if (n > 2) img.loading = 'lazy'; // later pages load as they are scrolled to
      img.src = `/sheet.svg?${q}&page=${n}`;
      // A page the server could not draw (busy, say) says so.
      img.addEventListener('error', () => {
        if (ticket === sheet.ticket) {
          setSheetError(`Page ${n} of the preview could not be drawn; change nothing and it is tried again in a moment.`);
          setTimeout(() => {
            if (ticket !== sheet.ticket) return;
            const url = img.src;
            img.removeAttribute('src');
            img.src = url;
          }, 3000);
        }
      }, { once: true });
      img.addEventListener('load', () => { if (ticket === sheet.ticket) setSheetError(''); });
      images.push(img);
    }
    if (images.length > 0) await imageSettled(images[0], 20000);
    if (ticket !== sheet.ticket) return;
    preview.replaceChildren(...images);
    setSheetLoading(false);
  }

  /** Asks the server about the sheet the form describes and shows it. */
  async function updateSheet() {
    syncFormState();
    const key = buildQuery();
    if (key === sheet.lastKey) return;
    sheet.lastKey = key;
    const ticket = ++sheet.ticket;
    if (sheet.abort) sheet.abort.abort();
    sheet.abort = null;

    const shape = shapeQuery();
    if (shape === null && !value('mix')) {
      setSheetError('');
      setStatus('Type a box size, such as 3x2.');
      setSheetLoading(false);
      return;
    }

    setStatus('Making puzzles…');
    setSheetLoading(true);

    // Which levels this shape reaches (may change the chosen level).
    if (shape !== null) {
      const levels = await fetchLevels(shape).catch(() => null);
      if (ticket !== sheet.ticket) return;
      if (levels) applyLevels($('difficulty'), levels);
    }

    const controller = new AbortController();
    sheet.abort = controller;
    let q = buildQuery();
    sheet.lastKey = q; // the level may have been changed just above
    let info;
    try {
      info = await fetchJSON('/sheet.json?' + q, { signal: controller.signal });
    } catch (err) {
      if (ticket !== sheet.ticket || (err && err.name === 'AbortError')) return;
      sheet.lastKey = null; // let the same settings be tried again
      setSheetError(err.message);
      setStatus('');
      setDownload(null);
      setSheetLoading(false);
      return;
    }
    if (ticket !== sheet.ticket) return;
    sheet.abort = null;

    // With no seed typed, pin the server's so the PDF matches the preview.
    if (!value('seed') && info.seed !== undefined) q = buildQuery(info.seed);

    setSheetError('');
    $('command').textContent = info.command || '';
    $('copy-command').hidden = !info.command;
    setDownload(q, info.file);
    const pages = Math.max(0, Number(info.pages) || 0);
    const puzzles = Number(info.puzzles) || 0;
    setStatus(`${plural(pages, 'page', 'pages')}, ${plural(puzzles, 'puzzle', 'puzzles')}` +
      (info.seed !== undefined ? ` (puzzle set ${info.seed}).` : '.'));
    await showPages(q, pages, ticket);
  }

  const scheduleSheet = debounce(updateSheet, 300);

  async function copyCommand() {
    const code = $('command');
    const text = code.textContent;
    if (!text) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      flashButton($('copy-command'), 'Copied');
    } catch (_) {
      // Fall back to selecting the text for Ctrl+C.
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      setStatus('The command is selected: press Ctrl+C to copy it.');
    }
  }

  function flashButton(button, text) {
    const old = button.dataset.label || button.textContent;
    button.dataset.label = old;
    button.textContent = text;
    setTimeout(() => { button.textContent = old; }, 1500);
  }

  function initMake() {
    // Defaults that depend on the reader: paper size and language.
    const browserLang = (navigator.language || 'en').toLowerCase();
    if (browserLang === 'en-us' || browserLang === 'en-ca') $('page-size').value = 'letter';
    const two = browserLang.slice(0, 2);
    $('lang').value = LANGS.includes(two) ? two : 'en';
    $('seed').value = String(randomInt(999999));

    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('input', (e) => {
      if (e.target.matches('input[type="text"], input[type="number"]')) {
        syncFormState();
        scheduleSheet();
      }
    });
    form.addEventListener('change', () => {
      syncFormState();
      scheduleSheet();
    });
    $('new-seed').addEventListener('click', () => {
      $('seed').value = String(randomInt(999999));
      scheduleSheet();
    });
    $('copy-command').addEventListener('click', copyCommand);
    $('print').addEventListener('click', () => {
      const href = download.getAttribute('href');
      if (href) window.open(href, '_blank', 'noopener');
    });
    download.addEventListener('click', (e) => {
      if (!download.getAttribute('href')) e.preventDefault();
    });

    syncFormState();
    updateSheet();
  }

  // ------------------------------------------------------------------
  // PART 2: Play
  // ------------------------------------------------------------------

  const board = $('board');
  const clock = { elapsed: 0, startedAt: 0, running: false, handle: 0 };

  const play = {
    ticket: 0,          // game request counter
    version: 0,         // bumped on every change (drops stale checks)
    data: null,         // the puzzle as the server sent it
    side: 0,
    values: [],         // current values, 0 = empty
    marks: [],          // pencil marks: bit v set = mark v
    givens: [],
    regions: [],
    houses: [],         // every house's cells
    houseNames: [],     // "row 3", "box 2", ...
    peers: [],          // per cell: the other cells sharing a house or cage
    cages: [],
    cageSumAt: new Map(), // first cell of a cage -> its sum
    cellEls: [],
    valueEls: [],
    markEls: [],
    selected: 0,
    pencil: false,
    paused: false,
    solved: false,
    undo: [],
    redo: [],
    hints: 0,
    lastCell: -1,
    clash: new Set(),
    hl: null,           // highlights from hint/check
    messageKind: '',
    started: false,     // a game was asked for at least once
  };

  function emptyHighlights() {
    return { wrong: new Set(), hint: new Set(), target: new Set(), elim: new Set() };
  }
  play.hl = emptyHighlights();

  function setPlayMessage(text, kind) {
    $('play-message').textContent = text;
    play.messageKind = text ? (kind || 'info') : '';
  }

  const bit = (v) => 1 << v;
  const rowOf = (c) => Math.floor(c / play.side);
  const colOf = (c) => c % play.side;
  const cellName = (c) => `row ${rowOf(c) + 1}, column ${colOf(c) + 1}`;

  /** The character shown for value v. */
  function sym(v) {
    const symbols = play.data && play.data.symbols;
    return symbols && symbols[v - 1] !== undefined ? symbols[v - 1] : String(v);
  }

  /** The value a typed character stands for, or 0. */
  function valueOfChar(ch) {
    if (!ch) return 0;
    const up = ch.toUpperCase();
    const symbols = play.data.symbols || [];
    const i = symbols.findIndex((s) => String(s).toUpperCase() === up);
    if (i >= 0) return i + 1;
    if (/^[1-9]$/.test(ch) && Number(ch) <= play.side) return Number(ch);
    return 0;
  }

  // ---------- the shape of a game ----------

  /** Rows, columns, regions, extras: the server's list, or built here. */
  function gameHouses(data) {
    if (Array.isArray(data.houses) && data.houses.length) return data.houses;
    const side = data.side;
    const houses = [];
    for (let r = 0; r < side; r++) houses.push(Array.from({ length: side }, (_, i) => r * side + i));
    for (let c = 0; c < side; c++) houses.push(Array.from({ length: side }, (_, i) => i * side + c));
    const byRegion = new Map();
    data.regions.forEach((reg, cell) => {
      if (!byRegion.has(reg)) byRegion.set(reg, []);
      byRegion.get(reg).push(cell);
    });
    houses.push(...byRegion.values());
    houses.push(...(data.extras || []));
    return houses;
  }

  /** A name for each house, for clash messages. */
  function nameHouses(data, houses) {
    const side = data.side;
    const extras = data.extras || [];
    const regionCount = houses.length - 2 * side - extras.length;
    const variant = String(data.variant || '');
    const regionWord = variant.includes('jigsaw') ? 'region' : 'box';
    return houses.map((cells, i) => {
      if (i < side) return `row ${i + 1}`;
      if (i < 2 * side) return `column ${i - side + 1}`;
      if (regionCount >= 0 && i < 2 * side + regionCount) return `${regionWord} ${i - 2 * side + 1}`;
      const e = i - 2 * side - Math.max(regionCount, 0);
      if (variant.includes('x')) {
        return cells.includes(0) ? 'the diagonal from the top left' : 'the diagonal from the top right';
      }
      if (variant.includes('hyper')) return `window ${e + 1}`;
      return `group ${e + 1}`;
    });
  }

  function prepareGame(data) {
    const side = data.side;
    const n = side * side;
    play.data = data;
    play.side = side;
    play.values = data.puzzle.slice(0, n).map((v) => Number(v) || 0);
    play.givens = play.values.map((v) => v > 0);
    play.marks = new Array(n).fill(0);
    play.regions = Array.isArray(data.regions) && data.regions.length === n ? data.regions
      : Array.from({ length: n }, () => 0);
    play.houses = gameHouses(Object.assign({}, data, { regions: play.regions }));
    play.houseNames = nameHouses(data, play.houses);
    play.cages = Array.isArray(data.cages) ? data.cages : [];
    play.cageSumAt = new Map();
    const peerSets = Array.from({ length: n }, () => new Set());
    const link = (cells) => {
      for (const a of cells) for (const b of cells) if (a !== b) peerSets[a].add(b);
    };
    play.houses.forEach(link);
    for (const cage of play.cages) {
      link(cage.cells);
      play.cageSumAt.set(Math.min(...cage.cells), cage.sum);
    }
    play.peers = peerSets.map((s) => [...s]);
    play.selected = Math.max(0, play.givens.indexOf(false));
    play.undo = [];
    play.redo = [];
    play.hints = 0;
    play.lastCell = -1;
    play.clash = new Set();
    play.hl = emptyHighlights();
    play.paused = false;
    play.solved = false;
    play.version++;
  }

  // ---------- drawing the board ----------

  /** The dashed cage outline pieces for one cell. */
  function cageParts(cell, cageIndex, cageOf) {
    const side = play.side;
    const r = rowOf(cell);
    const c = colOf(cell);
    const same = (rr, cc) => rr >= 0 && rr < side && cc >= 0 && cc < side && cageOf[rr * side + cc] === cageIndex;
    const outline = document.createElement('div');
    outline.className = 'cage';
    const open = { t: same(r - 1, c), b: same(r + 1, c), l: same(r, c - 1), r: same(r, c + 1) };
    for (const edge of ['t', 'b', 'l', 'r']) if (!open[edge]) outline.classList.add('edge-' + edge);
    const parts = [outline];
    // Inner corners: both neighbours in the cage but not the diagonal one.
    const corners = [['tl', open.t && open.l && !same(r - 1, c - 1)],
      ['tr', open.t && open.r && !same(r - 1, c + 1)],
      ['bl', open.b && open.l && !same(r + 1, c - 1)],
      ['br', open.b && open.r && !same(r + 1, c + 1)]];
    for (const [name, on] of corners) {
      if (!on) continue;
      const corner = document.createElement('div');
      corner.className = 'cage-corner corner-' + name;
      parts.push(corner);
    }
    return parts;
  }

  function buildBoard() {
    const side = play.side;
    const n = side * side;
    board.replaceChildren();
    board.style.setProperty('--side', String(side));
    board.style.setProperty('--mcols', String(Math.ceil(Math.sqrt(side))));
    board.setAttribute('aria-rowcount', String(side));
    board.setAttribute('aria-colcount', String(side));

    const extraCells = new Set((play.data.extras || []).flat());
    const cageOf = new Array(n).fill(-1);
    play.cages.forEach((cage, i) => cage.cells.forEach((cell) => { cageOf[cell] = i; }));

    play.cellEls = [];
    play.valueEls = [];
    play.markEls = [];
    for (let r = 0; r < side; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      for (let c = 0; c < side; c++) {
        const i = r * side + c;
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(i);
        cell.tabIndex = -1;
        if (play.givens[i]) cell.classList.add('given');
        if (c < side - 1 && play.regions[i] !== play.regions[i + 1]) cell.classList.add('thick-r');
        if (r < side - 1 && play.regions[i] !== play.regions[i + side]) cell.classList.add('thick-b');
        if (extraCells.has(i)) cell.classList.add('extra');

        const val = document.createElement('span');
        val.className = 'value';
        val.setAttribute('aria-hidden', 'true');
        const marks = document.createElement('div');
        marks.className = 'marks';
        marks.setAttribute('aria-hidden', 'true');
        const markSpans = [null];
        for (let v = 1; v <= side; v++) {
          const m = document.createElement('span');
          m.className = 'mark';
          m.dataset.value = String(v);
          marks.appendChild(m);
          markSpans.push(m);
        }
        cell.append(marks, val);

        if (cageOf[i] >= 0) {
          cell.append(...cageParts(i, cageOf[i], cageOf));
          if (play.cageSumAt.has(i)) {
            const sum = document.createElement('span');
            sum.className = 'cage-sum';
            sum.setAttribute('aria-hidden', 'true');
            sum.textContent = String(play.cageSumAt.get(i));
            cell.appendChild(sum);
            cell.classList.add('has-sum');
          }
        }
        row.appendChild(cell);
        play.cellEls.push(cell);
        play.valueEls.push(val);
        play.markEls.push(markSpans);
      }
      board.appendChild(row);
    }
  }

  function buildKeypad() {
    const keypad = $('keypad');
    keypad.replaceChildren();
    const side = play.side;
    keypad.style.setProperty('--keys', String(side <= 9 ? side : Math.ceil(side / 2)));
    for (let v = 1; v <= side; v++) {
      const key = document.createElement('button');
      key.type = 'button';
      key.className = 'key';
      key.dataset.value = String(v);
      key.textContent = sym(v);
      keypad.appendChild(key);
    }
  }

  function cellLabel(i, marks) {
    const v = play.values[i];
    let text = cellName(i) + ', ';
    if (play.givens[i]) text += `given ${sym(v)}`;
    else if (v) text += sym(v);
    else {
      text += 'empty';
      if (marks.length) text += ', candidates ' + marks.map(sym).join(' ');
    }
    if (play.cageSumAt.has(i)) text += `, cage sum ${play.cageSumAt.get(i)}`;
    if (play.clash.has(i)) text += ', clash';
    if (play.hl.wrong.has(i)) text += ', wrong';
    if (play.hl.target.has(i)) text += ', hint';
    return text;
  }

  /** Brings every cell up to date with the game state. */
  function render() {
    if (!play.data) return;
    const side = play.side;
    const sel = play.selected;
    const selValue = play.values[sel];
    const counts = new Array(side + 1).fill(0);
    for (let i = 0; i < play.cellEls.length; i++) {
      const el = play.cellEls[i];
      const v = play.values[i];
      counts[v]++;
      play.valueEls[i].textContent = v ? sym(v) : '';
      const shownMarks = [];
      for (let m = 1; m <= side; m++) {
        const on = !v && (play.marks[i] & bit(m)) !== 0;
        const span = play.markEls[i][m];
        span.textContent = on ? sym(m) : '';
        span.classList.toggle('elim', on && play.hl.elim.has(`${i}:${m}`));
        span.classList.toggle('match', on && m === selValue);
        if (on) shownMarks.push(m);
      }
      const peer = i !== sel && (rowOf(i) === rowOf(sel) || colOf(i) === colOf(sel) ||
        play.regions[i] === play.regions[sel]);
      el.classList.toggle('entry', !play.givens[i] && v > 0);
      el.classList.toggle('selected', i === sel);
      el.classList.toggle('peer', peer);
      el.classList.toggle('same', i !== sel && v > 0 && v === selValue);
      el.classList.toggle('clash', play.clash.has(i));
      el.classList.toggle('wrong', play.hl.wrong.has(i));
      el.classList.toggle('hint', play.hl.hint.has(i));
      el.classList.toggle('hint-target', play.hl.target.has(i));
      el.setAttribute('aria-selected', String(i === sel));
      el.tabIndex = i === sel ? 0 : -1;
      el.setAttribute('aria-label', cellLabel(i, shownMarks));
    }
    for (const key of $('keypad').querySelectorAll('.key')) {
      key.classList.toggle('done', counts[Number(key.dataset.value)] >= side);
    }
    $('undo').disabled = play.undo.length === 0;
    $('redo').disabled = play.redo.length === 0;
  }

  // ---------- clashes ----------

  /** Finds the cells breaking a rule and what to say about them. */
  function findClashes() {
    const clash = new Set();
    const notes = [];
    const { values } = play;
    play.houses.forEach((cells, h) => {
      const seen = new Map();
      for (const c of cells) {
        const v = values[c];
        if (!v) continue;
        if (!seen.has(v)) seen.set(v, []);
        seen.get(v).push(c);
      }
      for (const [v, cs] of seen) {
        if (cs.length < 2) continue;
        cs.forEach((c) => clash.add(c));
        notes.push({ cells: cs, text: `${sym(v)} is already in ${play.houseNames[h]}.` });
      }
    });
    for (const cage of play.cages) {
      const first = Math.min(...cage.cells);
      const vals = cage.cells.map((c) => values[c]);
      const filled = vals.filter((v) => v > 0);
      const twice = filled.filter((v, k) => filled.indexOf(v) !== k);
      if (twice.length) {
        const v = twice[0];
        const cs = cage.cells.filter((c) => values[c] === v);
        cs.forEach((c) => clash.add(c));
        notes.push({ cells: cs, text: `${sym(v)} is already in the cage starting at ${cellName(first)}.` });
      } else if (filled.length === cage.cells.length) {
        const total = filled.reduce((a, b) => a + b, 0);
        if (total !== cage.sum) {
          cage.cells.forEach((c) => clash.add(c));
          notes.push({
            cells: cage.cells,
            text: `The cage starting at ${cellName(first)} adds up to ${total}, not ${cage.sum}.`,
          });
        }
      } else if (filled.length > 0) {
        // The open cells take distinct symbols the cage has not used: at
        // least the smallest of them, at most the largest.
        const total = filled.reduce((a, b) => a + b, 0);
        const open = cage.cells.length - filled.length;
        const free = [];
        for (let v = 1; v <= play.side; v++) if (!filled.includes(v)) free.push(v);
        const least = free.slice(0, open).reduce((a, b) => a + b, 0);
        const most = free.slice(free.length - open).reduce((a, b) => a + b, 0);
        if (total + least > cage.sum || total + most < cage.sum) {
          const cs = cage.cells.filter((c) => values[c] > 0);
          cs.forEach((c) => clash.add(c));
          notes.push({
            cells: cs,
            text: total + least > cage.sum
              ? `The cage starting at ${cellName(first)} would add up to more than ${cage.sum}.`
              : `The cage starting at ${cellName(first)} can no longer add up to ${cage.sum}.`,
          });
        }
      }
    }
    return { clash, notes };
  }

  function updateClashes() {
    const { clash, notes } = findClashes();
    play.clash = clash;
    if (notes.length) {
      const about = notes.find((n) => n.cells.includes(play.lastCell)) || notes[0];
      setPlayMessage(about.text, 'clash');
    } else if (play.messageKind === 'clash') {
      setPlayMessage('');
    }
  }

  // ---------- changes, undo and redo ----------

  /** One cell's change: [value, marks] before and after. */
  function change(cell, value, marks) {
    return { cell, before: [play.values[cell], play.marks[cell]], after: [value, marks] };
  }

  function applySide(changes, which) {
    const list = which === 'before' ? changes.slice().reverse() : changes;
    for (const ch of list) {
      play.values[ch.cell] = ch[which][0];
      play.marks[ch.cell] = ch[which][1];
    }
  }

  /** Applies a list of changes as one undoable action. */
  function commit(changes) {
    if (changes.length === 0) return;
    applySide(changes, 'after');
    play.undo.push(changes);
    play.redo = [];
    play.lastCell = changes[0].cell;
    afterChange();
  }

  function undo() {
    if (!canEdit() || play.undo.length === 0) return;
    const changes = play.undo.pop();
    applySide(changes, 'before');
    play.redo.push(changes);
    play.lastCell = changes[0].cell;
    afterChange();
  }

  function redo() {
    if (!canEdit() || play.redo.length === 0) return;
    const changes = play.redo.pop();
    applySide(changes, 'after');
    play.undo.push(changes);
    play.lastCell = changes[0].cell;
    afterChange();
  }

  function afterChange() {
    play.version++;
    play.hl = emptyHighlights(); // hint and check marks are for the old grid
    updateClashes();
    render();
    if (play.clash.size === 0 && play.values.every((v) => v > 0)) checkGrid(true);
  }

  function canEdit() {
    return play.data !== null && !play.paused && !play.solved;
  }

  // ---------- entering ----------

  function enterValue(v) {
    if (!canEdit()) return;
    const c = play.selected;
    if (play.givens[c]) {
      setPlayMessage(`${cellName(c)} is given; choose an empty square.`);
      return;
    }
    if (play.pencil) { toggleMark(v); return; }
    if (play.values[c] === v) return;
    // Said aloud by a screen reader, which does not read a changed label.
    $('announce').textContent = `${cellName(c)}: ${sym(v)}`;
    const changes = [change(c, v, play.marks[c])];
    // The new number can no longer be a candidate of the cell's peers.
    for (const p of play.peers[c]) {
      if (!play.values[p] && (play.marks[p] & bit(v))) changes.push(change(p, 0, play.marks[p] & ~bit(v)));
    }
    commit(changes);
  }

  function toggleMark(v) {
    if (!canEdit()) return;
    const c = play.selected;
    if (play.givens[c]) return;
    if (play.values[c]) {
      setPlayMessage('Erase the number first to write pencil marks in this square.');
      return;
    }
    commit([change(c, 0, play.marks[c] ^ bit(v))]);
  }

  /** Erases the number, or when there is none the pencil marks. */
  function erase() {
    if (!canEdit()) return;
    const c = play.selected;
    if (play.givens[c]) return;
    if (play.values[c]) commit([change(c, 0, play.marks[c])]);
    else if (play.marks[c]) commit([change(c, 0, 0)]);
  }

  function setPencil(on) {
    play.pencil = on;
    const button = $('pencil');
    button.setAttribute('aria-pressed', String(on));
    button.textContent = `Pencil marks: ${on ? 'on' : 'off'}`;
    $('keypad').classList.toggle('pencil', on);
  }

  /** Every empty cell gets the symbols none of its peers hold. */
  function fillCandidates() {
    if (!canEdit()) return;
    const all = Array.from({ length: play.side }, (_, k) => k + 1).reduce((m, v) => m | bit(v), 0);
    const changes = [];
    play.values.forEach((v, c) => {
      if (v) return;
      let marks = all;
      for (const p of play.peers[c]) if (play.values[p]) marks &= ~bit(play.values[p]);
      if (marks !== play.marks[c]) changes.push(change(c, 0, marks));
    });
    if (changes.length === 0) {
      setPlayMessage('Every empty square already has its candidates.');
      return;
    }
    commit(changes);
    setPlayMessage('Candidates filled in. Undo takes them away again.');
  }

  // ---------- selection and keys ----------

  function select(cell, focus) {
    if (!play.data) return;
    play.selected = cell;
    render();
    if (focus) play.cellEls[cell].focus({ preventScroll: false });
  }

  function moveSelection(dr, dc) {
    const side = play.side;
    const r = (rowOf(play.selected) + dr + side) % side;
    const c = (colOf(play.selected) + dc + side) % side;
    select(r * side + c, true);
  }

  /** The character of a key press; digits by their key position (so Shift+3 is 3). */
  function keyChar(e) {
    const m = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '');
    if (m) return m[1];
    return e.key && e.key.length === 1 ? e.key : '';
  }

  function onKeyDown(e) {
    if (e.defaultPrevented || $('play').hidden || !play.data) return;
    const target = e.target;
    if (target && target.closest && target.closest('input, select, textarea, [role="tab"]')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.altKey) {
      const k = (e.key || '').toLowerCase();
      if (k === 'z' && !e.shiftKey) { undo(); e.preventDefault(); }
      else if (k === 'y' || (k === 'z' && e.shiftKey)) { redo(); e.preventDefault(); }
      return;
    }
    if (e.altKey || play.paused) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      moveSelection(...moves[e.key]);
      e.preventDefault();
      return;
    }
    if (e.key === 'Home' || e.key === 'End') {
      const r = rowOf(play.selected);
      select(r * play.side + (e.key === 'Home' ? 0 : play.side - 1), true);
      e.preventDefault();
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') {
      erase();
      e.preventDefault();
      return;
    }
    // Keys a focused button would use itself.
    if (e.key === 'Enter' || e.key === ' ') return;
    const ch = keyChar(e);
    if (!ch) return;
    const v = valueOfChar(ch);
    if (v) {
      if (e.shiftKey || play.pencil) toggleMark(v);
      else enterValue(v);
      e.preventDefault();
    } else if (ch === '0') {
      erase();
      e.preventDefault();
    } else if (ch.toLowerCase() === 'p') {
      setPencil(!play.pencil);
      e.preventDefault();
    }
  }

  // ---------- timer and pause ----------

  function clockMs() {
    return clock.elapsed + (clock.running ? performance.now() - clock.startedAt : 0);
  }

  function showClock() {
    $('timer').textContent = formatTime(clockMs());
  }

  function startClock() {
    clearInterval(clock.handle);
    clock.elapsed = 0;
    clock.startedAt = performance.now();
    clock.running = true;
    clock.handle = setInterval(showClock, 500);
    showClock();
  }

  function stopClock() {
    clock.elapsed = clockMs();
    clock.running = false;
    clearInterval(clock.handle);
    showClock();
  }

  function setPaused(on) {
    if (!play.data || play.solved) return;
    play.paused = on;
    if (on) {
      stopClock();
    } else {
      clock.startedAt = performance.now();
      clock.running = true;
      clock.handle = setInterval(showClock, 500);
    }
    board.classList.toggle('paused', on);
    board.setAttribute('aria-hidden', String(on));
    const button = $('pause');
    button.textContent = on ? 'Resume' : 'Pause';
    button.setAttribute('aria-pressed', String(on));
    setPlayMessage(on ? 'Paused. Press Resume to go on.' : '');
  }

  // ---------- hint, check, solved ----------

  async function askHint() {
    if (!canEdit()) return;
    const ticket = play.ticket;
    const version = play.version;
    const button = $('hint');
    button.disabled = true;
    setPlayMessage('Looking for a hint…');
    let answer;
    try {
      answer = await postJSON('/api/hint', { id: play.data.id, grid: play.values.slice() });
    } catch (err) {
      if (ticket === play.ticket) setPlayMessage(err.message);
      return;
    } finally {
      button.disabled = false;
    }
    if (ticket !== play.ticket) return;
    if (version !== play.version) {
      // The grid changed while waiting: this hint is about the old one.
      if (play.messageKind === 'info' && $('play-message').textContent === 'Looking for a hint…') setPlayMessage('');
      return;
    }
    showHint(answer);
  }

  function showHint(answer) {
    const list = $('hint-text');
    list.replaceChildren();
    play.hl = emptyHighlights();
    const cells = (xs) => (Array.isArray(xs) ? xs : []);
    switch (answer.kind) {
      case 'wrong':
        play.hints++;
        cells(answer.cells).forEach((c) => play.hl.wrong.add(c));
        setPlayMessage(answer.text || 'Some entries are wrong.', 'hint');
        break;
      case 'steps': {
        play.hints++;
        const steps = cells(answer.steps);
        for (const step of steps) {
          const item = document.createElement('li');
          item.textContent = step.text || '';
          list.appendChild(item);
          cells(step.cells).forEach((c) => play.hl.hint.add(c));
          cells(step.placements).forEach(([c]) => play.hl.target.add(c));
          cells(step.eliminations).forEach(([c, v]) => play.hl.elim.add(`${c}:${v}`));
        }
        setPlayMessage(steps.length > 1
          ? `Hint: ${steps.length} steps, shown below. The last one tells you a number.`
          : 'Hint: shown below.', 'hint');
        break;
      }
      case 'solved':
        setPlayMessage(answer.text || 'The puzzle is already solved.', 'hint');
        break;
      default:
        setPlayMessage(answer.text || 'No hint can be found from here.', 'hint');
    }
    render();
  }

  /** POST /api/check; `auto` when sent because every square is filled. */
  async function checkGrid(auto) {
    if (!play.data || play.solved) return;
    if (!auto && play.paused) return;
    const ticket = play.ticket;
    const version = play.version;
    let answer;
    try {
      answer = await postJSON('/api/check', { id: play.data.id, grid: play.values.slice() });
    } catch (err) {
      if (ticket === play.ticket) setPlayMessage(err.message);
      return;
    }
    if (ticket !== play.ticket || version !== play.version) return;
    if (answer.solved) { finishGame(); return; }
    const wrong = Array.isArray(answer.wrong) ? answer.wrong : [];
    play.hl.wrong = new Set(wrong);
    const empty = Number(answer.empty) || 0;
    if (wrong.length) {
      const what = wrong.length === 1 ? '1 entry is wrong' : `${wrong.length} entries are wrong`;
      setPlayMessage(auto ? `Every square is filled, but ${what}.` : `${what}.`, 'check');
    } else {
      setPlayMessage(`All correct so far, ${plural(empty, 'cell', 'cells')} to go.`, 'check');
    }
    render();
  }

  function finishGame() {
    play.solved = true;
    stopClock();
    $('pause').disabled = true;
    const hints = play.hints ? ` You used ${plural(play.hints, 'hint', 'hints')}.` : '';
    const banner = $('solved');
    banner.textContent = `Solved in ${formatTime(clock.elapsed)}!${hints}`;
    banner.hidden = false;
    setPlayMessage('Well done! Press New puzzle for another one.');
    render();
  }

  // ---------- a new game ----------

  function playShapeQuery() {
    return new URLSearchParams({ size: $('play-grid').value, variant: $('play-variant').value }).toString();
  }

  async function refreshPlayLevels() {
    const shape = playShapeQuery();
    const levels = await fetchLevels(shape).catch(() => null);
    // Only for the grid and kind still chosen.
    if (levels && shape === playShapeQuery()) applyLevels($('play-difficulty'), levels);
  }

  /** Empties the board and the side panel while a game loads. */
  function clearGame() {
    play.data = null;
    play.version++;
    stopClock();
    clock.elapsed = 0;
    showClock();
    board.replaceChildren();
    board.classList.remove('paused');
    board.removeAttribute('aria-hidden');
    $('keypad').replaceChildren();
    $('hint-text').replaceChildren();
    $('solved').hidden = true;
    $('solved').textContent = '';
    $('pause').disabled = true;
    $('pause').textContent = 'Pause';
    $('pause').setAttribute('aria-pressed', 'false');
    $('undo').disabled = true;
    $('redo').disabled = true;
    $('game-info').textContent = '';
    $('play-command').textContent = '';
  }

  async function newGame() {
    play.started = true;
    const ticket = ++play.ticket;
    clearGame();
    board.setAttribute('aria-busy', 'true');
    setPlayMessage('Making a puzzle…');
    const shape = playShapeQuery();
    const levels = await fetchLevels(shape).catch(() => null);
    if (ticket !== play.ticket) return;
    if (levels) applyLevels($('play-difficulty'), levels);
    const query = new URLSearchParams({
      size: $('play-grid').value,
      variant: $('play-variant').value,
      difficulty: $('play-difficulty').value,
      seed: String(randomInt(999999999)),
    });
    let data;
    try {
      data = await fetchJSON('/api/puzzle?' + query);
      if (!data.side || !Array.isArray(data.puzzle) || data.puzzle.length < data.side * data.side) {
        throw new Error('The server sent a puzzle that could not be read.');
      }
    } catch (err) {
      if (ticket !== play.ticket) return;
      board.setAttribute('aria-busy', 'false');
      setPlayMessage(err.message);
      return;
    }
    if (ticket !== play.ticket) return;
    startGame(data);
  }

  function startGame(data) {
    prepareGame(data);
    buildBoard();
    buildKeypad();
    board.setAttribute('aria-busy', 'false');
    $('pause').disabled = false;
    const level = data.level ? data.level.charAt(0).toUpperCase() + data.level.slice(1) : '';
    $('game-info').textContent = `${data.side}x${data.side} ${data.variant || ''}, level ${level}` +
      (typeof data.score === 'number' ? ` (score ${data.score.toFixed(1)})` : '') + '. To print it:';
    $('play-command').textContent = data.command || '';
    updateClashes();
    render();
    startClock();
    setPlayMessage(`A new ${(data.level || '').toLowerCase()} puzzle. Good luck!`.replace('  ', ' '));
  }

  function onPlayShown() {
    if (!play.started) newGame();
  }

  /** Fills the play tab's choices from the sheet's (one list of each). */
  function copyChoices() {
    const copies = [['grid', 'play-grid', '9'], ['variant', 'play-variant', 'classic'],
      ['difficulty', 'play-difficulty', 'easy']];
    for (const [from, to, chosen] of copies) {
      for (const option of $(from).options) {
        if (option.value === 'box') continue; // a box is typed on the sheet only
        $(to).append(new Option(option.textContent, option.value));
      }
      $(to).value = chosen;
    }
  }

  function initPlay() {
    copyChoices();
    document.addEventListener('keydown', onKeyDown);
    board.addEventListener('click', (e) => {
      const cell = e.target.closest('.cell');
      if (!cell || play.paused) return;
      select(Number(cell.dataset.cell), true);
    });
    $('keypad').addEventListener('click', (e) => {
      const key = e.target.closest('.key');
      if (!key || !play.data) return;
      const v = Number(key.dataset.value);
      if (play.pencil) toggleMark(v);
      else enterValue(v);
    });
    $('erase').addEventListener('click', erase);
    $('pencil').addEventListener('click', () => setPencil(!play.pencil));
    $('undo').addEventListener('click', undo);
    $('redo').addEventListener('click', redo);
    $('fill-candidates').addEventListener('click', fillCandidates);
    $('hint').addEventListener('click', askHint);
    $('check').addEventListener('click', () => {
      if (canEdit()) checkGrid(false);
    });
    $('pause').addEventListener('click', () => setPaused(!play.paused));
    $('new-game').addEventListener('click', newGame);
    $('play-grid').addEventListener('change', refreshPlayLevels);
    $('play-variant').addEventListener('change', refreshPlayLevels);
    setPencil(false);
    refreshPlayLevels();
  }

  // ------------------------------------------------------------------

  initMake();
  initPlay();
  initTabs();
})();
