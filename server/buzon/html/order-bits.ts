import type { CheckedPrice } from '../../../src/domain/order-price';
import { formatPrice } from '../../../src/domain/pricing';
import { qualityForDpi } from '../../../src/domain/print-quality';
import { belowInForceWarning } from '../../orders/checked-price';
import type { OrderEntry } from '../../orders/order-entry';
import { stateLabel } from '../../orders/order-state';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';

/**
 * The tarifa in force when the order arrived, when it charged less than the price kept (a price it
 * charged more than is flagged instead: belowInForceWarning).
 */
function inForceNote({ version, price, inForce }: CheckedPrice): SafeHtml | string {
  if (inForce.version === version || inForce.price >= price) return '';
  return html` <span class="tenue">(con la tarifa vigente, v${inForce.version}, el cliente paga ${formatPrice(price - inForce.price)} menos: ${formatPrice(inForce.price)})</span>`;
}

/**
 * The price as the shopper saw it, with what the inbox's own price check found: against the tarifa
 * version the order names (issue 34), or, for orders stored before the tarifa, against the default.
 */
export function priceText(entry: OrderEntry): SafeHtml {
  const checked = entry.checkedPrice;
  const below = checked ? belowInForceWarning(checked) : null;
  if (checked && below) return html`${entry.price} <strong class="marca-alerta">(${below})</strong>`;
  if (checked?.matches) return html`${entry.price} <span class="marca-ok">(coincide con la tarifa v${checked.version})</span>${inForceNote(checked)}`;
  if (checked) {
    const stated = entry.statedPrice ?? 'otro precio';
    return html`${entry.price} <strong class="marca-alerta">(el mensaje decía ${stated}; la tarifa vigente, v${checked.version}, da ${formatPrice(checked.price)}: revisá el precio antes de cobrar)</strong>`;
  }
  if (entry.priceCheck === 'ok') return html`${entry.price} <span class="marca-ok">(coincide con la tarifa)</span>`;
  if (entry.priceCheck === 'mismatch') {
    const stated = entry.statedPrice ?? 'otro precio';
    return html`${entry.price} <strong class="marca-alerta">(el mensaje decía ${stated}: revisá el precio antes de cobrar)</strong>`;
  }
  return html`${entry.price} <span class="tenue">(sin verificar)</span>`;
}

/** The print file's resolution in the editor meter's words, e.g. "Buena (120 ppp)". */
export function qualityText(entry: OrderEntry): string {
  if (entry.printPpi === null) return entry.printFile === null ? 'Sin archivo de impresión' : 'Sin dato de resolución';
  const quality = qualityForDpi(entry.printPpi);
  return `${quality.label} (${quality.dpi} ppp)`;
}

export function stateMark(entry: OrderEntry): SafeHtml {
  const stage = entry.state.stage;
  const kind = stage === 'recibido' ? 'pendiente' : stage === 'cancelado' ? 'error' : 'respondido';
  return html`<span class="estado estado-${kind}">${stateLabel(entry.state)}</span>`;
}

/** "MGM-1042 · Dragón": the number names the order; orders stored before numbers show the name alone. */
export function orderTitle(entry: OrderEntry): string {
  return entry.number ? `${entry.number} · ${entry.name}` : entry.name;
}
