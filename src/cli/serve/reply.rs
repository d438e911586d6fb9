//! The server's answers: a body with its type, or a refusal with its
//! status and one line saying why, as JSON (`{"error": "..."}`). Every
//! answer carries the headers that keep the page to itself.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The page loads nothing from elsewhere, runs no inline script, and is
/// framed by no other page.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
    style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// A request refused: its status and why.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    message: String,
}

impl Refusal {
    /// A 400: the request asks for something wrong.
    pub fn bad(e: impl std::fmt::Display) -> Refusal {
        // anyhow's alternate form gives the causes after the context.
        Refusal::of(StatusCode::BAD_REQUEST, format!("{e:#}"))
    }

    /// A refusal of another status; its message on one line (a value a
    /// request gives may hold a line break).
    pub fn of(status: StatusCode, message: impl Into<String>) -> Refusal {
        let message: String = message
            .into()
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        Refusal { status, message }
    }

    /// A 503: every turn is taken; come back after Retry-After.
    pub fn busy() -> Refusal {
        Refusal::of(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy making other puzzles; try again in a few seconds",
        )
    }

    /// A 500, for what should not happen.
    pub fn internal(message: &str) -> Refusal {
        Refusal::of(StatusCode::INTERNAL_SERVER_ERROR, message)
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.message }).to_string();
        let mut r = (self.status, body).into_response();
        let h = r.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            h.insert(
                header::RETRY_AFTER,
                HeaderValue::from(super::work::RETRY_AFTER),
            );
        }
        r
    }
}

/// A body of `content_type`.
pub fn body(content_type: &'static str, bytes: impl Into<axum::body::Body>) -> Response {
    let mut r = Response::new(bytes.into());
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    r
}

/// A JSON body.
pub fn json(value: &impl serde::Serialize) -> Response {
    body(
        "application/json",
        serde_json::to_string(value).expect("plain values serialize"),
    )
}

/// The headers every answer carries.
pub async fn guard(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let mut r = next.run(request).await;
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    r
}
