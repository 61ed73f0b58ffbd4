/**
 * The photos of the photo-to-preview benchmark, as phones write them: JPEG at quality 0.88–0.92 with
 * an EXIF block (APP1, right after SOI, no JFIF) that holds the orientation in IFD0 and a 160x120
 * JPEG thumbnail in IFD1; the 12 MP one stored turned (Orientation 6). Also one without any EXIF (a
 * screenshot, an edited file) and a 48 MP one at quality 1 (about 31 MB). Pixels are made on the lab
 * page in Chromium (bench-photos.ts), the EXIF is written here; nothing is committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { labURL } from '../e2e/harness/lab-url';
import { phoneExifSegment } from '../unit/image-fixtures';
import { photoBytes } from './bench-photos';

export interface PhonePhoto {
  readonly label: string;
  readonly bytes: Buffer;
  /** The file on disk that the drivers choose in the page's file input. */
  readonly path: string;
}

interface PhonePhotoSpec {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  /** Less noise for a smaller file (see lab-tools.ts); 3 makes files of a phone's size at 0.9. */
  readonly noiseShift: number;
  /** Null: no EXIF at all. */
  readonly exif: { readonly orientation: number } | null;
}

const SPECS: readonly PhonePhotoSpec[] = [
  { label: '12 MP', width: 4000, height: 3000, quality: 0.9, noiseShift: 3, exif: { orientation: 6 } },
  { label: '48 MP', width: 8000, height: 6000, quality: 0.9, noiseShift: 3, exif: { orientation: 1 } },
  { label: '12 MP, no thumbnail', width: 4000, height: 3000, quality: 0.9, noiseShift: 3, exif: null },
  { label: '48 MP, quality 100', width: 8000, height: 6000, quality: 1, noiseShift: 6, exif: { orientation: 1 } },
];

/** BENCH_PHOTOS=12 (a comma list of labels' starts) picks some of the photos. */
export function chosenSpecs(): readonly PhonePhotoSpec[] {
  const wanted = process.env.BENCH_PHOTOS?.split(',').map((label) => label.trim());
  return wanted ? SPECS.filter((spec) => wanted.some((start) => spec.label.startsWith(start))) : SPECS;
}

/** The JPEG without its JFIF APP0 (phones write none), with `segment` right after SOI. */
function withSegment(jpeg: Buffer, segment: Buffer | null): Buffer {
  let rest = jpeg.subarray(2);
  if (rest[0] === 0xff && rest[1] === 0xe0) rest = rest.subarray(2 + rest.readUInt16BE(2));
  return Buffer.concat([jpeg.subarray(0, 2), ...(segment ? [segment] : []), rest]);
}

/**
 * Every chosen photo, made on the lab page (a tab of its own, closed again: a background tab gets no
 * frames) and written to `dir`.
 */
export async function generatePhonePhotos(context: BrowserContext, dir: string): Promise<PhonePhoto[]> {
  const lab = await context.newPage();
  await lab.goto(labURL);
  await lab.waitForSelector('body[data-ready="true"]');
  const photos: PhonePhoto[] = [];
  for (const spec of chosenSpecs()) {
    const made = await lab.evaluate((s) => window.imageLab.bench.phonePhoto(s.width, s.height, s.quality, s.noiseShift), spec);
    const segment = spec.exif ? Buffer.from(phoneExifSegment(spec.exif.orientation, photoBytes(made.thumbnail))) : null;
    const bytes = withSegment(photoBytes(made.photo), segment);
    const path = join(dir, `${spec.label.replace(/\W+/g, '-')}.jpg`);
    writeFileSync(path, bytes);
    photos.push({ label: spec.label, bytes, path });
  }
  await lab.close();
  return photos;
}
