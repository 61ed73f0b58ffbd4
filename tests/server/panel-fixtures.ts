/**
 * Real files for the panel PDF's tests and bench: JPEG and PNG photos encoded by Ghostscript from pixels made
 * here (blocks of colour with noise, so every region of a piece differs from the others and a turn
 * or a shift shows), and print files built from them by the print file's own assembly, as the inbox
 * writes them.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { joinParts } from '../../src/domain/byte-ranges';
import { initialDesign, type DesignConfig } from '../../src/domain/design';
import type { Mode } from '../../src/domain/modes';
import type { PlacedPiece, RollPlan } from '../../src/domain/roll-plan';
import { buildPrintFile } from '../../src/print-file/build-print-file';

/** `width`×`height` RGB pixels: 8×6 blocks of colour from `seed`, each pixel with noise of ±`noise`. */
function pixels(width: number, height: number, seed: number, noise: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const blocks = Array.from({ length: 48 * 3 }, () => Math.floor(next() * 200) + 28);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor((y * 6) / height);
    for (let x = 0; x < width; x += 1) {
      const block = (row * 8 + Math.floor((x * 8) / width)) * 3;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) out[at + c] = (blocks[block + c] ?? 0) + Math.floor((next() - 0.5) * 2 * noise);
    }
  }
  return out;
}

/** A photo of `width`×`height` written to `path` by Ghostscript from the pixels above: PNG for a .png path, JPEG (quality 90) otherwise. */
export function writePhoto(path: string, width: number, height: number, seed: number, noise = 12): void {
  const raw = `${path}.rgb`;
  writeFileSync(raw, pixels(width, height, seed, noise));
  const program = `${width} ${height} scale ${width} ${height} 8 [${width} 0 0 -${height} 0 ${height}] (${raw}) (r) file false 3 colorimage showpage`;
  execFileSync('gs', ['-q', '-dBATCH', '-dNOPAUSE', `--permit-file-read=${raw}`, path.endsWith('.png') ? '-sDEVICE=png16m' : '-sDEVICE=jpeg', '-dJPEGQ=90', `-g${width}x${height}`, '-r72', '-o', path, '-c', program]);
  execFileSync('rm', ['-f', raw]);
}

export interface PrintFixture {
  readonly path: string;
  /** The print page, bleed included, in whole millimetres. */
  readonly widthMm: number;
  readonly heightMm: number;
}

/** A design of `mode`, `widthCm`×`heightCm`, with the given changes. */
export function designOf(mode: Mode, widthCm: number, heightCm: number, changes: Partial<DesignConfig> = {}): DesignConfig {
  return { ...initialDesign(mode), widthCm, heightCm, ...changes };
}

/** Builds `design`'s print file from the photo at `photoPath` into `dir`/`name`.pdf. */
export async function writePrintFile(dir: string, name: string, photoPath: string, design: DesignConfig): Promise<PrintFixture> {
  const photo = new Uint8Array(await readFile(photoPath));
  const made = await buildPrintFile(photo, design);
  const path = join(dir, `${name}.pdf`);
  await writeFile(path, joinParts(photo, made.parts));
  return { path, widthMm: Math.round(made.layout.pageWidth * 10), heightMm: Math.round(made.layout.pageHeight * 10) };
}

/** A piece placed for `file`'s print page, turned or not. */
export function placedFor(id: string, file: PrintFixture, xMm: number, yMm: number, turned: boolean, shape: PlacedPiece['shape'] = 'rect'): PlacedPiece {
  const [widthMm, heightMm] = turned ? [file.heightMm, file.widthMm] : [file.widthMm, file.heightMm];
  return { id, shape, xMm, yMm, widthMm, heightMm, turned };
}

export interface SamplePlan {
  readonly plan: RollPlan;
  /** Order number → its print file. */
  readonly printFiles: Record<string, string>;
}

/**
 * A Clasic plan P-0007 on an 80 cm roll (1.5 cm margins) of two panels, the first 56 cm long with
 * four pieces: a JPEG pad, a PNG pad turned, a circle, and MGM-1004 (another order with the first
 * one's print file) turned. The print files are written into `dir`.
 */
export async function writeSamplePlan(dir: string): Promise<SamplePlan> {
  writePhoto(join(dir, 'a.jpg'), 600, 400, 1);
  writePhoto(join(dir, 'b.jpg'), 500, 500, 2);
  writePhoto(join(dir, 'c.png'), 300, 450, 3);
  const a = await writePrintFile(dir, 'MGM-1001', join(dir, 'a.jpg'), designOf('Clasic', 30, 20));
  const b = await writePrintFile(dir, 'MGM-1002', join(dir, 'b.jpg'), designOf('Clasic', 25, 25, { circular: true }));
  const c = await writePrintFile(dir, 'MGM-1003', join(dir, 'c.png'), designOf('Clasic', 20, 30, { rotation: 90 }));
  const first = [placedFor('MGM-1001', a, 15, 0, false), placedFor('MGM-1003', c, 345, 0, true), placedFor('MGM-1002', b, 15, 230, false, 'circle'), placedFor('MGM-1004', a, 300, 230, true)];
  const plan: RollPlan = {
    id: 'P-0007',
    mode: 'Clasic',
    createdAt: '2026-11-28T08:00:00.000Z',
    settings: { rollWidthMm: 800, marginMm: 15, separationMm: 10, maxPanelLengthMm: 5000 },
    pieces: [],
    leftOut: [],
    panels: [{ lengthMm: 560, pieces: first }, { lengthMm: 230, pieces: [placedFor('MGM-1001', a, 15, 0, false)] }],
  };
  return { plan, printFiles: { 'MGM-1001': a.path, 'MGM-1002': b.path, 'MGM-1003': c.path, 'MGM-1004': a.path } };
}
