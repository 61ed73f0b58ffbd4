import type { ServedTarifa } from '../../src/domain/tarifa-served';

/** The id of the block the app reads the tarifa from (src/platform/tarifa/tarifa-source.ts), so its first paint needs no request. */
export const TARIFA_DATA_ID = 'tarifa-data';

/**
 * The tarifa as a JSON block the app reads: not a script that runs (type application/json), so the
 * page's CSP has nothing to allow. `<`, `>` and `&` are written as JSON escapes, so no text the store
 * typed (a promotion's name) can close the block or open markup.
 */
export function tarifaBlock(tarifa: ServedTarifa): string {
  const json = JSON.stringify(tarifa).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${TARIFA_DATA_ID}">${json}</script>`;
}

/**
 * index.html with the tarifa in force, placed before </head> (or at the end of a page without one).
 * Before the first save the built-in default is in force, which the app already holds: the page
 * goes out exactly as built, not a byte heavier.
 */
export function withTarifa(indexHtml: string, tarifa: ServedTarifa): string {
  if (tarifa.version === 0) return indexHtml;
  const at = indexHtml.indexOf('</head>');
  const block = tarifaBlock(tarifa);
  return at < 0 ? `${indexHtml}${block}` : `${indexHtml.slice(0, at)}${block}${indexHtml.slice(at)}`;
}
