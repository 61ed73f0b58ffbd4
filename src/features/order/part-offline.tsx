import styles from './order-form.module.css';

/** A deferred part's own code could not be downloaded: the connection is down. */
export function PartOffline() {
  return (
    <div role="alert" className={styles.error}>
      <p>Revisá tu conexión a internet y volvé a cargar la página: tus datos siguen acá.</p>
    </div>
  );
}
