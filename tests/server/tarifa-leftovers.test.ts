import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processOwner } from '../../server/files/process-owner';
import { createTarifaStore } from '../../server/tarifa/tarifa-store';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-tarifa-leftovers-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

const uuid = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

describe('the tarifa after a kill -9 in the middle of a save', () => {
  it('removes the temp file the dead save left at start, and keeps a live save’s', async () => {
    const folder = join(inboxDir, '.tarifa');
    await mkdir(folder);
    // No process has pid 4194305 (Linux's pids stop at 4194304); ownerless is what earlier builds wrote.
    const deadSave = `.v000001.json~4194305-7000.0f1e2d3c~${uuid}.tmp`;
    const earlierBuild = `.v000001.json.${uuid}.tmp`;
    const liveSave = `.v000001.json~${processOwner.self}~${uuid}.tmp`;
    await Promise.all([deadSave, earlierBuild, liveSave].map((name) => writeFile(join(folder, name), '{"version":')));

    const store = createTarifaStore(inboxDir, { damaged: () => undefined });
    await store.load();

    expect(await readdir(folder)).toEqual([liveSave]);
    expect(store.current().version).toBe(0);
  });
});
