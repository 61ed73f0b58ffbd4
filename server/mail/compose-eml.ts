import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { proofCid } from './email-layout';
import type { EmailBody } from './email-layout';
import type { EmailKind } from './outbox';

/** One email to compose and keep in an outbox. */
export interface OrderEmail {
  readonly kind: EmailKind;
  readonly to: string;
  readonly body: EmailBody;
  /** The order's proof file to attach inline (email-layout.ts's proofCid), as the order stored it; null for none. */
  readonly proof: string | null;
}

/**
 * The whole message as it will travel (headers, both parts, the proof inline), built once by
 * nodemailer's composer: what the outbox keeps is what the SMTP server receives, byte for byte, and
 * a store without SMTP_URL can open the same .eml file in its mail program.
 */
export function composeEml(email: OrderEmail, from: string, orderFolder: string): Promise<Buffer> {
  const attachments = email.proof ? [{ filename: 'vista-previa.jpg', path: join(orderFolder, email.proof), cid: proofCid }] : [];
  const message = new MailComposer({
    from,
    to: email.to,
    subject: email.body.subject,
    text: email.body.text,
    html: email.body.html,
    attachments,
    date: new Date(),
  }).compile();
  return message.build();
}
