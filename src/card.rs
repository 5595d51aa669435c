//! Payment cards: where the number may come from, and the checks made before it is sent.
//!
//! The number is read from a hidden prompt, stdin or `TRAVEL_CARD_NUMBER`, never from an
//! argument (which `ps` would show). It lives in memory only, goes to the service once,
//! and is never printed or written anywhere but as its last four digits.

use std::fmt;

use chrono::{Datelike, NaiveDate};

use crate::error::{Error, Result};

pub const ENV_CARD_NUMBER: &str = "TRAVEL_CARD_NUMBER";

/// A card number that prints as its last four digits only, zeroed when dropped.
#[derive(Clone, PartialEq, Eq)]
pub struct CardNumber(String);

impl CardNumber {
    /// Digits only (spaces and dashes dropped), 12 to 19 of them, passing the Luhn check.
    pub fn parse(raw: &str) -> Result<CardNumber> {
        let digits: zeroize::Zeroizing<String> =
            zeroize::Zeroizing::new(raw.chars().filter(|c| !matches!(c, ' ' | '-')).collect());
        if digits.is_empty() {
            return Err(Error::usage("the card number is empty"));
        }
        if !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(Error::usage(
                "the card number may hold only digits (spaces and dashes are ignored)",
            ));
        }
        if !(12..=19).contains(&digits.len()) {
            return Err(Error::usage(format!(
                "the card number has {} digits; cards have 12 to 19",
                digits.len()
            )));
        }
        if !luhn(&digits) {
            return Err(Error::usage(
                "the card number fails its check digit (Luhn): a digit is wrong or two are swapped",
            ));
        }
        Ok(CardNumber(digits.to_string()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn last4(&self) -> String {
        self.0[self.0.len() - 4..].to_string()
    }

    /// The vendor code the service uses, from the number's brand prefix.
    pub fn vendor(&self) -> Option<&'static str> {
        let d = &self.0;
        let prefix = |n: usize| d[..n.min(d.len())].parse::<u32>().unwrap_or(0);
        match () {
            _ if d.starts_with('4') => Some("VI"),
            _ if (51..=55).contains(&prefix(2)) || (2221..=2720).contains(&prefix(4)) => Some("CA"),
            _ if matches!(prefix(2), 34 | 37) => Some("AX"),
            _ if (300..=305).contains(&prefix(3)) || matches!(prefix(2), 36 | 38 | 39) => {
                Some("DC")
            }
            _ if (3528..=3589).contains(&prefix(4)) => Some("JC"),
            _ if prefix(4) == 6011 || prefix(2) == 65 || (644..=649).contains(&prefix(3)) => {
                Some("DS")
            }
            _ if prefix(2) == 62 => Some("UP"),
            _ => None,
        }
    }
}

/// Zeroed when dropped, so the number does not linger in freed memory.
impl Drop for CardNumber {
    fn drop(&mut self) {
        zeroize::Zeroize::zeroize(&mut self.0);
    }
}

impl fmt::Debug for CardNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "****{}", self.last4())
    }
}

/// Whether free text (a trip's note) holds what looks like a card number: a run of 15
/// to 19 digits (spaces and dashes between them allowed) that passes the Luhn check
/// and is not a phone number (`+` before it). Cards of 12 to 14 digits are rare, and
/// shorter runs are too often dates and phone numbers to refuse.
pub fn holds_a_card_number(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_digit() || matches!(c, ' ' | '-' | '+')))
        // what follows a `+` is a phone number
        .filter_map(|run| run.split('+').next())
        .any(|run| {
            let digits: String = run.chars().filter(char::is_ascii_digit).collect();
            (15..=19).contains(&digits.len()) && luhn(&digits)
        })
}

fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let x = d * 2;
                if x > 9 {
                    x - 9
                } else {
                    x
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// `YYYY-MM`, not before this month.
pub fn expiry(s: &str, today: NaiveDate) -> Result<String> {
    let t = s.trim();
    let bad = || {
        Error::usage(format!(
            "{s:?} is not a card expiry: use YYYY-MM, MM/YY or MM/YYYY"
        ))
    };
    // As printed on cards (MM/YY, MM/YYYY), or as the service takes it (YYYY-MM).
    let iso = match t.split_once('/') {
        Some((mm, yy)) if mm.len() == 2 && yy.len() == 2 => format!("20{yy}-{mm}"),
        Some((mm, yyyy)) if mm.len() == 2 && yyyy.len() == 4 => format!("{yyyy}-{mm}"),
        Some(_) => return Err(bad()),
        None => t.to_string(),
    };
    let parsed = travel_core::parse::month(&iso).ok_or_else(bad)?;
    if (parsed.year(), parsed.month()) < (today.year(), today.month()) {
        return Err(Error::usage(format!("the card expired in {t}")));
    }
    Ok(parsed.format("%Y-%m").to_string())
}

/// A card that holds a stay paid at the hotel (a guarantee) must be valid until the
/// stay ends: the hotel charges it at check-out, or for a no-show. `expiry` is
/// `YYYY-MM`; a card is valid to the last day of that month.
pub fn covers_stay(expiry: &str, check_out: NaiveDate) -> Result<()> {
    let Some(first) = travel_core::parse::month(expiry) else {
        return Ok(());
    };
    let last_day = first
        .checked_add_months(chrono::Months::new(1))
        .and_then(|d| d.pred_opt())
        .unwrap_or(first);
    if last_day < check_out {
        return Err(Error::usage(format!(
            "the card expires at the end of {expiry}, before the stay ends (check-out {check_out}): the hotel holds a stay paid at the hotel on the card until then"
        ))
        .with_hint("give a card valid until the check-out, or choose an offer paid now"));
    }
    Ok(())
}

/// The vendor to send: the one given (checked against the number) or the number's own.
pub fn vendor(number: &CardNumber, given: Option<&str>) -> Result<String> {
    let brand = number.vendor();
    match (given.map(str::to_ascii_uppercase), brand) {
        (Some(g), Some(b)) if g != b => Err(Error::usage(format!(
            "the card number is a {b} card ({}), not {g}",
            vendor_name(b)
        ))),
        (Some(g), _) if g.len() == 2 && g.chars().all(|c| c.is_ascii_uppercase()) => Ok(g),
        (Some(g), _) => Err(Error::usage(format!(
            "{g:?} is not a card vendor code (two letters, e.g. VI)"
        ))),
        (None, Some(b)) => Ok(b.to_string()),
        (None, None) => Err(Error::usage(
            "cannot tell the card's vendor from its number: give --card-vendor (e.g. VI, CA, AX)",
        )),
    }
}

pub fn vendor_name(code: &str) -> &'static str {
    match code {
        "VI" => "Visa",
        "CA" => "Mastercard",
        "AX" => "American Express",
        "DC" => "Diners Club",
        "JC" => "JCB",
        "DS" => "Discover",
        "UP" => "UnionPay",
        _ => "card",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()
    }

    #[test]
    fn luhn_and_shape() {
        assert!(CardNumber::parse("4111 1111 1111 1111").is_ok());
        assert!(CardNumber::parse("4111111111111112").is_err());
        assert!(CardNumber::parse("4111-1111").is_err());
        assert!(CardNumber::parse("41x1111111111111").is_err());
    }

    #[test]
    fn card_numbers_are_found_in_free_text_and_phone_numbers_and_dates_are_not() {
        assert!(holds_a_card_number(
            "pays with 4111 1111 1111 1111, exp 05/29"
        ));
        assert!(holds_a_card_number("amex 378282246310005"));
        assert!(!holds_a_card_number("4111 1111 1111 1112"));
        assert!(!holds_a_card_number("call +44 7700 900123 4567 89"));
        assert!(!holds_a_card_number("out 2026-12-15, back 2026-12-20"));
    }

    #[test]
    fn vendors_from_numbers() {
        let v = |n: &str| CardNumber::parse(n).unwrap().vendor();
        assert_eq!(v("4111111111111111"), Some("VI"));
        assert_eq!(v("5555555555554444"), Some("CA"));
        assert_eq!(v("2223003122003222"), Some("CA"));
        assert_eq!(v("378282246310005"), Some("AX"));
        assert_eq!(v("3530111333300000"), Some("JC"));
        assert_eq!(v("6011111111111117"), Some("DS"));
    }

    #[test]
    fn vendor_must_match_the_number() {
        let n = CardNumber::parse("4111111111111111").unwrap();
        assert_eq!(vendor(&n, None).unwrap(), "VI");
        assert_eq!(vendor(&n, Some("vi")).unwrap(), "VI");
        assert!(vendor(&n, Some("AX")).unwrap_err().message.contains("Visa"));
    }

    #[test]
    fn an_empty_card_number_is_called_empty() {
        let err = CardNumber::parse("  ").unwrap_err();
        assert_eq!(err.message, "the card number is empty");
        let err = CardNumber::parse("4111x").unwrap_err();
        assert!(err.message.contains("only digits"), "{}", err.message);
    }

    #[test]
    fn a_card_holding_a_stay_paid_at_the_hotel_lasts_until_the_check_out() {
        let day = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        assert!(covers_stay("2026-12", day("2026-12-31")).is_ok());
        let e = covers_stay("2026-12", day("2027-01-02")).unwrap_err();
        assert!(
            e.message.contains("end of 2026-12") && e.message.contains("check-out 2027-01-02"),
            "{}",
            e.message
        );
        assert!(covers_stay("2027-01", day("2027-01-02")).is_ok());
    }

    #[test]
    fn expiry_in_the_future() {
        assert_eq!(expiry("2026-11", today()).unwrap(), "2026-11");
        assert!(expiry("2026-10", today()).is_err());
        // As printed on the card, too.
        assert_eq!(expiry("11/26", today()).unwrap(), "2026-11");
        assert_eq!(expiry("09/28", today()).unwrap(), "2028-09");
        assert_eq!(expiry("12/2027", today()).unwrap(), "2027-12");
        assert!(expiry("10/26", today())
            .unwrap_err()
            .message
            .contains("expired"));
        for bad in ["1/26", "13/26", "09-28", "0928", "09/2", ""] {
            let err = expiry(bad, today()).unwrap_err();
            assert!(
                err.message.contains("is not a card expiry"),
                "{bad:?}: {}",
                err.message
            );
        }
    }

    #[test]
    fn debug_shows_last_four_only() {
        let n = CardNumber::parse("4111111111111111").unwrap();
        assert_eq!(format!("{n:?}"), "****1111");
    }
}
