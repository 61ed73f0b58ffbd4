import { lazyPart } from '@/platform/chunk-load/lazy-part';
import styles from './lazy-low-quality-consent.module.css';

/** Without the box the photo cannot go on at this size: this says why, and what to do. */
function ConsentOffline() {
  return (
    <p role="alert" className={styles.offline}>
      No pudimos cargar la casilla para aceptar la calidad Baja. Revisá tu conexión a internet y volvé a cargar la página:
      tu diseño queda guardado.
    </p>
  );
}

/**
 * The Baja-quality consent (editor and order form) only shows once a photo is there and its quality
 * is Baja, never on the first paint: its code is not in either page's first load. The pages fetch it
 * as a photo comes (`preload`).
 */
export const lowQualityConsent = lazyPart(
  'la casilla de calidad Baja',
  () => import('./low-quality-consent').then((module) => module.LowQualityConsent),
  ConsentOffline,
);
