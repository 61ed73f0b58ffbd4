/**
 * The proof: a JPEG of the design exactly as the preview composes it (fit, alignment, mirror,
 * rotation, background, circle), so the store sees what the shopper saw. It is drawn from the
 * ≤ 2048 px preview bitmap with the same placeDesign maths the Konva preview uses, at a scale set
 * by the size in cm (never the screen), and shrinks until it fits PROOF_MAX_BYTES.
 */
import { effectiveBackground, type DesignConfig } from '@/domain/design';
import { framePixels, placeDesign, traceClip, type Placement } from '@/domain/geometry';
import { IA_PATTERN, SOLID_BACKGROUND_FILL } from '@/domain/preview-style';
import { px } from '@/domain/units';

export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
/** Long side of the proof frame in pixels. */
export const PROOF_LONG_SIDE = 1600;
const QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.5];
/** Each round that cannot fit the byte budget at any quality shrinks the picture by this factor. */
const SHRINK = 0.7;
const MAX_ROUNDS = 4;

/** What outside the printed circle looks like: JPEG has no transparency. */
const OUTSIDE = '#ffffff';

/** The part of an ImageBitmap the proof needs (an image element or canvas works too). */
export type ProofSource = CanvasImageSource & { readonly width: number; readonly height: number };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface ProofCanvas {
  readonly context: Context2D;
  toJpeg(quality: number): Promise<Blob>;
}

/** Proof frame size in pixels: the cm proportions with the long side at `longSide`. */
export function proofFrameSize(design: DesignConfig, longSide = PROOF_LONG_SIDE): { width: number; height: number } {
  const scale = longSide / Math.max(design.widthCm, design.heightCm);
  return { width: Math.round(design.widthCm * scale), height: Math.round(design.heightCm * scale) };
}

function createProofCanvas(width: number, height: number): ProofCanvas {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas available for the proof');
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) => {
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality);
      }),
  };
}

/** The IA checkerboard as the preview draws it: light square first, squares scaled with the frame. */
function fillIaPattern(context: Context2D, placement: Placement, square: number): void {
  const { box } = placement;
  const [light, dark] = IA_PATTERN.colours;
  context.fillStyle = light;
  context.fillRect(box.x, box.y, box.width, box.height);
  context.fillStyle = dark;
  for (let row = 0; row * square < box.height; row += 1) {
    for (let col = 1 - (row % 2); col * square < box.width; col += 2) {
      const width = Math.min(square, box.width - col * square);
      const height = Math.min(square, box.height - row * square);
      context.fillRect(box.x + col * square, box.y + row * square, width, height);
    }
  }
}

function fillBackground(context: Context2D, design: DesignConfig, placement: Placement): void {
  const background = effectiveBackground(design);
  if (background === 'ia') {
    // The preview's squares are IA_PATTERN.squarePx at its full-size scale; keep their size relative to the frame.
    const square = (IA_PATTERN.squarePx * placement.frameWidth) / framePixels(design.widthCm, false);
    fillIaPattern(context, placement, square);
    return;
  }
  const { box } = placement;
  context.fillStyle = SOLID_BACKGROUND_FILL[background];
  context.fillRect(box.x, box.y, box.width, box.height);
}

/** Draws the design on `context` exactly as geometry.ts documents Konva's transform. */
export function drawProof(context: Context2D, source: ProofSource, design: DesignConfig, width: number, height: number): void {
  const placement = placeDesign(design, px(width), px(height), px(source.width), px(source.height));
  context.fillStyle = OUTSIDE;
  context.fillRect(0, 0, width, height);
  context.save();
  context.beginPath();
  traceClip(context, placement.clip);
  context.clip();
  fillBackground(context, design, placement);
  const image = placement.image;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.translate(image.x, image.y);
  context.rotate((image.rotation * Math.PI) / 180);
  context.scale(image.scaleX, 1);
  context.drawImage(source, -image.offsetX, -image.offsetY, image.width, image.height);
  context.restore();
}

/** The proof JPEG, at most `maxBytes`: quality steps down first, then the picture shrinks. */
export async function composeProof(source: ProofSource, design: DesignConfig, maxBytes = PROOF_MAX_BYTES): Promise<Blob> {
  let longSide = PROOF_LONG_SIDE;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const { width, height } = proofFrameSize(design, longSide);
    const canvas = createProofCanvas(width, height);
    drawProof(canvas.context, source, design, width, height);
    for (const quality of QUALITIES) {
      const blob = await canvas.toJpeg(quality);
      if (blob.size <= maxBytes) return blob;
    }
    longSide = Math.round(longSide * SHRINK);
  }
  throw new Error(`The proof does not fit in ${maxBytes} bytes`);
}
