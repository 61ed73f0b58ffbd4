import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { recordScripts } from './support/scripts';

const PAGES = ['/home', '/informacion', '/calculadora', '/formulario', '/'] as const;
const PAGES_WITHOUT_EDITOR = ['/home', '/informacion', '/calculadora'] as const;

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const width of [1280, 360]) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path} carga, no se desplaza de costado y pasa axe`, async ({ page }) => {
        await openPage(page, path);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      });
    }

    test('una ruta desconocida termina en / y Atrás no vuelve a ella', async ({ page }) => {
      await openPage(page, '/home');
      await page.goto('/no-existe/de-verdad');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tu setup, tu diseño' })).toBeVisible();
    });

    test('la calculadora cotiza en el navegador', async ({ page }) => {
      await openPage(page, '/calculadora');
      const price = page.locator('[aria-live="polite"]');
      await page.getByLabel(/LARGO/).fill('45');
      await page.getByLabel(/ANCHO/).fill('35');
      await page.getByRole('button', { name: 'COTIZAR' }).click();
      await expect(price).toContainText('$9.500');
      await expect(price).toContainText('$9.500');

      await page.getByRole('button', { name: 'PRO' }).click();
      await expect(page.getByText('Para el modo Pro, la medida mínima es 25x25 cm.')).toBeVisible();
      await page.getByLabel(/LARGO/).fill('300');
      await page.getByLabel(/ANCHO/).fill('60');
      await expect(page.getByLabel(/LARGO/)).toHaveValue('120');
      await page.getByRole('button', { name: 'COTIZAR' }).click();
      await expect(price).toContainText('$69.000');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('a 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('el menú hamburguesa muestra los enlaces', async ({ page }) => {
    await openPage(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const toggle = nav.getByRole('button', { name: 'Abrir menú' });
    await expect(nav.getByRole('link', { name: 'Más información' })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Tienda/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Más información' }).click();
    await expect(page).toHaveURL(/\/informacion$/);
    await expect(nav.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });
});

test('solo el editor descarga Konva', async ({ browser }) => {
  const scriptsOf = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorder = recordScripts(page);
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    const bodies = await recorder.bodies();
    await context.close();
    return bodies;
  };

  const editorScripts = await scriptsOf('/');
  const konvaChunks = [...editorScripts].filter(([, body]) => body.includes('Konva')).map(([url]) => url);
  expect(konvaChunks, 'el editor usa Konva').not.toEqual([]);

  for (const path of PAGES_WITHOUT_EDITOR) {
    const scripts = await scriptsOf(path);
    expect(scripts.size, `${path} carga su JavaScript`).toBeGreaterThan(0);
    for (const url of konvaChunks) expect([...scripts.keys()], path).not.toContain(url);
    for (const [url, body] of scripts) expect(body.includes('Konva'), `${path}: ${url}`).toBe(false);
  }
});
