/**
 * A PDF written as parts, so that the photo's coded bytes are never copied into it: pdf-lib writes
 * every object as usual, but the photo's image stream is a `PartsStream`, whose contents are runs of
 * the photo's own bytes (ByteRange) that the caller joins in afterwards: the worker as slices of the
 * shopper's file in a Blob, the server from the bytes it read.
 *
 * Why a writer of our own: pdf-lib's `save()` copies a stream's contents byte by byte into one buffer
 * as large as the whole file, after its JPEG embedder has wanted a copy of the photo of its own, so a
 * 15 MB photo cost four copies of itself in the worker at once. pdf-lib has no hook for contents kept
 * elsewhere, but it exposes its writer's layout (`computeBufferSize`, the offsets of the cross-reference
 * table) to subclasses; this one serializes the same layout, object by object, with the photo's runs
 * left as ranges. Everything else (objects, xref table, trailer) is pdf-lib's own serialization.
 */
import { copyStringIntoBuffer, type PDFContext, type PDFDict, type PDFDocument, type PDFObject, type PDFRef, PDFStream, PDFWriter } from 'pdf-lib';
import { partsSize, type FilePart } from '../domain/byte-ranges';

/** A stream whose contents stay outside the document, as parts; only `savePdfParts` can write it. */
export class PartsStream extends PDFStream {
  readonly parts: readonly FilePart[];

  constructor(dict: PDFDict, parts: readonly FilePart[]) {
    super(dict);
    this.parts = parts;
  }

  override getContentsSize(): number {
    return partsSize(this.parts);
  }
}

/** `text`'s bytes (PDF syntax is ASCII), an object's own serialization when it has one, then `after` (also the panel PDF's writer). */
export function serialized(text: string, object?: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }, after = ''): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length + (object?.sizeInBytes() ?? 0) + after.length);
  let at = copyStringIntoBuffer(text, out, 0);
  if (object) at += object.copyBytesInto(out, at);
  copyStringIntoBuffer(after, out, at);
  return out;
}

const END_OBJECT = '\nendobj\n\n';

class PartsWriter extends PDFWriter {
  /** Never pausing between objects: a print file has a dozen or so, and it runs in a worker or on the server. */
  static of(context: PDFContext): PartsWriter {
    return new PartsWriter(context, Number.POSITIVE_INFINITY);
  }

  private objectParts(ref: PDFRef, object: PDFObject): FilePart[] {
    const opening = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
    if (!(object instanceof PartsStream)) return [serialized(opening, object, END_OBJECT)];
    object.updateDict();
    return [serialized(opening, object.dict, '\nstream\n'), ...object.parts, serialized(`\nendstream${END_OBJECT}`)];
  }

  /** The same bytes, at the same offsets, as pdf-lib's `serializeToBuffer`. */
  async serializeToParts(): Promise<{ parts: FilePart[]; size: number }> {
    const { size, header, indirectObjects, xref, trailerDict, trailer } = await this.computeBufferSize();
    const parts: FilePart[] = [serialized('', header, '\n\n')];
    for (const [ref, object] of indirectObjects) parts.push(...this.objectParts(ref, object));
    if (xref) parts.push(serialized('', xref, '\n'));
    if (trailerDict) parts.push(serialized('', trailerDict, '\n\n'));
    parts.push(serialized('', trailer));
    const written = partsSize(parts);
    if (written !== size) throw new Error(`The PDF's parts hold ${written} bytes where its cross-reference table counts ${size}`);
    return { parts, size };
  }
}

/**
 * The document as parts, in order: its own bytes and the ranges its `PartsStream`s name. Written
 * without object streams, so the cross-reference table points at each object as a print shop's
 * software expects.
 */
export async function savePdfParts(doc: PDFDocument): Promise<{ parts: FilePart[]; size: number }> {
  await doc.flush();
  return PartsWriter.of(doc.context).serializeToParts();
}
