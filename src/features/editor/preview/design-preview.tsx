import { lazy, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { framePixels, placeDesign } from '@/domain/geometry';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { useNarrowViewport } from '../use-narrow-viewport';
import { EmptyFrame } from './empty-frame';
import type * as PreviewStageModule from './preview-stage';
import styles from './design-preview.module.css';

let stageCode: Promise<typeof PreviewStageModule> | null = null;

/**
 * Konva and react-konva weigh about 80 KB (gzip): they load when there is a photo to draw (one is
 * chosen, or a draft brings one back), never for the empty editor. Call it early, as soon as a
 * photo is chosen, so the code arrives while the photo decodes. If it cannot be downloaded, the
 * page's error boundary offers the reload (the draft is kept).
 */
export function preloadPreviewStage() {
  stageCode ??= loadChunk('la vista previa', () => import('./preview-stage'));
  return stageCode;
}

const PreviewStage = lazy(() => preloadPreviewStage().then((module) => ({ default: module.PreviewStage })));

interface DesignPreviewProps {
  readonly design: DesignConfig;
  /** The ≤ 2048 px preview bitmap (never the full photo), or null without a photo. */
  readonly bitmap: ImageBitmap | null;
  readonly imageId: string | null;
}

function describe(design: DesignConfig): string {
  const shape = design.circular ? ', circular' : '';
  return `Vista previa del diseño, ${design.widthCm}x${design.heightCm} cm${shape}`;
}

/**
 * The preview at the store's scale, in a box of the frame's exact size so nothing moves when the
 * photo and its stage arrive. After each draw it stamps the drawn rotation and photo id on its
 * container (data-rendered-rotation, data-image-id) so tests and the benchmark can tell when the
 * preview has repainted.
 */
export function DesignPreview({ design, bitmap, imageId }: DesignPreviewProps) {
  const narrow = useNarrowViewport();
  const frameWidth = framePixels(design.widthCm, narrow);
  const frameHeight = framePixels(design.heightCm, narrow);
  const placement = placeDesign(design, frameWidth, frameHeight, bitmap?.width ?? frameWidth, bitmap?.height ?? frameHeight);
  const background = effectiveBackground(design);

  const containerRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ rotation: design.rotation, imageId });
  useLayoutEffect(() => {
    shown.current = { rotation: design.rotation, imageId: bitmap ? imageId : null };
    // Without a photo nothing is drawn on a stage: the empty frame is what shows.
    if (!bitmap && containerRef.current) containerRef.current.dataset.imageId = '';
  });
  const onDraw = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    container.dataset.renderedRotation = String(shown.current.rotation);
    container.dataset.imageId = shown.current.imageId ?? '';
  }, []);

  const empty = <EmptyFrame placement={placement} background={background} />;
  return (
    // Focusable so keyboard users can scroll a frame wider than a phone screen.
    <div className={styles.scroller} role="region" aria-label="Vista previa" tabIndex={0}>
      <div
        ref={containerRef}
        className={styles.stage}
        data-testid="design-preview"
        role="img"
        aria-label={describe(design)}
        style={{ width: frameWidth, height: frameHeight }}
      >
        {bitmap ? (
          <Suspense fallback={empty}>
            <PreviewStage placement={placement} background={background} bitmap={bitmap} onDraw={onDraw} />
          </Suspense>
        ) : (
          empty
        )}
      </div>
    </div>
  );
}
