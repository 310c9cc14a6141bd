import { z } from 'zod';

/** PSGC codes are ten digits (Philippine Standard Geographic Code). */
const PsgcCode = z.string().regex(/^\d{10}$/, 'The code must be a 10-digit PSGC code');

export const PlaceOutput = z.object({ code: z.string(), name: z.string() });
export type PlaceOutput = z.infer<typeof PlaceOutput>;

export const CitiesInput = z.strictObject({ province_code: PsgcCode });

/** What a buyer typed into the province field, looking for their city ("Davao City", "Makati"). */
export const FindCitiesInput = z.strictObject({ search: z.string().trim().min(3, 'Type at least 3 letters').max(60, 'Search is too long') });
/** A city or municipality with the province the address selects list it under. */
export const CityInProvinceOutput = z.object({ code: z.string(), name: z.string(), province: PlaceOutput });
export type CityInProvinceOutput = z.infer<typeof CityInProvinceOutput>;
export const BarangaysInput = z.strictObject({ city_code: PsgcCode });

/** A delivery address names a province, a city in it and a barangay in that city (docs/product/rules.md "Address selects"). */
export const ADDRESS_MESSAGES = {
  provinceInvalid: 'Province is invalid',
  cityNotInProvince: 'City is not in the chosen province',
  barangayNotInCity: 'Barangay is not in the chosen city',
} as const;
