import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly parsed: ParsedMail;
}

export interface TestSmtp {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Stops listening (connections refused) until start(); what arrived is kept. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages arrived in all; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** How the test server misbehaves, asked anew for each message. */
export interface SmtpFaults {
  /** A refusal of MAIL FROM (`530 5.7.0 Authentication required`), or null to take it. */
  readonly refuseSender?: () => { readonly code: number; readonly text: string } | null;
  /** True: read the message and never answer it, as a server that hangs after DATA. */
  readonly hangAfterData?: () => boolean;
}

/**
 * A real SMTP server in the test process (smtp-server), parsing what arrives with mailparser.
 * Recipients in `refused` are answered 550, as a mailbox that does not exist; `faults` makes it
 * refuse senders or hang.
 */
export async function startTestSmtp(refused: readonly string[] = [], port = 0, faults: SmtpFaults = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // nodemailer's pool keeps its connections open: stop() must not wait for them.
      closeTimeout: 200,
      onMailFrom(_address, _session, callback) {
        const refusal = faults.refuseSender?.();
        callback(refusal ? Object.assign(new Error(refusal.text), { responseCode: refusal.code }) : undefined);
      },
      onRcptTo(address, _session, callback) {
        if (refused.includes(address.address)) {
          callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        if (faults.hangAfterData?.()) {
          stream.resume();
          return;
        }
        simpleParser(stream).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  let server = make();
  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(wanted, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(actualPort);
    },
    async waitFor(count, timeoutMs = 20_000) {
      const started = Date.now();
      while (received.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`llegaron ${received.length} de ${count} emails en ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
  };
}
