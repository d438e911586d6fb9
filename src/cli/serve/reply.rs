//! The server's answers: a body with its type, or a refusal with its
//! status and one line saying why, as JSON (`{"error": "..."}`). Every
//! answer carries the headers that keep the page to itself.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sudoku_press::app::site::Refused;

/// The page loads nothing from elsewhere, runs no inline script, and is
/// framed by no other page.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
    style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// The longest address the server reads; a longer one is refused with 414.
pub const MAX_URI: usize = 16 << 10;
/// The most bytes of headers a request may have (names and values); more
/// are refused with 431, as are more than
/// [`MAX_HEADERS`](super::connections::MAX_HEADERS) headers.
pub const MAX_HEADER_BYTES: usize = 16 << 10;

/// A request refused: its status and why.
#[derive(Clone, Debug)]
pub struct Refusal {
    status: StatusCode,
    message: String,
}

impl Refusal {
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

    /// Why a request is refused with `status` when nothing more is known
    /// (the refusals of axum and hyper); `allow`, a 405's methods.
    pub fn reason(status: StatusCode, allow: Option<&str>) -> String {
        match status.as_u16() {
            400 => "the request is not HTTP/1.1 that the server can read".to_string(),
            404 => "nothing at that address; the page is at /".to_string(),
            405 => match allow {
                Some(methods) => format!("this address takes only {}", methods.replace(',', ", ")),
                None => "this address does not take that method".to_string(),
            },
            408 => "the request did not arrive in time".to_string(),
            413 => format!("the request's body is over {} KiB", super::MAX_BODY >> 10),
            414 => format!("the address is over {} KiB", MAX_URI >> 10),
            431 => format!(
                "the request's headers are too many or too long: at most {} headers, {} KiB in all",
                super::connections::MAX_HEADERS,
                MAX_HEADER_BYTES >> 10
            ),
            503 => Refusal::busy().message,
            _ => status
                .canonical_reason()
                .unwrap_or("the request was refused")
                .to_lowercase(),
        }
    }

    /// A refusal of `status` saying what [`Refusal::reason`] says of it.
    pub fn plain(status: StatusCode) -> Refusal {
        Refusal::of(status, Refusal::reason(status, None))
    }

    /// The refusal's body: `{"error": "..."}`.
    pub fn json_body(&self) -> String {
        serde_json::json!({ "error": self.message }).to_string()
    }

    /// A 500, for what should not happen.
    pub fn internal(message: &str) -> Refusal {
        Refusal::of(StatusCode::INTERNAL_SERVER_ERROR, message)
    }
}

impl From<Refused> for Refusal {
    fn from(r: Refused) -> Refusal {
        Refusal::of(
            StatusCode::from_u16(r.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            r.message,
        )
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = self.json_body();
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

/// The headers every answer carries, and JSON for every refusal: a request
/// with an address or headers over the limits is refused here (414, 431),
/// and a refusal of axum's or a layer's (405, 413...) gets its JSON body.
pub async fn guard(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let header_bytes: usize = request
        .headers()
        .iter()
        .map(|(k, v)| k.as_str().len() + v.len())
        .sum();
    let address = request
        .uri()
        .path_and_query()
        .map_or(0, |a| a.as_str().len());
    let r = if address > MAX_URI {
        Refusal::plain(StatusCode::URI_TOO_LONG).into_response()
    } else if header_bytes > MAX_HEADER_BYTES {
        Refusal::plain(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE).into_response()
    } else {
        let r = next.run(request).await;
        let json = r
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
        match r.status().as_u16() >= 400 && !json {
            true => {
                let allow = r
                    .headers()
                    .get(header::ALLOW)
                    .and_then(|a| a.to_str().ok())
                    .map(str::to_string);
                let mut refusal =
                    Refusal::of(r.status(), Refusal::reason(r.status(), allow.as_deref()))
                        .into_response();
                if let Some(allow) = r.headers().get(header::ALLOW) {
                    refusal.headers_mut().insert(header::ALLOW, allow.clone());
                }
                refusal
            }
            false => r,
        }
    };
    with_guard_headers(r)
}

/// `r` with the headers that keep the page to itself.
pub fn with_guard_headers(mut r: Response) -> Response {
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
