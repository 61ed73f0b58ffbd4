/**
 * Cancelling a 48 MP decode on the lab page (real store, real worker): a new photo chosen while the
 * previous one decodes terminates the busy worker; the figure is the time from choosing the small
 * photo to its preview, against the same small photo on an idle worker.
 */
import { test } from '@playwright/test';
import { labURL } from '../e2e/harness/lab-url';
import { RUNS } from './bench-photos';
import { formatTable, median } from './bench-table';

test('cancel benchmark', async ({ page }) => {
  await page.goto(labURL);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => window.imageLab.bench.makePhoto(8000, 6000));
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await page.evaluate(async () => {
        const lab = window.imageLab;
        const small = await lab.encodePixels(2, 2, new Array(16).fill(200), 'image/png');
        const alone = performance.now();
        await lab.loadImage(small, 'chica.png');
        const idle = performance.now() - alone;
        const big = await lab.bench.photoBlob();
        const decoding = lab.loadImage(big, 'grande.jpg');
        // Well inside the 48 MP decode (about 0.5 s), as a shopper changing their mind would.
        await new Promise((resolve) => setTimeout(resolve, 150));
        const chosen = performance.now();
        await lab.loadImage(small, 'chica.png');
        const afterCancel = performance.now() - chosen;
        const abandoned = await decoding;
        return { idle, afterCancel, abandoned };
      }),
    );
  }
  if (runs.some((run) => run.abandoned)) throw new Error('the 48 MP photo replaced the newer one');
  console.log(`\nCancelling a 48 MP decode, lab page, median of ${RUNS} runs (ms)\n`);
  console.log(
    formatTable(
      ['Small photo to preview, idle worker', 'Same, right after cancelling a 48 MP decode'],
      [[median(runs.map((r) => r.idle)).toFixed(0), median(runs.map((r) => r.afterCancel)).toFixed(0)]],
    ),
  );
});
