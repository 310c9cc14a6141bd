import { getBarangaysByMunicipality, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import { nanoid } from 'nanoid';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../shared/schemas/orders.ts';
import { FALLBACK_SHIPPING, METRO_MANILA, shippingFee } from '../../shared/shipping.ts';
import { checkDeliveryPlace } from '../modules/address/delivery-place.ts';
import { PROVINCE_AROUND } from '../modules/address/places-outside-provinces.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

type Place = { code: string; name: string };
type Municipality = { psgcCode: string; name: string; provinceCode: string };

/**
 * Every city, municipality and district in the PSGC package, found through its public functions
 * alone: a place names its parent by a code of province level (RR-PPP-00-000: a province, a region,
 * a city of its own level) or, for Manila's districts, of municipality level. So every province-level
 * code is asked, then every place found, until no new place turns up.
 */
function datasetPlaces(): Map<string, Municipality> {
  const places = new Map<string, Municipality>();
  const parents = Array.from({ length: 100_000 }, (_, index) => `${String(index).padStart(5, '0')}00000`);
  while (parents.length > 0) {
    for (const place of getMunicipalitiesByProvince(parents.pop() ?? '')) {
      if (places.has(place.psgcCode)) continue;
      places.set(place.psgcCode, place);
      parents.push(place.psgcCode);
    }
  }
  return places;
}

const dataset = datasetPlaces();
/** A district names another place (its city) as its parent; a city or municipality does not. */
const isDistrict = (place: Municipality) => place.provinceCode !== place.psgcCode && dataset.has(place.provinceCode);
const datasetCities = [...dataset.values()].filter((place) => !isDistrict(place));
const datasetBarangays = [...dataset.keys()].flatMap((code) => getBarangaysByMunicipality(code).map((barangay) => barangay.psgcCode));

/** Where a buyer looks for the cities couriers list under a province (design.md §2). */
const EXPECTED_PROVINCE: [city: string, province: string][] = [
  ['Cebu City', 'Cebu'],
  ['Mandaue City', 'Cebu'],
  ['Lapu-Lapu City', 'Cebu'],
  ['Davao City', 'Davao del Sur'],
  ['Baguio City', 'Benguet'],
  ['Iloilo City', 'Iloilo'],
  ['Bacolod City', 'Negros Occidental'],
  ['Zamboanga City', 'Zamboanga del Sur'],
  ['Cagayan De Oro City', 'Misamis Oriental'],
  ['Iligan City', 'Lanao del Norte'],
  ['General Santos City', 'South Cotabato'],
  ['Puerto Princesa City', 'Palawan'],
  ['Tacloban City', 'Leyte'],
  ['Ormoc City', 'Leyte'],
  ['Angeles City', 'Pampanga'],
  ['Olongapo City', 'Zambales'],
  ['Lucena City', 'Quezon'],
  ['Butuan City', 'Agusan del Norte'],
  ['Naga City', 'Camarines Sur'],
  ['Santiago City', 'Isabela'],
  ['Dagupan City', 'Pangasinan'],
  ['Isabela City', 'Basilan'],
  ['Cotabato City', 'Maguindanao del Norte'],
  ['Kapalawan', 'Cotabato'],
  ['Pasig City', METRO_MANILA],
  ['Manila City', METRO_MANILA],
];

type Offer = { province: Place; city: Place; barangays: Place[] };

// Address data comes from a package, not the database: one database is enough to walk it.
describe('the address API walked whole', () => {
  const db = useTestDatabase('pglite');
  const offers: Offer[] = [];

  beforeAll(async () => {
    const { app } = await createTestApp(db());
    async function places(path: string): Promise<Place[]> {
      const response = await app.request(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return ((await response.json()) as { data: Place[] }).data;
    }
    for (const province of await places('/api/address/provinces')) {
      const cities = await places(`/api/address/provinces/${province.code}/cities`);
      offers.push(
        ...(await Promise.all(
          cities.map(async (city) => ({ province, city, barangays: await places(`/api/address/cities/${city.code}/barangays`) })),
        )),
      );
    }
  }, 60_000);

  it('offers every city and municipality of the dataset under exactly one province, and nothing else', () => {
    expect(datasetCities.length).toBeGreaterThan(1600);
    const offeredCodes = offers.map((offer) => offer.city.code).sort();
    expect(offeredCodes).toEqual(datasetCities.map((city) => city.psgcCode).sort());
  });

  it('reaches every barangay of the dataset (Manila’s through its districts), each city answering some', () => {
    expect(offers.filter((offer) => offer.barangays.length === 0)).toEqual([]);
    const reached = new Set(offers.flatMap((offer) => offer.barangays.map((barangay) => barangay.code)));
    expect(reached.size).toBe(datasetBarangays.length);
    expect(datasetBarangays.filter((code) => !reached.has(code))).toEqual([]);
  });

  it('names no two cities of a province alike, since the selects choose by name', () => {
    const keys = offers.map((offer) => `${offer.province.name} / ${offer.city.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('places the cities the PSGC keeps outside provinces under the province around them', () => {
    const provincesOf = (city: string) => offers.filter((offer) => offer.city.name === city).map((offer) => offer.province.name);
    for (const [city, province] of EXPECTED_PROVINCE) expect(provincesOf(city), city).toContain(province);
    for (const outside of PROVINCE_AROUND.keys()) expect(getMunicipalitiesByProvince(outside), outside).not.toHaveLength(0);
  });

  it('charges the NCR fee for exactly the capital region’s cities, as an order placed there would be', () => {
    const misfits = offers.filter(({ province, city, barangays }) => {
      const checked = checkDeliveryPlace({ province: province.name, city: city.name, barangay: barangays[0]?.name });
      const inNcr = city.code.startsWith('13');
      const expected = inNcr ? FALLBACK_SHIPPING.delivery_fee_ncr : FALLBACK_SHIPPING.delivery_fee_outside_ncr;
      return shippingFee(checked.province, 1, FALLBACK_SHIPPING) !== expected || inNcr !== (province.name === METRO_MANILA);
    });
    expect(misfits.map(({ province, city }) => `${province.name} / ${city.name}`)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('an order from a city the PSGC keeps outside provinces, on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** Places a guest order for one new piece at ₱500, to an address as the selects spell it. */
  async function placeOrder(place: { province: string; city: string; barangay: string }, shippingFee: number) {
    const { app } = await createTestApp(db());
    const product = await createTestProduct(db().em(), { priceCentavos: 50_000 });
    const guestId = nanoid();
    const guest = { 'X-Guest-ID': guestId };
    await app.request('/api/guest/cart/add', { method: 'POST', headers: { ...guest, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: product.id }) });
    const fields = { ...PASIG_DELIVERY, ...place, email: 'buyer@example.com', guest_id: guestId, cart_items: JSON.stringify([product.id]) };
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, shipping_fee: String(shippingFee), grand_total: String(500 + shippingFee) })) form.append(key, value);
    form.append('payment_proof', await proofFile());
    const response = await app.request('/api/guest-orders', { method: 'POST', headers: guest, body: form });
    return { status: response.status, body: (await response.json()) as { data?: { order: { shipping_fee: number } }; errors?: Record<string, string[]> } };
  }

  it.each([
    { province: 'Cebu', city: 'Cebu City', barangay: 'Lahug' },
    { province: 'Davao del Sur', city: 'Davao City', barangay: 'Agdao' },
    { province: 'Benguet', city: 'Baguio City', barangay: 'Session Road Area' },
  ])('places an order to $city, $province at the outside-NCR fee and refuses the NCR fee', async (place) => {
    const { delivery_fee_ncr: ncr, delivery_fee_outside_ncr: outside } = FALLBACK_SHIPPING;
    const refused = await placeOrder(place, ncr);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ shipping_fee: [CHECKOUT_MESSAGES.totalChanged] });
    const placed = await placeOrder(place, outside);
    expect(placed.status).toBe(201);
    expect(placed.body.data?.order.shipping_fee).toBe(outside);
  });
});
