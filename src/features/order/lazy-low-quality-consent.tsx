import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { PartOffline } from './part-offline';

/**
 * The Baja-quality consent only shows once the photo is there and its quality is Baja, never
 * on the first paint. Its code comes with a photo brought back from a draft (order-route.tsx); the
 * editor, the photo's other way here, has loaded it already. Without its code the order cannot be
 * accepted, so the fallback says why.
 */
export const lowQualityConsent = lazyPart(
  'la casilla de calidad Baja',
  () => import('@/components/low-quality-consent').then((module) => module.LowQualityConsent),
  PartOffline,
);
