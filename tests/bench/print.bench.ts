/**
 * Print file benchmark on the lab page (real worker): for 12, 24 and 48 MP photos on the largest
 * size of each mode, the median time from asking for the print PDF to having it beside the median of
 * one full decode of the same photo in the same run (goal: build ≤ 0.3 × decode), the longest
 * main-thread task meanwhile, the PDF's size beside the photo's (goal: ≤ 1.02 × the photo + 50 KB),
 * the embedded image's pixels and density; and the proof JPEG, also composed in the worker, with its
 * longest main-thread task.
 */
import { test } from '@playwright/test';
import { initialDesign, type DesignConfig } from '../../src/domain/design';
import { labURL } from '../e2e/harness/lab-url';
import { PHOTOS } from './bench-photos';
import { formatTable, median } from './bench-table';

const SIZES: readonly DesignConfig[] = [
  { ...initialDesign('Clasic'), sizeCode: 'XXXL', widthCm: 140, heightCm: 100 },
  { ...initialDesign('Pro'), sizeCode: 'XLP', widthCm: 120, heightCm: 60 },
  { ...initialDesign('Alfombra'), sizeCode: 'XXLA', widthCm: 140, heightCm: 100 },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

test('print file benchmark', async ({ page }) => {
  await page.goto(labURL);
  await page.waitForSelector('body[data-ready="true"]');
  const lines: string[][] = [];
  for (const { label, width, height } of PHOTOS) {
    await page.evaluate((size) => window.imageLab.bench.makePhoto(size.width, size.height), { width, height });
    // The proof is drawn from the loaded photo's preview bitmap, as on /formulario.
    await page.evaluate(() => window.imageLab.bench.firstPreview());
    const decodes = [];
    for (let run = 0; run < RUNS; run += 1) decodes.push(await page.evaluate(() => window.imageLab.bench.decode()));
    const decodeMs = median(decodes);
    for (const design of SIZES) {
      const runs = [];
      const proofs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await page.evaluate((d) => window.imageLab.bench.printFile(d), design));
        proofs.push(await page.evaluate((d) => window.imageLab.bench.proof(d), design));
      }
      const last = runs.at(-1);
      const buildMs = median(runs.map((r) => r.ms));
      const size = last?.size ?? 0;
      const photoSize = last?.photoSize ?? 0;
      lines.push([
        label,
        `${design.mode} ${design.widthCm}x${design.heightCm}`,
        buildMs.toFixed(0),
        decodeMs.toFixed(0),
        (buildMs / decodeMs).toFixed(2),
        Math.max(...runs.map((r) => r.longest)).toFixed(0),
        (size / 1e6).toFixed(2),
        (photoSize / 1e6).toFixed(2),
        ((size - photoSize) / 1024).toFixed(1),
        `${last?.width ?? 0}×${last?.height ?? 0}`,
        (last?.ppi ?? 0).toFixed(0),
        median(proofs.map((p) => p.ms)).toFixed(0),
        Math.max(...proofs.map((p) => p.longest)).toFixed(0),
      ]);
    }
  }
  console.log(`\nPrint file (PDF) in the worker, lab page, median of ${RUNS} runs (ms)\n`);
  console.log(
    formatTable(
      ['Photo', 'Size (cm)', 'Print file', 'One decode', 'Print/decode', 'Longest main task', 'PDF MB', 'Photo MB', 'PDF − photo (KB)', 'Image px', 'ppi', 'Proof', 'Proof longest task'],
      lines,
    ),
  );
});
