import { z } from 'zod';
import { instagramHandle } from '../instagram.ts';
import { normalMobileNumber } from '../mobile-number.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || null);

/** A Philippine mobile number however it is typed, as it is kept: `0917 888 2222` (shared/mobile-number.ts). */
export const PhilippineMobile = z.string().transform((typed, ctx) => {
  const kept = normalMobileNumber(typed);
  if (kept === null) ctx.addIssue({ code: 'custom', message: 'Mobile number is invalid' });
  return kept ?? z.NEVER;
});

/** What a buyer keeps for next time (docs/product/pieces-and-orders.md "Profiles"): saved at checkout, prefilled on the next one. */
export const ProfileInput = z.strictObject({
  instagram_username: optionalText(64).transform((typed) => (typed ? instagramHandle(typed) || null : null)),
  address_line1: optionalText(255),
  barangay: optionalText(120),
  city: optionalText(120),
  province: optionalText(120),
  mobile_number: optionalText(32).pipe(PhilippineMobile.nullable()),
});
export type ProfileInput = z.input<typeof ProfileInput>;

export const GuestProfileInput = ProfileInput.extend({
  customer_name: optionalText(120),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Email is invalid').or(z.literal(''))).nullish().transform((value) => value || null),
});
export type GuestProfileInput = z.input<typeof GuestProfileInput>;

/** Where a piece goes and how to reach its buyer, as profiles and orders both answer it. */
export const DeliveryOutputFields = {
  instagram_username: z.string().nullable(),
  address_line1: z.string().nullable(),
  barangay: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  mobile_number: z.string().nullable(),
};

export const ProfileOutput = z.object({
  customer_name: z.string().nullable(),
  email: z.string().nullable(),
  ...DeliveryOutputFields,
});
export type ProfileOutput = z.infer<typeof ProfileOutput>;
