//! No word cut and nothing that identifies a booking hidden, on inputs drawn by a
//! seeded generator rather than the cases the layouts were tuned on: routes, hotel
//! cities and travellers (long names included), every listing screen drawn at 60, 80
//! and 120 columns through the real binary. Every word on a narrow screen is a word of
//! the whole table (`--wide`, which breaks nothing); every line fits unless one word
//! alone is wider; on the screens that list bookings, every booking's id, references
//! and travellers' names are there at every width.

use crate::common;

use common::{Home, Run, Runs, Tsv};
use std::collections::BTreeSet;

/// The widths every screen is drawn at.
const WIDTHS: [u16; 3] = [60, 80, 120];

/// A small seeded generator (xorshift64*): the same draws on every run, so a failure
/// is replayed by the seed it prints.
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[(self.next() % from.len() as u64) as usize]
    }
}

/// The seed, from `TRAVEL_WORDS_SEED` to replay or explore, else a fixed one.
fn seed() -> u64 {
    std::env::var("TRAVEL_WORDS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_0043)
}

/// Airports of the world's busy routes.
const AIRPORTS: &[&str] = &[
    "LHR", "JFK", "CDG", "MAD", "BCN", "FRA", "AMS", "FCO", "DXB", "SIN", "LAX", "MUC", "LIS",
    "DUB", "ZRH", "VIE", "CPH", "IST", "ORD", "HKG",
];

/// Domestic routes, which airlines sell without a passport.
const DOMESTIC: &[(&str, &str)] = &[
    ("MAD", "BCN"),
    ("JFK", "LAX"),
    ("ORD", "LAX"),
    ("FRA", "MUC"),
    ("CDG", "NCE"),
    ("FCO", "MXP"),
    ("LHR", "EDI"),
    ("SFO", "SEA"),
    ("BCN", "PMI"),
    ("MAD", "AGP"),
];

/// Hotel cities.
const CITIES: &[&str] = &["PAR", "LON", "MAD", "BCN", "ROM", "NYC", "BER", "LIS"];

/// Given names and surnames, short and very long.
const GIVEN: &[&str] = &[
    "Ada",
    "Bartholomew",
    "Maximiliana",
    "Jo",
    "Oluwaseun",
    "Christopherson",
    "Anastasiya",
];
const SURNAMES: &[&str] = &[
    "Lovelace",
    "Featherstonehaugh",
    "Wolfeschlegelstein",
    "Ng",
    "Papadopoulou",
    "Vanderbiltmorgan",
    "Oyelaran",
];

/// The words of a text.
fn words(text: &str) -> BTreeSet<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// `args` at each width, checked against the whole table; the runs at each width.
fn drawn_at_every_width(home: &Home, args: &[&str], trip: Option<&str>) -> Vec<(u16, Run)> {
    let with_trip = |mut cmd: assert_cmd::Command| {
        if let Some(t) = trip {
            cmd.env("TRAVEL_TRIP", t);
        }
        cmd
    };
    let mut wide_args = vec!["--wide"];
    wide_args.extend_from_slice(args);
    let whole = with_trip(home.sandbox(&wide_args)).tty(60).run();
    assert!(
        [0, 8, 9].contains(&whole.code),
        "travel {wide_args:?}:\n{}",
        whole.stderr
    );
    let known = words(&whole.stdout);
    let mut runs = Vec::new();
    for width in WIDTHS {
        let r = with_trip(home.sandbox(args)).tty(width).run();
        assert_eq!(r.code, whole.code, "travel {args:?}:\n{}", r.stderr);
        for l in r.stdout.lines() {
            let one_word = l.split_whitespace().count() == 1;
            assert!(
                l.chars().count() <= usize::from(width) || one_word,
                "travel {args:?} at {width}: a line too wide:\n{}",
                r.stdout
            );
        }
        for w in words(&r.stdout) {
            assert!(
                known.contains(&w),
                "travel {args:?} at {width}: {w:?} is no word of the whole table (cut?):\n{}",
                r.stdout
            );
        }
        runs.push((width, r));
    }
    runs
}

#[test]
fn listing_screens_never_cut_a_word_on_drawn_routes_and_cities() {
    let seed = seed();
    let mut draw = Draw(seed | 1);
    let home = Home::new();
    let mut drawn = 0;
    for _ in 0..6 {
        let (from, to) = (draw.pick(AIRPORTS), draw.pick(AIRPORTS));
        if from == to {
            continue;
        }
        let day = format!("+{}", 10 + draw.next() % 60);
        let search = ["flights", "search", from, to, &day, "--max", "6"];
        let found = home.sandbox(&search).run();
        if found.code != 0 || found.stdout.lines().count() < 2 {
            continue;
        }
        drawn += 1;
        drawn_at_every_width(&home, &search, None);
        drawn_at_every_width(&home, &["flights", "show", "1"], None);
        let back = format!("+{}", 75 + draw.next() % 10);
        let round = [
            "flights", "search", from, to, &day, "--return", &back, "--max", "4",
        ];
        if home.sandbox(&round).run().code == 0 {
            drawn_at_every_width(&home, &round, None);
        }
    }
    for _ in 0..3 {
        let city = draw.pick(CITIES);
        let day = format!("+{}", 5 + draw.next() % 40);
        let offers = [
            "hotels",
            "offers",
            "--city",
            city,
            "--check-in",
            &day,
            "--nights",
            "2",
            "--max",
            "6",
        ];
        if home.sandbox(&offers).run().code != 0 {
            continue;
        }
        drawn += 1;
        drawn_at_every_width(&home, &offers, None);
        drawn_at_every_width(&home, &["hotels", "offer", "1"], None);
    }
    assert!(drawn >= 4, "seed {seed}: only {drawn} draws had offers");
}

#[test]
fn booking_screens_name_every_booking_at_every_width() {
    let seed = seed();
    let mut draw = Draw((seed ^ 0xB00C) | 1);
    let home = Home::new();
    let trip = "drawn";
    let r = home.travel().args(["trip", "new", trip]).run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut names: Vec<String> = Vec::new();
    let mut booked = 0;
    for k in 0..8 {
        if booked == 2 {
            break;
        }
        let (from, to) = DOMESTIC[(draw.next() % DOMESTIC.len() as u64) as usize];
        let (given, surname) = (draw.pick(GIVEN), draw.pick(SURNAMES));
        let who = format!(
            "Ms {given} {surname} 1980-01-0{} <t{k}@example.com> +447700900123",
            k % 9 + 1
        );
        let day = format!("+{}", 20 + draw.next() % 30);
        let search = ["flights", "search", from, to, &day, "--max", "2"];
        if home.sandbox(&search).env("TRAVEL_TRIP", trip).run().code != 0 {
            continue;
        }
        let r = home
            .sandbox(&["flights", "book", "1", "--traveler", &who, "--yes"])
            .env("TRAVEL_TRIP", trip)
            .run();
        if r.code == 0 {
            booked += 1;
            names.push(format!("{given} {surname}").to_uppercase());
        }
    }
    assert_eq!(booked, 2, "seed {seed}: two flights booked");
    // the hotel's guest has the longest names of the lists: the worst case is always
    // among the draws (a deposit puts the stay in the queue)
    let longest = |names: &[&'static str]| *names.iter().max_by_key(|n| n.len()).unwrap();
    let guest = format!(
        "Mr {} {} <g@example.com> +33123456789",
        longest(GIVEN),
        longest(SURNAMES)
    );
    // a stay free to cancel for a while, in the first drawn city that has one: its
    // deadline puts it in the queue too
    let stayed = (0..4).any(|_| {
        let city = draw.pick(CITIES);
        let offers = [
            "hotels",
            "offers",
            "--city",
            city,
            "--check-in",
            "+12",
            "--nights",
            "3",
            "--max",
            "20",
        ];
        let found = home.sandbox(&offers).env("TRAVEL_TRIP", trip).run();
        let t = Tsv::parse(&found.stdout);
        found.code == 0
            && t.rows.iter().enumerate().any(|(i, row)| {
                row[t.col("Cancel by")] != "non-refundable"
                    && !row[t.col("Payment")].contains("no card")
                    && home.books_stay(&(i + 1).to_string(), &guest, Some(trip))
            })
    });
    assert!(stayed, "seed {seed}: no refundable stay in four cities");
    let named: Vec<&str> = guest.split_whitespace().skip(1).take(2).collect();
    names.push(named.join(" ").to_uppercase());
    // every screen that lists bookings shows, at every width, each id, reference and
    // traveller's name its script form (a column per field) names
    let listed = home.travel().args(["bookings", "list"]).run();
    for name in &names {
        assert!(
            listed.stdout.contains(name.as_str()),
            "{name}: {}",
            listed.stdout
        );
    }
    for screen in [
        &["trip", "show", trip][..],
        &["bookings", "list"],
        &["bookings", "due", "--within", "60d"],
    ] {
        let piped = home.travel().args(screen).env("TRAVEL_TRIP", trip).run();
        let t = Tsv::parse(&piped.stdout);
        let mut must: BTreeSet<String> = BTreeSet::new();
        for col in ["Id", "Journal", "References", "Guests", "Travellers"] {
            if !t.header.iter().any(|h| h == col) {
                continue;
            }
            for cell in t.column(col) {
                must.extend(
                    cell.split([',', ' '])
                        .filter(|w| !w.is_empty())
                        .map(str::to_string),
                );
            }
        }
        assert!(
            must.len() >= 4,
            "travel {screen:?} names too little:\n{}",
            piped.stdout
        );
        for (width, r) in drawn_at_every_width(&home, screen, Some(trip)) {
            let on_screen = words(&r.stdout.replace(',', " "));
            for word in &must {
                assert!(
                    on_screen.contains(word),
                    "seed {seed}: travel {screen:?} at {width} hides {word}:\n{}",
                    r.stdout
                );
            }
        }
    }
}
