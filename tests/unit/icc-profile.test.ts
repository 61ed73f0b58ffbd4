import { isSrgbProfile } from '@/domain/icc-profile';

type Colorants = Record<'rXYZ' | 'gXYZ' | 'bXYZ', readonly [number, number, number]>;

/** A profile of `space` with a header, a tag table and one XYZType tag per colorant, as ICC.1 lays them out. */
function profile(space: string, colorants: Partial<Colorants>): Uint8Array {
  const entries = Object.entries(colorants);
  const tableEnd = 128 + 4 + entries.length * 12;
  const bytes = new Uint8Array(tableEnd + entries.length * 20);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  view.setUint32(0, bytes.length);
  ascii(12, 'mntr');
  ascii(16, space);
  ascii(36, 'acsp');
  view.setUint32(128, entries.length);
  entries.forEach(([signature, xyz], i) => {
    const data = tableEnd + i * 20;
    ascii(132 + i * 12, signature);
    view.setUint32(136 + i * 12, data);
    view.setUint32(140 + i * 12, 20);
    ascii(data, 'XYZ ');
    xyz.forEach((value, k) => view.setInt32(data + 8 + k * 4, Math.round(value * 65536)));
  });
  return bytes;
}

// As sRGB IEC61966-2.1 and Chromium's canvas encoder store them (D50-adapted), and Display P3's.
const SRGB: Colorants = { rXYZ: [0.4361, 0.2225, 0.0139], gXYZ: [0.3851, 0.7169, 0.0971], bXYZ: [0.1431, 0.0606, 0.7141] };
const DISPLAY_P3: Colorants = { rXYZ: [0.5151, 0.2412, -0.0011], gXYZ: [0.292, 0.6922, 0.0419], bXYZ: [0.1571, 0.0666, 0.7841] };

describe('an ICC profile’s colours', () => {
  it('are sRGB when its colorants are sRGB’s, within rounding', () => {
    expect(isSrgbProfile(profile('RGB ', SRGB))).toBe(true);
    expect(isSrgbProfile(profile('RGB ', { ...SRGB, rXYZ: [0.4364, 0.2223, 0.0141] }))).toBe(true);
  });

  it('are not sRGB for a wider space, such as the Display P3 iPhones embed', () => {
    expect(isSrgbProfile(profile('RGB ', DISPLAY_P3))).toBe(false);
  });

  it('are not taken for sRGB from a grey or CMYK profile, a missing colorant, or bytes too short to be a profile', () => {
    expect(isSrgbProfile(profile('GRAY', SRGB))).toBe(false);
    expect(isSrgbProfile(profile('CMYK', SRGB))).toBe(false);
    expect(isSrgbProfile(profile('RGB ', { rXYZ: SRGB.rXYZ, gXYZ: SRGB.gXYZ }))).toBe(false);
    expect(isSrgbProfile(profile('RGB ', SRGB).subarray(0, 140))).toBe(false);
    expect(isSrgbProfile(Uint8Array.from([0, 0, 2, 0x30]))).toBe(false);
  });
});
