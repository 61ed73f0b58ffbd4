/**
 * Panel PDF benchmark (`npm run bench:panel`, no web server): a 30-piece panel from 48 MP photos,
 * about 500 MB of print files, built through the print pool as the server builds it, in a fresh
 * process (panel-build-child.ts) whose worker thread has the pool's heap and time caps. Prints that
 * process's peak RSS (goal: ≤ 700 MB), the time, and the sizes; INBOX_PRINT_* set the caps as for
 * the server. The photos are JPEGs that Ghostscript
 * encodes from generated pixels (six of them, kept in the temporary folder between runs; each print
 * file is a file of its own); nothing is committed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PlacedPiece, RollPlan } from '../../src/domain/roll-plan';
import type { PanelJob, PanelResult } from '../../server/production/panel-file';
import { designOf, placedFor, writePhoto, writePrintFile, type PrintFixture } from '../server/panel-fixtures';

const run = promisify(execFile);

/** What panel-build-child.ts prints. */
interface ChildReport {
  readonly result: PanelResult;
  readonly seconds: number;
  readonly before: number;
  readonly sampled: number;
  readonly highWater: number;
  readonly heapMb: number;
  readonly timeoutS: number;
}

const PIECES = 30;
const PHOTOS = 6;
const MB = 1024 * 1024;
/** Rows across a 140 cm roll (1.5 cm margins, 1 cm apart): three 42×32 cm pages upright, then four turned. */
const ROWS: readonly { readonly turned: boolean; readonly count: number }[] = [
  { turned: false, count: 3 },
  { turned: true, count: 4 },
];

async function photos(): Promise<string[]> {
  const folder = join(tmpdir(), 'mgm-panel-bench-photos');
  await mkdir(folder, { recursive: true });
  return Array.from({ length: PHOTOS }, (_, i) => {
    const path = join(folder, `photo-${i}.jpg`);
    if (!existsSync(path)) writePhoto(path, 8000, 6000, i + 1, 24);
    return path;
  });
}

function layout(file: PrintFixture): { pieces: PlacedPiece[]; lengthMm: number } {
  const pieces: PlacedPiece[] = [];
  let y = 0;
  for (let row = 0; pieces.length < PIECES; row += 1) {
    const { turned, count } = ROWS[row % ROWS.length] ?? { turned: false, count: 3 };
    let x = 15;
    let height = 0;
    for (let i = 0; i < count && pieces.length < PIECES; i += 1) {
      const piece = placedFor(`MGM-${2001 + pieces.length}`, file, x, y, turned);
      pieces.push(piece);
      x += piece.widthMm + 10;
      height = piece.heightMm;
    }
    y += height + 10;
  }
  return { pieces, lengthMm: y - 10 };
}

const dir = await mkdtemp(join(tmpdir(), 'mgm-panel-bench-'));
try {
  const sources = await photos();
  const printFiles: Record<string, string> = {};
  let first: PrintFixture | null = null;
  let printBytes = 0;
  for (let i = 0; i < PIECES; i += 1) {
    const file = await writePrintFile(dir, `MGM-${2001 + i}`, sources[i % PHOTOS] ?? '', designOf('Clasic', 40, 30));
    first ??= file;
    printFiles[`MGM-${2001 + i}`] = file.path;
    printBytes += (await stat(file.path)).size;
  }
  if (!first) throw new Error('no print files');
  const { pieces, lengthMm } = layout(first);
  const plan: RollPlan = {
    id: 'P-BENCH',
    mode: 'Clasic',
    createdAt: new Date().toISOString(),
    settings: { rollWidthMm: 1400, marginMm: 15, separationMm: 10, maxPanelLengthMm: 5080 },
    pieces: [],
    leftOut: [],
    panels: [{ lengthMm, pieces }],
  };
  const jobFile = join(dir, 'job.json');
  await writeFile(jobFile, JSON.stringify({ plan, panelIndex: 0, printFiles, outFile: join(dir, 'panel.pdf'), date: '28/11/2026' } satisfies PanelJob));
  // A fresh process, as the server is: this one built the print files and holds their garbage.
  const child = await run(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./panel-build-child.ts', import.meta.url)), jobFile], { env: process.env });
  const measured = JSON.parse(child.stdout) as ChildReport;
  if (!measured.result.ok) throw new Error(`the panel failed: ${measured.result.reason} ${measured.result.detail ?? ''}`);
  console.log(`\nPanel PDF: ${PIECES} pieces from 48 MP photos (8000×6000 JPEG), 40×30 cm pads, ${Math.round(lengthMm / 10)} cm of a 140 cm roll`);
  console.log(`print files read:          ${(printBytes / MB).toFixed(0)} MB`);
  console.log(`panel written:             ${(measured.result.size / MB).toFixed(0)} MB`);
  console.log(`time (worker start incl.): ${measured.seconds.toFixed(1)} s (time cap ${measured.timeoutS} s)`);
  console.log(`RSS before the build:      ${measured.before.toFixed(0)} MB`);
  console.log(`peak RSS, sampled / VmHWM: ${measured.sampled.toFixed(0)} / ${measured.highWater.toFixed(0)} MB (goal ≤ 700 MB; worker heap cap ${measured.heapMb} MB)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
