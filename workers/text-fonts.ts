/**
 * The text fonts where the worker draws: their bytes fetched from the bundle's URLs (the main thread
 * passes them in, so this file names no asset), for the print file's embedding and, registered as
 * FontFaces in the worker's own font set (or the page's, in the main-thread fallback), for the proof's
 * canvas. Each file is fetched once per worker.
 */
import { TEXT_FONTS, type FontSource, type TextFontId } from '@/domain/text-fonts';
import type { TextLayer } from '@/domain/text-layers';

export type FontUrls = Readonly<Record<TextFontId, string>>;

const fetched = new Map<string, Promise<ArrayBuffer>>();

function fetchOnce(url: string): Promise<ArrayBuffer> {
  let bytes = fetched.get(url);
  if (!bytes) {
    bytes = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
      return response.arrayBuffer();
    });
    bytes.catch(() => fetched.delete(url));
    fetched.set(url, bytes);
  }
  return bytes;
}

export function fetchedFonts(urls: FontUrls): FontSource {
  return async (id) => new Uint8Array(await fetchOnce(urls[id]));
}

function fontSet(): FontFaceSet | null {
  if (typeof document !== 'undefined') return document.fonts;
  // A worker's own FontFaceSet (WorkerGlobalScope.fonts), which its OffscreenCanvas draws with.
  return (globalThis as { fonts?: FontFaceSet }).fonts ?? null;
}

const registered = new Set<TextFontId>();

/** Makes the fonts `texts` use drawable by this thread's canvases. */
export async function registerTextFonts(texts: readonly TextLayer[], urls: FontUrls): Promise<void> {
  const set = fontSet();
  if (!set || typeof FontFace === 'undefined') return;
  const missing = [...new Set(texts.map((layer) => layer.font))].filter((id) => !registered.has(id));
  await Promise.all(
    missing.map(async (id) => {
      const face = await new FontFace(TEXT_FONTS[id].family, await fetchOnce(urls[id])).load();
      set.add(face);
      registered.add(id);
    }),
  );
}
