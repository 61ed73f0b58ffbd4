import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { rootOptions } from '@/app/root-options';
import { AppRoutes } from '@/app/router';
import { useNavigationKind, type NavigationKind } from '@/app/transition-location';
import { renderAt } from '../app-history';

/** What the test can read and do from outside the app: the current location and navigation. */
export interface RouterProbe {
  pathname: string;
  kind: NavigationKind | null;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

function Probe({ probe }: { readonly probe: RouterProbe }) {
  const [pathname, navigate] = useLocation();
  const kind = useNavigationKind();
  useEffect(() => {
    Object.assign(probe, { pathname, kind, navigate });
  }, [probe, pathname, kind, navigate]);
  return null;
}

/** Mounts the app's routes (or `routes`) the way main.tsx does, at the last of `entries`. */
export function renderApp(entries: string[], routes: ReactNode = <AppRoutes />) {
  // jsdom has no scrolling; the layout scrolls a new page to its top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router: RouterProbe = { pathname: '', kind: null, navigate: () => undefined };
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
