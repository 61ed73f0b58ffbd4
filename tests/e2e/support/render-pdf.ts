/**
 * Renders a PDF's first page the way print shops' RIPs and proofers read it, with Debian's
 * poppler-utils (pdftoppm) and Ghostscript, and compares pictures. Node side of the print specs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Renderer = 'pdftoppm' | 'ghostscript';

/** RGB pixels, row by row. */
export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly rgb: Uint8Array;
}

/** A binary PPM (P6, maxval 255) as both tools write it; Ghostscript adds a comment line. */
export function parsePpm(bytes: Buffer): Picture {
  const header = bytes.toString('latin1', 0, 200).match(/^P6\s+(?:#[^\n]*\n)*(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('not a binary PPM');
  const [whole, width = '0', height = '0'] = header;
  return { width: Number(width), height: Number(height), rgb: new Uint8Array(bytes.subarray(whole.length)) };
}

export async function renderPdf(pdf: Uint8Array, renderer: Renderer, dpi: number): Promise<Picture> {
  const folder = await mkdtemp(join(tmpdir(), 'mgm-render-'));
  try {
    const input = join(folder, 'print.pdf');
    await writeFile(input, pdf);
    const output = join(folder, 'page.ppm');
    if (renderer === 'pdftoppm') await run('pdftoppm', ['-r', String(dpi), '-singlefile', input, join(folder, 'page')]);
    else await run('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=ppmraw', `-r${dpi}`, `-sOutputFile=${output}`, input]);
    return parsePpm(await readFile(output));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function crop(picture: Picture, x: number, y: number, width: number, height: number): Picture {
  const rgb = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const from = ((y + row) * picture.width + x) * 3;
    rgb.set(picture.rgb.subarray(from, from + width * 3), row * width * 3);
  }
  return { width, height, rgb };
}

export function pixel(picture: Picture, x: number, y: number): [number, number, number] {
  const at = (y * picture.width + x) * 3;
  return [picture.rgb[at] ?? 0, picture.rgb[at + 1] ?? 0, picture.rgb[at + 2] ?? 0];
}

/** Mean absolute difference per channel, 0–1, over the pixels `inside` accepts (all by default). */
export function meanDifference(a: Picture, b: Picture, inside: (x: number, y: number) => boolean = () => true): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (!inside(x, y)) continue;
      const at = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sum += Math.abs((a.rgb[at + c] ?? 0) - (b.rgb[at + c] ?? 0));
      count += 3;
    }
  }
  return sum / count / 255;
}
