/**
 * Image pipeline benchmark on the lab page (real store, real worker): for 12, 24 and 48 MP photos,
 * the median of several runs of each step, the longest main-thread task during our work, and two
 * references measured in the same run: the old main-thread rotate-and-encode and the worker floor of
 * a re-encoded upload (decode, draw, encode). The upload file is the photo itself, losslessly
 * stripped, made once per photo whatever the rotation: after the rotate clicks it is asked again.
 */
import { test, type Page } from '@playwright/test';
import { labURL } from '../e2e/harness/lab-url';
import { PHOTOS, RUNS } from './bench-photos';
import { formatTable, median, type Measured } from './bench-table';

async function measurePhoto(page: Page, width: number, height: number) {
  const megabytes = (await page.evaluate((size) => window.imageLab.bench.makePhoto(size.width, size.height), { width, height })) / 1e6;
  const rows: Record<string, Measured[]> = { preview: [], rotate: [], upload: [], floor: [], reference: [], again: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const result = await page.evaluate(async () => {
      const { bench } = window.imageLab;
      const preview = await bench.firstPreview();
      // A fresh upload file: the lab prepares none when the photo loads.
      const upload = await bench.uploadFile();
      const floor = await bench.floor();
      const rotate = [];
      for (let click = 0; click < 4; click += 1) rotate.push(await bench.rotateRepaint());
      // Rotate clicks start nothing: asked again, the photo's one upload file is already made.
      const again = await bench.uploadFile();
      const reference = await bench.mainThreadReference(90);
      return { preview, upload, floor, rotate, reference, again };
    });
    rows.preview?.push(result.preview);
    rows.upload?.push(result.upload);
    rows.floor?.push({ ms: result.floor, longest: 0 });
    rows.rotate?.push(...result.rotate);
    rows.reference?.push(result.reference);
    rows.again?.push(result.again);
  }
  return { megabytes, rows };
}

test('image pipeline benchmark', async ({ page }) => {
  await page.goto(labURL);
  await page.waitForSelector('body[data-ready="true"]');
  const lines: string[][] = [];
  for (const { label, width, height } of PHOTOS) {
    const { megabytes, rows } = await measurePhoto(page, width, height);
    const get = (key: string) => rows[key] ?? [];
    const ours = [...get('preview'), ...get('rotate'), ...get('upload'), ...get('again')];
    const upload = median(get('upload').map((m) => m.ms));
    const floor = median(get('floor').map((m) => m.ms));
    lines.push([
      label,
      megabytes.toFixed(1),
      median(get('preview').map((m) => m.ms)).toFixed(0),
      median(get('rotate').map((m) => m.ms)).toFixed(1),
      upload.toFixed(0),
      floor.toFixed(0),
      (upload / floor).toFixed(2),
      median(get('again').map((m) => m.ms)).toFixed(0),
      Math.max(...ours.map((m) => m.longest)).toFixed(0),
      median(get('reference').map((m) => m.ms)).toFixed(0),
      median(get('reference').map((m) => m.longest)).toFixed(0),
    ]);
  }
  console.log(`\nImage pipeline, lab page, median of ${RUNS} runs (ms; rotate: ${RUNS * 4} clicks)\n`);
  console.log(
    formatTable(
      ['Photo', 'MB', 'First preview', 'Rotate→repaint', 'Upload file', 'Re-encode floor', 'Upload/floor', 'Upload file after rotating', 'Longest main task', 'Main-thread ref. 90°', 'Ref. longest task'],
      lines,
    ),
  );
});
