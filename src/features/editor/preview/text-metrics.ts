/**
 * Measures a text layer's ink in ems of its font size with a canvas (the fonts the preview draws
 * with), for hit-testing drags, the selection box, snapping and the safe-area check.
 */
import { cssFont } from '@/domain/text-fonts';
import type { TextLayer } from '@/domain/text-layers';
import type { TextMetrics } from '@/domain/text-placement';

/** Measured at this font size, then divided back to ems. */
const MEASURE_PX = 100;
/** Without a canvas (or before its font loads) a text is taken as this tall. */
const FALLBACK = { ascent: 0.75, descent: 0.1, widthPerChar: 0.6 } as const;

let context: CanvasRenderingContext2D | null | undefined;

function measuringContext(): CanvasRenderingContext2D | null {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return context;
}

export function measureTextLayer(layer: TextLayer): TextMetrics {
  const ctx = measuringContext();
  if (ctx) ctx.font = cssFont(layer.font, MEASURE_PX);
  const measured = ctx?.measureText(layer.text) ?? null;
  const width = measured?.width ?? layer.text.length * FALLBACK.widthPerChar * MEASURE_PX;
  const ascent = measured?.actualBoundingBoxAscent || FALLBACK.ascent * MEASURE_PX;
  const descent = measured?.actualBoundingBoxDescent ?? FALLBACK.descent * MEASURE_PX;
  return { width: width / MEASURE_PX, ascent: ascent / MEASURE_PX, descent: Math.max(0, descent) / MEASURE_PX };
}
