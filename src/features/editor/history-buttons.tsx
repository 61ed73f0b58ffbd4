import styles from './history-buttons.module.css';
import buttonStyles from './toggle-button.module.css';

/** The editor's button look, at a finger-sized height. */
const buttonClass = `${buttonStyles.button} ${styles.tall}`;

interface HistoryButtonsProps {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

/** Deshacer and Rehacer, disabled when there is no step that way; the shortcuts are described to assistive tech. */
export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  return (
    <div role="group" aria-label="Historial de cambios" className={styles.group}>
      <button type="button" className={buttonClass} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
        <span aria-hidden="true">↶</span> Deshacer
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={!canRedo}
        onClick={onRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Rehacer <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}
