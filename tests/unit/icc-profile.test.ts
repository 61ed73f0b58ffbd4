import { isSrgbProfile } from '@/domain/icc-profile';
import { DISPLAY_P3, iccProfile as profile, SRGB } from './image-fixtures';

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
