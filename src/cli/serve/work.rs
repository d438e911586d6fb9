//! The server's work: the page's answers ([`Site`]) worked out off the
//! async threads, no more at once than `--jobs` (a request waits a little
//! for its turn, then is told to come back).

use super::reply::Refusal;
use axum::http::StatusCode;
use std::sync::Arc;
use std::time::Duration;
use sudoku_press::app::site::{Refused, Site};
use tokio::sync::Semaphore;

/// What a 503's Retry-After says, in seconds.
pub const RETRY_AFTER: u64 = 5;

/// The server's shared state.
pub struct Work {
    turns: Arc<Semaphore>,
    /// How long a request waits for a turn.
    wait: Duration,
    /// How long a request's body may take to arrive.
    body_timeout: Duration,
    threads: usize,
    /// Whether more requests work at once than there are cores: then their
    /// threads run below the server's own.
    crowded: bool,
    /// The answers, and the sheets and games they keep.
    site: Arc<Site>,
}

/// Puts the calling thread (one of the blocking pool's, which only jobs
/// use) below the server's, once, when more jobs run at once than there
/// are cores: the server's own threads keep answering, and a 503 comes
/// after `--wait`, not later. (With a job a core at most they share the
/// cores: under the load test of BENCHMARKS.md, low jobs made the slowest
/// answers slower.)
fn below_the_server() {
    thread_local!(static LOWERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    LOWERED.with(|lowered| {
        if !lowered.replace(true) {
            crate::cli::platform::lower_this_thread();
        }
    });
}

impl Work {
    /// Work of `jobs` requests at once, sharing `cores` (each carving on
    /// its share, at least one), a request waiting up to `wait` for its
    /// turn, its body arriving within `body_timeout`; answered by `site`.
    pub fn new(
        jobs: usize,
        cores: usize,
        wait: Duration,
        body_timeout: Duration,
        site: Site,
    ) -> Work {
        Work {
            turns: Arc::new(Semaphore::new(jobs)),
            wait,
            body_timeout,
            threads: (cores / jobs).max(1),
            crowded: jobs > cores,
            site: Arc::new(site),
        }
    }

    /// A request's body, read whole within the body timeout (408 past it,
    /// 413 over the body limit).
    pub async fn read_body(&self, body: axum::body::Body) -> Result<axum::body::Bytes, Refusal> {
        let read = axum::body::to_bytes(body, super::MAX_BODY);
        match tokio::time::timeout(self.body_timeout, read).await {
            Err(_) => Err(Refusal::of(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request's body did not arrive within {} s",
                    self.body_timeout.as_secs_f64()
                ),
            )),
            Ok(Err(_)) => Err(Refusal::plain(StatusCode::PAYLOAD_TOO_LARGE)),
            Ok(Ok(bytes)) => Ok(bytes),
        }
    }

    /// A turn to work, once one is free; a 503 when none comes in time.
    /// The turn is the work's: it ends with the work, not with the request
    /// (a client that hangs up frees no turn while its work runs on).
    async fn turn(&self) -> Result<tokio::sync::OwnedSemaphorePermit, Refusal> {
        tokio::time::timeout(self.wait, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| Refusal::busy())?
            .map_err(|_| Refusal::busy())
    }

    /// Asks `site` on a blocking thread once a turn is free, with the
    /// threads a request carves on.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&Site, usize) -> Result<T, Refused> + Send + 'static,
    ) -> Result<T, Refusal> {
        let turn = self.turn().await?;
        let (threads, crowded, site) = (self.threads, self.crowded, self.site.clone());
        tokio::task::spawn_blocking(move || {
            if crowded {
                below_the_server();
            }
            let result = job(&site, threads);
            drop(turn);
            result
        })
        .await
        .map_err(|_| Refusal::internal("the work stopped unexpectedly"))?
        .map_err(Refusal::from)
    }

    /// The answers, for those that need no turn.
    pub fn site(&self) -> &Site {
        &self.site
    }
}
