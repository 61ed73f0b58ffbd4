import { useEffect } from 'react';
import type { DesignConfig } from '@/domain/design';
import { countStep, setStatsPlace } from '@/platform/stats/stats-queue';

/** «Estadísticas»: every event carries the design's mode and size; opening the editor is the funnel's first step. */
export function useEditorStats({ mode, sizeCode }: DesignConfig): void {
  useEffect(() => setStatsPlace(mode, sizeCode), [mode, sizeCode]);
  useEffect(() => countStep('editor'), []);
}
