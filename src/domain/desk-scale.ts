/**
 * "Ver con teclado y mouse": where a full-size keyboard and a mouse would sit on the piece, in
 * preview pixels at the piece's own scale, so a shopper sees what 90x40 or 140x100 means on a desk.
 * Only the preview draws them; the proof and the print file never do.
 */
import type { Outline, PreviewFrame } from './preview-frame';

/** A full-size keyboard (with number pad) and an ordinary mouse, in centimetres. */
export const KEYBOARD_CM = { width: 44, height: 13, cornerRadius: 1 };
export const MOUSE_CM = { width: 6.5, height: 12, cornerRadius: 3.25 };
/** Between the keyboard and the mouse, as on a desk. */
const GAP_CM = 4;
/** Kept from the piece's edge when both fit. */
const MARGIN_CM = 1;

export interface DeskOutlines {
  readonly keyboard: Outline;
  readonly mouse: Outline;
}

/**
 * Keyboard and mouse side by side, centred on the piece. On a piece too narrow for both, the mouse
 * stays whole at the right edge and the keyboard runs off the left: the shopper sees it does not fit.
 */
export function deskOutlines(widthCm: number, heightCm: number, frame: PreviewFrame): DeskOutlines {
  const together = KEYBOARD_CM.width + GAP_CM + MOUSE_CM.width;
  const mouseX = widthCm >= together + 2 * MARGIN_CM
    ? (widthCm + together) / 2 - MOUSE_CM.width
    : Math.max((widthCm - MOUSE_CM.width) / 2, widthCm - MARGIN_CM - MOUSE_CM.width);
  const keyboardX = mouseX - GAP_CM - KEYBOARD_CM.width;
  const scale = (cm: number) => cm * frame.pxPerCm;
  const outline = (x: number, size: typeof KEYBOARD_CM): Outline => ({
    x: scale(x),
    y: scale((heightCm - size.height) / 2),
    width: scale(size.width),
    height: scale(size.height),
    cornerRadius: scale(size.cornerRadius),
  });
  return { keyboard: outline(keyboardX, KEYBOARD_CM), mouse: outline(mouseX, MOUSE_CM) };
}
