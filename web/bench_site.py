#!/usr/bin/env python3
"""The browser edition's figures for BENCHMARKS.md, measured in headless
chromium through chromedriver (Python's standard library only):

    cargo xtask site target/site && python3 web/bench_site.py target/site

- the site's size, gzipped (WebAssembly, JavaScript, words, fonts);
- from opening the page to its first preview (a 6-puzzle 9x9 sheet) and to
  that sheet's PDF in memory (Download PDF);
- from a click on New puzzles to the new preview;
- puzzles a second in the browser's engine (a Web Worker, one thread)
  against `sudoku-press generate --threads 1` with the same seeds.
"""
import gzip, json, os, subprocess, sys, time, urllib.request, urllib.error

site = sys.argv[1] if len(sys.argv) > 1 else "target/site"
binary = os.environ.get("SUDOKU_PRESS", "target/release/sudoku-press")


def size(paths):
    raw = sum(os.path.getsize(p) for p in paths)
    packed = sum(len(gzip.compress(open(p, "rb").read(), 9)) for p in paths)
    return raw, packed


def files(sub, ext):
    d = os.path.join(site, sub)
    return [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(ext)]


print("## size (bytes, gzip -9)")
parts = {
    "WebAssembly": files("pkg", ".wasm"),
    "JavaScript": files("pkg", ".js") + [os.path.join(site, f) for f in ("app.js", "engine.js")],
    "HTML and CSS": [os.path.join(site, f) for f in ("index.html", "app.css")],
    "words (12 languages)": files("words", ".json"),
    "CJK fonts (6)": files("fonts", ".otf"),
}
total = 0
for name, paths in parts.items():
    raw, packed = size(paths)
    if not name.startswith("CJK"):
        total += packed
    print(f"{name}: {raw} raw, {packed} gzipped")
print(f"without the CJK fonts: {total} gzipped ({total / 1e6:.2f} MB)")

port = 8877
http = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                         "--directory", site], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
drv = subprocess.Popen(["chromedriver", "--port=9599"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def req(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    r = urllib.request.Request(f"http://127.0.0.1:9599{path}", data=data, method=method,
                               headers={"Content-Type": "application/json"})
    try:
        return json.loads(urllib.request.urlopen(r, timeout=600).read())
    except urllib.error.HTTPError as e:
        return json.loads(e.read())


try:
    for _ in range(100):
        try:
            req("GET", "/status")
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            break
        except Exception:
            time.sleep(0.1)
    caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1400",
                 "--lang=en-GB"]}}}}
    base = "/session/" + req("POST", "/session", caps)["value"]["sessionId"]

    def js(code, *args):
        return req("POST", base + "/execute/sync", {"script": code, "args": list(args)})["value"]

    def js_async(code):
        return req("POST", base + "/execute/async", {"script": code, "args": []})["value"]

    def until(code):
        while True:
            t = js(code)
            if t:
                return t
            time.sleep(0.02)

    req("POST", base + "/timeouts", {"script": 600000})
    req("POST", base + "/url", {"url": f"http://127.0.0.1:{port}/"})
    preview = until("const i = document.querySelector('#preview img.page'); "
                    "return i && i.complete && i.naturalWidth > 0 ? performance.now() : 0")
    js("document.querySelector('#download').click()")
    pdf = until("return document.querySelector('#download').dataset.saved ? performance.now() : 0")
    print("\n## time in headless chromium (ms from opening the page)")
    print(f"first preview: {preview:.0f}; its PDF in memory: {pdf:.0f}")
    clicks = []
    for _ in range(5):
        before = js("return document.querySelector('#seed').value")
        start = js("document.querySelector('#new-seed').click(); return performance.now()")
        done = until("const i = document.querySelector('#preview img.page'); const s = "
                     "document.querySelector('#seed').value; return s !== arguments[0] && i && "
                     "i.complete && i.naturalWidth > 0 && i.dataset.address.includes('seed=' + s) "
                     "? performance.now() : 0".replace("arguments[0]", json.dumps(before)))
        clicks.append(done - start)
    print("New puzzles to its preview: " + ", ".join(f"{c:.0f}" for c in clicks)
          + " (with the page's 300 ms pause after a change)")

    print("\n## generation, one thread (puzzles a second)")
    for query, args, count in [
        ("size=9&difficulty=hard", ["--size", "9", "--difficulty", "hard"], 100),
        ("size=9&variant=killer&difficulty=medium", ["--size", "9", "--variant", "killer", "--difficulty", "medium"], 100),
        ("size=6&variant=killer&difficulty=hard", ["--size", "6", "--variant", "killer", "--difficulty", "hard"], 100),
        ("size=16&difficulty=medium", ["--size", "16", "--difficulty", "medium"], 20),
    ]:
        seed = 20261128
        q = f"{query}&count={count}&seed={seed}&answers=none"
        browser_ms = js_async(
            "const done = arguments[arguments.length - 1]; "
            "const w = new Worker('engine.js', {type: 'module'}); let t0 = 0; "
            "w.onmessage = (e) => { if (e.data.progress) return; "
            "  if (e.data.id === 1) { t0 = performance.now(); "
            f"    w.postMessage({{id: 2, path: '/sheet.json', query: '{q}', body: '', accepted: 'en'}}); }} "
            "  else { const t = performance.now() - t0; w.terminate(); done(e.data.status === 200 ? t : -e.data.status); } }; "
            "w.postMessage({id: 1, init: {paper: 'a4'}});")
        start = time.time()
        subprocess.run([binary, "generate", *args, "--count", str(count), "--seed", str(seed),
                        "--answers", "none", "--threads", "1", "-q", "-o", "/tmp/bench-site.pdf"],
                       check=True, env=dict(os.environ, PAPERSIZE="a4"))
        native_s = time.time() - start
        b = count / (browser_ms / 1000)
        n = count / native_s
        print(f"{query} x{count}: browser {b:.1f}/s ({browser_ms / 1000:.2f} s), native {n:.1f}/s "
              f"({native_s:.2f} s): browser/native {b / n:.2f}")
    req("DELETE", base)
finally:
    drv.kill()
    http.kill()
