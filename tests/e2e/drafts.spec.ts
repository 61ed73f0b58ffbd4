/**
 * Drafts in real Chromium with real IndexedDB: a reload, a reopened tab and the order form's way
 * back bring the design and the photo back exactly; two tabs keep their own; "Empezar de nuevo"
 * forgets; a browser without storage is told once and the editor keeps working.
 */
import { expect, test, type Page } from '@playwright/test';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { expectPhotoRotation } from './support/stage';
import { acceptLowQuality } from './support/quality';

const presets = (page: Page) => page.getByRole('group', { name: 'Medidas predefinidas' });

/** Pro, M 50x40, rotated once and mirrored, with a photo. */
async function makeProDesign(page: Page): Promise<void> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), 'mi-foto.jpg');
  await page.getByRole('tab', { name: 'PRO' }).click();
  await presets(page).getByRole('button', { name: 'M 50x40' }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await page.getByRole('button', { name: 'Espejar', exact: true }).click();
  await expectPhotoRotation(page, 90);
}

async function expectProDesign(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'PRO', selected: true })).toBeVisible({ timeout: 20_000 });
  await expect(presets(page).getByRole('button', { name: 'M 50x40' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$19.000', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Espejar', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 20_000 });
  await expectPhotoRotation(page, 90);
}

/** Waits past the save debounce, so what the shopper did is on disk. */
const settle = (page: Page) => page.waitForTimeout(800);

test('a reload brings back the design and the photo', async ({ page }) => {
  await makeProDesign(page);
  await settle(page);
  await page.reload();
  await expectProDesign(page);
});

test('the order form survives a reload and its way back keeps the design', async ({ page }) => {
  await makeProDesign(page);
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'ENVIAR DISEÑO' })).toBeVisible({ timeout: 20_000 });
  // The proof is drawn from the restored photo: while the photo is still loading, the missing-photo
  // notice is absent too, so its absence alone would not show the photo came back.
  await expect(page.getByRole('img', { name: /vista previa de tu diseño: mousepad pro m 50x40/i })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Por favor, selecciona un archivo antes de enviar.')).toHaveCount(0);
  await page.getByRole('link', { name: /Volver al editor/ }).click();
  await expectProDesign(page);
});

test('a closed and reopened tab gets the newest draft', async ({ context, page }) => {
  await makeProDesign(page);
  await settle(page);
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expectProDesign(reopened);
});

test('two tabs keep their own drafts', async ({ context, page }) => {
  await makeProDesign(page);
  const other = await context.newPage();
  await other.goto('/?mode=Alfombra');
  await presets(other).getByRole('button', { name: 'L 90x60' }).click();
  await settle(other);
  await settle(page);

  await page.reload();
  await expectProDesign(page);
  await other.reload();
  await expect(other.getByRole('tab', { name: 'ALFOMBRA', selected: true })).toBeVisible();
  await expect(presets(other).getByRole('button', { name: 'L 90x60' })).toHaveAttribute('aria-pressed', 'true');
});

test('"Empezar de nuevo" forgets the design, also after a reload', async ({ page }) => {
  await makeProDesign(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Empezar de nuevo' }).click();
  await expect(page.getByLabel('Subir foto')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
  await settle(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'PRO', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Espejar', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('without storage the shopper is told once and keeps designing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('Almacenamiento deshabilitado', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page));
  await presets(page).getByRole('button', { name: 'L 90x40' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'No pudimos guardar tu diseño' });
  await expect(notice).toHaveCount(1);
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await settle(page);
  await expect(notice).toHaveCount(1);
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toHaveCount(0);
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
});

test('a duplicated tab, which copies the tab id, becomes a tab of its own', async ({ context, page }) => {
  await makeProDesign(page);
  await settle(page);
  const tabKey = 'mgm-personalizador-pestana';
  const original = await page.evaluate((key) => sessionStorage.getItem(key), tabKey);
  const duplicate = await context.newPage();
  // What "Duplicar pestaña" does: the new tab starts with a copy of sessionStorage.
  await duplicate.addInitScript(
    ([key, id]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, id);
    },
    [tabKey, original ?? ''] as const,
  );
  await duplicate.goto('/?mode=Alfombra');
  await presets(duplicate).getByRole('button', { name: 'L 90x60' }).click();
  await settle(duplicate);
  expect(await duplicate.evaluate((key) => sessionStorage.getItem(key), tabKey)).not.toBe(original);

  await page.reload();
  await expectProDesign(page);
});

test('the order form never pairs a design with another design’s photo', async ({ context, page }) => {
  await makeProDesign(page);
  await settle(page);
  const other = await context.newPage();
  await other.goto('/formulario?mode=Alfombra&selectedClient=SA&widthCm=50&heightCm=40');
  await expect(other.getByText('Por favor, selecciona un archivo antes de enviar.')).toBeVisible({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: 'ENVIAR DISEÑO' })).toBeDisabled();
});
