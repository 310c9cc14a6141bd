import { z } from 'zod';
import { CityInProvinceOutput, FindCitiesInput, PlaceOutput } from '../../shared/schemas/address.ts';
import { defineRoute } from './route.ts';

const Places = z.object({ data: z.array(PlaceOutput) });
const shared = { method: 'get' as const, tag: 'Address', access: 'public' as const, response: Places, cacheSeconds: 86_400 };

export const addressRoutes = [
  defineRoute({
    ...shared,
    path: '/address/regions',
    summary: 'Philippine regions (PSGC)',
    handle: async ({ caller }) => ({ data: await caller.address.regions() }),
  }),
  defineRoute({
    ...shared,
    path: '/address/provinces',
    summary: 'Provinces, with "Metro Manila" standing for the National Capital Region',
    handle: async ({ caller }) => ({ data: await caller.address.provinces() }),
  }),
  defineRoute({
    ...shared,
    path: '/address/provinces/:code/cities',
    summary: 'Cities and municipalities of a province, with the cities the PSGC keeps outside it listed under it (Cebu City under Cebu)',
    handle: async ({ caller, params }) => ({ data: await caller.address.cities({ province_code: params.code ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    path: '/address/cities',
    summary: 'Cities and municipalities whose name has every word of ?search= (3 letters at least), each with the province the selects list it under: "Davao City" is in Davao del Sur',
    query: FindCitiesInput,
    response: z.object({ data: z.array(CityInProvinceOutput) }),
    handle: async ({ caller, query }) => ({ data: await caller.address.findCities({ search: query.search ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    path: '/address/cities/:code/barangays',
    summary: 'Barangays of a city or municipality',
    handle: async ({ caller, params }) => ({ data: await caller.address.barangays({ city_code: params.code ?? '' }) }),
  }),
];
