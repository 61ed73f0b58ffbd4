/** The part of libheif-js's pure-JavaScript build (its default entry) that the worker uses. */
declare module 'libheif-js' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Decodes into `target` (RGBA) and calls back with it, or with null when decoding failed. */
    display(target: ImageData, done: (shown: ImageData | null) => void): void;
    free(): void;
  }
  interface HeifDecoder {
    /** The file's top-level images; empty when the file cannot be parsed. */
    decode(bytes: Uint8Array): HeifImage[];
  }
  const libheif: { HeifDecoder: new () => HeifDecoder };
  export default libheif;
}
