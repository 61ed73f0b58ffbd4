import type { DesignConfig } from '@/domain/design';
import { designPrintQuality } from '@/domain/print-quality';
import styles from './quality-meter.module.css';

interface QualityMeterProps {
  readonly design: DesignConfig;
  /** Full-resolution size of the shopper's photo before rotation, or null without a photo. */
  readonly photo: { readonly width: number; readonly height: number } | null;
}

/** How sharp the chosen size will print, from the photo's effective resolution. */
export function QualityMeter({ design, photo }: QualityMeterProps) {
  if (photo === null || design.sizeCode === null) {
    return <p className={styles.hint}>Subí una foto y elegí una medida para ver la calidad de impresión.</p>;
  }
  const quality = designPrintQuality(design, photo);
  return (
    <section className={styles.box} data-level={quality.level} aria-labelledby="quality-title">
      <h2 id="quality-title" className={styles.title}>
        Calidad de impresión
      </h2>
      <p className={styles.value} aria-live="polite">
        <strong>{quality.label}</strong> ({quality.dpi} ppp)
      </p>
      {quality.advice && <p className={styles.advice}>{quality.advice}</p>}
    </section>
  );
}
