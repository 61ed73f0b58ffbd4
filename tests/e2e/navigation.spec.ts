import { expect, test } from '@playwright/test';

const INFO_CHUNK = /\/assets\/info-route-[\w-]+\.js$/;

test.use({ viewport: { width: 360, height: 640 } });

test('mientras llega el código de la página siguiente, la actual queda con la barra de progreso, y la nueva empieza arriba', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(INFO_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  const home = page.getByRole('heading', { level: 1, name: 'Tu setup, tu diseño' });
  await expect(home).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('main').getByRole('link', { name: 'Más información' }).click();
  await expect(page).toHaveURL(/\/informacion$/);
  const progress = page.locator('[data-active]');
  await expect(progress).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando la página…' })).toHaveCount(1);
  await expect(home).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Conocé nuestros productos' })).toBeVisible();
  await expect(progress).toHaveAttribute('data-active', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(home).toBeVisible();
});
