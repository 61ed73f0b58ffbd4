// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { COMMENT_MAX, EMAIL_MAX, filterModelName, isValidEmail, MODEL_NAME_MAX } from '../../src/domain/order-fields';
import { hasControlChars } from '../html/control-chars';
import { maxProofBytes } from './inbox-config';
import { inboxErrors } from './inbox-errors';
import type { InboxError } from './inbox-errors';
import { readFields } from './multipart-reader';
import type { ParsedForm, ReadField } from './multipart-reader';
import { proofFrameSize } from '../../src/domain/proof-frame';
import { orderDesign } from '../orders/order-design';
import type { OrderDesign } from '../orders/order-design';
import type { StoredFile, SubmissionFields } from '../orders/submission-record';
import { textFields } from '../orders/submission-record';
import type { PriceOrder } from '../../src/domain/order-price';

/** How far the proof's proportions may stray from the design's: a pixel of rounding on a short side. */
const proofShapeTolerance = 0.01;

/** Longest accepted value per text field, in characters. */
const maxChars: Readonly<Record<ReadField, number>> = {
  nombreModelo: MODEL_NAME_MAX,
  email: EMAIL_MAX,
  comentario: COMMENT_MAX,
  subject: 300,
  message: 5000,
  // Eleven short keys and values: a real design's query string is under 300 characters.
  diseno: 2000,
  pedido: 36,
  fileUpload: 32,
  proofUpload: 32,
  dispositivo: 16,
};

const requiredText: readonly ReadField[] = ['nombreModelo', 'email'];

/**
 * Control characters a field may hold: only the multi-line ones keep line breaks and tabs. The rest
 * would reach the store's terminal (`npm run inbox`) or mail client as commands, not text.
 */
const allowedControls: Readonly<Record<ReadField, string>> = {
  nombreModelo: '',
  email: '',
  subject: '',
  comentario: '\n\t',
  message: '\n\t',
  diseno: '',
  pedido: '',
  fileUpload: '',
  proofUpload: '',
  dispositivo: '',
};

export interface ValidSubmission {
  readonly fields: SubmissionFields;
  readonly files: readonly StoredFile[];
  /** Present when the order sent its design as data (`diseno`). */
  readonly design?: OrderDesign['design'];
  readonly priceCheck?: OrderDesign['priceCheck'];
  readonly checkedPrice?: OrderDesign['checkedPrice'];
  /** Why the inbox could not build the order's print file (server-print.ts). */
  readonly printMissing?: string;
}

/**
 * The value as the shopper typed it: multipart turns every line break into CRLF (HTML's form
 * encoding), so they go back to LF before counting or storing. NFC keeps an accent typed as a
 * combining mark on its letter, as the form's own filter does.
 */
function cleanValue(form: ParsedForm, field: ReadField): string | undefined {
  return form.fields.get(field)?.replace(/\r\n?/g, '\n').trim().normalize('NFC');
}

function fieldError(form: ParsedForm, field: ReadField): InboxError | null {
  const value = cleanValue(form, field);
  const required = requiredText.includes(field);
  if (value === undefined) return required ? inboxErrors.missing(field) : null;
  if (value === '') return required ? inboxErrors.empty(field) : null;
  if (form.truncated.has(field) || [...value].length > maxChars[field]) return inboxErrors.tooLong(field, maxChars[field]);
  if (hasControlChars(value, allowedControls[field])) return inboxErrors.controlChars(field);
  // The same rule the form applies as the shopper types, so only a forged request meets this.
  if (field === 'nombreModelo' && filterModelName(value) !== value) return inboxErrors.modelNameChars();
  if (field === 'email' && !isValidEmail(value)) return inboxErrors.email();
  return null;
}

function textErrors(form: ParsedForm): InboxError[] {
  return readFields.flatMap((field) => fieldError(form, field) ?? []);
}

function fileErrors(form: ParsedForm): InboxError[] {
  const errors: InboxError[] = [];
  const image = form.files.find((outcome) => outcome.kind === 'stored' ? outcome.file.field === 'file' : outcome.field === 'file');
  if (!image) errors.push(inboxErrors.missing('file'));
  else if (image.kind === 'empty') errors.push(inboxErrors.empty('file'));
  for (const outcome of form.files) {
    if (outcome.kind === 'unavailable') errors.push(inboxErrors.uploadUnavailable(outcome.field));
    if (outcome.kind === 'refused') errors.push(inboxErrors.badImage(outcome.field, outcome.field === 'proof' ? 'JPEG' : 'PNG o JPEG'));
  }
  return errors;
}

/**
 * The proof the app sends: a JPEG of at most maxProofBytes (the app's own is well under 1 MB) whose
 * frame has the design's proportions (proof-frame.ts, long side 1600 px), within rounding.
 */
function proofErrors(files: readonly StoredFile[], design: OrderDesign['design']): InboxError[] {
  const proof = files.find((file) => file.field === 'proof');
  if (!proof) return [];
  if (proof.size > maxProofBytes) return [inboxErrors.proofTooBig(maxProofBytes)];
  const { width, height } = proof.pixels ?? { width: 0, height: 0 };
  const expected = proofFrameSize(design);
  const off = height > 0 ? Math.abs(width * expected.height - height * expected.width) / (height * expected.width) : Infinity;
  return off <= proofShapeTolerance ? [] : [inboxErrors.proofShape()];
}

/**
 * Checks a parsed form against the store's rules, its design's price against the tarifa (`price`);
 * errors come back together, as the hosted service does. The design as data (`diseno`) is required:
 * the size, price and shape the emails and the status page state come from it, never from the
 * message's free text.
 */
export function validateSubmission(form: ParsedForm, price: PriceOrder): { errors: InboxError[] } | { submission: ValidSubmission } {
  if (!form.anyPart) return { errors: [inboxErrors.formEmpty()] };
  const diseno = cleanValue(form, 'diseno');
  const missingDesign = diseno ? [] : [inboxErrors.designMissing()];
  const errors = [...(form.tooManyFiles ? [inboxErrors.tooManyFiles()] : []), ...textErrors(form), ...missingDesign, ...fileErrors(form)];
  if (errors.length > 0 || !diseno) return { errors };
  const fields = Object.fromEntries(
    textFields.map((field) => [field, cleanValue(form, field) ?? '']),
  ) as SubmissionFields;
  const files = form.files.flatMap((outcome) => (outcome.kind === 'stored' ? [outcome.file] : []));
  const design = orderDesign(diseno, fields.message, price);
  if ('outOfStock' in design) return { errors: [inboxErrors.outOfStock(design.outOfStock)] };
  const badProof = proofErrors(files, design.design);
  return badProof.length > 0 ? { errors: badProof } : { submission: { fields, files, ...design } };
}
