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
    fn money_and_coords() {
        assert_eq!(money("12.30", Some("EUR")), "12.30 EUR");
        assert_eq!(money("12.30", None), "12.30");
        assert_eq!(coord(Some(51.47294)), "51.47294");
        assert_eq!(coord(None), "");
    }
}
