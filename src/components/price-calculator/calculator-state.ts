/**
 * State of the price calculator as a pure reducer: two text inputs (LARGO, ANCHO) under a mode,
 * a price shown only after COTIZAR with both values set (spec §4), reset on a mode change. The
 * state keeps the quoted size; its price comes from the tarifa in force when it is shown.
 */
import { MODE_SPECS, minimumSizeMessage, type Mode } from '@/domain/modes';
import { clampCmText, digitsOnly, parseCm } from '@/domain/size-input';

/** LARGO is the long side (the mode's width bounds), ANCHO the short one (height bounds). */
export type Side = 'length' | 'width';

export interface QuotedSize {
  readonly length: number;
  readonly width: number;
}

export interface CalculatorState {
  readonly mode: Mode;
  readonly length: string;
  readonly width: string;
  readonly quoted: QuotedSize | null;
  /** Sides that were empty when COTIZAR was pressed. */
  readonly missing: readonly Side[];
  /** The minimum-size message after a mode change. */
  readonly modeNotice: string | null;
}

export type CalculatorAction =
  | { readonly type: 'mode'; readonly mode: Mode }
  | { readonly type: 'type'; readonly side: Side; readonly text: string }
  | { readonly type: 'blur'; readonly side: Side }
  | { readonly type: 'quote' };

export function sideBounds(mode: Mode, side: Side): { readonly min: number; readonly max: number } {
  const b = MODE_SPECS[mode].bounds;
  return side === 'length' ? { min: b.minWidth, max: b.maxWidth } : { min: b.minHeight, max: b.maxHeight };
}

export function initialCalculatorState(mode: Mode = 'Clasic'): CalculatorState {
  return { mode, length: '', width: '', quoted: null, missing: [], modeNotice: null };
}

function clampSide(state: CalculatorState, side: Side): string {
  const { min, max } = sideBounds(state.mode, side);
  return clampCmText(state[side], min, max);
}

function quote(state: CalculatorState): CalculatorState {
  const length = clampSide(state, 'length');
  const width = clampSide(state, 'width');
  const l = parseCm(length);
  const w = parseCm(width);
  const missing: Side[] = [...(l === null ? ['length' as const] : []), ...(w === null ? ['width' as const] : [])];
  if (l === null || w === null) return { ...state, length, width, quoted: null, missing };
  return { ...state, length, width, missing: [], quoted: { length: l, width: w } };
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'mode':
      if (action.mode === state.mode) return state;
      return { ...initialCalculatorState(action.mode), modeNotice: minimumSizeMessage(action.mode) };
    case 'type': {
      const text = digitsOnly(action.text);
      if (text === state[action.side]) return state;
      // A changed size makes a shown price stale: it disappears until COTIZAR is pressed again.
      return { ...state, [action.side]: text, quoted: null, missing: state.missing.filter((s) => s !== action.side) };
    }
    case 'blur': {
      const text = clampSide(state, action.side);
      return text === state[action.side] ? state : { ...state, [action.side]: text, quoted: null };
    }
    case 'quote':
      return quote(state);
  }
}

/** The Spanish hint shown when COTIZAR is pressed with a value missing. */
export function missingHint(missing: readonly Side[]): string | null {
  if (missing.length === 2) return 'Completá el LARGO y el ANCHO para cotizar.';
  if (missing[0] === 'length') return 'Completá el LARGO para cotizar.';
  if (missing[0] === 'width') return 'Completá el ANCHO para cotizar.';
  return null;
}
