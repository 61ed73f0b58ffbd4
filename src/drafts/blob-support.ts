/**
 * Whether this browser's IndexedDB takes Blobs, asked once per page in a throwaway database of its
 * own. WebKit in a session that keeps no data (Safari's Private Browsing) refuses them, and a refused
 * photo (a Blob backed by the chosen file) can leave the draft's whole store without an answer for
 * the rest of the session: the draft's store is never handed a Blob before this says it takes one.
 */
import { createStore, set } from 'idb-keyval';
import { withTimeout } from '@/platform/with-timeout';

/** A tiny Blob is stored or refused at once; a store silent for longer is taken as refusing. */
const PROBE_MS = 1_000;

let answer: Promise<boolean> | null = null;

export function blobsStorable(): Promise<boolean> {
  answer ??= withTimeout(
    Promise.resolve().then(() => set('prueba', new Blob(['x'], { type: 'text/plain' }), createStore('mgm-personalizador-prueba', 'blobs'))),
    PROBE_MS,
    () => new Error(`IndexedDB no respondió en ${PROBE_MS} ms`),
  ).then(
    () => true,
    () => false,
  );
  return answer;
}
