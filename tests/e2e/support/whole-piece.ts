import { expect, type Page } from '@playwright/test';
import { PREVIEW_VIEWPORT_HEIGHT_SHARE } from '../../../src/domain/preview-frame';

/**
 * The whole piece is on screen and fills its room: the preview keeps the piece's proportions,
 * never exceeds its column, its room's height (from 1024 px, where the editor is one screen tall and
 * the room is what the centre column leaves) or else 70 % of the window's height, nor the window's
 * width, and one of those limits is what stops it (whatever the spec's scale would give). Nothing
 * inside it scrolls.
 */
export async function expectWholePiece(page: Page, widthCm: number, heightCm: number): Promise<void> {
  const preview = page.getByTestId('design-preview');
  await expect(preview).toBeVisible();
  const measured = await preview.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const room = element.parentElement;
    const column = room?.getBoundingClientRect().width ?? 0;
    const roomHeight = room && getComputedStyle(room).getPropertyValue('--preview-room').trim() === 'fill' ? room.getBoundingClientRect().height : null;
    const canvas = element.querySelector('canvas');
    return {
      left: box.left,
      width: box.width,
      height: box.height,
      column,
      canvas: canvas ? [canvas.clientWidth, canvas.clientHeight] : null,
      scrolls: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      viewport: [window.innerWidth, window.innerHeight],
      roomHeight,
    };
  });
  const [viewportWidth = 0, viewportHeight = 0] = measured.viewport;
  const label = `${widthCm}x${heightCm} en ${viewportWidth}x${viewportHeight}`;
  const heightLimit = measured.roomHeight ?? viewportHeight * PREVIEW_VIEWPORT_HEIGHT_SHARE;
  expect(measured.scrolls, label).toBe(false);
  // Before a photo the piece's place is CSS; once drawn, the canvas is exactly the preview's box.
  if (measured.canvas) expect(measured.canvas, label).toEqual([measured.width, measured.height]);
  expect(measured.left, label).toBeGreaterThanOrEqual(0);
  expect(measured.left + measured.width, label).toBeLessThanOrEqual(viewportWidth);
  expect(measured.width, label).toBeLessThanOrEqual(measured.column);
  expect(measured.height, label).toBeLessThanOrEqual(heightLimit);
  expect(Math.abs(measured.width / measured.height - widthCm / heightCm), label).toBeLessThan(0.02);
  const stoppedBySpace = measured.width >= measured.column - 1 || measured.height >= heightLimit - 2;
  expect(stoppedBySpace, `${label}: ${measured.width / widthCm} px/cm, no llena su lugar`).toBe(true);
}
