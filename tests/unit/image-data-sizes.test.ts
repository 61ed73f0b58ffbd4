import { jpegScansHoldFrame, walkJpeg } from '@/domain/image-bytes-jpeg';
import { pngInflatedSize, walkPng } from '@/domain/image-bytes-png';
import { concatBytes, jpegSegment, pngChunk } from './image-fixtures';

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(width: number, height: number, depth: number, colourType: number, interlace = 0): Uint8Array {
  const view = new DataView(new ArrayBuffer(13));
  view.setUint32(0, width);
  view.setUint32(4, height);
  [depth, colourType, 0, 0, interlace].forEach((value, i) => view.setUint8(8 + i, value));
  return concatBytes(signature, pngChunk('IHDR', new Uint8Array(view.buffer)), pngChunk('IEND', []));
}

const inflated = (bytes: Uint8Array): number | null => pngInflatedSize(walkPng(bytes), bytes);

describe('the bytes a PNG header says its zlib data inflates to', () => {
  it('counts one filter byte per row and the packed samples', () => {
    expect(inflated(png(3, 2, 8, 6))).toBe(2 * (1 + 12));
    expect(inflated(png(3, 2, 16, 6))).toBe(2 * (1 + 24));
    // 10 one-bit samples pack into 2 bytes.
    expect(inflated(png(10, 4, 1, 0))).toBe(4 * (1 + 2));
    expect(inflated(png(10_000, 10_000, 8, 6))).toBe(10_000 * 40_001);
  });

  it('adds up the seven Adam7 passes of an interlaced PNG, skipping empty ones', () => {
    // 8×8 RGB: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels, 3 bytes each.
    const rows = [[1, 1], [1, 1], [2, 1], [2, 2], [4, 2], [4, 4], [8, 4]];
    expect(inflated(png(8, 8, 8, 2, 1))).toBe(rows.reduce((sum, [w = 0, h = 0]) => sum + h * (1 + w * 3), 0));
    // 1×1: only the first pass has a pixel.
    expect(inflated(png(1, 1, 8, 2, 1))).toBe(1 + 3);
  });

  it('knows no size for a colour type and bit depth the specification does not allow', () => {
    expect(inflated(png(4, 4, 16, 3))).toBeNull();
    expect(inflated(png(4, 4, 4, 2))).toBeNull();
    expect(inflated(png(4, 4, 8, 5))).toBeNull();
  });
});

function jpeg(width: number, height: number, scanBytes: number, frameMarker = 0xc0): Uint8Array {
  const frame = jpegSegment(frameMarker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const scan = jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]);
  return concatBytes([0xff, 0xd8], frame, scan, new Uint8Array(scanBytes).fill(0x55), [0xff, 0xd9]);
}

const holds = (bytes: Uint8Array, width: number, height: number): boolean => jpegScansHoldFrame(walkJpeg(bytes), width, height);

describe('whether a JPEG’s scans can hold its frame', () => {
  it('asks for at least one byte per eight 8×8 blocks', () => {
    // 800×800 is 10000 blocks: 1250 bytes of scan, its 10-byte header included.
    expect(holds(jpeg(800, 800, 1240), 800, 800)).toBe(true);
    expect(holds(jpeg(800, 800, 1200), 800, 800)).toBe(false);
  });

  it('refuses 65535×1525 pixels in two bytes of scan, and allows arithmetic coding 1024 blocks a byte', () => {
    expect(holds(jpeg(65_535, 1525, 2), 65_535, 1525)).toBe(false);
    expect(holds(jpeg(800, 800, 10, 0xc9), 800, 800)).toBe(true);
    expect(holds(jpeg(8000, 8000, 10, 0xc9), 8000, 8000)).toBe(false);
  });
});
