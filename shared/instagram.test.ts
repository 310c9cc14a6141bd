import { describe, expect, it } from 'vitest';
import { instagramHandle } from './instagram.ts';
import { DeliveryDetails } from './schemas/orders.ts';
import { ProfileInput } from './schemas/profiles.ts';

const delivery = {
  customer_name: 'Pedro Penduko',
  address_line1: '12 Kapitolyo St.',
  barangay: 'Kapitolyo',
  city: 'Pasig City',
  province: 'Metro Manila',
  mobile_number: '0917 555 0101',
};

describe('instagram handles', () => {
  it('drops the "@" a buyer types before their username, and the space around it', () => {
    expect(instagramHandle('@pedro.p')).toBe('pedro.p');
    expect(instagramHandle('  @@pedro.p ')).toBe('pedro.p');
    expect(instagramHandle('pedro.p')).toBe('pedro.p');
    expect(instagramHandle('pedro@p')).toBe('pedro@p');
  });

  it('is stored without the "@" from an order and from a saved profile', () => {
    expect(DeliveryDetails.parse({ ...delivery, instagram_username: '@pedro.p' }).instagram_username).toBe('pedro.p');
    expect(ProfileInput.parse({ instagram_username: ' @pedro.p' }).instagram_username).toBe('pedro.p');
    expect(ProfileInput.parse({ instagram_username: '@' }).instagram_username).toBeNull();
  });

  it('refuses an order whose Instagram username is nothing but "@"', () => {
    const result = DeliveryDetails.safeParse({ ...delivery, instagram_username: ' @ ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['instagram_username', 'Instagram username is required']]);
  });
});
