import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DeliveryDetails, GuestDeliveryDetails } from '../../../../shared/schemas/orders.ts';
import { trpc } from '../../../lib/trpc.ts';
import { deliveryFromProfile, EMPTY_DELIVERY, type DeliveryValues } from '../delivery-values.ts';
import { AddressSelects } from './address-selects.tsx';

type DeliveryFormProps = {
  isGuest: boolean;
  /** What was entered before, when the buyer comes back from a later step. */
  initial: DeliveryValues | null;
  cartProvince: string | null;
  onProvinceChange: (province: string | null) => void;
  onSubmit: (values: DeliveryValues) => void;
  submitting: boolean;
};

/** Checkout step 1, Customer Info: validated by the same schema the server applies (spec §5). */
export function DeliveryForm({ isGuest, initial, cartProvince, onProvinceChange, onSubmit, submitting }: DeliveryFormProps) {
  const form = useForm<DeliveryValues>({
    initialValues: initial ?? { ...EMPTY_DELIVERY, province: cartProvince ?? '' },
    validate: schemaResolver(isGuest ? GuestDeliveryDetails : DeliveryDetails, { sync: true }),
  });
  const profile = useQuery(trpc.profiles.get.queryOptions());
  const { initialize } = form;
  useEffect(() => {
    // Prefill once from the saved profile, unless the buyer already filled the form in this checkout.
    if (profile.data && !initial) initialize(deliveryFromProfile(profile.data, cartProvince));
  }, [profile.data, initial, cartProvince, initialize]);

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Customer Info">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('customer_name')} />
          {isGuest && <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />}
          <TextInput
            label="Instagram username"
            leftSection="@"
            autoComplete="off"
            autoCapitalize="none"
            withAsterisk
            {...form.getInputProps('instagram_username')}
          />
          <TextInput
            label="Mobile number"
            type="tel"
            autoComplete="tel-national"
            placeholder="0917 123 4567"
            withAsterisk
            {...form.getInputProps('mobile_number')}
          />
        </SimpleGrid>
        <TextInput
          label="Address"
          description="House number, street, building"
          autoComplete="address-line1"
          withAsterisk
          {...form.getInputProps('address_line1')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <AddressSelects form={form} onProvinceChange={onProvinceChange} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={submitting}>
            Continue to Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
