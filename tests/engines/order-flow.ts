/**
 * The whole order as a shopper makes it, the same in every engine: a photo made by the engine itself,
 * a size, a turn, Continuar, the print file's link, the form sent with its progress bar, the order on
 * disk, then the store's /buzon. Nothing here depends on the preview's pixel sizes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ENGINES_PASSWORD } from './app-server';
import { button, buttonStartingWith, exists, field, link, waitFor, waitForElement, type EnginePage } from './engine';

export interface Site {
  readonly baseURL: string;
  readonly inboxDir: string;
}

/** A 1600×1200 JPEG in four colour quadrants with some noise, encoded by the engine's own canvas. */
async function enginePhoto(page: EnginePage, engine: string): Promise<string> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    ['#d22', '#2b2', '#22d', '#dd2'].forEach((colour, i) => {
      context.fillStyle = colour;
      context.fillRect((i % 2) * 800, Math.floor(i / 2) * 600, 800, 600);
    });
    for (let i = 0; i < 4000; i += 1) {
      context.fillStyle = `hsl(${(i * 37) % 360} 80% 50%)`;
      context.fillRect((i * 397) % 1600, (i * 251) % 1200, 6, 6);
    }
    return canvas.toDataURL('image/jpeg', 0.92).split(',')[1] ?? '';
  });
  const path = join(tmpdir(), `mgm-motores-${engine}-${process.pid}.jpg`);
  await writeFile(path, Buffer.from(base64, 'base64'));
  return path;
}

/** The document is no wider than the viewport. */
export async function horizontalOverflow(page: EnginePage): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function designAndContinue(page: EnginePage, site: Site, engine: string): Promise<void> {
  await page.goto(`${site.baseURL}/`);
  const photoInput = "//input[@type='file' and @aria-label='Subir foto']";
  // The editor shows once its lazy part has arrived and the draft was read.
  await waitForElement(page, photoInput);
  await page.upload(photoInput, await enginePhoto(page, engine));
  await waitForElement(page, button('Quitar foto'), 30_000);
  await waitFor(page, 'la vista previa con la foto', () => performance.getEntriesByName('mgm:preview-repaint').length > 0, 30_000);
  await page.click(`//*[@aria-label='Medidas predefinidas']//button[normalize-space(.)='M 82x32']`);
  await page.click(button('Rotar 90°'));
  // 1600 px across 82 cm prints at Baja: the shopper accepts it.
  const consent = "//label[contains(normalize-space(.), 'puede verse pixelada')]/input[@type='checkbox']";
  if (await exists(page, consent)) await page.click(consent);
  await page.click(button('Continuar'));
  await waitFor(page, '/formulario con el diseño girado', () => location.pathname === '/formulario' && new URLSearchParams(location.search).get('rotacion') === '90');
}

/** Watches the send progress bar: every value it shows ("indeterminate" without one). */
function watchProgressBar(page: EnginePage): Promise<void> {
  return page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar) seen.push(bar.getAttribute('aria-valuenow') ?? 'indeterminate');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

interface Stored {
  readonly fields: Record<string, string>;
  readonly files: readonly { field: string; storedName: string; sha256: string }[];
  /** The design the inbox decoded from the order. */
  readonly design?: { readonly rotation: number; readonly sizeCode: string | null };
}

/** The stored order named `name`, once the inbox has written it. */
async function storedOrder(inboxDir: string, name: string): Promise<{ folder: string; record: Stored }> {
  for (const folder of await readdir(inboxDir)) {
    if (folder.startsWith('.')) continue;
    const record = JSON.parse(await readFile(join(inboxDir, folder, 'submission.json'), 'utf8').catch(() => '{}')) as Partial<Stored>;
    if (record.fields?.nombreModelo === name && record.files) return { folder: join(inboxDir, folder), record: { ...record, fields: record.fields, files: record.files } };
  }
  throw new Error(`no está el pedido «${name}» en ${inboxDir}`);
}

async function expectFilesIntact(folder: string, record: Stored): Promise<void> {
  const fields = record.files.map((file) => file.field);
  expect(fields).toEqual(expect.arrayContaining(['file', 'proof']));
  for (const file of record.files) {
    const bytes = await readFile(join(folder, file.storedName));
    expect(createHash('sha256').update(bytes).digest('hex'), file.field).toBe(file.sha256);
  }
}

/** The order from the editor to the inbox; returns the design's name, as /buzon lists it. */
export async function sendOrder(page: EnginePage, site: Site, engine: string): Promise<string> {
  const name = `Prueba ${engine}`;
  await designAndContinue(page, site, engine);
  // Reloaded, the form gets its photo back from the draft: it was stored (as bytes in WebKit's private
  // session, whose IndexedDB refuses Blobs).
  await page.goto(await page.url());
  await waitForElement(page, link('Descargar el PDF de impresión'), 90_000);
  // The form with its photo, proof and print review fits a phone.
  for (const width of [360, 390]) {
    await page.setViewport(width, 800);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await horizontalOverflow(page), `/formulario a ${width} px`).toBe(0);
  }
  await page.setViewport(1280, 900);
  await page.type(field('Nombre del diseño'), name);
  await page.type(field('Tu email'), 'ana@example.com');
  await watchProgressBar(page);
  await page.click(button('ENVIAR DISEÑO'));
  await waitForElement(page, buttonStartingWith('Diseño Enviado'), 60_000);
  const progress = await page.evaluate(() => (window as Window & { progressSeen?: string[] }).progressSeen ?? []);
  expect(progress.length, 'la barra de progreso del envío').toBeGreaterThan(0);
  const { folder, record } = await storedOrder(site.inboxDir, name);
  await expectFilesIntact(folder, record);
  expect(record.design).toMatchObject({ rotation: 90, sizeCode: 'M' });
  return name;
}

/** The store signs in to /buzon and finds the order. */
export async function buzonLists(page: EnginePage, site: Site, name: string): Promise<void> {
  await page.goto(`${site.baseURL}/buzon`);
  await waitFor(page, 'la entrada al buzón', () => location.pathname === '/buzon/entrar');
  await page.type(field('Clave'), ENGINES_PASSWORD);
  await page.click(button('Entrar'));
  await waitFor(page, 'la lista de pedidos', () => location.pathname === '/buzon' && document.querySelector('h1')?.textContent === 'Pedidos');
  const listed = await page.evaluate((wanted: string) => document.body.textContent?.includes(wanted) ?? false, name);
  expect(listed, `/buzon lista «${name}»`).toBe(true);
}
