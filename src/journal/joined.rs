//! The journal read once: every line noted in a few maps as it is read, then each
//! booking's state worked out from them in constant time.
//!
//! What a booking line comes to depends on lines anywhere in the journal: a line that
//! settles it (a `sending` line is then no booking), a cancellation naming one of its
//! ids, a sandbox reset after it. Asked line by line against every other line, that
//! is the square of the journal; noted once, it is the journal. Only what the states
//! need is kept, not the lines: a list reads the lines it shows back from the file,
//! at the offsets noted, so a year's journal is not held in memory twice over.

use std::fs::File;
use std::path::{Path, PathBuf};

use rustc_hash::{FxHashMap, FxHashSet};

use super::file::{self, Window};
use super::says::{key_digest, record, state_of, Booked, BookingLine, Record};
use super::{same_sandbox, Entry, Text, CANCELLED, GONE};
use crate::error::{Error, Result};

/// What a pass over the journal notes of its lines. Digests are hashed as they are
/// (they are hashes already): the maps hold a year's lines.
#[derive(Default)]
pub(super) struct Notes {
    lines: Vec<Noted>,
    /// The service ids of the booking lines, one after the other.
    service_ids: Vec<u64>,
    /// Kinds and environments, a handful each, held once.
    names: Names,
    /// (the id settled, kind, key) of each line that settles a `sending` line.
    settles: FxHashSet<(u64, u32, u64)>,
    /// (kind, service id) of each cancellation.
    cancelled: FxHashSet<(u32, u64)>,
    /// The last reset of each environment.
    resets: FxHashMap<u32, u64>,
    /// Where each journal id is first seen: a reset after it ends the booking of that id.
    first: FxHashMap<u64, u64>,
}

/// A booking line as noted.
struct Noted {
    at: u64,
    len: u32,
    id: u64,
    kind: u32,
    key: u64,
    environment: u32,
    booked: Booked,
    /// Its service ids: `service_ids[ids.0..ids.1]`.
    ids: (u32, u32),
}

/// A booking of the journal: where its line is, and its state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Booking {
    pub at: u64,
    pub len: u32,
    pub state: &'static str,
    kind: u32,
    key: u64,
}

impl Record for Notes {
    type Error = std::convert::Infallible;

    fn id_at(&mut self, id: u64, at: u64) -> Result<(), Self::Error> {
        self.first.entry(id).or_insert(at);
        Ok(())
    }

    fn settles(&mut self, id: u64, kind: &str, key: u64) -> Result<(), Self::Error> {
        let kind = self.names.of(kind);
        self.settles.insert((id, kind, key));
        Ok(())
    }

    fn booking(&mut self, line: BookingLine<'_>) -> Result<(), Self::Error> {
        let from = self.service_ids.len() as u32;
        self.service_ids.extend_from_slice(&line.ids);
        let noted = Noted {
            at: line.at,
            len: u32::try_from(line.len).unwrap_or(u32::MAX),
            id: line.id,
            kind: self.names.of(line.kind),
            key: line.key,
            environment: self.names.of(line.environment),
            booked: line.booked,
            ids: (from, self.service_ids.len() as u32),
        };
        self.lines.push(noted);
        Ok(())
    }

    fn cancelled(&mut self, kind: &str, id: u64) -> Result<(), Self::Error> {
        let kind = self.names.of(kind);
        self.cancelled.insert((kind, id));
        Ok(())
    }

    fn reset(&mut self, environment: &str, at: u64) -> Result<(), Self::Error> {
        let environment = self.names.of(environment);
        self.resets.insert(environment, at);
        Ok(())
    }
}

impl Notes {
    /// Notes with room for the lines of a journal of `bytes` bytes, so that a year's
    /// journal is not copied over and over as the notes grow. Lines are a few hundred
    /// bytes: room for more is reserved, not used.
    fn for_journal_of(bytes: u64) -> Notes {
        let lines = usize::try_from(bytes / 128).unwrap_or(0).min(1 << 24);
        Notes {
            lines: Vec::with_capacity(lines),
            service_ids: Vec::with_capacity(lines),
            first: FxHashMap::with_capacity_and_hasher(lines / 2, Default::default()),
            settles: FxHashSet::with_capacity_and_hasher(lines / 4, Default::default()),
            ..Notes::default()
        }
    }

    /// Add the notes of the lines that follow these.
    fn append(&mut self, later: Notes) {
        let names: Vec<u32> = later.names.all().map(|(_, n)| self.names.of(n)).collect();
        let name = |n: u32| names[n as usize];
        for (id, at) in later.first {
            self.first.entry(id).or_insert(at);
        }
        self.settles.extend(
            later
                .settles
                .into_iter()
                .map(|(id, kind, key)| (id, name(kind), key)),
        );
        self.cancelled.extend(
            later
                .cancelled
                .into_iter()
                .map(|(kind, id)| (name(kind), id)),
        );
        // the later reset of an environment is the last
        self.resets
            .extend(later.resets.into_iter().map(|(env, at)| (name(env), at)));
        let base = self.service_ids.len() as u32;
        self.service_ids.extend(later.service_ids);
        self.lines.extend(later.lines.into_iter().map(|l| Noted {
            kind: name(l.kind),
            environment: name(l.environment),
            ids: (l.ids.0 + base, l.ids.1 + base),
            ..l
        }));
    }

    /// The bookings, in the journal's order, each with its state.
    pub fn bookings(&self) -> Vec<Booking> {
        // the environments each reset clears, once, not per booking
        let cleared: Vec<(u32, u64)> = self
            .names
            .all()
            .flat_map(|(env, name)| {
                self.resets
                    .iter()
                    .filter(move |(reset, _)| same_sandbox(self.names.name(**reset), name))
                    .map(move |(_, at)| (env, *at))
            })
            .collect();
        let mut bookings = Vec::with_capacity(self.lines.len());
        bookings.extend(self.lines.iter().filter_map(|l| {
            let settled =
                l.booked == Booked::Sending && self.settles.contains(&(l.id, l.kind, l.key));
            let ids = &self.service_ids[l.ids.0 as usize..l.ids.1 as usize];
            let cancelled = ids.iter().any(|i| self.cancelled.contains(&(l.kind, *i)));
            let since = self.first.get(&l.id).copied();
            let reset = since.is_some_and(|since| {
                cleared
                    .iter()
                    .any(|&(env, at)| env == l.environment && at >= since)
            });
            Some(Booking {
                at: l.at,
                len: l.len,
                state: state_of(l.booked, settled, cancelled, reset)?,
                kind: l.kind,
                key: l.key,
            })
        }));
        bookings
    }
}

/// A journal larger than this is read in two halves side by side.
const HALVES_FROM: u64 = 4 << 20;

/// Read the whole journal: a large one in two halves, one on another thread, since
/// reading the lines (JSON) is most of the work and a machine has two cores or more;
/// the second half's notes then go after the first's. The notes, and the lines that
/// could not be read.
fn read_halves(file: &File) -> std::io::Result<(Notes, usize)> {
    let size = file.metadata()?.len();
    if size < HALVES_FROM {
        return read_part(file, 0, u64::MAX);
    }
    // the second half starts with the first line that starts past the middle
    let mut probe = vec![0u8; 64 << 10];
    let mut middle = size / 2;
    loop {
        let n = file::read_at(file, &mut probe, middle)?;
        if n == 0 {
            break;
        }
        if let Some(i) = memchr::memchr(b'\n', &probe[..n]) {
            middle += i as u64 + 1;
            break;
        }
        middle += n as u64;
    }
    let (first, second) = std::thread::scope(|scope| {
        let second = scope.spawn(|| read_part(file, middle, u64::MAX));
        let first = read_part(file, 0, middle);
        (first, second.join().expect("the second half is read"))
    });
    let ((mut notes, damaged), (later, more)) = (first?, second?);
    notes.append(later);
    Ok((notes, damaged + more))
}

/// Read the lines from offset `from` to `to` (or the end): what they say, and how many
/// could not be read.
fn read_part(file: &File, from: u64, to: u64) -> std::io::Result<(Notes, usize)> {
    let size = file.metadata()?.len();
    let mut notes = Notes::for_journal_of(to.min(size).saturating_sub(from));
    let mut damaged = 0;
    file::each_line(file, from, to, |line| {
        match serde_json::from_slice::<Entry<Text>>(line.bytes) {
            Ok(e) => {
                let Ok(()) = record(&mut notes, line.at, line.bytes.len(), &e);
            }
            Err(_) => damaged += 1,
        }
        Ok::<_, std::io::Error>(())
    })?;
    Ok((notes, damaged))
}

/// Strings seen many times, each held once and known by a number.
#[derive(Default)]
struct Names {
    by_name: FxHashMap<Box<str>, u32>,
    names: Vec<Box<str>>,
}

impl Names {
    fn of(&mut self, name: &str) -> u32 {
        if let Some(&n) = self.by_name.get(name) {
            return n;
        }
        let n = self.names.len() as u32;
        self.names.push(name.into());
        self.by_name.insert(name.into(), n);
        n
    }

    fn name(&self, n: u32) -> &str {
        &self.names[n as usize]
    }

    fn all(&self) -> impl Iterator<Item = (u32, &str)> {
        self.names.iter().enumerate().map(|(n, s)| (n as u32, &**s))
    }

    fn find(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }
}

/// The journal read once: its bookings with their states, the lines themselves read
/// back from the file when asked for.
pub struct Journal {
    path: PathBuf,
    file: Option<File>,
    bookings: Vec<Booking>,
    names: Names,
    damaged: usize,
}

impl Journal {
    /// The journal of the user whose folders these are.
    pub fn read(paths: &crate::paths::Paths) -> Result<Journal> {
        Journal::read_from(&file::path(paths))
    }

    /// The journal at `path` (none there reads as an empty one).
    pub fn read_from(path: &Path) -> Result<Journal> {
        let Some(file) = file::open(path)? else {
            return Ok(Journal {
                path: path.to_path_buf(),
                file: None,
                bookings: Vec::new(),
                names: Names::default(),
                damaged: 0,
            });
        };
        let (notes, damaged) = read_halves(&file).map_err(|e| file::unreadable(path, e))?;
        Ok(Journal {
            path: path.to_path_buf(),
            file: Some(file),
            bookings: notes.bookings(),
            names: notes.names,
            damaged,
        })
    }

    /// How many lines could not be read (torn by a crash, or damaged otherwise).
    pub fn damaged(&self) -> usize {
        self.damaged
    }

    pub fn is_empty(&self) -> bool {
        self.bookings.is_empty()
    }

    /// Every booking with its state, newest first.
    #[cfg(test)]
    pub fn newest_first(&self) -> impl Iterator<Item = Result<(Entry, &'static str)>> + '_ {
        self.newest_first_as(|e, state| (e.to_owned_entry(), state))
    }

    /// What `made` makes of every booking and its state, newest first: each line is
    /// read back as it comes, its strings borrowed from it.
    fn newest_first_as<'j, T>(
        &'j self,
        mut made: impl FnMut(&Entry<Text<'_>>, &'static str) -> T + 'j,
    ) -> impl Iterator<Item = Result<T>> + 'j {
        let mut window = self.file.as_ref().map(Window::new);
        self.bookings.iter().rev().map(move |b| {
            let window = window.as_mut().expect("bookings come from a file");
            Ok(made(&self.read_back(window, b)?, b.state))
        })
    }

    /// What `made` makes of every booking and its state, handed to `each` newest first.
    /// Reading the lines back is most of a list's work: a long list is read on two
    /// threads, a chunk of bookings at a time each, and `each` takes what they make in
    /// order on this one; a chunk or two wait at most.
    pub fn each_newest_first<T: Send>(
        &self,
        made: impl Fn(&Entry<Text<'_>>, &'static str) -> T + Sync,
        mut each: impl FnMut(T) -> Result<()>,
    ) -> Result<()> {
        const CHUNK: usize = 1024;
        let chunks: Vec<&[Booking]> = self.bookings.rchunks(CHUNK).collect();
        if chunks.len() < 2 {
            for t in self.newest_first_as(made) {
                each(t?)?;
            }
            return Ok(());
        }
        let file = self.file.as_ref().expect("bookings come from a file");
        let made = &made;
        let chunks = &chunks;
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..2)
                .map(|first| {
                    let (tx, rx) = std::sync::mpsc::sync_channel::<Result<Vec<T>>>(1);
                    scope.spawn(move || {
                        let mut window = Window::new(file);
                        for chunk in chunks.iter().skip(first).step_by(2) {
                            let done = chunk
                                .iter()
                                .rev()
                                .map(|b| Ok(made(&self.read_back(&mut window, b)?, b.state)))
                                .collect();
                            // a receiver gone has stopped (an error, a closed pipe)
                            if tx.send(done).is_err() {
                                return;
                            }
                        }
                    });
                    rx
                })
                .collect();
            for k in 0..chunks.len() {
                let done = workers[k % 2]
                    .recv()
                    .map_err(|_| Error::unexpected("a thread reading the journal stopped"))?;
                for t in done? {
                    each(t)?;
                }
            }
            Ok(())
        })
    }

    /// The line of booking `b`, read back through `window`.
    fn read_back<'w>(&self, window: &'w mut Window<'_>, b: &Booking) -> Result<Entry<Text<'w>>> {
        let bytes = window
            .line(b.at, b.len as usize)
            .map_err(|e| file::unreadable(&self.path, e))?;
        // The journal is only ever appended to: what was read once reads the same.
        serde_json::from_slice(bytes).map_err(|_| {
            Error::unexpected(format!(
                "{} changed while it was being read",
                self.path.display()
            ))
        })
    }

    /// Every booking that `wanted` says yes to, with its state, newest first: only
    /// those are copied out of their lines.
    pub fn all_where(
        &self,
        wanted: impl Fn(&Entry<Text>, &str) -> bool + Sync,
    ) -> Result<Vec<(Entry, &'static str)>> {
        let mut found = Vec::new();
        self.each_newest_first(
            |e, state| wanted(e, state).then(|| (e.to_owned_entry(), state)),
            |b| {
                found.extend(b);
                Ok(())
            },
        )?;
        Ok(found)
    }

    /// The newest booking that `wanted` says yes to, with its state.
    pub fn find(
        &self,
        wanted: impl Fn(&Entry<Text>) -> bool,
    ) -> Result<Option<(Entry, &'static str)>> {
        // only the one found is copied out of its line
        let found = self.newest_first_as(|e, state| wanted(e).then(|| (e.to_owned_entry(), state)));
        for booking in found {
            if let Some(found) = booking? {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    /// The latest booking of this kind and key that still stands (booked, or maybe
    /// booked), if any: not cancelled, and not at a sandbox reset since.
    pub fn standing(&self, kind: &str, key: &str) -> Result<Option<(Entry, &'static str)>> {
        let Some(kind_n) = self.names.find(kind) else {
            return Ok(None);
        };
        let digest = key_digest(Some(key));
        let mut window = self.file.as_ref().map(Window::new);
        for b in self.bookings.iter().rev() {
            if b.kind != kind_n || b.key != digest || matches!(b.state, CANCELLED | GONE) {
                continue;
            }
            let window = window.as_mut().expect("bookings come from a file");
            let bytes = window
                .line(b.at, b.len as usize)
                .map_err(|e| file::unreadable(&self.path, e))?;
            if let Ok(entry) = serde_json::from_slice::<Entry>(bytes) {
                if entry.key.as_deref() == Some(key) {
                    return Ok(Some((entry, b.state)));
                }
            }
        }
        Ok(None)
    }
}
