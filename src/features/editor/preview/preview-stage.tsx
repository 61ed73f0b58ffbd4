import { startTransition, useEffect, useState } from 'react';
import { Stage } from 'react-konva/es/ReactKonvaCore';
import type { DeskOutlines } from '@/domain/desk-scale';
import type { Placement } from '@/domain/geometry';
import type { Outline } from '@/domain/preview-frame';
import type { BackgroundFill } from '@/domain/preview-style';
import type { TextLayer } from '@/domain/text-layers';
import type { PieceSize } from '@/domain/text-placement';
import type { SnapGuides } from './gesture-target';
import { OverlayLayer, type TextMark } from './overlay-layer';
import { PreviewLayer } from './preview-layer';

export interface PreviewStageProps {
  readonly width: number;
  readonly height: number;
  readonly placement: Placement;
  readonly background: BackgroundFill;
  /** Null when only text layers are drawn so far. */
  readonly bitmap: ImageBitmap | null;
  readonly patternScale: number;
  readonly stitch: Outline;
  readonly safeArea: Outline | null;
  readonly snap: SnapGuides | null;
  readonly desk: DeskOutlines | null;
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly pxPerCm: number;
  readonly fontsVersion: number;
  /** The text boxes to outline: the selected one, and any that crosses the safe area. */
  readonly textMarks: readonly TextMark[];
}

/**
 * The Konva stage: the design layer draws the model (what the proof shows too), the overlay the
 * product look and the guides. Its own chunk (Konva and react-konva), loaded once there is a photo.
 */
export function PreviewStage({ width, height, stitch, safeArea, snap, desk, textMarks, ...design }: PreviewStageProps) {
  // The overlay's layer joins in a render of its own. react-konva makes the stage, its layers (two
  // canvases each) and their shapes in one synchronous task: with both layers that task took Chromium
  // 50–65 ms as a photo opened (the bound is 50); split, no task of a photo's opening passes 50.
  const [overlaid, setOverlaid] = useState(false);
  useEffect(() => startTransition(() => setOverlaid(true)), []);
  return (
    <Stage width={width} height={height} listening={false}>
      <PreviewLayer {...design} />
      {overlaid && <OverlayLayer stitch={stitch} safeArea={safeArea} centre={design.placement.box} snap={snap} desk={desk} textMarks={textMarks} />}
    </Stage>
  );
}
