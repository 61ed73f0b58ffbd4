/**
 * One photo chosen in the editor at /, as functions handed to the page (Playwright's, or another
 * engine's through tests/engines); self-contained, since they are serialised. From the input's `change`:
 * - first: the first painted frame whose preview draws the photo (a placeholder counts: it is the photo);
 * - sharp: the first painted frame whose preview draws the full preview (over 400 px);
 * - ready: the first painted frame with «Quitar foto» offered and «Procesando imagen…» gone;
 * - longest: the longest main-thread task meanwhile (Chromium's long-task entries; 0 elsewhere);
 * - steps: the app's own `mgm:photo …` measures of that choice (its breakdown), in ms.
 * Read from the page as it is, so the same run measures any build of the editor.
 */
export interface PhotoRun {
  readonly first: number;
  readonly sharp: number;
  readonly ready: number;
  readonly longest: number;
  readonly steps: Record<string, number>;
}

/** The page's run state between `armPhotoRun` and `photoRunResult`. */
interface Armed {
  start: number;
  result: Promise<PhotoRun> | null;
}

/**
 * Removes the photo shown, then waits for the next `change` of the «Subir foto» input (the photo is
 * chosen by the driver, as a shopper's file, with no size limit on the way) and watches from there.
 */
export async function armPhotoRun(): Promise<void> {
  const longTasks: PerformanceEntry[] = [];
  try {
    new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  } catch {
    // Engines without long-task entries.
  }
  const painted = () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
  button('Quitar foto')?.click();
  await painted();
  await new Promise((r) => setTimeout(r, 300));
  performance.clearMeasures();
  interface KonvaNode { getAttr(name: string): unknown }
  interface KonvaStage { findOne(selector: string): KonvaNode | undefined }
  const stages = () => (window as unknown as { Konva?: { stages: KonvaStage[] } }).Konva?.stages ?? [];
  const armed: Armed = { start: 0, result: null };
  (window as unknown as { photoRun: Armed }).photoRun = armed;
  async function watch(start: number): Promise<PhotoRun> {
    const drawnWidth = () => {
      if (!performance.getEntriesByName('mgm:preview-repaint').some((mark) => mark.startTime > start)) return 0;
      const image = stages()[0]?.findOne('.photo')?.getAttr('image');
      return image && typeof image === 'object' && 'width' in image ? Number(image.width) : 0;
    };
    const isReady = () => button('Quitar foto') !== null && !document.body.textContent?.includes('Procesando imagen…');
    const times = { first: 0, sharp: 0, ready: 0 };
    const deadline = start + 60_000;
    while (!(times.first && times.sharp && times.ready)) {
      const width = drawnWidth();
      const seen = { first: width > 0, sharp: width > 400, ready: isReady() };
      if ((seen.first && !times.first) || (seen.sharp && !times.sharp) || (seen.ready && !times.ready)) {
        const at = (await painted()) - start;
        for (const key of ['first', 'sharp', 'ready'] as const) if (seen[key] && !times[key]) times[key] = at;
      } else await new Promise((r) => setTimeout(r, 2));
      if (performance.now() > deadline) throw new Error(`no preview in 60 s: ${JSON.stringify(times)}`);
    }
    await painted();
    const longest = longTasks.filter((t) => t.startTime >= start).reduce((max, t) => Math.max(max, t.duration), 0);
    const steps: Record<string, number> = {};
    for (const measure of performance.getEntriesByType('measure')) {
      if (measure.name.startsWith('mgm:photo') && measure.startTime >= start - 1) steps[measure.name] = measure.duration;
    }
    return { ...times, longest, steps };
  }
  // Capturing on the window runs before the app's own listener (React's, on its root).
  window.addEventListener(
    'change',
    () => {
      armed.start = performance.now();
      armed.result = watch(armed.start);
    },
    { capture: true, once: true },
  );
}

/**
 * The armed run's figures once the photo is ready, or null after 10 s (WebDriver ends a script after
 * 30 s: the driver asks again).
 */
export async function photoRunResult(): Promise<PhotoRun | null> {
  const armed = (window as unknown as { photoRun?: Armed }).photoRun;
  const result = armed?.result;
  if (!result) return new Promise((r) => setTimeout(() => r(null), 100));
  return Promise.race([result, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
}
