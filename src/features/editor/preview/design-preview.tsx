import { Stage } from 'react-konva/es/ReactKonvaCore';
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { framePixels, placeDesign } from '@/domain/geometry';
import { pieceOutline, previewFrame, safeAreaOutline, stitchOutline } from '@/domain/preview-frame';
import { useNarrowViewport } from '../use-narrow-viewport';
import { OverlayLayer } from './overlay-layer';
import { PreviewLayer } from './preview-layer';
import { usePreviewSpace } from './use-preview-space';
import styles from './design-preview.module.css';

interface DesignPreviewProps {
  readonly design: DesignConfig;
  /** The ≤ 2048 px preview bitmap (never the full photo), or null without a photo. */
  readonly bitmap: ImageBitmap | null;
  /** Shows the safe-area line. */
  readonly showGuides: boolean;
}

function describe(design: DesignConfig): string {
  const shape = design.circular ? ', circular' : '';
  return `Vista previa del diseño, ${design.widthCm}x${design.heightCm} cm${shape}`;
}

/**
 * The Konva stage, as large as the spec's preview scale allows and never larger than its space,
 * so the whole piece is always on screen. The design layer draws the model (what the proof
 * shows too); the overlay layer adds the product look and the guides.
 */
export function DesignPreview({ design, bitmap, showGuides }: DesignPreviewProps) {
  const narrow = useNarrowViewport();
  const [spaceRef, space] = usePreviewSpace();
  const frame = previewFrame(design.widthCm, design.heightCm, narrow, space);
  const placement = placeDesign(design, frame.width, frame.height, bitmap?.width ?? frame.width, bitmap?.height ?? frame.height);
  // The canvas keeps the design's square corners (as the proof has them); CSS rounds what shows.
  const { cornerRadius } = pieceOutline(design, frame);

  return (
    <div ref={spaceRef} className={styles.space}>
      <div
        className={styles.stage}
        data-testid="design-preview"
        role="img"
        aria-label={describe(design)}
        style={{ width: frame.width, height: frame.height, borderRadius: design.circular ? 0 : cornerRadius }}
      >
        <Stage width={frame.width} height={frame.height} listening={false}>
          <PreviewLayer
            placement={placement}
            background={effectiveBackground(design)}
            bitmap={bitmap}
            patternScale={frame.width / framePixels(design.widthCm, false)}
          />
          <OverlayLayer stitch={stitchOutline(design, frame)} safeArea={showGuides ? safeAreaOutline(design, frame) : null} />
        </Stage>
      </div>
    </div>
  );
}
