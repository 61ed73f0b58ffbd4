/**
 * The submission client: posts an order to the form service (the local inbox by default, the
 * hosted service when configured) through @formspree/core, and reduces its answer to codes the
 * form can explain. @formspree/core never throws for a failed post: a network failure, a body
 * that is not JSON and an unknown shape all come back as an error without a code.
 */
import { createClient, type Client, type SubmissionError } from '@formspree/core';
import { deviceClass } from '@/domain/stats-events';
import { formConfig, type FormConfig } from '@/config/runtime';
import type { OrderFieldName, OrderFields } from '@/domain/order-fields';
import { isOutOfStockRefusal } from '@/domain/quote-text';
import { SpeedMeter } from '@/domain/send-progress';
import type { OrderProblem } from './order-errors';
import { PRINT_FILE_NAME, PROOF_FILE_NAME } from './order-file-names';
import { receiptFromNext, type OrderReceipt } from './order-receipt';
import { uploadParts, type UploadPart, type UploadReport } from './resumable-upload';

export interface OrderPayload {
  readonly fields: OrderFields;
  readonly subject: string;
  readonly message: string;
  /** The image pipeline's upload file. */
  readonly file: File;
  /** The composed preview as a JPEG, or null when it is not sent. */
  readonly proof: Blob | null;
  /** The print-ready PDF, or null when it is not sent or could not be made. */
  readonly print: Blob | null;
  /** The design's query string, the same codec as /formulario's address. */
  readonly diseno: string;
  /** This order's random token: its resumable uploads carry it, so no other order can claim them. */
  readonly order: string;
}

/**
 * What the form shows while the order travels: bytes measured by the resumable uploads to the local
 * inbox, or, for the hosted service (posted with fetch, which reports no upload progress), only the
 * size and when it started.
 */
export type SendProgress =
  | {
      readonly kind: 'measured';
      readonly sentBytes: number;
      readonly totalBytes: number;
      readonly reconnecting: boolean;
      /** From the measured speed once it is steady; null before, and while reconnecting. */
      readonly secondsLeft: number | null;
    }
  | { readonly kind: 'indeterminate'; readonly totalBytes: number; readonly startedAt: number };

export interface SendWatch {
  readonly onProgress: (progress: SendProgress) => void;
  readonly signal: AbortSignal;
}

export type FieldProblems = Partial<Record<OrderFieldName, OrderProblem>>;

export type SubmitOutcome =
  | { readonly ok: true; readonly receipt: OrderReceipt | null }
  | { readonly ok: false; readonly problems: readonly OrderProblem[]; readonly fieldProblems: FieldProblems };

const FORM_FIELDS: readonly OrderFieldName[] = ['nombreModelo', 'email', 'comentario'];
const FILE_FIELDS: readonly string[] = ['file', 'proof', 'print'];

/** Messages browsers give a fetch that never got an answer (Chromium, Firefox, Safari, polyfills). */
const NETWORK_MESSAGE = /failed to fetch|networkerror|load failed|network request failed|connection was lost/i;

function textFormData(payload: OrderPayload): FormData {
  const data = new FormData();
  data.append('nombreModelo', payload.fields.nombreModelo.trim());
  data.append('email', payload.fields.email.trim());
  data.append('comentario', payload.fields.comentario);
  data.append('subject', payload.subject);
  data.append('message', payload.message);
  data.append('diseno', payload.diseno);
  return data;
}

/** The hosted service's form: the text fields and the files in one post. */
function orderFormData(payload: OrderPayload): FormData {
  const data = textFormData(payload);
  data.append('file', payload.file, payload.file.name);
  if (payload.proof) data.append('proof', payload.proof, PROOF_FILE_NAME);
  if (payload.print) data.append('print', payload.print, PRINT_FILE_NAME);
  return data;
}

function orderParts(payload: OrderPayload): UploadPart[] {
  const parts: UploadPart[] = [{ field: 'file', blob: payload.file }];
  if (payload.proof) parts.push({ field: 'proof', blob: payload.proof });
  if (payload.print) parts.push({ field: 'print', blob: payload.print });
  return parts;
}

const uploadIdFields = { file: 'fileUpload', proof: 'proofUpload', print: 'printUpload' } as const;

/**
 * The local inbox: the files go first as resumable uploads, then one small post names them. Null
 * when the shopper left while they were sent.
 */
async function postThroughUploads(payload: OrderPayload, config: FormConfig, watch: SendWatch): Promise<FormData | SubmitOutcome | null> {
  const endpoint = `${window.location.origin}/f/${config.key}/subidas`;
  const meter = new SpeedMeter();
  const onReport = (report: UploadReport) => {
    if (report.reconnecting) meter.restart();
    else meter.add(performance.now(), report.sentBytes);
    const secondsLeft = report.reconnecting ? null : meter.secondsLeft(report.totalBytes - report.sentBytes);
    watch.onProgress({ kind: 'measured', ...report, secondsLeft });
  };
  const uploads = await uploadParts(endpoint, payload.order, orderParts(payload), onReport, watch.signal);
  if (!uploads) return null;
  if (!uploads.ok) return { ok: false, problems: [uploads.problem], fieldProblems: {} };
  const data = textFormData(payload);
  data.append('pedido', payload.order);
  // Only the local inbox hears it, to count «Envió el pedido» by device class (docs/estadisticas.md); never stored.
  data.append('dispositivo', deviceClass(window.innerWidth));
  for (const [field, id] of Object.entries(uploads.ids)) data.append(uploadIdFields[field as keyof typeof uploadIdFields], id);
  return data;
}

/** The service's base URL: the configured origin, or this app's own origin for the local inbox. */
function serviceEndpoint(config: FormConfig, pageOrigin: string): string {
  return config.origin || pageOrigin;
}

/** One client per project, made once: its session data tells the hosted service when the page loaded. */
const clients = new Map<string, Client>();

function formClient(project: string): Client {
  let client = clients.get(project);
  if (!client) {
    client = createClient(project ? { project } : {});
    clients.set(project, client);
  }
  return client;
}

function isNetworkFailure(message: string): boolean {
  return NETWORK_MESSAGE.test(message) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

function knownCode(code: string, message: string): OrderProblem {
  if (code !== 'UNSPECIFIED') return code as OrderProblem;
  // @formspree/core keeps no code it does not know (SIN_STOCK among them), only the message.
  if (isOutOfStockRefusal(message)) return 'SIN_STOCK';
  // The post had started: the connection was cut, or never came back.
  return isNetworkFailure(message) ? 'CONNECTION' : 'UNEXPECTED';
}

/**
 * @formspree/core keeps only field codes on field errors; any other complaint about a file is a
 * refused photo. A file the local inbox says is missing is an upload that did not finish arriving
 * (or expired): a retry sends it again.
 */
function fileProblem(problem: OrderProblem): OrderProblem {
  if (problem === 'REQUIRED_FIELD_MISSING') return 'CONNECTION';
  return problem === 'UNEXPECTED' ? 'FILE' : problem;
}

/** Form-level errors first, then field errors: on our three fields beside them, on others (file, subject) in the list. */
function describeFailure(error: SubmissionError): SubmitOutcome {
  const problems: OrderProblem[] = error.getFormErrors().map((e) => knownCode(e.code, e.message));
  const fieldProblems: FieldProblems = {};
  for (const [field, errors] of error.getAllFieldErrors()) {
    const first = errors[0];
    if (!first) continue;
    const problem = knownCode(first.code, first.message);
    const name = String(field);
    if ((FORM_FIELDS as readonly string[]).includes(name)) fieldProblems[name as OrderFieldName] = problem;
    else if (FILE_FIELDS.includes(name)) problems.push(fileProblem(problem));
    else problems.push(problem);
  }
  if (problems.length === 0 && Object.keys(fieldProblems).length === 0) problems.push('UNEXPECTED');
  return { ok: false, problems: [...new Set(problems)], fieldProblems };
}

/** Posts the order; null when the shopper left while its files were being sent. */
export async function submitOrder(payload: OrderPayload, watch: SendWatch, config: FormConfig = formConfig): Promise<SubmitOutcome | null> {
  const endpoint = serviceEndpoint(config, window.location.origin);
  let data: FormData;
  if (config.origin) {
    data = orderFormData(payload);
    const totalBytes = orderParts(payload).reduce((sum, part) => sum + part.blob.size, 0);
    watch.onProgress({ kind: 'indeterminate', totalBytes, startedAt: Date.now() });
  } else {
    const prepared = await postThroughUploads(payload, config, watch);
    if (!(prepared instanceof FormData)) return prepared;
    data = prepared;
  }
  try {
    const result = await formClient(config.project).submitForm(config.key, data, { endpoint });
    return result.kind === 'success' ? { ok: true, receipt: receiptFromNext(result.next) } : describeFailure(result);
  } catch {
    // @formspree/core throws only for an answer shaped like a payment step, which this form never asks for.
    return { ok: false, problems: ['UNEXPECTED'], fieldProblems: {} };
  }
}
