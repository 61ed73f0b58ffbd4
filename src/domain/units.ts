/**
 * Units in the types. Centimetres on the piece and pixels (of the preview, the proof or the print
 * image) are all plain numbers at run time; the brand makes the checker refuse a value of one unit
 * where the other is meant (excalidraw brands its points the same way).
 */
export type Cm = number & { readonly unit: 'cm' };
export type Px = number & { readonly unit: 'px' };

export const cm = (value: number): Cm => value as Cm;
export const px = (value: number): Px => value as Px;

/** Print densities are per inch; the piece is measured in centimetres. */
export const CM_PER_INCH = 2.54;
