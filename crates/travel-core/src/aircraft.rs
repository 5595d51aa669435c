//! IATA aircraft type codes and the names the service gives them in
//! `dictionaries.aircraft` (the makers' names of the types, general knowledge 2025):
//! the sandbox names the types it flies by them, and the CLI names the aircraft of an
//! order, whose answer carries codes only.

/// The service's upper-case name of an aircraft type, if the code is one of the
/// types flown in 2025 that the table has.
pub fn name(code: &str) -> Option<&'static str> {
    Some(match code {
        "221" => "AIRBUS A220-100",
        "223" => "AIRBUS A220-300",
        "BCS3" => "AIRBUS A220-300",
        "290" => "EMBRAER 190-E2",
        "295" => "EMBRAER 195-E2",
        "319" => "AIRBUS A319",
        "320" => "AIRBUS A320",
        "321" => "AIRBUS A321",
        "32N" => "AIRBUS A320NEO",
        "32Q" => "AIRBUS A321NEO",
        "330" => "AIRBUS A330",
        "332" => "AIRBUS A330-200",
        "333" => "AIRBUS A330-300",
        "339" => "AIRBUS A330-900NEO",
        "343" => "AIRBUS A340-300",
        "351" => "AIRBUS A350-1000",
        "359" => "AIRBUS A350-900",
        "35K" => "AIRBUS A350-1000",
        "388" => "AIRBUS A380-800",
        "717" => "BOEING 717",
        "738" => "BOEING 737-800",
        "739" => "BOEING 737-900",
        "73G" => "BOEING 737-700",
        "73H" => "BOEING 737-800 (WINGLETS)",
        "73J" => "BOEING 737-900 (WINGLETS)",
        "73W" => "BOEING 737-700 (WINGLETS)",
        "7M8" => "BOEING 737 MAX 8",
        "7M9" => "BOEING 737 MAX 9",
        "744" => "BOEING 747-400",
        "748" => "BOEING 747-8",
        "74H" => "BOEING 747-8I",
        "763" => "BOEING 767-300",
        "764" => "BOEING 767-400",
        "767" => "BOEING 767",
        "76W" => "BOEING 767-300 (WINGLETS)",
        "772" => "BOEING 777-200",
        "77L" => "BOEING 777-200LR",
        "77W" => "BOEING 777-300ER",
        "781" => "BOEING 787-10",
        "788" => "BOEING 787-8",
        "789" => "BOEING 787-9",
        "78J" => "BOEING 787-10",
        "100" => "FOKKER 100",
        "M82" => "MCDONNELL DOUGLAS MD-82",
        "M83" => "MCDONNELL DOUGLAS MD-83",
        "M88" => "MCDONNELL DOUGLAS MD-88",
        "AT5" => "ATR 42-500",
        "AT7" => "ATR 72",
        "CNA" => "CESSNA 402",
        "CR9" => "CANADAIR REGIONAL JET 900",
        "CRK" => "CANADAIR REGIONAL JET 1000",
        "DH4" => "DE HAVILLAND DHC-8-400",
        "DH8" => "DE HAVILLAND DHC-8",
        "E75" => "EMBRAER 175",
        "E90" => "EMBRAER 190",
        "E95" => "EMBRAER 195",
        "BNI" => "BRITTEN-NORMAN ISLANDER",
        "DHT" => "DE HAVILLAND DHC-6 TWIN OTTER",
        "SF3" => "SAAB 340",
        "SU9" => "SUKHOI SUPERJET 100-95",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_types_are_named_and_others_are_not() {
        assert_eq!(super::name("332"), Some("AIRBUS A330-200"));
        assert_eq!(super::name("7M8"), Some("BOEING 737 MAX 8"));
        assert_eq!(super::name("M83"), Some("MCDONNELL DOUGLAS MD-83"));
        assert_eq!(super::name("100"), Some("FOKKER 100"));
        assert_eq!(super::name("XYZ"), None);
    }
}
