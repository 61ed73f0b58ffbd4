import styles from './continue-section.module.css';

interface ContinueSectionProps {
  readonly warning: string | null;
  readonly onContinue: () => void;
}

/** The continue action and the warning area above it. */
export function ContinueSection({ warning, onContinue }: ContinueSectionProps) {
  return (
    <div className={styles.section}>
      <div role="alert" className={styles.warning}>
        {warning}
      </div>
      <button type="button" className={styles.continue} onClick={onContinue}>
        Continuar
      </button>
    </div>
  );
}
