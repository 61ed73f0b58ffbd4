/**
 * The editor's text-layer actions: each is a pure change of the design's `texts`, applied by
 * editorReducer and so an undo step like any other change (a drag is one step, as for the photo).
 */
import type { TextFontId } from './text-fonts';
import { clampTextLayer, MAX_TEXT_LAYERS, newTextLayer, sameTextLayers, type TextLayer } from './text-layers';

export type TextAction =
  | { readonly type: 'addText'; readonly text?: string; readonly font?: TextFontId }
  /** Any fields of one layer; the result is clamped (text cleaned, size and position bounded). */
  | { readonly type: 'changeText'; readonly index: number; readonly change: Partial<TextLayer> }
  | { readonly type: 'removeText'; readonly index: number };

const TEXT_ACTION_TYPES: ReadonlySet<string> = new Set(['addText', 'changeText', 'removeText']);

export function isTextAction(action: { readonly type: string }): action is TextAction {
  return TEXT_ACTION_TYPES.has(action.type);
}

/** The layers after `action`; the same array when nothing changes, so no undo step is made. */
export function textLayersChange(texts: readonly TextLayer[], action: TextAction): readonly TextLayer[] {
  switch (action.type) {
    case 'addText':
      return texts.length >= MAX_TEXT_LAYERS ? texts : [...texts, newTextLayer(action.text, action.font)];
    case 'removeText':
      return action.index in texts ? texts.filter((_, index) => index !== action.index) : texts;
    case 'changeText': {
      const layer = texts[action.index];
      if (!layer) return texts;
      const next = clampTextLayer({ ...layer, ...action.change });
      return sameTextLayers([next], [layer]) ? texts : texts.map((old, index) => (index === action.index ? next : old));
    }
  }
}
