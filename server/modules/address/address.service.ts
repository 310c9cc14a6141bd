import {
  getAllProvinces,
  getAllRegions,
  getBarangaysByMunicipality,
  getMunicipalitiesByProvince,
} from '@aivangogh/ph-address';
import { METRO_MANILA } from '../../../shared/shipping.ts';
import { comparePlaceNames, foldPlaceName, hasEveryWord, placeWords, searchWords } from '../../../shared/place-names.ts';
import type { CityInProvinceOutput, PlaceOutput } from '../../../shared/schemas/address.ts';
import { NotFoundError } from '../../errors.ts';
import { PROVINCE_AROUND } from './places-outside-provinces.ts';

/**
 * Philippine address data from the PSGC package, one level at a time (the barangay list never goes to
 * the browser whole). The capital region has no provinces in the PSGC: it is offered as one province,
 * "Metro Manila", whose cities are the region's. The cities the PSGC keeps outside every province
 * (Cebu City, Davao City, Baguio…) are offered under the province around them (design.md §2).
 * Manila's barangays sit under its districts (Binondo, Tondo…), so a city without barangays of its
 * own collects those of its districts.
 */
const NCR_CODE = '1300000000';

/** The codes whose cities a province offers: its own, and those its surrounded cities name as theirs. */
function placeCodesOf(provinceCode: string): string[] {
  const surrounded = [...PROVINCE_AROUND].filter(([, around]) => around === provinceCode).map(([outside]) => outside);
  return [provinceCode, ...surrounded];
}

const byName = (a: PlaceOutput, b: PlaceOutput) => comparePlaceNames(a.name, b.name);

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
  return placeCodesOf(provinceCode)
    .flatMap((code) => getMunicipalitiesByProvince(code))
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

type KnownCity = { city: CityInProvinceOutput; folded: string; words: string[] };

let cachedCities: KnownCity[] | undefined;
/** Every city and municipality, each under the province the selects list it in, its name folded once. */
function everyCity(): KnownCity[] {
  cachedCities ??= provinces().flatMap((province) =>
    cities(province.code).map((city) => ({ city: { ...city, province }, folded: foldPlaceName(city.name), words: placeWords(city.name) })),
  );
  return cachedCities;
}

/** Cities offered for one search: enough to see one's own among namesakes, few enough for a phone's list. */
const CITIES_FOUND = 8;

/**
 * The cities a buyer may mean by what they typed into the province field (audit A-2: "Davao City" is
 * in Davao del Sur, "Makati" in Metro Manila), each with its province: names that begin with the
 * search first, then by name. Public and asked as a buyer types, so it folds only the search: the
 * names were folded when the list was made.
 */
export function findCities(search: string): CityInProvinceOutput[] {
  const words = searchWords(search);
  const typed = words.join(' ');
  const begins = ({ folded }: KnownCity) => (folded.startsWith(typed) ? 0 : 1);
  return everyCity()
    .filter((known) => hasEveryWord(known.words, words))
    .sort((a, b) => begins(a) - begins(b) || comparePlaceNames(a.city.name, b.city.name))
    .slice(0, CITIES_FOUND)
    .map(({ city }) => city);
}
