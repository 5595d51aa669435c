//! Human formatting shared by every table: names, money, durations, coordinates.

/// "CHARLES DE GAULLE" -> "Charles de Gaulle". The service sends names upper-case,
/// which is hard to scan in a long table. Words with digits are codes and models
/// ("777-300ER", "23KG") and stay as they are; known acronyms and brands keep their
/// own casing ("KLM", "JetBlue"); small words are lower-case inside a name; a two-letter
/// code after a slash is a country ("London/GB").
pub fn title(s: &str) -> String {
    s.split(' ')
        .enumerate()
        .map(|(i, w)| {
            if w.chars().any(|c| c.is_ascii_digit()) {
                return w.to_string();
            }
            if let Some(kept) = cased(w) {
                return kept.to_string();
            }
            if i > 0 && SMALL_WORDS.contains(&w.to_ascii_lowercase().as_str()) {
                return w.to_ascii_lowercase();
            }
            match w.split_once('/') {
                // "LONDON/GB" and "LONDON/GB:HEATHROW": a country code after the slash.
                Some((name, rest)) if country_code_first(rest) => {
                    let (cc, more) = rest.split_at(2);
                    format!(
                        "{}/{}{}",
                        title_word(name),
                        cc.to_ascii_uppercase(),
                        title_word(more)
                    )
                }
                _ => title_word(w),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Words lower-case inside a name ("United States of America", "Charles de Gaulle").
const SMALL_WORDS: &[&str] = &[
    "of", "and", "the", "de", "du", "des", "la", "le", "del", "da", "di", "do", "dos", "von",
    "van", "y", "et", "on", "upon", "am", "an", "der", "den",
];

/// Acronyms and brands written their own way, matched whatever the case given.
const CASED: &[&str] = &[
    "KLM",
    "JW",
    "USA",
    "UK",
    "UAE",
    "TAP",
    "LATAM",
    "LOT",
    "SAS",
    "TUI",
    "ANA",
    "JAL",
    "EVA",
    "II",
    "III",
    "IV",
    "DC",
    "JetBlue",
    "WestJet",
    "easyJet",
    "airBaltic",
    "AirAsia",
    "IndiGo",
    "SpiceJet",
    "flydubai",
    "DoubleTree",
    "SpringHill",
    "ATA",
    "AJet",
    "US-Bangla",
];

fn cased(w: &str) -> Option<&'static str> {
    CASED.iter().copied().find(|c| c.eq_ignore_ascii_case(w))
}

/// Whether a text starts with a two-letter code on its own (`GB`, `GB:...`).
fn country_code_first(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 2 && b[..2].iter().all(u8::is_ascii_alphabetic) && (b.len() == 2 || b[2] == b':')
}

fn title_word(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut start = true;
    for c in s.chars() {
        if c.is_alphabetic() {
            if start {
                out.extend(c.to_uppercase());
            } else {
                out.extend(c.to_lowercase());
            }
            start = false;
        } else {
            out.push(c);
            // An apostrophe continues the word: "ST. JOHN'S" -> "St. John's".
            start = !c.is_alphanumeric() && c != '\'';
        }
    }
    out
}

/// One of the service's words in a table or a sentence: `PREMIUM_ECONOMY` is
/// "Premium Economy", `HELD_INFANT` "Held Infant".
pub fn words(code: impl AsRef<str>) -> String {
    title(&code.as_ref().replace('_', " "))
}

/// The same in the middle of a sentence: `HELD_INFANT` is "held infant".
pub fn lower_words(code: impl AsRef<str>) -> String {
    code.as_ref().to_lowercase().replace('_', " ")
}

/// Items after a lead, separated by `sep`, on as many lines as `width` needs, the
/// following lines indented under the first item. Each item comes with its visible
/// width (colour codes take none). At a break, what `sep` holds besides spaces (a
/// comma) ends the line. No newline at the end.
pub fn wrap_items(lead: &str, items: &[(String, usize)], sep: &str, width: usize) -> String {
    let indent = " ".repeat(lead.chars().count());
    let (sep_len, keep) = (sep.chars().count(), sep.trim_end());
    let mut out = String::from(lead);
    let mut used = lead.chars().count();
    for (i, (item, len)) in items.iter().enumerate() {
        // room for the comma a break after this item would leave
        let tail = if i + 1 < items.len() { keep.len() } else { 0 };
        if i > 0 {
            if used + sep_len + len + tail > width {
                out.push_str(keep);
                out.push('\n');
                out.push_str(&indent);
                used = indent.len();
            } else {
                out.push_str(sep);
                used += sep_len;
            }
        }
        out.push_str(item);
        used += len;
    }
    out
}

/// A plain item for [`wrap_items`]: its text and width.
pub fn plain(s: impl Into<String>) -> (String, usize) {
    let s = s.into();
    let n = s.chars().count();
    (s, n)
}

/// A flight designator: `BA117`, or `B6 79` when the airline code ends in a digit and
/// running the two together would misread (B679).
pub fn flight(carrier: &str, number: &str) -> String {
    if carrier.ends_with(|c: char| c.is_ascii_digit()) {
        format!("{carrier} {number}")
    } else {
        format!("{carrier}{number}")
    }
}

/// A coordinate with five decimals (about a metre), or blank.
pub fn coord(v: Option<f64>) -> String {
    v.map(|v| format!("{v:.5}")).unwrap_or_default()
}

/// "123.40 EUR" from the service's decimal string and currency code, the amount written
/// with the currency's own decimals ("94517 KRW", never "94517.00 KRW").
pub fn money(amount: &str, currency: Option<&str>) -> String {
    match currency {
        Some(c) if !c.is_empty() => {
            format!("{} {c}", travel_core::currency::rewrite(amount, c))
        }
        _ => amount.to_string(),
    }
}

/// An ISO 8601 duration such as `PT7H10M` or `P1DT2H` as `7h10m` or `26h00m`.
/// Anything else is returned unchanged so nothing is hidden.
pub fn duration(iso: &str) -> String {
    match parse_duration_minutes(iso) {
        Some(m) => minutes(m),
        None => iso.to_string(),
    }
}

/// `430` minutes as `7h10m`; under an hour as `45m`.
pub fn minutes(m: i64) -> String {
    if m >= 60 {
        format!("{}h{:02}m", m / 60, m % 60)
    } else {
        format!("{m}m")
    }
}

/// `690` minutes as `11h30`, as a GDS display writes a flight's time: the shorter form
/// for a column of many.
pub fn hours(m: i64) -> String {
    format!("{}h{:02}", m / 60, m % 60)
}

/// A day in full: `Tue 15 Dec 2026`.
pub fn day(d: chrono::NaiveDate) -> String {
    d.format("%a %d %b %Y").to_string()
}

/// Minutes in an ISO 8601 duration (the one strict parser both sides share).
pub use travel_core::parse::iso_minutes as parse_duration_minutes;

/// A local date-time from the service (`2026-12-15T08:05:00`).
pub fn parse_local(at: &str) -> Option<chrono::NaiveDateTime> {
    read_local(at).or_else(|| {
        chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M:%S")
            .or_else(|_| chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M"))
            .ok()
    })
}

/// The service's own layout (`YYYY-MM-DDThh:mm[:ss]`) read by hand: a 250-offer table
/// reads a thousand of them, and chrono's format strings are parsed on every call.
/// Anything else is left to chrono.
fn read_local(at: &str) -> Option<chrono::NaiveDateTime> {
    let b = at.as_bytes();
    let layout = matches!(b.len(), 16 | 19)
        && b[4] == b'-'
        && b[7] == b'-'
        && b[10] == b'T'
        && b[13] == b':'
        && (b.len() == 16 || b[16] == b':');
    if !layout {
        return None;
    }
    let n = |from: usize, len: usize| {
        b[from..from + len].iter().try_fold(0u32, |acc, c| {
            c.is_ascii_digit().then(|| acc * 10 + u32::from(c - b'0'))
        })
    };
    let seconds = if b.len() == 19 { n(17, 2)? } else { 0 };
    let date = chrono::NaiveDate::from_ymd_opt(n(0, 4)? as i32, n(5, 2)?, n(8, 2)?)?;
    date.and_hms_opt(n(11, 2)?, n(14, 2)?, seconds)
}

/// `Tue 15 Dec 08:05`: a departure, with its day so multi-day trips read right, and
/// its year where it is not that of `today` (`Fri 15 Jan 2027 08:05`).
pub fn day_time(at: &str, today: chrono::NaiveDate) -> String {
    use chrono::Datelike;
    day_time_in(at, today.year())
}

/// `day_time` with this year given, for a table that shows many.
pub fn day_time_in(at: &str, this_year: i32) -> String {
    use chrono::Datelike;
    let Some(t) = parse_local(at) else {
        return at.to_string();
    };
    let month = chrono::Month::try_from(t.month() as u8).map_or("", |m| &m.name()[..3]);
    let (day, clock) = (t.day(), hour_minute(&t));
    if t.year() == this_year {
        format!("{} {day:02} {month} {clock}", t.weekday())
    } else {
        format!("{} {day:02} {month} {} {clock}", t.weekday(), t.year())
    }
}

/// `08:05`.
fn hour_minute(t: &chrono::NaiveDateTime) -> String {
    use chrono::Timelike;
    format!("{:02}:{:02}", t.hour(), t.minute())
}

/// `11:10`, or `06:20+1` when the arrival falls on a later day than the departure.
pub fn time_with_day_mark(at: &str, since: &str) -> String {
    match (parse_local(at), parse_local(since)) {
        (Some(t), Some(s)) => {
            let days = (t.date() - s.date()).num_days();
            let hm = hour_minute(&t);
            match days {
                0 => hm,
                d if d > 0 => format!("{hm}+{d}"),
                d => format!("{hm}{d}"),
            }
        }
        _ => at.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles() {
        assert_eq!(title("CHARLES DE GAULLE"), "Charles de Gaulle");
        assert_eq!(title("LONDON/GB:HEATHROW"), "London/GB:Heathrow");
        assert_eq!(title("LONDON/GB"), "London/GB");
        assert_eq!(
            title("KLM ROYAL DUTCH AIRLINES"),
            "KLM Royal Dutch Airlines"
        );
        assert_eq!(title("JETBLUE AIRWAYS"), "JetBlue Airways");
        assert_eq!(title("WESTJET"), "WestJet");
        assert_eq!(title("ATA AIRLINES"), "ATA Airlines");
        assert_eq!(title("US-BANGLA AIRLINES"), "US-Bangla Airlines");
        assert_eq!(title("AJET"), "AJet");
        assert_eq!(title("JW MARRIOTT"), "JW Marriott");
        assert_eq!(
            title("UNITED STATES OF AMERICA"),
            "United States of America"
        );
        assert_eq!(title("THE PENINSULA"), "The Peninsula");
        assert_eq!(title("ST. JOHN'S"), "St. John's");
        assert_eq!(title("BOEING 777-300ER"), "Boeing 777-300ER");
        assert_eq!(title("CHECKED BAG 1PC 23KG"), "Checked Bag 1PC 23KG");
    }

    #[test]
    fn flight_designators() {
        assert_eq!(flight("BA", "117"), "BA117");
        assert_eq!(flight("B6", "79"), "B6 79");
    }

    #[test]
    fn durations() {
        assert_eq!(duration("PT7H10M"), "7h10m");
        assert_eq!(duration("PT45M"), "45m");
        assert_eq!(duration("P1DT2H"), "26h00m");
        assert_eq!(duration("PT2H5M30S"), "2h05m");
        assert_eq!(duration("soon"), "soon");
        assert_eq!(hours(690), "11h30");
        assert_eq!(hours(45), "0h45");
    }

    #[test]
    fn times_and_day_marks() {
        let d = chrono::NaiveDate::from_ymd_opt(2026, 12, 15).unwrap();
        assert_eq!(day(d), "Tue 15 Dec 2026");
        assert_eq!(day_time_in("2026-12-15T08:05:00", 2026), "Tue 15 Dec 08:05");
        assert_eq!(
            day_time_in("2027-01-15T08:05:00", 2026),
            "Fri 15 Jan 2027 08:05"
        );
        assert_eq!(
            time_with_day_mark("2026-12-16T06:20:00", "2026-12-15T22:00:00"),
            "06:20+1"
        );
        assert_eq!(
            time_with_day_mark("2026-12-15T11:10:00", "2026-12-15T08:00:00"),
            "11:10"
        );
        assert_eq!(
            time_with_day_mark("2026-12-14T23:10:00", "2026-12-15T01:00:00"),
            "23:10-1"
        );
    }

    #[test]
    fn local_times_read_by_hand_as_chrono_reads_them() {
        let chrono = |at: &str| {
            chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M:%S")
                .or_else(|_| chrono::NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M"))
                .ok()
        };
        for at in [
            "2026-12-15T08:05:00",
            "2026-12-15T08:05",
            "2028-02-29T23:59:59",
            "2027-02-29T10:00:00",
            "2026-13-01T10:00:00",
            "2026-12-15T24:00:00",
            "2026-12-15T08:60",
            "2026-12-15 08:05:00",
            "2026-12-15T08:05:0x",
            "2026-1-5T8:05",
            "+2026-12-15T08:05",
            "2026-12-15",
            "",
        ] {
            assert_eq!(parse_local(at), chrono(at), "{at:?}");
        }
        assert!(
            read_local("2026-12-15T08:05:00").is_some(),
            "the common layout by hand"
        );
    }

    #[test]
    fn money_and_coords() {
        assert_eq!(money("12.30", Some("EUR")), "12.30 EUR");
        assert_eq!(money("12.30", None), "12.30");
        assert_eq!(coord(Some(51.47294)), "51.47294");
        assert_eq!(coord(None), "");
    }
}
