/**
 * The design's text layers in the print file, as real PDF text: each font embedded once and subset
 * to the letters used (pdf-lib with @pdf-lib/fontkit), drawn above the photo and under the cut line
 * (a PrintLayer of build-print-file.ts), so the words print sharp at any size and stay selectable.
 *
 * The placement is the preview's and the proof's (text-placement.ts: anchor, alignment, baseline),
 * with the width measured from the embedded font. The outline is the text stroked twice as wide
 * under its fill, as text-draw.ts strokes it; PDF has no blur, so the shadow is the text offset in
 * black at the shadow's opacity.
 *
 * The fonts' bytes come from `fonts`: the worker fetches the bundle's files, the server reads the
 * @fontsource packages on disk.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  LineJoinStyle,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  setGraphicsState,
  setLineJoin,
  setLineWidth,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFOperator,
} from 'pdf-lib';
import type { DesignConfig } from '../domain/design';
import { cmToPoints } from '../domain/print-layout';
import { TEXT_EFFECTS } from '../domain/text-draw';
import type { FontSource, TextFontId } from '../domain/text-fonts';
import { outlineColor, TEXT_BLACK, type TextLayer } from '../domain/text-layers';
import { ALIGN_SHARE, textOrigin } from '../domain/text-placement';
import { cm } from '../domain/units';
import type { PrintCanvas, PrintLayer } from './build-print-file';
import { applyMatrix } from './matrix';
import { fillColourOperator, strokeColourOperator } from './page-operators';

interface PlacedText {
  readonly fontKey: PDFName;
  readonly font: PDFFont;
  readonly size: number;
  /** Where the text starts on its baseline, in PDF points. */
  readonly x: number;
  readonly y: number;
}

function showAt(text: string, placed: PlacedText, dx = 0, dy = 0): PDFOperator[] {
  return [
    beginText(),
    setFontAndSize(placed.fontKey, placed.size),
    setTextMatrix(1, 0, 0, 1, placed.x + dx, placed.y + dy),
    showText(placed.font.encodeText(text)),
    endText(),
  ];
}

function layerOperators(layer: TextLayer, placed: PlacedText, shadowState: PDFName): PDFOperator[] {
  const ops: PDFOperator[] = [pushGraphicsState()];
  if (layer.shadow) {
    const offset = TEXT_EFFECTS.shadowOffsetEm * placed.size;
    // Points go up where the canvas's pixels go down.
    ops.push(pushGraphicsState(), setGraphicsState(shadowState), fillColourOperator(TEXT_BLACK), ...showAt(layer.text, placed, offset, -offset), popGraphicsState());
  }
  if (layer.outline) {
    ops.push(
      strokeColourOperator(outlineColor(layer.color)),
      setLineWidth(2 * TEXT_EFFECTS.outlineEm * placed.size),
      setLineJoin(LineJoinStyle.Round),
      setTextRenderingMode(TextRenderingMode.Outline),
      ...showAt(layer.text, placed),
      setTextRenderingMode(TextRenderingMode.Fill),
    );
  }
  ops.push(fillColourOperator(layer.color), ...showAt(layer.text, placed), popGraphicsState());
  return ops;
}

async function embedFonts(doc: PDFDocument, texts: readonly TextLayer[], fonts: FontSource): Promise<Map<TextFontId, PDFFont>> {
  doc.registerFontkit(fontkit);
  const embedded = new Map<TextFontId, PDFFont>();
  for (const id of new Set(texts.map((layer) => layer.font))) {
    embedded.set(id, await doc.embedFont(await fonts(id), { subset: true }));
  }
  return embedded;
}

function place(canvas: PrintCanvas, design: DesignConfig, layer: TextLayer, font: PDFFont): Omit<PlacedText, 'fontKey'> {
  const { frame } = canvas.layout;
  const origin = textOrigin(layer, design);
  const size = cmToPoints(cm(layer.sizeCm));
  const start = applyMatrix(canvas.pageToPoints, frame.x + origin.x, frame.y + origin.baseline);
  return { font, size, x: start.x - font.widthOfTextAtSize(layer.text, size) * ALIGN_SHARE[layer.align], y: start.y };
}

/** The print layer that draws `design`'s text layers with the fonts `fonts` gives. */
export function textPrintLayer(design: DesignConfig, fonts: FontSource): PrintLayer {
  return async (canvas) => {
    const texts = design.texts.filter((layer) => layer.text !== '');
    if (texts.length === 0) return;
    const { doc, page } = canvas;
    const embedded = await embedFonts(doc, texts, fonts);
    const shadowState = page.node.newExtGState('TextShadow', doc.context.obj({ Type: 'ExtGState', ca: TEXT_EFFECTS.shadowOpacity }));
    for (const layer of texts) {
      const font = embedded.get(layer.font);
      if (!font) continue;
      const fontKey = page.node.newFontDictionary(font.name, font.ref);
      page.pushOperators(...layerOperators(layer, { ...place(canvas, design, layer, font), fontKey }, shadowState));
    }
  };
}
