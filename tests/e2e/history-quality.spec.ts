/**
 * Undo and redo, and the Baja-quality consent, in Chromium against `npm start`: the history by
 * buttons and keys (and not while typing), and a photo too small for its size that can go on only
 * after the shopper ticks the consent, which survives a reload of the form and reaches the inbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodeDesign } from '../../src/domain/design-query';
import { expectNoAxeViolations } from './support/axe';
import { newFolders, readSubmission, submissionFolders } from './support/inbox';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantPhoto, uploadPhoto } from './support/photos';

const presets = (page: Page) => page.getByRole('group', { name: 'Medidas predefinidas' });
const undo = (page: Page) => page.getByRole('button', { name: /Deshacer/ });
const redo = (page: Page) => page.getByRole('button', { name: /Rehacer/ });
const mirror = (page: Page) => page.getByRole('button', { name: 'Espejar', exact: true });
const CONSENT = 'Entiendo que mi foto puede verse pixelada en este tamaño';

test('undo and redo by buttons and keys; typing in a field keeps its own undo', async ({ page }) => {
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 1200, 800));
  await expect(undo(page)).toBeDisabled();
  await presets(page).getByRole('button', { name: 'S 25x25' }).click();
  await presets(page).getByRole('button', { name: 'XXL 140x100' }).click();
  await mirror(page).click();
  await expect(mirror(page)).toHaveAttribute('aria-pressed', 'true');

  await undo(page).click();
  await expect(mirror(page)).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Control+z');
  // The price follows the restored size.
  await expect(presets(page).getByRole('button', { name: 'S 25x25' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$5.500')).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect(presets(page).getByRole('button', { name: 'XXL 140x100' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Control+y');
  await expect(mirror(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(redo(page)).toBeDisabled();

  await page.getByRole('textbox', { name: 'LARGO' }).fill('60');
  await page.getByRole('textbox', { name: 'LARGO' }).press('Control+z');
  await expect(mirror(page)).toHaveAttribute('aria-pressed', 'true');

  // Back to the 25x25 pad, where this photo prints well enough to go on without a consent.
  await undo(page).click();
  await undo(page).click();
  await expect(undo(page)).toBeEnabled();
  await expect(redo(page)).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  expect(decodeDesign(new URL(page.url()).searchParams)).toMatchObject({ sizeCode: 'S', mirrored: false });
});

test('a Baja photo goes on only with the consent, which survives a reload and reaches the inbox', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  // 600x400 covering 140x100 cm: 400 px across 39.37 in = 10 ppp.
  await uploadPhoto(page, await quadrantPhoto(page, 600, 400));
  await presets(page).getByRole('button', { name: 'XXL 140x100' }).click();
  await expect(page.getByText('(10 ppp)')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'marcá' })).toContainText(CONSENT);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?.*calidadBajaAceptada=10/);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Foto Chica');
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  await expectNoAxeViolations(page);
  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  const added = await newFolders(before);
  expect(added).toHaveLength(1);
  const record = await readSubmission(added[0] ?? '');
  expect(record.fields.message?.split('\n').at(-1)).toBe('Calidad de impresión: Baja (10 ppp), aceptada por el cliente');
});
