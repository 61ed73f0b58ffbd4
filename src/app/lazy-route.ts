import type { ComponentType } from 'react';
import { loadChunk } from '@/platform/chunk-load/load-chunk';

interface RouteModule {
  readonly default: ComponentType;
}

/**
 * A React Router `lazy` loader for a route module with a default export. The route's code
 * loads with the bounded wait; a failure becomes a ChunkLoadError shown by the route's error view.
 */
export function lazyRoute(chunk: string, importer: () => Promise<RouteModule>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await loadChunk(chunk, importer);
      return { Component: module.default };
    } catch (failure) {
      // React Router 7 never renders the error boundary of a route whose `lazy` rejected (it keeps
      // waiting for the route), so the route resolves to a component that hands the failure to it.
      return {
        Component: function ChunkLoadFailed(): never {
          throw failure;
        },
      };
    }
  };
}
