/**
 * La tarifa (issue 34): every value of the price formula the store may change, its two texts and its
 * promotions, as one plain, JSON-serialisable document. The server owns it and keeps its versions;
 * the app gets the one in force with the page it is served. The formula itself never changes
 * (pricing.ts); DEFAULT_TARIFA holds the spec's figures (decisions §1), with which every price is
 * exactly what it was before the store could edit them.
 */
import { MODE_SPECS, MODES, type Mode } from './modes';

export interface ModeTarifa {
  /** Roll width in whole cm. */
  readonly rollCm: number;
  /** Price per metre of roll, ARS (up to 2 decimals). */
  readonly pricePerMetre: number;
  /** Multiplier of both estimates (2.7 for Clasic by default). */
  readonly multiplier: number;
  /** Area included before the per-m² surcharge, m². */
  readonly includedAreaM2: number;
  /** «Sin stock»: the mode stays visible, without a price, and takes no orders. */
  readonly outOfStock: boolean;
}

export interface SharedValues {
  /** Added per m² above the mode's included area (5000). */
  readonly surchargePerM2: number;
  /** Added for each side rounded down to its ten (500). */
  readonly roundedDownAdd: number;
  /** Multiplies a piece whose two sides are under 40 cm (1.3). */
  readonly smallPieceFactor: number;
  /** Every price is rounded up to a multiple of this, in whole pesos (500). */
  readonly roundingStep: number;
}

export interface TarifaTexts {
  /** «3 a 7 días hábiles». */
  readonly productionTime: string;
  /** «50% off en la segunda unidad»; may be empty. */
  readonly rugNote: string;
}

/** «Todos»: a promotion of every mode. */
export const ALL_MODES = 'Todos';
export type PromotionMode = Mode | typeof ALL_MODES;
export const PROMOTION_MODES: readonly PromotionMode[] = [...MODES, ALL_MODES];

export interface Promotion {
  readonly mode: PromotionMode;
  /** Normalised 'LARGOxANCHO' texts; empty means every size. Either orientation matches. */
  readonly sizes: readonly string[];
  /** Whole percent off the list price, 1–90. */
  readonly percent: number;
  /** ISO instant from which it applies. */
  readonly from: string;
  /** ISO instant at which it ends (not included), or null for no end. */
  readonly until: string | null;
  /** Shown to the shopper; '' shows the percentage instead. */
  readonly name: string;
}

/** What the store edits; a saved version adds its number and instant. */
export interface TarifaBody {
  readonly modes: Readonly<Record<Mode, ModeTarifa>>;
  readonly shared: SharedValues;
  readonly texts: TarifaTexts;
  readonly promotions: readonly Promotion[];
}

export interface Tarifa extends TarifaBody {
  /** 0 is the built-in default; saved versions count from 1. */
  readonly version: number;
  /** ISO instant of the save; '' for the built-in default. */
  readonly savedAt: string;
}

function defaultModeTarifa(mode: Mode): ModeTarifa {
  const spec = MODE_SPECS[mode];
  return {
    rollCm: spec.rollCm,
    pricePerMetre: spec.pricePerMetre,
    multiplier: spec.multiplierTenths / 10,
    includedAreaM2: spec.freeAreaCm2 / 10000,
    outOfStock: false,
  };
}

export const DEFAULT_TARIFA: Tarifa = {
  version: 0,
  savedAt: '',
  modes: { Clasic: defaultModeTarifa('Clasic'), Pro: defaultModeTarifa('Pro'), Alfombra: defaultModeTarifa('Alfombra') },
  shared: { surchargePerM2: 5000, roundedDownAdd: 500, smallPieceFactor: 1.3, roundingStep: 500 },
  texts: { productionTime: '3 a 7 días hábiles', rugNote: '50% off en la segunda unidad' },
  promotions: [],
};

/** What the store edits of a tarifa, without its version and save instant. */
export function tarifaBody({ modes, shared, texts, promotions }: TarifaBody): TarifaBody {
  return { modes, shared, texts, promotions };
}
