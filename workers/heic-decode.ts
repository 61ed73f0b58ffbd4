/**
 * HEIC/HEIF photos (desktop Chrome and Android hand them over as they are) decoded with libheif-js.
 * Its pure-JavaScript build, chosen when the app's Content-Security-Policy allowed no WebAssembly
 * (it allows it now, for jpeg-turbo.ts; the WebAssembly build has not been measured against it). This module is imported only when such a file arrives, so the ~2 MB decoder
 * never loads otherwise. libheif applies the file's own rotation and mirror (irot, imir).
 */
import libheif from 'libheif-js';
import { readBytes } from './read-bytes';

function show(image: { display(target: ImageData, done: (shown: ImageData | null) => void): void }, target: ImageData) {
  return new Promise<void>((resolve, reject) => {
    image.display(target, (shown) => (shown ? resolve() : reject(new Error('HEIF decoding failed'))));
  });
}

/** The file's picture, upright; rejects when libheif cannot read it. */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  const images = new libheif.HeifDecoder().decode(await readBytes(file));
  try {
    // The first top-level picture: a phone's HEIC has one. (libheif-js's is_primary() throws in 1.19.8.)
    const image = images[0];
    if (!image) throw new Error('No picture in the HEIF file');
    const pixels = new ImageData(image.get_width(), image.get_height());
    await show(image, pixels);
    return await createImageBitmap(pixels);
  } finally {
    for (const each of images) each.free();
  }
}
