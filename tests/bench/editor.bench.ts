/**
 * The same photos through the real editor at / (production build): photo chosen in the "Subir foto"
 * input to the painted Konva preview, "Rotar 90°" click to the repainted preview, and the longest
 * main-thread task during all of it. Skipped with BENCH_EDITOR=0.
 */
import { test, type Page } from '@playwright/test';
import { generatePhotos, RUNS } from './bench-photos';
import { formatTable, median } from './bench-table';

test.skip(process.env.BENCH_EDITOR === '0', 'editor benchmark turned off');

/** One run in the editor page: choose the photo, then four rotate clicks. */
function editorRun(page: Page, dataUrl: string) {
  return page.evaluate(async (url) => {
    const longTasks: PerformanceEntry[] = [];
    new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
    const painted = () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
    // Decoded here rather than fetched: the app's CSP (connect-src 'self') refuses data: URLs.
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));
    const photo = new File([bytes], 'foto.jpg', { type: 'image/jpeg' });
    button('Quitar foto')?.click();
    await painted();
    const input = document.querySelector('input[type=file][aria-label="Subir foto"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no "Subir foto" input');
    const transfer = new DataTransfer();
    transfer.items.add(photo);
    const start = performance.now();
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // Drawn at the first repaint mark after choosing (the preview's Konva code may still be on its way before that).
    const drawn = () => button('Quitar foto') && performance.getEntriesByName('mgm:preview-repaint').some((mark) => mark.startTime > start);
    while (!drawn()) await new Promise((r) => setTimeout(r, 2));
    const preview = (await painted()) - start;
    const rotate: number[] = [];
    for (let click = 0; click < 4; click += 1) {
      await painted();
      const clicked = performance.now();
      button('Rotar 90°')?.click();
      rotate.push((await painted()) - clicked);
    }
    await painted();
    const longest = longTasks.filter((t) => t.startTime >= start).reduce((max, t) => Math.max(max, t.duration), 0);
    return { preview, rotate, longest };
  }, dataUrl);
}

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
    for (let run = 0; run < RUNS; run += 1) runs.push(await editorRun(page, dataUrl));
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
