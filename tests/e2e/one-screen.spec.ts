/**
 * The editor's main flow on one screen (issue 37). On a laptop, with a photo and without scrolling,
 * the whole preview, the size presets, the price and «Continuar» are in view, and choosing a size, an
 * adjustment or an alignment scrolls nothing. On a phone, after every tap on a size, an adjustment, an
 * alignment or the zoom at least half of the preview is on screen; a field that brings up the
 * on-screen keyboard is never under it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantJpeg, uploadPhoto } from './support/photos';

const preview = (page: Page) => page.getByTestId('design-preview');
const presets = (page: Page) => page.getByRole('group', { name: 'Medidas predefinidas' });

/** The share of the element's box inside the window, on both axes (1: wholly in view). */
function shareInView(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = (start: number, end: number, size: number) => Math.max(0, Math.min(end, size) - Math.max(start, 0));
    const shown = seen(box.left, box.right, window.innerWidth) * seen(box.top, box.bottom, window.innerHeight);
    return box.width * box.height > 0 ? shown / (box.width * box.height) : 0;
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`a ${viewport.width}x${viewport.height} vista previa, medidas, precio y Continuar a la vista sin desplazarse`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
    expect(await scrollY(page)).toBe(0);
    const inView = async (what: string, locator: Locator) => expect.poll(() => shareInView(locator), { message: what }).toBe(1);
    await inView('vista previa', preview(page));
    await inView('medidas', presets(page));
    await inView('Continuar', page.getByRole('button', { name: 'Continuar' }));

    await presets(page).getByRole('button', { name: 'L 90x40' }).click();
    await expect(preview(page)).toHaveAttribute('aria-label', /90x40 cm/);
    await expect(page.getByRole('region', { name: 'Precio estimado' })).toContainText('$');
    await inView('precio', page.getByRole('region', { name: 'Precio estimado' }));
    await inView('vista previa con la medida', preview(page));
    await inView('Continuar con la medida', page.getByRole('button', { name: 'Continuar' }));
    expect(await scrollY(page), 'elegir la medida no desplaza la página').toBe(0);

    // An adjustment and an alignment do not scroll it either.
    await page.getByRole('button', { name: 'Rotar 90°' }).click();
    await page.getByRole('button', { name: 'ALINEAR' }).click();
    await page.getByRole('group', { name: 'Posición de la imagen' }).getByRole('button', { name: 'Derecha' }).click();
    expect(await scrollY(page), 'ajustes y alineación no desplazan la página').toBe(0);
    await inView('vista previa tras ajustar', preview(page));
  });
}

/** What the shopper taps on a phone: sizes, adjustments, a fit, an alignment and the zoom. */
async function tapEach(page: Page, check: (what: string) => Promise<void>): Promise<void> {
  for (const name of ['L 90x40', 'XL 100x60']) {
    await presets(page).getByRole('button', { name }).tap();
    await check(name);
  }
  for (const name of ['Rotar 90°', 'Circular', 'Espejar', 'Imagen completa']) {
    await page.getByRole('button', { name, exact: true }).tap();
    await check(name);
  }
  await page.getByRole('button', { name: 'ALINEAR' }).tap();
  await page.getByRole('group', { name: 'Posición de la imagen' }).getByRole('button', { name: 'Arriba' }).tap();
  await check('Arriba');
  await page.getByRole('button', { name: 'Acercar' }).tap();
  await check('Acercar');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`teléfono de ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('cada toque deja a la vista al menos la mitad de la vista previa', async ({ page }) => {
      await page.goto('/');
      await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
      const scrolled: number[] = [];
      await tapEach(page, async (what) => {
        await expect.poll(() => shareInView(preview(page)), { message: what }).toBeGreaterThanOrEqual(0.5);
        scrolled.push(await scrollY(page));
      });
      // The shopper went down the page to the sizes and options: the preview came along.
      expect(Math.max(...scrolled)).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
    });

    test('el campo que se escribe nunca queda bajo la vista previa', async ({ page }) => {
      await page.goto('/');
      await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
      const width = page.getByRole('textbox', { name: 'LARGO' });
      await width.tap();
      await expect(width).toBeFocused();
      // The on-screen keyboard leaves the top of the window: the browser brings the field up there.
      // Where the field is, the field is what a finger meets (the preview no longer lies over it).
      const onTop = await width.evaluate((field) => {
        window.scrollBy(0, field.getBoundingClientRect().top - 8);
        const box = field.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === field;
      });
      expect(onTop).toBe(true);
      await width.fill('80');
      await expect(width).toHaveValue('80');
    });
  });
}
