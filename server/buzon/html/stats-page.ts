import { MODES, PRESETS, type Mode } from '../../../src/domain/modes';
import { CUSTOM_SIZE, DEVICES, TIMINGS, type Device, type Timing } from '../../../src/domain/stats-events';
import { html, type SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';
import { TIMING_GOALS } from '../../stats/histogram';
import type { StatsFilter, StatsSummary, TimingFigure } from '../../stats/stats-summary';
import { dailyChart, funnelChart } from './stats-charts';
import { eventLabel } from './stats-labels';

export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

export interface StatsView {
  readonly summary: StatsSummary;
  readonly range: StatsRange;
  readonly filter: StatsFilter;
}

/** Below this many visits a p75 says little: the page says «pocos datos». */
export const FEW_VISITS = 20;

const rangeLabel = (days: StatsRange): string => (days === 7 ? 'Últimos 7 días' : `${days} días`);

const option = (value: string, label: string, chosen: boolean) => html`<option value="${value}"${chosen ? html` selected` : ''}>${label}</option>`;

function filterForm({ range, filter }: StatsView): SafeHtml {
  return html`<form class="filtros filtros-estadisticas" method="get" action="${buzonPaths.stats}">
<div><label for="dias">Período</label><select id="dias" name="dias">${STATS_RANGES.map((days) => option(String(days), rangeLabel(days), days === range))}</select></div>
<div><label for="dispositivo">Dispositivo</label><select id="dispositivo" name="dispositivo">${option('', 'Todos', filter.device === null)}${DEVICES.map((device) => option(device, device, device === filter.device))}</select></div>
<div><label for="modo">Modo</label><select id="modo" name="modo">${option('', 'Todos', filter.mode === null)}${MODES.map((mode) => option(mode, mode, mode === filter.mode))}</select></div>
<div><button type="submit">Mostrar</button></div>
</form>`;
}

function sizeName(key: string): string {
  const [mode = '', code = ''] = key.split('|');
  if (code === CUSTOM_SIZE) return `${mode} · Personalizada`;
  const preset = PRESETS[mode as Mode].find((p) => p.code === code);
  return preset ? `${mode} · ${preset.label} ${preset.widthCm}x${preset.heightCm}` : key;
}

function countTable(caption: string, rows: readonly (readonly [string, number])[], name: (key: string) => string, empty: string): SafeHtml {
  if (rows.length === 0) return html`<h2>${caption}</h2><p class="tenue">${empty}</p>`;
  return html`<h2>${caption}</h2><table class="precios"><thead><tr><th scope="col">Qué</th><th scope="col">Veces</th></tr></thead><tbody>${rows.map(([key, count]) => html`<tr><th scope="row">${name(key)}</th><td>${count}</td></tr>`)}</tbody></table>`;
}

const TIMING_NAMES: Readonly<Record<Timing, string>> = { LCP: 'LCP', INP: 'INP', CLS: 'CLS', 'primeros-pixeles': 'Primeros píxeles de la foto', lista: 'Foto lista' };

function shownTiming(timing: Timing, value: number): string {
  if (timing === 'CLS') return (value / 1000).toLocaleString('es-AR', { maximumFractionDigits: 3 });
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toLocaleString('es-AR', { maximumFractionDigits: 1 })} s`;
}

function timingCell(timing: Timing, figure: TimingFigure): SafeHtml {
  const visits = figure.visits === 1 ? '1 visita' : `${figure.visits} visitas`;
  if (figure.p75 === null || figure.visits < FEW_VISITS) return html`<td><span class="tenue">pocos datos</span><br><span class="cuenta">${visits}</span></td>`;
  const ok = figure.p75 <= TIMING_GOALS[timing];
  return html`<td class="${ok ? 'meta-ok' : 'meta-mal'}">${ok ? '✓' : '✗'} ≤ ${shownTiming(timing, figure.p75)} <span class="visually-hidden">(${ok ? 'dentro de la meta' : 'fuera de la meta'})</span><br><span class="cuenta">${visits}</span></td>`;
}

function timingTable(timings: StatsSummary['timings']): SafeHtml {
  const head = TIMINGS.map((timing) => html`<th scope="col">${TIMING_NAMES[timing]}<br><span class="cuenta">meta ≤ ${shownTiming(timing, TIMING_GOALS[timing])}</span></th>`);
  const rows = DEVICES.map((device: Device) => html`<tr><th scope="row">${device}</th>${TIMINGS.map((timing) => timingCell(timing, timings[device][timing]))}</tr>`);
  // On a phone the table is wider than the screen: its box scrolls, and takes the focus so the keyboard scrolls it too.
  return html`<h2 id="velocidad-titulo">Velocidad en los dispositivos de los clientes (p75)</h2>
<p class="tenue">El 75 % de las visitas fue igual o más rápido que la cifra. Con menos de ${FEW_VISITS} visitas dice «pocos datos».</p>
<div class="tabla-ancha" tabindex="0" role="region" aria-labelledby="velocidad-titulo"><table class="precios"><thead><tr><th scope="col">Dispositivo</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function csvLink({ range, filter }: StatsView): string {
  const query = new URLSearchParams({ dias: String(range) });
  if (filter.device) query.set('dispositivo', filter.device);
  if (filter.mode) query.set('modo', filter.mode);
  return `${buzonPaths.statsCsv}?${query.toString()}`;
}

/** /buzon/estadisticas: the funnel, the days, the sizes, the refusals and errors, and the field timings. */
export function statsPage(view: StatsView): string {
  const { summary } = view;
  const damaged = summary.damaged.length
    ? html`<p class="aviso" role="alert">No se pudieron leer las cifras de ${summary.damaged.join(', ')}: esos días se saltearon. El archivo de cada uno está en la carpeta .estadisticas del buzón.</p>`
    : '';
  return page({
    title: 'Estadísticas',
    signedIn: true,
    body: html`<p><a href="${buzonPaths.list}">← Pedidos</a></p>
<h1>Estadísticas</h1>
<p class="tenue">Cifras anónimas: sin cookies ni datos de nadie. Los filtros se aplican al embudo, al gráfico diario y a las medidas.</p>
${filterForm(view)}${damaged}
<h2>Embudo · ${rangeLabel(view.range)}</h2>
${funnelChart(summary.funnel)}
<h2>Visitas y pedidos por día</h2>
${dailyChart(summary.lines)}
<p><a class="boton boton-secundario" href="${csvLink(view)}" download>Descargar CSV</a></p>
${countTable('Medidas con las que siguieron al formulario', summary.sizes, sizeName, 'Todavía nadie siguió al formulario en este período.')}
${countTable('Rechazos y errores', summary.events, eventLabel, 'Ninguna foto rechazada ni envío fallido en este período.')}
${timingTable(summary.timings)}`,
  });
}
