/**
 * The same photos through the real editor at / (production build): photo chosen in the "Subir foto"
 * input to the painted Konva preview, "Rotar 90°" click to the repainted preview, and the longest
 * main-thread task during all of it. Skipped with BENCH_EDITOR=0.
 */
import { test } from '@playwright/test';
import { generatePhotos, RUNS } from './bench-photos';
import { editorRun } from './editor-run';
import { formatTable, median } from './bench-table';

test.skip(process.env.BENCH_EDITOR === '0', 'editor benchmark turned off');

test('editor benchmark', async ({ page, context }) => {
  const photos = await generatePhotos(context);
  // A background tab gets no animation frames: the editor must be the visible tab.
  await page.bringToFront();
  await page.goto('/');
  // The editor mounts once the saved draft has been read.
  await page.getByTestId('design-preview').waitFor();
  const lines: string[][] = [];
  for (const { label, dataUrl } of photos) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await page.evaluate(editorRun, dataUrl));
    lines.push([
      label,
      median(runs.map((r) => r.preview)).toFixed(0),
      median(runs.flatMap((r) => r.rotate)).toFixed(1),
      Math.max(...runs.map((r) => r.longest)).toFixed(0),
    ]);
  }
  console.log(`\nImage pipeline, editor at / (production build), median of ${RUNS} runs (ms; rotate: ${RUNS * 4} clicks)\n`);
  console.log(formatTable(['Photo', 'First preview', 'Rotate→repaint', 'Longest main task'], lines));
});
