import { Select, type SelectProps } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CityInProvinceOutput } from '../../shared/schemas/address.ts';
import { placeFilter } from '../lib/place-search.ts';
import { trpc } from '../lib/trpc.ts';

/** The server looks for cities from this many letters on (FindCitiesInput). */
const CITY_SEARCH_FROM = 3;
const CITY = 'city:';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter' | 'searchable' | 'searchValue' | 'onSearchChange' | 'nothingFoundMessage'> & {
  value: string | null;
  /** A province picked, or a city found by its name: then the city's province, and the city. */
  onChange: (province: string, city: string | null) => void;
};

const cityOption = (city: CityInProvinceOutput) => ({ value: `${CITY}${city.code}`, label: `${city.name} · ${city.province.name}` });

/**
 * The province field, where a buyer may type their city instead (audit A-2): "Davao City" offers
 * "Davao City · Davao del Sur", and picking it fills the province, and the city where the form has one.
 * "NCR" finds Metro Manila (shared/place-names.ts).
 */
export function ProvinceSelect({ value, onChange, ...props }: Props) {
  const provinces = useQuery(trpc.address.provinces.queryOptions()).data;
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const lookingForCity = typed.length >= CITY_SEARCH_FROM && typed !== value;
  const found = useQuery({ ...trpc.address.findCities.queryOptions({ search: typed }), enabled: lookingForCity, placeholderData: keepPreviousData });
  const cities = lookingForCity ? (found.data ?? []) : [];
  return (
    <Select
      {...props}
      searchable
      allowDeselect={false}
      filter={placeFilter}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...(provinces ?? []).map((province) => province.name), ...cities.map(cityOption)]}
      value={value}
      nothingFoundMessage={provinces ? 'No province or city by that name' : 'Loading provinces…'}
      onChange={(picked) => {
        if (!picked) return;
        const city = picked.startsWith(CITY) ? cities.find((candidate) => `${CITY}${candidate.code}` === picked) : undefined;
        if (city) onChange(city.province.name, city.name);
        else if (!picked.startsWith(CITY)) onChange(picked, null);
      }}
    />
  );
}
