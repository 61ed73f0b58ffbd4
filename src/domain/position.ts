/**
 * Where the photo sits on the piece and how far it is zoomed: the rules every reader of the
 * design shares (reducer, query codec, placement). Position follows CSS object-position in
 * percent: 0 puts the photo's left (top) edge on the box's, 50 centres it, 100 puts the right
 * (bottom) edges together. Zoom multiplies the picture the chosen fit gives (1 = the fit as is).
 */
import { clampToBounds } from './modes';

export type Align = 'left' | 'center' | 'right';
export type Justify = 'top' | 'center' | 'bottom';

export const ALIGNS: readonly Align[] = ['left', 'center', 'right'];
export const JUSTIFIES: readonly Justify[] = ['top', 'center', 'bottom'];

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const POSITION_MIN = 0;
export const POSITION_MAX = 100;
export const POSITION_CENTRE = 50;

export interface Position {
  readonly posX: number;
  readonly posY: number;
}

export const CENTRED: Position = { posX: POSITION_CENTRE, posY: POSITION_CENTRE };

/** The stop each align and justify button sets; 'center' is the middle on either axis. */
export const ALIGN_STOPS: Readonly<Record<Align, number>> = { left: 0, center: 50, right: 100 };
export const JUSTIFY_STOPS: Readonly<Record<Justify, number>> = { top: 0, center: 50, bottom: 100 };

const round2 = (value: number): number => Math.round(value * 100) / 100;

function clampRounded(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return round2(clampToBounds(value, min, max));
}

/** A zoom from 1 to 4 with two decimals; anything that is not a number is 1. */
export function clampZoom(value: number): number {
  return clampRounded(value, ZOOM_MIN, ZOOM_MAX, ZOOM_MIN);
}

/** A position from 0 to 100 with two decimals; anything that is not a number is the centre. */
export function clampPosition(value: number): number {
  return clampRounded(value, POSITION_MIN, POSITION_MAX, POSITION_CENTRE);
}

/** Nearest stop: the align button that lights up and the store's Align key. */
function nearestStop<T extends string>(stops: Readonly<Record<T, number>>, value: number): T {
  const entries = Object.entries(stops) as [T, number][];
  const distance = (stop: number) => Math.abs(stop - clampPosition(value));
  return entries.reduce((best, entry) => (distance(entry[1]) < distance(best[1]) ? entry : best))[0];
}

export function alignOf(posX: number): Align {
  return nearestStop(ALIGN_STOPS, posX);
}

export function justifyOf(posY: number): Justify {
  return nearestStop(JUSTIFY_STOPS, posY);
}
