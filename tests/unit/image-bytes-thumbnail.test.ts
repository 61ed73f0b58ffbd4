import { jpegHeadFacts } from '@/domain/image-bytes';
import { readTiffThumbnail } from '@/domain/image-bytes-exif';
import { readJpegHead } from '@/domain/image-bytes-jpeg';
import { concatBytes, exifSegment, jpegSegment, phoneExifSegment } from './image-fixtures';

const dqt = jpegSegment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
/** SOF0 of a width × height frame. */
const sof = (width: number, height: number) => jpegSegment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
const sos = jpegSegment(0xda, [1, 1, 0, 0, 63, 0]);
const scan = Uint8Array.from([0x12, 0x34, 0xff, 0x00, 0x56]);
const eoi = [0xff, 0xd9];
/** Stands for the 160x120 JPEG a phone keeps in IFD1 (only its first bytes matter here). */
const thumbnail = concatBytes([0xff, 0xd8], dqt, eoi);

function phoneJpeg(width: number, height: number, orientation: number, exif: Uint8Array = phoneExifSegment(orientation, thumbnail)): Uint8Array {
  return concatBytes([0xff, 0xd8], exif, dqt, sof(width, height), sos, scan, eoi);
}

describe('the EXIF thumbnail and facts from the head of a JPEG', () => {
  it('finds the IFD1 thumbnail, the frame size and the orientation in the first bytes alone', () => {
    const bytes = phoneJpeg(4000, 3000, 6);
    const head = bytes.subarray(0, bytes.length - scan.length - 2);
    const found = readJpegHead(head);
    expect(found).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect([...(found?.thumbnail ?? [])]).toEqual([...thumbnail]);
    expect(jpegHeadFacts(head)).toEqual({ type: 'image/jpeg', width: 4000, height: 3000, orientation: 6, uprightWidth: 3000, uprightHeight: 4000 });
  });

  it('has no thumbnail without IFD1, nor for one that points outside the block or is not a JPEG', () => {
    expect(readJpegHead(phoneJpeg(400, 300, 1, exifSegment({ orientation: 1 })))?.thumbnail).toBeNull();
    const exif = phoneExifSegment(1, thumbnail);
    const tiff = exif.subarray(10);
    const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    // IFD1 at 26: its JPEGInterchangeFormat entry is the second (26 + 2 + 12), value at + 8.
    view.setUint32(26 + 2 + 12 + 8, tiff.length);
    expect(readTiffThumbnail(tiff)).toBeNull();
    const notJpeg = phoneExifSegment(1, Uint8Array.from([1, 2, 3, 4, 5, 6]));
    expect(readTiffThumbnail(notJpeg.subarray(10))).toBeNull();
  });

  it('reads nothing when the head stops before the frame header, and refuses too many pixels', () => {
    const bytes = phoneJpeg(4000, 3000, 1);
    expect(readJpegHead(bytes.subarray(0, 40))).toBeNull();
    expect(jpegHeadFacts(phoneJpeg(20000, 20000, 1))).toBeNull();
    expect(jpegHeadFacts(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
