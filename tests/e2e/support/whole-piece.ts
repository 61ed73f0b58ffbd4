import { expect, type Page } from '@playwright/test';
import { framePixels } from '../../../src/domain/geometry';
import { PREVIEW_VIEWPORT_HEIGHT_SHARE } from '../../../src/domain/preview-frame';

/**
 * The whole piece is on screen: the preview keeps the piece's proportions, never exceeds the
 * spec's scale, 70 % of the window's height or the window's width, and is at the spec's scale
 * unless its column or the height limit is what stops it. Nothing inside it scrolls.
 */
export async function expectWholePiece(page: Page, widthCm: number, heightCm: number): Promise<void> {
  const preview = page.getByTestId('design-preview');
  await expect(preview).toBeVisible();
  const measured = await preview.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const column = element.parentElement?.getBoundingClientRect().width ?? 0;
    const canvas = element.querySelector('canvas');
    return {
      left: box.left,
      width: box.width,
      height: box.height,
      column,
      canvas: [canvas?.clientWidth ?? 0, canvas?.clientHeight ?? 0],
      scrolls: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      viewport: [window.innerWidth, window.innerHeight],
      narrow: window.matchMedia('(max-width: 768px)').matches,
    };
  });
  const [viewportWidth = 0, viewportHeight = 0] = measured.viewport;
  const label = `${widthCm}x${heightCm} en ${viewportWidth}x${viewportHeight}`;
  const fullWidth = framePixels(widthCm, measured.narrow);
  const heightLimit = viewportHeight * PREVIEW_VIEWPORT_HEIGHT_SHARE;
  expect(measured.scrolls, label).toBe(false);
  expect(measured.canvas, label).toEqual([measured.width, measured.height]);
  expect(measured.left, label).toBeGreaterThanOrEqual(0);
  expect(measured.left + measured.width, label).toBeLessThanOrEqual(viewportWidth);
  expect(measured.width, label).toBeLessThanOrEqual(Math.min(fullWidth, measured.column));
  expect(measured.height, label).toBeLessThanOrEqual(heightLimit);
  expect(Math.abs(measured.width / measured.height - widthCm / heightCm), label).toBeLessThan(0.02);
  const atSpecScale = measured.width === fullWidth;
  const stoppedBySpace = measured.width >= measured.column - 1 || measured.height >= heightLimit - 2;
  expect(atSpecScale || stoppedBySpace, `${label}: escala ${measured.width / widthCm} px/cm sin motivo`).toBe(true);
}
