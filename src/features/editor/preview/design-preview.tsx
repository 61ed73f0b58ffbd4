import { useCallback, useLayoutEffect, useRef } from 'react';
import { Stage } from 'react-konva/es/ReactKonvaCore';
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { framePixels, placeDesign } from '@/domain/geometry';
import { px } from '@/domain/units';
import { useNarrowViewport } from '../use-narrow-viewport';
import { PreviewLayer } from './preview-layer';
import styles from './design-preview.module.css';

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
 * The Konva stage at the store's preview scale. After each draw it stamps the drawn rotation and
 * photo id on its container (data-rendered-rotation, data-image-id) so tests and the benchmark
 * can tell when the preview has repainted.
 */
export function DesignPreview({ design, bitmap, imageId }: DesignPreviewProps) {
  const narrow = useNarrowViewport();
  const frameWidth = framePixels(design.widthCm, narrow);
  const frameHeight = framePixels(design.heightCm, narrow);
  const placement = placeDesign(design, frameWidth, frameHeight, bitmap ? px(bitmap.width) : frameWidth, bitmap ? px(bitmap.height) : frameHeight);

  const containerRef = useRef<HTMLDivElement>(null);
  const shown = useRef({ rotation: design.rotation, imageId });
  useLayoutEffect(() => {
    shown.current = { rotation: design.rotation, imageId: bitmap ? imageId : null };
  });
  const onDraw = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    container.dataset.renderedRotation = String(shown.current.rotation);
    container.dataset.imageId = shown.current.imageId ?? '';
  }, []);

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
        <Stage width={frameWidth} height={frameHeight} listening={false}>
          <PreviewLayer placement={placement} background={effectiveBackground(design)} bitmap={bitmap} onDraw={onDraw} />
        </Stage>
      </div>
    </div>
  );
}
