import { readFileSync } from 'node:fs';
import { sniffImageType } from '@/domain/image-bytes';
import { readConvertibleSize } from '@/domain/image-bytes-convertible';

const bytes = (text: string) => [...new TextEncoder().encode(text)];
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../e2e/fixtures/${name}`, import.meta.url)));
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const riff = (chunk: string, payload: number[]) => Uint8Array.from([...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBP'), ...bytes(chunk), 0, 0, 0, 0, ...payload]);
const box = (type: string, payload: number[]) => [...be32(8 + payload.length), ...bytes(type), ...payload];

describe('the size of a WebP, AVIF or HEIC photo, from its header', () => {
  it('reads the three kinds of WebP', () => {
    // Lossy: frame tag, start code, 14-bit width and height.
    expect(readConvertibleSize('webp', riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(4000), ...le16(3000), 0, 0]))).toEqual({ width: 4000, height: 3000 });
    // Lossless: signature, then width − 1 and height − 1 in 14 bits each.
    const bits = (4000 - 1) | ((3000 - 1) << 14);
    expect(readConvertibleSize('webp', riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24, 0, 0, 0, 0, 0]))).toEqual({ width: 4000, height: 3000 });
    // Extended: a 24-bit canvas size, minus one, that can claim far more than a photo has.
    expect(readConvertibleSize('webp', riff('VP8X', [0x10, 0, 0, 0, ...le24(16383), ...le24(16383)]))).toEqual({ width: 16384, height: 16384 });
  });

  it('takes the largest ispe of the meta box: a grid photo lists its tiles and the whole picture', () => {
    const ispe = (w: number, h: number) => box('ispe', [0, 0, 0, 0, ...be32(w), ...be32(h)]);
    const file = Uint8Array.from([
      ...box('ftyp', [...bytes('heic'), 0, 0, 0, 0, ...bytes('mif1heic')]),
      ...box('meta', [0, 0, 0, 0, ...box('iprp', [...box('ipco', [...ispe(512, 512), ...ispe(12000, 9000)])])]),
    ]);
    expect(sniffImageType(file)).toBe('heic');
    expect(readConvertibleSize('heic', file)).toEqual({ width: 12000, height: 9000 });
  });

  it('reads the committed fixtures, and calls a generic HEIF that lists avif an AVIF', () => {
    // A 64×48 picture in one 64×64 tile: the bound is the tile.
    expect(readConvertibleSize('heic', fixture('quadrants.heic'))).toEqual({ width: 64, height: 64 });
    // Stored sideways (48 × 64) with a rotation the decoder applies.
    expect(readConvertibleSize('avif', fixture('quadrants-irot.avif'))).toEqual({ width: 48, height: 64 });
    expect(sniffImageType(Uint8Array.from(box('ftyp', [...bytes('mif1'), 0, 0, 0, 0, ...bytes('mif1avif')])))).toBe('avif');
  });

  it('says nothing for a header without a size', () => {
    expect(readConvertibleSize('webp', riff('VP8 ', [0, 0, 0, 1, 2, 3, 0, 0, 0, 0]))).toBeNull();
    expect(readConvertibleSize('heic', Uint8Array.from(box('ftyp', bytes('heic'))))).toBeNull();
  });
});
