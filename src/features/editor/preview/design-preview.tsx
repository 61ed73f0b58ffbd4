import { useCallback, useId, useState, type Dispatch } from 'react';
import { Stage } from 'react-konva/es/ReactKonvaCore';
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { framePixels, placeDesign } from '@/domain/geometry';
import type { HistoryAction } from '@/domain/history';
import { pieceOutline, previewFrame, safeAreaOutline, stitchOutline } from '@/domain/preview-frame';
import { px } from '@/domain/units';
import { useNarrowViewport } from '../use-narrow-viewport';
import type { SnapGuides } from './gesture-target';
import { OverlayLayer } from './overlay-layer';
import { PREVIEW_KEYS_HELP } from './preview-keys';
import { PreviewLayer } from './preview-layer';
import { usePhotoGestures } from './use-photo-gestures';
import { usePreviewSpace } from './use-preview-space';
import styles from './design-preview.module.css';

interface DesignPreviewProps {
  readonly design: DesignConfig;
  /** The ≤ 2048 px preview bitmap (never the full photo), or null without a photo. */
  readonly bitmap: ImageBitmap | null;
  /** Shows the safe-area line. */
  readonly showGuides: boolean;
  /** Where drags, pinches, wheel zooms and keys send the design's changes. */
  readonly dispatch: Dispatch<HistoryAction>;
}

function describe(design: DesignConfig): string {
  const shape = design.circular ? ', circular' : '';
  return `Vista previa del diseño, ${design.widthCm}x${design.heightCm} cm${shape}`;
}

/**
 * The Konva stage, as large as the spec's preview scale allows and never larger than its space,
 * so the whole piece is always on screen. The design layer draws the model (what the proof
 * shows too); the overlay layer adds the product look and the guides. With a photo, the stage
 * takes drags, pinches, Ctrl + wheel and keys, and reports them as design actions.
 */
export function DesignPreview({ design, bitmap, showGuides, dispatch }: DesignPreviewProps) {
  const narrow = useNarrowViewport();
  const [spaceRef, space] = usePreviewSpace();
  const frame = previewFrame(design.widthCm, design.heightCm, narrow, space);
  const bitmapWidth = bitmap?.width ?? frame.width;
  const bitmapHeight = bitmap?.height ?? frame.height;
  const place = useCallback(
    (shown: DesignConfig) => placeDesign(shown, px(frame.width), px(frame.height), px(bitmapWidth), px(bitmapHeight)),
    [frame.width, frame.height, bitmapWidth, bitmapHeight],
  );
  const placement = place(design);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [snap, setSnap] = useState<SnapGuides | null>(null);
  const interactive = bitmap !== null;
  const keys = usePhotoGestures(element, { design, place, dispatch, onSnap: setSnap }, interactive);
  const helpId = useId();
  // The canvas keeps the design's square corners (as the proof has them); CSS rounds what shows.
  const { cornerRadius } = pieceOutline(design, frame);

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
        tabIndex={interactive ? 0 : undefined}
        style={{ width: frame.width, height: frame.height, borderRadius: design.circular ? 0 : cornerRadius }}
        {...(interactive ? keys : {})}
      >
        <Stage width={frame.width} height={frame.height} listening={false}>
          <PreviewLayer
            placement={placement}
            background={effectiveBackground(design)}
            bitmap={bitmap}
            patternScale={frame.width / framePixels(design.widthCm, false)}
          />
          <OverlayLayer
            stitch={stitchOutline(design, frame)}
            safeArea={showGuides ? safeAreaOutline(design, frame) : null}
            centre={placement.box}
            snap={snap}
          />
        </Stage>
      </div>
      {interactive && (
        <p id={helpId} className="visually-hidden">
          {PREVIEW_KEYS_HELP}
        </p>
      )}
    </div>
  );
}
