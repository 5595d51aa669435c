//! A PostgreSQL schema of a test's own, in the database `TRAVEL_TEST_DATABASE_URL`
//! names (`scripts/with-postgres` gives one): the tests of servers sharing one database
//! fail without it, they do not skip. The store's own tests use it, and the workspace's
//! through `travel-testkit`.

use crate::location::Location;

/// The tests' database.
pub fn base_url() -> String {
    std::env::var("TRAVEL_TEST_DATABASE_URL").expect(
        "TRAVEL_TEST_DATABASE_URL names a PostgreSQL database for the tests \
         (scripts/with-postgres starts one and runs the tests with it)",
    )
}

/// A schema made for one test, dropped with what it holds when this goes.
pub struct Scratch {
    /// The tests' database, its connections' search path this schema.
    pub url: String,
    name: String,
}

impl Scratch {
    /// A new schema: made in the database, so no `Default` stands for it.
    #[allow(clippy::new_without_default)]
    pub fn new() -> Scratch {
        let base = base_url();
        let mut client =
            postgres::Client::connect(&base, postgres::NoTls).expect("the tests' database");
        let name = format!(
            "t{}_{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .expect("after 1970")
                .as_nanos()
        );
        client
            .batch_execute(&format!("CREATE SCHEMA {name}"))
            .expect("a schema of the test's own");
        let joiner = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{joiner}options=-c%20search_path%3D{name}");
        Scratch { url, name }
    }

    /// Where a server's state is: this schema, with `pool` connections.
    pub fn location(&self, pool: u32) -> Location {
        Location::Postgres {
            url: self.url.clone(),
            pool,
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Ok(mut client) = postgres::Client::connect(&base_url(), postgres::NoTls) {
            let _ = client.batch_execute(&format!("DROP SCHEMA {} CASCADE", self.name));
        }
    }
}
