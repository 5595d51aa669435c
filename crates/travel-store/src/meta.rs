//! What the sandbox keeps about itself in its state file: each tenant's clock (an
//! offset from the base clock, see `travel_core::clock`), its world's seed, the serial
//! its booking references are drawn from and the salt that sets them apart from
//! another file's. Which servers serve the file is the machine's one registry of
//! running servers (the sandbox's `registry`); the table files kept of them before is
//! dropped.
//!
//! A tenant's reset clears its clock with its business, in place; the seed, serial
//! and salt stay, so references never repeat across resets and a server that
//! has the file open goes on serving it (the reset state, since it reads the state for
//! every request). Deleting the file under a running server would leave it writing to
//! a file nobody else sees.

use rusqlite::{Connection, OptionalExtension};

use crate::database::Database;
use crate::error::Result;
use crate::schema::Schema;
use crate::sql::{args, Db};
use crate::tenant::Tenant;
use travel_core::clock::Clock;

pub(super) const SCHEMA: Schema = Schema {
    name: "meta",
    legacy_since: 4,
    migrations: &[
        "CREATE TABLE IF NOT EXISTS sandbox_meta (
             key TEXT PRIMARY KEY,
             value INTEGER NOT NULL
         ) WITHOUT ROWID;
         CREATE TABLE IF NOT EXISTS sandbox_servers (
             pid INTEGER PRIMARY KEY,
             port INTEGER NOT NULL,
             seed INTEGER NOT NULL
         );",
        // A clock per tenant; the one clock of a file made before tenants is the CLI's
        // own sandbox's (`tenant::DEFAULT_CLIENT`).
        "CREATE TABLE sandbox_clocks (
             tenant TEXT PRIMARY KEY,
             offset_secs INTEGER NOT NULL
         ) WITHOUT ROWID;
         INSERT INTO sandbox_clocks (tenant, offset_secs)
             SELECT 'sandbox', value FROM sandbox_meta WHERE key = 'clock_offset';
         DELETE FROM sandbox_meta WHERE key = 'clock_offset';",
        // A tenant's choice of the interface's letter or the service's leniency, where it
        // made one (`PUT /_sandbox/settings`); none follows the server's default.
        "CREATE TABLE sandbox_settings (
             tenant TEXT PRIMARY KEY,
             strict INTEGER NOT NULL
         ) WITHOUT ROWID;",
        // The servers of the file are in the machine's registry of running servers.
        "DROP TABLE IF EXISTS sandbox_servers;",
    ],
    postgres: &[
        "",
        "",
        "CREATE TABLE sandbox_meta (
             key TEXT PRIMARY KEY,
             value BIGINT NOT NULL
         );
         CREATE TABLE sandbox_servers (
             pid BIGINT PRIMARY KEY,
             port BIGINT NOT NULL,
             seed BIGINT NOT NULL
         );
         CREATE TABLE sandbox_clocks (
             tenant TEXT PRIMARY KEY,
             offset_secs BIGINT NOT NULL
         );
         CREATE TABLE sandbox_settings (
             tenant TEXT PRIMARY KEY,
             strict BIGINT NOT NULL
         );",
        "DROP TABLE IF EXISTS sandbox_servers;",
    ],
};

const SEED: &str = "seed";
/// A counter files kept for the references drawn from it before references were drawn
/// at random; kept through migrations, read by tests.
#[cfg(test)]
const SERIAL: &str = "serial";
const SALT: &str = "salt";

/// The meta backend.
#[derive(Clone, Copy)]
pub struct Meta<'s> {
    pub(crate) db: &'s Database,
}

fn get(db: &mut dyn Db, key: &str) -> Result<Option<i64>> {
    db.value("SELECT value FROM sandbox_meta WHERE key = ?1", args![key])
}

fn put(db: &mut dyn Db, key: &str, value: i64) -> Result<()> {
    db.exec(
        "INSERT INTO sandbox_meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        args![key, value],
    )?;
    Ok(())
}

/// The statement that reads a tenant's clock's offset.
const CLOCK: &str = "SELECT offset_secs FROM sandbox_clocks WHERE tenant = ?1";

fn clock(db: &mut dyn Db, tenant: &Tenant) -> Result<Clock> {
    let offset = db.value(CLOCK, args![tenant.as_str()])?;
    Ok(Clock {
        offset: offset.unwrap_or(0),
    })
}

fn set_clock(db: &mut dyn Db, tenant: &Tenant, clock: Option<Clock>) -> Result<()> {
    match clock {
        Some(c) => db.exec(
            "INSERT INTO sandbox_clocks (tenant, offset_secs) VALUES (?1, ?2)
             ON CONFLICT (tenant) DO UPDATE SET offset_secs = excluded.offset_secs",
            args![tenant.as_str(), c.offset],
        ),
        None => db.exec(
            "DELETE FROM sandbox_clocks WHERE tenant = ?1",
            args![tenant.as_str()],
        ),
    }
    .map(drop)
}

impl Meta<'_> {
    /// Whether a tenant chose to be held to the interface's letter (`Some(true)`), to the
    /// service's leniency (`Some(false)`), or neither.
    pub fn strict(&self, tenant: &Tenant) -> Result<Option<bool>> {
        self.db.with(|db| {
            db.value(
                "SELECT strict FROM sandbox_settings WHERE tenant = ?1",
                args![tenant.as_str()],
            )
        })
    }

    /// Record a tenant's choice; `None` forgets it.
    pub fn set_strict(&self, tenant: &Tenant, strict: Option<bool>) -> Result<()> {
        self.db.with(|db| {
            match strict {
                Some(s) => db.exec(
                    "INSERT INTO sandbox_settings (tenant, strict) VALUES (?1, ?2)
                     ON CONFLICT (tenant) DO UPDATE SET strict = excluded.strict",
                    args![tenant.as_str(), s],
                ),
                None => db.exec(
                    "DELETE FROM sandbox_settings WHERE tenant = ?1",
                    args![tenant.as_str()],
                ),
            }
            .map(drop)
        })
    }

    /// A tenant's clock: real time (or `TRAVEL_TODAY`'s) unless set or advanced.
    pub fn clock(&self, tenant: &Tenant) -> Result<Clock> {
        self.db.with(|db| clock(db, tenant))
    }

    /// Set a tenant's clock's offset; `None` goes back to real time.
    pub fn set_clock(&self, tenant: &Tenant, clock: Option<Clock>) -> Result<()> {
        self.db.with(|db| set_clock(db, tenant, clock))
    }

    /// Move a tenant's clock `secs` seconds on in one statement, so two processes
    /// advancing at once both count.
    pub fn advance_clock(&self, tenant: &Tenant, secs: i64) -> Result<Clock> {
        self.db.with(|db| {
            let offset = db.value(
                "INSERT INTO sandbox_clocks AS c (tenant, offset_secs) VALUES (?1, ?2)
                 ON CONFLICT (tenant) DO UPDATE SET offset_secs = c.offset_secs + excluded.offset_secs
                 RETURNING offset_secs",
                args![tenant.as_str(), secs],
            )?;
            Ok(Clock {
                offset: offset.unwrap_or(secs),
            })
        })
    }

    /// The seed of the sandbox's world (0: the default world).
    pub fn seed(&self) -> Result<u64> {
        self.db.with(|db| Ok(get(db, SEED)?.unwrap_or(0) as u64))
    }

    /// A number this state file has never handed out, resets included.
    #[cfg(test)]
    pub fn next_serial(&self) -> Result<u64> {
        self.db.with(|db| {
            let n: Option<u64> = db.value(
                "INSERT INTO sandbox_meta AS m (key, value) VALUES (?1, 1)
                 ON CONFLICT (key) DO UPDATE SET value = m.value + 1
                 RETURNING value",
                args![SERIAL],
            )?;
            Ok(n.unwrap_or(1))
        })
    }

    /// A number drawn once per state file, so two sandboxes' serials give different
    /// references.
    pub fn salt(&self) -> Result<u64> {
        self.db.with(|db| {
            if let Some(s) = get(db, SALT)? {
                return Ok(s as u64);
            }
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            let drawn = (travel_core::stable::mix(nanos as u64 ^ u64::from(std::process::id()))
                >> 2) as i64;
            db.exec(
                "INSERT INTO sandbox_meta (key, value) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                args![SALT, drawn],
            )?;
            Ok(get(db, SALT)?.unwrap_or(drawn) as u64)
        })
    }
}

/// A tenant's clock in the state file at `path`, for the client of the in-process
/// sandbox: real time when there is no state yet or it cannot be read (the sandbox then
/// says why when it starts).
pub fn clock_at(path: &std::path::Path, tenant: &Tenant) -> Clock {
    if !path.exists() {
        return Clock::REAL;
    }
    // Read only: the in-process sandbox opens the file for writing a moment later, and
    // a writer's connection closing here would checkpoint and delete the log, which
    // the sandbox would then sync anew (some 20 ms of every `--sandbox` run).
    let flags =
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(path, flags)
        .and_then(|conn| {
            conn.query_row(CLOCK, [tenant.as_str()], |r| r.get(0))
                .optional()
        })
        .map_or(Clock::REAL, |offset| Clock {
            offset: offset.unwrap_or(0),
        })
}

/// The tenants whose clock was moved.
pub(super) fn holdings(
    db: &mut dyn Db,
    tenants: &mut std::collections::BTreeSet<String>,
) -> Result<()> {
    crate::database::tenants_in(db, "sandbox_clocks", "tenant", tenants)
}

/// What a tenant's reset does here: its clock back to real time.
pub(super) fn restart(db: &mut dyn Db, tenant: &Tenant) -> Result<()> {
    set_clock(db, tenant, None)
}

/// Forget the tenant's choice of strictness: it goes with the tenant.
pub(super) fn forget_settings(db: &mut dyn Db, tenant: &Tenant) -> Result<()> {
    db.exec(
        "DELETE FROM sandbox_settings WHERE tenant = ?1",
        args![tenant.as_str()],
    )?;
    Ok(())
}

/// What a change of world does here: every clock back to real time, the world that of
/// `seed`.
pub(super) fn reseed(db: &mut dyn Db, seed: u64) -> Result<()> {
    db.exec("DELETE FROM sandbox_clocks", args![])?;
    put(db, SEED, seed as i64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::testing::on_each;

    #[test]
    fn each_tenant_has_its_clock_and_resets_keep_the_serial() {
        on_each(clocks_and_serials);
    }

    fn clocks_and_serials(store: &Store) {
        let meta = store.meta();
        let (a, b) = (Tenant::new("a"), Tenant::new("b"));
        assert_eq!(meta.clock(&a).unwrap(), Clock::REAL);
        assert_eq!(meta.advance_clock(&a, 60).unwrap().offset, 60);
        assert_eq!(meta.advance_clock(&a, 30).unwrap().offset, 90);
        assert_eq!(meta.clock(&b).unwrap(), Clock::REAL, "b's clock stays");
        meta.set_clock(&b, Some(Clock { offset: -5 })).unwrap();
        assert_eq!(meta.clock(&a).unwrap().offset, 90);
        assert_eq!(
            (meta.next_serial().unwrap(), meta.next_serial().unwrap()),
            (1, 2)
        );
        let salt_before = meta.salt().unwrap();
        store.reset(&a).unwrap();
        assert_eq!(meta.clock(&a).unwrap(), Clock::REAL);
        assert_eq!(meta.clock(&b).unwrap().offset, -5, "b's is kept");
        store.reseed(7).unwrap();
        assert_eq!(
            meta.clock(&b).unwrap(),
            Clock::REAL,
            "a new world: every clock"
        );
        assert_eq!(meta.seed().unwrap(), 7);
        assert_eq!(
            meta.next_serial().unwrap(),
            3,
            "serials go on across resets"
        );
        assert_eq!(meta.salt().unwrap(), salt_before);
        store.reseed(0).unwrap();
        assert_eq!(meta.seed().unwrap(), 0);
    }
}
