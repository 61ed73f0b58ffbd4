/**
 * Issue 22, part B, in the production build: the keyboard and mouse at true scale on the preview
 * and never in the proof, the product view on the order form, the preview filling its column from
 * 1024 px, the empty editor's drop zone, a HEIC photo in the real editor under the app's CSP, and
 * a change that survives a reload made right after it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { pixelsOf } from './support/pictures';
import { acceptLowQuality } from './support/quality';

const presets = (page: Page) => page.getByRole('group', { name: 'Medidas predefinidas' });
const deskToggle = (page: Page) => page.getByRole('button', { name: 'Ver con teclado y mouse' });

/** The RGB of picture `selector` (canvas or img, drawn at w × h) at each point, in those pixels. */
async function colours(page: Page, selector: string, w: number, h: number, points: readonly (readonly [number, number])[]) {
  const data = await pixelsOf(page, selector, w, h);
  return points.map(([x, y]) => {
    const at = (Math.round(y) * w + Math.round(x)) * 4;
    return data.slice(at, at + 3);
  });
}

const isWhite = (rgb: number[]) => rgb.every((value) => value > 225);

/**
 * The whitest RGB the preview shows (its canvas and the lines drawn over it) within 2 px above or
 * below each point, in CSS pixels: a 2 px line between two pixel rows is whole in neither.
 */
async function whitestNear(page: Page, points: readonly (readonly [number, number])[]): Promise<number[][]> {
  const png = await page.getByTestId('design-preview').screenshot({ scale: 'css' });
  return page.evaluate(
    async ({ base64, at }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => {
        const column = context.getImageData(Math.round(x), Math.round(y) - 2, 1, 5).data;
        const rows = [0, 1, 2, 3, 4].map((row) => Array.from(column.slice(row * 4, row * 4 + 3)));
        return rows.reduce((whitest, rgb) => (Math.min(...rgb) > Math.min(...whitest) ? rgb : whitest));
      });
    },
    { base64: png.toString('base64'), at: points },
  );
}

test('the keyboard and mouse are drawn at true scale on the preview, from the keyboard, and never reach the proof', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
  await presets(page).getByRole('button', { name: 'L 90x40' }).click();
  await deskToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(deskToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/teclado completo \(44 × 13 cm\)/)).toBeVisible();

  const preview = page.getByTestId('design-preview');
  const { width, height } = (await preview.boundingBox()) ?? { width: 0, height: 0 };
  const perCm = width / 90;
  // 44 × 13 cm at the preview's own scale (the box of the outline's path, without its stroke).
  const keyboard = await preview.locator('[data-guide="desk-keyboard"]').evaluate((rect) => {
    const box = rect instanceof SVGGraphicsElement ? rect.getBBox() : null;
    return box && { width: box.width, height: box.height };
  });
  expect(keyboard).not.toBeNull();
  expect(Math.abs((keyboard?.width ?? 0) - 44 * perCm)).toBeLessThan(1.5);
  expect(Math.abs((keyboard?.height ?? 0) - 13 * perCm)).toBeLessThan(1.5);

  // Along the keyboard's top edge (13.5 cm from the top of a 40 cm pad, from 21 to 61 cm across, off the photo's centre line):
  // the preview shows a white line there, over the photo's red and green.
  const topEdge = Array.from({ length: 9 }, (_, i) => [(21 + i * 5) / 90, 13.5 / 40] as const);
  const shown = await whitestNear(page, topEdge.map(([x, y]) => [x * width, y * height] as const));
  expect(shown.filter(isWhite).length).toBeGreaterThanOrEqual(7);
  await expectNoAxeViolations(page);

  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  const proof = page.getByRole('img', { name: /vista previa de tu diseño: mousepad classic l 90x40/i });
  await expect(proof).toBeVisible({ timeout: 20_000 });
  const size = await proof.evaluate((img) => (img instanceof HTMLImageElement ? [img.naturalWidth, img.naturalHeight] : [0, 0]));
  const [proofWidth = 0, proofHeight = 0] = size;
  const proofSelector = 'img[alt^="Vista previa de tu diseño"]';
  // Sampled at 400 px across (handing the full 1600 px picture back from the page is slow); a 2 px
  // white line would still mix into these pixels, far from the photo's pure red and green.
  const [sampleWidth, sampleHeight] = [400, Math.round((400 * proofHeight) / proofWidth)];
  const inProof = await colours(page, proofSelector, sampleWidth, sampleHeight, topEdge.map(([x, y]) => [x * sampleWidth, y * sampleHeight] as const));
  // The photo's own pure red and green, never the outline's white (nor a mix with it).
  const pure = ([r = 0, g = 0, b = 0]: number[]) => b < 60 && ((r > 200 && g < 60) || (g > 200 && r < 60));
  expect(inProof.filter((rgb) => !pure(rgb))).toEqual([]);

  // The product view: the proof tilted in 3D with its edge and shadow, beside "Así se va a imprimir".
  await expect(page.getByText('Así se vería tu mousepad classic L 90x40')).toBeVisible();
  const look = await page.locator(proofSelector).evaluate((img) => ({ transform: getComputedStyle(img).transform, shadow: getComputedStyle(img).boxShadow }));
  expect(look.transform).toMatch(/^matrix3d\(/);
  expect(look.shadow).toContain('rgba(0, 0, 0, 0.45)');
  await expect(page.getByText('Así se va a imprimir')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 1024x768 the 140x100 preview fills the centre column between the side columns, and the empty editor invites the photo', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  const preview = page.getByTestId('design-preview');
  await expect(preview).toContainText('Soltá tu foto acá');
  await page.getByRole('tab', { name: 'CLASSIC' }).click();
  await presets(page).getByRole('button', { name: 'XXL 140x100' }).click();
  await expect(preview).toContainText('140 × 100 cm');
  // The spec's three columns (issue 37): the piece takes the whole width of the preview's room.
  const room = (await preview.locator('..').boundingBox())?.width ?? 0;
  expect(room).toBeGreaterThanOrEqual(450);
  const empty = (await preview.boundingBox())?.width ?? 0;
  expect(empty).toBeGreaterThanOrEqual(room - 1);
  await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
  const shown = (await preview.boundingBox())?.width ?? 0;
  expect(shown).toBeGreaterThanOrEqual(room - 1);
  // The drop zone had the very size the photo's preview takes: nothing moves when it arrives.
  expect(shown).toBe(empty);
  await expectNoHorizontalScroll(page);
});

test('at 360 px the drop zone, the new toggle and the layout still work', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByTestId('design-preview')).toContainText('Soltá tu foto acá');
  await deskToggle(page).click();
  await expect(deskToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('a zoom followed by a reload within 100 ms is kept', async ({ page }) => {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
  // Past the save debounce: the photo and the design so far are in IndexedDB.
  await page.waitForTimeout(800);
  const zoom = page.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveValue('100');
  // The page reloads itself 50 ms after the click (the IndexedDB save waits 400 ms), and notes
  // when it went: the interval is measured in the page, whatever the test machine's load.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        const clicked = performance.now();
        window.addEventListener('pagehide', () => sessionStorage.setItem('prueba-intervalo', String(performance.now() - clicked)));
        setTimeout(() => location.reload(), 50);
      },
      { once: true, capture: true },
    );
  });
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Acercar' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 20_000 });
  const gap = await page.evaluate(() => sessionStorage.getItem('prueba-intervalo'));
  expect(gap).not.toBeNull();
  expect(Number(gap)).toBeLessThan(100);
  await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveValue('125');
});

test('a HEIC photo opens in the real editor, under the app’s Content-Security-Policy', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  const heic = await readFile(new URL('./fixtures/quadrants.heic', import.meta.url));
  await page.getByLabel('Subir foto').setInputFiles({ name: 'IMG_0420.heic', mimeType: 'image/heic', buffer: heic });
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('IMG_0420.heic')).toBeVisible();
  expect(await violations()).toEqual([]);
});
