/**
 * No layout shift while a page loads (issue 13: CLS ≤ 0.02), including the editor and the order
 * form bringing back a saved draft with its photo. Shifts are summed as CLS counts them: every
 * `layout-shift` entry without recent input, from the very start of the document.
 */
import { expect, test, type Page } from '@playwright/test';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { photoNode } from './support/stage';

const MAX_SHIFT = 0.02;
const PAGES = ['/home', '/informacion', '/calculadora', '/formulario', '/'] as const;

declare global {
  interface Window {
    layoutShift?: number;
  }
}

/** Installs the observer before any of the page's own scripts run, on every load of this page. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Once the page has settled: its code, its draft and two more frames. */
async function shiftSoFar(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.layoutShift ?? 0);
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} carga sin correrse`, async ({ page }) => {
        await recordShifts(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }

    test('el editor recupera el borrador con su foto sin correrse', async ({ page }) => {
      await page.goto('/');
      await uploadPhoto(page, await quadrantJpeg(page), 'mi-foto.jpg');
      await page.getByRole('tab', { name: 'ALFOMBRA' }).click();
      await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'XXL 140x100' }).click();
      // Past the save debounce, so the draft is on disk.
      await page.waitForTimeout(800);
      await recordShifts(page);
      await page.reload();
      await expect.poll(async () => (await photoNode(page))?.bitmapWidth ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test('el formulario recupera la foto del borrador sin correrse', async ({ page }) => {
      await page.goto('/');
      await uploadPhoto(page, await quadrantJpeg(page), 'mi-foto.jpg');
      await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'M 82x32' }).click();
      // This photo is of Baja quality at that size: the consent (and its box on the form) come along.
      await page.getByRole('checkbox', { name: 'Entiendo que mi foto puede verse pixelada en este tamaño' }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/formulario\?/);
      await page.waitForTimeout(800);
      await recordShifts(page);
      await page.reload();
      await expect(page.getByRole('img', { name: /vista previa de tu diseño/i })).toBeVisible({ timeout: 20_000 });
      expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
}
