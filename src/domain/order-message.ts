/**
 * The Spanish words for each design option, shared by the order page's summary, the order's
 * message (order-text.ts) and the inbox. The inbox CLI parses the "Medida: " and
 * "Precio estimado: " lines: keep their format.
 */
import { effectiveBackground, type Background, type DesignConfig, type Fit, type Rotation } from './design';
import { CUSTOM_SIZE_CODE, sizeLabel } from './modes';
import { EDGE_WORDS, pieceEdges } from './piece-edges';
import { alignOf, justifyOf, type Align, type Justify } from './position';
import { formatPrice, quotePrice } from './pricing';
import { textLines } from './text-message';

const ALIGN_WORDS: Readonly<Record<Align, string>> = {
  left: 'izquierda',
  center: 'centrado',
  right: 'derecha',
};

const JUSTIFY_WORDS: Readonly<Record<Justify, string>> = {
  top: 'arriba',
  center: 'centrado',
  bottom: 'abajo',
};

const FIT_WORDS: Readonly<Record<Fit, string>> = {
  fill: 'Estirar (Imágen completa)',
  cover: 'Cubrir (Recortando)',
  contain: 'Rellenar bordes (contain)',
};

const BACKGROUND_WORDS: Readonly<Record<Exclude<Background, 'custom'>, string>> = {
  black: 'Negro',
  white: 'Blanco',
  ia: 'IA (completado con IA)',
};

/** The store's words for its three backgrounds; any other colour reads as its hex (`#1E90FF`). */
function backgroundText(design: DesignConfig): string {
  const background = effectiveBackground(design);
  return background === 'custom' ? design.customColor : BACKGROUND_WORDS[background];
}

function yesNo(value: boolean): string {
  return value ? 'Si' : 'No';
}

function rotationText(rotation: Rotation): string {
  return `${rotation}°`;
}

/** es-AR decimals (comma), at most two, none when whole: 33,33 · 1,5 · 50. */
const DECIMAL = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** `30% horizontal, 50% vertical`. */
function positionText(design: DesignConfig): string {
  return `${DECIMAL.format(design.posX)}% horizontal, ${DECIMAL.format(design.posY)}% vertical`;
}

/** `1,5×`. */
function zoomText(zoom: number): string {
  return `${DECIMAL.format(zoom)}×`;
}

/** The message's labels, also used by the order page's summary. */
export const LINE_LABELS = {
  type: 'Tipo',
  circular: 'Circular',
  edges: 'Bordes',
  size: 'Medida',
  price: 'Precio estimado',
  listPrice: 'Precio de lista',
  promotion: 'Promoción',
  name: 'Nombre',
  comment: 'Comentario',
  align: 'Alineación',
  justify: 'Justificación',
  mirrored: 'Espejado',
  mirroredVertical: 'Espejado vertical',
  fit: 'Ajuste de imagen',
  background: 'Color de fondo',
  rotation: 'Rotación',
  position: 'Posición',
  zoom: 'Zoom',
  quality: 'Calidad de impresión',
} as const;

const L = LINE_LABELS;

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** "XXL 140x100" or "Personalizado 60x30"; a design without a chosen size reads as its frame. */
export function designSizeLabel(design: DesignConfig): string {
  return sizeLabel(design.mode, design.sizeCode ?? CUSTOM_SIZE_CODE, design.widthCm, design.heightCm);
}

/** The price estimate as shown to shoppers: "$17.000". */
export function designPriceText(design: DesignConfig): string {
  return formatPrice(quotePrice(design.mode, design.widthCm, design.heightCm));
}

/** The piece's shape: circular or not and, for a rectangle, its edges (a circle has none to choose). */
export function designShapeLines(design: Pick<DesignConfig, 'mode' | 'circular' | 'straightEdges'>): DetailLine[] {
  const circular = { label: L.circular, value: yesNo(design.circular) };
  return design.circular ? [circular] : [circular, { label: L.edges, value: EDGE_WORDS[pieceEdges(design)] }];
}

/** The placement options, in the order the store reads them, then the text layers. */
export function designOptionLines(design: DesignConfig): DetailLine[] {
  return [
    { label: L.align, value: ALIGN_WORDS[alignOf(design.posX)] },
    { label: L.justify, value: JUSTIFY_WORDS[justifyOf(design.posY)] },
    { label: L.mirrored, value: yesNo(design.mirrored) },
    { label: L.mirroredVertical, value: yesNo(design.mirroredVertical) },
    { label: L.fit, value: FIT_WORDS[design.fit] },
    { label: L.background, value: backgroundText(design) },
    { label: L.rotation, value: rotationText(design.rotation) },
    { label: L.position, value: positionText(design) },
    { label: L.zoom, value: zoomText(design.zoom) },
    ...textLines(design.texts),
  ];
}

/** The ppp of a Baja-quality photo the shopper accepted to print, or null when no consent was needed. */
export type AcceptedLowQuality = number | null;
