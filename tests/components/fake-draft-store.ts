/**
 * Stand-in for src/drafts/draft-store.ts in jsdom, which has no IndexedDB: records what the routes
 * ask of it and restores what a test puts in. The real store is exercised in Chromium (drafts.spec.ts).
 * `satisfies` holds it to the real module's exports, so a change there fails the type check here.
 */
import { vi } from 'vitest';
import type { DesignConfig } from '@/domain/design';
import type * as draftStore from '@/drafts/draft-store';

type DraftStore = typeof draftStore;

let draft: DesignConfig | null = null;

export function setFakeDraft(design: DesignConfig | null): void {
  draft = design;
}

const fake = {
  restoreDraft: vi.fn<DraftStore['restoreDraft']>(() => Promise.resolve(draft)),
  saveDraftSoon: vi.fn<DraftStore['saveDraftSoon']>(),
  flushDraft: vi.fn<DraftStore['flushDraft']>(() => Promise.resolve()),
  clearDraft: vi.fn<DraftStore['clearDraft']>(() => {
    draft = null;
    return Promise.resolve();
  }),
} satisfies DraftStore;

export const { restoreDraft, saveDraftSoon, flushDraft, clearDraft } = fake;
