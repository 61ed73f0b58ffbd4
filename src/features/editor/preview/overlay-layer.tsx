import 'konva/lib/shapes/Rect';
import { Layer, Rect } from 'react-konva/es/ReactKonvaCore';
import type { Outline } from '@/domain/preview-frame';

/** Thin light stitches read on black, white and photos alike; the safe area uses the brand accent. */
const STITCH = { stroke: '#c9ced8', strokeWidth: 1.5, dash: [5, 3], opacity: 0.9 };
const SAFE_AREA = { stroke: '#3ddc97', strokeWidth: 1.5, dash: [8, 4] };

interface OverlayLayerProps {
  readonly stitch: Outline;
  /** The safe-area line, or null while the guides are hidden. */
  readonly safeArea: Outline | null;
}

/**
 * What the preview draws over the design to look like the product: the stitched edge and,
 * on request, the safe-area guide. Only the preview draws it; the proof and the print file
 * are composed from the model alone. Every shape here is a Rect (a circle is a Rect with half
 * its side as corner radius), so the editor loads no other Konva shape for it.
 */
export function OverlayLayer({ stitch, safeArea }: OverlayLayerProps) {
  return (
    <Layer listening={false}>
      <Rect name="stitch" {...stitch} {...STITCH} listening={false} perfectDrawEnabled={false} />
      {safeArea && <Rect name="safe-area" {...safeArea} {...SAFE_AREA} listening={false} perfectDrawEnabled={false} />}
    </Layer>
  );
}
