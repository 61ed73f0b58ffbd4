/**
 * Lab page for the e2e tests and the benchmark: drives the real src/image modules and worker the
 * way the editor does (upload, rotate, repaint a preview canvas, ask for the upload file). A rotate
 * click only repaints: the upload file is the photo itself whatever the rotation, and it is not
 * prepared ahead here, so the tests and the benchmark ask for it when they mean to.
 * Served by Vite's dev server only; never part of the production build.
 */
import type { DesignConfig, Rotation } from '@/domain/design';
import { makePrint, makeProof } from '@/image/image-client';
import { getImageState, getUploadFile, loadImage, prepareUpload, removeImage, subscribeImage } from '@/image/image-store';
import { photoPlaceholder } from '@/image/photo-placeholder';
import * as fixtures from '../../unit/image-fixtures';
import { labBench } from './lab-bench';
import { bitmapPixels, describeFile, encodePixels, makePhoto, pixelsOf, sizeOf } from './lab-tools';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`missing #${id}`);
  return found;
}

const input = element('file', HTMLInputElement);
const canvas = element('preview', HTMLCanvasElement);
const status = element('status', HTMLParagraphElement);
const errorText = element('error', HTMLParagraphElement);
const notice = element('notice', HTMLParagraphElement);
const count = element('count', HTMLOutputElement);
let rotation: Rotation = 0;
let drawn: ImageBitmap | null = null;

/** What the editor's Konva stage does per repaint: the preview bitmap turned and fitted in the frame. */
function drawPreview(): void {
  const context = canvas.getContext('2d');
  const bitmap = getImageState().image?.preview;
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  drawn = bitmap ?? null;
  if (!bitmap) return;
  const quarter = rotation === 90 || rotation === 270;
  const w = quarter ? bitmap.height : bitmap.width;
  const h = quarter ? bitmap.width : bitmap.height;
  const scale = Math.min(canvas.width / w, canvas.height / h);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(bitmap, (-bitmap.width * scale) / 2, (-bitmap.height * scale) / 2, bitmap.width * scale, bitmap.height * scale);
}

function render(): void {
  const state = getImageState();
  status.textContent = state.busy ? 'Procesando imagen…' : state.image ? `Imagen lista: ${state.image.width} × ${state.image.height}` : '';
  errorText.textContent = state.error ?? '';
  notice.textContent = state.notice ?? '';
  if (state.image?.preview !== drawn) {
    rotation = 0;
    drawPreview();
  }
}

subscribeImage(render);
input.addEventListener('change', () => {
  const file = input.files?.[0];
  if (file) void loadImage(file);
  input.value = '';
});
element('rotate', HTMLButtonElement).addEventListener('click', () => {
  rotation = ((rotation + 90) % 360) as Rotation;
  drawPreview();
});
element('remove', HTMLButtonElement).addEventListener('click', removeImage);
element('ping', HTMLButtonElement).addEventListener('click', () => {
  count.value = String(Number(count.value) + 1);
});

/** The print PDF of the current photo with `design`, its figures, and the progress reported on the way. */
async function labPrint(design: DesignConfig) {
  const image = getImageState().image;
  if (!image) throw new Error('load a photo first');
  const progress: number[] = [];
  const made = await makePrint(image.original, design, (fraction) => progress.push(fraction));
  const bytes = new Uint8Array(await made.blob.arrayBuffer());
  return { base64: toBase64(bytes), type: made.blob.type, width: made.width, height: made.height, ppi: made.ppi, progress };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The proof of the current photo with `design`, as the order page makes it, drawn at width × height: its RGB pixels. */
async function labProofPixels(design: DesignConfig, width: number, height: number) {
  const preview = getImageState().image?.preview;
  if (!preview) throw new Error('load a photo first');
  const bitmap = await createImageBitmap(await makeProof(preview, design));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) rgb.set(rgba.subarray(i, i + 3), j);
  return toBase64(rgb);
}

const lab = {
  makePrint: labPrint,
  proofPixels: labProofPixels,
  fixtures,
  bench: labBench,
  loadImage,
  removeImage,
  getUploadFile,
  prepareUpload,
  state: getImageState,
  rotation: () => rotation,
  /** A click on the lab's rotate button, as the shopper turns the design. */
  rotate: () => element('rotate', HTMLButtonElement).click(),
  /** A file's bytes as base64, to read its structure in Node. */
  base64Of: async (blob: Blob) => toBase64(new Uint8Array(await blob.arrayBuffer())),
  makePhoto,
  encodePixels,
  pixelsOf,
  sizeOf,
  describeFile,
  /** The EXIF thumbnail the editor shows while `file` opens: its size for the preview and its pixels. */
  placeholder: async (file: Blob) => {
    const shown = await photoPlaceholder(file);
    if (!shown) return null;
    const pixels = bitmapPixels(shown.bitmap);
    shown.bitmap.close();
    return { width: shown.width, height: shown.height, pixels };
  },
  previewPixels: () => {
    const preview = getImageState().image?.preview;
    return preview ? bitmapPixels(preview) : null;
  },
};

declare global {
  interface Window {
    imageLab: typeof lab;
  }
}

window.imageLab = lab;
document.body.dataset.ready = 'true';
