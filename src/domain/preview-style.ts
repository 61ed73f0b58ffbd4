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

/** What the background is painted with: the IA checker, or one solid colour. */
export type BackgroundFill = 'ia' | HexColor;

/** The one fill the preview, the proof and the print file paint behind the photo (black unless contain, spec §4). */
export function backgroundFill(design: Pick<DesignConfig, 'fit' | 'background' | 'customColor'>): BackgroundFill {
  const background = effectiveBackground(design);
  if (background === 'ia') return 'ia';
  return background === 'custom' ? design.customColor : SOLID_BACKGROUND_FILL[background];
}

export const IA_PATTERN = {
  /** Light and dark squares, alternating. */
  colours: ['#d6d6d6', '#bdbdbd'],
  /** Side of one square in preview pixels. */
  squarePx: 12,
} as const;

/**
 * How much the IA checker's squares grow or shrink in a frame frameWidth pixels wide for a piece
 * widthCm wide: they keep the size the spec's preview scale gives them relative to the piece, so the
 * preview (at whatever size fits the screen), the proof and the print file show the same squares.
 */
export function iaPatternScale(frameWidth: number, widthCm: number): number {
  return frameWidth / framePixels(widthCm, false);
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
