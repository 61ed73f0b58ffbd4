/** A public strip-packing instance with a known optimum: pack the items in a strip `width` wide. */
export interface StripInstance {
  readonly name: string;
  /** repository@commit:path (the source's own name) it was copied from. */
  readonly source: string;
  readonly width: number;
  /** The shortest possible strip length, known because the instance is a perfect packing. */
  readonly optimum: number;
  /** [width, height, count] */
  readonly items: readonly (readonly [number, number, number])[];
}
