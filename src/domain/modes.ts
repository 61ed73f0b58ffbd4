/**
 * The store's product modes: one source of truth for pricing constants, size bounds,
 * preset sizes and every label shown to shoppers or sent to the store.
 */
export type Mode = 'Clasic' | 'Pro' | 'Alfombra';

export const MODES: readonly Mode[] = ['Clasic', 'Pro', 'Alfombra'];

export interface SizeBounds {
  readonly minWidth: number;
  readonly maxWidth: number;
  readonly minHeight: number;
  readonly maxHeight: number;
}

export interface ModeSpec {
  readonly mode: Mode;
  /** Tab label in the editor. */
  readonly tabLabel: string;
  /** Product name used in labels and the order message. */
  readonly productName: string;
  /** The products in plural, as a notice names them: «Alfombras: sin stock por ahora». */
  readonly pluralName: string;
  /** Roll width in cm. */
  readonly rollCm: number;
  /** Price per metre of roll, ARS. */
  readonly pricePerMetre: number;
  /** Multiplier of the area estimate, in tenths (2.7 → 27) to keep the arithmetic exact. */
  readonly multiplierTenths: number;
  /** Area included in the base price, in cm² (0.26 m² → 2600). */
  readonly freeAreaCm2: number;
  readonly bounds: SizeBounds;
}

export const MODE_SPECS: Readonly<Record<Mode, ModeSpec>> = {
  Clasic: {
    mode: 'Clasic',
    tabLabel: 'CLASSIC',
    productName: 'Mousepad Classic',
    pluralName: 'Mousepads Classic',
    rollCm: 140,
    pricePerMetre: 23820,
    multiplierTenths: 27,
    freeAreaCm2: 3600,
    bounds: { minWidth: 25, maxWidth: 140, minHeight: 25, maxHeight: 100 },
  },
  Pro: {
    mode: 'Pro',
    tabLabel: 'PRO',
    productName: 'Mousepad Pro',
    pluralName: 'Mousepads Pro',
    rollCm: 125,
    pricePerMetre: 36145,
    multiplierTenths: 32,
    freeAreaCm2: 2600,
    bounds: { minWidth: 25, maxWidth: 120, minHeight: 25, maxHeight: 60 },
  },
  Alfombra: {
    mode: 'Alfombra',
    tabLabel: 'ALFOMBRA',
    productName: 'Alfombra',
    pluralName: 'Alfombras',
    rollCm: 154,
    pricePerMetre: 25000,
    multiplierTenths: 38,
    freeAreaCm2: 3600,
    bounds: { minWidth: 40, maxWidth: 140, minHeight: 40, maxHeight: 100 },
  },
};

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

export interface Preset {
  /** Size code as the store's query string and order flow use it. */
  readonly code: string;
  /** Label shown to shoppers and sent to the store. */
  readonly label: string;
  readonly widthCm: number;
  readonly heightCm: number;
}

const preset = (code: string, label: string, widthCm: number, heightCm: number): Preset => ({
  code,
  label,
  widthCm,
  heightCm,
});

export const PRESETS: Readonly<Record<Mode, readonly Preset[]>> = {
  Clasic: [
    preset('S', 'S', 25, 25),
    preset('M', 'M', 82, 32),
    preset('L', 'L', 90, 40),
    preset('XL', 'XL', 100, 60),
    preset('XXXL', 'XXL', 140, 100),
  ],
  Pro: [
    preset('SP', 'S', 25, 25),
    preset('MP', 'M', 50, 40),
    preset('LP', 'L', 90, 40),
    preset('XLP', 'XL', 120, 60),
  ],
  Alfombra: [
    preset('SA', 'S', 50, 40),
    preset('MA', 'M', 70, 50),
    preset('LA', 'L', 90, 60),
    preset('XLA', 'XL', 100, 70),
    preset('XXLA', 'XXL', 140, 100),
  ],
};

/** Size code of a custom size. */
export const CUSTOM_SIZE_CODE = 'PERSO';

export function findPreset(mode: Mode, code: string): Preset | undefined {
  return PRESETS[mode].find((p) => p.code === code);
}

/** The label of a chosen size, as shoppers and the store read it: "XXL 140x100", "Personalizado 60x30". */
export function sizeLabel(mode: Mode, code: string, widthCm: number, heightCm: number): string {
  const found = findPreset(mode, code);
  if (found) return `${found.label} ${found.widthCm}x${found.heightCm}`;
  return `Personalizado ${widthCm}x${heightCm}`;
}

export function clampToBounds(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The minimum-size message shown when a mode is chosen (calculator). */
export function minimumSizeMessage(mode: Mode): string {
  const { minWidth, minHeight } = MODE_SPECS[mode].bounds;
  return `Para el modo ${mode}, la medida mínima es ${minWidth}x${minHeight} cm.`;
}
