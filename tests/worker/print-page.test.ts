// @vitest-environment jsdom
/**
 * The print page's drawing commands (workers/print-page.ts) with the canvas mocked: background over
 * the whole page, the photo where placeDesign puts it inside the frame's offset, edge stretches copied
 * from the page itself, and the white beyond a round rug's ring. Pixels are checked in Chromium by
 * tests/e2e/print-file.spec.ts.
 */
// Worker modules drawing on a mocked 2D canvas (the jsdom project's setup is not loaded here).
import 'vitest-canvas-mock';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { printLayout } from '@/domain/print-layout';
import { surfaceOf, type DrawSurface } from '../../workers/draw-surface';
import { drawPrintPage } from '../../workers/print-page';

type MockContext = CanvasRenderingContext2D & { __getEvents(): { type: string; props: Record<string, unknown> }[] };

function page(width: number, height: number): DrawSurface & { context: MockContext } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const surface = surfaceOf(canvas);
  if (!surface) throw new Error('no surface');
  return surface as DrawSurface & { context: MockContext };
}

function photo(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const pad: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'SP', widthCm: 25, heightCm: 25 };

describe('drawPrintPage', () => {
  it('fills the whole page with the background, bleed included, before the photo', () => {
    const surface = page(270, 270);
    const design: DesignConfig = { ...pad, fit: 'contain', background: 'white' };
    drawPrintPage(surface, photo(300, 100), design, printLayout(design));
    const events = surface.context.__getEvents();
    const fill = events.find((event) => event.type === 'fillRect');
    // Drawn after translating to the frame's corner (1 cm = 10 px), so the page starts at −10, −10.
    expect(fill?.props).toEqual({ x: -10, y: -10, width: 270, height: 270 });
    expect(events.findIndex((event) => event.type === 'fillRect')).toBeLessThan(events.findIndex((event) => event.type === 'drawImage'));
  });

  it('stretches the photo edge over the bleed where cover stops at the cut line, from the page itself', () => {
    const surface = page(270, 270);
    const drawImage = vi.spyOn(surface.context, 'drawImage');
    drawPrintPage(surface, photo(300, 100), pad, printLayout(pad));
    // Cover of a 3:1 photo on a square: it overflows left and right, stops at the top and bottom cut lines.
    const copies = drawImage.mock.calls.filter((call) => call[0] === surface.canvas);
    expect(copies.map((call) => call.slice(1))).toEqual([
      [0, 10, 270, 1, 0, 0, 270, 10],
      [0, 259, 270, 1, 0, 260, 270, 10],
    ]);
  });

  it('whitens beyond the ring of a round rug: the circle plus its bleed', () => {
    const rug: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'SA', widthCm: 50, heightCm: 40, circular: true };
    const surface = page(420, 420);
    drawPrintPage(surface, photo(300, 100), rug, printLayout(rug));
    const events = surface.context.__getEvents();
    expect(events.find((event) => event.type === 'arc')?.props).toMatchObject({ x: 210, y: 210, radius: 210, anticlockwise: true });
    expect(events.at(-1)).toMatchObject({ type: 'fill', props: { fillRule: 'evenodd' } });
  });
});
