/**
 * A name on the pad, in Chromium against `npm start`: "SANTI" in two fonts, dragged on the preview,
 * undone and redone, sent. The proof shows the text where the preview drew it (the magenta ink's
 * centre, as a share of the frame), and the inbox's print file holds it as text in embedded fonts
 * (poppler's pdffonts and pdftotext). axe stays at zero with the text tools open.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCspViolations } from './support/csp';
import { e2eInboxDir, newFolders, submissionFolders } from './support/inbox';
import { keepSentForms, lastSentForm } from './support/multipart';
import { quadrantPhoto, uploadPhoto } from './support/photos';
import { PREVIEW_DESIGN_CANVAS } from './support/pictures';
import { repainted, type KonvaWindow } from './support/stage';

const MAGENTA = '#FF00FF';

interface LayerData {
  readonly xPct: number;
  readonly yPct: number;
  readonly font: string;
}

function textLayer(page: Page, index: number): Promise<LayerData | null> {
  return page.evaluate((i) => {
    const stage = (window as KonvaWindow).Konva?.stages.find((s) => s.container().closest('[data-testid="design-preview"]'));
    return (stage?.findOne(`.text-${i}`)?.getAttr('textLayer') as LayerData | undefined) ?? null;
  }, index);
}

/** The centre of the magenta ink of a picture, as shares of its width and height. */
async function magentaCentre(page: Page, source: { selector: string } | { jpeg: string }): Promise<{ x: number; y: number; count: number }> {
  return page.evaluate(async (from) => {
    let picture: CanvasImageSource & { width: number; height: number };
    if ('selector' in from) {
      const found = document.querySelector(from.selector);
      if (!(found instanceof HTMLCanvasElement)) throw new Error('no preview canvas');
      picture = found;
    } else {
      const bytes = Uint8Array.from(atob(from.jpeg), (c) => c.charCodeAt(0));
      picture = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    }
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sx = 0;
    let sy = 0;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 0) > 180 && (data[i + 1] ?? 255) < 90 && (data[i + 2] ?? 0) > 180) {
        const p = i / 4;
        sx += p % canvas.width;
        sy += Math.floor(p / canvas.width);
        count += 1;
      }
    }
    return { x: sx / count / canvas.width, y: sy / count / canvas.height, count };
  }, source);
}

async function addText(page: Page, n: number, words: string, font: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  const group = page.getByRole('group', { name: `Texto ${n}` });
  await group.getByRole('textbox', { name: `Texto ${n}` }).fill(words);
  await group.getByLabel('Fuente').selectOption({ label: font });
}

test('SANTI in two fonts: dragged, undone, redone, sent as vector text', async ({ page }) => {
  test.setTimeout(120_000);
  const cspViolations = await watchCspViolations(page);
  await keepSentForms(page);
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 2400, 1600), 'foto.jpg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'XL 100x60' }).click();

  await addText(page, 1, 'SANTI', 'Orbitron');
  await page.getByRole('group', { name: 'Texto 1' }).getByRole('textbox', { name: 'Color (hex)' }).fill(MAGENTA);
  await addText(page, 2, 'SANTI', 'Press Start 2P');
  const second = page.getByRole('group', { name: 'Texto 2' });
  await second.getByRole('spinbutton', { name: /Tamaño/ }).fill('4');
  await second.getByRole('button', { name: 'Negro' }).click();
  await expect(page.getByRole('application', { name: /con los textos «SANTI» en Orbitron y «SANTI» en Press Start 2P/ })).toBeVisible();
  await expect.poll(async () => (await textLayer(page, 1))?.font).toBe('press-start-2p');
  // Layer 2 sits on layer 1 (both centred): move it down with the keys first, so layer 1 can be grabbed.
  await expectNoAxeViolations(page);

  const preview = page.getByTestId('design-preview');
  await preview.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await textLayer(page, 1))?.yPct).toBeGreaterThan(70);

  const box = await preview.boundingBox();
  const start = await textLayer(page, 0);
  if (!box || !start) throw new Error('no preview or no text');
  const grab = { x: box.x + (start.xPct / 100) * box.width, y: box.y + (start.yPct / 100) * box.height };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x - box.width * 0.1, grab.y - box.height * 0.1, { steps: 5 });
  await page.mouse.move(grab.x - box.width * 0.2, grab.y - box.height * 0.25, { steps: 5 });
  await page.mouse.up();
  const moved = await textLayer(page, 0);
  expect(moved?.xPct).toBeCloseTo(start.xPct - 20, 0);
  expect(moved?.yPct).toBeCloseTo(start.yPct - 25, 0);

  await page.getByRole('button', { name: /Deshacer/ }).click();
  await expect.poll(async () => (await textLayer(page, 0))?.xPct).toBe(start.xPct);
  await page.getByRole('button', { name: /Rehacer/ }).click();
  await expect.poll(async () => (await textLayer(page, 0))?.xPct).toBe(moved?.xPct);
  await repainted(page);
  const drawnAt = await magentaCentre(page, { selector: PREVIEW_DESIGN_CANVAS });
  expect(drawnAt.count).toBeGreaterThan(50);

  // A 2400 px photo on 100 cm rates Baja: the shopper accepts it, as the editor asks.
  await page.getByRole('checkbox', { name: /Entiendo que mi foto/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?.*txt=/);
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Santi');
  await page.getByRole('textbox', { name: /tu email/i }).fill('santi@example.com');
  const review = page.getByRole('region', { name: 'Así se va a imprimir' });
  await expect(review.getByRole('status')).toContainText('Archivo de impresión listo', { timeout: 60_000 });
  await expectNoAxeViolations(page);

  const before = await submissionFolders();
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect.poll(() => page.evaluate(() => window.sentForms?.length ?? 0)).toBe(1);
  const sent = await lastSentForm(page);
  expect(sent.fields.message).toContain(`Texto 1: «SANTI» · Orbitron · 6 cm · ${MAGENTA}`);
  expect(sent.fields.message).toContain('Texto 2: «SANTI» · Press Start 2P · 4 cm · #000000');

  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const [folder] = await newFolders(before);
  if (!folder) throw new Error('no order stored');
  // The proof reached the inbox as an upload: the text is where the preview drew it.
  const proof = await readFile(join(e2eInboxDir, folder, 'proof.jpg'));
  const proofAt = await magentaCentre(page, { jpeg: proof.toString('base64') });
  expect(proofAt.count).toBeGreaterThan(50);
  expect(Math.abs(proofAt.x - drawnAt.x)).toBeLessThan(0.01);
  expect(Math.abs(proofAt.y - drawnAt.y)).toBeLessThan(0.01);
  const pdf = join(e2eInboxDir, folder, 'print.pdf');
  const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
  expect(fonts).toMatch(/Orbitron-Bold\S*\s+CID TrueType\s+Identity-H\s+yes/);
  expect(fonts).toMatch(/PressStart2P-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
  expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })).toContain('SANTI');
  // The fonts load in the page and in the worker under the app's own Content-Security-Policy.
  expect(await cspViolations()).toEqual([]);
});

test('the text tools and fonts load only when the shopper adds text', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page), 'foto.jpg');
  expect(fetched.filter((url) => /text-fields|\.woff/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Agregar texto' }).click();
  await expect(page.getByRole('textbox', { name: 'Texto 1' })).toBeVisible();
  await expect.poll(() => fetched.filter((url) => /\.woff/.test(url)).length).toBe(1);
  expect(fetched.some((url) => /text-fields/.test(url))).toBe(true);
});

test('at 360 px the text fields fit the screen and work', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page), 'foto.jpg');
  await addText(page, 1, 'SANTI', 'Anton');
  await addText(page, 2, 'MGM', 'Bebas Neue');
  await expect(page.getByRole('application', { name: /«SANTI» en Anton y «MGM» en Bebas Neue/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const field of await page.getByRole('group', { name: 'Texto 1' }).locator('input, select, button').all()) {
    const box = await field.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  await expectNoAxeViolations(page);
});
