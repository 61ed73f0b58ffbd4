import 'konva/lib/shapes/Rect';
import { Layer, Rect } from 'react-konva/es/ReactKonvaCore';
import type { DeskOutlines } from '@/domain/desk-scale';
import type { Rect as Box } from '@/domain/geometry';
import type { Outline } from '@/domain/preview-frame';
import type { SnapGuides } from './gesture-target';
import { DESK, DESK_HALO, SAFE_AREA, STITCH } from './overlay-style';
/** A colour no photo background is likely to hide, for the moment the photo snaps. */
const SNAP_GUIDE = { fill: '#ff4fd8', opacity: 0.9 };
const GUIDE_WIDTH = 1.5;
/** The selected text's box, and any text box that crosses the safe area (in the warning colour). */
const TEXT_MARK = { stroke: '#4fc3ff', unsafeStroke: '#ff9800', strokeWidth: 1.5, dash: [5, 3] };

export interface TextMark {
  readonly box: Box;
  readonly selected: boolean;
  readonly unsafe: boolean;
}

interface OverlayLayerProps {
  readonly stitch: Outline;
  /** The safe-area line, or null while the guides are hidden. */
  readonly safeArea: Outline | null;
  /** The area the photo is placed in (the frame, or the circle's square): its centre lines. */
  readonly centre: Box;
  /** Which centre lines the dragged photo is snapped to, or null. */
  readonly snap: SnapGuides | null;
  /** The keyboard and mouse at true scale, or null while they are hidden. */
  readonly desk: DeskOutlines | null;
  readonly textMarks: readonly TextMark[];
}

function DeskShapes({ desk }: { readonly desk: DeskOutlines }) {
  return (
    <>
      {(['keyboard', 'mouse'] as const).map((part) => (
        <Rect key={`${part}-halo`} {...desk[part]} {...DESK_HALO} listening={false} perfectDrawEnabled={false} />
      ))}
      <Rect name="desk-keyboard" {...desk.keyboard} {...DESK} listening={false} perfectDrawEnabled={false} />
      <Rect name="desk-mouse" {...desk.mouse} {...DESK} listening={false} perfectDrawEnabled={false} />
    </>
  );
}

function SnapLines({ centre, snap }: Pick<OverlayLayerProps, 'centre' | 'snap'>) {
  const midX = centre.x + centre.width / 2;
  const midY = centre.y + centre.height / 2;
  const half = GUIDE_WIDTH / 2;
  return (
    <>
      {snap?.vertical && <Rect name="snap-vertical" x={midX - half} y={centre.y} width={GUIDE_WIDTH} height={centre.height} {...SNAP_GUIDE} listening={false} />}
      {snap?.horizontal && <Rect name="snap-horizontal" x={centre.x} y={midY - half} width={centre.width} height={GUIDE_WIDTH} {...SNAP_GUIDE} listening={false} />}
    </>
  );
}

/**
 * What the preview draws over the design to look like the product: the stitched edge, on
 * request the safe-area guide and a keyboard and mouse at true scale, and the centre line the photo snaps to while dragged. Only the
 * preview draws it; the proof and the print file are composed from the model alone. Every shape
 * here is a Rect (a circle is a Rect with half its side as corner radius, a line a thin Rect),
 * so the editor loads no other Konva shape for it.
 */
export function OverlayLayer({ stitch, safeArea, centre, snap, desk, textMarks }: OverlayLayerProps) {
  return (
    <Layer listening={false}>
      <Rect name="stitch" {...stitch} {...STITCH} listening={false} perfectDrawEnabled={false} />
      {safeArea && <Rect name="safe-area" {...safeArea} {...SAFE_AREA} listening={false} perfectDrawEnabled={false} />}
      {desk && <DeskShapes desk={desk} />}
      <SnapLines centre={centre} snap={snap} />
      {textMarks.map(({ box, selected, unsafe }, index) => (
        <Rect
          // One mark per layer, in the layers' order.
          key={index}
          name={selected ? 'text-selected' : 'text-unsafe'}
          {...box}
          stroke={unsafe ? TEXT_MARK.unsafeStroke : TEXT_MARK.stroke}
          strokeWidth={TEXT_MARK.strokeWidth}
          dash={TEXT_MARK.dash}
          listening={false}
        />
      ))}
    </Layer>
  );
}
