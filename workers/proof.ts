/**
 * The proof: a JPEG of the design exactly as the preview composes it (fit, position, mirror,
 * rotation, background, circle, rounded or straight corners), so the store sees what the shopper saw. Drawn in the worker from
 * the ≤ 2048 px preview bitmap, or the part of it that shows (proof-frame.ts), with the same
 * placeDesign maths as the Konva preview, at a scale set by the size in cm (never the screen), within
 * PROOF_MAX_BYTES.
 */
import { roundedRectPath, tracePath } from '@/domain/cut-path';
import type { DesignConfig } from '@/domain/design';
import { placeDesign, traceClip } from '@/domain/geometry';
import { cornerRadiusCm } from '@/domain/piece-edges';
import { proofFrameSize } from '@/domain/proof-frame';
import { drawTextLayers } from '@/domain/text-draw';
import { px } from '@/domain/units';
import { drawPlacedPhoto, fillBackground, OUTSIDE_PIECE, type PhotoPart } from './design-draw';
import type { DrawSurface } from './draw-surface';
import { encodeWithin, type PipelineSteps } from './encode-within';
import { registerTextFonts, type FontUrls } from './text-fonts';

export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
const QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.5];

/** A rounded pad's proof loses its corners as the cut will (issue 31); the placement's clip is the square frame or the circle. */
function clipCorners(context: DrawSurface['context'], design: DesignConfig, width: number, height: number): void {
  const radius = (cornerRadiusCm(design) * width) / design.widthCm;
  if (design.circular || radius <= 0) return;
  context.beginPath();
  tracePath(context, roundedRectPath(0, 0, width, height, radius));
  context.clip();
}

/** Draws the design on the whole surface: white outside the piece, then background, photo and text layers inside its clip. */
export function drawProof(surface: Pick<DrawSurface, 'context' | 'width' | 'height'>, photo: PhotoPart, design: DesignConfig): void {
  const { context, width, height } = surface;
  const placement = placeDesign(design, px(width), px(height), px(photo.photoWidth), px(photo.photoHeight));
  context.fillStyle = OUTSIDE_PIECE;
  context.fillRect(0, 0, width, height);
  context.save();
  context.beginPath();
  traceClip(context, placement.clip);
  context.clip();
  clipCorners(context, design, width, height);
  fillBackground(context, design, placement, placement.box);
  drawPlacedPhoto(context, photo, placement);
  drawTextLayers(context, design.texts, design, width / design.widthCm);
  context.restore();
}

export async function makeProof(photo: PhotoPart, design: DesignConfig, steps: PipelineSteps, fonts: FontUrls): Promise<Blob> {
  await registerTextFonts(design.texts, fonts);
  steps.checkpoint();
  const budget = { type: 'image/jpeg', qualities: QUALITIES, maxBytes: PROOF_MAX_BYTES };
  const made = await encodeWithin(proofFrameSize(design), (surface) => drawProof(surface, photo, design), budget, steps);
  return made.blob;
}
