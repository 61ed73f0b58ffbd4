/** What the rest of the app knows of the shopper's photo. The pipeline behind it lives in workers/. */

type ImageKind = 'image/png' | 'image/jpeg';

export interface ShopperImage {
  /** New for every upload. */
  readonly id: string;
  readonly fileName: string;
  readonly kind: ImageKind;
  /** Pixel size of the photo as the phone's gallery shows it (EXIF orientation applied), before the shopper's rotation. */
  readonly width: number;
  readonly height: number;
  /** Upright preview bitmap, at most 2048 px on its long side; the shopper's rotation is not applied to it. */
  readonly preview: ImageBitmap;
  /** The bytes the shopper chose, or their PNG/JPEG conversion for WebP, AVIF and HEIC (drafts keep these; the upload file is made from them). */
  readonly original: Blob;
}

/** A picture of the photo for the preview (its placeholder or its preview), and the size the preview has. */
export interface ShownPhoto {
  readonly bitmap: ImageBitmap;
  readonly width: number;
  readonly height: number;
}

export interface ImageState {
  readonly image: ShopperImage | null;
  /** The EXIF thumbnail of the photo being opened, drawn until its preview is ready; null otherwise. */
  readonly placeholder: ShownPhoto | null;
  /** True while a photo is being opened (its upload file is prepared afterwards, without holding the shopper). */
  readonly busy: boolean;
  /** Spanish message for the last refused or failed upload; the previous image stays. */
  readonly error: string | null;
  /** Spanish notice, for example that the photo was scaled down to fit the upload limits. */
  readonly notice: string | null;
}
