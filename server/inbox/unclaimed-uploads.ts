import type { UploadLimits } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';

/** Keeps a reservation as the upload created under `id`, or drops it (null: the upload was not created). */
export type SettleReservation = (id: string | null) => void;

/**
 * The declared bytes of uploads no order has claimed yet, by client address, against
 * INBOX_UNCLAIMED_MB_PER_CLIENT and INBOX_UNCLAIMED_MB_TOTAL. An upload counts from its creation (its
 * declared length, reserved before @tus/server creates it, so concurrent creations cannot pass a
 * cap together) until an order that claimed it is stored, it fails its check, or it expires.
 * Addresses are kept in memory only: uploads found on disk at start count in the total, under none.
 */
export interface UnclaimedUploads {
  reserve(client: string, bytes: number): SettleReservation | InboxRejection;
  /** An upload already on disk (at start): counted in the total. */
  adopt(id: string, bytes: number, createdAt: number): void;
  forget(id: string): void;
}

interface Entry {
  readonly client: string;
  readonly bytes: number;
  readonly createdAt: number;
}

export function unclaimedUploads(limits: UploadLimits, expiryMs: number, now: () => number = Date.now): UnclaimedUploads {
  const entries = new Map<string, Entry>();
  const byClient = new Map<string, number>();
  let total = 0;
  let pending = 0;

  const add = (key: string, entry: Entry): void => {
    entries.set(key, entry);
    total += entry.bytes;
    byClient.set(entry.client, (byClient.get(entry.client) ?? 0) + entry.bytes);
  };
  const remove = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
    const left = (byClient.get(entry.client) ?? 0) - entry.bytes;
    if (left > 0) byClient.set(entry.client, left);
    else byClient.delete(entry.client);
  };
  /** Seconds until the client's oldest upload expires and frees its part of the cap. */
  const secondsUntilFreed = (client: string): number => {
    const oldest = Math.min(...[...entries.values()].filter((entry) => entry.client === client).map((entry) => entry.createdAt));
    return Math.max(1, Math.ceil((oldest + expiryMs - now()) / 1000));
  };

  return {
    reserve(client, bytes) {
      if (total + bytes > limits.unclaimedBytesTotal) return new InboxRejection(503, [inboxErrors.inboxFull()]);
      if ((byClient.get(client) ?? 0) + bytes > limits.unclaimedBytesPerClient) {
        return new InboxRejection(429, [inboxErrors.tooManyUploads()], undefined, secondsUntilFreed(client));
      }
      pending += 1;
      // A key no upload id can have (ids are hex), until the upload's own id is known.
      const key = `reserva-${pending}`;
      const entry = { client, bytes, createdAt: now() };
      add(key, entry);
      return (id) => {
        if (!entries.has(key)) return;
        remove(key);
        if (id === null) return;
        remove(id);
        add(id, entry);
      };
    },
    adopt(id, bytes, createdAt) {
      if (!entries.has(id)) add(id, { client: '', bytes, createdAt });
    },
    forget: remove,
  };
}
