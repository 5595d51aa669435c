//! GET /v2/e-reputation/hotel-sentiments

use super::{hotel_ids, left_out};
use crate::ops::prelude::*;
use travel_core::model::hotel::{HotelIds, HotelSentiment, Sentiments};
use travel_world::hotels::catalog::{self, Hotel};
use travel_world::hotels::unit;

/// Hotels rated in one request.
const MAX_IDS: usize = 3;

pub fn answer(app: &App, req: &Req, q: HotelIds, _: NoBody) -> Answer<Vec<HotelSentiment>> {
    let ids = hotel_ids(&q.hotel_ids, MAX_IDS, None)?;
    let mut items = Vec::new();
    let mut missing = Vec::new();
    for id in &ids {
        match catalog::hotel(app.seed(), id) {
            Some(h) => items.push(sentiment(&h)),
            None => missing.push(id.clone()),
        }
    }
    let mut env = envelope::list(req, &[], items);
    if !missing.is_empty() {
        env.warnings.push(left_out(
            codes::PROPERTIES_NOT_FOUND,
            "Some of the requested properties were not found in our database.",
            &missing,
        ));
    }
    Ok(env)
}

/// A hotel's review scores: around its stars, the same for the same hotel every time.
fn sentiment(h: &Hotel) -> HotelSentiment {
    let k = |what: &str| unit(h.seed, &format!("senti:{what}:{}", h.id));
    let overall = (52.0 + 7.0 * f64::from(h.stars) + 16.0 * (k("overall") - 0.5)).round() as i64;
    let score = |what: &str, bias: f64| -> Option<i64> {
        Some(
            ((overall as f64) + bias + 18.0 * (k(what) - 0.5))
                .round()
                .clamp(0.0, 100.0) as i64,
        )
    };
    let size = f64::from(catalog::city_size(h.city));
    let reviews = (20.0 + (size * 20.0 + 300.0 * f64::from(h.stars)) * (0.3 + k("reviews"))) as i64;
    let ratings = (reviews as f64 * (0.95 + 0.2 * k("ratings"))) as i64;
    HotelSentiment {
        kind: "hotelSentiment".into(),
        hotel_id: h.id.clone(),
        number_of_reviews: Some(reviews),
        number_of_ratings: Some(ratings),
        overall_rating: Some(overall.clamp(0, 100)),
        sentiments: Sentiments {
            sleep_quality: score("sleep", 0.0),
            service: score("service", 2.0),
            facilities: score("facilities", -2.0),
            room_comforts: score("rooms", 0.0),
            value_for_money: score("value", -4.0 - f64::from(h.stars)),
            catering: score("catering", -1.0),
            location: score("location", 6.0),
            points_of_interest: score("poi", 3.0),
            staff: score("staff", 5.0),
            internet: (k("internet") < 0.4).then(|| score("wifi", -6.0)).flatten(),
        },
    }
}
