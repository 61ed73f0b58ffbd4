import type { OrderEntry } from '../../orders/order-entry';
import type { OrderPage, OrderQuery, StateFilter } from '../../orders/order-index';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { originWarning } from './order-life-section';
import { orderTitle, priceText, qualityText, stateMark } from './order-bits';
import { buzonPaths } from '../../html/paths';

const filterLabels: Readonly<Record<StateFilter, string>> = {
  todos: 'Todos',
  pendientes: 'Pendientes',
  respondidos: 'Respondidos',
};

function listUrl(query: OrderQuery, pageNumber: number): string {
  const params = new URLSearchParams();
  if (query.filter !== 'todos') params.set('estado', query.filter);
  if (query.search.trim()) params.set('q', query.search.trim());
  if (pageNumber > 1) params.set('pagina', String(pageNumber));
  const text = params.toString();
  return text ? `${buzonPaths.list}?${text}` : buzonPaths.list;
}

function searchForm(query: OrderQuery): SafeHtml {
  const options = (Object.keys(filterLabels) as StateFilter[]).map(
    (filter) => html`<option value="${filter}"${filter === query.filter ? html` selected` : ''}>${filterLabels[filter]}</option>`,
  );
  return html`<form class="filtros" method="get" action="${buzonPaths.list}" role="search">
<div class="campo"><label for="q">Buscar por número, nombre o email</label>
<input id="q" name="q" type="search" value="${query.search}" autocomplete="off"></div>
<div class="campo"><label for="estado">Mostrar</label>
<select id="estado" name="estado">${options}</select></div>
<button type="submit">Buscar</button>
</form>`;
}

function orderItem(entry: OrderEntry): SafeHtml {
  const thumbnail = entry.hasProof
    ? html`<img class="miniatura" src="${buzonPaths.thumbnail(entry.id)}" alt="Vista previa de ${entry.name}" width="96" height="96" loading="lazy">`
    : html`<span class="miniatura sin-vista">Sin vista previa</span>`;
  return html`<li class="pedido">
${thumbnail}
<div class="datos">
<h2><a href="${buzonPaths.order(entry.id)}">${orderTitle(entry)}</a> ${stateMark(entry)}</h2>
<dl>
<div><dt>Recibido</dt><dd><time datetime="${entry.receivedAt}">${entry.receivedAtText}</time></dd></div>
<div><dt>Email</dt><dd>${entry.email}</dd></div>
<div><dt>Medida</dt><dd>${entry.size}</dd></div>
<div><dt>Precio</dt><dd>${priceText(entry)}</dd></div>
<div><dt>Calidad de impresión</dt><dd>${qualityText(entry)}</dd></div>
</dl>
</div>
</li>`;
}

function pager(result: OrderPage, query: OrderQuery): SafeHtml | '' {
  if (result.pages <= 1) return '';
  const previous = result.page > 1 ? html`<a href="${listUrl(query, result.page - 1)}" rel="prev">Anterior</a>` : '';
  const next = result.page < result.pages ? html`<a href="${listUrl(query, result.page + 1)}" rel="next">Siguiente</a>` : '';
  return html`<nav class="paginas" aria-label="Páginas">${previous}<span aria-current="page">Página ${result.page} de ${result.pages}</span>${next}</nav>`;
}

function countText(total: number, query: OrderQuery): string {
  const found = total === 1 ? '1 pedido' : `${total} pedidos`;
  return query.search.trim() ? `${found} para “${query.search.trim()}”` : found;
}

/** The store's list: newest first, filtered, searched and paged by the index. */
/** The list; `heldForOrigin` shows why shoppers' emails are held (order-life-section.ts). */
export function listPage(result: OrderPage, query: OrderQuery, damaged: number, heldForOrigin = false): string {
  const items = result.items.length
    ? html`<ol class="pedidos">${result.items.map(orderItem)}</ol>`
    : html`<p class="vacio">No hay pedidos que coincidan. Probá con otra búsqueda o mostrá todos.</p>`;
  const skipped = damaged
    ? html`<p class="aviso">Se saltearon ${damaged} carpeta(s) con submission.json dañado; revisalas con npm run inbox.</p>`
    : '';
  return page({
    title: 'Pedidos',
    signedIn: true,
    body: html`<h1>Pedidos</h1>
<nav class="secciones" aria-label="Secciones del buzón"><a href="${buzonPaths.tarifa}">Tarifa</a> <a href="${buzonPaths.production}">Producción</a> <a href="${buzonPaths.stats}">Estadísticas</a></nav>
${searchForm(query)}
<p class="cuenta" role="status">${countText(result.total, query)}</p>
${skipped}
${heldForOrigin ? originWarning : ''}
${items}
${pager(result, query)}`,
  });
}
