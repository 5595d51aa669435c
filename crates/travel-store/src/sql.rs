//! The backends' one way to the database, whichever it is: statements in the SQL both
//! engines speak, values going in as [`Arg`] and coming out as [`Cell`]s of a [`Row`].
//! A backend writes its SQL once; where the engines differ (a statement only one of
//! them has), it asks [`Db::engine`] and says each its own way.
//!
//! Parameters are written `?1`, `?2`, … as SQLite has them; PostgreSQL reads them as
//! `$1`, `$2` (see [`numbered`]).

use crate::error::{Error, Result};

/// Which database a [`Db`] speaks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// A value given to a statement.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    Null,
    Int(i64),
    Text(&'a str),
    Blob(&'a [u8]),
}

/// What can be given to a statement: strings and bytes (borrowed), integers,
/// booleans (as 0 or 1), and an option of any of them (`None` as NULL).
pub trait AsArg {
    fn as_arg(&self) -> Arg<'_>;
}

impl AsArg for str {
    fn as_arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl AsArg for String {
    fn as_arg(&self) -> Arg<'_> {
        Arg::Text(self)
    }
}

impl AsArg for [u8] {
    fn as_arg(&self) -> Arg<'_> {
        Arg::Blob(self)
    }
}

impl AsArg for Vec<u8> {
    fn as_arg(&self) -> Arg<'_> {
        Arg::Blob(self)
    }
}

impl<T: AsArg + ?Sized> AsArg for &T {
    fn as_arg(&self) -> Arg<'_> {
        (**self).as_arg()
    }
}

impl<T: AsArg> AsArg for Option<T> {
    fn as_arg(&self) -> Arg<'_> {
        self.as_ref().map_or(Arg::Null, AsArg::as_arg)
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl AsArg for $t {
            fn as_arg(&self) -> Arg<'_> {
                Arg::Int(*self as i64)
            }
        }
    )*};
}
int_args!(i64, i32, u32, u16, u64, usize);

impl AsArg for bool {
    fn as_arg(&self) -> Arg<'_> {
        Arg::Int(i64::from(*self))
    }
}

/// The arguments of a statement, each borrowed as an [`Arg`] for the time of the
/// statement that gives them.
macro_rules! args {
    () => { &[][..] };
    ($($a:expr),+ $(,)?) => { &[$($crate::sql::AsArg::as_arg(&$a)),+][..] };
}
pub(crate) use args;

/// A value a statement answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

/// One row a statement answered.
#[derive(Debug, Clone, PartialEq)]
pub struct Row(pub Vec<Cell>);

impl Row {
    /// Column `i`, as a `T`.
    pub fn get<T: FromCell>(&self, i: usize) -> Result<T> {
        let cell = self
            .0
            .get(i)
            .ok_or_else(|| Error::other(format!("no column {i} in a row")))?;
        T::from_cell(cell).ok_or_else(|| Error::other(format!("column {i}: unexpected {cell:?}")))
    }

    pub fn cell(&self, i: usize) -> &Cell {
        self.0.get(i).unwrap_or(&Cell::Null)
    }
}

/// What a [`Cell`] can be read as.
pub trait FromCell: Sized {
    fn from_cell(cell: &Cell) -> Option<Self>;
}

impl FromCell for i64 {
    fn from_cell(cell: &Cell) -> Option<Self> {
        match cell {
            Cell::Int(n) => Some(*n),
            _ => None,
        }
    }
}

macro_rules! int_cells {
    ($($t:ty),*) => {$(
        impl FromCell for $t {
            fn from_cell(cell: &Cell) -> Option<Self> {
                i64::from_cell(cell).and_then(|n| <$t>::try_from(n).ok())
            }
        }
    )*};
}
int_cells!(u64, u32, u16, usize);

impl FromCell for bool {
    fn from_cell(cell: &Cell) -> Option<Self> {
        i64::from_cell(cell).map(|n| n != 0)
    }
}

impl FromCell for String {
    fn from_cell(cell: &Cell) -> Option<Self> {
        match cell {
            Cell::Text(s) => Some(s.clone()),
            _ => None,
        }
    }
}

impl<T: FromCell> FromCell for Option<T> {
    fn from_cell(cell: &Cell) -> Option<Self> {
        match cell {
            Cell::Null => Some(None),
            other => T::from_cell(other).map(Some),
        }
    }
}

/// How a transaction begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Begin {
    /// Reads that agree with each other.
    Read,
    /// A write: what it reads stays true until it commits (SQLite's write lock taken
    /// at once; on PostgreSQL, the locks it takes, `Db::lock`).
    Write,
}

/// What runs in a transaction: it answers `Ok(Ok(_))` to commit, `Ok(Err(_))` to roll
/// back what it did and say why, `Err` when the database failed.
pub type Work<'f, T, R> = dyn FnMut(&mut dyn Db) -> Result<std::result::Result<T, R>> + 'f;

/// A connection to the database, in or out of a transaction the store began.
pub trait Db {
    fn engine(&self) -> Engine;
    /// Run one statement; how many rows it changed.
    fn exec(&mut self, sql: &str, args: &[Arg]) -> Result<u64>;
    /// Run one statement; every row it answered.
    fn query(&mut self, sql: &str, args: &[Arg]) -> Result<Vec<Row>>;
    /// Run one statement, giving `f` each row as it comes: a table read whole without
    /// holding it whole (an export).
    fn each(&mut self, sql: &str, args: &[Arg], f: &mut dyn FnMut(Row) -> Result<()>)
        -> Result<()>;
    /// Run statements without arguments, one after the other (a migration).
    fn batch(&mut self, sql: &str) -> Result<()>;
    /// Hold `key` until the transaction ends: two writers that take the same key go
    /// one after the other. SQLite has one writer at a time already, and takes none.
    fn lock(&mut self, key: &str) -> Result<()>;
}

impl dyn Db + '_ {
    /// The first row a statement answered, if any.
    pub fn one(&mut self, sql: &str, args: &[Arg]) -> Result<Option<Row>> {
        Ok(self.query(sql, args)?.into_iter().next())
    }

    /// The first column of the first row a statement answered, if any.
    pub fn value<T: FromCell>(&mut self, sql: &str, args: &[Arg]) -> Result<Option<T>> {
        self.one(sql, args)?.map(|r| r.get(0)).transpose()
    }

    /// The first column of every row a statement answered.
    pub fn column<T: FromCell>(&mut self, sql: &str, args: &[Arg]) -> Result<Vec<T>> {
        self.query(sql, args)?.iter().map(|r| r.get(0)).collect()
    }

    /// Run an INSERT of one row and give back the number the table drew for it
    /// (`column`, an AUTOINCREMENT or identity column). SQLite's `RETURNING` would
    /// plan a scan of the tables that refer to the row: its own last row id is asked
    /// instead.
    pub fn insert_numbered(&mut self, sql: &str, args: &[Arg], column: &str) -> Result<i64> {
        let drawn = match self.engine() {
            Engine::Sqlite => {
                self.exec(sql, args)?;
                self.value("SELECT last_insert_rowid()", args![])?
            }
            Engine::Postgres => self.value(&format!("{sql} RETURNING {column}"), args)?,
        };
        drawn.ok_or_else(|| Error::other(format!("no {column} drawn by {sql}")))
    }

    /// The tables of the database, by name.
    #[cfg(test)]
    pub fn tables(&mut self) -> Result<Vec<String>> {
        let sql = match self.engine() {
            Engine::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
            Engine::Postgres => {
                "SELECT table_name::text FROM information_schema.tables
                 WHERE table_schema = current_schema() ORDER BY table_name"
            }
        };
        self.column(sql, args![])
    }

    /// The columns of `table`, in their order. PostgreSQL's tables that stand in for
    /// SQLite's row number have a column `rowid`, which is the engine's as SQLite's
    /// is: not one of the table's columns.
    pub fn columns(&mut self, table: &str) -> Result<Vec<String>> {
        match self.engine() {
            Engine::Sqlite => self.column(
                "SELECT name FROM pragma_table_info(?1) ORDER BY cid",
                args![table],
            ),
            Engine::Postgres => self.column(
                "SELECT column_name::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = ?1
                     AND column_name <> 'rowid'
                 ORDER BY ordinal_position",
                args![table],
            ),
        }
    }
}

/// `sql` with SQLite's numbered parameters (`?1`) written as PostgreSQL's (`$1`);
/// what stands in quotes is left as it is.
pub fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (None, '\'' | '"') => quote = Some(c),
            (None, '?') if chars.peek().is_some_and(char::is_ascii_digit) => {
                out.push('$');
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_parameters_are_written_for_postgres_outside_quotes() {
        assert_eq!(
            numbered("SELECT '?1', x FROM t WHERE a = ?1 AND b = ?12 OR c = '?'"),
            "SELECT '?1', x FROM t WHERE a = $1 AND b = $12 OR c = '?'"
        );
        assert_eq!(numbered("a = ? "), "a = ? ");
    }

    #[test]
    fn cells_read_as_what_they_hold_and_refuse_what_they_do_not() {
        let row = Row(vec![
            Cell::Int(3),
            Cell::Null,
            Cell::Text("x".into()),
            Cell::Int(-1),
        ]);
        assert_eq!(row.get::<u32>(0).unwrap(), 3);
        assert_eq!(row.get::<Option<String>>(1).unwrap(), None);
        assert_eq!(row.get::<String>(2).unwrap(), "x");
        assert!(row.get::<String>(0).is_err());
        assert!(row.get::<u32>(3).is_err(), "a negative is no u32");
        assert!(row.get::<i64>(9).is_err());
    }
}
