import type { Dispatch } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { Placement } from '@/domain/geometry';
import type { HistoryAction } from '@/domain/history';
import type { SnappedPosition, ZoomedPosition } from '@/domain/placement-moves';
import type { PreviewText } from './preview-texts';

export type SnapGuides = SnappedPosition['guides'];

/** What the preview's gestures act on; read afresh at every event, so it is never stale. */
export interface GestureTarget {
  readonly design: DesignConfig;
  /** The placement of a design in the preview as it is drawn now (its frame and bitmap). */
  readonly place: (design: DesignConfig) => Placement;
  readonly dispatch: Dispatch<HistoryAction>;
  /** Which centre guides to show while a drag is snapped; null when none. */
  readonly onSnap: (guides: SnapGuides | null) => void;
  readonly text: TextTarget;
}

/** The text layers the gestures can grab: a grabbed one is dragged instead of the photo, and selected. */
export interface TextTarget {
  readonly shown: readonly PreviewText[];
  /** The selected layer, which the arrow keys move; null: they move the photo. */
  readonly selected: number | null;
  readonly select: (index: number | null) => void;
  readonly pxPerCm: number;
  /** Without a photo only texts can be dragged. */
  readonly hasPhoto: boolean;
}

/**
 * The design as the gesture sees it: the target's, with the zoom and position the gesture last
 * set (`view`), so the gesture never depends on when React renders.
 */
export const viewed = (target: GestureTarget, view: ZoomedPosition | null): DesignConfig =>
  view ? { ...target.design, ...view } : target.design;
