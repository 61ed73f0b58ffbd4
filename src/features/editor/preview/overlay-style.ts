/**
 * How the overlay's lines look, shared by the Konva overlay and the empty frame's CSS (which
 * draws them before Konva has loaded). Thin light stitches read on black, white and photos alike;
 * the safe area uses the brand accent.
 */
export const STITCH = { stroke: '#c9ced8', strokeWidth: 1.5, dash: [5, 3], opacity: 0.9 };
export const SAFE_AREA = { stroke: '#3ddc97', strokeWidth: 1.5, dash: [8, 4] };
/** The keyboard and mouse outlines: white over a dark halo, readable on any photo or background. */
export const DESK = { stroke: '#ffffff', strokeWidth: 2 };
export const DESK_HALO = { stroke: 'rgba(0, 0, 0, 0.55)', strokeWidth: 5 };
