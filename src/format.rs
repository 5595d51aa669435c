//! Human formatting shared by every table: names, money, durations, coordinates.

/// "CHARLES DE GAULLE" -> "Charles De Gaulle". The service sends names upper-case,
/// which is hard to scan in a long table.
pub fn title(s: &str) -> String {
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

/// A coordinate with five decimals (about a metre), or blank.
pub fn coord(v: Option<f64>) -> String {
    v.map(|v| format!("{v:.5}")).unwrap_or_default()
}

/// "123.40 EUR" from the service's decimal string and currency code.
pub fn money(amount: &str, currency: Option<&str>) -> String {
    match currency {
        Some(c) if !c.is_empty() => format!("{amount} {c}"),
        _ => amount.to_string(),
    }
}

/// An ISO 8601 duration such as `PT7H10M` or `P1DT2H` as `7h10m` or `26h00m`.
/// Anything else is returned unchanged so nothing is hidden.
pub fn duration(iso: &str) -> String {
    match parse_duration_minutes(iso) {
        Some(m) if m >= 60 => format!("{}h{:02}m", m / 60, m % 60),
        Some(m) => format!("{m}m"),
        None => iso.to_string(),
    }
}

/// Minutes in an ISO 8601 duration of days, hours and minutes (seconds ignored).
pub fn parse_duration_minutes(iso: &str) -> Option<i64> {
    let rest = iso.strip_prefix('P')?;
    let (days, time) = match rest.split_once('T') {
        Some((d, t)) => (d, t),
        None => (rest, ""),
    };
    let mut minutes = 0i64;
    if !days.is_empty() {
        minutes += days.strip_suffix('D')?.parse::<i64>().ok()? * 24 * 60;
    }
    let mut num = String::new();
    for c in time.chars() {
        match c {
            '0'..='9' | '.' => num.push(c),
            'H' => minutes += num.parse::<i64>().ok()? * 60,
            'M' => minutes += num.parse::<i64>().ok()?,
            'S' => {}
            _ => return None,
        }
        if c.is_ascii_alphabetic() {
            num.clear();
        }
    }
    num.is_empty().then_some(minutes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles() {
        assert_eq!(title("CHARLES DE GAULLE"), "Charles De Gaulle");
        assert_eq!(title("LONDON/GB:HEATHROW"), "London/Gb:Heathrow");
        assert_eq!(title("ST. JOHN'S"), "St. John's");
    }

    #[test]
    fn durations() {
        assert_eq!(duration("PT7H10M"), "7h10m");
        assert_eq!(duration("PT45M"), "45m");
        assert_eq!(duration("P1DT2H"), "26h00m");
        assert_eq!(duration("PT2H5M30S"), "2h05m");
        assert_eq!(duration("soon"), "soon");
        assert_eq!(parse_duration_minutes("PT"), Some(0));
    }

    #[test]
    fn money_and_coords() {
        assert_eq!(money("12.30", Some("EUR")), "12.30 EUR");
        assert_eq!(money("12.30", None), "12.30");
        assert_eq!(coord(Some(51.47294)), "51.47294");
        assert_eq!(coord(None), "");
    }
}
