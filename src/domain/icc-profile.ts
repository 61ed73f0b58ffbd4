/**
 * What an ICC colour profile says about a photo's colours, read from its header and tags (ICC.1:2010,
 * section 7). Pure TypeScript: the worker asks it whether a decoder that applies no profile
 * (libjpeg-turbo) shows the photo's colours as they are.
 */

/**
 * sRGB's red, green and blue colorants adapted to the profile connection space's D50 white, as sRGB
 * profiles store them in their rXYZ, gXYZ and bXYZ tags (X, Y, Z each).
 */
const SRGB_COLORANTS = {
  rXYZ: [0.4361, 0.2225, 0.0139],
  gXYZ: [0.3851, 0.7169, 0.0971],
  bXYZ: [0.1431, 0.0606, 0.7141],
} as const;

/** Profiles round their colorants to 1/65536, and some adapt D65 to D50 slightly differently. */
const TOLERANCE = 0.005;

const HEADER_BYTES = 128;

interface Tag {
  readonly offset: number;
  readonly size: number;
}

function ascii(view: DataView, at: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(at + i)));
}

/** The tag table after the header: each tag's signature, and where its data lies in the profile. */
function readTags(profile: DataView): Map<string, Tag> {
  const tags = new Map<string, Tag>();
  if (profile.byteLength < HEADER_BYTES + 4) return tags;
  const count = profile.getUint32(HEADER_BYTES);
  for (let i = 0; i < count; i += 1) {
    const at = HEADER_BYTES + 4 + i * 12;
    if (at + 12 > profile.byteLength) break;
    tags.set(ascii(profile, at, 4), { offset: profile.getUint32(at + 4), size: profile.getUint32(at + 8) });
  }
  return tags;
}

/** An XYZType tag's X, Y and Z (s15Fixed16 numbers after the type signature and 4 reserved bytes). */
function readXyz(profile: DataView, tag: Tag | undefined): number[] | null {
  if (!tag || tag.size < 20 || tag.offset + 20 > profile.byteLength || ascii(profile, tag.offset, 4) !== 'XYZ ') return null;
  return [0, 1, 2].map((i) => profile.getInt32(tag.offset + 8 + i * 4) / 65536);
}

/**
 * Whether the profile describes an RGB picture with sRGB's colorants (sRGB's own profiles, and the
 * small ones browsers and phones embed for it), so its numbers are meant as sRGB. A wider space
 * (Display P3, Adobe RGB), a grey or CMYK profile, or one that cannot be read says no.
 */
export function isSrgbProfile(profile: Uint8Array): boolean {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  if (profile.byteLength < HEADER_BYTES || ascii(view, 16, 4) !== 'RGB ') return false;
  const tags = readTags(view);
  return Object.entries(SRGB_COLORANTS).every(([signature, expected]) => {
    const xyz = readXyz(view, tags.get(signature));
    return xyz !== null && xyz.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= TOLERANCE);
  });
}
