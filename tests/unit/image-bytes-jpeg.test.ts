import { inspectImageBytes } from '@/domain/image-bytes';
import { joinParts } from '@/domain/byte-ranges';
import { orientationTiff, readTiffOrientation } from '@/domain/image-bytes-exif';
import { jpegIccProfile, orientationSegment, readJpegHeader, strippedJpegParts, stripJpegMetadata, walkJpeg } from '@/domain/image-bytes-jpeg';
import {
  adobeSegment,
  commentSegment,
  concatBytes,
  containsText,
  exifSegment,
  iccSegment,
  jpegSegment,
  xmpSegment,
} from './image-fixtures';

const jfif = jpegSegment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const dqt = jpegSegment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
const sof = jpegSegment(0xc0, [8, 0, 200, 1, 44, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const dht = jpegSegment(0xc4, [0, 0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
const sosHeader = jpegSegment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);
// Entropy-coded data with a stuffed 0xFF00, a restart marker and fill bytes before EOI.
const scan = Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0x78, 0xff, 0xff]);
const eoi = Uint8Array.from([0xff, 0xd9]);
// A trailing "second image" with its own EXIF, as phones append for multi-picture files.
const trailer = concatBytes([0xff, 0xd8], exifSegment({ gps: true }), eoi);
const icc = iccSegment([0, 0, 2, 0x30, 0x61, 0x64, 0x62, 0x65]);

/** A structurally complete JPEG (not meant to decode): camera metadata, then the coded image. */
function cameraJpeg(orientation = 1): Uint8Array {
  return concatBytes(
    [0xff, 0xd8],
    jfif,
    exifSegment({ orientation, gps: true }),
    xmpSegment(),
    icc,
    commentSegment('Tomada en San Juan'),
    dqt,
    sof,
    dht,
    sosHeader,
    scan,
    eoi,
    trailer,
  );
}

describe('JPEG header', () => {
  it('reads the frame size and an orientation of 6 without decoding', () => {
    const bytes = cameraJpeg(6);
    const header = readJpegHeader(walkJpeg(bytes), bytes);
    expect(header).toEqual({ width: 300, height: 200, orientation: 6 });
    expect(inspectImageBytes(bytes)).toMatchObject({ ok: true, type: 'image/jpeg', uprightWidth: 200, uprightHeight: 300 });
  });

  it('counts a photo without EXIF as upright', () => {
    const bytes = concatBytes([0xff, 0xd8], dqt, sof, dht, sosHeader, scan, eoi);
    expect(inspectImageBytes(bytes)).toMatchObject({ ok: true, orientation: 1, uprightWidth: 300 });
  });

  it('finds EOI past stuffed bytes and restart markers', () => {
    const walk = walkJpeg(cameraJpeg());
    expect(walk.endOfImage).toBe(cameraJpeg().length - trailer.length);
    expect(walk.segments.at(-1)?.marker).toBe(0xd9);
  });

  it('refuses a file that stops before EOI, or a frame of zero size', () => {
    const bytes = cameraJpeg();
    const cut = bytes.subarray(0, bytes.length - trailer.length - 4);
    expect(inspectImageBytes(cut)).toEqual({ ok: false, reason: 'corrupt' });
    const zero = concatBytes([0xff, 0xd8], jpegSegment(0xc0, [8, 0, 0, 1, 44, 1, 1, 0x11, 0]), sosHeader, scan, eoi);
    expect(inspectImageBytes(zero)).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('refuses a header that claims more than 100 megapixels', () => {
    const huge = jpegSegment(0xc2, [8, 0x4e, 0x20, 0x4e, 0x20, 1, 1, 0x11, 0]);
    expect(inspectImageBytes(concatBytes([0xff, 0xd8], huge, sosHeader, scan, eoi))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      megapixels: 400,
    });
  });
});

describe('JPEG colour profile', () => {
  it('is read from its ICC_PROFILE segment before the first scan', () => {
    expect(jpegIccProfile(cameraJpeg())).toEqual(Uint8Array.from([0, 0, 2, 0x30, 0x61, 0x64, 0x62, 0x65]));
  });

  it('is joined in its chunks’ order when split over several segments', () => {
    const split = concatBytes([0xff, 0xd8], iccSegment([3, 4], 2, 2), iccSegment([1, 2], 1, 2), dqt, sof, dht, sosHeader, scan, eoi);
    expect(jpegIccProfile(split)).toEqual(Uint8Array.from([1, 2, 3, 4]));
  });

  it('is none without one, nor from an APP2 segment of another kind, nor after the first scan', () => {
    const mpf = jpegSegment(0xe2, [0x4d, 0x50, 0x46, 0]);
    expect(jpegIccProfile(concatBytes([0xff, 0xd8], jfif, mpf, dqt, sof, dht, sosHeader, scan, eoi))).toBeNull();
    expect(jpegIccProfile(concatBytes([0xff, 0xd8], jfif, dqt, sof, dht, sosHeader, scan, icc, eoi))).toBeNull();
  });
});

describe('JPEG metadata stripping', () => {
  const original = cameraJpeg(1);
  const stripped = stripJpegMetadata(original);

  it('removes EXIF with GPS, XMP, comments and whatever follows EOI', () => {
    expect(containsText(original, 'Exif')).toBe(true);
    for (const text of ['Exif', 'http://ns.adobe.com/xap', 'GPS', 'San Juan']) expect(containsText(stripped, text)).toBe(false);
    expect(walkJpeg(stripped).segments.map((s) => s.marker.toString(16))).toEqual(['d8', 'e0', 'e2', 'db', 'c0', 'c4', 'da', 'd9']);
  });

  it('keeps the ICC profile, the tables, the frame and the coded pixels byte for byte', () => {
    const coded = concatBytes(dqt, sof, dht, sosHeader, scan, eoi);
    expect(stripped).toEqual(concatBytes([0xff, 0xd8], jfif, icc, coded));
    expect(stripped.subarray(stripped.length - coded.length)).toEqual(coded);
  });

  it('is stable when run again', () => {
    expect(stripJpegMetadata(stripped)).toEqual(stripped);
  });
});

describe('the upload file: stripped, its orientation kept alone', () => {
  it('writes an orientation that reads back, for all eight', () => {
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect(readTiffOrientation(orientationTiff(orientation))).toBe(orientation);
  });

  it('keeps orientation 6 as an EXIF segment of its own right after SOI, and nothing else of the camera', () => {
    const original = cameraJpeg(6);
    const upload = joinParts(original, strippedJpegParts(original, walkJpeg(original), 6));
    const walk = walkJpeg(upload);
    expect(walk.segments.map((s) => s.marker.toString(16))).toEqual(['d8', 'e1', 'e0', 'e2', 'db', 'c0', 'c4', 'da', 'd9']);
    expect(readJpegHeader(walk, upload)).toEqual({ width: 300, height: 200, orientation: 6 });
    expect(upload.subarray(2, 2 + orientationSegment(6).length)).toEqual(orientationSegment(6));
    for (const text of ['http://ns.adobe.com/xap', 'GPS', 'San Juan']) expect(containsText(upload, text)).toBe(false);
    // The rest is the stripped photo, byte for byte.
    const stripped = stripJpegMetadata(original);
    expect(concatBytes(stripped.subarray(0, 2), orientationSegment(6), stripped.subarray(2))).toEqual(upload);
  });

  it('adds nothing for an upright photo', () => {
    const original = cameraJpeg(1);
    expect(joinParts(original, strippedJpegParts(original, walkJpeg(original), 1))).toEqual(stripJpegMetadata(original));
  });

  it('refers to the original by ranges, so the file can be built from its slices', () => {
    const original = cameraJpeg(6);
    const parts = strippedJpegParts(original, walkJpeg(original), 6);
    expect(parts.filter((part) => part instanceof Uint8Array)).toHaveLength(1);
  });
});

describe('fill bytes before a marker', () => {
  // JPEG allows any number of extra 0xFF before a marker; offsets must be measured from the marker itself.
  const fill = (segment: Uint8Array) => concatBytes([0xff, 0xff], segment);
  const adobe = adobeSegment();
  const filled = concatBytes(
    [0xff, 0xd8],
    fill(jfif),
    fill(exifSegment({ orientation: 6, gps: true })),
    fill(icc),
    fill(adobe),
    fill(commentSegment('Tomada en San Juan')),
    dqt,
    fill(sof),
    dht,
    fill(sosHeader),
    scan,
    fill(eoi),
  );

  it('reads the frame size and orientation 6 as without them', () => {
    expect(readJpegHeader(walkJpeg(filled), filled)).toEqual({ width: 300, height: 200, orientation: 6 });
    expect(inspectImageBytes(filled)).toMatchObject({ ok: true, uprightWidth: 200, uprightHeight: 300 });
  });

  it('stripping keeps JFIF, ICC and Adobe, removes EXIF and comments, and drops fill bytes between segments', () => {
    const stripped = stripJpegMetadata(filled);
    // Fill bytes after the entropy-coded data are copied with the scan, like the coded pixels.
    expect(stripped).toEqual(concatBytes([0xff, 0xd8], jfif, icc, adobe, dqt, sof, dht, sosHeader, scan, fill(eoi)));
    expect(containsText(stripped, 'Exif')).toBe(false);
  });
});
