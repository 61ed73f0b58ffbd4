import { useLayoutEffect } from 'react';
import { useNavigationType } from 'react-router-dom';

/** A new page starts at its top; Back and Forward (`POP`, also the opened entry) leave the scroll to the browser. */
export function useScrollToTopOnNavigation(pathname: string): void {
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
