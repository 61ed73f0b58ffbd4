import { useDraftProblem } from './draft-problem';
import styles from './draft-notice.module.css';

/** Tells the shopper, once, that their work cannot be kept in this browser. */
export function DraftNotice() {
  const { problem, dismiss } = useDraftProblem();
  if (!problem) return null;
  return (
    <div role="status" className={styles.notice}>
      <p>{problem}</p>
      <button type="button" onClick={dismiss}>
        Entendido
      </button>
    </div>
  );
}
