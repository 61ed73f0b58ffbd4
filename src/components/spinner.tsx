import styles from './spinner.module.css';

/** A small busy indicator; the text beside it says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
