//! The agency's logo on the itinerary (`travel config set logo FILE`): an image file
//! embedded in the HTML page (and so in its PDF) as a data URI, so the page stays one
//! file that can be mailed. Checked when set and again when used: a file missing,
//! unreadable, too large or not an image a browser shows is refused in words.

use std::path::Path;

use base64::Engine;

use crate::error::{Error, Result};

/// The largest logo embedded: a page of a few hundred kilobytes still mails well.
const MOST_BYTES: u64 = 1024 * 1024;

/// A logo read and checked: its media type and its bytes in base64.
pub struct Logo {
    pub media_type: &'static str,
    pub base64: String,
}

impl Logo {
    /// As an `<img src>` takes it.
    pub fn data_uri(&self) -> String {
        format!("data:{};base64,{}", self.media_type, self.base64)
    }
}

/// The configuration's check of the value, each time the file is read: a path on one
/// line, kept absolute. Whether it is an image is checked when it is set (`when_set`)
/// and when a page uses it (`read`): a logo moved away must not stop every command.
pub fn check(path: &str) -> Result<String> {
    let given = Path::new(path.trim());
    if path.trim().is_empty() || path.contains('\n') {
        return Err(Error::usage("the path of an image file, on one line"));
    }
    Ok(std::path::absolute(given)
        .unwrap_or_else(|_| given.to_path_buf())
        .display()
        .to_string())
}

/// `config set logo FILE`: the file read and found to be an image before it is kept.
pub fn when_set(path: &str) -> Result<()> {
    read(Path::new(path)).map(drop)
}

/// The logo at `path`, or why it cannot be one.
pub fn read(path: &Path) -> Result<Logo> {
    let shown = path.display();
    let refuse = |why: String| {
        Error::usage(format!("the agency's logo {shown}: {why}"))
            .with_hint("`travel config set logo FILE` with a PNG, JPEG, GIF or WebP image, or `travel config unset logo`")
    };
    let meta = std::fs::metadata(path).map_err(|e| refuse(format!("cannot read it ({e})")))?;
    if !meta.is_file() {
        return Err(refuse("it is not a file".into()));
    }
    if meta.len() > MOST_BYTES {
        return Err(refuse(format!(
            "{} KB, more than the {} KB a mailed page should carry",
            meta.len() / 1024,
            MOST_BYTES / 1024
        )));
    }
    let bytes = std::fs::read(path).map_err(|e| refuse(format!("cannot read it ({e})")))?;
    use imagesize::ImageType;
    let media_type = match imagesize::image_type(&bytes) {
        Ok(ImageType::Png) => "image/png",
        Ok(ImageType::Jpeg) => "image/jpeg",
        Ok(ImageType::Gif) => "image/gif",
        Ok(ImageType::Webp) => "image/webp",
        Ok(other) => {
            return Err(refuse(format!(
                "a {other:?} image, which not every browser shows"
            )))
        }
        Err(_) => return Err(refuse("not an image".into())),
    };
    // the header says image; its size must read too (a truncated or fake file does not)
    match imagesize::blob_size(&bytes) {
        Ok(size) if size.width > 0 && size.height > 0 => {}
        _ => return Err(refuse("a damaged image (its size cannot be read)".into())),
    }
    Ok(Logo {
        media_type,
        base64: base64::engine::general_purpose::STANDARD.encode(&bytes),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 1x1 PNG.
    pub const PNG: &[u8] = &[
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
        0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F,
        0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8,
        0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00, 0x00,
        0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ];

    #[test]
    fn an_image_is_taken_and_anything_else_refused_in_words() {
        let dir = tempfile::tempdir().unwrap();
        let png = dir.path().join("logo.png");
        std::fs::write(&png, PNG).unwrap();
        let logo = read(&png).unwrap();
        assert_eq!(logo.media_type, "image/png");
        assert!(logo
            .data_uri()
            .starts_with("data:image/png;base64,iVBORw0KGgo"));
        assert_eq!(
            check(png.to_str().unwrap()).unwrap(),
            png.display().to_string()
        );
        assert!(when_set(png.to_str().unwrap()).is_ok());
        assert!(when_set(dir.path().join("gone.png").to_str().unwrap()).is_err());
        // a path that names no file yet is a path: the file is checked where it is used
        assert!(check("gone.png").unwrap().ends_with("gone.png"));
        assert!(check("  ").is_err());

        let text = dir.path().join("logo.txt");
        std::fs::write(&text, "not an image at all").unwrap();
        let cut = dir.path().join("cut.png");
        std::fs::write(&cut, &PNG[..12]).unwrap();
        let big = dir.path().join("big.png");
        let mut bytes = PNG.to_vec();
        bytes.resize(MOST_BYTES as usize + 1, 0);
        std::fs::write(&big, bytes).unwrap();
        for (path, why) in [
            (dir.path().join("missing.png"), "cannot read it"),
            (text, "not an image"),
            (cut, "damaged"),
            (big, "more than the 1024 KB"),
            (dir.path().to_path_buf(), "not a file"),
        ] {
            let e = read(&path)
                .err()
                .unwrap_or_else(|| panic!("{path:?} taken"));
            assert_eq!(e.kind, crate::error::Kind::Usage);
            assert!(e.message.contains(why), "{}: {}", path.display(), e.message);
            assert!(e.message.contains("the agency's logo"), "{}", e.message);
        }
    }
}
