import type { PieceShape } from '../../src/domain/roll-plan';
import type { StoredPlan } from './plan-file';

export const cutListHeader = 'panel,pedido,medida_cm,forma,girada,x_cm,y_cm,ancho_cm,alto_cm';

const shapeWords: Readonly<Record<PieceShape, string>> = { rect: 'rectangulo', circle: 'circulo' };

/** Millimetres as centimetres with a point: a comma would split the field (RFC 4180), and a cutter's software reads the point. */
const cmOf = (mm: number): string => String(mm / 10);

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The plan's cut list: one row per piece, panel by panel, with the print page's place (bleed included)
 * from the top-left corner of its panel's page, its footprint as placed and whether it was turned.
 * UTF-8 with CRLF line ends (RFC 4180), the header first.
 */
export function cutListCsv({ plan, orders }: StoredPlan): string {
  const rows = plan.panels.flatMap((panel, index) =>
    panel.pieces.map((piece) =>
      [String(index + 1), piece.id, orders[piece.id]?.size ?? '', shapeWords[piece.shape], piece.turned ? 'si' : 'no', cmOf(piece.xMm), cmOf(piece.yMm), cmOf(piece.widthMm), cmOf(piece.heightMm)]
        .map(field)
        .join(','),
    ),
  );
  return [cutListHeader, ...rows].map((line) => `${line}\r\n`).join('');
}
