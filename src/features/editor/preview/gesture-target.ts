import type { Dispatch } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { Placement } from '@/domain/geometry';
import type { HistoryAction } from '@/domain/history';
import type { SnappedPosition } from '@/domain/placement-moves';

export type SnapGuides = SnappedPosition['guides'];

/** What the preview's gestures act on; read afresh at every event, so it is never stale. */
export interface GestureTarget {
  readonly design: DesignConfig;
  /** The placement of a design in the preview as it is drawn now (its frame and bitmap). */
  readonly place: (design: DesignConfig) => Placement;
  readonly dispatch: Dispatch<HistoryAction>;
  /** Which centre guides to show while a drag is snapped; null when none. */
  readonly onSnap: (guides: SnapGuides | null) => void;
}

/** The part of the design a gesture changes, as it last set it: the gesture never depends on when React renders. */
export interface View {
  readonly zoom: number;
  readonly posX: number;
  readonly posY: number;
}

/** The design as the gesture sees it: the target's, with what the gesture set since. */
export const viewed = (target: GestureTarget, view: View | null): DesignConfig => (view ? { ...target.design, ...view } : target.design);
