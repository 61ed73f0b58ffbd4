import { html } from './html';
import type { SafeHtml } from './html';
import { buzonPaths } from './paths';

interface PageOptions {
  readonly title: string;
  /** Shows the "Salir" button; false on the login page. */
  readonly signedIn: boolean;
  readonly body: SafeHtml;
  /** The site's name in the title and the bar; the shopper's status page is not the buzón. */
  readonly site?: string;
  readonly stylesheet?: string;
}

/** Every page of the store's inbox (and the shopper's status page): no script, one stylesheet, nothing inline (strict CSP). */
export function page({ title, signedIn, body, site = 'Buzón de MGM Gamers', stylesheet = buzonPaths.styles }: PageOptions): string {
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${site}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<a class="saltar" href="#contenido">Ir al contenido</a>
<header class="barra">
<p class="marca">${site}</p>
${signedIn ? html`<form method="post" action="${buzonPaths.logout}"><button type="submit" class="boton-secundario">Salir</button></form>` : ''}
</header>
<main id="contenido">
${body}
</main>
</body>
</html>
`.text;
}
