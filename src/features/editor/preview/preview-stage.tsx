import { Stage } from 'react-konva/es/ReactKonvaCore';
import type { DeskOutlines } from '@/domain/desk-scale';
import type { Placement } from '@/domain/geometry';
import type { Outline } from '@/domain/preview-frame';
import type { BackgroundFill } from '@/domain/preview-style';
import type { SnapGuides } from './gesture-target';
import { OverlayLayer } from './overlay-layer';
import { PreviewLayer } from './preview-layer';

export interface PreviewStageProps {
  readonly width: number;
  readonly height: number;
  readonly placement: Placement;
  readonly background: BackgroundFill;
  readonly bitmap: ImageBitmap;
  readonly patternScale: number;
  readonly stitch: Outline;
  readonly safeArea: Outline | null;
  readonly snap: SnapGuides | null;
  readonly desk: DeskOutlines | null;
}

/**
 * The Konva stage: the design layer draws the model (what the proof shows too), the overlay the
 * product look and the guides. Its own chunk (Konva and react-konva), loaded once there is a photo.
 */
export function PreviewStage({ width, height, placement, background, bitmap, patternScale, stitch, safeArea, snap, desk }: PreviewStageProps) {
  return (
    <Stage width={width} height={height} listening={false}>
      <PreviewLayer placement={placement} background={background} bitmap={bitmap} patternScale={patternScale} />
      <OverlayLayer stitch={stitch} safeArea={safeArea} centre={placement.box} snap={snap} desk={desk} />
    </Stage>
  );
}
