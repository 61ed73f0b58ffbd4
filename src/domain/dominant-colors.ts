/**
 * The photo's own colours, offered as one-tap backgrounds: the most common colours of a small
 * sample of its pixels, each clearly different from the ones before it. Pure: the worker draws the
 * sample and hands the RGBA bytes here.
 *
 * Hand-written rather than a quantisation library (median cut, k-means): a popularity histogram
 * over 4 bits per channel is a few lines, deterministic, and fast enough for a 64 px sample; the
 * libraries of the field add weight and randomness for no visible gain on five swatches.
 */
import { rgbToHex, type HexColor } from './background-color';

/** Swatches offered. */
export const DOMINANT_COLOR_COUNT = 5;
/** Long side of the sample: a few thousand pixels tell the common colours as well as millions. */
const SAMPLE_LONG_SIDE = 64;

/** The sample's size for a picture of `width × height`: its proportions, never enlarged. */
export function colourSampleSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SAMPLE_LONG_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
/** Two swatches closer than this (RGB distance) would look alike: the less common one is skipped. */
const MIN_DISTANCE = 48;
/** Pixels more transparent than this are not part of the picture (PNG cut-outs). */
const MIN_ALPHA = 128;
const BITS = 4;

interface Bin {
  count: number;
  r: number;
  g: number;
  b: number;
}

function histogram(rgba: ArrayLike<number>): Map<number, Bin> {
  const bins = new Map<number, Bin>();
  const shift = 8 - BITS;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const r = rgba[i] ?? 0;
    const g = rgba[i + 1] ?? 0;
    const b = rgba[i + 2] ?? 0;
    if ((rgba[i + 3] ?? 0) < MIN_ALPHA) continue;
    const key = ((r >> shift) << (2 * BITS)) | ((g >> shift) << BITS) | (b >> shift);
    const bin = bins.get(key);
    if (bin) {
      bin.count += 1;
      bin.r += r;
      bin.g += g;
      bin.b += b;
    } else bins.set(key, { count: 1, r, g, b });
  }
  return bins;
}

const distance = (a: Bin, b: Bin) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);

/** Up to `count` colours of RGBA pixel data, most common first; fewer when the photo has fewer distinct ones. */
export function dominantColors(rgba: ArrayLike<number>, count = DOMINANT_COLOR_COUNT): HexColor[] {
  const means = [...histogram(rgba).values()]
    .sort((a, b) => b.count - a.count)
    .map(({ count: n, r, g, b }) => ({ count: n, r: r / n, g: g / n, b: b / n }));
  const chosen: Bin[] = [];
  for (const mean of means) {
    if (chosen.length === count) break;
    if (chosen.every((other) => distance(mean, other) >= MIN_DISTANCE)) chosen.push(mean);
  }
  return chosen.map(rgbToHex);
}
