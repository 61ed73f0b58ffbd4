import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { maxFileBytes, maxProofBytes } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors } from './inbox-errors';
import type { InboxError } from './inbox-errors';
import { passesCheck } from './receive-file';
import type { UnclaimedUploads } from './unclaimed-uploads';

/**
 * Resumable uploads (the tus protocol, @tus/server over @tus/file-store): the photo and the proof
 * each arrive as one upload that survives dropped connections and server restarts,
 * then a small order post names them (claim-uploads.ts). Partial uploads live in INBOX_DIR/.uploads
 * (`<id>` holds the bytes so far, `<id>.json` the declared size and metadata); the dot keeps them
 * out of the orders.
 */
export const uploadsDirName = '.uploads';

/** Metadata every upload declares: which order file it is, and the order it belongs to. */
export const uploadMetadata = { field: 'campo', order: 'pedido' } as const;
export const uploadFields: readonly string[] = ['file', 'proof'];
/** The browser's random order token (a UUID); an order may only claim uploads made with its own. */
export const orderTokenShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where uploads are created: beside the form's address, so the same origin rule and limits apply. */
export function uploadsPath(formKey: string): string {
  return `/f/${formKey}/subidas`;
}

export function uploadsDir(inboxDir: string): string {
  return join(inboxDir, uploadsDirName);
}

/** How often expired uploads are looked for (at most): a few minutes late is fine for an hours-long expiry. */
export const expirySweepMs = 15 * 60 * 1000;

/** A refusal as @tus/server expects its hooks to throw it: a status and a JSON body like the inbox's. */
function refusal(status: number, error: InboxError): { status_code: number; body: string } {
  return { status_code: status, body: JSON.stringify({ errors: [error] }) };
}

function refuseCreation(upload: Upload): void {
  const field = upload.metadata?.[uploadMetadata.field] ?? '';
  const order = upload.metadata?.[uploadMetadata.order] ?? '';
  // An upload without a length (tus's deferred length) could grow past every limit before it is known.
  if (upload.size === undefined || upload.size < 1) throw refusal(400, inboxErrors.empty('file'));
  // The inbox builds the print file itself; a client's PDF is never read (one that inflates hugely could exhaust memory).
  if (field === 'print') throw refusal(400, inboxErrors.printRefused());
  if (!uploadFields.includes(field) || !orderTokenShape.test(order)) throw refusal(400, inboxErrors.malformed());
  // The app's proof is a small JPEG: a larger one is refused by its declared length, before a byte of it is kept or counted.
  if (field === 'proof' && upload.size > maxProofBytes) throw refusal(413, inboxErrors.proofTooBig(maxProofBytes));
}

export function createUploadStore(options: InboxOptions): FileStore {
  return new FileStore({ directory: uploadsDir(options.inboxDir), expirationPeriodInMilliseconds: options.uploadExpiryMs });
}

/**
 * Removes every upload created more than `expiryMs` ago, finished or not: @tus/file-store's own
 * `deleteExpired` keeps finished uploads for ever, and one no order claimed is as much junk as an
 * unfinished one. With `adopt` (at start) the others count as unclaimed bytes.
 */
export async function sweepUploads(datastore: FileStore, expiryMs: number, unclaimed: UnclaimedUploads, adopt: boolean): Promise<void> {
  // The store makes its folder without waiting; the first sweep may come before it.
  await mkdir(datastore.directory, { recursive: true });
  const ids = (await datastore.configstore.list?.()) ?? [];
  for (const id of ids) {
    const upload = await datastore.configstore.get(id);
    if (!upload) continue;
    const createdAt = Date.parse(upload.creation_date ?? '');
    if (Number.isNaN(createdAt) || createdAt + expiryMs <= Date.now()) {
      await datastore.remove(id);
      unclaimed.forget(id);
    } else if (adopt) unclaimed.adopt(id, upload.size ?? 0, createdAt);
  }
}

/**
 * The tus server of the inbox: uploads of at most 25 MB (a proof, 3 MB), each declaring its field and order; a
 * finished upload is checked by its bytes at once (the same check as a posted file) and removed
 * when it fails, so only files an order could use are kept.
 */
export function createUploadServer(options: InboxOptions, datastore: FileStore, unclaimed: UnclaimedUploads): Server {
  const server: Server = new Server({
    path: uploadsPath(options.formKey),
    datastore,
    maxSize: maxFileBytes,
    // The browser resolves it against the page: right behind a proxy too, whatever host it names.
    relativeLocation: true,
    allowedOrigins: [...options.allowedOrigins],
    onUploadCreate: async (_request, upload) => {
      refuseCreation(upload);
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      const field = upload.metadata?.[uploadMetadata.field] ?? '';
      if (await passesCheck(field, join(datastore.directory, upload.id))) return {};
      await datastore.remove(upload.id);
      unclaimed.forget(upload.id);
      throw refusal(415, inboxErrors.badImage(field, field === 'proof' ? 'JPEG' : 'PNG o JPEG'));
    },
  });
  return server;
}
