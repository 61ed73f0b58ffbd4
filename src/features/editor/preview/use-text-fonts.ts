import { useEffect, useState } from 'react';
import { isTextFont, type TextLayer } from '@/domain/text-layers';
import { loadTextFont } from '@/platform/load-text-fonts';

/**
 * Loads the fonts the layers use and returns a number that changes each time one arrives, so the
 * preview redraws and re-measures with the real font. A font that fails to load leaves the
 * browser's own font on screen; the proof and the print file load theirs on their own.
 */
export function useTextFonts(texts: readonly TextLayer[]): number {
  const [version, setVersion] = useState(0);
  // The set of fonts as one string, so typing (a new `texts` each time) loads nothing again.
  const fonts = [...new Set(texts.map((layer) => layer.font))].sort().join(',');
  useEffect(() => {
    let live = true;
    for (const id of fonts.split(',').filter(isTextFont)) {
      void loadTextFont(id).then(
        () => live && setVersion((value) => value + 1),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [fonts]);
  return version;
}
