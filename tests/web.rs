//! `serve`, run as a user runs it: its addresses fetched over HTTP and
//! compared with the command line byte for byte; bad requests refused with
//! a message while the server keeps answering; puzzles played through the
//! API to the end against a solver written here from the rules; a load of
//! concurrent clients; and the page itself driven in Debian's chromium
//! through chromium-driver (WebDriver), which `.ci/run` installs.

use super::common::{press, tool};
use base64::Engine;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `sudoku-press serve` on a free port of the loopback,
/// stopped with SIGTERM when dropped.
pub(super) struct Server {
    child: Child,
    pub(super) url: String,
}

impl Server {
    pub(super) fn start() -> Server {
        Server::start_with(&[])
    }

    /// A server started with these options beside `--listen`.
    pub(super) fn start_with(options: &[&str]) -> Server {
        Server::start_under(options, None)
    }

    /// [`Server::start_with`] under a limit of `open_files` open files
    /// (`ulimit -n`) when one is given.
    pub(super) fn start_under(options: &[&str], open_files: Option<u32>) -> Server {
        let limit = open_files.map_or(String::new(), |n| format!("ulimit -n {n} && "));
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("{limit}exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_sudoku-press"))
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(options)
            .env("PAPERSIZE", "a4")
            .env("LC_ALL", "C");
        Server::spawn(command)
    }

    /// The server that `command` starts, once it has printed its address.
    pub(super) fn spawn(mut command: Command) -> Server {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let start = line.find("http://").expect("the address is printed");
        let url = line[start..]
            .split_whitespace()
            .next()
            .unwrap()
            .trim_end_matches('/')
            .to_string();
        Server { child, url }
    }

    /// Stops the server; what it wrote on standard error.
    pub(super) fn stop_and_read_errors(mut self) -> String {
        self.stop(Duration::from_secs(10));
        let mut text = String::new();
        if let Some(mut err) = self.child.stderr.take() {
            use std::io::Read;
            let _ = err.read_to_string(&mut text);
        }
        text
    }

    /// Sends SIGTERM; the exit code within `wait`, if it stopped.
    fn stop(&mut self, wait: Duration) -> Option<i32> {
        self.signal("-TERM", wait)
    }

    /// Sends `signal` (`-INT`, `-TERM`); the exit code within `wait`, if
    /// it stopped.
    fn signal(&mut self, signal: &str, wait: Duration) -> Option<i32> {
        let pid = self.child.id().to_string();
        Command::new("kill").args([signal, &pid]).status().unwrap();
        let end = Instant::now() + wait;
        while Instant::now() < end {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status.code().unwrap_or(-1));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// The resident memory of the server and the processes it runs (the
    /// PDFs' `generate`), now, in bytes.
    pub(super) fn memory(&self) -> u64 {
        let server = self.child.id();
        let rss = |pid: &str| {
            let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
            let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
            Some(line.split_whitespace().nth(1)?.parse::<u64>().ok()? << 10)
        };
        let children: u64 = std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|pid| {
                std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                    // The parent's pid is the second field after the name.
                    stat.rsplit_once(')')
                        .and_then(|(_, rest)| rest.split_whitespace().nth(1)?.parse::<u32>().ok())
                        == Some(server)
                })
            })
            .filter_map(|pid| rss(&pid))
            .sum();
        rss(&server.to_string()).unwrap_or(0) + children
    }

    pub(super) fn get(&self, path: &str) -> Reply {
        fetch(agent().get(format!("{}{path}", self.url)).call())
    }

    fn post(&self, path: &str, body: &[u8]) -> Reply {
        fetch(
            agent()
                .post(format!("{}{path}", self.url))
                .header("content-type", "application/json")
                .send(body),
        )
    }

    fn post_json(&self, path: &str, body: &Value) -> Value {
        let r = self.post(path, body.to_string().as_bytes());
        assert_eq!(r.status, 200, "{path}: {}", r.text());
        r.json()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(Some(_))) {
            return;
        }
        if self.stop(Duration::from_secs(5)).is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// An answer: its status, some headers and its body.
pub(super) struct Reply {
    pub(super) status: u16,
    content_type: String,
    retry_after: Option<String>,
    csp: Option<String>,
    pub(super) body: Vec<u8>,
}

impl Reply {
    pub(super) fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.text()))
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(120)))
        .build()
        .into()
}

fn fetch(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Reply {
    let mut r = r.unwrap();
    let header = |name: &str| {
        r.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
    };
    let (content_type, retry_after, csp) = (
        header("content-type").unwrap_or_default(),
        header("retry-after"),
        header("content-security-policy"),
    );
    let body = r
        .body_mut()
        .with_config()
        .limit(64 << 20)
        .read_to_vec()
        .unwrap();
    Reply {
        status: r.status().as_u16(),
        content_type,
        retry_after,
        csp,
        body,
    }
}

/// The PDF `sudoku-press generate ARGS -o cli.pdf` writes in `dir`.
pub(super) fn command_line_pdf(dir: &Path, args: &[&str]) -> Vec<u8> {
    let mut all = vec!["generate"];
    all.extend(args);
    all.extend(["-o", "cli.pdf"]);
    let (code, _, err) = press(dir, &all);
    assert_eq!(code, 0, "{args:?}: {err}");
    std::fs::read(dir.join("cli.pdf")).unwrap()
}

/// `--key value` (`--key` for a switch) of a query, as the server reads it.
fn query_args(query: &str) -> Vec<String> {
    let mut args = Vec::new();
    for pair in query.split('&') {
        let (k, v) = pair.split_once('=').unwrap();
        match v {
            "1" if [
                "name-line",
                "large-print",
                "stars",
                "color",
                "tint",
                "landscape",
            ]
            .contains(&k) =>
            {
                args.push(format!("--{k}"))
            }
            _ => args.extend([format!("--{k}"), v.replace("%20", " ")]),
        }
    }
    args
}

#[test]
fn a_sheet_address_gives_the_command_lines_pdf_byte_for_byte() {
    let server = Server::start();
    let dir = tempfile::tempdir().unwrap();
    for query in [
        "size=4&count=8&symbols=shapes&seed=1",
        "size=6&variant=killer&count=4&seed=3&answers=interleave",
        "mix=4:beginner:2,6:easy:2,9:jigsaw:medium:2&seed=2&lang=de&name-line=1&page=letter",
        "size=9&variant=x&difficulty=hard&count=3&seed=5&large-print=1&stars=1&title=Class%203",
        "size=6&symbols=shapes&color=1&per-page=4&count=4&seed=9&caption=id&landscape=1",
        "size=9&variant=jigsaw&tint=1&color=1&count=2&seed=6",
    ] {
        let web = server.get(&format!("/sheet.pdf?{query}"));
        assert_eq!(web.status, 200, "{query}: {}", web.text());
        assert_eq!(web.content_type, "application/pdf");
        let args = query_args(query);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let cli = command_line_pdf(dir.path(), &args);
        assert!(web.body == cli, "{query}: the PDFs differ");
        std::fs::write(dir.path().join("web.pdf"), &web.body).unwrap();
        let (code, out) = tool(dir.path(), "qpdf", &["--check", "web.pdf"]);
        assert_eq!(code, 0, "{query}: {out}");
        // The summary names the same pages and the command line.
        let summary = server.get(&format!("/sheet.json?{query}")).json();
        let (_, info) = tool(dir.path(), "pdfinfo", &["web.pdf"]);
        let pages = info
            .lines()
            .find_map(|l| l.strip_prefix("Pages:"))
            .unwrap()
            .trim()
            .parse::<u64>()
            .unwrap();
        assert_eq!(summary["pages"], pages, "{query}");
        assert!(
            summary["command"]
                .as_str()
                .unwrap()
                .starts_with("sudoku-press generate --"),
            "{summary}"
        );
        // Each page's preview, and none past the last.
        for n in 1..=pages {
            let svg = server.get(&format!("/sheet.svg?{query}&page={n}"));
            assert_eq!(svg.status, 200);
            assert_eq!(svg.content_type, "image/svg+xml");
            assert!(svg.text().starts_with("<svg") && svg.text().ends_with("</svg>\n"));
        }
        let past = server.get(&format!("/sheet.svg?{query}&page={}", pages + 1));
        assert_eq!(past.status, 400);
    }
}

/// The server makes its PDFs in its own process, one after another: the
/// fiftieth is as much the command line's bytes as the first.
#[test]
fn fifty_pdfs_of_one_process_are_each_a_fresh_processs_bytes() {
    let server = Server::start();
    let dir = tempfile::tempdir().unwrap();
    let kinds = [
        "size=4",
        "size=6&variant=killer",
        "size=6&variant=x",
        "size=9",
    ];
    let langs = ["en", "cs", "de", "fr", "pl"];
    for k in 0..50 {
        let query = format!(
            "{}&count=2&seed={}&lang={}",
            kinds[k % kinds.len()],
            100 + k,
            langs[k % langs.len()]
        );
        let web = server.get(&format!("/sheet.pdf?{query}"));
        assert_eq!(web.status, 200, "{query}: {}", web.text());
        let args = query_args(&query);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let cli = command_line_pdf(dir.path(), &args);
        assert!(web.body == cli, "PDF {} ({query}): the bytes differ", k + 1);
    }
}

#[test]
fn the_command_lines_svg_pages_are_the_previews() {
    let server = Server::start();
    let dir = tempfile::tempdir().unwrap();
    let query = "size=6&variant=jigsaw&count=6&seed=4&name-line=1";
    let (code, _, err) = press(
        dir.path(),
        &[
            "generate",
            "--size",
            "6",
            "--variant",
            "jigsaw",
            "--count",
            "6",
            "--seed",
            "4",
            "--name-line",
            "-o",
            "s.svg",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let summary = server.get(&format!("/sheet.json?{query}")).json();
    let pages = summary["pages"].as_u64().unwrap();
    assert!(pages > 1);
    for n in 1..=pages {
        let file = std::fs::read(dir.path().join(format!("s-{n}.svg"))).unwrap();
        let web = server.get(&format!("/sheet.svg?{query}&page={n}"));
        assert!(file == web.body, "page {n} differs");
    }
    assert!(!dir.path().join(format!("s-{}.svg", pages + 1)).exists());
    assert!(!dir.path().join("s.svg").exists());
    // One page: the file named; several to standard output: refused.
    let (code, out, _) = press(
        dir.path(),
        &[
            "generate",
            "--size",
            "4",
            "--count",
            "1",
            "--answers",
            "none",
            "--seed",
            "1",
            "--format",
            "svg",
            "-o",
            "-",
        ],
    );
    assert_eq!(code, 0);
    assert!(out.starts_with("<svg") && out.ends_with("</svg>\n"));
    let (code, out, err) = press(
        dir.path(),
        &[
            "generate", "--size", "4", "--count", "30", "--seed", "1", "--format", "svg", "-o", "-",
        ],
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("standard output takes one SVG"), "{err}");
}

#[test]
fn bad_requests_are_refused_with_a_message_and_the_server_keeps_answering() {
    let server = Server::start();
    let cases: &[(&str, Option<&[u8]>, u16, &str)] = &[
        (
            "/sheet.pdf?size=4&colour_scheme=red",
            None,
            400,
            "unknown option 'colour-scheme'",
        ),
        (
            "/sheet.pdf?size=4&difficulty=master",
            None,
            400,
            "can reach beginner, easy",
        ),
        ("/sheet.pdf?size=9&count=5000", None, 400, "at most 100"),
        (
            "/sheet.json?mix=4:easy:18446744073709551615,4:easy:2",
            None,
            400,
            "add up past",
        ),
        ("/sheet.json?stars=a%0Ab", None, 400, "a switch is 1 or 0"),
        (
            "/sheet.pdf?size=4&output=/tmp/x.pdf",
            None,
            400,
            "writes no file",
        ),
        (
            "/sheet.pdf?size=4&font=/etc/passwd",
            None,
            400,
            "reaches no file",
        ),
        (
            "/sheet.svg?size=4&seed=1&page=0",
            None,
            400,
            "numbered from 1",
        ),
        (
            "/api/check",
            Some(b"{\"id\": \"g4-2x2"),
            400,
            "not a position",
        ),
        (
            "/api/hint",
            Some(b"{\"id\": 5, \"grid\": []}"),
            400,
            "not a position",
        ),
        (
            "/api/check",
            Some(b"{\"id\": \"nonsense\", \"grid\": []}"),
            400,
            "puzzle id 'nonsense'",
        ),
        ("/api/check", Some(&[b' '; 100 << 10]), 413, "over 64 KiB"),
        ("/../../etc/passwd", None, 404, "the page is at /"),
        ("/src/main.rs", None, 404, "nothing at /src/main.rs"),
    ];
    for &(path, body, status, says) in cases {
        let r = match body {
            Some(b) => server.post(path, b),
            None => server.get(path),
        };
        assert_eq!(r.status, status, "{path}: {}", r.text());
        let message = r.json()["error"].as_str().unwrap().to_string();
        assert!(message.contains(says), "{path}: {message}");
        assert!(!message.contains('\n'), "{path}: one line: {message}");
        // Still answering.
        assert_eq!(server.get("/").status, 200);
    }
    // Levels of a grid the variant is not made on: none, and why.
    let r = server.get("/api/levels?size=16&variant=killer");
    assert_eq!(r.status, 400);
    assert!(r.text().contains("4x4 to 12x12"), "{}", r.text());
    let levels = server.get("/api/levels?size=4&variant=killer").json();
    assert!(levels["levels"].as_array().is_some_and(|l| !l.is_empty()));
    // Hyper: no 25x25 grid is filled within the largest budget, and no
    // master 16x16 is made.
    let r = server.get("/api/levels?box=5x5&variant=hyper");
    assert_eq!(r.status, 400);
    assert!(r.text().contains("4x4 to 16x16"), "{}", r.text());
    let levels = server.get("/api/levels?size=16&variant=hyper").json();
    assert_eq!(
        levels["levels"],
        json!(["beginner", "easy", "medium", "hard", "expert"])
    );
    // A position of the wrong length for its puzzle.
    let p = server.get("/api/puzzle?size=4&seed=1").json();
    let r = server.post(
        "/api/check",
        json!({"id": p["id"], "grid": [0, 1]})
            .to_string()
            .as_bytes(),
    );
    assert_eq!(r.status, 400);
    assert!(r.text().contains("expected 16"), "{}", r.text());
}

#[test]
fn the_page_loads_nothing_from_elsewhere() {
    let server = Server::start();
    for path in ["/", "/app.js", "/app.css"] {
        let r = server.get(path);
        assert_eq!(r.status, 200);
        let csp = r.csp.clone().unwrap();
        assert!(csp.contains("default-src 'none'") && csp.contains("script-src 'self'"));
        let text = r.text();
        assert!(
            !text.contains("http://") && !text.contains("https://"),
            "{path} names another site"
        );
    }
    let html = server.get("/").text();
    assert!(
        !html.contains("<script>") && !html.contains(" style=\""),
        "inline script or style"
    );
}

#[test]
fn work_past_the_limit_waits_a_little_then_gets_503_with_retry_after() {
    let server = Arc::new(Server::start_with(&["--jobs", "1", "--wait", "0.2"]));
    // Each sheet takes far longer than the wait (about a second on this
    // machine when idle; 40 hard 9x9 took 30 ms, so that none had to
    // wait long on a quiet machine).
    let clients: Vec<_> = (0..6)
        .map(|k| {
            let server = server.clone();
            std::thread::spawn(move || {
                server.get(&format!(
                    "/sheet.json?size=16&difficulty=expert&count=50&seed={k}"
                ))
            })
        })
        .collect();
    let replies: Vec<Reply> = clients.into_iter().map(|c| c.join().unwrap()).collect();
    let busy: Vec<&Reply> = replies.iter().filter(|r| r.status == 503).collect();
    assert!(replies.iter().all(|r| r.status == 200 || r.status == 503));
    assert!(replies.iter().any(|r| r.status == 200), "one was made");
    assert!(!busy.is_empty(), "one had to wait too long");
    for r in busy {
        assert_eq!(r.retry_after.as_deref(), Some("5"));
        assert!(r.json()["error"].as_str().unwrap().contains("busy"));
    }
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn sigterm_and_sigint_stop_the_server_cleanly() {
    for signal in ["-TERM", "-INT"] {
        let mut server = Server::start();
        assert_eq!(server.get("/").status, 200);
        assert_eq!(
            server.signal(signal, Duration::from_secs(10)),
            Some(0),
            "{signal}"
        );
    }
}

/// A puzzle as the page gets it, solved here from the rules: every row,
/// column and region (the `regions` map), diagonal or window (`extras`)
/// holds each symbol once; each cage's symbols differ and add up to its
/// sum; the marks between and on cells are kept ([`crate::marks::Rules`],
/// the formats' checker). Plain backtracking; returns every solution up
/// to `limit`.
pub(super) fn solve_by_the_rules(p: &Value, limit: usize) -> Vec<Vec<u8>> {
    let n = p["side"].as_u64().unwrap() as usize;
    let regions: Vec<usize> = p["regions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    let mut houses: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        houses.push((0..n).map(|c| i * n + c).collect());
        houses.push((0..n).map(|r| r * n + i).collect());
        houses.push((0..n * n).filter(|&c| regions[c] == i).collect());
    }
    for extra in p["extras"].as_array().unwrap() {
        houses.push(
            extra
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as usize)
                .collect(),
        );
    }
    let cages: Vec<(u32, Vec<usize>)> = p["cages"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .map(|c| {
                    let cells = c["cells"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_u64().unwrap() as usize);
                    (c["sum"].as_u64().unwrap() as u32, cells.collect())
                })
                .collect()
        })
        .unwrap_or_default();
    let marks = crate::marks::Rules::of(p, n);
    let grid: Vec<u8> = p["puzzle"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as u8)
        .collect();
    let fits = |g: &[u8], c: usize, d: u8| {
        if !marks.allows(g, c, d) {
            return false;
        }
        for h in houses.iter().filter(|h| h.contains(&c)) {
            if h.iter().any(|&e| g[e] == d) {
                return false;
            }
        }
        for (sum, cells) in cages.iter().filter(|(_, cells)| cells.contains(&c)) {
            let placed: Vec<u8> = cells.iter().map(|&e| g[e]).filter(|&v| v != 0).collect();
            if placed.contains(&d) {
                return false;
            }
            let made: u32 = placed.iter().map(|&v| u32::from(v)).sum::<u32>() + u32::from(d);
            let open = cells.iter().filter(|&&e| g[e] == 0).count() - 1;
            // The open cells take at least 1, 2, ... and at most n, n-1, ...
            let least: u32 = (1..=open as u32).sum();
            let most: u32 = (0..open as u32).map(|k| n as u32 - k).sum();
            if made + least > *sum || made + most < *sum {
                return false;
            }
        }
        true
    };
    fn search(
        g: &mut Vec<u8>,
        n: usize,
        fits: &dyn Fn(&[u8], usize, u8) -> bool,
        limit: usize,
        found: &mut Vec<Vec<u8>>,
    ) {
        // The open cell with the fewest symbols that fit.
        let mut best: Option<(usize, Vec<u8>)> = None;
        for c in (0..g.len()).filter(|&c| g[c] == 0) {
            let ds: Vec<u8> = (1..=n as u8).filter(|&d| fits(g, c, d)).collect();
            if best.as_ref().is_none_or(|(_, b)| ds.len() < b.len()) {
                best = Some((c, ds));
            }
        }
        let Some((c, ds)) = best else {
            found.push(g.clone());
            return;
        };
        for d in ds {
            if found.len() >= limit {
                return;
            }
            g[c] = d;
            search(g, n, fits, limit, found);
            g[c] = 0;
        }
    }
    let mut found = Vec::new();
    search(&mut grid.clone(), n, &fits, limit, &mut found);
    found
}

/// Plays the puzzle of `query` through the API: a deliberate clash that
/// Check and Hint point out, one hint followed, then the rest filled in
/// to the solved answer.
fn play_through_the_api(server: &Server, query: &str) {
    let p = server.get(&format!("/api/puzzle?{query}")).json();
    let solutions = solve_by_the_rules(&p, 2);
    assert_eq!(solutions.len(), 1, "{query}: one solution by the rules");
    let solution = &solutions[0];
    let id = p["id"].as_str().unwrap();
    let mut grid: Vec<u8> = p["puzzle"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as u8)
        .collect();
    let n = p["side"].as_u64().unwrap() as u8;
    // A clash: an open cell given a symbol its row already holds.
    let open = grid.iter().position(|&v| v == 0).unwrap();
    let row = open / n as usize * n as usize;
    let clash = (1..=n)
        .find(|&d| d != solution[open] && grid[row..row + n as usize].contains(&d))
        .unwrap_or(if solution[open] == 1 { 2 } else { 1 });
    grid[open] = clash;
    let checked = server.post_json("/api/check", &json!({"id": id, "grid": grid}));
    assert_eq!(checked["wrong"], json!([open]), "{query}");
    let hint = server.post_json("/api/hint", &json!({"id": id, "grid": grid}));
    assert_eq!(hint["kind"], "wrong", "{query}: {hint}");
    assert_eq!(hint["cells"], json!([open]));
    grid[open] = 0;
    // One hint, followed: its steps end with a placement, the solution's.
    let hint = server.post_json("/api/hint", &json!({"id": id, "grid": grid}));
    assert_eq!(hint["kind"], "steps", "{query}: {hint}");
    let steps = hint["steps"].as_array().unwrap();
    let last = steps.last().unwrap();
    assert!(!last["text"].as_str().unwrap().is_empty());
    let placed = last["placements"].as_array().unwrap();
    assert!(!placed.is_empty(), "{query}: {last}");
    for pl in placed {
        let (c, v) = (
            pl[0].as_u64().unwrap() as usize,
            pl[1].as_u64().unwrap() as u8,
        );
        assert_eq!(
            solution[c], v,
            "{query}: a hint places the solution's symbol"
        );
        grid[c] = v;
    }
    for s in &steps[..steps.len() - 1] {
        assert!(s["placements"].as_array().unwrap().is_empty());
        for e in s["eliminations"].as_array().unwrap() {
            let (c, v) = (
                e[0].as_u64().unwrap() as usize,
                e[1].as_u64().unwrap() as u8,
            );
            assert_ne!(
                solution[c], v,
                "{query}: a hint removes only wrong candidates"
            );
        }
    }
    let checked = server.post_json("/api/check", &json!({"id": id, "grid": grid}));
    assert_eq!(
        (checked["wrong"].clone(), checked["solved"].clone()),
        (json!([]), json!(false))
    );
    grid.clone_from(solution);
    let checked = server.post_json("/api/check", &json!({"id": id, "grid": grid}));
    assert_eq!(checked["solved"], true, "{query}");
    let hint = server.post_json("/api/hint", &json!({"id": id, "grid": grid}));
    assert_eq!(hint["kind"], "solved");
}

#[test]
fn a_jigsaw_and_a_killer_are_played_through_the_api() {
    let server = Server::start();
    play_through_the_api(&server, "size=9&variant=jigsaw&difficulty=medium&seed=4");
    play_through_the_api(&server, "size=6&variant=killer&difficulty=easy&seed=7");
    play_through_the_api(&server, "size=4&seed=11");
    play_through_the_api(&server, "size=9&variant=x&difficulty=hard&seed=2");
}

#[test]
fn a_game_is_made_again_from_its_id_after_a_restart() {
    let server = Server::start();
    let p = server
        .get("/api/puzzle?size=6&variant=jigsaw&seed=5")
        .json();
    drop(server);
    let server = Server::start();
    let grid = p["puzzle"].clone();
    let checked = server.post_json("/api/check", &json!({"id": p["id"], "grid": grid}));
    assert_eq!(checked["solved"], false);
    assert_eq!(checked["wrong"], json!([]));
}

/// 200 sheet requests of 6 9x9 puzzles (each its own seed, so none is
/// answered from the sheets kept) from 32 clients at once.
#[test]
fn load_of_32_clients_is_answered_with_memory_bounded() {
    const REQUESTS: usize = 200;
    const CLIENTS: usize = 32;
    /// The bound on the memory of the server and the processes it runs
    /// under this load.
    const MEMORY: u64 = 256 << 20;
    // Two at once (the default on this two-core machine), so that the
    // bound holds on any machine.
    let server = Arc::new(Server::start_with(&["--jobs", "2"]));
    let next = Arc::new(AtomicUsize::new(0));
    let answers = Arc::new(Mutex::new(Vec::new()));
    let start = Instant::now();
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let sampler = {
        let (server, done) = (server.clone(), done.clone());
        std::thread::spawn(move || {
            let mut peak = 0;
            while !done.load(Ordering::SeqCst) {
                peak = peak.max(server.memory());
                std::thread::sleep(Duration::from_millis(5));
            }
            peak
        })
    };
    let clients: Vec<_> = (0..CLIENTS)
        .map(|_| {
            let (server, next, answers) = (server.clone(), next.clone(), answers.clone());
            std::thread::spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= REQUESTS {
                        break;
                    }
                    let t = Instant::now();
                    let r = server.get(&format!("/sheet.pdf?size=9&count=6&seed={}", 1000 + k));
                    if r.status == 503 {
                        assert!(r.retry_after.is_some(), "a 503 says when to come back");
                    }
                    answers.lock().unwrap().push((r.status, t.elapsed()));
                }
            })
        })
        .collect();
    for c in clients {
        c.join().unwrap();
    }
    let wall = start.elapsed();
    done.store(true, Ordering::SeqCst);
    let peak = sampler.join().unwrap();
    let answers = answers.lock().unwrap();
    assert_eq!(answers.len(), REQUESTS, "every request answered");
    assert!(
        answers.iter().all(|(s, _)| *s == 200 || *s == 503),
        "only 200 or 503"
    );
    let ok = answers.iter().filter(|(s, _)| *s == 200).count();
    let mut times: Vec<Duration> = answers.iter().map(|(_, t)| *t).collect();
    times.sort();
    eprintln!(
        "load: {REQUESTS} requests from {CLIENTS} clients in {:.2} s ({:.1} a second), {ok} answered 200, \
         p50 {:.0} ms, p99 {:.0} ms, peak memory {} MB (the server and its processes)",
        wall.as_secs_f64(),
        REQUESTS as f64 / wall.as_secs_f64(),
        times[REQUESTS / 2].as_secs_f64() * 1e3,
        times[REQUESTS * 99 / 100].as_secs_f64() * 1e3,
        peak >> 20
    );
    assert!(peak < MEMORY, "peak memory {} MB", peak >> 20);
    // Waiting briefly is for bursts: this one is mostly answered.
    assert!(ok >= REQUESTS / 2, "{ok} of {REQUESTS} answered 200");
    assert_eq!(server.get("/").status, 200);
}

/// A WebDriver session of chromium, through chromedriver on a free port.
/// A port of the loopback that no one listens on now.
pub(super) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub(super) struct Browser {
    driver: Child,
    base: String,
    downloads: tempfile::TempDir,
}

const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

impl Browser {
    pub(super) fn start() -> Browser {
        Browser::start_in("en")
    }

    /// A browser whose language is `lang` (its pages' and the
    /// `Accept-Language` it sends).
    pub(super) fn start_in(lang: &str) -> Browser {
        let port = free_port();
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| {
                panic!("cannot run chromedriver ({e}): install chromium and chromium-driver (.ci/run does)")
            });
        let root = format!("http://127.0.0.1:{port}");
        let ready = Instant::now() + Duration::from_secs(20);
        while agent().get(format!("{root}/status")).call().is_err() {
            assert!(Instant::now() < ready, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        let downloads = tempfile::tempdir().unwrap();
        let dir = downloads.path().to_str().unwrap().to_string();
        let caps = json!({"capabilities": {"alwaysMatch": {
            "goog:chromeOptions": {
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=1280,1500",
                         format!("--lang={lang}")],
                "prefs": {"download.default_directory": dir,
                          "intl.accept_languages": lang,
                          "download.prompt_for_download": false}
            }
        }}});
        let r = fetch(
            agent()
                .post(format!("{root}/session"))
                .send(caps.to_string().as_bytes()),
        );
        let session = r.json()["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {}", r.text()))
            .to_string();
        let browser = Browser {
            driver,
            base: format!("{root}/session/{session}"),
            downloads,
        };
        browser.command(
            "goog/cdp/execute",
            json!({"cmd": "Browser.setDownloadBehavior",
                   "params": {"behavior": "allow", "downloadPath": dir}}),
        );
        browser
    }

    pub(super) fn command(&self, path: &str, body: Value) -> Value {
        let r = fetch(
            agent()
                .post(format!("{}/{path}", self.base))
                .send(body.to_string().as_bytes()),
        );
        assert_eq!(r.status, 200, "{path}: {}", r.text());
        r.json()["value"].clone()
    }

    pub(super) fn open(&self, url: &str) {
        self.command("url", json!({"url": url}));
    }

    pub(super) fn find(&self, css: &str) -> String {
        let v = self.command("element", json!({"using": "css selector", "value": css}));
        v[ELEMENT].as_str().unwrap().to_string()
    }

    pub(super) fn click(&self, css: &str) {
        let e = self.find(css);
        self.command(&format!("element/{e}/click"), json!({}));
    }

    /// Types `text` (WebDriver's key codes for keys such as Backspace,
    /// `\u{E003}`) into the focused element, as a keyboard does.
    pub(super) fn keys(&self, text: &str) {
        let mut actions = Vec::new();
        for ch in text.chars() {
            actions.push(json!({"type": "keyDown", "value": ch.to_string()}));
            actions.push(json!({"type": "keyUp", "value": ch.to_string()}));
        }
        self.command(
            "actions",
            json!({"actions": [{"type": "key", "id": "keyboard", "actions": actions}]}),
        );
    }

    pub(super) fn script(&self, script: &str) -> Value {
        self.command("execute/sync", json!({"script": script, "args": []}))
    }

    /// Waits up to 60 s for `script` to return true.
    pub(super) fn wait(&self, what: &str, script: &str) {
        let end = Instant::now() + Duration::from_secs(60);
        while self.script(script) != json!(true) {
            assert!(Instant::now() < end, "waited too long for {what}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The arguments after `sudoku-press generate` of the command line
    /// the element `css` shows.
    pub(super) fn shown_command(&self, css: &str) -> Vec<String> {
        let command = self.script(&format!(
            "return document.querySelector('{css}').textContent"
        ));
        let command = command.as_str().unwrap();
        assert!(command.starts_with("sudoku-press generate "), "{command}");
        command
            .split_whitespace()
            .skip(2)
            .map(String::from)
            .collect()
    }

    /// Clicks Download PDF and waits up to 60 s for the PDF it saves.
    pub(super) fn download_pdf(&self) -> std::path::PathBuf {
        self.click("#download");
        let dir = self.downloads.path();
        let end = Instant::now() + Duration::from_secs(60);
        loop {
            let done: Vec<_> = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "pdf"))
                .collect();
            if let Some(p) = done.first() {
                return p.clone();
            }
            assert!(Instant::now() < end, "no PDF downloaded");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A PNG of the window, written to `name` in the directory
    /// `SUDOKU_PRESS_SCREENSHOTS` names (docs/ when making the README's),
    /// else only decoded and checked.
    pub(super) fn screenshot(&self, name: &str) {
        let r = fetch(agent().get(format!("{}/screenshot", self.base)).call());
        let png = base64::engine::general_purpose::STANDARD
            .decode(r.json()["value"].as_str().unwrap())
            .unwrap();
        assert!(png.starts_with(b"\x89PNG"));
        if let Ok(dir) = std::env::var("SUDOKU_PRESS_SCREENSHOTS") {
            std::fs::write(Path::new(&dir).join(name), png).unwrap();
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = agent().delete(&self.base).call();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// Makes a 4x4 sheet of shapes, 8 a page, on the page in `lang`: its
/// preview, then its PDF, the bytes of the command line the page shows.
pub(super) fn a_4x4_sheet_is_the_command_lines(browser: &Browser, lang: &str) {
    browser.click("#grid option[value='4']");
    browser.click("#symbols option[value='shapes']");
    browser.click("#per-page option[value='8']");
    browser.wait(
        "the 4x4 preview",
        "const img = document.querySelector('#preview img.page'); \
         return !!img && img.complete && img.naturalWidth > 0 \
         && img.dataset.address.includes('size=4') && img.dataset.address.includes('symbols=shapes') \
         && img.dataset.address.includes('per-page=8') \
         && document.querySelector('#command').textContent.includes('--per-page 8')",
    );
    let command = browser.script("return document.querySelector('#command').textContent");
    let command = command.as_str().unwrap().to_string();
    match lang {
        "en" => browser.screenshot("web-sheet-4x4.png"),
        _ => browser.screenshot(&format!("web-sheet-4x4-{lang}.png")),
    }
    // Download the PDF: the command line shown gives the same bytes.
    let downloaded = browser.download_pdf();
    let dir = browser.downloads.path().to_path_buf();
    let web = std::fs::read(&downloaded).unwrap();
    let args: Vec<&str> = command
        .strip_prefix("sudoku-press generate ")
        .unwrap()
        .split_whitespace()
        .collect();
    let work = tempfile::tempdir().unwrap();
    let cli = command_line_pdf(work.path(), &args);
    assert!(
        web == cli,
        "the downloaded PDF is not the command line's: {command}"
    );
    let (code, out) = tool(&dir, "qpdf", &["--check", downloaded.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
}

/// Plays a 4x4 on the page's Play tab: a clash typed (its message says
/// `clash_says`), one hint, then every cell, to the banner that says
/// `solved_says`, the page in `lang`; a screenshot of each (the README's
/// in English).
pub(super) fn play_a_4x4(browser: &Browser, lang: &str, clash_says: &str, solved_says: &str) {
    let screenshot = |name: &str| match lang {
        "en" => browser.screenshot(&format!("{name}.png")),
        _ => browser.screenshot(&format!("{name}-{lang}.png")),
    };
    browser.click("#tab-play");
    browser.click("#play-grid option[value='4']");
    browser.click("#new-game");
    browser.wait(
        "a 4x4 game",
        "return document.querySelectorAll('#board .cell').length === 16 \
         && document.querySelectorAll('#board .cell.given').length > 0",
    );
    let givens = browser.script(
        "return Array.from(document.querySelectorAll('#board .cell')).map(c => \
         c.classList.contains('given') ? Number(c.textContent.trim()) : 0)",
    );
    let regions: Vec<usize> = (0..16).map(|c| c / 8 * 2 + c % 4 / 2).collect();
    let p = json!({"side": 4, "regions": regions, "extras": [], "cages": null, "puzzle": givens});
    let solutions = solve_by_the_rules(&p, 2);
    assert_eq!(solutions.len(), 1, "the 4x4 has one solution by the rules");
    let solution = &solutions[0];
    let givens: Vec<u8> = givens
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as u8)
        .collect();
    let open: Vec<usize> = (0..16).filter(|&c| givens[c] == 0).collect();
    // The first open cell with a given in its row, column or box: that
    // given's symbol there clashes.
    let sees = |a: usize, b: usize| a / 4 == b / 4 || a % 4 == b % 4 || regions[a] == regions[b];
    let (cell, clash) = open
        .iter()
        .find_map(|&c| {
            (0..16)
                .find(|&e| givens[e] != 0 && sees(c, e))
                .map(|e| (c, givens[e]))
        })
        .expect("a puzzle of one solution has an open cell that sees a given");
    // Typed on the keyboard.
    browser.click(&format!("#board .cell[data-cell='{cell}']"));
    browser.keys(&clash.to_string());
    browser.wait(
        "the clash flagged",
        &format!(
            "return document.querySelector(\"#board .cell[data-cell='{cell}']\").classList.contains('clash') \
             && document.querySelector('#play-message').textContent.includes('{clash_says}')"
        ),
    );
    screenshot("web-play-clash");
    browser.keys("\u{E003}");
    browser.wait(
        "the clash erased with Backspace",
        &format!(
            "const c = document.querySelector(\"#board .cell[data-cell='{cell}']\"); \
             return !c.classList.contains('clash') && c.textContent.trim() === ''"
        ),
    );
    browser.click("#hint");
    browser.wait(
        "the hint",
        "return document.querySelectorAll('#hint-text li').length > 0 \
         && document.querySelectorAll('#board .cell.hint-target').length > 0",
    );
    screenshot("web-play-hint");
    for &c in &open {
        browser.click(&format!("#board .cell[data-cell='{c}']"));
        browser.click(&format!("#keypad .key[data-value='{}']", solution[c]));
    }
    browser.wait(
        "the solved message",
        &format!(
            "const s = document.querySelector('#solved'); \
             return !s.hidden && s.textContent.includes('{solved_says}')"
        ),
    );
    screenshot("web-play-solved");
}

#[test]
fn the_page_in_a_browser_makes_a_sheet_and_plays_a_puzzle() {
    let server = Server::start();
    let browser = Browser::start();
    browser.open(&format!("{}/", server.url));
    browser.wait(
        "the first preview",
        "return document.querySelectorAll('#preview img.page').length > 0 \
         && document.querySelector('#preview img.page').complete",
    );
    browser.screenshot("web-sheet.png");
    // 4x4, shapes, 8 a page: the preview changes to that sheet, and its
    // PDF is the command line's.
    a_4x4_sheet_is_the_command_lines(&browser, "en");
    // Play a 4x4: a clash flagged at once, one hint, then solved.
    play_a_4x4(&browser, "en", "already", "Solved");
    // A 6x6 killer on screen: its cages drawn with their sums.
    browser.click("#play-grid option[value='6']");
    browser.click("#play-variant option[value='killer']");
    browser.click("#new-game");
    browser.wait(
        "a 6x6 killer",
        "return document.querySelectorAll('#board .cell').length === 36 \
         && document.querySelectorAll('#board .cage-sum').length > 0",
    );
    browser.screenshot("web-play-killer.png");
}

/// The solution of a samurai of 9x9 grids whose cells (in the library's
/// order, as the page numbers them) are `givens`.
fn samurai_solution(givens: &[u8]) -> Vec<u8> {
    use sudoku_press::layout::Layout;
    let layout = std::sync::Arc::new(Layout::samurai(sudoku_press::Shape::classic()).unwrap());
    let grid = sudoku_press::Grid::of_layout(layout.clone(), givens.to_vec()).unwrap();
    let count = sudoku_press::solver::Solver::of_layout(layout).count(&grid, 2);
    assert_eq!(count.count, 1, "one solution");
    count.solution.unwrap().cells().to_vec()
}

#[test]
fn a_samurai_is_played_through_the_api_on_its_canvas() {
    let server = Server::start();
    let p = server
        .get("/api/puzzle?size=9&variant=samurai&seed=3")
        .json();
    assert_eq!(
        (p["rows"].clone(), p["cols"].clone()),
        (json!(21), json!(21))
    );
    let places = p["places"].as_array().unwrap();
    assert_eq!(places.len(), 441);
    assert_eq!(places.iter().filter(|v| v.as_i64() == Some(-1)).count(), 72);
    assert_eq!(p["edges"].as_array().unwrap().len(), 369);
    assert_eq!(p["houses"].as_array().unwrap().len(), 131);
    assert_eq!(p["said"]["houses"][0], "upper left grid, row 1");
    let mut grid: Vec<u8> = (p["puzzle"].as_array().unwrap().iter())
        .map(|v| v.as_u64().unwrap() as u8)
        .collect();
    let solution = samurai_solution(&grid);
    let id = p["id"].as_str().unwrap();
    // A wrong entry is named; a hint's placements are the solution's.
    let open = grid.iter().position(|&v| v == 0).unwrap();
    grid[open] = solution[open] % 9 + 1;
    let checked = server.post_json("/api/check", &json!({"id": id, "grid": grid}));
    assert_eq!(checked["wrong"], json!([open]));
    grid[open] = 0;
    let hint = server.post_json("/api/hint", &json!({"id": id, "grid": grid}));
    assert_eq!(hint["kind"], "steps", "{hint}");
    let last = hint["steps"].as_array().unwrap().last().unwrap().clone();
    assert!(last["text"].as_str().unwrap().contains(" grid"), "{last}");
    for pl in last["placements"].as_array().unwrap() {
        let c = pl[0].as_u64().unwrap() as usize;
        assert_eq!(pl[1].as_u64().unwrap() as u8, solution[c]);
    }
    let checked = server.post_json("/api/check", &json!({"id": id, "grid": solution}));
    assert_eq!(checked["solved"], true);
}

#[test]
fn a_samurai_is_played_on_the_page_to_the_end_with_a_hint() {
    let server = Server::start();
    let browser = Browser::start();
    browser.open(&format!("{}/#play", server.url));
    browser.click("#tab-play");
    browser.click("#play-grid option[value='9']");
    browser.click("#play-variant option[value='samurai']");
    browser.click("#new-game");
    browser.wait(
        "a 9x9 samurai",
        "return document.querySelectorAll('#board .cell').length === 369 \
         && document.querySelectorAll('#board .hole').length === 72 \
         && document.querySelectorAll('#board .cell.given').length > 0",
    );
    // Every grid's border drawn by its cells: the top left cell's top and
    // left, the cell left of the first hole its right.
    let thick = browser.script(
        "const c = (i) => document.querySelector(`#board .cell[data-cell='${i}']`).className; \
         return [c(0), c(8)];",
    );
    let thick: Vec<String> = serde_json::from_value(thick).unwrap();
    assert!(
        thick[0].contains("thick-t") && thick[0].contains("thick-l"),
        "{thick:?}"
    );
    assert!(thick[1].contains("thick-r"), "{thick:?}");
    browser.screenshot("web-play-samurai.png");
    let givens: Vec<u8> = serde_json::from_value(browser.script(
        "return Array.from(document.querySelectorAll('#board .cell')).map(c => \
         c.classList.contains('given') ? Number(c.textContent.trim()) : 0)",
    ))
    .unwrap();
    let solution = samurai_solution(&givens);
    browser.click("#hint");
    browser.wait(
        "the hint",
        "return document.querySelectorAll('#hint-text li').length > 0 \
         && document.querySelectorAll('#board .cell.hint-target').length > 0",
    );
    let hinted = browser.script("return document.querySelector('#hint-text').textContent");
    assert!(hinted.as_str().unwrap().contains(" grid"), "{hinted}");
    // Arrow keys step over the holes: right of r1c9 is r1c13.
    browser.click("#board .cell[data-cell='8']");
    browser.keys("\u{E014}");
    let selected =
        browser.script("return document.querySelector('#board .cell.selected').dataset.cell");
    assert_eq!(
        selected,
        json!("9"),
        "the first cell of the upper right grid"
    );
    for c in (0..givens.len()).filter(|&c| givens[c] == 0) {
        browser.click(&format!("#board .cell[data-cell='{c}']"));
        browser.click(&format!("#keypad .key[data-value='{}']", solution[c]));
    }
    browser.wait(
        "the solved message",
        "const s = document.querySelector('#solved'); return !s.hidden",
    );
}

/// A script that keeps in `window.replies` every answer of /api/puzzle the
/// page gets: the page calls the window's `fetch` at each request, so a
/// wrapper put there sees them all.
const RECORD_REPLIES: &str = "window.replies = []; const fetched = window.fetch; \
     window.fetch = async (...args) => { const r = await fetched(...args); \
     if (String(args[0]).startsWith('/api/puzzle')) window.replies.push(await r.clone().json()); \
     return r; }; return true;";

/// Chooses `variant`, then `size`, on the Play tab; `level` once the page
/// has the levels of that grid and kind (which set the level to its
/// default); then a new game. The server's answer, once the page drew it.
fn new_game_on_the_page(
    browser: &Browser,
    server: &Server,
    size: usize,
    variant: &str,
    level: &str,
) -> Value {
    browser.click(&format!("#play-variant option[value='{variant}']"));
    browser.click(&format!("#play-grid option[value='{size}']"));
    let levels = server
        .get(&format!(
            "/api/levels?size={size}&variant={}",
            variant.replace('+', "%2B")
        ))
        .json();
    let reached: Vec<&str> = (levels["levels"].as_array().unwrap().iter())
        .map(|l| l.as_str().unwrap())
        .collect();
    browser.wait(
        "the levels of the grid and kind",
        &format!(
            "const s = document.querySelector('#play-difficulty'); \
             return Array.from(s.options).filter(o => !o.disabled).map(o => o.value).join(' ') === '{}' \
             && s.value === '{}'",
            reached.join(" "),
            levels["default"].as_str().unwrap()
        ),
    );
    browser.click(&format!("#play-difficulty option[value='{level}']"));
    // New puzzle empties the board at once: the cells counted are the new game's.
    browser.click("#new-game");
    let mine =
        format!("r => r.variant === '{variant}' && r.side === {size} && r.level === '{level}'");
    browser.wait(
        "the new game",
        &format!(
            "return window.replies.some({mine}) \
             && document.querySelectorAll('#board .cell').length === {}",
            size * size
        ),
    );
    browser.script(&format!("return window.replies.filter({mine}).pop()"))
}

/// How many elements `css` finds on the page.
fn count(browser: &Browser, css: &str) -> usize {
    let n = browser.script(&format!(
        "return document.querySelectorAll(\"{css}\").length"
    ));
    n.as_u64().unwrap() as usize
}

/// Two entries that break a sign `[a, b]` of `p` (a's number the greater)
/// and no house: the solution's number in one of its cells, then in the
/// other one on the wrong side of it that the other's houses do not hold.
fn a_broken_sign(p: &Value, solution: &[u8]) -> Option<[(usize, u8); 2]> {
    let n = p["side"].as_u64().unwrap() as u8;
    let grid: Vec<u8> = serde_json::from_value(p["puzzle"].clone()).unwrap();
    let houses: Vec<Vec<usize>> = serde_json::from_value(p["houses"].clone()).unwrap();
    let signs: Vec<[usize; 2]> = serde_json::from_value(p["greater"].clone()).unwrap();
    // Whether `d` in `c` repeats no number of its houses, `first` entered.
    let free = |c: usize, first: (usize, u8), d: u8| {
        (houses.iter().filter(|h| h.contains(&c)))
            .all(|h| h.iter().all(|&e| grid[e] != d && first != (e, d)))
    };
    (signs.iter().filter(|&&[a, b]| grid[a] == 0 && grid[b] == 0)).find_map(|&[a, b]| {
        let (low, high) = ((b, solution[b]), (a, solution[a]));
        (1..solution[b])
            .find(|&d| free(a, low, d))
            .map(|d| [low, (a, d)])
            .or_else(|| {
                (solution[a] + 1..=n)
                    .find(|&d| free(b, high, d))
                    .map(|d| [high, (b, d)])
            })
    })
}

/// Marks between cells on the Play tab: 5x5 offered for a futoshiki only,
/// its signs drawn centred on the borders of their cells, a broken sign
/// flagged, then the grid filled from the solution found here by the
/// rules to solved; a kropki's dots and a thermo's thermometers drawn;
/// an odd-even's candidates filled in by parity.
#[test]
fn marks_between_cells_are_drawn_and_played_on_the_page() {
    let server = Server::start();
    // The levels offered are those generate makes: a 5x5 futoshiki's up
    // to master, a 4x4 kropki's medium under every symmetry.
    let levels = |q: &str| server.get(&format!("/api/levels?{q}")).json()["levels"].clone();
    assert_eq!(
        levels("size=5&variant=futoshiki"),
        json!(["beginner", "easy", "medium", "hard", "expert", "master"])
    );
    assert_eq!(
        levels("size=4&variant=kropki&symmetry=all"),
        json!(["easy", "medium"])
    );
    let browser = Browser::start();
    browser.open(&format!("{}/#play", server.url));
    browser.click("#tab-play");
    browser.wait(
        "the kinds to play",
        "return document.querySelectorAll('#play-variant option').length > 0",
    );
    browser.script(RECORD_REPLIES);
    let hidden = |size: usize| {
        browser.script(&format!(
            "return document.querySelector(\"#play-grid option[value='{size}']\").hidden"
        ))
    };
    assert_eq!(hidden(5), json!(true), "a classic has no 5x5");
    let p = new_game_on_the_page(&browser, &server, 5, "futoshiki", "easy");
    assert_eq!(
        (hidden(5), hidden(7), hidden(12)),
        (json!(false), json!(false), json!(true))
    );
    let mut signs: Vec<[usize; 2]> = serde_json::from_value(p["greater"].clone()).unwrap();
    assert!(!signs.is_empty(), "{p}");
    assert_eq!(count(&browser, "#board .relation-sign"), signs.len());
    // Each sign centred on the border of its cells, two neighbours, its
    // tip (the middle of its stroke) nearer the smaller's centre.
    let drawn = browser.script(
        "const centre = (e) => { const r = e.getBoundingClientRect(); \
           return [r.left + r.width / 2, r.top + r.height / 2]; }; \
         const cell = (c) => centre(document.querySelector(`#board .cell[data-cell='${c}']`)); \
         const apart = (p, q) => Math.hypot(p[0] - q[0], p[1] - q[1]); \
         return Array.from(document.querySelectorAll('#board .relation-sign')).map((s) => { \
           const [a, b] = s.dataset.cells.split(' ').map(Number); \
           const [p, q, m] = [cell(a), cell(b), centre(s)]; \
           const t = s.getPointAtLength(s.getTotalLength() / 2); \
           const k = s.getScreenCTM(); \
           const tip = [k.a * t.x + k.c * t.y + k.e, k.b * t.x + k.d * t.y + k.f]; \
           return [a, b, apart(m, [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]), apart(p, q), \
             apart(tip, q) < apart(tip, p)]; });",
    );
    let drawn: Vec<(usize, usize, f64, f64, bool)> = serde_json::from_value(drawn).unwrap();
    let width = browser
        .script("return document.querySelector('#board .cell').getBoundingClientRect().width");
    let width = width.as_f64().unwrap();
    for &(a, b, off, apart, smaller) in &drawn {
        assert!(smaller, "the sign of {a} > {b} points to {a}");
        assert!(
            off < 3.0,
            "the sign of {a} > {b} is {off:.1} px off its border"
        );
        assert!(
            (apart - width).abs() < 4.0,
            "{a} and {b} are {apart:.1} px apart, not neighbours"
        );
    }
    let mut shown: Vec<[usize; 2]> = drawn.iter().map(|&(a, b, ..)| [a, b]).collect();
    signs.sort();
    shown.sort();
    assert_eq!(shown, signs, "the signs drawn");
    browser.screenshot("web-play-futoshiki.png");
    let solutions = solve_by_the_rules(&p, 2);
    assert_eq!(solutions.len(), 1, "one solution by the rules: {p}");
    let solution = &solutions[0];
    // A sign broken, and no house: flagged, then erased.
    let [first, (cell, wrong)] =
        a_broken_sign(&p, solution).expect("a sign between open cells to break");
    let put = |c: usize, v: u8| {
        browser.click(&format!("#board .cell[data-cell='{c}']"));
        browser.click(&format!("#keypad .key[data-value='{v}']"));
    };
    put(first.0, first.1);
    put(cell, wrong);
    browser.wait(
        "the broken sign flagged",
        &format!(
            "return document.querySelector(\"#board .cell[data-cell='{cell}']\").classList.contains('clash') \
             && document.querySelector('#play-message').textContent.includes('must be greater than')"
        ),
    );
    for c in [cell, first.0] {
        browser.click(&format!("#board .cell[data-cell='{c}']"));
        browser.click("#erase");
    }
    browser.wait(
        "no clash left",
        "return document.querySelectorAll('#board .cell.clash').length === 0",
    );
    let open = (0..25).filter(|&c| p["puzzle"][c] == 0);
    for c in open {
        put(c, solution[c]);
    }
    browser.wait(
        "the solved message",
        "const s = document.querySelector('#solved'); return !s.hidden && s.textContent.includes('Solved')",
    );
    // A kind with no 5x5 moves the grid to the nearest it has.
    browser.click("#play-variant option[value='kropki']");
    let grid = browser.script("return document.querySelector('#play-grid').value");
    assert_eq!(grid, json!("6"));
    let p = new_game_on_the_page(&browser, &server, 6, "kropki", "easy");
    let marks = |key: &str| p[key].as_array().map_or(0, Vec::len);
    assert!(marks("white") + marks("black") > 0, "{p}");
    assert_eq!(
        count(&browser, "#board .relation-dot.white"),
        marks("white")
    );
    assert_eq!(
        count(&browser, "#board .relation-dot.black"),
        marks("black")
    );
    assert_eq!(
        count(&browser, "#board .relation-dot"),
        marks("white") + marks("black")
    );
    browser.screenshot("web-play-kropki.png");
    // A kropki on a jigsaw's regions: its dots, its rule, and a bold
    // border exactly between cells of two regions.
    let p = new_game_on_the_page(&browser, &server, 6, "jigsaw+kropki", "easy");
    let regions: Vec<usize> = serde_json::from_value(p["regions"].clone()).unwrap();
    // Irregular: two cells of one region lie in two 3x2 boxes.
    let boxed = |c: usize| c / 12 * 2 + c % 6 / 3;
    let irregular =
        (0..36).any(|a| (0..36).any(|b| regions[a] == regions[b] && boxed(a) != boxed(b)));
    assert!(irregular, "{p}");
    let marks = |key: &str| p[key].as_array().map_or(0, Vec::len);
    assert_eq!(
        count(&browser, "#board .relation-dot"),
        marks("white") + marks("black")
    );
    let rules = browser.script("return document.querySelector('#play-rules').textContent");
    assert!(
        rules
            .as_str()
            .unwrap()
            .starts_with("A white dot joins two numbers"),
        "{rules}"
    );
    let bold = browser.script(
        "return Array.from(document.querySelectorAll('#board .cell')) \
         .map(e => e.classList.contains('thick-r'))",
    );
    let bold: Vec<bool> = serde_json::from_value(bold).unwrap();
    for c in (0..36).filter(|c| c % 6 < 5) {
        assert_eq!(bold[c], regions[c] != regions[c + 1], "cell {c}: {p}");
    }
    browser.screenshot("web-play-jigsaw-kropki.png");
    let p = new_game_on_the_page(&browser, &server, 6, "thermo", "easy");
    let thermos = p["thermos"].as_array().unwrap();
    assert!(!thermos.is_empty(), "{p}");
    assert_eq!(count(&browser, "#board .thermo"), thermos.len());
    assert_eq!(count(&browser, "#board .thermo .bulb"), thermos.len());
    let bulb = thermos[0][0].as_u64().unwrap();
    let label = browser.script(&format!(
        "return document.querySelector(\"#board .cell[data-cell='{bulb}']\").getAttribute('aria-label')"
    ));
    assert!(
        label.as_str().unwrap().contains("bulb of a thermometer"),
        "{label}"
    );
    let rules = browser.script("return document.querySelector('#play-rules').textContent");
    assert_eq!(
        rules,
        json!("Along each thermometer the numbers rise from the bulb.")
    );
    browser.screenshot("web-play-thermo.png");
    // An odd or even cell's candidates filled in are of its parity only.
    let p = new_game_on_the_page(&browser, &server, 6, "odd-even", "easy");
    // A list of no cells is left out.
    let cells = |key: &str| -> Vec<usize> {
        match &p[key] {
            serde_json::Value::Null => Vec::new(),
            list => serde_json::from_value(list.clone()).unwrap(),
        }
    };
    let (odd, even) = (cells("odd"), cells("even"));
    assert!(!odd.is_empty() || !even.is_empty(), "{p}");
    browser.click("#fill-candidates");
    let shown = |c: usize| -> Vec<u8> {
        let text = browser.script(&format!(
            "return Array.from(document.querySelectorAll(\"#board .cell[data-cell='{c}'] .mark\")) \
             .map(m => m.textContent).join('')"
        ));
        (text.as_str().unwrap().bytes()).map(|b| b - b'0').collect()
    };
    let open = |c: &usize| p["puzzle"][*c] == 0;
    let mut checked = 0;
    for (group, parity, name) in [(&odd, 1, "odd"), (&even, 0, "even")] {
        for c in group.iter().filter(|c| open(c)) {
            let marks = shown(*c);
            let kept = marks.iter().all(|d| d % 2 == parity);
            assert!(!marks.is_empty() && kept, "{name} cell {c}: {marks:?}");
            checked += 1;
        }
    }
    assert!(checked > 0, "an open odd or even cell: {p}");
    // A cell of neither keeps candidates of both parities somewhere.
    let plain = (0..36).filter(|c| open(c) && !odd.contains(c) && !even.contains(c));
    let both = plain
        .map(shown)
        .any(|m| m.iter().any(|d| d % 2 == 0) && m.iter().any(|d| d % 2 == 1));
    assert!(both, "a plain cell with candidates of both parities: {p}");
    // The pencil marks on a grey circle or square stand out on the grey:
    // their ink against the shade seen over the cell's own background.
    let shaded = browser.script(
        "const board = getComputedStyle(document.querySelector('#board')); \
         return Array.from(document.querySelectorAll('#board .cell.shaded')) \
           .map((c) => [c, Array.from(c.querySelectorAll('.mark')).find((m) => m.textContent !== '')]) \
           .filter(([, m]) => m) \
           .map(([c, m]) => [c.dataset.cell, getComputedStyle(m).color, \
             getComputedStyle(c).backgroundColor, board.getPropertyValue('--shade'), \
             board.getPropertyValue('--shade-alpha')]);",
    );
    let shaded: Vec<(String, String, String, String, String)> =
        serde_json::from_value(shaded).unwrap();
    assert!(!shaded.is_empty(), "a shaded cell with pencil marks: {p}");
    for (cell, ink, background, shade, alpha) in &shaded {
        let grey = blend(rgb(shade), alpha.trim().parse().unwrap(), rgb(background));
        let ratio = contrast(rgb(ink), grey);
        assert!(
            ratio >= 4.5,
            "cell {cell}: pencil marks {ink} on {background} under {shade} at {alpha}: {ratio:.2}:1"
        );
    }
    let odd_even: std::collections::BTreeSet<usize> = odd.iter().chain(&even).copied().collect();
    let named: std::collections::BTreeSet<usize> =
        (shaded.iter()).map(|s| s.0.parse().unwrap()).collect();
    assert!(
        named.is_subset(&odd_even),
        "{named:?} shaded, not odd or even"
    );
    browser.screenshot("web-play-odd-even-candidates.png");
}

/// A colour as CSS writes it, `#rrggbb` or `rgb(r, g, b)`, as 0 to 255.
fn rgb(css: &str) -> [f64; 3] {
    let css = css.trim();
    if let Some(hex) = css.strip_prefix('#') {
        let at = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
        return [at(0), at(2), at(4)];
    }
    let inner = css.trim_start_matches("rgba(").trim_start_matches("rgb(");
    let parts: Vec<f64> = (inner.trim_end_matches(')').split(','))
        .map(|v| v.trim().parse().unwrap())
        .collect();
    [parts[0], parts[1], parts[2]]
}

/// `over` at opacity `alpha` seen over `under`.
fn blend(over: [f64; 3], alpha: f64, under: [f64; 3]) -> [f64; 3] {
    std::array::from_fn(|i| alpha * over[i] + (1.0 - alpha) * under[i])
}

/// The WCAG contrast ratio of two colours (1 to 21).
fn contrast(a: [f64; 3], b: [f64; 3]) -> f64 {
    let luminance = |c: [f64; 3]| {
        let lin = |v: f64| {
            let s = v / 255.0;
            if s <= 0.04045 {
                s / 12.92
            } else {
                ((s + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    };
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The inks of a shaded cell's numbers and pencil marks stand out on the
/// grey of an odd, even or thermometer cell by WCAG's 4.5:1 in both colour
/// schemes of app.css (the grey: its shade at its opacity over a plain
/// cell).
#[test]
fn a_shaded_cells_inks_stand_out_on_its_grey() {
    let css = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli/serve/page/app.css");
    let css = std::fs::read_to_string(css).unwrap();
    // The custom properties of the first `:root` block after `from`.
    let block = |from: usize| -> std::collections::HashMap<String, String> {
        let start = from + css[from..].find(":root {").unwrap();
        let body = &css[start..start + css[start..].find('}').unwrap()];
        (body.lines())
            .filter_map(|l| l.trim().strip_prefix("--")?.split_once(':'))
            .map(|(k, v)| {
                (
                    k.to_string(),
                    v.split(';').next().unwrap().trim().to_string(),
                )
            })
            .collect()
    };
    let light = block(0);
    let dark = block(css.find("@media (prefers-color-scheme: dark)").unwrap());
    for (scheme, vars) in [("light", &light), ("dark", &dark)] {
        // What the dark scheme leaves as it is, it takes from the light.
        let value = |k: &str| vars.get(k).unwrap_or_else(|| &light[k]).as_str();
        let var = |k: &str| rgb(value(k));
        let alpha: f64 = value("shade-alpha").parse().unwrap();
        let grey = blend(var("shade"), alpha, var("cell-bg"));
        for ink in ["mark-shaded", "entry-shaded", "wrong-shaded", "elim-shaded"] {
            let ratio = contrast(var(ink), grey);
            assert!(ratio >= 4.5, "{scheme} {ink}: {ratio:.2}:1");
        }
    }
}

/// Every word the page asks for is in every language's table, with the
/// English's placeholders: the `data-t` keys of index.html, the keys
/// app.js names, and those it makes of a kind's or a level's name.
#[test]
fn every_word_the_page_asks_is_in_every_language() {
    use std::collections::BTreeSet;
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli/serve/page");
    let html = std::fs::read_to_string(page.join("index.html")).unwrap();
    let js = std::fs::read_to_string(page.join("app.js")).unwrap();
    let table = |code: &str| -> serde_json::Map<String, Value> {
        let path = page.join(format!("words/{code}.json"));
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    };
    let en = table("en");
    let mut asked = BTreeSet::new();
    // data-t="key", data-t-placeholder="key", ...
    for (at, _) in html.match_indices(" data-t") {
        let value = html[at..].split_once("=\"").unwrap().1;
        asked.insert(value[..value.find('"').unwrap()].to_string());
    }
    // The quoted words of app.js of a family of the table's keys (play_,
    // make_, ...), whole: not a prefix such as 'level_'.
    let families: BTreeSet<&str> = en.keys().map(|k| k.split('_').next().unwrap()).collect();
    for (at, _) in js.match_indices('\'') {
        let word: String = js[at + 1..]
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
            .collect();
        let whole = js[at + 1 + word.len()..].starts_with('\'') && !word.ends_with('_');
        if whole && word.contains('_') && families.contains(word.split('_').next().unwrap()) {
            asked.insert(word);
        }
    }
    // A kind's name and a level's words by their options' values, the
    // rules of each kind of marks between cells.
    let options = |select: &str| -> Vec<String> {
        let start = html.find(&format!("<select id=\"{select}\"")).unwrap();
        let end = start + html[start..].find("</select>").unwrap();
        (html[start..end].split("value=\"").skip(1))
            .map(|v| v[..v.find('"').unwrap()].to_string())
            .collect()
    };
    for kind in options("variant") {
        asked.insert(format!("variant_{}", kind.replace(['+', '-'], "_")));
    }
    for level in options("difficulty") {
        asked.insert(format!("play_new_{level}"));
    }
    for kind in [
        "greater",
        "futoshiki",
        "kropki",
        "consecutive",
        "nonconsecutive",
        "odd_even",
        "thermo",
    ] {
        asked.insert(format!("play_rules_{kind}"));
    }
    // A count's words are key_one, key_other, ...: key_other at least.
    let missing: Vec<&String> = (asked.iter())
        .filter(|k| !en.contains_key(*k) && !en.contains_key(&format!("{k}_other")))
        .collect();
    assert_eq!(missing, Vec::<&String>::new(), "not in en.json");
    let placeholders = |text: &Value| -> BTreeSet<String> {
        (text.as_str().unwrap().split('{').skip(1))
            .filter_map(|s| Some(s.split_once('}')?.0.to_string()))
            .collect()
    };
    for lang in sudoku_press::lang::Lang::ALL {
        let words = table(lang.code());
        for (key, text) in &en {
            let said = words
                .get(key)
                .unwrap_or_else(|| panic!("{}.json has no {key}", lang.code()));
            assert_eq!(
                placeholders(said),
                placeholders(text),
                "{}.json: {key}",
                lang.code()
            );
        }
    }
}

/// English words of the page that a Czech reader must not meet on the
/// Make and Play tabs (what the page showed before it spoke Czech).
const PAGE_ENGLISH: &[&str] = &[
    "Make a sheet",
    "Play",
    "Grid",
    "Kind",
    "Level",
    "Puzzles",
    "Puzzle set number",
    "New puzzles",
    "Paper",
    "Landscape",
    "Answer keys",
    "At the end",
    "Symbols",
    "Numbers",
    "Language",
    "Title",
    "Name and date line",
    "Large print",
    "Level stars",
    "More choices",
    "Download PDF",
    "Print",
    "Cancel",
    "Font for the texts",
    "Same sheet from the command line",
    "Copy",
    "Classic",
    "Medium",
    "Automatic",
    "New puzzle",
    "Time",
    "Pause",
    "Erase",
    "Pencil marks",
    "Undo",
    "Redo",
    "Fill in candidates",
    "Hint",
    "Check",
    "About this puzzle",
    "Keypad",
    "already",
    "Solved",
    "row",
    "column",
    "box",
];

/// The English words of `PAGE_ENGLISH` the visible texts of `selector`
/// say (as words: `Play` is not in `Playful`).
pub(super) fn english_on_page(browser: &Browser, selector: &str) -> Vec<String> {
    let text = browser.script(&format!(
        "return Array.from(document.querySelectorAll('{selector}')).map(e => e.innerText \
         + ' ' + Array.from(e.querySelectorAll('input[placeholder]')).map(i => i.placeholder).join(' ')).join('\\n')"
    ));
    let text = format!(" {} ", text.as_str().unwrap());
    PAGE_ENGLISH
        .iter()
        .filter(|w| {
            text.match_indices(*w).any(|(at, _)| {
                let before = text[..at].chars().next_back().unwrap_or(' ');
                let after = text[at + w.len()..].chars().next().unwrap_or(' ');
                !before.is_alphanumeric() && !after.is_alphanumeric()
            })
        })
        .map(|w| w.to_string())
        .collect()
}

#[test]
fn the_page_in_a_czech_browser_speaks_czech_and_prints_the_command_lines_bytes() {
    let server = Server::start();
    a_czech_reader_makes_plays_and_loads(&server.url);
}

/// The page at `url` (the server's or the static site's) in a Czech
/// browser: every visible text of Make and Play Czech; a 4x4 shapes sheet
/// the command line's bytes; a 4x4 played to solved with a clash and a
/// hint; the sheet's puzzle #3 loaded by its set code and number.
pub(super) fn a_czech_reader_makes_plays_and_loads(url: &str) {
    let browser = Browser::start_in("cs");
    browser.open(&format!("{url}/"));
    browser.wait(
        "the page in Czech",
        "return document.documentElement.lang === 'cs' \
         && document.querySelector('#tab-make').textContent.trim() !== 'Make a sheet' \
         && document.querySelectorAll('#preview img.page').length > 0",
    );
    assert_eq!(
        english_on_page(&browser, "header, #make"),
        Vec::<String>::new(),
        "English on the Make tab"
    );
    // The sheet's words follow the page's language.
    let command = browser.script("return document.querySelector('#command').textContent");
    assert!(command.as_str().unwrap().contains("--lang cs"), "{command}");
    a_4x4_sheet_is_the_command_lines(&browser, "cs");
    let cs: Value =
        serde_json::from_str(include_str!("../src/cli/serve/page/words/cs.json")).unwrap();
    let solved = cs["play_solved"].as_str().unwrap();
    let solved = solved.split('{').next().unwrap().trim().to_string();
    // The longest text of the template between its placeholders.
    let clash = sudoku_press::lang::Lang::Cs.steps().clash_house;
    let clash = clash
        .split(['{', '}'])
        .step_by(2)
        .map(str::trim)
        .max_by_key(|t| t.len())
        .unwrap()
        .to_string();
    play_a_4x4(&browser, "cs", &clash, &solved);
    assert_eq!(
        english_on_page(&browser, "header, #play"),
        Vec::<String>::new(),
        "English on the Play tab"
    );
    // The sheet's puzzle #3, loaded by the set code its footer prints.
    let seed = browser.script("return document.querySelector('#seed').value");
    let seed: u64 = seed.as_str().unwrap().parse().unwrap();
    let code = sudoku_press::sheet::set_code(seed);
    let args = browser.shown_command("#command");
    let dir = tempfile::tempdir().unwrap();
    let mut generate: Vec<&str> = vec!["generate"];
    generate.extend(
        args.iter()
            .map(String::as_str)
            .filter(|a| *a != "--symbols"),
    );
    let json_args: Vec<&str> = generate
        .iter()
        .copied()
        .filter(|a| *a != "shapes")
        .chain(["--count", "3", "--format", "json", "-o", "-"])
        .collect();
    let (status, out, err) = crate::common::press(dir.path(), &json_args);
    assert_eq!(status, 0, "{err}");
    let third: Value = serde_json::from_str(
        out.lines()
            .nth(2)
            .unwrap_or_else(|| panic!("{json_args:?}: {out}")),
    )
    .unwrap();
    browser.click("#load-text");
    browser.keys(&format!("{code} 3\u{E007}"));
    browser.wait(
        "puzzle #3 of the set",
        &format!(
            "return Array.from(document.querySelectorAll('#board .cell')).map(c => \
             c.classList.contains('given') ? c.textContent.trim() : '.').join('') === '{}'",
            third["puzzle"].as_str().unwrap()
        ),
    );
}

/// Play loads what a player has on paper: a set code and a number (of a
/// sheet this server made), an id, or a classic puzzle typed in, checked
/// for one solution and refused with the reason in the language asked.
#[test]
fn play_loads_a_printed_puzzle_by_set_code_id_or_its_digits() {
    let server = Server::start();
    let sheet = server.get("/sheet.json?size=6&count=5&seed=77");
    assert_eq!(sheet.status, 200, "{}", sheet.text());
    let code = sudoku_press::sheet::set_code(77);
    let by_code = server.get(&format!("/api/load?text={code}+%234&lang=de"));
    assert_eq!(by_code.status, 200, "{}", by_code.text());
    let by_code = by_code.json();
    assert_eq!(by_code["id"], "g3-3x2-medium-rot180-77-3", "{by_code}");
    assert_eq!(by_code["said"]["in_houses"][0], "in Zeile 1");
    // The same puzzle by its id, on the load field and on /api/puzzle.
    let id = by_code["id"].as_str().unwrap();
    for path in [
        format!("/api/load?text={id}"),
        format!("/api/puzzle?id={id}"),
    ] {
        let r = server.get(&path);
        assert_eq!(r.status, 200, "{path}: {}", r.text());
        assert_eq!(r.json()["puzzle"], by_code["puzzle"], "{path}");
    }
    // A number past the set, a code never made.
    let past = server.get(&format!("/api/load?text={code}+9"));
    assert_eq!(past.status, 400);
    assert!(past.text().contains("1 to 5"), "{}", past.text());
    let unknown = server.get("/api/load?text=ZZZZZ+1");
    assert_eq!(unknown.status, 400);
    assert!(unknown.text().contains("is not one made here"));
    // The same refusals in the language asked.
    let czech = server.get("/api/load?text=ZZZZZ+1&lang=cs");
    assert_eq!(czech.status, 400);
    let said = czech.json()["error"].as_str().unwrap().to_string();
    let cs = sudoku_press::lang::Lang::Cs.said().refusals[0];
    assert_eq!(said, cs.replace("{code}", "ZZZZZ"));
    let past = server.get(&format!("/api/load?text={code}+9&lang=ko"));
    assert!(
        past.text().contains("9") && !past.text().contains("not 9"),
        "{}",
        past.text()
    );
    // Typed in: one solution is played, and hinted; others are refused.
    let top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let typed = server.get(&format!("/api/load?text={top}"));
    assert_eq!(typed.status, 200, "{}", typed.text());
    let typed = typed.json();
    assert_eq!(typed["side"], 9);
    let grid: Vec<u8> = top
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let hint = server.post_json(
        "/api/hint",
        &json!({"id": typed["id"], "grid": grid, "lang": "ko"}),
    );
    assert_eq!(hint["kind"], "steps", "{hint}");
    let text = hint["steps"][0]["text"].as_str().unwrap();
    assert!(!text.is_ascii(), "a Korean hint: {text}");
    let two = format!("..{}", &top[2..]).replacen('4', ".", 1);
    for (text, says) in [
        (two.as_str(), "mehrere Lösungen"),
        ("11..............", "ungültig"),
        ("12345", "fits no puzzle"),
    ] {
        let r = server.get(&format!("/api/load?text={text}&lang=de"));
        assert_eq!(r.status, 400, "{text}");
        assert!(r.text().contains(says), "{text}: {}", r.text());
    }
}

#[test]
fn the_page_starts_from_the_servers_paper_and_has_its_words() {
    let server = Server::start();
    let defaults = server.get("/api/defaults").json();
    assert_eq!(defaults["paper"], "a4", "{defaults}");
    for lang in sudoku_press::lang::Lang::ALL {
        let words = server.get(&format!("/words/{}.json", lang.code()));
        assert_eq!(words.status, 200);
        let words = words.json();
        assert!(words["tab_make"].is_string(), "{lang}");
    }
    assert_eq!(server.get("/words/xx.json").status, 404);
}

/// A server given the address it is reached at prints it in its sheets'
/// footers, and the command line it shows says so.
#[test]
fn a_servers_address_to_play_at_is_in_its_sheets_footers() {
    let server = Server::start_with(&["--play-url", "sudoku.school.example"]);
    let query = "size=4&count=2&seed=5&lang=cs";
    let summary = server.get(&format!("/sheet.json?{query}")).json();
    let command = summary["command"].as_str().unwrap();
    assert!(
        command.contains("--play-url sudoku.school.example"),
        "{command}"
    );
    let web = server.get(&format!("/sheet.pdf?{query}"));
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("web.pdf"), &web.body).unwrap();
    let (_, text) = tool(dir.path(), "pdftotext", &["web.pdf", "-"]);
    assert!(
        text.contains("Hraj na obrazovce: sudoku.school.example"),
        "{text}"
    );
    let mut args = query_args(query);
    args.extend([
        "--play-url".to_string(),
        "sudoku.school.example".to_string(),
    ]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert!(web.body == command_line_pdf(dir.path(), &args));
}
