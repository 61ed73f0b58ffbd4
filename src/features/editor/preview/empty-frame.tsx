import type { CSSProperties, ReactNode } from 'react';
import type { Placement } from '@/domain/geometry';
import { IA_PATTERN, type BackgroundFill } from '@/domain/preview-style';

const [LIGHT, DARK] = IA_PATTERN.colours;

interface EmptyFrameProps {
  readonly placement: Placement;
  readonly background: BackgroundFill;
  readonly patternScale: number;
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

/**
 * The piece without a photo, as the Konva stage draws it (the background over the box, clipped to
 * the frame or circle) but in CSS, with the same geometry and colours: the empty editor paints
 * without downloading Konva. The lines over it are FrameGuides', as over the stage.
 */
export function EmptyFrame({ placement, background, patternScale, prompt, promptClass }: EmptyFrameProps) {
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
    <div style={fill} className={prompt ? promptClass : undefined}>
      {prompt}
    </div>
  );
}
