import { parseHexColor } from '../../../src/domain/background-color';
import { designShapeLines, LINE_LABELS } from '../../../src/domain/order-message';
import type { SubmissionRecord } from '../../inbox/submission-record';
import { textLines } from '../../../src/domain/text-message';
import { replyMailto } from '../mail-reply';
import type { OrderEntry } from '../order-entry';
import { html } from './html';
import type { SafeHtml } from './html';
import { buzonPaths, page } from './layout';
import { orderTitle, priceText, qualityText, stateMark } from './order-bits';
import { orderLifeSection } from './order-life-section';
import type { OrderLifeView } from './order-life-section';

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

/** One "Label: value" line of the order message, as the store reads it; a line without a label stays whole. */
function messageRows(message: string): SafeHtml[] {
  return message
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cut = line.indexOf(': ');
      if (cut <= 0) return html`<div><dt>Línea</dt><dd>${line.trim()}</dd></div>`;
      const [label, value] = [line.slice(0, cut).trim(), line.slice(cut + 2).trim()];
      return html`<div><dt>${label}</dt><dd>${value}${colourSample(label, value)}</dd></div>`;
    });
}

/**
 * The piece's shape (circle, edges: what the cut follows) and text layers as the design (decoded and
 * clamped on arrival, read through the codec again) holds them; orders sent without their design have
 * neither, and older ones read with the codec's defaults (rounded edges, no texts).
 */
function designRows(record: SubmissionRecord): SafeHtml[] {
  const { design } = record;
  const lines = design ? [...designShapeLines(design), ...textLines(design.texts)] : [];
  return lines.map(({ label, value }) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`);
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

/** Everything about one order: every field and message line, the proof large, its files, the answer, its state and its emails. */
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
<div><dt>Nombre del diseño</dt><dd>${record.fields.nombreModelo}</dd></div>
<div><dt>Asunto</dt><dd>${record.fields.subject}</dd></div>
<div><dt>Comentario</dt><dd class="texto">${record.fields.comentario.trim() || 'Sin comentario'}</dd></div>
<div><dt>Precio</dt><dd>${priceText(entry)}</dd></div>
<div><dt>Calidad de impresión</dt><dd>${qualityText(entry)}</dd></div>
<div><dt>Archivo de impresión</dt><dd>${entry.printFile ?? 'No llegó: armá el diseño con la foto y la vista previa'}</dd></div>
${designRows(record)}
</dl>
<h2>Mensaje</h2>
<dl class="campos">${messageRows(record.fields.message)}</dl>
<h2>Archivos</h2>
${fileLinks(entry, record)}
</section>
</div>
${orderLifeSection(entry, life)}`,
  });
}
