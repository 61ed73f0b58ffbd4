import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction, type NavigationType } from 'react-router-dom';
import { rootOptions } from '@/app/root-options';
import { AppRoutes } from '@/app/router';
import { renderAt } from '../app-history';

/** What the test can read and do from outside the app: the current location and navigation. */
export interface RouterProbe {
  pathname: string;
  action: NavigationType | null;
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

/** Mounts the app's routes (or `routes`) the way main.tsx does, at the last of `entries`. */
export function renderApp(entries: string[], routes: ReactNode = <AppRoutes />) {
  // jsdom has no scrolling; the layout scrolls a new page to its top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router: RouterProbe = { pathname: '', action: null, navigate: () => undefined };
  const view = renderAt(
    entries,
    <>
      <Probe probe={router} />
      {routes}
    </>,
    { onCaughtError: rootOptions.onCaughtError },
  );
  return { router, ...view };
}
