//! Hotel brands: the chain code each sells under, its stars, its market tier and where
//! it is common; and the chain codes of independent and aggregated hotels.
//!
//! Chain codes are the two-letter GDS codes the brands are commonly listed under; the
//! tier is the brand's market segment (the industry's usual luxury, upper upscale,
//! upscale, midscale and economy classes), which sets its price more than its stars do.

/// A brand's market segment, dearest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    Luxury,
    UpperUpscale,
    Upscale,
    Midscale,
    Economy,
}

impl Tier {
    /// The tier of a hotel that no brand classes: by its stars.
    pub fn of_stars(stars: u8) -> Tier {
        match stars {
            5 => Tier::UpperUpscale,
            4 => Tier::Upscale,
            3 => Tier::Midscale,
            _ => Tier::Economy,
        }
    }
}

/// A brand: its chain code, the name it puts first, its stars, tier and where it is
/// common.
pub struct Brand {
    pub chain: &'static str,
    /// Empty for an independent hotel, named by its place instead.
    pub name: &'static str,
    pub stars: (u8, u8),
    /// None: by the hotel's stars.
    pub tier: Option<Tier>,
    /// Relative frequency per region: (Americas, Europe, elsewhere).
    pub weight: (f64, f64, f64),
    /// A national chain's country (ISO 3166): it stands there only, at `weight.0`.
    pub home: Option<&'static str>,
}

const fn b(
    chain: &'static str,
    name: &'static str,
    stars: (u8, u8),
    tier: Tier,
    weight: (f64, f64, f64),
) -> Brand {
    Brand {
        chain,
        name,
        stars,
        tier: Some(tier),
        weight,
        home: None,
    }
}

/// A national chain: common in its home country, absent elsewhere.
const fn national(
    home: &'static str,
    chain: &'static str,
    name: &'static str,
    stars: (u8, u8),
    tier: Tier,
    w: f64,
) -> Brand {
    Brand {
        home: Some(home),
        ..b(chain, name, stars, tier, (w, w, w))
    }
}

use Tier::*;

pub const BRANDS: &[Brand] = &[
    b("MC", "MARRIOTT", (4, 4), Upscale, (3.0, 2.0, 2.0)),
    b("MC", "JW MARRIOTT", (5, 5), UpperUpscale, (1.0, 0.5, 1.0)),
    b("RZ", "THE RITZ-CARLTON", (5, 5), Luxury, (0.6, 0.3, 0.6)),
    b("XR", "THE ST. REGIS", (5, 5), Luxury, (0.3, 0.2, 0.5)),
    b("WI", "THE WESTIN", (4, 5), UpperUpscale, (1.5, 0.8, 1.2)),
    b("SI", "SHERATON", (4, 4), Upscale, (2.0, 1.2, 1.8)),
    b(
        "CY",
        "COURTYARD BY MARRIOTT",
        (3, 3),
        Midscale,
        (4.0, 1.5, 1.2),
    ),
    b("MD", "LE MERIDIEN", (4, 5), UpperUpscale, (0.4, 0.8, 0.8)),
    b("FN", "FAIRFIELD INN", (2, 3), Economy, (3.0, 0.0, 0.0)),
    b("HL", "HILTON", (4, 4), Upscale, (3.0, 2.0, 2.0)),
    b("HX", "HAMPTON BY HILTON", (2, 3), Economy, (5.0, 1.2, 0.5)),
    b(
        "DT",
        "DOUBLETREE BY HILTON",
        (3, 4),
        Upscale,
        (3.0, 1.5, 1.0),
    ),
    b("GI", "HILTON GARDEN INN", (3, 3), Midscale, (3.5, 1.2, 0.8)),
    b("ES", "EMBASSY SUITES", (3, 4), Upscale, (1.5, 0.0, 0.0)),
    b("CN", "CONRAD", (5, 5), UpperUpscale, (0.2, 0.2, 0.5)),
    b("WA", "WALDORF ASTORIA", (5, 5), Luxury, (0.2, 0.2, 0.3)),
    b("HY", "PARK HYATT", (5, 5), Luxury, (0.3, 0.2, 0.5)),
    b("HY", "HYATT REGENCY", (4, 4), Upscale, (2.0, 0.6, 1.5)),
    b("HY", "GRAND HYATT", (5, 5), UpperUpscale, (0.5, 0.3, 0.8)),
    b("HY", "HYATT PLACE", (3, 3), Midscale, (2.0, 0.3, 0.4)),
    b("HI", "HOLIDAY INN", (3, 3), Midscale, (4.0, 2.5, 1.5)),
    b(
        "HI",
        "HOLIDAY INN EXPRESS",
        (2, 2),
        Economy,
        (5.0, 2.5, 1.0),
    ),
    b(
        "IC",
        "INTERCONTINENTAL",
        (5, 5),
        UpperUpscale,
        (0.6, 0.8, 1.0),
    ),
    b("CP", "CROWNE PLAZA", (4, 4), Upscale, (1.2, 1.2, 1.2)),
    b("RT", "MERCURE", (3, 4), Midscale, (0.3, 4.0, 1.5)),
    b("RT", "NOVOTEL", (3, 4), Midscale, (0.3, 3.0, 1.5)),
    b("RT", "IBIS", (2, 2), Economy, (0.3, 4.5, 1.5)),
    b("RT", "IBIS BUDGET", (1, 1), Economy, (0.0, 2.5, 0.5)),
    b("RT", "PULLMAN", (4, 5), Upscale, (0.1, 0.8, 0.8)),
    b("SB", "SOFITEL", (5, 5), UpperUpscale, (0.2, 0.8, 0.8)),
    b("BW", "BEST WESTERN", (3, 3), Midscale, (3.0, 2.5, 1.0)),
    b("BW", "BEST WESTERN PLUS", (3, 4), Midscale, (2.0, 1.5, 0.6)),
    b("RD", "RADISSON BLU", (4, 4), Upscale, (0.2, 2.0, 1.0)),
    b("RD", "RADISSON", (3, 4), Midscale, (1.0, 0.8, 0.8)),
    b("WY", "WYNDHAM", (3, 4), Midscale, (2.0, 0.6, 0.8)),
    b("RA", "RAMADA", (3, 3), Midscale, (2.0, 1.0, 1.0)),
    b("DI", "DAYS INN", (2, 2), Economy, (3.0, 0.2, 0.2)),
    b("CI", "COMFORT INN", (2, 3), Economy, (3.5, 0.5, 0.3)),
    b("QI", "QUALITY INN", (2, 3), Economy, (2.5, 0.3, 0.2)),
    b("FS", "FOUR SEASONS", (5, 5), Luxury, (0.3, 0.3, 0.5)),
    b("MO", "MANDARIN ORIENTAL", (5, 5), Luxury, (0.1, 0.2, 0.5)),
    b("PF", "THE PENINSULA", (5, 5), Luxury, (0.05, 0.05, 0.3)),
];

const fn indie(chain: &'static str, stars: (u8, u8), tier: Option<Tier>, w: f64) -> Brand {
    Brand {
        chain,
        name: "",
        stars,
        tier,
        weight: (w, w, w),
        home: None,
    }
}

/// National chains: the brands a traveller finds in every large city of their country
/// and hardly anywhere else. Japan's business-hotel chains (APA, Toyoko Inn, Dormy
/// Inn) are not sold through the GDSs; they carry the non-affiliated code, as a
/// bedbank lists them.
pub const NATIONAL: &[Brand] = &[
    national("JP", "OK", "HOTEL OKURA", (5, 5), Luxury, 0.6),
    national("JP", "YX", "APA HOTEL", (2, 3), Economy, 5.0),
    national("JP", "YX", "TOYOKO INN", (2, 2), Economy, 4.0),
    national("JP", "YX", "DORMY INN", (3, 3), Midscale, 2.0),
    national("IN", "TJ", "TAJ", (5, 5), Luxury, 1.0),
    national("IN", "TJ", "VIVANTA", (4, 4), Upscale, 1.0),
    national("IN", "TJ", "GINGER", (2, 3), Economy, 2.0),
    national("IN", "OB", "THE OBEROI", (5, 5), Luxury, 0.4),
    national("CN", "JJ", "JINJIANG INN", (2, 2), Economy, 5.0),
    national("ES", "ME", "MELIA", (4, 5), Upscale, 2.0),
    national("ES", "NH", "NH", (3, 4), Midscale, 3.0),
    national("ES", "BC", "BARCELO", (4, 4), Upscale, 1.5),
    national("AE", "RO", "ROTANA", (4, 5), Upscale, 3.0),
    national("AE", "JT", "JUMEIRAH", (5, 5), Luxury, 1.0),
];

/// Independent hotels carry these chain codes: Leading Hotels of the World, Preferred
/// Hotels & Resorts, and the code of non-affiliated properties.
pub const INDEPENDENT: &[Brand] = &[
    indie("LW", (5, 5), Some(Luxury), 0.3),
    indie("PH", (4, 5), Some(UpperUpscale), 0.5),
    indie("YX", (1, 4), None, 4.0),
];

/// Further chain codes the provider's documentation uses in its hotel ids (`TELONMFS`,
/// `ADPAR001`, `BBLONBTL`...). The sandbox never places them in a city's list; an id
/// with one of them names an independent-style hotel of two to four stars.
pub const DOCUMENTED: &[Brand] = &[
    indie("AC", (2, 4), None, 0.0),
    indie("AD", (2, 4), None, 0.0),
    indie("AS", (2, 4), None, 0.0),
    indie("BB", (2, 4), None, 0.0),
    indie("CT", (2, 4), None, 0.0),
    indie("DG", (2, 4), None, 0.0),
    indie("DH", (2, 4), None, 0.0),
    indie("EY", (2, 4), None, 0.0),
    indie("GU", (2, 4), None, 0.0),
    indie("HV", (2, 4), None, 0.0),
    indie("NN", (2, 4), None, 0.0),
    indie("OI", (2, 4), None, 0.0),
    indie("SJ", (2, 4), None, 0.0),
    indie("TE", (2, 4), None, 0.0),
    indie("TV", (2, 4), None, 0.0),
    indie("XD", (2, 4), None, 0.0),
    indie("ZZ", (2, 4), None, 0.0),
];

/// Every brand and chain code the sandbox knows, branded first.
pub fn all() -> impl Iterator<Item = &'static Brand> {
    BRANDS
        .iter()
        .chain(NATIONAL)
        .chain(INDEPENDENT)
        .chain(DOCUMENTED)
}

/// The brands and codes of a chain code (upper case); empty for an unknown one.
pub fn of_chain(chain: &str) -> Vec<&'static Brand> {
    all().filter(|b| b.chain == chain).collect()
}

impl Brand {
    /// The tier of a hotel of this brand with these stars.
    pub fn tier(&self, stars: u8) -> Tier {
        self.tier.unwrap_or_else(|| Tier::of_stars(stars))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luxury_brands_are_luxury_and_chain_codes_are_two_letters() {
        for name in [
            "FOUR SEASONS",
            "THE RITZ-CARLTON",
            "MANDARIN ORIENTAL",
            "THE PENINSULA",
            "PARK HYATT",
            "THE ST. REGIS",
        ] {
            let brand = BRANDS.iter().find(|b| b.name == name).unwrap();
            assert_eq!(brand.tier(5), Tier::Luxury, "{name}");
        }
        assert_eq!(of_chain("RT").len(), 5);
        assert!(of_chain("TE").len() == 1 && of_chain("QQ").is_empty());
        assert!(
            all().all(|b| b.chain.len() == 2 && b.chain.bytes().all(|c| c.is_ascii_uppercase()))
        );
    }
}
