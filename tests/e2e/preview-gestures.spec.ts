/**
 * Placing the photo by hand in Chromium against `npm start`: a mouse drag that snaps to the
 * centre and undoes as one step, Ctrl + wheel and a two-finger pinch (CDP touch events) that zoom
 * about the fingers, the keys of the focused preview, a page that still scrolls on a phone, and the
 * proof matching the preview after a drag and a zoom.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { quadrantPhoto, uploadPhoto } from './support/photos';
import { expectSamePicture, pixelsOf, PREVIEW_DESIGN_CANVAS } from './support/pictures';
import { acceptLowQuality } from './support/quality';
import { photoNode, repainted, type PhotoNode } from './support/stage';
import { touches } from './support/touch';

const preview = (page: Page) => page.getByTestId('design-preview');
const zoomSlider = (page: Page) => page.getByRole('slider', { name: 'Zoom' });

/** A portrait photo on Clasic XL 100x60 with cover: it fills the width and has lots of vertical play. */
async function portraitOnPad(page: Page): Promise<void> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 800, 1200), 'retrato.jpg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'XL 100x60' }).click();
  // On a phone the sizes are below the preview: bring it back into view before touching it.
  await preview(page).scrollIntoViewIfNeeded();
  await repainted(page);
}

async function node(page: Page): Promise<PhotoNode> {
  const found = await photoNode(page);
  if (!found) throw new Error('la vista previa no dibuja la foto');
  return found;
}

/** The photo's own point (u, v in 0–1 of the picture) under a page point, for an unturned, unmirrored photo. */
async function spotUnder(page: Page, pageX: number, pageY: number): Promise<[number, number]> {
  const box = await preview(page).boundingBox();
  const photo = await node(page);
  if (!box) throw new Error('sin vista previa');
  return [(pageX - box.x - (photo.x - photo.width / 2)) / photo.width, (pageY - box.y - (photo.y - photo.height / 2)) / photo.height];
}

async function centreOf(page: Page): Promise<{ x: number; y: number }> {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('sin vista previa');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const snapGuideShown = async (page: Page) => (await preview(page).locator('[data-guide="snap-horizontal"]').count()) > 0;

test.describe('escritorio', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('arrastrar con el mouse mueve la foto, se imanta al centro y se deshace en un paso', async ({ page }) => {
    await portraitOnPad(page);
    const start = await node(page);
    const { x, y } = await centreOf(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 60, { steps: 6 });
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(start.y - 60, 0);
    expect(await snapGuideShown(page)).toBe(false);
    // Back within 1 cm (about 9 px here) of the centre: the photo snaps to it and the guide shows.
    await page.mouse.move(x, y - 3, { steps: 4 });
    await expect.poll(async () => (await node(page)).y).toBe(start.y);
    await expect.poll(() => snapGuideShown(page)).toBe(true);
    await page.mouse.move(x, y + 80, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(start.y + 80, 0);
    expect(await snapGuideShown(page)).toBe(false);
    // The click focused the preview: its keys work right away.
    await expect(preview(page)).toBeFocused();

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(async () => (await node(page)).y).toBe(start.y);
    await page.getByRole('button', { name: 'Rehacer' }).click();
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(start.y + 80, 0);
  });

  test('Ctrl + rueda acerca alrededor del puntero, y el control de zoom sigue', async ({ page }) => {
    await portraitOnPad(page);
    const box = await preview(page).boundingBox();
    if (!box) throw new Error('sin vista previa');
    const [px, py] = [box.x + box.width * 0.3, box.y + box.height * 0.4];
    const spot = await spotUnder(page, px, py);
    await page.mouse.move(px, py);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await zoomSlider(page).inputValue())).toBeGreaterThan(150);
    const [u, v] = await spotUnder(page, px, py);
    expect(Math.abs(u - spot[0]) * (await node(page)).width).toBeLessThan(2);
    expect(Math.abs(v - spot[1]) * (await node(page)).height).toBeLessThan(2);
    // The page itself was not zoomed.
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
  });

  test('teclado: flechas 0,5 cm, Mayúscula + flechas 5 cm, + y − cambian el zoom', async ({ page }) => {
    await portraitOnPad(page);
    const box = await preview(page).boundingBox();
    const pxPerCm = (box?.width ?? 0) / 100;
    // Reach the preview by keyboard, from the slider after it (Alejar is disabled at 100 %).
    await zoomSlider(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(preview(page)).toBeFocused();
    await expect(preview(page)).toHaveCSS('outline-style', 'solid');
    await expect(preview(page)).toHaveAccessibleDescription(/flechas mueven la foto 0,5 cm/);
    const start = await node(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(start.y + 0.5 * pxPerCm, 0);
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(start.y + 5.5 * pxPerCm, 0);
    await page.keyboard.press('+');
    await expect(zoomSlider(page)).toHaveValue('125');
    await page.keyboard.press('-');
    await expect(zoomSlider(page)).toHaveValue('100');
    await page.getByRole('button', { name: 'Acercar' }).click();
    await page.getByRole('button', { name: 'Acercar' }).click();
    await expect(zoomSlider(page)).toHaveValue('150');
    await page.getByRole('button', { name: 'Alejar' }).click();
    await expect(zoomSlider(page)).toHaveValue('125');
    await expectNoAxeViolations(page);
  });

  test('la prueba coincide con la vista previa después de arrastrar y hacer zoom', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'ALFOMBRA' }).click();
    await uploadPhoto(page, await quadrantPhoto(page, 600, 300, 'image/png'), 'cuadrantes.png', 'image/png');
    await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x60' }).click();
    await zoomSlider(page).fill('180');
    // The sizes are far down the side column: bring the (now large) preview back into view.
    await preview(page).scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 70, y - 40, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -120);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await zoomSlider(page).inputValue())).toBeGreaterThan(180);
    await repainted(page);
    const shownInEditor = await pixelsOf(page, PREVIEW_DESIGN_CANVAS, 150, 100);

    // A 600×300 photo on 90x60 cm is Baja quality: the shopper accepts it to go on.
    await acceptLowQuality(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const proof = page.getByRole('img', { name: /vista previa de tu diseño: alfombra l 90x60/i });
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    expectSamePicture(shownInEditor, await pixelsOf(page, 'img[src^="blob:"]', 150, 100));
  });
});

test.describe('pantalla táctil de 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('dos dedos pellizcan alrededor de su centro; un dedo arrastra sin mover la página', async ({ page }) => {
    await portraitOnPad(page);
    const touch = await touches(page);
    const { x, y } = await centreOf(page);
    const spot = await spotUnder(page, x, y);
    await touch('touchStart', [
      { x: x - 20, y, id: 1 },
      { x: x + 20, y, id: 2 },
    ]);
    for (let step = 1; step <= 5; step += 1) {
      await touch('touchMove', [
        { x: x - 20 - step * 4, y, id: 1 },
        { x: x + 20 + step * 4, y, id: 2 },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await zoomSlider(page).inputValue())).toBe(200);
    const [u, v] = await spotUnder(page, x, y);
    expect(Math.abs(u - spot[0]) * (await node(page)).width).toBeLessThan(2);
    expect(Math.abs(v - spot[1]) * (await node(page)).height).toBeLessThan(2);

    const scrolled = await page.evaluate(() => window.scrollY);
    const before = await node(page);
    await touch('touchStart', [{ x, y, id: 3 }]);
    for (let step = 1; step <= 5; step += 1) await touch('touchMove', [{ x, y: y + step * 10, id: 3 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await node(page)).y).toBeCloseTo(before.y + 50, 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('fuera de la vista previa, el dedo desplaza la página', async ({ page }) => {
    await portraitOnPad(page);
    const touch = await touches(page);
    const panel = await page.getByRole('button', { name: 'AJUSTES' }).boundingBox();
    if (!panel) throw new Error('sin panel de ajustes');
    const x = panel.x + panel.width / 2;
    const y = Math.min(panel.y + panel.height / 2, 700);
    await touch('touchStart', [{ x, y, id: 1 }]);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', [{ x, y: y - step * 30, id: 1 }]);
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
