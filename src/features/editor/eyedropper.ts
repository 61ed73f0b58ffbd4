/**
 * The browser's own eyedropper (Chromium on desktop): it picks any pixel on screen, the photo on
 * the preview included. Missing elsewhere (Firefox, Safari, phones): then a tap on the preview picks.
 */
import { parseHexColor, type HexColor } from '@/domain/background-color';

interface EyeDropperResult {
  readonly sRGBHex: string;
}

interface EyeDropperLike {
  open(): Promise<EyeDropperResult>;
}

type EyeDropperConstructor = new () => EyeDropperLike;

function eyeDropperClass(): EyeDropperConstructor | null {
  const candidate: unknown = (globalThis as { EyeDropper?: unknown }).EyeDropper;
  return typeof candidate === 'function' ? (candidate as EyeDropperConstructor) : null;
}

export function hasBrowserEyeDropper(): boolean {
  return eyeDropperClass() !== null;
}

/** The picked colour; null when the shopper closed the eyedropper with Escape or it failed. */
export async function pickWithBrowserEyeDropper(): Promise<HexColor | null> {
  const EyeDropper = eyeDropperClass();
  if (!EyeDropper) return null;
  try {
    return parseHexColor((await new EyeDropper().open()).sRGBHex);
  } catch {
    return null;
  }
}
