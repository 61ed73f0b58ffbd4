/**
 * Ghostscript renders of the panel and of the print files, for the panel's tests: at 2 px/mm
 * (-r50.8), anti-aliasing off, so a piece's pixels can be compared one by one; and its tiffsep
 * plates, one grey picture per ink (CutContour among them).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parsePpm, type Picture } from '../e2e/support/render-pdf';

const run = promisify(execFile);
export const PX_PER_MM = 2;
const GS = ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-r50.8', '-dTextAlphaBits=1', '-dGraphicsAlphaBits=1'];

export async function renderAt2PxPerMm(pdf: string, ppm: string): Promise<Picture> {
  await run('gs', [...GS, '-sDEVICE=ppmraw', `-sOutputFile=${ppm}`, pdf]);
  return parsePpm(await readFile(ppm));
}

/**
 * A print file's render turned a quarter clockwise as a RIP turns a page: a copy with /Rotate 90 set
 * by qpdf, nothing else changed. Ghostscript draws a thin line lying on a pixel edge on one side of
 * it or the other depending on the direction it runs, so a turned raster of the upright render
 * differs along the cut line; the page turned by the renderer itself is the fair reference.
 */
export async function renderTurned(pdf: string, ppm: string): Promise<Picture> {
  const turned = `${ppm}.pdf`;
  await run('qpdf', ['--rotate=+90', pdf, turned]);
  return renderAt2PxPerMm(turned, ppm);
}

/** One ink's plate: `ink[y * width + x]` from 0 (none) to 255 (full). */
export interface Plate {
  readonly width: number;
  readonly height: number;
  readonly ink: Uint8Array;
}

function tag(bytes: Buffer, ifd: number, id: number): { count: number; value: number } {
  const entries = bytes.readUInt16LE(ifd);
  for (let i = 0; i < entries; i += 1) {
    const at = ifd + 2 + i * 12;
    if (bytes.readUInt16LE(at) !== id) continue;
    const type = bytes.readUInt16LE(at + 2);
    return { count: bytes.readUInt32LE(at + 4), value: type === 3 ? bytes.readUInt16LE(at + 8) : bytes.readUInt32LE(at + 8) };
  }
  throw new Error(`TIFF tag ${id} missing`);
}

/** An uncompressed 8-bit grey TIFF as tiffsep writes it (BlackIsZero: 0 is full ink). */
function readPlate(bytes: Buffer): Plate {
  const ifd = bytes.readUInt32LE(4);
  const width = tag(bytes, ifd, 256).value;
  const height = tag(bytes, ifd, 257).value;
  const offsets = tag(bytes, ifd, 273);
  const counts = tag(bytes, ifd, 279);
  const strips = Array.from({ length: offsets.count }, (_, i) =>
    offsets.count === 1 ? bytes.subarray(offsets.value, offsets.value + counts.value) : bytes.subarray(bytes.readUInt32LE(offsets.value + 4 * i), bytes.readUInt32LE(offsets.value + 4 * i) + bytes.readUInt32LE(counts.value + 4 * i)),
  );
  const grey = Buffer.concat(strips);
  return { width, height, ink: Uint8Array.from(grey.subarray(0, width * height), (value) => 255 - value) };
}

/** The plates of `inks` from Ghostscript's tiffsep, written beside `base` (base.tif, base(Ink).tif…). */
export async function separations(pdf: string, base: string, inks: readonly string[]): Promise<Record<string, Plate>> {
  await run('gs', [...GS, '-sDEVICE=tiffsep', '-sCompression=none', `-sOutputFile=${base}.tif`, pdf]);
  const plates: Record<string, Plate> = {};
  for (const ink of inks) plates[ink] = readPlate(await readFile(`${base}(${ink}).tif`));
  return plates;
}
