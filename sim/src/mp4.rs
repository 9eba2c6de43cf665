//! A one-frame MP4 video for the simulated replays: a 16 × 16 H.264
//! (Baseline) picture made of a single I_PCM macroblock, so its samples are
//! stored as they are and no encoder is needed, in an ISO BMFF file
//! (`ftyp`, `moov`, `mdat`) that lasts one second.

/// Width and height of the picture, in pixels: one macroblock.
const SIZE: u16 = 16;
/// Ticks per second of the movie's and the track's clocks.
const TIMESCALE: u32 = 1000;

/// The MP4 file of one frame whose luma is `shade` (16 to 235).
pub fn one_frame(shade: u8) -> Vec<u8> {
    let sps = nal(0x67, &sps());
    let pps = nal(0x68, &pps());
    let slice = nal(0x65, &idr_slice(shade));
    let mut sample = (slice.len() as u32).to_be_bytes().to_vec();
    sample.extend_from_slice(&slice);
    let ftyp = boxed(
        b"ftyp",
        &[
            &b"isom"[..],
            &512u32.to_be_bytes(),
            b"isom",
            b"iso2",
            b"avc1",
            b"mp41",
        ]
        .concat(),
    );
    let moov_len = moov(&sps, &pps, &sample, 0).len();
    let mdat_data_at = (ftyp.len() + moov_len + 8) as u32;
    let mut file = ftyp;
    file.extend(moov(&sps, &pps, &sample, mdat_data_at));
    file.extend(boxed(b"mdat", &sample));
    file
}

/// A box: its size, its type and its contents.
fn boxed(kind: &[u8; 4], content: &[u8]) -> Vec<u8> {
    let mut out = ((content.len() + 8) as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(content);
    out
}

/// A full box: a box whose contents start with a version and flags.
fn full(kind: &[u8; 4], version_flags: u32, content: &[u8]) -> Vec<u8> {
    boxed(kind, &[&version_flags.to_be_bytes()[..], content].concat())
}

fn u16s(values: &[u16]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_be_bytes()).collect()
}

fn u32s(values: &[u32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_be_bytes()).collect()
}

/// The identity transformation matrix of `mvhd` and `tkhd`.
const MATRIX: [u32; 9] = [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000];

fn moov(sps: &[u8], pps: &[u8], sample: &[u8], data_at: u32) -> Vec<u8> {
    let mvhd = full(
        b"mvhd",
        0,
        &[
            u32s(&[0, 0, TIMESCALE, TIMESCALE, 0x0001_0000]),
            u16s(&[0x0100, 0]),
            u32s(&[0, 0]),
            u32s(&MATRIX),
            u32s(&[0; 6]),
            u32s(&[2]),
        ]
        .concat(),
    );
    let tkhd = full(
        b"tkhd",
        3,
        &[
            u32s(&[0, 0, 1, 0, TIMESCALE, 0, 0]),
            u16s(&[0, 0, 0, 0]),
            u32s(&MATRIX),
            u32s(&[u32::from(SIZE) << 16, u32::from(SIZE) << 16]),
        ]
        .concat(),
    );
    let mdhd = full(
        b"mdhd",
        0,
        &[u32s(&[0, 0, TIMESCALE, TIMESCALE]), u16s(&[0x55C4, 0])].concat(),
    );
    let hdlr = full(
        b"hdlr",
        0,
        &[&u32s(&[0])[..], b"vide", &u32s(&[0, 0, 0]), b"Replay\0"].concat(),
    );
    let vmhd = full(b"vmhd", 1, &u16s(&[0, 0, 0, 0]));
    let dref = full(b"dref", 0, &[u32s(&[1]), full(b"url ", 1, &[])].concat());
    let dinf = boxed(b"dinf", &dref);
    let stsd = full(b"stsd", 0, &[u32s(&[1]), avc1(sps, pps)].concat());
    let stts = full(b"stts", 0, &u32s(&[1, 1, TIMESCALE]));
    let stsc = full(b"stsc", 0, &u32s(&[1, 1, 1, 1]));
    let stsz = full(b"stsz", 0, &u32s(&[0, 1, sample.len() as u32]));
    let stco = full(b"stco", 0, &u32s(&[1, data_at]));
    let stbl = boxed(b"stbl", &[stsd, stts, stsc, stsz, stco].concat());
    let minf = boxed(b"minf", &[vmhd, dinf, stbl].concat());
    let mdia = boxed(b"mdia", &[mdhd, hdlr, minf].concat());
    let trak = boxed(b"trak", &[tkhd, mdia].concat());
    boxed(b"moov", &[mvhd, trak].concat())
}

/// The `avc1` sample entry, with its decoder configuration (`avcC`).
fn avc1(sps: &[u8], pps: &[u8]) -> Vec<u8> {
    let mut avcc = vec![1, sps[1], sps[2], sps[3], 0xFF, 0xE1];
    avcc.extend_from_slice(&(sps.len() as u16).to_be_bytes());
    avcc.extend_from_slice(sps);
    avcc.push(1);
    avcc.extend_from_slice(&(pps.len() as u16).to_be_bytes());
    avcc.extend_from_slice(pps);
    let mut name = [0u8; 32];
    name[0] = 6;
    name[1..7].copy_from_slice(b"Replay");
    let entry = [
        &[0u8; 6][..],
        &u16s(&[1, 0, 0]),
        &u32s(&[0, 0, 0]),
        &u16s(&[SIZE, SIZE]),
        &u32s(&[0x0048_0000, 0x0048_0000, 0]),
        &u16s(&[1]),
        &name,
        &u16s(&[0x0018, 0xFFFF]),
        &boxed(b"avcC", &avcc),
    ]
    .concat();
    boxed(b"avc1", &entry)
}

/// Bits written most significant first, as H.264's syntax reads them.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    used: u8,
}

impl Bits {
    fn bit(&mut self, one: bool) {
        if self.used == 0 {
            self.bytes.push(0);
        }
        if one {
            *self.bytes.last_mut().expect("a byte") |= 0x80 >> self.used;
        }
        self.used = (self.used + 1) % 8;
    }

    /// `value` in `count` bits.
    fn bits(&mut self, value: u32, count: u8) {
        for i in (0..count).rev() {
            self.bit(value >> i & 1 == 1);
        }
    }

    /// `value` as an unsigned Exp-Golomb code, `ue(v)`.
    fn ue(&mut self, value: u32) {
        let code = value + 1;
        let width = 32 - code.leading_zeros() as u8;
        self.bits(0, width - 1);
        self.bits(code, width);
    }

    /// Zero bits up to the next byte.
    fn align(&mut self) {
        while self.used != 0 {
            self.bit(false);
        }
    }

    /// The stop bit, then zero bits up to the next byte.
    fn trailing(mut self) -> Vec<u8> {
        self.bit(true);
        self.align();
        self.bytes
    }
}

/// The sequence parameter set: Baseline, level 1, one 16 × 16 frame.
fn sps() -> Vec<u8> {
    let mut b = Bits::default();
    b.bits(66, 8);
    b.bits(0xC0, 8);
    b.bits(10, 8);
    b.ue(0);
    b.ue(0);
    b.ue(2);
    b.ue(1);
    b.bit(false);
    b.ue(u32::from(SIZE / 16 - 1));
    b.ue(u32::from(SIZE / 16 - 1));
    b.bit(true);
    b.bit(true);
    b.bit(false);
    b.bit(false);
    b.trailing()
}

/// The picture parameter set: CAVLC, deblocking controlled by the slice.
fn pps() -> Vec<u8> {
    let mut b = Bits::default();
    b.ue(0);
    b.ue(0);
    b.bit(false);
    b.bit(false);
    b.ue(0);
    b.ue(0);
    b.ue(0);
    b.bit(false);
    b.bits(0, 2);
    b.ue(0);
    b.ue(0);
    b.ue(0);
    b.bit(true);
    b.bit(false);
    b.bit(false);
    b.trailing()
}

/// The IDR slice: one I_PCM macroblock, its luma `shade`, its chroma grey.
fn idr_slice(shade: u8) -> Vec<u8> {
    let mut b = Bits::default();
    b.ue(0);
    b.ue(7);
    b.ue(0);
    b.bits(0, 4);
    b.ue(0);
    b.bit(false);
    b.bit(false);
    b.ue(0);
    b.ue(1);
    b.ue(25);
    b.align();
    let luma = usize::from(SIZE) * usize::from(SIZE);
    for _ in 0..luma {
        b.bits(u32::from(shade), 8);
    }
    for _ in 0..luma / 2 {
        b.bits(128, 8);
    }
    b.trailing()
}

/// A NAL unit of `header` and `rbsp`, with emulation prevention bytes.
fn nal(header: u8, rbsp: &[u8]) -> Vec<u8> {
    let mut out = vec![header];
    let mut zeros = 0;
    for &byte in rbsp {
        if zeros >= 2 && byte <= 3 {
            out.push(3);
            zeros = 0;
        }
        out.push(byte);
        zeros = if byte == 0 { zeros + 1 } else { 0 };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top-level boxes of `file`: each type and size.
    fn boxes(file: &[u8]) -> Vec<(String, usize)> {
        let mut at = 0;
        let mut out = Vec::new();
        while at < file.len() {
            let size = u32::from_be_bytes(file[at..at + 4].try_into().unwrap()) as usize;
            out.push((
                String::from_utf8_lossy(&file[at + 4..at + 8]).into_owned(),
                size,
            ));
            at += size;
        }
        assert_eq!(at, file.len(), "the boxes fill the file exactly");
        out
    }

    #[test]
    fn the_file_is_ftyp_moov_mdat_and_stco_points_into_mdat() {
        let file = one_frame(200);
        let kinds: Vec<String> = boxes(&file).into_iter().map(|(k, _)| k).collect();
        assert_eq!(kinds, ["ftyp", "moov", "mdat"]);
        let stco = file.windows(4).position(|w| w == b"stco").unwrap();
        let offset = u32::from_be_bytes(file[stco + 12..stco + 16].try_into().unwrap()) as usize;
        let length = u32::from_be_bytes(file[offset..offset + 4].try_into().unwrap()) as usize;
        assert_eq!(offset + 4 + length, file.len());
        assert_eq!(file[offset + 4], 0x65, "an IDR slice");
    }

    #[test]
    fn exp_golomb_codes_are_written_as_the_standard_shows() {
        let mut b = Bits::default();
        b.ue(0);
        b.ue(1);
        b.ue(2);
        b.ue(25);
        assert_eq!(b.trailing(), [0b1010_0110, 0b0001_1010, 0b1000_0000]);
    }
}
