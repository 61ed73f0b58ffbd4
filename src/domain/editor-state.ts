/**
 * The editor's state and its named actions, through one pure reducer. Plain data only: the
 * photo lives in the image store alone (its one owner); the editor is told when it changes.
 * Undo and redo wrap this reducer (history.ts).
 */
import type { Background, DesignConfig, Fit, Rotation } from './design';
import { initialDesign } from './design';
import { clampToBounds, CUSTOM_SIZE_CODE, findPreset, MODE_SPECS, type Mode } from './modes';
import {
  ALIGN_STOPS,
  CENTRED,
  clampPosition,
  clampZoom,
  JUSTIFY_STOPS,
  ZOOM_MIN,
  type Align,
  type Justify,
  type Position,
} from './position';
import { priceText } from './pricing';
import { capDigits } from './custom-size';

export interface EditorState {
  readonly design: DesignConfig;
  /** What the shopper typed in LARGO and ANCHO (digits only, capped at the mode's maximum). */
  readonly customWidthText: string;
  readonly customHeightText: string;
  readonly warning: string | null;
}

export type EditorAction =
  | { readonly type: 'chooseMode'; readonly mode: Mode }
  | { readonly type: 'choosePreset'; readonly code: string }
  | { readonly type: 'typeCustomWidth'; readonly text: string }
  | { readonly type: 'typeCustomHeight'; readonly text: string }
  | { readonly type: 'applyCustomSize' }
  /** Sets posX to the button's stop; 'center' centres both axes. */
  | { readonly type: 'align'; readonly align: Align }
  /** Sets posY to the button's stop; 'center' centres both axes. */
  | { readonly type: 'justify'; readonly justify: Justify }
  /** Drag and arrow keys (values are clamped to 0–100). */
  | { readonly type: 'setPosition'; readonly posX: number; readonly posY: number }
  /** Slider and buttons; pinch and wheel also pass the position that keeps the spot under the pointer. */
  | { readonly type: 'setZoom'; readonly zoom: number; readonly position?: Position }
  | { readonly type: 'toggleMirror' }
  | { readonly type: 'fit'; readonly fit: Fit }
  | { readonly type: 'background'; readonly background: Background }
  | { readonly type: 'rotate' }
  | { readonly type: 'toggleCircular' }
  /** The image store has a new photo, or none: it starts upright, at zoom 1. */
  | { readonly type: 'photoChanged' }
  | { readonly type: 'warning'; readonly message: string | null };

export const CONTINUE_WARNING = 'Por favor, selecciona un archivo y una medida antes de continuar.';
/** Console-only message for an empty custom size (spec §5). */
export const EMPTY_SIZE_LOG = 'Medida personalizada vacía: se descarta la medida elegida.';

/** A fresh editor for `design` (for example decoded from the query string or restored from a draft). */
export function createEditorState(design: DesignConfig = initialDesign('Clasic')): EditorState {
  const custom = design.sizeCode === CUSTOM_SIZE_CODE;
  return {
    design,
    customWidthText: custom ? String(design.widthCm) : '',
    customHeightText: custom ? String(design.heightCm) : '',
    warning: null,
  };
}

const withDesign = (state: EditorState, change: Partial<DesignConfig>): EditorState => ({
  ...state,
  design: { ...state.design, ...change },
});

function chooseMode(state: EditorState, mode: Mode): EditorState {
  if (mode === state.design.mode) return state;
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
  const reset = initialDesign(mode);
  return {
    ...state,
    warning: null,
    customWidthText: capDigits(state.customWidthText, maxWidth),
    customHeightText: capDigits(state.customHeightText, maxHeight),
    design: {
      ...state.design,
      mode,
      posX: reset.posX,
      posY: reset.posY,
      zoom: reset.zoom,
      rotation: reset.rotation,
      sizeCode: null,
      circular: false,
      widthCm: clampToBounds(state.design.widthCm, minWidth, maxWidth),
      heightCm: clampToBounds(state.design.heightCm, minHeight, maxHeight),
    },
  };
}

function choosePreset(state: EditorState, code: string): EditorState {
  const preset = findPreset(state.design.mode, code);
  if (!preset) return state;
  return {
    ...withDesign(state, { sizeCode: preset.code, widthCm: preset.widthCm, heightCm: preset.heightCm }),
    customWidthText: String(preset.widthCm),
    customHeightText: String(preset.heightCm),
    warning: null,
  };
}

/** Both custom values are present, so Aplicar can apply them. */
export function canApplyCustomSize(state: EditorState): boolean {
  return state.customWidthText !== '' && state.customHeightText !== '';
}

function applyCustomSize(state: EditorState): EditorState {
  if (!canApplyCustomSize(state)) return withDesign(state, { sizeCode: null });
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[state.design.mode].bounds;
  const widthCm = clampToBounds(Number(state.customWidthText), minWidth, maxWidth);
  const heightCm = clampToBounds(Number(state.customHeightText), minHeight, maxHeight);
  return {
    ...withDesign(state, { sizeCode: CUSTOM_SIZE_CODE, widthCm, heightCm }),
    customWidthText: String(widthCm),
    customHeightText: String(heightCm),
    warning: null,
  };
}

function zoomChange(zoom: number, position: Position | undefined): Partial<DesignConfig> {
  if (!position) return { zoom: clampZoom(zoom) };
  return { zoom: clampZoom(zoom), posX: clampPosition(position.posX), posY: clampPosition(position.posY) };
}

function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { bounds } = MODE_SPECS[state.design.mode];
  switch (action.type) {
    case 'chooseMode':
      return chooseMode(state, action.mode);
    case 'choosePreset':
      return choosePreset(state, action.code);
    case 'typeCustomWidth':
      return { ...state, customWidthText: capDigits(action.text, bounds.maxWidth) };
    case 'typeCustomHeight':
      return { ...state, customHeightText: capDigits(action.text, bounds.maxHeight) };
    case 'applyCustomSize':
      return applyCustomSize(state);
    case 'align':
      return withDesign(state, action.align === 'center' ? CENTRED : { posX: ALIGN_STOPS[action.align] });
    case 'justify':
      return withDesign(state, action.justify === 'center' ? CENTRED : { posY: JUSTIFY_STOPS[action.justify] });
    case 'setPosition':
      return withDesign(state, { posX: clampPosition(action.posX), posY: clampPosition(action.posY) });
    case 'setZoom':
      return withDesign(state, zoomChange(action.zoom, action.position));
    case 'toggleMirror':
      return withDesign(state, { mirrored: !state.design.mirrored });
    case 'fit':
      return withDesign(state, { fit: action.fit });
    case 'background':
      return withDesign(state, { background: action.background });
    case 'rotate':
      return withDesign(state, { rotation: nextRotation(state.design.rotation) });
    case 'toggleCircular':
      return withDesign(state, { circular: state.design.mode === 'Alfombra' && !state.design.circular });
    case 'photoChanged':
      // The previous photo's turns and zoom do not apply to another photo.
      return { ...withDesign(state, { rotation: 0, zoom: ZOOM_MIN }), warning: null };
    case 'warning':
      return { ...state, warning: action.message };
  }
}

/** The price of the chosen size, or null while no size is chosen. Derived, never stored. */
export function editorPrice(design: DesignConfig): string | null {
  return design.sizeCode === null ? null : priceText(design.mode, design.widthCm, design.heightCm);
}

/** Why the shopper cannot continue yet, or null when the design can go to the order form. */
export function continueProblem(design: DesignConfig, hasPhoto: boolean): string | null {
  return !hasPhoto || design.sizeCode === null ? CONTINUE_WARNING : null;
}
