import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { ChunkLoadError } from '@/platform/chunk-load/chunk-load-error';
import { ChunkErrorMessage } from '@/platform/chunk-load/chunk-error-message';
import { reloadPage } from '@/platform/chunk-load/reload-page';
import { logErrorOnce } from '@/platform/error-log';
import { paths } from '@/config/paths';
import styles from './route-error-view.module.css';

interface RouteErrorViewProps {
  readonly error: unknown;
  /** True where the layout itself failed, so the view must bring its own `main`. */
  readonly standalone?: boolean;
  /** True above a page that still works (a chunk failure nobody handled), so its heading is a level 2. */
  readonly banner?: boolean;
}

function UnexpectedError() {
  const titleId = useId();
  return (
    <section className={styles.box} role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Algo salió mal en esta página
      </h1>
      <p>No es culpa tuya. Tu diseño está guardado: volvé al editor para seguir, o recargá la página.</p>
      <div className={styles.actions}>
        <Link to={paths.editor} className={styles.primary}>
          Volver al editor
        </Link>
        <button type="button" className={styles.secondary} onClick={() => void reloadPage()}>
          Recargar la página
        </button>
      </div>
    </section>
  );
}

/** Error boundary of every route: a calm message, never a blank page; the error is logged once. */
export function RouteErrorView({ error, standalone = false, banner = false }: RouteErrorViewProps) {
  useEffect(() => logErrorOnce('[ruta] Error inesperado', error), [error]);

  const content =
    error instanceof ChunkLoadError ? <ChunkErrorMessage failure={error} headingLevel={banner ? 2 : 1} /> : <UnexpectedError />;
  return standalone ? <main className={styles.standalone}>{content}</main> : content;
}
