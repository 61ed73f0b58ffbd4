import { useState, type Dispatch, type DragEvent } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { HistoryAction } from '@/domain/history';
import type { ShopperImage } from '@/image/types';
import { IA_BACKGROUND_NOTE } from '@/domain/preview-style';
import { DesignPreview } from './preview/design-preview';
import { ToggleButton } from './toggle-button';
import { ZoomControls } from './zoom-controls';
import styles from './preview-area.module.css';

interface PreviewAreaProps {
  readonly design: DesignConfig;
  readonly image: ShopperImage | null;
  readonly onFile: (file: File) => void;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly selectedText?: number | null;
  readonly onSelectText?: (index: number | null) => void;
}

const SAFE_AREA_NOTE = 'Lo que quede fuera de esta línea puede quedar bajo la costura.';

/** The live preview with its zoom and guides; it also takes a photo dropped on it. */
export function PreviewArea({ design, image, onFile, dispatch, selectedText, onSelectText }: PreviewAreaProps) {
  const [dragging, setDragging] = useState(false);
  const [showGuides, setShowGuides] = useState(false);

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <section
      aria-label="Vista previa"
      className={styles.area}
      data-dragging={dragging}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <DesignPreview design={design} bitmap={image?.preview ?? null} showGuides={showGuides} dispatch={dispatch} selectedText={selectedText} onSelectText={onSelectText} />
      <div className={styles.tools}>
        <ZoomControls zoom={design.zoom} dispatch={dispatch} disabled={!image} />
        <ToggleButton pressed={showGuides} onClick={() => setShowGuides((shown) => !shown)}>
          Mostrar guías
        </ToggleButton>
      </div>
      {showGuides && <p className={styles.guides}>{SAFE_AREA_NOTE}</p>}
      {!image && <p className={styles.prompt}>Arrastrá tu foto hasta acá, pegala con Ctrl+V o usá «Subir foto». Formatos: PNG o JPEG.</p>}
      {design.fit === 'contain' && design.background === 'ia' && <p className={styles.note}>{IA_BACKGROUND_NOTE}</p>}
    </section>
  );
}
