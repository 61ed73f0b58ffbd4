import { link } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataStore } from '@tus/utils';
import type { ParsedForm, ReadField } from './multipart-reader';
import { keepChecked } from './receive-file';
import type { FileOutcome } from './receive-file';
import { uploadMetadata, uploadsDir } from './resumable-uploads';
import type { UnclaimedUploads } from './unclaimed-uploads';

/** Text fields of the order post naming its uploads, by the file field each one fills. */
export const uploadIdFields = { file: 'fileUpload', proof: 'proofUpload', print: 'printUpload' } as const satisfies Record<string, ReadField>;
type UploadField = keyof typeof uploadIdFields;

/** @tus/server's own upload ids: 16 random bytes in hex. Anything else is no upload of ours. */
const uploadIdShape = /^[0-9a-f]{32}$/;

export interface ClaimedForm {
  readonly form: ParsedForm;
  /** Uploads taken by this order: removed once it is stored, given back when it is refused. */
  readonly ids: readonly string[];
}

export interface UploadClaims {
  claim(form: ParsedForm, dir: string): Promise<ClaimedForm>;
  settle(ids: readonly string[], stored: boolean): Promise<void>;
}

/**
 * Orders claim finished uploads: each named upload must exist, be complete, declare the field it
 * fills and this order's token (`pedido`), and not be claimed by an order in progress. It is
 * hard-linked into the order's temp folder (no copy, and the upload stays whole if the order is
 * refused) and checked like a posted file. A stored order removes its uploads, so no upload can
 * become part of two orders.
 */
export function uploadClaims(datastore: DataStore, inboxDir: string, unclaimed: UnclaimedUploads): UploadClaims {
  const inUse = new Set<string>();

  async function claimOne(field: UploadField, id: string, order: string, dir: string): Promise<FileOutcome> {
    if (!uploadIdShape.test(id) || inUse.has(id)) return { kind: 'unavailable', field };
    // Taken before the first await: of orders posted at once naming the same upload, one gets it.
    inUse.add(id);
    try {
      const upload = await datastore.getUpload(id).catch(() => null);
      const complete = upload !== null && upload.size !== undefined && upload.offset === upload.size;
      if (!complete || upload.metadata?.[uploadMetadata.field] !== field || upload.metadata[uploadMetadata.order] !== order) {
        inUse.delete(id);
        return { kind: 'unavailable', field };
      }
      const partPath = join(dir, `${field}.part`);
      await link(join(uploadsDir(inboxDir), id), partPath);
      return await keepChecked(dir, field, partPath, null);
    } catch (error) {
      inUse.delete(id);
      throw error;
    }
  }

  return {
    async claim(form, dir) {
      const order = form.fields.get('pedido') ?? '';
      const files = [...form.files];
      const ids: string[] = [];
      let tooManyFiles = form.tooManyFiles;
      for (const [field, idField] of Object.entries(uploadIdFields) as [UploadField, ReadField][]) {
        const id = form.fields.get(idField);
        if (id === undefined) continue;
        // A file posted in the body and an upload for the same field: one too many.
        if (files.some((outcome) => (outcome.kind === 'stored' ? outcome.file.field : outcome.field) === field)) {
          tooManyFiles = true;
          continue;
        }
        const outcome = await claimOne(field, id.trim(), order, dir);
        if (outcome.kind !== 'unavailable') ids.push(id.trim());
        files.push(outcome);
      }
      return { form: { ...form, files, tooManyFiles }, ids };
    },
    async settle(ids, stored) {
      for (const id of ids) {
        if (stored) {
          await datastore.remove(id).catch(() => undefined);
          unclaimed.forget(id);
        }
        inUse.delete(id);
      }
    },
  };
}
