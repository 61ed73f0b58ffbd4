import type { PrintQuality } from '@/domain/print-quality';
import styles from './quality-meter.module.css';

interface QualityMeterProps {
  /** The design's print quality, or null until there are a photo and a size. */
  readonly quality: PrintQuality | null;
}

/** How sharp the chosen size will print, from the photo's effective resolution (zoom included). */
export function QualityMeter({ quality }: QualityMeterProps) {
  if (quality === null) {
    return <p className={styles.hint}>Subí una foto y elegí una medida para ver la calidad de impresión.</p>;
  }
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
