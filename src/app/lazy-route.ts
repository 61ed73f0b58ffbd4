import { lazy, type ComponentType } from 'react';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { trackRouteLoad } from './route-loading';

interface RouteModule {
  readonly default: ComponentType;
}

/**
 * A lazy route component with the bounded wait: a failure becomes a ChunkLoadError that the
 * layout's route boundary shows. While the code downloads, the layout shows its progress bar.
 */
export function lazyRoute(chunk: string, importer: () => Promise<RouteModule>) {
  return lazy(() => trackRouteLoad(loadChunk(chunk, importer)));
}
