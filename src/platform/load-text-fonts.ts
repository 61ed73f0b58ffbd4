/**
 * Loads text fonts into the page (document.fonts) under TEXT_FONTS' family names, each once, when a
 * text layer first uses it. Where the browser has no FontFace (tests in jsdom), nothing loads and
 * the canvas falls back to its default font.
 */
import { TEXT_FONTS, type TextFontId } from '@/domain/text-fonts';
import { TEXT_FONT_URLS } from './text-font-files';

const loading = new Map<TextFontId, Promise<void>>();

export function loadTextFont(id: TextFontId): Promise<void> {
  const known = loading.get(id);
  if (known) return known;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const face = new FontFace(TEXT_FONTS[id].family, `url(${TEXT_FONT_URLS[id]})`);
  document.fonts.add(face);
  const loaded = face.load().then(
    () => undefined,
    (error: unknown) => {
      // Forgotten, so the next use tries again (a dropped connection).
      loading.delete(id);
      document.fonts.delete(face);
      throw error;
    },
  );
  loading.set(id, loaded);
  return loaded;
}
