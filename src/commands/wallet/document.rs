//! `travel wallet document NAME`: keep a traveller's passport or identity card.

use crate::credentials::Secret;
use crate::ctx::Ctx;
use crate::error::{Error, Result};
use crate::order_view as view;
use crate::travellers;
use crate::wallet;

/// Keep a traveller's passport or identity card in the OS keyring
///
/// Kept under the traveller's name as ticketed (Zoë Müller: ZOE MUELLER), for
/// `travel mcp`, whose flights_book hands it to the booking of a traveller of that
/// name, so that the number never passes through the conversation. Typed hidden on a
/// terminal, or the first line of stdin with --stdin, in the form
/// TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY] (TYPE P, passport, or I, identity card);
/// its shape is checked before it is kept. TRAVEL_PASSPORTS in the environment wins
/// over what is kept here.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The traveller: "First Last", a title may lead ("Mr John Smith")
    #[arg(value_name = "NAME")]
    name: String,
    /// Read the document from the first line of stdin instead of asking
    #[arg(long)]
    stdin: bool,
    /// Remove the document kept for this traveller instead
    #[arg(long, conflicts_with = "stdin")]
    remove: bool,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    let who = wallet::traveller(&args.name)?;
    let entry = wallet::document_entry(&who);
    if args.remove {
        let removed = ctx.store().forget(&entry)?;
        ctx.note(&if removed {
            format!("removed the document kept for {who}")
        } else {
            format!("no document was kept for {who}")
        });
        return Ok(());
    }
    let typed = super::read(
        ctx,
        args.stdin,
        &format!("Document of {who} (TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY])"),
    )?;
    // its shape only, and never the number in what is said
    let document = travellers::parse_document(typed.expose()).map_err(|e| {
        Error::usage(format!(
            "the document of {who}: {}; nothing was kept",
            e.message
        ))
    })?;
    ctx.store()
        .keep(&entry, &Secret::new(typed.expose().trim()))?;
    ctx.note(&format!(
        "kept {} {} of {who} in the OS keyring, for `travel mcp`",
        if document.document_type == "IDENTITY_CARD" {
            "identity card"
        } else {
            "passport"
        },
        view::masked(&document.number)
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::ctx::testing::{travel, Doubles};

    #[test]
    fn a_document_is_checked_then_kept_masked_in_what_is_said() {
        let home = tempfile::tempdir().unwrap();
        let run = travel(
            &["wallet", "document", "Mr John Smith", "--stdin"],
            Doubles::piped("P:X7310452:GB:2033-05-01:GB\n", home.path()),
            None,
        );
        assert_eq!(run.code, 0, "{run:?}");
        assert!(run.stderr.contains("JOHN SMITH"), "{}", run.stderr);
        assert!(!run.stderr.contains("X7310452"), "{}", run.stderr);

        let bad = travel(
            &["wallet", "document", "John Smith", "--stdin"],
            Doubles::piped("P:SECRET99\n", home.path()),
            None,
        );
        assert_eq!(bad.code, 2, "{bad:?}");
        assert!(!bad.stderr.contains("SECRET99"), "{}", bad.stderr);

        let asked = travel(
            &["wallet", "document", "John Smith"],
            Doubles::piped("", home.path()),
            None,
        );
        assert_eq!(asked.code, 2);
        assert!(asked.stderr.contains("--stdin"), "{}", asked.stderr);
    }
}
