import type { DeskOutlines } from '@/domain/desk-scale';
import type { Rect as Box } from '@/domain/geometry';
import type { Outline } from '@/domain/preview-frame';
import type { SnapGuides } from './gesture-target';
import styles from './frame-guides.module.css';

// Thin light stitches read on black, white and photos alike; the safe area uses the brand accent.
const STITCH = { stroke: '#c9ced8', strokeWidth: 1.5, dash: [5, 3], opacity: 0.9 };
const SAFE_AREA = { stroke: '#3ddc97', strokeWidth: 1.5, dash: [8, 4] };
/** The keyboard and mouse outlines: white over a dark halo, readable on any photo or background. */
const DESK = { stroke: '#ffffff', strokeWidth: 2 };
const DESK_HALO = { stroke: 'rgba(0, 0, 0, 0.55)', strokeWidth: 5 };
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

interface FrameGuidesProps {
  readonly width: number;
  readonly height: number;
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

interface LineLook {
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly dash?: readonly number[];
  readonly opacity?: number;
}

/** Where a line goes, in frame pixels: an Outline, or a Box with square corners. */
interface LinePlace {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly cornerRadius?: number;
}

/** A stroked rectangle, the stroke centred on its edge as a canvas draws it; `guide` names it for tests. */
function OutlineRect({ outline, look, guide }: { readonly outline: LinePlace; readonly look: LineLook; readonly guide?: string }) {
  const { x, y, width, height, cornerRadius = 0 } = outline;
  return (
    <rect
      data-guide={guide}
      {...{ x, y, width, height }}
      rx={cornerRadius}
      ry={cornerRadius}
      fill="none"
      stroke={look.stroke}
      strokeWidth={look.strokeWidth}
      strokeDasharray={look.dash?.join(' ')}
      opacity={look.opacity}
    />
  );
}

function SnapLines({ centre, snap }: Pick<FrameGuidesProps, 'centre' | 'snap'>) {
  const midX = centre.x + centre.width / 2;
  const midY = centre.y + centre.height / 2;
  const half = GUIDE_WIDTH / 2;
  return (
    <>
      {snap?.vertical && <rect data-guide="snap-vertical" x={midX - half} y={centre.y} width={GUIDE_WIDTH} height={centre.height} {...SNAP_GUIDE} />}
      {snap?.horizontal && <rect data-guide="snap-horizontal" x={centre.x} y={midY - half} width={centre.width} height={GUIDE_WIDTH} {...SNAP_GUIDE} />}
    </>
  );
}

/**
 * What the preview draws over the design to look like the product: the stitched edge, on request
 * the safe-area guide and a keyboard and mouse at true scale, the centre line the photo snaps to
 * while dragged, and the marked text boxes. Only the preview draws it; the proof and the print file
 * are composed from the model alone.
 *
 * It is vector lines over the frame, in the page (SVG), not a second Konva layer: a layer is a
 * canvas of the frame's size in device pixels (1014 px square on a 3× phone) that the browser makes,
 * fills and hands to its compositor, which took a throttled phone about 250 ms as a photo opened.
 * The same lines serve the empty frame before Konva has loaded.
 */
export function FrameGuides({ width, height, stitch, safeArea, centre, snap, desk, textMarks }: FrameGuidesProps) {
  return (
    <svg className={styles.guides} width={width} height={height} aria-hidden="true" focusable="false">
      <OutlineRect guide="stitch" outline={stitch} look={STITCH} />
      {safeArea && <OutlineRect guide="safe-area" outline={safeArea} look={SAFE_AREA} />}
      {desk && (
        <>
          {/* Both halos under both lines, so neither outline's halo covers the other's line. */}
          <OutlineRect outline={desk.keyboard} look={DESK_HALO} />
          <OutlineRect outline={desk.mouse} look={DESK_HALO} />
          <OutlineRect guide="desk-keyboard" outline={desk.keyboard} look={DESK} />
          <OutlineRect guide="desk-mouse" outline={desk.mouse} look={DESK} />
        </>
      )}
      <SnapLines centre={centre} snap={snap} />
      {textMarks.map(({ box, selected, unsafe }, index) => (
        <OutlineRect
          // One mark per layer, in the layers' order.
          key={index}
          guide={selected ? 'text-selected' : 'text-unsafe'}
          outline={box}
          look={{ ...TEXT_MARK, stroke: unsafe ? TEXT_MARK.unsafeStroke : TEXT_MARK.stroke }}
        />
      ))}
    </svg>
  );
}
