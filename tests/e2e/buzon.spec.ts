/**
 * The store's inbox in Chromium against `npm start`: a shopper sends a design through the real app,
 * then the store signs in at /buzon, finds it, reads it, downloads its files (checked byte for byte
 * against submission.json), and marks it answered. axe on the login page, the list and the detail;
 * no Content-Security-Policy violation; nothing scrolls sideways at 360 px.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { sendDesign, signIn } from './support/buzon-flow';
import { e2eBuildDir, e2eInboxDir, readSubmission } from './support/inbox';
import type { SubmissionRecord } from './support/inbox';
import { expectNoHorizontalScroll } from './support/layout';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

async function search(page: Page, email: string, shown: 'pendientes' | 'respondidos'): Promise<void> {
  await page.getByLabel('Buscar por número, nombre o email').fill(email);
  await page.getByLabel('Mostrar').selectOption(shown);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('status')).toHaveText(`1 pedido para “${email}”`);
}

/** Every file the order stored, downloaded from its detail page and compared with submission.json. */
async function downloadEach(page: Page, record: SubmissionRecord, namePrefix: string): Promise<void> {
  for (const file of record.files) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`a[href$="/archivos/${file.field}"]`).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${namePrefix}_\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}_`));
    const bytes = await readFile((await download.path()) ?? '');
    expect([file.field, sha256(bytes)]).toEqual([file.field, file.sha256]);
  }
}

test('an order sent by a shopper is read, downloaded and answered by the store at /buzon', async ({ page }) => {
  test.setTimeout(120_000);
  const cspViolations = await watchCspViolations(page);
  const stamp = String(Date.now()).slice(-6);
  const name = `Buzon ${stamp}`;
  const email = `tienda${stamp}@example.com`;
  const record = await readSubmission(await sendDesign(page, name, email));

  await signIn(page);
  await search(page, email, 'pendientes');
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('S 25x25');
  await expect(row).toContainText('Recibido');
  await expect(row.getByRole('img', { name: `Vista previa de ${name}` })).toHaveJSProperty('complete', true);
  expect(await row.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // The store's rows come from the design the order sent as data; the message is the shopper's, shown whole.
  for (const label of ['Medida', 'Precio', 'Alineación', 'Zoom']) await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escrito por el cliente' })).toBeVisible();
  const message = page.getByRole('definition').filter({ hasText: record.fields.message?.split('\n')[0] ?? '' });
  await expect(message).toHaveText(record.fields.message ?? '');
  const mailto = await page.getByRole('link', { name: 'Responder por email' }).getAttribute('href');
  expect(new URL(mailto ?? '').searchParams.get('body')).toContain(`"${name}" (S 25x25)`);
  await expectNoAxeViolations(page);
  await downloadEach(page, record, `buzon-${stamp}`);

  // With the keyboard: focus the button and press Enter.
  await page.getByRole('button', { name: 'Marcar como respondido' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Marcar como pendiente' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await search(page, email, 'respondidos');
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Respondido');
  // The terminal listing reads the same mark from the order's folder.
  const listing = execFileSync('node', [join(e2eBuildDir, 'server', 'inbox-cli.js')], { env: { ...process.env, INBOX_DIR: e2eInboxDir }, encoding: 'utf8' });
  expect(listing).toMatch(new RegExp(`Respondido · .* · ${name} · ${email}`));

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name }).click();
  // Measured once the order's page and its stylesheet have loaded, not the document still being parsed.
  await page.waitForURL(/\/buzon\/pedidos\//);
  await expectNoHorizontalScroll(page);
  expect(await cspViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/buzon\/entrar$/);
  await page.goto('/buzon');
  await expect(page).toHaveURL(/\/buzon\/entrar$/);
});
