/**
 * «Estadísticas» end to end in Chromium against `npm start`: three shoppers in their own browsers (a
 * phone that uploads a photo and leaves, a laptop that reaches the form and leaves, a laptop that
 * sends its order), then the store reads their funnel at /buzon/estadisticas. The shoppers' pages set
 * no cookie and no event holds their name, email or file name; a browser with Global Privacy Control
 * sends nothing. axe and the CSP pass on the page, which works at 360 px.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/buzon-flow';
import { watchCspViolations } from './support/csp';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantJpeg, uploadPhoto } from './support/photos';

const secrets = { name: 'Gatito Secreto', email: 'compradora.secreta@example.com', file: 'vacaciones-de-ana.jpg' };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 } };

interface Shopper {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The bodies of every event the page sent. */
  readonly events: string[];
}

async function newShopper(browser: Browser, options: typeof phone | typeof laptop, extra: Parameters<Browser['newContext']>[0] = {}): Promise<Shopper> {
  const context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL, ...extra });
  const events: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/eventos') events.push(request.postData() ?? '');
  });
  return { context, page: await context.newPage(), events };
}

const stepsSent = (events: readonly string[]) => events.map((body) => JSON.parse(body) as { n: string; s?: string }).filter((event) => event.s !== undefined).map((event) => event.n).sort();

/** The shopper's funnel steps reached the collector; then the tab closes, as a shopper leaves. */
async function leave(shopper: Shopper, steps: readonly string[]): Promise<void> {
  await expect.poll(() => stepsSent(shopper.events), { timeout: 15_000 }).toEqual([...steps].sort());
  expect(await shopper.context.cookies()).toEqual([]);
  for (const body of shopper.events) {
    expect(body.length).toBeLessThan(200);
    for (const secret of Object.values(secrets)) expect(body).not.toContain(secret);
  }
  await shopper.context.close();
}

async function reachForm(page: Page): Promise<void> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), secrets.file);
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'S 25x25' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
}

/** The funnel's five counts as the page's table gives them. */
async function funnelShown(page: Page): Promise<number[]> {
  await page.goto('/buzon/estadisticas?dias=7');
  const rows = page.getByRole('table', { name: 'El embudo en números' }).getByRole('row');
  return Promise.all([1, 2, 3, 4, 5].map(async (i) => Number(await rows.nth(i).getByRole('cell').first().textContent())));
}

/** Today's row of the CSV: editor, foto, medida, formulario, pedido. */
async function todayInCsv(page: Page): Promise<number[]> {
  const csv = await (await page.request.get('/buzon/estadisticas.csv?dias=7')).text();
  return (csv.trim().split('\r\n').at(-1) ?? '').split(',').slice(1, 6).map(Number);
}

const minus = (after: readonly number[], before: readonly number[]) => after.map((count, i) => count - (before[i] ?? 0));

test('three shoppers’ visits reach «Estadísticas» as 3 / 3 / 2 / 2 / 1, anonymously', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const [pageBefore, csvBefore] = [await funnelShown(page), await todayInCsv(page)];

  const onPhone = await newShopper(browser, phone);
  await onPhone.page.goto('/');
  await uploadPhoto(onPhone.page, await quadrantJpeg(onPhone.page), secrets.file);
  await leave(onPhone, ['editor', 'foto']);

  const looking = await newShopper(browser, laptop);
  await reachForm(looking.page);
  await leave(looking, ['editor', 'foto', 'medida', 'formulario']);

  const buying = await newShopper(browser, laptop);
  await reachForm(buying.page);
  await buying.page.getByRole('textbox', { name: /nombre del diseño/i }).fill(secrets.name);
  await buying.page.getByRole('textbox', { name: /tu email/i }).fill(secrets.email);
  await buying.page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(buying.page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  await leave(buying, ['editor', 'foto', 'medida', 'formulario']);

  // Global Privacy Control: the page loads, and sends nothing at all.
  const privateShopper = await newShopper(browser, laptop, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await privateShopper.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  await privateShopper.page.goto('/');
  await expect(privateShopper.page.getByLabel('Subir foto')).toBeAttached();
  await privateShopper.page.waitForTimeout(3000);
  expect(privateShopper.events).toEqual([]);
  await privateShopper.context.close();

  await expect.poll(async () => minus(await todayInCsv(page), csvBefore), { timeout: 10_000 }).toEqual([3, 3, 2, 2, 1]);
  const cspViolations = await watchCspViolations(page);
  await page.goto('/buzon');
  await page.getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('heading', { name: 'Estadísticas', level: 1 })).toBeVisible();
  expect(minus(await funnelShown(page), pageBefore)).toEqual([3, 3, 2, 2, 1]);
  await expect(page.getByRole('img', { name: /^Embudo: Entró al editor/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Dispositivo', { exact: true }).selectOption('Teléfono');
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/dispositivo=Tel%C3%A9fono/);
  await expectNoAxeViolations(page);
  // Twenty phones' «lista», so the speed table's last column shows a figure with its hidden «dentro de
  // la meta» words (below 20 visits: «pocos datos»); at 360 px they must stay inside its scrolling box.
  for (let visit = 0; visit < 20; visit += 1) {
    const sent = await page.request.post('/eventos', { data: JSON.stringify({ n: 'lista', d: 'Teléfono', m: 'Clasic', v: 800 }), headers: { 'content-type': 'text/plain' } });
    expect(sent.status()).toBe(204);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('cell', { name: /dentro de la meta/ }).first()).toBeAttached();
  await expectNoHorizontalScroll(page);
  const download = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
  expect(download[0].suggestedFilename()).toBe('estadisticas-7-dias.csv');
  expect(await cspViolations()).toEqual([]);
});
