/**
 * What tells a shopper whether a vintage piece fits and what state it is in (design.md §2 "Vintage details"): its garment
 * type, measurements, condition grade, and brand, era and material. Apart from the schemas (no zod),
 * so that cards and the product page can read the labels without loading zod.
 */
import { CONDITIONS, type Condition } from './condition-names.ts';

export const GARMENT_TYPES = ['tops', 'bottoms', 'dresses', 'outerwear'] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];

export const GARMENT_TYPE_LABELS: Record<GarmentType, string> = {
  tops: 'Tops',
  bottoms: 'Bottoms',
  dresses: 'Dresses',
  outerwear: 'Outerwear',
};

/** Every measurement a piece may have, in the order the product page lists them. */
export const MEASUREMENTS = ['pit_to_pit', 'shoulder', 'sleeve', 'length', 'waist', 'hip', 'rise', 'inseam'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  pit_to_pit: 'Pit to pit',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  length: 'Length',
  waist: 'Waist',
  hip: 'Hip',
  rise: 'Rise',
  inseam: 'Inseam',
};

/** The measurements the form offers for each garment type (any stored one is still shown). */
export const MEASUREMENTS_BY_GARMENT: Record<GarmentType, readonly Measurement[]> = {
  tops: ['pit_to_pit', 'shoulder', 'sleeve', 'length'],
  outerwear: ['pit_to_pit', 'shoulder', 'sleeve', 'length'],
  dresses: ['pit_to_pit', 'shoulder', 'waist', 'hip', 'length'],
  bottoms: ['waist', 'hip', 'rise', 'inseam', 'length'],
};

export const LENGTH_UNITS = ['cm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/**
 * Measurements are stored once, as whole micrometres: a centimetre is 10,000 and an inch exactly
 * 25,400, so a value typed in tenths of a centimetre or in eighths of an inch is stored exactly and
 * reads back exactly in the unit it was typed in.
 */
export const MICROMETRES_PER: Record<LengthUnit, number> = { cm: 10_000, in: 25_400 };

/** The finest step typed in each unit: a millimetre, or an eighth of an inch. */
export const MEASUREMENT_STEP: Record<LengthUnit, number> = { cm: 0.1, in: 0.125 };

/** A measurement above this (3 m) is a typing mistake, not a garment. */
export const MAX_MEASUREMENT_MICROMETRES = 3_000_000;

/** The stored value of a length typed in `unit`, rounded to that unit's step. */
export function toMicrometres(value: number, unit: LengthUnit): number {
  const steps = Math.round(value / MEASUREMENT_STEP[unit]);
  return Math.round(steps * MEASUREMENT_STEP[unit] * MICROMETRES_PER[unit]);
}

/** A stored length in `unit`, rounded to that unit's step for reading (52.07 cm reads 52.1 cm). */
export function fromMicrometres(micrometres: number, unit: LengthUnit): number {
  const steps = Math.round(micrometres / MICROMETRES_PER[unit] / MEASUREMENT_STEP[unit]);
  return Number((steps * MEASUREMENT_STEP[unit]).toFixed(3));
}

export { CONDITIONS, type Condition } from './condition-names.ts';

/** Each grade with its one-line meaning, best first (the order `min_condition` filters by). */
export const CONDITION_GRADES: Record<Condition, { label: string; meaning: string }> = {
  mint: { label: 'Mint', meaning: 'Unworn or as good as new: no sign of wear.' },
  excellent: { label: 'Excellent', meaning: 'Gently worn, with no flaw worth noting.' },
  very_good: { label: 'Very good', meaning: 'Light wear for its age; any small flaw is noted.' },
  good: { label: 'Good', meaning: 'Visible wear or a small flaw, noted below; ready to wear.' },
  fair: { label: 'Fair', meaning: 'Clear flaws, noted below: priced for them, or for a project.' },
};

/** The grades at least as good as `grade`. */
export function conditionsAtLeast(grade: Condition): Condition[] {
  return CONDITIONS.slice(0, CONDITIONS.indexOf(grade) + 1);
}

export const DETAIL_LIMITS = { brand: 100, era: 50, material: 100, flaws: 500 } as const;

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'] as const;

/**
 * Inches as a tailor's tape reads them (audit A-12): whole inches and the nearest eighth as a fraction,
 * "22⅞" rather than 22.875. Measurements are kept to the eighth (MEASUREMENT_STEP), so nothing is lost.
 */
export function inchesAsFraction(inches: number): string {
  const eighths = Math.round(inches * 8);
  const whole = Math.floor(eighths / 8);
  const fraction = EIGHTHS[eighths % 8] ?? '';
  return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
}
