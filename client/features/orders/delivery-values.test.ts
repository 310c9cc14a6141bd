import { describe, expect, it } from 'vitest';
import type { ProfileOutput } from '../../../shared/schemas/profiles.ts';
import { EMPTY_DELIVERY, prefillFromProfile, type DeliveryField } from './delivery-values.ts';

const PROFILE: ProfileOutput = {
  customer_name: 'Pedro Penduko',
  email: 'pedro@example.com',
  instagram_username: '@pedro.p',
  address_line1: '12 Kapitolyo St.',
  province: 'Metro Manila',
  city: 'Pasig City',
  barangay: 'Kapitolyo',
  mobile_number: '09175550101',
};
const untouched = () => false;
const touched = (...fields: DeliveryField[]) => (field: DeliveryField) => fields.includes(field);

describe('prefill from the saved profile', () => {
  it('fills an empty, untouched form with the whole profile, the Instagram username without its "@"', () => {
    expect(prefillFromProfile(EMPTY_DELIVERY, untouched, PROFILE)).toEqual({ ...PROFILE, instagram_username: 'pedro.p' });
  });

  it('never replaces what the buyer typed before the profile arrived', () => {
    const typed = { ...EMPTY_DELIVERY, customer_name: 'Teresa', instagram_username: 'nay_isa', mobile_number: '0917' };
    const patch = prefillFromProfile(typed, touched('customer_name', 'instagram_username', 'mobile_number'), PROFILE);
    expect(patch).not.toHaveProperty('customer_name');
    expect(patch).not.toHaveProperty('instagram_username');
    expect(patch).not.toHaveProperty('mobile_number');
    expect(patch).toMatchObject({ email: PROFILE.email, address_line1: PROFILE.address_line1 });
  });

  it('leaves a field the buyer emptied on purpose empty', () => {
    expect(prefillFromProfile(EMPTY_DELIVERY, touched('mobile_number'), PROFILE)).not.toHaveProperty('mobile_number');
  });

  it('keeps a province chosen on the cart page, and fills city and barangay only under the same province', () => {
    expect(prefillFromProfile({ ...EMPTY_DELIVERY, province: 'Cebu' }, untouched, PROFILE)).not.toHaveProperty('city');
    expect(prefillFromProfile({ ...EMPTY_DELIVERY, province: 'Metro Manila' }, untouched, PROFILE)).toMatchObject({ city: 'Pasig City', barangay: 'Kapitolyo' });
  });

  it('leaves the place alone once the buyer chose a city or barangay', () => {
    const chosen = { ...EMPTY_DELIVERY, province: 'Metro Manila', city: 'Makati City' };
    const patch = prefillFromProfile(chosen, untouched, PROFILE);
    expect(patch).not.toHaveProperty('city');
    expect(patch).not.toHaveProperty('barangay');
  });

  it('adds nothing from an empty profile', () => {
    const empty = Object.fromEntries(Object.keys(PROFILE).map((key) => [key, null])) as ProfileOutput;
    expect(prefillFromProfile(EMPTY_DELIVERY, untouched, empty)).toEqual({});
  });
});
