/**
 * How the preview paints backgrounds, shared by the Konva preview and any canvas renderer of the
 * same design so both look alike. The IA background is a neutral checkerboard: the store
 * completes the real background later, so nothing is invented here.
 */
import type { HexColor } from './background-color';
import { effectiveBackground, type DesignConfig } from './design';
import { framePixels, type Rect } from './geometry';

export const SOLID_BACKGROUND_FILL = {
  black: '#000000' as HexColor,
  white: '#ffffff' as HexColor,
} as const;

export const IA_PATTERN = {
  /** Light and dark squares, alternating. */
  colours: ['#d6d6d6' as HexColor, '#bdbdbd' as HexColor],
  /** Side of one square in preview pixels. */
  squarePx: 12,
} as const;

/**
 * How much the IA checker's squares grow or shrink in a frame frameWidth pixels wide for a piece
 * widthCm wide: they keep the size the spec's preview scale gives them relative to the piece, so the
 * preview (at whatever size fits the screen), the proof and the print file show the same squares.
 */
export function iaPatternScale(frameWidth: number, widthCm: number): number {
  return frameWidth / framePixels(widthCm);
}

/** Told to the shopper wherever the IA background is shown. */
export const IA_BACKGROUND_NOTE = 'El fondo se completará con IA y te enviaremos el resultado por mail.';

/**
 * The dark squares of the IA checkerboard over a width × height area, light square first at its
 * top-left corner; clipped to the area. The Konva tile and the canvas renderers all draw these.
 */
export function iaCheckerCells(width: number, height: number, square: number): Rect<number>[] {
  const cells: Rect<number>[] = [];
  for (let row = 0; row * square < height; row += 1) {
    for (let col = 1 - (row % 2); col * square < width; col += 2) {
      const x = col * square;
      const y = row * square;
      cells.push({ x, y, width: Math.min(square, width - x), height: Math.min(square, height - y) });
    }
  }
  return cells;
}

/** What a design's background paints: one colour, or the IA checkerboard with its squares' side. */
export type BackgroundFill =
  | { readonly kind: 'solid'; readonly colour: HexColor }
  | { readonly kind: 'checker'; readonly light: HexColor; readonly dark: HexColor; readonly square: number };

/**
 * The one place a design's background becomes paint, for the preview, the proof and the print file
 * alike, in a frame `frameWidth` units wide (preview or proof pixels, print centimetres): the
 * checker's squares scale with it. Black unless contain (spec §4); "Otro color" paints its colour.
 */
export function backgroundFill(design: Pick<DesignConfig, 'fit' | 'background' | 'customColor' | 'widthCm'>, frameWidth: number): BackgroundFill {
  const background = effectiveBackground(design);
  if (background === 'custom') return { kind: 'solid', colour: design.customColor };
  if (background !== 'ia') return { kind: 'solid', colour: SOLID_BACKGROUND_FILL[background] };
  const [light, dark] = IA_PATTERN.colours;
  return { kind: 'checker', light, dark, square: IA_PATTERN.squarePx * iaPatternScale(frameWidth, design.widthCm) };
}

/**
 * The checker's dark squares over `area`, in its units, lined up with a light square at `origin` (the
 * fit box's corner, where Konva's pattern starts): whole pairs of squares from the origin back to at
 * or before the area's corner, so the first cells may start before the area; the caller clips.
 */
export function checkerSquaresOver(area: Rect<number>, origin: { readonly x: number; readonly y: number }, square: number): Rect<number>[] {
  const period = 2 * square;
  const startX = origin.x - Math.ceil((origin.x - area.x) / period) * period;
  const startY = origin.y - Math.ceil((origin.y - area.y) / period) * period;
  return iaCheckerCells(area.x + area.width - startX, area.y + area.height - startY, square).map((cell) => ({
    ...cell,
    x: startX + cell.x,
    y: startY + cell.y,
  }));
}
