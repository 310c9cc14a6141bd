import type { VintageDetailsOutput } from '../../../shared/schemas/vintage-details.ts';
import {
  fromMicrometres,
  MEASUREMENTS,
  MEASUREMENTS_BY_GARMENT,
  toMicrometres,
  type Condition,
  type GarmentType,
  type LengthUnit,
  type Measurement,
} from '../../../shared/vintage-details.ts';

/** The product form's details (design.md §2 "Vintage details"): measurements as typed, in `unit`; blank is "none". */
export type VintageDetailValues = {
  garment_type: GarmentType | '';
  unit: LengthUnit;
  measurements: Record<Measurement, number | string>;
  condition: Condition | '';
  flaws: string;
  brand: string;
  era: string;
  material: string;
};

const NO_MEASUREMENTS = Object.fromEntries(MEASUREMENTS.map((name) => [name, ''])) as Record<Measurement, string>;

export const EMPTY_VINTAGE_DETAILS: VintageDetailValues = {
  garment_type: '',
  unit: 'cm',
  measurements: NO_MEASUREMENTS,
  condition: '',
  flaws: '',
  brand: '',
  era: '',
  material: '',
};

/** The details of a saved piece, its stored measurements shown in centimetres (the form's first unit). */
export function vintageDetailValuesOf(product: VintageDetailsOutput): VintageDetailValues {
  const measurements: Record<Measurement, number | string> = { ...NO_MEASUREMENTS };
  for (const name of MEASUREMENTS) measurements[name] = product.measurements[name]?.cm ?? '';
  return {
    garment_type: product.garment_type ?? '',
    unit: 'cm',
    measurements,
    condition: product.condition ?? '',
    flaws: product.flaws ?? '',
    brand: product.brand ?? '',
    era: product.era ?? '',
    material: product.material ?? '',
  };
}

/** The same lengths typed in `unit`: each through its stored value, so a switch there and back keeps it within a step. */
export function inUnit(values: VintageDetailValues, unit: LengthUnit): VintageDetailValues {
  if (unit === values.unit) return values;
  const measurements = { ...values.measurements };
  for (const name of MEASUREMENTS) {
    const typed = measurements[name];
    if (typed !== '' && Number.isFinite(Number(typed))) measurements[name] = fromMicrometres(toMicrometres(Number(typed), values.unit), unit);
  }
  return { ...values, unit, measurements };
}

/** The measurements the form offers: the garment type's, then any other the piece has (so none is hidden and lost). */
export function offeredMeasurements(values: VintageDetailValues): Measurement[] {
  const forType = values.garment_type ? MEASUREMENTS_BY_GARMENT[values.garment_type] : MEASUREMENTS;
  return MEASUREMENTS.filter((name) => forType.includes(name) || values.measurements[name] !== '');
}

/** The multipart fields of shared/schemas/vintage-details.ts `VintageDetailFields`: every one, a blank clearing it. */
export function appendVintageDetails(form: FormData, values: VintageDetailValues): void {
  form.append('garment_type', values.garment_type);
  form.append('measurement_unit', values.unit);
  for (const name of MEASUREMENTS) form.append(name, String(values.measurements[name]).trim());
  form.append('condition', values.condition);
  form.append('flaws', values.flaws.trim());
  form.append('brand', values.brand.trim());
  form.append('era', values.era.trim());
  form.append('material', values.material.trim());
}
