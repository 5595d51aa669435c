//! Flight status: the dated flights of the flight generator, as `DatedFlight`s.

use chrono::NaiveDate;

use crate::flights::offers::iso_duration;
use crate::flights::schedule::{self, Leg};
use crate::places::utc_offset;
use travel_core::model::insights::{
    AircraftEquipment, DatedFlight, DatedLeg, DatedSegment, FlightDesignator, FlightPoint,
    Partnership, PointTimings, Timing,
};
use travel_core::stable::Seed;

/// A local time with its zone's offset, minutes precision: `2026-12-15T08:45+00:00`.
fn stamp(local: chrono::NaiveDateTime, zone: &str) -> String {
    format!(
        "{}{}",
        local.format("%Y-%m-%dT%H:%M"),
        utc_offset(zone, local)
    )
}

fn timing(qualifier: &str, value: String) -> PointTimings {
    PointTimings {
        timings: vec![Timing {
            qualifier: Some(qualifier.into()),
            value: Some(value),
        }],
    }
}

/// One generated flight as the service reports it.
pub fn dated_flight(l: &Leg) -> DatedFlight {
    let p = l.p;
    let duration = iso_duration((l.arr_utc - l.dep_utc) / 60);
    let partnership = (p.operating.iata != p.carrier.iata).then(|| Partnership {
        operating_flight: Some(FlightDesignator {
            carrier_code: Some(p.operating.iata.to_string()),
            ..Default::default()
        }),
    });
    DatedFlight {
        kind: "DatedFlight".into(),
        scheduled_departure_date: Some(l.date.format("%Y-%m-%d").to_string()),
        flight_designator: Some(FlightDesignator {
            carrier_code: Some(p.carrier.iata.to_string()),
            flight_number: Some(i64::from(p.number)),
            operational_suffix: None,
        }),
        flight_points: vec![
            FlightPoint {
                iata_code: Some(p.from.iata.to_string()),
                departure: Some(timing("STD", stamp(l.dep, p.from.tz))),
                arrival: None,
            },
            FlightPoint {
                iata_code: Some(p.to.iata.to_string()),
                departure: None,
                arrival: Some(timing("STA", stamp(l.arr, p.to.tz))),
            },
        ],
        segments: vec![DatedSegment {
            board_point_iata_code: Some(p.from.iata.to_string()),
            off_point_iata_code: Some(p.to.iata.to_string()),
            scheduled_segment_duration: Some(duration.clone()),
            partnership,
        }],
        legs: vec![DatedLeg {
            board_point_iata_code: Some(p.from.iata.to_string()),
            off_point_iata_code: Some(p.to.iata.to_string()),
            aircraft_equipment: Some(AircraftEquipment {
                aircraft_type: Some(p.aircraft.to_string()),
            }),
            scheduled_leg_duration: Some(duration),
        }],
    }
}

/// The dated flights of a carrier's flight number on a date. The generator's flights
/// carry no operational suffix, so asking for one finds nothing.
pub fn lookup(
    seed: Seed,
    carrier: &str,
    number: u32,
    date: NaiveDate,
    suffix: Option<&str>,
) -> Vec<DatedFlight> {
    if suffix.is_some() {
        return Vec::new();
    }
    schedule::numbered(seed, carrier, number, date)
        .iter()
        .map(dated_flight)
        .collect()
}
