/** What the print file reads of a photo's colours: JPEG's APP14 and ICC chunks, PNG passthrough eligibility. */
import { deflateSync } from 'node:zlib';
import { joinParts } from '@/domain/byte-ranges';
import { walkJpeg } from '@/domain/image-bytes-jpeg';
import { walkPng } from '@/domain/image-bytes-png';
import { joinIccChunks, readJpegColour } from '@/print-file/jpeg-colour';
import { pngPassthrough } from '@/print-file/png-passthrough';
import { adobeSegment, concatBytes, jpegSegment, pngChunk } from '../image-fixtures';
import { iccProfile, jpegWith, pngWith } from './photo-fixtures';

const iccChunk = (sequence: number, count: number, data: Uint8Array) =>
  jpegSegment(0xe2, concatBytes(Buffer.from('ICC_PROFILE\0'), [sequence, count], data));

describe('readJpegColour', () => {
  it('joins an ICC profile split over APP2 chunks, in sequence order whatever the file order', () => {
    const profile = iccProfile('RGB ', 300);
    const chunks = [iccChunk(2, 3, profile.subarray(100, 200)), iccChunk(1, 3, profile.subarray(0, 100)), iccChunk(3, 3, profile.subarray(200))];
    const bytes = jpegWith({ components: 3, segments: chunks });
    const colour = readJpegColour(walkJpeg(bytes), bytes);
    expect(colour.icc).toEqual(profile);
    expect(colour).toMatchObject({ components: 3, adobe: false });
  });

  it('drops a profile with a chunk missing, or one that describes another number of components', () => {
    const rgb = iccProfile('RGB ', 200);
    const missing = jpegWith({ components: 3, segments: [iccChunk(1, 2, rgb.subarray(0, 100))] });
    expect(readJpegColour(walkJpeg(missing), missing).icc).toBeNull();
    const grey = jpegWith({ components: 1, segments: [iccChunk(1, 1, rgb)] });
    expect(readJpegColour(walkJpeg(grey), grey).icc).toBeNull();
  });

  it('tells an Adobe CMYK JPEG (APP14, stored inverted) from a plain one', () => {
    const adobe = jpegWith({ components: 4, segments: [adobeSegment()] });
    expect(readJpegColour(walkJpeg(adobe), adobe)).toMatchObject({ components: 4, adobe: true });
    const plain = jpegWith({ components: 4, segments: [] });
    expect(readJpegColour(walkJpeg(plain), plain)).toMatchObject({ components: 4, adobe: false });
  });

  it('refuses repeated sequence numbers and disagreeing counts', () => {
    const data = new Uint8Array(10);
    expect(joinIccChunks([{ sequence: 1, count: 2, data }, { sequence: 1, count: 2, data }])).toBeNull();
    expect(joinIccChunks([{ sequence: 1, count: 2, data }, { sequence: 2, count: 3, data }])).toBeNull();
  });
});

describe('pngPassthrough', () => {
  it('passes an opaque, non-interlaced RGB PNG through with where its IDAT chunks lie, joined, and its iCCP profile', () => {
    const profile = deflateSync(iccProfile('RGB ', 200));
    const bytes = pngWith({ colourType: 2, idat: 2, extra: [pngChunk('iCCP', concatBytes(Buffer.from('Display P3\0\0'), profile))] });
    const png = pngPassthrough(bytes, walkPng(bytes));
    expect(png).toMatchObject({ width: 4, height: 3, bitDepth: 8, colours: 3, palette: null });
    expect(png?.iccDeflated).toEqual(new Uint8Array(profile));
    expect(png?.data).toHaveLength(2);
    expect(joinParts(bytes, png?.data ?? [])).toEqual(new Uint8Array(deflateSync(Buffer.alloc(3 * (1 + 4 * 3)))));
  });

  it('takes grey and palette images, with the palette', () => {
    const grey = pngWith({ colourType: 0 });
    expect(pngPassthrough(grey, walkPng(grey))).toMatchObject({ colours: 1, palette: null });
    const palette = pngWith({ colourType: 3, extra: [pngChunk('PLTE', [255, 0, 0, 0, 0, 255])] });
    expect(pngPassthrough(palette, walkPng(palette))?.palette).toEqual(Uint8Array.from([255, 0, 0, 0, 0, 255]));
  });

  it('refuses alpha, a tRNS colour key, interlacing and a palette image without its palette', () => {
    for (const bytes of [
      pngWith({ colourType: 6 }),
      pngWith({ colourType: 4 }),
      pngWith({ colourType: 2, extra: [pngChunk('tRNS', [0, 0, 0, 0, 0, 0])] }),
      pngWith({ colourType: 2, interlaced: true }),
      pngWith({ colourType: 3 }),
    ]) {
      expect(pngPassthrough(bytes, walkPng(bytes))).toBeNull();
    }
  });
});
