/**
 * Sending an order: the upload file, the proof, the store's subject and message, the post. Its
 * code (with the image pipeline's client and @formspree/core) loads when the shopper sends, not
 * with the page.
 */
import { formConfig } from '@/config/runtime';
import type { DesignConfig } from '@/domain/design';
import type { OrderFields } from '@/domain/order-fields';
import { orderMessage, orderSubject, type AcceptedLowQuality } from '@/domain/order-message';
import { getUploadFile } from '@/image/image-store';
import { submitOrder, type SubmitOutcome } from './submit-order';

export interface SendRequest {
  readonly design: DesignConfig;
  readonly fields: OrderFields;
  readonly signal: AbortSignal;
  /** The proof JPEG the page shows (null when composing it failed); sent when configured. */
  readonly proof: () => Promise<Blob | null>;
  /** The ppp of a Baja photo the shopper accepted, told to the store in the message. */
  readonly lowQuality: AcceptedLowQuality;
  /** The upload file and proof are ready; the post starts. */
  readonly onSending: () => void;
}

/** Null when the shopper left before the post started. */
export async function sendOrder({ design, fields, signal, proof, lowQuality, onSending }: SendRequest): Promise<SubmitOutcome | null> {
  let file: File;
  try {
    file = await getUploadFile(design.rotation, signal);
  } catch {
    return signal.aborted ? null : { ok: false, problems: ['IMAGE'], fieldProblems: {} };
  }
  const proofBlob = formConfig.sendProof ? await proof() : null;
  if (signal.aborted) return null;
  onSending();
  const subject = orderSubject(fields.nombreModelo, design);
  const message = orderMessage(design, fields, lowQuality);
  return submitOrder({ fields, subject, message, file, proof: proofBlob });
}
