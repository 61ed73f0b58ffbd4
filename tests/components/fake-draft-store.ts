/**
 * Stand-in for src/drafts/draft-store.ts in jsdom, which has no IndexedDB: records what the routes
 * ask of it and restores what a test puts in. The real store is exercised in Chromium (drafts.spec.ts).
 */
import { vi } from 'vitest';
import type { DesignConfig } from '@/domain/design';

let draft: DesignConfig | null = null;

export function setFakeDraft(design: DesignConfig | null): void {
  draft = design;
}

export const restoreDraft = vi.fn(() => Promise.resolve(draft));
export const saveDraftSoon = vi.fn();
export const flushDraft = vi.fn(() => Promise.resolve());
export const clearDraft = vi.fn(() => {
  draft = null;
  return Promise.resolve();
});
