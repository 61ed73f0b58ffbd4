import { useSyncExternalStore } from 'react';
import { ChunkErrorMessage } from '@/platform/chunk-load/chunk-error-message';
import { getUnclaimedFailure, subscribeUnclaimedFailure } from '@/platform/chunk-load/preload-errors';

const noFailureOnServer = () => null;

/** Reload message for a chunk that failed outside any route loader (no caller handled it). */
export function ChunkFailureBanner() {
  const failure = useSyncExternalStore(subscribeUnclaimedFailure, getUnclaimedFailure, noFailureOnServer);
  if (!failure) return null;
  return <ChunkErrorMessage failure={failure} />;
}
