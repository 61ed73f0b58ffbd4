import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { acceptLowQuality } from './support/quality';

const INFO_CHUNK = /\/assets\/info-route-[\w-]+\.js$/;
const INFO_CSS = /\/assets\/info-route-[\w-]+\.css$/;
const ORDER_CHUNK = /\/assets\/order-route-[\w-]+\.js$/;

function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu setup, tu diseño' })).toBeVisible();
}

const goToInfo = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Más información' }).click();

test('si no llega el código de una página, lo dice, ofrece recargar y recargar lo arregla', async ({ page }) => {
  const errors = consoleErrors(page);
  await openHome(page);
  await page.route(INFO_CHUNK, (route) => route.abort('internetdisconnected'));

  await goToInfo(page);
  await expect(page).toHaveURL(/\/informacion$/);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'No pudimos cargar la página de información' })).toBeVisible();
  await expect(alert).toContainText('Se cortó la conexión');
  await expect(alert).toContainText('tu diseño queda guardado');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors.filter((line) => line.includes('la página de información'))).toEqual([
    expect.stringMatching(/tipo: network · archivo: \/assets\/info-route-[\w-]+\.js TypeError/),
  ]);
  await expectNoAxeViolations(page);

  await page.unroute(INFO_CHUNK);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Volver a cargar' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Conocé nuestros productos' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('si falla la precarga de sus estilos, lo informa como precarga', async ({ page }) => {
  const errors = consoleErrors(page);
  await openHome(page);
  await page.route(INFO_CSS, (route) => route.abort('connectionreset'));

  await goToInfo(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No llegó una parte de la página');
  expect(errors.some((line) => /la página de información · tipo: preload · archivo: \/assets\/info-route-[\w-]+\.css/.test(line))).toBe(true);
});

test('una página que no responde en 120 s muestra el mensaje de espera agotada', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.clock.install();
  await openHome(page);
  // The request hangs: nothing answers it until the test ends.
  await page.route(INFO_CHUNK, () => undefined);

  await goToInfo(page);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('alert')).toContainText('tardó más de dos minutos');
  expect(errors.some((line) => line.includes('la página de información · tipo: timeout'))).toBe(true);
});

test('si no llega el código del formulario, el diseño se guarda y vuelve entero al recargar', async ({ page }) => {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), 'mi-foto.jpg');
  await page.getByRole('tab', { name: 'PRO' }).click();
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await page.route(ORDER_CHUNK, (route) => route.abort('internetdisconnected'));

  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('tu diseño queda guardado');

  await page.unroute(ORDER_CHUNK);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Volver a cargar' }).click()]);
  await expect(page).toHaveURL(/\/formulario\?/);
  await expect(page.getByRole('img', { name: /vista previa de tu diseño/i })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('L 90x40', { exact: true })).toBeVisible();
  await expect(page.getByText('Mousepad Pro', { exact: true })).toBeVisible();
});

test('npm start sirve index.html sin caché y los archivos con hash como inmutables', async ({ request }) => {
  for (const path of ['/', '/formulario?mode=Pro', '/una/ruta/que/no/existe']) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()['content-type'], path).toContain('text/html');
    expect(page.headers()['cache-control'], path).toBe('no-cache');
  }
  const html = await (await request.get('/')).text();
  const script = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0] ?? '';
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A chunk an older deployment referenced is gone: it must fail loudly, never come back as the page.
  const stale = await request.get('/assets/editor-route-deunaversionvieja.js');
  expect(stale.status()).toBe(404);
  expect(stale.headers()['content-type']).not.toContain('text/html');
});
