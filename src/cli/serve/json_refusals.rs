//! hyper's own refusals in JSON. hyper answers a request head it cannot
//! read (400), one whose address is over 64 KiB (414) or whose head is over
//! its buffer or has too many headers (431) by itself, with an empty body,
//! before any of the server's code sees the request. Every answer of the
//! server's code carries a `content-type`; hyper's refusals carry none. This
//! stream, between hyper and the socket, replaces such a refusal by the same
//! status with `{"error": "..."}` and the server's headers.

use super::reply::Refusal;
use axum::http::StatusCode;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A socket whose writes of hyper's bodiless refusals become JSON ones.
pub struct JsonRefusals<S> {
    inner: S,
    /// A refusal being written in place of hyper's: its bytes, how many
    /// are written, and how many of hyper's it stands for.
    replacing: Option<(Vec<u8>, usize, usize)>,
}

impl<S> JsonRefusals<S> {
    pub fn new(inner: S) -> JsonRefusals<S> {
        JsonRefusals {
            inner,
            replacing: None,
        }
    }
}

/// The JSON refusal standing for the response head `bytes` begins with, and
/// the length of that head, when it is one of hyper's refusals.
fn replacement(bytes: &[u8]) -> Option<(Vec<u8>, usize)> {
    let rest = bytes.strip_prefix(b"HTTP/1.1 ")?;
    let end = bytes.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    let code: u16 = std::str::from_utf8(rest.get(..3)?).ok()?.parse().ok()?;
    let status = StatusCode::from_u16(code).ok()?;
    let head = String::from_utf8_lossy(&bytes[..end]).to_ascii_lowercase();
    if !status.is_client_error() || head.contains("\r\ncontent-type:") {
        return None;
    }
    Some((response_bytes(&Refusal::plain(status)), end))
}

/// The bytes of a whole HTTP/1.1 response refusing with `refusal`, which
/// closes the connection.
pub fn response_bytes(refusal: &Refusal) -> Vec<u8> {
    use axum::response::IntoResponse;
    let (parts, _) = super::reply::with_guard_headers(refusal.clone().into_response()).into_parts();
    let body = refusal.json_body();
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        parts.status.as_str(),
        parts.status.canonical_reason().unwrap_or("")
    )
    .into_bytes();
    for (name, value) in &parts.headers {
        out.extend_from_slice(name.as_str().as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(
        format!(
            "content-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        )
        .as_bytes(),
    );
    out.extend_from_slice(body.as_bytes());
    out
}

impl<S: AsyncRead + Unpin> AsyncRead for JsonRefusals<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for JsonRefusals<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.replacing.is_none()
            && let Some((bytes, stands_for)) = replacement(buf)
        {
            this.replacing = Some((bytes, 0, stands_for));
        }
        let Some((bytes, written, stands_for)) = &mut this.replacing else {
            return Pin::new(&mut this.inner).poll_write(cx, buf);
        };
        while *written < bytes.len() {
            let n = ready!(Pin::new(&mut this.inner).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        let stands_for = *stands_for;
        this.replacing = None;
        Poll::Ready(Ok(stands_for))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_empty_refusals_become_json_and_the_servers_answers_stay() {
        let hyper = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let (bytes, stands_for) = replacement(hyper).expect("hyper's refusal");
        assert_eq!(stands_for, hyper.len());
        let text = String::from_utf8(bytes).unwrap();
        assert!(text.starts_with("HTTP/1.1 431 "), "{text}");
        assert!(
            text.contains("content-type: application/json\r\n"),
            "{text}"
        );
        let body = text.split("\r\n\r\n").nth(1).unwrap();
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert!(v["error"].as_str().unwrap().contains("headers"), "{body}");
        let ours = b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}";
        assert!(replacement(ours).is_none());
        assert!(replacement(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n").is_none());
        assert!(replacement(b"%PDF-1.7 HTTP/1.1 400").is_none());
    }
}
