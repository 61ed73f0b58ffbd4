/**
 * How many route chunks are downloading. React Router's declarative mode renders a navigation in a
 * transition, so the current page stays on screen while the next page's code arrives; the layout
 * reads this count to show its progress bar meanwhile.
 */
import { useSyncExternalStore } from 'react';

let loading = 0;
const subscribers = new Set<() => void>();

// React calls a lazy component's loader while it renders; subscribers hear about it a microtask later.
function notify(): void {
  queueMicrotask(() => subscribers.forEach((subscriber) => subscriber()));
}

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  notify();
  return load.finally(() => {
    loading -= 1;
    notify();
  });
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

const isLoading = () => loading > 0;

export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}
