import styles from './loading-view.module.css';

/** Shown while the first page's code downloads. */
export function LoadingView() {
  return (
    <main className={styles.loading}>
      <p role="status">Cargando…</p>
    </main>
  );
}
