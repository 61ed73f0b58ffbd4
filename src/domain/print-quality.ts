/**
 * Print-quality meter (decisions §6: tell the shopper when the photo is too small for the size).
 * Effective resolution = photo pixels per printed inch of the part of the photo that is printed,
 * after fit, rotation and zoom, measured on the full-resolution photo (never the preview bitmap).
 * The placement rule is geometry.ts's, applied in centimetres on the piece.
 */
import type { DesignConfig, Fit, Rotation } from './design';
import { fitBox, shownRect, turnedSize } from './geometry';
import { CM_PER_INCH, cm, px, type Cm, type Px } from './units';

export type QualityLevel = 'excelente' | 'buena' | 'aceptable' | 'baja';

export interface PrintQualityInput {
  readonly widthCm: Cm;
  readonly heightCm: Cm;
  /** Full-resolution photo size before the shopper's rotation. */
  readonly imageWidth: Px;
  readonly imageHeight: Px;
  readonly fit: Fit;
  /** 1–4: zooming in spreads fewer photo pixels over the piece. */
  readonly zoom: number;
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
 * them apart, so the poorer axis decides. Position does not change the resolution; zoom does.
 */
export function effectiveDpi(input: PrintQualityInput): number {
  const { width: pictureWidth, height: pictureHeight } = turnedSize(input.imageWidth, input.imageHeight, input.rotation);
  if (pictureWidth <= 0 || pictureHeight <= 0 || input.widthCm <= 0 || input.heightCm <= 0) return 0;
  const box = fitBox(input.widthCm, input.heightCm, input.circular);
  const shownCm = shownRect(box, pictureWidth, pictureHeight, { fit: input.fit, zoom: input.zoom, posX: 50, posY: 50 });
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

/**
 * Pixels per inch of the printed part of a photo of `photo` full-resolution pixels (before the
 * shopper's rotation) as the design places it: what the quality meter rates and the density the
 * print file's raster keeps.
 */
export function designDpi(design: DesignConfig, photo: { readonly width: number; readonly height: number }): number {
  return effectiveDpi({
    widthCm: cm(design.widthCm),
    heightCm: cm(design.heightCm),
    imageWidth: px(photo.width),
    imageHeight: px(photo.height),
    fit: design.fit,
    zoom: design.zoom,
    rotation: design.rotation,
    circular: design.circular,
  });
}

/** The print quality of a design with a photo of `photo` full-resolution pixels (before rotation). */
export function designPrintQuality(design: DesignConfig, photo: { readonly width: number; readonly height: number }): PrintQuality {
  return qualityForDpi(designDpi(design, photo));
}
