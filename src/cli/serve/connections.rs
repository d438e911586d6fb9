//! The server's connections: accepted while there is room, each served by
//! hyper with a header-read timeout (which also closes a kept-alive
//! connection that asks nothing more) and bounded buffers, and closed at
//! once when the server needs the room and they are idle. What hyper refuses
//! on its own it answers in JSON too ([`json_refusals`]).
//!
//! [`json_refusals`]: super::json_refusals

use super::json_refusals::JsonRefusals;
use super::reply::Refusal;
use axum::Router;
use axum::body::Body;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, watch};
use tower::ServiceExt;

/// The most bytes hyper holds of a request's head. A head over it is
/// refused with 431; an address up to hyper's own limit (64 KiB) fits, so
/// that it is refused with 414.
pub const MAX_HEAD_BUFFER: usize = 80 << 10;
/// The most headers a request may have (hyper's default).
pub const MAX_HEADERS: usize = 100;

/// How connections are bounded.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once.
    pub max_connections: usize,
    /// How long a client has to send a request's head, counted from the
    /// connection's opening or the previous answer.
    pub header_timeout: Duration,
}

/// One open connection: whether it is serving a request, and how the
/// server closes it.
#[derive(Default)]
struct Connection {
    /// Requests being answered (their answers not yet sent).
    busy: AtomicUsize,
    close: Notify,
}

/// The open connections, oldest first.
struct Open {
    cap: usize,
    next: u64,
    by_age: BTreeMap<u64, Arc<Connection>>,
}

impl Open {
    /// Room for one more connection: free, or made by closing the oldest
    /// idle one. `None` when every connection is serving a request.
    fn admit(&mut self) -> Option<(u64, Arc<Connection>)> {
        if self.by_age.len() >= self.cap && !self.close_oldest_idle() {
            return None;
        }
        let id = self.next;
        self.next += 1;
        let c = Arc::new(Connection::default());
        self.by_age.insert(id, c.clone());
        Some((id, c))
    }

    /// Closes the oldest connection that serves no request; false when
    /// there is none.
    fn close_oldest_idle(&mut self) -> bool {
        let idle = self
            .by_age
            .iter()
            .find(|(_, c)| c.busy.load(Ordering::Acquire) == 0)
            .map(|(&id, _)| id);
        match idle.and_then(|id| self.by_age.remove(&id)) {
            Some(c) => {
                c.close.notify_one();
                true
            }
            None => false,
        }
    }
}

/// A note on standard error at most once a second.
struct Throttled {
    last: Mutex<Option<Instant>>,
}

impl Throttled {
    fn note(&self, quiet: bool, message: impl FnOnce() -> String) {
        let mut last = self.last.lock().expect("note lock");
        if last.is_some_and(|t| t.elapsed() < Duration::from_secs(1)) {
            return;
        }
        *last = Some(Instant::now());
        if !quiet {
            super::super::note(&message());
        }
    }
}

/// Accepts and serves connections on `listener` until `stop` turns true;
/// then returns once the requests in flight are answered.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    mut stop: watch::Receiver<bool>,
    quiet: bool,
) {
    let open = Arc::new(Mutex::new(Open {
        cap: limits.max_connections,
        next: 0,
        by_age: BTreeMap::new(),
    }));
    let full = Throttled {
        last: Mutex::new(None),
    };
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_buf_size(MAX_HEAD_BUFFER)
        .max_headers(MAX_HEADERS)
        // One buffer a write, so that hyper's own refusals reach
        // `JsonRefusals` whole.
        .writev(false);
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = stopped(&mut stop) => break,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors (or another passing error): room
                // is made by closing an idle connection, and the listener
                // is asked again shortly.
                open.lock().expect("connections lock").close_oldest_idle();
                full.note(quiet, || {
                    format!(
                        "sudoku-press: cannot accept a connection: {e}; idle connections are being closed \
                         (raise the open-file limit, ulimit -n, or lower --max-connections)"
                    )
                });
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let (admitted, at_cap) = {
            let mut open = open.lock().expect("connections lock");
            let at_cap = open.by_age.len() >= open.cap;
            (open.admit(), at_cap)
        };
        if at_cap {
            full.note(quiet, || {
                format!(
                    "sudoku-press: {} connections are open, the most the server takes \
                     (--max-connections, ulimit -n): idle ones are closed for new ones, and new \
                     ones refused while all are being answered",
                    limits.max_connections
                )
            });
        }
        let Some((id, connection)) = admitted else {
            refuse_busy(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(JsonRefusals::new(stream));
        let service = hyper::service::service_fn({
            let app = app.clone();
            let connection = connection.clone();
            move |request: hyper::Request<Incoming>| {
                let busy = Busy::new(connection.clone());
                let app = app.clone();
                async move {
                    let response = app.oneshot(request.map(Body::new)).await?;
                    // The connection is busy until its answer is sent (or
                    // dropped).
                    Ok::<_, std::convert::Infallible>(
                        response.map(|body| Body::new(Answering { body, _busy: busy })),
                    )
                }
            }
        });
        let conn = builder.serve_connection(io, service);
        let open = open.clone();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            tokio::pin!(conn);
            tokio::select! {
                _ = conn.as_mut() => {}
                // Closed to make room: dropped, which closes the socket.
                _ = connection.close.notified() => {}
                _ = stopped(&mut stop) => {
                    conn.as_mut().graceful_shutdown();
                    tokio::select! {
                        _ = conn.as_mut() => {}
                        _ = connection.close.notified() => {}
                    }
                }
            }
            open.lock().expect("connections lock").by_age.remove(&id);
        });
    }
    while !open.lock().expect("connections lock").by_age.is_empty() {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Once the server is asked to stop.
async fn stopped(stop: &mut watch::Receiver<bool>) {
    // The borrow of the value ends here, before any other await.
    let _ = stop.wait_for(|&s| s).await;
}

/// A connection serving a request, from the request to its answer's end.
struct Busy(Arc<Connection>);

impl Busy {
    fn new(c: Arc<Connection>) -> Busy {
        c.busy.fetch_add(1, Ordering::AcqRel);
        Busy(c)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::AcqRel);
    }
}

/// An answer's body, which keeps its connection busy until it is sent or
/// dropped; its length stays known (`content-length`, not chunks).
struct Answering {
    body: Body,
    _busy: Busy,
}

impl hyper::body::Body for Answering {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        std::pin::Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

/// Tells a connection over the cap to come back (503 with Retry-After) if
/// its socket takes the answer at once, then closes it.
fn refuse_busy(stream: TcpStream) {
    let bytes = super::json_refusals::response_bytes(&Refusal::of(
        axum::http::StatusCode::SERVICE_UNAVAILABLE,
        "the server has no room for another connection; try again in a few seconds",
    ));
    let _ = stream.try_write(&bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(cap: usize) -> Open {
        Open {
            cap,
            next: 0,
            by_age: BTreeMap::new(),
        }
    }

    #[test]
    fn a_full_server_closes_its_oldest_idle_connection_for_a_new_one() {
        let mut o = open(3);
        let (_, a) = o.admit().unwrap();
        let (_, _b) = o.admit().unwrap();
        let (_, _c) = o.admit().unwrap();
        a.busy.fetch_add(1, Ordering::AcqRel);
        let (d, _) = o.admit().expect("room made by closing an idle one");
        // The oldest, a, serves a request: b was closed.
        assert_eq!(o.by_age.keys().copied().collect::<Vec<_>>(), vec![0, 2, d]);
    }

    #[test]
    fn a_server_whose_connections_all_serve_requests_admits_none() {
        let mut o = open(2);
        for _ in 0..2 {
            let (_, c) = o.admit().unwrap();
            c.busy.fetch_add(1, Ordering::AcqRel);
        }
        assert!(o.admit().is_none());
        assert_eq!(o.by_age.len(), 2);
    }
}
