import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * Renders `ui` inside the app's router (BrowserRouter, as main.tsx) over jsdom's real session history: `entries` become the
 * history (each pushed after the first), the last one shown.
 */
export function renderAt(entries: readonly string[], ui: ReactNode, options?: RenderOptions) {
  const [first = '/', ...rest] = entries;
  history.replaceState(null, '', first);
  for (const entry of rest) history.pushState(null, '', entry);
  return render(<BrowserRouter>{ui}</BrowserRouter>, options);
}

/** Browser Back. jsdom moves through history a task later; this resolves once its popstate fired. */
export async function goBack(): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    history.back();
    await popped;
  });
}
