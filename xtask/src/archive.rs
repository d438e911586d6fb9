//! The archives a release carries: `.tar.gz` for Linux and macOS, `.zip`
//! for Windows; the same bytes for the same files and time, whoever makes
//! them (owner root, fixed modes, entries in the order given).

use flate2::{Compression, GzBuilder};
use std::io::{Cursor, Write};

/// A file in an archive.
pub struct Entry {
    /// Its path inside the archive, with `/` between folders.
    pub path: String,
    pub bytes: Vec<u8>,
    /// Whether it is a program (mode 755, else 644).
    pub executable: bool,
}

impl Entry {
    pub fn file(path: impl Into<String>, bytes: Vec<u8>) -> Entry {
        Entry {
            path: path.into(),
            bytes,
            executable: false,
        }
    }

    pub fn program(path: impl Into<String>, bytes: Vec<u8>) -> Entry {
        Entry {
            executable: true,
            ..Entry::file(path, bytes)
        }
    }

    fn mode(&self) -> u32 {
        if self.executable { 0o755 } else { 0o644 }
    }
}

/// `bytes` compressed as gzip, with no name and no time in its header (as
/// `gzip -9n`).
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = GzBuilder::new()
        .mtime(0)
        .write(Vec::new(), Compression::best());
    out.write_all(bytes).expect("writing to memory");
    out.finish().expect("writing to memory")
}

/// The folders above `path`, outermost first (`a/`, `a/b/` for `a/b/c`).
fn folders(path: &str) -> impl Iterator<Item = String> + '_ {
    path.match_indices('/').map(|(i, _)| path[..=i].to_string())
}

/// A gzipped tar of `entries` with their folders, every one dated `mtime`
/// (seconds since 1970) and owned by root.
pub fn tar_gz(entries: &[Entry], mtime: u64) -> Result<Vec<u8>, String> {
    let mut tar = tar::Builder::new(Vec::new());
    let mut made: Vec<String> = Vec::new();
    let header = |size: u64, mode: u32, kind: tar::EntryType| {
        let mut h = tar::Header::new_gnu();
        h.set_size(size);
        h.set_mode(mode);
        h.set_mtime(mtime);
        h.set_uid(0);
        h.set_gid(0);
        // Names as well as numbers: root, whoever made the archive.
        let _ = h.set_username("root");
        let _ = h.set_groupname("root");
        h.set_entry_type(kind);
        h
    };
    let fail = |e: std::io::Error| e.to_string();
    for entry in entries {
        for folder in folders(&entry.path) {
            if !made.contains(&folder) {
                let mut h = header(0, 0o755, tar::EntryType::Directory);
                tar.append_data(&mut h, &folder, std::io::empty())
                    .map_err(fail)?;
                made.push(folder);
            }
        }
        let mut h = header(
            entry.bytes.len() as u64,
            entry.mode(),
            tar::EntryType::Regular,
        );
        tar.append_data(&mut h, &entry.path, &entry.bytes[..])
            .map_err(fail)?;
    }
    Ok(gzip(&tar.into_inner().map_err(fail)?))
}

/// A zip of `entries` with their folders, every one dated `mtime`.
pub fn zip(entries: &[Entry], mtime: u64) -> Result<Vec<u8>, String> {
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip_time(mtime));
    let fail = |e: zip::result::ZipError| e.to_string();
    let mut made: Vec<String> = Vec::new();
    for entry in entries {
        for folder in folders(&entry.path) {
            if !made.contains(&folder) {
                zip.add_directory(folder.as_str(), options.unix_permissions(0o755))
                    .map_err(fail)?;
                made.push(folder);
            }
        }
        zip.start_file(entry.path.as_str(), options.unix_permissions(entry.mode()))
            .map_err(fail)?;
        zip.write_all(&entry.bytes).map_err(|e| e.to_string())?;
    }
    Ok(zip.finish().map_err(fail)?.into_inner())
}

/// The zip format's date (local, to two seconds) of `mtime` read as UTC;
/// 1980 for a time before the format's first.
fn zip_time(mtime: u64) -> zip::DateTime {
    let days = (mtime / 86_400) as i64;
    let seconds = mtime % 86_400;
    let (year, month, day) = civil_from_days(days);
    u16::try_from(year)
        .ok()
        .and_then(|year| {
            zip::DateTime::from_date_and_time(
                year,
                month,
                day,
                (seconds / 3600) as u8,
                (seconds / 60 % 60) as u8,
                (seconds % 60) as u8,
            )
            .ok()
        })
        .unwrap_or_default()
}

/// The date (year, month, day) of the day `days` after 1970-01-01, in the
/// proleptic Gregorian calendar (Howard Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u8, u8) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dated_as_the_calendar_says() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        // 2000-02-29 and 2026-11-28.
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_785), (2026, 11, 28));
    }

    #[test]
    fn archives_are_the_same_bytes_for_the_same_files() {
        let entries = || {
            vec![
                Entry::program("d/tool", b"#!/bin/sh\n".to_vec()),
                Entry::file("d/doc/README", b"read me\n".to_vec()),
            ]
        };
        assert_eq!(
            tar_gz(&entries(), 1).unwrap(),
            tar_gz(&entries(), 1).unwrap()
        );
        assert_eq!(zip(&entries(), 1).unwrap(), zip(&entries(), 1).unwrap());
        assert_ne!(
            tar_gz(&entries(), 1).unwrap(),
            tar_gz(&entries(), 2).unwrap()
        );
    }
}
