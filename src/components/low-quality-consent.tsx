import { useId } from 'react';
import { LOW_QUALITY_CONSENT_LABEL } from '@/domain/quality-consent';
import styles from './low-quality-consent.module.css';

interface LowQualityConsentProps {
  readonly dpi: number;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** The checkbox with which the shopper accepts printing a photo of Baja quality (editor and order form). */
export function LowQualityConsent({ dpi, checked, onChange }: LowQualityConsentProps) {
  const hintId = useId();
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        {LOW_QUALITY_CONSENT_LABEL}
      </label>
      <p id={hintId} className={styles.hint}>
        Calidad Baja: {dpi} ppp. Sin marcar esta casilla no podés seguir con esta foto y esta medida.
      </p>
    </div>
  );
}
