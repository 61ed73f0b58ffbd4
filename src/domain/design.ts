/**
 * The shopper's design as plain, serialisable data (the spec's design configuration).
 * No images, DOM objects or Konva nodes ever live here.
 */
import { DEFAULT_CUSTOM_COLOR, type HexColor } from './background-color';
import { MODE_SPECS, PRESETS, type Mode } from './modes';
import { CENTRED, ZOOM_MIN } from './position';
import { sameTextLayers, type TextLayer } from './text-layers';

export type Fit = 'cover' | 'contain' | 'fill';
/** 'custom' paints `customColor` (issue 22); the store's three keep their meaning. */
export type Background = 'black' | 'white' | 'ia' | 'custom';
export type Rotation = 0 | 90 | 180 | 270;

export const FITS: readonly Fit[] = ['cover', 'contain', 'fill'];
export const BACKGROUNDS: readonly Background[] = ['black', 'white', 'ia', 'custom'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export interface DesignConfig {
  readonly mode: Mode;
  /** selectedClient: a preset code of the mode, 'PERSO' for an applied custom size, or null before a size is chosen. */
  readonly sizeCode: string | null;
  /** Size of the frame in whole cm (LARGO), always within the mode's bounds. */
  readonly widthCm: number;
  /** Size of the frame in whole cm (ANCHO), always within the mode's bounds. */
  readonly heightCm: number;
  /** Horizontal position, 0–100 with CSS object-position semantics (see position.ts). */
  readonly posX: number;
  /** Vertical position, 0–100 with CSS object-position semantics. */
  readonly posY: number;
  /** 1–4, two decimals: how much larger than the chosen fit the photo is shown. */
  readonly zoom: number;
  /** Flipped left-to-right as the shopper sees it ("Espejar"). */
  readonly mirrored: boolean;
  /** Flipped top-to-bottom as the shopper sees it ("Espejar vertical"). */
  readonly mirroredVertical: boolean;
  readonly fit: Fit;
  readonly background: Background;
  /** The colour "Otro color" paints; kept while another background is chosen, so coming back finds it. */
  readonly customColor: HexColor;
  readonly rotation: Rotation;
  /** The piece is the centred circle whose diameter is the smaller side; offered in every mode. */
  readonly circular: boolean;
  /** «Bordes rectos»: square corners instead of rounded ones; only ever true where the mode offers the choice (piece-edges.ts). */
  readonly straightEdges: boolean;
  /** Text layers over the photo, first one lowest (text-layers.ts); a new array whenever one changes. */
  readonly texts: readonly TextLayer[];
}

/**
 * The background that is printed. The shopper picks one only with contain (spec §4), the one fit
 * that leaves part of the frame empty; with cover or fill it is black, whatever was picked before.
 */
export function effectiveBackground(design: Pick<DesignConfig, 'fit' | 'background'>): Background {
  return design.fit === 'contain' ? design.background : 'black';
}

/** The design a shopper starts from in a mode: its first preset's frame, no size chosen yet. */
export function initialDesign(mode: Mode): DesignConfig {
  const first = PRESETS[mode][0];
  const { minWidth, minHeight } = MODE_SPECS[mode].bounds;
  return {
    mode,
    sizeCode: null,
    widthCm: first?.widthCm ?? minWidth,
    heightCm: first?.heightCm ?? minHeight,
    ...CENTRED,
    zoom: ZOOM_MIN,
    mirrored: false,
    mirroredVertical: false,
    fit: 'cover',
    background: 'black',
    customColor: DEFAULT_CUSTOM_COLOR,
    rotation: 0,
    circular: false,
    straightEdges: false,
    texts: [],
  };
}

const DESIGN_KEYS: readonly (keyof DesignConfig)[] = Object.keys(initialDesign('Clasic')) as (keyof DesignConfig)[];

/** Two designs are the same when every field is: designs are compared as data, never as encoded text. */
export function sameDesign(a: DesignConfig, b: DesignConfig): boolean {
  return a === b || DESIGN_KEYS.every((key) => (key === 'texts' ? sameTextLayers(a.texts, b.texts) : Object.is(a[key], b[key])));
}
