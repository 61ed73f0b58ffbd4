/**
 * A PDF page as a form XObject whose content stream is the page's own, byte for byte (its filter
 * kept), so the piece on the panel runs exactly the operators of the order's print file.
 *
 * Why not pdf-lib's `PDFPageEmbedder`: it normalizes the page first, which wraps its operators in an
 * extra q … Q and adds empty Font, XObject and ExtGState dictionaries to its resources, then inflates
 * and deflates the operators again. This builds the same form dictionary (FormType 1, BBox, Matrix,
 * Resources, and the page's transparency Group if it has one) without touching the page.
 */
import { PDFArray, PDFName, PDFRawStream, type PDFDocument, type PDFPageLeaf, type PDFRef } from 'pdf-lib';

export interface PageBox {
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
  readonly top: number;
}

function contentStreams(doc: PDFDocument, page: PDFPageLeaf): PDFRawStream[] {
  const contents = doc.context.lookup(page.get(PDFName.of('Contents')));
  const parts = contents instanceof PDFArray ? contents.asArray().map((part) => doc.context.lookup(part)) : [contents];
  return parts.filter((part): part is PDFRawStream => part instanceof PDFRawStream);
}

/**
 * Registers, in `doc`, its page's form: `box` (the MediaBox) moved to the origin. Null for a page
 * whose operators are not one content stream: a print file always has one (pdf-lib writes a page's
 * operators into one stream), so another file is not the order's print file.
 */
export function pageAsForm(doc: PDFDocument, page: PDFPageLeaf, box: PageBox): PDFRef | null {
  const [only, ...more] = contentStreams(doc, page);
  if (!only || more.length > 0) return null;
  const group = page.get(PDFName.of('Group'));
  const form = {
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [box.left, box.bottom, box.right, box.top],
    Matrix: [1, 0, 0, 1, -box.left, -box.bottom],
    Resources: page.Resources() ?? {},
    ...(group ? { Group: group } : {}),
  };
  const dict = doc.context.obj(form);
  for (const key of [PDFName.of('Filter'), PDFName.of('DecodeParms')]) {
    const value = only.dict.get(key);
    if (value) dict.set(key, value);
  }
  return doc.context.register(PDFRawStream.of(dict, only.contents));
}
