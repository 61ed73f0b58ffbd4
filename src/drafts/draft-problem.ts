/**
 * A storage that is full or unavailable (private mode, quota) is told to the shopper once; the
 * editor goes on without drafts.
 */
import { useSyncExternalStore } from 'react';
import { createListenerStore } from '@/domain/listener-store';

const STORAGE_PROBLEM_MESSAGE =
  'No pudimos guardar tu diseño en este navegador (el almacenamiento está lleno o es una ventana privada). ' +
  'Podés seguir diseñando y enviarlo, pero si recargás la página se va a perder.';

const problem = createListenerStore<string | null>(null);
let reported = false;

export function reportDraftProblem(error: unknown): void {
  console.warn('No se pudo guardar el borrador', error);
  if (reported) return;
  reported = true;
  problem.set(STORAGE_PROBLEM_MESSAGE);
}

/** The storage problem to show the shopper once, or null. */
export function useDraftProblem(): { problem: string | null; dismiss: () => void } {
  const current = useSyncExternalStore(problem.subscribe, problem.get, () => null);
  return { problem: current, dismiss: () => problem.set(null) };
}
