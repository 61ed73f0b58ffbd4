import { Stage } from 'react-konva/es/ReactKonvaCore';
import type { Background } from '@/domain/design';
import type { Placement } from '@/domain/geometry';
import { PreviewLayer } from './preview-layer';

interface PreviewStageProps {
  readonly placement: Placement;
  readonly background: Background;
  readonly bitmap: ImageBitmap;
  readonly onDraw: () => void;
}

/** The Konva stage with the photo: its own chunk (Konva and react-konva), loaded once there is a photo. */
export function PreviewStage({ placement, background, bitmap, onDraw }: PreviewStageProps) {
  return (
    <Stage width={placement.frameWidth} height={placement.frameHeight} listening={false}>
      <PreviewLayer placement={placement} background={background} bitmap={bitmap} onDraw={onDraw} />
    </Stage>
  );
}
