//! `serve`: the web page, for people who never open a terminal. One page
//! (its HTML, CSS and JavaScript built in) to make a sheet with a preview
//! and download its PDF, or to play a puzzle with hints; the addresses it
//! asks answer scripts too (`/sheet.pdf?size=4&count=8` is
//! `generate --size 4 --count 8`).

mod connections;
mod json_refusals;
mod reply;
mod routes;
mod work;

use super::note;
use anyhow::{Context, Result};
use axum::Router;
use axum::routing::{get, post};
use clap::Args;
use std::io::Write;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use sudoku_press::app::site::Site;
use work::Work;

/// The largest request body: a position of the largest grid is under 4 KiB.
const MAX_BODY: usize = 64 << 10;
/// Open files the server keeps for itself beside its connections: its
/// listener, standard streams and the files it reads, and room for the
/// files each job opens while it works (the fonts a sheet reads).
fn files_of_its_own(jobs: usize) -> usize {
    32 + 3 * jobs
}
/// How long requests still running may finish once the server is asked to
/// stop.
const GRACE: Duration = Duration::from_secs(3);

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The address and port to listen on; 0.0.0.0:8080 lets other
    /// machines of the network in (the server has no passwords).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// Open the page in the system's browser once the server listens.
    #[arg(long)]
    pub open: bool,
    /// The address at which others reach this page (such as
    /// sudoku.school.example), printed in the footer of the sheets it makes
    /// (generate's --play-url): a child plays a printed puzzle there by the
    /// footer's set code and the puzzle's number.
    #[arg(long, value_name = "ADDRESS", value_parser = sudoku_press::app::sheet_args::parse_play_url)]
    pub play_url: Option<String>,
    /// Sheets and puzzles made at once. Default: the machine's cores.
    #[arg(long, value_name = "N", value_parser = |s: &str| sudoku_press::app::args::whole(s, 1, 64))]
    pub jobs: Option<u64>,
    /// Seconds a request waits for its turn before it is told to come
    /// back (503 with Retry-After).
    #[arg(long, value_name = "SECONDS", default_value_t = 5.0, value_parser = sudoku_press::app::args::parse_seconds)]
    pub wait: f64,
    /// Connections open at once. At the limit, a new connection closes the
    /// oldest one that is not being answered, or is refused (503) when all
    /// are.
    #[arg(long, value_name = "N", default_value_t = 512, value_parser = |s: &str| sudoku_press::app::args::whole(s, 1, 100_000))]
    pub max_connections: u64,
    /// Seconds a client has to send a request's headers, counted from the
    /// connection's opening or the previous answer: a connection kept open
    /// that asks nothing more closes after it too.
    #[arg(long, value_name = "SECONDS", default_value_t = 5.0, value_parser = sudoku_press::app::args::parse_seconds)]
    pub header_timeout: f64,
    /// Seconds a client has to send a request's body (a position for Hint
    /// or Check); past it, 408.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0, value_parser = sudoku_press::app::args::parse_seconds)]
    pub body_timeout: f64,
}

/// The page's addresses, inside the layers every answer passes: the body
/// limit and the guard (headers, limits, JSON refusals). The routes sit in
/// a fallback so that the guard sees the `Allow` a 405 gets.
fn app(work: Arc<Work>) -> Router {
    let routes = Router::new()
        .route("/", get(routes::page))
        .route("/app.js", get(routes::script))
        .route("/app.css", get(routes::style))
        .route("/words/{file}", get(routes::page_words))
        .route("/sheet.pdf", get(routes::sheet_pdf))
        .route("/sheet.svg", get(routes::sheet_svg))
        .route("/sheet.json", get(routes::sheet_json))
        .route("/api/levels", get(routes::levels))
        .route("/api/defaults", get(routes::defaults))
        .route("/api/puzzle", get(routes::puzzle))
        .route("/api/load", get(routes::load))
        .route("/api/hint", post(routes::hint))
        .route("/api/check", post(routes::check))
        .fallback(routes::elsewhere)
        .with_state(work);
    Router::new()
        .fallback_service(routes)
        .layer(tower_http::limit::RequestBodyLimitLayer::new(MAX_BODY))
        .layer(axum::middleware::from_fn(reply::guard))
}

/// Runs the server until SIGINT or SIGTERM.
pub fn serve(args: ServeArgs, quiet: bool) -> Result<ExitCode> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let jobs = args.jobs.map_or(cores, |j| j as usize);
    // A thread for every job that holds a turn, so that a turn always
    // starts its work at once, and some for the rest.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cores.clamp(2, 4))
        .max_blocking_threads(jobs + cores.max(2) * 2 + 4)
        .enable_all()
        .build()
        .context("cannot start the server's threads")?;
    let result = runtime.block_on(run(args, jobs, cores, quiet));
    runtime.shutdown_timeout(GRACE);
    result
}

async fn run(args: ServeArgs, jobs: usize, cores: usize, quiet: bool) -> Result<ExitCode> {
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| {
            format!(
                "cannot listen on {}; choose another port with --listen, such as --listen 127.0.0.1:8081",
                args.listen
            )
        })?;
    let at = listener.local_addr()?;
    let url = format!("http://{at}/");
    // The address on standard output, where a script starting the server
    // reads it (`--listen 127.0.0.1:0` takes any free port).
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "sudoku-press: the page is at {url} (Ctrl+C stops the server)"
    );
    let _ = out.flush();
    drop(out);
    if args.open {
        open_browser(&url, quiet);
    }
    // Connections within the open-file limit, beside the files the server
    // itself holds (its sheets' pipes, fonts), so that accepting never
    // runs out of them.
    let mut max_connections = args.max_connections as usize;
    if let Some(files) = open_file_limit()
        && max_connections + files_of_its_own(jobs) > files
    {
        max_connections = files.saturating_sub(files_of_its_own(jobs)).max(1);
        if !quiet {
            note(&format!(
                "sudoku-press: warning: the open-file limit ({files}) leaves room for {max_connections} \
                 connections, not --max-connections {}; raise it (ulimit -n)",
                args.max_connections
            ));
        }
    }
    let (stop_tx, mut stop_rx) = tokio::sync::watch::channel(false);
    let work = Work::new(
        jobs,
        cores,
        Duration::from_secs_f64(args.wait),
        Duration::from_secs_f64(args.body_timeout),
        Site::new(args.play_url, Box::new(super::printing::System)),
    );
    let limits = connections::Limits {
        max_connections,
        header_timeout: Duration::from_secs_f64(args.header_timeout),
    };
    let server = connections::serve(
        listener,
        app(Arc::new(work)),
        limits,
        stop_rx.clone(),
        quiet,
    );
    tokio::spawn(async move {
        super::platform::stop_asked().await;
        let _ = stop_tx.send(true);
    });
    tokio::select! {
        _ = server => {}
        _ = async {
            let _ = stop_rx.wait_for(|&stop| stop).await;
            tokio::time::sleep(GRACE).await;
        } => {
            if !quiet {
                note("sudoku-press: stopped before the last requests were answered");
            }
        }
    }
    if !quiet {
        note("sudoku-press: the server stopped");
    }
    Ok(ExitCode::SUCCESS)
}

/// The soft limit of open files of this process, where the system tells it
/// (Linux's /proc/self/limits).
fn open_file_limit() -> Option<usize> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Opens `url` in the system's browser; says so when it cannot.
fn open_browser(url: &str, quiet: bool) {
    let mut command = if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else if cfg!(windows) {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else {
        std::process::Command::new("xdg-open")
    };
    let opened = command
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if opened.is_err() && !quiet {
        note(&format!(
            "sudoku-press: no browser could be opened; open {url} yourself"
        ));
    }
}
