//! A PostgreSQL schema of a test's own, in the database `TRAVEL_TEST_DATABASE_URL`
//! names (`scripts/with-postgres` gives one): the tests of servers sharing one database
//! fail without it, they do not skip. The store's own tests use it, and the workspace's
//! through `travel-testkit`.

use tokio_postgres::{NoTls, SimpleQueryMessage};

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
        let name = format!(
            "t{}_{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .expect("after 1970")
                .as_nanos()
        );
        simple(&base, &format!("CREATE SCHEMA {name}")).expect("a schema of the test's own");
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

    /// Run `sql` (statements separated by `;`) in this schema, as another program
    /// would: the rows its queries answer, each column as text (`None` for NULL).
    pub fn rows(&self, sql: &str) -> Vec<Vec<Option<String>>> {
        simple(&self.url, sql).expect("the test's statements")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = simple(&base_url(), &format!("DROP SCHEMA {} CASCADE", self.name));
    }
}

/// Run `sql` on a connection of its own to the database at `url`, with the text
/// protocol: the rows answered, each column as text.
fn simple(url: &str, sql: &str) -> Result<Vec<Vec<Option<String>>>, tokio_postgres::Error> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for the test's connection");
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(url, NoTls).await?;
        let driven = tokio::spawn(connection);
        let answered = client.simple_query(sql).await;
        drop(client);
        let _ = driven.await;
        Ok(answered?
            .into_iter()
            .filter_map(|m| match m {
                SimpleQueryMessage::Row(r) => {
                    Some((0..r.len()).map(|i| r.get(i).map(str::to_string)).collect())
                }
                _ => None,
            })
            .collect())
    })
}
