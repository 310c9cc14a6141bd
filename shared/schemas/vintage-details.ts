import { z } from 'zod';
import {
  CONDITIONS,
  DETAIL_LIMITS,
  GARMENT_TYPES,
  LENGTH_UNITS,
  MAX_MEASUREMENT_MICROMETRES,
  MEASUREMENTS,
  MICROMETRES_PER,
  type Measurement,
} from '../vintage-details.ts';
import { blankToUndefined, clearableText } from './common.ts';

export const VINTAGE_DETAIL_MESSAGES = {
  garmentTypeInvalid: 'Garment type must be tops, bottoms, dresses or outerwear',
  unitInvalid: 'Unit must be cm or in',
  measurementInvalid: 'Enter a length in numbers, e.g. 52.5',
  measurementTooLarge: 'This is longer than any garment',
  conditionInvalid: 'Condition must be mint, excellent, very_good, good or fair',
  brandTooLong: `Brand must be at most ${DETAIL_LIMITS.brand} characters`,
  eraTooLong: `Era must be at most ${DETAIL_LIMITS.era} characters`,
  materialTooLong: `Material must be at most ${DETAIL_LIMITS.material} characters`,
  flawsTooLong: `Flaws must be at most ${DETAIL_LIMITS.flaws} characters`,
  rangeInvalid: 'Enter a length in centimetres, e.g. 50',
} as const;

/** One measurement as shoppers read it: in both units, each rounded to its step (shared/vintage-details.ts). */
export const MeasurementValue = z.object({ cm: z.number(), in: z.number() });

/** The piece's measurements: only those it has. */
export const MeasurementsOutput = z.partialRecord(z.enum(MEASUREMENTS), MeasurementValue);
export type MeasurementsOutput = z.infer<typeof MeasurementsOutput>;

/** The vintage details in a product's JSON (shopper and admin alike). */
export const VintageDetailsOutput = z.object({
  garment_type: z.enum(GARMENT_TYPES).nullable(),
  measurements: MeasurementsOutput,
  condition: z.enum(CONDITIONS).nullable(),
  flaws: z.string().nullable(),
  brand: z.string().nullable(),
  era: z.string().nullable(),
  material: z.string().nullable(),
});
export type VintageDetailsOutput = z.infer<typeof VintageDetailsOutput>;

/** A length as a form or a query string sends it: a number or its text; blank is "none". */
const Length = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}(\.\d{1,3})?$/).transform(Number)], { error: VINTAGE_DETAIL_MESSAGES.measurementInvalid })
    .pipe(z.number().positive(VINTAGE_DETAIL_MESSAGES.measurementInvalid).max(MAX_MEASUREMENT_MICROMETRES / MICROMETRES_PER.cm, VINTAGE_DETAIL_MESSAGES.measurementTooLarge))
    .optional(),
);

const measurementFields = Object.fromEntries(MEASUREMENTS.map((name) => [name, Length])) as Record<Measurement, typeof Length>;

/**
 * The product form's details (multipart fields, like the rest of the form). Measurements are typed in
 * `measurement_unit` (cm unless given) and stored once (shared/vintage-details.ts `toMicrometres`);
 * a blank one is cleared. Saving replaces the piece as a whole, so a field left out is cleared too.
 */
export const VintageDetailFields = z.object({
  garment_type: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(GARMENT_TYPES, { error: VINTAGE_DETAIL_MESSAGES.garmentTypeInvalid }).nullable().default(null),
  ),
  measurement_unit: z.preprocess(blankToUndefined, z.enum(LENGTH_UNITS, { error: VINTAGE_DETAIL_MESSAGES.unitInvalid }).default('cm')),
  ...measurementFields,
  condition: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(CONDITIONS, { error: VINTAGE_DETAIL_MESSAGES.conditionInvalid }).nullable().default(null),
  ),
  flaws: clearableText(DETAIL_LIMITS.flaws, VINTAGE_DETAIL_MESSAGES.flawsTooLong).default(null),
  brand: clearableText(DETAIL_LIMITS.brand, VINTAGE_DETAIL_MESSAGES.brandTooLong).default(null),
  era: clearableText(DETAIL_LIMITS.era, VINTAGE_DETAIL_MESSAGES.eraTooLong).default(null),
  material: clearableText(DETAIL_LIMITS.material, VINTAGE_DETAIL_MESSAGES.materialTooLong).default(null),
});
export type VintageDetailFields = z.infer<typeof VintageDetailFields>;

/** A range bound in centimetres, as the catalogue's URL carries it ("fits a 50 cm chest"). */
const CentimetreBound = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/).transform(Number)], { error: VINTAGE_DETAIL_MESSAGES.rangeInvalid })
    .pipe(z.number().min(0, VINTAGE_DETAIL_MESSAGES.rangeInvalid).max(300, VINTAGE_DETAIL_MESSAGES.rangeInvalid))
    .optional(),
);

/**
 * The catalogue's detail filters: pit-to-pit and waist ranges in centimetres, both ends included; a
 * condition grade or better; a brand (any case). A piece without the measurement never matches its range.
 */
export const VintageDetailFilters = z.object({
  pit_to_pit_min: CentimetreBound.meta({ description: 'Pit to pit at least this many centimetres (included)' }),
  pit_to_pit_max: CentimetreBound.meta({ description: 'Pit to pit at most this many centimetres (included)' }),
  waist_min: CentimetreBound.meta({ description: 'Waist at least this many centimetres (included)' }),
  waist_max: CentimetreBound.meta({ description: 'Waist at most this many centimetres (included)' }),
  min_condition: z
    .preprocess(blankToUndefined, z.enum(CONDITIONS, { error: VINTAGE_DETAIL_MESSAGES.conditionInvalid }).optional())
    .meta({ description: 'This condition grade or better (mint is best, fair the least)' }),
  brand: z
    .preprocess(blankToUndefined, z.string().trim().max(DETAIL_LIMITS.brand, VINTAGE_DETAIL_MESSAGES.brandTooLong).optional())
    .meta({ description: 'This brand, in any case' }),
});
export type VintageDetailFilters = z.infer<typeof VintageDetailFilters>;
