/**
 * Hostile input and faults cost the shopper nothing: bad files get their message and the editor keeps
 * working, hostile query strings render a safe design, markup typed into the form stays text, and a
 * submission that fails in any way shows why and a retry stores it exactly once.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '../../src/domain/image-limits';
import { newFolders, readSubmission, submissionFolders } from './support/inbox';
import { quadrantJpeg, uploadPhoto } from './support/photos';
import { drawsMarkedPhoto, expectPhotoRotation, markPhoto } from './support/stage';
import { acceptLowQuality } from './support/quality';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, well-formed PNG whose header claims `width × height` pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid JPEG padded with comment segments to `bytes` bytes: large on disk, small in pixels. */
function paddedJpeg(jpeg: Buffer, bytes: number): Buffer {
  const segment = Buffer.alloc(65_535 + 2, 0x41);
  segment.set([0xff, 0xfe, 0xff, 0xff]);
  const count = Math.ceil((bytes - jpeg.length) / segment.length);
  return Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: count }, () => segment), jpeg.subarray(2)]);
}

const badFiles: [string, string, (jpeg: Buffer) => Buffer, RegExp][] = [
  ['animacion.gif', 'image/gif', () => Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9', 'latin1'), /GIF/],
  ['foto.webp', 'image/webp', () => Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00', 'latin1'), /WebP/],
  ['logo.svg', 'image/svg+xml', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), /SVG/],
  ['notas.txt', 'text/plain', () => Buffer.from('esto no es una foto'), /texto/],
  ['vacio.jpg', 'image/jpeg', () => Buffer.alloc(0), /vacío/],
  ['cortada.jpg', 'image/jpeg', (jpeg) => jpeg.subarray(0, Math.floor(jpeg.length / 2)), /dañada/],
  ['gigante.png', 'image/png', () => pngClaiming(20_000, 20_000), /400 megapíxeles/],
];

test('every bad file gets its message, and the editor keeps the photo and keeps working', async ({ page }) => {
  await page.goto('/');
  const jpeg = await quadrantJpeg(page);
  await uploadPhoto(page, jpeg, 'buena.jpg');
  await markPhoto(page);

  for (const [name, mimeType, make, message] of badFiles) {
    await page.getByLabel('Cambiar foto').setInputFiles({ name, mimeType, buffer: make(jpeg) });
    await expect(page.getByRole('alert').filter({ hasText: message }), name).toBeVisible({ timeout: 20_000 });
    expect(await drawsMarkedPhoto(page), name).toBe(true);
  }
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await expectPhotoRotation(page, 90);
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
});

test('a 30 MB JPEG is taken, and what leaves the browser is under the 25 MB limit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const big = paddedJpeg(await quadrantJpeg(page), 30 * 1024 * 1024);
  expect(big.length).toBeGreaterThan(30 * 1024 * 1024);
  await uploadPhoto(page, big, 'enorme.jpg');
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const before = await submissionFolders();
  await fillAndSend(page, 'Enorme', 'Sin comentarios');
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 60_000 });
  const [folder] = await newFolders(before);
  const stored = (await readSubmission(folder ?? '')).files.find((file) => file.field === 'file');
  expect(stored?.size).toBeLessThan(MAX_UPLOAD_BYTES);
});

const hostile = [
  'mode=Hacker&widthCm=99999&heightCm=-5&rotacion=45&isCircular=true&selectedClient=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'mode=Clasic&isCircular=true&Align=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&imageMode=%22%3E%3Cb%3E&selectedColor=rojo',
  'mode=Pro&selectedClient=XXLA&widthCm=NaN&heightCm=1e9&isMirrored=maybe&rotacion=-90',
];

for (const route of ['/', '/formulario']) {
  test(`hostile query strings on ${route} render a safe design`, async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`un valor de la URL abrió un diálogo: ${dialog.message()}`);
    });
    for (const query of hostile) {
      await page.goto(`${route}?${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own tarifa block (#tarifa-data, JSON the server writes once the store saved a tarifa) is no query's.
      await expect(page.locator('script:not([src]):not(#tarifa-data), b, img[src="x"]')).toHaveCount(0);
      await expect(page.getByText(/NaN|undefined|99999|Hacker|rojo/)).toHaveCount(0);
    }
    if (route === '/') {
      // Every mode has the circle (issue 31): a pad opened with isCircular=true is round, with no edges to choose.
      await page.goto('/?mode=Clasic&isCircular=true&bordes=%3Cscript%3E');
      await expect(page.getByRole('tab', { name: 'CLASSIC', selected: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Circular' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('group', { name: 'Bordes' })).toHaveCount(0);
    }
  });
}

async function fillAndSend(page: Page, name: string, comment: string): Promise<void> {
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill(name);
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  await page.getByRole('textbox', { name: /comentario/i }).fill(comment);
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
}

async function designAndContinue(page: Page): Promise<void> {
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page));
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'M 82x32' }).click();
  await acceptLowQuality(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
}

test('markup and very long text typed into the form stay inert text', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`el texto del formulario abrió un diálogo: ${dialog.message()}`);
  });
  await designAndContinue(page);
  const before = await submissionFolders();
  const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await page.getByRole('textbox', { name: /nombre del diseño/i }).pressSequentially(`Gato ${markup}`);
  await expect(page.getByRole('textbox', { name: /nombre del diseño/i })).toHaveValue(/^Gato img srcx onerroralert1scriptalert2script$/);
  await page.getByRole('textbox', { name: /tu email/i }).fill('ana@example.com');
  await page.getByRole('textbox', { name: /comentario/i }).fill(`${markup} ${'x'.repeat(5000)}`);
  await expect(page.getByRole('textbox', { name: /comentario/i })).toHaveValue(/^.{1000}$/s);
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  const [folder] = await newFolders(before);
  const { fields } = await readSubmission(folder ?? '');
  expect(fields.comentario?.startsWith(markup)).toBe(true);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('a server error with a non-JSON body shows the error, and a retry stores the order once', async ({ page }) => {
  await designAndContinue(page);
  const before = await submissionFolders();
  let posts = 0;
  await page.route('**/f/mgm-local', async (route) => {
    posts += 1;
    if (posts === 1) await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    else await route.continue();
  });
  await fillAndSend(page, 'Reintento', 'Hola');
  const retry = page.getByRole('button', { name: 'Error al Enviar 😔' });
  await expect(retry).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos enviar tu diseño' })).toBeVisible();
  expect(await newFolders(before)).toEqual([]);
  await retry.click();
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeDisabled({ timeout: 30_000 });
  expect(posts).toBe(2);
  expect(await newFolders(before)).toHaveLength(1);
});
