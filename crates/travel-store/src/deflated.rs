//! Records kept deflated. An order's record is the answer it gives, some kilobytes of
//! JSON that repeat themselves (each segment's amenities, each fare rule): raw deflate
//! at its fastest level keeps about a third of it, for some tens of microseconds an
//! order, and the same answer comes back byte for byte. Records kept before, as JSON
//! text, are read as they are.

use std::io::{Read, Write};

use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use flate2::Compression;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::sql::Cell;

/// `record` as JSON, deflated. Written whole, then deflated in one go: JSON written
/// straight into the deflater comes in thousands of small pieces, each a call of its
/// own, and took several times as long.
pub fn pack(record: &impl Serialize) -> Result<Vec<u8>, String> {
    let json = serde_json::to_vec(record).map_err(|e| e.to_string())?;
    let mut packed = DeflateEncoder::new(Vec::with_capacity(json.len() / 2), Compression::fast());
    packed.write_all(&json).map_err(|e| e.to_string())?;
    packed.finish().map_err(|e| e.to_string())
}

/// A record inflated, at most: an order of nine travellers is some tens of kilobytes.
/// A record that inflates past it was not written here (a crafted import from before
/// imports were checked): it is refused rather than let fill the memory.
pub const MOST: usize = 1 << 20;

/// The record kept in `stored`: deflated JSON, or JSON text as kept before; either no
/// bigger than [`MOST`].
pub fn unpack<T: DeserializeOwned>(stored: &Cell) -> Result<T, String> {
    let too_big = || format!("a record of more than {} KiB", MOST >> 10);
    let json = match stored {
        Cell::Blob(packed) => {
            let mut json = Vec::with_capacity((packed.len() * 4).min(MOST));
            DeflateDecoder::new(&packed[..])
                .take(MOST as u64 + 1)
                .read_to_end(&mut json)
                .map_err(|e| format!("not deflated: {e}"))?;
            if json.len() > MOST {
                return Err(too_big());
            }
            std::borrow::Cow::Owned(json)
        }
        Cell::Text(text) if text.len() > MOST => return Err(too_big()),
        Cell::Text(text) => std::borrow::Cow::Borrowed(text.as_bytes()),
        other => return Err(format!("{other:?} where a record was")),
    };
    serde_json::from_slice(&json).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    #[test]
    fn a_record_comes_back_as_it_went_in_and_one_kept_as_text_too() {
        let amenity = json!({"code": "0GO", "description": "CHECKED BAG 1PC 23KG",
            "isChargeable": true, "amenityType": "BAGGAGE"});
        let record = json!({"id": "ORDER1", "amenities": vec![amenity; 24]});
        let packed = pack(&record).unwrap();
        let text = record.to_string();
        assert!(
            packed.len() * 5 < text.len(),
            "{} of {}",
            packed.len(),
            text.len()
        );
        assert_eq!(unpack::<Value>(&Cell::Blob(packed)).unwrap(), record);
        assert_eq!(unpack::<Value>(&Cell::Text(text)).unwrap(), record);
        assert!(unpack::<Value>(&Cell::Blob(b"not deflate".to_vec())).is_err());
        assert!(unpack::<Value>(&Cell::Int(1)).is_err());
    }

    #[test]
    fn a_record_that_inflates_past_the_most_is_refused_without_inflating_it_whole() {
        // a gibibyte of zeros deflates to about a megabyte
        let mut bomb = DeflateEncoder::new(Vec::new(), Compression::best());
        let zeros = vec![0u8; 1 << 20];
        for _ in 0..64 {
            bomb.write_all(&zeros).unwrap();
        }
        let bomb = bomb.finish().unwrap();
        assert!(bomb.len() < 200 << 10, "{}", bomb.len());
        let e = unpack::<Value>(&Cell::Blob(bomb)).unwrap_err();
        assert!(e.contains("more than 1024 KiB"), "{e}");
    }
}
