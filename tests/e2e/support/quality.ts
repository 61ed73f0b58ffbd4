import type { Page } from '@playwright/test';

/**
 * Ticks the Baja-quality consent in the editor. The generated photos the specs use are small
 * (1200x800 and less), so most sizes print them at Baja and Continuar waits for this; a spec
 * calls it only where the quality is Baja, and it fails if the checkbox is not there.
 */
export async function acceptLowQuality(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Entiendo que mi foto puede verse pixelada en este tamaño' }).check();
}
