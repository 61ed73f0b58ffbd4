import styles from './nav-bar.module.css';

/** The navigation bar's exact height, empty: holds its place so nothing moves when it arrives. */
export function NavBarSpace() {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={styles.nav}>
        <span className={styles.logo} />
      </div>
    </div>
  );
}
