//! The service's closed vocabularies as enums, for both sides: traveller types and
//! cabins. Read leniently (any case, surrounding blanks), written in the service's
//! spelling; a value the service adds later is kept as sent (`Other`), so a table
//! still shows it and the sandbox can refuse it by name.

use std::fmt;

/// Declares an enum of the service's words, with `Other` for any other, its parsing,
/// its spelling and its serde form (a string).
macro_rules! vocabulary {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal,)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(from = "String", into = "String")]
        pub enum $name {
            $($(#[$vdoc])* $variant,)*
            /// A word the service did not use when this was written, as sent (empty
            /// when none was sent).
            Other(String),
        }

        impl $name {
            /// Every word the service uses, in its documented order.
            pub const KNOWN: &'static [$name] = &[$($name::$variant),*];

            /// The service's spelling.
            pub fn as_str(&self) -> &str {
                match self {
                    $($name::$variant => $word,)*
                    $name::Other(s) => s,
                }
            }

            /// The word, in any case and with blanks around it; `Other` when it is
            /// none of the service's.
            pub fn parse(s: &str) -> $name {
                let t = s.trim();
                $(if t.eq_ignore_ascii_case($word) {
                    return $name::$variant;
                })*
                $name::Other(s.to_string())
            }

            /// Whether it is one of the service's words.
            pub fn is_known(&self) -> bool {
                !matches!(self, $name::Other(_))
            }

            /// The service's words, comma-separated, for messages.
            pub fn listed() -> String {
                [$($word),*].join(", ")
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name::Other(String::new())
            }
        }

        impl From<String> for $name {
            fn from(s: String) -> Self {
                $name::parse(&s)
            }
        }

        impl From<$name> for String {
            fn from(v: $name) -> Self {
                match v {
                    $name::Other(s) => s,
                    known => known.as_str().to_string(),
                }
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        impl fmt::Display for $name {
            /// The service's spelling, padded as asked (`{:<13}` lines up a column).
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(self.as_str())
            }
        }
    };
}

vocabulary! {
    /// Who a traveller of the flight APIs is, which decides the fare and whether the
    /// traveller takes a seat.
    TravelerType {
        Adult = "ADULT",
        Child = "CHILD",
        Senior = "SENIOR",
        Young = "YOUNG",
        /// An infant on an adult's lap: no seat of its own.
        HeldInfant = "HELD_INFANT",
        SeatedInfant = "SEATED_INFANT",
        Student = "STUDENT",
    }
}

impl TravelerType {
    /// Whether the traveller takes a seat of the flight (all but an infant on a lap).
    pub fn takes_seat(&self) -> bool {
        *self != TravelerType::HeldInfant
    }

    /// Whether an infant on a lap may ride with this traveller.
    pub fn carries_lap_infant(&self) -> bool {
        matches!(self, TravelerType::Adult | TravelerType::Senior)
    }

    /// The ages the type allows on the day of the first flight, in whole years,
    /// inclusive (`None`: no bound), as the provider documents them: a child is under
    /// 12, an infant under 2, a senior 60 or over.
    pub fn ages(&self) -> (Option<i64>, Option<i64>) {
        match self {
            TravelerType::Adult | TravelerType::Young | TravelerType::Student => (Some(12), None),
            TravelerType::Child => (Some(2), Some(11)),
            TravelerType::HeldInfant | TravelerType::SeatedInfant => (Some(0), Some(1)),
            TravelerType::Senior => (Some(60), None),
            TravelerType::Other(_) => (Some(0), None),
        }
    }

    /// Whether a traveller of this age (whole years) may travel as this type.
    pub fn admits_age(&self, age: i64) -> bool {
        let (least, most) = self.ages();
        least.is_none_or(|l| age >= l) && most.is_none_or(|m| age <= m)
    }
}

vocabulary! {
    /// A cabin of a flight, from the back of the aircraft to the front.
    Cabin {
        Economy = "ECONOMY",
        PremiumEconomy = "PREMIUM_ECONOMY",
        Business = "BUSINESS",
        First = "FIRST",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_read_in_any_case_and_written_as_the_service_spells_them() {
        assert_eq!(
            TravelerType::parse(" held_infant "),
            TravelerType::HeldInfant
        );
        assert_eq!(TravelerType::HeldInfant.as_str(), "HELD_INFANT");
        assert_eq!(Cabin::parse("Premium_Economy"), Cabin::PremiumEconomy);
        let other = TravelerType::parse("PET");
        assert_eq!(other, TravelerType::Other("PET".into()));
        assert!(!other.is_known() && TravelerType::Adult.is_known());
        assert_eq!(other.as_str(), "PET");
        assert_eq!(format!("[{:<7}]", TravelerType::Adult), "[ADULT  ]");
        assert_eq!(TravelerType::KNOWN.len(), 7);
        assert_eq!(
            TravelerType::listed(),
            "ADULT, CHILD, SENIOR, YOUNG, HELD_INFANT, SEATED_INFANT, STUDENT"
        );
        assert!(!TravelerType::HeldInfant.takes_seat() && TravelerType::SeatedInfant.takes_seat());
        assert!(TravelerType::Child.admits_age(2) && TravelerType::Child.admits_age(11));
        assert!(!TravelerType::Child.admits_age(12) && !TravelerType::Child.admits_age(1));
        assert!(TravelerType::HeldInfant.admits_age(0) && !TravelerType::HeldInfant.admits_age(2));
        assert!(TravelerType::Senior.admits_age(60) && !TravelerType::Senior.admits_age(59));
        assert!(TravelerType::Adult.admits_age(12) && !TravelerType::Adult.admits_age(-1));
    }

    #[test]
    fn serde_reads_any_case_keeps_unknown_words_and_writes_the_services_spelling() {
        let read: Vec<Cabin> =
            serde_json::from_str(r#"["business", "ECONOMY", "SLEEPER"]"#).unwrap();
        assert_eq!(
            read,
            vec![
                Cabin::Business,
                Cabin::Economy,
                Cabin::Other("SLEEPER".into())
            ]
        );
        assert_eq!(
            serde_json::to_string(&read).unwrap(),
            r#"["BUSINESS","ECONOMY","SLEEPER"]"#
        );
        assert_eq!(TravelerType::default().as_str(), "");
    }
}
