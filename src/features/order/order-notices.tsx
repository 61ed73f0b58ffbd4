import { Link } from 'react-router-dom';
import styles from './order-form.module.css';

const NO_IMAGE_MESSAGE = 'Por favor, selecciona un archivo antes de enviar.';

interface MissingPartsProps {
  readonly hasImage: boolean;
  /** The photo is still being read (for example restored after a reload). */
  readonly imageLoading: boolean;
  readonly hasSize: boolean;
  readonly editorHref: string;
}

/** Why the button is disabled, with the way back to the editor to fix it. */
export function MissingParts({ hasImage, imageLoading, hasSize, editorHref }: MissingPartsProps) {
  if (hasImage && hasSize) return null;
  if (!hasImage && imageLoading) {
    return (
      <p role="status" className={styles.notice}>
        Cargando tu foto…
      </p>
    );
  }
  return (
    <div role="alert" className={styles.notice}>
      {hasImage ? null : <p>{NO_IMAGE_MESSAGE}</p>}
      {hasSize ? null : <p>Todavía no elegiste una medida para tu diseño.</p>}
      <Link to={editorHref}>{hasImage ? 'Volver al editor para elegir la medida' : 'Volver al editor para subir tu foto'}</Link>
    </div>
  );
}
