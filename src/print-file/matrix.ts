/**
 * Affine matrices in PDF's form [a b c d e f], mapping (x, y) to (a·x + c·y + e, b·x + d·y + f): what
 * the `cm` operator takes. Pure maths, shared by the print file's assembly and the inbox's reader.
 */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `first`, then `then`: the matrix a PDF content stream builds with `then cm` followed by `first cm`. */
export function compose(first: Matrix, then: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = then;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** Applies the matrices in the order given. */
export function chain(...matrices: readonly Matrix[]): Matrix {
  return matrices.reduce(compose, IDENTITY);
}

export function applyMatrix([a, b, c, d, e, f]: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}

export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

export const scaling = (x: number, y: number): Matrix => [x, 0, 0, y, 0, 0];

/**
 * A clockwise quarter turn in a y-down space, as canvas `rotate` turns: exact zeros and ones, since
 * cos(π/2) in floating point would leave a skew of 6e-17 in the file.
 */
export function quarterTurn(degrees: 0 | 90 | 180 | 270): Matrix {
  if (degrees === 90) return [0, 1, -1, 0, 0, 0];
  if (degrees === 180) return [-1, 0, 0, -1, 0, 0];
  if (degrees === 270) return [0, -1, 1, 0, 0, 0];
  return IDENTITY;
}
