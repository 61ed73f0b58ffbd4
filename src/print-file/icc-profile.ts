/** The colour space an ICC profile describes, checked before a profile becomes an image's ICCBased colour space. */

/** Components of the profile's data colour space (header bytes 16–19), or null for one a PDF image cannot use. */
export function iccComponents(profile: Uint8Array): 1 | 3 | 4 | null {
  if (profile.length < 128) return null;
  const space = String.fromCharCode(...profile.subarray(16, 20));
  if (space === 'GRAY') return 1;
  if (space === 'RGB ') return 3;
  if (space === 'CMYK') return 4;
  return null;
}
