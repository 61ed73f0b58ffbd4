/** Spanish messages of the image pipeline; each one tells the shopper what to do next. */
import type { ImageRefusal } from './image-bytes';
import { MAX_IMAGE_FILE_BYTES, MAX_IMAGE_PIXELS } from './image-limits';

const ASK_JPG_PNG = 'Subí una foto en formato JPG o PNG.';

const TYPE_MESSAGES: Record<Extract<ImageRefusal, { reason: 'type' }>['type'], string> = {
  gif: `Ese archivo es un GIF. ${ASK_JPG_PNG}`,
  webp: 'Ese archivo es una imagen WebP que este navegador no puede leer. Guardala como JPG o PNG y subila de nuevo.',
  svg: 'Ese archivo es un dibujo SVG. Exportalo como PNG o JPG y subilo de nuevo.',
  heic: 'Ese archivo es una foto HEIC que no pudimos leer. Exportala como JPG (en el iPhone, «Más compatible» en Ajustes > Cámara > Formatos) y subila de nuevo.',
  avif: `Ese archivo es una imagen AVIF que este navegador no puede leer. ${ASK_JPG_PNG}`,
  bmp: `Ese archivo es un BMP. ${ASK_JPG_PNG}`,
  tiff: `Ese archivo es un TIFF. ${ASK_JPG_PNG}`,
  pdf: `Ese archivo es un PDF. ${ASK_JPG_PNG}`,
  text: `Ese archivo es texto, no una imagen. ${ASK_JPG_PNG}`,
  empty: `El archivo está vacío. Elegí otra foto: ${ASK_JPG_PNG}`,
  unknown: `No reconocemos ese archivo como imagen. ${ASK_JPG_PNG}`,
};

const IMAGE_CORRUPT_MESSAGE =
  'No pudimos leer la imagen; puede estar dañada. Probá exportarla de nuevo como JPG o PNG.';

export const IMAGE_FAILED_MESSAGE = 'No pudimos procesar la imagen. Probá de nuevo o elegí otra foto.';

export const IMAGE_MISSING_MESSAGE = 'Primero subí una foto para tu diseño.';

export const IMAGE_FILE_TOO_BIG_MESSAGE = `El archivo pesa demasiado. Usá una foto de hasta ${Math.round(
  MAX_IMAGE_FILE_BYTES / 1024 / 1024,
)} MB.`;

export function refusalMessage(refusal: ImageRefusal): string {
  switch (refusal.reason) {
    case 'type':
      return TYPE_MESSAGES[refusal.type];
    case 'corrupt':
      return IMAGE_CORRUPT_MESSAGE;
    case 'too-many-pixels':
      return `La imagen es demasiado grande (${refusal.megapixels} megapíxeles). Usá una foto de hasta ${
        MAX_IMAGE_PIXELS / 1e6
      } megapíxeles.`;
  }
}

export function scaledDownNotice(width: number, height: number): string {
  return `Achicamos la foto a ${width} × ${height} px para poder enviarla. Si preferís más resolución, subí una foto más liviana.`;
}
