import { useRef, useState, type Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';
import type { PickRequest } from './preview/pick-overlay';

export interface TapPick {
  /** What the preview needs while a tap picks a colour; null otherwise. */
  readonly request: PickRequest | null;
  /** The last tap missed the photo (it landed on the background or outside the piece). */
  readonly missed: boolean;
  /** `done` runs when the pick ends, picked or cancelled: for example to give the focus back. */
  readonly start: (done?: () => void) => void;
}

/** The eyedropper's tap on the preview, for browsers without EyeDropper: on until a tap hits the photo or the shopper cancels. */
export function useTapPick(dispatch: Dispatch<HistoryAction>): TapPick {
  const [state, setState] = useState<'off' | 'on' | 'missed'>('off');
  const whenDone = useRef<(() => void) | undefined>(undefined);
  const stop = () => {
    setState('off');
    whenDone.current?.();
  };
  const request: PickRequest | null =
    state === 'off'
      ? null
      : {
          onPick: (color) => {
            if (color === null) return setState('missed');
            dispatch({ type: 'customColor', color });
            stop();
          },
          onCancel: stop,
        };
  const start = (done?: () => void) => {
    whenDone.current = done;
    setState('on');
  };
  return { request, missed: state === 'missed', start };
}
