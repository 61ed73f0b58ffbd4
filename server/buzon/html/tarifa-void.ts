import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { checkbox } from './tarifa-form';

/** The form field of «La versión anterior tenía un error» (issue 45). */
export const VOID_FIELD = 'anular';

export const VOID_LABEL = 'La versión anterior tenía un error: no respetar sus precios';

/**
 * The checkbox that voids the version in force when this save replaces it: a slip (a price of
 * $0,01) is then never honoured, not even to a shopper who was shown it; their order is priced with
 * the new version and flagged in /buzon.
 */
export function voidField(base: number, checked: boolean): SafeHtml {
  return html`<fieldset class="tarjeta"><legend>Al guardar</legend>${checkbox(VOID_FIELD, VOID_LABEL, checked)}
<p class="tenue">Marcalo solo si la versión ${base} tenía un precio equivocado: los pedidos cotizados con ella se cobran con la versión nueva y se marcan en el buzón. Sin marcar, se respeta su precio 24 horas.</p></fieldset>`;
}

/** The review's line for it: what the store is about to confirm. */
export function voidReviewLine(base: number): string {
  return `La versión ${base} se anula: sus precios no se respetan, los pedidos cotizados con ella se cobran con la nueva.`;
}
