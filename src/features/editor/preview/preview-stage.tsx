import { Stage } from 'react-konva/es/ReactKonvaCore';
import type { Placement } from '@/domain/geometry';
import type { BackgroundFill } from '@/domain/preview-style';
import type { TextLayer } from '@/domain/text-layers';
import type { PieceSize } from '@/domain/text-placement';
import { PreviewLayer } from './preview-layer';

export interface PreviewStageProps {
  readonly width: number;
  readonly height: number;
  readonly placement: Placement;
  readonly background: BackgroundFill;
  /** Null when only text layers are drawn so far. */
  readonly bitmap: ImageBitmap | null;
  readonly patternScale: number;
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly pxPerCm: number;
  readonly fontsVersion: number;
}

/**
 * The Konva stage, one layer that draws the model (what the proof shows too); the product look and
 * the guides are FrameGuides' lines over it. Its own chunk (Konva and react-konva), loaded once
 * there is a photo.
 */
export function PreviewStage({ width, height, ...design }: PreviewStageProps) {
  return (
    <Stage width={width} height={height} listening={false}>
      <PreviewLayer {...design} />
    </Stage>
  );
}
