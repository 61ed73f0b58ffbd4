/**
 * The app under its Content-Security-Policy (issue 12): the whole shopper flow (upload, edit,
 * continue, fill the form, send) runs in Chromium against `npm start` with no violation.
 */
import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp';
import { newFolders, submissionFolders } from './support/inbox';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { acceptLowQuality } from './support/quality';

test('the shopper flow runs under the CSP without a single violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');

  await uploadPhoto(page, await quadrantJpeg(page));
  await page.getByRole('tab', { name: 'ALFOMBRA' }).click();
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'S 50x40' }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await page.getByRole('button', { name: 'Espejar', exact: true }).click();
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);

  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Politica');
  await page.getByRole('textbox', { name: /tu email/i }).fill('csp@example.com');
  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu diseño' })).toBeVisible({ timeout: 30_000 });
  expect(await newFolders(before)).toHaveLength(1);

  expect(await violations()).toEqual([]);
});

test('a page of another site cannot frame the app', async ({ page }) => {
  const response = await page.request.get('/formulario');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
