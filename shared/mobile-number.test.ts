import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalMobileNumber } from './mobile-number.ts';
import { DeliveryDetails } from './schemas/orders.ts';
import { ProfileInput } from './schemas/profiles.ts';

/** The ten digits after the trunk 0: a `9` and nine more. */
const subscriber = fc.stringMatching(/^9\d{9}$/);
const separator = fc.constantFrom('', ' ', '-', '.', '  ');
/** A number as a buyer may type it: with the country code, with or without `+`, or the trunk 0, and any separators. */
const spelling = (digits: string) =>
  fc.tuple(fc.constantFrom('+63', '63', '0', '+63 ', '(0', '+63 ('), separator, separator, separator).map(([prefix, a, b, c]) => {
    const closing = prefix.endsWith('(') ? ')' : '';
    return `${prefix}${digits.slice(0, 3)}${closing}${a}${digits.slice(3, 6)}${b}${digits.slice(6)}${c}`;
  });
const spelt = subscriber.chain((digits) => fc.tuple(fc.constant(digits), spelling(digits)));

describe('a Philippine mobile number, as couriers write it', () => {
  it('comes to 09XX XXX XXXX however it is typed', () => {
    for (const typed of ['+639178882222', '639178882222', '09178882222', '0917 888 2222', '0917-888-2222', '+63 917 888 2222', '(0917) 888.2222', ' 0917 888 2222 ']) {
      expect(normalMobileNumber(typed), typed).toBe('0917 888 2222');
    }
  });

  it('is no mobile number when it is a landline, too short or long, or not a number', () => {
    for (const typed of ['', '0917', '0917 888 222', '0917 888 22222', '02 8123 4567', '+63 2 8123 4567', '08178882222', '+649178882222', '0917 888 222a', '0063 917 888 2222']) {
      expect(normalMobileNumber(typed), typed).toBeNull();
    }
  });

  it('brings every accepted spelling of one number to the same eleven digits', () => {
    fc.assert(
      fc.property(spelt, ([digits, typed]) => {
        const kept = normalMobileNumber(typed);
        expect(kept).toBe(`0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
        expect(kept?.replace(/ /g, '')).toMatch(/^09\d{9}$/);
      }),
    );
  });

  it('leaves a kept number as it is (normalising twice is normalising once)', () => {
    fc.assert(
      fc.property(fc.oneof(spelt.map(([, typed]) => typed), fc.string()), (typed) => {
        const kept = normalMobileNumber(typed);
        if (kept !== null) expect(normalMobileNumber(kept)).toBe(kept);
      }),
    );
  });
});

describe('the checkout and profile schemas keep the number as couriers write it', () => {
  const delivery = { customer_name: 'Leonor', instagram_username: 'leonor', address_line1: '1 Rizal St.', barangay: 'Kapitolyo', city: 'Pasig City', province: 'Metro Manila' };

  it('stores a checkout’s +63 number as 0917 888 2222, and refuses one that is no mobile number with the checkout’s wording', () => {
    expect(DeliveryDetails.parse({ ...delivery, mobile_number: '+639178882222' }).mobile_number).toBe('0917 888 2222');
    expect(DeliveryDetails.safeParse({ ...delivery, mobile_number: '' }).error?.issues.map((issue) => issue.message)).toEqual(['Mobile number is required']);
    expect(DeliveryDetails.safeParse({ ...delivery, mobile_number: '02 8123 4567' }).error?.issues.map((issue) => issue.message)).toEqual(['Mobile number is invalid']);
  });

  it('saves a profile’s number in the same form, a blank one as none', () => {
    expect(ProfileInput.parse({ mobile_number: '639178882222' }).mobile_number).toBe('0917 888 2222');
    expect(ProfileInput.parse({ mobile_number: '  ' }).mobile_number).toBeNull();
    expect(ProfileInput.safeParse({ mobile_number: '12345' }).error?.issues.map((issue) => issue.message)).toEqual(['Mobile number is invalid']);
  });
});
