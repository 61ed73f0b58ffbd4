/**
 * Where the photo's pixels land on the print page: one matrix from PDF image space (the unit square,
 * y up, the stored first row at the top) to page centimetres (y down), built from the same placement
 * as the Konva preview and the proof (geometry.ts), so nothing is resampled to place it.
 *
 * The chain, in order: unit square → stored pixels; stored → upright pixels (EXIF orientation, which
 * the browser's decoder applies before the preview ever sees the photo); upright pixels → the frame
 * (placeDesign's node transform: size, centre offset, mirror, rotation, position); frame → page.
 */
import type { ExifOrientation } from '../domain/image-bytes-exif';
import type { ImagePlacement } from '../domain/geometry';
import { chain, quarterTurn, scaling, translation, type Matrix } from './matrix';

/** A photo's stored pixel size and orientation, as inspectImageBytes reads them. */
export interface StoredPhoto {
  readonly width: number;
  readonly height: number;
  readonly orientation: ExifOrientation;
}

/** PDF draws an image into the unit square with its first row at y = 1. */
export function unitSquareToPixels(width: number, height: number): Matrix {
  return [width, 0, 0, -height, 0, height];
}

/**
 * Stored pixels to upright pixels for each EXIF orientation (TIFF 6.0, tag 0x0112): 2 mirrors, 3 turns
 * half, 4 flips, 5 transposes, 6 turns clockwise, 7 transverses, 8 turns anticlockwise.
 */
export function orientationMatrix({ width: w, height: h, orientation }: StoredPhoto): Matrix {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, w, 0];
    case 3:
      return [-1, 0, 0, -1, w, h];
    case 4:
      return [1, 0, 0, -1, 0, h];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, h, 0];
    case 7:
      return [0, -1, -1, 0, h, w];
    case 8:
      return [0, -1, 1, 0, 0, w];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/**
 * Upright pixels (uprightWidth × uprightHeight) to frame units, as Konva draws the image node:
 * drawImage at (−offset, width × height), then scale(scaleX, 1), rotate, translate to the centre.
 */
export function nodeMatrix(image: ImagePlacement, uprightWidth: number, uprightHeight: number): Matrix {
  return chain(
    scaling(image.width / uprightWidth, image.height / uprightHeight),
    translation(-image.offsetX, -image.offsetY),
    scaling(image.scaleX, 1),
    quarterTurn(image.rotation),
    translation(image.x, image.y),
  );
}

/** The whole chain: image space to page units, for a frame whose corner sits at `frameOrigin` on the page. */
export function photoMatrix(photo: StoredPhoto, image: ImagePlacement, frameOrigin: { readonly x: number; readonly y: number }): Matrix {
  const turned = photo.orientation >= 5;
  const uprightWidth = turned ? photo.height : photo.width;
  const uprightHeight = turned ? photo.width : photo.height;
  return chain(
    unitSquareToPixels(photo.width, photo.height),
    orientationMatrix(photo),
    nodeMatrix(image, uprightWidth, uprightHeight),
    translation(frameOrigin.x, frameOrigin.y),
  );
}

/** The reflection about the vertical line x = aboutX and/or the horizontal line y = aboutY. */
export function reflection(aboutX: number | null, aboutY: number | null): Matrix {
  return [aboutX === null ? 1 : -1, 0, 0, aboutY === null ? 1 : -1, aboutX === null ? 0 : 2 * aboutX, aboutY === null ? 0 : 2 * aboutY];
}
