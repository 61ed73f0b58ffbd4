/**
 * The 48 MP order over a phone's uplink to the local inbox of the production build. The uplink is a
 * pacing TCP proxy in front of the server (throttled-proxy.ts), so the server gets the bytes only as
 * fast as the uplink allows and an outage really cuts the connections: at 500 kbit/s and at 2 Mbit/s,
 * the bytes the server received against the photo plus the proof (goal ≤ 1.1×) and the time from the
 * first upload request to the store's answer against the time those bytes need at that speed (goal
 * ≤ 1.2×); then at 2 Mbit/s with every connection dropped for 10 s half-way, the bytes sent again
 * (goal ≤ 1 MB), against the same order without the outage. Prints figures, asserts no timing.
 * Skipped with BENCH_EDITOR=0.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { newFolders, readSubmission, submissionFolders } from '../e2e/support/inbox';
import { countUploadBytes, designOrder, firstUploadAt, percentSent, photo48MpPath, sendProgressBar } from '../e2e/support/slow-uplink';
import { startThrottledProxy } from '../e2e/support/throttled-proxy';
import { formatTable } from './bench-table';

test.skip(process.env.BENCH_EDITOR === '0', 'editor benchmark turned off');

interface Run {
  readonly label: string;
  readonly bitsPerSecond: number;
  readonly outage: boolean;
}

const RUNS: readonly Run[] = [
  { label: '500 kbit/s', bitsPerSecond: 500_000, outage: false },
  { label: '2 Mbit/s', bitsPerSecond: 2_000_000, outage: false },
  { label: '2 Mbit/s, 10 s sin conexión', bitsPerSecond: 2_000_000, outage: true },
];

const OUTAGE_MS = 10_000;
const serverPort = Number(process.env.E2E_PORT ?? 4317);

interface Measured {
  readonly photoAndProof: number;
  readonly onWire: number;
  readonly seconds: number;
}

async function sendOnce(context: BrowserContext, photoPath: string, run: Run): Promise<Measured> {
  const proxy = await startThrottledProxy(serverPort, run.bitsPerSecond);
  const page = await context.newPage();
  try {
    await countUploadBytes(page);
    await designOrder(page, photoPath, `http://127.0.0.1:${proxy.port}`);
    const before = await submissionFolders();
    const bytesBefore = proxy.bytesUp();
    await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
    await expect(sendProgressBar(page)).toBeVisible({ timeout: 120_000 });
    if (run.outage) {
      await expect.poll(() => percentSent(page), { timeout: 300_000, intervals: [250] }).toBeGreaterThanOrEqual(50);
      await proxy.outage(OUTAGE_MS);
    }
    await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeVisible({ timeout: 600_000 });
    const seconds = ((await page.evaluate(() => performance.now())) - (await firstUploadAt(page))) / 1000;
    const [folder] = await newFolders(before);
    const record = await readSubmission(folder ?? '');
    const photoAndProof = record.files.filter((file) => file.field !== 'print').reduce((sum, file) => sum + file.size, 0);
    return { photoAndProof, onWire: proxy.bytesUp() - bytesBefore, seconds };
  } finally {
    await page.close();
    await proxy.close();
  }
}

test('48 MP order over a slow uplink', async ({ context }) => {
  const photoPath = await photo48MpPath(context);
  const rows: string[][] = [];
  let plain: Measured | null = null;
  for (const run of RUNS) {
    const measured = await sendOnce(context, photoPath, run);
    const wireSeconds = (measured.onWire * 8) / run.bitsPerSecond + (run.outage ? OUTAGE_MS / 1000 : 0);
    const again = run.outage && plain ? ((measured.onWire - plain.onWire) / 1e6).toFixed(3) : '—';
    if (run.bitsPerSecond === 2_000_000 && !run.outage) plain = measured;
    rows.push([
      run.label,
      (measured.photoAndProof / 1e6).toFixed(2),
      (measured.onWire / 1e6).toFixed(2),
      (measured.onWire / measured.photoAndProof).toFixed(3),
      measured.seconds.toFixed(1),
      wireSeconds.toFixed(1),
      (measured.seconds / wireSeconds).toFixed(3),
      again,
    ]);
  }
  rmSync(dirname(photoPath), { recursive: true, force: true });
  console.log('\nThe 48 MP order over a paced uplink to the local inbox (photo + proof; the inbox builds the print file)\n');
  console.log(
    formatTable(
      [
        'Uplink',
        'Photo + proof (MB)',
        'Bytes on the wire (MB)',
        'Wire / photo+proof (goal ≤ 1.1)',
        'First upload → answer (s)',
        'Wire bytes at that speed (+ outage) (s)',
        'Time / that (goal ≤ 1.2)',
        'Sent again vs no outage (MB, goal ≤ 1)',
      ],
      rows,
    ),
  );
});
