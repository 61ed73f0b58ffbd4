import { html } from '../html/html';
import type { SafeHtml } from '../html/html';
import { page } from '../html/layout';
import type { OrderEntry } from '../orders/order-entry';
import { stageLabels } from '../orders/order-state';
import { statusProofPath } from '../html/paths';
import { shownTime } from '../html/time';

export const statusSite = 'MGM Gamers';
export const statusStylesheet = '/pedido/estilos.css';

function stageList(entry: OrderEntry): SafeHtml {
  const changes = entry.state.history.map((change) => html`<li>${stageLabels[change.stage]}: <time datetime="${change.at}">${shownTime(change.at)}</time></li>`);
  return html`<ol class="historial"><li>Recibido: <time datetime="${entry.receivedAt}">${shownTime(entry.receivedAt)}</time></li>${changes}</ol>`;
}

function purchase(entry: OrderEntry): SafeHtml {
  const answer = entry.state.answer;
  if (entry.state.stage === 'cancelado') return html`<p>Este pedido fue cancelado. Si tenés dudas, respondé el email que te enviamos.</p>`;
  if (!answer) return html`<p>Estamos revisando tu diseño: te escribimos con el link de compra.</p>`;
  return html`<p><a class="boton" href="${answer.link}" rel="noreferrer noopener">Link de compra</a></p>`;
}

/**
 * The shopper's status page: the number, the proof, the size and price, where the order stands
 * with its dates, and the purchase link once the store answered. Nothing else of the order (no
 * email, name or comment) is shown, so the page leaks little even if its link is forwarded.
 */
export function statusPage(entry: OrderEntry, token: string): string {
  const number = entry.number ?? 'Tu pedido';
  const proof = entry.hasProof ? html`<figure class="figura"><img class="prueba" src="${statusProofPath(token)}" alt="Vista previa de tu diseño"></figure>` : '';
  return page({
    title: `Pedido ${number}`,
    signedIn: false,
    site: statusSite,
    stylesheet: statusStylesheet,
    body: html`<h1>Pedido ${number} <span class="estado">${stageLabels[entry.state.stage]}</span></h1>
<div class="detalle">
${proof}
<section aria-labelledby="estado-titulo">
<dl class="campos">
<div><dt>Medida</dt><dd>${entry.size}</dd></div>
<div><dt>Precio</dt><dd>${entry.price}</dd></div>
</dl>
<h2 id="estado-titulo">Estado</h2>
${stageList(entry)}
${purchase(entry)}
</section>
</div>`,
  });
}

/** A page of the status site with only a heading and a sentence: an unknown link, too many views. */
function noticePage(title: string, heading: string, sentence: string): string {
  return page({ title, signedIn: false, site: statusSite, stylesheet: statusStylesheet, body: html`<h1>${heading}</h1>
<p>${sentence}</p>` });
}

export function statusNotFoundPage(): string {
  return noticePage(
    'Pedido no encontrado',
    'No encontramos ese pedido',
    'Revisá que el link esté completo: copialo entero desde el email de confirmación. Si el problema sigue, escribinos respondiendo ese email.',
  );
}

export function statusBusyPage(): string {
  return noticePage(
    'Demasiadas consultas',
    'Demasiadas consultas desde esta conexión',
    'Esperá un minuto y volvé a abrir el link de tu pedido.',
  );
}
