import { lazy, type ComponentType } from 'react';
import { loadChunkOnce } from './load-chunk';

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
  const load = loadChunkOnce(chunk, importer);
  const Component = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      // A later render tries again; this one falls back.
      () => ({ default: fallback }),
    ),
  );
  return { Component, preload: () => void load().catch(() => undefined) };
}
