import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditInbox } from '../load/inbox-audit';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { jpegBytes, orderForm, post, sha256 } from './multipart-fixtures';

let app: RunningServer;
beforeEach(async () => {
  app = await startTestServer();
});
afterEach(() => app.close());

async function onlyFolder(): Promise<string> {
  const [name = ''] = (await readdir(app.inboxDir)).filter((entry) => !entry.startsWith('.'));
  return join(app.inboxDir, name);
}

describe('load-test audit of the inbox', () => {
  it('accepts a complete submission and reports its file hash', async () => {
    const image = jpegBytes(10_000);
    await post(`${app.baseUrl}/f/mgm-local`, orderForm({}, [], image));
    const audit = await auditInbox(app.inboxDir);
    expect(audit).toMatchObject({ visible: 1, broken: [], tempLeftovers: 0 });
    expect([...audit.storedHashes]).toEqual([sha256(image)]);
  });

  it('flags a visible folder whose file does not match its record', async () => {
    await post(`${app.baseUrl}/f/mgm-local`, orderForm());
    await writeFile(join(await onlyFolder(), 'file.jpg'), 'truncated');
    const audit = await auditInbox(app.inboxDir);
    expect(audit.broken).toHaveLength(1);
    expect(audit.storedHashes.size).toBe(0);
  });

  it('flags a visible folder without its record or with stray files', async () => {
    await post(`${app.baseUrl}/f/mgm-local`, orderForm());
    const folder = await onlyFolder();
    await writeFile(join(folder, 'file.part'), 'x');
    expect((await auditInbox(app.inboxDir)).broken).toHaveLength(1);
    await rm(join(folder, 'submission.json'));
    expect((await auditInbox(app.inboxDir)).broken[0]).toMatch(/submission\.json/);
  });

  it('counts temp leftovers and ignores stray files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mgm-audit-'));
    try {
      await writeFile(join(root, 'stray.txt'), 'x');
      await mkdir(join(root, '.tmp', 'a'), { recursive: true });
      await mkdir(join(root, '.tmp', 'b'));
      await mkdir(join(root, '.tmp', '4242-1', 'c'), { recursive: true });
      await mkdir(join(root, '.tmp', '4242-1', 'd'));
      await mkdir(join(root, '.tmp', '4343-1'));
      expect(await auditInbox(root)).toMatchObject({ visible: 0, broken: [], tempLeftovers: 4 });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
