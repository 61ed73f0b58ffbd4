/**
 * The tarifa for React: components re-render when it changes. While anything shows a price, a tab
 * that was hidden for a while asks the server again when it is shown (the store may have changed
 * its prices meanwhile); a short look at another tab asks nothing; and the page asks again when a
 * promotion starts or ends (next-change.ts).
 */
import { useSyncExternalStore } from 'react';
import { startNextChangeWatch, stopNextChangeWatch } from './next-change';
import { refreshTarifa, servesTarifa, tarifaInForce, type TarifaInForce } from './tarifa-source';

/** Hidden at least this long, the tab asks for the tarifa again when it is shown. */
export const REFRESH_AFTER_HIDDEN_MS = 10 * 60 * 1000;

let hiddenAt: number | null = null;

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') {
    hiddenAt ??= Date.now();
    return;
  }
  const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
  hiddenAt = null;
  if (away >= REFRESH_AFTER_HIDDEN_MS) void refreshTarifa();
}

let watchers = 0;

/** The store's subscribe, plus the visibility watch while anyone listens (only where a server serves the tarifa). */
function subscribe(listener: () => void): () => void {
  const stop = tarifaInForce.subscribe(listener);
  const watching = servesTarifa();
  if (watching && watchers++ === 0) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    startNextChangeWatch();
  }
  return () => {
    stop();
    if (!watching || --watchers > 0) return;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    stopNextChangeWatch();
    hiddenAt = null;
  };
}

export function useTarifa(): TarifaInForce {
  return useSyncExternalStore(subscribe, tarifaInForce.get);
}
