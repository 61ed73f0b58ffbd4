/**
 * Any background colour and the vertical mirror (issue 22) in Chromium against `npm start`: the
 * eyedropper's tap on the preview sets the colour and the proof is painted with it; the vertical
 * mirror's proof is the preview; every new control works from the keyboard at 360 px, with axe and
 * the CSP silent.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantPhoto, uploadPhoto } from './support/photos';
import { expectSamePicture, pixelsOf, PREVIEW_DESIGN_CANVAS } from './support/pictures';
import { acceptLowQuality } from './support/quality';
import { repainted } from './support/stage';

const preview = (page: Page) => page.getByTestId('design-preview');
const hexField = (page: Page) => page.getByRole('textbox', { name: 'Código de color' });

/** A 600x300 PNG of four exact quadrants (red, green / blue, yellow) on a 25x25 Clasic, contained: bands of background above and below. */
async function containedSquare(page: Page): Promise<void> {
  await uploadPhoto(page, await quadrantPhoto(page, 600, 300, 'image/png'), 'cuadrantes.png', 'image/png');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'S 25x25' }).click();
  await page.getByRole('button', { name: 'Rellenar' }).click();
}

async function openOtherColour(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'COLOR DE FONDO' }).click();
  await page.getByRole('button', { name: 'Otro color' }).click();
  await expect(hexField(page)).toBeVisible();
}

/** RGB distance of two #RRGGBB colours. */
function distance(a: string, b: string): number {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, i) => value - (y[i] ?? 0)));
}

/** The colour of the proof image at fractions of its size. */
function proofColourAt(page: Page, fx: number, fy: number): Promise<number[]> {
  return page.getByRole('img', { name: /vista previa de tu diseño/i }).evaluate(
    (img: HTMLImageElement, [x, y]) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(img, 0, 0);
      return Array.from(context.getImageData(Math.floor(x * canvas.width), Math.floor(y * canvas.height), 1, 1).data.slice(0, 3));
    },
    [fx, fy] as const,
  );
}

test('the eyedropper’s tap on the photo sets the background, and the proof is painted with it', async ({ page }) => {
  // Chromium on a desktop has EyeDropper, whose screen-wide picker a test cannot drive: without it the tap is the eyedropper.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'EyeDropper');
  });
  await page.goto('/');
  await containedSquare(page);
  await openOtherColour(page);
  await page.getByRole('button', { name: 'Tomar color de la foto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tocá la foto' })).toBeVisible();

  const box = await preview(page).boundingBox();
  if (!box) throw new Error('no preview');
  // A tap on the background band misses the photo and says so; the green quadrant is the photo's top right.
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.1);
  await expect(page.getByRole('status').filter({ hasText: 'Ese punto no es parte de la foto' })).toBeVisible();
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.37);
  await expect(hexField(page)).toHaveValue(/^#?00FF00$/i);

  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/selectedColor=custom.*customColor=00FF00/);
  await expect(page.getByText('#00FF00', { exact: true })).toBeVisible();
  const proof = page.getByRole('img', { name: /vista previa de tu diseño/i });
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  for (const [fx, fy] of [[0.5, 0.1], [0.1, 0.9], [0.9, 0.05]] as const) {
    const [r = -1, g = -1, b = -1] = await proofColourAt(page, fx, fy);
    // The JPEG's rounding only: a wrong colour is off by far more.
    const near = Math.abs(r) <= 6 && Math.abs(g - 255) <= 6 && Math.abs(b) <= 6;
    expect(near, `proof background at ${fx},${fy}: ${r},${g},${b}`).toBe(true);
  }
});

test('the vertical mirror’s proof is the preview, pixel for pixel', async ({ page }) => {
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 600, 300, 'image/png'), 'cuadrantes.png', 'image/png');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await page.getByRole('button', { name: 'Rellenar' }).click();
  await page.getByRole('button', { name: 'Espejar vertical' }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await page.getByRole('button', { name: 'COLOR DE FONDO' }).click();
  await page.getByRole('button', { name: 'Otro color' }).click();
  await hexField(page).fill('1E90FF');
  await repainted(page);
  const shownInEditor = await pixelsOf(page, PREVIEW_DESIGN_CANVAS, 180, 80);

  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/isMirroredVertical=true.*customColor=1E90FF/);
  const proof = page.getByRole('img', { name: /vista previa de tu diseño/i });
  await expect(proof).toHaveAccessibleName(/espejado vertical: si/i);
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  expectSamePicture(shownInEditor, await pixelsOf(page, 'img[src^="blob:"]', 180, 80));
});

test('the new controls work from the keyboard at 360 px, with axe and the CSP silent', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const violations = await watchCspViolations(page);
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'EyeDropper');
  });
  await page.goto('/');
  await containedSquare(page);

  const vertical = page.getByRole('button', { name: 'Espejar vertical' });
  await vertical.focus();
  await page.keyboard.press('Enter');
  await expect(vertical).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(vertical).toHaveAttribute('aria-pressed', 'false');

  const background = page.getByRole('button', { name: 'COLOR DE FONDO' });
  await background.focus();
  await page.keyboard.press('Enter');
  const other = page.getByRole('button', { name: 'Otro color' });
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-pressed', 'true');

  // The photo's own colours: one keypress each.
  // The photo's four quadrants lead; a blend from their shrunk edges may come fifth.
  const swatches = page.getByRole('group', { name: 'Colores de tu foto' }).getByRole('button');
  await expect(swatches.first()).toBeVisible();
  const offered = (await swatches.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) => label.slice('Usar '.length));
  expect(offered.length).toBeGreaterThanOrEqual(4);
  for (const pure of ['#FF0000', '#00FF00', '#0000FF', '#FFFF00']) {
    expect(offered.slice(0, 4).some((colour) => distance(colour, pure) < 24), `${pure} among ${offered.join(' ')}`).toBe(true);
  }
  const first = offered[0] ?? '';
  await swatches.first().focus();
  await page.keyboard.press('Enter');
  await expect(hexField(page)).toHaveValue(first);
  await expect(swatches.first()).toHaveAttribute('aria-pressed', 'true');

  // The hex field.
  await hexField(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('abcdef');
  await expect(hexField(page)).toHaveValue('#ABCDEF');

  // The picker's hue slider moves with the arrows.
  const hue = page.getByRole('slider', { name: 'Tono' });
  await hue.focus();
  await page.keyboard.press('ArrowRight');
  await expect(hexField(page)).not.toHaveValue('#ABCDEF');

  // The eyedropper: Enter turns it on, the arrows move its crosshair from the centre (the photo's
  // middle, where four quadrants meet) into the yellow one, Enter picks.
  await page.getByRole('button', { name: 'Tomar color de la foto' }).focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('button', { name: 'Tomar el color de la foto en este punto' });
  await expect(overlay).toBeFocused();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(hexField(page)).toHaveValue(/^#?FFFF00$/i);
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tomar color de la foto' })).toBeFocused();

  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  expect(await violations()).toEqual([]);
});
