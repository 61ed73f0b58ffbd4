/**
 * The 48 MP order over a phone's uplink (CDP network emulation) to the local inbox of the
 * production build: at 500 kbit/s and at 2 Mbit/s up, the bytes the page handed to the network for
 * uploads against the photo plus the proof (goal ≤ 1.1×) and the time from the first upload request
 * to the store's answer against the time those bytes need at that speed (goal ≤ 1.2×); then at
 * 2 Mbit/s with 10 s offline in the middle, the bytes sent again (goal ≤ 1 MB). Prints figures,
 * asserts no timing. Skipped with BENCH_EDITOR=0.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { newFolders, readSubmission, submissionFolders } from '../e2e/support/inbox';
import { countUploadBytes, designOrder, emulateUplink, firstUploadAt, percentSent, photo48MpPath, sendProgressBar, uploadBytesSent } from '../e2e/support/slow-uplink';
import { formatTable } from './bench-table';

test.skip(process.env.BENCH_EDITOR === '0', 'editor benchmark turned off');

interface Run {
  readonly label: string;
  readonly bitsPerSecond: number;
  /** Percent sent at which the connection drops for 10 s; null for none. */
  readonly outageAt: number | null;
}

const RUNS: readonly Run[] = [
  { label: '500 kbit/s', bitsPerSecond: 500_000, outageAt: null },
  { label: '2 Mbit/s', bitsPerSecond: 2_000_000, outageAt: null },
  { label: '2 Mbit/s, 10 s sin conexión', bitsPerSecond: 2_000_000, outageAt: 50 },
];

const OUTAGE_MS = 10_000;

async function sendOnce(context: BrowserContext, photoPath: string, run: Run): Promise<string[]> {
  const page = await context.newPage();
  await countUploadBytes(page);
  const cdp = await context.newCDPSession(page);
  await designOrder(page, photoPath);
  const before = await submissionFolders();
  await emulateUplink(cdp, run.bitsPerSecond);
  await page.getByRole('button', { name: 'ENVIAR DISEÑO' }).click();
  await expect(sendProgressBar(page)).toBeVisible({ timeout: 120_000 });
  if (run.outageAt !== null) {
    const at = run.outageAt;
    await expect.poll(() => percentSent(page), { timeout: 300_000, intervals: [250] }).toBeGreaterThanOrEqual(at);
    await emulateUplink(cdp, run.bitsPerSecond, true);
    await page.waitForTimeout(OUTAGE_MS);
    await emulateUplink(cdp, run.bitsPerSecond);
  }
  await expect(page.getByRole('button', { name: 'Diseño Enviado ✔️' })).toBeVisible({ timeout: 600_000 });
  const seconds = (await page.evaluate(() => performance.now()) - (await firstUploadAt(page))) / 1000;
  const sent = await uploadBytesSent(page);
  await page.close();
  const [folder] = await newFolders(before);
  const record = await readSubmission(folder ?? '');
  const photoAndProof = record.files.filter((file) => file.field !== 'print').reduce((sum, file) => sum + file.size, 0);
  const wireSeconds = (sent * 8) / run.bitsPerSecond;
  const ideal = (photoAndProof * 8) / run.bitsPerSecond + (run.outageAt === null ? 0 : OUTAGE_MS / 1000);
  return [
    run.label,
    (photoAndProof / 1e6).toFixed(2),
    (sent / 1e6).toFixed(2),
    (sent / photoAndProof).toFixed(3),
    seconds.toFixed(1),
    wireSeconds.toFixed(1),
    (seconds / ((run.outageAt === null ? wireSeconds : wireSeconds + OUTAGE_MS / 1000) || 1)).toFixed(3),
    run.outageAt === null ? '—' : ((sent - photoAndProof) / 1e6).toFixed(3),
    ideal.toFixed(1),
  ];
}

test('48 MP order over a slow uplink', async ({ context }) => {
  const photoPath = await photo48MpPath(context);
  const rows: string[][] = [];
  for (const run of RUNS) rows.push(await sendOnce(context, photoPath, run));
  rmSync(dirname(photoPath), { recursive: true, force: true });
  console.log('\nThe 48 MP order over an emulated uplink to the local inbox (photo + proof; the inbox builds the print file)\n');
  console.log(
    formatTable(
      [
        'Uplink',
        'Photo + proof (MB)',
        'Upload bytes sent (MB)',
        'Sent / photo+proof (goal ≤ 1.1)',
        'First upload → answer (s)',
        'Sent bytes at that speed (s)',
        'Time / bytes÷speed (goal ≤ 1.2; + 10 s outage)',
        'Sent again (MB, goal ≤ 1)',
        'Photo+proof at that speed (s)',
      ],
      rows,
    ),
  );
});
