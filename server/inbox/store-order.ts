import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { commitSubmission, recordHead } from './submission-store';
import type { TempSubmission } from './submission-store';
import type { ValidSubmission } from './validate-submission';
import { outboxDirName } from '../mail/outbox';
import type { OrderLife } from '../orders/order-life';

export interface StoredOrder {
  readonly folder: string;
  readonly number: string;
  readonly statusToken: string;
}

/**
 * Publishes one checked order with its number and status token, and its emails already in its
 * outbox: the folder becomes visible with everything at once (one rename), so no order is ever seen
 * without its emails, nor an email sent for an order that was not stored. An order is never lost for
 * its emails: when they cannot be written, it is stored without them and the reason logged.
 */
export async function storeOrder(inboxDir: string, temp: TempSubmission, submission: ValidSubmission, life: OrderLife, failed: (error: unknown) => void): Promise<StoredOrder> {
  const ids = await life.claimIds();
  const content = { ...submission, ...ids };
  try {
    await life.prepareEmails(temp.dir, { ...recordHead(temp), ...content });
  } catch (error) {
    failed(error);
    await rm(join(temp.dir, outboxDirName), { recursive: true, force: true });
  }
  const folder = await commitSubmission(inboxDir, temp, content);
  life.published(folder);
  return { folder, ...ids };
}
