import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerCheck, processOwner } from '../../server/files/process-owner';

let procRoot: string;
const boot = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

/** A /proc/<pid>/stat line: field 3 the state, field 22 the start time in clock ticks since boot. */
async function processEntry(pid: number, startTicks: number, state = 'S', command = 'node'): Promise<void> {
  await mkdir(join(procRoot, String(pid)), { recursive: true });
  const after = [state, ...Array<string>(18).fill('0'), String(startTicks), '0', '0'];
  await writeFile(join(procRoot, String(pid), 'stat'), `${pid} (${command}) ${after.join(' ')}\n`);
}

beforeEach(async () => {
  procRoot = await mkdtemp(join(tmpdir(), 'mgm-proc-'));
  await mkdir(join(procRoot, 'sys/kernel/random'), { recursive: true });
  await writeFile(join(procRoot, 'sys/kernel/random/boot_id'), `${boot}\n`);
  await processEntry(100, 5000);
});
afterEach(() => rm(procRoot, { recursive: true, force: true }));

describe('the owner of a temp area', () => {
  it('is the pid with its start time and boot, and this process owns its own name', () => {
    const owners = createOwnerCheck(procRoot, 100);
    expect(owners.self).toBe('100-5000.0f1e2d3c');
    expect(owners.isRunning(owners.self)).toBe(true);
  });

  it.each([
    { when: 'runs while its pid runs with the start it was named with', stat: ['S', 'node'], owner: '200-7000.0f1e2d3c', runs: true },
    { when: 'reads the start after a command name with spaces and parentheses', stat: ['S', 'a) S 1 2 (b'], owner: '200-7000.0f1e2d3c', runs: true },
    { when: 'is gone when its pid is a zombie: killed, not yet reaped', stat: ['Z', 'node'], owner: '200-7000.0f1e2d3c', runs: false },
    { when: 'is gone when no process has its pid', stat: ['S', 'node'], owner: '300-7000.0f1e2d3c', runs: false },
    { when: 'is gone when it ran in an earlier boot', stat: ['S', 'node'], owner: '200-7000.aaaaaaaa', runs: false },
    { when: 'is gone when it was our own pid in an earlier start', stat: ['S', 'node'], owner: '100-4000.0f1e2d3c', runs: false },
  ])('$when', async ({ stat: [state, command], owner, runs }) => {
    await processEntry(200, 7000, state, command);
    expect(createOwnerCheck(procRoot, 100).isRunning(owner)).toBe(runs);
  });

  it('tells the two owners of a recycled pid apart: the dead earlier one is gone, the live later one runs', async () => {
    await processEntry(200, 9000);
    const owners = createOwnerCheck(procRoot, 100);
    expect(owners.isRunning('200-7000.0f1e2d3c')).toBe(false);
    expect(owners.isRunning('200-9000.0f1e2d3c')).toBe(true);
  });

  it('is no one for a name that is not an owner', () => {
    const owners = createOwnerCheck(procRoot, 100);
    expect(['a', '100', '-5000', '0-5000.0f1e2d3c', 'x-1'].map(owners.isRunning)).toEqual([false, false, false, false, false]);
  });

  it('falls back to the pid alone without a /proc: a running pid keeps its area, a dead one does not', () => {
    const owners = createOwnerCheck(join(procRoot, 'missing'), 100);
    expect(owners.self).toMatch(/^100-\d{13}$/);
    expect(owners.isRunning(`${process.pid}-1`)).toBe(true);
    expect(owners.isRunning('4194305-1')).toBe(false);
  });
});

describe.runIf(existsSync('/proc/self/stat'))('the owner check on the real /proc', () => {
  it('tells a running child from its pid with another start, and from itself once killed', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const owner = createOwnerCheck('/proc', child.pid).self;
    try {
      const [pid, start] = owner.split('-');
      const [ticks, bootId] = (start ?? '').split('.');
      expect(processOwner.isRunning(owner)).toBe(true);
      expect(processOwner.isRunning(`${pid}-${Number(ticks) - 1}.${bootId}`)).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    expect(processOwner.isRunning(owner)).toBe(false);
  });
});
