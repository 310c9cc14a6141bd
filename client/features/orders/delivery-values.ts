import { instagramHandle } from '../../../shared/instagram.ts';
import type { ProfileOutput } from '../../../shared/schemas/profiles.ts';

/** Step 1's form (docs/product/rules.md "Checkout"): every field as typed; the shared schema validates and normalises it. */
export type DeliveryValues = {
  customer_name: string;
  email: string;
  instagram_username: string;
  address_line1: string;
  province: string;
  city: string;
  barangay: string;
  mobile_number: string;
};
export type DeliveryField = keyof DeliveryValues;

export const EMPTY_DELIVERY: DeliveryValues = {
  customer_name: '',
  email: '',
  instagram_username: '',
  address_line1: '',
  province: '',
  city: '',
  barangay: '',
  mobile_number: '',
};

export const DELIVERY_FIELDS = Object.keys(EMPTY_DELIVERY) as DeliveryField[];

/** Fields the profile fills one by one; the place (province, city, barangay) is filled as one. */
const CONTACT_FIELDS = ['customer_name', 'email', 'instagram_username', 'mobile_number', 'address_line1'] as const;

/**
 * What the saved profile adds to the form as it stands, which may already hold what the buyer typed
 * while the profile was on its way (a slow network, autofill), or kept from earlier in the session.
 * A field is filled only while it is empty and the buyer has not edited it, so nothing typed is ever
 * replaced. The place comes from the profile only where it fits what is chosen: all of it when no
 * province is chosen, its city and barangay when the same province is, nothing otherwise (a province
 * chosen on the cart page wins over the saved one, as the shipping fee shown there follows it).
 */
export function prefillFromProfile(current: DeliveryValues, edited: (field: DeliveryField) => boolean, profile: ProfileOutput): Partial<DeliveryValues> {
  const saved = { ...profile, instagram_username: profile.instagram_username && instagramHandle(profile.instagram_username) };
  const patch: Partial<DeliveryValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = saved[field];
    if (value && !current[field] && !edited(field)) patch[field] = value;
  }
  const placeUntouched = !current.city && !current.barangay && !edited('city') && !edited('barangay');
  if (placeUntouched && saved.province && (!current.province || current.province === saved.province)) {
    if (!current.province) patch.province = saved.province;
    if (saved.city) patch.city = saved.city;
    if (saved.city && saved.barangay) patch.barangay = saved.barangay;
  }
  return patch;
}
