/**
 * The order flow in Chromium against `npm start`: upload in the editor, choose a size, continue,
 * fill the form, send, and find the submission (image and proof) in the local inbox; then a
 * failing service (an error answer, a cut connection) and a retry that stores exactly one order.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { e2eBuildDir, e2eInboxDir, newFolders, submissionFolders, readSubmission } from './support/inbox';
import { quadrantPhoto, uploadPhoto } from './support/photos';
import { expectSamePicture, pixelsOf, PREVIEW_DESIGN_CANVAS } from './support/pictures';
import { expectPhotoRotation } from './support/stage';
import { acceptLowQuality } from './support/quality';

const INBOX = e2eInboxDir;
const BUILD_DIR = e2eBuildDir;

/** Editor: upload, choose Clasic M 82x32, mirror, continue to /formulario. */
async function designAndContinue(page: Page): Promise<void> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantPhoto(page, 600, 300, 'image/png'), 'cuadrantes.png', 'image/png');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'M 82x32' }).click();
  await page.getByRole('button', { name: 'Espejar', exact: true }).click();
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
}

async function fillForm(page: Page): Promise<void> {
  // Characters the design name does not accept are dropped as they are typed.
  await page.getByRole('textbox', { name: /nombre del diseño/i }).pressSequentially('Gato! Ñandú #2');
  await expect(page.getByRole('textbox', { name: /nombre del diseño/i })).toHaveValue('Gato Ñandú 2');
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  await page.getByRole('textbox', { name: /comentario/i }).fill('Con bordes cosidos negros');
}

interface Decoded {
  readonly width: number;
  readonly height: number;
  /** RGB at fractions of the picture: top-left, top-right, bottom-left, bottom-right quarters' centres. */
  readonly samples: [number, number, number][];
}

/** Decodes an image's bytes in Chromium and samples the centre of each quadrant. */
async function decode(page: Page, bytes: Buffer, type: string): Promise<Decoded> {
  return page.evaluate(
    async ({ base64, mime }) => {
      const binary = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([binary], { type: mime }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      const points: [number, number][] = [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ];
      const samples = points.map(([fx, fy]) => {
        const data = context.getImageData(Math.floor(bitmap.width * fx), Math.floor(bitmap.height * fy), 1, 1).data;
        return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] as [number, number, number];
      });
      return { width: bitmap.width, height: bitmap.height, samples };
    },
    { base64: bytes.toString('base64'), mime: type },
  );
}

function near(actual: [number, number, number], expected: [number, number, number]): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 48);
}

const RED: [number, number, number] = [255, 0, 0];
const GREEN: [number, number, number] = [0, 255, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const YELLOW: [number, number, number] = [255, 255, 0];

test('a designed pad travels from the editor to the inbox with its image and proof', async ({ page }) => {
  await designAndContinue(page);
  await expect(page.getByRole('img', { name: /vista previa de tu diseño: mousepad classic m 82x32/i })).toBeVisible();
  await fillForm(page);
  await expectNoAxeViolations(page);

  const before = await submissionFolders();
  // A double click sends once: the first click disables the button.
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).dblclick();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu diseño' })).toContainText('ana@example.com');
  await expectNoAxeViolations(page);

  const added = await newFolders(before);
  expect(added).toHaveLength(1);
  const folder = join(INBOX, added[0] ?? '');
  const record = await readSubmission(added[0] ?? '');

  expect(record.fields.subject).toBe('Mousepad Personalizado Gato Ñandú 2 M 82x32');
  expect(record.fields.nombreModelo).toBe('Gato Ñandú 2');
  expect(record.fields.email).toBe('ana@example.com');
  expect(record.fields.comentario).toBe('Con bordes cosidos negros');
  expect(record.fields.message?.split('\n')).toEqual([
    'Tipo: Mousepad Classic',
    'Circular: No',
    'Bordes: Redondeados',
    'Medida: M 82x32',
    'Precio estimado: $12.500',
    'Nombre: Gato Ñandú 2',
    'Comentario: Con bordes cosidos negros',
    'Alineación: centrado',
    'Justificación: centrado',
    'Espejado: Si',
    'Espejado vertical: No',
    'Ajuste de imagen: Cubrir (Recortando)',
    'Color de fondo: Negro',
    'Rotación: 0°',
    'Posición: 50% horizontal, 50% vertical',
    'Zoom: 1×',
    // 600 px across 82 cm (32.3 in): the shopper accepted printing it at Baja.
    'Calidad de impresión: Baja (18 ppp), aceptada por el cliente',
  ]);

  const byField = new Map(record.files.map((file) => [file.field, file]));
  const file = byField.get('file');
  const proof = byField.get('proof');
  if (!file || !proof) throw new Error(`Stored files: ${record.files.map((f) => f.field).join(', ')}`);
  for (const stored of [file, proof]) {
    const bytes = await readFile(join(folder, stored.storedName));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.sha256);
    expect(bytes.length).toBe(stored.size);
  }

  // The image is the shopper's photo itself, as it stands: neither the mirror nor a rotation is applied to it.
  const image = await decode(page, await readFile(join(folder, file.storedName)), file.type);
  expect([image.width, image.height]).toEqual([600, 300]);
  expect(near(image.samples[0] ?? [0, 0, 0], RED)).toBe(true);

  // The proof is what the preview showed: an 82×32 frame, photo covering it, mirrored.
  expect(proof.type).toBe('image/jpeg');
  expect(proof.size).toBeLessThanOrEqual(2 * 1024 * 1024);
  const picture = await decode(page, await readFile(join(folder, proof.storedName)), proof.type);
  expect([picture.width, picture.height]).toEqual([1600, Math.round((32 * 1600) / 82)]);
  const expected = [GREEN, RED, YELLOW, BLUE];
  const matches = picture.samples.map((rgb, index) => near(rgb, expected[index] ?? [0, 0, 0]));
  expect(matches, `proof quadrants ${JSON.stringify(picture.samples)}`).toEqual([true, true, true, true]);

  // The store's view of the inbox lists it.
  const listing = execFileSync('node', [join(BUILD_DIR, 'server', 'inbox-cli.js')], {
    env: { ...process.env, INBOX_DIR: INBOX },
    encoding: 'utf8',
  });
  expect(listing).toContain('Gato Ñandú 2');
  expect(listing).toContain('M 82x32');
});

test('a failing service shows why, keeps the values, and a retry stores the order once', async ({ page }) => {
  await designAndContinue(page);
  await fillForm(page);
  const before = await submissionFolders();

  let posts = 0;
  await page.route('**/f/mgm-local', async (route) => {
    posts += 1;
    if (posts === 1) {
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ code: 'INACTIVE', message: 'Form is inactive' }] }),
      });
    } else if (posts === 2) {
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });

  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  const retry = page.getByRole('button', { name: 'Error al Enviar 😔' });
  await expect(retry).toBeEnabled();
  await expect(page.getByRole('alert')).toContainText('pausado');

  await retry.click();
  await expect(page.getByRole('alert')).toContainText('Se cortó la conexión mientras enviábamos tu diseño');
  const resume = page.getByRole('button', { name: 'Reintentar envío' });
  await expect(resume).toBeEnabled();
  await expect(page.getByRole('textbox', { name: /nombre del diseño/i })).toHaveValue('Gato Ñandú 2');
  await expect(page.getByRole('textbox', { name: /tu email/i })).toHaveValue('ana@example.com');
  expect(await newFolders(before)).toEqual([]);

  await resume.click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  expect(posts).toBe(3);
  expect(await newFolders(before)).toHaveLength(1);
});

test('the order page fits a 360 px screen and keeps the design on the way back', async ({ page }) => {
  await designAndContinue(page);
  const search = new URL(page.url()).search;
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('img', { name: /vista previa de tu diseño/i })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  const back = page.getByRole('link', { name: 'Volver al editor — MGM Gamers' });
  await expect(back).toHaveAttribute('href', `/${search}`);
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'M 82x32' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Espejar', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the proof shows exactly what the preview showed: circle, contain, rotation, mirror, alignment', async ({ page }) => {
  await page.goto('/');
  const png = await quadrantPhoto(page, 600, 300, 'image/png');
  await page.getByRole('tab', { name: 'ALFOMBRA' }).click();
  await uploadPhoto(page, png, 'cuadrantes.png', 'image/png');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x60' }).click();
  await page.getByRole('button', { name: 'Rellenar' }).click();
  await page.getByRole('button', { name: 'Espejar', exact: true }).click();
  await page.getByRole('button', { name: 'Circular' }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await page.getByRole('button', { name: 'ALINEAR' }).click();
  await page.getByRole('button', { name: 'Derecha' }).click();
  await expectPhotoRotation(page, 90);
  const preview = await pixelsOf(page, PREVIEW_DESIGN_CANVAS, 150, 100);

  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const proof = page.getByRole('img', { name: /vista previa de tu diseño: alfombra l 90x60, circular/i });
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  const shown = await pixelsOf(page, 'img[src^="blob:"]', 150, 100);

  expectSamePicture(preview, shown);
});
