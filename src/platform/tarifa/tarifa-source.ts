/**
 * The tarifa in force on this page (issue 34): the one the server served inside the page
 * (`#tarifa-data`, read once, so the first paint has the right prices and no request), asked again
 * from `/tarifa.json` when the tab comes back after a while and before an order goes. A static host
 * with the hosted form service (`VITE_FORM_ORIGIN`) has no server of ours: it keeps the built-in default.
 */
import { formConfig } from '@/config/runtime';
import { createListenerStore } from '@/domain/listener-store';
import { DEFAULT_TARIFA } from '@/domain/tarifa';
import { isServedTarifa, type ServedTarifa } from '@/domain/tarifa-served';

export const TARIFA_ELEMENT_ID = 'tarifa-data';
export const TARIFA_URL = '/tarifa.json';
/** A fetch of the tarifa that has not answered by then is given up: the page keeps the one it has. */
const FETCH_TIMEOUT_MS = 10_000;

export interface TarifaInForce {
  readonly tarifa: ServedTarifa;
  /** When this page got it (ms since the epoch): a quote is as old as the tarifa it was made with. */
  readonly obtainedAt: number;
}

/** Whether this build talks to a server of ours, which serves the tarifa; the hosted service does not. */
export const servesTarifa = (): boolean => formConfig.origin === '';

/** The tarifa the page was served with; the default when there is none or it cannot be read. */
export function pageTarifa(doc: Document): ServedTarifa {
  const text = doc.getElementById(TARIFA_ELEMENT_ID)?.textContent;
  if (!servesTarifa() || !text) return DEFAULT_TARIFA;
  try {
    const read: unknown = JSON.parse(text);
    return isServedTarifa(read) ? read : DEFAULT_TARIFA;
  } catch {
    console.warn('La tarifa de la página no se pudo leer: se usan los precios de base.');
    return DEFAULT_TARIFA;
  }
}

export const tarifaInForce = createListenerStore<TarifaInForce>({ tarifa: pageTarifa(document), obtainedAt: Date.now() });

/** The tarifa in force at the server now, or null when it cannot be had (offline, timeout, a bad answer). */
export async function fetchTarifa(): Promise<ServedTarifa | null> {
  if (!servesTarifa()) return null;
  try {
    const response = await fetch(TARIFA_URL, { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const read: unknown = response.ok ? await response.json() : null;
    return isServedTarifa(read) ? read : null;
  } catch {
    return null;
  }
}

/** Asks the server again and shows what it says; the page keeps its tarifa when the server cannot answer. */
export async function refreshTarifa(): Promise<TarifaInForce> {
  const tarifa = await fetchTarifa();
  if (tarifa) tarifaInForce.set({ tarifa, obtainedAt: Date.now() });
  return tarifaInForce.get();
}
