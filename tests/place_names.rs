//! Place names in the languages agents meet (`data/place-names.tsv`): every row of the
//! table, through the binary, finds its place with `airports search` (what the booking
//! wizard asks) and, for a city, with `cities`.

use crate::common::{run_in, Home};

/// The table's rows: name as typed, IATA code, English name.
fn rows() -> Vec<(String, String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/place-names.tsv");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            assert_eq!(c.len(), 4, "four columns: {l:?}");
            (c[0].to_string(), c[1].to_string(), c[2].to_string())
        })
        .collect()
}

/// The codes in column `col` of a piped table.
fn codes(stdout: &str, col: usize) -> Vec<String> {
    stdout
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').nth(col).map(str::to_string))
        .collect()
}

#[test]
fn every_name_of_the_table_finds_its_place() {
    let home = Home::new();
    let rows = rows();
    assert!(rows.len() > 100, "{}", rows.len());
    for (typed, code, english) in &rows {
        let r = run_in(&home, &["airports", "search", typed]);
        assert_eq!(r.code, 0, "{typed}: {}", r.stderr);
        assert!(
            codes(&r.stdout, 1).contains(code),
            "airports search {typed:?} lists no {code}:\n{}",
            r.stdout
        );
        assert!(
            r.stderr.contains(&format!("is {english} ({code})")),
            "the note says what was looked up: {}",
            r.stderr
        );
        // a city name (not the airport a city without a code of its own is flown to)
        if !english.contains("airport") {
            let r = run_in(&home, &["cities", typed]);
            assert_eq!(r.code, 0, "{typed}: {}", r.stderr);
            assert!(
                codes(&r.stdout, 0).contains(code),
                "cities {typed:?} lists no {code}:\n{}",
                r.stdout
            );
        }
    }
}

#[test]
fn a_name_of_the_table_comes_first_and_others_are_found_as_before() {
    let home = Home::new();
    // "Roma" is Rome first; a name the table has not is the service's answer alone
    let r = run_in(&home, &["airports", "search", "Roma"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let found = codes(&r.stdout, 1);
    assert!(found.iter().take(3).any(|c| c == "ROM"), "{found:?}");
    // the note spells the name as the table does, though the keyword reaches the
    // command folded to the service's letters
    for typed in ["München", "Munchen", "MÜNCHEN"] {
        let r = run_in(&home, &["cities", typed]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(
            r.stderr.contains("\"München\" is Munich (MUC)"),
            "{typed}: {}",
            r.stderr
        );
    }
    // a name in another script is spelt as typed, not as its Latin row (Moskva)
    for (command, typed) in [
        ("cities", "Москва"),
        ("airports", "МОСКВА"),
        ("cities", "Moskva"),
    ] {
        let args: Vec<&str> = match command {
            "cities" => vec!["cities", typed],
            _ => vec!["airports", "search", typed],
        };
        let r = run_in(&home, &args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let row = if typed == "Moskva" {
            "Moskva"
        } else {
            "Москва"
        };
        assert!(
            r.stderr.contains(&format!("\"{row}\" is Moscow (MOW)")),
            "{typed}: {}",
            r.stderr
        );
        assert!(r.stdout.contains("MOW"), "{typed}: {}", r.stdout);
    }
    let r = run_in(&home, &["airports", "search", "Romana"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        !codes(&r.stdout, 1).contains(&"ROM".to_string()),
        "{}",
        r.stdout
    );
    assert!(
        !r.stderr.contains("as the service names it"),
        "{}",
        r.stderr
    );
    // the JSON is the service's answer, for the code
    let r = run_in(&home, &["--json", "airports", "search", "München"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let body: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(
        body["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["iataCode"] == "MUC"),
        "{body}"
    );
}
