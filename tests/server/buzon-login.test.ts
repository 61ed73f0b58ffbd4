import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdleMs } from '../../server/buzon/sessions';
import { client, startBuzon, tempInbox, testPassword } from './buzon-harness';
import type { BuzonServer } from './buzon-harness';
import { seedOrder } from './buzon-orders';
import type { SeededOrder } from './buzon-orders';

let inbox: Awaited<ReturnType<typeof tempInbox>>;
let server: BuzonServer;
let order: SeededOrder;
let time = 1_000_000;

beforeEach(async () => {
  inbox = await tempInbox();
  order = await seedOrder(inbox.dir, { name: 'Dragón', email: 'secreto@example.com', receivedAt: new Date(), withFiles: true });
  server = await startBuzon(inbox.dir, () => time);
});
afterEach(async () => {
  await server.close();
  await inbox.remove();
});

describe('logging in to /buzon', () => {
  it('with the right password sets a strict, HttpOnly session cookie for /buzon and opens the list', async () => {
    const store = client(server.baseUrl);
    const login = await store.login();
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/buzon');
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^buzon_sesion=[A-Za-z0-9_-]{43}; Path=\/buzon; HttpOnly; SameSite=Strict$/);
    const list = await store.request('/buzon');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(await list.text()).toContain('secreto@example.com');
  });

  it('marks the cookie Secure when the store reached the server over HTTPS (through a trusted proxy)', async () => {
    const proxied = await startBuzon(inbox.dir, () => time, ['127.0.0.1']);
    try {
      const host = new URL(proxied.baseUrl).host;
      const response = await fetch(`${proxied.baseUrl}/buzon/entrar`, {
        method: 'POST',
        body: new URLSearchParams({ clave: testPassword }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `https://${host}`, 'x-forwarded-proto': 'https' },
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
    } finally {
      await proxied.close();
    }
  });

  it('with a wrong password answers 401 with the login again, and 429 for a minute after five failures', async () => {
    const stranger = client(server.baseUrl);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await stranger.login(`adivinanza-${i}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('La clave no es correcta');
    }
    const blocked = await stranger.login(testPassword);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.text()).toContain('Esperá un minuto');
    expect(blocked.headers.get('set-cookie')).toBeNull();
  });

  it('ends the session after 12 hours idle and on "Salir"', async () => {
    const store = client(server.baseUrl);
    await store.login();
    time += sessionIdleMs - 1000;
    expect((await store.request('/buzon')).status).toBe(200);
    time += sessionIdleMs;
    const expired = await store.request('/buzon');
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe('/buzon/entrar?motivo=vencida');
    expect(await (await store.request('/buzon/entrar?motivo=vencida')).text()).toContain('Tu sesión terminó');

    await store.login();
    const out = await store.request('/buzon/salir', { method: 'POST' });
    expect(out.headers.get('location')).toBe('/buzon/entrar');
    const afterLogout = await fetch(`${server.baseUrl}/buzon`, { headers: { cookie: store.cookie }, redirect: 'manual' });
    expect(afterLogout.status).toBe(303);
  });
});

describe('without a session', () => {
  const routes = (id: string): [string, string][] => [
    ['GET', '/buzon'],
    ['GET', '/buzon?q=secreto'],
    ['GET', `/buzon/pedidos/${id}`],
    ['GET', '/buzon/cualquier/cosa'],
    ['GET', `/buzon/pedidos/${id}/miniatura`],
    ['GET', `/buzon/pedidos/${id}/archivos/file`],
    ['GET', `/buzon/pedidos/${id}/archivos/proof`],
    ['HEAD', `/buzon/pedidos/${id}/archivos/file`],
    ['POST', `/buzon/pedidos/${id}/estado`],
    ['POST', '/buzon/salir'],
  ];

  it('pages redirect to the login and everything else answers 401, naming nothing', async () => {
    const stranger = client(server.baseUrl);
    for (const [method, path] of routes(order.record.id)) {
      const init = method === 'POST' ? stranger.form({ estado: 'respondido' }) : { method };
      const response = await stranger.request(path, init);
      const page = method === 'GET' && !path.includes('/miniatura') && !path.includes('/archivos/');
      expect([path, response.status]).toEqual([path, page ? 303 : 401]);
      if (page) expect(response.headers.get('location')).toBe('/buzon/entrar');
      const body = await response.text();
      expect(body).not.toContain('secreto@example.com');
      expect(body).not.toContain('Dragón');
    }
  });

  it('serves only the login page and its stylesheet', async () => {
    const login = await fetch(`${server.baseUrl}/buzon/entrar`);
    expect(login.status).toBe(200);
    expect(await login.text()).not.toContain('Dragón');
    const css = await fetch(`${server.baseUrl}/buzon/estilos.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

describe('cross-site requests', () => {
  it('refuse a state change from another origin, or with no origin at all, even with the session cookie', async () => {
    const store = client(server.baseUrl);
    await store.login();
    const foreign: Record<string, string>[] = [{ origin: 'http://atacante.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const response = await fetch(`${server.baseUrl}/buzon/pedidos/${order.record.id}/estado`, {
        method: 'POST',
        body: 'estado=respondido',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: store.cookie, ...headers },
        redirect: 'manual',
      });
      expect(response.status).toBe(403);
    }
    const page = await (await store.request(`/buzon/pedidos/${order.record.id}`)).text();
    expect(page).toContain('Marcar como respondido');
  });

  it('refuse a login posted from another site', async () => {
    const response = await client(server.baseUrl).request('/buzon/entrar', {
      ...client(server.baseUrl).form({ clave: testPassword }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://atacante.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
