import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoginGuard, maxFailures } from '../../server/buzon/login-guard';
import { passwordFileName, passwordMatches, resolveInboxPassword } from '../../server/buzon/password';
import { createSessions, sessionIdleMs } from '../../server/buzon/sessions';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-buzon-access-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

describe('the inbox password', () => {
  it('uses INBOX_PASSWORD when it is set, and writes no file', async () => {
    const found = await resolveInboxPassword({ INBOX_PASSWORD: ' una clave bien larga ' }, inboxDir);
    expect(found).toEqual({ password: 'una clave bien larga', source: 'env', file: null });
    await expect(stat(join(inboxDir, passwordFileName))).rejects.toThrow();
  });

  it('refuses a short INBOX_PASSWORD with what to do', async () => {
    await expect(resolveInboxPassword({ INBOX_PASSWORD: 'corta' }, inboxDir)).rejects.toThrow(/al menos 12 caracteres/);
  });

  it('generates a strong one on the first start, readable only by the owner, and keeps it', async () => {
    const first = await resolveInboxPassword({}, inboxDir);
    expect(first.source).toBe('created');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const file = join(inboxDir, passwordFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.password);
    expect(await resolveInboxPassword({}, inboxDir)).toEqual({ password: first.password, source: 'file', file });
    expect((await resolveInboxPassword({}, await mkdtemp(join(tmpdir(), 'mgm-buzon-other-')))).password).not.toBe(first.password);
  });

  it('refuses a damaged password file instead of accepting an empty password', async () => {
    await writeFile(join(inboxDir, passwordFileName), '\n');
    await expect(resolveInboxPassword({}, inboxDir)).rejects.toThrow(/borralo/);
  });

  it('compares whole passwords of any length', () => {
    expect(passwordMatches('clave-correcta-123', 'clave-correcta-123')).toBe(true);
    expect(passwordMatches('clave-correcta-123', 'clave-correcta-12')).toBe(false);
    expect(passwordMatches('clave-correcta-123', '')).toBe(false);
  });
});

describe('failed logins', () => {
  it('blocks an address for a minute after five failures within a minute, and only that address', () => {
    let time = 1_000_000;
    const guard = createLoginGuard(() => time);
    for (let i = 0; i < maxFailures - 1; i += 1) guard.failed('1.1.1.1');
    expect(guard.blockedFor('1.1.1.1')).toBe(0);
    guard.failed('1.1.1.1');
    expect(guard.blockedFor('1.1.1.1')).toBe(60_000);
    expect(guard.blockedFor('2.2.2.2')).toBe(0);
    time += 59_999;
    expect(guard.blockedFor('1.1.1.1')).toBe(1);
    time += 1;
    expect(guard.blockedFor('1.1.1.1')).toBe(0);
  });

  it('counts failures per minute: four, a pause, four more never block', () => {
    let time = 0;
    const guard = createLoginGuard(() => time);
    for (let i = 0; i < 4; i += 1) guard.failed('1.1.1.1');
    time += 60_000;
    for (let i = 0; i < 4; i += 1) guard.failed('1.1.1.1');
    expect(guard.blockedFor('1.1.1.1')).toBe(0);
  });
});

describe('sessions', () => {
  it('last 12 hours without a request, and each request starts the idle period again', () => {
    let time = 0;
    const sessions = createSessions(() => time);
    const id = sessions.create();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    time += sessionIdleMs - 1;
    expect(sessions.touch(id)).toBe(true);
    time += sessionIdleMs - 1;
    expect(sessions.touch(id)).toBe(true);
    time += sessionIdleMs;
    expect(sessions.touch(id)).toBe(false);
    expect(sessions.touch(undefined)).toBe(false);
  });

  it('ends on "Salir" and never accepts a made-up id', () => {
    const sessions = createSessions();
    const id = sessions.create();
    expect(sessions.touch('x'.repeat(43))).toBe(false);
    sessions.end(id);
    expect(sessions.touch(id)).toBe(false);
  });
});
