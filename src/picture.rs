//! A picture printed on a page (a cover's front picture): a PNG or JPEG
//! file read and checked, its pixels ready for a PDF, and the resolution
//! it prints at.
//!
//! A JPEG goes into the PDF as it is (its own compression, nothing lost);
//! a PNG is decoded to 8-bit grey or RGB pixels, its transparency laid on
//! white, which the PDF compresses without loss.

use std::fmt;
use std::io::Cursor;

/// The fewest dots an inch a printer wants of a picture at its printed
/// size (Amazon KDP's and IngramSpark's 300).
pub const PRINT_DPI: f32 = 300.0;

/// The most pixels a picture may have: 8.5 x 11 in at 600 dpi is 34
/// million; more is refused rather than decoded.
pub const MAX_PIXELS: u64 = 100_000_000;

/// The largest picture file read, bytes.
pub const MAX_PICTURE_BYTES: usize = 128 << 20;

/// A picture read from a PNG or JPEG file.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Its width, pixels.
    pub width: u32,
    /// Its height, pixels.
    pub height: u32,
    /// The file as read, for a format that carries it whole (SVG).
    pub file: Vec<u8>,
    /// Its pixels as a PDF takes them.
    pub pixels: Pixels,
}

/// A picture's pixels as a PDF image takes them.
#[derive(Clone, Debug, PartialEq)]
pub enum Pixels {
    /// A JPEG file's bytes, as they are (`DCTDecode`).
    Jpeg {
        /// Colour components: 1 grey, 3 RGB (YCbCr), 4 CMYK.
        components: u8,
        /// Whether its CMYK is stored inverted (an Adobe file's).
        inverted: bool,
    },
    /// 8-bit samples, row by row: one a pixel (grey) or three (RGB).
    Raw {
        /// Whether grey (else RGB).
        grey: bool,
        /// The samples.
        samples: Vec<u8>,
    },
}

/// Why a picture is refused.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureError(String);

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PictureError {}

impl Picture {
    /// The picture in `file`, a PNG or a JPEG.
    pub fn read(file: &[u8]) -> Result<Picture, PictureError> {
        if file.starts_with(b"\x89PNG\r\n\x1a\n") {
            read_png(file)
        } else if file.starts_with(&[0xFF, 0xD8]) {
            read_jpeg(file)
        } else {
            Err(PictureError(
                "is neither a PNG nor a JPEG file; save the picture as one".to_string(),
            ))
        }
    }

    /// Its MIME type.
    pub fn mime(&self) -> &'static str {
        match self.pixels {
            Pixels::Jpeg { .. } => "image/jpeg",
            Pixels::Raw { .. } => "image/png",
        }
    }

    /// The dots an inch it prints at when `width` x `height` mm: the fewer
    /// of across and down.
    pub fn dpi(&self, width: f32, height: f32) -> f32 {
        let inch = 25.4;
        (self.width as f32 * inch / width).min(self.height as f32 * inch / height)
    }
}

/// Refuses a picture of `width` x `height` pixels with more than
/// [`MAX_PIXELS`] or none.
fn check_size(width: u32, height: u32) -> Result<(), PictureError> {
    let pixels = u64::from(width) * u64::from(height);
    if pixels == 0 {
        return Err(PictureError("has no pixels".to_string()));
    }
    if pixels > MAX_PIXELS {
        return Err(PictureError(format!(
            "has {width} x {height} pixels, more than the {} million a cover needs; \
             scale it to 300 or 600 dpi at its printed size",
            MAX_PIXELS / 1_000_000
        )));
    }
    Ok(())
}

fn read_png(file: &[u8]) -> Result<Picture, PictureError> {
    let bad =
        |e: png::DecodingError| PictureError(format!("is a PNG file that cannot be read: {e}"));
    let limits = png::Limits {
        bytes: MAX_PIXELS as usize * 4,
    };
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(file), limits);
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    // The header read, its size checked before any pixel is.
    let mut reader = decoder.read_info().map_err(bad)?;
    check_size(reader.info().width, reader.info().height)?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| PictureError("is a PNG file too large to decode".to_string()))?;
    let mut buf = vec![0; size];
    let frame = reader.next_frame(&mut buf).map_err(bad)?;
    let (width, height) = (frame.width, frame.height);
    let line = frame.line_size;
    // Transparency laid on white: a sample blends towards 255 as its
    // alpha falls.
    let on_white = |v: u8, a: u8| {
        let (v, a) = (u32::from(v), u32::from(a));
        ((v * a + 255 * (255 - a) + 127) / 255) as u8
    };
    let mut samples = Vec::with_capacity(width as usize * height as usize * 3);
    let grey = matches!(
        frame.color_type,
        png::ColorType::Grayscale | png::ColorType::GrayscaleAlpha
    );
    for row in buf.chunks(line).take(height as usize) {
        match frame.color_type {
            png::ColorType::Grayscale | png::ColorType::Rgb => {
                samples.extend_from_slice(&row[..line]);
            }
            png::ColorType::GrayscaleAlpha => {
                samples.extend(row.chunks_exact(2).map(|p| on_white(p[0], p[1])));
            }
            png::ColorType::Rgba => {
                for p in row.chunks_exact(4) {
                    samples.extend(p[..3].iter().map(|&v| on_white(v, p[3])));
                }
            }
            png::ColorType::Indexed => {
                return Err(PictureError(
                    "is a PNG file whose palette did not expand".to_string(),
                ));
            }
        }
    }
    Ok(Picture {
        width,
        height,
        file: file.to_vec(),
        pixels: Pixels::Raw { grey, samples },
    })
}

/// A JPEG file's size and colours from its frame header (SOF), and
/// whether an Adobe marker says its CMYK is inverted; the data stays as
/// it is.
fn read_jpeg(file: &[u8]) -> Result<Picture, PictureError> {
    let bad = |why: &str| PictureError(format!("is a JPEG file that cannot be read: {why}"));
    let mut at = 2;
    let mut adobe = false;
    loop {
        // Markers: 0xFF, a code, then (for most) a two-byte length that
        // counts itself.
        while file.get(at) == Some(&0xFF) && file.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        let (Some(&0xFF), Some(&code)) = (file.get(at), file.get(at + 1)) else {
            return Err(bad("no frame header"));
        };
        let len = match (file.get(at + 2), file.get(at + 3)) {
            (Some(&hi), Some(&lo)) => usize::from(hi) << 8 | usize::from(lo),
            _ => return Err(bad("it ends inside a header")),
        };
        if len < 2 || at + 2 + len > file.len() {
            return Err(bad("a header runs past the end"));
        }
        let body = &file[at + 4..at + 2 + len];
        match code {
            // APP14 "Adobe": its CMYK is stored inverted.
            0xEE if body.starts_with(b"Adobe") => adobe = true,
            // Start of a frame: baseline, extended, progressive (not the
            // lossless, hierarchical or arithmetic ones PDF readers lack).
            0xC0..=0xC2 => {
                if body.len() < 6 {
                    return Err(bad("a short frame header"));
                }
                let precision = body[0];
                let height = u32::from(body[1]) << 8 | u32::from(body[2]);
                let width = u32::from(body[3]) << 8 | u32::from(body[4]);
                let components = body[5];
                if precision != 8 {
                    return Err(bad(&format!("{precision}-bit samples; save it with 8")));
                }
                if height == 0 {
                    return Err(bad("its height is set after its data"));
                }
                if !matches!(components, 1 | 3 | 4) {
                    return Err(bad(&format!("{components} colour components")));
                }
                check_size(width, height)?;
                return Ok(Picture {
                    width,
                    height,
                    file: file.to_vec(),
                    pixels: Pixels::Jpeg {
                        components,
                        inverted: components == 4 && adobe,
                    },
                });
            }
            0xC3 | 0xC5..=0xC7 | 0xC9..=0xCB | 0xCD..=0xCF => {
                return Err(bad(
                    "a lossless, hierarchical or arithmetic-coded JPEG; save it as a baseline JPEG",
                ));
            }
            // Start of scan before any frame.
            0xDA => return Err(bad("no frame header")),
            _ => {}
        }
        at += 2 + len;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG of `width` x `height` pixels of `colour` (its bytes a pixel
    /// give its kind).
    fn png_of(width: u32, height: u32, colour: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let kind = match colour.len() {
            1 => png::ColorType::Grayscale,
            2 => png::ColorType::GrayscaleAlpha,
            3 => png::ColorType::Rgb,
            _ => png::ColorType::Rgba,
        };
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(kind);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        let data: Vec<u8> = (0..width * height).flat_map(|_| colour.to_vec()).collect();
        writer.write_image_data(&data).unwrap();
        writer.finish().unwrap();
        out
    }

    #[test]
    fn a_png_is_read_to_pixels_with_its_transparency_on_white() {
        let p = Picture::read(&png_of(3, 2, &[10, 20, 30])).unwrap();
        assert_eq!((p.width, p.height), (3, 2));
        assert_eq!(
            p.pixels,
            Pixels::Raw {
                grey: false,
                samples: [10, 20, 30].repeat(6)
            }
        );
        // Half transparent black: a middle grey.
        let p = Picture::read(&png_of(1, 1, &[0, 0, 0, 128])).unwrap();
        assert_eq!(
            p.pixels,
            Pixels::Raw {
                grey: false,
                samples: vec![127; 3]
            }
        );
        let p = Picture::read(&png_of(2, 2, &[0, 0])).unwrap();
        assert_eq!(
            p.pixels,
            Pixels::Raw {
                grey: true,
                samples: vec![255; 4]
            }
        );
        assert_eq!(p.mime(), "image/png");
    }

    #[test]
    fn a_jpeg_is_kept_whole_with_its_size_from_its_frame_header() {
        // SOI, an APP0 of 4 bytes, SOF0 (8-bit, 300 x 450, 3 components),
        // then data.
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, b'J', b'F'];
        jpeg.extend([0xFF, 0xC0, 0x00, 0x11, 8, 0x01, 0xC2, 0x01, 0x2C, 3]);
        jpeg.extend([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
        jpeg.extend([0xFF, 0xD9]);
        let p = Picture::read(&jpeg).unwrap();
        assert_eq!((p.width, p.height), (300, 450));
        assert_eq!(
            p.pixels,
            Pixels::Jpeg {
                components: 3,
                inverted: false
            }
        );
        assert_eq!(p.file, jpeg);
        // 300 x 450 pixels over 1 x 1.5 in: 300 dpi; over 2 in wide: 150.
        assert!((p.dpi(25.4, 38.1) - 300.0).abs() < 1e-3);
        assert!((p.dpi(50.8, 38.1) - 150.0).abs() < 1e-3);
        // Cut short anywhere: refused, never a panic.
        for end in 0..jpeg.len() - 2 {
            assert!(Picture::read(&jpeg[..end]).is_err(), "{end}");
        }
    }

    #[test]
    fn other_files_and_huge_pictures_are_refused_by_what_they_are() {
        let gif = b"GIF89a\x01\x00\x01\x00";
        assert!(
            Picture::read(gif)
                .unwrap_err()
                .to_string()
                .contains("neither a PNG nor a JPEG")
        );
        let mut png = png_of(1, 1, &[0]);
        assert!(Picture::read(&png[..20]).is_err());
        // Its header says 20000 x 20000 pixels (its checksum mended).
        png[16..24].copy_from_slice(&[0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20]);
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        let why = Picture::read(&png).unwrap_err().to_string();
        assert!(why.contains("20000 x 20000 pixels"), "{why}");
    }

    /// The CRC-32 of PNG chunks.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
}
