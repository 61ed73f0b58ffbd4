import { Suspense, useCallback, useEffect, useState } from 'react';
import { lowQualityConsent } from '@/components/lazy-low-quality-consent';
import type { DesignConfig } from '@/domain/design';
import type { EditorState } from '@/domain/editor-state';
import type { Mode } from '@/domain/modes';
import { designQuality, needsConsent } from '@/domain/quality-consent';
import { warmImagePipeline } from '@/image/image-client';
import { clearImageError, loadImage, preparePlaceholder, prepareUpload, removeImage, useImageState } from '@/image/image-store';
import { shownPhoto } from '@/image/shown-photo';
import { countStats } from '@/platform/stats/stats-queue';
import { whenIdleAfterLoad } from '@/platform/when-idle';
import type { ShopperImage } from '@/image/types';
import { ContinueSection } from './continue-section';
import { HistoryButtons } from './history-buttons';
import { EDITOR_PANEL_ID, ModeTabs, tabId } from './mode-tabs';
import { OptionsColumn } from './options-column';
import { PreviewArea } from './preview-area';
import { preloadPreviewStage } from './preview/design-preview';
import { PriceBox } from './price-box';
import { QualityMeter } from './quality-meter';
import { SizePicker } from './size-picker';
import { StartOverButton } from './start-over-button';
import { StockNotice } from './stock-notice';
import { TextSection } from './text/text-section';
import { UploadControls } from './upload-controls';
import { useContinue } from './use-continue';
import { useEditorState } from './use-editor-state';
import { useEditorStats } from './use-editor-stats';
import { usePasteImage } from './use-paste-image';
import { useTapPick } from './use-tap-pick';
import { useUndoKeys } from './use-undo-keys';
import styles from './editor.module.css';

interface EditorProps {
  /** Runs once, on mount: the state to start from (query string, draft…). */
  readonly initial: () => EditorState;
  /** The ppp the shopper already agreed to print a Baja photo at (back from the order form), or null. */
  readonly initialConsent?: number | null;
  /** Told the design and the photo whenever either changes, for example to save a draft. */
  readonly onChange?: (design: DesignConfig, image: ShopperImage | null) => void;
  /**
   * Awaited after Continuar and before the order form opens, for example to write the draft: the
   * form restores the photo after a reload only from a draft of the very design it shows. Bounded
   * (use-continue.ts): the form opens within a second even when it never settles.
   */
  readonly beforeContinue?: () => Promise<void>;
  /** Clears the design and photo; the editor is started again in `mode`. */
  readonly onStartOver?: (mode: Mode) => void;
}

/** The preview's Konva code, and the Baja consent's, which a photo may need, download meanwhile. */
function fetchPhotoParts(): void {
  void preloadPreviewStage().catch(() => undefined);
  lowQualityConsent.preload();
}

/** The shopper heads for «Subir foto»: the photo's parts and the image worker get ready meanwhile. */
function readyForPhoto(): void {
  fetchPhotoParts();
  warmImagePipeline();
  preparePlaceholder();
}

/** The whole editor: mode tabs, options, preview with upload, price, sizes and continue. */
export function Editor({ initial, initialConsent = null, onChange, beforeContinue, onStartOver }: EditorProps) {
  const { state, dispatch, canUndo, canRedo } = useEditorState(initial);
  const { design } = state;
  useEditorStats(design);
  const imageState = useImageState();
  const { image } = imageState;
  const quality = designQuality(design, image);
  const [agreedDpi, setAgreedDpi] = useState(initialConsent);
  const [selectedText, setSelectedText] = useState<number | null>(null);
  const [photoComing, setPhotoComing] = useState(false);
  const onPhotoIntent = useCallback(() => {
    readyForPhoto();
    setPhotoComing(true);
  }, []);
  const onContinue = useContinue({ design, hasPhoto: image !== null, quality, agreedDpi, dispatch, beforeContinue });
  const onHistory = useCallback((type: 'undo' | 'redo') => dispatch({ type }), [dispatch]);
  useUndoKeys(onHistory);
  const tapPick = useTapPick(dispatch);

  useEffect(() => {
    onChange?.(design, image);
  }, [onChange, design, image]);

  // The photo's upload file is made off the main thread, once, ahead of sending.
  useEffect(() => {
    if (image) prepareUpload();
  }, [image]);

  // The worker and its decoders are readied once the page is idle, off the first load's way.
  useEffect(() => whenIdleAfterLoad(warmImagePipeline), []);

  // The image store owns the photo; the design only hears that it changed (it starts upright), as soon
  // as the photo is on the preview (its placeholder first), so gestures from then on are kept.
  const onFile = useCallback(
    (file: File) => {
      fetchPhotoParts();
      void loadImage(file, file.name, () => dispatch({ type: 'photoChanged' }));
    },
    [dispatch],
  );
  const onRemove = useCallback(() => {
    removeImage();
    dispatch({ type: 'photoChanged' });
  }, [dispatch]);
  usePasteImage(onFile);

  return (
    <div className={styles.editor}>
      <h1 className="visually-hidden">Personalizá tu {design.mode === 'Alfombra' ? 'alfombra' : 'mousepad'}</h1>
      <ModeTabs mode={design.mode} onChoose={(mode) => dispatch({ type: 'chooseMode', mode })} />
      <StockNotice mode={design.mode} />
      <div id={EDITOR_PANEL_ID} role="tabpanel" aria-labelledby={tabId(design.mode)} className={styles.workspace}>
        <div className={styles.centre}>
          <div className={styles.toolbar}>
            <UploadControls imageState={imageState} onFile={onFile} onRemove={onRemove} onDismissError={clearImageError} onIntent={onPhotoIntent} />
            <HistoryButtons canUndo={canUndo} canRedo={canRedo} onUndo={() => onHistory('undo')} onRedo={() => onHistory('redo')} />
          </div>
          <PreviewArea
            design={design}
            image={image}
            shown={shownPhoto(imageState)}
            opening={imageState.busy}
            photoComing={photoComing}
            onFile={onFile}
            dispatch={dispatch}
            tapPick={tapPick}
            selectedText={selectedText}
            onSelectText={setSelectedText}
          />
        </div>
        <div className={styles.options}>
          <OptionsColumn
            design={design}
            dispatch={dispatch}
            onRotate={() => dispatch({ type: 'rotate' })}
            image={image}
            onTapPick={tapPick.start}
          />
          <TextSection
            texts={design.texts}
            piece={{ widthCm: design.widthCm, heightCm: design.heightCm, circular: design.circular }}
            dispatch={dispatch}
            selected={selectedText}
            onSelect={setSelectedText}
          />
        </div>
        <div className={styles.order}>
          <div className={styles.choices}>
            <PriceBox design={design} />
            <SizePicker state={state} dispatch={dispatch} />
            <QualityMeter quality={quality} />
            <Suspense fallback={null}>
              {quality?.level === 'baja' && (
                <lowQualityConsent.Component
                  dpi={quality.dpi}
                  checked={!needsConsent(quality, agreedDpi)}
                  onChange={(checked) => {
                    setAgreedDpi(checked ? quality.dpi : null);
                    if (checked) dispatch({ type: 'warning', message: null });
                    if (checked) countStats({ n: 'calidad-baja' });
                  }}
                />
              )}
            </Suspense>
          </div>
          <div className={styles.send}>
            <ContinueSection warning={state.warning} onContinue={() => void onContinue()} />
            {onStartOver && <StartOverButton onStartOver={() => onStartOver(design.mode)} />}
          </div>
        </div>
      </div>
    </div>
  );
}
