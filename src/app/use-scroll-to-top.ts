import { useLayoutEffect } from 'react';
import { useNavigationKind } from './transition-location';

/** A new page starts at its top; Back and Forward leave the scroll to the browser. */
export function useScrollToTopOnNavigation(pathname: string): void {
  const kind = useNavigationKind();
  useLayoutEffect(() => {
    if (kind === 'push' || kind === 'replace') window.scrollTo(0, 0);
  }, [pathname, kind]);
}
