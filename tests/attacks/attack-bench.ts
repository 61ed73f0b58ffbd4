/**
 * `npm run bench:inbox`: issue 28's and issue 38's attacks against the built server (`npm start`'s main.js, its
 * cluster primary and the server it supervises) on loopback. For each attack it prints the longest a
 * probe (GET / every 100 ms) waited (goal ≤ 1 s), the server process's peak resident memory (VmHWM
 * from /proc, reset before each attack; goal ≤ 700 MB), whether the same server process survived,
 * and what the attack got. Every attack is bounded in count and time.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startChildServer } from '../load/child-server';
import type { ChildServer } from '../load/child-server';
import { attacks as uploadAttacks } from './attack-rows';
import type { Attack } from './attack-rows';
import { mailAttacks } from './mail-attack-rows';
import { isAlive, resetPeakMemory, watchServer } from './server-watch';

const password = 'clave-del-banco-de-ataques';
const attackTimeoutMs = 90_000;
/** Issue 28's attacks on uploads and orders, then issue 38's on the order's emails. */
const attacks: readonly Attack[] = [...uploadAttacks, ...mailAttacks];
const mainJs = resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js');

/** The server process the cluster primary runs (its one child). */
async function serverPid(primary: number): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const children = await readFile(`/proc/${primary}/task/${primary}/children`, 'utf8').catch(() => '');
    const pid = Number(children.trim().split(/\s+/)[0]);
    if (pid > 0) return pid;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('el servidor no arrancó su proceso');
}

interface Row {
  readonly attack: string;
  readonly longestWaitMs: number;
  readonly peakRssMb: number;
  readonly sameProcess: boolean;
  readonly outcome: string;
}

async function runAttack(attack: Attack, server: ChildServer, inboxDir: string): Promise<Row> {
  const primary = server.process.pid ?? 0;
  const pid = await serverPid(primary);
  resetPeakMemory(pid);
  const watch = watchServer(`${server.baseUrl}/`, pid);
  const limit = new Promise<string>((done) => setTimeout(() => done('cortado a los 90 s'), attackTimeoutMs).unref());
  const target = { baseUrl: server.baseUrl, attackerAddress: '127.0.0.2', password, inboxDir };
  const outcome = await Promise.race([attack.run(target).catch((error: unknown) => `falló: ${String(error)}`), limit]);
  const report = await watch.stop();
  const sameProcess = isAlive(pid) && (await serverPid(primary)) === pid;
  return { attack: attack.name, longestWaitMs: report.longestWaitMs, peakRssMb: report.peakRssMb, sameProcess, outcome };
}

function printRow(row: Row): void {
  const wait = `${row.longestWaitMs} ms${row.longestWaitMs <= 1000 ? '' : ' (meta ≤ 1 s)'}`;
  const memory = `${row.peakRssMb} MB${row.peakRssMb <= 700 ? '' : ' (meta ≤ 700 MB)'}`;
  console.log(`${row.attack}\n  espera máx. ${wait} · RSS pico ${memory} · mismo proceso: ${row.sameProcess ? 'sí' : 'NO'} · ${row.outcome}`);
}

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'mgm-attack-bench-'));
  try {
    console.log(`Ataques de los issues 28 y 38 contra ${mainJs} (solo direcciones de loopback)`);
    // A fresh server per attack, so what one attack leaves behind (slots held, disk used) never decides the next one's row.
    for (const [index, attack] of attacks.entries()) {
      const inboxDir = join(root, `ataque-${index}`);
      const server = await startChildServer(mainJs, inboxDir, { INBOX_PASSWORD: password, ...attack.env }, 120_000);
      try {
        printRow(await runAttack(attack, server, inboxDir));
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
