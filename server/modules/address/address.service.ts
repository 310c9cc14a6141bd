import {
  getAllProvinces,
  getAllRegions,
  getBarangaysByMunicipality,
  getMunicipalitiesByProvince,
} from '@aivangogh/ph-address';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import type { PlaceOutput } from '../../../shared/schemas/address.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * Philippine address data from the PSGC package, one level at a time (the barangay list never goes to
 * the browser whole). The capital region has no provinces in the PSGC: it is offered as one province,
 * "Metro Manila", whose cities are the region's. Manila's barangays sit under its districts (Binondo,
 * Tondo…), so a city without barangays of its own collects those of its districts.
 */
const NCR_CODE = '1300000000';

const byName = (a: PlaceOutput, b: PlaceOutput) => a.name.localeCompare(b.name);

export function regions(): PlaceOutput[] {
  return getAllRegions().map((region) => ({ code: region.psgcCode, name: region.name }));
}

let cachedProvinces: PlaceOutput[] | undefined;
export function provinces(): PlaceOutput[] {
  cachedProvinces ??= [
    { code: NCR_CODE, name: METRO_MANILA },
    ...getAllProvinces()
      .map((province) => ({ code: province.psgcCode, name: province.name }))
      .sort(byName),
  ];
  return cachedProvinces;
}

export function cities(provinceCode: string): PlaceOutput[] {
  if (!provinces().some((province) => province.code === provinceCode)) throw new NotFoundError('Province not found');
  return getMunicipalitiesByProvince(provinceCode)
    .map((city) => ({ code: city.psgcCode, name: city.name }))
    .sort(byName);
}

export function barangays(cityCode: string): PlaceOutput[] {
  const own = getBarangaysByMunicipality(cityCode);
  const all =
    own.length > 0
      ? own
      : getMunicipalitiesByProvince(cityCode).flatMap((district) => getBarangaysByMunicipality(district.psgcCode));
  if (all.length === 0) throw new NotFoundError('City not found');
  return all.map((barangay) => ({ code: barangay.psgcCode, name: barangay.name })).sort(byName);
}
