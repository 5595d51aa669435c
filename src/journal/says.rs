//! What one line of the journal says of its bookings, and what a booking line comes
//! to given what the others say: the rules, kept in one place for both readers (the
//! list's pass over the journal and the index of the double-booking check).
//!
//! Lines are compared by 64-bit digests of their ids and keys, so that what is noted
//! of a year's journal is a few numbers a line; a booking looked up by its key is
//! read back and checked against the key itself.

use super::{Entry, CANCELLED, GONE, SANDBOX_RESET, SENDING, UNCERTAIN};

/// What a booking line stands for until other lines say more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Booked {
    /// The booking made.
    Made,
    /// Sent, its answer lost: it may exist.
    Uncertain,
    /// About to be sent; a later line settles it, or it stands as maybe made.
    Sending,
}

impl Booked {
    pub fn code(self) -> i64 {
        self as i64
    }

    pub fn from_code(code: i64) -> Option<Booked> {
        [Booked::Made, Booked::Uncertain, Booked::Sending]
            .into_iter()
            .find(|b| b.code() == code)
    }
}

/// A booking line, as noted.
pub(super) struct BookingLine<'a> {
    pub at: u64,
    pub len: usize,
    pub id: u64,
    pub kind: &'a str,
    /// `key_digest` of its key.
    pub key: u64,
    pub environment: &'a str,
    pub booked: Booked,
    /// Digests of the service's ids.
    pub ids: Vec<u64>,
}

/// Where what the lines say is noted: memory for a list, the index for the check.
pub(super) trait Record {
    type Error;
    /// A line with this id is at `at` (the first one counts).
    fn id_at(&mut self, id: u64, at: u64) -> Result<(), Self::Error>;
    /// A line settles the `sending` line of this id, kind and key.
    fn settles(&mut self, id: u64, kind: &str, key: u64) -> Result<(), Self::Error>;
    fn booking(&mut self, line: BookingLine<'_>) -> Result<(), Self::Error>;
    /// The booking of this kind with this service id is cancelled.
    fn cancelled(&mut self, kind: &str, id: u64) -> Result<(), Self::Error>;
    /// The sandbox of this environment was cleared by the line at `at`.
    fn reset(&mut self, environment: &str, at: u64) -> Result<(), Self::Error>;
}

/// The text of an optional field.
fn text<S: AsRef<str>>(o: &Option<S>) -> Option<&str> {
    o.as_ref().map(AsRef::as_ref)
}

/// Note what the line `e` at `at`, `len` bytes long, says.
pub(super) fn record<R: Record, S: AsRef<str>>(
    r: &mut R,
    at: u64,
    len: usize,
    e: &Entry<S>,
) -> Result<(), R::Error> {
    let id = digest(e.id.as_ref().as_bytes());
    r.id_at(id, at)?;
    let key = key_digest(text(&e.key));
    let kind = e.kind.as_ref();
    if let Some(settled) = text(&e.settles) {
        r.settles(digest(settled.as_bytes()), kind, key)?;
    }
    let ids = || e.ids.iter().map(|i| digest(i.as_ref().as_bytes()));
    let booked = match text(&e.event) {
        None => Booked::Made,
        Some(UNCERTAIN) => Booked::Uncertain,
        Some(SENDING) => Booked::Sending,
        Some(CANCELLED) => {
            for i in ids() {
                r.cancelled(kind, i)?;
            }
            return Ok(());
        }
        Some(SANDBOX_RESET) => return r.reset(e.environment.as_ref(), at),
        // a booking not made: nothing besides what it settles
        Some(_) => return Ok(()),
    };
    r.booking(BookingLine {
        at,
        len,
        id,
        kind,
        key,
        environment: e.environment.as_ref(),
        booked,
        ids: ids().collect(),
    })
}

/// The state of a booking line, given what the rest of the journal says of it: a line
/// settling it (of its id, kind and key), a cancellation of one of its ids (of its
/// kind), a reset of its sandbox at or after the first line of its id. `None` when it
/// is no booking: a `sending` line settled, whose settling line tells what came of it.
pub(super) fn state_of(
    booked: Booked,
    settled: bool,
    cancelled: bool,
    reset: bool,
) -> Option<&'static str> {
    if booked == Booked::Sending && settled {
        return None;
    }
    Some(if cancelled {
        CANCELLED
    } else if reset {
        GONE
    } else if booked == Booked::Made {
        "booked"
    } else {
        "unknown"
    })
}

/// A 64-bit digest (FNV-1a) of an id or a key. Fixed, unlike `travel_core::stable`'s,
/// which moves with the sandbox's seed: the index keeps these from one run to the next.
pub(super) fn digest(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h: u64, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A line's key as the joins know it: its digest, never 0, which stands for none.
pub(super) fn key_digest(key: Option<&str>) -> u64 {
    key.map_or(0, |k| digest(k.as_bytes()) | 1)
}
