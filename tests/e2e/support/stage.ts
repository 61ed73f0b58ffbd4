/**
 * The Konva preview as tests reach it: Konva registers itself on `window` (its own global), and
 * the stage holds every drawn node with the attributes the model gave it. Production code
 * carries no test hooks for this.
 */
import { expect, type Page } from '@playwright/test';
import type KonvaNamespace from 'konva';

export type KonvaWindow = Window & { Konva?: typeof KonvaNamespace; markedPhoto?: unknown };

export interface PhotoNode {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  readonly scaleX: number;
  /** Size of the bitmap the node draws (0 once closed). */
  readonly bitmapWidth: number;
  readonly bitmapHeight: number;
}

/** The photo node of the editor's preview, or null when none is drawn. */
export function photoNode(page: Page): Promise<PhotoNode | null> {
  return page.evaluate(() => {
    const stage = (window as KonvaWindow).Konva?.stages.find((s) => s.container().closest('[data-testid="design-preview"]'));
    const photo = stage?.findOne('.photo');
    if (!photo) return null;
    const bitmap = photo.getAttr('image') as { width?: number; height?: number } | undefined;
    const { x, y, width, height, rotation, scaleX } = photo.getAttrs() as Record<string, number | undefined>;
    return {
      x: x ?? 0,
      y: y ?? 0,
      width: width ?? 0,
      height: height ?? 0,
      rotation: rotation ?? 0,
      scaleX: scaleX ?? 1,
      bitmapWidth: bitmap?.width ?? 0,
      bitmapHeight: bitmap?.height ?? 0,
    };
  });
}

/** The clockwise turn the shopper chose: a mirrored node turns the other way (geometry.ts). */
const chosenTurn = (node: PhotoNode): number => (node.scaleX < 0 ? (360 - node.rotation) % 360 : node.rotation);

/** Waits until the preview draws the photo turned by `rotation` (as chosen), and for Konva's batched repaint. */
export async function expectPhotoRotation(page: Page, rotation: number): Promise<void> {
  await expect.poll(async () => {
    const node = await photoNode(page);
    return node ? chosenTurn(node) : null;
  }).toBe(rotation);
  await repainted(page);
}

/** Waits until the preview draws no photo. */
export async function expectNoPhoto(page: Page): Promise<void> {
  await expect.poll(() => photoNode(page)).toBeNull();
}

/** Konva batches its redraws into the next animation frame: lets the last change's repaint land. */
export function repainted(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Remembers the bitmap the preview draws now, for `drawsMarkedPhoto`. */
export async function markPhoto(page: Page): Promise<void> {
  await page.evaluate(() => {
    const win = window as KonvaWindow;
    const stage = win.Konva?.stages.find((s) => s.container().closest('[data-testid="design-preview"]'));
    win.markedPhoto = stage?.findOne('.photo')?.getAttr('image');
  });
}

/** Whether the preview still draws the bitmap remembered by `markPhoto`. */
export function drawsMarkedPhoto(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const win = window as KonvaWindow;
    const stage = win.Konva?.stages.find((s) => s.container().closest('[data-testid="design-preview"]'));
    const image: unknown = stage?.findOne('.photo')?.getAttr('image');
    return image !== undefined && image === win.markedPhoto;
  });
}
