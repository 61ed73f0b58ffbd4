// @vitest-environment jsdom
/**
 * The proof's drawing commands and its byte budget (workers/proof.ts, run here on canvas elements as
 * the main-thread fallback does), with the canvas mocked; its pixels are checked in Chromium by the
 * order e2e.
 */
// Worker modules drawing on a mocked 2D canvas (the jsdom project's setup is not loaded here).
import 'vitest-canvas-mock';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { canvasElementSurfaces } from '@/image/main-thread-surface';
import { TEXT_FONT_URLS } from '@/platform/text-font-files';
import { newTextLayer } from '@/domain/text-layers';
import { PROOF_LONG_SIDE } from '@/domain/proof-frame';
import type { PhotoPart } from '../../workers/design-draw';
import { drawProof, makeProof, PROOF_MAX_BYTES } from '../../workers/proof';

interface CanvasEvent {
  readonly type: string;
  readonly props: Record<string, unknown>;
}

type MockContext = CanvasRenderingContext2D & { __getEvents(): CanvasEvent[] };

function bitmap(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The whole photo as its own part. */
function wholePhoto(bitmap: HTMLCanvasElement): PhotoPart {
  const { width, height } = bitmap;
  return { bitmap, window: { x: 0, y: 0, width, height }, photoWidth: width, photoHeight: height };
}

function drawn(design: DesignConfig, width = 400, height = 200) {
  const context = bitmap(width, height).getContext('2d') as MockContext;
  const drawImage = vi.spyOn(context, 'drawImage');
  const photo = bitmap(300, 100);
  drawProof({ context, width, height }, wholePhoto(photo), design);
  return Object.assign(context.__getEvents(), { drawImage, photo });
}

const design: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'M', widthCm: 82, heightCm: 32 };

describe('drawProof', () => {
  it('paints white outside, then the background and the photo inside the clipped frame', () => {
    const events = drawn({ ...design, fit: 'contain', background: 'black' });
    const types = events.map((event) => event.type);
    expect(types.indexOf('clip')).toBeLessThan(types.indexOf('drawImage'));
    const fills = events.filter((event) => event.type === 'fillStyle').map((event) => event.props.value);
    expect(fills).toEqual(['#ffffff', '#000000']);
    // contain: a 3:1 photo in a 2:1 frame is 400 wide, 133.3 high, centred.
    const [photo, dx, dy, width, height] = events.drawImage.mock.calls[0] ?? [];
    expect(photo).toBe(events.photo);
    expect([dx, width]).toEqual([-200, 400]);
    expect(dy).toBeCloseTo(-200 / 3);
    expect(height).toBeCloseTo(400 / 3);
    const translate = events.find((event) => event.type === 'translate');
    expect(translate?.props).toEqual({ x: 200, y: 100 });
  });

  it('draws a part of the photo where that part of the whole would land', () => {
    const context = bitmap(400, 200).getContext('2d') as MockContext;
    const drawImage = vi.spyOn(context, 'drawImage');
    const part = bitmap(50, 25);
    // The right half of a 300 × 100 photo, handed over at a third of its size.
    drawProof({ context, width: 400, height: 200 }, { bitmap: part, window: { x: 150, y: 0, width: 150, height: 100 }, photoWidth: 300, photoHeight: 100 }, design);
    // cover: the 3:1 photo is 600 × 200 in the 400 × 200 frame, centred on (200, 100); its right half from x = 0.
    expect(drawImage.mock.calls[0]).toEqual([part, 0, -100, 300, 200]);
  });

  it('mirrors with a horizontal flip and rotates clockwise about the picture centre', () => {
    const events = drawn({ ...design, mirrored: true, rotation: 90 });
    expect(events.find((event) => event.type === 'scale')?.props).toEqual({ x: -1, y: 1 });
    expect(events.find((event) => event.type === 'rotate')?.props.angle).toBeCloseTo((270 * Math.PI) / 180);
  });

  it('clips a circular rug or pad to the circle of its smaller side', () => {
    for (const mode of ['Alfombra', 'Clasic'] as const) {
      const events = drawn({ ...initialDesign(mode), circular: true }, 400, 200);
      expect(events.find((event) => event.type === 'arc')?.props).toMatchObject({ x: 200, y: 100, radius: 100 });
    }
  });

  it('rounds a pad’s corners as the cut does, and keeps straight edges square (issue 31)', () => {
    const kinds = (events: CanvasEvent[]) => events.map((event) => event.type).filter((type) => ['clip', 'bezierCurveTo'].includes(type));
    // 400 px for 82 cm: the 0.5 cm corner is 2.44 px, four quarter arcs before a second clip.
    const rounded = drawn(design);
    expect(kinds(rounded)).toEqual(['clip', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'bezierCurveTo', 'clip']);
    expect(rounded.find((event) => event.type === 'moveTo')?.props.x).toBeCloseTo((0.5 * 400) / 82);
    expect(kinds(drawn({ ...design, straightEdges: true }))).toEqual(['clip']);
    expect(kinds(drawn({ ...design, circular: true }))).toEqual(['clip']);
  });

  it('draws the text layers above the photo, inside the clip, where the preview puts them', () => {
    const texts = [{ ...newTextLayer('SANTI', 'anton'), xPct: 25, yPct: 50, outline: true }];
    const events = drawn({ ...design, texts });
    const types = events.map((event) => event.type);
    const fill = events.find((event) => event.type === 'fillText');
    expect(types.indexOf('fillText')).toBeGreaterThan(types.indexOf('drawImage'));
    expect(types.indexOf('strokeText')).toBeLessThan(types.indexOf('fillText'));
    expect(types.lastIndexOf('restore')).toBeGreaterThan(types.indexOf('fillText'));
    // 400 px for 82 cm: the anchor at 20.5 cm, the baseline 0.35 × 6 cm below the middle (16 cm).
    const scale = 400 / 82;
    expect(fill?.props).toMatchObject({ text: 'SANTI' });
    expect(fill?.props.x).toBeCloseTo(20.5 * scale);
    expect(fill?.props.y).toBeCloseTo(18.1 * scale);
    expect(events.find((event) => event.type === 'font')?.props.value).toBe(`${6 * scale}px "MGM Anton"`);
  });

  it('draws a neutral checkerboard for the IA background', () => {
    const events = drawn({ ...design, fit: 'contain', background: 'ia' });
    const fills = new Set(events.filter((event) => event.type === 'fillStyle').map((event) => event.props.value));
    expect(fills).toEqual(new Set(['#ffffff', '#d6d6d6', '#bdbdbd']));
  });
});

const composeProof = (source: HTMLCanvasElement, of: DesignConfig) =>
  makeProof(wholePhoto(source), of, { surfaces: canvasElementSurfaces, checkpoint: () => undefined }, TEXT_FONT_URLS);

describe('makeProof', () => {
  beforeEach(() => {
    // The canvas-size probe reads back one opaque pixel; the mocked canvas would give a transparent one.
    vi.spyOn(CanvasRenderingContext2D.prototype, 'getImageData').mockReturnValue(new ImageData(Uint8ClampedArray.from([0, 0, 0, 255]), 1, 1));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function fakeEncoder(sizeOf: (canvas: HTMLCanvasElement, quality: number) => number) {
    return vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation(function (this: HTMLCanvasElement, callback, type, quality) {
        callback(new Blob([new Uint8Array(sizeOf(this, Number(quality)))], { type: type ?? 'image/png' }));
      });
  }

  it('steps the JPEG quality down until the proof fits in 2 MB', async () => {
    const sizes: Record<number, number> = { 0.92: 3_000_000, 0.85: 2_200_000, 0.75: 1_900_000 };
    const encoder = fakeEncoder((_, quality) => sizes[quality] ?? 1_000_000);
    const blob = await composeProof(bitmap(300, 100), design);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(1_900_000);
    expect(blob.size).toBeLessThanOrEqual(PROOF_MAX_BYTES);
    expect(encoder.mock.calls.map((call) => call[2])).toEqual([0.92, 0.85, 0.75]);
  });

  it('shrinks the picture by the overshoot when no quality fits', async () => {
    const widths: number[] = [];
    fakeEncoder((canvas) => {
      widths.push(canvas.width);
      return canvas.width >= PROOF_LONG_SIDE ? 5_000_000 : 500_000;
    });
    const blob = await composeProof(bitmap(300, 100), design);
    expect(blob.size).toBe(500_000);
    // Area shrinks by 5 MB → 2 MiB plus a 5 % margin: the side by √(2 MiB / 5 MB) × 0.95.
    expect(widths.at(-1)).toBe(Math.floor(PROOF_LONG_SIDE * Math.sqrt(PROOF_MAX_BYTES / 5_000_000) * 0.95));
  });

  it('gives up rather than send an oversized proof', async () => {
    // Even one pixel would be too big: the shrinking stops instead of sending it.
    fakeEncoder(() => 1e12);
    await expect(composeProof(bitmap(300, 100), design)).rejects.toThrow();
  });
});
