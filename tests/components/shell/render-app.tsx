import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { rootOptions } from '@/app/root-options';
import { AppRoutes } from '@/app/router';

/** What the test can read and do from outside the app: the current location and navigation. */
export interface RouterProbe {
  pathname: string;
  action: string;
  navigate: NavigateFunction;
}

function Probe({ probe }: { readonly probe: RouterProbe }) {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    Object.assign(probe, { pathname, action, navigate });
  }, [probe, pathname, action, navigate]);
  return null;
}

/** Mounts the app's routes (or `routes`) the way main.tsx does, in memory, starting at `entries[index]`. */
export function renderApp(entries: string[], routes: ReactNode = <AppRoutes />, index = entries.length - 1) {
  // jsdom has no scrolling; the layout scrolls a new page to its top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router: RouterProbe = { pathname: '', action: '', navigate: () => undefined };
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <Probe probe={router} />
      {routes}
    </MemoryRouter>,
    { onCaughtError: rootOptions.onCaughtError },
  );
  return { router, ...view };
}
