/**
 * Drag→repaint and pinch→repaint in the real editor at / (production build), for 12, 24 and 48 MP
 * photos: real input through Chromium's pipeline (CDP mouse and touch events), timed from the
 * pointer event reaching the page to the preview's repaint mark on the performance timeline, and
 * the longest main-thread task while it ran. Prints median and p95; asserts no timing.
 */
import { test, type Page } from '@playwright/test';
import { PREVIEW_REPAINT_MARK } from '../../src/features/editor/preview/repaint-mark';
import { repainted } from '../e2e/support/stage';
import { generatePhotos, photoBytes } from './bench-photos';
import { formatTable, median, percentile } from './bench-table';

test.skip(process.env.BENCH_EDITOR === '0', 'editor benchmark turned off');
test.use({ hasTouch: true });

/** A desktop, and a phone whose preview fills its width at three device pixels per CSS pixel. */
const SCREENS = [
  { name: '1280x900', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { name: '390x844 ×3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

const MOVES = 60;
/** XL 100x60, the piece every run uses. */
const PIECE_WIDTH_CM = 100;

interface Recorder {
  inputs: number[];
  marks: number[];
  /** [start, duration] of each long task. */
  longTasks: [number, number][];
}

type BenchWindow = Window & { gestureBench?: Recorder };

/** Records when pointer moves reach the page, when the preview repaints, and long tasks. */
function installRecorder(page: Page): Promise<void> {
  return page.evaluate((markName) => {
    const recorder: Recorder = { inputs: [], marks: [], longTasks: [] };
    (window as BenchWindow).gestureBench = recorder;
    // Only moves with a button or finger down: hovering moves nothing.
    const onMove = (event: PointerEvent) => {
      if (event.buttons !== 0) recorder.inputs.push(performance.now());
    };
    window.addEventListener('pointermove', onMove, { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === markName) recorder.marks.push(entry.startTime);
    }).observe({ type: 'mark' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorder.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask' });
  }, PREVIEW_REPAINT_MARK);
}

/** Input→repaint of each recorded move (a move that changed nothing has no repaint and is left out). */
async function takeLatencies(page: Page): Promise<{ latencies: number[]; longest: number }> {
  await repainted(page);
  return page.evaluate(() => {
    const recorder = (window as BenchWindow).gestureBench;
    if (!recorder) throw new Error('no recorder');
    const latencies: number[] = [];
    for (const input of recorder.inputs) {
      const mark = recorder.marks.find((time) => time >= input);
      if (mark !== undefined) latencies.push(mark - input);
    }
    // Long tasks are reported late: count those that began during this gesture only.
    const began = recorder.inputs[0] ?? Infinity;
    const longest = recorder.longTasks.filter(([start]) => start >= began).reduce((max, [, duration]) => Math.max(max, duration), 0);
    Object.assign(recorder, { inputs: [], marks: [], longTasks: [] });
    return { latencies, longest };
  });
}

/** The preview's centre, once it is wholly in view (the sizes' click may have scrolled part of it away), and its px/cm. */
async function centre(page: Page): Promise<{ x: number; y: number; pxPerCm: number }> {
  await page.getByTestId('design-preview').scrollIntoViewIfNeeded();
  const box = await page.getByTestId('design-preview').boundingBox();
  if (!box) throw new Error('no preview');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, pxPerCm: box.width / PIECE_WIDTH_CM };
}

/**
 * A mouse drag up and down, 1.2 to 3 cm of the piece below the centre at any preview size: clear of
 * the centre's 1 cm snap, and within the 3.3 cm a 3:2 photo can move, so every move repaints.
 */
async function drag(page: Page): Promise<void> {
  const { x, y, pxPerCm } = await centre(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let move = 0; move < MOVES; move += 1) await page.mouse.move(x, y + (1.2 + (move % 10) * 0.2) * pxPerCm);
  await page.mouse.up();
}

/** Two fingers spreading and closing again over the preview. */
async function pinch(page: Page): Promise<void> {
  const { x, y } = await centre(page);
  const cdp = await page.context().newCDPSession(page);
  const points = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(40) });
  for (let move = 0; move < MOVES; move += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(40 + (move % 20) * 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function choosePhoto(page: Page, dataUrl: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photoBytes(dataUrl) });
  await page.getByRole('button', { name: 'Quitar foto' }).waitFor({ timeout: 60_000 });
  await page.getByRole('slider', { name: 'Zoom' }).waitFor();
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test('gesture repaint benchmark', async ({ page, context }) => {
      const photos = await generatePhotos(context);
      await page.bringToFront();
      await page.goto('/');
      await page.getByTestId('design-preview').waitFor();
      await page.getByRole('group', { name: 'Medidas predefinidas' }).getByRole('button', { name: 'XL 100x60' }).click();
      await installRecorder(page);
      const lines: string[][] = [];
      for (const { label, dataUrl } of photos) {
        await choosePhoto(page, dataUrl);
        await takeLatencies(page);
        await drag(page);
        const dragged = await takeLatencies(page);
        await pinch(page);
        const pinched = await takeLatencies(page);
        const cells = (values: number[]) => [median(values).toFixed(1), percentile(values, 0.95).toFixed(1), String(values.length)];
        lines.push([label, ...cells(dragged.latencies), ...cells(pinched.latencies), Math.max(dragged.longest, pinched.longest).toFixed(0)]);
      }
      const preview = await page.getByTestId('design-preview').boundingBox();
      const shown = `${preview?.width ?? 0}x${preview?.height ?? 0} px preview`;
      console.log(`\nPreview gestures at ${screen.name}, ${shown}, editor at / (production build): pointer event → repaint mark (ms), ${MOVES} moves each\n`);
      console.log(
        formatTable(
          ['Photo', 'Drag→repaint median', 'p95', 'repaints', 'Pinch→repaint median', 'p95', 'repaints', 'Longest main task'],
          lines,
        ),
      );
    });
  });
}
