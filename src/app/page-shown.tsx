import { useEffect } from 'react';

/** Rendered beside a page (or its error message): its effect runs once that is on screen. */
export function PageShown({ onShown }: { readonly onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}
