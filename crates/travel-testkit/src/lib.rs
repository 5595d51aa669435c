//! What the workspace's tests and benches share (see README.md): each test binary and
//! bench takes the parts it needs, so not every item is used by every one.

pub mod bench;
pub mod cli;
pub mod layout;
pub mod sandbox;
pub mod schema;
pub mod served;
pub mod traffic;
pub mod wire;

/// A PostgreSQL schema of a test's own, in the database `TRAVEL_TEST_DATABASE_URL`
/// names (the store's own tests use the same).
pub mod database {
    pub use travel_store::testing::Scratch;
}

/// Where a server's state is, for `database`.
pub use travel_sandbox::Location;

/// The `travel` binary cargo built beside the running test or bench (in the target
/// directory's profile folder, one level above `deps/`).
pub fn travel_bin() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let mut dir = exe.parent().expect("the test's folder").to_path_buf();
    if dir.ends_with("deps") {
        dir.pop();
    }
    let bin = dir.join(format!("travel{}", std::env::consts::EXE_SUFFIX));
    assert!(bin.is_file(), "the travel binary at {}", bin.display());
    bin
}
