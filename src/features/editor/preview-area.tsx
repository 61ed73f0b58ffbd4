import { useState, type Dispatch, type DragEvent } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { HistoryAction } from '@/domain/history';
import type { ShopperImage, ShownPhoto } from '@/image/types';
import { IA_BACKGROUND_NOTE } from '@/domain/preview-style';
import { ActionButton } from './action-button';
import { DesignPreview } from './preview/design-preview';
import { ToggleButton } from './toggle-button';
import type { TapPick } from './use-tap-pick';
import { ZoomControls } from './zoom-controls';
import styles from './preview-area.module.css';

interface PreviewAreaProps {
  readonly design: DesignConfig;
  readonly image: ShopperImage | null;
  /** What the preview draws: the photo's placeholder while it opens, then its preview. */
  readonly shown: ShownPhoto | null;
  /** A photo is being opened. */
  readonly opening?: boolean;
  /** The shopper is heading for «Subir foto»: the preview gets ready for the photo. */
  readonly photoComing?: boolean;
  readonly onFile: (file: File) => void;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly tapPick?: TapPick;
  readonly selectedText?: number | null;
  readonly onSelectText?: (index: number | null) => void;
}

const SAFE_AREA_NOTE = 'Lo que quede fuera de esta línea puede quedar bajo la costura.';
const DESK_NOTE = 'Contornos de un teclado completo (44 × 13 cm) y un mouse (12 × 6,5 cm) en tamaño real sobre tu pieza. No se imprimen.';

/** Says what a tap does while the eyedropper is on, and how to stop it. */
function PickPrompt({ missed, onCancel }: { readonly missed: boolean; readonly onCancel: () => void }) {
  return (
    <div className={styles.pick}>
      <p role="status" className={styles.note}>
        {missed ? 'Ese punto no es parte de la foto: tocá sobre la foto.' : 'Tocá la foto donde está el color que querés de fondo.'}
      </p>
      <ActionButton onClick={onCancel}>Cancelar</ActionButton>
    </div>
  );
}

/** The live preview with its zoom and guides; it also takes a photo dropped on it. */
export function PreviewArea({ design, image, shown, opening = false, photoComing = false, onFile, dispatch, tapPick, selectedText, onSelectText }: PreviewAreaProps) {
  const [dragging, setDragging] = useState(false);
  const [showGuides, setShowGuides] = useState(false);
  const [showDesk, setShowDesk] = useState(false);

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

  const pickRequest = image ? (tapPick?.request ?? null) : null;

  // Two blocks, so the layout can pin the preview alone on phones (editor.module.css): the preview,
  // which takes a dropped photo, then its tools and notes.
  return (
    <>
      <section
        aria-label="Vista previa"
        className={styles.area}
        data-dragging={dragging}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <DesignPreview
          design={design} bitmap={shown?.bitmap ?? null} bitmapSize={shown} showGuides={showGuides} showDesk={showDesk} dispatch={dispatch} pick={tapPick?.request}
          selectedText={selectedText}
          onSelectText={onSelectText}
          photoOpening={opening}
          photoComing={photoComing}
        />
        {!shown && <p className={styles.invite}>Arrastrá tu foto hasta acá, pegala con Ctrl+V o usá «Subir foto». Formatos: JPEG, PNG, WebP, AVIF o HEIC.</p>}
      </section>
      <div className={styles.below}>
        {/* The eyedropper's prompt takes the tools' place, so nothing above or below it moves. */}
        <div className={styles.bar}>
          <div className={styles.tools} data-hidden={pickRequest !== null}>
            <ZoomControls zoom={design.zoom} dispatch={dispatch} disabled={!image} />
            <ToggleButton pressed={showGuides} onClick={() => setShowGuides((shown) => !shown)}>
              Mostrar guías
            </ToggleButton>
            <ToggleButton pressed={showDesk} onClick={() => setShowDesk((shown) => !shown)}>
              Ver con teclado y mouse
            </ToggleButton>
          </div>
          {pickRequest && <PickPrompt missed={tapPick?.missed ?? false} onCancel={pickRequest.onCancel} />}
        </div>
        {showGuides && <p className={styles.guides}>{SAFE_AREA_NOTE}</p>}
        {showDesk && <p className={styles.prompt}>{DESK_NOTE}</p>}
        {design.fit === 'contain' && design.background === 'ia' && <p className={styles.note}>{IA_BACKGROUND_NOTE}</p>}
      </div>
    </>
  );
}
