/**
 * The text layers as the preview shows them: each one's ink box in frame pixels, whether it crosses
 * the safe area, and which one is under the pointer. Pure apart from the measuring it is handed.
 */
import type { DesignConfig } from '@/domain/design';
import type { Rect } from '@/domain/geometry';
import type { TextLayer } from '@/domain/text-layers';
import { crossesSafeArea, textBox, type PieceSize, type TextMetrics } from '@/domain/text-placement';
import { px } from '@/domain/units';
import type { Point } from './gesture-math';

export interface PreviewText {
  readonly layer: TextLayer;
  readonly metrics: TextMetrics;
  /** The ink box in frame pixels. */
  readonly box: Rect;
  /** Closer than 1 cm to the edge: it may end up under the stitching. */
  readonly unsafe: boolean;
}

/** A finger is less precise than a mouse: the box grabs this far around the ink. */
const GRAB_SLOP_PX = 8;

export const pieceOf = (design: DesignConfig): PieceSize => ({ widthCm: design.widthCm, heightCm: design.heightCm, circular: design.circular });

export function previewTexts(design: DesignConfig, pxPerCm: number, measure: (layer: TextLayer) => TextMetrics): PreviewText[] {
  const piece = pieceOf(design);
  return design.texts.map((layer) => {
    const metrics = measure(layer);
    const cmBox = textBox(layer, piece, metrics);
    const box = { x: px(cmBox.x * pxPerCm), y: px(cmBox.y * pxPerCm), width: px(cmBox.width * pxPerCm), height: px(cmBox.height * pxPerCm) };
    return { layer, metrics, box, unsafe: layer.text !== '' && crossesSafeArea(cmBox, piece) };
  });
}

/** The topmost text under `point` (the last layer is drawn on top), or null. */
export function textAt(texts: readonly PreviewText[], point: Point): number | null {
  for (let index = texts.length - 1; index >= 0; index -= 1) {
    const text = texts[index];
    if (!text || text.layer.text === '') continue;
    const { x, y, width, height } = text.box;
    if (point.x >= x - GRAB_SLOP_PX && point.x <= x + width + GRAB_SLOP_PX && point.y >= y - GRAB_SLOP_PX && point.y <= y + height + GRAB_SLOP_PX) {
      return index;
    }
  }
  return null;
}
