/**
 * Issue 38's attacks on the order's emails, for `npm run bench:inbox`: each row's server sends its
 * mail to an SMTP server the row starts in the bench's process (smtp-server) or, for the banner, a
 * raw socket; every row is bounded in count and time and stays on loopback.
 */
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { readOutbox } from '../../server/mail/outbox';
import { folderNames } from '../../server/files/folder-names';
import { client } from '../server/buzon-harness';
import { jpegBytes, orderForm, post } from '../server/multipart-fixtures';
import { openRequest } from '../server/abuse-clients';
import { startTestSmtp } from '../server/smtp-harness';
import type { SmtpFaults, TestSmtp } from '../server/smtp-harness';
import type { Attack, AttackTarget } from './attack-rows';

/** The rows' SMTP port: beside the e2e ports (E2E_PORT + 3), so helpers on one machine never share it. */
const smtpPort = Number(process.env.E2E_PORT ?? 4317) + 3;
const storeAddress = 'tienda@banco.example';
/** Every row's server mails through the row's SMTP server, with links to a public origin (so nothing is held for want of one). */
const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, INBOX_NOTIFY_EMAIL: storeAddress, PUBLIC_ORIGIN: 'https://banco.example' };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `body` with an SMTP server on the rows' port, stopped afterwards. */
async function withSmtp(faults: SmtpFaults, body: (smtp: TestSmtp) => Promise<string>): Promise<string> {
  const smtp = await startTestSmtp([], smtpPort, faults);
  try {
    return await body(smtp);
  } finally {
    await smtp.stop();
  }
}

/** One order posted from the loopback address `from` to `email`: its status. */
async function orderFrom(target: AttackTarget, from: string, email: string): Promise<number> {
  const request = new Request(`${target.baseUrl}/f/mgm-local`, { method: 'POST', body: orderForm({ proof: new Blob([jpegBytes(3000)]), email }) });
  const { req, answer } = openRequest(request.url, 'POST', { 'content-type': request.headers.get('content-type') ?? '' }, from);
  req.end(Buffer.from(await request.arrayBuffer()));
  return (await answer).status;
}

const toShoppers = (smtp: TestSmtp) => smtp.received.filter((mail) => !mail.to.includes(storeAddress));

async function outboxStates(inboxDir: string) {
  const folders = await folderNames(inboxDir);
  return (await Promise.all(folders.map((name) => readOutbox(join(inboxDir, name))))).flat().map((item) => item.email);
}

export const mailAttacks: readonly Attack[] = [
  {
    name: '20 pedidos a v.ictima+N@gmail.com desde 20 direcciones, y 15 desde una sola a casillas distintas',
    env,
    run: (target) =>
      withSmtp({}, async (smtp) => {
        const statuses: number[] = [];
        for (let i = 0; i < 20; i += 1) statuses.push(await orderFrom(target, `127.0.6.${i + 1}`, `v.ictima+${i}@gmail.com`));
        for (let i = 0; i < 15; i += 1) statuses.push(await orderFrom(target, '127.0.7.1', `persona${i}@example.com`));
        await smtp.waitFor(35 + 15, 30_000).catch(() => undefined);
        await sleep(2000);
        const victim = toShoppers(smtp).filter((mail) => mail.to.some((to) => to.includes('ictima'))).length;
        const single = toShoppers(smtp).filter((mail) => mail.to.some((to) => to.startsWith('persona'))).length;
        const stored = statuses.filter((status) => status === 200).length;
        return `pedidos guardados ${stored} de 35; confirmaciones a la víctima ${victim} (meta ≤ 5); desde una dirección ${single} (meta ≤ 10)`;
      }),
  },
  {
    name: 'Servidor SMTP que se calla después de DATA (el primer envío de cada email)',
    env,
    run: (target) => {
      let hangs = 2;
      return withSmtp({ hangAfterData: () => hangs-- > 0 }, async (smtp) => {
        const started = Date.now();
        if ((await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(3000)]) }))).status !== 200) return 'pedido no guardado';
        let firstFailure = 0;
        while (Date.now() - started < 80_000 && smtp.received.length < 2) {
          if (!firstFailure && (await outboxStates(target.inboxDir)).some((email) => email.lastError)) firstFailure = Date.now() - started;
          await sleep(250);
        }
        return `el envío colgado se cortó a los ${(firstFailure / 1000).toFixed(1)} s (meta ≤ 30 s); entregados ${smtp.received.length} de 2 a los ${((Date.now() - started) / 1000).toFixed(1)} s`;
      });
    },
  },
  {
    name: 'Banner SMTP de 2 MB (líneas «220-» de 100 bytes)',
    env,
    async run(target) {
      const line = `220-${'x'.repeat(96)}\r\n`;
      const banner = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
      const sockets = new Set<Socket>();
      let sent = 0;
      const hostile = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.write(banner, () => (sent += 1));
      });
      await new Promise<void>((resolve) => hostile.listen(smtpPort, '127.0.0.1', resolve));
      try {
        const status = (await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(3000)]) }))).status;
        await sleep(20_000);
        return `pedido ${status}; banners enviados ${sent}`;
      } finally {
        sockets.forEach((socket) => socket.destroy());
        await new Promise((resolve) => hostile.close(resolve));
      }
    },
  },
  {
    name: 'Cuenta SMTP que responde 530 durante 20 s y después anda',
    env,
    run: (target) => {
      const until = Date.now() + 20_000;
      return withSmtp({ refuseSender: () => (Date.now() < until ? { code: 530, text: '5.7.0 Authentication required' } : null) }, async (smtp) => {
        if ((await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(3000)]) }))).status !== 200) return 'pedido no guardado';
        await smtp.waitFor(2, 60_000).catch(() => undefined);
        await sleep(2000);
        const ids = smtp.received.map((mail) => mail.parsed.messageId);
        return `entregados ${smtp.received.length} de 2 tras arreglar la cuenta; repetidos ${ids.length - new Set(ids).size}`;
      });
    },
  },
  {
    name: 'Cuatro «Enviado» a la vez y una respuesta después de «Cancelado»',
    env,
    run: (target) =>
      withSmtp({}, async (smtp) => {
        for (let i = 0; i < 2; i += 1) if ((await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(3000)]) }))).status !== 200) return 'pedido no guardado';
        await smtp.waitFor(4, 30_000);
        const store = client(target.baseUrl);
        await store.login(target.password);
        const [shipped, cancelled] = [...(await (await store.request('/buzon')).text()).matchAll(/href="(\/buzon\/pedidos\/[0-9a-f-]{36})"/g)].map((match) => match[1] ?? '');
        await store.request(`${shipped}/estado`, store.form({ estado: 'pagado' }));
        await Promise.all(Array.from({ length: 4 }, () => store.request(`${shipped}/estado`, store.form({ estado: 'enviado' }))));
        await store.request(`${cancelled}/estado`, store.form({ estado: 'cancelado' }));
        const answer = await store.request(`${cancelled}/respuesta`, store.form({ link: 'https://banco.example/p/1', mensaje: '' }));
        await sleep(3000);
        const shippedMails = smtp.received.filter((mail) => /fue enviado/.test(mail.parsed.subject ?? '')).length;
        const links = smtp.received.filter((mail) => /link de compra/.test(mail.parsed.subject ?? '')).length;
        return `emails «Enviado» ${shippedMails} (meta 1); respuesta tras cancelar ${answer.status}, links de compra enviados ${links} (meta 0)`;
      }),
  },
  {
    name: 'Vista previa de 25 MB en un pedido',
    async run(target) {
      const proof = new Blob([jpegBytes(24_900_000, 1400, 1000)]);
      const answer = await post(`${target.baseUrl}/f/mgm-local`, orderForm({ proof }));
      return `respuesta ${answer.status}; pedidos guardados ${(await folderNames(target.inboxDir)).length}`;
    },
  },
];
