//! Where hotels stand and what they are named after: a small curated table of real
//! districts and landmarks of the main cities (approximate centres), the neutral
//! names any other city gets, and the places with a beach.
//!
//! Source: hand-curated from general geographic knowledge (see
//! `world/data/README.md`, "Hotel places, prices and taxes").

/// A named part of a city: its name in a hotel's name, its centre, whether it lies on
/// a sea shore (a hotel there may have a beach), and whether it is a backpackers'
/// street (no luxury or upper-upscale brand stands there).
pub struct District {
    pub name: &'static str,
    pub lat: f64,
    pub lon: f64,
    pub shore: bool,
    pub budget: bool,
}

const fn d(name: &'static str, lat: f64, lon: f64) -> District {
    District {
        name,
        lat,
        lon,
        shore: false,
        budget: false,
    }
}

const fn shore(name: &'static str, lat: f64, lon: f64) -> District {
    District {
        name,
        lat,
        lon,
        shore: true,
        budget: false,
    }
}

const fn budget(name: &'static str, lat: f64, lon: f64) -> District {
    District {
        name,
        lat,
        lon,
        shore: false,
        budget: true,
    }
}

/// Districts and landmarks by city code.
const DISTRICTS: &[(&str, &[District])] = &[
    (
        "PAR",
        &[
            d("OPERA", 48.8720, 2.3316),
            d("CHAMPS-ELYSEES", 48.8698, 2.3075),
            d("SAINT-GERMAIN", 48.8540, 2.3337),
            d("MONTPARNASSE", 48.8422, 2.3210),
            d("MARAIS", 48.8590, 2.3620),
            d("LA DEFENSE", 48.8920, 2.2380),
            d("TOUR EIFFEL", 48.8560, 2.2950),
            d("GARE DE LYON", 48.8443, 2.3740),
            d("MONTMARTRE", 48.8867, 2.3431),
            d("BASTILLE", 48.8532, 2.3692),
            d("GARE DU NORD", 48.8809, 2.3553),
            d("LOUVRE", 48.8610, 2.3380),
        ],
    ),
    (
        "LON",
        &[
            d("MAYFAIR", 51.5100, -0.1480),
            d("KENSINGTON", 51.4990, -0.1930),
            d("CANARY WHARF", 51.5054, -0.0235),
            d("COVENT GARDEN", 51.5117, -0.1240),
            d("CITY", 51.5138, -0.0984),
            d("PADDINGTON", 51.5154, -0.1755),
            d("WESTMINSTER", 51.4995, -0.1350),
            d("SOUTH BANK", 51.5055, -0.1160),
            d("KINGS CROSS", 51.5308, -0.1238),
            d("SHOREDITCH", 51.5260, -0.0790),
            d("VICTORIA", 51.4952, -0.1441),
            d("BLOOMSBURY", 51.5220, -0.1260),
        ],
    ),
    (
        "NYC",
        &[
            d("TIMES SQUARE", 40.7580, -73.9855),
            d("MIDTOWN", 40.7549, -73.9840),
            d("UPPER EAST SIDE", 40.7736, -73.9566),
            d("FINANCIAL DISTRICT", 40.7075, -74.0113),
            d("CHELSEA", 40.7465, -74.0014),
            d("SOHO", 40.7233, -74.0030),
            d("CENTRAL PARK SOUTH", 40.7660, -73.9770),
            d("BROOKLYN", 40.6930, -73.9890),
            d("TRIBECA", 40.7163, -74.0086),
            d("GRAND CENTRAL", 40.7527, -73.9772),
        ],
    ),
    (
        "TYO",
        &[
            d("GINZA", 35.6717, 139.7650),
            d("SHINJUKU", 35.6938, 139.7034),
            d("SHIBUYA", 35.6580, 139.7016),
            d("ROPPONGI", 35.6628, 139.7314),
            d("MARUNOUCHI", 35.6812, 139.7671),
            d("ASAKUSA", 35.7148, 139.7967),
            d("ODAIBA", 35.6270, 139.7760),
            d("UENO", 35.7138, 139.7770),
        ],
    ),
    (
        "BER",
        &[
            d("MITTE", 52.5200, 13.4050),
            d("ALEXANDERPLATZ", 52.5219, 13.4132),
            d("POTSDAMER PLATZ", 52.5096, 13.3759),
            d("KURFUERSTENDAMM", 52.5030, 13.3320),
            d("HAUPTBAHNHOF", 52.5251, 13.3694),
            d("PRENZLAUER BERG", 52.5390, 13.4240),
            d("FRIEDRICHSHAIN", 52.5150, 13.4540),
        ],
    ),
    (
        "ROM",
        &[
            d("SPANISH STEPS", 41.9058, 12.4823),
            d("TERMINI", 41.9010, 12.5016),
            d("TRASTEVERE", 41.8890, 12.4700),
            d("VATICAN", 41.9030, 12.4570),
            d("VIA VENETO", 41.9075, 12.4890),
            d("COLOSSEO", 41.8902, 12.4922),
            d("PANTHEON", 41.8986, 12.4769),
            d("EUR", 41.8300, 12.4700),
        ],
    ),
    (
        "MAD",
        &[
            d("GRAN VIA", 40.4200, -3.7058),
            d("SALAMANCA", 40.4300, -3.6800),
            d("PRADO", 40.4138, -3.6921),
            d("CASTELLANA", 40.4500, -3.6900),
            d("PUERTA DEL SOL", 40.4169, -3.7035),
            d("CHAMARTIN", 40.4720, -3.6830),
            d("ATOCHA", 40.4065, -3.6900),
        ],
    ),
    (
        "BCN",
        &[
            d("RAMBLAS", 41.3809, 2.1730),
            d("GOTHIC QUARTER", 41.3833, 2.1777),
            d("EIXAMPLE", 41.3900, 2.1620),
            d("PASSEIG DE GRACIA", 41.3917, 2.1649),
            shore("BARCELONETA", 41.3809, 2.1894),
            shore("DIAGONAL MAR", 41.4100, 2.2170),
            d("SANTS", 41.3790, 2.1400),
            shore("PORT OLIMPIC", 41.3870, 2.1970),
        ],
    ),
    (
        "AMS",
        &[
            d("DAM SQUARE", 52.3731, 4.8926),
            d("CANAL DISTRICT", 52.3700, 4.8850),
            d("MUSEUM QUARTER", 52.3580, 4.8820),
            d("ZUID", 52.3390, 4.8730),
            d("LEIDSEPLEIN", 52.3641, 4.8828),
            d("JORDAAN", 52.3740, 4.8800),
            d("AMSTEL", 52.3600, 4.9050),
        ],
    ),
    (
        "MIL",
        &[
            d("DUOMO", 45.4642, 9.1900),
            d("BRERA", 45.4720, 9.1880),
            d("CENTRALE", 45.4860, 9.2040),
            d("PORTA NUOVA", 45.4830, 9.1900),
            d("NAVIGLI", 45.4520, 9.1750),
            d("CITYLIFE", 45.4780, 9.1560),
        ],
    ),
    (
        "FRA",
        &[
            d("MESSE", 50.1120, 8.6510),
            d("HAUPTBAHNHOF", 50.1070, 8.6630),
            d("SACHSENHAUSEN", 50.1000, 8.6850),
            d("BANKENVIERTEL", 50.1140, 8.6720),
            d("ZEIL", 50.1150, 8.6850),
            d("WESTEND", 50.1190, 8.6600),
        ],
    ),
    (
        "DXB",
        &[
            d("DOWNTOWN", 25.1972, 55.2744),
            shore("DUBAI MARINA", 25.0800, 55.1400),
            shore("JUMEIRAH BEACH", 25.0780, 55.1330),
            shore("PALM JUMEIRAH", 25.1124, 55.1390),
            d("DEIRA", 25.2697, 55.3095),
            d("BUSINESS BAY", 25.1850, 55.2650),
            d("AL BARSHA", 25.1130, 55.2000),
        ],
    ),
    (
        "SIN",
        &[
            d("MARINA BAY", 1.2834, 103.8607),
            d("ORCHARD", 1.3048, 103.8318),
            shore("SENTOSA", 1.2494, 103.8303),
            d("CLARKE QUAY", 1.2906, 103.8465),
            d("BUGIS", 1.3000, 103.8550),
            d("CHINATOWN", 1.2836, 103.8440),
        ],
    ),
    (
        "SYD",
        &[
            d("CIRCULAR QUAY", -33.8615, 151.2110),
            d("DARLING HARBOUR", -33.8740, 151.2000),
            shore("BONDI BEACH", -33.8915, 151.2767),
            d("THE ROCKS", -33.8599, 151.2090),
            d("SURRY HILLS", -33.8860, 151.2110),
            d("POTTS POINT", -33.8700, 151.2250),
        ],
    ),
    (
        "BKK",
        &[
            d("SUKHUMVIT", 13.7380, 100.5600),
            d("SILOM", 13.7290, 100.5340),
            d("RIVERSIDE", 13.7230, 100.5140),
            d("SIAM", 13.7460, 100.5340),
            d("RATCHADA", 13.7700, 100.5700),
            budget("KHAO SAN", 13.7590, 100.4970),
        ],
    ),
    (
        "RIO",
        &[
            shore("COPACABANA", -22.9711, -43.1822),
            shore("IPANEMA", -22.9838, -43.2045),
            shore("LEBLON", -22.9840, -43.2240),
            d("CENTRO", -22.9068, -43.1729),
            d("BOTAFOGO", -22.9519, -43.1825),
            shore("FLAMENGO", -22.9330, -43.1760),
            d("SANTA TERESA", -22.9215, -43.1867),
            shore("BARRA DA TIJUCA", -23.0004, -43.3659),
        ],
    ),
    (
        "SAO",
        &[
            d("AVENIDA PAULISTA", -23.5614, -46.6559),
            d("JARDINS", -23.5660, -46.6650),
            d("ITAIM BIBI", -23.5840, -46.6790),
            d("VILA OLIMPIA", -23.5950, -46.6860),
            d("PINHEIROS", -23.5670, -46.6930),
            d("CENTRO", -23.5475, -46.6361),
            d("MOEMA", -23.6010, -46.6650),
            d("BERRINI", -23.6080, -46.6960),
        ],
    ),
    (
        "BUE",
        &[
            d("RECOLETA", -34.5875, -58.3974),
            d("PALERMO", -34.5780, -58.4260),
            d("PUERTO MADERO", -34.6110, -58.3630),
            d("SAN TELMO", -34.6210, -58.3730),
            d("MICROCENTRO", -34.6037, -58.3770),
            d("RETIRO", -34.5920, -58.3750),
        ],
    ),
    (
        "MEX",
        &[
            d("POLANCO", 19.4330, -99.1950),
            d("REFORMA", 19.4270, -99.1680),
            d("ZONA ROSA", 19.4240, -99.1630),
            d("CENTRO HISTORICO", 19.4326, -99.1332),
            d("CONDESA", 19.4110, -99.1730),
            d("ROMA", 19.4170, -99.1610),
            d("SANTA FE", 19.3600, -99.2600),
        ],
    ),
    (
        "SEL",
        &[
            d("MYEONGDONG", 37.5636, 126.9850),
            d("GANGNAM", 37.4979, 127.0276),
            d("JONGNO", 37.5720, 126.9790),
            d("ITAEWON", 37.5345, 126.9940),
            d("YEOUIDO", 37.5219, 126.9245),
            d("HONGDAE", 37.5563, 126.9220),
            d("JAMSIL", 37.5133, 127.1000),
        ],
    ),
    (
        "SHA",
        &[
            d("THE BUND", 31.2400, 121.4900),
            d("LUJIAZUI", 31.2397, 121.4998),
            d("JING'AN", 31.2290, 121.4480),
            d("XINTIANDI", 31.2190, 121.4750),
            d("PEOPLE'S SQUARE", 31.2320, 121.4750),
            d("HONGQIAO", 31.1970, 121.3360),
        ],
    ),
    (
        "BJS",
        &[
            d("WANGFUJING", 39.9140, 116.4110),
            d("CHAOYANG CBD", 39.9080, 116.4600),
            d("SANLITUN", 39.9360, 116.4550),
            d("FINANCIAL STREET", 39.9160, 116.3580),
            d("QIANMEN", 39.8990, 116.3980),
            d("DONGCHENG", 39.9280, 116.4160),
        ],
    ),
    (
        "IST",
        &[
            d("SULTANAHMET", 41.0055, 28.9768),
            d("TAKSIM", 41.0370, 28.9850),
            d("BEYOGLU", 41.0320, 28.9770),
            d("NISANTASI", 41.0480, 28.9930),
            d("LEVENT", 41.0820, 29.0100),
            d("KADIKOY", 40.9900, 29.0290),
            shore("BOSPHORUS", 41.0430, 29.0070),
        ],
    ),
    (
        "CHI",
        &[
            d("THE LOOP", 41.8837, -87.6289),
            d("MAGNIFICENT MILE", 41.8950, -87.6240),
            d("RIVER NORTH", 41.8920, -87.6340),
            d("STREETERVILLE", 41.8930, -87.6200),
            d("WEST LOOP", 41.8830, -87.6480),
            d("GOLD COAST", 41.9050, -87.6270),
            d("MCCORMICK PLACE", 41.8510, -87.6160),
        ],
    ),
    (
        "MEL",
        &[
            d("CBD", -37.8136, 144.9631),
            d("SOUTHBANK", -37.8230, 144.9640),
            d("DOCKLANDS", -37.8170, 144.9460),
            shore("ST KILDA", -37.8670, 144.9800),
            d("SOUTH YARRA", -37.8380, 144.9930),
            d("CARLTON", -37.8000, 144.9670),
        ],
    ),
    (
        "JNB",
        &[
            d("SANDTON", -26.1076, 28.0567),
            d("ROSEBANK", -26.1460, 28.0440),
            d("MELROSE ARCH", -26.1330, 28.0680),
            d("BRAAMFONTEIN", -26.1930, 28.0340),
            d("FOURWAYS", -26.0200, 28.0100),
        ],
    ),
    (
        "KUL",
        &[
            d("KLCC", 3.1579, 101.7116),
            d("BUKIT BINTANG", 3.1466, 101.7110),
            d("KL SENTRAL", 3.1340, 101.6860),
            d("CHINATOWN", 3.1430, 101.6970),
            d("BANGSAR", 3.1300, 101.6710),
        ],
    ),
    (
        "LAS",
        &[
            d("THE STRIP", 36.1147, -115.1728),
            d("DOWNTOWN", 36.1699, -115.1398),
            d("CONVENTION CENTER", 36.1320, -115.1510),
        ],
    ),
];

/// Places whose hotels may have a beach wherever they stand: resort towns on a shore.
const BEACH_CITIES: &[&str] = &[
    "CUN", "MIA", "HNL", "NCE", "PMI", "AGP", "DPS", "HKT", "MLE", "RIO", "PUJ", "MBJ", "SSH",
    "HRG", "LPA", "TFS", "FAO", "GOI", "SJD", "PVR", "ACA", "USM", "OGG", "FLL", "TPA", "NAS",
    "AUA", "SXM", "BGI", "DBV", "SPU", "HER", "RHO", "JTR", "JMK", "IBZ", "ALC", "AYT", "DLM",
    "BJV", "OOL", "CNS", "ZNZ", "MRU", "SEZ", "CMB", "DAD", "CXR", "PQC", "LGK", "KBV",
];

/// The cities whose hotels the table places in named districts.
#[cfg(test)]
pub fn curated_cities() -> impl Iterator<Item = &'static str> {
    DISTRICTS.iter().map(|(c, _)| *c)
}

/// The districts of a city, empty when the table has none.
pub fn districts(city: &str) -> &'static [District] {
    DISTRICTS
        .iter()
        .find(|(c, _)| *c == city)
        .map_or(&[], |(_, d)| d)
}

/// Whether hotels anywhere in the city may have a beach.
pub fn beach_city(city: &str) -> bool {
    BEACH_CITIES.contains(&city)
}

/// Names that suit any city, by how a region writes them: the centre, the main station,
/// the convention centre (a big city's only), the old town in Europe, downtown in the
/// Americas.
pub fn neutral_areas(region: &str, big: bool) -> Vec<&'static str> {
    let americas = matches!(region, "NAMER" | "CAMER" | "SAMER" | "CARIB");
    let mut out = if americas {
        vec!["DOWNTOWN", "CITY CENTER"]
    } else {
        vec!["CENTRE", "CITY CENTRE"]
    };
    if region == "EUROP" {
        out.extend(["OLD TOWN", "CENTRAL STATION"]);
    }
    if big {
        out.push(if americas {
            "CONVENTION CENTER"
        } else {
            "CONVENTION CENTRE"
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::data;

    #[test]
    fn districts_are_within_their_city_and_only_some_on_a_shore() {
        for (city, list) in DISTRICTS {
            let c = data::city(city).unwrap_or_else(|| panic!("{city} unknown"));
            for d in *list {
                let km = data::distance_km((d.lat, d.lon), (c.lat, c.lon));
                assert!(km < 25.0, "{} is {km} km from {city}", d.name);
            }
        }
        assert!(districts("PAR").iter().all(|d| !d.shore));
        assert!(districts("BCN").iter().any(|d| d.shore));
        assert!(districts("XXX").is_empty());
        assert!(beach_city("CUN") && !beach_city("PAR"));
    }
}
