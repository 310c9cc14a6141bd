import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { instagramHandle } from '../../../../shared/instagram.ts';
import { DeliveryDetails, GuestDeliveryDetails } from '../../../../shared/schemas/orders.ts';
import type { ProfileOutput } from '../../../../shared/schemas/profiles.ts';
import { trpc } from '../../../lib/trpc.ts';
import { readCheckoutDraft, saveCheckoutDraft, startingValues, type DraftOwner } from '../checkout-draft.ts';
import { DELIVERY_FIELDS, prefillFromProfile, type DeliveryField, type DeliveryValues } from '../delivery-values.ts';
import { AddressSelects } from './address-selects.tsx';

type DeliveryFormProps = {
  isGuest: boolean;
  /** Whose draft of this form the tab keeps (checkout-draft.ts). */
  draftOwner: DraftOwner;
  cartProvince: string | null;
  onProvinceChange: (province: string | null) => void;
  onSubmit: (values: DeliveryValues) => void;
  submitting: boolean;
};

/**
 * Checkout step 1, Customer Info: validated by the same schema the server applies (docs/product/rules.md "Checkout"). It
 * starts from what the buyer typed earlier in this tab, and the saved profile fills only the fields
 * still empty and untouched whenever it arrives.
 */
export function DeliveryForm({ isGuest, draftOwner, cartProvince, onProvinceChange, onSubmit, submitting }: DeliveryFormProps) {
  const [draft] = useState(() => readCheckoutDraft(sessionStorage, draftOwner));
  const form = useForm<DeliveryValues>({
    initialValues: startingValues(draft, cartProvince),
    initialTouched: Object.fromEntries((draft?.edited ?? []).map((field) => [field, true])),
    validate: schemaResolver(isGuest ? GuestDeliveryDetails : DeliveryDetails, { sync: true }),
  });
  const profile = useQuery(trpc.profiles.get.queryOptions()).data;
  const { values, isTouched } = form;

  // Whenever a profile answer arrives (again after signing up here), into what the form holds then.
  const prefill = useEffectEvent((saved: ProfileOutput) => {
    const patch = prefillFromProfile(form.getValues(), isTouched, saved);
    if (Object.keys(patch).length > 0) form.setValues(patch);
  });
  useEffect(() => {
    if (profile) prefill(profile);
  }, [profile]);

  useEffect(() => {
    saveCheckoutDraft(sessionStorage, draftOwner, { values, edited: DELIVERY_FIELDS.filter((field) => isTouched(field)) });
  }, [values, draftOwner, isTouched]);

  // A province kept from before a reload is news to the cart page, whose shipping fee follows it;
  // once, for the form as it opened: later choices reach the cart through the selects.
  const tellCart = useEffectEvent(() => {
    const { province } = form.getInitialValues();
    if (province && province !== cartProvince) onProvinceChange(province);
  });
  useEffect(() => tellCart(), []);

  // "Touched" means typed in, not merely tapped: prefill still fills a field the buyer only focused.
  const field = (name: DeliveryField) => form.getInputProps(name, { withFocus: false });
  const instagram = field('instagram_username');

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Customer Info">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" autoComplete="name" withAsterisk {...field('customer_name')} />
          {isGuest && <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />}
          <TextInput
            label="Instagram username"
            leftSection="@"
            autoComplete="off"
            autoCapitalize="none"
            withAsterisk
            {...instagram}
            // The "@" is the field's own: one typed or pasted before the name is dropped as it comes.
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue('instagram_username', instagramHandle(event.currentTarget.value))}
          />
          <TextInput
            label="Mobile number"
            type="tel"
            autoComplete="tel-national"
            placeholder="0917 123 4567"
            withAsterisk
            {...field('mobile_number')}
          />
        </SimpleGrid>
        <TextInput
          label="Address"
          description="House number, street, building"
          autoComplete="address-line1"
          withAsterisk
          {...field('address_line1')}
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
