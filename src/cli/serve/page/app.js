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

  /** mm:ss (or h:mm:ss past an hour) for a duration in milliseconds. */
  function formatTime(ms) {
    const total = Math.floor(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => String(n).padStart(2, '0');
    return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  }

  /** A text shown on the page: a string as it is, a function (of the words) called. */
  function say(text) {
    return typeof text === 'function' ? String(text()) : String(text || '');
  }

  // ------------------------------------------------------------------
  // Words: every text the page shows, one table a language
  // (words/<lang>.json, keys to texts with {name} placeholders)
  // ------------------------------------------------------------------

  // The languages of the table, as the sheet's Language lists them (each
  // by its own name); the page's switch offers the same.
  const LANGS = Array.from(document.getElementById('lang').options, (o) => o.value);
  const LANG_STORE = 'sudoku-press-lang';

  const words = {
    lang: 'en',         // the page's language (asked of the server too)
    shown: 'en',        // the language of the table in use (en when lang's is missing)
    en: {},             // the English table: the fallback of every key
    cur: {},            // the table of `lang`
    tables: new Map(),  // lang -> Promise of its table (or null)
    ticket: 0,          // drops a table that arrives after a later choice
    plurals: new Map(), // lang -> Intl.PluralRules
  };

  /** The language chosen on this page before, if it is one of LANGS. */
  function storedLang() {
    try {
      const lang = window.localStorage.getItem(LANG_STORE);
      return LANGS.includes(lang) ? lang : null;
    } catch (_) {
      return null; // storage refused (private window, say)
    }
  }

  function storeLang(lang) {
    try {
      window.localStorage.setItem(LANG_STORE, lang);
    } catch (_) {
      // Not remembered, still used.
    }
  }

  /** The one of LANGS that is `code`, in any case (pt-br: pt-BR), or null. */
  function knownLang(code) {
    const lower = code.toLowerCase();
    return LANGS.find((lang) => lang.toLowerCase() === lower) || null;
  }

  /**
   * The page's language: the one chosen before, else the browser's first
   * known one (its whole tag, such as pt-BR, else its language, pt), else en.
   */
  function chooseLang() {
    const stored = storedLang();
    if (stored) return stored;
    const prefs = navigator.languages && navigator.languages.length
      ? navigator.languages : [navigator.language || ''];
    for (const tag of prefs) {
      const whole = String(tag || '').trim().replace(/_/g, '-');
      const known = knownLang(whole) || knownLang(whole.split('-')[0]);
      if (known) return known;
    }
    return 'en';
  }

  /** GET words/<lang>.json (relative: a static copy of the page works too), once. */
  function loadTable(lang) {
    if (!words.tables.has(lang)) {
      const pending = fetch('words/' + lang + '.json')
        .then((res) => {
          if (!res.ok) throw new Error('HTTP ' + res.status);
          return res.json();
        })
        .then((table) => (table && typeof table === 'object' && !Array.isArray(table) ? table : {}))
        .catch((err) => {
          console.warn('sudoku-press: words/' + lang + '.json could not be loaded:', err);
          words.tables.delete(lang); // asked again next time
          return null;
        });
      words.tables.set(lang, pending);
    }
    return words.tables.get(lang);
  }

  /** Loads the tables of `lang` (and English); false when a later call overtook this one. */
  async function setLang(lang) {
    const ticket = ++words.ticket;
    const [en, cur] = await Promise.all([loadTable('en'), lang === 'en' ? null : loadTable(lang)]);
    if (ticket !== words.ticket) return false;
    if (en) words.en = en;
    words.lang = lang;
    words.cur = lang === 'en' ? words.en : (cur || {});
    words.shown = lang === 'en' || cur ? lang : 'en';
    return true;
  }

  /** The text of `key` in the page's language, else in English, else undefined. */
  function lookup(key) {
    if (typeof words.cur[key] === 'string') return words.cur[key];
    if (typeof words.en[key] === 'string') return words.en[key];
    return undefined;
  }

  /** `template` with each {name} replaced by vars[name] (unknown names kept). */
  function fill(template, vars) {
    return String(template).replace(/\{(\w+)\}/g, (whole, name) =>
      (vars && Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole));
  }

  /** The words of `key`, placeholders filled from `vars`. */
  function t(key, vars) {
    let text = lookup(key);
    if (text === undefined) {
      console.warn('sudoku-press: no words for ' + key);
      text = key;
    }
    return vars ? fill(text, vars) : text;
  }

  /** The plural category (one, few, many, other...) of n in `lang`. */
  function pluralOf(lang, n) {
    try {
      if (!words.plurals.has(lang)) words.plurals.set(lang, new Intl.PluralRules(lang));
      return words.plurals.get(lang).select(n);
    } catch (_) {
      return n === 1 ? 'one' : 'other';
    }
  }

  /**
   * The words of `key`_<plural category of count> ({count} filled), falling
   * back to `key`_other, then to English.
   */
  function tn(key, count, vars) {
    const all = Object.assign({ count }, vars);
    const tables = [[words.cur, words.shown], [words.en, 'en']];
    for (const [table, lang] of tables) {
      for (const k of [key + '_' + pluralOf(lang, count), key + '_other']) {
        if (typeof table[k] === 'string') return fill(table[k], all);
      }
    }
    return t(key + '_other', all);
  }

  /** A number with one decimal, as the page's language writes it. */
  function formatDecimal(x) {
    try {
      return x.toLocaleString(words.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
    } catch (_) {
      return x.toFixed(1);
    }
  }

  /**
   * Sets an element's text; children marked data-slot="name" stay, put
   * where the text says {name} (a <code> inside a sentence, say).
   */
  function setText(el, text) {
    const slots = new Map();
    for (const child of el.children) if (child.dataset.slot) slots.set(child.dataset.slot, child);
    if (slots.size === 0) {
      if (el.textContent !== text) el.textContent = text;
      return;
    }
    const nodes = text.split(/\{(\w+)\}/).map((part, i) => {
      if (i % 2 === 0) return document.createTextNode(part);
      return slots.get(part) || document.createTextNode('{' + part + '}');
    });
    el.replaceChildren(...nodes);
  }

  const WORD_ATTRIBUTES = [['tPlaceholder', 'placeholder'], ['tAriaLabel', 'aria-label'], ['tTitle', 'title']];

  /**
   * Puts the words in: data-t="key" sets the text, data-t-placeholder,
   * data-t-aria-label and data-t-title those attributes. A key with no
   * words anywhere leaves the page's own (English) text.
   */
  function applyWords(root) {
    const scope = root || document;
    for (const el of scope.querySelectorAll('[data-t]')) {
      const text = lookup(el.dataset.t);
      if (text !== undefined) setText(el, text);
    }
    for (const [prop, attr] of WORD_ATTRIBUTES) {
      for (const el of scope.querySelectorAll('[data-t-' + attr + ']')) {
        const text = lookup(el.dataset[prop]);
        if (text !== undefined) el.setAttribute(attr, text);
      }
    }
    document.documentElement.lang = words.shown;
  }

  // ------------------------------------------------------------------
  // Talking to the engine: the server, or in the browser edition (a static
  // site, `cargo xtask site`) the library in WebAssembly in a Web Worker
  // (engine.js), asked the same addresses and answering the same bodies.
  // ------------------------------------------------------------------

  const inBrowser = document.body.dataset.engine === 'worker';

  /** The browser edition's worker, started on first use and again after a cancel. */
  const engine = {
    worker: null,
    ready: null,      // the init's answer: { status }
    next: 0,
    // id -> { message, resolve, reject, progress }: what the worker was
    // asked and not yet answered, posted again to a new worker.
    pending: new Map(),
    chosen: null,     // the reader's font { bytes, name }, given again to a new worker

    start() {
      const worker = new Worker('engine.js', { type: 'module' });
      this.worker = worker;
      worker.onmessage = (e) => {
        const m = e.data;
        const p = this.pending.get(m.id);
        if (!p) return;
        if (m.progress) {
          if (p.progress) p.progress(m.progress[0], m.progress[1]);
          return;
        }
        this.pending.delete(m.id);
        p.resolve(m);
      };
      worker.onerror = () => {
        const err = new Error(t('err_engine'));
        for (const p of this.pending.values()) p.reject(err);
        this.pending.clear();
        worker.terminate();
        if (this.worker === worker) this.worker = null;
      };
      // The reader's font, if one was chosen, before anything else is asked.
      this.ready = this.post({ init: { paper: regionPaper() } }).sent.then((m) => {
        if (m.status !== 200 || !this.chosen) return m;
        const { bytes, name } = this.chosen;
        return this.post({ font: bytes.slice(0), name }).sent.then(() => m);
      });
    },

    /**
     * Cancels request `id`: the worker making it is ended (and its sheets
     * with it); a new one answers what else was asked.
     */
    cancel(id, err) {
      const p = this.pending.get(id);
      if (!p) return;
      this.pending.delete(id);
      p.reject(err);
      if (this.worker) this.worker.terminate();
      const others = Array.from(this.pending.values()).filter((o) => !o.message.init);
      this.pending.clear();
      this.start();
      this.ready.then((m) => {
        for (const o of others) {
          if (m.status !== 200) { o.reject(new Error(t('err_engine'))); continue; }
          this.pending.set(++this.next, o);
          this.worker.postMessage(Object.assign({ id: this.next }, o.message));
        }
      });
    },

    post(message, progress) {
      if (!this.worker) this.start();
      const id = ++this.next;
      const sent = new Promise((resolve, reject) => {
        this.pending.set(id, { message, resolve, reject, progress });
        this.worker.postMessage(Object.assign({ id }, message));
      });
      return { id, sent };
    },

    /** The worker's answer at `url` as a Response, as fetch gives the server's. */
    async ask(url, options, progress) {
      if (!this.worker) this.start();
      const signal = options && options.signal;
      const aborted = () => new DOMException('cancelled', 'AbortError');
      if (signal && signal.aborted) throw aborted();
      const started = await this.ready;
      if (started.status !== 200) throw new Error(t('err_engine'));
      if (signal && signal.aborted) throw aborted();
      const u = new URL(url, location.href);
      const { id, sent } = this.post({
        path: u.pathname,
        query: u.search.slice(1),
        body: (options && options.body) || '',
        accepted: (navigator.languages || [navigator.language]).join(','),
      }, progress);
      const onAbort = () => this.cancel(id, aborted());
      if (signal) signal.addEventListener('abort', onAbort, { once: true });
      try {
        const m = await sent;
        const headers = { 'Content-Type': m.type };
        if (m.file) headers['Content-Disposition'] = `inline; filename="${m.file}"`;
        return new Response(m.body, { status: m.status, headers });
      } finally {
        if (signal) signal.removeEventListener('abort', onAbort);
      }
    },

    /** Hands the worker a font file of the reader's for the texts. */
    async font(bytes, name) {
      if (!this.worker) this.start();
      const started = await this.ready;
      if (started.status !== 200) throw new Error(t('err_engine'));
      const m = await this.post({ font: bytes.slice(0), name }).sent;
      if (m.status !== 200) throw new Error(new TextDecoder().decode(m.body));
      this.chosen = { bytes, name };
    },
  };

  /** Asks the engine at `url`: fetch from the server, or the worker. */
  function ask(url, options, progress) {
    return inBrowser ? engine.ask(url, options, progress) : fetch(url, options);
  }

  /**
   * A URL of the answer at `url` for an image or a link: the address
   * itself, or the worker's bytes in memory (the caller revokes it).
   */
  async function answerURL(url) {
    if (!inBrowser) return url;
    const res = await ask(url);
    if (!res.ok) throw new Error(t('err_status', { status: res.status }));
    return URL.createObjectURL(await res.blob());
  }

  /** The sheet's PDF in memory, one at a time: made again only for another sheet. */
  const pdfInMemory = { href: null, url: null };

  async function pdfURL(href) {
    if (pdfInMemory.href !== href) {
      const url = await answerURL(href);
      if (pdfInMemory.url) URL.revokeObjectURL(pdfInMemory.url);
      Object.assign(pdfInMemory, { href, url });
    }
    return pdfInMemory.url;
  }

  /**
   * Fetches JSON; on an HTTP error throws an Error carrying the server's
   * `{"error": "..."}` message when there is one.
   */
  async function fetchJSON(url, options, progress) {
    let res;
    try {
      res = await ask(url, options, progress);
    } catch (err) {
      if (err && err.name === 'AbortError') throw err;
      throw new Error(inBrowser ? err.message : t('err_unreachable'));
    }
    let body = null;
    try {
      body = await res.json();
    } catch (_) {
      body = null;
    }
    if (!res.ok) {
      const msg = body && typeof body.error === 'string' ? body.error
        : t('err_status', { status: res.status });
      throw new Error(msg);
    }
    if (body === null || typeof body !== 'object') {
      throw new Error(t('err_unreadable'));
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

  /**
   * Disables the unreachable levels of `select`; picks the shape's default
   * level when `toDefault` (the grid or kind changed) or when the chosen
   * one is not reached.
   */
  function applyLevels(select, info, toDefault) {
    const levels = Array.isArray(info.levels) ? info.levels : [];
    if (levels.length === 0) return;
    for (const option of select.options) {
      option.disabled = !levels.includes(option.value);
    }
    const current = select.options[select.selectedIndex];
    if (toDefault || !current || current.disabled) {
      select.value = levels.includes(info.default) ? info.default : levels[0];
    }
  }

  // ------------------------------------------------------------------
  // Grid sizes: those each kind is made on (shared by both tabs)
  // ------------------------------------------------------------------

  /**
   * The sides of the kinds of marks between cells, made from 4x4 to 9x9: a
   * futoshiki, a Latin square, at every side; no 4x4 grid keeps the
   * nonconsecutive rule. The other kinds take every size of the list but
   * LATIN_SIDES, whose grids have no boxes.
   */
  const KIND_SIDES = new Map([
    ['greater', [4, 6, 8, 9]],
    ['futoshiki', [4, 5, 6, 7, 8, 9]],
    ['kropki', [4, 6, 8, 9]],
    ['consecutive', [4, 6, 8, 9]],
    ['nonconsecutive', [6, 8, 9]],
    ['odd-even', [4, 6, 8, 9]],
    ['thermo', [4, 6, 8, 9]],
    ['jigsaw+greater', [4, 5, 6, 7, 8, 9]],
    ['jigsaw+kropki', [4, 5, 6, 7, 8, 9]],
    ['jigsaw+consecutive', [4, 5, 6, 7, 8, 9]],
    ['jigsaw+nonconsecutive', [5, 6, 7, 8, 9]],
    ['jigsaw+odd-even', [4, 5, 6, 7, 8, 9]],
    ['jigsaw+thermo', [4, 5, 6, 7, 8, 9]],
  ]);
  const LATIN_SIDES = [5, 7];
  /** The kinds with no boxes: no box is typed for them. */
  const BOXLESS = ['futoshiki'];

  /** Whether grid option `value` (a side, or 'box') is offered for `kind`. */
  function offersSize(kind, value) {
    if (value === 'box') return !BOXLESS.includes(kind);
    const side = Number(value);
    return KIND_SIDES.has(kind) ? KIND_SIDES.get(kind).includes(side) : !LATIN_SIDES.includes(side);
  }

  /**
   * Shows in `select` only the grid sizes `kind` is made on. A chosen size
   * it is not made on moves to the nearest one it is (the larger of two as
   * near); 'box' counts as `typed`, the side of the box typed, else 9.
   */
  function fitSizes(select, kind, typed) {
    for (const option of select.options) {
      const offered = offersSize(kind, option.value);
      option.hidden = !offered;
      option.disabled = !offered;
    }
    const chosen = select.options[select.selectedIndex];
    if (chosen && !chosen.disabled) return;
    const want = chosen && chosen.value !== 'box' ? Number(chosen.value) : (typed || 9);
    let nearest = null;
    for (const option of select.options) {
      if (option.disabled || option.value === 'box') continue;
      if (!nearest || Math.abs(option.value - want) <= Math.abs(nearest.value - want)) nearest = option;
    }
    if (nearest) select.value = nearest.value;
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
    levelToDefault: false, // the grid or kind changed: the level goes to the shape's default
    langTouched: false,    // the sheet's language was chosen (else it follows the page's)
    paperTouched: false,   // the paper was chosen (else the default paper is set)
    status: '',            // the status line (a string or a function of the words)
    error: '',             // the error line (likewise)
  };

  function value(id) {
    return $(id).value.trim();
  }

  /** The box size as typed, tidied: "3 X 2" and "3×2" become "3x2". */
  function boxValue() {
    return value('box').toLowerCase().replace(/\s+/g, '').replace(/[×*]/g, 'x');
  }

  /** The side of the box typed ("3x2": 6), or 0. */
  function typedSide() {
    const m = /^(\d+)x(\d+)$/.exec(boxValue());
    return m ? Number(m[1]) * Number(m[2]) : 0;
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
    if (tinted()) flag('tint', 'tint');
    if ($('symbols').value === 'shapes' || tinted()) flag('color', 'color');
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

  /** Whether the sheet's regions are tinted: asked, for a jigsaw (or a mix, which may hold one). */
  function tinted() {
    return !$('tint').disabled && $('tint').checked;
  }

  /** Shows or hides the controls that depend on others. */
  function syncFormState() {
    $('box-field').hidden = $('grid').value !== 'box';
    // A jigsaw's regions take a tint, but not where it would hide greys
    // (a jigsaw X's diagonals, odd and even cells, thermometers).
    const kind = $('variant').value;
    const greys = ['jigsaw+x', 'jigsaw+odd-even', 'jigsaw+thermo'];
    const jigsaw = kind.startsWith('jigsaw') && !greys.includes(kind);
    $('tint').disabled = !jigsaw && value('mix') === '';
    $('color').disabled = $('symbols').value !== 'shapes' && !tinted();
    const mixUsed = value('mix') !== '';
    for (const field of form.querySelectorAll('[data-mix-unused]')) {
      field.classList.toggle('unused', mixUsed);
    }
  }

  /** Shows (or with '' hides) the sheet's error; `text` a string or a function of the words. */
  function setSheetError(text) {
    sheet.error = text;
    const el = $('sheet-error');
    const shown = say(text);
    el.textContent = shown;
    el.hidden = !shown;
  }

  /** The status line; `text` a string or a function of the words (said again on a change of language). */
  function setStatus(text) {
    sheet.status = text;
    $('status').textContent = say(text);
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
    // The pages drawn in memory (the browser edition's), freed when the
    // preview moves on.
    const drawn = [];
    const dropped = () => { drawn.forEach((url) => URL.revokeObjectURL(url)); };
    for (let n = 1; n <= pages; n++) {
      const img = new Image();
      img.className = 'page';
      img.dataset.page = String(n);
      img.dataset.pages = String(pages);
      img.alt = t('make_page_alt', { page: n, pages });
      img.decoding = 'async';
      if (n > 2) img.loading = 'lazy'; // later pages load as they are scrolled to
      const address = `/sheet.svg?${q}&page=${n}`;
      img.dataset.address = address;
      if (inBrowser) {
        // Drawn by the worker, one page after another.
        try {
          img.src = await answerURL(address);
          drawn.push(img.src);
        } catch (err) {
          dropped();
          if (ticket === sheet.ticket) setSheetError(err.message);
          return;
        }
        if (ticket !== sheet.ticket) { dropped(); return; }
      } else {
        img.src = address;
      }
      // A page the server could not draw (busy, say) says so.
      img.addEventListener('error', () => {
        if (ticket === sheet.ticket) {
          setSheetError(() => t('err_page', { page: n, pages }));
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
    if (ticket !== sheet.ticket) { dropped(); return; }
    preview.replaceChildren(...images);
    (sheet.drawn || []).forEach((url) => URL.revokeObjectURL(url));
    sheet.drawn = drawn;
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
    $('cancel').hidden = true;

    const shape = shapeQuery();
    if (shape === null && !value('mix')) {
      setSheetError('');
      setStatus(() => t('msg_type_box'));
      setSheetLoading(false);
      return;
    }

    setStatus(() => t('msg_making'));
    setSheetLoading(true);

    // Which levels this shape reaches (may change the chosen level).
    if (shape !== null) {
      const levels = await fetchLevels(shape).catch(() => null);
      if (ticket !== sheet.ticket) return;
      if (levels) {
        applyLevels($('difficulty'), levels, sheet.levelToDefault);
        sheet.levelToDefault = false;
      }
    }

    const controller = new AbortController();
    sheet.abort = controller;
    let q = buildQuery();
    sheet.lastKey = q; // the level may have been changed just above
    let info;
    // A sheet can be cancelled while it is made; the worker says how far it is.
    $('cancel').hidden = false;
    const progress = (done, total) => {
      if (ticket === sheet.ticket) setStatus(() => t('msg_making_n', { done, total }));
    };
    try {
      info = await fetchJSON('/sheet.json?' + q, { signal: controller.signal }, progress);
    } catch (err) {
      if (ticket === sheet.ticket) $('cancel').hidden = true;
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
    $('cancel').hidden = true;

    // With no seed typed, pin the server's so the PDF matches the preview.
    if (!value('seed') && info.seed !== undefined) q = buildQuery(info.seed);

    setSheetError('');
    $('command').textContent = info.command || '';
    $('copy-command').hidden = !info.command;
    setDownload(q, info.file);
    const pages = Math.max(0, Number(info.pages) || 0);
    const puzzles = Number(info.puzzles) || 0;
    const seed = info.seed;
    setStatus(() => {
      const vars = { pages: tn('msg_pages', pages), puzzles: tn('msg_puzzles', puzzles) };
      return seed !== undefined ? t('msg_sheet_seed', Object.assign(vars, { seed })) : t('msg_sheet', vars);
    });
    await showPages(q, pages, ticket);
  }

  const scheduleSheet = debounce(updateSheet, 300);

  async function copyCommand() {
    const code = $('command');
    const text = code.textContent;
    if (!text) return;
    try {
      if (!navigator.clipboard) throw new TypeError('navigator.clipboard');
      await navigator.clipboard.writeText(text);
      flashButton($('copy-command'), 'make_copied');
    } catch (_) {
      // Fall back to selecting the text for Ctrl+C.
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      setStatus(() => t('msg_command_selected'));
    }
  }

  /** Shows the words of `key` on a button (with data-t) for a moment. */
  function flashButton(button, key) {
    button.textContent = t(key);
    clearTimeout(Number(button.dataset.flash) || 0);
    button.dataset.flash = String(setTimeout(() => {
      button.textContent = t(button.dataset.t);
      delete button.dataset.flash;
    }, 1500));
  }

  const LETTER_REGIONS = ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'SV', 'PA', 'DO', 'PR'];

  /** The region subtag of the browser's language ("US" of en-US), or ''. */
  function browserRegion() {
    const tag = navigator.language || '';
    try {
      const region = new Intl.Locale(tag).region;
      if (region) return region.toUpperCase();
    } catch (_) {
      // No Intl.Locale, or a tag it refuses: read the subtags.
    }
    const sub = tag.split(/[-_]/).slice(1).find((s) => /^(?:[A-Za-z]{2}|\d{3})$/.test(s));
    return sub ? sub.toUpperCase() : '';
  }

  /**
   * The paper a sheet starts on: the server's (GET /api/defaults), else
   * (a static copy of the page, no server) by the browser's region:
   * letter in the Americas that use it, else A4.
   */
  async function defaultPaper() {
    try {
      if (inBrowser) return regionPaper();
      const res = await fetch('/api/defaults');
      if (res.ok) {
        const body = await res.json();
        if (body && typeof body.paper === 'string' && body.paper) return body.paper.toLowerCase();
      }
    } catch (_) {
      // Not reached: the browser's region decides.
    }
    return regionPaper();
  }

  /** The paper of the browser's region: letter in the Americas that use it, else A4. */
  function regionPaper() {
    return LETTER_REGIONS.includes(browserRegion()) ? 'letter' : 'a4';
  }

  function initMake() {
    // Defaults that depend on the reader: the sheet's language is the
    // page's (until one is chosen), the paper the server's or the region's.
    $('lang').value = words.lang;
    $('lang').addEventListener('change', () => { sheet.langTouched = true; });
    $('page-size').addEventListener('change', () => { sheet.paperTouched = true; });
    const paper = defaultPaper().then((name) => {
      const known = Array.from($('page-size').options).some((o) => o.value === name);
      if (known && !sheet.paperTouched) $('page-size').value = name;
    });
    $('seed').value = String(randomInt(999999));

    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('input', (e) => {
      if (e.target.id === 'box') sheet.levelToDefault = true;
      if (e.target.matches('input[type="text"], input[type="number"]')) {
        syncFormState();
        scheduleSheet();
      }
    });
    form.addEventListener('change', (e) => {
      // A new grid or kind starts at its default level.
      if (e.target.id === 'grid' || e.target.id === 'variant') sheet.levelToDefault = true;
      // A kind offers the grids it is made on only.
      if (e.target.id === 'variant') fitSizes($('grid'), $('variant').value, typedSide());
      syncFormState();
      scheduleSheet();
    });
    $('new-seed').addEventListener('click', () => {
      $('seed').value = String(randomInt(999999));
      scheduleSheet();
    });
    $('copy-command').addEventListener('click', copyCommand);
    $('print').addEventListener('click', async () => {
      const href = download.getAttribute('href');
      if (!href) return;
      if (!inBrowser) {
        window.open(href, '_blank', 'noopener');
        return;
      }
      // Opened while the click counts (a pop-up blocker lets it), then given
      // the PDF once it is made.
      const shown = window.open('about:blank', '_blank');
      try {
        const url = await pdfURL(href);
        if (shown) {
          shown.opener = null;
          shown.location.href = url;
        }
      } catch (err) {
        if (shown) shown.close();
        setSheetError(err.message);
      }
    });
    download.addEventListener('click', async (e) => {
      const href = download.getAttribute('href');
      if (!href) { e.preventDefault(); return; }
      if (!inBrowser) return;
      // The browser edition's PDF is made here, then saved from memory.
      e.preventDefault();
      try {
        const url = await pdfURL(href);
        download.dataset.saved = url;
        const a = document.createElement('a');
        a.href = url;
        a.download = download.getAttribute('download') || 'sudoku.pdf';
        document.body.append(a);
        a.click();
        a.remove();
      } catch (err) {
        setSheetError(err.message);
      }
    });
    $('cancel').addEventListener('click', () => {
      if (sheet.abort) sheet.abort.abort();
      sheet.abort = null;
      sheet.lastKey = null;
      $('cancel').hidden = true;
      setSheetLoading(false);
      setStatus(() => t('msg_cancelled'));
    });
    if (inBrowser) {
      $('font-field').hidden = false;
      $('font-file').addEventListener('change', async () => {
        const file = $('font-file').files[0];
        if (!file) return;
        try {
          await engine.font(await file.arrayBuffer(), file.name);
          sheet.lastKey = null;
          scheduleSheet();
        } catch (err) {
          setSheetError(err.message);
        }
      });
    }

    fitSizes($('grid'), $('variant').value, typedSide());
    syncFormState();
    paper.then(() => updateSheet());
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
    rows: 0,            // the canvas: one grid's side, or a samurai's rows and columns
    cols: 0,
    places: [],         // the cell at each place of the canvas, row by row (-1: a hole)
    placeOf: [],        // per cell: its [row, column] on the canvas
    canvas: false,      // whether the canvas is more than one grid (a samurai)
    values: [],         // current values, 0 = empty
    marks: [],          // pencil marks: bit v set = mark v
    givens: [],
    houses: [],         // every house's cells
    peers: [],          // per cell: the other cells sharing a house or cage
    cages: [],
    cageSumAt: new Map(), // first cell of a cage -> its sum
    rel: null,          // the marks between and on cells (marksOf)
    neighbours: [],     // every two cells side by side, when a rule asks of them all
    cellMarks: [],      // per cell: what its label says of its marks (markLabels)
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
    message: '',        // the message shown (a string or a function of the words)
    solvedText: null,   // the solved banner's words (a function)
    levelToDefault: false, // the grid or kind changed: the level goes to the shape's default
    started: false,     // a game was asked for at least once
  };

  function emptyHighlights() {
    return { wrong: new Set(), hint: new Set(), target: new Set(), elim: new Set() };
  }
  play.hl = emptyHighlights();

  /** Play's message; `text` a string or a function of the words (said again on a change of language). */
  function setPlayMessage(text, kind) {
    const shown = say(text);
    play.message = text;
    $('play-message').textContent = shown;
    play.messageKind = shown ? (kind || 'info') : '';
  }

  const lookingForHint = () => t('play_looking_for_hint');

  const bit = (v) => 1 << v;
  const rowOf = (c) => play.placeOf[c][0];
  const colOf = (c) => play.placeOf[c][1];
  const cellName = (c) => t('play_cell', { row: rowOf(c) + 1, column: colOf(c) + 1 });

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

  /**
   * What the server said in the puzzle's language (`said` of /api/puzzle):
   * each house's name and "in row 1", the clash templates and a cell's.
   */
  function said(field) {
    return play.data.said[field];
  }

  /** "3 is already in row 1." */
  function houseClashText(v, h) {
    return fill(said('clash_house'), {
      symbol: sym(v),
      in_house: said('in_houses')[h],
      house: said('houses')[h],
    });
  }

  /** "3 is already in the cage starting at r1c2." */
  function cageClashText(v, first) {
    const cell = fill(said('cell'), { row: rowOf(first) + 1, column: colOf(first) + 1 });
    return fill(said('clash_cage'), { symbol: sym(v), cell });
  }

  function prepareGame(data) {
    const side = data.side;
    play.rows = data.rows || side;
    play.cols = data.cols || side;
    play.places = Array.isArray(data.places) && data.places.length === play.rows * play.cols
      ? data.places : Array.from({ length: side * side }, (_, i) => i);
    const n = play.places.filter((c) => c >= 0).length;
    play.placeOf = new Array(n);
    play.places.forEach((c, p) => { if (c >= 0) play.placeOf[c] = [Math.floor(p / play.cols), p % play.cols]; });
    play.canvas = play.rows !== side || play.cols !== side;
    play.data = data;
    play.side = side;
    play.values = data.puzzle.slice(0, n).map((v) => Number(v) || 0);
    play.givens = play.values.map((v) => v > 0);
    play.marks = new Array(n).fill(0);
    // Every house as the server lists it (rows, columns, boxes or
    // regions, diagonals, windows, every grid's): the page keeps no rules.
    play.houses = data.houses;
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
    play.peerSets = peerSets;
    play.rel = marksOf(data, n);
    play.neighbours = play.rel.negative || play.rel.nonconsecutive ? neighbourPairs() : [];
    play.cellMarks = markLabels();
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

  // ---------- marks between and on cells ----------

  /** The key of two cells either way round ("3:4"). */
  const pairKey = (a, b) => (a < b ? `${a}:${b}` : `${b}:${a}`);

  /**
   * The marks of `data`, a puzzle of `n` cells, read once. The server sends
   * them as the JSON format does, each left out when it marks nothing:
   * signs ([greater, smaller]), white and black dots, the negative and
   * nonconsecutive rules, odd and even cells, thermometers (bulb first).
   * A consecutive Sudoku's white marks are bars.
   */
  function marksOf(data, n) {
    const cell = (c) => Number.isInteger(c) && c >= 0 && c < n;
    const list = (xs) => (Array.isArray(xs) ? xs : []);
    const pairs = (xs) => list(xs).filter((p) => Array.isArray(p) && p.length === 2 && p.every(cell));
    const m = {
      greater: pairs(data.greater),
      white: pairs(data.white),
      black: pairs(data.black),
      negative: data.negative === true,
      nonconsecutive: data.nonconsecutive === true,
      odd: list(data.odd).filter(cell),
      even: list(data.even).filter(cell),
      thermos: list(data.thermos).filter((path) => Array.isArray(path) && path.length > 1 && path.every(cell)),
      bars: data.variant === 'consecutive',
    };
    m.dotted = new Set([...m.white, ...m.black].map(([a, b]) => pairKey(a, b)));
    m.whites = new Set(m.white.map(([a, b]) => pairKey(a, b)));
    // The cells under a grey circle, square or thermometer, whose numbers
    // and pencil marks take the inks that stand out on grey.
    m.shadedCells = new Set([...m.odd, ...m.even, ...m.thermos.flat()]);
    m.shaded = m.shadedCells.size > 0;
    m.between = [m.greater, m.white, m.black].some((xs) => xs.length > 0);
    return m;
  }

  /** Every two cells side by side on the canvas: [left or upper, other]. */
  function neighbourPairs() {
    const { rows, cols, places } = play;
    const at = (r, c) => (r < rows && c < cols ? places[r * cols + c] : -1);
    const pairs = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const a = at(r, c);
        if (a < 0) continue;
        if (at(r, c + 1) >= 0) pairs.push([a, at(r, c + 1)]);
        if (at(r + 1, c) >= 0) pairs.push([a, at(r + 1, c)]);
      }
    }
    return pairs;
  }

  /** The words' key of the side cell `b` lies on from its neighbour `a`. */
  function sideKey(a, b) {
    const down = rowOf(b) - rowOf(a);
    const right = colOf(b) - colOf(a);
    if (down) return down < 0 ? 'play_side_above' : 'play_side_below';
    return right < 0 ? 'play_side_left' : 'play_side_right';
  }

  /**
   * Per cell, what its label says of its marks: [key, side key or ''],
   * such as ['play_cell_greater', 'play_side_right'] ("greater than the
   * square to the right"). A thermometer's steps are said as signs.
   */
  function markLabels() {
    const m = play.rel;
    const labels = play.placeOf.map(() => []);
    const between = (a, b, key, other) => {
      labels[a].push([key, sideKey(a, b)]);
      labels[b].push([other || key, sideKey(b, a)]);
    };
    m.odd.forEach((c) => labels[c].push(['play_cell_odd', '']));
    m.even.forEach((c) => labels[c].push(['play_cell_even', '']));
    for (const path of m.thermos) {
      path.forEach((c, k) => labels[c].push([k === 0 ? 'play_cell_bulb' : 'play_cell_thermo', '']));
      for (let k = 1; k < path.length; k++) between(path[k], path[k - 1], 'play_cell_greater', 'play_cell_less');
    }
    m.greater.forEach(([a, b]) => between(a, b, 'play_cell_greater', 'play_cell_less'));
    m.white.forEach(([a, b]) => between(a, b, m.bars ? 'play_cell_bar' : 'play_cell_white'));
    m.black.forEach(([a, b]) => between(a, b, 'play_cell_black'));
    return labels;
  }

  // The marks' sizes, shares of a cell, as the printed sheets draw them
  // (src/sheet/marks.rs); the signs a little larger, for a screen.
  const MARK = {
    odd: 0.42,          // an odd cell's circle: its radius
    even: 0.36,         // an even cell's square: half its side
    tube: 0.28,         // a thermometer's tube: its width
    bulb: 0.38,         // a thermometer's bulb: its radius
    dot: 0.12,          // a kropki dot: its radius
    ring: 0.035,        // the ring of a dot or a bar
    bar: [0.5, 0.2],    // a bar: its length along the border, its width across
    round: 0.05,        // a bar's rounded corners: their radius
    sign: [0.18, 0.19], // a sign: its reach across the border, half its span along it
    stroke: 0.055,      // a sign's stroke
  };

  /** The centre of cell `c`, in cell units: [x, y]. */
  const centre = (c) => [colOf(c) + 0.5, rowOf(c) + 0.5];

  /** A length in cell units as an attribute says it: to a thousandth. */
  const units = (v) => String(Math.round(v * 1000) / 1000);

  /** A new SVG element `name` in `parent`, with `attrs` (numbers in cell units). */
  function svgChild(parent, name, attrs) {
    const el = document.createElementNS(parent.namespaceURI, name);
    for (const [key, v] of Object.entries(attrs)) el.setAttribute(key, typeof v === 'number' ? units(v) : v);
    parent.appendChild(el);
    return el;
  }

  /**
   * An empty layer over the board, in cell units (a cell's centre at its
   * column + 0.5, row + 0.5). Made by the HTML parser: the page names no
   * address, not even SVG's namespace.
   */
  function svgLayer(name) {
    const holder = document.createElement('div');
    holder.innerHTML = `<svg viewBox="0 0 ${play.cols} ${play.rows}" preserveAspectRatio="none"></svg>`;
    const svg = holder.firstElementChild;
    svg.setAttribute('class', 'relations ' + name);
    svg.setAttribute('aria-hidden', 'true');
    return svg;
  }

  /**
   * Under the numbers: odd cells' circles, even cells' squares and
   * thermometers (a bulb, a rounded tube through the cells' centres), one
   * see-through grey, so a cell's highlight shows through.
   */
  function drawShading(m) {
    const svg = svgLayer('under');
    const shade = svgChild(svg, 'g', { class: 'shade' });
    for (const c of m.odd) {
      const [x, y] = centre(c);
      svgChild(shade, 'circle', { class: 'parity-odd', cx: x, cy: y, r: MARK.odd, 'data-cells': c });
    }
    for (const c of m.even) {
      const [x, y] = centre(c);
      const half = MARK.even;
      svgChild(shade, 'rect', {
        class: 'parity-even', x: x - half, y: y - half, width: 2 * half, height: 2 * half, 'data-cells': c,
      });
    }
    for (const path of m.thermos) {
      const thermo = svgChild(shade, 'g', { class: 'thermo', 'data-cells': path.join(' ') });
      const d = 'M' + path.map((c) => centre(c).join(' ')).join(' L');
      svgChild(thermo, 'path', { class: 'tube', d, 'stroke-width': MARK.tube });
      const [x, y] = centre(path[0]);
      svgChild(thermo, 'circle', { class: 'bulb', cx: x, cy: y, r: MARK.bulb });
    }
    return svg;
  }

  /**
   * Over the lines, on the border between two cells: greater-than signs
   * pointing to the smaller number, kropki dots (white ringed, black),
   * consecutive Sudoku's bars across the border.
   */
  function drawBetween(m) {
    const svg = svgLayer('over');
    // The border's midpoint, and the step from a's centre to b's.
    const border = (a, b) => {
      const [ax, ay] = centre(a);
      const [bx, by] = centre(b);
      return { x: (ax + bx) / 2, y: (ay + by) / 2, dx: bx - ax, dy: by - ay };
    };
    for (const [a, b] of m.greater) {
      // The tip on the smaller number's side, the open end on the greater's.
      const { x, y, dx, dy } = border(a, b);
      const [reach, span] = MARK.sign;
      const tip = [x + dx * reach / 2, y + dy * reach / 2];
      const arm = (s) => [x - dx * reach / 2 - dy * span * s, y - dy * reach / 2 + dx * span * s];
      const at = (p) => p.map(units).join(' ');
      const d = `M${at(arm(1))} L${at(tip)} L${at(arm(-1))}`;
      svgChild(svg, 'path', { class: 'relation-sign', d, 'stroke-width': MARK.stroke, 'data-cells': `${a} ${b}` });
    }
    // A dot or bar's ring is drawn inside its edge.
    const ring = MARK.ring;
    const dot = (a, b, colour) => {
      const { x, y } = border(a, b);
      svgChild(svg, 'circle', {
        class: 'relation-dot ' + colour, cx: x, cy: y, r: MARK.dot - ring / 2, 'stroke-width': ring,
        'data-cells': `${a} ${b}`,
      });
    };
    const bar = (a, b) => {
      // Along the border: upright between cells side by side.
      const { x, y, dx } = border(a, b);
      const [long, wide] = MARK.bar;
      const [w, h] = dx !== 0 ? [wide, long] : [long, wide];
      svgChild(svg, 'rect', {
        class: 'relation-bar', x: x - (w - ring) / 2, y: y - (h - ring) / 2, width: w - ring, height: h - ring,
        rx: MARK.round, 'stroke-width': ring, 'data-cells': `${a} ${b}`,
      });
    };
    m.white.forEach(([a, b]) => (m.bars ? bar(a, b) : dot(a, b, 'white')));
    m.black.forEach(([a, b]) => dot(a, b, 'black'));
    return svg;
  }

  /** The marks `values` break, as notes ({ cells, text }); a mark by an empty cell is kept. */
  function markClashes(values) {
    const m = play.rel;
    const notes = [];
    const filled = (a, b) => values[a] > 0 && values[b] > 0;
    const apart = (a, b) => Math.abs(values[a] - values[b]);
    const double = (a, b) => values[a] === 2 * values[b] || values[b] === 2 * values[a];
    const pair = (a, b, key) => notes.push({
      cells: [a, b], text: () => t(key, { a: cellName(a), b: cellName(b) }),
    });
    const single = (c, key) => notes.push({ cells: [c], text: () => t(key, { cell: cellName(c) }) });
    for (const [a, b] of m.greater) if (filled(a, b) && values[a] <= values[b]) pair(a, b, 'play_clash_greater');
    for (const [a, b] of m.white) {
      if (filled(a, b) && apart(a, b) !== 1) pair(a, b, m.bars ? 'play_clash_bar' : 'play_clash_white');
    }
    for (const [a, b] of m.black) if (filled(a, b) && !double(a, b)) pair(a, b, 'play_clash_black');
    // The rules of the pairs with no mark between them.
    for (const [a, b] of play.neighbours) {
      if (!filled(a, b)) continue;
      const key = pairKey(a, b);
      if (m.negative && !m.dotted.has(key) && (apart(a, b) === 1 || double(a, b))) {
        pair(a, b, 'play_clash_negative');
      }
      if (m.nonconsecutive && !m.whites.has(key) && apart(a, b) === 1) {
        pair(a, b, m.bars ? 'play_clash_no_bar' : 'play_clash_nonconsecutive');
      }
    }
    for (const c of m.odd) if (values[c] > 0 && values[c] % 2 === 0) single(c, 'play_clash_odd');
    for (const c of m.even) if (values[c] % 2 === 1) single(c, 'play_clash_even');
    for (const path of m.thermos) notes.push(...thermoClashes(path, values));
    return notes;
  }

  /**
   * A thermometer's clashes: two filled cells, none filled between them,
   * whose numbers cannot rise strictly over the steps from one to the
   * other (5 then 3; or 3, an empty cell, 4).
   */
  function thermoClashes(path, values) {
    const notes = [];
    let last = -1; // the place on the path of the last filled cell
    path.forEach((c, k) => {
      if (!values[c]) return;
      const a = path[last];
      if (last >= 0 && values[c] - values[a] < k - last) {
        notes.push({
          cells: [a, c],
          text: () => t('play_clash_thermo', { cell: cellName(path[0]), a: cellName(a), b: cellName(c) }),
        });
      }
      last = k;
    });
    return notes;
  }

  // ---------- drawing the board ----------

  /**
   * The dashed cage outline pieces for one cell, from the server's bits:
   * its sides along the outline (1 top, 2 right, 4 bottom, 8 left) and
   * the cage's inner corners in it (16, 32, 64, 128).
   */
  function cageParts(bits) {
    const outline = document.createElement('div');
    outline.className = 'cage';
    for (const [edge, bit] of [['t', 1], ['r', 2], ['b', 4], ['l', 8]]) {
      if (bits & bit) outline.classList.add('edge-' + edge);
    }
    const parts = [outline];
    for (const [name, bit] of [['tl', 16], ['tr', 32], ['bl', 64], ['br', 128]]) {
      if (!(bits & bit)) continue;
      const corner = document.createElement('div');
      corner.className = 'cage-corner corner-' + name;
      parts.push(corner);
    }
    return parts;
  }

  function buildBoard() {
    const side = play.side;
    const n = play.placeOf.length;
    const { rows, cols } = play;
    board.replaceChildren();
    // A samurai's canvas: its longer side across the board, its cells
    // framed by the server's box edges, its holes blank.
    board.classList.toggle('canvas', play.canvas);
    board.style.setProperty('--side', String(Math.max(rows, cols)));
    board.style.setProperty('--rows', String(rows));
    board.style.setProperty('--cols', String(cols));
    board.style.setProperty('--mcols', String(Math.ceil(Math.sqrt(side))));
    board.setAttribute('aria-rowcount', String(rows));
    board.setAttribute('aria-colcount', String(cols));
    const edges = play.data.edges;
    const cageEdges = play.data.cage_edges || [];

    const extraCells = new Set((play.data.extras || []).flat());

    play.cellEls = [];
    play.valueEls = [];
    play.markEls = [];
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      for (let c = 0; c < cols; c++) {
        const i = play.places[r * cols + c];
        if (i < 0) {
          const hole = document.createElement('div');
          hole.className = 'hole';
          hole.setAttribute('aria-hidden', 'true');
          row.appendChild(hole);
          continue;
        }
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(i);
        cell.tabIndex = -1;
        if (play.givens[i]) cell.classList.add('given');
        // The server's box and region borders (1 top, 2 right, 4 bottom,
        // 8 left). A canvas draws every side along a box or a hole, its
        // edge too (a top or left side only where no cell beyond draws
        // it); one grid, framed by the board, its inner borders.
        if (play.canvas) {
          const none = (rr, cc) => rr < 0 || cc < 0 || play.places[rr * cols + cc] < 0;
          if (edges[i] & 1 && none(r - 1, c)) cell.classList.add('thick-t');
          if (edges[i] & 2) cell.classList.add('thick-r');
          if (edges[i] & 4) cell.classList.add('thick-b');
          if (edges[i] & 8 && none(r, c - 1)) cell.classList.add('thick-l');
        } else {
          if (c < cols - 1 && edges[i] & 2) cell.classList.add('thick-r');
          if (r < rows - 1 && edges[i] & 4) cell.classList.add('thick-b');
        }
        if (extraCells.has(i)) cell.classList.add('extra');
        if (play.rel.shadedCells.has(i)) cell.classList.add('shaded');

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

        if (cageEdges.length) {
          cell.append(...cageParts(cageEdges[i]));
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
    // The marks between and on cells: shading under the numbers; signs,
    // dots and bars over the lines.
    board.classList.toggle('marked', play.rel.shaded || play.rel.between);
    if (play.rel.shaded) board.append(drawShading(play.rel));
    if (play.rel.between) board.append(drawBetween(play.rel));
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
    const parts = [cellName(i)];
    if (play.givens[i]) parts.push(t('play_cell_given', { symbol: sym(v) }));
    else if (v) parts.push(sym(v));
    else {
      parts.push(t('play_cell_empty'));
      if (marks.length) parts.push(t('play_cell_candidates', { symbols: marks.map(sym).join(' ') }));
    }
    if (play.cageSumAt.has(i)) parts.push(t('play_cell_cage_sum', { sum: play.cageSumAt.get(i) }));
    for (const [key, side] of play.cellMarks[i]) parts.push(t(key, side ? { side: t(side) } : undefined));
    if (play.clash.has(i)) parts.push(t('play_cell_clash'));
    if (play.hl.wrong.has(i)) parts.push(t('play_cell_wrong'));
    if (play.hl.target.has(i)) parts.push(t('play_cell_hint'));
    return parts.join(t('play_label_sep'));
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
      // Every cell that shares a house or a cage with the selected one.
      const peer = i !== sel && play.peerSets[sel].has(i);
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
        notes.push({ cells: cs, text: () => houseClashText(v, h) });
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
        notes.push({ cells: cs, text: () => cageClashText(v, first) });
      } else if (filled.length === cage.cells.length) {
        const total = filled.reduce((a, b) => a + b, 0);
        if (total !== cage.sum) {
          cage.cells.forEach((c) => clash.add(c));
          notes.push({
            cells: cage.cells,
            text: () => t('play_cage_adds_up', { cell: cellName(first), total, sum: cage.sum }),
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
              ? () => t('play_cage_over', { cell: cellName(first), sum: cage.sum })
              : () => t('play_cage_under', { cell: cellName(first), sum: cage.sum }),
          });
        }
      }
    }
    for (const note of markClashes(values)) {
      note.cells.forEach((c) => clash.add(c));
      notes.push(note);
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
      setPlayMessage(() => t('play_is_given', { cell: cellName(c) }));
      return;
    }
    if (play.pencil) { toggleMark(v); return; }
    if (play.values[c] === v) return;
    // Said aloud by a screen reader, which does not read a changed label.
    $('announce').textContent = t('play_announce', { cell: cellName(c), symbol: sym(v) });
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
      setPlayMessage(() => t('play_erase_first'));
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
    button.textContent = t(on ? 'play_pencil_on' : 'play_pencil_off');
    $('keypad').classList.toggle('pencil', on);
  }

  /**
   * Every empty cell gets the symbols none of its peers hold; an odd or
   * even cell only those of its parity.
   */
  function fillCandidates() {
    if (!canEdit()) return;
    const symbols = Array.from({ length: play.side }, (_, k) => k + 1);
    const of = (keep) => symbols.filter(keep).reduce((m, v) => m | bit(v), 0);
    const all = of(() => true);
    const parity = new Map([
      ...play.rel.odd.map((c) => [c, of((v) => v % 2 === 1)]),
      ...play.rel.even.map((c) => [c, of((v) => v % 2 === 0)]),
    ]);
    const changes = [];
    play.values.forEach((v, c) => {
      if (v) return;
      let marks = parity.get(c) ?? all;
      for (const p of play.peers[c]) if (play.values[p]) marks &= ~bit(play.values[p]);
      if (marks !== play.marks[c]) changes.push(change(c, 0, marks));
    });
    if (changes.length === 0) {
      setPlayMessage(() => t('play_has_candidates'));
      return;
    }
    commit(changes);
    setPlayMessage(() => t('play_candidates_filled'));
  }

  // ---------- selection and keys ----------

  function select(cell, focus) {
    if (!play.data) return;
    play.selected = cell;
    render();
    if (focus) play.cellEls[cell].focus({ preventScroll: false });
  }

  function moveSelection(dr, dc) {
    const { rows, cols } = play;
    let r = rowOf(play.selected);
    let c = colOf(play.selected);
    // On round the canvas, past a samurai's holes.
    for (let step = 0; step < Math.max(rows, cols); step++) {
      r = (r + dr + rows) % rows;
      c = (c + dc + cols) % cols;
      const cell = play.places[r * cols + c];
      if (cell >= 0) { select(cell, true); return; }
    }
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
      const inRow = play.places.slice(r * play.cols, (r + 1) * play.cols).filter((c) => c >= 0);
      select(e.key === 'Home' ? inRow[0] : inRow[inRow.length - 1], true);
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
    button.textContent = t(on ? 'play_resume' : 'play_pause');
    button.setAttribute('aria-pressed', String(on));
    setPlayMessage(on ? () => t('play_paused') : '');
  }

  // ---------- hint, check, solved ----------

  async function askHint() {
    if (!canEdit()) return;
    const ticket = play.ticket;
    const version = play.version;
    const button = $('hint');
    button.disabled = true;
    setPlayMessage(lookingForHint);
    let answer;
    try {
      answer = await postJSON('/api/hint', { id: play.data.id, grid: play.values.slice(), lang: words.lang });
    } catch (err) {
      if (ticket === play.ticket) setPlayMessage(err.message);
      return;
    } finally {
      button.disabled = false;
    }
    if (ticket !== play.ticket) return;
    if (version !== play.version) {
      // The grid changed while waiting: this hint is about the old one.
      if (play.messageKind === 'info' && play.message === lookingForHint) setPlayMessage('');
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
        setPlayMessage(answer.text || (() => t('play_some_wrong')), 'hint');
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
        const count = steps.length;
        setPlayMessage(count > 1 ? () => tn('play_hint_steps', count) : () => t('play_hint_shown'), 'hint');
        break;
      }
      case 'solved':
        setPlayMessage(answer.text || (() => t('play_already_solved')), 'hint');
        break;
      default:
        setPlayMessage(answer.text || (() => t('play_no_hint')), 'hint');
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
      answer = await postJSON('/api/check', { id: play.data.id, grid: play.values.slice(), lang: words.lang });
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
      const count = wrong.length;
      setPlayMessage(() => tn(auto ? 'play_filled_wrong' : 'play_wrong', count), 'check');
    } else {
      setPlayMessage(() => tn('play_to_go', empty), 'check');
    }
    render();
  }

  function finishGame() {
    play.solved = true;
    stopClock();
    $('pause').disabled = true;
    const time = formatTime(clock.elapsed);
    const hints = play.hints;
    play.solvedText = hints ? () => tn('play_solved_hints', hints, { time }) : () => t('play_solved', { time });
    const banner = $('solved');
    banner.textContent = play.solvedText();
    banner.hidden = false;
    setPlayMessage(() => t('play_well_done'));
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
    if (levels && shape === playShapeQuery()) {
      applyLevels($('play-difficulty'), levels, play.levelToDefault);
      play.levelToDefault = false;
    }
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
    play.solvedText = null;
    $('pause').disabled = true;
    $('pause').textContent = t('play_pause');
    $('pause').setAttribute('aria-pressed', 'false');
    $('undo').disabled = true;
    $('redo').disabled = true;
    $('game-info').textContent = '';
    $('play-command').textContent = '';
    showRules();
  }

  /** Clears the board for a game on its way, saying `message`; its ticket. */
  function gameOnItsWay(message) {
    play.started = true;
    const ticket = ++play.ticket;
    clearGame();
    board.setAttribute('aria-busy', 'true');
    setPlayMessage(() => t(message));
    return ticket;
  }

  /** Starts the game at `url` unless a newer one was asked since `ticket`. */
  async function fetchGame(url, ticket) {
    let data;
    try {
      data = await fetchJSON(url);
      if (!data.side || !Array.isArray(data.puzzle) || data.puzzle.length < data.side * data.side) {
        throw new Error(t('err_puzzle_unreadable'));
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

  async function newGame() {
    const ticket = gameOnItsWay('play_making');
    const shape = playShapeQuery();
    const levels = await fetchLevels(shape).catch(() => null);
    if (ticket !== play.ticket) return;
    if (levels) {
      applyLevels($('play-difficulty'), levels, play.levelToDefault);
      play.levelToDefault = false;
    }
    const query = new URLSearchParams({
      size: $('play-grid').value,
      variant: $('play-variant').value,
      difficulty: $('play-difficulty').value,
      seed: String(randomInt(999999999)),
    });
    // The language of what the server says (clashes): asked, not shown in the command.
    query.append('lang', words.lang);
    await fetchGame('/api/puzzle?' + query, ticket);
  }

  /** Loads the puzzle the player typed (a set code and number, an id, a grid). */
  async function loadGame(e) {
    e.preventDefault();
    const text = $('load-text').value.trim();
    if (!text) return;
    const ticket = gameOnItsWay('play_loading');
    await fetchGame('/api/load?' + new URLSearchParams({ text, lang: words.lang }), ticket);
  }

  function startGame(data) {
    prepareGame(data);
    buildBoard();
    buildKeypad();
    board.setAttribute('aria-busy', 'false');
    $('pause').disabled = false;
    $('game-info').textContent = gameInfoText(data);
    $('play-command').textContent = data.command || '';
    showRules();
    updateClashes();
    render();
    startClock();
    const level = String(data.level || '').toLowerCase();
    setPlayMessage(() => (level && lookup('play_new_' + level) !== undefined ? t('play_new_' + level) : t('play_new')));
  }

  /** "9x9 classic, level Medium (score 3.4). To print it:" */
  function gameInfoText(data) {
    const levelKey = 'level_' + String(data.level || '').toLowerCase();
    const level = !data.level ? ''
      : lookup(levelKey) !== undefined ? t(levelKey)
        : data.level.charAt(0).toUpperCase() + data.level.slice(1);
    const variantKey = 'variant_' + variantWord(data.variant);
    const variant = !data.variant ? '' : lookup(variantKey) !== undefined ? t(variantKey) : data.variant;
    const vars = { size: `${data.side}x${data.side}`, variant, level };
    if (typeof data.score === 'number') return t('play_info_score', Object.assign(vars, { score: formatDecimal(data.score) }));
    return t('play_info', vars);
  }

  /** A kind's name as the words' keys hold it: jigsaw+x as jigsaw_x, odd-even as odd_even. */
  function variantWord(variant) {
    return String(variant || '').replace(/[^a-z0-9]/gi, '_');
  }

  /**
   * Says the rule of the puzzle's marks, when its kind has some (a futoshiki's rows and columns too;
   * a jigsaw's marks as on boxes, its regions drawn).
   */
  function showRules() {
    const marks = play.data ? String(play.data.variant).replace(/^jigsaw\+/, '') : '';
    const key = marks ? 'play_rules_' + variantWord(marks) : '';
    const text = key && lookup(key) !== undefined ? t(key, { first: sym(1), last: sym(play.side) }) : '';
    $('play-rules').textContent = text;
    $('play-rules').hidden = !text;
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
        const copy = new Option(option.textContent, option.value);
        if (option.dataset.t) copy.dataset.t = option.dataset.t; // translated with the sheet's
        $(to).append(copy);
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
    $('load-form').addEventListener('submit', loadGame);
    // A new grid or kind starts at its default level; a kind offers the
    // grids it is made on only.
    const shapeChanged = () => {
      fitSizes($('play-grid'), $('play-variant').value);
      play.levelToDefault = true;
      refreshPlayLevels();
    };
    $('play-grid').addEventListener('change', shapeChanged);
    $('play-variant').addEventListener('change', shapeChanged);
    setPencil(false);
    fitSizes($('play-grid'), $('play-variant').value);
    refreshPlayLevels();
  }

  // ------------------------------------------------------------------
  // The page's language
  // ------------------------------------------------------------------

  /** Says again every text the page wrote, in the words now in use. */
  function rewriteTexts() {
    setStatus(sheet.status);
    setSheetError(sheet.error);
    for (const img of preview.querySelectorAll('img.page')) {
      if (img.dataset.page) img.alt = t('make_page_alt', { page: img.dataset.page, pages: img.dataset.pages });
    }
    setPencil(play.pencil);
    $('pause').textContent = t(play.paused && play.data && !play.solved ? 'play_resume' : 'play_pause');
    setPlayMessage(play.message, play.messageKind);
    if (play.solvedText && !$('solved').hidden) $('solved').textContent = play.solvedText();
    if (play.data) $('game-info').textContent = gameInfoText(play.data);
    showRules();
    render();
  }

  /** The page's language switch: remembered, the words loaded and put in. */
  async function switchLang(lang) {
    if (!LANGS.includes(lang)) return;
    storeLang(lang);
    // The sheet's words follow the page's until chosen.
    if (!sheet.langTouched && $('lang').value !== lang) {
      $('lang').value = lang;
      scheduleSheet();
    }
    if (!(await setLang(lang))) return;
    applyWords();
    rewriteTexts();
  }

  async function start() {
    for (const option of $('lang').options) {
      const copy = option.cloneNode(true);
      copy.selected = false;
      $('ui-lang').append(copy);
    }
    const lang = chooseLang();
    $('ui-lang').value = lang;
    await setLang(lang);
    applyWords();
    $('ui-lang').addEventListener('change', () => switchLang($('ui-lang').value));
    initMake();
    initPlay();
    initTabs();
  }

  start();
})();
