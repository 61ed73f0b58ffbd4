import type { RollFigures } from '../../../src/domain/roll-nesting';
import { settingsToDraft } from '../../../src/domain/roll-settings-draft';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';
import { shownTime } from '../../html/time';
import type { StoredPlan } from '../../production/plan-file';
import { metresText, panelDrawing } from './roll-drawing';

export interface PlanView {
  readonly stored: StoredPlan;
  readonly figures: RollFigures;
  /** When its orders moved to «En producción»; null before. */
  readonly movedAt: string | null;
  /** A refused move's or a failed panel's reason, at the top. */
  readonly problem?: string;
}

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

function figuresList({ lengthMm, lowerBoundMm, usage }: RollFigures): SafeHtml {
  return html`<dl class="campos">
<div><dt>Metros de rollo</dt><dd>${metresText(lengthMm)}</dd></div>
<div><dt>Mínimo posible</dt><dd>${metresText(lowerBoundMm)} <span class="tenue">(el área de las páginas, con sangrado, sobre el ancho útil del rollo)</span></dd></div>
<div><dt>Aprovechamiento</dt><dd>${percent.format(usage)}</dd></div>
</dl>`;
}

function leftOutList(stored: StoredPlan): SafeHtml | '' {
  const { leftOut } = stored.plan;
  if (!leftOut.length) return '';
  return html`<section class="tarjeta" aria-labelledby="afuera-titulo"><h2 id="afuera-titulo">Quedaron afuera</h2>
<ul>${leftOut.map((piece) => html`<li><strong>${piece.id}</strong>: ${piece.message}</li>`)}</ul></section>`;
}

function moveSection(stored: StoredPlan, movedAt: string | null): SafeHtml {
  if (movedAt) return html`<p class="marca-ok" role="status">Los pedidos de este plan pasaron a «En producción» (${shownTime(movedAt)}): cada uno muestra este plan y su panel.</p>`;
  if (!stored.plan.panels.length) return html`<p class="aviso">Ninguna pieza entró en el rollo: no hay pedidos para pasar a «En producción». Revisá las medidas de arriba.</p>`;
  return html`<form method="post" action="${buzonPaths.planMove(stored.plan.id)}">
<p>Cuando mandes los paneles al RIP, pasá sus pedidos a «En producción»: cada pedido muestra este plan y su panel.</p>
<button type="submit">Pasar a En producción</button></form>`;
}

function panelsSection(stored: StoredPlan): SafeHtml {
  const { plan } = stored;
  const count = plan.panels.length;
  return html`${plan.panels.map((panel, i) => html`<section class="tarjeta panel" aria-labelledby="panel-${i + 1}-titulo">
${panelDrawing(panel, i, count, plan.settings.rollWidthMm, plan.settings.marginMm)}
<p><a class="boton" href="${buzonPaths.planPanel(plan.id, i + 1)}" download>Descargar panel ${i + 1} (PDF)</a></p>
</section>`)}`;
}

/** A plan's page: its figures, each panel drawn to scale with its PDF, the cut list, and the move to «En producción». */
export function planPage({ stored, figures, movedAt, problem }: PlanView): string {
  const { plan } = stored;
  const settings = settingsToDraft(plan.settings);
  return page({
    title: `Plan ${plan.id}`,
    signedIn: true,
    body: html`<p><a href="${buzonPaths.production}">← Producción</a></p>
<h1>Plan ${plan.id} · ${plan.mode}</h1>
${problem ? html`<p class="aviso" role="alert">${problem}</p>` : ''}
<p class="tenue">Armado el ${shownTime(plan.createdAt)}: rollo de ${plan.settings.rollWidthMm / 10} cm, margen ${settings.margen} cm, separación ${settings.separacion} cm, paneles de hasta ${settings.panel} cm.</p>
${figuresList(figures)}
${leftOutList(stored)}
<p><a href="${buzonPaths.cutList(plan.id)}" download>Lista de corte (CSV)</a></p>
${moveSection(stored, movedAt)}
${panelsSection(stored)}`,
  });
}
