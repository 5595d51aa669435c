//! The route-destination table shared by `airports routes` and `airlines routes`.

use crate::error::Result;
use crate::format::title;
use crate::output::Table;
use travel_core::model::location::Location;

pub fn table(items: &[Location]) -> Result<Table> {
    let mut t = Table::new(&["Code", "~City", "Country", "?1Time zone"]);
    for l in items {
        let addr = l.address.clone().unwrap_or_default();
        t.push(vec![
            l.iata_code.clone().unwrap_or_default(),
            title(l.name.as_deref().unwrap_or_default()),
            title(addr.country_name.as_deref().unwrap_or_default()),
            l.time_zone
                .as_ref()
                .and_then(|z| z.offset.clone())
                .unwrap_or_default(),
        ]);
    }
    Ok(t)
}
