import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { PlaceOutput } from '../../../../shared/schemas/address.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { DeliveryValues } from '../delivery-values.ts';

/** Select options are names; a dataset can repeat one (two barangays of one city), a Select cannot. */
const namesOf = (places: PlaceOutput[] | undefined) => [...new Set((places ?? []).map((place) => place.name))];
const codeOf = (places: PlaceOutput[] | undefined, name: string) => places?.find((place) => place.name === name)?.code;

type AddressSelectsProps = {
  form: UseFormReturnType<DeliveryValues>;
  onProvinceChange: (province: string | null) => void;
};

/**
 * Province → city → barangay (spec §5): each list is fetched for the level above, and changing a
 * level clears the ones below it. The form keeps names, which is what an order stores.
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
      <Select
        label="Province"
        placeholder="Choose a province"
        searchable
        withAsterisk
        data={namesOf(provinces)}
        nothingFoundMessage="No province by that name"
        value={province || null}
        error={form.errors.province}
        onChange={(value) => {
          form.setValues({ province: value ?? '', city: '', barangay: '' });
          onProvinceChange(value);
        }}
      />
      <Select
        label="City"
        placeholder={provinceCode ? 'Choose a city' : 'Choose a province first'}
        searchable
        withAsterisk
        disabled={!provinceCode}
        data={namesOf(cities.data)}
        nothingFoundMessage="No city by that name"
        value={city || null}
        error={form.errors.city}
        onChange={(value) => form.setValues({ city: value ?? '', barangay: '' })}
      />
      <Select
        label="Barangay"
        placeholder={cityCode ? 'Choose a barangay' : 'Choose a city first'}
        searchable
        withAsterisk
        disabled={!cityCode}
        data={namesOf(barangays.data)}
        nothingFoundMessage="No barangay by that name"
        limit={100}
        value={barangay || null}
        error={form.errors.barangay}
        onChange={(value) => form.setFieldValue('barangay', value ?? '')}
      />
    </>
  );
}
