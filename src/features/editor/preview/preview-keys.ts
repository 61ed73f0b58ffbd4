/**
 * The focused preview's keys: arrows move the photo 0.5 cm on the piece (5 cm with Shift),
 * + and − zoom one step. Pure: a key in, the action out (null for keys the preview leaves alone).
 */
import type { DesignConfig } from '@/domain/design';
import type { EditorAction } from '@/domain/editor-state';
import type { Placement } from '@/domain/geometry';
import { NUDGE_CM, positionAfterNudge, SHIFT_NUDGE_CM } from '@/domain/placement-moves';
import { textMovedBy } from '@/domain/text-placement';
import { cm } from '@/domain/units';
import { zoomStep } from '../zoom-step';
import { pieceOf } from './preview-texts';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const ZOOM_KEYS: Readonly<Record<string, 1 | -1>> = { '+': 1, '=': 1, '-': -1, '_': -1 };

/** Told to assistive technology as the preview's description. */
export const PREVIEW_KEYS_HELP =
  'Arrastrá la foto para moverla y pellizcá o usá Ctrl + rueda para el zoom. Con el teclado: las flechas mueven la foto 0,5 cm, Mayúscula + flechas 5 cm, y + o − cambian el zoom. Un texto se mueve arrastrándolo; elegido, las flechas lo mueven a él y Escape vuelve a la foto.';

/** Arrows move the selected text layer `index` 0.5 cm (5 cm with Shift) on the piece. */
export function textKeyAction(key: string, shift: boolean, design: DesignConfig, index: number): EditorAction | null {
  const arrow = ARROWS[key];
  const layer = design.texts[index];
  if (!arrow || !layer) return null;
  const step = shift ? SHIFT_NUDGE_CM : NUDGE_CM;
  return { type: 'changeText', index, change: textMovedBy(layer, cm(arrow[0] * step), cm(arrow[1] * step), pieceOf(design)) };
}

export function previewKeyAction(key: string, shift: boolean, design: DesignConfig, placement: Placement): EditorAction | null {
  const arrow = ARROWS[key];
  if (arrow) {
    const step = shift ? SHIFT_NUDGE_CM : NUDGE_CM;
    const position = positionAfterNudge(placement, design, cm(arrow[0] * step), cm(arrow[1] * step));
    return { type: 'setPosition', ...position };
  }
  const zoom = ZOOM_KEYS[key];
  return zoom ? zoomStep(design.zoom, zoom) : null;
}
