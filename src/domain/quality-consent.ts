/**
 * The shopper's consent to print a photo of Baja quality (issue 10): Continuar and the order wait
 * for it. The consent remembers the ppp agreed to; it covers the design while the quality is no
 * worse than that (a zoom in or a larger size that lowers the ppp asks again), and is not needed
 * at all once the quality is above Baja. It travels to /formulario in the query string, so it
 * survives a reload there.
 */
import type { DesignConfig } from './design';
import { designPrintQuality, type PrintQuality } from './print-quality';

export const LOW_QUALITY_CONSENT_KEY = 'calidadBajaAceptada';
export const LOW_QUALITY_CONSENT_LABEL = 'Entiendo que mi foto puede verse pixelada en este tamaño';
export const LOW_QUALITY_CONSENT_WARNING =
  'Tu foto tiene calidad Baja para esta medida: marcá «Entiendo que mi foto puede verse pixelada en este tamaño» para continuar, o usá una foto más grande o una medida más chica.';

/** Full-resolution size of the shopper's photo before rotation. */
export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** The print quality of the design, or null until there are a photo and a size. */
export function designQuality(design: DesignConfig, photo: PhotoSize | null): PrintQuality | null {
  return photo && design.sizeCode !== null ? designPrintQuality(design, photo) : null;
}

/** The quality needs the shopper's consent and `agreedDpi` (or its absence) does not give it. */
export function needsConsent(quality: PrintQuality | null, agreedDpi: number | null): boolean {
  return quality?.level === 'baja' && (agreedDpi === null || quality.dpi < agreedDpi);
}

/** The agreed ppp in a query string: a whole number, or null when absent or not one. */
export function readConsent(params: URLSearchParams): number | null {
  const raw = params.get(LOW_QUALITY_CONSENT_KEY);
  return raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : null;
}

/** `params` with the consent written in (or taken out when null). */
export function withConsent(params: URLSearchParams, agreedDpi: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (agreedDpi === null) next.delete(LOW_QUALITY_CONSENT_KEY);
  else next.set(LOW_QUALITY_CONSENT_KEY, String(agreedDpi));
  return next;
}
