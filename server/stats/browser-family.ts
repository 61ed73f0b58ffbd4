import type { Browser } from '../../src/domain/stats-events';

/**
 * The coarse browser family of a User-Agent header. The header itself is never stored: only one of
 * five words is. Samsung Internet and Firefox first, as their headers also name Chrome or Safari;
 * every other Chromium browser (Edge, Opera…) counts as Chrome.
 */
export function browserFamily(userAgent: string | undefined): Browser {
  const ua = (userAgent ?? '').slice(0, 512);
  if (/SamsungBrowser\//.test(ua)) return 'Samsung';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|Chromium\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /AppleWebKit\//.test(ua)) return 'Safari';
  return 'Otro';
}
