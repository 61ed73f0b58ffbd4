import type { SubmissionRecord } from './submission-record';
import { composeEml } from '../mail/compose-eml';
import { mailConfigFromEnv } from '../mail/mail-config';
import type { MailConfig } from '../mail/mail-config';
import { createMailSender } from '../mail/mail-sender';
import type { MailSender } from '../mail/mail-sender';
import { answerEmail, confirmationEmail, shippedEmail, storeEmail } from './order-emails';
import type { OrderLinks } from './order-emails';
import { addToOutbox, readOutbox, resendEmail } from '../mail/outbox';
import type { OutboxItem } from '../mail/outbox';
import { confirmationCaps } from '../mail/recipient-limit';
import type { HoldReason } from '../mail/recipient-limit';
import { isLoopbackOrigin } from './loopback';
import { newStatusToken, orderNumbers } from './order-numbers';
import { buzonPaths, statusPath } from '../html/paths';
import type { OrderEmail } from '../mail/compose-eml';
import type { OrderStage } from './order-state';

/** Mail off: every email stays in its order's outbox as a .eml file (the default of `npm start`). */
export const mailOff: MailConfig = mailConfigFromEnv({});

export interface OrderLife {
  /** Whether SMTP_URL is set: /buzon says so when it is not. */
  readonly mailConfigured: boolean;
  /** Whether shoppers' emails are held because their links would point to this machine (no PUBLIC_ORIGIN, a loopback address). */
  heldForOrigin(): boolean;
  /** A new order's number and status token, claimed just before it is stored. */
  claimIds(): Promise<Required<Pick<SubmissionRecord, 'number' | 'statusToken'>>>;
  /** Writes a new order's emails into its folder, before the folder is published; `client` sent it. */
  prepareEmails(folder: string, record: SubmissionRecord, client: string): Promise<void>;
  /** The order's folder is published under `folder`: its emails may leave. */
  published(folder: string): void;
  /** The store's answer, through the outbox. */
  answered(folder: string, record: SubmissionRecord, link: string, message: string): Promise<void>;
  /**
   * The emails a state move sends, once the move is written: «Enviado» tells the shopper; the other
   * moves send none. The state form and «Pasar a En producción» both come here, so a move mails the
   * same whichever page made it.
   */
  moved(folder: string, record: SubmissionRecord, to: OrderStage): Promise<void>;
  emails(folder: string): Promise<OutboxItem[]>;
  /** The store's «Reenviar»: sends an email in error (or held by a cap) again; false when it cannot be. */
  resend(folder: string, name: string): Promise<boolean>;
  /** The address the server listens on, for links when PUBLIC_ORIGIN is unset; starts the sender. */
  listening(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** Composes one email and adds it to the order's outbox: pending when mail is configured, kept as a .eml otherwise. */
async function writeEmail(folder: string, email: OrderEmail, config: MailConfig, sending: boolean, held: HoldReason | null): Promise<void> {
  const eml = await composeEml(email, config.from, folder);
  await addToOutbox(folder, eml, {
    kind: email.kind,
    to: email.to,
    from: config.fromAddress,
    subject: email.body.subject,
    createdAt: new Date().toISOString(),
    state: !sending ? 'sin-configurar' : held ? 'retenido' : 'pendiente',
    ...(held && sending ? { held } : {}),
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
    sentAt: null,
  });
}

/** Order numbers and tokens, the emails of an order's life and their sender, for one inbox. */
export function createOrderLife(inboxDir: string, config: MailConfig): OrderLife {
  const numbers = orderNumbers(inboxDir);
  const caps = confirmationCaps(config.confirmationLimits);
  const sender: MailSender | null = config.smtpUrl ? createMailSender(inboxDir, config.smtpUrl) : null;
  let origin = config.publicOrigin ?? 'http://127.0.0.1';

  const links = (record: SubmissionRecord): OrderLinks => ({
    status: `${origin}${statusPath(record.statusToken ?? '')}`,
    buzon: `${origin}${buzonPaths.order(record.id)}`,
  });

  const write = (folder: string, email: OrderEmail, held: HoldReason | null = null): Promise<void> => writeEmail(folder, email, config, sender !== null, held);
  // Without PUBLIC_ORIGIN on a loopback address the links would lead nowhere for a shopper: held.
  const heldForOrigin = (): boolean => sender !== null && config.publicOrigin === null && isLoopbackOrigin(origin);

  const toShopper = async (folder: string, email: OrderEmail): Promise<void> => {
    await write(folder, email, heldForOrigin() ? 'origen' : null);
    await sender?.add(folder);
  };

  return {
    mailConfigured: sender !== null,
    heldForOrigin,
    claimIds: async () => ({ number: await numbers.claim(), statusToken: newStatusToken() }),
    async prepareEmails(folder, record, client) {
      if (config.storeEmail) await write(folder, storeEmail(record, links(record), config.storeEmail));
      const held = heldForOrigin() ? 'origen' : caps.take(record.fields.email, client);
      await write(folder, confirmationEmail(record, links(record)), held);
    },
    published: (folder) => void sender?.add(folder).catch(() => undefined),
    answered: (folder, record, link, message) => toShopper(folder, answerEmail(record, links(record), link, message)),
    moved: async (folder, record, to) => (to === 'enviado' ? toShopper(folder, shippedEmail(record, links(record))) : undefined),
    emails: readOutbox,
    async resend(folder, name) {
      const again = await resendEmail(folder, name);
      if (again) await sender?.add(folder);
      return again;
    },
    async listening(address) {
      origin = config.publicOrigin ?? address;
      await sender?.scan();
    },
    close: async () => sender?.close(),
  };
}
