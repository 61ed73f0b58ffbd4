import { qualityForDpi } from '../../../src/domain/print-quality';
import type { OrderEntry } from '../../orders/order-entry';
import { stateLabel } from '../../orders/order-state';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';

/** The price as the shopper saw it, with what the inbox's own price check found. */
export function priceText(entry: OrderEntry): SafeHtml {
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
