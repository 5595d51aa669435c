//! `travel hotels book`: book a hotel offer, once.
//!
//! Everything that can be checked is checked before anything is sent: the guests, the
//! card (Luhn, expiry, vendor), and, after rechecking the offer, that the hotel takes
//! that card. The booking is sent exactly once and written to the journal.

use super::shared::view;
use crate::card::{self, CardNumber};
use crate::ctx::Ctx;
use crate::error::{Error, Kind, Result};
use crate::format::title;
use crate::journal;
use crate::saved::Results;
use travel_core::model::hotel::{
    self as model, HotelBooking, HotelOffer, HotelOfferById, HotelOffers,
};
use travel_core::ops::hotels::{BookHotel, GetHotelOffer};
use travel_core::ops::NoQuery;

/// Book a hotel offer
///
/// The card number comes from stdin (--card-stdin), from TRAVEL_CARD_NUMBER, from the
/// card kept in the OS keyring (`travel wallet card`) or from a hidden prompt; never
/// from an argument. The guests' names, e-mails and phones are best given with
/// --guests FILE|- too: --guest puts them in the process list. The offer is rechecked first; on a
/// terminal you confirm the price (skip with --yes, which is required when stdin is not a
/// terminal). Each booking is recorded in the journal (`travel bookings list`).
///
/// Guests' names are sent in the letters A to Z, upper case, as a passport's
/// machine-readable lines write them (Müller → MUELLER, Łódź → LODZ), a first name of
/// at most 56 characters and a last name of at most 57; the title as the service files
/// it (Mr, Mstr, Master: MR; Mrs: MRS; Ms, Miss: MS; Mx, Dr, Prof: none).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The offer's number in the last `hotels offers` table, or its id
    offer: String,

    /// A guest: "Mr Jane Doe <jane@example.com> +33123456789" (repeat; numbered from
    /// 1). EXPOSES names, e-mails and phones in the process list: prefer --guests
    /// FILE|-
    #[arg(long = "guest", value_name = "GUEST")]
    guests: Vec<String>,

    /// The guests from a file or `-` for stdin, out of the process list (the
    /// recommended way): one a line in the --guest form, numbered from 1 (blank lines
    /// and lines starting with # skipped)
    #[arg(long = "guests", value_name = "FILE|-", conflicts_with = "guests")]
    guests_file: Option<String>,

    /// Guest numbers staying in one room, e.g. --room 1,2 --room 3 (one per room booked)
    #[arg(long = "room", value_name = "GUEST_IDS")]
    rooms: Vec<String>,

    /// A special request for the hotel
    #[arg(long, value_name = "TEXT")]
    request: Option<String>,

    /// Read the card number from the first line of stdin
    #[arg(long)]
    card_stdin: bool,

    /// Card expiry: YYYY-MM, or MM/YY and MM/YYYY as printed on the card
    #[arg(long, required = true, value_name = "EXPIRY")]
    card_expiry: String,

    /// Card vendor code (VI, CA, AX, DC, JC, DS...); by default taken from the number
    #[arg(long, value_name = "CODE")]
    card_vendor: Option<String>,

    /// Book without asking for confirmation
    #[arg(long)]
    yes: bool,

    /// Book even though the journal holds the same booking (same hotel, dates and
    /// guests): a second booking is wanted
    #[arg(long)]
    again: bool,
}

/// A guest as given on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    pub title: Option<String>,
    pub first: String,
    pub last: String,
    pub email: String,
    pub phone: String,
}

/// The titles taken, and the one the service's enum (MR, MRS, MS) files each under
/// (`None`: sent without a title).
const TITLES: &[(&str, Option<&str>)] = &[
    ("MR", Some("MR")),
    ("MRS", Some("MRS")),
    ("MS", Some("MS")),
    ("MISS", Some("MS")),
    ("MSTR", Some("MR")),
    ("MASTER", Some("MR")),
    ("MX", None),
    ("DR", None),
    ("PROF", None),
];

/// The titles as a prompt or a message lists them.
pub const TITLES_LISTED: &str = "Mr, Mrs, Ms (Miss), Mstr (Master), Mx, Dr, Prof";

/// `Mr Jane Doe <jane@example.com> +33123456789`: an optional title, a first and a last
/// name, an e-mail in angle brackets, a phone in international form.
pub fn parse_guest(s: &str) -> Result<Guest> {
    let shape = || {
        Error::usage(format!(
            "{s:?} is not a guest: use \"[Title] First Last <email> +phone\", e.g. \"Mr Jane Doe <jane@example.com> +33123456789\""
        ))
    };
    let (names, rest) = s.split_once('<').ok_or_else(shape)?;
    let (email, phone) = rest.split_once('>').ok_or_else(shape)?;
    let (title, first, last) =
        guest_name(names).map_err(|e| Error::usage(format!("{s:?}: {}", e.message)))?;
    Ok(Guest {
        title,
        first,
        last,
        email: crate::validate::email(email)?,
        phone: guest_phone(phone)?,
    })
}

/// `[Title] First Last`: the title as the service files it, and the names as they
/// will be filed (see `names`).
pub fn guest_name(s: &str) -> Result<(Option<String>, String, String)> {
    let mut words: Vec<&str> = s.split_whitespace().collect();
    let mut title = None;
    if let Some(w) = words.first() {
        let t = w.trim_end_matches('.').to_ascii_uppercase();
        if let Some((_, sent)) = TITLES.iter().find(|(name, _)| *name == t) {
            title = sent.map(str::to_string);
            words.remove(0);
        }
    }
    if words.len() < 2 {
        return Err(Error::usage(format!(
            "a guest needs a first and a last name, after a title if any ({TITLES_LISTED})"
        )));
    }
    let first = crate::names::first(words[0], "the guest")?;
    let last = crate::names::last(&words[1..].join(" "), "the guest")?;
    Ok((title, first, last))
}

/// A phone in international form, as the service's pattern takes it: `+`, a country
/// code that does not start with 0, 6 to 15 digits in all (spaces, dashes, dots and
/// brackets dropped).
pub fn guest_phone(s: &str) -> Result<String> {
    let phone: String = s
        .trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '(' | ')' | '.'))
        .collect();
    let digits = phone.strip_prefix('+').unwrap_or("");
    if !(6..=15).contains(&digits.len())
        || !digits.chars().all(|c| c.is_ascii_digit())
        || digits.starts_with('0')
    {
        return Err(Error::usage(format!(
            "{:?} is not a phone number in international form (+ country code and number, e.g. +33123456789)",
            s.trim()
        )));
    }
    Ok(phone)
}

fn guests_on_stdin(args: &Args) -> bool {
    args.guests_file.as_deref() == Some("-")
}

/// The guests of --guests FILE|- (one a line in the --guest form, blank lines and `#`
/// lines skipped; a bad one named by its line), else of --guest.
fn read_guests(ctx: &Ctx, args: &Args) -> Result<Vec<Guest>> {
    let Some(src) = &args.guests_file else {
        if args.guests.is_empty() {
            return Err(Error::usage(
                "no guests: give --guests FILE|- (one a line, out of the process list), or --guest once per guest",
            ));
        }
        return args.guests.iter().map(|g| parse_guest(g)).collect();
    };
    if guests_on_stdin(args) && args.card_stdin {
        return Err(Error::usage(
            "--guests - and --card-stdin both read stdin: give the guests in a file (--guests FILE), or the card in TRAVEL_CARD_NUMBER or the keyring (`travel wallet card`)",
        ));
    }
    let text = if src == "-" {
        ctx.read_stdin()?
    } else {
        std::fs::read_to_string(src)
            .map_err(|e| Error::usage(format!("--guests {src:?}: cannot read it ({e})")))?
    };
    let guests: Vec<Guest> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            parse_guest(l.trim())
                .map_err(|e| Error::usage(format!("--guests {src} line {}: {}", i + 1, e.message)))
        })
        .collect::<Result<_>>()?;
    if guests.is_empty() {
        return Err(Error::usage(format!(
            "--guests {src}: no guests in it (one a line in the --guest form)"
        )));
    }
    Ok(guests)
}

/// `1,2`: guest numbers for one room, each naming a guest given with --guest.
fn parse_room(s: &str, guests: usize) -> Result<Vec<i64>> {
    let ids: Vec<i64> = s
        .split(',')
        .map(|p| {
            p.trim()
                .parse::<i64>()
                .ok()
                .filter(|n| *n >= 1 && (*n as usize) <= guests)
        })
        .collect::<Option<_>>()
        .ok_or_else(|| {
            Error::usage(format!(
                "--room {s:?}: give guest numbers from 1 to {guests}, comma-separated"
            ))
        })?;
    Ok(ids)
}

pub fn run(ctx: &Ctx, args: Args) -> Result<()> {
    // 1. Everything checkable without the service.
    let guests = read_guests(ctx, &args)?;
    let rooms: Vec<Vec<i64>> = args
        .rooms
        .iter()
        .map(|r| parse_room(r, guests.len()))
        .collect::<Result<_>>()?;
    if let Some(dup) =
        (1..=guests.len() as i64).find(|g| rooms.iter().flatten().filter(|x| *x == g).count() > 1)
    {
        return Err(Error::usage(format!("guest {dup} is in two rooms")));
    }
    let interactive = ctx.can_prompt() && !args.card_stdin && !guests_on_stdin(&args);
    if !args.yes && !interactive {
        return Err(Error::usage(
            "a booking is confirmed on a terminal; without one (or with --card-stdin or --guests -), add --yes",
        ));
    }
    // the expiry first: a card already expired is said before its number is asked
    let expiry = card::expiry(&args.card_expiry, ctx.today())?;
    // an offer of the last search says, with nothing sent, whether it is booked
    // already and whether a card pays it at all: both before the number is typed
    let offer_id = view::resolve_offer(ctx, &args.offer)?;
    if let Some((hotel_id, saved)) = saved_offer(ctx, &offer_id) {
        if !args.again {
            let key = booking_key(&hotel_id, &saved, &guests);
            journal::refuse_a_second(&journal::path(ctx.paths()?), "hotel", &key)?;
        }
        if view::takes_no_card(&saved) {
            check_payment(&saved, "")?;
        }
    }
    let given_vendor = args.card_vendor.as_deref();
    let number = card_number(ctx, args.card_stdin, interactive, |n| {
        card::vendor(n, given_vendor).map(drop)
    })?;
    let vendor = card::vendor(&number, given_vendor)?;

    // 2. The offer as it is now, and whether it takes this card.
    let api = ctx.api()?;
    let checked = api.fetch::<GetHotelOffer>(&HotelOfferById { offer_id })?;
    let item: HotelOffers = view::current(checked)?;
    let Some(current) = item.offers.first() else {
        return Err(
            Error::new(Kind::Rejected, "the offer is no longer available")
                .with_hint("choose a new offer: `travel hotels offers ...` again"),
        );
    };
    check_payment(current, &vendor)?;
    if view::is_guarantee(current) {
        if let Some(out) = travel_core::parse::date(&current.check_out_date) {
            card::covers_stay(&expiry, out)?;
        }
    }
    let key = booking_key(&item.hotel.hotel_id, current, &guests);
    if !args.again {
        journal::refuse_a_second(&journal::path(ctx.paths()?), "hotel", &key)?;
    }
    let booked_rooms = view::rooms(current) as usize;
    if !rooms.is_empty() && rooms.len() != booked_rooms {
        return Err(Error::usage(format!(
            "the offer is for {booked_rooms} room{}, but {} --room were given",
            if booked_rooms == 1 { "" } else { "s" },
            rooms.len()
        )));
    }

    // 3. Confirm, then send once.
    let total = travel_core::currency::amount(view::stay_total(current), &current.price.currency);
    let cur = current.price.currency.clone();
    let summary = format!(
        "{} {} to {}, {} room{}, {total} {cur}, card {} ****{}",
        title(&item.hotel.name),
        current.check_in_date,
        current.check_out_date,
        booked_rooms,
        if booked_rooms == 1 { "" } else { "s" },
        card::vendor_name(&vendor),
        number.last4()
    );
    if !args.yes {
        let filed: Vec<String> = guests
            .iter()
            .map(|g| {
                let title = g
                    .title
                    .as_deref()
                    .map(|t| format!("{t} "))
                    .unwrap_or_default();
                format!("{title}{} {}", g.first, g.last)
            })
            .collect();
        ctx.out.text(&format!(
            "{}\nGuests, as the hotel will file them: {}",
            view::detail(&item, current, ctx.moment()),
            filed.join(", ")
        ))?;
        if let Some(trip) = ctx.trip() {
            ctx.note(&format!("Trip: {trip}"));
        }
        // where it goes, in words nobody misses, right above the question
        ctx.note(&crate::order_view::banner(
            &ctx.environment_name(),
            ctx.out.columns(),
        ));
        let question = format!("Book {summary} ({})?", ctx.environment_name());
        if !ctx.prompter().confirm(&question, false)? {
            return Err(Error::new(Kind::Declined, "not booked: nothing was sent"));
        }
    }
    let body = request(
        &current.id,
        &guests,
        &rooms,
        args.request.as_deref(),
        &vendor,
        &number,
        &expiry,
        booked_rooms,
    );
    let what = format!(
        "{} ({}), {} to {}, {} room{}",
        title(&item.hotel.name),
        item.hotel.hotel_id,
        current.check_in_date,
        current.check_out_date,
        booked_rooms,
        if booked_rooms == 1 { "" } else { "s" }
    );
    let guest_names: Vec<String> = guests
        .iter()
        .map(|g| format!("{} {}", g.first, g.last))
        .collect();
    let free_cancellation_ends = current
        .policies
        .cancellation
        .as_ref()
        .and_then(|c| c.deadline.clone());
    // a deposit guaranteeing the stay is charged by its deadline: the queue's too
    let deposit = current
        .policies
        .deposit
        .as_ref()
        .filter(|d| d.deadline.is_some());
    // In the journal before it is sent, so that no end of this process loses it; the
    // journal checked again under its booking lock, so that of two processes booking
    // it at once only one sends it.
    let sending = journal::Sending::begin(
        ctx.paths()?,
        ctx.trip(),
        journal::Entry {
            environment: ctx.environment_name(),
            kind: "hotel".into(),
            what,
            guests: guest_names,
            total,
            currency: cur,
            card_last4: Some(number.last4()),
            key: Some(key),
            starts: Some(current.check_in_date.clone()),
            ends: Some(current.check_out_date.clone()),
            // the moment free cancellation ends: what `travel bookings due` watches
            deadline: free_cancellation_ends.clone(),
            deadline_for: free_cancellation_ends.map(|_| journal::CANCELLATION.into()),
            deposit_due: deposit.and_then(|d| d.deadline.clone()),
            deposit: deposit.and_then(|d| d.amount.clone()),
            ..Default::default()
        },
        args.again,
    )?;
    let resp = match crate::interrupt::sending(|| api.call::<BookHotel>(&NoQuery {}, &body)) {
        Ok(r) => r,
        Err(e) => match sending.failed(&e) {
            journal::Failed::NotBooked => return Err(e),
            journal::Failed::MayExist(recorded) => {
                // sent, and the answer lost: it may exist; recorded so a re-run is refused
                let recorded = format!("; recorded in the journal as {recorded} (state unknown)");
                return Err(Error::new(
                    Kind::Unavailable,
                    format!(
                        "{}: the booking was sent and MAY EXIST; it was not sent again{recorded}",
                        e.message
                    ),
                )
                .with_hint(
                    "check before booking again (`travel bookings list`, the hotel's confirmation); --again would make a second booking",
                ));
            }
        },
    };
    let bookings: Vec<HotelBooking> = resp.data;

    // 4. Record it, then say so.
    let references: Vec<String> = bookings
        .iter()
        .flat_map(|b| {
            std::iter::once(b.provider_confirmation_id.clone())
                .chain(b.associated_records.iter().map(|r| r.reference.clone()))
        })
        .filter(|r| !r.is_empty())
        .fold(Vec::new(), |mut acc, r| {
            if !acc.contains(&r) {
                acc.push(r);
            }
            acc
        });
    // The booking is made: a journal failure must not hide that.
    let (entry, journaled) =
        sending.made(bookings.iter().map(|b| b.id.clone()).collect(), references);
    if ctx.global.json {
        ctx.out.body(&resp.body)?;
    } else {
        let mut lines = vec![format!("Booked: {summary}")];
        for (i, b) in bookings.iter().enumerate() {
            let records: Vec<String> = b
                .associated_records
                .iter()
                .map(|r| format!("{} ({})", r.reference, r.origin_system_code))
                .collect();
            lines.push(format!(
                "  room {}: booking {}, confirmation {}, record {}",
                i + 1,
                b.id,
                b.provider_confirmation_id,
                records.join(", ")
            ));
        }
        ctx.out.text(&lines.join("\n"))?;
    }
    match journaled {
        Ok(()) => ctx.note(&format!(
            "recorded in the journal as {} (`travel bookings show {}`)",
            entry.id, entry.id
        )),
        Err(e) => ctx.note(&format!(
            "warning: the booking was made but could not be recorded in the journal: {e}"
        )),
    }
    Ok(())
}

/// The same booking in any words: the hotel, the dates and the guests' names.
fn booking_key(hotel_id: &str, offer: &HotelOffer, guests: &[Guest]) -> String {
    let mut names: Vec<String> = guests
        .iter()
        .map(|g| format!("{} {}", g.first, g.last).to_lowercase())
        .collect();
    names.sort();
    format!(
        "hotel|{hotel_id}|{}|{}|{}",
        offer.check_in_date,
        offer.check_out_date,
        names.join(",")
    )
}

/// The offer as the last search saved it, with its hotel's id, when it is there.
fn saved_offer(ctx: &Ctx, offer_id: &str) -> Option<(String, HotelOffer)> {
    let body = ctx
        .saved()
        .ok()?
        .load(Results::HotelOffers, &ctx.origin())
        .ok()?;
    body.get("data")?.as_array()?.iter().find_map(|item| {
        let item: HotelOffers = serde_json::from_value(item.clone()).ok()?;
        let offer = item.offers.into_iter().find(|o| o.id == offer_id)?;
        Some((item.hotel.hotel_id, offer))
    })
}

/// The card number from stdin, the environment, the keyring (`travel wallet card`) or
/// a hidden prompt; never an argument. Typed at the prompt, it is checked at once (its
/// digits, its check digit, `check`) and asked again in place with the reason, which
/// never holds a digit of it; Esc or Ctrl-C leaves.
fn card_number(
    ctx: &Ctx,
    from_stdin: bool,
    interactive: bool,
    check: impl Fn(&CardNumber) -> Result<()>,
) -> Result<CardNumber> {
    if from_stdin {
        let line = zeroize::Zeroizing::new(ctx.read_stdin_line()?);
        return CardNumber::parse(line.trim());
    }
    if let Ok(n) = std::env::var(card::ENV_CARD_NUMBER) {
        return CardNumber::parse(&zeroize::Zeroizing::new(n));
    }
    if let Some(kept) = crate::wallet::card(ctx.store()) {
        return CardNumber::parse(kept.expose());
    }
    if !interactive {
        return Err(Error::usage(format!(
            "no card number: use --card-stdin or {}, keep one with `travel wallet card`, or run on a terminal to be asked",
            card::ENV_CARD_NUMBER
        )));
    }
    loop {
        let typed = ctx.prompter().password("Card number")?;
        match CardNumber::parse(typed.expose()).and_then(|n| check(&n).map(|()| n)) {
            Ok(n) => return Ok(n),
            Err(e) if e.kind == Kind::Usage => {
                ctx.note(&format!("  {}: type it again (Esc leaves)", e.message));
            }
            Err(e) => return Err(e),
        }
    }
}

/// The hotel takes cards, and this vendor among them (booking rule 1).
fn check_payment(o: &HotelOffer, vendor: &str) -> Result<()> {
    let accepted = o.policies.accepted();
    let cards: Vec<String> = accepted.map(|a| a.credit_cards.clone()).unwrap_or_default();
    let takes_cards = accepted
        .is_none_or(|a| a.methods.is_empty() || a.methods.iter().any(|m| m == "CREDIT_CARD"));
    if !takes_cards || (accepted.is_some() && cards.is_empty()) {
        let methods = accepted.map(|a| a.methods.join(", ")).unwrap_or_default();
        return Err(Error::usage(format!(
            "this hotel takes no card payment for this offer ({methods}); only offers paid by card can be booked here"
        ))
        .with_hint("choose another offer: `travel hotels offers ...` again"));
    }
    if !cards.is_empty() && !cards.iter().any(|c| c == vendor) {
        let names: Vec<String> = cards
            .iter()
            .map(|c| format!("{} ({c})", card::vendor_name(c)))
            .collect();
        return Err(Error::usage(format!(
            "the hotel does not take {} cards for this offer; it takes {}",
            card::vendor_name(vendor),
            names.join(", ")
        )));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn request(
    offer_id: &str,
    guests: &[Guest],
    rooms: &[Vec<i64>],
    special: Option<&str>,
    vendor: &str,
    number: &CardNumber,
    expiry: &str,
    booked_rooms: usize,
) -> model::BookingBody {
    let guests = guests
        .iter()
        .enumerate()
        .map(|(i, g)| model::Guest {
            id: Some(i as i64 + 1),
            name: model::GuestName {
                title: g.title.clone(),
                first_name: g.first.clone(),
                last_name: g.last.clone(),
            },
            contact: model::Contact {
                phone: g.phone.clone(),
                email: g.email.clone(),
            },
        })
        .collect();
    // Rooms: as given; or, to carry a special request, every room with the first guest.
    let room_guests: Vec<Vec<i64>> = if !rooms.is_empty() {
        rooms.to_vec()
    } else if special.is_some() {
        vec![vec![1]; booked_rooms]
    } else {
        Vec::new()
    };
    let data = model::BookingRequest {
        offer_id: offer_id.to_string(),
        guests,
        payments: vec![model::Payment {
            id: Some(1),
            method: "creditCard".into(),
            card: Some(model::Card {
                vendor_code: vendor.to_string(),
                card_number: number.expose().to_string(),
                expiry_date: expiry.to_string(),
            }),
        }],
        rooms: room_guests
            .into_iter()
            .map(|guest_ids| model::RoomRequest {
                guest_ids,
                payment_id: Some(1),
                special_request: special.map(str::to_string),
            })
            .collect(),
    };
    model::BookingBody { data: Some(data) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ctx::testing::{globals, Doubles};
    use crate::prompt::Script;
    use travel_core::ops::hotels::{HotelsByCity, SearchHotelOffers};

    const VISA: &str = "4111111111111111";

    fn args(offer: &str, card_stdin: bool, yes: bool) -> Args {
        Args {
            offer: offer.to_string(),
            guests: vec!["Mr Jane Doe <jane@example.com> +33123456789".into()],
            guests_file: None,
            rooms: Vec::new(),
            request: None,
            card_stdin,
            card_expiry: "2099-12".into(),
            card_vendor: None,
            yes,
            again: false,
        }
    }

    /// The id of an offer the in-process sandbox has now.
    fn an_offer(ctx: &Ctx) -> String {
        let api = ctx.api().unwrap();
        let list = travel_core::model::hotel::HotelListQuery {
            city_code: Some("PAR".into()),
            ..Default::default()
        };
        let hotels = api.fetch::<HotelsByCity>(&list).unwrap();
        let search = travel_core::model::hotel::HotelOffersQuery {
            hotel_ids: hotels
                .data
                .iter()
                .take(5)
                .map(|h| h.hotel_id.clone())
                .collect(),
            ..Default::default()
        };
        let offers = api.fetch::<SearchHotelOffers>(&search).unwrap();
        offers
            .data
            .iter()
            .flat_map(|h| h.offers.iter())
            .map(|o| o.id.clone())
            .next()
            .expect("an offer in Paris")
    }

    #[test]
    fn without_a_terminal_a_booking_needs_yes_and_nothing_is_asked() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            globals(&["--sandbox"]),
            Doubles::piped(&format!("{VISA}\n"), home.path()),
        );
        let e = run(&ctx, args("OFFER1", true, false)).unwrap_err();
        assert_eq!(e.kind, Kind::Usage);
        assert!(e.message.contains("add --yes"), "{}", e.message);

        // On a terminal, a card on stdin leaves no way to confirm either.
        let script = Script::new();
        let ctx = Ctx::with_doubles(
            globals(&["--sandbox"]),
            Doubles::terminal(&script, home.path()),
        );
        let e = run(&ctx, args("OFFER1", true, false)).unwrap_err();
        assert!(e.message.contains("add --yes"), "{}", e.message);
        assert!(script.asked().is_empty());
    }

    #[test]
    fn the_card_comes_from_stdin_or_a_hidden_prompt() {
        let home = tempfile::tempdir().unwrap();
        let ctx = Ctx::with_doubles(
            globals(&[]),
            Doubles::piped(&format!(" {VISA} \r\n"), home.path()),
        );
        assert_eq!(
            card_number(&ctx, true, false, |_| Ok(())).unwrap().last4(),
            "1111"
        );

        if std::env::var_os(card::ENV_CARD_NUMBER).is_none() {
            // A visible input would not do: the script expects a password question.
            let script = Script::new().expect_password("Card number", VISA);
            let ctx = Ctx::with_doubles(globals(&[]), Doubles::terminal(&script, home.path()));
            assert_eq!(
                card_number(&ctx, false, true, |_| Ok(())).unwrap().last4(),
                "1111"
            );
            assert_eq!(script.remaining(), 0);
        }
    }

    #[test]
    fn a_card_kept_in_the_keyring_is_used_without_asking() {
        if std::env::var_os(card::ENV_CARD_NUMBER).is_some() {
            return; // the environment wins
        }
        let home = tempfile::tempdir().unwrap();
        let script = Script::new();
        let mut doubles = Doubles::terminal(&script, home.path());
        let store = crate::credentials::MemoryStore::default();
        crate::credentials::SecretStore::keep(
            &store,
            crate::wallet::CARD,
            &crate::credentials::Secret::new(VISA),
        )
        .unwrap();
        doubles.store = Box::new(store);
        let ctx = Ctx::with_doubles(globals(&[]), doubles);
        assert_eq!(
            card_number(&ctx, false, true, |_| Ok(())).unwrap().last4(),
            "1111"
        );
        assert!(script.asked().is_empty(), "{:?}", script.asked());
    }

    #[test]
    fn declining_the_summary_books_nothing() {
        if std::env::var_os(card::ENV_CARD_NUMBER).is_some() {
            return; // the card would not be asked for
        }
        let home = tempfile::tempdir().unwrap();
        let script = Script::new()
            .expect_password("Card number", VISA)
            .expect_confirm("Book ", false);
        let ctx = Ctx::with_doubles(
            globals(&["--sandbox"]),
            Doubles::terminal(&script, home.path()),
        );
        let offer = an_offer(&ctx);
        let declined = run(&ctx, args(&offer, false, false)).unwrap_err();
        assert_eq!(declined.kind, Kind::Declined);
        assert_eq!(declined.exit_code(), 7);
        assert_eq!(script.remaining(), 0);
        let asked = script.asked();
        let summary = &asked[1];
        assert!(summary.contains("****1111"), "{summary}");
        assert!(summary.contains("EUR"), "{summary}");
        assert!(!asked.iter().any(|q| q.contains(VISA)), "{asked:?}");
    }

    #[test]
    fn nothing_is_sent_without_the_confirmation() {
        if std::env::var_os(card::ENV_CARD_NUMBER).is_some() {
            return; // the card would not be asked for
        }
        // The script answers the card but not the confirmation: the command must ask
        // (and so fail here) before it sends anything.
        let home = tempfile::tempdir().unwrap();
        let script = Script::new().expect_password("Card number", VISA);
        let ctx = Ctx::with_doubles(
            globals(&["--sandbox"]),
            Doubles::terminal(&script, home.path()),
        );
        let offer = an_offer(&ctx);
        let e = run(&ctx, args(&offer, false, false)).unwrap_err();
        assert_eq!(e.kind, Kind::Unexpected, "{}", e.message);
        assert!(
            script.asked()[1].starts_with("Book "),
            "{:?}",
            script.asked()
        );
    }

    #[test]
    fn guests_parse_with_and_without_title() {
        let g = parse_guest("Mr Jane Doe <jane@example.com> +33 1 23 45 67 89").unwrap();
        assert_eq!(g.title.as_deref(), Some("MR"));
        assert_eq!((g.first.as_str(), g.last.as_str()), ("JANE", "DOE"));
        assert_eq!(g.phone, "+33123456789");
        let g = parse_guest("Ana de la Cruz <ana@x.es> +34600000000").unwrap();
        assert_eq!((g.first.as_str(), g.last.as_str()), ("ANA", "DE LA CRUZ"));
        assert!(g.title.is_none());
        // filed as the hotel's system files names; titles under the service's three
        let g = parse_guest("Miss Zoë Müller <z@x.de> +4915112345678").unwrap();
        assert_eq!(g.title.as_deref(), Some("MS"));
        assert_eq!((g.first.as_str(), g.last.as_str()), ("ZOE", "MUELLER"));
        let g = parse_guest("Master Tom Smith <t@x.uk> +441234567890").unwrap();
        assert_eq!(g.title.as_deref(), Some("MR"));
        let g = parse_guest("Mx Sam Lee <s@x.uk> +441234567890").unwrap();
        assert!(g.title.is_none());
        assert_eq!(g.first, "SAM");
        let e = parse_guest("Ms Ana <ana@x.es> +34600000000").unwrap_err();
        assert!(e.message.contains("Mr, Mrs, Ms"), "{}", e.message);
        assert!(parse_guest("Ana Lima <2024-13> +34600000000").is_err());
        assert!(parse_guest("Jane <jane@example.com> +33123456789").is_err());
        assert!(parse_guest("Jane Doe <jane.example.com> +33123456789").is_err());
        assert!(parse_guest("Jane Doe <jane@example.com> 0123456789").is_err());
        assert!(parse_guest("Jane Doe jane@example.com +33123456789").is_err());
    }

    #[test]
    fn rooms_name_existing_guests() {
        assert_eq!(parse_room("1,2", 2).unwrap(), vec![1, 2]);
        assert!(parse_room("3", 2).is_err());
        assert!(parse_room("a", 2).is_err());
    }

    #[test]
    fn the_request_carries_the_card_once_and_rooms_when_asked() {
        let g = parse_guest("Jane Doe <jane@example.com> +33123456789").unwrap();
        let n = CardNumber::parse("4111111111111111").unwrap();
        let body = serde_json::to_value(request(
            "OFF1",
            &[g],
            &[],
            Some("high floor"),
            "VI",
            &n,
            "2030-01",
            2,
        ))
        .unwrap();
        assert_eq!(
            body["data"]["payments"][0]["card"]["cardNumber"],
            "4111111111111111"
        );
        assert_eq!(body["data"]["rooms"].as_array().unwrap().len(), 2);
        assert_eq!(body["data"]["rooms"][0]["specialRequest"], "high floor");
    }
}
