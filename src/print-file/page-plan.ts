/**
 * What the print page draws, in page centimetres (origin top-left, y down), before any PDF is made:
 * the printed area (the cut line grown by the bleed), the background where the photo leaves room
 * (contain), the photo's matrix, and the mirrored copies of the same image that fill the bleed where
 * the photo stops at the cut line. Pure: the unit tests check it against placeDesign.
 */
import type { PathCommand } from '../domain/cut-path';
import { cutPath } from '../domain/cut-path';
import type { DesignConfig } from '../domain/design';
import { placeDesign, type Rect } from '../domain/geometry';
import { swapsSides } from '../domain/image-bytes-exif';
import { backgroundFill, type BackgroundFill } from '../domain/preview-style';
import { bleedMirrors } from '../domain/print-bleed';
import { bleedOutline, printLayout, type CmRect, type PrintLayout } from '../domain/print-layout';
import { designDpi } from '../domain/print-quality';
import { cm, px } from '../domain/units';
import { compose, type Matrix } from './matrix';
import { photoMatrix, reflection, type StoredPhoto } from './photo-matrix';

export interface MirrorDraw {
  readonly clip: CmRect;
  /** Image space to page centimetres: the photo's own matrix, reflected about the edge it stops at. */
  readonly matrix: Matrix;
}

export interface PagePlan {
  readonly layout: PrintLayout;
  /** The outline everything is clipped to: the cut line grown by the bleed. */
  readonly printedArea: readonly PathCommand[];
  /** Painted over the printed area below the photo; null when the photo covers it all (cover, fill). */
  readonly background: { readonly fill: BackgroundFill; readonly box: CmRect } | null;
  /** Image space to page centimetres. */
  readonly photo: Matrix;
  readonly mirrors: readonly MirrorDraw[];
  /** Where the (turned, mirrored) photo shows on the page. */
  readonly shown: CmRect;
  /** Photo pixels per inch of the printed part, as the quality meter rates it. */
  readonly ppi: number;
}

function moved(rect: Rect, by: CmRect): CmRect {
  return { x: cm(rect.x + by.x), y: cm(rect.y + by.y), width: cm(rect.width), height: cm(rect.height) };
}

export function planPrintPage(design: DesignConfig, photo: StoredPhoto): PagePlan {
  const layout = printLayout(design);
  const turned = swapsSides(photo.orientation);
  const upright = { width: turned ? photo.height : photo.width, height: turned ? photo.width : photo.height };
  // placeDesign works in any unit; here the frame is measured in centimetres.
  const placement = placeDesign(design, px(design.widthCm), px(design.heightCm), px(upright.width), px(upright.height));
  const matrix = photoMatrix(photo, placement.image, layout.frame);
  const shown = moved(placement.shown, layout.frame);
  const mirrors = bleedMirrors(shown, layout.piece, layout.pageWidth, layout.pageHeight).map(({ clip, aboutX, aboutY }) => ({
    clip,
    matrix: compose(matrix, reflection(aboutX, aboutY)),
  }));
  return {
    layout,
    printedArea: cutPath(bleedOutline(layout)),
    // Cover and fill always cover the box; only contain leaves the background showing.
    background: design.fit === 'contain' ? { fill: backgroundFill(design, design.widthCm), box: moved(placement.box, layout.frame) } : null,
    photo: matrix,
    mirrors,
    shown,
    ppi: designDpi(design, upright),
  };
}
