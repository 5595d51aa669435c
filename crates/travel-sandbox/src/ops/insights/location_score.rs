//! GET /v1/location/analytics/category-rated-areas

use crate::ops::prelude::*;
use travel_core::model::insights::{
    CategoryRatedArea, CategoryScores, GeoCode, NightLifeScores, PointQuery, RestaurantScores,
    ShoppingScores, SightScores,
};
use travel_core::parse;
use travel_world::insights::area;

pub fn answer(app: &App, req: &Req, q: PointQuery, _: NoBody) -> Answer<Vec<CategoryRatedArea>> {
    let lat = coordinate(q.latitude, "latitude", 90.0)?;
    let lon = coordinate(q.longitude, "longitude", 180.0)?;
    let items: Vec<CategoryRatedArea> = area::scores(app.seed(), lat, lon)
        .into_iter()
        .map(|s| CategoryRatedArea {
            kind: "category-rated-area".into(),
            geo_code: Some(GeoCode {
                latitude: Some(lat),
                longitude: Some(lon),
            }),
            radius: Some(i64::from(s.radius)),
            category_scores: Some(CategoryScores {
                sight: Some(SightScores {
                    overall: Some(s.sight),
                    historical: Some(s.historical),
                    beach_and_park: Some(s.beach_and_park),
                }),
                restaurant: Some(RestaurantScores {
                    overall: Some(s.restaurant),
                    vegetarian: Some(s.vegetarian),
                }),
                shopping: Some(ShoppingScores {
                    overall: Some(s.shopping),
                    luxury: Some(s.luxury),
                }),
                night_life: Some(NightLifeScores {
                    overall: Some(s.night_life),
                }),
            }),
        })
        .collect();
    Ok(envelope::list(req, &[], items))
}

fn coordinate(v: f64, name: &str, limit: f64) -> Result<f64, Rejection> {
    parse::coordinate(v, limit).ok_or_else(|| {
        Rejection::param(
            codes::INVALID_FORMAT,
            name,
            format!(
                "invalid query parameter format: {name} must be a number from -{limit} to {limit}"
            ),
        )
    })
}
