import { MODES, PRESETS, type Mode } from '../../../src/domain/modes';
import { formatPrice } from '../../../src/domain/pricing';
import { quote } from '../../../src/domain/promotions';
import type { Tarifa, TarifaBody } from '../../../src/domain/tarifa';
import type { DraftProblems, TarifaDraft } from '../../../src/domain/tarifa-draft';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';
import { shownTime } from '../../html/time';
import { promotionDates, promotionEnded, promotionText, tarifaChanges } from '../../tarifa/tarifa-changes';
import type { TarifaVersion, UnusedVersion } from '../../tarifa/tarifa-files';
import { tarifaFields } from './tarifa-form';
import { unusedVersionNotices } from './tarifa-notices';
import { voidField, voidReviewLine } from './tarifa-void';

/** A form checked and ready to save: what it would change, and the digest «Confirmar y guardar» must send back. */
export interface TarifaReview {
  readonly after: TarifaBody;
  readonly digest: string;
}

export interface TarifaView {
  readonly draft: TarifaDraft;
  readonly problems: DraftProblems;
  /** The version the form was opened on; a save over another one is refused (two tabs). */
  readonly base: number;
  readonly history: readonly TarifaVersion[];
  /** Version files skipped at start (damaged, edited by hand): each told at the top of the page. */
  readonly unused: readonly UnusedVersion[];
  /** The page of «Versiones» shown, 1 = the newest VERSIONS_PER_PAGE. */
  readonly versionsPage: number;
  readonly now: Date;
  readonly review?: TarifaReview;
  /** A line for the top of the page: saved, or changed meanwhile. */
  readonly notice?: { readonly text: string; readonly alert: boolean };
  /** «La versión anterior tenía un error» is checked: the save voids the version in force (issue 45). */
  readonly voidsPrevious?: boolean;
}

function priceAt(tarifa: TarifaBody, mode: Mode, w: number, h: number, at: Date): string {
  const q = quote({ ...tarifa, version: 0, savedAt: '' }, mode, w, h, at);
  if (q.kind === 'outOfStock') return 'Sin stock';
  return q.promotion ? `${formatPrice(q.price)} (lista ${formatPrice(q.list)}, −${q.promotion.percent} %)` : formatPrice(q.price);
}

/** Each mode's presets, what they cost now and with the form's values. */
function presetPrices(inForce: Tarifa, after: TarifaBody, at: Date): SafeHtml {
  const tables = MODES.map((mode) => {
    const rows = PRESETS[mode].map((p) => {
      const [was, is] = [priceAt(inForce, mode, p.widthCm, p.heightCm, at), priceAt(after, mode, p.widthCm, p.heightCm, at)];
      return html`<tr><th scope="row">${p.label} ${p.widthCm}x${p.heightCm}</th><td>${was}</td><td>${was === is ? html`<span class="tenue">${is}</span>` : html`<strong>${is}</strong>`}</td></tr>`;
    });
    return html`<table class="precios"><caption>${mode}</caption><thead><tr><th scope="col">Medida</th><th scope="col">Ahora</th><th scope="col">Después</th></tr></thead><tbody>${rows}</tbody></table>`;
  });
  return html`<div class="tablas">${tables}</div>`;
}

/** The warning of a save that keeps promotions already ended (numbered as in the form). */
function endedWarning(numbers: readonly number[]): string {
  if (numbers.length === 1) return `La promoción ${numbers[0]} ya terminó: su «Hasta» pasó, así que se guarda pero ningún cliente la ve. Quitala o cambiá su «Hasta».`;
  return `Las promociones ${numbers.join(', ')} ya terminaron: su «Hasta» pasó, así que se guardan pero ningún cliente las ve. Quitalas o cambiá su «Hasta».`;
}

/** Every promotion the save keeps, with its dates; one whose «Hasta» has passed is marked, and warned of above the list. */
function promotionReview({ promotions }: TarifaBody, now: Date): SafeHtml | '' {
  if (promotions.length === 0) return '';
  const ended = promotions.flatMap((p, i) => (promotionEnded(p, now) ? [i + 1] : []));
  const warning = ended.length ? html`<p class="aviso" role="alert">${endedWarning(ended)}</p>` : '';
  const items = promotions.map((p, i) => html`<li>${i + 1}. ${promotionText(p)}: ${promotionDates(p)}${promotionEnded(p, now) ? html` <strong class="marca-alerta">(terminada)</strong>` : ''}</li>`);
  return html`<h3>Promociones</h3>${warning}<ul>${items}</ul>`;
}

function reviewSection(view: TarifaView, inForce: Tarifa, review: TarifaReview): SafeHtml {
  const changes = [...tarifaChanges(inForce, review.after), ...(view.voidsPrevious ? [voidReviewLine(view.base)] : [])];
  const list = changes.length ? html`<ul>${changes.map((line) => html`<li>${line}</li>`)}</ul>` : html`<p>No cambia ningún valor.</p>`;
  return html`<section class="tarjeta" aria-labelledby="revisar-titulo"><h2 id="revisar-titulo">Revisá los cambios antes de guardar</h2>${list}
${promotionReview(review.after, view.now)}
${presetPrices(inForce, review.after, view.now)}
<input type="hidden" name="revisado" value="${review.digest}">
<button type="submit" name="accion" value="confirmar">Confirmar y guardar</button></section>`;
}

function versionItem(entry: TarifaVersion, previous: TarifaVersion | undefined, inForce: number): SafeHtml {
  const { tarifa, revertedFrom } = entry;
  const when = tarifa.version === 0 ? 'los valores de fábrica' : `guardada el ${shownTime(tarifa.savedAt)}`;
  const changes = previous ? tarifaChanges(previous.tarifa, tarifa) : [];
  const voided = entry.voids === null ? [] : [`Anuló la versión ${entry.voids}: sus precios no se respetan`];
  const what = [...(revertedFrom === null ? [] : [`Vuelta a la versión ${revertedFrom}`]), ...voided, ...changes];
  const current = tarifa.version === inForce ? html` <span class="estado estado-respondido">En vigor</span>` : '';
  const back = tarifa.version === inForce
    ? ''
    : html`<form method="post" action="${buzonPaths.tarifaRevert}"><input type="hidden" name="version" value="${tarifa.version}"><input type="hidden" name="base" value="${inForce}"><button type="submit" class="boton-secundario">Volver a esta versión</button></form>`;
  return html`<li><h3>Versión ${tarifa.version}${current}</h3><p class="tenue">${when}</p>${what.length ? html`<ul>${what.map((line) => html`<li>${line}</li>`)}</ul>` : ''}${back}</li>`;
}

/** «Versiones» shows this many a page: 271 versions must not make a page of 110 KB. */
export const VERSIONS_PER_PAGE = 20;

function versionPager(pageNumber: number, pages: number): SafeHtml | '' {
  if (pages <= 1) return '';
  const link = (n: number, rel: string, text: string) => html`<a href="${buzonPaths.tarifa}?versiones=${n}#versiones-titulo" rel="${rel}">${text}</a>`;
  return html`<nav class="paginas" aria-label="Páginas de versiones">${pageNumber > 1 ? link(pageNumber - 1, 'prev', 'Más nuevas') : ''}<span aria-current="page">Página ${pageNumber} de ${pages}</span>${pageNumber < pages ? link(pageNumber + 1, 'next', 'Más antiguas') : ''}</nav>`;
}

/** The versions, newest first, one page of them; a page number out of range shows the nearest page. */
function versionList(history: readonly TarifaVersion[], wanted: number): SafeHtml {
  const inForce = history.at(-1)?.tarifa.version ?? 0;
  const pages = Math.max(1, Math.ceil(history.length / VERSIONS_PER_PAGE));
  const pageNumber = Number.isSafeInteger(wanted) ? Math.min(Math.max(wanted, 1), pages) : 1;
  const end = history.length - (pageNumber - 1) * VERSIONS_PER_PAGE;
  const start = Math.max(0, end - VERSIONS_PER_PAGE);
  const items = history.slice(start, end).map((entry, i) => versionItem(entry, history[start + i - 1], inForce)).reverse();
  return html`<h2 id="versiones-titulo">Versiones</h2><ol class="versiones" aria-labelledby="versiones-titulo">${items}</ol>${versionPager(pageNumber, pages)}`;
}

/** /buzon/tarifa: the form of the tarifa, its review before a save, and its versions. */
export function tarifaPage(view: TarifaView): string {
  const inForce = view.history.at(-1)?.tarifa;
  if (!inForce) throw new RangeError('La tarifa no tiene ninguna versión.');
  const notice = view.notice ? html`<p class="${view.notice.alert ? 'aviso' : 'marca-ok'}" role="${view.notice.alert ? 'alert' : 'status'}">${view.notice.text}</p>` : '';
  const problems = Object.keys(view.problems).length ? html`<p class="aviso" role="alert">Hay valores para corregir: cada uno dice qué hacer. No se guardó nada.</p>` : '';
  return page({
    title: 'Tarifa',
    signedIn: true,
    body: html`<p><a href="${buzonPaths.list}">← Pedidos</a></p>
<h1>Tarifa</h1>
<p>En vigor: versión ${inForce.version}${inForce.savedAt ? `, guardada el ${shownTime(inForce.savedAt)}` : ' (valores de fábrica)'}.</p>${unusedVersionNotices(view.unused, inForce)}${notice}${problems}
<form class="tarifa" method="post" action="${buzonPaths.tarifa}" novalidate>
<input type="hidden" name="base" value="${view.base}">
${view.review ? reviewSection(view, inForce, view.review) : ''}
${tarifaFields(view.draft, view.problems, view.now)}
${voidField(view.base, view.voidsPrevious === true)}
<div class="acciones"><button type="submit" name="accion" value="guardar">Guardar tarifa</button>
<button type="submit" name="accion" value="agregar" class="boton-secundario">Agregar promoción</button></div>
</form>
${versionList(view.history, view.versionsPage)}`,
  });
}
