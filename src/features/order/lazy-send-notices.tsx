import { lazyPart } from '@/platform/chunk-load/lazy-part';
import styles from './order-form.module.css';

/** The notices' own code could not be downloaded: the connection is down. */
function SendNoticeOffline() {
  return (
    <div role="alert" className={styles.error}>
      <p>Revisá tu conexión a internet y volvé a cargar la página: tus datos siguen acá.</p>
    </div>
  );
}

const loadNotices = () => import('./send-notices');

export const sendError = lazyPart('el aviso de envío', () => loadNotices().then((m) => m.SendError), SendNoticeOffline);

// After a successful post the button already says so; the confirmation's details can be missing.
export const sendSuccess = lazyPart('el aviso de envío', () => loadNotices().then((m) => m.SendSuccess), () => null);
