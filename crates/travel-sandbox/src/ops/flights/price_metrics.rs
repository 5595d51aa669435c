//! GET /v1/analytics/itinerary-price-metrics: the quartiles of the fares paid on a
//! route on a date.

use chrono::NaiveDate;

use super::{currency, date, location, Form};
use crate::ops::prelude::*;
use travel_core::model::flight::{IataOnly, PriceMetric, PriceMetricItem, PriceMetricsQuery};
use travel_core::model::Warnings;
use travel_core::stable::Seed;
use travel_world::flights::{fares, offers};

pub fn answer(
    app: &App,
    req: &Req,
    q: PriceMetricsQuery,
    _: NoBody,
) -> Answer<Vec<PriceMetricItem>> {
    metrics(req, &q, app.seed(), app.today())
}

fn metrics(
    req: &Req,
    q: &PriceMetricsQuery,
    seed: Seed,
    today: NaiveDate,
) -> Answer<Vec<PriceMetricItem>> {
    let form = Form::PARAMS;
    let o = location(form, "originIataCode", &q.origin_iata_code)?;
    let d = location(form, "destinationIataCode", &q.destination_iata_code)?;
    let date = date(form, "departureDate", &q.departure_date, today)?;
    let currency = currency(form, "currencyCode", q.currency_code.as_deref())?;
    let one_way = q.one_way.unwrap_or(false);
    let mut items = Vec::new();
    if let Some(levels) = offers::price_levels(seed, &o, &d, date, one_way, today) {
        let n = levels.len() - 1;
        let picks = [0, n / 4, n / 2, 3 * n / 4, n];
        let names = ["MINIMUM", "FIRST", "MEDIUM", "THIRD", "MAXIMUM"];
        items.push(PriceMetricItem {
            kind: "itinerary-price-metric".into(),
            origin: IataOnly { iata_code: o },
            destination: IataOnly { iata_code: d },
            departure_date: date.to_string(),
            transport_type: "FLIGHT".into(),
            currency_code: currency.clone(),
            one_way,
            price_metrics: picks
                .iter()
                .zip(names)
                .map(|(&i, name)| PriceMetric {
                    amount: fares::money_in(fares::to_cents(levels[i], &currency), &currency),
                    quartile_ranking: name.into(),
                })
                .collect(),
        });
    }
    let defaults = [("currencyCode", currency), ("oneWay", one_way.to_string())];
    let mut answer = envelope::list(req, &defaults, items);
    // The service lists its warnings here even when there are none.
    answer.warnings = Warnings::listed();
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::flights::testing::{get, ok, today};
    use travel_core::ops::flights::PriceMetrics;
    use travel_core::ops::Operation;

    #[test]
    fn price_metrics_increase() {
        let req = get(
            PriceMetrics::PATH,
            "originIataCode=MAD&destinationIataCode=CDG&departureDate=2026-09-01&currencyCode=USD",
        );
        let q = travel_core::ops::query::decode(&req.params.0).unwrap();
        let v = ok(metrics(&req, &q, Seed::DEFAULT, today()));
        let m = v["data"][0]["priceMetrics"].as_array().unwrap();
        assert_eq!(m.len(), 5);
        let amounts: Vec<f64> = m
            .iter()
            .map(|x| x["amount"].as_str().unwrap().parse().unwrap())
            .collect();
        assert!(amounts.windows(2).all(|w| w[0] < w[1]), "{amounts:?}");
        assert_eq!(m[0]["quartileRanking"], "MINIMUM");
        assert_eq!(m[4]["quartileRanking"], "MAXIMUM");
        assert_eq!(v["data"][0]["currencyCode"], "USD");
        assert!(v["warnings"].is_array());
    }

    #[test]
    fn the_minimum_is_the_fare_search_finds() {
        use crate::ops::flights::dates::tests::search_cheapest;
        use travel_world::{data, markets, network};
        let served: Vec<&data::Airport> = data::airports()
            .iter()
            .filter(|a| a.size >= 20 && !network::airport_destinations(a.iata).is_empty())
            .collect();
        let mut rng = travel_world::hotels::Rng::new(Seed::DEFAULT, "price metrics against search");
        let mut compared = 0;
        for _ in 0..300 {
            let (a, b) = (*rng.pick(&served), *rng.pick(&served));
            if a.city_code == b.city_code || !markets::may_sell(a.country, b.country) {
                continue;
            }
            let day = today() + chrono::Duration::days(rng.range(10, 300) as i64);
            let Some(found) = search_cheapest(a.iata, b.iata, day, None) else {
                continue;
            };
            let query = format!(
                "originIataCode={}&destinationIataCode={}&departureDate={day}&oneWay=true",
                a.iata, b.iata
            );
            let req = get(PriceMetrics::PATH, &query);
            let q = travel_core::ops::query::decode(&req.params.0).unwrap();
            let v = ok(metrics(&req, &q, Seed::DEFAULT, today()));
            let min: f64 = v["data"][0]["priceMetrics"][0]["amount"]
                .as_str()
                .unwrap_or_else(|| panic!("{query}: no metrics, search finds {found}"))
                .parse()
                .unwrap();
            assert!(
                (0.95..=1.05).contains(&(min / found)),
                "{query}: minimum {min}, search finds {found}"
            );
            compared += 1;
            if compared == 40 {
                break;
            }
        }
        assert!(compared >= 40, "only {compared} routes compared");
    }
}
