/**
 * The charts of «Estadísticas» as inline SVG (no script: the page's CSP allows none), drawn with
 * presentation attributes and classes, never a style attribute. Each bar has its <title>, and each
 * chart a table beside it with the same figures for screen readers and for copying.
 */
import { FUNNEL_STEPS, STEP_LABELS } from '../../../src/domain/stats-events';
import { html, type SafeHtml } from '../../html/html';
import type { StatsSummary } from '../../stats/stats-summary';

const percent = (count: number, before: number): string => (before > 0 ? `${Math.round((count / before) * 100)} %` : '—');

/** «Siguió al formulario» as a share of «Eligió una medida», and so on; the first step has none. */
function funnelRows(funnel: StatsSummary['funnel']) {
  return FUNNEL_STEPS.map((step, i) => {
    const before = i === 0 ? null : funnel[FUNNEL_STEPS[i - 1] ?? step];
    return { label: STEP_LABELS[step], count: funnel[step], share: before === null ? '' : percent(funnel[step], before) };
  });
}

export function funnelChart(funnel: StatsSummary['funnel']): SafeHtml {
  const rows = funnelRows(funnel);
  const most = Math.max(1, ...rows.map((row) => row.count));
  const bars = rows.map((row, i) => {
    const width = Math.round((row.count / most) * 280);
    const tip = `${row.label}: ${row.count}${row.share ? ` (${row.share} del paso anterior)` : ''}`;
    return html`<g><title>${tip}</title><text x="0" y="${i * 44 + 16}" class="grafico-texto">${row.label}</text><rect x="0" y="${i * 44 + 22}" width="${Math.max(width, 2)}" height="16" class="barra-embudo"></rect><text x="${Math.max(width, 2) + 6}" y="${i * 44 + 35}" class="grafico-texto">${row.count}${row.share ? ` · ${row.share}` : ''}</text></g>`;
  });
  const table = rows.map((row) => html`<tr><th scope="row">${row.label}</th><td>${row.count}</td><td>${row.share || '—'}</td></tr>`);
  return html`<svg class="grafico grafico-embudo" viewBox="0 0 400 ${rows.length * 44}" role="img" aria-labelledby="embudo-titulo"><title id="embudo-titulo">Embudo: ${rows.map((row) => `${row.label} ${row.count}`).join(', ')}</title>${bars}</svg>
<table class="precios"><caption>El embudo en números</caption><thead><tr><th scope="col">Paso</th><th scope="col">Visitas</th><th scope="col">Del paso anterior</th></tr></thead><tbody>${table}</tbody></table>`;
}

/** Editor visits and orders sent, one pair of bars a day. */
export function dailyChart(lines: StatsSummary['lines']): SafeHtml {
  const most = Math.max(1, ...lines.map((line) => line.steps?.editor ?? 0));
  const slot = 720 / Math.max(lines.length, 1);
  const bar = (value: number, x: number, kind: string, tip: string) => {
    const height = Math.round((value / most) * 160);
    return html`<rect x="${x.toFixed(1)}" y="${170 - height}" width="${Math.max(slot / 2 - 1, 1).toFixed(1)}" height="${height}" class="${kind}"><title>${tip}</title></rect>`;
  };
  const bars = lines.map((line, i) => {
    const [editor, orders] = [line.steps?.editor ?? 0, line.steps?.pedido ?? 0];
    const state = line.steps ? '' : ' (archivo dañado, salteado)';
    return html`${bar(editor, i * slot, 'barra-visitas', `${line.day}: ${editor} entraron al editor${state}`)}${bar(orders, i * slot + slot / 2, 'barra-pedidos', `${line.day}: ${orders} pedidos enviados${state}`)}`;
  });
  const rows = lines.map((line) => html`<tr><th scope="row">${line.day}</th><td>${line.steps ? line.steps.editor : 'dañado'}</td><td>${line.steps ? line.steps.pedido : 'dañado'}</td></tr>`);
  return html`<svg class="grafico" viewBox="0 0 720 175" role="img" aria-labelledby="diario-titulo"><title id="diario-titulo">Por día: visitas al editor y pedidos enviados</title><line x1="0" y1="170.5" x2="720" y2="170.5" class="eje"></line>${bars}</svg>
<p class="leyenda"><span class="muestra-visitas"></span> Entraron al editor <span class="muestra-pedidos"></span> Pedidos enviados</p>
<details><summary>Ver los números por día</summary><table class="precios"><caption>Por día</caption><thead><tr><th scope="col">Día</th><th scope="col">Entraron al editor</th><th scope="col">Pedidos enviados</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}
