/** A run of bytes [start, end) inside a larger buffer: a JPEG segment or a PNG chunk. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** `head`, then each range of `bytes` in order, copied into one new buffer (how metadata is stripped). */
export function copyRanges(bytes: Uint8Array, ranges: readonly ByteRange[], head: ArrayLike<number> = []): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(ranges.reduce((size, range) => size + range.end - range.start, head.length));
  out.set(head, 0);
  let at = head.length;
  for (const { start, end } of ranges) {
    out.set(bytes.subarray(start, end), at);
    at += end - start;
  }
  return out;
}
