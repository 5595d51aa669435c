#!/usr/bin/env python3
"""Convert OpenFlights routes.dat into the sandbox's compact route table.

Source data: OpenFlights route database (https://openflights.org/data), file
data/routes.dat of https://github.com/jpatokal/openflights, made available under
the Open Database License (ODbL) 1.0. The derived file routes.tsv is a derivative
database under the same licence; the notice is shipped next to it as
crates/travel-world/src/data/LICENSE-openflights-ODbL and must stay with it. Only the data
is used; no code of that repository.

Usage (from the crate root):

    curl -sLo /tmp/routes.dat \\
        https://raw.githubusercontent.com/jpatokal/openflights/master/data/routes.dat
    python3 tools/convert_routes.py /tmp/routes.dat crates/travel-world/src/data/routes.tsv

It reads crates/travel-world/src/data/airlines.tsv and airports.tsv (our airlines, our
airports and their sizes) and writes one line per airport pair, tab separated:

    a b carriers

with a < b (IATA airport codes), carriers the comma-separated IATA codes of our
airlines that fly the pair nonstop (either direction), sorted. The output is
deterministic for a given input.

What is kept from routes.dat (columns airline, airline id, source, source id,
destination, destination id, codeshare, stops, equipment):
* nonstop lines (stops 0) of carriers in airlines.tsv, after CARRIER_MERGED;
* lines flagged codeshare only where one end is a hub of the carrier and no other
  of our carriers operates the pair itself: such lines are the carrier's regional
  affiliate (Tyrolean for Austrian, HOP for Air France), while a codeshare on a
  partner's own flight (Air France on LHR-JFK) is not the carrier's flight;
* not a line whose aircraft are all wide-bodies of a carrier that flies none (a
  partner's flight without its codeshare flag);
* airports in airports.tsv with size > 0 (after AIRPORT_MOVED), not in
  NO_SCHEDULED_SERVICE.
Then the corrections below are applied, each table with its reason. The data was
last updated in 2014; the tables bring it to the present for the carriers and
routes that matter to the sandbox.
"""

import csv
import os
import sys

DATA = os.path.join(os.path.dirname(__file__), "..", "crates", "travel-world", "src", "data")

# Airports whose traffic moved to a new airport, or whose code moved with it.
AIRPORT_MOVED = {
    "TXL": "BER",  # Berlin Tegel closed 2020, traffic moved to Brandenburg
    "SXF": "BER",  # Berlin Schoenefeld became BER terminal 5, then closed
    "DKR": "DSS",  # Dakar Yoff closed to airlines 2017, replaced by Blaise Diagne
    "DWC": "DXB",  # moved to Al Maktoum only during Dubai's 2014 runway works
    "MTS": "SHO",  # Eswatini's Matsapha replaced by King Mswati III International, Sep 2014
    "JOG": "YIA",  # Yogyakarta's jets moved to Yogyakarta International, Mar 2020
    "LGP": "DRP",  # Legazpi replaced by Bicol International (Daraga), Oct 2021
    "REP": "SAI",  # Siem Reap replaced by Siem Reap-Angkor International, Oct 2023
    "PNH": "KTI",  # Phnom Penh replaced by Techo International, Sep 2025
    "KIV": "RMO",  # Chisinau's code changed from KIV to RMO, 2023
    "RAJ": "HSR",  # Rajkot's flights moved to Hirasar (Rajkot International), Sep 2023
    "TGU": "XPL",  # Tegucigalpa's international flights moved to Palmerola, Oct 2021
    "MJV": "RMU",  # Murcia San Javier closed to airlines; Region de Murcia opened, Jan 2019
}

# A carrier that left one airport of a city to a sister airline: its lines there go
# (the sister, when airlines.tsv has it, flies them from network_2025.tsv).
CARRIER_LEFT_AIRPORT = {
    ("B6", "LGB"): "JetBlue left Long Beach for Los Angeles in October 2020; Southwest, Delta and "
    "Hawaiian fly from Long Beach (network_2025.tsv)",
    ("TK", "SAW"): "Turkish Airlines' Sabiha Gokcen flights are AJet's (VF) since 2024; "
    "its Istanbul hub is IST",
}

# Fields without scheduled passenger service (business and general aviation):
# never an airline airport, whatever the data says.
NO_SCHEDULED_SERVICE = {
    "FAB": "Farnborough: business aviation only",
    "ORM": "Sywell: general aviation",
    "QUG": "Goodwood: general aviation",
    "NCO": "Quonset State: general aviation and military",
    "BQH": "London Biggin Hill: business aviation",
    "BBS": "Blackbushe: general aviation",
    "CVT": "Coventry: no scheduled flights since 2008",
    "LBG": "Paris-Le Bourget: business aviation",
    "TEB": "Teterboro: business aviation only",
    "VNY": "Van Nuys: general aviation",
    "RKE": "Roskilde: general aviation, Copenhagen's airline airport is CPH",
}

# Carriers that stopped flying, whose routes went to a successor in airlines.tsv.
CARRIER_MERGED = {
    "US": "AA",  # US Airways merged into American Airlines, 2015
    "VX": "AS",  # Virgin America merged into Alaska Airlines, 2018
    "FL": "WN",  # AirTran Airways merged into Southwest, 2014
    "KA": "CX",  # Cathay Dragon folded into Cathay Pacific, 2020
    "TZ": "TR",  # Scoot merged with Tigerair and took its code TR, 2017
    "JJ": "LA",  # TAM became LATAM Airlines Brasil (LA), 2016
    "TA": "AV",  # TACA flights became Avianca's, 2013
    "4U": "EW",  # Germanwings flights became Eurowings', 2015-2020
    "A5": "AF",  # HOP! (Airlinair) flights sold as Air France
    "TT": "VA",  # Tigerair Australia absorbed by Virgin Australia, 2020
    "UK": "AI",  # Vistara merged into Air India, 2024
}

# A line whose aircraft are all wide-bodies, of a carrier that flies none (in
# airlines.tsv), is a partner's flight the data lists without its codeshare flag
# (Bangkok Airways on Thai's and JAL's 767s to Tokyo, JetBlue on Emirates' A380s,
# airBaltic on Etihad's A330s): the carrier does not fly it.
def wide_body(code):
    return code[:2] in ("33", "34", "35", "38", "74", "76", "77", "78") or code in (
        "AB3", "AB6", "310", "313", "M11", "L10", "D10", "IL9", "IL6", "ILW"
    )


# Codes that belonged to another airline when the data was made: its lines are that
# airline's, not ours (found by comparing the airline id of each routes.dat line with
# OpenFlights' airlines.dat, where the two name different airlines and the routes are
# the other's).
CODE_REUSED = {
    "VF": "Valuair (Singapore, Tiger's) in the data, which stopped flying in 2014; AJet's code since 2024",
    "JA": "B&H Airlines (Air Bosna, Sarajevo) in the data, which stopped flying in 2015; JetSMART's code since 2016",
}

# Carriers whose regional affiliates fly their domestic spokes under their code, which
# the data lists as codeshares (operated by the affiliate, whose own code is not in
# airlines.tsv): such a line from a hub to a home airport is the carrier's.
REGIONAL_AFFILIATES = {
    "AC": "Air Canada Express (Jazz, PAL Airlines) flies Air Canada's regional routes",
}

# Carriers in airlines.tsv (or in the data) that no longer fly: their routes go.
CARRIER_CEASED = {
    "OK": "Czech Airlines (CSA) stopped flying in October 2024",
    "9W": "Jet Airways stopped flying in 2019",
    "AB": "Air Berlin stopped flying in 2017",
    "BE": "flybe stopped flying in 2020 and again in 2023",
    "ZB": "Monarch stopped flying in 2017",
    "WW": "WOW air stopped flying in 2019",
    "HG": "Niki stopped flying in 2017",
}

# A full-service carrier flies from its hubs or at home; in the data, its flights
# between two foreign airports are mostly its codeshares on a partner's flight
# (Finnair on British Airways' London-Dallas, Iberia on Vueling's Rome-Paris Orly,
# Alitalia on Air Corsica's Marseille-Ajaccio) or ended fifth-freedom flights, so
# they go, but for these real fifth-freedom routes; inside the European common
# aviation area too (a carrier's bases abroad are its hubs in airlines.tsv: airBaltic's
# Tallinn and Vilnius). Low-cost carriers fly between their bases anywhere and are kept.
FIFTH_FREEDOM = [
    ("KU", "JFK", "LHR", "Kuwait Airways' Kuwait-London-New York"),
    ("QF", "LHR", "SIN", "Qantas' Sydney-Singapore-London"),
    ("SQ", "FRA", "JFK", "Singapore Airlines' Singapore-Frankfurt-New York"),
    ("EK", "JFK", "MXP", "Emirates' Dubai-Milan-New York"),
    ("EK", "ATH", "EWR", "Emirates' Dubai-Athens-Newark"),
]

# Countries where a carrier group flies domestic networks under one code.
CARRIER_HOMES = {
    "LA": "CL PE BR CO EC",  # LATAM's airlines in Peru, Brazil, Colombia, Ecuador
    "AV": "CO SV CR EC PE GT",  # Avianca and its former TACA airlines
    "SK": "SE DK NO",  # SAS: Sweden, Denmark, Norway
}

# Countries that close their airspace and airports to Russian flights, and whose
# carriers do not fly to Russia (2022 sanctions): no route between these and Russia.
SANCTIONS_ON_RUSSIA = set(
    # European Union
    "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split()
    # United Kingdom and its Crown dependencies, Gibraltar; EEA; North America;
    # Japan, South Korea, Australia, New Zealand
    + "GB JE GG IM GI NO IS LI CH US CA JP KR AU NZ".split()
)

# Pairs of countries with no scheduled flights between them.
BANNED_COUNTRY_PAIRS = [
    ("IN", "PK"),  # India-Pakistan: no flights since 2019, airspace closed 2025
]

# Countries whose airports are closed to airlines.
CLOSED_COUNTRIES = {
    "UA": "Ukraine: airspace closed since February 2022",
}

# Routes in the data that their carrier no longer flies (or never flew itself).
ROUTES_ENDED = [
    ("AA", "JFK", "LCY", "American's code on British Airways' London City-New York business-class flight, which ended in March 2020 and has not returned by 2025 (general knowledge, 2025)"),
    ("AA", "AMM", "JFK", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "AMM", "ORD", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "BOS", "NRT", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DOH", "IAD", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DOH", "IAH", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DOH", "JFK", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DOH", "ORD", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DOH", "PHL", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "DSS", "IAD", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HKG", "SFO", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HND", "HNL", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HND", "SFO", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HNL", "KIX", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HNL", "NGO", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "HNL", "NRT", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "ICN", "SFO", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "LAX", "NRT", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "LAX", "PVG", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "NRT", "ORD", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "NRT", "SAN", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "ORD", "PEK", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "ORD", "PVG", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "SEA", "TPE", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "SFO", "TPE", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AA", "LAX", "TPE", "American's code on a partner's flight (US Airways' Star and American's oneworld codeshares of 2014); American does not fly it in 2025"),
    ("AY", "JFK", "LHR", "Finnair sells it on British Airways and American flights"),
    ("MH", "JFK", "LHR", "Malaysia Airlines no longer flies to New York"),
    ("QF", "JFK", "LAX", "Qantas flies to New York through Auckland since 2023"),
    ("UA", "JFK", "LAX", "United flies New York-Los Angeles from Newark"),
    ("UA", "JFK", "SFO", "United flies New York-San Francisco from Newark"),
    ("BA", "LHR", "ORY", "British Airways flies London-Paris to Charles de Gaulle only"),
    ("BI", "DXB", "LHR", "Royal Brunei flies to London nonstop since 2019"),
    ("VS", "DXB", "LHR", "Virgin Atlantic left Dubai"),
    ("VS", "HND", "LHR", "Virgin Atlantic left Tokyo in 2020"),
    ("AA", "JFK", "NRT", "American flies New York-Tokyo to Haneda since 2020"),
    ("DL", "ATL", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "DTW", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "HNL", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "JFK", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "LAX", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "MSP", "NRT", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "NRT", "PDX", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("DL", "NRT", "SEA", "Delta moved its Tokyo flights to Haneda in 2020"),
    ("QF", "DXB", "MEL", "Qantas left Dubai for Singapore in 2018; Emirates flies it"),
    ("QF", "DXB", "SYD", "Qantas left Dubai for Singapore in 2018; Emirates flies it"),
    ("BA", "CTU", "LHR", "British Airways ended London-Chengdu in 2020"),
    ("VS", "HKG", "LHR", "Virgin Atlantic left Hong Kong in 2020"),
    ("VS", "LHR", "PVG", "Virgin Atlantic left Shanghai in 2019"),
    ("JT", "CGK", "SIN", "the Lion Air group flies Jakarta-Singapore as Batik Air"),
    ("JQ", "DPS", "SIN", "Jetstar Asia, which the data files under JQ, closed in July 2025"),
    ("JQ", "AKL", "SIN", "Jetstar Asia, which the data files under JQ, closed in July 2025"),
    ("IB", "MAD", "RJL", "Air Nostrum (Iberia Regional) left Logrono in 2013"),
    ("IB", "LDE", "MAD", "Iberia Regional's Madrid-Lourdes service ended"),
    ("AI", "DEL", "KBL", "no Indian carrier has flown to Kabul since August 2021"),
    ("AA", "JFK", "JNB", "American has never flown to Johannesburg; a codeshare on South African's 2014 flight"),
    ("DL", "MIA", "MID", "Delta does not fly Miami-Merida; American does"),
    ("FY", "IPH", "SIN", "Firefly's Singapore flights use Seletar since 2019"),
    ("FY", "KUA", "SIN", "Firefly's Singapore flights use Seletar since 2019"),
    ("CX", "HKG", "USM", "Hong Kong-Samui is Bangkok Airways' flight; Cathay sells it as a codeshare"),
    ("SG", "DEL", "KBL", "no Indian carrier has flown to Kabul since August 2021"),
    ("SU", "BEG", "SVO", "Aeroflot cannot reach Belgrade without the EU's airspace, closed to "
     "Russian carriers since 27-28 Feb 2022; Air Serbia flies it (general knowledge 2025)"),
]

# Flag carriers whose networks shrank since the data was made (a restructuring, a
# bankruptcy, a pandemic's cuts not restored): (carrier, airport, the other ends it no
# longer flies to from there, year the last of them ended, what happened). Each gives the
# ROUTES_ENDED lines of its pairs. General knowledge of the carriers' 2025 networks.
NETWORK_CUTS = [
    ("SA", "JNB", "APL AUH BBK BEW BOM BUQ BZV DSS EBB FBM FRA GBE HKG KGL LAD LBV LHR LLW "
     "LVI MSU MTS MUB MUC NBO NLA PEK PNR POL SEZ TET TNR VNX WVB "
     "JFK IAD BFN KIM MQP PHW PTG PZB RCB SHO UTN UTT", 2020,
     "South African Airways stopped flying in business rescue in 2020 and came back in 2021 "
     "to a few regional capitals, then Sao Paulo (2023) and Perth (2024); New York and "
     "Washington, flown until March 2020, not again by 2025 (its plans name US cities "
     "through Accra by the end of 2026: airway.com.br, 2025); Airlink flies its former "
     "small-city routes"),
    ("SA", "CPT", "MPM WDH WVB BFN ELS GRJ HLA KIM MQP PLZ UTN", 2020,
     "South African Airways flies from Cape Town to Johannesburg, Durban and Sao Paulo "
     "only since 2021; the small cities are Airlink's and FlySafair's"),
    ("TG", "BKK", "AKL CAI DME DXB FCO ISB JNB KHI LHE MAD MFM TNR", 2020,
     "Thai Airways' cuts of 2015-16 (Johannesburg, Madrid, Pakistan) and its rehabilitation plan of 2020-21"),
    ("TG", "HKT", "HKG ICN", 2020, "Thai Airways' Phuket flights abroad ended with Thai Smile's and its own cuts, 2020"),
    ("SQ", "SIN", "IST DME RUH", 2016, "Singapore Airlines ended Istanbul and Moscow-Houston in 2016"),
    ("MH", "KUL", "AMS CDG FRA AUH MCT", 2016, "Malaysia Airlines' restructuring of 2015-16 cut its European flights but London"),
    ("MH", "BKI", "NRT PER PVG TPE HKG", 2016, "Malaysia Airlines' restructuring of 2015-16 ended Kota Kinabalu's flights abroad but Brunei and Manila"),
    ("PK", "ISB", "BCN BHX CPH KBL LBA MXP OSL", 2021,
     "PIA's European flights ended with the EASA ban of 2020 (it came back to Paris only, in 2025); Kabul ended in 2021"),
    ("PK", "LHE", "BCN CDG CPH JFK KUL MXP OSL", 2020, "PIA ended New York in 2017 and its European flights in 2020"),
    ("PK", "KHI", "DAC KTM KUL", 2018, "PIA's loss-making Asian routes ended by 2018"),
    ("PK", "PEW", "KBL KUL", 2021, "PIA's Peshawar-Kabul and Kuala Lumpur flights ended"),
    ("PK", "UET", "MHD", 2015, "PIA's Quetta-Mashhad flights ended"),
    ("KQ", "NBO", "APL BKO COO MWZ POL", 2020, "Kenya Airways' cuts of 2020"),
    ("W3", "LOS", "ABJ COO FNA JFK JNB", 2019,
     "Arik Air, in receivership since 2017, flies at home and to Accra only"),
    ("BW", "POS", "CCS LGW", 2020,
     "Caribbean Airlines ended Caracas in 2019 (the flights between Trinidad and Venezuela "
     "were suspended) and London Gatwick in 2020"),
    ("EP", "IKA", "ARN", 2018, "Iran Aseman Airlines' Stockholm flights ended"),
    ("AZ", "MXP", "BEY CAI JFK LIS LYS MRS NRT NTE TUN", 2021,
     "Alitalia stopped flying on 14 Oct 2021; ITA Airways, which took its code, flies no "
     "Malpensa network"),
    ("AZ", "FCO", "ACC BIO BOD CCS IKA KIX LCY LOS NRT ORN TIP", 2021,
     "Alitalia stopped flying on 14 Oct 2021; ITA Airways flies a smaller network from Rome "
     "(Tokyo at Haneda)"),
    ("AZ", "CTA", "AMS BER DUS LGW LYS STR VIE", 2021,
     "Alitalia's code on other carriers' flights from Catania; ITA Airways flies abroad "
     "from Rome and Linate"),
    ("AZ", "PMO", "AMS LGW", 2021, "Alitalia's code on other carriers' flights from Palermo"),
    ("AZ", "TRN", "IAS TIA", 2021, "Alitalia's code on other carriers' flights from Turin"),
    ("AZ", "VCE", "NRT RIX", 2021, "Alitalia's code on other carriers' flights from Venice"),
    ("AZ", "TIA", "BRI", 2021, "Alitalia's code on another carrier's Bari-Tirana"),
    ("AZ", "IAS", "BLQ", 2021, "Alitalia's code on another carrier's Bologna-Iasi"),
    ("EY", "AUH", "CTU LOS MSQ SAH SFO SGN", 2019,
     "Etihad's cuts of 2016-19 (San Francisco 2017, Lagos 2016, Ho Chi Minh City 2016, "
     "Chengdu, Minsk; Sana'a since Yemen's war)"),
    ("VS", "LGW", "ANU BGI CUN HAV LAS MBJ MCO PEK UVF", 2020,
     "Virgin Atlantic left Gatwick in 2020; its Caribbean and Orlando flights leave "
     "Heathrow and Manchester"),
    ("VS", "GLA", "MCO", 2020, "Virgin Atlantic closed its Glasgow base in 2020"),
    ("VS", "LHR", "NRT", 2015, "Virgin Atlantic ended Tokyo Narita in 2015"),
    ("UL", "CMB", "FCO FRA", 2016, "SriLankan Airlines ended Rome and Frankfurt in 2016"),
    ("UL", "HRI", "JED MAA MLE PEK PVG", 2018,
     "SriLankan Airlines left Mattala (Hambantota) by 2018"),
    ("RJ", "AMM", "BEN LOS SAH", 2015, "Royal Jordanian ended Benghazi, Lagos and Sana'a"),
    ("KE", "ICN", "NBO", 2020, "Korean Air ended Nairobi in 2020"),
    ("FY", "SZB", "BTH KTE PKU SIN USM", 2019,
     "Firefly's Singapore turboprops moved to Seletar in 2019; its Indonesian, Kerteh "
     "and Samui routes ended"),
    ("FY", "PEN", "BTJ HKT USM", 2020, "Firefly ended Banda Aceh, Phuket and Samui"),
    ("PG", "BKK", "BOM KWL NYT", 2020, "Bangkok Airways flies abroad to its neighbours' cities only since 2020"),
]

# Carriers whose whole network is network_2025.tsv's (added to airlines.tsv after the
# 2014 data, whose lines for them are stale): their lines here go. Jet2 and Biman
# (2025 round), transavia, Condor, Discover, Ural Airlines, SunExpress, TUI Airways and
# TUIfly (2026 round).
NETWORK_2025_ONLY = {"LS", "BG", "HV", "TO", "DE", "4Y", "U6", "XQ", "BY", "X3"}

# Carriers that fly only from their hubs in 2025: their 2014 lines between two other
# airports were a sister's flights under their code (Vueling's, Eurowings') or ended with
# the carrier's bases away from the hubs; each with the year the last one ended. A
# carrier with "abroad" keeps its domestic lines that no other carrier flies (its regional
# arm's thin lines at home) and loses the rest.
HUB_ONLY = {
    "IB": ("all", 2013, "Iberia flies from Madrid only; its lines elsewhere (Barcelona, "
           "Alicante-Rome, Marseille-Palma, Seville's) were Vueling's under Iberia's code since "
           "Vueling joined IAG in 2013 (general knowledge of Iberia's 2025 network)"),
    "LH": ("all", 2016, "Lufthansa's Duesseldorf and Berlin flights went to Eurowings in "
           "2015-16 (Duesseldorf's long haul ended 2015); Lufthansa flies from Frankfurt and "
           "Munich only (general knowledge of Lufthansa's 2025 network)"),
    "AZ": ("all", 2021, "Alitalia stopped flying on 14 Oct 2021; ITA Airways flies from Rome "
           "and Linate only (general knowledge of ITA's 2025 network)"),
    "UX": ("all", 2020, "Air Europa flies from Madrid and Palma only; its Canaries, Barcelona "
           "and Bilbao lines ended by 2020 (general knowledge of Air Europa's 2025 network)"),
    "A3": ("home", 2019, "Aegean flies abroad from Athens and Thessaloniki; its 2014 summer "
           "lines from Heraklion, Rhodes and Kalamata to Europe ended (the islands' summer "
           "flights are the leisure and low-cost carriers'); its island hops at home stay "
           "(general knowledge of Aegean's 2025 network)"),
    "SK": ("home", 2020, "SAS flies abroad from Copenhagen, Stockholm and Oslo; its 2014 "
           "lines from Gothenburg, Bergen, Stavanger, Trondheim, Aalborg and Billund abroad "
           "(Istanbul, the Spanish coasts, London, Manchester, Edinburgh) were partners' "
           "codeshares or ended by 2020; its domestic Norwegian lines stay (general knowledge "
           "of SAS's 2025 network)"),
    "TP": ("all", 2024, "TAP flies from Lisbon and Porto; Funchal-Caracas ended when "
           "Venezuela suspended TAP in 2024, Funchal-Gatwick is easyJet's and BA's, and "
           "the Azores' inter-island lines are SATA's under TAP's code (general knowledge of "
           "TAP's 2025 network)"),
    "AF": ("abroad", 2021, "Air France closed its provincial bases (Marseille, Nice, Toulouse) "
           "and cut HOP!'s point-to-point network in 2020-21; Transavia, easyJet and Volotea fly "
           "those markets (general knowledge of Air France's 2025 network)"),
}

# The sister in a HUB_ONLY carrier's group that flies its lines at the sister's own hubs
# (Air France's Amsterdam lines are KLM's, Lufthansa's Duesseldorf ones Eurowings',
# Iberia's Barcelona ones Vueling's).
HUB_SISTER = {"AF": "KL", "LH": "EW", "IB": "VY"}

# Notable routes launched since the data was published: (a, b, carriers, note).
ROUTES_NEW = [
    ("MIA", "MID", "AA", "American's Miami-Merida, which the data files under Delta"),
    ("CPT", "LHR", "VS", "Virgin Atlantic's Cape Town, next to British Airways'"),
    ("LHR", "PER", "QF", "Qantas Perth-London nonstop, 2018"),
    ("LHR", "SIN", "QF", "Qantas' Sydney-London through Singapore again, 2018"),
    ("FCO", "PER", "QF", "Qantas Perth-Rome nonstop, 2022"),
    ("CDG", "PER", "QF", "Qantas Perth-Paris nonstop, 2024"),
    ("DFW", "MEL", "QF", "Qantas Melbourne-Dallas, 2022"),
    ("AKL", "JFK", "NZ,QF", "Air New Zealand 2022, Qantas 2023"),
    ("ABZ", "AMS", "KL", "KLM Aberdeen-Amsterdam"),
    ("DEL", "SFO", "AI", "Air India, 2019"),
    ("BOM", "SFO", "AI", "Air India, 2022"),
    ("BLR", "SFO", "AI", "Air India, 2021"),
    ("DEL", "MEL", "AI", "Air India, 2022"),
    ("DEL", "SYD", "AI", "Air India, 2022"),
    ("CPH", "DEL", "AI", "Air India, 2022"),
    ("BOM", "LHR", "AI,VS", "Virgin Atlantic to Mumbai, 2019"),
    ("BOM", "MAN", "6E", "IndiGo's first long-haul route, 2024"),
    ("AMS", "BOM", "6E", "IndiGo, 2024"),
    ("DEL", "IST", "6E", "IndiGo with Turkish Airlines, 2019"),
    ("BOM", "IST", "6E", "IndiGo with Turkish Airlines, 2019"),
    ("AKL", "DXB", "EK", "Emirates' ultra-long-haul Auckland, 2016"),
    ("DXB", "MIA", "EK", "Emirates, 2022"),
    ("DXB", "EDI", "EK", "Emirates, 2017"),
    ("DXB", "LIS", "EK", "Emirates, 2020"),
    ("DXB", "STN", "EK", "Emirates, 2018"),
    ("AKL", "DOH", "QR", "Qatar Airways, 2017"),
    ("BOS", "DOH", "QR", "Qatar Airways, 2017"),
    ("DOH", "SFO", "QR", "Qatar Airways, 2020"),
    ("DOH", "SEA", "QR", "Qatar Airways, 2021"),
    ("DOH", "LAX", "QR", "Qatar Airways, 2016"),
    ("ATL", "DOH", "QR", "Qatar Airways, 2016"),
    ("DFW", "DOH", "QR", "Qatar Airways, 2015"),
    ("DOH", "LIS", "QR", "Qatar Airways, 2018"),
    ("CPT", "EWR", "UA", "United, 2020"),
    ("EWR", "JNB", "UA", "United, 2021"),
    ("SFO", "SIN", "UA,SQ", "United 2016, Singapore Airlines 2016"),
    ("EWR", "SIN", "SQ", "Singapore Airlines' ultra-long-haul, 2018"),
    ("IAH", "SYD", "UA", "United, 2018"),
    ("BNE", "SFO", "UA", "United, 2023"),
    ("ATL", "CPT", "DL", "Delta, 2023"),
    ("BNE", "LAX", "DL", "Delta, 2024"),
    ("BNE", "DFW", "AA,QF", "American 2024, Qantas 2022"),
    ("DFW", "ICN", "AA", "American, 2019"),
    ("BNA", "LHR", "BA", "British Airways, 2018"),
    ("AUS", "LHR", "VS", "Virgin Atlantic, 2022"),
    ("LHR", "TLV", "VS", "Virgin Atlantic, 2019"),
    ("DUB", "SEA", "EI", "Aer Lingus, 2019"),
    ("DUB", "LAX", "EI", "Aer Lingus, 2019"),
    ("DUB", "MIA", "EI", "Aer Lingus, 2022"),
    ("DFW", "IST", "TK", "Turkish Airlines, 2022"),
    ("DEN", "IST", "TK", "Turkish Airlines, 2023"),
    ("IST", "SEA", "TK", "Turkish Airlines, 2023"),
    ("HEL", "DFW", "AY", "Finnair, 2022"),
    ("HND", "JFK", "AA,JL,NH", "Haneda's long-haul slots, 2020"),
    ("ATL", "HND", "DL", "Haneda's long-haul slots, 2020"),
    ("DTW", "HND", "DL", "Haneda's long-haul slots, 2020"),
    ("HND", "MSP", "DL", "Haneda's long-haul slots, 2020"),
    ("DFW", "HND", "AA,JL", "Haneda's long-haul slots, 2020"),
    ("HND", "ORD", "UA,NH", "Haneda's long-haul slots, 2020"),
    ("HND", "IAD", "UA,NH", "Haneda's long-haul slots, 2020"),
    ("EWR", "HND", "UA", "Haneda's long-haul slots, 2020"),
    ("HND", "LAX", "AA,UA", "Haneda's long-haul slots, 2020"),
    # among the busiest domestic routes of 2025 (network/busiest.rs), missing from the data
    ("DLC", "SHA", "FM,MU", "China Eastern Shanghai Hongqiao-Dalian"),
    ("HRB", "SHA", "FM,MU", "China Eastern Shanghai Hongqiao-Harbin"),
    ("BLR", "PAT", "6E,AI", "IndiGo and Air India Bengaluru-Patna"),
    ("MAA", "TRZ", "6E,AI", "IndiGo and Air India Chennai-Tiruchirappalli"),
    ("CGK", "KNO", "GA,JT", "Medan's Kualanamu replaced Polonia in 2013"),
    ("CGK", "YIA", "GA,JT", "Yogyakarta International replaced Adisucipto in 2020"),
    ("IBZ", "PMI", "VY", "Vueling's Balearic inter-island flights"),
    ("MAH", "PMI", "VY", "Vueling's Balearic inter-island flights"),
    ("INV", "LHR", "BA", "British Airways Heathrow-Inverness, 2018"),
    ("JER", "LHR", "BA", "British Airways Heathrow-Jersey"),
    ("SDU", "SSA", "G3,LA", "Santos Dumont-Salvador"),
    # flagship flights (flights/flagships.rs) on routes the data lacks
    ("ATL", "LHR", "VS", "Virgin Atlantic with Delta, Heathrow-Atlanta"),
    ("LAS", "LHR", "VS", "Virgin Atlantic Heathrow-Las Vegas"),
    ("BOS", "LHR", "AA", "American Boston-Heathrow"),
    ("ATL", "ICN", "DL", "Delta Atlanta-Seoul with Korean Air"),
    ("HND", "SFO", "UA", "Haneda's long-haul slots, 2020"),
    ("IST", "SFO", "TK", "Turkish Airlines, 2020"),
    ("DOH", "SYD", "QR", "Qatar Airways Doha-Sydney nonstop"),
    ("DOH", "HND", "QR", "Qatar Airways to Haneda, 2023"),
    ("AMS", "DOH", "QR", "Qatar Airways Doha-Amsterdam"),
    ("JFK", "SIN", "SQ", "Singapore Airlines' ultra-long-haul to JFK, 2020"),
    ("LAX", "SIN", "SQ", "Singapore Airlines' ultra-long-haul to Los Angeles, 2018"),
    ("HKG", "ZRH", "CX", "Cathay Pacific Hong Kong-Zurich, 2019"),
    ("HND", "LAX", "JL", "Haneda's long-haul slots, 2020"),
    ("HND", "SFO", "NH", "Haneda's long-haul slots, 2020"),
    ("DEL", "EWR", "AI", "Air India Delhi-Newark"),
    ("JFK", "NBO", "KQ", "Kenya Airways Nairobi-New York, 2018"),
    ("LHR", "TPE", "BR", "EVA Air Taipei-London, 2015"),
    ("JFK", "TPE", "CI", "China Airlines Taipei-New York nonstop"),
    ("GRU", "LIS", "LA", "LATAM Sao Paulo-Lisbon, beside TAP"),
    # regional carriers' routes the data lacks (network/regional.rs): Loganair's Highlands
    # and Islands network flown under its own code since it left Flybe in 2017
    ("INV", "KOI", "LM", "Loganair Inverness-Kirkwall"),
    ("INV", "SYY", "LM", "Loganair Inverness-Stornoway"),
    ("ABZ", "KOI", "LM", "Loganair Aberdeen-Kirkwall"),
    ("EDI", "KOI", "LM", "Loganair Edinburgh-Kirkwall"),
    ("GLA", "KOI", "LM", "Loganair Glasgow-Kirkwall"),
    ("ABZ", "LSI", "LM", "Loganair Aberdeen-Sumburgh"),
    ("EDI", "LSI", "LM", "Loganair Edinburgh-Sumburgh"),
    ("GLA", "LSI", "LM", "Loganair Glasgow-Sumburgh"),
    ("GLA", "SYY", "LM", "Loganair Glasgow-Stornoway"),
    ("EDI", "SYY", "LM", "Loganair Edinburgh-Stornoway"),
    ("BRR", "GLA", "LM", "Loganair Glasgow-Barra, the beach runway"),
    ("BEB", "GLA", "LM", "Loganair Glasgow-Benbecula"),
    ("GLA", "TRE", "LM", "Loganair Glasgow-Tiree"),
    ("GLA", "ILY", "LM", "Loganair Glasgow-Islay"),
    ("CAL", "GLA", "LM", "Loganair Glasgow-Campbeltown"),
    ("ACK", "HYA", "9K", "Cape Air Hyannis-Nantucket"),
    ("ASP", "DRW", "QF", "QantasLink Alice Springs-Darwin"),
    ("DXB", "TLV", "FZ,LY", "flydubai and El Al, since the Abraham Accords of 2020"),
    ("AUH", "TLV", "EY", "Etihad Abu Dhabi-Tel Aviv, 2021"),
    ("JFK", "MNL", "PR", "Philippine Airlines New York-Manila nonstop, 2018"),
    ("IBR", "OKA", "BC", "Skymark Ibaraki-Naha"),
    # where a carrier of NETWORK_CUTS moved a route rather than ending it
    ("FCO", "HND", "AZ", "ITA Airways flies Rome-Tokyo to Haneda since 2022"),
    ("BGI", "LHR", "VS,BA", "Virgin Atlantic's Barbados from Heathrow since it left Gatwick (2020); British Airways beside Gatwick's since 2023"),
    ("LHR", "MCO", "VS", "Virgin Atlantic's Orlando from Heathrow since it left Gatwick (2020)"),
    ("ANU", "LHR", "VS", "Virgin Atlantic's Antigua from Heathrow since it left Gatwick (2020)"),
    ("LHR", "MBJ", "VS", "Virgin Atlantic's Montego Bay from Heathrow since it left Gatwick (2020)"),
]


def read_tsv(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield line.rstrip("\n").split("\t")


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "/tmp/routes.dat"
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(DATA, "routes.tsv")

    airlines = {}  # iata -> (country, hubs, low cost)
    flies_wide = set()  # carriers with a wide-body in their fleet
    for f in read_tsv("airlines.tsv"):
        airlines[f[0]] = (f[4], set(f[5].split(",")), f[7] == "Y")
        if any(wide_body(t) for t in (f[10] + "," + f[11]).split(",")):
            flies_wide.add(f[0])
    airports = {}  # iata -> country, airports with scheduled service only
    for f in read_tsv("airports.tsv"):
        if int(f[11]) > 0 and f[0] not in NO_SCHEDULED_SERVICE:
            airports[f[0]] = f[6]
    for code in list(NO_SCHEDULED_SERVICE) + list(AIRPORT_MOVED.values()):
        assert code in airports or code in NO_SCHEDULED_SERVICE, code

    def airport(code):
        code = AIRPORT_MOVED.get(code, code)
        return code if code in airports else None

    def pair(a, b):
        return (a, b) if a < b else (b, a)

    operated = {}  # pair -> carriers
    codeshared = {}  # pair -> carriers
    with open(src, encoding="utf-8", newline="") as f:
        for row in csv.reader(f):
            if len(row) < 9 or row[7] != "0":
                continue
            carrier = CARRIER_MERGED.get(row[0], row[0])
            if carrier not in airlines or carrier in CARRIER_CEASED or row[0] in CODE_REUSED:
                continue
            if carrier in NETWORK_2025_ONLY:
                continue
            a, b = airport(row[2]), airport(row[4])
            if a is None or b is None or a == b:
                continue
            types = row[8].split()
            if carrier not in flies_wide and types and all(wide_body(t) for t in types):
                continue
            target = codeshared if row[6] == "Y" else operated
            target.setdefault(pair(a, b), set()).add(carrier)
    for p, carriers in codeshared.items():
        # a carrier's regional affiliate flying its domestic spokes under its code
        # (Air Canada Express): the data flags them codeshares, kept where another
        # carrier flies the pair too
        for c in carriers & set(REGIONAL_AFFILIATES):
            country, hubs, _ = airlines[c]
            if (p[0] in hubs or p[1] in hubs) and airports[p[0]] == airports[p[1]] == country:
                operated.setdefault(p, set()).add(c)
        if p in operated:
            continue
        for c in carriers:
            if p[0] in airlines[c][1] or p[1] in airlines[c][1]:
                operated.setdefault(p, set()).add(c)

    fifth = {(c, pair(a, b)) for c, a, b, _ in FIFTH_FREEDOM}

    def foreign(c, p):
        """A full-service carrier's flight between two airports it has no base at."""
        country, hubs, low_cost = airlines[c]
        homes = set(CARRIER_HOMES.get(c, country).split())
        ends = {airports[p[0]], airports[p[1]]}
        return not (
            low_cost
            or p[0] in hubs
            or p[1] in hubs
            or ends & homes
            or (c, p) in fifth
        )

    for p, carriers in operated.items():
        carriers -= {c for c in carriers if foreign(c, p)}
    ended = [(c, a, b) for c, a, b, _ in ROUTES_ENDED]
    for c, hub, ends, year, _ in NETWORK_CUTS:
        assert c in airlines and hub in airports and 2014 <= year <= 2025, (c, hub)
        ended += [(c, hub, b) for b in ends.split()]
    for c, a, b in ended:
        operated.get(pair(a, b), set()).discard(c)
    for c, (scope, year, _) in HUB_ONLY.items():
        assert c in airlines and 2010 <= year <= 2025, c
        country, hubs, _ = airlines[c]
        for p, carriers in operated.items():
            if c not in carriers or p[0] in hubs or p[1] in hubs:
                continue
            home = airports[p[0]] == airports[p[1]] == country
            # "home": every line inside the carrier's home countries stays
            if scope == "home":
                homes = set(CARRIER_HOMES.get(c, country).split())
                if {airports[p[0]], airports[p[1]]} <= homes:
                    continue
            if scope in ("all", "home") or not home or len(carriers) > 1:
                carriers.discard(c)
                # at a hub of its group's sister, the line is the sister's
                sister = HUB_SISTER.get(c)
                if sister and (p[0] in airlines[sister][1] or p[1] in airlines[sister][1]):
                    carriers.add(sister)
    for (c, ap), _ in CARRIER_LEFT_AIRPORT.items():
        assert c in airlines and ap in airports, (c, ap)
        for p in operated:
            if ap in p:
                operated[p].discard(c)
    for a, b, carriers, _ in ROUTES_NEW:
        assert a in airports and b in airports, (a, b)
        for c in carriers.split(","):
            assert c in airlines, c
            operated.setdefault(pair(a, b), set()).add(c)

    def banned(a, b, carriers):
        ca, cb = airports[a], airports[b]
        if ca in CLOSED_COUNTRIES or cb in CLOSED_COUNTRIES:
            return set(carriers)
        for x, y in BANNED_COUNTRY_PAIRS:
            if {ca, cb} == {x, y}:
                return set(carriers)
        if "RU" in (ca, cb) and (ca in SANCTIONS_ON_RUSSIA or cb in SANCTIONS_ON_RUSSIA):
            return set(carriers)
        # Russian carriers do not fly to the sanctioning countries from anywhere
        if ca in SANCTIONS_ON_RUSSIA or cb in SANCTIONS_ON_RUSSIA:
            return {c for c in carriers if airlines[c][0] == "RU"}
        return set()

    lines = []
    for (a, b), carriers in sorted(operated.items()):
        carriers = carriers - banned(a, b, carriers)
        if carriers:
            lines.append(f"{a}\t{b}\t{','.join(sorted(carriers))}\n")

    with open(out, "w", encoding="utf-8") as f:
        f.write(
            "# Derived from OpenFlights routes.dat (https://openflights.org/data), ODbL 1.0,\n"
            "# by tools/convert_routes.py; see README.md and LICENSE-openflights-ODbL.\n"
            "#a\tb\tcarriers\n"
        )
        f.writelines(lines)
    n_carriers = sum(len(l.split("\t")[2].split(",")) for l in lines)
    print(f"{len(lines)} airport pairs, {n_carriers} pair-carrier routes", file=sys.stderr)


if __name__ == "__main__":
    main()
