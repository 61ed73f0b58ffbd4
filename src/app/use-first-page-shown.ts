import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/platform/when-idle';
import { routeErrorView } from './route-boundary';

/**
 * What waits until the first page is on screen, so it never competes with that page's code: the
 * footer (below the fold anyway) and, once the browser is idle, the error views' code (ready
 * before it is needed: an error message must show even after the connection drops).
 * `onShown` goes to a component rendered beside the page, inside its Suspense boundary.
 */
export function useFirstPageShown(): { readonly shown: boolean; readonly onShown: () => void } {
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (shown) whenIdle(routeErrorView.preload);
  }, [shown]);
  return { shown, onShown };
}
