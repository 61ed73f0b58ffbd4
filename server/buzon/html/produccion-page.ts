import { MODES, type Mode } from '../../../src/domain/modes';
import type { PrintSettingsDraft } from '../../../src/domain/roll-settings-draft';
import type { ProblemSink } from '../../../src/domain/tarifa-draft-fields';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';
import type { PaidOrder } from '../../production/paid-orders';
import type { StoredPlan } from '../../production/plan-file';
import { shownTime } from '../../html/time';
import { rollFigures } from '../../../src/domain/roll-nesting';
import { metresText } from './roll-drawing';

export interface ProduccionView {
  readonly orders: readonly PaidOrder[];
  /** The order ids whose checkbox is checked (every one on a first visit). */
  readonly checked: ReadonlySet<string>;
  readonly draft: PrintSettingsDraft;
  /** By field: 'separacion', 'margen', 'panel', or 'pedidos.Clasic' (and the other modes). */
  readonly problems: ProblemSink;
  readonly notice?: string;
  /** The newest plans, newest first. */
  readonly plans: readonly StoredPlan[];
}

/** The key of a material's «no order checked» message. */
export const ordersKey = (mode: Mode): string => `pedidos.${mode}`;

const settingsFields: readonly { readonly key: keyof PrintSettingsDraft; readonly label: string; readonly hint: string }[] = [
  { key: 'separacion', label: 'Separación entre piezas (cm)', hint: 'Entre las páginas de impresión, con su sangrado; 0 deja que los sangrados se toquen. De 0 a 10.' },
  { key: 'margen', label: 'Margen del rollo (cm)', hint: 'En cada borde largo del rollo, donde van las marcas de la cortadora. De 0,5 a 10.' },
  { key: 'panel', label: 'Largo máximo del panel (cm)', hint: 'Cada panel es un PDF; hasta 508 (200 pulgadas, el límite de Acrobat).' },
];

/** One labelled field, its hint, and its message right under it, tied with aria-describedby (as the «Tarifa» form does). */
function settingsField(key: keyof PrintSettingsDraft, label: string, hint: string, view: ProduccionView): SafeHtml {
  const id = `p-${key}`;
  const problem = view.problems[key];
  return html`<div class="campo"><label for="${id}">${label}</label>
<input id="${id}" name="${key}" type="text" inputmode="decimal" value="${view.draft[key]}" aria-describedby="${id}-ayuda${problem ? ` ${id}-problema` : ''}"${problem ? html` aria-invalid="true"` : ''}>
<p class="tenue" id="${id}-ayuda">${hint}</p>${problem ? html`<p class="aviso" id="${id}-problema">${problem}</p>` : ''}</div>`;
}

function settingsFieldset(view: ProduccionView): SafeHtml {
  return html`<fieldset class="tarjeta"><legend>Ajustes de impresión</legend>
${settingsFields.map(({ key, label, hint }) => settingsField(key, label, hint, view))}
<button type="submit" name="accion" value="ajustes" class="boton-secundario">Guardar ajustes</button>
</fieldset>`;
}

/** «MGM-1004 · 90x40 · Rectos»: a checkbox when the order can go on the roll, else the reason it cannot. */
function orderLine(order: PaidOrder, checked: boolean): SafeHtml {
  const label = [order.number, order.size, order.shape].filter(Boolean).join(' · ');
  if (order.missing) return html`<li><span>${label}</span> <a href="${buzonPaths.order(order.orderId)}">Abrir el pedido ${order.number}</a><p class="aviso">${order.missing}</p></li>`;
  return html`<li><label><input type="checkbox" name="pedido" value="${order.orderId}"${checked ? html` checked` : ''}> ${label}</label></li>`;
}

function modeFieldset(mode: Mode, view: ProduccionView): SafeHtml {
  const orders = view.orders.filter((order) => order.mode === mode);
  const problemId = `p-pedidos-${mode}`;
  const problem = view.problems[ordersKey(mode)];
  const list = orders.length
    ? html`<ul class="piezas">${orders.map((order) => orderLine(order, view.checked.has(order.orderId)))}</ul>`
    : html`<p class="tenue">No hay pedidos de ${mode} en «Pagado».</p>`;
  const button = orders.some((order) => !order.missing) ? html`<button type="submit" name="accion" value="armar-${mode}">Armar rollo ${mode}</button>` : '';
  return html`<fieldset class="tarjeta"${problem ? html` aria-describedby="${problemId}"` : ''}><legend>${mode}</legend>
${problem ? html`<p class="aviso" id="${problemId}">${problem}</p>` : ''}${list}${button}</fieldset>`;
}

/** Paid orders stored without their design: their material is unknown, so they are listed apart. */
function unknownMaterial(orders: readonly PaidOrder[]): SafeHtml | '' {
  const unknown = orders.filter((order) => order.mode === null);
  if (!unknown.length) return '';
  return html`<section class="tarjeta" aria-labelledby="sin-material"><h2 id="sin-material">Sin material</h2><ul class="piezas">${unknown.map((order) => orderLine(order, false))}</ul></section>`;
}

/** The plans built so far, to come back to their panels and cut lists. */
function planList(plans: readonly StoredPlan[]): SafeHtml {
  const items = plans.map(({ plan }) => {
    const pieces = plan.panels.reduce((count, panel) => count + panel.pieces.length, 0);
    return html`<li><a href="${buzonPaths.plan(plan.id)}">Plan ${plan.id} · ${plan.mode}</a> <span class="tenue">${shownTime(plan.createdAt)}, ${pieces} ${pieces === 1 ? 'pieza' : 'piezas'}, ${metresText(rollFigures(plan.pieces, plan.settings, plan).lengthMm)}</span></li>`;
  });
  return html`<h2 id="planes-titulo">Planes armados</h2>${items.length ? html`<ul class="planes" aria-labelledby="planes-titulo">${items}</ul>` : html`<p class="tenue">Todavía no se armó ningún plan.</p>`}`;
}

/** /buzon/produccion: the paid orders by material, the print settings, and a button per material that builds its plan. */
export function produccionPage(view: ProduccionView): string {
  const problems = Object.keys(view.problems).length ? html`<p class="aviso" role="alert">Hay algo para corregir: el mensaje está junto a su campo. No se guardó ni se armó nada.</p>` : '';
  const notice = view.notice ? html`<p class="marca-ok" role="status">${view.notice}</p>` : '';
  return page({
    title: 'Producción',
    signedIn: true,
    body: html`<p><a href="${buzonPaths.list}">← Pedidos</a></p>
<h1>Producción</h1>
<p>Los pedidos en «Pagado», por material. Marcá los que van al rollo y tocá «Armar rollo»: el plan ubica cada pieza, la divide en paneles y da un PDF por panel y la lista de corte.</p>
${notice}${problems}
<form class="tarifa" method="post" action="${buzonPaths.production}" novalidate>
${settingsFieldset(view)}
${MODES.map((mode) => modeFieldset(mode, view))}
</form>
${unknownMaterial(view.orders)}
${planList(view.plans)}`,
  });
}
