import { useId, useState } from 'react';
import type { ChunkFailureKind, ChunkLoadError } from './chunk-load-error';
import styles from './chunk-error-message.module.css';
import { reloadPage } from './reload-page';

const REASONS: Readonly<Record<ChunkFailureKind, string>> = {
  timeout: 'La conexión tardó más de dos minutos en responder.',
  network: 'Se cortó la conexión, o publicamos una versión nueva del sitio mientras lo tenías abierto.',
  preload: 'No llegó una parte de la página (sus estilos o código compartido).',
};

interface ChunkErrorMessageProps {
  readonly failure: Pick<ChunkLoadError, 'chunk' | 'kind'>;
  /** Saves drafts and reloads; replaced in tests. */
  readonly reload?: () => Promise<void>;
  /** 1 where the message replaces a whole page, 2 where it sits above one. */
  readonly headingLevel?: 1 | 2;
}

/** What the shopper sees when part of the site could not be downloaded. */
export function ChunkErrorMessage({ failure, reload = reloadPage, headingLevel = 2 }: ChunkErrorMessageProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [reloading, setReloading] = useState(false);

  const onReload = () => {
    setReloading(true);
    void reload();
  };

  return (
    <section className={styles.box} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        No pudimos cargar {failure.chunk}
      </Heading>
      <p>{REASONS[failure.kind]}</p>
      <p>Volvé a cargar la página para seguir: tu diseño queda guardado.</p>
      <button type="button" className={styles.button} onClick={onReload} disabled={reloading}>
        {reloading ? 'Recargando…' : 'Volver a cargar'}
      </button>
    </section>
  );
}
