//! POST /_sandbox/reset and GET and PUT /_sandbox/state: the tenant's business state
//! cleared, carried out as JSON, and taken back (`backends::transfer`). A state goes
//! both ways through a file, a row at a time: a tenant of any size that fits on disk
//! moves, none is held whole in memory.

use std::io::{Seek, SeekFrom};

use crate::http::{Resp, AMADEUS_JSON};
use crate::ops::prelude::*;
use travel_core::model::sandbox::{Holdings, ResetDone};
use travel_core::model::Envelope;
use travel_core::ops::NoQuery;

pub fn reset(app: &App, _: &Req, _: NoQuery, _: NoBody) -> Answer<ResetDone> {
    let removed = app.holdings()?;
    app.reset()?;
    Ok(Envelope::new(ResetDone { removed }))
}

/// A file of this process's own, gone once closed.
fn spool() -> Result<std::fs::File, Rejection> {
    tempfile::tempfile()
        .map_err(|e| Rejection::system(format!("no room for the tenant's state: {e}")))
}

pub fn export(app: &App, _: &Req, _: NoQuery) -> Result<Resp, Rejection> {
    let mut file = spool()?;
    {
        let mut out = std::io::BufWriter::new(&mut file);
        app.export_to(&mut out)?;
        std::io::Write::flush(&mut out)
            .map_err(|e| Rejection::system(format!("the export could not be written: {e}")))?;
    }
    file.seek(SeekFrom::Start(0))
        .map_err(|e| Rejection::system(format!("the export could not be read: {e}")))?;
    Ok(Resp {
        status: 200,
        content_type: AMADEUS_JSON,
        body: Vec::new(),
        file: Some(file),
    })
}

/// The document is what `export` gave as `data`; one sent inside its envelope is
/// taken too, as a script that pipes one into the other sends it.
pub fn import(app: &App, req: &Req, _: NoQuery) -> Result<Resp, Rejection> {
    let refusal = match &req.upload {
        Some(file) => {
            let mut file = file;
            app.import_from(&mut file)?
        }
        None => app.import_from(&mut std::io::Cursor::new(&req.body))?,
    };
    if let Err(no) = refusal {
        let status = if no.conflict { 409 } else { 400 };
        return Err(Rejection::new(status, codes::INVALID_DATA, no.why).with_pointer("/"));
    }
    let held: Holdings = app.holdings()?;
    Ok(Resp::json(200, AMADEUS_JSON, &Envelope::new(held)))
}
