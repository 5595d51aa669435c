//! Branded fares per carrier: each airline sells its own brands in each cabin, each
//! brand a range of the cabin's fare levels (booking classes) with what it includes:
//! checked and cabin bags, seat choice, changes, refunds, priority, lounge and miles.
//!
//! Search, upselling and (through [`Brand::rules`] and [`Brand::checked_bags`]) pricing's
//! fare rules and bag catalogue all read this one catalogue, so what an offer's
//! amenities say, its fare rules say too.

use travel_core::model::flight::{Amenity, AmenityProvider, Bags};
use travel_core::model::rules::{Description, FareRules, TermAndCondition};
use travel_core::model::Text;

use super::fares;

/// Whether a seat can be chosen before check-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Free,
    Paid,
    /// Assigned at check-in only.
    None,
}

/// What a change or a refund costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Terms {
    /// Not allowed.
    No,
    /// Allowed for a penalty, in EUR.
    Fee(u32),
    /// Allowed without penalty.
    Free,
}

/// One brand of one carrier in one cabin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Brand {
    /// `brandedFare`, e.g. `BASIC`.
    pub code: &'static str,
    /// `brandedFareLabel`, e.g. `ECONOMY BASIC`.
    pub label: &'static str,
    /// The cabin's number (see [`fares::cabin`]).
    pub cabin: usize,
    /// The fare levels it sells (indices into [`fares::classes`]), lowest and highest.
    pub levels: (usize, usize),
    /// Checked bags (pieces of 23 kg) on long haul.
    pub long_bags: i64,
    /// Checked bags on short haul (US domestic economy includes none).
    pub short_bags: i64,
    /// Where the carrier counts checked baggage by weight (Gulf and most Asian
    /// carriers): the kilos the brand includes in all, wherever it includes a bag;
    /// 0 where it counts pieces.
    pub kilos: u32,
    /// A cabin bag besides the personal item.
    pub cabin_bag: bool,
    pub seat: Seat,
    pub change: Terms,
    pub refund: Terms,
    pub priority: bool,
    pub lounge: bool,
    /// Miles earned, percent of the distance flown.
    pub miles: u32,
}

/// Long haul from this distance (km): where full-service economy includes a bag.
pub const LONG_HAUL_KM: f64 = 3000.0;

const LIGHT: Brand = Brand {
    code: "LIGHT",
    label: "ECONOMY LIGHT",
    cabin: 0,
    levels: (0, 3),
    long_bags: 1,
    short_bags: 0,
    kilos: 0,
    cabin_bag: true,
    seat: Seat::Paid,
    change: Terms::No,
    refund: Terms::No,
    priority: false,
    lounge: false,
    miles: 25,
};
const STANDARD: Brand = Brand {
    code: "STANDARD",
    label: "ECONOMY STANDARD",
    levels: (4, 6),
    long_bags: 1,
    short_bags: 1,
    seat: Seat::Paid,
    change: Terms::Fee(70),
    miles: 50,
    ..LIGHT
};
const FLEX: Brand = Brand {
    code: "FLEX",
    label: "ECONOMY FLEX",
    levels: (7, 8),
    seat: Seat::Free,
    change: Terms::Free,
    refund: Terms::Free,
    priority: true,
    miles: 100,
    ..STANDARD
};
const PREMIUM: Brand = Brand {
    code: "PREMIUM",
    label: "PREMIUM ECONOMY",
    cabin: 1,
    levels: (0, 0),
    long_bags: 2,
    short_bags: 2,
    seat: Seat::Free,
    change: Terms::Fee(50),
    refund: Terms::Fee(100),
    priority: true,
    miles: 110,
    ..LIGHT
};
const PREMIUM_FLEX: Brand = Brand {
    code: "PREMIUMFLEX",
    label: "PREMIUM ECONOMY FLEX",
    levels: (1, 1),
    change: Terms::Free,
    refund: Terms::Free,
    miles: 125,
    ..PREMIUM
};
const BUSINESS: Brand = Brand {
    code: "BUSINESS",
    label: "BUSINESS",
    cabin: 2,
    levels: (0, 1),
    long_bags: 2,
    short_bags: 2,
    seat: Seat::Free,
    change: Terms::Fee(100),
    refund: Terms::Fee(200),
    priority: true,
    lounge: true,
    miles: 150,
    ..LIGHT
};
const BUSINESS_FLEX: Brand = Brand {
    code: "BUSINESSFLEX",
    label: "BUSINESS FLEX",
    levels: (2, 3),
    change: Terms::Free,
    refund: Terms::Free,
    miles: 175,
    ..BUSINESS
};
const FIRST: Brand = Brand {
    code: "FIRST",
    label: "FIRST",
    cabin: 3,
    levels: (0, 1),
    long_bags: 3,
    short_bags: 3,
    change: Terms::Free,
    refund: Terms::Free,
    miles: 200,
    ..BUSINESS
};

/// The brands every carrier without its own sells.
const GENERIC: &[Brand] = &[
    LIGHT,
    STANDARD,
    FLEX,
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

const BRITISH: &[Brand] = &[
    // hand baggage only on long haul too, as British Airways sells Basic
    Brand {
        code: "BASIC",
        label: "ECONOMY BASIC",
        long_bags: 0,
        ..LIGHT
    },
    Brand {
        change: Terms::Fee(65),
        ..STANDARD
    },
    FLEX,
    Brand {
        code: "WTPLUS",
        label: "PREMIUM ECONOMY",
        ..PREMIUM
    },
    Brand {
        code: "WTPLUSFLEX",
        label: "PREMIUM ECONOMY FLEX",
        ..PREMIUM_FLEX
    },
    Brand {
        code: "CLUB",
        label: "BUSINESS CLUB",
        ..BUSINESS
    },
    Brand {
        code: "CLUBFLEX",
        label: "BUSINESS CLUB FLEX",
        ..BUSINESS_FLEX
    },
    FIRST,
];

const LUFTHANSA: &[Brand] = &[
    LIGHT,
    Brand {
        code: "CLASSIC",
        label: "ECONOMY CLASSIC",
        seat: Seat::Free,
        ..STANDARD
    },
    FLEX,
    PREMIUM,
    PREMIUM_FLEX,
    Brand {
        code: "BUSSAVER",
        label: "BUSINESS SAVER",
        ..BUSINESS
    },
    BUSINESS_FLEX,
    FIRST,
];

const AIR_FRANCE_KLM: &[Brand] = &[
    Brand {
        seat: Seat::None,
        ..LIGHT
    },
    STANDARD,
    FLEX,
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

/// US majors: no checked bag in domestic economy (see [`bag_km`]), free changes from Main Cabin up, no changes at all in Basic Economy. Basic
/// Economy is the lowest class alone: it costs some tens of dollars less than Main
/// Cabin on the same flight, not half (the carriers' fares, general knowledge, 2025).
const BASIC_ECONOMY: Brand = Brand {
    code: "BASICECON",
    label: "BASIC ECONOMY",
    levels: (0, 0),
    cabin_bag: true,
    seat: Seat::None,
    miles: 0,
    ..LIGHT
};
const MAIN_CABIN: Brand = Brand {
    code: "MAINCABIN",
    label: "MAIN CABIN",
    levels: (1, 5),
    short_bags: 0,
    change: Terms::Free,
    refund: Terms::No,
    miles: 100,
    ..STANDARD
};
const MAIN_FLEX: Brand = Brand {
    code: "MAINFLEX",
    label: "MAIN CABIN FLEXIBLE",
    levels: (6, 8),
    short_bags: 0,
    miles: 100,
    ..FLEX
};
const US_BUSINESS: Brand = Brand {
    code: "BUSINESS",
    label: "BUSINESS",
    levels: (0, 3),
    change: Terms::Free,
    refund: Terms::Fee(150),
    ..BUSINESS
};
const US_MAJOR: &[Brand] = &[
    BASIC_ECONOMY,
    MAIN_CABIN,
    MAIN_FLEX,
    Brand {
        code: "PREMSELECT",
        label: "PREMIUM SELECT",
        levels: (0, 1),
        ..PREMIUM
    },
    US_BUSINESS,
    FIRST,
];
/// United names its economy fares Economy and Economy Flexible, its premium economy
/// Premium Plus (united.com, general knowledge 2025).
const UNITED: &[Brand] = &[
    BASIC_ECONOMY,
    Brand {
        code: "ECONOMY",
        label: "ECONOMY",
        ..MAIN_CABIN
    },
    Brand {
        code: "ECOFLEX",
        label: "ECONOMY FLEXIBLE",
        ..MAIN_FLEX
    },
    Brand {
        code: "PREMPLUS",
        label: "PREMIUM PLUS",
        levels: (0, 1),
        ..PREMIUM
    },
    US_BUSINESS,
    FIRST,
];

/// The length a segment counts for its included bags: a domestic flight within the
/// United States as a short one whatever its length, since no US carrier includes a
/// checked bag in domestic economy (New York-Los Angeles included).
pub fn bag_km(km: f64, from_country: &str, to_country: &str) -> f64 {
    if from_country == "US" && to_country == "US" {
        km.min(LONG_HAUL_KM - 1.0)
    } else {
        km
    }
}

/// Economy brands counted by weight: `names` (code, label) cheapest first over the
/// levels `ranges`, each including `kilos` of checked baggage on every route; changes
/// and refunds loosen as the generic brands do. Carriers' own names and allowances from
/// their published fare families (emirates.com, qatarairways.com, etihad.com,
/// singaporeair.com, turkishairlines.com).
const fn by_weight(
    code: &'static str,
    label: &'static str,
    levels: (usize, usize),
    kilos: u32,
    like: Brand,
) -> Brand {
    Brand {
        code,
        label,
        levels,
        long_bags: 1,
        short_bags: 1,
        kilos,
        ..like
    }
}

const EMIRATES: &[Brand] = &[
    by_weight("SPECIAL", "ECONOMY SPECIAL", (0, 2), 20, LIGHT),
    by_weight(
        "SAVER",
        "ECONOMY SAVER",
        (3, 4),
        25,
        Brand {
            change: Terms::Fee(80),
            miles: 50,
            ..LIGHT
        },
    ),
    by_weight(
        "FLEX",
        "ECONOMY FLEX",
        (5, 6),
        30,
        Brand {
            change: Terms::Fee(40),
            refund: Terms::Fee(150),
            miles: 75,
            ..FLEX
        },
    ),
    by_weight("FLEXPLUS", "ECONOMY FLEX PLUS", (7, 8), 35, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

const QATAR: &[Brand] = &[
    by_weight("CLASSIC", "ECONOMY CLASSIC", (0, 3), 25, LIGHT),
    by_weight("CONVENIENCE", "ECONOMY CONVENIENCE", (4, 6), 30, STANDARD),
    by_weight("COMFORT", "ECONOMY COMFORT", (7, 8), 35, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

const ETIHAD: &[Brand] = &[
    by_weight("BASIC", "ECONOMY BASIC", (0, 1), 20, LIGHT),
    by_weight(
        "VALUE",
        "ECONOMY VALUE",
        (2, 4),
        25,
        Brand {
            change: Terms::Fee(80),
            miles: 50,
            ..LIGHT
        },
    ),
    by_weight("COMFORT", "ECONOMY COMFORT", (5, 6), 30, STANDARD),
    by_weight("DELUXE", "ECONOMY DELUXE", (7, 8), 35, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

const SINGAPORE: &[Brand] = &[
    by_weight("LITE", "ECONOMY LITE", (0, 3), 25, LIGHT),
    by_weight("STANDARD", "ECONOMY STANDARD", (4, 6), 30, STANDARD),
    by_weight("FLEXI", "ECONOMY FLEXI", (7, 8), 35, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

const TURKISH: &[Brand] = &[
    by_weight("ECOFLY", "ECOFLY", (0, 3), 20, LIGHT),
    by_weight("EXTRAFLY", "EXTRAFLY", (4, 6), 25, STANDARD),
    by_weight("PRIMEFLY", "PRIMEFLY", (7, 8), 30, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

/// Other Gulf, Asian and Indian full-service carriers: by weight, 20 kg in the
/// cheapest brand.
const WEIGHT: &[Brand] = &[
    by_weight("SAVER", "ECONOMY SAVER", (0, 3), 20, LIGHT),
    by_weight("STANDARD", "ECONOMY STANDARD", (4, 6), 25, STANDARD),
    by_weight("FLEX", "ECONOMY FLEX", (7, 8), 30, FLEX),
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

/// Japanese, Korean, Taiwanese and Hong Kong carriers and those of Oceania count
/// pieces: one in the cheapest brand, two from the standard one on long haul.
const PIECES: &[Brand] = &[
    Brand {
        code: "SAVER",
        label: "ECONOMY SAVER",
        short_bags: 1,
        ..LIGHT
    },
    Brand {
        long_bags: 2,
        ..STANDARD
    },
    Brand {
        long_bags: 2,
        ..FLEX
    },
    PREMIUM,
    PREMIUM_FLEX,
    BUSINESS,
    BUSINESS_FLEX,
    FIRST,
];

/// A low-cost carrier's bundle in economy: no refunds, no lounge, no miles; `bags`
/// checked bags of `kilos` (0: pieces of 23 kg) on every route.
#[allow(clippy::too_many_arguments)]
const fn lcc(
    code: &'static str,
    label: &'static str,
    levels: (usize, usize),
    cabin_bag: bool,
    bags: i64,
    kilos: u32,
    seat: Seat,
    change: Terms,
    priority: bool,
) -> Brand {
    Brand {
        code,
        label,
        cabin: 0,
        levels,
        long_bags: bags,
        short_bags: bags,
        kilos,
        cabin_bag,
        seat,
        change,
        refund: Terms::No,
        priority,
        lounge: false,
        miles: 0,
    }
}

use Seat::{Free as SEAT, None as NO_SEAT};
use Terms::{Fee, Free as FREE, No as NO};

// Low-cost carriers sell economy only, unbundled, each under its own names (the
// carriers' published fare bundles, general knowledge 2025; approximate, see
// `world/data/README.md`): the cheapest brand a personal item and a seat given at
// check-in, dearer ones a cabin bag, a chosen seat, a checked bag and changes.

#[rustfmt::skip]
const RYANAIR: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("REGULAR", "REGULAR", (4, 5), true, 0, 0, SEAT, Fee(45), true),
    lcc("PLUS", "PLUS", (6, 7), false, 1, 20, SEAT, Fee(45), false),
    lcc("FLEXIPLUS", "FLEXI PLUS", (8, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const EASYJET: &[Brand] = &[
    lcc("STANDARD", "STANDARD", (0, 3), false, 0, 0, NO_SEAT, Fee(49), false),
    lcc("ESSENTIALS", "ESSENTIALS", (4, 6), true, 0, 0, SEAT, Fee(49), false),
    lcc("STANDARDPLUS", "STANDARD PLUS", (7, 8), true, 1, 23, SEAT, Fee(49), true),
];
#[rustfmt::skip]
const WIZZ: &[Brand] = &[
    lcc("BASIC", "WIZZ BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(55), false),
    lcc("WIZZGO", "WIZZ GO", (4, 6), false, 1, 20, SEAT, Fee(55), false),
    lcc("WIZZPLUS", "WIZZ PLUS", (7, 8), true, 1, 32, SEAT, FREE, true),
];
#[rustfmt::skip]
const VUELING: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("OPTIMA", "OPTIMA", (4, 6), true, 1, 25, SEAT, Fee(50), false),
    lcc("TIMEFLEX", "TIMEFLEX", (7, 8), true, 1, 25, SEAT, FREE, true),
];
#[rustfmt::skip]
const EUROWINGS: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("SMART", "SMART", (4, 6), true, 1, 0, SEAT, Fee(50), false),
    lcc("BIZCLASS", "BIZCLASS", (7, 8), true, 1, 0, SEAT, FREE, true),
];
#[rustfmt::skip]
const VOLOTEA: &[Brand] = &[
    lcc("STANDARD", "STANDARD", (0, 5), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("FLEX", "STANDARD FLEX", (6, 8), false, 0, 0, NO_SEAT, FREE, false),
];
#[rustfmt::skip]
const NORWEGIAN: &[Brand] = &[
    lcc("LOWFARE", "LOWFARE", (0, 3), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("LOWFAREPLUS", "LOWFARE+", (4, 6), true, 1, 20, SEAT, Fee(50), false),
    lcc("FLEX", "FLEX", (7, 8), true, 2, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const PEGASUS: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 2), false, 0, 0, NO_SEAT, NO, false),
    lcc("ESSENTIALS", "ESSENTIALS", (3, 4), true, 1, 20, NO_SEAT, Fee(40), false),
    lcc("ADVANTAGE", "ADVANTAGE", (5, 7), true, 1, 20, SEAT, Fee(40), false),
    lcc("COMFORTFLEX", "COMFORT FLEX", (8, 8), true, 1, 30, SEAT, FREE, true),
];
/// AJet's packages: BASIC with an under-seat bag only, ECOJET with a cabin bag of 8 kg
/// and 20 kg checked, FLEX changeable (its PREMIUM not sold here; the packages as
/// travel guides list them, 2025: cestee.hu and cestee.bg on AJet's baggage).
#[rustfmt::skip]
const AJET: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("ECOJET", "ECOJET", (4, 6), true, 1, 20, NO_SEAT, Fee(40), false),
    lcc("FLEX", "FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
/// AirAsia, Thai AirAsia, Indonesia AirAsia and the AirAsia X carriers sell the group's
/// one set.
#[rustfmt::skip]
const AIRASIA: &[Brand] = &[
    lcc("LOWFARE", "LOW FARE", (0, 4), false, 0, 0, NO_SEAT, Fee(30), false),
    lcc("VALUEPACK", "VALUE PACK", (5, 6), true, 1, 20, SEAT, Fee(30), false),
    lcc("PREMIUMFLEX", "PREMIUM FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const SCOOT: &[Brand] = &[
    lcc("FLY", "FLY", (0, 4), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("FLYBAG", "FLYBAG", (5, 6), true, 1, 20, NO_SEAT, Fee(40), false),
    lcc("FLYBAGEAT", "FLYBAGEAT", (7, 8), true, 1, 20, SEAT, Fee(40), false),
];
#[rustfmt::skip]
const CEBU: &[Brand] = &[
    lcc("GOBASIC", "GO BASIC", (0, 4), false, 0, 0, NO_SEAT, Fee(25), false),
    lcc("GOEASY", "GO EASY", (5, 6), true, 1, 20, SEAT, Fee(25), false),
    lcc("GOFLEXI", "GO FLEXI", (7, 8), true, 1, 20, SEAT, FREE, true),
];
/// VietJet's SkyBoss, a brand with a lounge, is not sold here.
#[rustfmt::skip]
const VIETJET: &[Brand] = &[
    lcc("ECO", "ECO", (0, 5), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("DELUXE", "DELUXE", (6, 8), true, 1, 20, SEAT, Fee(20), true),
];
#[rustfmt::skip]
const LION: &[Brand] = &[
    lcc("PROMO", "PROMO", (0, 4), false, 0, 0, NO_SEAT, NO, false),
    lcc("ECONOMY", "ECONOMY", (5, 8), true, 1, 20, NO_SEAT, Fee(20), false),
];
#[rustfmt::skip]
const INDIGO: &[Brand] = &[
    lcc("SAVER", "SAVER", (0, 4), false, 0, 0, NO_SEAT, Fee(30), false),
    lcc("FLEXIPLUS", "FLEXI PLUS", (5, 6), true, 1, 15, SEAT, Fee(30), false),
    lcc("SUPER6E", "SUPER 6E", (7, 8), true, 1, 25, SEAT, FREE, true),
];
#[rustfmt::skip]
const SPICEJET: &[Brand] = &[
    lcc("SPICESAVER", "SPICESAVER", (0, 4), false, 0, 0, NO_SEAT, Fee(30), false),
    lcc("SPICEFLEX", "SPICEFLEX", (5, 6), true, 1, 15, SEAT, Fee(30), false),
    lcc("SPICEMAX", "SPICEMAX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const FLYDUBAI: &[Brand] = &[
    lcc("LITE", "ECONOMY LITE", (0, 3), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("VALUE", "ECONOMY VALUE", (4, 6), true, 1, 20, SEAT, Fee(50), false),
    lcc("FLEX", "ECONOMY FLEX", (7, 8), true, 1, 30, SEAT, FREE, true),
];
#[rustfmt::skip]
const AIR_ARABIA: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("VALUE", "VALUE", (4, 6), true, 1, 20, SEAT, Fee(40), false),
    lcc("ULTIMATE", "ULTIMATE", (7, 8), true, 1, 40, SEAT, FREE, true),
];
#[rustfmt::skip]
const FLYNAS: &[Brand] = &[
    lcc("LIGHT", "ECONOMY LIGHT", (0, 3), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("PLUS", "ECONOMY PLUS", (4, 6), true, 1, 20, SEAT, Fee(40), false),
    lcc("EXTRA", "ECONOMY EXTRA", (7, 8), true, 1, 30, SEAT, FREE, true),
];
#[rustfmt::skip]
const PEACH: &[Brand] = &[
    lcc("MINIMUM", "MINIMUM", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("STANDARD", "STANDARD", (4, 6), true, 1, 20, SEAT, NO, false),
    lcc("STANDARDPLUS", "STANDARD PLUS", (7, 8), true, 2, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const JEJU: &[Brand] = &[
    lcc("FLY", "FLY", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("FLYBAG", "FLYBAG", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("FLYBAGPLUS", "FLYBAG+", (7, 8), true, 1, 20, SEAT, FREE, true),
];
/// Korea's other low-cost carriers (their fare types as their sites named them in 2025,
/// general knowledge, approximate): a checked bag comes with the middle fare, as on
/// Korean domestic flights.
#[rustfmt::skip]
const JIN_AIR: &[Brand] = &[
    lcc("SUPERLOW", "SUPER LOW", (0, 3), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("DISCOUNT", "DISCOUNT", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("NORMAL", "NORMAL", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const TWAY: &[Brand] = &[
    lcc("SMART", "SMART", (0, 3), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("STANDARD", "STANDARD", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("FLEX", "FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const AIR_BUSAN: &[Brand] = &[
    lcc("SPECIAL", "SPECIAL", (0, 3), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("DISCOUNT", "DISCOUNT", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("STANDARD", "STANDARD", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const AIR_SEOUL: &[Brand] = &[
    lcc("SPECIAL", "SPECIAL", (0, 3), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("SMART", "SMART", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("STANDARD", "STANDARD", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const EASTAR: &[Brand] = &[
    lcc("EVENT", "EVENT", (0, 3), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("DISCOUNT", "DISCOUNT", (4, 6), true, 1, 15, NO_SEAT, Fee(20), false),
    lcc("NORMAL", "NORMAL", (7, 8), true, 1, 20, SEAT, FREE, true),
];
/// Indonesia's low-cost carriers (general knowledge, 2025, approximate): Citilink's
/// fares and Super Air Jet's, the cheapest of each without a checked bag.
#[rustfmt::skip]
const CITILINK: &[Brand] = &[
    lcc("PROMO", "PROMO", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("VALUE", "VALUE", (4, 6), true, 1, 20, NO_SEAT, Fee(15), false),
    lcc("FLEX", "FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const SUPER_AIR_JET: &[Brand] = &[
    lcc("JET", "JET", (0, 5), false, 0, 0, NO_SEAT, NO, false),
    lcc("JETPLUS", "JET PLUS", (6, 8), true, 1, 20, SEAT, Fee(15), false),
];
#[rustfmt::skip]
const SPRING: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 4), false, 0, 0, NO_SEAT, Fee(20), false),
    lcc("ECONOMY", "ECONOMY", (5, 6), true, 1, 20, SEAT, Fee(20), false),
    lcc("FLEX", "ECONOMY FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const JETSTAR: &[Brand] = &[
    lcc("STARTER", "STARTER", (0, 4), false, 0, 0, NO_SEAT, Fee(45), false),
    lcc("STARTERPLUS", "STARTER PLUS", (5, 6), true, 1, 20, SEAT, Fee(45), false),
    lcc("FLEX", "FLEX", (7, 8), true, 0, 0, SEAT, FREE, true),
];
#[rustfmt::skip]
const GOL: &[Brand] = &[
    lcc("LIGHT", "LIGHT", (0, 3), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("CLASSIC", "CLASSIC", (4, 6), true, 1, 0, SEAT, Fee(40), false),
    lcc("FLEX", "FLEX", (7, 8), true, 1, 0, SEAT, FREE, true),
];
#[rustfmt::skip]
const SPIRIT: &[Brand] = &[
    lcc("GO", "GO", (0, 2), false, 0, 0, NO_SEAT, FREE, false),
    lcc("GOSAVVY", "GO SAVVY", (3, 5), true, 1, 0, SEAT, FREE, false),
    lcc("GOCOMFY", "GO COMFY", (6, 7), true, 1, 0, SEAT, FREE, true),
    lcc("GOBIG", "GO BIG", (8, 8), true, 2, 0, SEAT, FREE, true),
];
#[rustfmt::skip]
const FRONTIER: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("ECONOMY", "ECONOMY", (4, 6), true, 0, 0, SEAT, FREE, false),
    lcc("PREMIUM", "PREMIUM", (7, 8), true, 1, 0, SEAT, FREE, true),
];
/// Southwest's fares from January 2026, with assigned seats.
#[rustfmt::skip]
const SOUTHWEST: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("CHOICE", "CHOICE", (4, 5), true, 0, 0, SEAT, FREE, false),
    lcc("CHOICEPREF", "CHOICE PREFERRED", (6, 7), true, 1, 0, SEAT, FREE, false),
    lcc("CHOICEEXTRA", "CHOICE EXTRA", (8, 8), true, 2, 0, SEAT, FREE, true),
];
#[rustfmt::skip]
const VOLARIS: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("CLASSIC", "CLASSIC", (4, 6), true, 1, 25, SEAT, Fee(40), false),
    lcc("PLUS", "PLUS", (7, 8), true, 1, 25, SEAT, FREE, true),
];
#[rustfmt::skip]
const SKY: &[Brand] = &[
    lcc("ZERO", "ZERO", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("PLUS", "PLUS", (4, 6), true, 1, 23, SEAT, Fee(40), false),
    lcc("FULL", "FULL", (7, 8), true, 1, 23, SEAT, FREE, true),
];

/// JetBlue, a low-fare carrier of its own kind: Blue Basic, Blue and Blue Extra in
/// economy, Mint its business cabin (jetblue.com, general knowledge 2025).
const JETBLUE: &[Brand] = &[
    Brand {
        code: "BLUEBASIC",
        label: "BLUE BASIC",
        levels: (0, 0),
        long_bags: 0,
        seat: Seat::None,
        miles: 0,
        ..LIGHT
    },
    Brand {
        code: "BLUE",
        label: "BLUE",
        levels: (1, 3),
        short_bags: 0,
        change: Terms::Free,
        refund: Terms::No,
        miles: 100,
        ..STANDARD
    },
    Brand {
        code: "BLUEEXTRA",
        label: "BLUE EXTRA",
        levels: (4, 8),
        short_bags: 0,
        refund: Terms::No,
        priority: true,
        miles: 125,
        ..FLEX
    },
    Brand {
        code: "MINT",
        label: "MINT",
        levels: (0, 3),
        lounge: false,
        ..BUSINESS
    },
];

/// The low-cost carriers' brands, by carrier.
fn low_cost(carrier: &str) -> Option<&'static [Brand]> {
    Some(match carrier {
        "FR" => RYANAIR,
        "U2" => EASYJET,
        "W6" => WIZZ,
        "VY" => VUELING,
        "EW" => EUROWINGS,
        "V7" => VOLOTEA,
        "DY" => NORWEGIAN,
        "PC" => PEGASUS,
        "VF" => AJET,
        "AK" | "FD" | "D7" | "XJ" | "QZ" | "Z2" => AIRASIA,
        "TR" => SCOOT,
        "5J" => CEBU,
        "VJ" => VIETJET,
        // Wings Air, the Lion group's turboprops, sells Lion Air's fares
        "JT" | "IW" => LION,
        "6E" => INDIGO,
        "SG" => SPICEJET,
        "FZ" => FLYDUBAI,
        // Fly Jinnah is Air Arabia's Pakistani venture and sells its fares
        "G9" | "9P" => AIR_ARABIA,
        "XY" => FLYNAS,
        "MM" => PEACH,
        "7C" => JEJU,
        "LJ" => JIN_AIR,
        "TW" => TWAY,
        "BX" => AIR_BUSAN,
        "RS" => AIR_SEOUL,
        "ZE" => EASTAR,
        "QG" => CITILINK,
        "IU" => SUPER_AIR_JET,
        "9C" => SPRING,
        "JQ" => JETSTAR,
        "G3" => GOL,
        "NK" => SPIRIT,
        "F9" => FRONTIER,
        "WN" => SOUTHWEST,
        "Y4" => VOLARIS,
        "H2" => SKY,
        "FA" => FLYSAFAIR,
        "P5" => WINGO,
        "IX" => AIR_INDIA_EXPRESS,
        "F3" => FLYADEAL,
        "JA" => JETSMART,
        "ZG" => ZIPAIR,
        "LS" => JET2,
        "HV" | "TO" => TRANSAVIA,
        "XQ" => SUNEXPRESS,
        _ => return None,
    })
}

// The bundles of the low-cost carriers added for 2025-26 (general knowledge, 2025: the
// names as the carriers' sites sell them, the contents approximate).
#[rustfmt::skip]
const FLYSAFAIR: &[Brand] = &[
    lcc("LITE", "LITE", (0, 3), false, 0, 0, NO_SEAT, Fee(30), false),
    lcc("CLASSIC", "CLASSIC", (4, 6), true, 1, 20, SEAT, Fee(30), false),
    lcc("FLEXI", "FLEXI", (7, 8), true, 1, 20, SEAT, FREE, true),
];
#[rustfmt::skip]
const WINGO: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 2), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("CLASSIC", "CLASSIC", (3, 5), true, 0, 0, SEAT, Fee(40), false),
    lcc("PLUS", "PLUS", (6, 7), true, 1, 23, SEAT, Fee(40), false),
    lcc("FLEX", "FLEX", (8, 8), true, 1, 23, SEAT, FREE, true),
];
#[rustfmt::skip]
const AIR_INDIA_EXPRESS: &[Brand] = &[
    lcc("XPRESSLITE", "XPRESS LITE", (0, 2), false, 0, 0, NO_SEAT, Fee(30), false),
    lcc("XPRESSVALUE", "XPRESS VALUE", (3, 5), true, 1, 15, NO_SEAT, Fee(30), false),
    lcc("XPRESSFLEX", "XPRESS FLEX", (6, 7), true, 1, 15, SEAT, FREE, false),
    lcc("XPRESSBIZ", "XPRESS BIZ", (8, 8), true, 1, 25, SEAT, FREE, true),
];
#[rustfmt::skip]
const FLYADEAL: &[Brand] = &[
    lcc("FLY", "FLY", (0, 3), false, 0, 0, NO_SEAT, Fee(40), false),
    lcc("FLYPLUS", "FLY PLUS", (4, 6), true, 1, 20, SEAT, Fee(40), false),
    lcc("FLYMAX", "FLY MAX", (7, 8), true, 1, 30, SEAT, FREE, true),
];
#[rustfmt::skip]
const JETSMART: &[Brand] = &[
    lcc("TARIFA", "TARIFA BASE", (0, 3), false, 0, 0, NO_SEAT, Fee(35), false),
    lcc("SMART", "SMART", (4, 6), true, 1, 23, SEAT, Fee(35), false),
    lcc("FULL", "FULL", (7, 8), true, 1, 23, SEAT, FREE, true),
];
#[rustfmt::skip]
const ZIPAIR: &[Brand] = &[
    lcc("STANDARD", "STANDARD", (0, 4), false, 0, 0, NO_SEAT, Fee(50), false),
    lcc("STANDARDBAG", "STANDARD + BAG", (5, 8), true, 1, 23, SEAT, Fee(50), false),
];

// Jet2 sells one fare with a cabin bag and sells its 22 kg hold bag with it or on top
// (general knowledge, 2025: jet2.com's fare and bag pages; the split approximate).
#[rustfmt::skip]
const JET2: &[Brand] = &[
    lcc("JET2FARE", "JET2 FARE", (0, 5), true, 0, 0, NO_SEAT, Fee(60), false),
    lcc("JET2FAREBAG", "JET2 FARE + HOLD BAG", (6, 8), true, 1, 22, SEAT, Fee(60), false),
];

/// transavia's fares (Basic, Plus with a hold bag and a seat, Max with changes), the
/// Netherlands' and France's alike (general knowledge of transavia's 2025 fares).
#[rustfmt::skip]
const TRANSAVIA: &[Brand] = &[
    lcc("BASIC", "TRANSAVIA BASIC", (0, 4), false, 0, 0, NO_SEAT, NO, false),
    lcc("PLUS", "TRANSAVIA PLUS", (5, 7), true, 1, 20, SEAT, Fee(50), false),
    lcc("MAX", "TRANSAVIA MAX", (8, 8), true, 1, 20, SEAT, FREE, true),
];

/// SunExpress's fares (SunEco, SunClassic with a hold bag and a seat, SunPremium with changes;
/// general knowledge of SunExpress's 2025 fares).
#[rustfmt::skip]
const SUNEXPRESS: &[Brand] = &[
    lcc("SUNECO", "SUNECO", (0, 4), false, 0, 0, NO_SEAT, NO, false),
    lcc("SUNCLASSIC", "SUNCLASSIC", (5, 7), true, 1, 20, SEAT, Fee(50), false),
    lcc("SUNPREMIUM", "SUNPREMIUM", (8, 8), true, 1, 30, SEAT, FREE, true),
];

/// What a low-cost carrier without a set of its own sells: a basic fare, then one with
/// a cabin bag and a seat, then one with a checked bag and changes.
#[rustfmt::skip]
const LOW_COST: &[Brand] = &[
    lcc("BASIC", "BASIC", (0, 3), false, 0, 0, NO_SEAT, NO, false),
    lcc("CLASSIC", "CLASSIC", (4, 6), true, 0, 0, SEAT, Fee(45), true),
    lcc("FLEX", "FLEX", (7, 8), true, 1, 20, SEAT, FREE, true),
];

/// The brand family of a carrier.
fn family(carrier: &str) -> &'static [Brand] {
    if let Some(own) = low_cost(carrier) {
        return own;
    }
    if crate::data::airline(carrier).is_some_and(|a| a.low_cost) {
        return LOW_COST;
    }
    match carrier {
        "B6" => JETBLUE,
        "BA" | "IB" => BRITISH,
        "LH" | "LX" | "OS" | "SN" => LUFTHANSA,
        "AF" | "KL" => AIR_FRANCE_KLM,
        "AA" | "DL" => US_MAJOR,
        "UA" => UNITED,
        "EK" => EMIRATES,
        "QR" => QATAR,
        "EY" => ETIHAD,
        "SQ" => SINGAPORE,
        "TK" => TURKISH,
        "SV" | "GF" | "WY" | "KU" | "MS" | "RJ" | "ME" | "TG" | "MH" | "GA" | "VN" | "PR"
        | "CA" | "MU" | "CZ" | "HU" | "AI" | "UK" | "UL" | "PK" | "MF" | "3U" | "FM" | "BI"
        | "SU" | "HY" | "KC" | "J2" | "ET" | "KQ" | "MK" => WEIGHT,
        "NH" | "JL" | "KE" | "OZ" | "CX" | "BR" | "CI" | "HX" | "NX" | "QF" | "NZ" | "VA"
        | "FJ" => PIECES,
        _ => GENERIC,
    }
}

/// The brands `carrier` sells in `cabin`, cheapest first.
pub fn sold(carrier: &str, cabin: usize) -> Vec<&'static Brand> {
    family(carrier)
        .iter()
        .filter(|b| b.cabin == cabin)
        .collect()
}

/// The brand a fare level of a cabin belongs to on `carrier`.
pub fn of(carrier: &str, cabin: usize, level: usize) -> &'static Brand {
    let mut sold = sold(carrier, cabin);
    if sold.is_empty() {
        sold = GENERIC.iter().filter(|b| b.cabin == cabin.min(3)).collect();
    }
    sold.iter()
        .copied()
        .find(|b| level <= b.levels.1)
        .unwrap_or(sold[sold.len() - 1])
}

/// A brand of `carrier` in `cabin` by its code (`brandedFare`), as pricing reads it
/// back from an offer.
pub fn named(carrier: &str, cabin: usize, code: &str) -> Option<&'static Brand> {
    sold(carrier, cabin)
        .into_iter()
        .find(|b| b.code.eq_ignore_ascii_case(code))
}

fn penalty(t: Terms, currency: &str) -> TermAndCondition {
    match t {
        Terms::No => TermAndCondition {
            not_applicable: Some(true),
            ..Default::default()
        },
        Terms::Fee(eur) => TermAndCondition {
            max_penalty_amount: Some(fares::money_in(
                fares::to_cents(f64::from(eur), currency),
                currency,
            )),
            ..Default::default()
        },
        Terms::Free => TermAndCondition {
            max_penalty_amount: Some("0.00".into()),
            ..Default::default()
        },
    }
}

impl Terms {
    /// Stricter first: not allowed, then for a fee, then free.
    fn rank(self) -> u8 {
        match self {
            Terms::No => 0,
            Terms::Fee(_) => 1,
            Terms::Free => 2,
        }
    }
}

impl Brand {
    /// How strict the brand is, stricter first: by refund, then by changes.
    pub fn strictness(&self) -> (u8, u8) {
        (self.refund.rank(), self.change.rank())
    }

    /// Checked bags (pieces) included on a segment of `km`; a brand counted by weight
    /// includes one (of [`Brand::kilos`]) or none.
    pub fn checked_bags(&self, km: f64) -> i64 {
        if km >= LONG_HAUL_KM {
            self.long_bags
        } else {
            self.short_bags
        }
    }

    /// The checked baggage included on a segment of `km`, as an offer states it: kilos
    /// where the carrier counts weight, pieces otherwise.
    pub fn included(&self, km: f64) -> Bags {
        let pieces = self.checked_bags(km);
        if self.kilos > 0 {
            Bags {
                quantity: None,
                weight: Some(if pieces == 0 {
                    0
                } else {
                    i64::from(self.kilos)
                }),
                weight_unit: Some("KG".into()),
            }
        } else {
            Bags {
                quantity: Some(pieces),
                weight: None,
                weight_unit: None,
            }
        }
    }

    /// The brand's fare rules, penalties in `currency`: REFUND and CANCELLATION follow
    /// the refund terms; EXCHANGE, REVALIDATION, REISSUE and REBOOK the change terms.
    /// `notApplicable: true` where the operation is not allowed.
    pub fn rules(&self, currency: &str) -> FareRules {
        let text = |what: &str, t: Terms| match t {
            Terms::No => format!("{what} NOT PERMITTED"),
            Terms::Fee(_) => format!("{what} PERMITTED FOR A FEE"),
            Terms::Free => format!("{what} PERMITTED FREE OF CHARGE"),
        };
        let rule = |category: &str, t: Terms, what: &str| TermAndCondition {
            category: Some(category.to_string()),
            descriptions: vec![Description {
                description_type: Some("GENERAL".into()),
                text: text(what, t),
            }],
            ..penalty(t, currency)
        };
        FareRules {
            currency: Some(currency.to_string()),
            rules: vec![
                rule("REFUND", self.refund, "REFUND"),
                rule("EXCHANGE", self.change, "CHANGES"),
                rule("REVALIDATION", self.change, "REVALIDATION"),
                rule("REISSUE", self.change, "REISSUE"),
                rule("REBOOK", self.change, "REBOOKING"),
                rule("CANCELLATION", self.refund, "CANCELLATION WITH REFUND"),
            ],
        }
    }

    /// Whether the whole fare can be refunded without penalty.
    pub fn refundable(&self) -> bool {
        self.refund == Terms::Free
    }

    /// The amenities of the brand on a segment with `bags` checked bags included, as
    /// `fareDetailsBySegment.amenities` lists them: what is included (`isChargeable`
    /// false), what can be bought (true); what the brand does not allow is left out.
    pub fn amenities(&self, bags: i64) -> Vec<Amenity> {
        let item = |d: Text, charge: bool, t: &'static str| Amenity {
            code: Some(amenity_code(&d).into()),
            description: d,
            is_chargeable: charge,
            amenity_type: t.into(),
            amenity_provider: Some(AmenityProvider {
                name: "BrandedFare".into(),
            }),
        };
        let terms = |d: &'static str, t: Terms| match t {
            Terms::No => None,
            Terms::Fee(_) => Some(item(d.into(), true, "BRANDED_FARES")),
            Terms::Free => Some(item(d.into(), false, "BRANDED_FARES")),
        };
        let mut v = vec![
            item("CHECKED BAG 1PC 23KG".into(), bags == 0, "BAGGAGE"),
            item("CABIN BAG 1PC 8KG".into(), !self.cabin_bag, "BAGGAGE"),
        ];
        match self.seat {
            Seat::Free => v.push(item(
                "STANDARD SEAT RESERVATION".into(),
                false,
                "PRE_RESERVED_SEAT",
            )),
            Seat::Paid => v.push(item(
                "STANDARD SEAT RESERVATION".into(),
                true,
                "PRE_RESERVED_SEAT",
            )),
            Seat::None => {}
        }
        let basic = self.cabin == 0 && self.levels.0 == 0;
        v.push(item(
            if self.cabin >= 2 {
                "MEAL SERVICE"
            } else {
                "SNACK"
            }
            .into(),
            basic,
            "MEAL",
        ));
        v.extend(terms("CHANGEABLE TICKET", self.change));
        v.extend(terms("REFUNDABLE TICKET", self.refund));
        v.push(item(
            "PRIORITY BOARDING".into(),
            !self.priority,
            "TRAVEL_SERVICES",
        ));
        if self.lounge {
            v.push(item("LOUNGE ACCESS".into(), false, "TRAVEL_SERVICES"));
        }
        if self.miles > 0 {
            v.push(item(
                format!("MILEAGE ACCRUAL {} PCT", self.miles).into(),
                false,
                "BRANDED_FARES",
            ));
        }
        v
    }
}

/// The service's short codes for the amenities the sandbox sells.
fn amenity_code(description: &str) -> &'static str {
    match description {
        "CHECKED BAG 1PC 23KG" => "0GO",
        "CABIN BAG 1PC 8KG" => "0MR",
        "STANDARD SEAT RESERVATION" => "0B5",
        "MEAL SERVICE" => "0B3",
        "SNACK" => "0AI",
        "CHANGEABLE TICKET" => "CHG",
        "REFUNDABLE TICKET" => "RFD",
        "PRIORITY BOARDING" => "0G6",
        "LOUNGE ACCESS" => "0BX",
        d if d.starts_with("MILEAGE ACCRUAL") => "06A",
        _ => "OTH",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_covers_every_level_of_its_cabins_in_order() {
        let low_cost: Vec<&str> = crate::data::airlines()
            .iter()
            .filter(|a| a.low_cost)
            .map(|a| a.iata)
            .collect();
        for carrier in [
            "BA", "LH", "AF", "AA", "EK", "QR", "EY", "SQ", "TK", "TG", "NH", "B6", "XX",
        ]
        .into_iter()
        .chain(low_cost.iter().copied())
        {
            let sells = |cabin: usize| {
                let al = crate::data::airline(carrier);
                cabin == 0
                    || (carrier == "B6" && cabin == 2)
                    || !(al.is_some_and(|a| a.low_cost) || carrier == "B6")
            };
            for cabin in (0..4).filter(|&c| sells(c)) {
                let sold = sold(carrier, cabin);
                assert!(!sold.is_empty(), "{carrier} {cabin}");
                let n = fares::classes(cabin).len();
                let mut next = 0;
                for b in &sold {
                    assert_eq!(b.levels.0, next, "{carrier} {} starts", b.code);
                    assert!(b.levels.1 >= b.levels.0);
                    next = b.levels.1 + 1;
                }
                assert_eq!(next, n, "{carrier} cabin {cabin} covers its classes");
                for level in 0..n {
                    assert_eq!(of(carrier, cabin, level).cabin, cabin);
                }
            }
        }
    }

    #[test]
    fn carriers_sell_their_own_names_and_allowances() {
        assert_eq!(of("BA", 0, 0).code, "BASIC");
        assert_eq!(of("LH", 0, 5).code, "CLASSIC");
        assert_eq!(of("AF", 0, 8).code, "FLEX");
        assert_eq!(of("AA", 0, 0).label, "BASIC ECONOMY");
        assert_eq!(sold("EK", 0).len(), 4);
        // Gulf and Asian full-service carriers include checked baggage in their
        // cheapest economy brand, by weight or by the piece
        for carrier in ["EK", "QR", "EY", "SQ", "CX", "TG", "MH", "NH", "JL"] {
            let cheapest = of(carrier, 0, 0);
            for km in [1000.0, 6000.0] {
                let bags = cheapest.included(km);
                assert!(
                    bags.weight.is_some_and(|w| (20..=30).contains(&w))
                        || bags.quantity.is_some_and(|q| q >= 1),
                    "{carrier} {} {km}: {bags:?}",
                    cheapest.code
                );
            }
        }
        assert_eq!(of("EK", 0, 0).code, "SPECIAL");
        assert_eq!(of("EK", 0, 0).included(6000.0).weight, Some(20));
        assert_eq!(of("QR", 0, 0).code, "CLASSIC");
        // European and US light fares: hand baggage only on short haul, a piece on
        // long haul (British Airways' Basic none)
        for carrier in ["LH", "AF", "AY", "DL"] {
            assert_eq!(
                of(carrier, 0, 0).included(800.0).quantity,
                Some(0),
                "{carrier}"
            );
            assert_eq!(
                of(carrier, 0, 0).included(6000.0).quantity,
                Some(1),
                "{carrier}"
            );
        }
        // full-service long-haul economy includes a bag, light fares none; US domestic
        // economy none
        assert_eq!(of("BA", 0, 5).checked_bags(5500.0), 1);
        assert_eq!(of("BA", 0, 0).checked_bags(5500.0), 0);
        assert_eq!(of("AA", 0, 5).checked_bags(1500.0), 0);
        assert_eq!(of("AA", 0, 5).checked_bags(5500.0), 1);
        assert_eq!(named("LH", 0, "classic"), Some(of("LH", 0, 4)));
        assert!(named("LH", 0, "BASIC").is_none());
    }

    #[test]
    fn amenities_and_rules_agree_with_the_brand() {
        let light = of("AF", 0, 0);
        let a = light.amenities(0);
        assert!(a
            .iter()
            .any(|x| x.description.starts_with("CHECKED BAG") && x.is_chargeable));
        assert!(!a.iter().any(|x| x.amenity_type == "PRE_RESERVED_SEAT"));
        assert!(!a.iter().any(|x| x.description == "REFUNDABLE TICKET"));
        let r = light.rules("EUR");
        assert_eq!(r.rules[0].category.as_deref(), Some("REFUND"));
        assert_eq!(r.rules[0].not_applicable, Some(true));
        let flex = of("AF", 0, 8);
        assert!(flex.refundable());
        assert!(flex
            .amenities(1)
            .iter()
            .any(|x| x.description == "REFUNDABLE TICKET" && !x.is_chargeable));
        let std = of("BA", 0, 4).rules("GBP");
        assert_eq!(std.rules[1].max_penalty_amount.as_deref(), Some("55.25"));
        for t in [
            "BAGGAGE",
            "BRANDED_FARES",
            "PRE_RESERVED_SEAT",
            "TRAVEL_SERVICES",
        ] {
            assert!(
                of("BA", 2, 0)
                    .amenities(2)
                    .iter()
                    .any(|x| x.amenity_type == t),
                "{t}"
            );
        }
    }

    #[test]
    fn low_cost_carriers_sell_their_own_brands() {
        // no two carriers of different groups sell one set of brands under the same
        // names: Jeju Air is not Ryanair (AirAsia's group shares its own set)
        let names = |c: &str| -> Vec<&'static str> { sold(c, 0).iter().map(|b| b.label).collect() };
        fn group(c: &str) -> &str {
            match c {
                "FD" | "D7" | "XJ" | "QZ" | "Z2" => "AK",
                "9P" => "G9",
                "IW" => "JT",
                "TO" => "HV",
                c => c,
            }
        }
        let lcc: Vec<&str> = crate::data::airlines()
            .iter()
            .filter(|a| a.low_cost)
            .map(|a| a.iata)
            .collect();
        for (i, a) in lcc.iter().enumerate() {
            assert!(
                !std::ptr::eq(family(a), LOW_COST),
                "{a} sells the stand-in brands"
            );
            for b in &lcc[i + 1..] {
                if group(a) != group(b) {
                    assert_ne!(names(a), names(b), "{a} and {b}");
                }
            }
        }
        assert_eq!(names("7C"), ["FLY", "FLYBAG", "FLYBAG+"]);
        assert_eq!(of("FR", 0, 0).code, "BASIC");
        assert_eq!(of("W6", 0, 5).label, "WIZZ GO");
        // JetBlue: Blue Basic, Blue, Blue Extra; Mint its business
        assert_eq!(names("B6"), ["BLUE BASIC", "BLUE", "BLUE EXTRA"]);
        assert_eq!(of("B6", 2, 0).label, "MINT");
        assert!(names("B6").iter().all(|n| !n.contains("LIGHT")));
    }
}
