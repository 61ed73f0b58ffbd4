import { parseHexColor, type HexColor } from '@/domain/background-color';

/** A colour the test knows is valid; a typo fails loudly instead of testing nothing. */
export function hexColor(raw: string): HexColor {
  const color = parseHexColor(raw);
  if (color === null) throw new Error(`not a colour: ${raw}`);
  return color;
}
