/**
 * The preview marks each repaint of its design layer on the performance timeline, a real
 * observability signal: the benchmark measures input→repaint from it, and any profiler shows it.
 * The previous mark is cleared first, so a long drag never piles entries up in the timeline
 * buffer (observers still receive each one).
 */
export const PREVIEW_REPAINT_MARK = 'mgm:preview-repaint';

export function markPreviewRepaint(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks(PREVIEW_REPAINT_MARK);
  performance.mark(PREVIEW_REPAINT_MARK);
}
