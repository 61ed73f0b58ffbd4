/**
 * The cut line as plain path commands (move, line, cubic Bézier, close) in page centimetres, so the
 * PDF's vector path and the order page's SVG draw the very same outline. Arcs are cubic Béziers
 * because PDF paths have no arc operator; four of them trace a circle within 0.03 % of its radius.
 */
import type { CutShape } from './print-layout';

export type PathCommand =
  | { readonly op: 'M' | 'L'; readonly x: number; readonly y: number }
  | { readonly op: 'C'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly x: number; readonly y: number }
  | { readonly op: 'Z' };

/** Control-point distance of a quarter circle of radius 1 drawn as one cubic Bézier. */
const KAPPA = 0.5522847498;

/** A quarter arc from (x0, y0) to (x1, y1) about the corner (cornerX, cornerY) that the arc rounds off. */
function quarter(x0: number, y0: number, cornerX: number, cornerY: number, x1: number, y1: number): PathCommand {
  return {
    op: 'C',
    x1: x0 + (cornerX - x0) * KAPPA,
    y1: y0 + (cornerY - y0) * KAPPA,
    x2: x1 + (cornerX - x1) * KAPPA,
    y2: y1 + (cornerY - y1) * KAPPA,
    x: x1,
    y: y1,
  };
}

function circlePath(cx: number, cy: number, r: number): PathCommand[] {
  return [
    { op: 'M', x: cx + r, y: cy },
    quarter(cx + r, cy, cx + r, cy + r, cx, cy + r),
    quarter(cx, cy + r, cx - r, cy + r, cx - r, cy),
    quarter(cx - r, cy, cx - r, cy - r, cx, cy - r),
    quarter(cx, cy - r, cx + r, cy - r, cx + r, cy),
    { op: 'Z' },
  ];
}

/** Clockwise (on screen) from the top edge; corners are quarter arcs when the radius is above zero. */
export function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): PathCommand[] {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const right = x + width;
  const bottom = y + height;
  const path: PathCommand[] = [{ op: 'M', x: x + r, y }, { op: 'L', x: right - r, y }];
  if (r > 0) path.push(quarter(right - r, y, right, y, right, y + r));
  path.push({ op: 'L', x: right, y: bottom - r });
  if (r > 0) path.push(quarter(right, bottom - r, right, bottom, right - r, bottom));
  path.push({ op: 'L', x: x + r, y: bottom });
  if (r > 0) path.push(quarter(x + r, bottom, x, bottom, x, bottom - r));
  path.push({ op: 'L', x, y: y + r });
  if (r > 0) path.push(quarter(x, y + r, x, y, x + r, y));
  path.push({ op: 'Z' });
  return path;
}

export function cutPath(cut: CutShape): PathCommand[] {
  if (cut.kind === 'circle') return circlePath(cut.cx, cut.cy, cut.radius);
  const { x, y, width, height } = cut.rect;
  return roundedRectPath(x, y, width, height, cut.radius);
}

/** The part of a 2D context (canvas or Konva) that draws a path. */
export interface PathDrawer {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  closePath(): void;
}

/** Adds the path to the context's current path, in the path's own units; the caller begins it and fills or clips. */
export function tracePath(drawer: PathDrawer, path: readonly PathCommand[]): void {
  for (const c of path) {
    if (c.op === 'M') drawer.moveTo(c.x, c.y);
    else if (c.op === 'L') drawer.lineTo(c.x, c.y);
    else if (c.op === 'C') drawer.bezierCurveTo(c.x1, c.y1, c.x2, c.y2, c.x, c.y);
    else drawer.closePath();
  }
}

const n = (value: number) => Number(value.toFixed(4)).toString();

/** The path as an SVG `d` attribute, in the same units. */
export function svgPathData(path: readonly PathCommand[]): string {
  return path
    .map((c) => {
      if (c.op === 'Z') return 'Z';
      if (c.op === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return `${c.op}${n(c.x)} ${n(c.y)}`;
    })
    .join(' ');
}
