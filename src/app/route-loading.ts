/**
 * How many route chunks are downloading. React Router 7 renders a navigation in a transition, so
 * the current page stays on screen while the next page's code arrives; the layout reads this count
 * to show its progress bar meanwhile.
 */
import { useSyncExternalStore } from 'react';
import { createListenerStore } from '@/domain/listener-store';

const loading = createListenerStore(0);

// React calls a lazy component's loader while it renders; listeners hear about it a microtask later.
function change(by: number): void {
  queueMicrotask(() => loading.set(loading.get() + by));
}

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  change(1);
  return load.finally(() => change(-1));
}

const isLoading = () => loading.get() > 0;

export function useRouteLoading(): boolean {
  return useSyncExternalStore(loading.subscribe, isLoading, isLoading);
}
