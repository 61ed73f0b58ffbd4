/** What a failed send tells: nodemailer's error fields, copied out of the SMTP thread as plain data. */
export interface SmtpFailure {
  readonly responseCode?: number;
  readonly response?: string;
  /** nodemailer's or Node's code: `EENVELOPE`, `ETIMEDOUT`, `ECONNREFUSED`… */
  readonly code?: string;
  /** The SMTP command that was refused: `RCPT TO`, `AUTH PLAIN`, `DATA`… */
  readonly command?: string;
  readonly message: string;
}

/** The fields of a thrown error that say what went wrong, as plain data (a worker message can carry them). */
export function smtpFailureOf(error: unknown): SmtpFailure {
  const found: Record<string, unknown> = typeof error === 'object' && error !== null ? { ...error, message: 'message' in error ? error.message : undefined } : {};
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  return {
    responseCode: typeof found.responseCode === 'number' ? found.responseCode : undefined,
    response: text(found.response),
    code: text(found.code),
    command: text(found.command),
    message: text(found.message) ?? String(error),
  };
}

/** The SMTP reply codes of an account that cannot send now: authentication needed, refused or too weak (RFC 4954). */
const accountCodes = new Set([530, 534, 535, 538]);
/** Words of a quota, a rate or a policy, which lift once the account is fixed or the day is over. */
const accountWords = /quota|limit|exceed|too many|storage|suspend|disabled account|policy|spam|authenticat/i;

/**
 * Whether the server refused this one recipient for good: a 5xx answer to RCPT TO, or an enhanced
 * status of the addressing class (5.1.x: no such mailbox, bad domain). Faults of the account, its
 * quota or a policy (4xx, 530/535, 5.7.x, "quota"…) and other refusals are not final: the email waits on the outbox's
 * backoff and leaves once the account works again.
 */
function refusesRecipient(failure: SmtpFailure, code: number): boolean {
  const said = failure.response ?? failure.message;
  const enhancedClass = /\b5\.(\d{1,3})\.\d{1,3}\b/.exec(said)?.[1];
  if (code < 500 || accountCodes.has(code) || accountWords.test(said)) return false;
  if (enhancedClass !== undefined) return enhancedClass === '1';
  return /^RCPT/i.test(failure.command ?? '');
}

/** Final or retried, and the reason /buzon shows (one line, the server's words cut at 300 characters). */
export function describeFailure(failure: SmtpFailure): { final: boolean; reason: string } {
  const said = (failure.response ?? failure.message).replace(/\s+/g, ' ').slice(0, 300);
  if (failure.responseCode !== undefined) return { final: refusesRecipient(failure, failure.responseCode), reason: `El servidor de correo respondió ${said}` };
  return { final: false, reason: `No se pudo conectar con el servidor de correo (${failure.code ?? said}).` };
}
