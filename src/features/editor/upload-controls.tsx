import type { ChangeEvent } from 'react';
import { Spinner } from '@/components/spinner';
import type { ImageState } from '@/image/types';
import styles from './upload-controls.module.css';

// Extensions too: some systems know no MIME type for HEIC and would grey those files out.
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif,.heic,.heif';

interface UploadControlsProps {
  readonly imageState: ImageState;
  readonly onFile: (file: File) => void;
  readonly onRemove: () => void;
  readonly onDismissError: () => void;
  /** The shopper points at, touches or focuses a photo picker: what the photo needs can get ready. */
  readonly onIntent?: () => void;
}

/** A button-looking label around the hidden file input, named by its text. */
interface FilePickerProps {
  readonly label: string;
  readonly onFile: (file: File) => void;
  readonly onIntent?: () => void;
}

function FilePicker({ label, onFile, onIntent }: FilePickerProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing the input lets the shopper pick the same file again.
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <label className={styles.upload} onPointerEnter={onIntent} onPointerDown={onIntent} onFocus={onIntent}>
      {label}
      <input type="file" accept={ACCEPTED_TYPES} aria-label={label} className="visually-hidden" onChange={onChange} />
    </label>
  );
}

/** Upload, change or remove the photo, and what the image pipeline has to say about it. */
export function UploadControls({ imageState, onFile, onRemove, onDismissError, onIntent }: UploadControlsProps) {
  const { image, busy, error, notice } = imageState;

  return (
    <div className={styles.bar}>
      {image ? (
        <div className={styles.current}>
          <span className={styles.fileName}>{image.fileName}</span>
          <FilePicker label="Cambiar foto" onFile={onFile} onIntent={onIntent} />
          <button type="button" className={styles.remove} onClick={onRemove}>
            Quitar foto
          </button>
        </div>
      ) : (
        <FilePicker label="Subir foto" onFile={onFile} onIntent={onIntent} />
      )}
      {/* Once there is a photo the line stays, empty when idle: the photo is already editable while
          its upload file is made, and a line coming and going would jump the preview under the
          pointer. A live region that stays in the page is also announced more reliably. */}
      {(image || busy) && (
        <p role="status" className={styles.busy}>
          {busy && (
            <>
              <Spinner />
              Procesando imagen…
            </>
          )}
        </p>
      )}
      {error && (
        <div role="alert" className={styles.error}>
          <span>{error}</span>
          <button type="button" className={styles.dismiss} onClick={onDismissError}>
            Cerrar aviso
          </button>
        </div>
      )}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
    </div>
  );
}
