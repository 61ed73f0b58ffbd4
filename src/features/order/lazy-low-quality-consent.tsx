import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { PartOffline } from './part-offline';

/**
 * The Baja-quality consent only shows once the photo is there and its quality is Baja, never
 * on the first paint. Without its code the order cannot be accepted, so the fallback says why.
 */
export const lowQualityConsent = lazyPart(
  'la casilla de calidad Baja',
  () => import('@/components/low-quality-consent').then((module) => module.LowQualityConsent),
  PartOffline,
);
