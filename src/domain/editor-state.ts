/**
 * The editor's state and its named actions, through one pure reducer. Plain data only: the
 * photo lives in the image store alone (its one owner); the editor is told when it changes.
 * Undo and redo wrap this reducer (history.ts).
 */
import type { DesignConfig } from './design';
import { initialDesign, sameDesign } from './design';
import { layoutChange, type LayoutAction } from './layout-actions';
import { clampToBounds, CUSTOM_SIZE_CODE, findPreset, MODE_SPECS, type Mode } from './modes';
import { offersEdgeChoice } from './piece-edges';
import { ZOOM_MIN } from './position';
import { outOfStockProblem } from './quote-text';
import { capDigits } from './custom-size';
import type { Tarifa } from './tarifa';
import { isTextAction, textLayersChange, type TextAction } from './text-actions';

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
  | LayoutAction
  | TextAction
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

/** `state` itself when `change` changes nothing, so a drag held at an edge or snapped re-renders nothing. */
function withDesign(state: EditorState, change: Partial<DesignConfig>): EditorState {
  const design = { ...state.design, ...change };
  return sameDesign(design, state.design) ? state : { ...state, design };
}

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
      // Decisions §3: a mode change resets the circle; straight edges stay only where the new mode offers them (issue 31).
      circular: false,
      straightEdges: state.design.straightEdges && offersEdgeChoice(mode),
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
    case 'photoChanged':
      // The previous photo's turns and zoom do not apply to another photo.
      return { ...withDesign(state, { rotation: 0, zoom: ZOOM_MIN }), warning: null };
    case 'warning':
      return { ...state, warning: action.message };
    default:
      if (isTextAction(action)) return withDesign(state, { texts: textLayersChange(state.design.texts, action) });
      return withDesign(state, layoutChange(state.design, action));
  }
}

/**
 * Why the shopper cannot continue yet, or null when the design can go to the order form. A mode
 * without stock is said first: no photo or size would make it orderable.
 */
export function continueProblem(design: DesignConfig, hasPhoto: boolean, tarifa: Tarifa): string | null {
  if (tarifa.modes[design.mode].outOfStock) return outOfStockProblem(design.mode);
  return !hasPhoto || design.sizeCode === null ? CONTINUE_WARNING : null;
}
