/**
 * The nesting's random moves (and the tests' batches) draw from a seeded generator, so both are the
 * same on every run. Hand-written because Math.random cannot be seeded and src/domain takes no package;
 * it is the public-domain Mulberry32, a few lines.
 */

/** Mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
