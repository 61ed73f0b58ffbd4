/**
 * What a JPEG says about its colours, read from its segments: the component count of its frame, an
 * Adobe APP14 marker (Photoshop and other Adobe writers store CMYK inverted, so only those get PDF's
 * inverting Decode array), and its ICC profile, which may be split over several APP2 `ICC_PROFILE`
 * segments (ICC.1, annex B.4: each with its sequence number and the total count, 64 KB at most each).
 */
import { isStartOfFrame, startsWith, type JpegWalk } from '../domain/image-bytes-jpeg';
import { iccComponents } from './icc-profile';

const APP2 = 0xe2;
const APP14 = 0xee;
const ICC_TAG = 'ICC_PROFILE\0';
/** Marker, length, then the tag, the chunk's sequence number and the count. */
const ICC_DATA_OFFSET = 4 + ICC_TAG.length + 2;

export interface JpegColour {
  readonly components: number;
  /** The frame's sample precision: 8 for nearly every JPEG. */
  readonly bitsPerComponent: number;
  readonly adobe: boolean;
  /** The whole profile, only when it is complete and describes as many components as the frame has. */
  readonly icc: Uint8Array | null;
}

interface IccChunk {
  readonly sequence: number;
  readonly count: number;
  readonly data: Uint8Array;
}

function iccChunks(walk: JpegWalk, bytes: Uint8Array): IccChunk[] {
  return walk.segments
    .filter(({ marker, start, end }) => marker === APP2 && end - start > ICC_DATA_OFFSET && startsWith(bytes, start + 4, ICC_TAG))
    .map(({ start, end }) => ({
      sequence: bytes[start + 4 + ICC_TAG.length] ?? 0,
      count: bytes[start + 5 + ICC_TAG.length] ?? 0,
      data: bytes.subarray(start + ICC_DATA_OFFSET, end),
    }));
}

/** The chunks joined in sequence order; null when one is missing, repeated or disagrees on the count. */
export function joinIccChunks(chunks: readonly IccChunk[]): Uint8Array | null {
  const count = chunks[0]?.count ?? 0;
  if (count === 0 || chunks.length !== count || chunks.some((chunk) => chunk.count !== count)) return null;
  const ordered = [...chunks].sort((a, b) => a.sequence - b.sequence);
  if (ordered.some((chunk, index) => chunk.sequence !== index + 1)) return null;
  const profile = new Uint8Array(ordered.reduce((size, chunk) => size + chunk.data.length, 0));
  let at = 0;
  for (const { data } of ordered) {
    profile.set(data, at);
    at += data.length;
  }
  return profile;
}

export function readJpegColour(walk: JpegWalk, bytes: Uint8Array): JpegColour {
  const frame = walk.segments.find(({ marker }) => isStartOfFrame(marker));
  const components = frame ? (bytes[frame.start + 9] ?? 0) : 0;
  const bitsPerComponent = frame ? (bytes[frame.start + 4] ?? 0) : 0;
  const adobe = walk.segments.some(({ marker, start }) => marker === APP14 && startsWith(bytes, start + 4, 'Adobe'));
  const profile = joinIccChunks(iccChunks(walk, bytes));
  const icc = profile && iccComponents(profile) === components ? profile : null;
  return { components, bitsPerComponent, adobe, icc };
}
