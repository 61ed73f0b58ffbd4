/**
 * Print-quality meter (decisions §6: tell the shopper when the photo is too small for the size).
 * Effective resolution = photo pixels per printed inch of the part of the photo that is printed,
 * after fit and rotation, measured on the full-resolution photo (never the preview bitmap).
 */
import type { Fit, Rotation } from './design';
import { fitBox, fitRect, isQuarterTurn } from './geometry';

const CM_PER_INCH = 2.54;

export type QualityLevel = 'excelente' | 'buena' | 'aceptable' | 'baja';

export interface PrintQualityInput {
  readonly widthCm: number;
  readonly heightCm: number;
  /** Full-resolution photo size before the shopper's rotation. */
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly fit: Fit;
  readonly rotation: Rotation;
  readonly circular: boolean;
}

export interface PrintQuality {
  /** Whole pixels per inch, rounded down. */
  readonly dpi: number;
  readonly level: QualityLevel;
  readonly label: string;
  /** What to do about a low resolution, or null when the print will look fine. */
  readonly advice: string | null;
}

const LEVELS: readonly { level: QualityLevel; minDpi: number; label: string }[] = [
  { level: 'excelente', minDpi: 150, label: 'Excelente' },
  { level: 'buena', minDpi: 100, label: 'Buena' },
  { level: 'aceptable', minDpi: 75, label: 'Aceptable' },
  { level: 'baja', minDpi: 0, label: 'Baja' },
];

export const LOW_QUALITY_ADVICE =
  'La foto tiene poca resolución para esta medida y se va a ver borrosa: usá una foto más grande o elegí una medida más chica.';

/**
 * Pixels per inch of the printed photo. Cover and contain scale both axes alike; fill stretches
 * them apart, so the poorer axis decides. Position does not change the resolution.
 */
export function effectiveDpi(input: PrintQualityInput): number {
  const turned = isQuarterTurn(input.rotation);
  const pictureWidth = turned ? input.imageHeight : input.imageWidth;
  const pictureHeight = turned ? input.imageWidth : input.imageHeight;
  if (pictureWidth <= 0 || pictureHeight <= 0 || input.widthCm <= 0 || input.heightCm <= 0) return 0;
  const box = fitBox(input.widthCm, input.heightCm, input.circular);
  const shownCm = fitRect(box, pictureWidth, pictureHeight, input.fit, 'center', 'center');
  const dpiX = (pictureWidth * CM_PER_INCH) / shownCm.width;
  const dpiY = (pictureHeight * CM_PER_INCH) / shownCm.height;
  return Math.min(dpiX, dpiY);
}

export function qualityForDpi(dpi: number): PrintQuality {
  // The epsilon keeps an exact 150 that floating point computed as 149.999… at 150.
  const whole = Math.max(0, Math.floor(dpi + 1e-9));
  const found = LEVELS.find((entry) => whole >= entry.minDpi) ?? { level: 'baja' as const, label: 'Baja' };
  return {
    dpi: whole,
    level: found.level,
    label: found.label,
    advice: found.level === 'baja' ? LOW_QUALITY_ADVICE : null,
  };
}

export function printQuality(input: PrintQualityInput): PrintQuality {
  return qualityForDpi(effectiveDpi(input));
}
