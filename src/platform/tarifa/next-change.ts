/**
 * An open page asks /tarifa.json again when the tarifa it holds says something changes (issue 45):
 * the server tells only the promotions in force and the instant of the next change, so a promotion
 * that starts reaches a page left open only if it asks then. (One that ends stops applying on its
 * own: the quote checks its end.)
 */
import { refreshTarifa, tarifaInForce } from './tarifa-source';

/** Pages open at the instant ask within this spread after it, not all in the same millisecond. */
export const NEXT_CHANGE_SPREAD_MS = 10_000;
/** When the answer still names a change that has passed (the server could not answer, or its clock is behind), ask again this much later. */
export const NEXT_CHANGE_RETRY_MS = 60_000;
/** setTimeout's longest wait; a change further away is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | null = null;
/** The change already asked about, so an answer naming it again waits for the retry. */
let asked = Number.NEGATIVE_INFINITY;
let stopListening: (() => void) | null = null;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function plan(): void {
  clearTimer();
  const next = Date.parse(tarifaInForce.get().tarifa.nextChange ?? '');
  if (Number.isNaN(next)) return;
  const wait = next <= asked ? NEXT_CHANGE_RETRY_MS : Math.max(next - Date.now(), 0) + Math.random() * NEXT_CHANGE_SPREAD_MS;
  timer = setTimeout(() => {
    timer = null;
    if (Date.now() < next) return plan();
    asked = next;
    void refreshTarifa().then(plan);
  }, Math.min(wait, LONGEST_TIMER_MS));
}

/** Watches the tarifa held (while prices are shown): each one's next change is waited for. */
export function startNextChangeWatch(): void {
  stopListening ??= tarifaInForce.subscribe(plan);
  plan();
}

export function stopNextChangeWatch(): void {
  stopListening?.();
  stopListening = null;
  clearTimer();
  asked = Number.NEGATIVE_INFINITY;
}
