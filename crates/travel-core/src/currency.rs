//! Currencies' minor units: how many decimals an amount in a currency is written with.
//! Both the sandbox (amounts in its answers) and the command line (amounts it prints)
//! read this one table, so a yen or won amount never shows a `.00` it cannot have.
//!
//! Source: ISO 4217's list of currencies and their minor units (the currencies with no
//! minor unit and those with three), as published by the maintenance agency (SIX) in
//! 2025; every other currency has two.

/// Currencies written without decimals.
const NONE: &[&str] = &[
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
    "VUV", "XAF", "XOF", "XPF",
];

/// Currencies written with three decimals.
const THREE: &[&str] = &["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"];

/// The decimals of an amount in `currency` (ISO 4217 code, any case): 0, 2 or 3.
pub fn decimals(currency: &str) -> usize {
    let c = currency.trim();
    let listed = |codes: &[&str]| codes.iter().any(|x| x.eq_ignore_ascii_case(c));
    if listed(NONE) {
        0
    } else if listed(THREE) {
        3
    } else {
        2
    }
}

/// `value` written with the decimals of `currency`: `1234.50 EUR` as `1234.50`, `94517
/// KRW` as `94517`.
pub fn amount(value: f64, currency: &str) -> String {
    format!("{value:.*}", decimals(currency))
}

/// An amount as the service wrote it (`"94517.00"`), rewritten with the decimals of
/// `currency`; text that is not a number is returned as it came.
pub fn rewrite(amount_text: &str, currency: &str) -> String {
    match amount_text.trim().parse::<f64>() {
        Ok(v) if v.is_finite() => amount(v, currency),
        _ => amount_text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minor_units_by_currency() {
        assert_eq!(decimals("JPY"), 0);
        assert_eq!(decimals("krw"), 0);
        assert_eq!(decimals("EUR"), 2);
        assert_eq!(decimals("KWD"), 3);
        assert_eq!(amount(94517.0, "KRW"), "94517");
        assert_eq!(amount(12.5, "EUR"), "12.50");
        assert_eq!(amount(1.2346, "BHD"), "1.235");
        assert_eq!(rewrite("94517.00", "KRW"), "94517");
        assert_eq!(rewrite("12.5", "USD"), "12.50");
        assert_eq!(rewrite("n/a", "USD"), "n/a");
    }
}
