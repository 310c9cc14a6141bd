import { rem, Select, type SelectProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { PlaceOutput } from '../../../../shared/schemas/address.ts';
import { placeFilter } from '../../../lib/place-search.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { DeliveryValues } from '../delivery-values.ts';
import { ProvinceSelect } from '../../../components/province-select.tsx';

/** Select options are names; a dataset can repeat one (two barangays of one city), a Select cannot. */
const namesOf = (places: PlaceOutput[] | undefined) => [...new Set((places ?? []).map((place) => place.name))];
const codeOf = (places: PlaceOutput[] | undefined, name: string) => places?.find((place) => place.name === name)?.code;

const TAP_TARGET = rem(44);

/**
 * What the three selects share: search as the buyer types, a choice that stays chosen when picked
 * again (Mantine would deselect it, and the levels below with it), and field and options tall enough
 * to tap on a phone.
 */
const placeSelect = {
  searchable: true,
  withAsterisk: true,
  allowDeselect: false,
  filter: placeFilter,
  styles: {
    input: { height: TAP_TARGET },
    option: { minHeight: TAP_TARGET, display: 'flex', alignItems: 'center' },
  },
} satisfies Partial<SelectProps>;

type AddressSelectsProps = {
  form: UseFormReturnType<DeliveryValues>;
  onProvinceChange: (province: string | null) => void;
};

/**
 * Province → city → barangay (docs/product/rules.md "Address selects"): each list is fetched for the level above, and changing a
 * level clears the ones below it. The form keeps names, which is what an order stores. A city the
 * PSGC keeps outside provinces (Cebu City, Davao City, Baguio…) is listed under the province around it.
 */
export function AddressSelects({ form, onProvinceChange }: AddressSelectsProps) {
  const { province, city, barangay } = form.getValues();
  const provinces = useQuery(trpc.address.provinces.queryOptions()).data;
  const provinceCode = codeOf(provinces, province);
  const cities = useQuery(trpc.address.cities.queryOptions(provinceCode ? { province_code: provinceCode } : skipToken));
  const cityCode = codeOf(cities.data, city);
  const barangays = useQuery(trpc.address.barangays.queryOptions(cityCode ? { city_code: cityCode } : skipToken));

  return (
    <>
      <ProvinceSelect
        withAsterisk
        styles={placeSelect.styles}
        label="Province"
        placeholder="Choose a province, or type your city"
        value={province || null}
        error={form.errors.province}
        onChange={(picked, pickedCity) => {
          form.setValues({ province: picked, city: pickedCity ?? '', barangay: '' });
          onProvinceChange(picked);
        }}
      />
      <Select
        {...placeSelect}
        label="City"
        placeholder={provinceCode ? 'Choose a city or municipality' : 'Choose a province first'}
        disabled={!provinceCode}
        data={namesOf(cities.data)}
        nothingFoundMessage={cities.data ? `No city or municipality by that name in ${province}` : 'Loading cities…'}
        value={city || null}
        error={form.errors.city}
        onChange={(value) => form.setValues({ city: value ?? '', barangay: '' })}
      />
      <Select
        {...placeSelect}
        label="Barangay"
        placeholder={cityCode ? 'Choose a barangay' : 'Choose a city first'}
        disabled={!cityCode}
        data={namesOf(barangays.data)}
        nothingFoundMessage={barangays.data ? `No barangay by that name in ${city}` : 'Loading barangays…'}
        limit={100}
        value={barangay || null}
        error={form.errors.barangay}
        onChange={(value) => form.setFieldValue('barangay', value ?? '')}
      />
    </>
  );
}
