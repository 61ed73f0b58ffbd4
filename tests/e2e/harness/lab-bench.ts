/**
 * In-page measurements for `npm run bench` (tests only). Each returns milliseconds; the node side
 * (tests/bench/pipeline.bench.ts) takes medians and prints the table.
 */
import type { DesignConfig, Rotation } from '@/domain/design';
import { makePrint, makeProof, type PrintResult } from '@/image/image-client';
import { getImageState, getUploadFile, loadImage } from '@/image/image-store';
import type { BenchReply, BenchRequest } from './bench.worker';

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

let photo: Blob | null = null;

function currentPhoto(): Blob {
  if (!photo) throw new Error('make a photo first');
  return photo;
}

/** Resolves once the frame after the current task has been painted. */
function painted(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

/** Longest main-thread task that started inside [from, to]. */
function longestTask(from: number, to: number): number {
  return longTasks.filter((t) => t.startTime >= from && t.startTime <= to).reduce((max, t) => Math.max(max, t.duration), 0);
}

async function timed(work: () => Promise<unknown>): Promise<{ ms: number; longest: number }> {
  await painted();
  const start = performance.now();
  await work();
  const end = performance.now();
  // Long tasks are reported after they end; give the observer a frame to deliver them.
  await painted();
  return { ms: end - start, longest: longestTask(start, end) };
}

function rotateButton(): HTMLButtonElement {
  const button = document.getElementById('rotate');
  if (!(button instanceof HTMLButtonElement)) throw new Error('no rotate button');
  return button;
}

/** What the store's old tool did, all on the main thread: decode in an <img>, draw turned, toDataURL. */
async function mainThreadRotateEncode(rotation: Rotation): Promise<void> {
  const url = URL.createObjectURL(currentPhoto());
  const img = new Image();
  img.src = url;
  await img.decode();
  const quarter = rotation === 90 || rotation === 270;
  const canvas = document.createElement('canvas');
  canvas.width = quarter ? img.naturalHeight : img.naturalWidth;
  canvas.height = quarter ? img.naturalWidth : img.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(img, -img.naturalWidth / 2, -img.naturalHeight / 2);
  canvas.toDataURL('image/jpeg', 0.92);
  canvas.width = 0;
  URL.revokeObjectURL(url);
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(blob);
  });
}

let benchWorker: Worker | null = null;

function ask<K extends BenchRequest['kind']>(request: Extract<BenchRequest, { kind: K }>): Promise<Extract<BenchReply, { kind: K }>> {
  benchWorker ??= new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' });
  const worker = benchWorker;
  return new Promise((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<Extract<BenchReply, { kind: K }>>) => resolve(event.data), { once: true });
    worker.postMessage(request);
  });
}

export const labBench = {
  async makePhoto(width: number, height: number): Promise<number> {
    photo = (await ask({ kind: 'photo', width, height })).photo;
    return photo.size;
  },
  /** A photo as a phone writes it and its EXIF thumbnail, as data URLs (the node side joins them). */
  async phonePhoto(width: number, height: number, quality: number, noiseShift: number): Promise<{ photo: string; thumbnail: string }> {
    const made = await ask({ kind: 'phone', width, height, quality, noiseShift });
    return { photo: await dataUrlOf(made.photo), thumbnail: await dataUrlOf(made.thumbnail) };
  },
  /** The current photo itself. */
  photoBlob: async () => currentPhoto(),
  /** The current photo as a data URL, to hand to another page. */
  photoDataUrl: () => dataUrlOf(currentPhoto()),
  /** Upload (the photo handed to the store) to the first painted preview. */
  firstPreview: () => timed(async () => {
    await loadImage(currentPhoto(), 'foto.jpg');
    await painted();
  }),
  /** A rotate click to the repainted preview. */
  rotateRepaint: () => timed(async () => {
    rotateButton().click();
    await painted();
  }),
  /** The loaded photo's upload file: made once per photo, whatever the rotation; asked again, the same job answers. */
  uploadFile: () => timed(() => getUploadFile()),
  mainThreadReference: (rotation: Rotation) => timed(() => mainThreadRotateEncode(rotation)),
  /** The print PDF of the current photo with `design`: time, longest main-thread task, bytes beside the photo's, density. */
  printFile: async (design: DesignConfig) => {
    const made: PrintResult[] = [];
    const { ms, longest } = await timed(async () => made.push(await makePrint(currentPhoto(), design, () => undefined)));
    const [result] = made;
    if (!result) throw new Error('no print file');
    const photoSize = currentPhoto().size;
    return { ms, longest, size: result.blob.size, photoSize, ppi: result.ppi, width: result.width, height: result.height };
  },
  /** One full decode of the current photo in a worker, in the same run as the print file. */
  decode: async () => (await ask({ kind: 'decode', photo: currentPhoto() })).ms,
  /** The proof JPEG of the loaded photo's preview with `design`, composed in the worker. */
  proof: (design: DesignConfig) =>
    timed(async () => {
      const preview = getImageState().image?.preview;
      if (!preview) throw new Error('load the photo first');
      await makeProof(preview, design);
    }),
  /** What re-encoding the photo would cost at least (one decode, one draw, one encode), in a worker. */
  floor: async () => (await ask({ kind: 'floor', photo: currentPhoto() })).ms,
  idle: painted,
};
