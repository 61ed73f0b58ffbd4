/**
 * The order from a phone on a slow, flaky uplink, in Chromium with CDP network emulation against
 * `npm start`: a 48 MP order at 500 kbit/s up whose progress bar rises, survives 10 s offline in
 * the middle without starting over, and arrives; and a server that stays unreachable, which ends
 * with the connection message and a retry that works.
 */
import { expect, test } from '@playwright/test';
import { newFolders, readSubmission, submissionFolders } from './support/inbox';
import { quadrantPhoto, uploadPhoto } from './support/photos';
import { acceptLowQuality } from './support/quality';
import { countUploadBytes, designOrder, emulateUplink, percentSent, photo48MpPath, sendProgressBar, uploadBytesSent } from './support/slow-uplink';

const UPLINK = 500_000;

test('un pedido de 48 MP a 500 kbit/s sube con su barra, sobrevive 10 s sin conexión sin empezar de nuevo y llega', async ({ page, context }) => {
  test.setTimeout(480_000);
  const photoPath = await photo48MpPath(context);
  await countUploadBytes(page);
  const cdp = await context.newCDPSession(page);
  await designOrder(page, photoPath);
  const before = await submissionFolders();
  await emulateUplink(cdp, UPLINK);
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(sendProgressBar(page)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/^Enviando tu diseño… [\d,]+ de [\d,]+ MB/)).toBeVisible();

  const seen: number[] = [];
  await expect.poll(async () => seen.push(await percentSent(page)) && seen.at(-1), { timeout: 240_000, intervals: [1000] }).toBeGreaterThanOrEqual(35);
  expect(new Set(seen).size, `porcentajes: ${seen.join(' ')}`).toBeGreaterThanOrEqual(4);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.getByText(/quedan unos \d+ (s|min)/)).toBeVisible();

  const atOutage = await percentSent(page);
  const sentAtOutage = await uploadBytesSent(page);
  await emulateUplink(cdp, UPLINK, true);
  await expect(page.getByText(/^Reconectando… /)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(10_000);
  await emulateUplink(cdp, UPLINK);

  const after: number[] = [];
  const done = page.getByRole('button', { name: 'Diseño Enviado ✔️' });
  await expect
    .poll(async () => ((await done.isVisible()) ? 'enviado' : (after.push(await percentSent(page)), 'enviando')), { timeout: 360_000, intervals: [1000] })
    .toBe('enviado');
  // The bar went on from where it was: it never started over.
  expect(Math.min(...after.filter((value) => value > 0)), `después del corte: ${after.join(' ')}`).toBeGreaterThanOrEqual(atOutage - 2);

  const [folder] = await newFolders(before);
  const record = await readSubmission(folder ?? '');
  const stored = record.files.reduce((sum, file) => sum + file.size, 0);
  const sent = await uploadBytesSent(page);
  expect(sentAtOutage).toBeGreaterThan(0);
  // What was sent twice, because the outage cut it in flight, is under a megabyte.
  expect(sent - stored).toBeLessThan(1_000_000);
  expect(record.files.map((file) => file.field).sort()).toEqual(expect.arrayContaining(['file', 'proof']));
});

test('si el servidor no responde, lo dice con la conexión y «Reintentar envío» termina el pedido', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 1200, 800), 'foto.jpg', 'image/jpeg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'M 82x32' }).click();
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Sin servidor');
  await page.getByRole('textbox', { name: /tu email/i }).fill('caido@example.com');
  const before = await submissionFolders();
  await page.route('**/f/mgm-local/subidas**', (route) => route.abort('connectionrefused'));

  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByText(/^Reconectando… /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText('Se cortó la conexión mientras enviábamos tu diseño', { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: /tu email/i })).toHaveValue('caido@example.com');
  expect(await newFolders(before)).toEqual([]);

  await page.unroute('**/f/mgm-local/subidas**');
  await page.getByRole('button', { name: 'Reintentar envío' }).click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  expect(await newFolders(before)).toHaveLength(1);
});
