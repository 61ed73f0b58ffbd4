import { lazy, Suspense, useCallback, useDeferredValue, useId, useState, type Dispatch } from 'react';
import type { DesignConfig } from '@/domain/design';
import { deskOutlines } from '@/domain/desk-scale';
import { placeDesign } from '@/domain/geometry';
import type { HistoryAction } from '@/domain/history';
import { shapeWords } from '@/domain/piece-edges';
import { pieceOutline, previewFrame, safeAreaOutline, stitchOutline } from '@/domain/preview-frame';
import { backgroundFill, iaPatternScale } from '@/domain/preview-style';
import { px } from '@/domain/units';
import { loadChunkOnce } from '@/platform/chunk-load/load-chunk';
import { EmptyFrame } from './empty-frame';
import { FrameGuides } from './frame-guides';
import { PickOverlay, type PickRequest } from './pick-overlay';
import type { SnapGuides } from './gesture-target';
import { PREVIEW_KEYS_HELP } from './preview-keys';
import { usePhotoGestures } from './use-photo-gestures';
import { usePreviewSpace } from './use-preview-space';
import { pieceOf, previewTexts } from './preview-texts';
import { measureTextLayer } from './text-metrics';
import { useTextFonts } from './use-text-fonts';
import { TEXT_FONTS } from '@/domain/text-fonts';
import styles from './design-preview.module.css';

/**
 * Konva and react-konva weigh about 80 KB (gzip): they load when there is a photo to draw (one is
 * chosen, or a draft brings one back), never for the empty editor, which EmptyFrame draws in CSS.
 * Call it early, as soon as a photo is chosen, so the code arrives while the photo decodes. A failed
 * early call is forgotten, so the stage tries again when it renders; if it still cannot be
 * downloaded then, the page's error boundary offers the reload (the draft is kept).
 */
export const preloadPreviewStage = loadChunkOnce('la vista previa', () => import('./preview-stage'));

const PreviewStage = lazy(() => preloadPreviewStage().then((module) => ({ default: module.PreviewStage })));

interface DesignPreviewProps {
  readonly design: DesignConfig;
  /** The ≤ 2048 px preview bitmap (never the full photo) or its placeholder, or null without a photo. */
  readonly bitmap: ImageBitmap | null;
  /** The preview bitmap's size, which a smaller placeholder is drawn at (the bitmap's own by default). */
  readonly bitmapSize?: { readonly width: number; readonly height: number } | null;
  /** Shows the safe-area line. */
  readonly showGuides: boolean;
  /** Shows a keyboard and a mouse at true scale. */
  readonly showDesk?: boolean;
  /** Where drags, pinches, wheel zooms and keys send the design's changes. */
  readonly dispatch: Dispatch<HistoryAction>;
  /** While set, a tap on the photo picks its colour instead of moving it (the eyedropper without EyeDropper). */
  readonly pick?: PickRequest | null;
  /** The text layer the arrow keys move, or null (they move the photo). */
  readonly selectedText?: number | null;
  readonly onSelectText?: (index: number | null) => void;
  /**
   * A photo is being opened: the Konva stage is set up meanwhile (its canvases, its first draw), so
   * when the photo or its placeholder comes, only the photo is left to draw.
   */
  readonly photoOpening?: boolean;
  /**
   * The shopper is heading for «Subir foto» (the pointer over it, a tap, the keyboard's focus): the
   * stage is set up already, under the drop zone, so choosing the photo costs it nothing more.
   */
  readonly photoComing?: boolean;
}

function describe(design: DesignConfig): string {
  const shape = `, ${shapeWords(design)}`;
  const texts = design.texts.filter((layer) => layer.text !== '').map((layer) => `«${layer.text}» en ${TEXT_FONTS[layer.font].label}`);
  const named = texts.length > 0 ? `, con ${texts.length === 1 ? 'el texto' : 'los textos'} ${texts.join(' y ')}` : '';
  return `Vista previa del diseño, ${design.widthCm}x${design.heightCm} cm${shape}${named}`;
}

/**
 * The preview, the spec's frame scaled to fill its space (and never more), so the whole piece is
 * always on screen and as large as it can be, in a box of the frame's exact size so nothing moves
 * when the photo and its Konva stage arrive. With a photo, it takes drags, pinches, Ctrl + wheel and
 * keys, and reports them as design actions.
 */
const ignore = () => undefined;

export function DesignPreview({
  design,
  bitmap,
  bitmapSize = bitmap,
  showGuides,
  showDesk = false,
  dispatch,
  pick = null,
  selectedText = null,
  onSelectText = ignore,
  photoOpening = false,
  photoComing = false,
}: DesignPreviewProps) {
  const [spaceRef, space] = usePreviewSpace();
  const frame = previewFrame(design.widthCm, design.heightCm, space);
  const bitmapWidth = bitmapSize?.width ?? frame.width;
  const bitmapHeight = bitmapSize?.height ?? frame.height;
  const place = useCallback(
    (shown: DesignConfig) => placeDesign(shown, px(frame.width), px(frame.height), px(bitmapWidth), px(bitmapHeight)),
    [frame.width, frame.height, bitmapWidth, bitmapHeight],
  );
  const placement = place(design);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [snap, setSnap] = useState<SnapGuides | null>(null);
  const fontsVersion = useTextFonts(design.texts);
  // Measured again when a font arrives (fontsVersion), as the preview draws again then too.
  const shownTexts = previewTexts(design, frame.pxPerCm, measureTextLayer);
  const drawn = bitmap !== null || design.texts.length > 0;
  // Deferred: the stage's canvases are made in a render of their own, after the task that chose the
  // photo (or headed for it) has handed it to the worker.
  const staging = useDeferredValue(photoOpening || photoComing);
  const staged = drawn || staging;
  // The drop zone invites a photo until one is chosen, over the stage when it is set up early.
  const prompting = !drawn && !photoOpening;
  const interactive = drawn;
  const picking = bitmap !== null && pick !== null;
  const text = { shown: shownTexts, selected: selectedText, select: onSelectText, pxPerCm: frame.pxPerCm, hasPhoto: bitmap !== null };
  const keys = usePhotoGestures(element, { design, place, dispatch, onSnap: setSnap, text }, interactive && !picking);
  const helpId = useId();
  // The canvas keeps the frame's square corners; CSS rounds what shows, as the proof and the cut line round them.
  const { cornerRadius } = pieceOutline(design, frame);
  const look = { placement, background: backgroundFill(design, frame.width), patternScale: iaPatternScale(frame.width, design.widthCm) };
  const dropZone = (
    <span aria-hidden="true" className={styles.dropText}>
      <strong>Soltá tu foto acá</strong>
      <span>
        {design.widthCm} × {design.heightCm} cm
      </span>
    </span>
  );
  const textMarks = shownTexts
    .map((shown, index) => ({ box: shown.box, selected: index === selectedText, unsafe: shown.unsafe }))
    .filter((mark) => mark.selected || mark.unsafe);

  return (
    <div ref={spaceRef} className={styles.space}>
      <div
        ref={setElement}
        className={styles.stage}
        data-testid="design-preview"
        data-interactive={interactive}
        role={interactive ? 'application' : 'img'}
        aria-label={describe(design)}
        aria-describedby={interactive ? helpId : undefined}
        tabIndex={interactive && !picking ? 0 : undefined}
        style={{ width: frame.width, height: frame.height, borderRadius: design.circular ? 0 : cornerRadius }}
        {...(interactive && !picking ? keys : {})}
      >
        {staged && (
          <Suspense fallback={prompting ? null : <EmptyFrame {...look} />}>
            <PreviewStage
              width={frame.width}
              height={frame.height}
              bitmap={bitmap}
              texts={design.texts}
              piece={pieceOf(design)}
              pxPerCm={frame.pxPerCm}
              fontsVersion={fontsVersion}
              {...look}
            />
          </Suspense>
        )}
        {prompting ? <EmptyFrame {...look} prompt={dropZone} promptClass={styles.dropZone} /> : !staged && <EmptyFrame {...look} />}
        <FrameGuides
          width={frame.width}
          height={frame.height}
          stitch={stitchOutline(design, frame)}
          safeArea={showGuides ? safeAreaOutline(design, frame) : null}
          centre={placement.box}
          snap={snap}
          desk={showDesk ? deskOutlines(design.widthCm, design.heightCm, frame) : null}
          textMarks={textMarks}
        />
        {picking && <PickOverlay placement={placement} bitmap={bitmap} {...pick} />}
      </div>
      {interactive && (
        <p id={helpId} className="visually-hidden">
          {PREVIEW_KEYS_HELP}
        </p>
      )}
    </div>
  );
}
