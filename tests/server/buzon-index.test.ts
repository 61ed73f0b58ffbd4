import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrderIndex, pageSize } from '../../server/orders/order-index';
import { pendingState, readOrderState, stateFileName } from '../../server/orders/order-state';
import { seedOrder } from './buzon-orders';

let inboxDir: string;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-buzon-index-'));
});
afterEach(() => rm(inboxDir, { recursive: true, force: true }));

const minute = (n: number): Date => new Date(Date.UTC(2026, 0, 10, 12, n));

describe('the order index', () => {
  it('lists newest first and skips damaged folders and the temp area', async () => {
    await seedOrder(inboxDir, { name: 'Viejo', receivedAt: minute(1) });
    await seedOrder(inboxDir, { name: 'Nuevo', receivedAt: minute(3) });
    await mkdir(join(inboxDir, '2026-01-10T12-02-00-000Z-roto'));
    await writeFile(join(inboxDir, '2026-01-10T12-02-00-000Z-roto', 'submission.json'), '{"id": "a", "cut');
    await mkdir(join(inboxDir, '.tmp', 'x'), { recursive: true });
    const index = createOrderIndex(inboxDir);
    const page = await index.query({ filter: 'todos', search: '', page: 1 });
    expect(page.items.map((entry) => entry.name)).toEqual(['Nuevo', 'Viejo']);
    expect(index.damagedCount()).toBe(1);
    expect(page.items[0]?.receivedAtText).toBe('10/01/2026 09:03');
  });

  it('searches name and email without caring for case or accents, and pages 25 at a time', async () => {
    for (let i = 0; i < pageSize + 5; i += 1) {
      await seedOrder(inboxDir, { name: i % 2 ? 'Dragón Rojo' : 'Gato', email: `c${i}@Example.com`, receivedAt: minute(i) });
    }
    const index = createOrderIndex(inboxDir);
    expect((await index.query({ filter: 'todos', search: 'DRAGON', page: 1 })).total).toBe(15);
    expect((await index.query({ filter: 'todos', search: 'c7@example', page: 1 })).items.map((e) => e.email)).toEqual(['c7@Example.com']);
    const second = await index.query({ filter: 'todos', search: '', page: 2 });
    expect(second).toMatchObject({ total: pageSize + 5, page: 2, pages: 2 });
    expect(second.items).toHaveLength(5);
    expect((await index.query({ filter: 'todos', search: '', page: 99 })).page).toBe(2);
  });

  it('picks up an order stored after it was filled, and forgets a removed one', async () => {
    const index = createOrderIndex(inboxDir);
    const first = await seedOrder(inboxDir, { receivedAt: minute(1) });
    expect((await index.query({ filter: 'todos', search: '', page: 1 })).total).toBe(1);
    await seedOrder(inboxDir, { name: 'Otro', receivedAt: minute(2) });
    expect((await index.query({ filter: 'todos', search: '', page: 1 })).items[0]?.name).toBe('Otro');
    await rm(first.folder, { recursive: true });
    expect((await index.query({ filter: 'todos', search: '', page: 1 })).total).toBe(1);
    expect(await index.find(first.record.id)).toBeNull();
  });

  it('writes the answered mark atomically into the folder, filters by it, and keeps it after a restart', async () => {
    const answered = await seedOrder(inboxDir, { name: 'Respondido', receivedAt: minute(1) });
    await seedOrder(inboxDir, { name: 'Pendiente', receivedAt: minute(2) });
    await createOrderIndex(inboxDir).change(answered.record.id, async () => ({ next: { stage: 'respondido', answer: null }, outcome: null }));
    expect((await readdir(answered.folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(JSON.parse(await readFile(join(answered.folder, stateFileName), 'utf8'))).toMatchObject({ stage: 'respondido', history: [{ stage: 'respondido' }] });

    const restarted = createOrderIndex(inboxDir);
    const names = async (filter: 'pendientes' | 'respondidos'): Promise<string[]> =>
      (await restarted.query({ filter, search: '', page: 1 })).items.map((entry) => entry.name);
    expect(await names('respondidos')).toEqual(['Respondido']);
    expect(await names('pendientes')).toEqual(['Pendiente']);
    await restarted.change(answered.record.id, async () => ({ next: { stage: 'recibido', answer: null }, outcome: null }));
    expect((await readOrderState(answered.folder)).answered).toBe(false);
    expect(await names('pendientes')).toEqual(['Pendiente', 'Respondido']);
  });

  it('reads a damaged state file as Recibido instead of hiding the order, and the first format’s mark as Respondido', async () => {
    const order = await seedOrder(inboxDir, { receivedAt: minute(1) });
    await writeFile(join(order.folder, stateFileName), '{"answered": tr');
    expect(await readOrderState(order.folder)).toEqual(pendingState);
    await writeFile(join(order.folder, stateFileName), '{"answered":true,"changedAt":null}');
    expect((await readOrderState(order.folder)).stage).toBe('respondido');
  });
});
