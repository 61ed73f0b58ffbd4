import { deflateSync } from 'node:zlib';
import { inspectImageBytes } from '@/domain/image-bytes';
import { readPngHeader, stripPngMetadata, walkPng } from '@/domain/image-bytes-png';
import { concatBytes, containsText, exifTiff, pngChunk, spliceAfterIhdr, textChunk } from './image-fixtures';

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ihdr(width: number, height: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(13));
  view.setUint32(0, width);
  view.setUint32(4, height);
  view.setUint8(8, 8);
  view.setUint8(9, 6);
  return pngChunk('IHDR', new Uint8Array(view.buffer));
}

/** A real 3×2 RGBA PNG. */
function smallPng(): Uint8Array {
  const rows = [0, 1].map(() => [0, ...Array.from({ length: 12 }, (_, i) => (i * 37) & 0xff)]);
  const idat = pngChunk('IDAT', deflateSync(Uint8Array.from(rows.flat())));
  return concatBytes(signature, ihdr(3, 2), idat, pngChunk('IEND', []));
}

const iccp = pngChunk('iCCP', [...Buffer.from('sRGB\0\0'), ...deflateSync(Buffer.from('perfil'))]);

describe('PNG header', () => {
  it('reads the size from IHDR and the orientation of an eXIf chunk', () => {
    const bytes = spliceAfterIhdr(smallPng(), pngChunk('eXIf', exifTiff({ orientation: 6 })));
    expect(readPngHeader(walkPng(bytes), bytes)).toEqual({ width: 3, height: 2, orientation: 6 });
    expect(inspectImageBytes(bytes)).toMatchObject({ ok: true, type: 'image/png', uprightWidth: 2, uprightHeight: 3 });
  });

  it('refuses a tiny PNG that claims 20000×20000 before anything is decoded', () => {
    const bomb = concatBytes(signature, ihdr(20000, 20000), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', []));
    expect(bomb.length).toBeLessThan(200);
    expect(inspectImageBytes(bomb)).toEqual({ ok: false, reason: 'too-many-pixels', megapixels: 400 });
  });

  it('refuses a truncated PNG and one with a zero size', () => {
    const bytes = smallPng();
    expect(inspectImageBytes(bytes.subarray(0, bytes.length - 6))).toEqual({ ok: false, reason: 'corrupt' });
    const zero = concatBytes(signature, ihdr(0, 2), pngChunk('IEND', []));
    expect(inspectImageBytes(zero)).toEqual({ ok: false, reason: 'corrupt' });
  });
});

describe('PNG metadata stripping', () => {
  const original = spliceAfterIhdr(
    smallPng(),
    iccp,
    textChunk('Location', 'San Juan, Argentina'),
    pngChunk('eXIf', exifTiff({ orientation: 1, gps: true })),
  );
  const stripped = stripPngMetadata(original);

  it('removes text and eXIf chunks and keeps the colour profile', () => {
    expect(walkPng(stripped).chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'iCCP', 'IDAT', 'IEND']);
    expect(containsText(stripped, 'San Juan')).toBe(false);
  });

  it('keeps every kept chunk byte for byte, CRC included', () => {
    expect(stripped).toEqual(concatBytes(smallPng().subarray(0, 33), iccp, smallPng().subarray(33)));
    expect(walkPng(stripped).complete).toBe(true);
  });
});
