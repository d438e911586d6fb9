// sudoku-press, the browser edition's Web Worker: the page's answers made by
// the library in WebAssembly (pkg/, built by `cargo xtask site DIR`), off
// the page's thread. The page posts {id, path, query, body, accepted} as it
// would ask a server, and gets {id, status, type, body, file} back; while a
// sheet is made, {id, progress: [done, total]}.

import init, { Engine } from './pkg/sudoku_press_web.js';

let engine = null;
/** The request being answered, for the engine's progress. */
let current = 0;

/** Called by the engine as each puzzle of a sheet is made. */
self.postProgress = (done, total) => {
  if (current) self.postMessage({ id: current, progress: [done, total] });
};

/** The languages whose sheets need the site's fonts, each its files. */
const FONTS = { ja: 'ja', ko: 'ko', zh: 'zh' };
const loaded = new Set();

/** Gives the engine the site's fonts for `code` (ja, ko, zh), once. */
async function loadFonts(code) {
  if (loaded.has(code)) return;
  const bytes = await Promise.all(['regular', 'bold'].map(async (weight) => {
    const res = await fetch(`fonts/${code}-${weight}.otf`);
    if (!res.ok) throw new Error(`fonts/${code}-${weight}.otf: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }));
  engine.addFont(`SudokuPress-${code}`, bytes[0], bytes[1], false);
  loaded.add(code);
}

/** Scripts the site's fonts draw: Hangul, kana, CJK ideographs and punctuation. */
const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * The fonts a request's sheet needs: its language's first; for a title in
 * a script of theirs, all of them (the reader may still choose another).
 */
async function fontsFor(query) {
  const params = new URLSearchParams(query);
  const lang = params.get('lang');
  if (lang in FONTS) {
    await loadFonts(FONTS[lang]);
    engine.prefer(`SudokuPress-${lang}`);
  }
  if (CJK.test(params.get('title') || '')) {
    for (const code of Object.keys(FONTS)) await loadFonts(code);
  }
}

function refusal(id, status, message) {
  const body = new TextEncoder().encode(JSON.stringify({ error: message }));
  return { id, status, type: 'application/json', body, file: '' };
}

self.onmessage = async (e) => {
  const m = e.data;
  let reply;
  try {
    if (m.init) {
      await init();
      engine = new Engine(m.init.paper);
      reply = { id: m.id, status: 200 };
    } else if (m.font) {
      // Named in the PDF after its file, as the command line names --font.
      const name = (m.name || 'chosen').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '') || 'chosen';
      engine.addFont(name, new Uint8Array(m.font), undefined, true);
      reply = { id: m.id, status: 200 };
    } else {
      await fontsFor(m.query);
      current = m.id;
      const body = new TextEncoder().encode(m.body || '');
      const a = engine.answer(m.path, m.query, body, m.accepted || '');
      reply = { id: m.id, status: a.status, type: a.contentType, body: a.body, file: a.file };
      a.free();
    }
  } catch (err) {
    reply = refusal(m.id, 500, String(err && err.message ? err.message : err));
  } finally {
    current = 0;
  }
  self.postMessage(reply, reply.body ? [reply.body.buffer] : []);
};
