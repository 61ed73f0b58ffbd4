import { expect, type Page } from '@playwright/test';
import { photoNode } from './stage';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * A photo made by the browser itself, in four colour quadrants: red, green on top; blue, yellow
 * below. Exact colours make every fit, turn and mirror easy to check by pixel.
 */
export async function quadrantPhoto(page: Page, width = 1200, height = 800, type: PhotoType = 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const halfW = w / 2;
      const halfH = h / 2;
      const quadrants: [string, number, number][] = [
        ['#ff0000', 0, 0],
        ['#00ff00', halfW, 0],
        ['#0000ff', 0, halfH],
        ['#ffff00', halfW, halfH],
      ];
      for (const [colour, x, y] of quadrants) {
        context.fillStyle = colour;
        context.fillRect(x, y, halfW, halfH);
      }
      return canvas.toDataURL(mime, 0.95).split(',')[1] ?? '';
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The 1200×800 JPEG most specs use. */
export const quadrantJpeg = (page: Page): Promise<Buffer> => quadrantPhoto(page);

/** Chooses a photo in the editor's file input and waits for the preview to draw it. */
export async function uploadPhoto(page: Page, buffer: Buffer, name = 'foto.jpg', mimeType: PhotoType = 'image/jpeg'): Promise<void> {
  await page.getByLabel('Subir foto').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await photoNode(page))?.bitmapWidth ?? 0).toBeGreaterThan(0);
}
