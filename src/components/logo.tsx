import styles from './logo.module.css';

/** The store's wordmark, drawn in text so it costs no request. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <span className={styles.mark}>MGM</span> Gamers
    </span>
  );
}
