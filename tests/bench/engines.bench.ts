/**
 * Photo to painted preview in the editor at / (production build) for the 12, 24 and 48 MP photos in
 * Chromium, Firefox ESR and WebKitGTK side by side, the same run in each (editor-run.ts). The other
 * engines are driven as in `npm run test:engines`; one that is not installed is left out with a note.
 * Skipped with BENCH_EDITOR=0 or BENCH_ENGINES=0.
 */
import { test } from '@playwright/test';
import { waitForElement, type EnginePage } from '../engines/engine';
import { openFirefox } from '../engines/firefox';
import { openWebKit } from '../engines/webkit';
import { generatePhotos, PHOTOS, RUNS } from './bench-photos';
import { formatTable, median } from './bench-table';
import { editorRun } from './editor-run';

test.skip(process.env.BENCH_EDITOR === '0' || process.env.BENCH_ENGINES === '0', 'cross-engine benchmark turned off');

type Photos = Awaited<ReturnType<typeof generatePhotos>>;

/** Median first-preview time per photo, `run` choosing it in an editor page that is already open. */
async function previewTimes(run: (dataUrl: string) => Promise<{ preview: number }>, photos: Photos): Promise<string[]> {
  const times: string[] = [];
  for (const { dataUrl } of photos) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push((await run(dataUrl)).preview);
    times.push(median(runs).toFixed(0));
  }
  return times;
}

/** The same in Firefox or WebKit; an engine that cannot start is left out with a note. */
async function inEngine(open: () => Promise<EnginePage>, baseURL: string, photos: Photos): Promise<{ name: string; times: string[] }> {
  let page: EnginePage;
  try {
    page = await open();
  } catch (error) {
    console.log(`(${open.name} no arrancó: ${String(error)})`);
    return { name: open.name.replace(/^open/, ''), times: photos.map(() => '—') };
  }
  try {
    await page.setViewport(1280, 900);
    await page.goto(`${baseURL}/`);
    await waitForElement(page, "//*[@data-testid='design-preview']", 60_000);
    return { name: page.name, times: await previewTimes((dataUrl) => page.evaluate(editorRun, dataUrl), photos) };
  } finally {
    await page.close();
  }
}

test('cross-engine photo-to-preview benchmark', async ({ page, context, baseURL, browser }) => {
  if (!baseURL) throw new Error('no baseURL');
  const photos = await generatePhotos(context);
  // A background tab gets no animation frames: the editor must be the visible tab.
  await page.bringToFront();
  await page.goto('/');
  await page.getByTestId('design-preview').waitFor();
  const engines = [
    { name: `Chromium ${browser.version()}`, times: await previewTimes((dataUrl) => page.evaluate(editorRun, dataUrl), photos) },
    await inEngine(openFirefox, baseURL, photos),
    await inEngine(openWebKit, baseURL, photos),
  ];
  console.log(`\nPhoto to painted preview in the editor at / (production build), median of ${RUNS} runs (ms)\n`);
  const rows = PHOTOS.map(({ label }, i) => [label, ...engines.map((engine) => engine.times[i] ?? '—')]);
  console.log(formatTable(['Photo', ...engines.map((engine) => engine.name)], rows));
});
