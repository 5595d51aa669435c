//! The taxes and charges on a hotel night, named as the country and city name them:
//! value-added tax at the country's rate for accommodation, city and tourist taxes
//! where the city levies one, US sales and occupancy taxes, and the service charge
//! where it is customary.
//!
//! A percentage is part of the offer's price (`included`); a flat amount per person or
//! per room and night is paid at the hotel, as travellers meet it. Source: hand-curated
//! rates as published by the countries and cities, rounded (see `world/data/README.md`,
//! "Hotel places, prices and taxes").

use super::catalog::Hotel;
use crate::flights::fares::rate;

/// How a levy is reckoned.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Basis {
    /// A share of the room price (after the service charge, where there is one).
    Percent(f64),
    /// A share that depends on the night's price: `low` up to `threshold` (EUR), `high`
    /// above it.
    PercentBy { low: f64, high: f64, threshold: f64 },
    /// An amount per guest and night, in the currency, by the hotel's stars (1 to 5).
    PerPerson(&'static str, [f64; 5]),
    /// An amount per room and night, in the currency, by the hotel's stars.
    PerRoom(&'static str, [f64; 5]),
}

/// A tax or charge on a night.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Levy {
    /// The offer's tax code.
    pub code: &'static str,
    /// Its local name.
    pub name: &'static str,
    pub basis: Basis,
}

const fn pct(code: &'static str, name: &'static str, p: f64) -> Levy {
    Levy {
        code,
        name,
        basis: Basis::Percent(p),
    }
}

const fn vat(name: &'static str, p: f64) -> Levy {
    pct("VALUE_ADDED_TAX", name, p)
}

const fn city_tax(name: &'static str, currency: &'static str, by_stars: [f64; 5]) -> Levy {
    Levy {
        code: "CITY_TAX",
        name,
        basis: Basis::PerPerson(currency, by_stars),
    }
}

const SERVICE: Levy = pct("SERVICE_CHARGE", "SERVICE CHARGE", 10.0);

/// The value-added (or goods and services) tax on accommodation by country.
fn national(country: &str) -> Vec<Levy> {
    let one = |l: Levy| vec![l];
    match country {
        "FR" => one(vat("TVA", 10.0)),
        "DE" => one(vat("MEHRWERTSTEUER", 7.0)),
        "IT" => one(vat("IVA", 10.0)),
        "ES" => one(vat("IVA", 10.0)),
        "PT" => one(vat("IVA", 6.0)),
        "GB" => one(vat("VAT", 20.0)),
        "IE" => one(vat("VAT", 13.5)),
        "NL" => one(vat("BTW", 9.0)),
        "BE" => one(vat("TVA/BTW", 6.0)),
        "AT" => one(vat("UMSATZSTEUER", 10.0)),
        "CH" => one(vat("MWST/TVA", 3.8)),
        "GR" => one(vat("FPA", 13.0)),
        "DK" => one(vat("MOMS", 25.0)),
        "SE" => one(vat("MOMS", 12.0)),
        "NO" => one(vat("MVA", 12.0)),
        "FI" => one(vat("ALV", 14.0)),
        "PL" => one(vat("VAT", 8.0)),
        "CZ" => one(vat("DPH", 12.0)),
        "HU" => one(vat("AFA", 18.0)),
        "HR" => one(vat("PDV", 13.0)),
        "TR" => one(vat("KDV", 10.0)),
        "JP" => one(pct("VALUE_ADDED_TAX", "CONSUMPTION TAX", 10.0)),
        "AU" => one(pct("VALUE_ADDED_TAX", "GST", 10.0)),
        "NZ" => one(pct("VALUE_ADDED_TAX", "GST", 15.0)),
        "CA" => one(pct("VALUE_ADDED_TAX", "GST/HST", 13.0)),
        "SG" => vec![SERVICE, pct("VALUE_ADDED_TAX", "GST", 9.0)],
        "TH" => vec![
            SERVICE,
            vat("VAT", 7.0),
            pct("PROVINCIAL_TAX", "PROVINCIAL TAX", 1.0),
        ],
        "AE" => vec![
            SERVICE,
            pct("MUNICIPALITY_FEE", "MUNICIPALITY FEE", 7.0),
            vat("VAT", 5.0),
        ],
        "IN" => vec![Levy {
            code: "VALUE_ADDED_TAX",
            name: "GST",
            // 5 percent up to 7,500 rupees a night, 18 above.
            basis: Basis::PercentBy {
                low: 5.0,
                high: 18.0,
                threshold: 80.0,
            },
        }],
        "US" => vec![
            pct("SALES_TAX", "STATE SALES TAX", 6.0),
            pct("OCCUPANCY_TAX", "HOTEL OCCUPANCY TAX", 8.0),
        ],
        // Brazil: no VAT on a hotel night; the city's tax on services (ISS, 2 to 5 %,
        // 5 % in Rio de Janeiro and Sao Paulo) and the customary 10 % service charge
        "BR" => vec![
            pct("SERVICE_CHARGE", "TAXA DE SERVICO", 10.0),
            pct("CITY_TAX", "ISS", 5.0),
        ],
        // Mexico: IVA and the states' lodging tax (ISH, 3 to 5 %)
        "MX" => vec![
            vat("IVA", 16.0),
            pct("OCCUPANCY_TAX", "IMPUESTO SOBRE HOSPEDAJE", 4.0),
        ],
        "AR" => one(vat("IVA", 21.0)),
        "CL" => one(vat("IVA", 19.0)),
        "CO" => one(vat("IVA", 19.0)),
        "PE" => vec![SERVICE, vat("IGV", 18.0)],
        "CN" => vec![SERVICE, vat("VAT", 6.0)],
        "HK" => vec![
            SERVICE,
            pct("OCCUPANCY_TAX", "HOTEL ACCOMMODATION TAX", 3.0),
        ],
        "TW" => vec![SERVICE, vat("BUSINESS TAX", 5.0)],
        "KR" => vec![SERVICE, vat("VAT", 10.0)],
        "MY" => vec![
            SERVICE,
            pct("VALUE_ADDED_TAX", "SERVICE TAX (SST)", 8.0),
            Levy {
                code: "TOURISM_FEE",
                name: "TOURISM TAX",
                basis: Basis::PerRoom("MYR", [10.0; 5]),
            },
        ],
        // Indonesia: the regional hotel tax (PBJT, formerly PB1) on the room with the
        // service charge
        "ID" => vec![SERVICE, pct("CITY_TAX", "PAJAK HOTEL (PBJT)", 10.0)],
        "PH" => vec![SERVICE, vat("VAT", 12.0)],
        "VN" => vec![
            pct("SERVICE_CHARGE", "SERVICE CHARGE", 5.0),
            vat("VAT", 8.0),
        ],
        "LK" => vec![SERVICE, vat("VAT", 18.0)],
        "MV" => vec![
            SERVICE,
            pct("VALUE_ADDED_TAX", "T-GST", 17.0),
            Levy {
                code: "TOURISM_FEE",
                name: "GREEN TAX",
                basis: Basis::PerPerson("USD", [6.0, 6.0, 6.0, 12.0, 12.0]),
            },
        ],
        "IL" => one(vat("MAAM", 18.0)),
        "SA" => one(vat("VAT", 15.0)),
        "EG" => vec![
            pct("SERVICE_CHARGE", "SERVICE CHARGE", 12.0),
            vat("VAT", 14.0),
        ],
        "MA" => one(vat("TVA", 10.0)),
        "ZA" => vec![
            vat("VAT", 15.0),
            pct("TOURISM_FEE", "TOURISM LEVY (TOMSA)", 1.0),
        ],
        "KE" => vec![vat("VAT", 16.0), pct("TOURISM_FEE", "CATERING LEVY", 2.0)],
        "RU" => one(pct("CITY_TAX", "TOURIST TAX", 2.0)),
        "IS" => one(vat("VSK", 11.0)),
        "LU" => one(vat("TVA", 3.0)),
        "MT" => one(vat("VAT", 7.0)),
        "CY" => one(vat("VAT", 9.0)),
        "SI" => one(vat("DDV", 9.5)),
        "RO" => one(vat("TVA", 11.0)),
        "BG" => one(vat("DDS", 9.0)),
        "EE" => one(vat("KM", 13.0)),
        "LV" => one(vat("PVN", 12.0)),
        "LT" => one(vat("PVM", 9.0)),
        "RS" => one(vat("PDV", 10.0)),
        "ET" => vec![SERVICE, vat("VAT", 15.0)],
        "KZ" => one(vat("NDS", 12.0)),
        "DZ" => one(vat("TVA", 9.0)),
        "TN" => one(vat("TVA", 7.0)),
        "JO" => vec![SERVICE, pct("SALES_TAX", "GENERAL SALES TAX", 8.0)],
        "LB" => one(vat("TVA", 11.0)),
        "BH" => vec![SERVICE, vat("VAT", 10.0)],
        "OM" => vec![
            pct("MUNICIPALITY_FEE", "MUNICIPALITY FEE", 4.0),
            pct("TOURISM_FEE", "TOURISM LEVY", 4.0),
            vat("VAT", 5.0),
        ],
        // no VAT in Kuwait and Qatar: the service charge
        "KW" | "QA" => one(SERVICE),
        "IR" => one(vat("VAT", 10.0)),
        "AM" => one(vat("AAH", 20.0)),
        "AZ" => one(vat("EDV", 18.0)),
        "GE" => one(vat("DGHG", 18.0)),
        "UZ" => one(vat("QQS", 12.0)),
        "PK" => one(pct("SALES_TAX", "SALES TAX ON SERVICES", 16.0)),
        "BD" => vec![SERVICE, vat("VAT", 15.0)],
        "NP" => vec![SERVICE, vat("VAT", 13.0)],
        "MM" => vec![SERVICE, pct("SALES_TAX", "COMMERCIAL TAX", 5.0)],
        "MO" => vec![SERVICE, pct("TOURISM_FEE", "TOURISM TAX", 5.0)],
        "NG" => vec![
            SERVICE,
            vat("VAT", 7.5),
            pct("CITY_TAX", "HOTEL CONSUMPTION TAX", 5.0),
        ],
        "JM" => one(vat("GCT", 10.0)),
        "DO" => vec![SERVICE, vat("ITBIS", 18.0)],
        "PA" => one(pct("OCCUPANCY_TAX", "ITBMS", 10.0)),
        "CR" => one(vat("IVA", 13.0)),
        "EC" => vec![SERVICE, vat("IVA", 15.0)],
        // Cuba's hotel rates include their taxes
        "CU" => Vec::new(),
        // elsewhere the sandbox knows no rate or name: one levy that says no more
        _ => one(pct("TOTAL_TAX", "TAXES AND FEES", 10.0)),
    }
}

/// Whether the sandbox names a country's own taxes on a hotel night (rather than its
/// generic "taxes and fees").
#[cfg(test)]
pub fn named(country: &str) -> bool {
    national(country).iter().all(|l| l.code != "TOTAL_TAX")
}

/// Levies a city sets instead of (or besides) the country's.
fn local(h: &Hotel) -> Option<Vec<Levy>> {
    let city = h.city.code;
    Some(match city {
        // Paris's rate includes the regional and departmental surcharges.
        "PAR" => vec![
            vat("TVA", 10.0),
            city_tax("TAXE DE SEJOUR", "EUR", [2.60, 3.25, 5.20, 8.13, 10.73]),
        ],
        "ROM" => vec![
            vat("IVA", 10.0),
            city_tax("CONTRIBUTO DI SOGGIORNO", "EUR", [4.0, 5.0, 6.0, 7.5, 10.0]),
        ],
        "MIL" => vec![
            vat("IVA", 10.0),
            city_tax("IMPOSTA DI SOGGIORNO", "EUR", [3.0, 5.0, 6.3, 7.4, 10.0]),
        ],
        "BCN" => vec![
            vat("IVA", 10.0),
            city_tax(
                "IMPOST SOBRE ESTADES TURISTIQUES",
                "EUR",
                [4.0, 4.0, 4.0, 5.0, 7.5],
            ),
        ],
        "LIS" => vec![vat("IVA", 6.0), city_tax("TAXA TURISTICA", "EUR", [4.0; 5])],
        "AMS" => vec![vat("BTW", 9.0), pct("CITY_TAX", "TOERISTENBELASTING", 12.5)],
        "BER" => vec![
            vat("MEHRWERTSTEUER", 7.0),
            pct("CITY_TAX", "UEBERNACHTUNGSTEUER", 7.5),
        ],
        "FRA" => vec![
            vat("MEHRWERTSTEUER", 7.0),
            city_tax("TOURISMUSBEITRAG", "EUR", [2.0; 5]),
        ],
        "VIE" => vec![vat("UMSATZSTEUER", 10.0), pct("CITY_TAX", "ORTSTAXE", 3.2)],
        "PRG" => vec![
            vat("DPH", 12.0),
            city_tax("POPLATEK Z POBYTU", "CZK", [50.0; 5]),
        ],
        "BUD" => vec![vat("AFA", 18.0), pct("CITY_TAX", "IFA", 4.0)],
        "ZRH" => vec![vat("MWST", 3.8), city_tax("CITY TAX", "CHF", [2.5; 5])],
        "EDI" => vec![vat("VAT", 20.0), pct("CITY_TAX", "VISITOR LEVY", 5.0)],
        "TYO" => vec![
            pct("VALUE_ADDED_TAX", "CONSUMPTION TAX", 10.0),
            city_tax(
                "ACCOMMODATION TAX",
                "JPY",
                [0.0, 100.0, 100.0, 200.0, 200.0],
            ),
        ],
        "DXB" => vec![
            SERVICE,
            pct("MUNICIPALITY_FEE", "MUNICIPALITY FEE", 7.0),
            vat("VAT", 5.0),
            Levy {
                code: "TOURISM_FEE",
                name: "TOURISM DIRHAM",
                basis: Basis::PerRoom("AED", [7.0, 7.0, 10.0, 15.0, 20.0]),
            },
        ],
        "NYC" => vec![
            pct("SALES_TAX", "NEW YORK STATE AND CITY SALES TAX", 8.875),
            pct(
                "OCCUPANCY_TAX",
                "NEW YORK CITY HOTEL ROOM OCCUPANCY TAX",
                5.875,
            ),
            Levy {
                code: "OCCUPANCY_TAX",
                name: "NEW YORK CITY UNIT FEE AND JAVITS FEE",
                basis: Basis::PerRoom("USD", [3.5; 5]),
            },
        ],
        "LAS" => vec![pct("OCCUPANCY_TAX", "CLARK COUNTY ROOM TAX", 13.38)],
        _ => return None,
    })
}

/// The levies on a night at a hotel, the service charge first.
pub fn levies(h: &Hotel) -> Vec<Levy> {
    local(h).unwrap_or_else(|| national(h.country()))
}

impl Levy {
    /// Whether the levy is part of the offer's price (a percentage) or paid at the hotel.
    pub fn included(&self) -> bool {
        matches!(self.basis, Basis::Percent(_) | Basis::PercentBy { .. })
    }

    /// The percentage on a night whose room price is `night_eur`, for a percentage.
    pub fn percent(&self, night_eur: f64) -> Option<f64> {
        match self.basis {
            Basis::Percent(p) => Some(p),
            Basis::PercentBy {
                low,
                high,
                threshold,
            } => Some(if night_eur > threshold { high } else { low }),
            _ => None,
        }
    }

    /// A flat levy in EUR at a hotel of `stars`, and whether it is per person.
    pub fn flat_eur(&self, stars: u8) -> Option<(f64, bool)> {
        let (cur, by_stars, per_person) = match self.basis {
            Basis::PerPerson(c, s) => (c, s, true),
            Basis::PerRoom(c, s) => (c, s, false),
            _ => return None,
        };
        let amount = by_stars[usize::from(stars.clamp(1, 5)) - 1];
        Some((amount / rate(cur).unwrap_or(1.0), per_person))
    }
}

/// The levies in the price on one night whose room price is `base` hundredths (`eur`
/// in EUR), in `levies`' order, 0 for one paid at the hotel: the service charge on the
/// room price, the taxes on the room price with the service charge, as hotels bill it.
pub fn night_amounts(levies: &[Levy], base: i64, eur: f64) -> Vec<i64> {
    let share = |on: i64, p: f64| (on as f64 * p / 100.0).round() as i64;
    let service: i64 = levies
        .iter()
        .filter(|l| l.code == SERVICE.code)
        .filter_map(|l| l.percent(eur))
        .map(|p| share(base, p))
        .sum();
    levies
        .iter()
        .map(|l| match l.percent(eur) {
            None => 0,
            Some(p) if l.code == SERVICE.code => share(base, p),
            Some(p) => share(base + service, p),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hotels::catalog;
    use travel_core::stable::Seed;

    fn first(city: &str, stars: u8) -> Hotel {
        catalog::city_hotels(Seed::DEFAULT, city)
            .iter()
            .find(|h| h.stars == stars)
            .cloned()
            .unwrap_or_else(|| panic!("no {stars}-star hotel in {city}"))
    }

    #[test]
    fn paris_charges_tva_and_taxe_de_sejour_by_stars_london_vat_only() {
        let par = levies(&first("PAR", 4));
        assert_eq!(par[0].name, "TVA");
        assert_eq!(par[0].percent(200.0), Some(10.0));
        assert_eq!(par[1].code, "CITY_TAX");
        assert_eq!(par[1].name, "TAXE DE SEJOUR");
        assert_eq!(par[1].flat_eur(4), Some((8.13, true)));
        assert!(!par[1].included());
        let lon = levies(&first("LON", 4));
        assert_eq!(lon.len(), 1);
        assert_eq!((lon[0].code, lon[0].name), ("VALUE_ADDED_TAX", "VAT"));
        assert_eq!(lon[0].percent(200.0), Some(20.0));
    }

    #[test]
    fn countries_name_their_own_taxes() {
        let names = |c: &str| -> Vec<&str> { national(c).iter().map(|l| l.name).collect() };
        assert_eq!(names("DE"), ["MEHRWERTSTEUER"]);
        assert_eq!(national("DE")[0].percent(100.0), Some(7.0));
        assert_eq!(national("ES")[0].percent(100.0), Some(10.0));
        assert_eq!(names("SG"), ["SERVICE CHARGE", "GST"]);
        // Brazil's city tax on services, not a VAT
        assert_eq!(names("BR"), ["TAXA DE SERVICO", "ISS"]);
        assert!(national("BR").iter().all(|l| l.code != "VALUE_ADDED_TAX"));
        assert_eq!(names("MX"), ["IVA", "IMPUESTO SOBRE HOSPEDAJE"]);
        assert!(named("ZA") && !named("ZZ"));
        assert_eq!(names("ZZ"), ["TAXES AND FEES"]);
        assert_eq!(national("US")[0].code, "SALES_TAX");
        let gst = national("IN")[0];
        assert_eq!(
            (gst.percent(50.0), gst.percent(150.0)),
            (Some(5.0), Some(18.0))
        );
    }
}
