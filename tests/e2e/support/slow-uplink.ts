/**
 * A phone's slow, flaky uplink in Chromium, through CDP network emulation, and a count of the bytes
 * the page hands to the network for uploads: every XMLHttpRequest's upload progress (tus-js-client
 * sends with XHR), its last `loaded` value, including requests cut by an outage. Shared by the
 * e2e spec and the benchmark.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { generatePhotos, photoBytes, PHOTOS } from '../../bench/bench-photos';
import { photoNode } from './stage';

/** Bits per second to CDP's bytes per second. */
const bytesPerSecond = (bitsPerSecond: number): number => bitsPerSecond / 8;

export async function emulateUplink(cdp: CDPSession, upBitsPerSecond: number, offline = false): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 60,
    downloadThroughput: bytesPerSecond(20_000_000),
    uploadThroughput: bytesPerSecond(upBitsPerSecond),
  });
}

/** Installed before the page's scripts: sums the upload bytes of every XHR the page sends. */
export async function countUploadBytes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent = new Map<XMLHttpRequest, number>();
    let firstSendAt = 0;
    const global = window as unknown as { uploadBytesSent: () => number; firstUploadAt: () => number };
    global.uploadBytesSent = () => [...sent.values()].reduce((sum, bytes) => sum + bytes, 0);
    global.firstUploadAt = () => firstSendAt;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      firstSendAt ||= performance.now();
      sent.set(this, 0);
      this.upload.addEventListener('progress', (event) => sent.set(this, Math.max(sent.get(this) ?? 0, event.loaded)));
      send.call(this, body);
    };
  });
}

/** When the page sent its first upload request (performance.now() in the page), 0 before. */
export function firstUploadAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { firstUploadAt: () => number }).firstUploadAt());
}

export function uploadBytesSent(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { uploadBytesSent: () => number }).uploadBytesSent());
}

/** The 48 MP photo written to disk, so it is chosen from a file as a shopper does. */
export async function photo48MpPath(context: BrowserContext): Promise<string> {
  const [generated] = await generatePhotos(context, PHOTOS.slice(-1));
  if (!generated) throw new Error('The lab page made no photo');
  const path = join(mkdtempSync(join(tmpdir(), 'mgm-uplink-')), 'foto-48mp.jpg');
  writeFileSync(path, photoBytes(generated.dataUrl));
  return path;
}

/** Editor with the photo, a size, then the filled form; the page is ready to send. */
export async function designOrder(page: Page, photoPath: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Subir foto').setInputFiles(photoPath);
  await expect.poll(async () => (await photoNode(page))?.bitmapWidth ?? 0, { timeout: 90_000 }).toBeGreaterThan(0);
  await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'L 90x40' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/formulario\?/);
  await page.getByRole('textbox', { name: /nombre del diseño/i }).fill('Enlace lento');
  await page.getByRole('textbox', { name: /tu email/i }).fill('lento@example.com');
}

export function sendProgressBar(page: Page) {
  return page.getByRole('progressbar', { name: 'Envío del diseño' });
}

export async function percentSent(page: Page): Promise<number> {
  const value = await sendProgressBar(page).getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
  return Number(value ?? 0);
}
