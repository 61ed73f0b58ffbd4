import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitSubmission, createTempSubmission } from '../../server/inbox/submission-store';
import { prepareInbox } from '../../server/inbox/temp-area';

/** Windows refuses to open a directory for flushing (EPERM); Linux allows it, so the refusal is simulated. */
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open: typeof actual.open = async (path, ...rest) => {
    const isDirectory = await actual.stat(path).then((stats) => stats.isDirectory(), () => false);
    if (process.platform === 'win32' && isDirectory) throw Object.assign(new Error(`EPERM: operation not permitted, open '${String(path)}'`), { code: 'EPERM' });
    return actual.open(path, ...rest);
  };
  return { ...actual, open };
});

let inboxDir: string;
const realPlatform = process.platform;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-inbox-win-'));
});
afterEach(async () => {
  Object.defineProperty(process, 'platform', { value: realPlatform });
  await rm(inboxDir, { recursive: true, force: true });
});

describe('the inbox on Windows', () => {
  it('commits a submission without flushing directories, which Windows cannot open', async () => {
    await prepareInbox(inboxDir);
    const temp = await createTempSubmission(inboxDir);
    const fields = { nombreModelo: 'Dragón', email: 'a@b.co', comentario: '', subject: '', message: '' };
    Object.defineProperty(process, 'platform', { value: 'win32' });
    const visible = await commitSubmission(inboxDir, temp, { fields, files: [] });
    Object.defineProperty(process, 'platform', { value: realPlatform });
    expect(await readdir(visible)).toEqual(['submission.json']);
    expect(JSON.parse(await readFile(join(visible, 'submission.json'), 'utf8'))).toMatchObject({ id: temp.id, fields });
  });
});
