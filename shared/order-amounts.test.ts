import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPeso } from './money.ts';
import { orderAmounts } from './order-amounts.ts';
import { FALLBACK_SHIPPING, METRO_MANILA, type ShippingSettings } from './shipping.ts';

describe('order amounts', () => {
  it('adds the delivery fee to the pieces: ₱999.50 to Metro Manila is ₱1,079.50 to pay', () => {
    const amounts = orderAmounts(METRO_MANILA, 99_950, FALLBACK_SHIPPING);
    expect(amounts).toEqual({ subtotalCentavos: 99_950, shippingCentavos: 8_000, discountCentavos: 0, amountToPayCentavos: 107_950 });
    expect(formatPeso(amounts.amountToPayCentavos)).toBe('₱1,079.50');
  });

  it('charges the outside fee elsewhere and nothing once a positive threshold is reached', () => {
    expect(orderAmounts('Cebu', 50_000, FALLBACK_SHIPPING).amountToPayCentavos).toBe(62_000);
    const freeFrom2500 = { ...FALLBACK_SHIPPING, free_delivery_threshold: 2500 };
    expect(orderAmounts('Cebu', 249_999, freeFrom2500).amountToPayCentavos).toBe(249_999 + 12_000);
    expect(orderAmounts('Cebu', 250_000, freeFrom2500).amountToPayCentavos).toBe(250_000);
  });

  it('keeps fees with centavos exact: ₱80.10 stays 8,010 centavos', () => {
    expect(orderAmounts(METRO_MANILA, 1, { ...FALLBACK_SHIPPING, delivery_fee_ncr: 80.1 }).amountToPayCentavos).toBe(8_011);
  });

  it('is always whole centavos, the pieces plus one of the configured fees (or none), never less than the pieces', () => {
    const pesos = fc.integer({ min: 0, max: 1_000_000 }).map((centavos) => centavos / 100);
    const settings: fc.Arbitrary<ShippingSettings> = fc.record({ delivery_fee_ncr: pesos, delivery_fee_outside_ncr: pesos, free_delivery_threshold: pesos });
    const province = fc.constantFrom(METRO_MANILA, 'Cebu', 'Davao del Sur', '', null);
    fc.assert(
      fc.property(province, fc.integer({ min: 0, max: 100_000_000 }), settings, (place, subtotal, shop) => {
        const { subtotalCentavos, shippingCentavos, amountToPayCentavos } = orderAmounts(place, subtotal, shop);
        expect(subtotalCentavos).toBe(subtotal);
        expect(Number.isInteger(amountToPayCentavos)).toBe(true);
        expect(amountToPayCentavos).toBe(subtotal + shippingCentavos);
        const fees = [0, Math.round(shop.delivery_fee_ncr * 100), Math.round(shop.delivery_fee_outside_ncr * 100)];
        expect(fees).toContain(shippingCentavos);
      }),
    );
  });
});
