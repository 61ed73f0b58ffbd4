import { html } from '../../html/html';
import { page } from '../../html/layout';
import { buzonPaths } from '../../html/paths';

export function notFoundPage(): string {
  return page({
    title: 'No encontrado',
    signedIn: true,
    body: html`<h1>No encontramos ese pedido</h1>
<p>Puede que la dirección esté incompleta o que la carpeta del pedido se haya movido. <a href="${buzonPaths.list}">Volvé a la lista de pedidos</a>.</p>`,
  });
}
