import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router } from 'wouter';

/**
 * How the shown entry was reached: opened with the page (`load`), by a link or a navigate call
 * (`push`, `replace`), or by Back and Forward (`pop`).
 */
export type NavigationKind = 'load' | 'push' | 'replace' | 'pop';

interface LocationState {
  readonly path: string;
  readonly search: string;
  readonly kind: NavigationKind;
}

interface NavigateOptions {
  readonly replace?: boolean;
}

interface LocationContextValue {
  readonly state: LocationState;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

const readLocation = (kind: NavigationKind): LocationState => ({ path: location.pathname, search: location.search, kind });

function useLocationContext(): LocationContextValue {
  const value = use(LocationContext);
  if (!value) throw new Error('La ubicación se lee dentro de AppRouter');
  return value;
}

// wouter calls these with its router object, which they do not need: the state is ours.
const useTransitionLocation = (): [string, LocationContextValue['navigate']] => {
  const { state, navigate } = useLocationContext();
  return [state.path, navigate];
};
const useTransitionSearch = (): string => useLocationContext().state.search;

/** How the entry on screen was reached (see NavigationKind). */
export const useNavigationKind = (): NavigationKind => useLocationContext().state.kind;

/**
 * wouter over the browser's history, with the location kept in React state that changes only
 * inside startTransition. Hand-written because wouter's own browser hook reads the location with
 * useSyncExternalStore, whose updates are never transitions: the Suspense fallback would replace
 * the page while the next page's code downloads. In a transition React keeps the current page on
 * screen meanwhile (with the layout's progress bar), as React Router did.
 */
export function AppRouter({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState(() => readLocation('load'));

  useEffect(() => {
    const onPopState = () => startTransition(() => setState(readLocation('pop')));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: string, { replace = false }: NavigateOptions = {}) => {
    // As browsers do for a link to the page already shown (and React Router did): no second entry.
    const kind = replace || to === location.pathname + location.search ? 'replace' : 'push';
    history[kind === 'replace' ? 'replaceState' : 'pushState'](null, '', to);
    startTransition(() => setState(readLocation(kind)));
  }, []);

  const value = useMemo(() => ({ state, navigate }), [state, navigate]);
  return (
    <LocationContext value={value}>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        {children}
      </Router>
    </LocationContext>
  );
}
