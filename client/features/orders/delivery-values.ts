import type { ProfileOutput } from '../../../shared/schemas/profiles.ts';

/** Step 1's form (spec §5): every field as typed; the shared schema validates and normalises it. */
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

/** The saved profile fills the form; a province already chosen on the cart page wins over it. */
export function deliveryFromProfile(profile: ProfileOutput, cartProvince: string | null): DeliveryValues {
  const fromProfile: DeliveryValues = {
    customer_name: profile.customer_name ?? '',
    email: profile.email ?? '',
    instagram_username: profile.instagram_username ?? '',
    address_line1: profile.address_line1 ?? '',
    province: profile.province ?? '',
    city: profile.city ?? '',
    barangay: profile.barangay ?? '',
    mobile_number: profile.mobile_number ?? '',
  };
  if (!cartProvince || cartProvince === fromProfile.province) return fromProfile;
  return { ...fromProfile, province: cartProvince, city: '', barangay: '' };
}
