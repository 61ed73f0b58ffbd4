import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { MAX_UPLOAD_BYTES } from '../../src/domain/image-limits';
import { compose, IDENTITY as identity, type Matrix } from '../../src/print-file/matrix';
import type { PrintFacts } from '../orders/submission-record';

const tokenShape = /\/[^\s/[\]()<>{}%]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** The transformation each XObject name was drawn with (`/Name Do`), following q, Q and cm. */
function drawnMatrices(operators: string): Map<string, Matrix> {
  const drawn = new Map<string, Matrix>();
  const stack: Matrix[] = [];
  let ctm = identity;
  let operands: string[] = [];
  for (const token of operators.match(tokenShape) ?? []) {
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop() ?? identity;
    else if (token === 'cm' && operands.length >= 6) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = operands.slice(-6).map(Number);
      ctm = compose([a, b, c, d, e, f], ctm);
    }
    else if (token === 'Do' && operands.at(-1)?.startsWith('/')) drawn.set(operands.at(-1)?.slice(1) ?? '', ctm);
    if (/^[A-Za-z'"*]+$/.test(token)) operands = [];
    else operands.push(token);
  }
  return drawn;
}

/** The page's content streams, decoded and joined: its drawing operators as text. */
export function contentText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const entries = contents instanceof PDFArray ? contents.asArray() : [contents];
  return entries
    .map((entry) => (entry instanceof PDFRef ? doc.context.lookup(entry) : entry))
    .filter((entry): entry is PDFRawStream => entry instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

function pictureFacts(doc: PDFDocument, page: PDFPage): PrintFacts['image'] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  let best: PrintFacts['image'] = null;
  for (const [name, [a, b, c, d]] of drawnMatrices(contentText(doc, page))) {
    const image = doc.context.lookup(xObjects?.get(PDFName.of(name)));
    if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const widthPx = image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const heightPx = image.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const inches = [Math.hypot(a, b) / 72, Math.hypot(c, d) / 72];
    const ppi = Math.round(Math.min(widthPx / (inches[0] ?? 1), heightPx / (inches[1] ?? 1)));
    if (!best || widthPx * heightPx > best.widthPx * best.heightPx) best = { widthPx, heightPx, ppi };
  }
  return best;
}

/**
 * The largest PDF ever parsed: the inbox reads only the print files it built itself (a photo of at
 * most 25 MB, or a PNG it decoded and compressed again, plus fonts), never one a client sent.
 */
export const maxPrintPdfBytes = 4 * MAX_UPLOAD_BYTES;

const toCm = (points: number): number => Math.round((points * 2.54 * 10) / 72) / 10;

/**
 * Checks a print file by its bytes and structure: the PDF header first, a trailer (startxref and
 * %%EOF) at the end, and a document pdf-lib loads strictly with at least one page. Returns the first
 * page's size and picture density, or null when it is not such a PDF or is over maxPrintPdfBytes.
 */
export async function checkPrintPdf(bytes: Uint8Array): Promise<PrintFacts | null> {
  if (bytes.length > maxPrintPdfBytes) return null;
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (!/^%PDF-\d\.\d/.test(head) || !tail.includes('startxref') || !/%%EOF\s*$/.test(tail)) return null;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    if (doc.getPageCount() < 1) return null;
    const page = doc.getPage(0);
    const { width, height } = page.getSize();
    return { pageWidthCm: toCm(width), pageHeightCm: toCm(height), image: pictureFacts(doc, page) };
  } catch {
    // Encrypted, damaged or not a PDF after all: pdf-lib's refusal is the answer.
    return null;
  }
}
