/**
 * The panel PDF: one page of a production plan's panel, the roll's width × the panel's length
 * (TrimBox = MediaBox, no UserUnit: a panel is at most 508 cm, inside the 200-inch page limit), each
 * piece its order's print page placed whole as a form XObject (panel-piece.ts), then the cutter's
 * marks and the label in the margins (panel-marks.ts, panel-label.ts). Written to disk piece by piece
 * (panel-writer.ts), so a panel of 500 MB of print files never sits in memory. It runs in a print
 * worker (server/inbox/print-pool.ts): a plan that runs out of memory or time ends the worker only.
 */
import { randomBytes } from 'node:crypto';
import { link, open, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFHexString, popGraphicsState, pushGraphicsState, type PDFPage } from 'pdf-lib';
import { LONGEST_PANEL_MM, type RollPanel, type RollPlan } from '../../src/domain/roll-plan';
import { fsyncDirectory } from '../files/durable-write';
import { pathExists } from '../files/path-exists';
import { drawPanelLabel } from './panel-label';
import { markColumns, markOperators, POINTS_PER_MM, registrationMarks } from './panel-marks';
import { copyPiece, PanelRefusal } from './panel-piece';
import { panelPartFile } from './panel-part';
import { PanelPdfWriter } from './panel-writer';

export interface PanelJob {
  readonly plan: RollPlan;
  /** 0-based. */
  readonly panelIndex: number;
  /** Piece id (order number) → absolute path of that order's print PDF. */
  readonly printFiles: Readonly<Record<string, string>>;
  /** A new file: written beside it under a temp name of its writer's (panel-part.ts), it appears whole, and never when the build fails. */
  readonly outFile: string;
  /** As printed on the label, dd/mm/aaaa. */
  readonly date: string;
}

export type PanelResult =
  | { readonly ok: true; readonly size: number; readonly sha256: string }
  /** `reason` is for the store, in Spanish; `detail`, for the server's log. */
  | { readonly ok: false; readonly reason: string; readonly detail?: string };

/** The reason of a failure that is no one's mistake (its detail goes to the server's log). */
export const panelFailed = 'el panel no se pudo armar (el detalle está en el registro del servidor).';

/** A piece off whole millimetres, or outside the usable area (where the marks would cover it). */
function placementProblem(plan: RollPlan, panel: RollPanel): string | null {
  const { rollWidthMm, marginMm } = plan.settings;
  const loose = panel.pieces.find((p) => ![p.xMm, p.yMm, p.widthMm, p.heightMm].every(Number.isInteger));
  if (loose) return `la pieza ${loose.id} no está en milímetros enteros: armá el plan de nuevo.`;
  const out = panel.pieces.find((p) => p.xMm < marginMm || p.xMm + p.widthMm > rollWidthMm - marginMm || p.yMm < 0 || p.yMm + p.heightMm > panel.lengthMm);
  return out ? `la pieza ${out.id} sale del área útil del rollo: armá el plan de nuevo.` : null;
}

const wholeUpTo = (value: number, most: number): boolean => Number.isInteger(value) && value > 0 && value <= most;

/** Why the job cannot be built, before any file is read; null when it can. */
function jobProblem(job: PanelJob, panel: RollPanel): string | null {
  if (!wholeUpTo(panel.lengthMm, LONGEST_PANEL_MM) || !wholeUpTo(job.plan.settings.rollWidthMm, LONGEST_PANEL_MM)) {
    return 'el panel pasa de 508 cm (el límite de página de los programas de impresión): armá el plan con paneles más cortos.';
  }
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(job.date)) return 'la fecha del panel no es dd/mm/aaaa.';
  if (!markColumns(job.plan.settings)) return 'el margen del rollo no alcanza para las marcas de corte (5 mm): usá un margen de 0,5 cm o más.';
  const missing = panel.pieces.find((piece) => !job.printFiles[piece.id]);
  if (missing) return `el pedido ${missing.id} no tiene archivo de impresión: armalo desde su pedido.`;
  return placementProblem(job.plan, panel);
}

async function newPanelDocument(job: PanelJob, panel: RollPanel): Promise<{ doc: PDFDocument; page: PDFPage }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Plan ${job.plan.id} · panel ${job.panelIndex + 1} de ${job.plan.panels.length}`);
  doc.setCreator('MGM Gamers · producción');
  const id = PDFHexString.of(randomBytes(16).toString('hex'));
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
  const width = job.plan.settings.rollWidthMm * POINTS_PER_MM;
  const height = panel.lengthMm * POINTS_PER_MM;
  const page = doc.addPage([width, height]);
  page.setTrimBox(0, 0, width, height);
  return { doc, page };
}

/** Copies each piece into the document, writing its objects out at once, and places it on the page. */
async function placePieces(job: PanelJob, panel: RollPanel, doc: PDFDocument, page: PDFPage, writer: PanelPdfWriter): Promise<void> {
  for (const piece of panel.pieces) {
    const before = doc.context.largestObjectNumber;
    const file = job.printFiles[piece.id] ?? '';
    const copied = await copyPiece(doc.context, file, piece, panel.lengthMm).catch((error: unknown) => {
      if (error instanceof PanelRefusal) throw error;
      throw new PanelRefusal(`el archivo de impresión de ${piece.id} no se pudo leer: armalo de nuevo desde su pedido.`, { cause: error });
    });
    await writer.writeOut(before + 1, doc.context.largestObjectNumber);
    const name = page.node.newXObject('Pieza', copied.ref);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...copied.matrix), drawObject(name), popGraphicsState());
  }
}

async function writePanel(job: PanelJob, panel: RollPanel, file: FileHandle): Promise<PanelResult> {
  const { doc, page } = await newPanelDocument(job, panel);
  const writer = await PanelPdfWriter.start(doc.context, file);
  await placePieces(job, panel, doc, page, writer);
  page.pushOperators(...markOperators(registrationMarks(job.plan.settings, panel.lengthMm), panel.lengthMm));
  const text = `${job.plan.mode} · plan ${job.plan.id} · panel ${job.panelIndex + 1} de ${job.plan.panels.length} · ${job.date}`;
  await drawPanelLabel(doc, page, { text, settings: job.plan.settings, lengthMm: panel.lengthMm });
  await doc.flush();
  const written = await writer.finish();
  await file.sync();
  return { ok: true, ...written };
}

const alreadyThere = 'ese panel ya está armado: descargá el que está, o borralo para armarlo de nuevo.';
const code = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : null);

/** Writes the panel beside `job.outFile`, then links it in: a reader never finds half a panel, and a file already there is never replaced. */
async function writeAndLink(job: PanelJob, panel: RollPanel, file: FileHandle, part: string): Promise<PanelResult> {
  try {
    const result = await writePanel(job, panel, file);
    await link(part, job.outFile);
    await fsyncDirectory(dirname(job.outFile));
    return result;
  } catch (error) {
    if (error instanceof PanelRefusal) return { ok: false, reason: error.message, detail: String(error.cause ?? error) };
    return { ok: false, reason: code(error) === 'EEXIST' ? alreadyThere : panelFailed, detail: String(error) };
  } finally {
    await file.close();
    await rm(part, { force: true });
  }
}

/**
 * Builds one panel's PDF into `job.outFile`, written first to `part` (a new name beside it); never
 * rejects: a failure comes back with its reason, and leaves neither file.
 */
export async function buildPanelFile(job: PanelJob, part = panelPartFile(job.outFile)): Promise<PanelResult> {
  const panel = job.plan.panels[job.panelIndex];
  if (!panel) return { ok: false, reason: `el plan ${job.plan.id} no tiene un panel ${job.panelIndex + 1}.` };
  const problem = jobProblem(job, panel);
  if (problem) return { ok: false, reason: problem };
  if (await pathExists(job.outFile)) return { ok: false, reason: alreadyThere };
  let file: FileHandle;
  try {
    file = await open(part, 'wx');
  } catch (error) {
    return { ok: false, reason: 'el archivo del panel no se pudo crear (el detalle está en el registro del servidor).', detail: String(error) };
  }
  return writeAndLink(job, panel, file, part);
}
