import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// Relative, not '@/': vite.config.ts loads the inbox through its own loader, which has no alias.
import { TEXT_FONTS, type FontSource } from '../../src/domain/text-fonts';

const require = createRequire(import.meta.url);

/**
 * The text layers' fonts for a print file built on the server: the same @fontsource files the
 * browser's bundle serves, read from the installed package (the server runs beside node_modules).
 */
export const diskFonts: FontSource = async (id) => {
  const { packageName, fileName } = TEXT_FONTS[id];
  return new Uint8Array(await readFile(require.resolve(`${packageName}/files/${fileName}`)));
};
