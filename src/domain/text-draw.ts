/**
 * Drawing text layers on a 2D context, shared by the Konva preview (inside a custom shape) and the
 * worker's proof, so both put every letter in the same place. The fonts must already be loaded
 * under TEXT_FONTS' family names; the print file draws the same layers as PDF text instead.
 */
import { cssFont } from './text-fonts';
import { outlineColor, type TextLayer } from './text-layers';
import { textOrigin, type PieceSize } from './text-placement';

/** The part of a canvas 2D context text drawing needs. */
export interface TextSink {
  font: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  textAlign: string;
  textBaseline: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  save(): void;
  restore(): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

/** Outline width and shadow, in ems of the font size (the PDF uses the same figures). */
export const TEXT_EFFECTS = {
  outlineEm: 0.08,
  shadowOffsetEm: 0.06,
  shadowBlurEm: 0.08,
  shadowColor: 'rgba(0, 0, 0, 0.6)',
  shadowOpacity: 0.6,
} as const;

/** Draws one layer with the frame at (0, 0) and `pxPerCm` pixels per centimetre. */
export function drawTextLayer(sink: TextSink, layer: TextLayer, piece: PieceSize, pxPerCm: number): void {
  if (layer.text === '') return;
  const size = layer.sizeCm * pxPerCm;
  const { x, baseline } = textOrigin(layer, piece);
  sink.save();
  sink.font = cssFont(layer.font, size);
  sink.textAlign = layer.align;
  sink.textBaseline = 'alphabetic';
  if (layer.shadow) {
    sink.shadowColor = TEXT_EFFECTS.shadowColor;
    sink.shadowBlur = TEXT_EFFECTS.shadowBlurEm * size;
    sink.shadowOffsetX = TEXT_EFFECTS.shadowOffsetEm * size;
    sink.shadowOffsetY = TEXT_EFFECTS.shadowOffsetEm * size;
  }
  if (layer.outline) {
    // Stroked twice as wide under the fill, so the outline shows only outside the letters.
    sink.strokeStyle = outlineColor(layer.color);
    sink.lineWidth = 2 * TEXT_EFFECTS.outlineEm * size;
    sink.lineJoin = 'round';
    sink.strokeText(layer.text, x * pxPerCm, baseline * pxPerCm);
    sink.shadowColor = 'transparent';
  }
  sink.fillStyle = layer.color;
  sink.fillText(layer.text, x * pxPerCm, baseline * pxPerCm);
  sink.restore();
}

/** Draws every layer in order (the first one lowest). */
export function drawTextLayers(sink: TextSink, layers: readonly TextLayer[], piece: PieceSize, pxPerCm: number): void {
  for (const layer of layers) drawTextLayer(sink, layer, piece, pxPerCm);
}
