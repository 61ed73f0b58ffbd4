import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeJsonAtomically } from '../../server/files/atomic-json';
import { isDeadTemp, ownedTempName } from '../../server/files/owned-temp';
import { processOwner } from '../../server/files/process-owner';
import type { OwnerCheck } from '../../server/files/process-owner';
import { sweepDeadLeftovers } from '../../server/inbox/temp-area';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-sweep-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

const live = '200-7000.0f1e2d3c';
const dead = '300-7000.0f1e2d3c';
const owners: OwnerCheck = { self: live, isRunning: (owner) => owner === live };
const uuid = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

async function files(folder: string, names: readonly string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  await Promise.all(names.map((name) => writeFile(join(folder, name), 'x')));
}

describe('the temp files of the atomic writers', () => {
  it('carry their writer, and are dead once it is gone or when an earlier build wrote them without one', () => {
    expect(ownedTempName('state.json')).toMatch(new RegExp(`^\\.state\\.json~${processOwner.self.replace('.', '\\.')}~[0-9a-f-]{36}\\.tmp$`));
    expect(isDeadTemp(`.state.json~${dead}~${uuid}.tmp`, owners)).toBe(true);
    expect(isDeadTemp(`.state.json~${live}~${uuid}.tmp`, owners)).toBe(false);
    expect(['.state.json.' + uuid + '.tmp', `print-${uuid}.part`, `submission.json.${uuid}.part`].every((name) => isDeadTemp(name, owners))).toBe(true);
    expect(['state.json', 'print.pdf', 'file.jpg', '01-pedido.eml', '01-pedido.lock'].some((name) => isDeadTemp(name, owners))).toBe(false);
  });

  it('leave nothing behind when the write succeeds', async () => {
    await writeJsonAtomically(join(inboxDir, 'state.json'), { ok: true });
    expect(await readdir(inboxDir)).toEqual(['state.json']);
  });
});

describe('the sweep at start-up', () => {
  it('removes the areas and writes of processes that are gone, and keeps a live one’s', async () => {
    const order = join(inboxDir, '2026-11-28T08-00-00-000Z-pedido');
    await files(join(inboxDir, '.tmp', dead, 'subida'), ['file.part']);
    await files(join(inboxDir, '.tmp', live, 'subida'), ['file.part']);
    await files(join(inboxDir, '.tmp'), ['7-1']);
    await files(order, ['submission.json', `.state.json~${dead}~${uuid}.tmp`, `.state.json~${live}~${uuid}.tmp`, `print-${uuid}.part`]);
    await files(join(order, 'correo'), ['01-pedido.eml', `.01-pedido.json~${dead}~${uuid}.tmp`, `.01-pedido.json~${live}~${uuid}.tmp`]);

    await sweepDeadLeftovers(inboxDir, owners);

    expect(await readdir(join(inboxDir, '.tmp'))).toEqual([live]);
    expect(await readdir(join(inboxDir, '.tmp', live, 'subida'))).toEqual(['file.part']);
    expect((await readdir(order)).sort()).toEqual([`.state.json~${live}~${uuid}.tmp`, 'correo', 'submission.json']);
    expect((await readdir(join(order, 'correo'))).sort()).toEqual([`.01-pedido.json~${live}~${uuid}.tmp`, '01-pedido.eml']);
  });

  it('removes the panel PDFs and plans a crash cut in production’s folder, and keeps a live build’s and the panels made', async () => {
    const production = join(inboxDir, '.produccion');
    const part = (owner: string): string => `.P-0001-panel-1.pdf~${owner}~${uuid}.tmp`;
    await files(production, ['P-0001.json', 'P-0001-panel-2.pdf', part(dead), part(live), `.P-0002.json~${dead}~${uuid}.tmp`]);

    await sweepDeadLeftovers(inboxDir, owners);

    expect((await readdir(production)).sort()).toEqual([part(live), 'P-0001-panel-2.pdf', 'P-0001.json']);
  });

  it('does nothing in an inbox that has no temp area yet', async () => {
    await expect(sweepDeadLeftovers(join(inboxDir, 'nueva'), owners)).resolves.toBeUndefined();
  });
});
