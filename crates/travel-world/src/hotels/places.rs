//! Where hotels stand and what they are named after: a curated table of real districts
//! and landmarks of the 69 cities agents search hotels in most (approximate centres),
//! the neutral names any other city gets, and the places with a beach.
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
    (
        "VIE",
        &[
            d("INNERE STADT", 48.2085, 16.3721),
            d("LEOPOLDSTADT", 48.2167, 16.3950),
            d("MARIAHILF", 48.1950, 16.3500),
            d("WIEDEN", 48.1920, 16.3700),
            d("LANDSTRASSE", 48.1990, 16.3950),
            d("NEUBAU", 48.2020, 16.3490),
            d("JOSEFSTADT", 48.2100, 16.3470),
            d("SCHONBRUNN", 48.1850, 16.3120),
        ],
    ),
    (
        "PRG",
        &[
            d("STARE MESTO", 50.0875, 14.4213),
            d("MALA STRANA", 50.0870, 14.4030),
            d("NOVE MESTO", 50.0790, 14.4270),
            d("VINOHRADY", 50.0755, 14.4430),
            d("ZIZKOV", 50.0840, 14.4510),
            d("KARLIN", 50.0930, 14.4500),
            d("HRADCANY", 50.0900, 14.3930),
        ],
    ),
    (
        "BUD",
        &[
            d("BELVAROS", 47.4925, 19.0530),
            d("LIPOTVAROS", 47.5050, 19.0480),
            d("ERZSEBETVAROS", 47.4980, 19.0700),
            d("TEREZVAROS", 47.5060, 19.0640),
            d("BUDA CASTLE", 47.4960, 19.0390),
            d("JOZSEFVAROS", 47.4890, 19.0750),
            d("OBUDA", 47.5410, 19.0450),
        ],
    ),
    (
        "LIS",
        &[
            d("BAIXA", 38.7110, -9.1380),
            d("CHIADO", 38.7105, -9.1420),
            d("ALFAMA", 38.7120, -9.1300),
            d("AVENIDA DA LIBERDADE", 38.7200, -9.1450),
            d("BAIRRO ALTO", 38.7135, -9.1460),
            d("PARQUE DAS NACOES", 38.7680, -9.0950),
            d("BELEM", 38.6970, -9.2060),
            d("SALDANHA", 38.7340, -9.1450),
        ],
    ),
    (
        "DUB",
        &[
            d("TEMPLE BAR", 53.3455, -6.2640),
            d("ST STEPHENS GREEN", 53.3382, -6.2591),
            d("BALLSBRIDGE", 53.3290, -6.2300),
            d("DOCKLANDS", 53.3470, -6.2400),
            d("SMITHFIELD", 53.3490, -6.2780),
            d("O CONNELL STREET", 53.3498, -6.2603),
            d("RATHMINES", 53.3220, -6.2650),
        ],
    ),
    (
        "CPH",
        &[
            d("INDRE BY", 55.6790, 12.5790),
            d("NYHAVN", 55.6800, 12.5910),
            d("VESTERBRO", 55.6690, 12.5500),
            d("NORREBRO", 55.6940, 12.5490),
            d("OSTERBRO", 55.7050, 12.5770),
            d("CHRISTIANSHAVN", 55.6720, 12.5930),
            d("ORESTAD", 55.6300, 12.5780),
        ],
    ),
    (
        "STO",
        &[
            d("NORRMALM", 59.3340, 18.0620),
            d("GAMLA STAN", 59.3250, 18.0710),
            d("OSTERMALM", 59.3380, 18.0850),
            d("SODERMALM", 59.3150, 18.0710),
            d("KUNGSHOLMEN", 59.3320, 18.0300),
            d("VASASTAN", 59.3450, 18.0500),
        ],
    ),
    (
        "OSL",
        &[
            d("SENTRUM", 59.9130, 10.7450),
            d("AKER BRYGGE", 59.9100, 10.7270),
            d("BJORVIKA", 59.9070, 10.7580),
            d("FROGNER", 59.9200, 10.7100),
            d("GRUNERLOKKA", 59.9230, 10.7580),
            d("MAJORSTUEN", 59.9300, 10.7150),
        ],
    ),
    (
        "HEL",
        &[
            d("KLUUVI", 60.1710, 24.9450),
            d("KAMPPI", 60.1680, 24.9310),
            d("PUNAVUORI", 60.1610, 24.9400),
            d("KRUUNUNHAKA", 60.1730, 24.9560),
            d("TOOLO", 60.1800, 24.9200),
            d("KALLIO", 60.1840, 24.9500),
            d("PASILA", 60.1990, 24.9340),
        ],
    ),
    (
        "WAW",
        &[
            d("SRODMIESCIE", 52.2320, 21.0060),
            d("STARE MIASTO", 52.2490, 21.0120),
            d("POWISLE", 52.2390, 21.0270),
            d("WOLA", 52.2360, 20.9800),
            d("MOKOTOW", 52.1930, 21.0250),
            d("PRAGA", 52.2510, 21.0350),
            d("WILANOW", 52.1650, 21.0900),
        ],
    ),
    (
        "BRU",
        &[
            d("GRAND PLACE", 50.8467, 4.3525),
            d("SABLON", 50.8400, 4.3560),
            d("LOUISE", 50.8310, 4.3620),
            d("EUROPEAN QUARTER", 50.8400, 4.3820),
            d("IXELLES", 50.8280, 4.3720),
            d("SAINT-GILLES", 50.8290, 4.3450),
            d("GARE DU MIDI", 50.8360, 4.3360),
        ],
    ),
    (
        "ZRH",
        &[
            d("ALTSTADT", 47.3720, 8.5430),
            d("ZURICH WEST", 47.3880, 8.5180),
            d("SEEFELD", 47.3560, 8.5560),
            d("ENGE", 47.3630, 8.5300),
            d("OERLIKON", 47.4110, 8.5440),
            d("NIEDERDORF", 47.3740, 8.5450),
            d("AUSSERSIHL", 47.3770, 8.5250),
        ],
    ),
    (
        "EDI",
        &[
            d("OLD TOWN", 55.9490, -3.1910),
            d("NEW TOWN", 55.9550, -3.1980),
            d("WEST END", 55.9490, -3.2130),
            d("LEITH", 55.9760, -3.1700),
            d("HAYMARKET", 55.9460, -3.2180),
            d("STOCKBRIDGE", 55.9580, -3.2080),
            d("BRUNTSFIELD", 55.9370, -3.2040),
        ],
    ),
    (
        "VCE",
        &[
            d("SAN MARCO", 45.4340, 12.3380),
            d("CANNAREGIO", 45.4440, 12.3300),
            d("DORSODURO", 45.4300, 12.3260),
            d("CASTELLO", 45.4350, 12.3500),
            d("SAN POLO", 45.4380, 12.3300),
            d("MESTRE", 45.4900, 12.2420),
            shore("LIDO", 45.4060, 12.3670),
            d("GIUDECCA", 45.4260, 12.3230),
        ],
    ),
    (
        "FLR",
        &[
            d("DUOMO", 43.7731, 11.2560),
            d("SANTA MARIA NOVELLA", 43.7740, 11.2490),
            d("OLTRARNO", 43.7660, 11.2500),
            d("SANTA CROCE", 43.7685, 11.2620),
            d("SAN LORENZO", 43.7760, 11.2540),
            d("FORTEZZA DA BASSO", 43.7810, 11.2460),
            d("CAMPO DI MARTE", 43.7790, 11.2790),
        ],
    ),
    (
        "NCE",
        &[
            shore("PROMENADE DES ANGLAIS", 43.6950, 7.2650),
            d("VIEUX NICE", 43.6970, 7.2760),
            d("CIMIEZ", 43.7190, 7.2750),
            d("CARRE D OR", 43.6980, 7.2640),
            d("PORT LYMPIA", 43.6990, 7.2850),
            d("NICE ETOILE", 43.7030, 7.2680),
            d("ARENAS", 43.6690, 7.2090),
        ],
    ),
    (
        "WAS",
        &[
            d("GEORGETOWN", 38.9076, -77.0723),
            d("DUPONT CIRCLE", 38.9096, -77.0434),
            d("CAPITOL HILL", 38.8899, -77.0091),
            d("PENN QUARTER", 38.8960, -77.0230),
            d("FOGGY BOTTOM", 38.9000, -77.0500),
            d("NAVY YARD", 38.8760, -77.0030),
            d("THE WHARF", 38.8790, -77.0240),
            d("ARLINGTON", 38.8880, -77.0900),
            d("NATIONAL HARBOR", 38.7830, -77.0160),
        ],
    ),
    (
        "SFO",
        &[
            d("UNION SQUARE", 37.7880, -122.4075),
            d("FINANCIAL DISTRICT", 37.7946, -122.3999),
            d("FISHERMANS WHARF", 37.8080, -122.4177),
            d("NOB HILL", 37.7930, -122.4160),
            d("SOMA", 37.7785, -122.4056),
            d("EMBARCADERO", 37.7955, -122.3937),
            d("MISSION", 37.7599, -122.4148),
            d("MARINA", 37.8030, -122.4370),
        ],
    ),
    (
        "LAX",
        &[
            d("HOLLYWOOD", 34.0980, -118.3290),
            d("BEVERLY HILLS", 34.0700, -118.4000),
            shore("SANTA MONICA", 34.0120, -118.4940),
            d("WEST HOLLYWOOD", 34.0900, -118.3700),
            d("LA LIVE", 34.0430, -118.2670),
            d("BUNKER HILL", 34.0530, -118.2500),
            d("CENTURY CITY", 34.0560, -118.4160),
            shore("MARINA DEL REY", 33.9800, -118.4510),
            d("WESTWOOD", 34.0630, -118.4450),
        ],
    ),
    (
        "BOS",
        &[
            d("BACK BAY", 42.3503, -71.0810),
            d("BEACON HILL", 42.3588, -71.0707),
            d("SEAPORT", 42.3510, -71.0440),
            d("FINANCIAL DISTRICT", 42.3559, -71.0550),
            d("NORTH END", 42.3647, -71.0542),
            d("CAMBRIDGE", 42.3736, -71.1097),
            d("FENWAY", 42.3450, -71.0980),
            d("SOUTH END", 42.3410, -71.0720),
        ],
    ),
    (
        "MIA",
        &[
            shore("SOUTH BEACH", 25.7826, -80.1340),
            shore("MID-BEACH", 25.8120, -80.1230),
            d("BRICKELL", 25.7617, -80.1918),
            d("WYNWOOD", 25.8010, -80.1990),
            d("CORAL GABLES", 25.7215, -80.2684),
            shore("KEY BISCAYNE", 25.6930, -80.1620),
            d("COCONUT GROVE", 25.7280, -80.2420),
            d("DORAL", 25.8190, -80.3550),
        ],
    ),
    (
        "ORL",
        &[
            d("INTERNATIONAL DRIVE", 28.4430, -81.4700),
            d("LAKE BUENA VISTA", 28.3850, -81.5080),
            d("THORNTON PARK", 28.5420, -81.3680),
            d("WINTER PARK", 28.5990, -81.3390),
            d("UNIVERSAL", 28.4740, -81.4680),
            d("KISSIMMEE", 28.3310, -81.4140),
        ],
    ),
    (
        "SEA",
        &[
            d("PIKE PLACE", 47.6097, -122.3422),
            d("BELLTOWN", 47.6150, -122.3470),
            d("PIONEER SQUARE", 47.6010, -122.3340),
            d("SOUTH LAKE UNION", 47.6270, -122.3380),
            d("CAPITOL HILL", 47.6230, -122.3190),
            d("QUEEN ANNE", 47.6370, -122.3570),
            d("BELLEVUE", 47.6100, -122.2010),
            d("UNIVERSITY DISTRICT", 47.6610, -122.3130),
        ],
    ),
    (
        "YTO",
        &[
            d("FINANCIAL DISTRICT", 43.6480, -79.3810),
            d("ENTERTAINMENT DISTRICT", 43.6460, -79.3900),
            d("YORKVILLE", 43.6710, -79.3930),
            d("DISTILLERY DISTRICT", 43.6503, -79.3596),
            d("HARBOURFRONT", 43.6390, -79.3800),
            d("KING WEST", 43.6440, -79.4020),
            d("YONGE-DUNDAS", 43.6560, -79.3810),
            d("NORTH YORK", 43.7680, -79.4130),
        ],
    ),
    (
        "YMQ",
        &[
            d("VIEUX-MONTREAL", 45.5075, -73.5540),
            d("CENTRE-VILLE", 45.5010, -73.5700),
            d("PLATEAU MONT-ROYAL", 45.5220, -73.5810),
            d("QUARTIER DES SPECTACLES", 45.5080, -73.5660),
            d("GOLDEN SQUARE MILE", 45.5010, -73.5800),
            d("GRIFFINTOWN", 45.4920, -73.5600),
            d("LE VILLAGE", 45.5190, -73.5550),
        ],
    ),
    (
        "TPE",
        &[
            d("XINYI", 25.0330, 121.5650),
            d("ZHONGSHAN", 25.0540, 121.5260),
            d("DA-AN", 25.0260, 121.5430),
            d("ZHONGZHENG", 25.0320, 121.5190),
            d("XIMENDING", 25.0420, 121.5080),
            d("SONGSHAN", 25.0500, 121.5770),
            d("NEIHU", 25.0800, 121.5750),
            d("BEITOU", 25.1320, 121.5010),
        ],
    ),
    (
        "OSA",
        &[
            d("UMEDA", 34.7025, 135.4959),
            d("NAMBA", 34.6660, 135.5010),
            d("SHINSAIBASHI", 34.6720, 135.5010),
            d("HONMACHI", 34.6820, 135.5000),
            d("TENNOJI", 34.6460, 135.5130),
            d("OSAKA CASTLE", 34.6873, 135.5262),
            d("NAKANOSHIMA", 34.6930, 135.4920),
            d("UNIVERSAL CITY", 34.6660, 135.4330),
        ],
    ),
    (
        "DEL",
        &[
            d("CONNAUGHT PLACE", 28.6315, 77.2167),
            budget("PAHARGANJ", 28.6430, 77.2120),
            d("AEROCITY", 28.5500, 77.1200),
            d("CHANAKYAPURI", 28.5960, 77.1880),
            d("KAROL BAGH", 28.6520, 77.1900),
            d("SAKET", 28.5240, 77.2060),
            d("GURUGRAM CYBER CITY", 28.4950, 77.0890),
            d("NEHRU PLACE", 28.5490, 77.2510),
            d("LUTYENS DELHI", 28.6100, 77.2100),
        ],
    ),
    (
        "BOM",
        &[
            d("COLABA", 18.9067, 72.8147),
            d("NARIMAN POINT", 18.9256, 72.8242),
            d("BANDRA", 19.0596, 72.8295),
            d("JUHU", 19.1075, 72.8263),
            d("ANDHERI", 19.1136, 72.8697),
            d("LOWER PAREL", 18.9950, 72.8300),
            d("POWAI", 19.1176, 72.9060),
            d("BANDRA KURLA COMPLEX", 19.0660, 72.8650),
        ],
    ),
    (
        "MNL",
        &[
            d("MAKATI", 14.5547, 121.0244),
            d("BONIFACIO GLOBAL CITY", 14.5509, 121.0503),
            d("ORTIGAS", 14.5869, 121.0614),
            budget("MALATE", 14.5690, 120.9880),
            d("ERMITA", 14.5830, 120.9840),
            d("PASAY BAY CITY", 14.5350, 120.9830),
            d("ALABANG", 14.4230, 121.0400),
            d("QUEZON CITY", 14.6760, 121.0437),
        ],
    ),
    (
        "JKT",
        &[
            d("THAMRIN", -6.1930, 106.8230),
            d("SUDIRMAN", -6.2150, 106.8180),
            d("KUNINGAN", -6.2290, 106.8300),
            d("SENAYAN", -6.2270, 106.8000),
            d("KEMANG", -6.2600, 106.8140),
            d("KOTA TUA", -6.1350, 106.8130),
            d("MENTENG", -6.1960, 106.8330),
            budget("JALAN JAKSA", -6.1850, 106.8250),
        ],
    ),
    (
        "SGN",
        &[
            d("DISTRICT 1", 10.7769, 106.7009),
            budget("PHAM NGU LAO", 10.7680, 106.6930),
            d("DISTRICT 3", 10.7840, 106.6840),
            d("THAO DIEN", 10.8030, 106.7340),
            d("PHU MY HUNG", 10.7290, 106.7180),
            d("BINH THANH", 10.8100, 106.7090),
            d("TAN BINH", 10.8010, 106.6520),
            d("CHOLON", 10.7530, 106.6600),
        ],
    ),
    (
        "LIM",
        &[
            shore("MIRAFLORES", -12.1210, -77.0300),
            d("SAN ISIDRO", -12.0970, -77.0360),
            d("BARRANCO", -12.1490, -77.0210),
            d("CENTRO HISTORICO", -12.0464, -77.0300),
            d("SURCO", -12.1450, -76.9900),
            d("LINCE", -12.0850, -77.0350),
            d("SAN BORJA", -12.1010, -77.0000),
        ],
    ),
    (
        "BOG",
        &[
            d("ZONA ROSA", 4.6670, -74.0530),
            d("CHAPINERO", 4.6480, -74.0620),
            d("USAQUEN", 4.6950, -74.0310),
            d("LA CANDELARIA", 4.5970, -74.0740),
            d("PARQUE 93", 4.6770, -74.0480),
            d("CHICO", 4.6780, -74.0560),
            d("SALITRE", 4.6520, -74.1050),
            d("CENTRO INTERNACIONAL", 4.6150, -74.0700),
        ],
    ),
    (
        "SCL",
        &[
            d("PROVIDENCIA", -33.4260, -70.6170),
            d("LAS CONDES", -33.4110, -70.5730),
            d("VITACURA", -33.3880, -70.5800),
            d("BELLAVISTA", -33.4320, -70.6360),
            d("LASTARRIA", -33.4380, -70.6400),
            d("SANTIAGO CENTRO", -33.4430, -70.6540),
            d("EL GOLF", -33.4150, -70.5990),
        ],
    ),
    (
        "CPT",
        &[
            shore("V&A WATERFRONT", -33.9036, 18.4205),
            d("CITY BOWL", -33.9249, 18.4241),
            shore("SEA POINT", -33.9160, 18.3890),
            shore("GREEN POINT", -33.9050, 18.4080),
            d("GARDENS", -33.9340, 18.4130),
            d("DE WATERKANT", -33.9150, 18.4170),
            d("CLAREMONT", -33.9810, 18.4650),
            shore("CAMPS BAY", -33.9510, 18.3770),
        ],
    ),
    (
        "CAI",
        &[
            d("ZAMALEK", 30.0626, 31.2197),
            d("DOWNTOWN CAIRO", 30.0480, 31.2380),
            d("GARDEN CITY", 30.0380, 31.2310),
            d("HELIOPOLIS", 30.0880, 31.3250),
            d("NASR CITY", 30.0560, 31.3300),
            d("MAADI", 29.9600, 31.2570),
            d("NEW CAIRO", 30.0300, 31.4700),
            d("DOKKI", 30.0380, 31.2120),
        ],
    ),
    (
        "DOH",
        &[
            shore("WEST BAY", 25.3220, 51.5300),
            shore("THE PEARL", 25.3710, 51.5500),
            d("MSHEIREB", 25.2860, 51.5260),
            d("AL SADD", 25.2850, 51.5000),
            d("SOUQ WAQIF", 25.2870, 51.5330),
            d("LUSAIL", 25.4200, 51.4900),
            d("ASPIRE ZONE", 25.2640, 51.4430),
        ],
    ),
    (
        "TLV",
        &[
            shore("TEL AVIV BEACHFRONT", 32.0800, 34.7680),
            d("ROTHSCHILD", 32.0640, 34.7740),
            d("NEVE TZEDEK", 32.0610, 34.7650),
            d("JAFFA", 32.0540, 34.7520),
            d("SARONA", 32.0720, 34.7860),
            d("OLD NORTH", 32.0900, 34.7750),
            d("HERZLIYA PITUACH", 32.1630, 34.8000),
            d("RAMAT GAN DIAMOND EXCHANGE", 32.0840, 34.8020),
        ],
    ),
    (
        "HNL",
        &[
            shore("WAIKIKI", 21.2793, -157.8292),
            shore("ALA MOANA", 21.2910, -157.8430),
            d("KAKAAKO", 21.2970, -157.8580),
            d("HONOLULU CHINATOWN", 21.3120, -157.8620),
            shore("KAHALA", 21.2720, -157.7730),
            d("MANOA", 21.3100, -157.8100),
            shore("KO OLINA", 21.3400, -158.1220),
        ],
    ),
    (
        "DPS",
        &[
            shore("KUTA", -8.7180, 115.1690),
            shore("SEMINYAK", -8.6900, 115.1630),
            shore("LEGIAN", -8.7050, 115.1670),
            shore("NUSA DUA", -8.8000, 115.2300),
            shore("JIMBARAN", -8.7800, 115.1650),
            shore("SANUR", -8.6900, 115.2630),
            shore("CANGGU", -8.6480, 115.1380),
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
        vec!["DOWNTOWN", "CITY CENTER", "MIDTOWN"]
    } else {
        vec!["CENTRE", "CITY CENTRE"]
    };
    if region == "EUROP" {
        out.extend(["OLD TOWN", "CENTRAL STATION"]);
    }
    if big {
        out.extend(match (americas, region) {
            (true, _) => ["CONVENTION CENTER", "UPTOWN", "MEDICAL CENTER"],
            (false, "EUROP") => ["CONVENTION CENTRE", "EXHIBITION CENTRE", "UNIVERSITY"],
            _ => ["CONVENTION CENTRE", "BUSINESS DISTRICT", "CENTRAL STATION"],
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data;

    #[test]
    fn districts_are_within_their_city_and_only_some_on_a_shore() {
        for (city, list) in DISTRICTS {
            let c = data::city(city).unwrap_or_else(|| panic!("{city} unknown"));
            for d in *list {
                let km = data::distance_km((d.lat, d.lon), (c.lat, c.lon));
                // Ko Olina is Honolulu's (the city and county is the island), 28 km out
                assert!(km < 30.0, "{} is {km} km from {city}", d.name);
            }
        }
        assert!(districts("PAR").iter().all(|d| !d.shore));
        assert!(districts("BCN").iter().any(|d| d.shore));
        assert!(districts("HNL")
            .iter()
            .any(|d| d.shore && d.name == "WAIKIKI"));
        assert!(districts("VIE").iter().all(|d| !d.shore && !d.budget));
        assert!(districts("SGN").iter().any(|d| d.budget));
        assert!(districts("XXX").is_empty());
        assert!(beach_city("CUN") && !beach_city("PAR"));
    }
}
