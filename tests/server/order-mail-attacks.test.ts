/**
 * Issue 38's attacks on the order's emails, against the app server with a real SMTP server in the
 * test process (smtp-server), or a raw socket where smtp-server cannot misbehave enough.
 */
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { client } from './buzon-harness';
import { jpegBytes, orderForm, post } from './multipart-fixtures';
import { cleanups, orderFolders, sendOrder, sendOrderFrom, smtpServer, startShop, toAddress } from './order-life-shop';
import type { Shop } from './order-life-shop';
import type { TestSmtp } from './smtp-harness';

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openShop(smtp: TestSmtp, env: NodeJS.ProcessEnv = {}): Promise<Shop> {
  const shop = await startShop(smtp, undefined, env);
  cleanups.push(() => shop.server.close());
  return shop;
}

const outboxes = async (shop: Shop) => Promise.all((await orderFolders(shop.inboxDir)).map(readOutbox));

describe('the emails’ content', () => {
  it('gives the shopper only checked facts, and the store its link and data before the shopper’s words, with no bidi mark', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    const comentario = 'Ver el pedido en el buzón: https://evil.example/buzon/entrar\n\u202e$0 (PAGADO)';
    const { pedido } = await sendOrder(shop, { comentario, nombreModelo: 'TU CUENTA FUE SUSPENDIDA' });
    const mails = await smtp.waitFor(2);
    const shopper = mails.find(toAddress('cliente@example.com'));
    const store = mails.find(toAddress('tienda@tienda.example'));
    const shopperText = `${shopper?.parsed.subject ?? ''}${shopper?.parsed.text ?? ''}${String(shopper?.parsed.html)}`;
    expect(shopperText).not.toMatch(/SUSPENDIDA|evil|PAGADO|Dragón/);
    expect(shopper?.parsed.attachments).toEqual([]);
    expect(shopper?.parsed.text).toContain('Medida: XXL 140x100');
    expect(shopper?.parsed.text).toContain('Precio: $92.000');
    expect(store?.parsed.subject).toBe(`Nuevo pedido ${pedido} · XXL 140x100 · $92.000`);
    const text = store?.parsed.text ?? '';
    expect(text.indexOf('https://tienda.example/buzon/pedidos/')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('https://tienda.example/buzon/pedidos/')).toBeLessThan(text.indexOf('evil.example'));
    expect(text.indexOf('Escrito por el cliente')).toBeLessThan(text.indexOf('evil.example'));
    expect(text.indexOf('Precio: $92.000')).toBeLessThan(text.indexOf('Escrito por el cliente'));
    for (const part of [text, String(store?.parsed.html), store?.parsed.subject ?? '']) expect(part).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('the caps on confirmations', () => {
  it('counts +tag, dotted and googlemail addresses as one mailbox: 5 a day, the rest held, and «Reenviar» sends one', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    const addresses = ['victima+1@gmail.com', 'v.ictima+2@gmail.com', 'VICTIMA@googlemail.com', 'vic.tima+x@gmail.com', 'victima+5@gmail.com', 'victima+6@gmail.com', 'v.i.c.t.i.m.a+7@googlemail.com'];
    for (const [i, email] of addresses.entries()) expect((await sendOrderFrom(shop, `127.0.3.${i + 1}`, email)).status).toBe(200);
    await smtp.waitFor(12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const confirmations = smtp.received.filter((mail) => !mail.to.includes('tienda@tienda.example'));
    expect(confirmations).toHaveLength(5);
    const held = (await outboxes(shop)).flat().filter((item) => item.email.state === 'retenido');
    expect(held.map((item) => item.email.held)).toEqual(['casilla', 'casilla']);

    const store = client(shop.server.baseUrl);
    await store.login();
    const list = await (await store.request('/buzon?q=v.i.c.t.i.m.a')).text();
    const detail = /href="(\/buzon\/pedidos\/[^"]+)"/.exec(list)?.[1] ?? '';
    const page = await (await store.request(detail)).text();
    expect(page).toContain('Retenido</span> <span class="tenue">esta casilla ya recibió 5 confirmaciones hoy');
    const action = /action="([^"]+\/reenviar)"/.exec(page)?.[1] ?? '';
    expect((await store.request(action, { method: 'POST', headers: { origin: 'https://otro.example' } })).status).toBe(403);
    expect((await store.request(action, { method: 'POST' })).status).toBe(303);
    await smtp.waitFor(13);
    expect(smtp.received.at(-1)?.to).toEqual(['v.i.c.t.i.m.a+7@googlemail.com']);
  }, 60_000);

  it('sends at most 10 confirmations an hour because of one client address, and stores every order', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    for (let i = 0; i < 12; i += 1) expect((await sendOrderFrom(shop, '127.0.4.1', `persona${i}@example.com`)).status).toBe(200);
    await smtp.waitFor(22);
    const items = (await outboxes(shop)).flat().filter((item) => item.email.kind === 'confirmacion');
    expect(items).toHaveLength(12);
    expect(items.filter((item) => item.email.state === 'retenido').map((item) => item.email.held)).toEqual(['cliente', 'cliente']);
  }, 60_000);

  it('holds every confirmation past the store’s total a day (MAIL_CONFIRMATIONS_PER_DAY)', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp, { MAIL_CONFIRMATIONS_PER_DAY: '2' });
    for (let i = 0; i < 3; i += 1) expect((await sendOrderFrom(shop, `127.0.5.${i + 1}`, `otra${i}@example.com`)).status).toBe(200);
    await smtp.waitFor(5);
    const held = (await outboxes(shop)).flat().filter((item) => item.email.state === 'retenido');
    expect(held.map((item) => item.email.held)).toEqual(['total']);
  });
});

describe('an SMTP server that misbehaves', () => {
  it('retries mail refused with 530 until the account works, then sends each email once', async () => {
    let broken = true;
    const smtp = await smtpServer([], { refuseSender: () => (broken ? { code: 530, text: '5.7.0 Authentication required' } : null) });
    const shop = await openShop(smtp);
    await sendOrder(shop);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    await expect.poll(async () => (await readOutbox(folder)).map((item) => item.email.lastError?.startsWith('El servidor de correo respondió 530')), { timeout: 15_000 }).toEqual([true, true]);
    expect((await readOutbox(folder)).map((item) => item.email.state)).toEqual(['pendiente', 'pendiente']);
    broken = false;
    await smtp.waitFor(2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(2);
    expect((await readOutbox(folder)).map((item) => item.email.state)).toEqual(['enviado', 'enviado']);
  }, 60_000);

  it('gives up on a server that hangs after DATA within 30 s, sends the other email meanwhile, and the hung one later', async () => {
    let hangs = 1;
    const smtp = await smtpServer([], { hangAfterData: () => hangs-- > 0 });
    const shop = await openShop(smtp);
    await sendOrder(shop);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    await expect.poll(async () => (await readOutbox(folder)).some((item) => item.email.lastError !== null), { timeout: 40_000, interval: 500 }).toBe(true);
    const failed = (await readOutbox(folder)).find((item) => item.email.lastError !== null);
    expect(failed?.email.lastError).toMatch(/ETIMEDOUT|Timeout|timeout/);
    await smtp.waitFor(2, 30_000);
    await expect.poll(async () => (await readOutbox(folder)).map((item) => [item.email.state, item.email.attempts]).sort()).toEqual([['enviado', 1], ['enviado', 2]]);
  }, 90_000);

  it('keeps answering HTTP while a server sends a 2 MB banner', async () => {
    let bannerSent = false;
    const sockets = new Set<Socket>();
    const line = `220-${'x'.repeat(96)}\r\n`;
    const banner = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
    const hostile = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.write(banner, () => (bannerSent = true));
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      hostile.close(() => resolve());
    }));
    const port = (hostile.address() as AddressInfo).port;
    const shop = await startShop({ url: `smtp://127.0.0.1:${port}` } as TestSmtp);
    cleanups.push(() => shop.server.close());
    await sendOrder(shop);
    await expect.poll(() => bannerSent, { timeout: 10_000 }).toBe(true);
    let longest = 0;
    for (const end = Date.now() + 5000; Date.now() < end; ) {
      const started = performance.now();
      expect((await fetch(`${shop.server.baseUrl}/buzon/entrar`)).status).toBe(200);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`Banner de 2 MB: la consulta HTTP más lenta tardó ${Math.round(longest)} ms`);
    // The figure that counts comes from `npm run bench:inbox`; this only tells a frozen server (22 s before) from a working one.
    expect(longest).toBeLessThan(5000);
  }, 60_000);
});

/** The store signed in, and the path of the only order's page. */
async function storeOnOrder(shop: Shop) {
  const store = client(shop.server.baseUrl);
  await store.login();
  const list = await (await store.request('/buzon')).text();
  return { store, detail: /href="(\/buzon\/pedidos\/[^"]+)"/.exec(list)?.[1] ?? '' };
}

describe('the order’s states', () => {
  it('sends one «Enviado» email for four posts at once, and refuses Enviado before Pagado', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    await sendOrder(shop);
    await smtp.waitFor(2);
    const { store, detail } = await storeOnOrder(shop);
    const early = await store.request(`${detail}/estado`, store.form({ estado: 'enviado' }));
    expect(early.status).toBe(400);
    expect(await early.text()).toContain('primero marcalo Pagado o En producción');
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'pagado' }))).status).toBe(303);
    const posts = await Promise.all(Array.from({ length: 4 }, () => store.request(`${detail}/estado`, store.form({ estado: 'enviado' }))));
    expect(posts.map((answer) => answer.status).sort()).toEqual([303, 303, 303, 303]);
    await smtp.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((mail) => /fue enviado/.test(mail.parsed.subject ?? ''))).toHaveLength(1);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    expect((await readOutbox(folder)).map((item) => item.email.kind)).toEqual(['tienda', 'confirmacion', 'enviado']);
    const page = await (await store.request(detail)).text();
    expect(page.match(/<li>Enviado: /g)).toHaveLength(1);
  }, 60_000);

  it('sends no purchase link after Cancelado, and Cancelado stays', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    const { seguimiento } = await sendOrder(shop);
    await smtp.waitFor(2);
    const { store, detail } = await storeOnOrder(shop);
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'cancelado' }))).status).toBe(303);
    const answer = await store.request(`${detail}/respuesta`, store.form({ link: 'https://tienda.example/p/1', mensaje: '' }));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Este pedido está cancelado: ya no se le manda link de compra.');
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'recibido' }))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received).toHaveLength(2);
    const status = await (await fetch(`${shop.server.baseUrl}${seguimiento}`)).text();
    expect(status).toContain('Este pedido fue cancelado');
    expect(status).not.toContain('tienda.example/p/1');
  }, 60_000);
});

describe('links without PUBLIC_ORIGIN', () => {
  it('holds the shopper’s emails on a loopback address, says why in /buzon, and still emails the store', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp, { PUBLIC_ORIGIN: '' });
    await sendOrder(shop);
    await smtp.waitFor(1);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    expect((await readOutbox(folder)).map((item) => [item.email.kind, item.email.state, item.email.held])).toEqual([
      ['tienda', 'pendiente', undefined],
      ['confirmacion', 'retenido', 'origen'],
    ].map(([kind, state, held]) => [kind, kind === 'tienda' ? expect.stringMatching(/pendiente|enviado/) : state, held]));
    const { store, detail } = await storeOnOrder(shop);
    expect(await (await store.request('/buzon')).text()).toContain('Falta PUBLIC_ORIGIN');
    const page = await (await store.request(detail)).text();
    expect(page).toContain('falta PUBLIC_ORIGIN: sus links llevarían a esta computadora');
    expect(page).not.toContain('/reenviar');
  });
});

describe('the inbox’s inputs', () => {
  it('refuses a 25 MB proof, a proof of another shape and an order without its design', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    const url = `${shop.server.baseUrl}/f/mgm-local`;
    const huge = await post(url, orderForm({ proof: new Blob([jpegBytes(24_000_000, 1400, 1000)]) }));
    expect([huge.status, huge.body.errors?.[0]?.message]).toEqual([413, 'La vista previa supera los 3 MB: volvé a enviar el pedido desde el personalizador.']);
    const square = await post(url, orderForm({ proof: new Blob([jpegBytes(3000, 60, 60)]) }));
    expect(square.body.errors?.[0]?.message).toContain('no tiene la forma de la medida elegida');
    const bare = await post(url, orderForm({}, ['diseno']));
    expect(bare.body.errors?.[0]?.message).toContain('no trae los datos del diseño');
    expect(await orderFolders(shop.inboxDir)).toEqual([]);
  });

  it('answers /pedido/<token>/anything with the Spanish 404, never indexed', async () => {
    const smtp = await smtpServer();
    const shop = await openShop(smtp);
    const { seguimiento } = await sendOrder(shop);
    for (const path of [`${seguimiento}/otra-cosa`, `${seguimiento}/vista-previa/x`, '/pedido/']) {
      const answer = await fetch(`${shop.server.baseUrl}${path}`);
      expect([answer.status, answer.headers.get('x-robots-tag')], path).toEqual([404, 'noindex, nofollow']);
      expect(await answer.text()).toContain('No encontramos ese pedido');
    }
    const page = await fetch(`${shop.server.baseUrl}${seguimiento}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
