import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { mailConfigFromEnv } from '../../server/mail/mail-config';
import { createOrderLife } from '../../server/orders/order-life';
import { openRequest } from './abuse-clients';
import type { RawAnswer } from './abuse-clients';
import { startBuzon, tempInbox } from './buzon-harness';
import type { BuzonServer } from './buzon-harness';
import { jpegBytes, orderForm, post } from './multipart-fixtures';
import { startTestSmtp } from './smtp-harness';
import type { ReceivedMail, SmtpFaults, TestSmtp } from './smtp-harness';

/** The shop's public address in the emails' links. */
export const shopOrigin = 'https://tienda.example';

export interface Shop {
  readonly server: BuzonServer;
  readonly inboxDir: string;
}

/** Steps run after each test, last first (the test files' afterEach runs them). */
export const cleanups: (() => Promise<void>)[] = [];

/** The app server with /buzon and its emails through `smtp`, over a fresh inbox unless one is given. */
export async function startShop(smtp: TestSmtp, inboxDir?: string, env: NodeJS.ProcessEnv = {}): Promise<Shop> {
  let dir = inboxDir;
  if (!dir) {
    const inbox = await tempInbox();
    cleanups.push(inbox.remove);
    dir = inbox.dir;
  }
  const config = mailConfigFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'MGM Gamers <pedidos@tienda.example>', INBOX_NOTIFY_EMAIL: 'tienda@tienda.example', PUBLIC_ORIGIN: shopOrigin, ...env });
  const server = await startBuzon(dir, undefined, false, createOrderLife(dir, config));
  return { server, inboxDir: dir };
}

export async function smtpServer(refused: readonly string[] = [], faults: SmtpFaults = {}): Promise<TestSmtp> {
  const smtp = await startTestSmtp(refused, 0, faults);
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** An order posted to the shop's inbox; its proof has the fixture design's proportions. */
export async function sendOrder(shop: Shop, fields: Record<string, string> = {}): Promise<{ pedido: string; seguimiento: string }> {
  const answer = await post(`${shop.server.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(3000)]), ...fields }));
  expect(answer.status).toBe(200);
  return answer.body as unknown as { pedido: string; seguimiento: string };
}

/** An order posted from the loopback address `from`, as another client. */
export async function sendOrderFrom(shop: Shop, from: string, email: string): Promise<RawAnswer> {
  const request = new Request(`${shop.server.baseUrl}/f/mgm-local`, { method: 'POST', body: orderForm({ proof: new Blob([jpegBytes(3000)]), email }) });
  const body = Buffer.from(await request.arrayBuffer());
  const { req, answer } = openRequest(request.url, 'POST', { 'content-type': request.headers.get('content-type') ?? '', accept: 'application/json' }, from);
  req.end(body);
  return answer;
}

export const toAddress = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

export async function orderFolders(inboxDir: string): Promise<string[]> {
  return (await readdir(inboxDir)).filter((name) => !name.startsWith('.')).map((name) => join(inboxDir, name));
}
