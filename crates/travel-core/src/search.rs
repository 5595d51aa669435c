//! The flight-offers search in its two forms: the GET form's parameters
//! ([`OfferSearch`]) and the POST form's body ([`SearchRequest`]). The service answers
//! the GET form as it answers the body [`OfferSearch::as_request`] builds; the client
//! builds its bodies from its own arguments with the same pieces, so neither the
//! numbering of travellers nor the shape of a leg can differ between the two sides.

use crate::model::flight::{
    CabinRestriction, CarrierRestrictions, ConnectionRestriction, DateTimeRange, FlightFilters,
    OfferSearch, OriginDestination, SearchCriteria, SearchRequest, Traveler,
};
use crate::model::kinds::TravelerType;

/// Who travels, by traveller type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Party {
    pub adults: usize,
    pub seniors: usize,
    pub children: usize,
    pub seated_infants: usize,
    /// Infants on a lap: each rides with its own adult (adults first, then seniors).
    pub held_infants: usize,
}

impl Party {
    /// The travellers, numbered from 1 in the order adults, seniors, children, infants
    /// in a seat, then infants on a lap, each tied to the adult it rides with. Those
    /// with a seat ask for the standard fare, as the service's examples do.
    pub fn travelers(&self) -> Vec<Traveler> {
        let mut travelers: Vec<Traveler> = Vec::new();
        let seated = [
            (TravelerType::Adult, self.adults),
            (TravelerType::Senior, self.seniors),
            (TravelerType::Child, self.children),
            (TravelerType::SeatedInfant, self.seated_infants),
        ];
        for (kind, n) in seated {
            for _ in 0..n {
                travelers.push(Traveler {
                    id: (travelers.len() + 1).to_string(),
                    traveler_type: kind.clone(),
                    associated_adult_id: None,
                    fare_options: vec!["STANDARD".to_string()],
                });
            }
        }
        let laps: Vec<String> = travelers
            .iter()
            .filter(|t| t.traveler_type.carries_lap_infant())
            .map(|t| t.id.clone())
            .collect();
        for adult in laps.into_iter().take(self.held_infants) {
            travelers.push(Traveler {
                id: (travelers.len() + 1).to_string(),
                traveler_type: TravelerType::HeldInfant,
                associated_adult_id: Some(adult),
                fare_options: Vec::new(),
            });
        }
        travelers
    }
}

/// Leg `id` (from 1) of a search: from, to, the day and, if given, the time of day
/// (`hh:mm:ss`) to leave around.
pub fn leg(id: usize, from: &str, to: &str, date: &str, time: Option<&str>) -> OriginDestination {
    OriginDestination {
        id: id.to_string(),
        origin_location_code: from.to_string(),
        destination_location_code: to.to_string(),
        departure_date_time_range: DateTimeRange {
            date: date.to_string(),
            time: time.map(str::to_string),
        },
    }
}

impl OfferSearch {
    /// The same search as the POST form's body: the outbound leg (and the return leg,
    /// for a round trip), the party, and the filters. The simple form keeps every
    /// segment in the class asked for. Counts are not checked here: the GET form has
    /// its own rules for them (at most nine seated travellers, no more infants than
    /// adults), which a server checks first.
    pub fn as_request(&self) -> SearchRequest {
        let (from, to) = (&self.origin_location_code, &self.destination_location_code);
        let mut origin_destinations = vec![leg(1, from, to, &self.departure_date, None)];
        if let Some(back) = &self.return_date {
            origin_destinations.push(leg(2, to, from, back, None));
        }
        let party = Party {
            adults: self.adults,
            children: self.children.unwrap_or(0),
            held_infants: self.infants.unwrap_or(0),
            ..Party::default()
        };
        let flight_filters = FlightFilters {
            cabin_restrictions: self
                .travel_class
                .iter()
                .map(|cabin| CabinRestriction {
                    cabin: cabin.clone(),
                    coverage: Some("ALL_SEGMENTS".into()),
                    origin_destination_ids: Vec::new(),
                })
                .collect(),
            carrier_restrictions: Some(CarrierRestrictions {
                excluded_carrier_codes: self.excluded_airline_codes.clone(),
                included_carrier_codes: self.included_airline_codes.clone(),
            }),
            connection_restriction: (self.non_stop == Some(true)).then_some(
                ConnectionRestriction {
                    max_number_of_connections: Some(0),
                },
            ),
        };
        SearchRequest {
            currency_code: self.currency_code.clone(),
            origin_destinations,
            travelers: party.travelers(),
            sources: Vec::new(),
            search_criteria: Some(SearchCriteria {
                max_flight_offers: self.max.map(|m| i64::try_from(m).unwrap_or(i64::MAX)),
                max_price: self.max_price,
                flight_filters: Some(flight_filters),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(ts: &[Traveler]) -> Vec<(&str, &str, Option<&str>)> {
        ts.iter()
            .map(|t| {
                (
                    t.id.as_str(),
                    t.traveler_type.as_str(),
                    t.associated_adult_id.as_deref(),
                )
            })
            .collect()
    }

    #[test]
    fn infants_on_a_lap_ride_with_adults_then_seniors() {
        let party = Party {
            adults: 1,
            seniors: 1,
            children: 1,
            seated_infants: 0,
            held_infants: 2,
        };
        assert_eq!(
            kinds(&party.travelers()),
            vec![
                ("1", "ADULT", None),
                ("2", "SENIOR", None),
                ("3", "CHILD", None),
                ("4", "HELD_INFANT", Some("1")),
                ("5", "HELD_INFANT", Some("2")),
            ]
        );
    }

    #[test]
    fn the_get_form_becomes_a_round_trip_body() {
        let q = OfferSearch {
            origin_location_code: "LHR".into(),
            destination_location_code: "JFK".into(),
            departure_date: "2027-01-15".into(),
            return_date: Some("2027-01-22".into()),
            adults: 2,
            infants: Some(1),
            travel_class: Some(crate::model::kinds::Cabin::Business),
            non_stop: Some(true),
            max: Some(5),
            ..Default::default()
        };
        let body = q.as_request();
        let legs: Vec<(&str, &str, &str)> = body
            .origin_destinations
            .iter()
            .map(|l| {
                (
                    l.origin_location_code.as_str(),
                    l.destination_location_code.as_str(),
                    l.departure_date_time_range.date.as_str(),
                )
            })
            .collect();
        assert_eq!(
            legs,
            vec![("LHR", "JFK", "2027-01-15"), ("JFK", "LHR", "2027-01-22")]
        );
        assert_eq!(
            kinds(&body.travelers),
            vec![
                ("1", "ADULT", None),
                ("2", "ADULT", None),
                ("3", "HELD_INFANT", Some("1"))
            ]
        );
        let criteria = body.search_criteria.unwrap();
        assert_eq!(criteria.max_flight_offers, Some(5));
        let filters = criteria.flight_filters.unwrap();
        assert_eq!(filters.cabin_restrictions[0].cabin.as_str(), "BUSINESS");
        assert_eq!(
            filters.cabin_restrictions[0].coverage.as_deref(),
            Some("ALL_SEGMENTS")
        );
        assert_eq!(
            filters
                .connection_restriction
                .and_then(|c| c.max_number_of_connections),
            Some(0)
        );
    }
}
