/**
 * One value that changes over time: read with `get`, watched with `subscribe`, which is exactly what
 * React's useSyncExternalStore takes. Hand-written because it is this small and src/domain takes no
 * packages; the module-level stores of the app (photo, draft problem, unclaimed chunk failure) use it.
 */
export interface ListenerStore<T> {
  readonly get: () => T;
  /** Replaces the value and tells every listener; setting the same value again tells nobody. */
  readonly set: (next: T) => void;
  /** Returns the function that stops listening. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createListenerStore<T>(initial: T): ListenerStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
