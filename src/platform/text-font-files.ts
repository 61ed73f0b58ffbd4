/**
 * The URLs of the text fonts' files in the build (the same files TEXT_FONTS names, which the server
 * reads from the packages on disk). Only strings: the files download when a text needs them.
 */
import anton from '@fontsource/anton/files/anton-latin-400-normal.woff?url';
import bebasNeue from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff?url';
import montserrat from '@fontsource/montserrat/files/montserrat-latin-800-normal.woff?url';
import orbitron from '@fontsource/orbitron/files/orbitron-latin-700-normal.woff?url';
import permanentMarker from '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff?url';
import pressStart from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff?url';
import type { TextFontId } from '@/domain/text-fonts';

export const TEXT_FONT_URLS: Readonly<Record<TextFontId, string>> = {
  orbitron,
  'bebas-neue': bebasNeue,
  'press-start-2p': pressStart,
  'permanent-marker': permanentMarker,
  montserrat,
  anton,
};
