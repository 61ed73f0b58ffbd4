import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TARIFA, tarifaBody, type TarifaBody } from '../../src/domain/tarifa';
import { createTarifaStore } from '../../server/tarifa/tarifa-store';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-tarifa-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

const raised: TarifaBody = {
  ...tarifaBody(DEFAULT_TARIFA),
  modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, pricePerMetre: 26797.5 } },
};
const clock = (iso: string) => () => new Date(iso);

describe('the tarifa store', () => {
  it('starts with the built-in default, version 0, and an empty folder', async () => {
    const store = createTarifaStore(inboxDir);
    await store.load();
    expect(store.current()).toEqual(DEFAULT_TARIFA);
    expect(await readdir(join(inboxDir, '.tarifa'))).toEqual([]);
  });

  it('saves each version as its own file, and a restart keeps the one in force', async () => {
    const store = createTarifaStore(inboxDir, { now: clock('2026-11-27T12:00:00.000Z') });
    await store.load();
    expect(await store.save(raised, 0)).toEqual({ saved: { ...raised, version: 1, savedAt: '2026-11-27T12:00:00.000Z' } });
    await store.save(tarifaBody(DEFAULT_TARIFA), 1, { revertedFrom: 0 });
    expect(await readdir(join(inboxDir, '.tarifa'))).toEqual(['v000001.json', 'v000002.json']);
    const onDisk: unknown = JSON.parse(await readFile(join(inboxDir, '.tarifa', 'v000002.json'), 'utf8'));
    expect(onDisk).toMatchObject({ version: 2, revertedFrom: 0 });

    const restarted = createTarifaStore(inboxDir);
    await restarted.load();
    expect(restarted.current()).toMatchObject({ version: 2, ...tarifaBody(DEFAULT_TARIFA) });
    expect(restarted.history().map((v) => [v.tarifa.version, v.revertedFrom])).toEqual([[0, null], [1, null], [2, 0]]);
  });

  it('lets only one of two saves made on the same version through, and tells the other', async () => {
    const store = createTarifaStore(inboxDir);
    await store.load();
    const [first, second] = await Promise.all([store.save(raised, 0), store.save(tarifaBody(DEFAULT_TARIFA), 0)]);
    expect(first).toMatchObject({ saved: { version: 1 } });
    expect(second).toEqual({ changedMeanwhile: store.current() });
    expect(store.current().modes.Clasic.pricePerMetre).toBe(26797.5);
  });

  it('never writes over an existing version, even one another process wrote since', async () => {
    const store = createTarifaStore(inboxDir);
    await store.load();
    await writeFile(join(inboxDir, '.tarifa', 'v000001.json'), '{"hecho":"a mano"}');
    await expect(store.save(raised, 0)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(join(inboxDir, '.tarifa', 'v000001.json'), 'utf8')).toBe('{"hecho":"a mano"}');
    expect((await readdir(join(inboxDir, '.tarifa'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('skips a damaged or foreign file and keeps the others', async () => {
    const first = createTarifaStore(inboxDir, { now: clock('2026-11-27T12:00:00.000Z') });
    await first.load();
    await first.save(raised, 0);
    await writeFile(join(inboxDir, '.tarifa', 'v000002.json'), '{"version":2,"modes":');
    await writeFile(join(inboxDir, '.tarifa', 'notas.txt'), 'hola');
    const damaged: string[] = [];
    const restarted = createTarifaStore(inboxDir, { damaged: (file) => damaged.push(file.name) });
    await restarted.load();
    expect(damaged).toEqual(['v000002.json']);
    expect(restarted.unused()).toEqual([{ version: 2, name: 'v000002.json', reason: 'dañada' }]);
    expect(restarted.current().version).toBe(1);
    expect(await restarted.save(tarifaBody(DEFAULT_TARIFA), 1)).toMatchObject({ saved: { version: 3 } });
  });

  it('orders version files by number, not by name: v1000000 is newer than v999999', async () => {
    const folder = join(inboxDir, '.tarifa');
    await mkdir(folder, { recursive: true });
    for (const version of [999_999, 1_000_000]) {
      await writeFile(join(folder, `v${version}.json`), JSON.stringify({ ...raised, version, savedAt: '2026-11-27T12:00:00.000Z' }));
    }
    const store = createTarifaStore(inboxDir, { damaged: () => undefined });
    await store.load();
    expect(store.current().version).toBe(1_000_000);
    expect(store.history().map((v) => v.tarifa.version)).toEqual([0, 999_999, 1_000_000]);
  });

  it('signs each version it writes, and does not use one changed by hand since', async () => {
    const store = createTarifaStore(inboxDir, { now: clock('2026-11-27T12:00:00.000Z') });
    await store.load();
    await store.save(raised, 0);
    const file = join(inboxDir, '.tarifa', 'v000001.json');
    const written = JSON.parse(await readFile(file, 'utf8')) as { firma?: unknown };
    expect(typeof written.firma).toBe('string');
    const edited = (await readFile(file, 'utf8')).replace('26797.5', '1');
    await rm(file);
    await writeFile(file, edited);
    const restarted = createTarifaStore(inboxDir, { damaged: () => undefined });
    await restarted.load();
    expect(restarted.unused()).toEqual([{ version: 1, name: 'v000001.json', reason: 'cambiada a mano' }]);
    expect(restarted.current().version).toBe(0);
    expect((await stat(join(inboxDir, '.secreto'))).mode & 0o777).toBe(0o600);
  });

  it('makes no version for a save that changes nothing', async () => {
    const store = createTarifaStore(inboxDir);
    await store.load();
    expect(await store.save(tarifaBody(DEFAULT_TARIFA), 0)).toEqual({ unchanged: DEFAULT_TARIFA });
    await store.save(raised, 0);
    const reordered = { promotions: [], texts: raised.texts, shared: raised.shared, modes: raised.modes };
    expect(await store.save(reordered, 1)).toMatchObject({ unchanged: { version: 1 } });
    expect(await readdir(join(inboxDir, '.tarifa'))).toEqual(['v000001.json']);
  });
});
