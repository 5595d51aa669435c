//! `travel flights predict`: how likely a traveller is to choose each offer.

use serde_json::Value;

use super::shared::offers;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::saved::Results;
use travel_core::model::flight::PredictionRequest;
use travel_core::ops;

/// Rank offers by the probability that a traveller chooses them
///
/// Takes the last `flights search` (numbers as in its table), or a search response on
/// stdin (`travel --json flights search ... | travel flights predict -`).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// `-` to read a flight-offers search response (JSON) from stdin
    #[arg(value_name = "-")]
    stdin: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let body = match args.stdin.as_deref() {
        Some("-") => read_stdin(ctx)?,
        Some(other) => {
            return Err(Error::usage(format!(
                "unexpected {other:?}: give `-` to read offers from stdin, or nothing to use the last search"
            )))
        }
        None => ctx.saved()?.load(Results::FlightOffers, &ctx.origin())?,
    };
    let sent = offers::read(&body)?;
    if sent.is_empty() {
        return Err(Error::usage("there are no offers to rank"));
    }
    // The search's numbering, so `flights show N` still finds each offer.
    let numbers: Vec<(String, usize)> = sent
        .iter()
        .enumerate()
        .map(|(i, o)| (o.parsed.id.clone(), i + 1))
        .collect();
    // The search's response sent back as received, with a count and no names where it
    // had no `meta` or `dictionaries`.
    let request = PredictionRequest {
        meta: Some(match body.get("meta") {
            Some(meta) => meta.clone(),
            None => serde_json::to_value(travel_core::model::Meta {
                count: Some(sent.len().into()),
                ..Default::default()
            })?,
        }),
        data: Some(sent.iter().map(|o| o.raw(&body).clone()).collect()),
        dictionaries: Some(
            body.get("dictionaries")
                .cloned()
                .unwrap_or_else(|| Value::Object(Default::default())),
        ),
    };
    let resp = ctx
        .api()?
        .call::<ops::flights::PredictChoice>(&ops::NoQuery {}, &request)?;
    if ctx.global.json {
        return ctx.out.body(&resp.body);
    }
    let mut ranked = offers::read(&resp.body)?;
    let chance = |o: &offers::Offer| {
        o.parsed
            .choice_probability
            .as_deref()
            .and_then(|p| p.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    ranked.sort_by(|a, b| chance(b).total_cmp(&chance(a)));
    if ranked.is_empty() {
        ctx.note("the service ranked no offers");
        return Ok(());
    }
    let numbered: Vec<(usize, &offers::Offer)> = ranked
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let n = numbers
                .iter()
                .find(|(id, _)| *id == o.parsed.id)
                .map_or(i + 1, |(_, n)| *n);
            (n, o)
        })
        .collect();
    let dicts = offers::dictionaries(&resp.body);
    ctx.out
        .table(&offers::table(&numbered, &dicts, true, ctx.today()))
}

fn read_stdin(ctx: &Ctx) -> Result<Value> {
    if ctx.stdin_is_terminal() {
        return Err(Error::usage(
            "`-` reads a search response from stdin; pipe one in",
        ));
    }
    let text = ctx.read_stdin()?;
    serde_json::from_str(&text)
        .map_err(|e| Error::usage(format!("stdin is not a flight-offers response (JSON): {e}")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ctx::testing::{globals, Doubles};
    use crate::error::Kind;
    use crate::prompt::Script;

    #[test]
    fn dash_reads_a_response_from_piped_stdin_only() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(globals(&[]), Doubles::terminal(&Script::new(), home.path()));
        let e = read_stdin(&ctx).unwrap_err();
        assert!(e.message.contains("pipe one in"), "{}", e.message);

        let ctx = Ctx::with_doubles(globals(&[]), Doubles::piped("<html>", home.path()));
        let e = read_stdin(&ctx).unwrap_err();
        assert_eq!(e.kind, Kind::Usage);
        assert!(
            e.message.contains("not a flight-offers response"),
            "{}",
            e.message
        );

        let ctx = Ctx::with_doubles(
            globals(&[]),
            Doubles::piped("{\"data\": []}\n", home.path()),
        );
        assert_eq!(read_stdin(&ctx).unwrap(), json!({ "data": [] }));
    }
}
