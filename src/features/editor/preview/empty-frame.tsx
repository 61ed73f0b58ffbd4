import type { CSSProperties, ReactNode } from 'react';
import type { DeskOutlines } from '@/domain/desk-scale';
import type { Placement } from '@/domain/geometry';
import type { Outline } from '@/domain/preview-frame';
import { IA_PATTERN, type BackgroundFill } from '@/domain/preview-style';
import { DESK, DESK_HALO, SAFE_AREA, STITCH } from './overlay-style';

const [LIGHT, DARK] = IA_PATTERN.colours;

interface EmptyFrameProps {
  readonly placement: Placement;
  readonly background: BackgroundFill;
  readonly patternScale: number;
  readonly stitch: Outline;
  readonly safeArea: Outline | null;
  readonly desk: DeskOutlines | null;
  /** Without a photo: the drop zone's invitation, drawn in the piece's place instead of its background. */
  readonly prompt?: ReactNode;
  readonly promptClass?: string;
}

// The IA checker of ia-pattern.ts (light top-left square) as a gradient: a data: URL of the canvas
// tile would need the page's CSP to allow data: images.
function fillOf(background: BackgroundFill, patternScale: number): CSSProperties {
  if (background.kind === 'solid') return { backgroundColor: background.colour };
  const tile = IA_PATTERN.squarePx * 2 * patternScale;
  return { backgroundImage: `repeating-conic-gradient(${DARK} 0 25%, ${LIGHT} 0 50%)`, backgroundSize: `${tile}px ${tile}px` };
}

function line(outline: Outline, look: { readonly stroke: string; readonly strokeWidth: number }, style = 'dashed'): CSSProperties {
  const { x, y, width, height, cornerRadius } = outline;
  return {
    position: 'absolute',
    left: x,
    top: y,
    width,
    height,
    borderRadius: cornerRadius,
    border: `${look.strokeWidth}px ${style} ${look.stroke}`,
  };
}

/** The Konva overlay's keyboard and mouse: a white line with a dark halo on both sides. */
function deskLine(outline: Outline): CSSProperties {
  const halo = (DESK_HALO.strokeWidth - DESK.strokeWidth) / 2;
  return { ...line(outline, DESK, 'solid'), boxShadow: `0 0 0 ${halo}px ${DESK_HALO.stroke}, inset 0 0 0 ${halo}px ${DESK_HALO.stroke}` };
}

/**
 * The frame without a photo, as the Konva stage draws it (background over the box, clipped to the
 * frame or circle, the stitched edge, the safe-area guide, the keyboard and mouse) but in CSS, with the same geometry
 * and colours: the empty editor paints without downloading Konva.
 */
export function EmptyFrame({ placement, background, patternScale, stitch, safeArea, desk, prompt, promptClass }: EmptyFrameProps) {
  const { box, clip } = placement;
  const fill: CSSProperties = {
    position: 'absolute',
    left: box.x,
    top: box.y,
    width: box.width,
    height: box.height,
    borderRadius: clip.kind === 'circle' ? '50%' : 0,
    ...(prompt ? {} : fillOf(background, patternScale)),
  };
  return (
    <>
      <div style={fill} className={prompt ? promptClass : undefined}>
        {prompt}
      </div>
      <div style={{ ...line(stitch, STITCH), opacity: STITCH.opacity }} />
      {safeArea && <div style={line(safeArea, SAFE_AREA)} />}
      {desk && <div style={deskLine(desk.keyboard)} />}
      {desk && <div style={deskLine(desk.mouse)} />}
    </>
  );
}
