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

interface EngineFigures {
  readonly name: string;
  /** Median ms from choosing each photo to its painted preview. */
  readonly times: string[];
  /** Largest resident memory of the browser's processes while each photo was opened, and 2 s after (MB). */
  readonly memory: string[];
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);

/** `run` for each photo in an editor page that is already open, RUNS times, watching `rss` meanwhile. */
async function figures(name: string, run: (dataUrl: string) => Promise<{ preview: number }>, photos: Photos, rss?: () => number): Promise<EngineFigures> {
  const times: string[] = [];
  const memory: string[] = [];
  for (const { dataUrl } of photos) {
    const runs: number[] = [];
    let peak = 0;
    const watch = rss ? setInterval(() => (peak = Math.max(peak, rss())), 20) : null;
    for (let i = 0; i < RUNS; i += 1) runs.push((await run(dataUrl)).preview);
    if (watch) clearInterval(watch);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    times.push(median(runs).toFixed(0));
    memory.push(rss ? `${mb(peak)} → ${mb(rss())}` : '—');
  }
  return { name, times, memory };
}

/** The same in Firefox or WebKit; an engine that cannot start is left out with a note. */
async function inEngine(open: () => Promise<EnginePage>, baseURL: string, photos: Photos): Promise<EngineFigures> {
  let page: EnginePage;
  try {
    page = await open();
  } catch (error) {
    console.log(`(${open.name} no arrancó: ${String(error)})`);
    const none = photos.map(() => '—');
    return { name: open.name.replace(/^open/, ''), times: none, memory: none };
  }
  try {
    await page.setViewport(1280, 900);
    await page.goto(`${baseURL}/`);
    await waitForElement(page, "//*[@data-testid='design-preview']", 60_000);
    return await figures(page.name, (dataUrl) => page.evaluate(editorRun, dataUrl), photos, page.rss);
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
    await figures(`Chromium ${browser.version()}`, (dataUrl) => page.evaluate(editorRun, dataUrl), photos),
    await inEngine(openFirefox, baseURL, photos),
    await inEngine(openWebKit, baseURL, photos),
  ];
  const head = ['Photo', ...engines.map((engine) => engine.name)];
  const table = (of: (engine: EngineFigures) => string[]) => PHOTOS.map(({ label }, i) => [label, ...engines.map((engine) => of(engine)[i] ?? '—')]);
  console.log(`\nPhoto to painted preview in the editor at / (production build), median of ${RUNS} runs (ms)\n`);
  console.log(formatTable(head, table((engine) => engine.times)));
  console.log(`\nResident memory of the whole browser while those runs chose the photo: peak → 2 s later (MB)\n`);
  console.log(formatTable(head, table((engine) => engine.memory)));
});
