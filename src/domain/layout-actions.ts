/**
 * The editor's actions that only change how the photo sits on the piece and how the piece
 * looks (placement, mirror, fit, background, rotation, circle, edges): each is a pure change of the
 * design, applied by editorReducer.
 */
import type { HexColor } from './background-color';
import type { Background, DesignConfig, Fit, Rotation } from './design';
import { offersEdgeChoice, type Edges } from './piece-edges';
import {
  ALIGN_STOPS,
  CENTRED,
  clampPosition,
  clampZoom,
  JUSTIFY_STOPS,
  type Align,
  type Justify,
  type Position,
} from './position';

export type LayoutAction =
  /** Sets posX to the button's stop; 'center' centres both axes. */
  | { readonly type: 'align'; readonly align: Align }
  /** Sets posY to the button's stop; 'center' centres both axes. */
  | { readonly type: 'justify'; readonly justify: Justify }
  /** Drag and arrow keys (values are clamped to 0–100). */
  | { readonly type: 'setPosition'; readonly posX: number; readonly posY: number }
  /** Slider and buttons; pinch and wheel also pass the position that keeps the spot under the pointer. */
  | { readonly type: 'setZoom'; readonly zoom: number; readonly position?: Position }
  | { readonly type: 'toggleMirror' }
  | { readonly type: 'toggleMirrorVertical' }
  | { readonly type: 'fit'; readonly fit: Fit }
  | { readonly type: 'background'; readonly background: Background }
  /** Any colour (picker, eyedropper, the photo's own colours): it becomes the background. */
  | { readonly type: 'customColor'; readonly color: HexColor }
  | { readonly type: 'rotate' }
  | { readonly type: 'toggleCircular' }
  /** «Bordes rectos» or «Bordes redondeados»; ignored where the mode offers no choice. */
  | { readonly type: 'edges'; readonly edges: Edges };

function zoomChange(zoom: number, position: Position | undefined): Partial<DesignConfig> {
  if (!position) return { zoom: clampZoom(zoom) };
  return { zoom: clampZoom(zoom), posX: clampPosition(position.posX), posY: clampPosition(position.posY) };
}

function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 90) % 360) as Rotation;
}

/** The fields `action` changes in `design`. */
export function layoutChange(design: DesignConfig, action: LayoutAction): Partial<DesignConfig> {
  switch (action.type) {
    case 'align':
      return action.align === 'center' ? CENTRED : { posX: ALIGN_STOPS[action.align] };
    case 'justify':
      return action.justify === 'center' ? CENTRED : { posY: JUSTIFY_STOPS[action.justify] };
    case 'setPosition':
      return { posX: clampPosition(action.posX), posY: clampPosition(action.posY) };
    case 'setZoom':
      return zoomChange(action.zoom, action.position);
    case 'toggleMirror':
      return { mirrored: !design.mirrored };
    case 'toggleMirrorVertical':
      return { mirroredVertical: !design.mirroredVertical };
    case 'fit':
      return { fit: action.fit };
    case 'background':
      return { background: action.background };
    case 'customColor':
      return { background: 'custom', customColor: action.color };
    case 'rotate':
      return { rotation: nextRotation(design.rotation) };
    case 'toggleCircular':
      return { circular: !design.circular };
    case 'edges':
      return { straightEdges: offersEdgeChoice(design.mode) && action.edges === 'straight' };
  }
}
