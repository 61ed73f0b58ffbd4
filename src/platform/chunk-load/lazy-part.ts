import { lazy, type ComponentType } from 'react';
import { loadChunk } from './load-chunk';

/**
 * A part of a page whose code is not needed for the first paint. The page works without it:
 * when its code cannot be downloaded, `fallback` stands in (loadChunk has logged why). `preload`
 * fetches it ahead of need, so an error message still shows after the connection drops.
 */
export function lazyPart<P extends object>(
  chunk: string,
  importer: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) {
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= loadChunk(chunk, importer).catch((error: unknown) => {
      // A later render tries again; this one falls back.
      loading = null;
      throw error;
    });
    return loading;
  };
  const Component = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
  return { Component, preload: () => void load().catch(() => undefined) };
}
