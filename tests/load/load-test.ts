import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAbusePhase } from './abuse-phase';
import type { AbuseReport } from './abuse-phase';
import { runCrashPhase } from './crash-phase';
import type { CrashReport } from './crash-phase';
import { printMail, runMailPhase } from './mail-phase';
import { runThroughputPhase } from './throughput-phase';
import type { ThroughputReport } from './throughput-phase';

/**
 * `npm run test:load` (after `npm run build`): drives the built server over loopback with real
 * orders through the app's path (a resumable upload, then the small post naming it), then kills it
 * mid-upload, then sends orders again while uploads drop and trickle, and fails on any lost or
 * partial submission. It is
 * bundled on its own (vite.config.ts, mode `load`) into <build dir>/load/, beside <build dir>/server/, so it
 * never ships with the server.
 */
const mainJs = fileURLToPath(new URL('../server/main.js', import.meta.url));
// A guard against a hang (a server that never answers), not a speed budget: speed is in the figures
// printed. CI runs this on shared machines: the four phases took 106 s on a quiet 2-core machine and
// 177-231 s with seven builds sharing its cores, and phase (a) alone once took 203 s, so a busy run can near
// 600 s; 900 s keeps a red CI for a real hang only (docs/server.md).
const overallLimitMs = 900_000;
const megabyte = 1024 * 1024;

function printThroughput(report: ThroughputReport): boolean {
  console.log('\n(a) Carga: 200 envíos de 5 MB, de a 20');
  console.log(`  enviados ${report.sent} · confirmados ${report.acknowledged} · guardados ${report.stored} · perdidos ${report.lost}`);
  console.log(`  ${report.seconds.toFixed(1)} s · ${report.megabytesPerSecond.toFixed(1)} MB/s · ${report.submissionsPerSecond.toFixed(1)} envíos/s`);
  console.log(`  latencia p50 ${report.p50Ms.toFixed(0)} ms · p95 ${report.p95Ms.toFixed(0)} ms`);
  report.failures.slice(0, 5).forEach((failure) => console.log(`  fallo: ${failure}`));
  report.broken.forEach((folder) => console.log(`  carpeta incompleta: ${folder}`));
  return report.lost === 0 && report.acknowledged === report.sent && report.broken.length === 0;
}

function printCrash(report: CrashReport): boolean {
  console.log(`\n(b) Corte: SIGKILL con ${report.started} envíos en curso`);
  console.log(`  confirmados antes del corte ${report.acknowledgedBeforeKill} (en total ${report.acknowledged}) · en vuelo al cortar ${report.inFlightAtKill}`);
  console.log(`  tras el corte: ${report.visibleAfterKill} visibles, ${report.brokenAfterKill.length} incompletos, ${report.tempLeftoversAfterKill} restos en .tmp`);
  console.log(`  tras reiniciar: perdidos ${report.lostAfterRestart}, incompletos ${report.brokenAfterRestart.length}, restos en .tmp ${report.tempLeftoversAfterRestart}`);
  console.log(`  apagado con SIGTERM: código ${report.gracefulExit}`);
  [...report.brokenAfterKill, ...report.brokenAfterRestart].forEach((folder) => console.log(`  carpeta incompleta: ${folder}`));
  return (
    report.lostAfterRestart === 0 &&
    report.brokenAfterKill.length === 0 &&
    report.brokenAfterRestart.length === 0 &&
    report.tempLeftoversAfterRestart === 0 &&
    report.acknowledged > 0 &&
    report.inFlightAtKill > 0 &&
    report.gracefulExit === 0
  );
}

function printAbuse(report: AbuseReport): boolean {
  const { honest } = report;
  console.log('\n(c) Abuso: 200 envíos honestos mientras 32 subidas se cortan a mitad y 8 gotean a 3 kB/s desde 127.0.0.2');
  console.log(`  honestos: enviados ${honest.sent} · confirmados ${honest.acknowledged} · guardados ${honest.stored} · perdidos ${honest.lost}`);
  console.log(`  honestos: ${honest.seconds.toFixed(1)} s · latencia p50 ${honest.p50Ms.toFixed(0)} ms · p95 ${honest.p95Ms.toFixed(0)} ms`);
  console.log(`  cortadas ${report.dropped} (${report.droppedAccepted} ya aceptadas al cortar) · goteando con lugar ${report.trickleHeld}, rechazadas con 503 ${report.trickleRefused}`);
  console.log(`  después del abuso, un envío desde 127.0.0.2: ${report.freedAfterwards ? 'guardado' : 'FALLÓ'}`);
  honest.failures.slice(0, 5).forEach((failure) => console.log(`  fallo: ${failure}`));
  honest.broken.forEach((folder) => console.log(`  carpeta incompleta: ${folder}`));
  return honest.lost === 0 && honest.acknowledged === honest.sent && honest.broken.length === 0 && report.freedAfterwards;
}

async function main(): Promise<boolean> {
  const root = await mkdtemp(join(tmpdir(), 'mgm-load-'));
  console.log(`Prueba de carga y cortes del buzón local (${mainJs}, datos en ${root})`);
  let passed = false;
  const started = performance.now();
  try {
    const throughputOk = printThroughput(await runThroughputPhase(mainJs, join(root, 'carga'), 200, 5 * megabyte, 20));
    const crashOk = printCrash(await runCrashPhase(mainJs, join(root, 'corte'), 20, 5 * megabyte));
    const abuseOk = printAbuse(await runAbusePhase(mainJs, join(root, 'abuso'), 200, 5 * megabyte, 20));
    const mailOk = printMail(await runMailPhase(mainJs, join(root, 'correo'), 200, 30));
    passed = throughputOk && crashOk && abuseOk && mailOk;
    console.log(`\nDuración de las cuatro fases: ${((performance.now() - started) / 1000).toFixed(0)} s (límite ${overallLimitMs / 1000} s)`);
  } finally {
    if (passed) await rm(root, { recursive: true, force: true });
    else console.log(`\nDatos conservados para revisar en ${root}`);
  }
  return passed;
}

setTimeout(() => {
  console.error(`La prueba superó ${overallLimitMs / 1000} s: se corta.`);
  process.exit(1);
}, overallLimitMs).unref();

main().then(
  (passed) => {
    console.log(passed ? '\nOK: ningún envío confirmado se perdió ni quedó a medias.' : '\nFALLÓ: revisá las cifras de arriba.');
    process.exit(passed ? 0 : 1);
  },
  (error: unknown) => {
    console.error(`La prueba no pudo correr: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
