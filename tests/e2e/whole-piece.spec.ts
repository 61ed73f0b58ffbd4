/**
 * The whole piece is always on screen: the largest size of each mode, and a circular rug, from
 * 320 to 2560 px wide, with no sideways page scroll and nothing scrolling
 * inside the preview; axe at 360 and 1280 px with a photo loaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { expectWholePiece } from './support/whole-piece';

// The widths the issue names, and the narrowest and widest screens the layout is built for.
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

const LARGEST: [tab: string, preset: string, widthCm: number, heightCm: number][] = [
  ['CLASSIC', 'XXL 140x100', 140, 100],
  ['PRO', 'XL 120x60', 120, 60],
  ['ALFOMBRA', 'XXL 140x100', 140, 100],
];

async function choose(page: Page, tab: string, preset: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: preset }).click();
}

for (const viewport of VIEWPORTS) {
  test(`la pieza entera a ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await uploadPhoto(page, await quadrantJpeg(page), 'cuadrantes.jpg');
    for (const [tab, preset, widthCm, heightCm] of LARGEST) {
      await choose(page, tab, preset);
      await expectWholePiece(page, widthCm, heightCm);
      await expectNoHorizontalScroll(page);
    }
    await page.getByRole('button', { name: 'Circular' }).click();
    await expect(page.getByRole('button', { name: 'Circular' })).toHaveAttribute('aria-pressed', 'true');
    await expectWholePiece(page, 140, 100);
    if (viewport.width === 360 || viewport.width === 1280) await expectNoAxeViolations(page);
  });
}
