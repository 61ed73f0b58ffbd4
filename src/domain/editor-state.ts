/**
 * The editor's state and its named actions, through one pure reducer. Plain data only: the
 * photo itself lives in the image store; the editor keeps just its id as the reference.
 */
import type { Align, Background, DesignConfig, Fit, Justify, Rotation } from './design';
import { initialDesign } from './design';
import { clampToBounds, CUSTOM_SIZE_CODE, findPreset, MODE_SPECS, type Mode } from './modes';
import { priceText } from './pricing';
import { capDigits } from './custom-size';

export interface EditorState {
  readonly design: DesignConfig;
  /** Id of the shopper's photo in the image store, or null when there is none. */
  readonly imageId: string | null;
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
  /** 'center' centres both axes. */
  | { readonly type: 'align'; readonly align: Align }
  /** 'center' centres both axes. */
  | { readonly type: 'justify'; readonly justify: Justify }
  | { readonly type: 'toggleMirror' }
  | { readonly type: 'fit'; readonly fit: Fit }
  | { readonly type: 'background'; readonly background: Background }
  | { readonly type: 'rotate' }
  | { readonly type: 'toggleCircular' }
  | { readonly type: 'setImage'; readonly imageId: string }
  | { readonly type: 'removeImage' }
  | { readonly type: 'warning'; readonly message: string | null };

export const CONTINUE_WARNING = 'Por favor, selecciona un archivo y una medida antes de continuar.';
/** Console-only message for an empty custom size (spec §5). */
export const EMPTY_SIZE_LOG = 'Medida personalizada vacía: se descarta la medida elegida.';

/** A fresh editor for `design` (for example decoded from the query string or restored from a draft). */
export function createEditorState(design: DesignConfig = initialDesign('Clasic'), imageId: string | null = null): EditorState {
  const custom = design.sizeCode === CUSTOM_SIZE_CODE;
  return {
    design,
    imageId,
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
      align: reset.align,
      justify: reset.justify,
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
      return withDesign(state, action.align === 'center' ? { align: 'center', justify: 'center' } : { align: action.align });
    case 'justify':
      return withDesign(state, action.justify === 'center' ? { align: 'center', justify: 'center' } : { justify: action.justify });
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
    case 'setImage':
      if (action.imageId === state.imageId) return state;
      // A new photo starts upright; the previous photo's turns do not apply to it.
      return { ...withDesign(state, { rotation: 0 }), imageId: action.imageId, warning: null };
    case 'removeImage':
      if (state.imageId === null) return state;
      return { ...withDesign(state, { rotation: 0 }), imageId: null };
    case 'warning':
      return { ...state, warning: action.message };
  }
}

/** The price of the chosen size, or null while no size is chosen. Derived, never stored. */
export function editorPrice(design: DesignConfig): string | null {
  return design.sizeCode === null ? null : priceText(design.mode, design.widthCm, design.heightCm);
}

/** Why the shopper cannot continue yet, or null when the design can go to the order form. */
export function continueProblem(state: EditorState): string | null {
  return state.imageId === null || state.design.sizeCode === null ? CONTINUE_WARNING : null;
}
