/**
 * A storage that is full or unavailable (private mode, quota) is told to the shopper once; the
 * editor goes on without drafts.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_PROBLEM_MESSAGE =
  'No pudimos guardar tu diseño en este navegador (el almacenamiento está lleno o es una ventana privada). ' +
  'Podés seguir diseñando y enviarlo, pero si recargás la página se va a perder.';

let problem: string | null = null;
let reported = false;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  problem = next;
  listeners.forEach((listener) => listener());
}

export function reportDraftProblem(error: unknown): void {
  console.warn('No se pudo guardar el borrador', error);
  if (reported) return;
  reported = true;
  publish(STORAGE_PROBLEM_MESSAGE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The storage problem to show the shopper once, or null. */
export function useDraftProblem(): { problem: string | null; dismiss: () => void } {
  const current = useSyncExternalStore(subscribe, () => problem, () => null);
  return { problem: current, dismiss: () => publish(null) };
}
