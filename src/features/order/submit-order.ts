/**
 * The submission client: posts an order to the form service (the local inbox by default, the
 * hosted service when configured) through @formspree/core, and reduces its answer to codes the
 * form can explain. @formspree/core never throws for a failed post: a network failure, a body
 * that is not JSON and an unknown shape all come back as an error without a code.
 */
import { createClient, type Client, type SubmissionError } from '@formspree/core';
import { formConfig, type FormConfig } from '@/config/runtime';
import type { OrderFieldName, OrderFields } from '@/domain/order-fields';
import type { OrderProblem } from './order-errors';
import { PRINT_FILE_NAME, PROOF_FILE_NAME } from './order-file-names';

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
}

export type FieldProblems = Partial<Record<OrderFieldName, OrderProblem>>;

export type SubmitOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: readonly OrderProblem[]; readonly fieldProblems: FieldProblems };

const FORM_FIELDS: readonly OrderFieldName[] = ['nombreModelo', 'email', 'comentario'];
const FILE_FIELDS: readonly string[] = ['file', 'proof', 'print'];

/** Messages browsers give a fetch that never got an answer (Chromium, Firefox, Safari, polyfills). */
const NETWORK_MESSAGE = /failed to fetch|networkerror|load failed|network request failed|connection was lost/i;

function orderFormData(payload: OrderPayload): FormData {
  const data = new FormData();
  data.append('nombreModelo', payload.fields.nombreModelo.trim());
  data.append('email', payload.fields.email.trim());
  data.append('comentario', payload.fields.comentario);
  data.append('subject', payload.subject);
  data.append('message', payload.message);
  data.append('diseno', payload.diseno);
  data.append('file', payload.file, payload.file.name);
  if (payload.proof) data.append('proof', payload.proof, PROOF_FILE_NAME);
  if (payload.print) data.append('print', payload.print, PRINT_FILE_NAME);
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
  return isNetworkFailure(message) ? 'NETWORK' : 'UNEXPECTED';
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
    // @formspree/core keeps only field codes on field errors; any other complaint about a file is a refused photo.
    else problems.push(problem === 'UNEXPECTED' && FILE_FIELDS.includes(name) ? 'FILE' : problem);
  }
  if (problems.length === 0 && Object.keys(fieldProblems).length === 0) problems.push('UNEXPECTED');
  return { ok: false, problems: [...new Set(problems)], fieldProblems };
}

export async function submitOrder(payload: OrderPayload, config: FormConfig = formConfig): Promise<SubmitOutcome> {
  const endpoint = serviceEndpoint(config, window.location.origin);
  try {
    const result = await formClient(config.project).submitForm(config.key, orderFormData(payload), { endpoint });
    return result.kind === 'success' ? { ok: true } : describeFailure(result);
  } catch {
    // @formspree/core throws only for an answer shaped like a payment step, which this form never asks for.
    return { ok: false, problems: ['UNEXPECTED'], fieldProblems: {} };
  }
}
