import { useEffect } from 'react';
import { registerBeforeReload } from '@/platform/before-reload';
import { flushDraft } from './draft-store';

/** While a route that edits the draft is shown: save it before any reload, and when leaving. */
export function useDraftLifecycle(): void {
  useEffect(() => {
    const unregister = registerBeforeReload(flushDraft);
    return () => {
      unregister();
      void flushDraft();
    };
  }, []);
}
