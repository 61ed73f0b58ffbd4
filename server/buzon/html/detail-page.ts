import { parseHexColor } from '../../../src/domain/background-color';
import { designOptionLines, designShapeLines, LINE_LABELS } from '../../../src/domain/order-message';
import type { SubmissionRecord } from '../../orders/submission-record';
import { textLines } from '../../../src/domain/text-message';
import { replyMailto } from '../mail-reply';
import type { OrderEntry } from '../../orders/order-entry';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { orderTitle, priceText, qualityText, stateMark } from './order-bits';
import { orderLifeSection } from './order-life-section';
import type { OrderLifeView } from './order-life-section';
import { buzonPaths } from '../../html/paths';

const fileLabels: Readonly<Record<string, string>> = {
  file: 'Foto original',
  proof: 'Vista previa',
  print: 'Archivo de impresión',
};

const megabytes = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

function fileLinks(entry: OrderEntry, record: SubmissionRecord): SafeHtml {
  const links = record.files.map((file) => {
    const kind = file.type.split('/')[1]?.toUpperCase() ?? '';
    const label = fileLabels[file.field] ?? file.field;
    return html`<li><a href="${buzonPaths.download(entry.id, file.field)}" download>Descargar ${label}</a>
<span class="tenue">(${kind === 'JPEG' ? 'JPG' : kind}, ${megabytes.format(file.size / 1_048_576)} MB)</span></li>`;
  });
  return html`<ul class="descargas">${links}</ul>`;
}

/**
 * A sample of a background colour the shopper picked (issue 22), beside its hex: an SVG fill is an
 * attribute, not an inline style, so the inbox's strict CSP allows it.
 */
function colourSample(label: string, value: string): SafeHtml | null {
  const colour = label === LINE_LABELS.background ? parseHexColor(value) : null;
  if (colour === null) return null;
  return html` <svg class="muestra" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><rect width="16" height="16" fill="${colour}"/></svg>`;
}

/**
 * The design's shape (circle, edges: what the cut follows) and options as rows, from the design the
 * order sent as data (decoded and clamped on arrival), never from the message's text; older orders
 * read with the codec's defaults (rounded edges). Its text layers are the shopper's words (shopperRows).
 */
function designRows(record: SubmissionRecord): SafeHtml[] {
  if (!record.design) return [];
  const texts = new Set(textLines(record.design.texts).map((line) => line.label));
  return [...designShapeLines(record.design), ...designOptionLines(record.design)]
    .filter((line) => !texts.has(line.label))
    .map(({ label, value }) => html`<div><dt>${label}</dt><dd>${value}${colourSample(label, value)}</dd></div>`);
}

/** Everything the shopper typed or their browser wrote, shown whole: a line of it never becomes a row of its own. */
function shopperRows(record: SubmissionRecord): SafeHtml {
  const { nombreModelo, subject, comentario, message } = record.fields;
  const texts = textLines(record.design?.texts ?? []).map(({ label, value }) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`);
  return html`<div><dt>Nombre del diseño</dt><dd>${nombreModelo}</dd></div>
<div><dt>Comentario</dt><dd class="texto">${comentario.trim() || 'Sin comentario'}</dd></div>
${texts}
<div><dt>Asunto</dt><dd>${subject}</dd></div>
<div><dt>Mensaje</dt><dd class="texto">${message}</dd></div>`;
}

/** The print file's facts, or why there is none and the button that builds it again. */
function printRow(entry: OrderEntry, record: SubmissionRecord): SafeHtml {
  if (entry.printFile) return html`<div><dt>Archivo de impresión</dt><dd>${entry.printFile}</dd></div>`;
  const why = record.printMissing ? `No se pudo armar: ${record.printMissing}` : 'No llegó: armá el diseño con la foto y la vista previa.';
  const canBuild = record.design && record.files.some((file) => file.field === 'file');
  const button = canBuild
    ? html`<form method="post" action="${buzonPaths.print(entry.id)}"><button type="submit" class="boton-secundario">Armar el archivo de impresión de nuevo</button></form>`
    : null;
  return html`<div><dt>Archivo de impresión</dt><dd><span class="aviso">${why}</span>${button}</dd></div>`;
}

function actions(entry: OrderEntry): SafeHtml {
  const mailto = replyMailto(entry);
  const reply = mailto
    ? html`<a class="boton" href="${mailto}">Responder por email</a>`
    : html`<p class="aviso">El email guardado no sirve para un enlace: copialo a mano.</p>`;
  const next = entry.state.answered
    ? { value: 'pendiente', label: 'Marcar como pendiente' }
    : { value: 'respondido', label: 'Marcar como respondido' };
  return html`<div class="acciones">${reply}
<form method="post" action="${buzonPaths.state(entry.id)}">
<input type="hidden" name="estado" value="${next.value}">
<button type="submit" class="boton-secundario">${next.label}</button>
</form></div>`;
}

/** Everything about one order: the store's checked data, then what the shopper wrote, the proof large, its files, the answer, its state and its emails. */
export function detailPage(entry: OrderEntry, record: SubmissionRecord, life: OrderLifeView): string {
  const proof = entry.hasProof
    ? html`<img class="prueba" src="${buzonPaths.thumbnail(entry.id)}" alt="Vista previa del diseño ${entry.name}, como la vio el cliente">`
    : html`<p class="tenue">Este pedido llegó sin vista previa.</p>`;
  return page({
    title: orderTitle(entry),
    signedIn: true,
    body: html`<p><a href="${buzonPaths.list}">Volver a la lista</a></p>
<h1>${orderTitle(entry)} ${stateMark(entry)}</h1>
${actions(entry)}
<div class="detalle">
<figure class="figura">${proof}</figure>
<section aria-labelledby="datos-titulo">
<h2 id="datos-titulo">Datos del pedido</h2>
<dl class="campos">
<div><dt>Recibido</dt><dd><time datetime="${entry.receivedAt}">${entry.receivedAtText}</time></dd></div>
<div><dt>Email</dt><dd>${record.fields.email}</dd></div>
<div><dt>Medida</dt><dd>${entry.size}</dd></div>
<div><dt>Precio</dt><dd>${priceText(entry)}</dd></div>
<div><dt>Calidad de impresión</dt><dd>${qualityText(entry)}</dd></div>
${printRow(entry, record)}
${life.production ? html`<div><dt>Producción</dt><dd><a href="${buzonPaths.plan(life.production.planId)}">Plan ${life.production.planId}</a>, panel ${life.production.panel}</dd></div>` : ''}
${designRows(record)}
</dl>
<h2>Escrito por el cliente</h2>
<p class="tenue">Tal como llegó con el pedido: son palabras del cliente, no datos revisados por la tienda.</p>
<dl class="campos">${shopperRows(record)}</dl>
<h2>Archivos</h2>
${fileLinks(entry, record)}
</section>
</div>
${orderLifeSection(entry, life)}`,
  });
}
