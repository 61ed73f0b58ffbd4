import { Suspense, useSyncExternalStore } from 'react';
import { getUnclaimedFailure, subscribeUnclaimedFailure } from '@/platform/chunk-load/preload-errors';
import { routeErrorView } from './route-boundary';

const noFailureOnServer = () => null;

/** Reload message for a chunk that failed outside any route loader (no caller handled it). */
export function ChunkFailureBanner() {
  const failure = useSyncExternalStore(subscribeUnclaimedFailure, getUnclaimedFailure, noFailureOnServer);
  if (!failure) return null;
  // The error view shows a chunk failure as the reload message; here it sits above the page.
  return (
    <Suspense fallback={null}>
      <routeErrorView.Component error={failure} banner />
    </Suspense>
  );
}
