//! The travellers of a flight order: read from `--traveler` specs or the service's
//! traveler objects (JSON), their documents from `--passport` specs, and every check
//! that can be made before anything is sent.

use chrono::NaiveDate;
use serde_json::Value;

use crate::error::{Error, Result};
use crate::format::lower_words;
use crate::names;
use travel_core::model::kinds::TravelerType;
use travel_core::model::order::{
    OrderTraveler, PersonName, Phone, TravelDocument, TravelerContact,
};
use travel_core::model::pricing::BookingRequirements;
use travel_core::parse;

/// The titles taken, and the gender each gives the service (`None`: none).
const TITLES: &[(&str, Option<&str>)] = &[
    ("MR", Some("MALE")),
    ("MRS", Some("FEMALE")),
    ("MS", Some("FEMALE")),
    ("MISS", Some("FEMALE")),
    ("MSTR", Some("MALE")),
    ("MASTER", Some("MALE")),
    ("MX", Some("UNSPECIFIED")),
    ("LADY", Some("FEMALE")),
    ("DAME", Some("FEMALE")),
    ("SIR", Some("MALE")),
    ("LORD", Some("MALE")),
    ("DR", None),
    ("PROF", None),
    ("REV", None),
];

/// The titles as a prompt or a message lists them.
pub const TITLES_LISTED: &str =
    "Mr, Mrs, Ms, Miss, Mstr (Master), Mx, Lady, Dame, Sir, Lord, Dr, Prof, Rev";

/// The titles that give a gender.
pub const GENDER_TITLES: &str = "Mr, Mrs, Ms, Miss, Mstr (Master), Mx, Lady, Dame, Sir, Lord";

/// `[Title] First Last YYYY-MM-DD [<email>] [+phone]`: the title gives the gender
/// (Mr, Mstr, Master: male; Mrs, Ms, Miss: female; Mx: unspecified; Dr, Prof: none).
pub fn parse_spec(s: &str) -> Result<OrderTraveler> {
    let shape = || {
        Error::usage(format!(
            "--traveler {s:?}: use \"[Title] First Last YYYY-MM-DD [<email>] [+phone]\", e.g. \"Mr John Smith 1980-04-12 <john@example.com> +441234567890\""
        ))
    };
    let mut rest = s.to_string();
    let mut email = None;
    if let Some(open) = rest.find('<') {
        let close = rest[open..].find('>').ok_or_else(shape)? + open;
        email = Some(rest[open + 1..close].trim().to_string());
        rest.replace_range(open..=close, " ");
    }
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let mut phone = None;
    if let Some(i) = words.iter().position(|w| w.starts_with('+')) {
        // the phone runs to the end: `+44 1234 567890` is one number
        phone = Some(words[i..].concat());
        words.truncate(i);
    }
    let date = words
        .iter()
        .position(|w| w.len() == 10 && w.as_bytes()[4] == b'-')
        .ok_or_else(|| {
            Error::usage(format!(
                "--traveler {s:?}: the date of birth (YYYY-MM-DD) is missing"
            ))
        })?;
    let dob = words.remove(date).to_string();
    if date != words.len() {
        return Err(shape());
    }
    let (gender, name) = parse_name(&words.join(" "))
        .map_err(|e| Error::usage(format!("--traveler {s:?}: {}", e.message)))?;
    let contact = if email.is_some() || phone.is_some() {
        Some(TravelerContact {
            email_address: email,
            phones: match phone {
                Some(p) => vec![parse_phone(&p)?],
                None => Vec::new(),
            },
        })
    } else {
        None
    };
    Ok(OrderTraveler {
        id: String::new(),
        date_of_birth: Some(dob),
        gender,
        name,
        documents: Vec::new(),
        contact,
    })
}

/// `[Title] First Last`: the gender the title gives, and the name as typed (the first
/// word the first name, the rest the last name).
pub fn parse_name(s: &str) -> Result<(Option<String>, PersonName)> {
    let mut words: Vec<&str> = s.split_whitespace().collect();
    let mut gender = None;
    if let Some(w) = words.first() {
        let t = w.trim_end_matches('.').to_ascii_uppercase();
        if let Some((_, g)) = TITLES.iter().find(|(name, _)| *name == t) {
            gender = g.map(str::to_string);
            words.remove(0);
        }
    }
    if words.len() < 2 {
        return Err(Error::usage(format!(
            "a traveller needs a first and a last name, after a title if any ({TITLES_LISTED})"
        )));
    }
    Ok((
        gender,
        PersonName {
            first_name: words[0].to_string(),
            last_name: words[1..].join(" "),
            middle_name: None,
        },
    ))
}

/// The length of the country calling code that starts `digits` (ITU E.164 zones).
fn calling_code_len(digits: &str) -> usize {
    let two = |set: &[&str]| set.iter().any(|c| digits.starts_with(c));
    match digits.as_bytes().first() {
        Some(b'1') | Some(b'7') => 1,
        Some(b'2') if two(&["20", "27"]) => 2,
        Some(b'3') if two(&["30", "31", "32", "33", "34", "36", "39"]) => 2,
        Some(b'4') if !digits.starts_with("42") => 2,
        Some(b'5') if two(&["51", "52", "53", "54", "55", "56", "57", "58"]) => 2,
        Some(b'6') if two(&["60", "61", "62", "63", "64", "65", "66"]) => 2,
        Some(b'8') if two(&["81", "82", "84", "86"]) => 2,
        Some(b'9') if two(&["90", "91", "92", "93", "94", "95", "98"]) => 2,
        _ => 3,
    }
}

/// `+441234567890` (spaces, dashes, dots and brackets allowed): the country calling
/// code and the number, for a mobile.
pub fn parse_phone(p: &str) -> Result<Phone> {
    let clean: String = p
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '(' | ')' | '.'))
        .collect();
    let digits = clean.strip_prefix('+').unwrap_or("");
    if !(6..=15).contains(&digits.len()) || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "{p:?} is not a phone number in international form (+ country code and number, e.g. +441234567890)"
        )));
    }
    let cc = calling_code_len(digits);
    Ok(Phone {
        device_type: Some("MOBILE".into()),
        country_calling_code: digits[..cc].to_string(),
        number: digits[cc..].to_string(),
    })
}

/// `P:NUMBER:COUNTRY:EXPIRY[:NATIONALITY]` (P passport, I identity card; COUNTRY the
/// issuing country's two letters).
pub fn parse_document(spec: &str) -> Result<TravelDocument> {
    // never repeat the spec itself: it holds the number
    let bad = |why: &str| {
        Error::usage(format!(
            "a passport given is not usable: {why}; give TYPE:NUMBER:COUNTRY:EXPIRY[:NATIONALITY], e.g. P:<number>:GB:2031-05-01 (TYPE P passport or I identity card)"
        ))
    };
    let parts: Vec<&str> = spec.trim().split(':').map(str::trim).collect();
    if !(4..=5).contains(&parts.len()) {
        return Err(bad("it has not four or five parts separated by colons"));
    }
    let document_type = match parts[0].to_ascii_uppercase().as_str() {
        "P" | "PASSPORT" => "PASSPORT",
        "I" | "ID" | "IDENTITY_CARD" => "IDENTITY_CARD",
        _ => return Err(bad("the type is not P or I")),
    };
    let country =
        |c: &str, what: &str| crate::validate::iso_country(c, what).map_err(|e| bad(&e.message));
    let issuance = country(parts[2], "issuing country")?;
    let nationality = match parts.get(4) {
        Some(n) => country(n, "nationality")?,
        None => issuance.clone(),
    };
    Ok(TravelDocument {
        document_type: document_type.into(),
        number: parts[1].to_ascii_uppercase(),
        expiry_date: Some(parts[3].to_string()),
        issuance_country: Some(issuance),
        nationality: Some(nationality),
        holder: Some(true),
    })
}

/// The service's traveler objects: a list, `{"travelers": [...]}`, or an order body
/// `{"data": {"travelers": [...]}}`.
pub fn from_json(text: &str) -> Result<Vec<OrderTraveler>> {
    let v: Value = serde_json::from_str(text).map_err(|e| {
        Error::usage(format!(
            "--travelers: not JSON ({e}); give a list of the service's traveler objects"
        ))
    })?;
    let list = if v.is_array() {
        v
    } else if let Some(t) = v.get("travelers") {
        t.clone()
    } else if let Some(t) = v.get("data").and_then(|d| d.get("travelers")) {
        t.clone()
    } else {
        return Err(Error::usage(
            "--travelers: no traveler objects found (a list, or an object with `travelers`)",
        ));
    };
    serde_json::from_value(list).map_err(|e| {
        Error::usage(format!(
            "--travelers: the traveler objects do not read as the service's ({e})"
        ))
    })
}

/// The oldest age taken as typed: an older one is a mistyped year (1899 for 1989).
const OLDEST: i32 = 110;

/// A traveller's age in whole years on a date.
fn age_on(born: NaiveDate, on: NaiveDate) -> i32 {
    use chrono::Datelike;
    let mut years = on.year() - born.year();
    if (on.month(), on.day()) < (born.month(), born.day()) {
        years -= 1;
    }
    years
}

/// Whom the offer prices, in its order: the traveller id and type.
pub struct Priced {
    pub id: String,
    pub kind: TravelerType,
}

/// The travellers `offer` prices, in its order.
pub fn priced_of(offer: &travel_core::model::flight::FlightOffer) -> Vec<Priced> {
    offer
        .traveler_pricings
        .iter()
        .map(|tp| Priced {
            id: tp.traveler_id.clone(),
            kind: tp.traveler_type.clone(),
        })
        .collect()
}

/// Every check of the travellers that needs no request: one per traveller of the
/// offer, in its order (held infants too), names (written as they will be ticketed,
/// see [`names`]), dates of birth that fit the type on
/// the day of the first flight, e-mail and phone shapes, a contact for the first
/// traveller, documents valid beyond the last flight. Fills in the ids.
pub fn check(
    travellers: &mut [OrderTraveler],
    priced: &[Priced],
    first_flight: NaiveDate,
    last_flight: NaiveDate,
) -> Result<()> {
    if travellers.len() != priced.len() {
        let kinds: Vec<String> = priced.iter().map(|p| lower_words(&p.kind)).collect();
        return Err(Error::usage(format!(
            "the offer is for {} traveller{} ({}), but {} {} given",
            priced.len(),
            if priced.len() == 1 { "" } else { "s" },
            kinds.join(", "),
            travellers.len(),
            if travellers.len() == 1 { "was" } else { "were" }
        ))
        .with_hint(
            "give one --traveler per traveller, in the offer's order (`travel flights price N` lists them; held infants too)",
        ));
    }
    for (i, (t, p)) in travellers.iter_mut().zip(priced).enumerate() {
        let n = i + 1;
        if t.id.is_empty() {
            t.id = p.id.clone();
        } else if t.id != p.id {
            return Err(Error::usage(format!(
                "traveller {n} has id {:?}, but the offer's traveller {n} is {:?}",
                t.id, p.id
            )));
        }
        // the names as they will be ticketed, from here on (the summary shows them)
        let whose = format!("traveller {n}");
        t.name.first_name = names::first(&t.name.first_name, &whose)?;
        t.name.last_name = names::last(&t.name.last_name, &whose)?;
        if let Some(m) = t.name.middle_name.take().filter(|m| !m.trim().is_empty()) {
            t.name.middle_name = Some(names::first(&m, &whose)?);
        }
        let who = format!("traveller {n} ({} {})", t.name.first_name, t.name.last_name);
        let dob = t.date_of_birth.as_deref().ok_or_else(|| {
            Error::usage(format!("{who}: the date of birth (YYYY-MM-DD) is missing"))
        })?;
        fits_type(&who, dob, &p.kind, n, first_flight)?;
        if let Some(c) = &t.contact {
            if let Some(e) = &c.email_address {
                crate::validate::email(e)
                    .map_err(|e| Error::usage(format!("{who}: {}", e.message)))?;
            }
            for ph in &c.phones {
                let digits = format!("{}{}", ph.country_calling_code, ph.number);
                if ph.country_calling_code.is_empty()
                    || !(6..=15).contains(&digits.len())
                    || !digits.chars().all(|c| c.is_ascii_digit())
                {
                    return Err(Error::usage(format!(
                        "{who}: {:?} {:?} is not a phone number (country calling code and number, digits)",
                        ph.country_calling_code, ph.number
                    )));
                }
            }
        }
        for d in &t.documents {
            check_document(&who, d, last_flight)?;
        }
    }
    let first = &travellers[0];
    let contact = first.contact.as_ref();
    if contact.and_then(|c| c.email_address.as_ref()).is_none()
        || contact.is_none_or(|c| c.phones.is_empty())
    {
        return Err(Error::usage(format!(
            "traveller 1 ({}): an e-mail and a phone are needed, the order's contact",
            crate::order_view::full_name(first)
        )));
    }
    Ok(())
}

/// A date of birth that fits the type the offer prices traveller `n` as, by the age on
/// the day of the first flight.
pub fn fits_type(
    who: &str,
    dob: &str,
    kind: &TravelerType,
    n: usize,
    first_flight: NaiveDate,
) -> Result<()> {
    let born = parse::date(dob).ok_or_else(|| {
        Error::usage(format!(
            "{who}: {dob:?} is not a date of birth (YYYY-MM-DD)"
        ))
    })?;
    if born > first_flight {
        return Err(Error::usage(format!(
            "{who}: born {dob}, after the first flight"
        )));
    }
    let age = age_on(born, first_flight);
    if age > OLDEST {
        return Err(Error::usage(format!(
            "{who}: born {dob}, {age} on the day of the first flight: check the date of birth (YYYY-MM-DD)"
        )));
    }
    if !kind.admits_age(i64::from(age)) {
        let range = match kind.ages() {
            (Some(0) | None, Some(b)) => format!("under {}", b + 1),
            (Some(a), Some(b)) => format!("{a} to {b}"),
            (Some(a), None) => format!("{a} or more"),
            (None, None) => String::new(),
        };
        return Err(Error::usage(format!(
            "{who}: born {dob}, {age} on the day of the first flight, but the offer prices traveller {n} as {} ({range})",
            lower_words(kind)
        ))
        .with_hint("give the travellers in the offer's order (`travel flights price N` lists them), or search again with the right passengers"));
    }
    Ok(())
}

/// A travel document as the service takes it, for `who`: a number of 5 to 20 letters
/// and digits (never repeated in a message), an expiry after the last flight, an
/// issuing country of two letters.
pub fn check_document(who: &str, d: &TravelDocument, last_flight: NaiveDate) -> Result<()> {
    let number_ok =
        (5..=20).contains(&d.number.len()) && d.number.chars().all(|c| c.is_ascii_alphanumeric());
    if !number_ok {
        // the number itself is never repeated
        return Err(Error::usage(format!(
            "{who}: the document number is not 5 to 20 letters and digits"
        )));
    }
    let expiry = d
        .expiry_date
        .as_deref()
        .and_then(parse::date)
        .ok_or_else(|| {
            Error::usage(format!(
                "{who}: the document's expiry date (YYYY-MM-DD) is missing or not a date"
            ))
        })?;
    if expiry <= last_flight {
        return Err(Error::usage(format!(
            "{who}: the document expires {expiry}, {} the last flight ({last_flight}): it must be valid after it",
            if expiry == last_flight { "the day of" } else { "before" }
        )));
    }
    if d.issuance_country.as_deref().is_none_or(|c| c.len() != 2) {
        return Err(Error::usage(format!(
            "{who}: the document's issuing country (two letters) is missing"
        )));
    }
    Ok(())
}

/// What pricing's `bookingRequirements` ask and the travellers lack: refused before
/// the order is sent.
pub fn check_requirements(travellers: &[OrderTraveler], req: &BookingRequirements) -> Result<()> {
    for (i, t) in travellers.iter().enumerate() {
        let who = format!("traveller {} ({})", i + 1, crate::order_view::full_name(t));
        let contact = t.contact.as_ref();
        if req.email_address_required == Some(true)
            && i == 0
            && contact.and_then(|c| c.email_address.as_ref()).is_none()
        {
            return Err(Error::usage(format!(
                "{who}: the airline asks for an e-mail address"
            )));
        }
        if req.mobile_phone_number_required == Some(true)
            && i == 0
            && contact.is_none_or(|c| c.phones.is_empty())
        {
            return Err(Error::usage(format!(
                "{who}: the airline asks for a mobile phone number"
            )));
        }
        let Some(r) = req
            .traveler_requirements
            .iter()
            .find(|r| r.traveler_id == t.id)
        else {
            continue;
        };
        if r.gender_required == Some(true) && t.gender.is_none() {
            return Err(Error::usage(format!(
                "{who}: the airline asks for the gender: begin the name with a title that gives it ({GENDER_TITLES}), or give `gender` in --travelers"
            )));
        }
        if r.document_required == Some(true) && t.documents.is_empty() {
            return Err(Error::usage(format!(
                "{who}: the airline asks for a passport or identity card"
            ))
            .with_hint("give it in --travelers JSON or with --passport-stdin (one line per traveller), so the number stays out of the process list"));
        }
        if r.date_of_birth_required == Some(true) && t.date_of_birth.is_none() {
            return Err(Error::usage(format!(
                "{who}: the airline asks for the date of birth"
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn specs_read_title_names_birth_email_and_phone() {
        let t = parse_spec("Mr John Smith 1980-04-12 <john@example.com> +44 1234 567890").unwrap();
        assert_eq!(t.gender.as_deref(), Some("MALE"));
        assert_eq!(
            (t.name.first_name.as_str(), t.name.last_name.as_str()),
            ("John", "Smith")
        );
        assert_eq!(t.date_of_birth.as_deref(), Some("1980-04-12"));
        let c = t.contact.unwrap();
        assert_eq!(c.email_address.as_deref(), Some("john@example.com"));
        assert_eq!(c.phones[0].country_calling_code, "44");
        assert_eq!(c.phones[0].number, "1234567890");
        let t = parse_spec("Ana de la Cruz 2025-01-02").unwrap();
        assert_eq!(t.name.last_name, "de la Cruz");
        assert!(t.gender.is_none() && t.contact.is_none());
        assert!(parse_spec("John Smith").is_err());
        assert!(parse_spec("John 1980-04-12").is_err());
        assert!(parse_spec("John Smith 1980-04-12 +44").is_err());
        assert_eq!(
            parse_phone("+12125550100").unwrap().country_calling_code,
            "1"
        );
        assert_eq!(
            parse_phone("+353861234567").unwrap().country_calling_code,
            "353"
        );
    }

    #[test]
    fn documents_parse_and_never_repeat_their_number() {
        let d = parse_document("P:123456789:gb:2031-05-01").unwrap();
        assert_eq!(d.document_type, "PASSPORT");
        assert_eq!(d.nationality.as_deref(), Some("GB"));
        let e = parse_document("X:987654321:GB:2031-05-01").unwrap_err();
        assert!(!e.message.contains("987654321"), "{}", e.message);
        assert!(parse_document("P:1:GBR:2031-05-01").is_err());
    }

    #[test]
    fn travellers_fit_the_offer() {
        let priced = [
            Priced {
                id: "1".into(),
                kind: TravelerType::Adult,
            },
            Priced {
                id: "2".into(),
                kind: TravelerType::HeldInfant,
            },
        ];
        let (first, last) = (date("2026-12-01"), date("2026-12-08"));
        let adult = parse_spec("Mr John Smith 1980-04-12 <j@x.com> +441234567890").unwrap();
        let baby = parse_spec("Mia Smith 2026-01-01").unwrap();
        let mut ok = vec![adult.clone(), baby.clone()];
        check(&mut ok, &priced, first, last).unwrap();
        assert_eq!(ok[1].id, "2");
        let mut swapped = vec![baby.clone(), adult.clone()];
        let e = check(&mut swapped, &priced, first, last).unwrap_err();
        assert!(e.message.contains("as adult"), "{}", e.message);
        let e = check(&mut [adult.clone()], &priced, first, last).unwrap_err();
        assert!(e.message.contains("2 travellers"), "{}", e.message);
        let mut no_contact = vec![parse_spec("John Smith 1980-04-12").unwrap(), baby.clone()];
        assert!(check(&mut no_contact, &priced, first, last).is_err());
        let mut expired = vec![adult, baby];
        expired[0].documents = vec![parse_document("P:123456789:GB:2026-12-05").unwrap()];
        let e = check(&mut expired, &priced, first, last).unwrap_err();
        assert!(e.message.contains("expires") && !e.message.contains("123456789"));
    }

    #[test]
    fn names_go_out_as_they_will_be_ticketed_and_titles_give_the_gender() {
        let priced = [Priced {
            id: "1".into(),
            kind: TravelerType::Adult,
        }];
        let (first, last) = (date("2026-12-01"), date("2026-12-08"));
        let mut t = vec![parse_spec("Mr Hans Müller 1980-04-12 <h@x.de> +4915112345678").unwrap()];
        check(&mut t, &priced, first, last).unwrap();
        assert_eq!(
            (t[0].name.first_name.as_str(), t[0].name.last_name.as_str()),
            ("HANS", "MUELLER")
        );
        let long = format!(
            "Ms Ana {} 1980-04-12 <a@x.pt> +351912345678",
            "Z".repeat(300)
        );
        let e = check(&mut [parse_spec(&long).unwrap()], &priced, first, last).unwrap_err();
        assert!(e.message.contains("at most 57"), "{}", e.message);
        let gender = |spec: &str| parse_spec(spec).unwrap().gender;
        assert_eq!(
            gender("Master Tom Smith 2018-01-01").as_deref(),
            Some("MALE")
        );
        assert_eq!(
            gender("Mstr. Tom Smith 2018-01-01").as_deref(),
            Some("MALE")
        );
        assert_eq!(
            gender("Mx Sam Lee 1990-01-01").as_deref(),
            Some("UNSPECIFIED")
        );
        assert_eq!(
            gender("Miss Ana Lima 2015-01-01").as_deref(),
            Some("FEMALE")
        );
        assert_eq!(gender("Dr Ana Lima 1970-01-01"), None);
        let e = parse_spec("Master Tom 2018-01-01").unwrap_err();
        assert!(e.message.contains("Mstr (Master), Mx"), "{}", e.message);
    }
}
