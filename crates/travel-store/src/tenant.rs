//! Tenants: every client id is an office of its own, as LocalStack keeps state per
//! account. A tenant's orders, bookings, the seats and rooms they hold, and its clock
//! are its alone; the world (routes, schedules, fares of a seed) is every tenant's.
//!
//! The tenant of a request is the client its bearer token was issued to (`auth`); the
//! CLI's own `--sandbox` is the tenant [`DEFAULT_CLIENT`], and so is everything a file
//! held before the sandbox had tenants.

use travel_core::stable::mix;

/// The client id the CLI's in-process sandbox asks its tokens for (unless given other
/// credentials), and the tenant of what a state file held before tenants.
pub const DEFAULT_CLIENT: &str = "sandbox";

/// The secret the CLI signs in as [`DEFAULT_CLIENT`] with, to a sandbox of this
/// machine that takes new client ids: the first sign-in binds it, so every run of the
/// CLI is that tenant.
pub const DEFAULT_SECRET: &str = "sandbox";

/// Who may act as a tenant: how a server takes a client id and secret it is asked a
/// token for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tenancy {
    /// Any secret is taken (a tenant without one is bound to the first it is asked
    /// with, for the servers that check): one person's sandbox on loopback only, the
    /// CLI's own `--sandbox` among them.
    Open,
    /// A client id is bound to the secret of its first sign-in, and later tokens need
    /// the same; a tenant holding state without a secret waits for the operator's.
    Bind,
    /// Only the tenants the operator registered, each with its secret.
    Registered,
}

impl Tenancy {
    /// As `--tenants` names it.
    pub fn name(self) -> &'static str {
        match self {
            Tenancy::Open => "open",
            Tenancy::Bind => "bind",
            Tenancy::Registered => "registered",
        }
    }

    pub fn parse(text: &str) -> Result<Tenancy, String> {
        match text {
            "open" => Ok(Tenancy::Open),
            "bind" => Ok(Tenancy::Bind),
            "registered" => Ok(Tenancy::Registered),
            other => Err(format!(
                "{other:?}: the tenants are bind (a secret binds on first use), registered (by the operator) or open (any secret; loopback only)"
            )),
        }
    }
}

/// One client id's share of the sandbox.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tenant {
    client_id: String,
}

impl Tenant {
    pub fn new(client_id: &str) -> Tenant {
        Tenant {
            client_id: client_id.to_string(),
        }
    }

    /// The client id, which is what the state keys the tenant's rows by.
    pub fn as_str(&self) -> &str {
        &self.client_id
    }

    /// The tenant's office, as an order's `queuingOfficeId` names it: nine characters
    /// shaped like the service's (a place, `1A`, four letters or digits), the same for
    /// the same client id in every world and every file.
    pub fn office_id(&self) -> String {
        const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        let mut h = self
            .client_id
            .bytes()
            .fold(0x5342_5831_4130_0000, |h, b| mix(h ^ u64::from(b)));
        let mut office = String::from("SBX1A");
        for _ in 0..4 {
            office.push(ALPHABET[(h % 36) as usize] as char);
            h /= 36;
        }
        office
    }
}

impl Default for Tenant {
    fn default() -> Tenant {
        Tenant::new(DEFAULT_CLIENT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_client_has_an_office_of_its_own_shaped_like_the_services() {
        let offices: std::collections::HashSet<String> = (0..2000)
            .map(|i| Tenant::new(&format!("client-{i}")).office_id())
            .collect();
        assert!(offices.len() > 1990, "{} offices of 2000", offices.len());
        let office = Tenant::default().office_id();
        assert_eq!(office.len(), 9);
        assert!(office.starts_with("SBX1A"), "{office}");
        assert!(office
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()));
        assert_eq!(office, Tenant::new("sandbox").office_id(), "stable");
        assert_ne!(office, Tenant::new("Sandbox").office_id());
    }
}
