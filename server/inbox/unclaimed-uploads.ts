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

/** The ledger behind `unclaimedUploads`: entries by upload id (or reservation key), with running sums. */
class UnclaimedLedger implements UnclaimedUploads {
  private readonly entries = new Map<string, Entry>();
  private readonly byClient = new Map<string, number>();
  private total = 0;
  private reservations = 0;

  constructor(
    private readonly limits: UploadLimits,
    private readonly expiryMs: number,
  ) {}

  reserve(client: string, bytes: number): SettleReservation | InboxRejection {
    if (this.total + bytes > this.limits.unclaimedBytesTotal) return new InboxRejection(503, [inboxErrors.inboxFull()]);
    if ((this.byClient.get(client) ?? 0) + bytes > this.limits.unclaimedBytesPerClient) {
      return new InboxRejection(429, [inboxErrors.tooManyUploads()], undefined, this.secondsUntilFreed(client));
    }
    this.reservations += 1;
    // A key no upload id can have (ids are hex), until the upload's own id is known.
    const key = `reserva-${this.reservations}`;
    const entry = { client, bytes, createdAt: Date.now() };
    this.add(key, entry);
    return (id) => {
      if (!this.entries.has(key)) return;
      this.forget(key);
      if (id === null) return;
      this.forget(id);
      this.add(id, entry);
    };
  }

  adopt(id: string, bytes: number, createdAt: number): void {
    if (!this.entries.has(id)) this.add(id, { client: '', bytes, createdAt });
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
    const left = (this.byClient.get(entry.client) ?? 0) - entry.bytes;
    if (left > 0) this.byClient.set(entry.client, left);
    else this.byClient.delete(entry.client);
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.byClient.set(entry.client, (this.byClient.get(entry.client) ?? 0) + entry.bytes);
  }

  /** Seconds until the client's oldest upload expires and frees its part of the cap. */
  private secondsUntilFreed(client: string): number {
    const mine = [...this.entries.values()].filter((entry) => entry.client === client);
    const oldest = Math.min(...mine.map((entry) => entry.createdAt));
    return Math.max(1, Math.ceil((oldest + this.expiryMs - Date.now()) / 1000));
  }
}

export function unclaimedUploads(limits: UploadLimits, expiryMs: number): UnclaimedUploads {
  return new UnclaimedLedger(limits, expiryMs);
}
