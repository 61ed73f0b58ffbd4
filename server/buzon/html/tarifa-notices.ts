import type { Tarifa } from '../../../src/domain/tarifa';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';
import type { UnusedVersion } from '../../tarifa/tarifa-files';

const reasons: Readonly<Record<UnusedVersion['reason'], string>> = {
  dañada: 'está dañada',
  'cambiada a mano': 'se cambió a mano después de guardarse',
  repetida: 'está repetida (otro archivo ya tiene ese número)',
};

/** «La versión 7 está dañada y no se usa»: each version file found at start and skipped, with what to do. */
export function unusedVersionNotices(unused: readonly UnusedVersion[], inForce: Tarifa): SafeHtml | '' {
  if (unused.length === 0) return '';
  const items = unused.map(
    (file) => html`<p class="aviso" role="alert">La versión ${file.version} ${reasons[file.reason]} y no se usa (archivo ${file.name} en la carpeta .tarifa del buzón). Está en vigor la versión ${inForce.version}: si querés los valores de la ${file.version}, cargalos en el formulario y guardalos como una versión nueva.</p>`,
  );
  return html`${items}`;
}

/** The page for a «Tarifa» form larger than the server takes: nothing was read, nothing saved. */
export function tooLargePage(limitBytes: number): string {
  return page({
    title: 'Formulario demasiado grande',
    signedIn: true,
    body: html`<h1>El formulario es demasiado grande</h1>
<p class="aviso" role="alert">La tarifa que mandaste pasa de ${Math.round(limitBytes / 1024)} KB y no se guardó nada. Acortá los textos, los nombres o las medidas de las promociones, o quitá alguna, y volvé a guardar.</p>
<p><a href="${buzonPaths.tarifa}">Volver a la tarifa en vigor</a> (los valores que escribiste no llegaron al servidor: usá «Atrás» en el navegador para recuperarlos).</p>`,
  });
}
