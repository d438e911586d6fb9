// sudoku-press, the browser edition's Web Worker: the page's answers made by
// the library in WebAssembly (pkg/, built by `cargo xtask site DIR`), off
// the page's thread. The page posts {id, path, query, body, accepted} as it
// would ask a server, and gets {id, status, type, body, file} back; while a
// sheet is made, {id, progress: [done, total]}.

import init, { Engine } from './pkg/sudoku_press_web.js';

let engine = null;
/** The engine's start; every request waits for it. */
let started = null;
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
 * Loads the fonts a request's sheet needs and says which face comes first:
 * its language's; for a title in a script of theirs in another language,
 * all of them, the title's script deciding (Hangul Korean, kana Japanese,
 * else Chinese). Returns the face to prefer, if any: the caller prefers it
 * just before the answer, with no wait between (requests interleave at
 * every wait).
 */
async function fontsFor(query) {
  const params = new URLSearchParams(query);
  const lang = params.get('lang');
  const title = params.get('title') || '';
  let face = lang in FONTS ? FONTS[lang] : null;
  if (CJK.test(title)) {
    for (const code of Object.keys(FONTS)) await loadFonts(code);
    if (face === null) {
      face = /[\u1100-\u11ff\uac00-\ud7af]/.test(title) ? 'ko'
        : /[\u3040-\u30ff]/.test(title) ? 'ja' : 'zh';
    }
  }
  if (face !== null) await loadFonts(face);
  return face;
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
      started = init().then(() => { engine = new Engine(m.init.paper); });
      await started;
      reply = { id: m.id, status: 200 };
    } else if (!started) {
      reply = refusal(m.id, 500, 'the engine was asked before it was started');
    } else if (m.font) {
      await started;
      // Named in the PDF after its file, as the command line names --font.
      const name = (m.name || 'chosen').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '') || 'chosen';
      engine.addFont(name, new Uint8Array(m.font), undefined, true);
      reply = { id: m.id, status: 200 };
    } else {
      await started;
      const face = await fontsFor(m.query);
      if (face !== null) engine.prefer(`SudokuPress-${face}`);
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
