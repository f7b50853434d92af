//! The operating system's errors in the player's words: worded by kind,
//! with the system's own (English) text after them, for a bug report.

use std::io;

use spite_table::CardText;

use crate::render::Fluent;

impl<C: CardText> Fluent<C> {
    /// An I/O error in the player's words (a file's, a socket's).
    pub fn io_reason(&self, e: &io::Error) -> String {
        match e.kind() {
            io::ErrorKind::NotFound => self.tr("ui-file-not-found", &[]),
            io::ErrorKind::PermissionDenied => self.tr("ui-file-permission-denied", &[]),
            // `write_atomically`'s refusal of a path with no file name.
            io::ErrorKind::InvalidInput => self.tr("ui-file-not-a-file-name", &[]),
            kind => self.os_error(kind, &e.to_string()),
        }
    }

    /// The operating system's error of `kind` in the player's words, with
    /// the system's own text `raw` after it.
    pub fn os_error(&self, kind: io::ErrorKind, raw: &str) -> String {
        use io::ErrorKind as K;
        let what = match kind {
            K::NotFound => "not-found",
            K::PermissionDenied => "permission-denied",
            K::AlreadyExists => "exists",
            K::IsADirectory => "is-directory",
            K::NotADirectory => "not-directory",
            K::InvalidFilename => "bad-name",
            K::StorageFull => "disk-full",
            K::ReadOnlyFilesystem => "read-only",
            K::AddrInUse => "address-in-use",
            K::AddrNotAvailable => "address-not-available",
            K::ConnectionRefused => "connection-refused",
            K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe => "connection-reset",
            K::HostUnreachable | K::NetworkUnreachable | K::NetworkDown => "unreachable",
            K::TimedOut => "timed-out",
            _ => "other",
        };
        self.tr("ui-os-error", &[("what", what.into()), ("raw", raw.into())])
    }

    /// A reason given as text (a connection's, a database's) worded like
    /// [`Fluent::os_error`] when it holds the system's error number
    /// ("… (os error 111)"); other text as it is.
    pub fn reason_words(&self, raw: &str) -> String {
        let code = raw
            .rsplit_once("(os error ")
            .and_then(|(_, rest)| rest.split_once(')'))
            .and_then(|(n, _)| n.trim().parse::<i32>().ok());
        match code {
            Some(code) => self.os_error(io::Error::from_raw_os_error(code).kind(), raw),
            None => raw.to_string(),
        }
    }
}
