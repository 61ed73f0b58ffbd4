import { IA_PATTERN, iaCheckerCells } from '@/domain/preview-style';

let tile: HTMLCanvasElement | null = null;

/** A 2×2-square checker tile that Konva repeats as the IA background's fill pattern. */
export function iaPatternTile(): HTMLCanvasElement {
  if (tile) return tile;
  const side = IA_PATTERN.squarePx;
  const canvas = document.createElement('canvas');
  canvas.width = side * 2;
  canvas.height = side * 2;
  const context = canvas.getContext('2d');
  if (context) {
    const [light, dark] = IA_PATTERN.colours;
    context.fillStyle = light;
    context.fillRect(0, 0, side * 2, side * 2);
    context.fillStyle = dark;
    for (const cell of iaCheckerCells(side * 2, side * 2, side)) context.fillRect(cell.x, cell.y, cell.width, cell.height);
  }
  tile = canvas;
  return canvas;
}
