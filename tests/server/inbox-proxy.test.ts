import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from '../../server/inbox/inbox-config';
import { startTestServer } from './app-server-harness';
import { codes, orderForm, post } from './multipart-fixtures';

/** Two orders from `first` then one from `second`, each claimed through X-Forwarded-For, against a limit of 2. */
async function thirdOrderStatus(trustProxy: ReturnType<typeof trustProxyFromEnv>, first: string, second: string): Promise<number> {
  const app = await startTestServer({ rateLimitPerMinute: 2, trustProxy });
  try {
    const url = `${app.baseUrl}/f/mgm-local`;
    for (let i = 0; i < 2; i += 1) expect((await post(url, orderForm(), { 'X-Forwarded-For': first })).status).toBe(200);
    const third = await post(url, orderForm(), { 'X-Forwarded-For': second });
    if (third.status === 429) expect(codes(third)).toEqual(['BLOCKED']);
    return third.status;
  } finally {
    await app.close();
  }
}

describe('the rate limit behind a reverse proxy', () => {
  it('keys on the forwarded client address when the proxy is trusted by hop count', async () => {
    expect(await thirdOrderStatus(trustProxyFromEnv({ INBOX_TRUST_PROXY: '1' }), '203.0.113.1', '203.0.113.2')).toBe(200);
  });

  it('keys on the forwarded client address when the proxy is trusted by address', async () => {
    expect(await thirdOrderStatus(trustProxyFromEnv({ INBOX_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }), '203.0.113.1', '203.0.113.2')).toBe(200);
  });

  it('ignores X-Forwarded-For from a proxy it does not trust, so a client cannot pick its own bucket', async () => {
    expect(await thirdOrderStatus(trustProxyFromEnv({ INBOX_TRUST_PROXY: '10.0.0.1' }), '203.0.113.1', '203.0.113.2')).toBe(429);
    expect(await thirdOrderStatus(trustProxyFromEnv({}), '203.0.113.1', '203.0.113.2')).toBe(429);
  });

  it('still limits one forwarded client', async () => {
    expect(await thirdOrderStatus(trustProxyFromEnv({ INBOX_TRUST_PROXY: '1' }), '203.0.113.1', '203.0.113.1')).toBe(429);
  });
});
