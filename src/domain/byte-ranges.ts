/** A run of bytes [start, end) inside a larger buffer: a JPEG segment or a PNG chunk. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * A file rebuilt from another: runs of the original's bytes, with new bytes between them. Joined
 * in memory when the bytes are needed (joinParts), or as a Blob of the original's slices when only
 * a file is needed, which copies nothing.
 */
export type FilePart = ByteRange | Uint8Array<ArrayBuffer>;

const partSize = (part: FilePart): number => (part instanceof Uint8Array ? part.length : part.end - part.start);

/** How many bytes the parts make together. */
export function partsSize(parts: readonly FilePart[]): number {
  return parts.reduce((size, part) => size + partSize(part), 0);
}

/** The parts of `bytes`, in order, copied into one new buffer (how metadata is stripped). */
export function joinParts(bytes: Uint8Array, parts: readonly FilePart[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(partsSize(parts));
  let at = 0;
  for (const part of parts) {
    out.set(part instanceof Uint8Array ? part : bytes.subarray(part.start, part.end), at);
    at += partSize(part);
  }
  return out;
}
