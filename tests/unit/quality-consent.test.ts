import { describe, expect, it } from 'vitest';
import { initialDesign } from '@/domain/design';
import { qualityForDpi } from '@/domain/print-quality';
import { designQuality, needsConsent, readConsent, withConsent } from '@/domain/quality-consent';

describe('needsConsent', () => {
  it('only Baja needs it', () => {
    expect(needsConsent(qualityForDpi(80), null)).toBe(false);
    expect(needsConsent(null, null)).toBe(false);
    expect(needsConsent(qualityForDpi(40), null)).toBe(true);
  });
  it('a consent covers the agreed ppp and better, not worse', () => {
    expect(needsConsent(qualityForDpi(40), 40)).toBe(false);
    expect(needsConsent(qualityForDpi(60), 40)).toBe(false);
    expect(needsConsent(qualityForDpi(39), 40)).toBe(true);
  });
});

describe('designQuality', () => {
  it('is null until there are a photo and a size', () => {
    const design = initialDesign('Clasic');
    expect(designQuality(design, { width: 100, height: 100 })).toBeNull();
    expect(designQuality({ ...design, sizeCode: 'S' }, null)).toBeNull();
    expect(designQuality({ ...design, sizeCode: 'S' }, { width: 100, height: 100 })?.level).toBe('baja');
  });
});

describe('the consent in the query string', () => {
  it('round-trips and leaves the other keys alone', () => {
    const params = withConsent(new URLSearchParams('mode=Pro'), 42);
    expect(params.toString()).toBe('mode=Pro&calidadBajaAceptada=42');
    expect(readConsent(params)).toBe(42);
    expect(withConsent(params, null).toString()).toBe('mode=Pro');
  });
  it.each(['', 'x', '-3', '4.5', '1e3', '123456'])('ignores %j', (raw) => {
    expect(readConsent(new URLSearchParams({ calidadBajaAceptada: raw }))).toBeNull();
  });
});
