import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxOptionsFromEnv } from '../../server/inbox/inbox-config';
import { parseInboxRoute } from '../../server/inbox/inbox-route';
import { createTempSubmission } from '../../server/inbox/submission-store';
import { countTempSubmissions, prepareInbox } from '../../server/inbox/temp-area';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { messageLine } from '../../server/orders/order-design';
import { summarize } from '../../server/orders/submission-summary';
import { orderMessage } from './multipart-fixtures';
import { listSubmissions } from '../../server/orders/order-folders';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-inbox-store-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

function record(id: string, receivedAt: string, message = orderMessage): SubmissionRecord {
  return {
    id,
    receivedAt,
    fields: { nombreModelo: `Modelo ${id}`, email: 'a@b.co', comentario: '', subject: '', message },
    files: [],
  };
}

async function writeSubmission(folder: string, content: SubmissionRecord): Promise<void> {
  await mkdir(join(inboxDir, folder), { recursive: true });
  await writeFile(join(inboxDir, folder, 'submission.json'), JSON.stringify(content));
}

describe('submission store', () => {
  it('removes crash leftovers from .tmp on startup', async () => {
    await mkdir(join(inboxDir, '.tmp', 'half-written'), { recursive: true });
    await writeFile(join(inboxDir, '.tmp', 'half-written', 'file.part'), 'xx');
    await prepareInbox(inboxDir);
    expect(await countTempSubmissions(inboxDir)).toBe(0);
  });

  it('keeps the uploads of another running server on the same inbox, and clears those of dead ones', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const folders = {
      running: `${process.ppid}-1700000000000`,
      dead: `${deadPid}-1700000000000`,
      // Our pid from an earlier start: a crashed server whose pid this process got again.
      earlier: `${process.pid}-1700000000000`,
    };
    for (const name of Object.values(folders)) await mkdir(join(inboxDir, '.tmp', name, 'upload'), { recursive: true });
    await prepareInbox(inboxDir);
    const own = basename(dirname((await createTempSubmission(inboxDir)).dir));
    expect((await readdir(join(inboxDir, '.tmp'))).sort()).toEqual([folders.running, own].sort());
    expect(await countTempSubmissions(inboxDir)).toBe(2);
  });

  it('leaves uploads in progress alone when another handler of this process prepares the same inbox', async () => {
    await prepareInbox(inboxDir);
    const temp = await createTempSubmission(inboxDir);
    await prepareInbox(inboxDir);
    expect((await stat(temp.dir)).isDirectory()).toBe(true);
  });

  it('lists complete submissions newest first and ignores .tmp and broken folders', async () => {
    await writeSubmission('2025-01-01T10-00-00-000Z-a', record('a', '2025-01-01T10:00:00.000Z'));
    await writeSubmission('2025-03-01T10-00-00-000Z-c', record('c', '2025-03-01T10:00:00.000Z'));
    await writeSubmission('2025-02-01T10-00-00-000Z-b', record('b', '2025-02-01T10:00:00.000Z'));
    await writeSubmission('.tmp/x', record('x', '2025-04-01T10:00:00.000Z'));
    await mkdir(join(inboxDir, '2025-05-01T10-00-00-000Z-no-record'));
    const { submissions, skipped } = await listSubmissions(inboxDir);
    expect(submissions.map((entry) => entry.record.id)).toEqual(['c', 'b', 'a']);
    expect(submissions[0]?.folder).toBe(join(inboxDir, '2025-03-01T10-00-00-000Z-c'));
    expect(skipped).toEqual([join(inboxDir, '2025-05-01T10-00-00-000Z-no-record')]);
  });

  it('skips, and names, a record of another shape instead of failing the whole listing', async () => {
    await writeSubmission('2025-01-01T10-00-00-000Z-a', record('a', '2025-01-01T10:00:00.000Z'));
    await mkdir(join(inboxDir, '2025-02-01T10-00-00-000Z-old'));
    await writeFile(join(inboxDir, '2025-02-01T10-00-00-000Z-old', 'submission.json'), JSON.stringify({ id: 'old', name: 'x' }));
    const { submissions, skipped } = await listSubmissions(inboxDir);
    expect(submissions.map((entry) => entry.record.id)).toEqual(['a']);
    expect(skipped).toEqual([join(inboxDir, '2025-02-01T10-00-00-000Z-old')]);
  });

  it('lists nothing when the inbox does not exist yet', async () => {
    expect(await listSubmissions(join(inboxDir, 'missing'))).toEqual({ submissions: [], skipped: [] });
  });
});

describe('inbox summary for the store', () => {
  it('reads size and price from the order message', () => {
    const summary = summarize(record('a', '2025-01-31T21:04:00.000Z'));
    expect(summary).toMatchObject({ name: 'Modelo a', email: 'a@b.co', size: 'XXL 140x100', price: '$92.000' });
    expect(summary.receivedAt).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  it('says so when the message lacks a line', () => {
    expect(summarize(record('a', 'no-date', 'Tipo: Alfombra')).size).toBe('sin dato');
    expect(summarize(record('a', 'no-date')).receivedAt).toBe('fecha desconocida');
    expect(messageLine('Medida: M 82x32\r\nPrecio estimado: $27.500', 'Precio estimado')).toBe('$27.500');
  });
});

describe('inbox configuration', () => {
  it('reads the environment with safe defaults', () => {
    expect(inboxOptionsFromEnv({}, '/srv/app')).toEqual({
      inboxDir: '/srv/app/data/inbox',
      formKey: 'mgm-local',
      project: '',
      rateLimitPerMinute: 30,
      maxConcurrent: 32,
      uploads: { maxConcurrent: 32, perClient: 4, unclaimedBytesPerClient: 200 * 1024 * 1024, unclaimedBytesTotal: 2048 * 1024 * 1024 },
      stall: { idleMs: 30_000, minBytesPerSecond: 2_000, graceMs: 60_000 },
      uploadExpiryMs: 6 * 60 * 60 * 1000,
      allowedOrigins: [],
      minFreeBytes: 1024 * 1024 * 1024,
    });
    expect(
      inboxOptionsFromEnv(
        { INBOX_DIR: '/var/inbox', INBOX_FORM_KEY: 'k1', INBOX_PROJECT: 'p1', INBOX_RATE_LIMIT: 'lots', INBOX_MAX_CONCURRENT: '4' },
        '/srv',
      ),
    ).toMatchObject({ inboxDir: '/var/inbox', formKey: 'k1', project: 'p1', rateLimitPerMinute: 30, maxConcurrent: 4 });
    expect(inboxOptionsFromEnv({ INBOX_MAX_CONCURRENT: '0' }, '/srv').maxConcurrent).toBe(32);
    // The upload pool takes INBOX_MAX_CONCURRENT's size unless INBOX_MAX_UPLOADS gives its own.
    expect(inboxOptionsFromEnv({ INBOX_MAX_CONCURRENT: '4' }, '/srv').uploads.maxConcurrent).toBe(4);
    expect(
      inboxOptionsFromEnv(
        { INBOX_MAX_UPLOADS: '8', INBOX_UPLOADS_PER_CLIENT: '2', INBOX_UNCLAIMED_MB_PER_CLIENT: '50', INBOX_UNCLAIMED_MB_TOTAL: 'x' },
        '/srv',
      ).uploads,
    ).toEqual({ maxConcurrent: 8, perClient: 2, unclaimedBytesPerClient: 50 * 1024 * 1024, unclaimedBytesTotal: 2048 * 1024 * 1024 });
    expect(inboxOptionsFromEnv({ INBOX_UPLOAD_HOURS: '2' }, '/srv').uploadExpiryMs).toBe(2 * 60 * 60 * 1000);
    expect(inboxOptionsFromEnv({ INBOX_UPLOAD_HOURS: '0.5' }, '/srv').uploadExpiryMs).toBe(6 * 60 * 60 * 1000);
  });

  it('recognises the hosted service paths only', () => {
    expect(parseInboxRoute('/f/mgm-local?x=1')).toEqual({ project: null, key: 'mgm-local' });
    expect(parseInboxRoute('/p/abc/f/key_1')).toEqual({ project: 'abc', key: 'key_1' });
    expect(parseInboxRoute('/f/../x')).toBeNull();
    expect(parseInboxRoute('/p/abc')).toBeNull();
  });
});
