import { describe, expect, it } from 'vitest';
import { mailConfigFromEnv, smtpTransportOptions } from '../../server/mail/mail-config';
import { retryDelayMs } from '../../server/mail/send-attempt';

describe('the mail settings', () => {
  it('keep every email as a .eml file when SMTP_URL is unset, and nothing fails', () => {
    expect(mailConfigFromEnv({})).toEqual({
      smtpUrl: null,
      from: 'MGM Gamers <no-responder@localhost>',
      fromAddress: 'no-responder@localhost',
      storeEmail: null,
      publicOrigin: null,
      confirmationLimits: { perMailboxDay: 5, perClientHour: 10, totalDay: 400 },
    });
    expect(mailConfigFromEnv({ MAIL_CONFIRMATIONS_PER_DAY: '50' }).confirmationLimits.totalDay).toBe(50);
    expect(() => mailConfigFromEnv({ MAIL_CONFIRMATIONS_PER_DAY: 'muchos' })).toThrow(/MAIL_CONFIRMATIONS_PER_DAY/);
  });

  it('turn SMTP_URL into the pooled transport’s options, so its timeouts are honoured (at most 30 s)', () => {
    const options = smtpTransportOptions('smtps://yo:cl%40ve@smtp.tienda.example:465');
    expect(options).toMatchObject({ host: 'smtp.tienda.example', port: 465, secure: true, pool: true, socketTimeout: 30_000 });
    expect(Math.max(options.connectionTimeout ?? Infinity, options.greetingTimeout ?? Infinity, options.socketTimeout ?? Infinity)).toBeLessThanOrEqual(30_000);
  });

  it('take smtp:// or smtps:// with credentials, the store as sender by default, and an origin for links', () => {
    const config = mailConfigFromEnv({ SMTP_URL: 'smtps://yo:cl%40ve@smtp.tienda.example', INBOX_NOTIFY_EMAIL: 'tienda@tienda.example', PUBLIC_ORIGIN: 'https://tienda.example/cualquier/ruta' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://yo:cl%40ve@smtp.tienda.example', from: 'MGM Gamers <tienda@tienda.example>', fromAddress: 'tienda@tienda.example', publicOrigin: 'https://tienda.example' });
  });

  it('name the variable to fix when a value cannot work', () => {
    expect(() => mailConfigFromEnv({ SMTP_URL: 'http://smtp.example' })).toThrow(/SMTP_URL debe empezar con smtp:\/\/ o smtps:\/\//);
    expect(() => mailConfigFromEnv({ INBOX_NOTIFY_EMAIL: 'no es email' })).toThrow(/INBOX_NOTIFY_EMAIL/);
    expect(() => mailConfigFromEnv({ MAIL_FROM: 'MGM <sin arroba>' })).toThrow(/MAIL_FROM/);
    expect(() => mailConfigFromEnv({ PUBLIC_ORIGIN: 'ftp://tienda.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => mailConfigFromEnv({ PUBLIC_ORIGIN: 'tienda.example' })).toThrow(/PUBLIC_ORIGIN debe ser una dirección/);
  });
});

describe('the retry schedule', () => {
  it('tries every 15 s for five minutes, then backs off to at most an hour', () => {
    const minute = 60_000;
    expect([0, 4 * minute].map(retryDelayMs)).toEqual([15_000, 15_000]);
    expect(retryDelayMs(6 * minute)).toBe(90_000);
    expect(retryDelayMs(10 * 60 * minute)).toBe(60 * minute);
  });
});
