//! `serve` against a hostile network, on the loopback: connections held
//! idle, half a header, kept alive or with a stalled body do not keep a
//! normal request waiting and are closed within the stated timeouts;
//! endless headers do not grow the server's memory; every refusal, whoever
//! made it (hyper, axum or the server's code), is JSON; and `--jobs` and
//! `--wait` hold at any value.

use super::web::Server;
use serde_json::Value;
use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::sync::mpsc;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

/// The stated defaults of `serve` (its --help).
const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
const BODY_TIMEOUT: Duration = Duration::from_secs(10);

/// Raises this process's soft limit of open files to its hard limit (the
/// server, started after, inherits it): the tests hold thousands of
/// sockets.
fn raise_open_file_limit(wanted: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit write and read the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < wanted {
            limit.rlim_cur = wanted.min(limit.rlim_max);
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

/// A connection to the server.
fn connect(server: &Server) -> TcpStream {
    let s = TcpStream::connect(server.url.trim_start_matches("http://")).unwrap();
    s.set_nodelay(true).unwrap();
    s
}

/// Whether the server has closed `s` (end of file or reset; what it sent
/// before, such as a refusal, is read first).
fn closed(s: &mut TcpStream) -> bool {
    s.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

/// The whole answer to `request` sent raw on a new connection: status,
/// head and body (read to the end: each of these refusals closes the
/// connection), and how long it took from the connection's opening.
fn raw(server: &Server, request: &[u8]) -> (u16, String, Value, Duration) {
    let (status, head, body, took) =
        try_raw(server, request).unwrap_or_else(|| panic!("no answer to {request:.60?}"));
    let json = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {head}\n\n{body}"));
    (status, head, json, took)
}

/// [`raw`], `None` when no whole answer comes.
fn try_raw(server: &Server, request: &[u8]) -> Option<(u16, String, String, Duration)> {
    exchange(connect_to(&server.url)?, request)
}

/// A connection to the server at `url`, or `None`.
fn connect_to(url: &str) -> Option<TcpStream> {
    TcpStream::connect(url.trim_start_matches("http://")).ok()
}

/// [`try_raw`] on a connection made already.
fn exchange(mut s: TcpStream, request: &[u8]) -> Option<(u16, String, String, Duration)> {
    let start = Instant::now();
    s.set_nodelay(true).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(60))).ok()?;
    // The server may answer and close before the whole request is sent.
    let _ = s.write_all(request);
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                answer.extend_from_slice(&buf[..n]);
                let text = String::from_utf8_lossy(&answer);
                // Done once the head and the body it announces are in.
                if let Some((head, body)) = text.split_once("\r\n\r\n")
                    && let Some(len) = head.lines().find_map(|l| {
                        l.to_ascii_lowercase()
                            .strip_prefix("content-length:")
                            .and_then(|v| v.trim().parse::<usize>().ok())
                    })
                    && body.len() >= len
                {
                    break;
                }
            }
            Err(e) if e.kind() == ErrorKind::ConnectionReset && !answer.is_empty() => break,
            Err(_) => return None,
        }
    }
    let took = start.elapsed();
    let text = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = text.split_once("\r\n\r\n")?;
    let status = head.get(9..12)?.parse().ok()?;
    Some((status, head.to_ascii_lowercase(), body.to_string(), took))
}

/// One test of this module at a time: each loads the machine on its own.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn alone() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn held_connections_keep_no_request_waiting_and_close_in_time() {
    let _alone = alone();
    raise_open_file_limit(8192);
    let server = Server::start();
    let held_at = Instant::now();
    // 1,500 that send nothing.
    let mut idle: Vec<TcpStream> = (0..1500).map(|_| connect(&server)).collect();
    // 300 with half a header.
    for _ in 0..300 {
        let mut s = connect(&server);
        s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nUser-Agent: slow")
            .unwrap();
        idle.push(s);
    }
    // 300 kept alive after an answer.
    for _ in 0..300 {
        let mut s = connect(&server);
        s.write_all(b"GET /api/levels?size=4 HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut buf = [0u8; 2048];
        // The answer, or the end of a connection closed to make room.
        let _ = s.read(&mut buf);
        idle.push(s);
    }
    // 50 whose POST body stalls.
    let mut stalled: Vec<TcpStream> = (0..50)
        .map(|_| {
            let mut s = connect(&server);
            s.write_all(
                b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"id\": ",
            )
            .unwrap();
            s
        })
        .collect();
    let held_for = held_at.elapsed();
    // The timeouts count from the last one opened.
    let held_at = Instant::now();
    // A normal request while they are held.
    let start = Instant::now();
    let r = server.get("/api/levels?size=6");
    let took = start.elapsed();
    assert_eq!(r.status, 200, "{}", r.text());
    assert!(
        took < Duration::from_secs(2),
        "a normal request took {took:?} (the held ones opened in {held_for:?})"
    );
    // Past the header timeout every idle one is closed (most at once, to
    // make room).
    std::thread::sleep(
        (held_at + HEADER_TIMEOUT + Duration::from_secs(2))
            .saturating_duration_since(Instant::now()),
    );
    let open = idle.iter_mut().map(closed).filter(|&c| !c).count();
    assert_eq!(open, 0, "{open} idle connections still open");
    // Past the body timeout each stalled POST has its 408.
    std::thread::sleep(
        (held_at + BODY_TIMEOUT + Duration::from_secs(2)).saturating_duration_since(Instant::now()),
    );
    for s in &mut stalled {
        s.set_read_timeout(Some(Duration::from_secs(1))).unwrap();
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer);
        let text = String::from_utf8_lossy(&answer);
        assert!(text.starts_with("HTTP/1.1 408 "), "{text}");
        let body = text.split_once("\r\n\r\n").unwrap().1;
        let v: Value = serde_json::from_str(body).unwrap();
        assert!(
            v["error"].as_str().unwrap().contains("did not arrive"),
            "{body}"
        );
    }
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn endless_headers_leave_the_server_memory_bounded() {
    let _alone = alone();
    raise_open_file_limit(8192);
    const MEMORY: u64 = 200 << 20;
    let server = Arc::new(Server::start());
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let sampler = {
        let server = server.clone();
        std::thread::spawn(move || {
            let mut peak = 0;
            while done_rx.try_recv().is_err() {
                peak = peak.max(server.memory());
                std::thread::sleep(Duration::from_millis(5));
            }
            peak
        })
    };
    // 2,000 connections, each sending 400 KB of header lines that never
    // end; 8 clients at a time, each holding its connections open.
    let line = format!("X-Fill: {}\r\n", "a".repeat(1000));
    let clients: Vec<_> = (0..8)
        .map(|_| {
            let (server, line) = (server.clone(), line.clone());
            std::thread::spawn(move || {
                let mut held = Vec::new();
                for _ in 0..250 {
                    let mut s = connect(&server);
                    s.set_write_timeout(Some(Duration::from_secs(5))).unwrap();
                    let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n");
                    for _ in 0..400 {
                        if s.write_all(line.as_bytes()).is_err() {
                            break;
                        }
                    }
                    held.push(s);
                }
                held
            })
        })
        .collect();
    let held: Vec<TcpStream> = clients
        .into_iter()
        .flat_map(|c| c.join().unwrap())
        .collect();
    assert_eq!(held.len(), 2000);
    let r = server.get("/api/levels?size=4");
    assert_eq!(r.status, 200);
    done_tx.send(()).unwrap();
    let peak = sampler.join().unwrap();
    eprintln!("endless headers: peak memory {} MB", peak >> 20);
    assert!(peak < MEMORY, "peak memory {} MB", peak >> 20);
    // One is refused with 431, in JSON.
    let mut request = b"GET / HTTP/1.1\r\nHost: x\r\n".to_vec();
    for _ in 0..400 {
        request.extend_from_slice(line.as_bytes());
    }
    let (status, _, json, _) = raw(&server, &request);
    assert_eq!(status, 431);
    assert!(json["error"].as_str().unwrap().contains("headers"));
}

#[test]
fn every_refusal_is_json_and_comes_at_once() {
    let _alone = alone();
    let server = Server::start();
    let at_once = Duration::from_secs(1);
    let long_url = format!("GET /?{} HTTP/1.1\r\nHost: x\r\n\r\n", "a".repeat(70 << 10));
    let url_20k = format!(
        "GET /api/levels?size=4&x={} HTTP/1.1\r\nHost: x\r\n\r\n",
        "a".repeat(20 << 10)
    );
    let mut many = "GET / HTTP/1.1\r\nHost: x\r\n".to_string();
    for k in 0..150 {
        many.push_str(&format!("X-H{k}: v\r\n"));
    }
    many.push_str("\r\n");
    let mut big = "GET / HTTP/1.1\r\nHost: x\r\n".to_string();
    for k in 0..20 {
        big.push_str(&format!("X-H{k}: {}\r\n", "v".repeat(1000)));
    }
    big.push_str("\r\n");
    let cases: Vec<(String, u16, &str)> = vec![
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n".into(), 405, "takes only"),
        ("DELETE /api/check HTTP/1.1\r\nHost: x\r\n\r\n".into(), 405, "takes only"),
        (long_url, 414, "address"),
        (url_20k, 414, "address"),
        (many, 431, "headers"),
        (big, 431, "headers"),
        (
            "POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n".into(),
            413,
            "body",
        ),
        ("GARBAGE\r\n\r\n".into(), 400, "HTTP"),
        ("GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n".into(), 404, "nothing at"),
    ];
    for (request, status, says) in cases {
        let shown: String = request.chars().take(60).collect();
        let (got, head, json, took) = raw(&server, request.as_bytes());
        assert_eq!(got, status, "{shown:?}: {json}");
        assert!(
            head.contains("content-type: application/json"),
            "{shown:?}: {head}"
        );
        let error = json["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{shown:?}: {json}"));
        assert!(error.contains(says), "{shown:?}: {error}");
        assert!(took < at_once, "{shown:?}: answered after {took:?}");
        if status == 405 {
            assert!(head.contains("\r\nallow: "), "{shown:?}: {head}");
        }
    }
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn jobs_above_the_threads_still_answer_503_after_the_wait() {
    let _alone = alone();
    let server = Server::start_with(&["--jobs", "64", "--wait", "0.5"]);
    let (tx, rx) = mpsc::channel();
    // Sheets that take minutes with 64 at once (a hundred 25x25 puzzles
    // each), so that no turn comes free while the test runs; every client
    // connects first and all send at once. The clients hold the address
    // alone: the server stops with the test, sheets unmade.
    let together = Arc::new(Barrier::new(100));
    for k in 0..100 {
        let (url, tx, together) = (server.url.clone(), tx.clone(), together.clone());
        std::thread::spawn(move || {
            let request = format!(
                "GET /sheet.pdf?size=25&difficulty=medium&count=100&seed={k} HTTP/1.1\r\nHost: x\r\n\r\n"
            );
            let connection = connect_to(&url);
            together.wait();
            let _ = tx.send(connection.and_then(|s| exchange(s, request.as_bytes())));
        });
    }
    drop(tx);
    // The 36 past the 64 turns are told to come back after the wait; the
    // sheets themselves are not waited for.
    let mut busy = 0;
    // What the others got within the window, for the message.
    let mut others = Vec::new();
    let end = Instant::now() + Duration::from_secs(30);
    while busy < 36 {
        let left = end.saturating_duration_since(Instant::now());
        let Ok(answer) = rx.recv_timeout(left) else {
            break;
        };
        match answer {
            Some((503, head, body, took)) => {
                busy += 1;
                // After the half second's wait, long before a sheet
                // (minutes away): the slack is a loaded machine's.
                assert!(took < Duration::from_secs(5), "a 503 after {took:?}");
                assert!(head.contains("\r\nretry-after: 5"), "{head}");
                assert!(body.contains("busy"), "{body}");
            }
            Some((status, _, _, took)) => others.push(format!("{status} after {took:?}")),
            None => others.push("no answer".to_string()),
        }
    }
    assert_eq!(
        busy, 36,
        "requests past the 64 turns told to come back; the others within 30 s: {others:?}"
    );
}

#[test]
fn under_a_low_open_file_limit_a_normal_request_is_still_answered() {
    let _alone = alone();
    let server = Server::start_under(&["--jobs", "2"], Some(100));
    // Three times the connections the limit leaves room for.
    let held: Vec<TcpStream> = (0..300).map(|_| connect(&server)).collect();
    let start = Instant::now();
    let r = server.get("/api/levels?size=4");
    let took = start.elapsed();
    assert_eq!(r.status, 200, "{}", r.text());
    assert!(took < Duration::from_secs(2), "answered after {took:?}");
    drop(held);
    let errors = server.stop_and_read_errors();
    // Said at the start, and when the connections were full: once a second
    // at most.
    assert!(
        errors.contains("the open-file limit (100) leaves room for 62 connections"),
        "{errors}"
    );
    let full = errors
        .lines()
        .filter(|l| l.contains("the most the server takes"))
        .count();
    assert!((1..=3).contains(&full), "{errors}");
}
