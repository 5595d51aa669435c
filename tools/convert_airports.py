#!/usr/bin/env python3
"""Convert the `airportsdata` package into the sandbox's compact airport table.

Source data: the `airportsdata` PyPI package (https://github.com/mborsetti/airportsdata),
Copyright (c) Mike Borsetti, released under the MIT licence. The licence text is
shipped next to the generated data as crates/travel-world/src/data/LICENSE-airportsdata and
must stay with it.

Usage (from the crate root):

    pip download --no-deps airportsdata -d /tmp/ad && cd /tmp/ad && unzip -o airportsdata-*.whl
    python3 tools/convert_airports.py /tmp/ad/airportsdata crates/travel-world/src/data/airports.tsv

Output: crates/travel-world/src/data/airports.tsv, one line per airport that has an IATA code,
sorted by IATA code, tab separated, with one commented header line:

    iata icao name full_name city_code city_name country state lat lon tz size

* name       service-style upper-case short name ("HEATHROW", "O'HARE INTERNATIONAL");
             empty when it equals the cheap derivation `derived_name(full_name)`
             (upper case, "/" and "," to spaces, apostrophes kept, trailing
             "Airport" dropped, "International" -> "INTL"), which data.rs re-applies
* full_name  the original airportsdata name
* city_code  IATA city code: metropolitan-area (MAC) code, or the main airport's
             code for the smaller fields of a city (Boeing Field BFI is SEA);
             empty when it is the airport's own IATA code
* city_name  upper-case ASCII city name (see clean_city)
* state      subdivision name as given by airportsdata (may be empty)
* lat/lon    rounded to 5 decimals
* tz         IANA time zone; empty = the country's default zone, given by the
             "#tz<TAB>CC<TAB>Zone" lines after the header
* size       0..=100 traffic weight (log scale, see BUSIEST below); 0 = no
             scheduled passenger service assumed

"#city<TAB>CODE<TAB>lat<TAB>lon" lines give the curated centre of each city
group (CITY_CENTRE); any other city is placed at its main airport.

The script prints the cities of one country that share a name within 100 km
("duplicate city: ..."); there should be none (fix with CITY_NAME_FIX or a
group).

Everything hand-curated (traffic figures, extra city groups, corrections) is in
this file, so the conversion is reproducible.
"""

import csv
import math
import os
import re
import sys
import unicodedata

# ---------------------------------------------------------------------------
# Hand-curated: approximate annual passengers (millions), busiest ~330 airports
# of the world, from general knowledge (pre-/post-pandemic typical years).
# Only a rough traffic weight for a deterministic sandbox; not authoritative.
# ---------------------------------------------------------------------------
BUSIEST = """
ATL 105 DXB 87 DFW 82 LHR 80 HND 80 DEN 78 IST 76 LAX 75 ORD 74 DEL 74
CDG 70 JFK 62 CAN 63 AMS 62 PVG 55 SIN 59 MAD 60 FRA 61 PEK 53 CGK 55
ICN 56 BKK 52 LAS 57 SFO 50 MCO 57 SEA 51 CLT 53 BCN 50 EWR 49 MIA 50
PHX 49 IAH 46 BOM 48 KUL 48 CTU 45 SZX 52 MEX 48 YYZ 45 MUC 41 BOS 41
MSP 37 DOH 46 HKG 45 FCO 41 SYD 41 LGW 41 DTW 32 SAW 41 GRU 42 JED 40
PKX 40 RUH 35 SHA 40 KMG 43 XIY 40 CKG 45 HGH 41 NRT 38 MNL 45 TPE 46
BLR 37 SVO 40 LGA 33 FLL 35 BWI 27 MDW 22 DCA 25 IAD 24 SLC 27 SAN 25
TPA 24 BNA 22 AUS 22 HNL 20 PHL 29 DXB 87 DUB 33 ZRH 31 CPH 30 OSL 28
VIE 30 LIS 34 PMI 31 MAN 29 BRU 24 ARN 25 HEL 18 ATH 28 MXP 28 DUS 20
TXL 0 BER 25 HAM 15 WAW 21 PRG 14 BUD 16 OTP 15 KBP 0 DME 28 VKO 25
LED 20 AYT 35 ADB 12 ESB 14 TLV 24 AUH 23 KWI 15 BAH 9 MCT 13 AMM 8
CAI 25 JNB 21 CPT 10 ADD 12 NBO 9 LOS 8 CMN 10 ALG 7 TUN 6 RAK 7
HYD 25 MAA 22 CCU 20 COK 11 AMD 12 GOI 8 PNQ 9 CMB 8 DAC 9 KTM 6
KHI 8 LHE 6 ISB 5 THR 10 IKA 8 TAS 5 ALA 9 NQZ 6 BAK 5 TBS 5 EVN 5
SGN 40 HAN 30 DAD 12 CXR 9 DPS 24 SUB 19 KNO 7 UPG 8 CEB 11 DVO 5
PEN 8 BKI 8 KCH 5 HKT 18 CNX 10 DMK 38 USM 4 RGN 6 PNH 4 REP 3
KIX 30 ITM 16 CTS 24 FUK 24 OKA 21 NGO 12 GMP 25 CJU 30 PUS 17 TAE 4
TSA 6 KHH 7 MFM 9 CAN 63 WUH 27 CSX 27 NKG 29 XMN 27 TAO 25 SHE 19
DLC 18 CGO 28 TNA 17 FOC 14 HAK 27 SYX 22 URC 25 LHW 15 TSN 21 HRB 20
NNG 15 KWE 20 TYN 14 CGQ 14 HFE 10 NGB 12 WNZ 12 SJW 10 KWL 9
MEL 36 BNE 23 PER 14 ADL 8 OOL 6 CBR 3 CNS 5 AKL 21 CHC 6 WLG 6 NAN 2
YVR 26 YUL 21 YYC 17 YEG 8 YOW 5 YWG 4 YHZ 4
DFW 82 DAL 16 HOU 14 MSY 13 STL 16 PDX 20 OAK 11 SJC 13 SMF 13 SNA 10
BUR 6 ONT 6 LGB 3 RDU 14 MCI 12 CLE 10 CMH 9 IND 10 PIT 10 CVG 9
MKE 7 SAT 10 RSW 10 PBI 7 JAX 7 MEM 4 OGG 8 KOA 4 LIH 4 ANC 5
ABQ 5 ELP 4 TUS 4 OKC 4 BDL 7 PVD 4 BUF 5 ALB 3 RIC 4 ORF 4 SDF 4
BOI 4 RNO 4 SJU 12 DTW 32 BHM 3 GEG 4 CHS 5 SAV 4 MYR 3 OMA 5
CUN 30 GDL 17 MTY 12 TIJ 12 SJD 7 PVR 6 MID 3 BJX 3
BOG 36 LIM 24 SCL 25 GIG 15 CGH 22 BSB 15 VCP 11 CNF 11 REC 9 SSA 8
FOR 7 POA 7 CWB 6 EZE 11 AEP 15 UIO 5 GYE 4 MDE 12 CTG 7 CLO 5
PTY 17 SJO 6 SAL 3 GUA 3 HAV 5 SDQ 5 PUJ 8 MBJ 5 NAS 4 AUA 3
SXM 2 BGI 2 POS 2 MVD 2 ASU 1 VVI 2 LPB 2 CCS 3 MAO 3 BEL 3 FLN 4
NAT 2 PBM 1 RUN 2.5 PTP 2.3 FDF 2
AGP 22 ALC 16 TFS 12 LPA 14 VLC 10 IBZ 9 SVQ 8 BIO 7 TFN 6 ACE 8 FUE 7
OPO 15 FAO 10 FNC 5 NCE 15 LYS 10 MRS 10 TLS 9 BOD 7 NTE 7 BVA 5
ORY 32 BSL 9 MLH 0 GVA 18 EDI 15 BHX 13 GLA 9 BRS 9 NCL 5 LPL 5 EMA 4
STN 28 LTN 17 LCY 5 BFS 6 BHD 3 ABZ 3 SEN 1 DUB 33 ORK 3 SNN 2
CGN 12 STR 11 HAJ 6 NUE 4 LEJ 3 BRE 2 DTM 3
LIN 10 BGY 15 VCE 11 NAP 12 CTA 12 BLQ 10 PMO 8 CIA 5 BRI 6 PSA 5
TRN 4 CAG 5 FLR 3 OLB 3
EIN 7 RTM 2 CRL 9 LUX 5 BGO 6 TRD 5 SVG 4 TOS 2 GOT 6 BMA 2 CPH 30
BLL 3 AAL 2 KEF 8 RIX 7 TLL 3 VNO 5 KRK 9 GDN 5 KTW 6 WRO 4 WMI 3 POZ 3
SOF 7 VAR 2 BEG 6 ZAG 4 SPU 3 DBV 3 LJU 1 SKP 2 TIA 3 SJJ 1 KIV 4
OTP 15 CLJ 3 SKG 8 HER 9 RHO 6 CFU 4 CHQ 4 JTR 3 JMK 2 KGS 2 LCA 11 PFO 3
MLA 8 DLM 6 BJV 5 GZT 2 TZX 3 KRR 10 AER 12 SVX 8 OVB 8 KZN 5 UFA 4
KUF 4 ROV 4 MRV 4 KGD 3 VVO 3 KJA 4 IKT 2 MSQ 3
DMM 10 MED 8 AHB 1 SHJ 16 DWC 1 BEY 7 BGW 2 EBL 2
HRG 9 SSH 6 HBE 1 LXR 1 RBA 1 TNG 1 FEZ 1 AGA 2 ACC 3 ABV 3 DSS 2
DKR 0 ABJ 2 DAR 3 ZNZ 1 EBB 2 KGL 1 DUR 6 PLZ 1 MRU 4 SEZ 1 TNR 1
LAD 2 LUN 1 HRE 1 WDH 1 GBE 1 MPM 1 KRT 1 TIP 1
JAI 6 LKO 6 PAT 3 GAU 6 BBI 4 IXC 3 TRV 5 CCJ 4 ATQ 3 VNS 3 NAG 3
IDR 3 SXR 4 IXB 3 BLR 37 MLE 5 KBL 1
CRK 2 ILO 2 MPH 3 BWN 2 DIL 1 NOU 1 PPT 1 GUM 2 SPN 1
CEI 2 BKI 8 LGK 3 JHB 4 SZB 1 HDY 2 KBV 4 CEI 2 UTP 1 VTE 1 LPQ 1
PQC 5 VII 2 HPH 3 HUI 3 DLI 1 MDL 1 CAI 25 MHD 8 SYZ 5 IFN 3 TBZ 2
ULN 1 FRU 1 DYU 1 ASB 1 GYD 5
"""

# Extra city groups (IATA metropolitan area codes) missing from iata_macs.csv,
# as the service groups them: city code, city name, airports.
EXTRA_MACS = [
    ("NYC", "New York", ["JFK", "LGA", "EWR"]),
    ("WAS", "Washington", ["IAD", "DCA", "BWI"]),
    ("CHI", "Chicago", ["ORD", "MDW"]),
    ("LON", "London", ["LHR", "LGW", "STN", "LTN", "LCY", "SEN"]),
    ("PAR", "Paris", ["CDG", "ORY", "BVA"]),
    ("YMQ", "Montreal", ["YUL", "YMX"]),
    ("YTO", "Toronto", ["YYZ", "YTZ"]),
    ("STO", "Stockholm", ["ARN", "BMA", "NYO"]),
    ("MIL", "Milan", ["MXP", "LIN", "BGY"]),
    ("ROM", "Rome", ["FCO", "CIA"]),
    ("TYO", "Tokyo", ["HND", "NRT"]),
    ("OSA", "Osaka", ["KIX", "ITM", "UKB"]),
    ("SEL", "Seoul", ["ICN", "GMP"]),
    ("MOW", "Moscow", ["SVO", "DME", "VKO", "ZIA"]),
    ("BUE", "Buenos Aires", ["EZE", "AEP"]),
    ("SAO", "Sao Paulo", ["GRU", "CGH", "VCP"]),
    ("RIO", "Rio de Janeiro", ["GIG", "SDU"]),
    ("BJS", "Beijing", ["PEK", "PKX"]),
    ("SHA", "Shanghai", ["PVG", "SHA"]),
    ("JKT", "Jakarta", ["CGK", "HLP"]),
    ("BKK", "Bangkok", ["BKK", "DMK"]),
    ("DTT", "Detroit", ["DTW"]),
    ("BER", "Berlin", ["BER"]),
    ("EAP", "Basel/Mulhouse", ["BSL", "MLH"]),
    # MKC, not MCI, is Kansas City's city code; ORL Orlando's
    ("MKC", "Kansas City", ["MCI", "MKC"]),
    ("ORL", "Orlando", ["MCO", "ORL"]),
    ("BUH", "Bucharest", ["OTP", "BBU"]),
    ("WAW", "Warsaw", ["WAW", "WMI"]),
    ("KUL", "Kuala Lumpur", ["KUL", "SZB"]),
    ("MEX", "Mexico City", ["MEX", "NLU"]),
    # the source files SAL under "Santa Clara" and PBM under "Zandery"
    ("SAL", "San Salvador", ["SAL", "ILS"]),
    ("PBM", "Paramaribo", ["PBM", "ORG"]),
]

# Note: iata_macs.csv lists St Lucia (SLU) under "SL"; only its city grouping is
# used here, the country always comes from airports.csv (LC), so no fix needed.

# Centre of each city group (IATA metropolitan area), for the city's geoCode:
# the city centre, not the mean of its airports (which would put Paris 21 km
# north of Notre-Dame). A city without an entry is placed at its main airport.
CITY_CENTRE = {
    "ANK": (39.9334, 32.8597), "BER": (52.52, 13.405), "BFS": (54.5973, -5.9301),
    "BHZ": (-19.9167, -43.9345), "BJS": (39.9042, 116.4074), "BKK": (13.7563, 100.5018),
    "BRU": (50.8503, 4.3517), "BUE": (-34.6037, -58.3816), "BUH": (44.4268, 26.1025),
    "CHI": (41.8781, -87.6298), "DFW": (32.7767, -96.797), "DKR": (14.7167, -17.4677),
    "DTT": (42.3314, -83.0458), "DXB": (25.2048, 55.2708), "EAP": (47.5596, 7.5886),
    "HOU": (29.7604, -95.3698), "IEV": (50.4501, 30.5234), "IST": (41.0082, 28.9784),
    "JKT": (-6.2088, 106.8456), "JNB": (-26.2041, 28.0473), "JOG": (-7.7956, 110.3695),
    "KUL": (3.139, 101.6869), "LON": (51.5074, -0.1278), "MEL": (-37.8136, 144.9631),
    "MEX": (19.4326, -99.1332), "MIL": (45.4642, 9.19), "MKC": (39.0997, -94.5786),
    "MOW": (55.7558, 37.6173), "NGO": (35.1815, 136.9066), "NYC": (40.7128, -74.006),
    "ORL": (28.5383, -81.3792), "OSA": (34.6937, 135.5023), "OSL": (59.9139, 10.7522),
    "PAR": (48.8566, 2.3522), "PBM": (5.852, -55.2038), "REK": (64.1466, -21.9426),
    "RIO": (-22.9068, -43.1729), "ROM": (41.9028, 12.4964), "SAL": (13.6929, -89.2182),
    "SAO": (-23.5505, -46.6333), "SEL": (37.5665, 126.978), "SHA": (31.2304, 121.4737),
    "SLU": (14.0101, -60.9875), "SPK": (43.0618, 141.3545), "STO": (59.3293, 18.0686),
    "TCI": (28.4636, -16.2518), "THR": (35.6892, 51.389), "TPE": (25.033, 121.5654),
    "TYO": (35.6762, 139.6503), "WAS": (38.9072, -77.0369), "WAW": (52.2297, 21.0122),
    "YMQ": (45.5017, -73.5673), "YTO": (43.6532, -79.3832),
}

# Cities whose name in the service differs from the airportsdata city field
# (which calls Stewart, SWF, "New York": it is Newburgh, 90 km north).
CITY_NAME_FIX = {
    "DEL": "DELHI", "YUL": "MONTREAL", "SIN": "SINGAPORE", "EWR": "NEW YORK",
    "BWI": "WASHINGTON", "DTW": "DETROIT", "NYO": "STOCKHOLM", "BVA": "PARIS",
    "SEN": "LONDON", "SWF": "NEWBURGH", "XIY": "XIAN", "KJT": "MAJALENGKA",
    "PDG": "PADANG",
}

# Service-style short names where the automatic rule is not good enough.
NAME_FIX = {
    "LHR": "HEATHROW", "LGW": "GATWICK", "STN": "STANSTED", "LTN": "LUTON",
    "LCY": "CITY AIRPORT", "CDG": "CHARLES DE GAULLE", "ORY": "ORLY",
    "JFK": "JOHN F KENNEDY INTL", "LGA": "LAGUARDIA", "EWR": "NEWARK LIBERTY INTL",
    "ORD": "O'HARE INTERNATIONAL", "MDW": "MIDWAY INTL", "HND": "HANEDA",
    "NRT": "NARITA INTL", "ATL": "HARTSFIELD-JACKSON INTL", "MUC": "MUNICH INTERNATIONAL",
    "FRA": "FRANKFURT INTL", "AMS": "SCHIPHOL", "FCO": "FIUMICINO", "MXP": "MALPENSA",
    "LIN": "LINATE", "DEL": "INDIRA GANDHI INTL", "GRU": "GUARULHOS INTL",
    "SIN": "CHANGI", "ICN": "INCHEON INTL", "GMP": "GIMPO INTL", "PEK": "CAPITAL INTL",
    "PKX": "DAXING INTL", "PVG": "PUDONG INTL", "SHA": "HONGQIAO INTL", "BKK": "SUVARNABHUMI",
    "DMK": "DON MUEANG INTL", "SVO": "SHEREMETYEVO", "DME": "DOMODEDOVO", "VKO": "VNUKOVO",
    "IAD": "DULLES INTL", "DCA": "RONALD REAGAN NATIONAL", "YYZ": "LESTER B PEARSON INTL",
    "ARN": "ARLANDA", "MAN": "MANCHESTER AIRPORT", "IST": "ISTANBUL AIRPORT",
    "SAW": "SABIHA GOKCEN", "KIX": "KANSAI INTL", "ITM": "ITAMI", "BER": "BRANDENBURG",
    "EZE": "MINISTRO PISTARINI", "AEP": "JORGE NEWBERY", "GIG": "GALEAO A C JOBIM INTL",
    "SDU": "SANTOS DUMONT", "CGH": "CONGONHAS", "VCP": "VIRACOPOS",
}

# Names that mark airports without scheduled passenger service (military
# fields, heliports, seaplane bases): weight 0 unless listed in BUSIEST.
NO_SERVICE = re.compile(
    r"\b(AIR FORCE|AFB|ARMY|NAVAL|NAVY|AIR BASE|AIRBASE|MILITARY|AIR NATIONAL GUARD|"
    r"MARINE CORPS|JOINT BASE|HELIPORT|HELIPAD|SEAPLANE|SPB|RAF|CFB)\b", re.I)

# Default weights for airports that are not in BUSIEST.
SIZE_INTL = 14      # IATA code and "International" in its name
SIZE_SMALL = 5      # IATA code and an all-letter ICAO code
# (the rest: 0, no scheduled service)


# Letters that Unicode does not decompose into an ASCII letter and a mark.
TRANSLIT = str.maketrans({
    "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss",
    "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "TH",
    "ı": "i", "ʻ": "'", "ʼ": "'", "`": "'", "´": "'", "–": "-", "—": "-",
})

# An airport word and everything after it, with a preceding "International" etc.
AIRPORT_TAIL = re.compile(
    r"\s*\b((international|intl|domestic|regional|national|municipal)\s+)?"
    r"(airport|airfield|aerodrome|airstrip|airpark|air base|airbase|heliport|"
    r"army air field|air force station|air force base|naval air facility|air station)\b.*$",
    re.I)


def ascii_upper(s):
    s = s.translate(TRANSLIT)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("’", "'").replace("‘", "'")
    s = s.encode("ascii", "ignore").decode()
    return re.sub(r"\s+", " ", s).strip().upper()


# Words that are not a name on their own: an airport name is never cut down to
# one of these ("MUCCAN STATION" must not become "STATION").
GENERIC_WORDS = {
    "INTL", "INTERNATIONAL", "REGIONAL", "MUNICIPAL", "CITY", "DOMESTIC", "NATIONAL",
    "COUNTY", "FIELD", "AIRPORT", "AIRFIELD", "AERODROME", "AIRSTRIP", "AIRPARK",
    "STATION", "ISLAND", "ISLANDS", "IS", "BAY", "LAKE", "RIVER", "CREEK", "DOWNS",
    "HILL", "HILLS", "SPRINGS", "BEACH", "HARBOUR", "HARBOR", "PARK", "VALLEY",
    "NORTH", "SOUTH", "EAST", "WEST", "CENTRAL", "DOWNTOWN", "MEMORIAL", "EXECUTIVE",
    "AIR", "BASE", "STRIP", "LANDING", "NEW", "OLD", "MINE", "HOMESTEAD", "CAY",
    "FORCE", "ARMY", "NAVY", "NAVAL", "MILITARY", "AIRPORTS", "INTL-",
}


def service_name(full, cities):
    """Upper-case short name in the service's style ("GATWICK", "O'HARE INTL").
    `cities`: the airport's city names, most specific first; a leading city
    name is dropped when a real name remains ("LONDON GATWICK" -> "GATWICK")."""
    n = ascii_upper(full)
    n = n.replace("/", " ").replace(",", " ")
    n = re.sub(r"\s+-\s+", " ", n)  # "ZENATA – MESSALI EL HADJ"
    n = re.sub(r"\s+", " ", n).strip()
    n = re.sub(r" (AIRPORT|AIRFIELD|AERODROME|AIR BASE|AIRSTRIP|AIRPARK)$", "", n)
    n = re.sub(r" INTERNATIONAL$", " INTL", n)
    n = re.sub(r"\bINTERNATIONAL\b", "INTL", n)
    for c in cities:
        c = ascii_upper(c)
        if not c:
            continue
        # only the whole city name, or its first word when what follows is not
        # the rest of the city name ("ARORAE ISLAND" stays, not "ISLAND")
        first = c.split(" ")[0]
        prefix = c if n.startswith(c + " ") else first if n.startswith(first + " ") else None
        if prefix is None:
            continue
        rest = n[len(prefix) + 1:].strip(" -")
        rest = re.sub(r"^(AIRPORT|AIRFIELD|AERODROME) ", "", rest)  # "BERGEN AIRPORT FLESLAND"
        tail = c[len(prefix) + 1:]
        partial = prefix != c and (rest.startswith(tail) or tail.startswith(rest))
        proper = [w for w in rest.split() if w.isalpha() and w not in GENERIC_WORDS and len(w) > 1]
        if not partial and len(rest) > 3 and proper and not rest.startswith("("):
            n = rest
        break
    n = n.strip(" -")
    return n or ascii_upper(cities[0] if cities and cities[0] else full)


def derived_name(full):
    """The cheap derivation data.rs applies when the name column is empty.
    Must stay identical to `derive_name` in crates/travel-world/src/data.rs."""
    if not full.isascii():
        return None
    words = full.upper().replace("/", " ").replace(",", " ").split()
    if len(words) > 1 and words[-1] in ("AIRPORT", "AIRFIELD", "AERODROME", "AIRSTRIP", "AIRPARK"):
        words.pop()
    return " ".join("INTL" if w == "INTERNATIONAL" else w for w in words)


def weight(pax_m):
    # log scale: 110M -> 100, 8M -> ~55, 1M -> 20
    if pax_m <= 0:
        return 0
    return max(16, min(100, round(20 + 80 * math.log(max(pax_m, 1)) / math.log(110))))


def km(a, b):
    """Great-circle distance between two airports.csv rows."""
    la1, lo1, la2, lo2 = map(math.radians, (float(a["lat"]), float(a["lon"]), float(b["lat"]), float(b["lon"])))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 12742 * math.asin(math.sqrt(h))


def clean_city(raw, full, mac_names):
    """Upper-case city name from the source's city field: the city, not the
    airport's commune ("Toulouse/Blagnac" -> TOULOUSE), the town rather than the
    metropolitan area it is filed under ("Chicago/Aurora" -> AURORA, when the
    metropolitan area is a city group of its own), no island or region suffix
    ("Medan, Sumatra Island" -> MEDAN), and, when the field is empty, the
    airport's name without "Airport" ("Camden Airport" -> CAMDEN)."""
    c = raw.strip()
    if not c:
        c = AIRPORT_TAIL.sub("", full.strip()) or full.strip()
    parts = [p.strip() for p in c.split("/") if p.strip()]
    if len(parts) > 1 and ascii_upper(parts[0]) in mac_names:
        c = parts[-1]
    elif parts:
        c = parts[0]
    c = c.split(",")[0].strip()
    c = re.sub(r"-\w+ Island$", "", c)  # "Toli Toli-Celebes Island"
    c = AIRPORT_TAIL.sub("", c).strip() or c
    return ascii_upper(c)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "/tmp/ad/airportsdata"
    out = sys.argv[2] if len(sys.argv) > 2 else "crates/travel-world/src/data/airports.tsv"

    busiest = {}
    toks = BUSIEST.split()
    for code, pax in zip(toks[::2], toks[1::2]):
        busiest[code] = float(pax)

    rows = {}
    with open(os.path.join(src, "airports.csv"), newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["iata"]:
                rows[r["iata"]] = r

    city_of = {}
    with open(os.path.join(src, "iata_macs.csv"), newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            city_of[r["Airport Code"]] = (r["City Code"], ascii_upper(r["City Name"]))
    for code, name, aps in EXTRA_MACS:
        for ap in aps:
            city_of[ap] = (code, ascii_upper(name))
    mac_names = {}
    for ap, (ccode, cname) in city_of.items():
        if ap in rows:
            mac_names.setdefault(rows[ap]["country"], set()).add(cname)

    src_city = {
        iata: clean_city(r["city"], r["name"], mac_names.get(r["country"], ()))
        for iata, r in rows.items()
    }
    city_name = {iata: CITY_NAME_FIX.get(iata) or c for iata, c in src_city.items()}

    size = {}
    for iata, r in rows.items():
        full = r["name"].strip()
        if iata in busiest:
            size[iata] = weight(busiest[iata])
        elif NO_SERVICE.search(full):
            size[iata] = 0
        elif "international" in full.lower():
            size[iata] = SIZE_INTL
        elif re.fullmatch(r"[A-Z]{4}", r["icao"]):
            size[iata] = SIZE_SMALL
        else:
            size[iata] = 0

    # One city per name and area: an airport whose city has the name of a city
    # group of the same country, or of a bigger airport's city, within 100 km
    # belongs to that city, as IATA files it: Le Bourget (LBG) is Paris (PAR),
    # Biggin Hill (BQH) London (LON), Opa-locka (OPF) Miami (MIA), Boeing Field
    # (BFI) Seattle (SEA). Without this, city search would list several cities
    # called "Paris" in France.
    groups = {}
    for ap, (ccode, cname) in city_of.items():
        if ap in rows:
            groups.setdefault(ccode, []).append(ap)
    mac_codes = set(groups)
    # anchors per (country, name): (city code, curated centre or None, members)
    anchors = {}
    for ccode, aps in sorted(groups.items()):
        cname = city_of[aps[0]][1]
        here = CITY_CENTRE.get(ccode)
        anchors.setdefault((rows[aps[0]]["country"], cname), []).append((ccode, here, aps))

    def commercial(a):
        """Tie-break between equally weighted airports: the one that looks like
        the city's commercial airport anchors the city (ICT before BEC)."""
        n = rows[a]["name"]
        return (1 if re.search(r"regional|international|national|intl|ntl", n, re.I) else 0) - (
            1 if re.search(r"downtown|executive|factory|academy|usaf|army|navy|naval|"
                           r"heliport|glider|ranch|airpark|private", n, re.I) else 0)

    for iata in sorted(rows, key=lambda a: (-size[a], -commercial(a), a)):
        if iata in city_of:
            continue
        r = rows[iata]
        key = (r["country"], city_name[iata])
        for ccode, here, aps in anchors.get(key, ()):
            near = any(km(r, rows[m]) <= 100 for m in aps) or (
                here is not None and km(r, {"lat": here[0], "lon": here[1]}) <= 100)
            if near:
                city_of[iata] = (ccode, city_name[iata] if ccode not in groups else city_of[aps[0]][1])
                aps.append(iata)
                break
        else:
            city_of[iata] = (iata, city_name[iata])
            anchors.setdefault(key, []).append((iata, None, [iata]))

    # final city of every airport
    city = {iata: city_of[iata] for iata in rows}

    # city positions: the curated centre of a city group, else its main airport
    groups = {}
    for iata, (ccode, _) in city.items():
        groups.setdefault(ccode, []).append(iata)
    pos = {}
    for ccode, aps in groups.items():
        aps.sort(key=lambda a: (-size[a], a))
        if ccode in CITY_CENTRE:
            pos[ccode] = CITY_CENTRE[ccode]
        else:
            if ccode in mac_codes:
                print(f"note: city group {ccode} has no curated centre; using {aps[0]}",
                      file=sys.stderr)
            pos[ccode] = (float(rows[aps[0]]["lat"]), float(rows[aps[0]]["lon"]))
    for ccode in CITY_CENTRE:
        assert ccode in groups, f"CITY_CENTRE {ccode} is not a city"

    # check: no two cities of a country share a name within 100 km (city search
    # would list the same city twice); fix offenders in the tables above
    by_name = {}
    for ccode, aps in groups.items():
        main_ap = aps[0]
        by_name.setdefault((rows[main_ap]["country"], city[main_ap][1]), []).append(ccode)
    clashes = 0
    for (country, cname), codes in sorted(by_name.items()):
        codes.sort()
        for i, a in enumerate(codes):
            for b in codes[i + 1:]:
                pa, pb = pos[a], pos[b]
                d = km({"lat": pa[0], "lon": pa[1]}, {"lat": pb[0], "lon": pb[1]})
                if d <= 100:
                    clashes += 1
                    print(f"duplicate city: {country} {cname}: {a} ({'/'.join(groups[a])}, "
                          f"size {size[groups[a][0]]}) and {b} ({'/'.join(groups[b])}, "
                          f"size {size[groups[b][0]]}) {d:.0f} km apart", file=sys.stderr)

    # most common time zone per country: written once as "#tz" lines, and the
    # tz column is left empty for airports in that zone
    tzcount = {}
    for r in rows.values():
        c = r["country"]
        tzcount.setdefault(c, {}).setdefault(r["tz"], 0)
        tzcount[c][r["tz"]] += 1
    tzdefault = {c: max(sorted(z), key=lambda k: z[k]) for c, z in tzcount.items()}

    lines = ["#iata\ticao\tname\tfull_name\tcity_code\tcity_name\tcountry\tstate\tlat\tlon\ttz\tsize"]
    lines += [f"#tz\t{c}\t{tzdefault[c]}" for c in sorted(tzdefault)]
    lines += [f"#city\t{c}\t{fmt(CITY_CENTRE[c][0])}\t{fmt(CITY_CENTRE[c][1])}"
              for c in sorted(CITY_CENTRE)]
    for iata in sorted(rows):
        r = rows[iata]
        full = r["name"].strip()
        ccode, cname = city[iata]
        twin = r["city"].replace("/", " ").strip()  # "WILKES-BARRE SCRANTON INTL" stays
        if "/" in r["city"] and ascii_upper(full).replace("/", " ").startswith(ascii_upper(twin)):
            name = NAME_FIX.get(iata) or service_name(full, [])
        else:
            name = NAME_FIX.get(iata) or service_name(full, [cname, src_city[iata]])
        country = r["country"]
        fields = [iata, r["icao"], "" if derived_name(full) == name else name, full,
                  "" if ccode == iata else ccode, cname, country, r["subd"].strip(),
                  fmt(float(r["lat"])), fmt(float(r["lon"])),
                  "" if r["tz"] == tzdefault[country] else r["tz"], str(size[iata])]
        assert not any("\t" in x or "\n" in x for x in fields), fields
        lines.append("\t".join(fields))

    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(rows)} airports to {out} ({clashes} duplicate city names)", file=sys.stderr)


def fmt(x):
    """Coordinate with at most 5 decimals, no trailing zeros."""
    return f"{x:.5f}".rstrip("0").rstrip(".")


if __name__ == "__main__":
    main()
