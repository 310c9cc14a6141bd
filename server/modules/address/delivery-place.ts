import { ADDRESS_MESSAGES, type PlaceOutput } from '../../../shared/schemas/address.ts';
import { ValidationError } from '../../errors.ts';
import { barangays, cities, provinces } from './address.service.ts';

type Name = string | null | undefined;
type PlaceNames = { province?: Name; city?: Name; barangay?: Name };

/**
 * Names match as a person means them: whatever the case, spacing or accents ("las pinas city" is Las
 * Piñas City), so a REST client need not spell them byte for byte.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const findNamed = (places: PlaceOutput[], name: string) => {
  const wanted = name.trim().replace(/\s+/g, ' ');
  return places.find((place) => collator.compare(place.name, wanted) === 0);
};

/**
 * Checks a delivery address against the PSGC data the address selects offer (address.service.ts),
 * each level against the one above it, and answers the names as the selects spell them, so that the
 * shipping fee follows the province that was checked. A level left out is not checked, nor those
 * below it (a saved profile may hold part of an address); a misfit is a field error.
 */
export function checkDeliveryPlace(place: PlaceNames): { province?: string; city?: string; barangay?: string } {
  if (!place.province) return {};
  const province = findNamed(provinces(), place.province);
  if (!province) throw new ValidationError({ province: [ADDRESS_MESSAGES.provinceInvalid] });
  if (!place.city) return { province: province.name };
  // The selects pick a city's barangays by its code: the first city of that name, as here.
  const city = findNamed(cities(province.code), place.city);
  if (!city) throw new ValidationError({ city: [ADDRESS_MESSAGES.cityNotInProvince] });
  if (!place.barangay) return { province: province.name, city: city.name };
  const barangay = findNamed(barangays(city.code), place.barangay);
  if (!barangay) throw new ValidationError({ barangay: [ADDRESS_MESSAGES.barangayNotInCity] });
  return { province: province.name, city: city.name, barangay: barangay.name };
}
