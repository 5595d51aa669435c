//! `travel hotels ratings`: what reviews say about hotels.

use serde_json::Value;

use super::shared::view;
use crate::api::Reply;
use crate::ctx::Ctx;
use crate::error::Result;
use crate::output::Table;
use crate::validate;
use travel_core::model::hotel::{HotelIds, HotelSentiment};
use travel_core::model::{Envelope, Meta};
use travel_core::ops::hotels::HotelSentiments;

/// Show hotels' ratings from review sentiment (0 to 100)
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Hotel ids (8 characters; repeat or comma-separate)
    #[arg(required = true, value_delimiter = ',', value_parser = validate::clap(view::hotel_id))]
    ids: Vec<String>,
}

/// Hotels per request: the service rates at most three at a time.
const BATCH: usize = 3;

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let api = ctx.api()?;
    let mut ratings: Vec<HotelSentiment> = Vec::new();
    let (mut data, mut warnings) = (Vec::new(), Vec::new());
    for batch in args.ids.chunks(BATCH) {
        let reply = api.fetch::<HotelSentiments>(&HotelIds {
            hotel_ids: batch.to_vec(),
        })?;
        let take = |key: &str| {
            reply
                .body
                .get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        };
        data.extend(take("data"));
        warnings.extend(take("warnings"));
        ratings.extend(reply.data);
    }
    // One body for all the batches, as `--json` prints it.
    let meta = Meta {
        count: Some(data.len().into()),
        ..Default::default()
    };
    let body = Envelope {
        warnings: warnings.into(),
        ..Envelope::new(data).with_meta(meta)
    };
    let reply = Reply {
        data: ratings,
        body: serde_json::to_value(body)?.into(),
    };
    ctx.show_data(&reply, "no ratings for these hotels", table)
}

fn table(items: &[HotelSentiment]) -> Result<Table> {
    let mut t = Table::new(&[
        "~Hotel",
        ">Overall",
        ">Reviews",
        // the categories, left out from the right on a narrow terminal
        "?>Sleep",
        "?>Service",
        "?>Facilities",
        "?>Room",
        "?>Value",
        "?>Catering",
        "?>Location",
        "?>Sights",
        "?>Staff",
        "?>Internet",
    ]);
    let n = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
    for h in items {
        let s = &h.sentiments;
        t.push(vec![
            h.hotel_id.clone(),
            n(h.overall_rating),
            n(h.number_of_reviews),
            n(s.sleep_quality),
            n(s.service),
            n(s.facilities),
            n(s.room_comforts),
            n(s.value_for_money),
            n(s.catering),
            n(s.location),
            n(s.points_of_interest),
            n(s.staff),
            n(s.internet),
        ]);
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use crate::ctx::testing::{travel, Doubles};
    use crate::ctx::SANDBOX_NOTE;

    /// The service's warning about the hotel it did not find would be lost in a table:
    /// it is said on stderr, and the rows found stay on stdout.
    #[test]
    fn the_services_warnings_go_to_stderr_beside_the_rows() {
        let home = tempfile::tempdir().unwrap();
        let args = ["--sandbox", "hotels", "ratings", "HLPARQ8Z", "XXPAR000"];
        let run = travel(&args, Doubles::piped("", home.path()), None);
        assert_eq!(run.code, 0, "{run:?}");
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines.len(), 2, "{run:?}");
        assert!(lines[0].starts_with("Hotel\tOverall\tReviews\t"), "{run:?}");
        assert!(lines[1].starts_with("HLPARQ8Z\t"), "{run:?}");
        assert_eq!(
            run.stderr,
            format!(
                "warning: PROPERTIES NOT FOUND: Some of the requested properties were not found in our database. [XXPAR000]\n{SANDBOX_NOTE}\n"
            )
        );

        // With --json the warning is in the body, and said once.
        let json = travel(
            &[&["--json"][..], &args].concat(),
            Doubles::piped("", home.path()),
            None,
        );
        let body: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
        assert_eq!(
            body["warnings"][0]["source"]["pointer"], "XXPAR000",
            "{body}"
        );
        assert_eq!(json.stderr, format!("{SANDBOX_NOTE}\n"));
    }
}
