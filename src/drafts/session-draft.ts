/**
 * The design's last state, written synchronously to sessionStorage when the page is hidden or goes
 * away: an IndexedDB write started at `pagehide` does not finish before a reload drops the page, so
 * a change made just before a reload would be lost. Only the design (a short query string) goes
 * here; the photo stays in IndexedDB. Read back at restore, where it wins when newer.
 */
import { parseDraftRecord, type DraftRecord } from './draft-records';

const SESSION_DRAFT_KEY = 'mgm-personalizador-ultimo-diseno';

export function writeSessionDraft(record: DraftRecord): void {
  try {
    sessionStorage.setItem(SESSION_DRAFT_KEY, JSON.stringify(record));
  } catch {
    // Private modes and full storage refuse it; the IndexedDB draft still holds the design up to a moment ago.
  }
}

export function readSessionDraft(): DraftRecord | null {
  try {
    const stored = sessionStorage.getItem(SESSION_DRAFT_KEY);
    return stored === null ? null : parseDraftRecord(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function clearSessionDraft(): void {
  try {
    sessionStorage.removeItem(SESSION_DRAFT_KEY);
  } catch {
    // Nothing was stored then.
  }
}
