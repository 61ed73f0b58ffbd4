/**
 * A PDF written to disk object by object, as the panel is built: the objects go out as soon as a
 * piece is copied and leave the document, and only the small skeleton (catalog, page tree, the
 * panel's page, its content stream, the label's font) waits for the end.
 *
 * Why this part is hand-written: pdf-lib's `save()` (and its PDFWriter) serializes the whole document
 * into one buffer as large as the file, and a panel of 30 pieces from 48 MP photos is about 500 MB.
 * pdf-lib has no streaming writer, but its objects serialize themselves (`copyBytesInto`) and it
 * exposes its cross-reference section, trailer dictionary and trailer as classes; this writer only
 * puts them in a file in order and remembers each object's offset. Every byte of PDF syntax is
 * still pdf-lib's. Written without object streams, as the print files are (pdf-parts.ts).
 */
import { createHash, type Hash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { PDFCrossRefSection, PDFHeader, PDFRawStream, PDFRef, PDFTrailer, PDFTrailerDict, PDFWriter, type PDFContext, type PDFObject } from 'pdf-lib';
import { serialized } from '../../src/print-file/pdf-parts';

const END_OBJECT = '\nendobj\n\n';

export class PanelPdfWriter extends PDFWriter {
  private readonly offsets = new Map<number, number>();
  private readonly hash: Hash = createHash('sha256');
  private size = 0;

  private constructor(
    context: PDFContext,
    private readonly file: FileHandle,
  ) {
    super(context, Number.POSITIVE_INFINITY);
  }

  /** Starts the file with the PDF header; `file` is a new, empty file opened for writing. */
  static async start(context: PDFContext, file: FileHandle): Promise<PanelPdfWriter> {
    const writer = new PanelPdfWriter(context, file);
    await writer.write(serialized('', PDFHeader.forVersion(1, 7), '\n\n'));
    return writer;
  }

  private async write(bytes: Uint8Array): Promise<void> {
    this.hash.update(bytes);
    this.size += bytes.length;
    await this.file.write(bytes);
  }

  /** One object; an image's stream goes out from its own contents, never copied into another buffer. */
  private async writeObject(ref: PDFRef, object: PDFObject): Promise<void> {
    this.offsets.set(ref.objectNumber, this.size);
    const opening = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
    if (!(object instanceof PDFRawStream)) return this.write(serialized(opening, object, END_OBJECT));
    object.updateDict();
    await this.write(serialized(opening, object.dict, '\nstream\n'));
    await this.write(object.contents);
    await this.write(serialized(`\nendstream${END_OBJECT}`));
  }

  /** Writes the objects numbered `first` to `last` and drops them from the document: a piece's objects, once copied. */
  async writeOut(first: number, last: number): Promise<void> {
    for (let number = first; number <= last; number += 1) {
      const ref = PDFRef.of(number);
      const object = this.context.lookup(ref);
      if (!object) continue;
      await this.writeObject(ref, object);
      this.context.delete(ref);
    }
  }

  /** Writes what is left (the skeleton), the cross-reference table and the trailer; the file's size and SHA-256. */
  async finish(): Promise<{ size: number; sha256: string }> {
    for (const [ref, object] of this.context.enumerateIndirectObjects()) await this.writeObject(ref, object);
    const xref = PDFCrossRefSection.create();
    for (let number = 1; number <= this.context.largestObjectNumber; number += 1) {
      const offset = this.offsets.get(number);
      // A number handed out but never filled (a dangling reference in a print file) is listed as free.
      if (offset === undefined) xref.addDeletedEntry(PDFRef.of(number, 1), 0);
      else xref.addEntry(PDFRef.of(number), offset);
    }
    const xrefOffset = this.size;
    await this.write(serialized('', xref, '\n'));
    await this.write(serialized('', PDFTrailerDict.of(this.createTrailerDict()), '\n\n'));
    await this.write(serialized('', PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)));
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}
