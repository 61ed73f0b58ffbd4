import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppRouter } from '@/app/app-router';
import { rootOptions } from '@/app/root-options';

/** Mounts a route table the way main.tsx does, in memory, starting at `entries[index]`. */
export function renderApp(routes: RouteObject[], entries: string[], index = entries.length - 1) {
  // jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: index });
  const view = render(<AppRouter router={router} />, { onCaughtError: rootOptions.onCaughtError });
  return { router, ...view };
}
