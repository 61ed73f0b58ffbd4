/**
 * Sending an order: the upload file, the proof and print files, the store's subject and message,
 * the post. Its code (with the image store and @formspree/core) loads when the shopper sends, not
 * with the page.
 */
import { formConfig } from '@/config/runtime';
import type { DesignConfig } from '@/domain/design';
import { encodeDesign, withTarifaVersion } from '@/domain/design-query';
import type { OrderFields } from '@/domain/order-fields';
import type { AcceptedLowQuality } from '@/domain/order-message';
import { orderMessage, orderSubject, PRINT_FILE_FAILED_LINE } from '@/domain/order-text';
import { getUploadFile } from '@/image/image-store';
import { priceForSending, type OrderPricing } from './order-pricing';
import { submitOrder, type SendProgress, type SubmitOutcome } from './submit-order';

/** The files made beside the upload file; each resolves to null when it is not sent or could not be made. */
export interface OrderFiles {
  readonly waitForProof: () => Promise<Blob | null>;
  readonly waitForPrint: () => Promise<{ readonly blob: Blob } | null>;
}

export interface SendRequest {
  readonly design: DesignConfig;
  readonly fields: OrderFields;
  readonly signal: AbortSignal;
  readonly files: OrderFiles;
  /** The ppp of a Baja photo the shopper accepted, told to the store in the message. */
  readonly lowQuality: AcceptedLowQuality;
  /** The files are ready; the post starts. */
  readonly onSending: () => void;
  /** How far the post has got. */
  readonly onProgress: (progress: SendProgress) => void;
  /** This order's token, the same for every retry of it on this page. */
  readonly order: string;
}

/**
 * The local inbox builds the print file itself from the uploaded photo and the design, so the photo
 * travels once; only the hosted service gets one made in the browser.
 */
const browserPrint = (): boolean => formConfig.origin !== '';

/** The message, told when the print file was wanted from the browser but could not be made. */
function messageFor(message: string, print: Blob | null): string {
  return formConfig.sendPrint && browserPrint() && !print ? `${message}\n${PRINT_FILE_FAILED_LINE}` : message;
}

/** The order did not go: its quote was too old and the price is different now (order-pricing.ts). */
export type Repriced = Extract<OrderPricing, { readonly kind: 'repriced' }>;

export type SendOutcome = SubmitOutcome | { readonly ok: false; readonly repriced: Repriced };

/** Null when the shopper left before the post started. */
export async function sendOrder(request: SendRequest): Promise<SendOutcome | null> {
  const { design, fields, signal, files, lowQuality, onSending } = request;
  const pricing = await priceForSending(design);
  if (signal.aborted) return null;
  if (pricing.kind === 'outOfStock') return { ok: false, problems: ['SIN_STOCK'], fieldProblems: {} };
  if (pricing.kind === 'repriced') return { ok: false, repriced: pricing };
  let file: File;
  try {
    file = await getUploadFile(signal);
  } catch {
    return signal.aborted ? null : { ok: false, problems: ['IMAGE'], fieldProblems: {} };
  }
  // The proof is made for the page either way; the print file is not even made when the build does not send it.
  const proof = formConfig.sendProof ? await files.waitForProof() : null;
  const print = browserPrint() ? ((await files.waitForPrint())?.blob ?? null) : null;
  if (signal.aborted) return null;
  onSending();
  const subject = orderSubject(fields.nombreModelo, design);
  const message = messageFor(orderMessage(design, pricing.quote, fields, lowQuality), print);
  // The order names the tarifa it was priced with and its stamp: the server checks the price against that one.
  const diseno = withTarifaVersion(encodeDesign(design), { version: pricing.tarifa.version, stamp: pricing.stamp }).toString();
  return submitOrder({ fields, subject, message, file, proof, print, diseno, order: request.order }, { onProgress: request.onProgress, signal });
}
