import type { PlacedPiece, RollPanel } from '../../../src/domain/roll-plan';
import { html } from '../../html/html';
import type { SafeHtml } from '../../html/html';

const metres = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** «4,35 m». */
export const metresText = (mm: number): string => `${metres.format(mm / 1000)} m`;

/** The label's height: a quarter of the piece's height at most, and small enough for its text to fit across it (a digit is about 0.6 of its height wide). */
const labelSize = (piece: PlacedPiece, text: string): number => Math.max(10, Math.round(Math.min(piece.widthMm / (0.7 * text.length), piece.heightMm / 4)));

function pieceShape(piece: PlacedPiece, stroke: number): SafeHtml {
  const { xMm: x, yMm: y, widthMm: w, heightMm: h } = piece;
  const shape = piece.shape === 'circle'
    ? html`<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2}" fill="#ddd6fe" stroke="#5b21b6" stroke-width="${stroke}"/>`
    : html`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ddd6fe" stroke="#5b21b6" stroke-width="${stroke}"/>`;
  const label = `${piece.id}${piece.turned ? ' ↻' : ''}`;
  const size = labelSize(piece, label);
  return html`${shape}<text x="${x + w / 2}" y="${Math.round(y + h / 2 + size / 3)}" font-size="${size}" text-anchor="middle" fill="#1b1b1f" font-family="system-ui, sans-serif">${label}</text>`;
}

/**
 * One panel drawn to scale as inline SVG, in millimetres: the roll's width across, the panel's length
 * down, the margins shaded, each print page (bleed included) a rectangle or its circle labelled with
 * its order number (↻: turned). Attributes only, no style: the pages' CSP allows no inline style.
 */
export function panelDrawing(panel: RollPanel, index: number, count: number, rollWidthMm: number, marginMm: number): SafeHtml {
  const stroke = Math.max(2, Math.round(rollWidthMm / 300));
  const captionId = `panel-${index + 1}-titulo`;
  return html`<figure class="rollo">
<svg viewBox="0 0 ${rollWidthMm} ${panel.lengthMm}" role="img" aria-labelledby="${captionId}" preserveAspectRatio="xMidYMin meet">
<rect width="${rollWidthMm}" height="${panel.lengthMm}" fill="#ffffff" stroke="#55555e" stroke-width="${stroke}"/>
<rect width="${marginMm}" height="${panel.lengthMm}" fill="#e4e4ea"/>
<rect x="${rollWidthMm - marginMm}" width="${marginMm}" height="${panel.lengthMm}" fill="#e4e4ea"/>
${panel.pieces.map((piece) => pieceShape(piece, stroke))}
</svg>
<figcaption id="${captionId}">Panel ${index + 1} de ${count}: ${metresText(panel.lengthMm)} de largo, ${panel.pieces.length} ${panel.pieces.length === 1 ? 'pieza' : 'piezas'} (${panel.pieces.map((piece) => piece.id).join(', ')})</figcaption>
</figure>`;
}
