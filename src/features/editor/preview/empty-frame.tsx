import type { CSSProperties } from 'react';
import type { Background } from '@/domain/design';
import type { Placement } from '@/domain/geometry';
import { IA_PATTERN, SOLID_BACKGROUND_FILL } from '@/domain/preview-style';

const [LIGHT, DARK] = IA_PATTERN.colours;
// The IA checker of ia-pattern.ts (light top-left square) as a gradient: a data: URL of the canvas
// tile would need the page's CSP to allow data: images.
const IA_FILL: CSSProperties = {
  backgroundImage: `repeating-conic-gradient(${DARK} 0 25%, ${LIGHT} 0 50%)`,
  backgroundSize: `${IA_PATTERN.squarePx * 2}px ${IA_PATTERN.squarePx * 2}px`,
};

/**
 * The frame without a photo, as the Konva stage would draw it (background over the box, clipped to
 * the frame or circle), but in CSS: the empty editor paints without downloading Konva.
 */
export function EmptyFrame({ placement, background }: { readonly placement: Placement; readonly background: Background }) {
  const { box, clip } = placement;
  const fill: CSSProperties = background === 'ia' ? IA_FILL : { backgroundColor: SOLID_BACKGROUND_FILL[background] };
  const style: CSSProperties = {
    position: 'absolute',
    left: box.x,
    top: box.y,
    width: box.width,
    height: box.height,
    borderRadius: clip.kind === 'circle' ? '50%' : 0,
    ...fill,
  };
  return <div style={style} />;
}
