import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { client } from './buzon-harness';
import { cleanups, orderFolders, sendOrder, sendOrderFrom, shopOrigin as origin, smtpServer, startShop, toAddress } from './order-life-shop';
import type { ReceivedMail } from './smtp-harness';

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const messageIds = (mails: readonly ReceivedMail[]) => mails.map((mail) => mail.parsed.messageId);

describe('a new order', () => {
  it('emails the store and the shopper with its number and the right links, and its status page says Recibido', async () => {
    const smtp = await smtpServer();
    const shop = await startShop(smtp);
    cleanups.push(() => shop.server.close());
    const { pedido, seguimiento } = await sendOrder(shop, { comentario: 'Quiero <script>alert(1)</script> bordes' });
    expect(pedido).toMatch(/^MGM-\d+$/);
    const mails = await smtp.waitFor(2);
    const store = mails.find(toAddress('tienda@tienda.example'));
    const shopper = mails.find(toAddress('cliente@example.com'));
    const [folder = ''] = await orderFolders(shop.inboxDir);
    const id = folder.split('-').slice(-5).join('-');

    expect(store?.parsed.subject).toContain(pedido);
    expect(store?.parsed.text).toContain(`${origin}/buzon/pedidos/${id}`);
    expect(store?.parsed.html).toContain('Quiero &lt;script&gt;alert(1)&lt;/script&gt; bordes');
    expect(shopper?.parsed.subject).toBe(`Recibimos tu pedido ${pedido} · MGM Gamers`);
    expect(shopper?.parsed.text).toContain(`${origin}${seguimiento}`);
    expect(shopper?.parsed.text).toContain('te escribimos con el link de compra');
    // A receipt, not a relay: nothing the sender typed travels to the address they typed.
    expect(`${shopper?.parsed.text ?? ''}${String(shopper?.parsed.html)}`).not.toMatch(/script|Dragón|bordes/);
    for (const mail of [store, shopper]) expect(String(mail?.parsed.html)).not.toMatch(/src="https?:/);
    // The proof travels to the store only: the shopper sees it on the status page, behind its token.
    expect(store?.parsed.attachments.map((file) => file.contentId)).toEqual(['<vista-previa@mgm>']);
    expect(shopper?.parsed.attachments).toEqual([]);

    const status = await fetch(`${shop.server.baseUrl}${seguimiento}`);
    const page = await status.text();
    expect(status.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(status.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page).toContain(`Pedido ${pedido}`);
    expect(page).toContain('Recibido');
    expect(page).not.toContain('cliente@example.com');
    const proof = await fetch(`${shop.server.baseUrl}${seguimiento}/vista-previa`);
    expect([proof.status, proof.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('gets a Spanish 404 for an unknown or malformed token, and for another order’s proof path', async () => {
    const smtp = await smtpServer();
    const shop = await startShop(smtp);
    cleanups.push(() => shop.server.close());
    const { seguimiento } = await sendOrder(shop);
    const token = seguimiento.split('/').pop() ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/pedido/${wrong}`, '/pedido/corto', `/pedido/${wrong}/vista-previa`, '/pedido/..%2F..%2Fetc']) {
      const answer = await fetch(`${shop.server.baseUrl}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('No encontramos ese pedido');
    }
    // 60 a minute per client address: guessing goes no faster than that.
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${shop.server.baseUrl}/pedido/${wrong}`)));
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.headers.get('retry-after')).toBeTruthy();
    expect(limited?.headers.get('content-type')).toContain('text/html');
    expect(await limited?.text()).toContain('Esperá un minuto y volvé a abrir el link de tu pedido');
  });

  it('gives 20 orders sent at once 20 different numbers, one after another', async () => {
    const smtp = await smtpServer();
    const shop = await startShop(smtp);
    cleanups.push(() => shop.server.close());
    // Each from its own loopback address, as shoppers' orders come: the inbox reads only a few posts of one address at once.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sendOrderFrom(shop, `127.0.1.${i + 1}`, `c${i}@example.com`)));
    const numbers = answers.map((answer) => Number((JSON.parse(answer.body) as { pedido: string }).pedido.slice(4))).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });
});

describe('the outbox', () => {
  it('keeps the emails while the SMTP server is down and delivers each once when it is back, also across a restart', async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    let shop = await startShop(smtp);
    await sendOrder(shop);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    await expect.poll(async () => (await readOutbox(folder)).map((item) => item.email.attempts), { timeout: 15_000 }).toEqual([1, 1]);
    expect((await readOutbox(folder)).map((item) => item.email.state)).toEqual(['pendiente', 'pendiente']);
    await smtp.start();
    await smtp.waitFor(2, 25_000);

    await smtp.stop();
    await sendOrder(shop, { email: 'otra@example.com' });
    const second = (await orderFolders(shop.inboxDir)).find((name) => name !== folder) ?? '';
    await expect.poll(async () => (await readOutbox(second)).map((item) => item.email.lastError !== null), { timeout: 15_000 }).toEqual([true, true]);
    await shop.server.close();
    await smtp.start();
    shop = await startShop(smtp, shop.inboxDir);
    cleanups.push(() => shop.server.close());
    const mails = await smtp.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new Set(messageIds(mails)).size).toBe(4);
    expect(smtp.received).toHaveLength(4);
    expect((await readOutbox(second)).map((item) => item.email.state)).toEqual(['enviado', 'enviado']);
  }, 60_000);

  it('shows a refused recipient as an error with the reason in /buzon', async () => {
    const smtp = await smtpServer(['nadie@example.com']);
    const shop = await startShop(smtp);
    cleanups.push(() => shop.server.close());
    await sendOrder(shop, { email: 'nadie@example.com' });
    await smtp.waitFor(1);
    const [folder = ''] = await orderFolders(shop.inboxDir);
    await expect.poll(async () => (await readOutbox(folder)).map((item) => item.email.state).sort()).toEqual(['enviado', 'error']);
    const store = client(shop.server.baseUrl);
    await store.login();
    const list = await (await store.request('/buzon')).text();
    const detail = /href="(\/buzon\/pedidos\/[^"]+)"/.exec(list)?.[1] ?? '';
    const page = await (await store.request(detail)).text();
    expect(page).toMatch(/Confirmación al cliente<\/strong> a nadie@example.com: <span class="estado estado-error">Error<\/span> El servidor de correo respondió 550/);
  });
});

describe('the store’s answer and the order’s states', () => {
  it('emails the purchase link, records it, moves the order along and emails the shopper when it is sent', async () => {
    const smtp = await smtpServer();
    const shop = await startShop(smtp);
    cleanups.push(() => shop.server.close());
    const { pedido, seguimiento } = await sendOrder(shop);
    await smtp.waitFor(2);
    const store = client(shop.server.baseUrl);
    await store.login();
    const list = await (await store.request(`/buzon?q=${pedido}`)).text();
    expect(list).toContain(`${pedido} · Dragón</a>`);
    const detail = /href="(\/buzon\/pedidos\/[^"]+)"/.exec(list)?.[1] ?? '';

    const refused = await store.request(`${detail}/respuesta`, store.form({ link: 'http://pago.example/x', mensaje: '' }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('tiene que empezar con https://');
    const answered = await store.request(`${detail}/respuesta`, store.form({ link: 'https://tienda.example/p/123', mensaje: 'Hola <b>crack</b>' }));
    expect(answered.status).toBe(303);
    const [, , answer] = await smtp.waitFor(3);
    expect(answer?.to).toEqual(['cliente@example.com']);
    expect(answer?.parsed.text).toContain('https://tienda.example/p/123');
    expect(answer?.parsed.html).toContain('Hola &lt;b&gt;crack&lt;/b&gt;');
    const status = await (await fetch(`${shop.server.baseUrl}${seguimiento}`)).text();
    expect(status).toContain('Respondido');
    expect(status).toContain('href="https://tienda.example/p/123"');

    expect((await store.request(`${detail}/estado`, store.form({ estado: 'pagado' }))).status).toBe(303);
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'enviado' }))).status).toBe(303);
    const [, , , shipped] = await smtp.waitFor(4);
    expect(shipped?.parsed.subject).toBe(`Tu pedido ${pedido} fue enviado · MGM Gamers`);
    const page = await (await store.request(detail)).text();
    expect(page).toMatch(/Respondido: .*Pagado: .*Enviado: /s);
    expect((await store.request(`${detail}/estado`, store.form({ estado: 'perdido' }))).status).toBe(400);
  });
});
