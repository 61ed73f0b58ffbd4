import styles from './loading-view.module.css';

/** Shown while the first page's code downloads. */
export function LoadingView() {
  return (
    <p role="status" className={styles.loading}>
      Cargando…
    </p>
  );
}
