//! The itinerary's page as a browser shows it: `trip itinerary --html` through the real
//! binary, rendered by Debian's headless Chromium into a screenshot whose layout
//! essentials are checked (its size, ink in the header, every section drawn, nothing
//! past the page's margins); and `--pdf`, printed by the same Chromium, written whole or
//! not at all. Chromium missing fails these tests: `.ci/run` installs it.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{Home, Runs};
use crate::itinerary::a_booked_trip;

/// A window the page is drawn in, and what its screenshot must show there.
struct Window {
    width: u32,
    height: u32,
    /// The columns at each edge where nothing may be drawn (inside the page's margin).
    margin: u32,
    /// Lines of text at least.
    lines: usize,
    /// Horizontal rules across the page (see `Shot::rules`).
    rules: usize,
}

/// About an A4 page's width at 96 dpi: a flight's two ends side by side. The page's
/// lines: the PRACTICE band, agency, title, references, travellers, documents, two
/// days' headings, each flight's and the stay's lines, "Paid" and its rows, the closing
/// note; its rules: under the band and the agency, under each heading (two days and
/// "Paid"), above and below each of the three blocks (two flights, the stay), under
/// each of the two rows paid.
const DESK: Window = Window {
    width: 800,
    height: 1200,
    margin: 20,
    lines: 30,
    rules: 13,
};

/// A phone's screen: a flight's two ends one under the other, each fact under its name,
/// nothing wider than the screen. The rules in its first 1400 pixels: under the band
/// and the agency, under the two days' headings, above and below the three blocks, and
/// under "Paid" (its rows fall below).
const PHONE: Window = Window {
    width: 420,
    height: 1400,
    margin: 10,
    lines: 20,
    rules: 9,
};

/// Chromium on PATH; a test needing it fails without it rather than passing.
fn chromium() -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join("chromium"))
        .find(|p| p.is_file())
        .expect("Debian's chromium is needed to render the page (.ci/run installs it)")
}

/// `page` drawn by headless Chromium in `window`, as a PNG's bytes.
fn screenshot(page: &Path, window: &Window) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("page.png");
    let out = Command::new(chromium())
        .args([
            "--headless",
            // the tests run as root on CI, where Chromium's sandbox will not start
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            &format!("--user-data-dir={}", dir.path().join("profile").display()),
            &format!("--window-size={},{}", window.width, window.height),
            &format!("--screenshot={}", png.display()),
            &format!("file://{}", page.display()),
        ])
        .output()
        .expect("chromium runs");
    assert!(
        out.status.success(),
        "chromium: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&png).expect("chromium wrote the screenshot")
}

/// A decoded screenshot: its size and whether each pixel has ink.
struct Shot {
    width: u32,
    height: u32,
    rgb: Vec<[u8; 3]>,
}

impl Shot {
    fn decode(bytes: &[u8]) -> Shot {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).expect("a frame");
        let channels = info.color_type.samples();
        assert_eq!(info.bit_depth, png::BitDepth::Eight, "{info:?}");
        assert!(channels >= 3, "a colour screenshot: {info:?}");
        let rgb = buf[..info.buffer_size()]
            .chunks(channels)
            .map(|p| [p[0], p[1], p[2]])
            .collect();
        Shot {
            width: info.width,
            height: info.height,
            rgb,
        }
    }

    /// Anything drawn (text, a rule, a light border) rather than the white page.
    fn drawn(&self, x: u32, y: u32) -> bool {
        self.rgb[(y * self.width + x) as usize]
            .iter()
            .any(|&c| c < 240)
    }

    /// Text-dark (the page's text is #111 to #555; its rules are lighter).
    fn ink(&self, x: u32, y: u32) -> bool {
        self.rgb[(y * self.width + x) as usize]
            .iter()
            .all(|&c| c < 128)
    }

    /// The rows with ink, as bands of consecutive rows (a line of text, a heading).
    fn text_bands(&self, rows: std::ops::Range<u32>) -> Vec<(u32, u32)> {
        let mut bands: Vec<(u32, u32)> = Vec::new();
        for y in rows {
            if (0..self.width).any(|x| self.ink(x, y)) {
                match bands.last_mut() {
                    Some((_, end)) if *end + 1 == y => *end = y,
                    _ => bands.push((y, y)),
                }
            }
        }
        bands
    }

    /// Horizontal rules across the content (the body's 32-pixel margins excepted): the
    /// agency's underline, each section's heading, each table row's border; a rule
    /// drawn over several pixel rows counts once.
    fn rules(&self) -> usize {
        let (left, right) = (32, self.width - 32);
        let across = |y: u32| (left..right).filter(|&x| self.drawn(x, y)).count();
        let rows: Vec<bool> = (0..self.height)
            .map(|y| across(y) * 100 >= (right - left) as usize * 95)
            .collect();
        rows.windows(2).filter(|w| w[1] && !w[0]).count() + usize::from(rows[0])
    }

    /// Columns at the left and right edges (inside the body's 2em margin) with anything
    /// drawn in them: what spills past the page's width.
    fn drawn_in_margins(&self, margin: u32) -> Vec<u32> {
        (0..margin)
            .chain(self.width - margin..self.width)
            .filter(|&x| (0..self.height).any(|y| self.drawn(x, y)))
            .collect()
    }
}

/// What a broken page would get wrong in `window`, empty when none: blank, a header
/// without text, too few lines, not the rules expected (a section or a table row
/// missing, a table not across the page), something drawn past its margins.
fn layout_faults(shot: &Shot, window: &Window) -> Vec<String> {
    let mut faults = Vec::new();
    if (shot.width, shot.height) != (window.width, window.height) {
        faults.push(format!("{}x{} drawn", shot.width, shot.height));
        return faults;
    }
    // the agency's line and the title: text within the top 160 pixels
    if shot.text_bands(0..160).len() < 2 {
        faults.push("no agency and title in the header".into());
    }
    let lines = shot.text_bands(0..shot.height).len();
    if lines < window.lines {
        faults.push(format!("{lines} lines of text, {} expected", window.lines));
    }
    if shot.rules() != window.rules {
        faults.push(format!(
            "{} rules across the page, {} expected",
            shot.rules(),
            window.rules
        ));
    }
    let spilt = shot.drawn_in_margins(window.margin);
    if !spilt.is_empty() {
        faults.push(format!("drawn in the margins, at x = {spilt:?}"));
    }
    faults
}

/// The faults of `page` drawn in `window`.
fn faults_of(page: &Path, window: &Window) -> Vec<String> {
    layout_faults(&Shot::decode(&screenshot(page, window)), window)
}

#[test]
fn the_page_renders_in_headless_chromium_within_its_margins() {
    let home = Home::new();
    a_booked_trip(&home);
    let page = home.dir.path().join("ada.html");
    let r = home
        .sandbox(&["trip", "itinerary", "ada", "--html", page.to_str().unwrap()])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(faults_of(&page, &DESK), Vec::<String>::new());
    assert_eq!(faults_of(&page, &PHONE), Vec::<String>::new());

    // the checks see a broken page: one with a block wider than the window
    let html = std::fs::read_to_string(&page).unwrap();
    let wide = home.dir.path().join("wide.html");
    let spill = "<div style=\"width:1400px;border:2px solid #000\">wide</div></body>";
    std::fs::write(&wide, html.replace("</body>", spill)).unwrap();
    let faults = faults_of(&wide, &DESK);
    assert!(
        faults.iter().any(|f| f.starts_with("drawn in the margins")),
        "{faults:?}"
    );
    // one without what was paid (its heading and its two rows)
    let cut = home.dir.path().join("cut.html");
    let without_paid = html
        .split("<div class=\"keep\"><h2>Paid</h2>")
        .next()
        .unwrap()
        .to_string()
        + "</body>";
    std::fs::write(&cut, without_paid).unwrap();
    let faults = faults_of(&cut, &DESK);
    assert!(
        faults
            .iter()
            .any(|f| f.starts_with(&format!("{} rules", DESK.rules - 3))),
        "{faults:?}"
    );
    // and a blank one
    let blank = home.dir.path().join("blank.html");
    std::fs::write(&blank, "<!DOCTYPE html><html><body></body></html>").unwrap();
    let faults = faults_of(&blank, &DESK);
    assert_eq!(faults.len(), 3, "header, lines, rules: {faults:?}");
}

/// The number of pages a PDF says it has (`/Type /Page` objects, not `/Pages`).
fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page")
        .count()
        .saturating_sub(text.matches("/Type /Pages").count())
}

#[test]
fn the_pdf_is_the_page_printed_by_chromium_and_written_whole_or_not_at_all() {
    let home = Home::new();
    a_booked_trip(&home);
    let file = home.dir.path().join("ada.pdf");
    let r = home
        .sandbox(&["trip", "itinerary", "ada", "--pdf", file.to_str().unwrap()])
        .run();
    assert_eq!(r.code, 0, "{}", r.stderr);
    let pdf = std::fs::read(&file).unwrap();
    assert!(pdf.starts_with(b"%PDF-"), "{:?}", &pdf[..pdf.len().min(16)]);
    // two flights and a stay fit on one page
    assert_eq!(pages(&pdf), 1);
    assert!(r.stderr.contains("wrote the PDF"), "{}", r.stderr);

    // no Chromium on PATH: exit 10 naming what to install, before anything is sent,
    // and the good PDF left as it was
    let bare = tempfile::tempdir().unwrap();
    let r = home
        .sandbox(&["trip", "itinerary", "ada", "--pdf", file.to_str().unwrap()])
        .env("PATH", bare.path())
        .run();
    assert_eq!(r.code, 10, "{}", r.stderr);
    assert!(
        r.stderr.contains("apt install chromium") && !r.sent(),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), pdf);

    // a Chromium that fails half-way through its PDF: an error, the good PDF unchanged,
    // no temporary file left beside it
    let broken = bare.path().join("chromium");
    std::fs::write(
        &broken,
        "#!/bin/sh\nfor a; do case $a in --print-to-pdf=*) printf '%%PDF-1.4 half' > \"${a#*=}\";; esac; done\necho 'crashed' >&2\nexit 1\n",
    )
    .unwrap();
    let mut perms = std::fs::metadata(&broken).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&broken, perms).unwrap();
    let path = format!("{}:/usr/bin:/bin", bare.path().display());
    let r = home
        .sandbox(&["trip", "itinerary", "ada", "--pdf", file.to_str().unwrap()])
        .env("PATH", &path)
        .run();
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("did not print") && r.stderr.contains("crashed"),
        "{}",
        r.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), pdf);
    let beside: Vec<_> = std::fs::read_dir(home.dir.path())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");

    // `-` is refused: a PDF goes to a file
    let r = home
        .sandbox(&["trip", "itinerary", "ada", "--pdf", "-"])
        .run();
    assert_eq!(r.code, 2, "{}", r.stderr);
}
