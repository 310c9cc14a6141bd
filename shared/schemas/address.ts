import { z } from 'zod';

/** PSGC codes are ten digits (Philippine Standard Geographic Code). */
const PsgcCode = z.string().regex(/^\d{10}$/, 'The code must be a 10-digit PSGC code');

export const PlaceOutput = z.object({ code: z.string(), name: z.string() });
export type PlaceOutput = z.infer<typeof PlaceOutput>;

export const CitiesInput = z.strictObject({ province_code: PsgcCode });
export const BarangaysInput = z.strictObject({ city_code: PsgcCode });

/** A delivery address names a province, a city in it and a barangay in that city (docs/product/rules.md "Address selects"). */
export const ADDRESS_MESSAGES = {
  provinceInvalid: 'Province is invalid',
  cityNotInProvince: 'City is not in the chosen province',
  barangayNotInCity: 'Barangay is not in the chosen city',
} as const;
