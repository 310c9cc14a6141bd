import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../shared/schemas/address.ts';
import { ValidationError } from '../../errors.ts';
import { barangays, cities, provinces } from './address.service.ts';
import { checkDeliveryPlace } from './delivery-place.ts';

/** The field errors a check refuses with, or null when it accepts. */
function refusal(place: Parameters<typeof checkDeliveryPlace>[0]) {
  try {
    checkDeliveryPlace(place);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
}

const allProvinces = provinces();
const citiesOf = new Map(allProvinces.map((province) => [province.code, cities(province.code)]));
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** A province and one of its cities, as the selects offer them. */
const provinceAndCity = fc
  .constantFrom(...allProvinces)
  .chain((province) => fc.constantFrom(...(citiesOf.get(province.code) ?? [])).map((city) => ({ province, city })));

describe('checking a delivery address against the address selects’ data', () => {
  it('accepts every address the selects offer, and keeps it as they spell it', () => {
    fc.assert(
      fc.property(
        provinceAndCity.chain(({ province, city }) => fc.constantFrom(...barangays(city.code)).map((barangay) => ({ province, city, barangay }))),
        ({ province, city, barangay }) => {
          const place = { province: province.name, city: city.name, barangay: barangay.name };
          expect(checkDeliveryPlace(place)).toEqual(place);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts every city of every province', () => {
    for (const province of allProvinces) {
      for (const city of citiesOf.get(province.code) ?? []) {
        expect(refusal({ province: province.name, city: city.name })).toBeNull();
      }
    }
  });

  it('refuses a city of another province, naming the city', () => {
    fc.assert(
      fc.property(provinceAndCity, fc.constantFrom(...allProvinces), ({ city }, province) => {
        fc.pre(!(citiesOf.get(province.code) ?? []).some((own) => sameName(own.name, city.name)));
        expect(refusal({ province: province.name, city: city.name })).toEqual({ city: [ADDRESS_MESSAGES.cityNotInProvince] });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a barangay of another city, naming the barangay', () => {
    fc.assert(
      fc.property(provinceAndCity, provinceAndCity, ({ province, city }, other) => {
        const [barangay] = barangays(other.city.code);
        fc.pre(barangay !== undefined && !barangays(city.code).some((own) => sameName(own.name, barangay.name)));
        expect(refusal({ province: province.name, city: city.name, barangay: barangay?.name })).toEqual({
          barangay: [ADDRESS_MESSAGES.barangayNotInCity],
        });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses Cebu City as a city of Metro Manila, so it never pays the NCR fee', () => {
    expect(refusal({ province: 'Metro Manila', city: 'Cebu City', barangay: 'Lahug' })).toEqual({ city: [ADDRESS_MESSAGES.cityNotInProvince] });
    expect(refusal({ province: 'Metro Cebu' })).toEqual({ province: [ADDRESS_MESSAGES.provinceInvalid] });
  });

  it('checks only the levels given, each against the one above it', () => {
    expect(checkDeliveryPlace({ province: null, city: 'Anywhere', barangay: 'Anything' })).toEqual({});
    expect(checkDeliveryPlace({ province: 'metro manila', city: null, barangay: 'Anything' })).toEqual({ province: 'Metro Manila' });
    expect(checkDeliveryPlace({ province: 'Metro Manila', city: 'PASIG CITY' })).toEqual({ province: 'Metro Manila', city: 'Pasig City' });
  });
});
