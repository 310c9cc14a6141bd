import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, HOLD_LIMIT_MESSAGES, OPENING_MESSAGES } from '../shared/cart-messages.ts';
import { answerKind, countKinds, isAboutTheAddress } from './refusals.ts';

const refused = (status: number, message: string, action?: string) => ({ status, ms: 1, body: JSON.stringify({ message, ...(action ? { action } : {}) }) });

describe("a hold's answer, as the drop counts it", () => {
  it('names the rule that refused a hold by its message, whatever numbers the settings put in it', () => {
    expect(answerKind(refused(409, CART_MESSAGES.unavailable))).toBe('409 unavailable');
    expect(answerKind(refused(409, HOLD_LIMIT_MESSAGES.perAddress(20), 'sign-in'))).toBe('409 per address');
    expect(answerKind(refused(409, HOLD_LIMIT_MESSAGES.perAddress(1), 'sign-in'))).toBe('409 per address');
    expect(answerKind(refused(409, HOLD_LIMIT_MESSAGES.perBuyer(10)))).toBe('409 per buyer');
    expect(answerKind(refused(409, OPENING_MESSAGES['drop-guest']({ minutes: 10, cap: 1 }), 'sign-in'))).toBe('409 drop-guest');
    expect(answerKind(refused(409, OPENING_MESSAGES['drop-limit']({ minutes: 1, cap: 3 })))).toBe('409 drop-limit');
    expect(answerKind(refused(409, OPENING_MESSAGES['drop-unverified']({ minutes: 5, cap: 1 }), 'confirm-email'))).toBe('409 drop-unverified');
  });

  it('keeps an unknown message, cut short, and tells a 200, a 429 and a lost connection apart', () => {
    expect(answerKind(refused(409, `A rule nobody told the bench about, ${'at length '.repeat(10)}`))).toBe('409 A rule nobody told the bench about, at length at length at l');
    expect(answerKind({ status: 200, ms: 1, body: '{}' })).toBe('200');
    expect(answerKind(refused(429, 'Too many requests. Try again in 40 seconds.'))).toBe('429 rate limit');
    expect(answerKind({ status: 0, ms: 1, body: 'socket hang up' })).toBe('error socket hang up');
    expect(answerKind({ status: 502, ms: 1, body: '<html>' })).toBe('502 no message');
  });

  it('counts a refusal as about the address for the cap per address and any 429, never for the opening', () => {
    expect(['409 per address', '429 rate limit'].every(isAboutTheAddress)).toBe(true);
    expect(['409 drop-guest', '409 drop-limit', '409 unavailable', '200'].some(isAboutTheAddress)).toBe(false);
    expect(countKinds([refused(409, CART_MESSAGES.unavailable), refused(409, CART_MESSAGES.unavailable), { status: 200, ms: 1, body: '{}' }])).toEqual({
      '409 unavailable': 2,
      '200': 1,
    });
  });
});
