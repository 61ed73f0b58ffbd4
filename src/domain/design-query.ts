/**
 * The design in the query string, with the store's keys (decisions §4) plus posX, posY and zoom
 * (issue 10). Align and Justify carry the nearest stop of the position, so the store's readers
 * keep working; a link without posX/posY takes its position from them, exactly as before.
 * Decoding trusts nothing: every missing or hostile value falls back to a safe default or is
 * clamped, and it never throws. Issue 22 adds customColor (hex without '#', read only with
 * selectedColor=custom) and isMirroredVertical; links without them read exactly as before. Issue 31
 * reads isCircular in every mode and adds bordes (rectos|redondeados, the piece's edges); a link
 * without it has today's rounded corners.
 */
import { DEFAULT_CUSTOM_COLOR, parseHexColor } from './background-color';
import { BACKGROUNDS, FITS, initialDesign, ROTATIONS, type Background, type DesignConfig } from './design';
import { clampToBounds, CUSTOM_SIZE_CODE, findPreset, isMode, MODE_SPECS } from './modes';
import { offersEdgeChoice, pieceEdges, type Edges } from './piece-edges';
import {
  ALIGN_STOPS,
  alignOf,
  ALIGNS,
  clampPosition,
  clampZoom,
  JUSTIFIES,
  JUSTIFY_STOPS,
  justifyOf,
  type Position,
} from './position';
import { decodeTextLayers, encodeTextLayers } from './text-query';

const DESIGN_QUERY_KEYS = {
  sizeCode: 'selectedClient',
  align: 'Align',
  justify: 'Justify',
  mirrored: 'isMirrored',
  mirroredVertical: 'isMirroredVertical',
  fit: 'imageMode',
  background: 'selectedColor',
  customColor: 'customColor',
  rotation: 'rotacion',
  widthCm: 'widthCm',
  heightCm: 'heightCm',
  mode: 'mode',
  circular: 'isCircular',
  edges: 'bordes',
  posX: 'posX',
  posY: 'posY',
  zoom: 'zoom',
} as const;

const K = DESIGN_QUERY_KEYS;

/** The bordes values: Spanish words, as the store's other keys read. */
const EDGE_VALUES: Readonly<Record<Edges, string>> = { rounded: 'redondeados', straight: 'rectos' };

export function encodeDesign(design: DesignConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (design.sizeCode !== null) params.set(K.sizeCode, design.sizeCode);
  params.set(K.align, alignOf(design.posX));
  params.set(K.justify, justifyOf(design.posY));
  params.set(K.mirrored, String(design.mirrored));
  params.set(K.fit, design.fit);
  params.set(K.background, design.background);
  params.set(K.rotation, String(design.rotation));
  params.set(K.widthCm, String(design.widthCm));
  params.set(K.heightCm, String(design.heightCm));
  params.set(K.mode, design.mode);
  params.set(K.circular, String(design.circular));
  params.set(K.posX, String(design.posX));
  params.set(K.posY, String(design.posY));
  params.set(K.zoom, String(design.zoom));
  params.set(K.mirroredVertical, String(design.mirroredVertical));
  // String(): inbox records older than issue 22 have no colour, and go through here to be read again.
  params.set(K.customColor, String(design.customColor).replace(/^#/, ''));
  params.set(K.edges, EDGE_VALUES[pieceEdges(design)]);
  encodeTextLayers(params, design.texts);
  return params;
}

function oneOf<T>(allowed: readonly T[], raw: string | null, fallback: T): T {
  return allowed.find((value) => String(value) === raw) ?? fallback;
}

/** A plain decimal number, rounded to whole cm and clamped; anything else gives the fallback. */
function centimetres(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\s*\d{1,6}(\.\d{1,6})?\s*$/.test(raw)) return fallback;
  return clampToBounds(Math.round(Number(raw)), min, max);
}

/** A plain decimal number (no exponent, no sign games), or null. */
function decimal(raw: string | null): number | null {
  if (raw === null || !/^\s*-?\d{1,6}(\.\d{1,6})?\s*$/.test(raw)) return null;
  return Number(raw);
}

/** posX/posY when present, otherwise the stops of the store's Align/Justify (centre when unknown). */
function decodePosition(params: URLSearchParams): Position {
  const align = oneOf(ALIGNS, params.get(K.align), 'center');
  const justify = oneOf(JUSTIFIES, params.get(K.justify), 'center');
  return {
    posX: clampPosition(decimal(params.get(K.posX)) ?? ALIGN_STOPS[align]),
    posY: clampPosition(decimal(params.get(K.posY)) ?? JUSTIFY_STOPS[justify]),
  };
}

/** selectedColor and customColor: 'custom' without a readable colour falls back to the mode's default background. */
function decodeBackground(params: URLSearchParams, fallback: Background): Pick<DesignConfig, 'background' | 'customColor'> {
  const color = parseHexColor(params.get(K.customColor));
  const background = oneOf(BACKGROUNDS, params.get(K.background), fallback);
  return { background: background === 'custom' && color === null ? fallback : background, customColor: color ?? DEFAULT_CUSTOM_COLOR };
}

export function decodeDesign(params: URLSearchParams): DesignConfig {
  const rawMode = params.get(K.mode);
  const mode = isMode(rawMode) ? rawMode : 'Clasic';
  const base = initialDesign(mode);
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
  let widthCm = centimetres(params.get(K.widthCm), minWidth, maxWidth, base.widthCm);
  let heightCm = centimetres(params.get(K.heightCm), minHeight, maxHeight, base.heightCm);

  const rawCode = params.get(K.sizeCode) ?? '';
  const preset = findPreset(mode, rawCode);
  let sizeCode: string | null = null;
  if (preset) {
    // A preset's size is its own; the query's numbers could disagree with it.
    sizeCode = preset.code;
    widthCm = preset.widthCm;
    heightCm = preset.heightCm;
  } else if (rawCode === CUSTOM_SIZE_CODE) {
    sizeCode = CUSTOM_SIZE_CODE;
  }

  return {
    mode,
    sizeCode,
    widthCm,
    heightCm,
    ...decodePosition(params),
    zoom: clampZoom(decimal(params.get(K.zoom)) ?? base.zoom),
    mirrored: params.get(K.mirrored) === 'true',
    mirroredVertical: params.get(K.mirroredVertical) === 'true',
    fit: oneOf(FITS, params.get(K.fit), base.fit),
    ...decodeBackground(params, base.background),
    rotation: oneOf(ROTATIONS, params.get(K.rotation), base.rotation),
    circular: params.get(K.circular) === 'true',
    straightEdges: offersEdgeChoice(mode) && params.get(K.edges) === EDGE_VALUES.straight,
    texts: decodeTextLayers(params),
  };
}

/**
 * The tarifa version a design was priced with (issue 34) and the stamp the server served it with
 * (issue 45), set beside the design's keys when it is sent; they are not part of the design itself,
 * which the shopper edits under whatever tarifa is in force.
 */
const TARIFA_KEY = 'tarifa';
const STAMP_KEY = 'sello';

/** The version an order claims, and the proof it was served (empty: none, the tarifa in force prices it). */
export interface TarifaClaim {
  readonly version: number;
  readonly stamp: string;
}

export function withTarifaVersion(params: URLSearchParams, { version, stamp }: TarifaClaim): URLSearchParams {
  params.set(TARIFA_KEY, String(version));
  if (stamp) params.set(STAMP_KEY, stamp);
  return params;
}

/**
 * The claim the query makes: a version of up to 9 digits (missing or anything else is 0, the built-in
 * default) and a stamp of up to 64 base64url characters (anything else is none).
 */
export function decodeTarifaClaim(params: URLSearchParams): TarifaClaim {
  const raw = params.get(TARIFA_KEY);
  const stamp = params.get(STAMP_KEY) ?? '';
  return { version: raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : 0, stamp: /^[\w-]{1,64}$/.test(stamp) ? stamp : '' };
}
