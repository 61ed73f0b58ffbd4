/** The photos every benchmark measures, generated in Chromium on the lab page (nothing is committed). */
import type { BrowserContext, Page } from '@playwright/test';
import { labURL } from '../e2e/harness/lab-url';

interface PhotoSize {
  readonly label: string;
  readonly width: number;
  readonly height: number;
}

export const PHOTOS: readonly PhotoSize[] = [
  { label: '12 MP', width: 4000, height: 3000 },
  { label: '24 MP', width: 6000, height: 4000 },
  { label: '48 MP', width: 8000, height: 6000 },
];

export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface GeneratedPhoto {
  readonly label: string;
  readonly dataUrl: string;
}

/** A generated photo as a data URL, made on the lab page (the editor has no generator). */
async function photoDataUrl(lab: Page, width: number, height: number): Promise<string> {
  await lab.evaluate((size) => window.imageLab.bench.makePhoto(size.width, size.height), { width, height });
  return lab.evaluate(() => window.imageLab.bench.photoDataUrl());
}

/** Every photo of `sizes` as a JPEG data URL; the lab tab is closed again (a background tab gets no frames). */
export async function generatePhotos(context: BrowserContext, sizes: readonly PhotoSize[] = PHOTOS): Promise<GeneratedPhoto[]> {
  const lab = await context.newPage();
  await lab.goto(labURL);
  await lab.waitForSelector('body[data-ready="true"]');
  const photos: GeneratedPhoto[] = [];
  for (const { label, width, height } of sizes) photos.push({ label, dataUrl: await photoDataUrl(lab, width, height) });
  await lab.close();
  return photos;
}

/** The JPEG bytes of a generated photo's data URL, to hand to a file input or write to disk. */
export function photoBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
