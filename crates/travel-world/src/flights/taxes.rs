//! Ticket taxes and fees by departure country, with the codes they carry on a ticket:
//! what a segment leaving the country pays on a domestic ticket and on an international
//! one (EUR). General knowledge of the 2025 rates, rounded and converted at late-2025
//! rates; a country not listed pays a departure charge under its own code, as most
//! countries' are coded.

/// (departure country, tax code, on a domestic segment, on an international one), EUR.
/// A zero is a charge that segment does not pay.
const TABLE: &[(&str, &str, f64, f64)] = &[
    // Korea: airport passenger service charge (KRW 4,000 domestic; KRW 17,000
    // international, collected under BP with the tourism fund's departure tax of KRW
    // 10,000), the domestic fuel surcharge. (GB is the UK's air passenger duty.)
    ("KR", "BP", 2.7, 18.3),
    ("KR", "YQ", 6.5, 0.0),
    // India: user development fee, aviation security fee, GST
    ("IN", "IN", 4.0, 10.0),
    ("IN", "P2", 2.5, 4.0),
    ("IN", "K3", 3.0, 6.0),
    // China: civil aviation development fund (CNY 50 / 90)
    ("CN", "CN", 6.5, 11.5),
    // Brazil: boarding fee (domestic in BRL, international in USD)
    ("BR", "BR", 5.0, 33.0),
    // Canada: air travellers security charge, airport improvement fee
    ("CA", "CA", 6.6, 17.0),
    ("CA", "SQ", 18.0, 18.0),
    // Kenya: air passenger service charge (KES 500 / USD 50), aviation safety fee
    ("KE", "TU", 3.5, 46.0),
    ("KE", "QA", 0.0, 2.3),
    // Japan: passenger facility charge, the international tourist tax (JPY 1,000)
    ("JP", "SW", 2.5, 15.0),
    ("JP", "OI", 0.0, 6.2),
    // Indonesia: passenger service charge
    ("ID", "D5", 5.0, 12.0),
    // Australia: passenger movement charge (AUD 70, international only)
    ("AU", "AU", 0.0, 42.0),
    ("AU", "WY", 6.0, 6.0),
    // Mexico: airport use fee (TUA)
    ("MX", "XD", 18.0, 30.0),
    // South Africa: airport passenger service charge
    ("ZA", "ZA", 10.0, 25.0),
    // Spain: airport charges, Italy: boarding fee and municipal surcharge
    ("ES", "JD", 7.0, 13.0),
    ("IT", "IT", 6.5, 10.0),
    ("IT", "HB", 2.5, 2.5),
    // the Netherlands: security and passenger service charges
    ("NL", "CJ", 15.0, 15.0),
    ("NL", "RN", 14.0, 14.0),
    // the Emirates: passenger service, facility and security charges
    ("AE", "AE", 0.0, 8.0),
    ("AE", "F6", 0.0, 11.0),
    ("AE", "ZR", 0.0, 1.2),
    // Singapore: passenger service charge and aviation levy
    ("SG", "SG", 0.0, 20.0),
    ("SG", "OP", 0.0, 6.0),
    // Thailand: passenger service charge (THB 130 / 730)
    ("TH", "TS", 3.4, 19.0),
];

/// The charges of a segment leaving `from` (a country code, `'static` from the data
/// tables) on a domestic or an international ticket.
pub fn departure_charges(from: &'static str, domestic: bool, km: f64) -> Vec<(&'static str, f64)> {
    let listed: Vec<(&'static str, f64)> = TABLE
        .iter()
        .filter(|r| r.0 == from)
        .map(|r| (r.1, if domestic { r.2 } else { r.3 }))
        .filter(|r| r.1 > 0.0)
        .collect();
    if TABLE.iter().any(|r| r.0 == from) {
        return listed;
    }
    // elsewhere: one departure charge under the country's code, growing a little with
    // the distance as airport charges do
    let amount = if domestic {
        4.0 + (km / 600.0).min(4.0)
    } else {
        8.0 + (km / 1000.0).min(20.0)
    };
    vec![(from, amount)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data;

    #[test]
    fn every_listed_country_charges_something_domestic_and_international() {
        // a code that is a country's ISO code is that country's own tax (GB the UK's
        // duty, US the US transportation tax): no other country's ticket carries it
        for &(c, code, _, _) in TABLE {
            let national = data::country(code).is_some() && TABLE.iter().any(|r| r.0 == code);
            assert!(!national || code == c, "{c} charges {code}");
            assert!(!(code == "GB" && c != "GB"), "{c} charges GB");
        }
        for c in TABLE.iter().map(|r| r.0) {
            let code = data::country(c).map(|x| x.code).expect("a country");
            // Australia's movement charge is international only, its security charge both
            let dom = departure_charges(code, true, 800.0);
            let intl = departure_charges(code, false, 800.0);
            assert!(!intl.is_empty(), "{c}");
            let sum = |v: &[(&str, f64)]| v.iter().map(|x| x.1).sum::<f64>();
            assert!(sum(&dom) <= sum(&intl), "{c}");
            for (tax, amount) in dom.iter().chain(&intl) {
                assert!(tax.len() == 2 && (0.5..60.0).contains(amount), "{c} {tax}");
            }
        }
    }
}
