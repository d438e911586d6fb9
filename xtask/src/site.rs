//! `cargo xtask site DIR`: the browser edition, built into DIR as a static
//! site that any file server serves (`python3 -m http.server -d DIR`): the
//! page of `serve`, its words, the engine in WebAssembly with its Web
//! Worker, and the Korean, Japanese and Chinese fonts. It installs what it
//! needs when missing: the wasm32 target (rustup) and wasm-bindgen-cli of the
//! engine's wasm-bindgen version (cargo install).

use crate::{output, root, run, rustup_target, target_dir};
use std::fs;
use std::path::Path;

/// The wasm-bindgen of `web/Cargo.toml`, which the CLI must match.
const WASM_BINDGEN: &str = "0.2.130";
const TARGET: &str = "wasm32-unknown-unknown";

/// The wasm32 target and wasm-bindgen-cli, installed when missing.
fn tools() -> Result<(), String> {
    rustup_target(TARGET)?;
    let version = output("wasm-bindgen", &["--version"]).unwrap_or_default();
    if !version.contains(WASM_BINDGEN) {
        run(
            "cargo",
            &["install", "wasm-bindgen-cli", "--version", WASM_BINDGEN],
        )?;
    }
    Ok(())
}

/// Builds the site into `dir`.
pub fn site(dir: &Path) -> Result<(), String> {
    tools()?;
    let root = root();
    run(
        "cargo",
        &[
            "build",
            "--release",
            "--package",
            "sudoku-press-web",
            "--target",
            TARGET,
        ],
    )?;
    let wasm = target_dir()
        .join(TARGET)
        .join("release/sudoku_press_web.wasm");
    fs::create_dir_all(dir).map_err(|e| format!("cannot make '{}': {e}", dir.display()))?;
    let pkg = dir.join("pkg");
    run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--no-typescript",
            "--out-dir",
            &pkg.to_string_lossy(),
            &wasm.to_string_lossy(),
        ],
    )?;
    let page = root.join("src/cli/serve/page");
    let copy = |from: &Path, to: &Path| {
        fs::copy(from, to).map(|_| ()).map_err(|e| {
            format!(
                "cannot copy '{}' to '{}': {e}",
                from.display(),
                to.display()
            )
        })
    };
    // The page of `serve`, told that its engine is the worker, and kept to
    // its own origin.
    let html = fs::read_to_string(page.join("index.html")).map_err(|e| e.to_string())?;
    let html = html
        .replacen("<head>", &format!("<head>\n  {CSP}"), 1)
        .replacen("<body", "<body data-engine=\"worker\"", 1);
    fs::write(dir.join("index.html"), html).map_err(|e| e.to_string())?;
    for file in ["app.js", "app.css"] {
        copy(&page.join(file), &dir.join(file))?;
    }
    copy(&root.join("web/engine.js"), &dir.join("engine.js"))?;
    for (from, to) in [
        (page.join("words"), dir.join("words")),
        (root.join("fonts/site"), dir.join("fonts")),
    ] {
        fs::create_dir_all(&to).map_err(|e| e.to_string())?;
        for entry in fs::read_dir(&from).map_err(|e| format!("'{}': {e}", from.display()))? {
            let path = entry.map_err(|e| e.to_string())?.path();
            // Fonts, words and licences; not the script that cut the fonts.
            if path.is_file() && path.extension().is_none_or(|e| e != "sh") {
                copy(&path, &to.join(path.file_name().expect("a file's name")))?;
            }
        }
    }
    eprintln!(
        "xtask: the site is in {0}; serve it with: python3 -m http.server -d {0} 8000",
        dir.display()
    );
    Ok(())
}

/// The site's policy: nothing from another origin; its own scripts, the
/// WebAssembly they compile, its worker, and pages and PDFs made in memory
/// (a PDF opened to print is shown by the browser's viewer, an object).
const CSP: &str = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
    script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; \
    img-src 'self' blob: data:; object-src blob:; connect-src 'self'; font-src 'self'; base-uri 'none'; \
    form-action 'none'\">";
