import { describe, expect, it } from 'vitest';
import { FALLBACK_SHIPPING, METRO_MANILA, shippingFee } from './shipping.ts';

describe('shipping fee', () => {
  it('charges the NCR fee in Metro Manila and the outside fee elsewhere', () => {
    expect(shippingFee(METRO_MANILA, 500, FALLBACK_SHIPPING)).toBe(80);
    expect(shippingFee('Cebu', 500, FALLBACK_SHIPPING)).toBe(120);
  });

  it('is free once a positive threshold is reached, and a threshold of 0 never frees it', () => {
    const settings = { ...FALLBACK_SHIPPING, free_delivery_threshold: 2500 };
    expect(shippingFee('Cebu', 2499.99, settings)).toBe(120);
    expect(shippingFee('Cebu', 2500, settings)).toBe(0);
    expect(shippingFee('Cebu', 1_000_000, FALLBACK_SHIPPING)).toBe(120);
  });

  it('is nothing until a province is chosen', () => {
    expect(shippingFee('', 500, FALLBACK_SHIPPING)).toBe(0);
    expect(shippingFee(null, 500, FALLBACK_SHIPPING)).toBe(0);
  });
});
