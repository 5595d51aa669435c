//! `travel flights fares N`: the branded fares of an offer, side by side.

use super::shared::offers;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::format::{title, words};
use crate::output::Table;
use crate::saved::Results;
use travel_core::model::flight::{Amenity, FareDetails, FlightOffer};
use travel_core::model::pricing::{UpsellInput, UpsellRequest};
use travel_core::ops::flights::UpsellOffers;
use travel_core::ops::NoQuery;

/// Show the branded fares of an offer side by side
///
/// Sends offer N of the last `flights search` to the branded-fares (upselling) service
/// and shows each brand the carrier sells on the same flights: price, cabin, bags, seat
/// choice, changes, refund, priority, lounge, miles, and the difference from the
/// cheapest. Brand K of offer N is numbered N.K (`flights show N.K`). Piped: one row
/// per brand, tab-separated. With --json, the service's body as received.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `flights search` table (1 to 250)
    #[arg(value_parser = clap::value_parser!(u16).range(1..=250), allow_negative_numbers = true)]
    number: u16,
}

/// The rows of the table, after the brand's name.
const ROWS: [&str; 12] = [
    "Price",
    "vs cheapest",
    "Cabin",
    "Class",
    "Checked bags",
    "Cabin bag",
    "Seat choice",
    "Changes",
    "Refund",
    "Priority",
    "Lounge",
    "Miles",
];

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let n = usize::from(args.number);
    let raw = ctx.saved()?.item(Results::FlightOffers, n, &ctx.origin())?;
    let request = UpsellRequest {
        data: UpsellInput {
            kind: "flight-offers-upselling".into(),
            flight_offers: vec![raw.clone()],
            payments: Vec::new(),
        },
    };
    let resp = ctx.api()?.call::<UpsellOffers>(&NoQuery {}, &request)?;
    ctx.saved()?.save_fares(n, &raw, &resp.body)?;
    if ctx.global.json {
        return ctx.out.body(&resp.body);
    }
    let brands = resp.data;
    if brands.is_empty() {
        ctx.note(&format!("the service found no branded fares for offer {n}"));
        return Ok(());
    }
    let cheapest = brands
        .iter()
        .map(|o| offers::price_of(&o.price))
        .fold(f64::MAX, f64::min);
    let columns: Vec<(String, Vec<String>)> = brands
        .iter()
        .enumerate()
        .map(|(i, o)| (format!("{n}.{}", i + 1), facts(o, cheapest)))
        .collect();
    if !ctx.out.stdout_tty {
        return ctx.out.table(&rows_per_brand(&columns));
    }
    let width = ctx.out.columns().max(40);
    for (i, group) in groups(&columns, width).into_iter().enumerate() {
        if i > 0 {
            ctx.out.text("")?;
        }
        ctx.out.table(&side_by_side(group))?;
    }
    Ok(())
}

/// The brands in groups of columns that fit `width` beside the rows' names: each
/// column takes its widest cell and the two spaces before it.
fn groups(columns: &[(String, Vec<String>)], width: usize) -> Vec<&[(String, Vec<String>)]> {
    let names = ROWS.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    let wide = |(n, facts): &(String, Vec<String>)| {
        facts
            .iter()
            .chain(std::iter::once(n))
            .flat_map(|c| c.lines())
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0)
            + 2
    };
    let mut out = Vec::new();
    let (mut start, mut used) = (0, names);
    for (i, c) in columns.iter().enumerate() {
        let w = wide(c);
        if i > start && used + w > width {
            out.push(&columns[start..i]);
            start = i;
            used = names;
        }
        used += w;
    }
    if start < columns.len() {
        out.push(&columns[start..]);
    }
    out
}

/// One column per brand, one row per fact.
fn side_by_side(group: &[(String, Vec<String>)]) -> Table {
    let mut titles = vec!["Fare"];
    titles.extend(group.iter().map(|(n, _)| n.as_str()));
    let mut t = Table::new(&titles);
    for (r, name) in std::iter::once("Brand").chain(ROWS).enumerate() {
        let mut row = vec![name.to_string()];
        row.extend(group.iter().map(|(_, facts)| facts[r].clone()));
        t.push(row);
    }
    t
}

/// For scripts: one row per brand, its number first.
fn rows_per_brand(columns: &[(String, Vec<String>)]) -> Table {
    let mut titles = vec!["Number", "Brand"];
    titles.extend(ROWS);
    let mut t = Table::new(&titles);
    for (n, facts) in columns {
        let mut row = vec![n.clone()];
        row.extend(facts.iter().cloned());
        t.push(row);
    }
    t
}

/// The brand's name, then one value for each of [`ROWS`].
fn facts(o: &FlightOffer, cheapest: f64) -> Vec<String> {
    let fares: Vec<&FareDetails> = o
        .traveler_pricings
        .first()
        .map(|tp| tp.fare_details_by_segment.iter().collect())
        .unwrap_or_default();
    let per_segment = |f: &dyn Fn(&FareDetails) -> String| -> String {
        let mut seen: Vec<String> = Vec::new();
        for fd in &fares {
            let v = f(fd);
            if !seen.contains(&v) {
                seen.push(v);
            }
        }
        // a line a value in the box (continuation rows), ` / ` between them piped
        if seen.is_empty() {
            "-".to_string()
        } else {
            seen.join("\n")
        }
    };
    let price = offers::price_of(&o.price);
    let diff = price - cheapest;
    vec![
        per_segment(&|f| {
            title(
                f.branded_fare_label
                    .as_deref()
                    .or(f.branded_fare.as_deref())
                    .unwrap_or("-"),
            )
        }),
        format!("{} {}", o.grand_total(), o.price.currency),
        if diff.abs() < 0.005 {
            "cheapest".to_string()
        } else {
            format!(
                "+{}",
                travel_core::currency::amount(diff, &o.price.currency)
            )
        },
        per_segment(&|f| words(&f.cabin)),
        per_segment(&|f| f.booking_class.clone()),
        per_segment(&checked_bags),
        per_segment(&|f| {
            offered(f, |a| {
                a.amenity_type == "BAGGAGE"
                    && (a.description.contains("CABIN") || a.description.contains("CARRY"))
            })
        }),
        per_segment(&|f| {
            offered(f, |a| {
                a.amenity_type == "PRE_RESERVED_SEAT" || a.description.contains("SEAT")
            })
        }),
        per_segment(&|f| terms(f, "CHANGE")),
        per_segment(&|f| terms(f, "REFUND")),
        per_segment(&|f| offered(f, |a| a.description.contains("PRIORITY"))),
        per_segment(&|f| offered(f, |a| a.description.contains("LOUNGE"))),
        per_segment(&miles),
    ]
}

fn checked_bags(f: &FareDetails) -> String {
    match &f.included_checked_bags {
        Some(b) => match (b.quantity, b.weight) {
            (Some(0), _) | (None, Some(0)) => "none".to_string(),
            (Some(q), _) => q.to_string(),
            (None, Some(w)) => format!("{w} {}", b.weight_unit.as_deref().unwrap_or("KG")),
            _ => "-".to_string(),
        },
        None => "-".to_string(),
    }
}

/// `included`, `paid` (chargeable), `no` (the brand lists amenities but not this one),
/// or `-` where the service lists none.
fn offered(f: &FareDetails, is: impl Fn(&Amenity) -> bool) -> String {
    match f.amenities.iter().find(|a| is(a)) {
        Some(a) if a.is_chargeable => "paid".to_string(),
        Some(_) => "included".to_string(),
        None if f.amenities.is_empty() => "-".to_string(),
        None => "no".to_string(),
    }
}

/// Changes or refunds: `free`, `for a fee`, or `no`.
pub(crate) fn terms(f: &FareDetails, word: &str) -> String {
    match offered(f, |a| {
        a.amenity_type == "BRANDED_FARES" && a.description.contains(word)
    })
    .as_str()
    {
        "included" => "free".to_string(),
        "paid" => "for a fee".to_string(),
        other => other.to_string(),
    }
}

/// Miles earned: the percentage the service gives, or whether any.
fn miles(f: &FareDetails) -> String {
    let Some(a) = f.amenities.iter().find(|a| a.description.contains("MILE")) else {
        return if f.amenities.is_empty() { "-" } else { "no" }.to_string();
    };
    let words: Vec<&str> = a.description.split_whitespace().collect();
    words
        .windows(2)
        .find(|w| w[1] == "PCT" || w[1] == "%")
        .and_then(|w| w[0].parse::<u32>().ok())
        .map_or_else(|| "yes".to_string(), |p| format!("{p}%"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_fit_the_width() {
        let col = |n: &str, cell: &str| (n.to_string(), vec![cell.to_string(); 13]);
        let four = vec![col("1.1", &"x".repeat(12)); 4];
        let sizes = |w| groups(&four, w).iter().map(|g| g.len()).collect::<Vec<_>>();
        // 12 for the names, 14 a brand with the two spaces before it
        assert_eq!(sizes(68), vec![4]);
        assert_eq!(sizes(67), vec![3, 1]);
        assert_eq!(sizes(20), vec![1, 1, 1, 1]);
        let wide = vec![col("1.1", &"x".repeat(40)); 2];
        assert_eq!(groups(&wide, 80).len(), 2);
    }

    #[test]
    fn the_provider_s_amenities_read_as_facts() {
        let f: FareDetails = serde_json::from_value(serde_json::json!({
            "segmentId": "1", "cabin": "ECONOMY", "fareBasis": "QS50OALG",
            "brandedFare": "LIGHT1", "class": "Q", "includedCheckedBags": {"quantity": 0},
            "amenities": [
                {"description": "CABIN BAGGAGE 12KG 1PC 115CM", "isChargeable": false, "amenityType": "BAGGAGE"},
                {"description": "CHANGEABLE TICKET", "isChargeable": false, "amenityType": "BRANDED_FARES"},
                {"description": "LIGHT MILES ACCRUAL", "isChargeable": false, "amenityType": "BRANDED_FARES"},
                {"description": "CHOICE OF STANDARD SEAT", "isChargeable": true, "amenityType": "PRE_RESERVED_SEAT"}
            ]
        }))
        .unwrap();
        assert_eq!(checked_bags(&f), "none");
        assert_eq!(
            offered(&f, |a| a.amenity_type == "BAGGAGE"
                && a.description.contains("CABIN")),
            "included"
        );
        assert_eq!(terms(&f, "CHANGE"), "free");
        assert_eq!(terms(&f, "REFUND"), "no");
        assert_eq!(miles(&f), "yes");
        assert_eq!(
            offered(&f, |a| a.amenity_type == "PRE_RESERVED_SEAT"),
            "paid"
        );
    }
}
