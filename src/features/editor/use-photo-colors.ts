import { useEffect, useState } from 'react';
import type { HexColor } from '@/domain/background-color';
import { isAbortError, photoColors } from '@/image/image-client';
import { logErrorOnce } from '@/platform/error-log';

/** The last photo's colours: reopening the picker for the same photo asks the worker nothing. */
let cached: { readonly id: string; readonly colors: readonly HexColor[] } | null = null;

/** The photo's dominant colours, counted in the worker; empty until they arrive, or without a photo. */
export function usePhotoColors(preview: ImageBitmap | null, imageId: string | null): readonly HexColor[] {
  const [found, setFound] = useState<typeof cached>(cached);
  useEffect(() => {
    if (!preview || imageId === null || cached?.id === imageId) return;
    const controller = new AbortController();
    photoColors(preview, controller.signal).then(
      (colors) => {
        cached = { id: imageId, colors };
        setFound(cached);
      },
      (error: unknown) => {
        if (!isAbortError(error)) logErrorOnce('No se pudieron contar los colores de la foto', error);
      },
    );
    return () => controller.abort();
  }, [preview, imageId]);
  return found !== null && found.id === imageId ? found.colors : [];
}
