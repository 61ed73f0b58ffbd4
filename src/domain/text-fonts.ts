/**
 * The display fonts a text layer can use: open-licence (SIL OFL) fonts bundled from @fontsource,
 * one weight each, Latin set (it holds every Spanish letter). The files themselves are found by
 * whoever draws: the browser through the bundle's URLs, the server from the package on disk.
 *
 * WOFF, not WOFF2: fontkit reads both, but subsetting a WOFF2 font with composite glyphs (Ñ, á…)
 * fails in @pdf-lib/fontkit 1.1.1 ("Index out of range"), and the browser and the PDF use one file.
 */
export const TEXT_FONT_IDS = ['orbitron', 'bebas-neue', 'press-start-2p', 'permanent-marker', 'montserrat', 'anton'] as const;

export type TextFontId = (typeof TEXT_FONT_IDS)[number];

export interface TextFont {
  /** The shopper's and the store's name for it. */
  readonly label: string;
  /** The CSS family name the preview and the proof register the file under. */
  readonly family: string;
  /** The @fontsource package and the file inside its `files/` folder. */
  readonly packageName: string;
  readonly fileName: string;
}

function fontsource(label: string, id: TextFontId, weight: number): TextFont {
  return { label, family: `MGM ${label}`, packageName: `@fontsource/${id}`, fileName: `${id}-latin-${weight}-normal.woff` };
}

export const TEXT_FONTS: Readonly<Record<TextFontId, TextFont>> = {
  orbitron: fontsource('Orbitron', 'orbitron', 700),
  'bebas-neue': fontsource('Bebas Neue', 'bebas-neue', 400),
  'press-start-2p': fontsource('Press Start 2P', 'press-start-2p', 400),
  'permanent-marker': fontsource('Permanent Marker', 'permanent-marker', 400),
  montserrat: fontsource('Montserrat', 'montserrat', 800),
  anton: fontsource('Anton', 'anton', 400),
};

/** The CSS `font` shorthand for a layer drawn at `sizePx`. */
export function cssFont(font: TextFontId, sizePx: number): string {
  return `${sizePx}px "${TEXT_FONTS[font].family}"`;
}

/** Where a font's bytes come from: the worker fetches the bundle's URL, the server reads the package on disk. */
export type FontSource = (font: TextFontId) => Promise<Uint8Array>;
