import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { isValidEmail } from '../../src/domain/order-fields';
import { defaultConfirmationLimits } from './recipient-limit';
import type { ConfirmationLimits } from './recipient-limit';

/** How the inbox's emails leave: SMTP_URL, MAIL_FROM, INBOX_NOTIFY_EMAIL and PUBLIC_ORIGIN. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; null keeps every email in its order's outbox as a .eml file. */
  readonly smtpUrl: string | null;
  /** The From of every email, `MGM Gamers <pedidos@tienda.example>`. */
  readonly from: string;
  /** Envelope sender: the address inside `from`. */
  readonly fromAddress: string;
  /** The store's address for new-order emails; null sends none. */
  readonly storeEmail: string | null;
  /** Origin of the links in emails (`https://tienda.example`); null: the address the server prints at start. */
  readonly publicOrigin: string | null;
  /** Caps on shoppers' confirmations; the total a day is MAIL_CONFIRMATIONS_PER_DAY's. */
  readonly confirmationLimits: ConfirmationLimits;
}

const defaultFromAddress = 'no-responder@localhost';

/** The address inside `Nombre <dirección>` or the whole value; null when it is not an address. */
function addressIn(from: string): string | null {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return isValidEmail(address.trim()) ? address.trim() : null;
}

function originOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN debe ser una dirección que empiece con https:// (dice "${value}")`);
  return url.origin;
}

function smtpUrlOf(value: string): string {
  const protocol = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (protocol !== 'smtp' && protocol !== 'smtps') throw new Error('SMTP_URL debe empezar con smtp:// o smtps:// (por ejemplo smtps://usuario:clave@smtp.tienda.example)');
  return value;
}

/** Reads the mail settings; throws a Spanish message naming the variable to fix. */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv): MailConfig {
  const smtp = env.SMTP_URL?.trim() ?? '';
  const store = env.INBOX_NOTIFY_EMAIL?.trim() ?? '';
  if (store && !isValidEmail(store)) throw new Error(`INBOX_NOTIFY_EMAIL no es un email válido: "${store}"`);
  const from = env.MAIL_FROM?.trim() || `MGM Gamers <${store || defaultFromAddress}>`;
  const fromAddress = addressIn(from);
  if (!fromAddress) throw new Error(`MAIL_FROM no tiene un email válido: "${from}" (por ejemplo "MGM Gamers <pedidos@tienda.example>")`);
  const origin = env.PUBLIC_ORIGIN?.trim() ?? '';
  const perDay = env.MAIL_CONFIRMATIONS_PER_DAY?.trim() ?? '';
  if (perDay && !/^\d{1,7}$/.test(perDay)) throw new Error(`MAIL_CONFIRMATIONS_PER_DAY debe ser un número entero (dice "${perDay}")`);
  return {
    smtpUrl: smtp ? smtpUrlOf(smtp) : null,
    from,
    fromAddress,
    storeEmail: store || null,
    publicOrigin: origin ? originOf(origin) : null,
    confirmationLimits: { ...defaultConfirmationLimits, ...(perDay ? { totalDay: Number(perDay) } : {}) },
  };
}

/**
 * nodemailer's pooled transport for SMTP_URL, with the URL parsed into options: given beside `url`,
 * nodemailer drops `pool` and every timeout, so a server that went silent held all mail for minutes.
 * No wait is longer than 30 s: to connect, for the greeting, or for any reply on the wire. The URL's
 * query may set other options (`?tls.rejectUnauthorized=false`), never these.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPPool.Options {
  return { ...parseConnectionUrl(smtpUrl), pool: true, maxConnections: 3, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 15_000 };
}
