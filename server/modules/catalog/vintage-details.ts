import type { VintageDetailFields, VintageDetailsOutput } from '../../../shared/schemas/vintage-details.ts';
import { fromMicrometres, MEASUREMENTS, toMicrometres, type Condition, type GarmentType, type Measurement } from '../../../shared/vintage-details.ts';

/** Each measurement's column on `products`, in whole micrometres. */
export const MEASUREMENT_COLUMNS = {
  pit_to_pit: 'pitToPitUm',
  shoulder: 'shoulderUm',
  sleeve: 'sleeveUm',
  length: 'lengthUm',
  waist: 'waistUm',
  hip: 'hipUm',
  rise: 'riseUm',
  inseam: 'inseamUm',
} as const satisfies Record<Measurement, string>;

type MeasurementColumn = (typeof MEASUREMENT_COLUMNS)[Measurement];

/** A piece's vintage details as stored (design.md §2 "Vintage details"), whether read as an entity or as a row. */
export type VintageDetailColumns = { [column in MeasurementColumn]?: number | null } & {
  garmentType?: GarmentType | null;
  condition?: Condition | null;
  flaws?: string | null;
  brand?: string | null;
  era?: string | null;
  material?: string | null;
};

/** The columns a saved form sets: every measurement typed in the form's unit, stored once; a blank one cleared. */
export function vintageDetailColumns(input: VintageDetailFields): Required<VintageDetailColumns> {
  const measurements = Object.fromEntries(
    MEASUREMENTS.map((name) => {
      const typed = input[name];
      return [MEASUREMENT_COLUMNS[name], typed === undefined ? null : toMicrometres(typed, input.measurement_unit)];
    }),
  ) as Record<MeasurementColumn, number | null>;
  return {
    ...measurements,
    garmentType: input.garment_type,
    condition: input.condition,
    flaws: input.flaws,
    brand: input.brand,
    era: input.era,
    material: input.material,
  };
}

/** The details in a product's JSON: each measurement the piece has, in both units. */
export function vintageDetailsOutput(columns: VintageDetailColumns): VintageDetailsOutput {
  const measurements: VintageDetailsOutput['measurements'] = {};
  for (const name of MEASUREMENTS) {
    const micrometres = columns[MEASUREMENT_COLUMNS[name]];
    if (micrometres !== null && micrometres !== undefined) {
      measurements[name] = { cm: fromMicrometres(micrometres, 'cm'), in: fromMicrometres(micrometres, 'in') };
    }
  }
  return {
    garment_type: columns.garmentType ?? null,
    measurements,
    condition: columns.condition ?? null,
    flaws: columns.flaws ?? null,
    brand: columns.brand ?? null,
    era: columns.era ?? null,
    material: columns.material ?? null,
  };
}
