/**
 * libjpeg-turbo compiled to WebAssembly, for the scaled decode in engines without WebCodecs'
 * ImageDecoder (WebKit, so every iPhone): libjpeg decodes at n/8 inside its inverse DCT, so a
 * 12 MP photo's preview costs a quarter of its pixels and a 48 MP one a sixteenth, where
 * createImageBitmap decodes the whole photo (192 MB for 48 MP) and shrinks it afterwards.
 *
 * The module is @cwasm/jpeg-turbo's (libjpeg-turbo's TurboJPEG API, 139 KB, fetched and compiled only
 * where it is used); that package's own JavaScript reads it with Node's fs, so its few calls are made
 * here. One instance serves the worker's decodes, its memory reused (a fresh instance each photo cost
 * WebKit a growing memory and garbage collections); it goes with the worker, which stops after 30 s
 * idle. Its memory is readied before the photo (readyTurboJpeg): the first touch of fresh memory
 * pages cost the first decode as much as the decode itself. A libjpeg error unwinds as a thrown
 * JavaScript error (its longjmp), which leaves libjpeg's state behind: that instance is dropped and
 * the next decode gets a new one.
 */
import wasmUrl from '@cwasm/jpeg-turbo/jpeg-turbo.wasm?url';
import { swapsSides, type ExifOrientation } from '@/domain/image-bytes-exif';
import type { Size } from '@/domain/image-limits';
import { orientPixels } from './orient-pixels';

interface TurboJpeg {
  readonly memory: WebAssembly.Memory;
  malloc(bytes: number): number;
  free(pointer: number): void;
  tjInitDecompress(): number;
  tjDecompressHeader3(handle: number, jpeg: number, length: number, width: number, height: number, subsampling: number, colorspace: number): number;
  tjDecompress2(handle: number, jpeg: number, length: number, output: number, width: number, pitch: number, height: number, format: number, flags: number): number;
  tjDestroy(handle: number): number;
}

/** TurboJPEG's TJPF_RGBA: four bytes a pixel, as ImageData holds them. */
const TJPF_RGBA = 7;

const CALLS = ['malloc', 'free', 'tjInitDecompress', 'tjDecompressHeader3', 'tjDecompress2', 'tjDestroy'] as const;

function turboJpegOf(exports: WebAssembly.Exports): TurboJpeg {
  const { memory } = exports;
  if (!(memory instanceof WebAssembly.Memory) || CALLS.some((name) => typeof exports[name] !== 'function')) {
    throw new Error('Not the TurboJPEG module');
  }
  return exports as unknown as TurboJpeg;
}

const fails = (what: string) => () => {
  throw new Error(`libjpeg-turbo called ${what}`);
};

/** What the module imports: libjpeg's setjmp/longjmp (an error ends the call) and system calls it never makes when decoding. */
const IMPORTS: WebAssembly.Imports = {
  env: { setjmp: () => 0, longjmp: fails('longjmp') },
  wasi_snapshot_preview1: {
    environ_sizes_get: () => 0,
    environ_get: fails('environ_get'),
    proc_exit: fails('proc_exit'),
    fd_close: fails('fd_close'),
    fd_seek: fails('fd_seek'),
    fd_write: fails('fd_write'),
  },
};

/**
 * Only in the worker: on the main thread (the fallback of browsers without OffscreenCanvas) its
 * synchronous decode would hold the page for hundreds of milliseconds.
 */
export const turboJpegRunsHere = (): boolean => typeof document === 'undefined';

let compiled: Promise<WebAssembly.Module> | null = null;

async function compile(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`libjpeg-turbo: HTTP ${response.status}`);
  // compileStreaming needs the application/wasm type, which a static host may not send.
  return response.headers.get('content-type') === 'application/wasm'
    ? WebAssembly.compileStreaming(response)
    : WebAssembly.compile(await response.arrayBuffer());
}

/** The compiled module, fetched once per worker; a failed fetch is tried again next time. */
function turboModule(): Promise<WebAssembly.Module> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

let instance: Promise<TurboJpeg> | null = null;

/** The worker's instance, made on first use. */
function turboJpeg(): Promise<TurboJpeg> {
  instance ??= turboModule()
    .then((module) => WebAssembly.instantiate(module, IMPORTS))
    .then((made) => turboJpegOf(made.exports))
    .catch((error: unknown) => {
      instance = null;
      throw error;
    });
  return instance;
}

/** Blocks of the instance's memory, freed together. */
function blocks(turbo: TurboJpeg) {
  const taken: number[] = [];
  return {
    take(bytes: number): number {
      const pointer = turbo.malloc(bytes);
      if (!pointer) throw new Error('libjpeg-turbo: out of memory');
      taken.push(pointer);
      return pointer;
    },
    free: () => taken.splice(0).forEach((pointer) => turbo.free(pointer)),
  };
}

/** A 12 MP phone JPEG's bytes, which the first photo's decode also holds in the instance's memory. */
const PHONE_JPEG_BYTES = 4_000_000;

/**
 * The instance made, its decoding code run once on `jpeg` (a tiny JPEG, `stored` × `stored` px) and
 * the memory the first photo's decode needs touched, before the shopper's photo (warm-up.ts): the
 * largest of `sizes` twice (decoded, then turned) and a phone JPEG. Fresh WebAssembly pages cost
 * their first touch (the first 12 MP decode took WebKit 200–235 ms against 75–100 for the next,
 * Firefox 130–150 against 75); freed blocks stay in the instance and the next decode takes them.
 * `withPixels` gets each of `sizes` as ImageData over that memory, as a preview's pixels come, valid
 * until it settles.
 */
export async function readyTurboJpeg<T>(jpeg: Uint8Array, stored: Size, sizes: readonly Size[], withPixels: (pixels: ImageData) => Promise<T>): Promise<T[]> {
  await withScaledJpeg(jpeg, stored, stored, 1, async () => undefined);
  const turbo = await turboJpeg();
  const memory = blocks(turbo);
  const readiedBytes = 2 * Math.max(0, ...sizes.map(({ width, height }) => width * height * 4)) + PHONE_JPEG_BYTES;
  try {
    const readied = memory.take(readiedBytes);
    new Uint8Array(turbo.memory.buffer, readied, readiedBytes).fill(0);
    const made: T[] = [];
    for (const { width, height } of sizes) made.push(await withPixels(new ImageData(new Uint8ClampedArray(turbo.memory.buffer, readied, width * height * 4), width)));
    return made;
  } finally {
    memory.free();
  }
}

/**
 * The JPEG decoded at the n/8 scale whose size is `size` (stored orientation, eighthsSize's
 * rounding) and turned upright, handed to `withPixels` as ImageData over the instance's memory,
 * which the next decode reuses, so valid until `withPixels` settles. Rejects when libjpeg cannot
 * decode it to RGB (a CMYK JPEG, a damaged one), or when its stored size is not `stored`.
 */
export async function withScaledJpeg<T>(
  jpeg: Uint8Array,
  stored: Size,
  size: Size,
  orientation: ExifOrientation,
  withPixels: (upright: ImageData) => Promise<T>,
): Promise<T> {
  const made = turboJpeg();
  const turbo = await made;
  const memory = blocks(turbo);
  let handle = 0;
  try {
    const input = memory.take(jpeg.length);
    const header = memory.take(16);
    const pixels = size.width * size.height;
    const output = memory.take(pixels * 4);
    // The turn goes to a block of its own (a quarter turn cannot be done in place in one pass), taken
    // before any view is made: growing the memory would detach them.
    const turned = orientation === 1 ? 0 : memory.take(pixels * 4);
    new Uint8Array(turbo.memory.buffer, input, jpeg.length).set(jpeg);
    handle = turbo.tjInitDecompress();
    if (!handle) throw new Error('libjpeg-turbo: no decompressor');
    if (turbo.tjDecompressHeader3(handle, input, jpeg.length, header, header + 4, header + 8, header + 12) !== 0) throw new Error('libjpeg-turbo: unreadable header');
    const [width, height] = new Int32Array(turbo.memory.buffer, header, 2);
    if (width !== stored.width || height !== stored.height) throw new Error('libjpeg-turbo: another size than inspected');
    if (turbo.tjDecompress2(handle, input, jpeg.length, output, size.width, size.width * 4, size.height, TJPF_RGBA, 0) !== 0) {
      throw new Error('libjpeg-turbo: decoding failed');
    }
    // malloc's blocks are 8-byte aligned, as a Uint32Array view needs.
    const decoded = new Uint32Array(turbo.memory.buffer, output, pixels);
    const upright = turned ? orientPixels(decoded, size.width, size.height, orientation, new Uint32Array(turbo.memory.buffer, turned, pixels)) : decoded;
    const uprightWidth = swapsSides(orientation) ? size.height : size.width;
    return await withPixels(new ImageData(new Uint8ClampedArray(upright.buffer, upright.byteOffset, upright.byteLength), uprightWidth));
  } catch (error) {
    // libjpeg's state after its error is unknown: the next decode starts a new instance.
    if (instance === made) instance = null;
    handle = 0;
    throw error;
  } finally {
    if (handle) turbo.tjDestroy(handle);
    if (instance === made) memory.free();
  }
}
