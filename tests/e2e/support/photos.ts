import { expect, type Page } from '@playwright/test';

/** A JPEG made by the browser itself: four colour quadrants (red, green / blue, yellow). */
export async function quadrantJpeg(page: Page, width = 1200, height = 800): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
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
      return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Chooses `jpeg` in the editor's file input and waits for the preview to draw it. */
export async function uploadPhoto(page: Page, jpeg: Buffer, name = 'foto.jpg'): Promise<void> {
  await page.getByLabel('Subir foto').setInputFiles({ name, mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('design-preview')).toHaveAttribute('data-image-id', /.+/);
}
