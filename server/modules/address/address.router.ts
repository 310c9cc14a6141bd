import { BarangaysInput, CitiesInput, FindCitiesInput } from '../../../shared/schemas/address.ts';
import { createRouter, publicProcedure } from '../../trpc/init.ts';
import { barangays, cities, findCities, provinces, regions } from './address.service.ts';

/** Cascading address selects (docs/product/rules.md "Address selects"): province → city → barangay, one level per call. */
export const addressRouter = createRouter({
  regions: publicProcedure.query(() => regions()),
  provinces: publicProcedure.query(() => provinces()),
  cities: publicProcedure.input(CitiesInput).query(({ input }) => cities(input.province_code)),
  barangays: publicProcedure.input(BarangaysInput).query(({ input }) => barangays(input.city_code)),
  /** A city typed into the province field, found with its province, so one pick fills both. */
  findCities: publicProcedure.input(FindCitiesInput).query(({ input }) => findCities(input.search)),
});
