/**
 * The panel PDF from real print files (JPEG and PNG photos, a rounded pad, a circle, turned pieces),
 * read by Ghostscript as a RIP would: each piece's pixels are its own print file's, the CutContour
 * plate has the cut lines of the pieces and nothing else, the images are the print files' own bytes,
 * the marks are process black in the margins, and qpdf finds the file sound.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedPiece, RollPlan } from '../../src/domain/roll-plan';
import { buildPanelFile, type PanelJob } from '../../server/production/panel-file';
import { MARK_MM, registrationMarks } from '../../server/production/panel-marks';
import { crop, type Picture } from '../e2e/support/render-pdf';
import { writeSamplePlan } from './panel-fixtures';
import { PX_PER_MM, renderAt2PxPerMm, renderTurned, separations, type Plate } from './panel-render';

const run = promisify(execFile);
let dir = '';
let plan: RollPlan;
let job: PanelJob;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mgm-panel-'));
  const sample = await writeSamplePlan(dir);
  plan = sample.plan;
  job = { plan, panelIndex: 0, printFiles: sample.printFiles, outFile: join(dir, 'panel-1.pdf'), date: '28/11/2026' };
  expect(await buildPanelFile(job)).toMatchObject({ ok: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const panel = () => plan.panels[0] ?? { lengthMm: 0, pieces: [] };

function differingPixels(a: Picture, b: Picture): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let count = 0;
  for (let at = 0; at < a.rgb.length; at += 3) if (a.rgb[at] !== b.rgb[at] || a.rgb[at + 1] !== b.rgb[at + 1] || a.rgb[at + 2] !== b.rgb[at + 2]) count += 1;
  return count;
}

const inside = (piece: PlacedPiece, x: number, y: number) =>
  x >= piece.xMm * PX_PER_MM && x < (piece.xMm + piece.widthMm) * PX_PER_MM && y >= piece.yMm * PX_PER_MM && y < (piece.yMm + piece.heightMm) * PX_PER_MM;

function inkedPixels(plate: Plate, where: (x: number, y: number) => boolean): number {
  let count = 0;
  for (let y = 0; y < plate.height; y += 1) for (let x = 0; x < plate.width; x += 1) if ((plate.ink[y * plate.width + x] ?? 0) > 0 && where(x, y)) count += 1;
  return count;
}

describe('the panel PDF, read by Ghostscript', () => {
  it('shows each piece, turned ones included, pixel for pixel as its own print file', async () => {
    const whole = await renderAt2PxPerMm(job.outFile, join(dir, 'panel.ppm'));
    expect([whole.width, whole.height]).toEqual([800 * PX_PER_MM, 560 * PX_PER_MM]);
    for (const piece of panel().pieces) {
      const render = piece.turned ? renderTurned : renderAt2PxPerMm;
      const own = await render(job.printFiles[piece.id] ?? '', join(dir, `${piece.id}.ppm`));
      const cut = crop(whole, piece.xMm * PX_PER_MM, piece.yMm * PX_PER_MM, piece.widthMm * PX_PER_MM, piece.heightMm * PX_PER_MM);
      expect(differingPixels(cut, own), piece.id).toBe(0);
    }
  });

  it('has a CutContour plate with ink inside every piece and nowhere else, and process-black marks in the margins only', async () => {
    const plates = await separations(job.outFile, join(dir, 'plates'), ['CutContour', 'Black']);
    const cut = plates.CutContour;
    const black = plates.Black;
    if (!cut || !black) throw new Error('no plates');
    const pieces = panel().pieces;
    for (const piece of pieces) expect(inkedPixels(cut, (x, y) => inside(piece, x, y)), piece.id).toBeGreaterThan(100);
    expect(inkedPixels(cut, (x, y) => !pieces.some((piece) => inside(piece, x, y)))).toBe(0);
    const marks = registrationMarks(plan.settings, panel().lengthMm);
    // Four corners and, on a 56 cm panel, one more on each long edge.
    expect(marks).toHaveLength(6);
    // Black outside the pieces is the marks' and the label's, all in the two margins.
    const { marginMm, rollWidthMm } = plan.settings;
    const inMargins = (x: number) => x < marginMm * PX_PER_MM || x >= (rollWidthMm - marginMm) * PX_PER_MM;
    expect(inkedPixels(black, (x, y) => !pieces.some((piece) => inside(piece, x, y)) && !inMargins(x))).toBe(0);
    expect(inkedPixels(black, (x) => x < marginMm * PX_PER_MM)).toBeGreaterThan(3 * MARK_MM * MARK_MM * PX_PER_MM ** 2);
    for (const mark of marks) {
      const square = { id: 'mark', shape: 'rect' as const, xMm: mark.xMm, yMm: mark.yMm, widthMm: MARK_MM, heightMm: MARK_MM, turned: false };
      expect(pieces.some((piece) => square.xMm < piece.xMm + piece.widthMm && piece.xMm < square.xMm + MARK_MM)).toBe(false);
      expect(inkedPixels(black, (x, y) => inside(square, x, y) && black.ink[y * black.width + x] === 255)).toBe(MARK_MM * MARK_MM * PX_PER_MM ** 2);
      expect(inkedPixels(cut, (x, y) => inside(square, x, y))).toBe(0);
    }
  });

  it('holds the print files\' image streams and page content streams byte for byte', async () => {
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    /** The raw bytes of a file's streams of `subtype` (Image, Form), or of its page's content stream for Page. */
    const streams = async (path: string, subtype: 'Image' | 'Form' | 'Page') => {
      const doc = await PDFDocument.load(await readFile(path));
      const contents = doc.getPage(0).node.Contents();
      const found =
        subtype === 'Page'
          ? [contents instanceof PDFArray ? contents.lookup(0) : contents]
          : doc.context.enumerateIndirectObjects().map(([, object]) => (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of(subtype) ? object : null));
      return found.flatMap((stream) => (stream instanceof PDFRawStream ? [sha(stream.contents)] : []));
    };
    const printFiles = panel().pieces.map((piece) => job.printFiles[piece.id] ?? '');
    for (const kind of ['Image', 'Page'] as const) {
      const expected = (await Promise.all(printFiles.map((file) => streams(file, kind)))).flat();
      expect(expected).toHaveLength(4);
      expect((await streams(job.outFile, kind === 'Page' ? 'Form' : kind)).sort(), kind).toEqual(expected.sort());
    }
  });

  it('is one page the roll wide and the panel long, TrimBox = MediaBox, no UserUnit, labelled, and passes qpdf --check', async () => {
    const doc = await PDFDocument.load(await readFile(job.outFile));
    const page = doc.getPage(0);
    expect(doc.getPageCount()).toBe(1);
    expect(page.getMediaBox()).toEqual({ x: 0, y: 0, width: (800 * 72) / 25.4, height: (560 * 72) / 25.4 });
    expect(page.getTrimBox()).toEqual(page.getMediaBox());
    expect(page.node.get(PDFName.of('UserUnit'))).toBeUndefined();
    const { stdout } = await run('pdftotext', [job.outFile, '-']);
    expect(stdout.replace(/\s+/g, ' ')).toContain('Clasic · plan P-0007 · panel 1 de 2 · 28/11/2026');
    await expect(run('qpdf', ['--check', job.outFile])).resolves.toMatchObject({ stdout: expect.stringContaining('No syntax or stream encoding errors') });
  });
});

describe('a panel that cannot be built', () => {
  it('names the order whose print file does not match the plan, and leaves no file nor part of one', async () => {
    const outFile = join(dir, 'wrong.pdf');
    const swapped = { ...job, outFile, printFiles: { ...job.printFiles, 'MGM-1002': job.printFiles['MGM-1001'] ?? '' } };
    const result = await buildPanelFile(swapped);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1002 mide 320×220 mm') });
    await expect(stat(outFile)).rejects.toThrow();
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('names an order without a print file, or one that is not a PDF or not a print file of the personalizador', async () => {
    const others = Object.fromEntries(Object.entries(job.printFiles).filter(([id]) => id !== 'MGM-1003'));
    expect(await buildPanelFile({ ...job, printFiles: others, outFile: join(dir, 'missing.pdf') })).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1003') });
    await writeFile(join(dir, 'broken.pdf'), 'no es un PDF');
    const broken = { ...job, printFiles: { ...job.printFiles, 'MGM-1003': join(dir, 'broken.pdf') }, outFile: join(dir, 'broken-panel.pdf') };
    expect(await buildPanelFile(broken)).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1003 no se pudo leer') });
    await expect(stat(broken.outFile)).rejects.toThrow();
    // A page whose operators are in two content streams is not a print file of the personalizador.
    const doc = await PDFDocument.load(await readFile(job.printFiles['MGM-1003'] ?? ''));
    const { node } = doc.getPage(0);
    const contents = node.Contents();
    if (!(contents instanceof PDFArray)) throw new Error('pdf-lib lists a page\'s contents in an array');
    node.set(PDFName.of('Contents'), doc.context.obj([...contents.asArray(), doc.context.register(doc.context.stream('q Q'))]));
    await writeFile(join(dir, 'two-streams.pdf'), await doc.save());
    const twoStreams = { ...job, printFiles: { ...job.printFiles, 'MGM-1003': join(dir, 'two-streams.pdf') }, outFile: join(dir, 'two-streams-panel.pdf') };
    expect(await buildPanelFile(twoStreams)).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1003 no es uno de los que arma el personalizador') });
  });

  it('refuses a margin narrower than the marks, a piece outside the usable area or off whole millimetres, a panel over 508 cm, and never touches a panel already there nor another build\'s part', async () => {
    const narrow = { ...plan, settings: { ...plan.settings, marginMm: 4 } };
    expect(await buildPanelFile({ ...job, plan: narrow, outFile: join(dir, 'narrow.pdf') })).toMatchObject({ ok: false, reason: expect.stringContaining('margen') });
    const wide = { ...plan, settings: { ...plan.settings, marginMm: 20 } };
    expect(await buildPanelFile({ ...job, plan: wide, outFile: join(dir, 'wide.pdf') })).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1001 sale del área útil') });
    const shifted = panel().pieces.map((piece, i) => (i === 0 ? { ...piece, xMm: 15.5 } : piece));
    const loose = { ...plan, panels: [{ ...panel(), pieces: shifted }] };
    expect(await buildPanelFile({ ...job, plan: loose, outFile: join(dir, 'loose.pdf') })).toMatchObject({ ok: false, reason: expect.stringContaining('MGM-1001 no está en milímetros enteros') });
    const long = { ...plan, panels: [{ ...panel(), lengthMm: 5081 }] };
    expect(await buildPanelFile({ ...job, plan: long, outFile: join(dir, 'long.pdf') })).toMatchObject({ ok: false, reason: expect.stringContaining('508 cm') });
    const before = await readFile(job.outFile);
    expect(await buildPanelFile(job)).toMatchObject({ ok: false, reason: expect.stringContaining('ya está armado') });
    expect((await readFile(job.outFile)).equals(before)).toBe(true);
    // A part left by a server stopped mid-write never stands in the way, and is not touched.
    const busy = join(dir, 'busy.pdf');
    await writeFile(`${busy}.0000.part`, 'a medio escribir');
    expect(await buildPanelFile({ ...job, outFile: busy })).toMatchObject({ ok: true });
    expect(await readFile(`${busy}.0000.part`, 'utf8')).toBe('a medio escribir');
  });
});
