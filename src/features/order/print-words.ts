/**
 * How the order page words the print file, shared by the print review, its lazy plan and the send
 * button so they read alike. Kept apart from those components so the lazy plan pulls in no more.
 */

/** Centimetres, ppi and such in whole numbers, written as in Argentina. */
export const whole = (value: number) => Math.round(value).toLocaleString('es-AR');

/** What the shopper reads while the print file is made, `fraction` done (0 to 1). */
export function printProgressText(fraction: number): string {
  return `Preparando el archivo de impresión… ${Math.round(fraction * 100)} %`;
}
